import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, useState } from 'react';
import type { ReactNode } from 'react';
import { loadLanguagePack } from '@/app/texts';
import { initI18n } from '@/lib/i18n';
import { click, type } from '@/shell/login/testing/fake-api';
import { render, waitFor } from '@/test-utils/render';
import type { Rendered } from '@/test-utils/render';
import portalZhCN from '../../texts/zh-CN';
import { CustomAmountForm } from './custom-amount-form';
import { RateRangeForm } from './rate-range-form';

let rendered: Rendered | undefined;
let rerenderParent: () => void = () => undefined;

beforeAll(async () => {
  await initI18n({ 'zh-CN': { portal: portalZhCN } }, 'zh-CN', loadLanguagePack);
});

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  vi.restoreAllMocks();
});

/**
 * Renders `form` under a parent that can re-render, counting the layout reads of antd's Form.Item:
 * on every render after its first it checks that it is visible (offsetParent, which this DOM lacks,
 * then getBoundingClientRect), a forced layout of the whole page in a browser.
 */
async function mount(form: () => ReactNode) {
  const measured = vi.spyOn(Element.prototype, 'getBoundingClientRect');
  function Parent() {
    const [, setTick] = useState(0);
    rerenderParent = () => setTick((tick) => tick + 1);
    // A new element on each render, as a parent's JSX makes.
    return <>{form()}</>;
  }
  rendered = await render(<Parent />);
  return measured;
}

const input = (label: string) =>
  rendered!.container.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`);
const submit = () =>
  click(
    [...rendered!.container.querySelectorAll('button')].find(
      (b) => b.textContent?.replace(/\s/g, '') === portalZhCN.products.list.confirm,
    ),
  );

describe('CustomAmountForm', () => {
  it('shows the amount of the URL, and neither its start nor a re-render of its parent measures the page', async () => {
    const onApply = vi.fn();
    const measured = await mount(() => <CustomAmountForm value={120} onApply={onApply} />);
    expect(input(portalZhCN.products.list.customAmountLabel)?.value).toBe('120');
    await act(async () => rerenderParent());
    await act(async () => rerenderParent());
    expect(measured).not.toHaveBeenCalled();
  });

  it('reports a valid amount, and refuses an invalid one with the rule', async () => {
    const onApply = vi.fn();
    await mount(() => <CustomAmountForm value={undefined} onApply={onApply} />);
    const field = input(portalZhCN.products.list.customAmountLabel);
    await type(field, 'abc');
    await submit();
    await waitFor(() =>
      expect(rendered!.container.querySelector('.ant-form-item-explain-error')).not.toBeNull(),
    );
    expect(onApply).not.toHaveBeenCalled();
    await type(field, '50');
    await submit();
    await waitFor(() => expect(onApply).toHaveBeenCalledWith(50));
  });
});

describe('RateRangeForm', () => {
  it('shows the range of the URL, and neither its start nor a re-render of its parent measures the page', async () => {
    const onApply = vi.fn();
    const measured = await mount(() => <RateRangeForm rateStart={4} rateEnd={6} onApply={onApply} />);
    expect(input(portalZhCN.products.list.rateStartLabel)?.value).toBe('4');
    expect(input(portalZhCN.products.list.rateEndLabel)?.value).toBe('6');
    await act(async () => rerenderParent());
    expect(measured).not.toHaveBeenCalled();
  });

  it('reports a valid range, and refuses an upper bound below the lower one', async () => {
    const onApply = vi.fn();
    await mount(() => <RateRangeForm rateStart={undefined} rateEnd={undefined} onApply={onApply} />);
    await type(input(portalZhCN.products.list.rateStartLabel), '8');
    await type(input(portalZhCN.products.list.rateEndLabel), '5');
    await submit();
    await waitFor(() =>
      expect(rendered!.container.querySelector('.ant-form-item-explain-error')).not.toBeNull(),
    );
    expect(onApply).not.toHaveBeenCalled();
    await type(input(portalZhCN.products.list.rateEndLabel), '9');
    await submit();
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ rateStart: 8, rateEnd: 9 }));
  });
});
