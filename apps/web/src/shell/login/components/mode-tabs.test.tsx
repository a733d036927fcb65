import { afterEach, describe, expect, it } from 'vitest';
import { act, useState } from 'react';
import { render } from '@/test-utils/render';
import type { Rendered } from '@/test-utils/render';
import { ModeTabs } from './mode-tabs';

type Mode = 'password' | 'mobile';

function Harness() {
  const [mode, setMode] = useState<Mode>('password');
  return (
    <ModeTabs<Mode>
      active={mode}
      onChange={setMode}
      label="登录方式"
      tabs={[
        { key: 'password', label: '账号登录', panel: <input aria-label="用户名" /> },
        { key: 'mobile', label: '手机号登录', panel: <input aria-label="手机号" /> },
      ]}
    />
  );
}

const tab = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((el) => el.textContent === name)!;
const panelOf = (name: string) => document.getElementById(tab(name).getAttribute('aria-controls')!);
const press = (key: string) =>
  act(() => {
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });

let rendered: Rendered | undefined;
afterEach(() => rendered?.unmount());

describe('ModeTabs', () => {
  it('is a tablist whose selected tab labels its panel; the other panel is not rendered yet', async () => {
    rendered = await render(<Harness />);
    expect(document.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('登录方式');
    expect(tab('账号登录').getAttribute('aria-selected')).toBe('true');
    expect(tab('手机号登录').tabIndex).toBe(-1);
    expect(panelOf('账号登录')?.getAttribute('aria-labelledby')).toBe(tab('账号登录').id);
    expect(panelOf('手机号登录')).toBeNull();
  });

  it('moves and selects with the arrow keys, Home and End, and keeps a visited panel, hidden', async () => {
    rendered = await render(<Harness />);
    act(() => tab('账号登录').focus());
    await press('ArrowRight');
    expect(document.activeElement).toBe(tab('手机号登录'));
    expect(tab('手机号登录').getAttribute('aria-selected')).toBe('true');
    expect(panelOf('账号登录')?.hidden).toBe(true);
    expect(panelOf('手机号登录')?.hidden).toBe(false);
    await press('ArrowRight');
    expect(document.activeElement).toBe(tab('账号登录'));
    await press('End');
    expect(document.activeElement).toBe(tab('手机号登录'));
    await press('Home');
    expect(tab('账号登录').getAttribute('aria-selected')).toBe('true');
  });

  it('selects a tab on click', async () => {
    rendered = await render(<Harness />);
    act(() => tab('手机号登录').click());
    expect(tab('手机号登录').getAttribute('aria-selected')).toBe('true');
    expect(tab('手机号登录').tabIndex).toBe(0);
  });
});
