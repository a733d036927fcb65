import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { defaultFeatureFlags } from '@scf/shared/flags';
import { loadLanguagePack } from '@/app/texts';
import { ScreenProviders } from '@/test-utils/screen-providers';
import { i18n, initI18n } from '@/lib/i18n';
import { configureRequest } from '@/lib/request';
import { render, testConfig } from '@/test-utils/render';
import type { Rendered } from '@/test-utils/render';
import { choose } from '@/test-utils/choose';
import { addTexts } from '@/shell/login/add-texts';
import { loginTexts } from '@/shell/login/texts';
import {
  button,
  click,
  createFakeApi,
  createServerKey,
  fail,
  ok,
  type,
  SCREEN_TEST_TIMEOUT,
  settle,
} from '@/shell/login/testing/fake-api';
import type { Handler } from '@/shell/login/testing/fake-api';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { forgotPasswordTexts } from './texts';

let server: Awaited<ReturnType<typeof createServerKey>>;
let rendered: Rendered | undefined;
let challenge = 0;

beforeAll(async () => {
  await initI18n({}, 'zh-CN', loadLanguagePack);
  addTexts('login', loginTexts);
  addTexts('forgotPassword', forgotPasswordTexts);
  server = await createServerKey();
});

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  document.body.innerHTML = '';
  sessionStorage.clear();
});

function api(reset: Handler, extra: Record<string, Handler> = {}) {
  return createFakeApi({
    '/getCheckCode': () => ok({ cc: `reg-${++challenge}`, img: 'data:image/png;base64,AAAA' }),
    '/getSecurityKey': () => ok({ key1: server.key1, key2: 'key-1' }),
    '/g/eclp-server-new/v/api/member/reg/get_mobile_by_account': (body) =>
      body.user_account === 'comp01' ? ok({ mobile: '138****1001' }) : fail(111003, '用户名不存在'),
    '/api/member/reg/send_forget_sms_code': () => ok({ resend_after_seconds: 60 }),
    '/api/member/reg/forget_reset_pwd': reset,
    ...extra,
  });
}

async function renderDialog(fake: ReturnType<typeof api>, { isTenantMode = false } = {}) {
  const flags = { ...defaultFeatureFlags, isTenantMode };
  configureRequest({ apiBase: '', fetch: fake.fetch, flags: () => flags, t: (key) => i18n.t(key) });
  const onClose = vi.fn();
  rendered = await render(
    <ScreenProviders config={{ ...testConfig, flags }}>
      <ForgotPasswordDialog open onClose={onClose} />
    </ScreenProviders>,
  );
  return onClose;
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement | null;
const bodyText = () => document.body.textContent ?? '';
const formHidden = (name: string) => document.getElementById(name)?.hidden;
const submitForm = (id: string) =>
  act(async () => (document.getElementById(id) as HTMLFormElement).requestSubmit());

async function toStep2(account = 'comp01') {
  await type(input('forgot-account_userAccount'), account);
  await click(button('下一步'));
  await settle(() => expect(formHidden('forgot-reset')).toBe(false));
}

async function fillStep2(password = 'New@12345') {
  await click(button('获取验证码'));
  await settle(() => expect(document.querySelector('img[alt="图形验证码"]')).not.toBeNull());
  await type(input('graphic-code_checkCode'), 'a3Fq');
  await submitForm('graphic-code');
  await settle(() => expect(button('60秒后重新获取')).toBeDefined());
  await type(input('forgot-reset_smsCode'), '123456');
  await type(input('forgot-reset_newPassword'), password);
  await type(input('forgot-reset_confirmPassword'), password);
}

describe('forgot password', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('says 用户名不存在 for an unknown account and stays on step 1', async () => {
    await renderDialog(api(() => ok(null)));
    await type(input('forgot-account_userAccount'), 'nobody');
    await click(button('下一步'));
    await settle(() => expect(bodyText()).toContain('用户名不存在'));
    expect(formHidden('forgot-reset')).toBe(true);
  });

  it('in tenant mode asks for the tenant too, and looks the account up in it', async () => {
    const fake = api(() => ok(null), {
      '/getTenantList': () =>
        ok({ rows: [{ tenant_id: 'T002', tenant_name: '演示租户二', kind_code: 'scf' }], total: 1 }),
    });
    await renderDialog(fake, { isTenantMode: true });
    await type(input('forgot-account_userAccount'), 'comp01');
    await click(button('下一步'));
    await settle(() => expect(bodyText()).toContain('请选择租户'));
    expect(fake.callsTo('/g/eclp-server-new/v/api/member/reg/get_mobile_by_account')).toEqual([]);

    const tenant = document.getElementById('forgot-account_tenantId');
    await settle(() => expect(tenant?.querySelector('option[value="T002"]')?.textContent).toBe('演示租户二'));
    await choose(tenant, 'T002');
    await click(button('下一步'));
    await settle(() => expect(formHidden('forgot-reset')).toBe(false));
    expect(fake.callsTo('/g/eclp-server-new/v/api/member/reg/get_mobile_by_account')[0]?.body).toEqual({
      tenant_id: 'T002',
      user_account: 'comp01',
    });
  });

  it('shows the looked-up mobile read-only, sends the SMS for the account, resets and starts over', async () => {
    const reset = vi.fn<Handler>(() => ok(null));
    const fake = api(reset);
    const onClose = await renderDialog(fake);
    await toStep2();
    expect(input('forgot-reset_mobile')?.value).toBe('138****1001');
    expect(input('forgot-reset_mobile')?.readOnly).toBe(true);

    await fillStep2();
    expect(fake.callsTo('/api/member/reg/send_forget_sms_code')[0]?.body).toEqual({
      user_account: 'comp01',
      req_session_id: 'reg-1',
      check_code: 'a3Fq',
    });
    await click(button('确定'));
    await settle(() => expect(onClose).toHaveBeenCalled());
    const body = fake.callsTo('/api/member/reg/forget_reset_pwd')[0]?.body;
    expect(body).toMatchObject({ user_account: 'comp01', sms_code: '123456', key_id: 'key-1' });
    expect(await server.decrypt(body?.new_pwd)).toBe('New@12345');
    await settle(() => expect(bodyText()).toContain('密码已重置，请使用新密码登录'));
    expect(formHidden('forgot-account')).toBe(false);
    expect(input('forgot-account_userAccount')?.value).toBe('');
  });

  it('holds the new password to the registration rule and the confirmation to it', async () => {
    const fake = api(() => ok(null));
    await renderDialog(fake);
    await toStep2();
    await type(input('forgot-reset_newPassword'), 'abcdefgh');
    await type(input('forgot-reset_confirmPassword'), 'abcdefgx');
    await click(button('确定'));
    await settle(() => expect(bodyText()).toContain('请输入短信验证码'));
    expect(bodyText()).toContain('两次输入的密码不一致');
    expect(bodyText()).toContain('密码长度为6-20位，须包含数字、大写字母、小写字母、符号中的至少三种');
    expect(fake.callsTo('/api/member/reg/forget_reset_pwd')).toEqual([]);
  });

  it('111051 resets everything and returns to step 1', async () => {
    await renderDialog(api(() => fail(111051)));
    await toStep2();
    await fillStep2();
    await click(button('确定'));
    await settle(() => expect(formHidden('forgot-account')).toBe(false));
    expect(input('forgot-account_userAccount')?.value).toBe('');
    expect(bodyText()).toContain('短信验证码已失效，请重新获取');
  });

  it('111004 returns to step 1, where Next looks the mobile up again', async () => {
    const fake = api(() => fail(111004));
    await renderDialog(fake);
    await toStep2();
    await fillStep2();
    await click(button('确定'));
    await settle(() => expect(formHidden('forgot-account')).toBe(false));
    expect(input('forgot-account_userAccount')?.value).toBe('comp01');
    await click(button('下一步'));
    await settle(() => expect(formHidden('forgot-reset')).toBe(false));
    expect(fake.callsTo('/g/eclp-server-new/v/api/member/reg/get_mobile_by_account')).toHaveLength(2);
  });
});
