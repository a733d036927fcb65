import { act } from 'react';
import { Form } from 'antd';
import type { FormInstance } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { choose } from '@/test-utils/choose';
import { render, waitFor } from '@/test-utils/render';
import type { Rendered } from '@/test-utils/render';
import { NativeSelect } from './native-select';

const options = [
  { value: 'T001', label: '演示租户一' },
  { value: 'T002', label: '演示租户二' },
];

let rendered: Rendered | undefined;
afterEach(() => rendered?.unmount());

describe('NativeSelect', () => {
  it('shows its placeholder until a value is chosen, and hands the chosen value to onChange', async () => {
    const onChange = vi.fn();
    rendered = await render(
      <NativeSelect aria-label="租户" placeholder="请选择租户" options={options} onChange={onChange} />,
    );
    const select = rendered.container.querySelector('select')!;
    expect(select.getAttribute('aria-label')).toBe('租户');
    expect(select.selectedOptions[0]?.textContent).toBe('请选择租户');
    expect(select.hasAttribute('data-empty')).toBe(true);
    expect([...select.options].filter((o) => !o.disabled).map((o) => o.textContent)).toEqual([
      '演示租户一',
      '演示租户二',
    ]);

    await choose(select, 'T002');
    expect(onChange).toHaveBeenCalledWith('T002');
  });

  it('marks each option with its own language and shows a prefix hidden from screen readers', async () => {
    rendered = await render(
      <NativeSelect
        aria-label="界面语言"
        value="en-US"
        options={[
          { value: 'zh-CN', label: '简体中文', lang: 'zh-CN' },
          { value: 'en-US', label: 'English', lang: 'en-US' },
        ]}
        prefix={<span>globe</span>}
      />,
    );
    const select = rendered.container.querySelector('select')!;
    expect(select.selectedOptions[0]?.textContent).toBe('English');
    expect(select.selectedOptions[0]?.getAttribute('lang')).toBe('en-US');
    expect(select.hasAttribute('data-empty')).toBe(false);
    expect(rendered.container.querySelector('[aria-hidden="true"]')?.textContent).toBe('globe');
  });

  it('holds its value in an antd Form.Item, which validates it and labels it', async () => {
    let form!: FormInstance;
    function Harness() {
      const [instance] = Form.useForm();
      form = instance;
      return (
        <Form form={instance} name="pick" size="large">
          <Form.Item name="tenantId" label="租户" rules={[{ required: true, message: '请选择租户' }]}>
            <NativeSelect placeholder="请选择租户" options={options} />
          </Form.Item>
        </Form>
      );
    }
    rendered = await render(<Harness />);
    const select = document.getElementById('pick_tenantId') as HTMLSelectElement;
    expect(rendered.container.querySelector('label')?.getAttribute('for')).toBe('pick_tenantId');
    // The Form's size, as antd's own controls take it.
    expect(select.dataset.size).toBe('large');

    await act(async () => {
      await form.validateFields().catch(() => undefined);
    });
    await waitFor(() => expect(rendered?.container.textContent).toContain('请选择租户'));
    expect(rendered.container.querySelector('.ant-form-item-has-error select')).toBe(select);

    await choose(select, 'T001');
    await act(async () => {
      await expect(form.validateFields()).resolves.toEqual({ tenantId: 'T001' });
    });
  });
});
