import { createHmac } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, ERROR_CODES, SESSION_COOKIE } from '@scf/shared';
import { appSettings, sessions } from '@/db/schema.ts';
import { createTestApp, createTestDatabase, testClient } from '@/test/test-app.ts';
import type { TestApp, TestDatabase } from '@/test/test-app.ts';
import { registerSessionProbe } from '@/test/session-probe.ts';

const SECRET = 'configured-secret-of-at-least-32-characters';
let testDb: TestDatabase;
let t: TestApp;
let configured: TestApp;

beforeAll(async () => {
  testDb = await createTestDatabase();
  t = await createTestApp({ database: testDb });
  configured = await createTestApp({ database: testDb, config: { sessionSecret: SECRET } });
  registerSessionProbe(t.app);
  registerSessionProbe(configured.app);
});
afterAll(async () => {
  await t.close();
  await configured.close();
  await testDb.drop();
});

const sessionRows = async () => (await testDb.database.db.select({ n: count() }).from(sessions))[0]?.n;
const refused = {
  error_no: ERROR_CODES.BAD_REQUEST_ENV,
  error_info: '请求参数异常，请确认环境安全！',
  error_key: 'errors.badRequestEnv',
  data: null,
};

describe('CSRF token', () => {
  it('comes with every reply: success, not found, refusals and validation errors', async () => {
    const client = testClient(t.app);
    for (const res of [
      await client.get('/health'),
      await client.get('/api/missing'),
      await client.request({ method: 'POST', url: '/test/session', headers: { [CSRF_HEADER]: 'wrong' } }),
      await client.post('/test/session', { key: 1 }),
    ]) {
      expect(res.headers[CSRF_HEADER]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it('stays the same for the life of a session id', async () => {
    const client = testClient(t.app);
    const firstToken = (await client.get('/health')).headers[CSRF_HEADER];
    expect((await client.get('/config.json')).headers[CSRF_HEADER]).toBe(firstToken);
  });

  it('is required on writes: without it the request is refused with -102 and nothing runs', async () => {
    const client = testClient(t.app);
    await client.get('/health');
    const before = await sessionRows();
    const res = await client.request({
      method: 'POST',
      url: '/test/session',
      headers: { [CSRF_HEADER]: '' },
      payload: { key: 'k', value: 'v' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(refused);
    expect(await sessionRows()).toBe(before);
  });

  it('refuses a token of another session, and any write from a client without a cookie', async () => {
    const alice = testClient(t.app);
    const mallory = testClient(t.app);
    await alice.get('/health');
    await mallory.get('/health');
    const crossed = await t.app.inject({
      method: 'POST',
      url: '/test/session',
      headers: { cookie: `${SESSION_COOKIE}=${alice.cookie}`, [CSRF_HEADER]: mallory.csrf },
      payload: { key: 'k', value: 'v' },
    });
    expect(crossed.statusCode).toBe(403);
    const cookieless = await t.app.inject({
      method: 'PUT',
      url: '/test/session',
      headers: { [CSRF_HEADER]: alice.csrf },
    });
    expect(cookieless.json()).toEqual(refused);
  });

  it('lets the write through when the token matches', async () => {
    const client = testClient(t.app);
    await client.get('/health');
    const before = await sessionRows();
    const res = await client.post('/test/session', { key: 'k', value: 'v' });
    expect(res.statusCode).toBe(200);
    expect(await sessionRows()).toBe((before ?? 0) + 1);
  });

  it('is HMAC-SHA256 of the cookie under SESSION_SECRET when configured', async () => {
    const res = await configured.app.inject({ method: 'GET', url: '/health' });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '';
    expect(res.headers[CSRF_HEADER]).toBe(createHmac('sha256', SECRET).update(cookie).digest('base64url'));
  });

  it('otherwise uses one secret generated once and stored for every instance', async () => {
    const rows = await testDb.database.db.select().from(appSettings);
    expect(rows.map((r) => r.key)).toEqual(['session_secret']);
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '';
    expect(res.headers[CSRF_HEADER]).toBe(
      createHmac('sha256', rows[0]?.value ?? '')
        .update(cookie)
        .digest('base64url'),
    );
  });
});
