import { randomBytes, scryptSync } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@scf/shared';
import { DEMO_ACCOUNTS } from '@/db/demo-accounts.ts';
import { loginAttempts, sessions, tenants, users } from '@/db/schema.ts';
import { needsRehash, verifyPassword } from '@/modules/auth/password.ts';
import { recordSignIn } from '@/modules/auth/repository.ts';
import { ENDED_REASONS } from '@/modules/auth/session-keys.ts';
import {
  browser,
  captchaAnswer,
  encrypter,
  lastSmsCode,
  passwordLogin,
} from '@/modules/auth/test-support.ts';
import { createTestApp } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());
// Each test starts without recorded attempts, so thresholds do not leak between tests.
beforeEach(async () => {
  await t.database.db.delete(loginAttempts);
});

const db = () => t.database.db;
const attemptRows = async () => (await db().select({ n: count() }).from(loginAttempts))[0]?.n;
let nextIp = 1;
/** Each test signs in from its own address unless it tests the address. */
const freshBrowser = () => browser(t.app, `10.0.0.${nextIp++}`);
const demo = (account: string, tenantCode = 'T001') => {
  const found = DEMO_ACCOUNTS.find((a) => a.account === account && a.tenantCode === tenantCode);
  if (!found) throw new Error(account);
  return found;
};

async function failTimes(n: number, account: string, ip?: string) {
  const client = ip ? browser(t.app, ip) : freshBrowser();
  for (let i = 0; i < n; i++) await passwordLogin(client, { account, password: 'Wrong@12345' });
  return client;
}

describe('POST /getSecurityKey', () => {
  it('gives an RSA-OAEP public key and its id; a password encrypted with it signs in', async () => {
    const client = freshBrowser();
    await client.get('/health');
    const res = await client.post('/getSecurityKey');
    expect(res.json()).toMatchObject({
      error_no: 0,
      data: { key1: expect.any(String), key2: expect.any(String) },
    });
    const signIn = await passwordLogin(client, { account: 'comp01', password: 'Comp@12345' });
    expect(signIn.json()).toMatchObject({ error_no: 0, data: { userAgentName: demo('comp01').name } });
  });

  it('answers a password that does not decrypt with a validation error naming the field, writing nothing', async () => {
    const client = freshBrowser();
    await client.get('/health');
    const { keyId } = await encrypter(client);
    for (const [cipher, id] of [
      ['bm90IGEgY2lwaGVy', keyId],
      ['bm90IGEgY2lwaGVy', 'old-key'],
    ] as const) {
      const res = await client.post('/api/user/login', {
        loginType: 'password',
        username: 'comp01',
        password: cipher,
        keyId: id,
        tenantId: 'T001',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error_no: ERROR_CODES.VALIDATION,
        error_info: expect.stringMatching(/^password: /),
        // The web says it in the user's language.
        error_key: 'errors.passwordUndecryptable',
      });
    }
    expect(await attemptRows()).toBe(0);
  });
});

describe('password sign-in', () => {
  it('replies with the user, the tenant, an opaque tn, the previous sign-in time and the default-password flag', async () => {
    await db().update(users).set({ passwordIsDefault: true }).where(eq(users.account, 'bank01'));
    const first = await passwordLogin(freshBrowser(), { account: 'bank01', password: 'Bank@12345' });
    const firstData = first.json().data;
    expect(firstData).toMatchObject({
      userAgentName: demo('bank01').name,
      userAgentRawRoleCode: 'normal',
      userAgentRoleCode: 'financeOrg',
      userType: 'financeOrg',
      tenantId: 'T001',
      tenantName: '演示租户一',
      defaultPassword: true,
    });
    expect(firstData.tn).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const [row] = await db()
      .select()
      .from(users)
      .where(eq(users.id, Number(firstData.userId)));
    const second = (await passwordLogin(freshBrowser(), { account: 'bank01', password: 'Bank@12345' })).json()
      .data;
    expect(second.lastLoginDateTime).toBe(row?.lastLoginAt?.toISOString());
    expect(second.tn).not.toBe(firstData.tn);
  });

  it('signs into the tenant picked: the same account exists in both demo tenants', async () => {
    const one = (await passwordLogin(freshBrowser(), { account: 'comp01', password: 'Comp@12345' })).json()
      .data;
    const two = (
      await passwordLogin(freshBrowser(), { account: 'comp01', password: 'Comp@12345', tenantId: 'T002' })
    ).json().data;
    expect(one.tenantId).toBe('T001');
    expect(two).toMatchObject({ tenantId: 'T002', tenantName: '演示租户二' });
    expect(two.userId).not.toBe(one.userId);
  });

  it('requires the tenant in tenant mode, naming the field, and writes nothing', async () => {
    const res = await passwordLogin(freshBrowser(), {
      account: 'comp01',
      password: 'Comp@12345',
      tenantId: '',
    });
    expect(res.json()).toMatchObject({
      error_no: ERROR_CODES.VALIDATION,
      error_info: 'tenantId: 请选择租户',
      error_key: 'validation.tenantRequired',
      data: { errors: [{ field: 'tenantId', rule: 'required', message: '请选择租户' }] },
    });
    expect(await attemptRows()).toBe(0);
  });

  it('refuses bad input with the field and the rule, writing no attempt', async () => {
    const client = freshBrowser();
    await client.get('/health');
    const res = await client.post('/api/user/login', {
      loginType: 'password',
      username: '',
      password: 'x',
      keyId: 'k',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error_no: ERROR_CODES.VALIDATION,
      error_info: 'username: 请输入用户名',
    });
    const unknownType = await client.post('/api/user/login', { loginType: 'face', username: 'comp01' });
    expect(unknownType.json().error_info).toMatch(/^loginType: /);
    expect(await attemptRows()).toBe(0);
  });

  it('answers a wrong password and an unknown account identically', async () => {
    const known = await passwordLogin(freshBrowser(), { account: 'comp01', password: 'Wrong@12345' });
    const unknown = await passwordLogin(freshBrowser(), { account: 'nobody99', password: 'Wrong@12345' });
    const unknownTenant = await passwordLogin(freshBrowser(), {
      account: 'comp01',
      password: 'Comp@12345',
      tenantId: 'T999',
    });
    for (const res of [known, unknown, unknownTenant]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error_no: ERROR_CODES.LOGIN_FAILED,
        error_info: '用户名或密码不正确，请重新输入',
        error_key: 'errors.loginFailed',
        data: { needCheckCode: false },
      });
    }
  });

  it('asks for an image code after 3 failures of an account, from any address', async () => {
    await failTimes(2, 'comp01');
    const other = freshBrowser();
    expect((await other.get('/loginHasValidateCode?username=comp01')).json().data).toEqual({
      needCheckCode: false,
    });
    const third = await passwordLogin(other, { account: 'comp01', password: 'Wrong@12345' });
    expect(third.json().data).toEqual({ needCheckCode: true });
    expect((await other.get('/loginHasValidateCode?username=comp01')).json().data).toEqual({
      needCheckCode: true,
    });
    // Unknown accounts behave the same.
    await failTimes(3, 'ghost01');
    expect(
      (await freshBrowser().get('/loginHasValidateCode?username=ghost01')).json().data.needCheckCode,
    ).toBe(true);

    const withoutCode = await passwordLogin(freshBrowser(), { account: 'comp01', password: 'Comp@12345' });
    expect(withoutCode.json()).toMatchObject({
      error_no: ERROR_CODES.CHECK_CODE_REQUIRED,
      data: { needCheckCode: true },
    });
    const { cc } = (await freshBrowser().get('/getCheckCode')).json().data;
    const wrongCode = await passwordLogin(freshBrowser(), {
      account: 'comp01',
      password: 'Comp@12345',
      checkcode: 'ZZZZZ',
      cc,
    });
    expect(wrongCode.json()).toMatchObject({ error_no: ERROR_CODES.GRAPHIC_CODE_WRONG });

    const fresh = (await freshBrowser().get('/getCheckCode?length=5')).json().data;
    const answer = await captchaAnswer(db(), fresh.cc);
    const good = await passwordLogin(freshBrowser(), {
      account: 'comp01',
      password: 'Comp@12345',
      checkcode: answer.toLowerCase(),
      cc: fresh.cc,
    });
    expect(good.json().error_no).toBe(0);
    // The success resets the account's count.
    expect(
      (await freshBrowser().get('/loginHasValidateCode?username=comp01')).json().data.needCheckCode,
    ).toBe(false);
  });

  it("asks for an image code after 3 failures from the caller's address, whatever the accounts", async () => {
    const ip = '192.0.2.7';
    await failTimes(1, 'alpha01', ip);
    await failTimes(1, 'beta01', ip);
    await failTimes(1, 'gamma01', ip);
    const sameAddress = browser(t.app, ip);
    expect((await sameAddress.get('/loginHasValidateCode')).json().data.needCheckCode).toBe(true);
    expect((await sameAddress.get('/loginHasValidateCode?username=bank01')).json().data.needCheckCode).toBe(
      true,
    );
    expect(
      (await freshBrowser().get('/loginHasValidateCode?username=bank01')).json().data.needCheckCode,
    ).toBe(false);
  });

  it('locks an account after 5 failures within 15 minutes, saying until when, even for the right password', async () => {
    for (const [account, ip] of [
      ['admin01', '198.51.100.1'],
      ['ghost02', '198.51.100.2'],
    ] as const) {
      await failTimes(2, account, ip);
      const client = browser(t.app, ip);
      // From the third failure on an image code is needed; the failures still count.
      for (let i = 0; i < 2; i++) {
        const { cc } = (await client.get('/getCheckCode')).json().data;
        const res = await passwordLogin(client, {
          account,
          password: 'Wrong@12345',
          cc,
          checkcode: await captchaAnswer(db(), cc),
        });
        expect(res.json().error_no).toBe(ERROR_CODES.LOGIN_FAILED);
      }
      const { cc } = (await client.get('/getCheckCode')).json().data;
      const fifth = await passwordLogin(client, {
        account,
        password: 'Wrong@12345',
        cc,
        checkcode: await captchaAnswer(db(), cc),
      });
      expect(fifth.statusCode).toBe(423);
      const body = fifth.json();
      expect(body).toMatchObject({
        error_no: ERROR_CODES.ACCOUNT_LOCKED,
        error_info: '密码错误次数过多，账号已锁定，请15分钟后再试',
      });
      const unlockAt = new Date(body.data.unlockAt).getTime();
      expect(unlockAt - Date.now()).toBeGreaterThan(14 * 60_000);
      expect(unlockAt - Date.now()).toBeLessThanOrEqual(15 * 60_000);

      const rows = await attemptRows();
      const rightPassword = await passwordLogin(freshBrowser(), { account, password: 'Admin@12345' });
      expect(rightPassword.json()).toMatchObject({
        error_no: ERROR_CODES.ACCOUNT_LOCKED,
        data: { unlockAt: body.data.unlockAt },
      });
      expect(await attemptRows()).toBe(rows);
    }
  });

  it('unlocks when the 15 minutes are over', async () => {
    const failure = { tenantId: null, account: 'bank01', ip: '203.0.113.9', success: false, at: new Date() };
    await db()
      .insert(loginAttempts)
      .values(Array.from({ length: 5 }, () => failure));
    const locked = await passwordLogin(freshBrowser(), { account: 'bank01', password: 'Bank@12345' });
    expect(locked.json().error_no).toBe(ERROR_CODES.ACCOUNT_LOCKED);
    await db()
      .update(loginAttempts)
      .set({ at: new Date(Date.now() - 16 * 60_000) })
      .where(eq(loginAttempts.account, 'bank01'));
    const after = await passwordLogin(freshBrowser(), { account: 'bank01', password: 'Bank@12345' });
    expect(after.json().error_no).toBe(0);
  });

  it('takes the tenant from the session only: a forged tenant header or field changes nothing', async () => {
    const client = freshBrowser();
    const res = await passwordLogin(client, { account: 'admin01', password: 'Admin@12345' });
    expect(res.json().data.tenantId).toBe('T001');
    const roles = await client.post(
      '/api/access/roles/list',
      { tenantId: 'T002' },
      { 'x-tenant-id': 'T002', tenant: '2' },
    );
    const current = await client.get('/api/user/menus', { 'x-tenant-id': 'T002' });
    const [tenantOne] = await db()
      .select({ tenantId: users.tenantId })
      .from(users)
      .where(eq(users.id, Number(res.json().data.userId)));
    const roleIds = (roles.json().data.rows as { roleId: string }[]).map((r) => Number(r.roleId));
    const { roles: rolesTable } = await import('@/db/schema.ts');
    const ofTenantOne = await db()
      .select({ id: rolesTable.id })
      .from(rolesTable)
      .where(eq(rolesTable.tenantId, tenantOne?.tenantId ?? 0));
    expect(roleIds.sort()).toEqual(ofTenantOne.map((r) => r.id).sort());
    expect(current.json().error_no).toBe(0);
  });

  it('rehashes a password stored at an older cost at its next sign-in, and only then', async () => {
    const { account, password, tenantCode } = demo('bank01', 'T002');
    const [row] = await db()
      .select({ id: users.id, tenantId: users.tenantId })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(and(eq(users.account, account), eq(tenants.code, tenantCode)));
    const [userId, tenantId] = [row?.id ?? 0, row?.tenantId ?? 0];
    const storedHash = async () =>
      (await db().select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)))[0]?.hash ??
      '';
    const older = olderCostHash(password);
    await db().update(users).set({ passwordHash: older }).where(eq(users.id, userId));

    const wrong = await passwordLogin(freshBrowser(), {
      account,
      password: 'Wrong@12345',
      tenantId: tenantCode,
    });
    expect(wrong.statusCode).toBe(401);
    expect(await storedHash()).toBe(older);

    const right = await passwordLogin(freshBrowser(), { account, password, tenantId: tenantCode });
    expect(right.json().error_no).toBe(0);
    const rehashed = await storedHash();
    expect(rehashed).toMatch(/^\$scrypt\$ln=14,r=8,p=5\$/);
    expect(needsRehash(rehashed)).toBe(false);
    expect(await verifyPassword(password, rehashed)).toBe(true);

    const again = await passwordLogin(freshBrowser(), { account, password, tenantId: tenantCode });
    expect(again.json().error_no).toBe(0);
    expect(await storedHash()).toBe(rehashed);

    // A password changed elsewhere between the check and the record is kept, not overwritten.
    await recordSignIn(db(), {
      tenantId,
      userId,
      account,
      ip: '10.9.9.9',
      at: new Date(),
      endedReason: ENDED_REASONS.replaced,
      rehash: { verified: older, replacement: olderCostHash('Other@12345') },
    });
    expect(await storedHash()).toBe(rehashed);
  });
});

/** A hash at a cost below today's, as a password stored before the cost was raised. */
function olderCostHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 2 ** 10, r: 8, p: 1 });
  const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');
  return `$scrypt$ln=10,r=8,p=1$${b64(salt)}$${b64(key)}`;
}

describe('mobile sign-in', () => {
  it('sends the SMS behind the image code and signs in with the code from the outbox', async () => {
    const account = demo('bank01', 'T002');
    const client = freshBrowser();
    const { cc } = (await client.get('/getCheckCode?length=4')).json().data;
    const wrong = await client.post('/getVerifyCode', {
      mobile: account.mobile,
      check_code: 'QQQQ',
      req_session_id: cc,
    });
    expect(wrong.json().error_no).toBe(ERROR_CODES.GRAPHIC_CODE_WRONG);
    // The wrong answer used the challenge up.
    const reused = await client.post('/getVerifyCode', {
      mobile: account.mobile,
      check_code: await captchaAnswer(db(), cc),
      req_session_id: cc,
    });
    expect(reused.json().error_no).toBe(ERROR_CODES.GRAPHIC_CODE_WRONG);

    const fresh = (await client.get('/getCheckCode?length=4')).json().data;
    const checkcode = await captchaAnswer(db(), fresh.cc);
    const sent = await client.post('/getVerifyCode', {
      mobile: account.mobile,
      check_code: checkcode,
      req_session_id: fresh.cc,
      terminalType: 'pc',
    });
    expect(sent.json()).toEqual({ error_no: 0, error_info: '', data: { resendAfterSeconds: 60 } });

    const login = (verifyCode: string) =>
      client.post('/api/user/login', {
        loginType: 'mobile',
        username: account.mobile,
        checkcode,
        verifyCode,
        checkCodeToken: fresh.cc,
      });
    // Read as the browser tests do, from the demo outbox.
    const outbox = (await client.get('/api/dev/outbox')).json().data;
    const message = outbox.messages.find((m: { mobile: string }) => m.mobile === account.mobile);
    const code = message.code as string;
    expect(message.text).toContain(code);
    const bad = await login(code === '000000' ? '111111' : '000000');
    expect(bad.json().error_no).toBe(ERROR_CODES.SMS_CODE_WRONG);
    const ok = await login(code);
    expect(ok.json()).toMatchObject({ error_no: 0, data: { tenantId: 'T002', userAgentName: account.name } });
    // The code was used up by the sign-in.
    expect((await login(code)).json().error_no).toBe(ERROR_CODES.SMS_CODE_EXPIRED);
  });

  it('refuses a correct code for a mobile that belongs to nobody, like a wrong account', async () => {
    const mobile = '13912345678';
    await t.app.sms.send({ mobile, purpose: 'login' });
    const client = freshBrowser();
    await client.get('/health');
    const res = await client.post('/api/user/login', {
      loginType: 'mobile',
      username: mobile,
      checkcode: 'ABCD',
      verifyCode: await lastSmsCode(db(), mobile),
      checkCodeToken: 'x',
    });
    expect(res.json()).toMatchObject({ error_no: ERROR_CODES.LOGIN_FAILED });
  });
});

describe('signed-in session', () => {
  it('is a new session id with the user in it: an id planted before sign-in is worthless', async () => {
    const client = freshBrowser();
    await client.get('/health');
    const planted = client.cookie;
    await passwordLogin(client, { account: 'comp01', password: 'Comp@12345' });
    expect(client.cookie).not.toBe(planted);
    const [{ n } = { n: 0 }] = await db().select({ n: count() }).from(sessions);
    expect(n).toBeGreaterThan(0);
  });
});
