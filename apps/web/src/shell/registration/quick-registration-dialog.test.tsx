import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { defaultFeatureFlags } from '@scf/shared/flags';
import { loadLanguagePack } from '@/app/texts';
import { ScreenProviders } from '@/test-utils/screen-providers';
import { i18n, initI18n } from '@/lib/i18n';
import { configureRequest } from '@/lib/request';
import { render, testConfig } from '@/test-utils/render';
import type { Rendered } from '@/test-utils/render';
import { addTexts } from '@/shell/login/add-texts';
import { loginTexts } from '@/shell/login/texts';
import {
  blur,
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
import { QuickRegistrationDialog } from './quick-registration-dialog';
import { registrationTexts } from './texts';

let server: Awaited<ReturnType<typeof createServerKey>>;
let rendered: Rendered | undefined;
let challenge = 0;

beforeAll(async () => {
  await initI18n({}, 'zh-CN', loadLanguagePack);
  addTexts('login', loginTexts);
  addTexts('registration', registrationTexts);
  server = await createServerKey();
});

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  document.body.innerHTML = '';
  sessionStorage.clear();
});

function api(quickReg: Handler, extra: Record<string, Handler> = {}) {
  return createFakeApi({
    '/getCheckCode': () => ok({ cc: `reg-${++challenge}`, img: 'data:image/png;base64,AAAA' }),
    '/getSecurityKey': () => ok({ key1: server.key1, key2: 'key-1' }),
    '/g/eclp-server-new/v/api/member/reg/is_account_existed': (body) => ok(body.user_account === 'comp01'),
    '/api/portal/fsp/member/get_reg_agreement': () =>
      ok([{ id: 'a1', article_name: '平台注册服务协议', article_text: '' }]),
    '/api/portal/fsp/member/reg_agreement_detail': () =>
      ok({ id: 'a1', article_name: '平台注册服务协议', article_text: '第一条 总则' }),
    '/api/member/reg/send_reg_code': () => ok({ resend_after_seconds: 60 }),
    '/api/member/reg/quick_reg': quickReg,
    ...extra,
  });
}

async function renderDialog(fake: ReturnType<typeof api>) {
  const flags = defaultFeatureFlags;
  configureRequest({ apiBase: '', fetch: fake.fetch, flags: () => flags, t: (key) => i18n.t(key) });
  const onClose = vi.fn();
  rendered = await render(
    <ScreenProviders config={testConfig}>
      <QuickRegistrationDialog open onClose={onClose} />
    </ScreenProviders>,
  );
  return onClose;
}

const input = (id: string) => document.getElementById(id);
const bodyText = () => document.body.textContent ?? '';
const formHidden = (name: string) => document.getElementById(name)?.hidden;

async function fillStep1(account = 'newcomp01') {
  await type(input('registration-account_userAccount'), account);
  await type(input('registration-account_companyName'), '演示科技有限公司');
  await type(input('registration-account_password'), 'Abc@12345');
  await type(input('registration-account_confirmPassword'), 'Abc@12345');
  await click(input('registration-account_agreement'));
}

async function toStep2() {
  await fillStep1();
  await click(button('下一步'));
  await settle(() => expect(formHidden('registration-mobile')).toBe(false));
}

/** Enter in the graphic code field: the dialog's OK and the registration's Confirm are both 确定. */
const submitGraphicCode = () =>
  act(async () => (document.getElementById('graphic-code') as HTMLFormElement).requestSubmit());

/** Step 2: mobile, graphic code dialog, SMS code. */
async function fillStep2() {
  await type(input('registration-mobile_mobile'), '13900001234');
  await click(button('获取验证码'));
  await settle(() => expect(input('graphic-code_checkCode')).not.toBeNull());
  await settle(() => expect(document.querySelector('img[alt="图形验证码"]')).not.toBeNull());
  await type(input('graphic-code_checkCode'), 'a3Fq');
  await submitGraphicCode();
  await settle(() => expect(button('60秒后重新获取')).toBeDefined());
  await type(input('registration-mobile_smsCode'), '123456');
}

describe('quick registration', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('checks the account on blur: 用户名已存在', async () => {
    await renderDialog(api(() => ok({ user_id: 'u', qr_url: null })));
    await type(input('registration-account_userAccount'), 'comp01');
    await blur(input('registration-account_userAccount'));
    await settle(() => expect(bodyText()).toContain('用户名已存在'));
    await type(input('registration-account_userAccount'), 'newcomp01');
    await blur(input('registration-account_userAccount'));
    await settle(() => expect(bodyText()).not.toContain('用户名已存在'));
  });

  it('stays on step 1 until every rule holds and the agreement is ticked', async () => {
    await renderDialog(api(() => ok({ user_id: 'u', qr_url: null })));
    await type(input('registration-account_password'), 'abcdefg');
    await click(button('下一步'));
    await settle(() => expect(bodyText()).toContain('请勾选注册协议'));
    expect(bodyText()).toContain('只能输入字母，数字，下划线，且只能以字母开头, 长度4-20位');
    expect(bodyText()).toContain('请输入公司名称');
    expect(bodyText()).toContain('密码长度为6-20位');
    expect(bodyText()).toContain('请再次输入密码');
    expect(bodyText()).toContain('密码强度弱');
    expect(formHidden('registration-mobile')).toBe(true);
  });

  it('sends the SMS after the graphic code, registers with the encrypted password, and starts over', async () => {
    const quickReg = vi.fn<Handler>(() => ok({ user_id: 'u-9', qr_url: null }));
    const fake = api(quickReg);
    const onClose = await renderDialog(fake);
    await toStep2();
    await fillStep2();
    expect(fake.callsTo('/api/member/reg/send_reg_code')[0]?.body).toEqual({
      mobile: '13900001234',
      req_session_id: 'reg-1',
      check_code: 'a3Fq',
    });
    expect(sessionStorage.getItem('reg_cc')).toBe('reg-1');

    await click(button('确定'));
    await settle(() => expect(onClose).toHaveBeenCalled());
    const body = fake.callsTo('/api/member/reg/quick_reg')[0]?.body;
    expect(body).toMatchObject({
      user_account: 'newcomp01',
      company_name: '演示科技有限公司',
      mobile: '13900001234',
      sms_code: '123456',
      key_id: 'key-1',
      terminal_type: 'pc',
    });
    expect(await server.decrypt(body?.user_pwd)).toBe('Abc@12345');
    await settle(() => expect(bodyText()).toContain('注册成功'));
    expect(formHidden('registration-account')).toBe(false);
    expect((input('registration-account_userAccount') as HTMLInputElement).value).toBe('');
  });

  it('opens the real-name dialog with a QR code when the reply carries a url', async () => {
    await renderDialog(api(() => ok({ user_id: 'u-9', qr_url: 'https://auth.example/qr/1' })));
    await toStep2();
    await fillStep2();
    await click(button('确定'));
    await settle(() => expect(bodyText()).toContain('实名认证'));
    expect(document.querySelector('.ant-qrcode')).not.toBeNull();
  });

  it('111000 while sending: the graphic code dialog stays, empty, with a new picture', async () => {
    const fake = api(() => ok({ user_id: 'u', qr_url: null }), {
      '/api/member/reg/send_reg_code': () => fail(111000),
    });
    await renderDialog(fake);
    await toStep2();
    await type(input('registration-mobile_mobile'), '13900001234');
    await click(button('获取验证码'));
    await settle(() => expect(document.querySelector('img[alt="图形验证码"]')).not.toBeNull());
    await type(input('graphic-code_checkCode'), 'zzzz');
    await submitGraphicCode();
    await settle(() => expect(bodyText()).toContain('图形验证码错误或已失效'));
    expect((input('graphic-code_checkCode') as HTMLInputElement).value).toBe('');
    await settle(() => expect(fake.callsTo('/getCheckCode')).toHaveLength(2));
  });

  it('111051 from the registration resets both forms and returns to step 1', async () => {
    await renderDialog(api(() => fail(111051)));
    await toStep2();
    await fillStep2();
    await click(button('确定'));
    await settle(() => expect(formHidden('registration-account')).toBe(false));
    expect((input('registration-account_userAccount') as HTMLInputElement).value).toBe('');
    expect(button('获取验证码')).toBeDefined();
    expect(bodyText()).toContain('短信验证码已失效，请重新获取');
  });

  it.each([111003, 111004])('%i returns to step 1 keeping what was typed', async (code) => {
    await renderDialog(api(() => fail(code)));
    await toStep2();
    await fillStep2();
    await click(button('确定'));
    await settle(() => expect(formHidden('registration-account')).toBe(false));
    expect((input('registration-account_userAccount') as HTMLInputElement).value).toBe('newcomp01');
  });

  it('a wrong SMS code (111002) keeps step 2', async () => {
    await renderDialog(api(() => fail(111002)));
    await toStep2();
    await fillStep2();
    await click(button('确定'));
    await settle(() => expect(bodyText()).toContain('短信验证码错误'));
    expect(formHidden('registration-mobile')).toBe(false);
  });

  it('Previous goes back to step 1 with the values kept', async () => {
    await renderDialog(api(() => ok({ user_id: 'u', qr_url: null })));
    await toStep2();
    await click(button('上一步'));
    expect(formHidden('registration-account')).toBe(false);
    expect((input('registration-account_companyName') as HTMLInputElement).value).toBe('演示科技有限公司');
  });
});
