import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { ScreenProviders } from '@/test-utils/screen-providers';
import { loadLanguagePack } from '@/app/texts';
import { userCentreTexts } from '@/app/layouts/user-centre/texts';
import { initI18n } from '@/lib/i18n';
import { byText, click, installFakeApi, typeInto } from '@/shell/user-api/test-support';
import type { FakeCall } from '@/shell/user-api/test-support';
import { render, testConfig, waitFor } from '@/test-utils/render';
import type { Rendered } from '@/test-utils/render';
import { handleLock } from './handle-lock';
import { LockScreen } from './lock-screen';
import { isScreenLocked, lockScreen, unlockScreen } from './lock-store';

const ALGORITHM = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
let keys: CryptoKeyPair;
let key1: string;
let rendered: Rendered | undefined;

const decrypt = async (cipher: string) =>
  new TextDecoder().decode(
    await crypto.subtle.decrypt(
      ALGORITHM,
      keys.privateKey,
      Uint8Array.from(atob(cipher), (char) => char.charCodeAt(0)),
    ),
  );

beforeAll(async () => {
  await initI18n({}, 'zh-CN', loadLanguagePack);
  // The screens name the user centre's texts, which its layout fetches beside its chunk.
  await userCentreTexts.require();
  keys = await crypto.subtle.generateKey(
    { ...ALGORITHM, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  key1 = btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.exportKey('spki', keys.publicKey))));
});

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  document.body.innerHTML = '';
  unlockScreen();
  localStorage.clear();
  vi.restoreAllMocks();
});

async function renderLockScreen(unlockReply: (call: FakeCall) => object = () => ({ data: null })) {
  const api = installFakeApi({
    'POST /getSecurityKey': () => ({ data: { key1, key2: 'k-7' } }),
    'POST /api/user/unlock': unlockReply,
    'GET /api/user/logout': () => ({ data: null }),
  });
  const onSignOut = vi.fn();
  rendered = await render(
    <ScreenProviders config={testConfig}>
      <LockScreen onSignOut={onSignOut} />
    </ScreenProviders>,
  );
  return { ...api, onSignOut };
}

/** Shown, and not on its way out (happy-dom never ends antd's leave animation). */
const overlayShown = () => {
  const dialog = document.querySelector<HTMLElement>('.ant-modal[role="dialog"]');
  return Boolean(dialog && dialog.style.display !== 'none' && !dialog.className.includes('-leave'));
};
const passwordInput = () => document.querySelector('.ant-modal input[type="password"]');
const button = (name: string) => byText(name, 'button');

describe('lock screen', () => {
  it('stays out of the way until the screen is locked', async () => {
    await renderLockScreen();
    expect(overlayShown()).toBe(false);
    act(() => lockScreen());
    await waitFor(() => expect(overlayShown()).toBe(true));
    expect(byText('屏幕已锁定')).toBeDefined();
    expect(byText('屏幕已锁定，请输入密码解锁')).toBeDefined();
    // Nothing closes it but unlocking or signing out.
    expect(document.querySelector('.ant-modal-close')).toBeNull();
  });

  it('shows who is locked out', async () => {
    localStorage.setItem(
      'userInfo',
      JSON.stringify({
        userId: 'u1',
        name: '演示企业用户',
        userType: 'comp',
        tenantId: 't1',
        tenantName: '演示租户一',
        lastLoginDateTime: null,
        defaultPassword: false,
      }),
    );
    await renderLockScreen();
    act(() => lockScreen());
    await waitFor(() => expect(byText('演示企业用户')).toBeDefined());
  });

  it('asks for the password before trying', async () => {
    const { calls } = await renderLockScreen();
    act(() => lockScreen());
    await waitFor(() => expect(passwordInput()).not.toBeNull());
    await click(button('解锁'));
    await waitFor(() => expect(byText('请输入登录密码')).toBeDefined());
    expect(calls).toEqual([]);
  });

  it('unlocks with the password, encrypted with the server key', async () => {
    const { calls } = await renderLockScreen();
    act(() => lockScreen());
    await waitFor(() => expect(passwordInput()).not.toBeNull());
    await typeInto(passwordInput(), 'Comp@12345');
    await click(button('解锁'));
    await waitFor(() => expect(isScreenLocked()).toBe(false));
    const unlockCall = calls.find((call) => call.path === '/api/user/unlock');
    const body = unlockCall?.body as { password: string; key_id: string };
    expect(body.key_id).toBe('k-7');
    expect(await decrypt(body.password)).toBe('Comp@12345');
    await waitFor(() => expect(overlayShown()).toBe(false));
  });

  it('stays locked when the password is wrong, with the field cleared', async () => {
    await renderLockScreen(() => ({ error_no: 111052, error_info: '登录密码错误' }));
    act(() => lockScreen());
    await waitFor(() => expect(passwordInput()).not.toBeNull());
    await typeInto(passwordInput(), 'wrong-one');
    await click(button('解锁'));
    await waitFor(() => expect((passwordInput() as HTMLInputElement).value).toBe(''));
    expect(isScreenLocked()).toBe(true);
  });

  it('gives way to the 确认登录 dialog when the session has ended meanwhile', async () => {
    const { ui } = await renderLockScreen(() => ({ error_no: -101, error_info: null as unknown as string }));
    act(() => lockScreen());
    await waitFor(() => expect(passwordInput()).not.toBeNull());
    await typeInto(passwordInput(), 'Comp@12345');
    await click(button('解锁'));
    await waitFor(() => expect(isScreenLocked()).toBe(false));
    expect(ui.confirm).toHaveBeenCalledWith(expect.objectContaining({ title: '确认登录' }));
  });

  it('signs out from the lock screen', async () => {
    const { calls, onSignOut } = await renderLockScreen();
    act(() => lockScreen());
    await waitFor(() => expect(button('退出登录')).toBeDefined());
    await click(button('退出登录'));
    await waitFor(() => expect(onSignOut).toHaveBeenCalled());
    expect(calls.map((call) => call.path)).toEqual(['/api/user/logout']);
    expect(isScreenLocked()).toBe(false);
  });
});

describe('return code -5', () => {
  it('locks the screen', () => {
    const endSession = vi.fn();
    handleLock({ singleSignOn: false, endSession });
    expect(isScreenLocked()).toBe(true);
    expect(endSession).not.toHaveBeenCalled();
  });

  it('with central single sign-on, signs out of it instead', async () => {
    const { calls } = installFakeApi({ 'GET /api/user/logout': () => ({ data: null }) });
    const endSession = vi.fn();
    handleLock({ singleSignOn: true, endSession });
    await vi.waitFor(() => expect(endSession).toHaveBeenCalled());
    expect(isScreenLocked()).toBe(false);
    expect(calls.map((call) => call.path)).toEqual(['/api/user/logout']);
  });

  it('with single sign-on, ends the session here even when the server cannot be reached', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const endSession = vi.fn();
    handleLock({ singleSignOn: true, endSession });
    await vi.waitFor(() => expect(endSession).toHaveBeenCalled());
  });
});
