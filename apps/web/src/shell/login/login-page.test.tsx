import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { defaultFeatureFlags } from '@scf/shared/flags';
import type { FeatureFlags } from '@scf/shared/flags';
import type { LoginReply } from '@scf/shared/schemas/auth';
import { loadLanguagePack } from '@/app/texts';
import { AppProviders } from '@/app/providers';
import { i18n, initI18n } from '@/lib/i18n';
import { configureRequest } from '@/lib/request';
import { render, testConfig } from '@/test-utils/render';
import type { Rendered } from '@/test-utils/render';
import { addTexts } from './add-texts';
import { LoginPage } from './login-page';
import { loginTexts } from './texts';
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
} from './testing/fake-api';
import type { Handler } from './testing/fake-api';

const reply: LoginReply = {
  userId: 'u-1',
  userAgentName: '演示企业用户',
  userAgentRawRoleCode: 'normal',
  userAgentRoleCode: 'supplier',
  userType: 'comp',
  tenantId: 'T001',
  tenantName: '演示租户一',
  tn: 'token-1',
  lastLoginDateTime: null,
  defaultPassword: false,
};
const snake = {
  user_id: 'u-1',
  user_agent_name: '演示企业用户',
  user_agent_raw_role_code: 'normal',
  user_agent_role_code: 'supplier',
  user_type: 'comp',
  tenant_id: 'T001',
  tenant_name: '演示租户一',
  tn: 'token-1',
  last_login_date_time: null,
  default_password: false,
};

let server: Awaited<ReturnType<typeof createServerKey>>;
let rendered: Rendered | undefined;
let challenge = 0;

beforeAll(async () => {
  await initI18n({}, 'zh-CN', loadLanguagePack);
  addTexts('login', loginTexts);
  server = await createServerKey();
});

beforeEach(() => {
  challenge = 0;
});

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  document.body.innerHTML = '';
  sessionStorage.clear();
  localStorage.clear();
});

/** The fake server: no image code needed, every challenge new, logins per `login`. */
function api(login: Handler, extra: Record<string, Handler> = {}) {
  return createFakeApi({
    '/loginHasValidateCode': () => ok({ need_check_code: false }),
    '/getCheckCode': () => ok({ cc: `cc-${++challenge}`, img: 'data:image/png;base64,AAAA' }),
    '/getSecurityKey': () => ok({ key1: server.key1, key2: 'key-1' }),
    '/api/user/login': login,
    ...extra,
  });
}

async function renderLogin(
  fake: ReturnType<typeof api>,
  { flags = {}, entry = '/login' }: { flags?: Partial<FeatureFlags>; entry?: string } = {},
) {
  const allFlags = { ...defaultFeatureFlags, isTenantMode: false, ...flags };
  configureRequest({
    apiBase: '',
    fetch: fake.fetch,
    flags: () => allFlags,
    t: (key) => i18n.t(key),
  });
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '/mainIndex', Component: () => <p>landing page</p> },
      { path: '/product', Component: () => <p>product page</p> },
    ],
    { initialEntries: [entry] },
  );
  rendered = await render(
    <AppProviders config={{ ...testConfig, flags: allFlags }}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const input = (id: string) => document.getElementById(id);
const bodyText = () => document.body.textContent ?? '';

async function fillPasswordForm(username = 'comp01', password = 'Comp@12345') {
  await type(input('login-password_username'), username);
  await type(input('login-password_password'), password);
}

const submit = () => click(document.querySelector('form[id="login-password"] button[type="submit"]'));

describe('login screen, password mode', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('encrypts the password, stores the session keys and goes to /mainIndex', async () => {
    const login = vi.fn<Handler>(() => ok(snake));
    const fake = api(login);
    const router = await renderLogin(fake);
    await fillPasswordForm();
    await submit();

    await settle(() => expect(router.state.location.pathname).toBe('/mainIndex'));
    const [call] = fake.callsTo('/api/user/login');
    expect(call?.body).toMatchObject({ login_type: 'password', username: 'comp01', key_id: 'key-1' });
    expect(call?.body.password).not.toBe('Comp@12345');
    expect(await server.decrypt(call?.body.password)).toBe('Comp@12345');
    expect(call?.body).not.toHaveProperty('checkcode');
    expect(sessionStorage.getItem('currUserId')).toBe(reply.userId);
    expect(sessionStorage.getItem('nickName')).toBe(reply.userAgentName);
    expect(localStorage.getItem('userType')).toBe('comp');
  });

  it('goes to the remembered loginUrl instead, once', async () => {
    sessionStorage.setItem('loginUrl', '/product');
    const router = await renderLogin(api(() => ok(snake)));
    await fillPasswordForm();
    await submit();
    await settle(() => expect(router.state.location.pathname).toBe('/product'));
    expect(sessionStorage.getItem('loginUrl')).toBeNull();
  });

  it('says what is missing without calling the server', async () => {
    const fake = api(() => ok(snake));
    await renderLogin(fake);
    await type(input('login-password_password'), '123');
    await submit();
    await settle(() => expect(bodyText()).toContain('请输入用户名'));
    expect(bodyText()).toContain('密码不能少于6位');
    expect(fake.callsTo('/api/user/login')).toEqual([]);
  });

  it('shows 用户名或密码不正确，请重新输入 on 2001 and empties the password', async () => {
    await renderLogin(api(() => fail(2001, 'wrong')));
    await fillPasswordForm();
    await submit();
    await settle(() => expect(bodyText()).toContain('用户名或密码不正确，请重新输入'));
    expect((input('login-password_password') as HTMLInputElement).value).toBe('');
  });

  it('shows the image code when a 2004 reply demands it, and sends the answer with its challenge', async () => {
    const login = vi.fn<Handler>(() => fail(2004, 'need code', { need_check_code: true }));
    const fake = api(login);
    await renderLogin(fake);
    expect(input('login-password_checkcode')).toBeNull();

    await fillPasswordForm();
    await submit();
    await settle(() => expect(input('login-password_checkcode')).not.toBeNull());
    await settle(() => expect(document.querySelector('img[alt="图形验证码"]')).not.toBeNull());

    login.mockImplementation(() => ok(snake));
    await type(input('login-password_password'), 'Comp@12345');
    await type(input('login-password_checkcode'), 'ab');
    await submit();
    await settle(() => expect(bodyText()).toContain('请输入5位图形验证码'));
    await type(input('login-password_checkcode'), 'AbCd9');
    await submit();
    await settle(() => expect(fake.callsTo('/api/user/login')).toHaveLength(2));
    expect(fake.callsTo('/api/user/login')[1]?.body).toMatchObject({ checkcode: 'AbCd9', cc: 'cc-1' });
    expect(sessionStorage.getItem('cc')).toBe('cc-1');
  });

  it('shows the image code after a 2001 whose data says the next try needs it', async () => {
    await renderLogin(api(() => fail(2001, 'wrong', { need_check_code: true })));
    await fillPasswordForm();
    await submit();
    await settle(() => expect(bodyText()).toContain('用户名或密码不正确，请重新输入'));
    await settle(() => expect(input('login-password_checkcode')).not.toBeNull());
  });

  it('asks /loginHasValidateCode for the user name when the field loses focus', async () => {
    const fake = api(() => ok(snake), {
      '/loginHasValidateCode': (_body, url) =>
        ok({ need_check_code: url.searchParams.get('username') === 'comp01' }),
    });
    await renderLogin(fake);
    const username = input('login-password_username');
    await type(username, 'comp01');
    await settle(() => expect(input('login-password_checkcode')).toBeNull());
    await blur(username);
    await settle(() => expect(input('login-password_checkcode')).not.toBeNull());
  });

  it('on 111000 empties the image code, says so on the field and shows a new picture', async () => {
    const fake = api(() => fail(111000, 'wrong code'), {
      '/loginHasValidateCode': () => ok({ need_check_code: true }),
    });
    await renderLogin(fake);
    await settle(() => expect(input('login-password_checkcode')).not.toBeNull());
    await fillPasswordForm();
    await type(input('login-password_checkcode'), 'AbCd9');
    await submit();
    await settle(() => expect(bodyText()).toContain('图形验证码错误或已失效'));
    expect((input('login-password_checkcode') as HTMLInputElement).value).toBe('');
    await settle(() => expect(fake.callsTo('/getCheckCode')).toHaveLength(2));
  });

  it('shows the server text of a locked account (2003)', async () => {
    await renderLogin(api(() => fail(2003, '密码错误次数过多，账号已锁定至 10:15')));
    await fillPasswordForm();
    await submit();
    await settle(() => expect(bodyText()).toContain('账号已锁定至 10:15'));
  });
});

describe('login screen, links and modes', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('offers free registration only to enterprises (?userType=comp) with isOpenRegBtn, and remembers the type', async () => {
    await renderLogin(
      api(() => ok(snake)),
      { entry: '/login?userType=comp' },
    );
    expect(button('免费注册')).toBeDefined();
    expect(button('忘记密码')).toBeDefined();
    expect(document.querySelector('h1')?.textContent).toBe('企业用户登录');
    expect(localStorage.getItem('userType')).toBe('comp');
  });

  it('hides free registration for other users and when isOpenRegBtn is off', async () => {
    await renderLogin(api(() => ok(snake)));
    expect(button('免费注册')).toBeUndefined();
    expect(document.querySelector('h1')?.textContent).toBe('欢迎登录');
    rendered?.unmount();
    await renderLogin(
      api(() => ok(snake)),
      { entry: '/login?userType=comp', flags: { isOpenRegBtn: false } },
    );
    expect(button('免费注册')).toBeUndefined();
  });

  it('shows the tenant picker in tenant mode and requires a tenant', async () => {
    const fake = api(() => ok(snake), {
      '/getTenantList': () =>
        ok({ rows: [{ tenant_id: 'T001', tenant_name: '演示租户一', kind_code: 'scf' }], total: 1 }),
    });
    await renderLogin(fake, { flags: { isTenantMode: true } });
    expect(input('login-password_tenantId')).not.toBeNull();
    await fillPasswordForm();
    await submit();
    await settle(() => expect(bodyText()).toContain('请选择租户'));
    expect(fake.callsTo('/getTenantList')).toHaveLength(1);
    expect(fake.callsTo('/api/user/login')).toEqual([]);
  });
});

describe('login screen, mobile mode', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  async function openMobileTab() {
    const tab = [...document.querySelectorAll('[role="tab"]')].find((el) => el.textContent === '手机号登录');
    await click(tab);
    await settle(() => expect(input('login-mobile_mobile')).not.toBeNull());
  }

  it('sends the SMS with the image code, counts down, and signs in with the SMS code', async () => {
    const fake = api(() => ok(snake), { '/getVerifyCode': () => ok({ resend_after_seconds: 60 }) });
    const router = await renderLogin(fake);
    await openMobileTab();
    await settle(() => expect(fake.callsTo('/getCheckCode')).toHaveLength(1));
    expect(fake.callsTo('/getCheckCode')[0]?.url.searchParams.get('length')).toBe('4');

    await click(button('获取验证码'));
    await settle(() => expect(bodyText()).toContain('请输入手机号'));
    expect(fake.callsTo('/getVerifyCode')).toEqual([]);

    await type(input('login-mobile_mobile'), '13800001001');
    await type(input('login-mobile_checkcode'), 'a3Fq');
    await click(button('获取验证码'));
    await settle(() => expect(button('60秒后重新获取')?.disabled).toBe(true));
    expect(fake.callsTo('/getVerifyCode')[0]?.body).toEqual({
      mobile: '13800001001',
      check_code: 'a3Fq',
      req_session_id: 'cc-1',
      terminal_type: 'pc',
    });

    await type(input('login-mobile_verifyCode'), '123456');
    await click(document.querySelector('form[id="login-mobile"] button[type="submit"]'));
    await settle(() => expect(router.state.location.pathname).toBe('/mainIndex'));
    expect(fake.callsTo('/api/user/login')[0]?.body).toEqual({
      login_type: 'mobile',
      username: '13800001001',
      checkcode: 'a3Fq',
      verify_code: '123456',
      check_code_token: 'cc-1',
    });
  });

  it('counts down the wait the server names when the SMS is refused as too frequent (111005)', async () => {
    const fake = api(() => ok(snake), {
      '/getVerifyCode': () => fail(111005, 'too often', { resend_after_seconds: 42 }),
    });
    await renderLogin(fake);
    await openMobileTab();
    await type(input('login-mobile_mobile'), '13800001001');
    await type(input('login-mobile_checkcode'), 'a3Fq');
    await click(button('获取验证码'));
    await settle(() => expect(button('42秒后重新获取')?.disabled).toBe(true));
    expect(bodyText()).toContain('短信发送过于频繁，请60秒后再试');
  });

  it('on 111000 while sending empties the image code and shows a new picture', async () => {
    const fake = api(() => ok(snake), { '/getVerifyCode': () => fail(111000) });
    await renderLogin(fake);
    await openMobileTab();
    await type(input('login-mobile_mobile'), '13800001001');
    await type(input('login-mobile_checkcode'), 'zzzz');
    await click(button('获取验证码'));
    await settle(() => expect(bodyText()).toContain('图形验证码错误或已失效'));
    expect((input('login-mobile_checkcode') as HTMLInputElement).value).toBe('');
    await settle(() => expect(fake.callsTo('/getCheckCode')).toHaveLength(2));
    expect(button('获取验证码')?.disabled).toBe(false);
  });
});
