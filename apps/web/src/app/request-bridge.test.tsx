import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type * as RequestModule from '@/lib/request';
import type { RequestDeps } from '@/lib/request';
import { initI18n } from '@/lib/i18n';
import { unlockScreen } from '@/shell/lock-screen/lock-store';
import { render, testConfig, waitFor } from '@/test-utils/render';
import type { Rendered } from '@/test-utils/render';
import { AppProviders } from './providers';
import { RequestBridge } from './request-bridge';
import { loadLanguagePack } from './texts';

const configureRequest = vi.hoisted(() => vi.fn<(deps: Partial<RequestDeps>) => void>());
vi.mock('@/lib/request', () => ({ configureRequest }));

let rendered: Rendered | undefined;

async function wire() {
  const navigate = vi.fn<(path: string) => void>();
  rendered = await render(
    <AppProviders config={{ ...testConfig, apiBase: 'https://api.example.test' }}>
      <RequestBridge navigate={navigate} />
    </AppProviders>,
  );
  const deps = configureRequest.mock.lastCall?.[0];
  if (!deps) throw new Error('configureRequest was not called');
  return { deps: deps as RequestDeps, navigate };
}

beforeAll(async () => {
  await initI18n({}, 'zh-CN', loadLanguagePack);
});

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  document.body.innerHTML = '';
  configureRequest.mockClear();
});

describe('RequestBridge', () => {
  it('hands the request client the runtime config and the translations', async () => {
    const { deps } = await wire();
    expect(deps.apiBase).toBe('https://api.example.test');
    expect(deps.flags()).toBe(testConfig.flags);
    expect(deps.t('errors.reloginTitle')).toBe('确认登录');
  });

  it('hands on the options, so a refusal fills its placeholders or keeps the server words', async () => {
    const { deps } = await wire();
    expect(deps.t('app.logoLabel', { name: '平台' })).toBe('平台，返回首页');
    expect(deps.t('validation.notAKey', { defaultValue: '服务器的话' })).toBe('服务器的话');
  });

  it('shows errors and infos as antd messages', async () => {
    const { deps } = await wire();
    act(() => deps.ui.error('会话已失效,请重新登录', 3));
    act(() => deps.ui.info('请求已受理'));
    await waitFor(() => {
      expect(document.querySelector('.ant-message-error')?.textContent).toContain('会话已失效,请重新登录');
      expect(document.querySelector('.ant-message-info')?.textContent).toContain('请求已受理');
    });
  });

  it('asks for confirmation in a modal dialog with the given title and text', async () => {
    const { deps } = await wire();
    const onOk = vi.fn();
    act(() =>
      deps.ui.confirm({ title: '确认登录', content: '页面已经失效,请先登录', onOk, onCancel: vi.fn() }),
    );
    await waitFor(() =>
      expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('确认登录'),
    );
    expect(document.querySelector('.ant-modal-confirm-content')?.textContent).toBe('页面已经失效,请先登录');
    const ok = [...document.querySelectorAll<HTMLButtonElement>('.ant-modal-confirm-btns button')].at(-1);
    await act(async () => ok?.click());
    expect(onOk).toHaveBeenCalled();
  });

  it('on logout clears the session and the stored user, keeps other settings, and goes to /login', async () => {
    const { deps, navigate } = await wire();
    sessionStorage.setItem('tn', 'token');
    sessionStorage.setItem('has_reload', '1');
    localStorage.setItem('userInfo', '{"name":"张三"}');
    localStorage.setItem('lang', 'zh-CN');

    await act(async () => deps.onLogout({ silent: false }));

    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(localStorage.getItem('lang')).toBe('zh-CN');
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('on lock shows the lock screen over everything', async () => {
    const { deps } = await wire();
    const { ApiError } = await vi.importActual<typeof RequestModule>('@/lib/request');
    const locked = new ApiError({ code: -5, field: 'error_no', info: null, data: null, httpStatus: 200 });
    act(() => deps.onLock({ behaviour: 'lock', messageKey: 'locked' }, locked));
    await waitFor(() => expect(document.querySelector('.ant-modal-title')?.textContent).toBe('屏幕已锁定'));
    expect(document.querySelector('.ant-modal-body')?.textContent).toContain('屏幕已锁定，请输入密码解锁');
    act(() => unlockScreen());
  });
});
