import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { AppProviders } from '@/app/providers';
import { loadLanguagePack } from '@/app/texts';
import { initI18n, setLanguage } from '@/lib/i18n';
import { render, testConfig } from '@/test-utils/render';
import type { Rendered } from '@/test-utils/render';
import { LightPagination } from './light-pagination';

let rendered: Rendered | undefined;

async function renderPager(current: number, total: number, onChange = vi.fn()) {
  rendered = await render(
    <AppProviders config={testConfig}>
      <LightPagination current={current} pageSize={10} total={total} onChange={onChange} />
    </AppProviders>,
  );
  return rendered.container;
}

const titles = (container: HTMLElement) =>
  [...container.querySelectorAll('li[title]')].map((item) => item.getAttribute('title'));

beforeAll(() => initI18n({}, 'zh-CN', loadLanguagePack));

afterEach(async () => {
  rendered?.unmount();
  rendered = undefined;
  await act(() => setLanguage('zh-CN'));
});

describe('LightPagination', () => {
  it("renders antd's pagination: its classes, the current page marked, the locale's texts", async () => {
    const container = await renderPager(5, 200);
    const list = container.querySelector('ul.ant-pagination');
    expect(list).not.toBeNull();
    expect(container.querySelector('.ant-pagination-item-active')?.textContent).toBe('5');
    expect(titles(container)).toEqual([
      '上一页',
      '1',
      '向前 5 页',
      '4',
      '5',
      '6',
      '向后 5 页',
      '20',
      '下一页',
    ]);
    expect(
      container.querySelector('.ant-pagination-jump-next .ant-pagination-item-link-icon'),
    ).not.toBeNull();
  });

  it('offers no page-size picker, however many items there are', async () => {
    const container = await renderPager(1, 5000);
    expect(container.querySelector('.ant-pagination-options')).toBeNull();
    expect(container.querySelector('[role="combobox"]')).toBeNull();
  });

  it('reports the page chosen', async () => {
    const onChange = vi.fn();
    const container = await renderPager(1, 40, onChange);
    await act(async () => container.querySelector<HTMLElement>('li[title="3"]')?.click());
    expect(onChange).toHaveBeenCalledWith(3, 10);
    await act(async () => container.querySelector<HTMLElement>('li[title="下一页"]')?.click());
    expect(onChange).toHaveBeenLastCalledWith(2, 10);
  });

  it('makes the numbers links to their pages when given their addresses, still turned by the list', async () => {
    const onChange = vi.fn();
    rendered = await render(
      <AppProviders config={testConfig}>
        <LightPagination
          current={1}
          pageSize={10}
          total={40}
          onChange={onChange}
          hrefOf={(page) => `/list?page=${page}`}
        />
      </AppProviders>,
    );
    const link = rendered.container.querySelector<HTMLAnchorElement>('li[title="3"] a');
    expect(link?.getAttribute('href')).toBe('/list?page=3');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => link?.dispatchEvent(click));
    // The list turns the page itself rather than the browser loading the address.
    expect(click.defaultPrevented).toBe(true);
    expect(onChange).toHaveBeenCalledWith(3, 10);
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    await act(async () => rendered?.container.querySelector('li[title="4"] a')?.dispatchEvent(newTab));
    expect(newTab.defaultPrevented).toBe(false);
    expect(onChange).not.toHaveBeenCalledWith(4, 10);
  });

  it('follows the language', async () => {
    await act(() => setLanguage('en-US'));
    const container = await renderPager(1, 40);
    expect(titles(container)).toEqual(['Previous Page', '1', '2', '3', '4', 'Next Page']);
  });
});
