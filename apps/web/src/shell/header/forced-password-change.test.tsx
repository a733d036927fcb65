import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ScreenProviders } from '@/test-utils/screen-providers';
import { loadLanguagePack } from '@/app/texts';
import { userCentreTexts } from '@/app/layouts/user-centre/texts';
import { initI18n } from '@/lib/i18n';
import { byText, click, installFakeApi, typeInto } from '@/shell/user-api/test-support';
import { render, testConfig, waitFor } from '@/test-utils/render';
import type { Rendered } from '@/test-utils/render';
import { ForcedPasswordChange } from './forced-password-change';

const ALGORITHM = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
let key1: string;
let rendered: Rendered | undefined;

beforeAll(async () => {
  await initI18n({}, 'zh-CN', loadLanguagePack);
  // The screens name the user centre's texts, which its layout fetches beside its chunk.
  await userCentreTexts.require();
  const keys = await crypto.subtle.generateKey(
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
  sessionStorage.clear();
  vi.restoreAllMocks();
});

async function renderForced(isDefault: () => boolean) {
  sessionStorage.setItem('currUserId', 'u1');
  const api = installFakeApi({
    'GET /api/user/checkDefaultPwd': () => ({ data: isDefault() }),
    'POST /getSecurityKey': () => ({ data: { key1, key2: 'k-1' } }),
    'POST /api/user/resetPwd': () => ({ data: null }),
  });
  rendered = await render(
    <ScreenProviders config={testConfig}>
      <ForcedPasswordChange />
    </ScreenProviders>,
  );
  return api;
}

const title = () => byText('首次登录请修改初始密码');
const input = (id: string) => document.getElementById(`change-password_${id}`);

describe('forced password change', () => {
  it('stays closed while the password is not a default one', async () => {
    const { calls } = await renderForced(() => false);
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/user/checkDefaultPwd'));
    expect(title()).toBeUndefined();
  });

  it('cannot be dismissed, and closes once the password was changed', async () => {
    let isDefault = true;
    const { calls } = await renderForced(() => isDefault);
    await waitFor(() => expect(title()).toBeDefined());
    expect(document.querySelector('.ant-modal-close')).toBeNull();
    expect(byText('取消', '.ant-modal button')).toBeUndefined();
    await act(async () => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(title()).toBeDefined();

    await typeInto(input('pwd'), 'Init#Pass2025');
    await typeInto(input('resetedPwd'), 'Chosen#2025');
    await typeInto(input('confirmPwd'), 'Chosen#2025');
    isDefault = false;
    await click(byText('保存', '.ant-modal button'));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/user/checkDefaultPwd')).toHaveLength(2));
    expect(calls.map((c) => c.path)).toContain('/api/user/resetPwd');
    // The success closes the dialog, which asks again: the answer (false) keeps it closed.
    await waitFor(() => expect(byText('登录密码已修改')).toBeDefined());
  });
});
