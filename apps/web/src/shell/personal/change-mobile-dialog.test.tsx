import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ScreenProviders } from '@/test-utils/screen-providers';
import { loadLanguagePack } from '@/app/texts';
import { userCentreTexts } from '@/app/layouts/user-centre/texts';
import { initI18n } from '@/lib/i18n';
import { byText, click, installFakeApi, typeInto } from '@/shell/user-api/test-support';
import type { FakeReply } from '@/shell/user-api/test-support';
import { render, testConfig, waitFor } from '@/test-utils/render';
import type { Rendered } from '@/test-utils/render';
import { ChangeMobileDialog } from './change-mobile-dialog';

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

/** Replies in order, the last one repeating. */
const inTurn = (...replies: FakeReply[]) => {
  let call = 0;
  return () => replies[Math.min(call++, replies.length - 1)] ?? { data: null };
};

async function renderDialog(replies: { send?: () => FakeReply; modify?: () => FakeReply } = {}) {
  sessionStorage.setItem('currUserId', 'u1');
  let picture = 0;
  const api = installFakeApi({
    'GET /getCheckCode': () => ({ data: { cc: `cc-${++picture}`, img: 'data:image/png;base64,AA==' } }),
    'POST /getSecurityKey': () => ({ data: { key1, key2: 'k-1' } }),
    'POST /api/user/modify_mobile_send': replies.send ?? (() => ({ data: { resendAfterSeconds: 60 } })),
    'POST /api/user/modify_mobile': replies.modify ?? (() => ({ data: null })),
  });
  const onClose = vi.fn();
  rendered = await render(
    <ScreenProviders config={testConfig}>
      <ChangeMobileDialog open onClose={onClose} />
    </ScreenProviders>,
  );
  return { ...api, onClose };
}

const input = (id: string) => document.getElementById(`change-mobile_${id}`);
const button = (name: string) => byText(name, '.ant-modal button');
const visible = (id: string) => !input(id)?.closest('.ant-form-item-hidden');
const paths = (calls: { path: string }[]) => calls.map((call) => call.path);

async function toStepTwo(password = 'Bank@12345') {
  await typeInto(input('password'), password);
  await click(button('下一步'));
  await waitFor(() => expect(visible('mobile')).toBe(true));
}

describe('change mobile dialog', () => {
  it('asks for the login password first: 请输入登录密码', async () => {
    const { calls } = await renderDialog();
    await click(button('下一步'));
    await waitFor(() => expect(byText('请输入登录密码')).toBeDefined());
    expect(visible('mobile')).toBe(false);
    expect(calls).toEqual([]);
  });

  it('checks the new mobile and the image code before sending the SMS', async () => {
    const { calls } = await renderDialog();
    await toStepTwo();
    await typeInto(input('mobile'), '12345');
    await click(button('获取验证码'));
    await waitFor(() => expect(byText('手机号格式不正确')).toBeDefined());
    await waitFor(() => expect(byText('请输入图形验证码')).toBeDefined());
    expect(paths(calls)).toEqual(['/getCheckCode']);
  });

  it('a wrong image code (111000) clears it and shows another picture', async () => {
    const { calls } = await renderDialog({
      send: inTurn({ error_no: 111000, error_info: '图形验证码错误或已失效' }),
    });
    await toStepTwo();
    await typeInto(input('mobile'), '13912345678');
    await typeInto(input('imageCode'), 'ABCD');
    await click(button('获取验证码'));
    await waitFor(() => expect(paths(calls).filter((path) => path === '/getCheckCode')).toHaveLength(2));
    expect((input('imageCode') as HTMLInputElement).value).toBe('');
    expect(calls.find((call) => call.path === '/api/user/modify_mobile_send')?.body).toEqual({
      chkcode_req_id: 'cc-1',
      chkcode: 'ABCD',
      mobile: '13912345678',
    });
  });

  it('after sending, the button counts down 60 seconds and the spent picture is replaced', async () => {
    const { calls } = await renderDialog();
    await toStepTwo();
    await typeInto(input('mobile'), '13912345678');
    await typeInto(input('imageCode'), 'ABCD');
    await click(button('获取验证码'));
    await waitFor(() => expect(button('60 秒后重新获取')?.hasAttribute('disabled')).toBe(true));
    expect(byText('验证码已发送，请注意查收')).toBeDefined();
    expect(paths(calls).filter((path) => path === '/getCheckCode')).toHaveLength(2);
  });

  it('a wrong password (111052) sends the user back to step 1 with the password cleared, the SMS code kept', async () => {
    const { calls, onClose } = await renderDialog({
      modify: inTurn({ error_no: 111052, error_info: '登录密码错误' }, { data: null }),
    });
    await toStepTwo('Wrong@0000');
    await typeInto(input('mobile'), '13912345678');
    await typeInto(input('smsCode'), '123456');
    await click(button('确认'));
    await waitFor(() => expect(visible('password')).toBe(true));
    expect((input('password') as HTMLInputElement).value).toBe('');
    expect((input('smsCode') as HTMLInputElement).value).toBe('123456');

    await toStepTwo('Bank@12345');
    await click(button('确认'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = calls.filter((call) => call.path === '/api/user/modify_mobile').at(-1)?.body;
    expect(sent).toMatchObject({ key_id: 'k-1', mobile: '13912345678', sms_code: '123456' });
    expect(byText('手机号已修改')).toBeDefined();
  });
});
