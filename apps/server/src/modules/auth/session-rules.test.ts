import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, SESSION_COOKIE } from '@scf/shared';
import { loginAttempts, sessions, users } from '@/db/schema.ts';
import { browser, demoPassword, encrypter, signedIn } from '@/modules/auth/test-support.ts';
import type { Browser } from '@/modules/auth/test-support.ts';
import { createTestApp } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';
import { statementsOf } from '@/test/statements.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const db = () => t.database.db;
const PERMISSIONS_URL = '/api/user//getUserPermissions';
const sessionRow = async (cookie: string | undefined) =>
  (
    await db()
      .select()
      .from(sessions)
      .where(
        eq(
          sessions.idHash,
          createHash('sha256')
            .update(cookie ?? '')
            .digest('hex'),
        ),
      )
  )[0];
/** Moves the session's last activity back, as if the user had been away. */
async function idle(client: Browser, minutes: number) {
  const row = await sessionRow(client.cookie);
  const data = { ...row?.data, activeAt: Date.now() - minutes * 60_000 };
  await db()
    .update(sessions)
    .set({ data })
    .where(eq(sessions.idHash, row?.idHash ?? ''));
}
async function unlock(client: Browser, password: string) {
  const { keyId, encrypt } = await encrypter(client);
  return client.post('/api/user/unlock', { password: encrypt(password), keyId });
}

describe('requireUser', () => {
  it('answers 9006 to a client without a session cookie and -100 to one with an unknown or expired cookie', async () => {
    const none = await t.app.inject({ method: 'GET', url: PERMISSIONS_URL });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ error_no: 9006, error_info: '页面已经失效,请先登录' });

    const anonymous = browser(t.app);
    await anonymous.get('/health');
    expect((await anonymous.get(PERMISSIONS_URL)).json()).toMatchObject({
      error_no: ERROR_CODES.SESSION_INVALID,
      error_info: '会话已失效,请重新登录',
    });
    const forged = await t.app.inject({
      method: 'GET',
      url: PERMISSIONS_URL,
      headers: { cookie: `${SESSION_COOKIE}=${'x'.repeat(43)}` },
    });
    expect(forged.json().error_no).toBe(ERROR_CODES.SESSION_INVALID);

    const client = await signedIn(t.app, 'comp01');
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, (await sessionRow(client.cookie))?.idHash ?? ''));
    expect((await client.get(PERMISSIONS_URL)).json().error_no).toBe(ERROR_CODES.SESSION_INVALID);
  });

  it('ends the session of a disabled user with -100', async () => {
    const client = await signedIn(t.app, 'bank01', 'T002');
    expect((await client.get(PERMISSIONS_URL)).json().error_no).toBe(0);
    await db().update(users).set({ status: 'disabled' }).where(eq(users.account, 'bank01'));
    try {
      const cookie = client.cookie;
      expect((await client.get(PERMISSIONS_URL)).json().error_no).toBe(ERROR_CODES.SESSION_INVALID);
      expect(await sessionRow(cookie)).toBeUndefined();
    } finally {
      await db().update(users).set({ status: 'active' }).where(eq(users.account, 'bank01'));
    }
  });
});

describe('the statements of a sign-in and of a signed-in request', () => {
  it("reads the session and its user's roles in one statement, before the route's own", async () => {
    const client = await signedIn(t.app, 'bank01');
    const statements = await statementsOf(t.database, async () => {
      expect((await client.post('/api/stats/finance_org_index_stats', {})).json().error_no).toBe(0);
    });
    expect(statements).toHaveLength(2);
    expect(statements[0]?.text).toMatch(/from "sessions" left join "users"/);
  });

  it('signs in with five: attempts, the account with its roles, the visitor session, the record, the new session', async () => {
    const visitor = browser(t.app, '127.0.0.9');
    await visitor.get('/health');
    const { keyId, encrypt } = await encrypter(visitor);
    const statements = await statementsOf(t.database, async () => {
      const reply = await visitor.post('/api/user/login', {
        loginType: 'password',
        username: 'bank01',
        password: encrypt(demoPassword('bank01')),
        keyId,
        tenantId: 'T001',
      });
      expect(reply.json().data.userAgentRoleCode).toBe('financeOrg');
    });
    expect(statements).toHaveLength(5);
  });
});

describe('GET /api/user/logout', () => {
  it('ends the session: the old cookie is signed out, the client gets a fresh anonymous one', async () => {
    const client = await signedIn(t.app, 'comp01', 'T002');
    const cookie = client.cookie;
    const res = await client.get('/api/user/logout?tn=whatever');
    expect(res.json()).toEqual({ error_no: 0, error_info: '', data: null });
    expect(client.cookie).not.toBe(cookie);
    expect(await sessionRow(cookie)).toBeUndefined();
    expect((await client.get(PERMISSIONS_URL)).json().error_no).toBe(ERROR_CODES.SESSION_INVALID);
  });
});

describe('one session per user', () => {
  it('a newer sign-in replaces the older session, which then answers -101', async () => {
    const older = await signedIn(t.app, 'admin01', 'T002');
    const newer = await signedIn(t.app, 'admin01', 'T002');
    const res = await older.get(PERMISSIONS_URL);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      error_no: ERROR_CODES.KICKED,
      error_info: '您已经在其他地方登录，如非本人操作，请重新登录！',
    });
    expect((await newer.get(PERMISSIONS_URL)).json().error_no).toBe(0);
    expect((await sessionRow(older.cookie))?.endedReason).toBe('replaced');
  });
});

describe('POST /kickout', () => {
  it("lets an operator end another account's sessions in the tenant: that client keeps its cookie and gets -101", async () => {
    const target = await signedIn(t.app, 'comp01');
    const operator = await signedIn(t.app, 'admin01');
    const cookie = target.cookie;
    expect((await operator.post('/kickout', { key: 'comp01' })).json()).toMatchObject({ error_no: 0 });
    const res = await target.get(PERMISSIONS_URL);
    expect(res.json().error_no).toBe(ERROR_CODES.KICKED);
    expect(res.cookies).toEqual([]);
    expect(target.cookie).toBe(cookie);
    expect((await sessionRow(cookie))?.endedReason).toBe('kicked');
    // Signing in again works as usual.
    const again = await signedIn(t.app, 'comp01');
    expect((await again.get(PERMISSIONS_URL)).json().error_no).toBe(0);
    expect((await operator.post('/kickout', { key: 'nobody' })).json().error_no).toBe(ERROR_CODES.NOT_FOUND);
  });

  it('lets an account sign out its other devices while staying signed in here', async () => {
    const here = await signedIn(t.app, 'bank01');
    // Another device's session: a second row of the same user.
    const row = await sessionRow(here.cookie);
    if (!row) throw new Error('no session row');
    const otherDevice = createHash('sha256').update('another device').digest('hex');
    await db()
      .insert(sessions)
      .values({ ...row, idHash: otherDevice });
    expect((await here.post('/kickout', { key: 'bank01' })).json().error_no).toBe(0);
    expect((await here.get(PERMISSIONS_URL)).json().error_no).toBe(0);
    const [other] = await db().select().from(sessions).where(eq(sessions.idHash, otherDevice));
    expect(other?.endedReason).toBe('kicked');
  });

  it('refuses anyone else with -107, and accounts of another tenant are out of reach', async () => {
    const target = await signedIn(t.app, 'bank01', 'T002');
    const enterprise = await signedIn(t.app, 'comp01', 'T002');
    expect((await enterprise.post('/kickout', { key: 'bank01' })).json()).toMatchObject({
      error_no: ERROR_CODES.FORBIDDEN,
      error_info: '您无权操作该功能！',
    });
    const otherTenantOperator = await signedIn(t.app, 'admin01');
    await otherTenantOperator.post('/kickout', { key: 'bank01' });
    expect((await target.get(PERMISSIONS_URL)).json().error_no).toBe(0);
    const bad = await otherTenantOperator.post('/kickout', { key: '' });
    expect(bad.json().error_info).toMatch(/^key: /);
  });
});

describe('screen lock', () => {
  it('POST /api/user/lock makes every guarded call answer -5 until unlocked with the password', async () => {
    const client = await signedIn(t.app, 'comp01', 'T002');
    expect((await client.post('/api/user/lock')).json().error_no).toBe(0);
    const locked = await client.get(PERMISSIONS_URL);
    expect(locked.json()).toMatchObject({
      error_no: ERROR_CODES.LOCKED,
      error_info: '屏幕已锁定，请输入密码解锁',
    });

    const wrong = await unlock(client, 'Wrong@12345');
    expect(wrong.json()).toMatchObject({ error_no: ERROR_CODES.PASSWORD_WRONG });
    expect((await client.get(PERMISSIONS_URL)).json().error_no).toBe(ERROR_CODES.LOCKED);

    expect((await unlock(client, 'Comp@12345')).json().error_no).toBe(0);
    expect((await client.get(PERMISSIONS_URL)).json().error_no).toBe(0);
  });

  it('locks a session idle longer than LOCK_IDLE_MINUTES (15 by default)', async () => {
    const client = await signedIn(t.app, 'bank01', 'T002');
    await idle(client, 14);
    expect((await client.get(PERMISSIONS_URL)).json().error_no).toBe(0);
    await idle(client, 16);
    expect((await client.get(PERMISSIONS_URL)).json().error_no).toBe(ERROR_CODES.LOCKED);
    // Still locked on the next request, however soon.
    expect((await client.get('/api/user/menus')).json().error_no).toBe(ERROR_CODES.LOCKED);
    expect((await unlock(client, 'Bank@12345')).json().error_no).toBe(0);
    expect((await client.get('/api/user/menus')).json().error_no).toBe(0);
  });

  it('counts wrong unlock passwords as failed sign-ins: the fifth locks the account and ends the session', async () => {
    await db().delete(loginAttempts);
    const client = await signedIn(t.app, 'admin01', 'T002');
    await client.post('/api/user/lock');
    for (let i = 0; i < 4; i++)
      expect((await unlock(client, 'Wrong@1')).json().error_no).toBe(ERROR_CODES.PASSWORD_WRONG);
    const fifth = await unlock(client, 'Wrong@1');
    expect(fifth.json()).toMatchObject({
      error_no: ERROR_CODES.ACCOUNT_LOCKED,
      data: { unlockAt: expect.any(String) },
    });
    expect((await client.get(PERMISSIONS_URL)).json().error_no).toBe(ERROR_CODES.SESSION_INVALID);
    await db().delete(loginAttempts);
  });

  it('logout works while locked', async () => {
    const client = await signedIn(t.app, 'comp01', 'T002');
    await client.post('/api/user/lock');
    expect((await client.get('/api/user/logout')).json().error_no).toBe(0);
  });
});
