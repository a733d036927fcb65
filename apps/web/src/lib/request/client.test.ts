import { SESSION_KEYS } from '@scf/shared';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_CODE } from './api-error.ts';
import { envelopeReply, sent, setup } from './test-fakes.ts';

/** The rejection of a call, which every failing call must produce. */
async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('the request', () => {
  it('sends credentials, the API base and JSON', async () => {
    const { client, fetch } = setup({ flags: { isUnderscore: false } });
    await client.post('/api/user/modifyCurrUserInfo', { name: 'x' });
    const { url, init, headers } = sent(fetch);
    expect(url).toBe('/base/api/user/modifyCurrUserInfo');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(headers.get('content-type')).toBe('application/json');
    expect(init.body).toBe('{"name":"x"}');
  });

  it('sends credentials on GET too, with query params and no body', async () => {
    const { client, fetch } = setup({ flags: { isUnderscore: false } });
    await client.get('/api/user/getUserPermissions', { params: { t: 1 } });
    const { url, init, headers } = sent(fetch);
    expect(url).toBe('/base/api/user/getUserPermissions?t=1');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(headers.has('content-type')).toBe(false);
  });

  it('sends absolute URLs (another server) without the API base', async () => {
    const { client, fetch } = setup();
    await client.post('https://auth.example.com/getSecurityKey');
    expect(sent(fetch).url).toBe('https://auth.example.com/getSecurityKey');
  });

  it('stores the CSRF token of every reply and sends it with the next request', async () => {
    const { client, fetch, storage } = setup();
    fetch.mockResolvedValueOnce(
      envelopeReply({ error_no: 0, data: null }, { headers: { 'x-csrf-token': 'tok-1' } }),
    );
    await client.get('/first');
    expect(sent(fetch, 0).headers.has('x-csrf-token')).toBe(false);
    expect(storage.session.getItem(SESSION_KEYS.csrf)).toBe('tok-1');

    fetch.mockResolvedValueOnce(
      envelopeReply({ error_no: 0, data: null }, { headers: { 'x-csrf-token': 'tok-2' } }),
    );
    await client.post('/second', {});
    expect(sent(fetch, 1).headers.get('x-csrf-token')).toBe('tok-1');
    expect(storage.session.getItem(SESSION_KEYS.csrf)).toBe('tok-2');

    // A reply without a token keeps the last one.
    await client.get('/third');
    expect(sent(fetch, 2).headers.get('x-csrf-token')).toBe('tok-2');
    expect(storage.session.getItem(SESSION_KEYS.csrf)).toBe('tok-2');
  });

  it('stores the CSRF token of a failed reply too', async () => {
    const { client, fetch, storage } = setup();
    fetch.mockResolvedValueOnce(
      envelopeReply({ error_no: 111000 }, { headers: { 'x-csrf-token': 'tok-err' } }),
    );
    await rejection(client.post('/x', {}));
    expect(storage.session.getItem(SESSION_KEYS.csrf)).toBe('tok-err');
  });

  it('converts body and query keys to snake_case when isUnderscore is on, and back to camelCase in replies', async () => {
    const { client, fetch } = setup({ flags: { isUnderscore: true } });
    fetch.mockResolvedValueOnce(
      envelopeReply({ error_no: 0, data: { user_agent_name: 'n', org_list: [{ org_id: 1 }] } }),
    );
    const data = await client.post(
      '/api/x',
      { userAccount: 'u', detail: { smsCode: '1' } },
      { params: { pageNo: 2 } },
    );
    expect(sent(fetch).url).toBe('/base/api/x?page_no=2');
    expect(JSON.parse(String(sent(fetch).body))).toEqual({ user_account: 'u', detail: { sms_code: '1' } });
    expect(data).toEqual({ userAgentName: 'n', orgList: [{ orgId: 1 }] });
  });

  it('leaves keys as written when isUnderscore is off, read at call time', async () => {
    const { client, fetch, flags } = setup({ flags: { isUnderscore: true } });
    flags.isUnderscore = false;
    fetch.mockResolvedValueOnce(envelopeReply({ error_no: 0, data: { user_name: 'n' } }));
    const data = await client.post('/api/x', { userAccount: 'u' }, { params: { pageNo: 2 } });
    expect(sent(fetch).url).toBe('/base/api/x?pageNo=2');
    expect(JSON.parse(String(sent(fetch).body))).toEqual({ userAccount: 'u' });
    expect(data).toEqual({ user_name: 'n' });
  });

  it('keeps reply keys on request, for maps keyed by codes', async () => {
    const { client, fetch } = setup({ flags: { isUnderscore: true } });
    fetch.mockResolvedValueOnce(envelopeReply({ error_no: 0, data: { sys_account_add: true } }));
    expect(await client.get('/perm', { keepReplyKeys: true })).toEqual({ sys_account_add: true });
  });

  it('trims nested strings and escapes angle brackets except in content', async () => {
    const { client, fetch } = setup({ flags: { isOpenXss: true, isUnderscore: false } });
    await client.post('/news', { title: ' <b>t</b> ', content: ' <p>x</p> ', tags: [{ name: ' a>b ' }] });
    expect(JSON.parse(String(sent(fetch).body))).toEqual({
      title: '&lt;b&gt;t&lt;/b&gt;',
      content: '<p>x</p>',
      tags: [{ name: 'a&gt;b' }],
    });
  });

  it('does not escape when isOpenXss is off', async () => {
    const { client, fetch } = setup({ flags: { isOpenXss: false, isUnderscore: false } });
    await client.post('/news', { title: ' <b>t</b> ' });
    expect(JSON.parse(String(sent(fetch).body))).toEqual({ title: '<b>t</b>' });
  });

  it('passes the abort signal and rejects with its reason, showing nothing', async () => {
    const { client, fetch, ui } = setup();
    const controller = new AbortController();
    fetch.mockImplementationOnce(async (_url, init) => {
      controller.abort();
      throw init?.signal?.reason;
    });
    await expect(client.get('/slow', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(sent(fetch).init.signal).toBe(controller.signal);
    expect(ui.error).not.toHaveBeenCalled();
  });

  it('resolves data on success', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValueOnce(envelopeReply({ error_no: 0, error_info: 'ok', data: { id: 7 } }));
    await expect(client.request<{ id: number }>({ method: 'PUT', path: '/x', body: {} })).resolves.toEqual({
      id: 7,
    });
    expect(sent(fetch).init.method).toBe('PUT');
  });
});

describe('session codes (shell.md section 8)', () => {
  it.each([
    [-101, '您已经在其他地方登录，如非本人操作，请重新登录！'],
    [9006, '页面已经失效,请先登录'],
    [-100, '会话已失效,请重新登录'],
    [9007, '会话已失效,请重新登录'],
    [-102, '请求参数异常，请确认环境安全！'],
    [-103, '您的网络环境改变，请确认安全，重新登录！'],
    [9005, '您的网络环境改变，请确认安全，重新登录！'],
    [-107, '您无权操作该功能！'],
    [9008, '您无权操作该功能！'],
    [-106, '您无权限，有疑问请联系管理员！'],
    [-104, '账号或者密码错误，请重新登录！'],
    [-105, '账号或者密码错误，请重新登录！'],
  ])('%i opens the 确认登录 dialog, and OK logs out', async (code, content) => {
    const { client, fetch, ui, onLogout, storage } = setup();
    fetch.mockResolvedValueOnce(envelopeReply({ error_no: code, error_info: 'server text' }));
    const error = await rejection(client.get('/x'));
    expect(error).toMatchObject({ code, field: 'error_no', info: 'server text', httpStatus: 200 });
    expect(ui.confirm).toHaveBeenCalledTimes(1);
    const dialog = ui.confirm.mock.calls[0]?.[0];
    expect(dialog).toMatchObject({ title: '确认登录', content });
    expect(storage.session.getItem(SESSION_KEYS.hasReload)).toBe('1');
    expect(onLogout).not.toHaveBeenCalled();
    dialog?.onOk();
    expect(onLogout).toHaveBeenCalledWith({ silent: false });
    expect(ui.error).not.toHaveBeenCalled();
  });

  it('clears the session silently on a second occurrence, without a second dialog', async () => {
    const { client, fetch, ui, onLogout } = setup();
    fetch.mockImplementation(async () => envelopeReply({ error_no: -100 }));
    await rejection(client.get('/a'));
    ui.confirm.mock.calls[0]?.[0].onOk();
    expect(onLogout).toHaveBeenLastCalledWith({ silent: false });

    await rejection(client.get('/b'));
    expect(ui.confirm).toHaveBeenCalledTimes(1);
    expect(onLogout).toHaveBeenCalledTimes(2);
    expect(onLogout).toHaveBeenLastCalledWith({ silent: true });
  });

  it('honours a has_reload flag left by an earlier page load', async () => {
    const { client, fetch, ui, onLogout, storage } = setup();
    storage.session.setItem(SESSION_KEYS.hasReload, '1');
    fetch.mockResolvedValueOnce(envelopeReply({ error_no: 9006 }));
    await rejection(client.get('/a'));
    expect(ui.confirm).not.toHaveBeenCalled();
    expect(onLogout).toHaveBeenCalledWith({ silent: true });
  });

  it('shows one dialog while one is open, and does not log out underneath it', async () => {
    const { client, fetch, ui, onLogout } = setup();
    fetch.mockImplementation(async () => envelopeReply({ error_no: -101 }));
    await Promise.all([
      rejection(client.get('/a')),
      rejection(client.get('/b')),
      rejection(client.get('/c')),
    ]);
    expect(ui.confirm).toHaveBeenCalledTimes(1);
    expect(onLogout).not.toHaveBeenCalled();
    ui.confirm.mock.calls[0]?.[0].onOk();
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(onLogout).toHaveBeenCalledWith({ silent: false });
  });

  it('handles the next code again once the dialog was dismissed', async () => {
    const { client, fetch, ui, onLogout } = setup();
    fetch.mockImplementation(async () => envelopeReply({ error_no: -100 }));
    await rejection(client.get('/a'));
    ui.confirm.mock.calls[0]?.[0].onCancel();
    expect(onLogout).not.toHaveBeenCalled();
    await rejection(client.get('/b'));
    expect(ui.confirm).toHaveBeenCalledTimes(1);
    expect(onLogout).toHaveBeenCalledWith({ silent: true });
  });

  it('shows a generic relogin text for unknown negative codes as an error', async () => {
    const { client, fetch, ui } = setup();
    fetch.mockResolvedValueOnce(envelopeReply({ error_no: -777 }));
    await rejection(client.get('/a'));
    expect(ui.error).toHaveBeenCalledWith('登录异常，请重新登录', 3);
  });
});

describe('other codes', () => {
  it('shows a positive business code for 3 seconds with the server text, and rejects with it', async () => {
    const { client, fetch, ui } = setup();
    fetch.mockResolvedValueOnce(
      envelopeReply({ error_no: 111000, error_info: '短信验证码错误', data: { field: 'sms_code' } }),
    );
    const error = await rejection(client.post('/api/member/reg/quick_reg', {}));
    expect(ui.error).toHaveBeenCalledWith('短信验证码错误', 3);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 111000,
      field: 'error_no',
      info: '短信验证码错误',
      data: { field: 'sms_code' },
    });
  });

  it('falls back to the catalogue text, then to the system error and the code', async () => {
    const { client, fetch, ui } = setup();
    fetch.mockResolvedValueOnce(envelopeReply({ return_code: 9011 }));
    await rejection(client.get('/a'));
    expect(ui.error).toHaveBeenLastCalledWith('验证码错误', 3);
    fetch.mockResolvedValueOnce(envelopeReply({ error_code: 4242 }));
    const error = await rejection(client.get('/b'));
    expect(error.field).toBe('error_code');
    expect(ui.error).toHaveBeenLastCalledWith('系统错误4242', 3);
  });

  it('shows -1 as an info message', async () => {
    const { client, fetch, ui } = setup();
    fetch.mockResolvedValueOnce(envelopeReply({ error_no: -1, error_info: '请先完善资料' }));
    expect((await rejection(client.get('/a'))).code).toBe(-1);
    expect(ui.info).toHaveBeenCalledWith('请先完善资料');
    expect(ui.error).not.toHaveBeenCalled();
  });

  it('shows return_code 9008 as the unauthorised info message, not a dialog', async () => {
    const { client, fetch, ui } = setup();
    fetch.mockResolvedValueOnce(envelopeReply({ return_code: 9008 }));
    const error = await rejection(client.get('/a'));
    expect(error).toMatchObject({ code: 9008, field: 'return_code' });
    expect(ui.info).toHaveBeenCalledWith('未授权');
    expect(ui.confirm).not.toHaveBeenCalled();
  });

  it.each([173302, 173303])('passes %i silently but still rejects', async (code) => {
    const { client, fetch, ui, onLogout, onLock } = setup();
    fetch.mockResolvedValueOnce(envelopeReply({ error_no: code, error_info: 'x' }));
    expect((await rejection(client.get('/a'))).code).toBe(code);
    expect([ui.error, ui.info, ui.confirm, onLogout, onLock].every((fn) => fn.mock.calls.length === 0)).toBe(
      true,
    );
  });

  it('locks the screen on -5', async () => {
    const { client, fetch, ui, onLock } = setup();
    fetch.mockResolvedValueOnce(envelopeReply({ return_code: -5, error_info: '默认密码' }));
    const error = await rejection(client.get('/a'));
    expect(onLock).toHaveBeenCalledWith({ behaviour: 'lock', messageKey: 'locked' }, error);
    expect(ui.error).not.toHaveBeenCalled();
  });

  it('reads an envelope sent with an HTTP error status', async () => {
    const { client, fetch, ui } = setup();
    fetch.mockResolvedValueOnce(
      envelopeReply({ error_no: 1001, error_info: '参数校验失败: mobile' }, { status: 400 }),
    );
    const error = await rejection(client.post('/a', {}));
    expect(error).toMatchObject({ code: 1001, httpStatus: 400 });
    expect(ui.error).toHaveBeenCalledWith('参数校验失败: mobile', 3);
  });
});

describe('refusals named by a translation key', () => {
  const refusal = {
    error_no: 110101,
    error_info: '角色 R01 不存在或已停用',
    error_key: 'validation.reviewRoleMissing',
    error_params: { code: 'R01' },
  };

  /** i18next itself, in English, so a missing key answers defaultValue as in the app. */
  async function english(texts: Record<string, Record<string, string>>) {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en-US',
      resources: { 'en-US': { translation: texts } },
      interpolation: { escapeValue: false },
    });
    return (key: string, options?: Readonly<Record<string, string | number>>) => i18n.t(key, options);
  }

  it("shows the user's language with the placeholders filled when the texts hold the key", async () => {
    const t = await english({
      validation: { reviewRoleMissing: 'The role {{code}} does not exist or is disabled' },
    });
    const { client, fetch, ui } = setup({ t });
    fetch.mockResolvedValueOnce(envelopeReply(refusal));
    const error = await rejection(client.post('/api/x', {}));
    expect(error).toMatchObject({
      code: 110101,
      key: 'validation.reviewRoleMissing',
      info: 'The role R01 does not exist or is disabled',
      message: 'The role R01 does not exist or is disabled',
    });
    expect(ui.error).toHaveBeenCalledWith('The role R01 does not exist or is disabled', 3);
  });

  it("shows the server's words when the texts lack the key", async () => {
    const { client, fetch, ui } = setup({ t: await english({}) });
    fetch.mockResolvedValueOnce(envelopeReply(refusal));
    const error = await rejection(client.post('/api/x', {}));
    expect(error).toMatchObject({ key: 'validation.reviewRoleMissing', info: '角色 R01 不存在或已停用' });
    expect(ui.error).toHaveBeenCalledWith('角色 R01 不存在或已停用', 3);
  });

  it("shows the catalogue's text when the texts lack the key and the server sent no words", async () => {
    const t = await english({ errors: { verifyCode: 'Wrong verification code' } });
    const { client, fetch, ui } = setup({ t });
    fetch.mockResolvedValueOnce(envelopeReply({ return_code: 9011, error_key: 'validation.unknown' }));
    const error = await rejection(client.get('/a'));
    expect(error).toMatchObject({ key: 'validation.unknown', info: null });
    expect(ui.error).toHaveBeenCalledWith('Wrong verification code', 3);
  });

  it('keeps the key null for a refusal without one', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValueOnce(envelopeReply({ error_no: 111000, error_info: '短信验证码错误' }));
    expect(await rejection(client.get('/a'))).toMatchObject({ key: null, info: '短信验证码错误' });
  });
});

describe('the silent option', () => {
  it('shows nothing and logs nothing out, but still rejects', async () => {
    const { client, fetch, ui, onLogout, onLock } = setup();
    for (const code of [-100, 111000, -1, -5]) {
      fetch.mockResolvedValueOnce(envelopeReply({ error_no: code }));
      expect((await rejection(client.post('/getVerifyCode', {}, { silent: true }))).code).toBe(code);
    }
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect((await rejection(client.get('/a', { silent: true }))).code).toBe(NETWORK_ERROR_CODE);
    expect([ui.error, ui.info, ui.confirm, onLogout, onLock].every((fn) => fn.mock.calls.length === 0)).toBe(
      true,
    );
  });
});

describe('network failures', () => {
  it('shows the network message and rejects with NETWORK_ERROR_CODE when no reply arrives', async () => {
    const { client, fetch, ui } = setup();
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await rejection(client.get('/a'));
    expect(error).toMatchObject({ code: NETWORK_ERROR_CODE, field: null, httpStatus: 0 });
    expect(ui.error).toHaveBeenCalledWith('网络异常，请稍后重试', 3);
  });

  it('treats a reply that is not JSON the same way', async () => {
    const { client, fetch, ui } = setup();
    fetch.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await rejection(client.get('/a'));
    expect(error).toMatchObject({ code: NETWORK_ERROR_CODE, httpStatus: 502 });
    expect(ui.error).toHaveBeenCalledWith('网络异常，请稍后重试', 3);
  });
});
