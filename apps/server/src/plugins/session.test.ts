import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@scf/shared';
import { sessions } from '@/db/schema.ts';
import { createTestApp, createTestDatabase, testClient } from '@/test/test-app.ts';
import type { TestApp, TestDatabase } from '@/test/test-app.ts';
import { registerSessionProbe } from '@/test/session-probe.ts';
import { NO_ROW_COOKIE } from './session.ts';

let testDb: TestDatabase;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  testDb = await createTestDatabase();
  // Two app instances on one database, as two servers behind a load balancer would be.
  first = await createTestApp({ database: testDb });
  second = await createTestApp({ database: testDb, config: { cookieSecure: true } });
  registerSessionProbe(first.app);
  registerSessionProbe(second.app);
});
afterAll(async () => {
  await first.close();
  await second.close();
  await testDb.drop();
});

const db = () => testDb.database.db;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const rowFor = async (cookie: string | undefined) =>
  (
    await db()
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256(cookie ?? '')))
  )[0];
const rowCount = async () => (await db().select({ n: count() }).from(sessions))[0]?.n;

/** A client that already holds a session cookie and its CSRF token. */
async function signedIn(app = first.app) {
  const client = testClient(app);
  await client.get('/health');
  return client;
}

describe('session cookie', () => {
  it('is issued on the first reply: 32 random bytes, HttpOnly, SameSite=Lax, Path=/', async () => {
    const res = await first.app.inject({ method: 'GET', url: '/health' });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const secure = await second.app.inject({ method: 'GET', url: '/health' });
    expect(secure.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
  });

  it('is not re-sent while the client keeps it, and a malformed one is replaced', async () => {
    const client = await signedIn();
    expect((await client.get('/health')).cookies).toEqual([]);
    const res = await first.app.inject({
      method: 'GET',
      url: '/health',
      headers: { cookie: `${SESSION_COOKIE}=forged` },
    });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('gets no database row while the session holds nothing', async () => {
    const before = await rowCount();
    const client = await signedIn();
    await client.get('/health');
    expect((await client.get('/test/session/anything')).json().data).toEqual({
      value: null,
      endedReason: null,
    });
    expect(await rowCount()).toBe(before);
  });
});

describe('session storage', () => {
  it('keeps the data in the database under the hash of the cookie, with a sliding expiry', async () => {
    const client = await signedIn();
    expect((await client.post('/test/session', { key: 'captcha', value: '4711' })).statusCode).toBe(200);
    const row = await rowFor(client.cookie);
    expect(row?.data).toEqual({ captcha: '4711' });
    expect(row?.idHash).not.toContain(client.cookie);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('is readable and writable through a second instance on the same database', async () => {
    const viaFirst = await signedIn(first.app);
    await viaFirst.post('/test/session', { key: 'lang', value: 'zh-CN' });

    const viaSecond = testClient(second.app);
    const headers = { cookie: `${SESSION_COOKIE}=${viaFirst.cookie}`, 'x-csrf-token': viaFirst.csrf ?? '' };
    const read = await viaSecond.request({ method: 'GET', url: '/test/session/lang', headers });
    expect(read.json().data.value).toBe('zh-CN');
    // The CSRF token from the first instance is good on the second: the secret is in the database.
    const write = await viaSecond.request({
      method: 'POST',
      url: '/test/session',
      headers,
      payload: { key: 'lang', value: 'en-US' },
    });
    expect(write.statusCode).toBe(200);
    expect((await viaFirst.get('/test/session/lang')).json().data.value).toBe('en-US');
  });

  it('regenerate gives a new id for the same data and deletes the old row', async () => {
    const client = await signedIn();
    await client.post('/test/session', { key: 'step', value: 'two' });
    const oldCookie = client.cookie;
    const oldToken = client.csrf;
    await client.post('/test/session/regenerate');
    expect(client.cookie).not.toBe(oldCookie);
    expect(client.csrf).not.toBe(oldToken);
    expect(await rowFor(oldCookie)).toBeUndefined();
    expect((await client.get('/test/session/step')).json().data.value).toBe('two');
    const stale = await first.app.inject({
      method: 'GET',
      url: '/test/session/step',
      headers: { cookie: `${SESSION_COOKIE}=${oldCookie}` },
    });
    expect(stale.json().data.value).toBeNull();
  });

  it('destroy deletes the row and hands out a fresh, empty session', async () => {
    const client = await signedIn();
    await client.post('/test/session', { key: 'user', value: 'comp01' });
    const oldCookie = client.cookie;
    await client.post('/test/session/destroy');
    expect(client.cookie).not.toBe(oldCookie);
    expect(await rowFor(oldCookie)).toBeUndefined();
    expect((await client.get('/test/session/user')).json().data.value).toBeNull();
    expect(await rowFor(client.cookie)).toBeUndefined();
  });

  it('ignores and removes an expired session', async () => {
    const client = await signedIn();
    await client.post('/test/session', { key: 'k', value: 'v' });
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, sha256(client.cookie ?? '')));
    expect((await client.get('/test/session/k')).json().data.value).toBeNull();
    expect(await rowFor(client.cookie)).toBeUndefined();
  });

  it('writes last_seen_at at most once a minute and slides the expiry with it', async () => {
    const client = await signedIn();
    await client.post('/test/session', { key: 'k', value: 'v' });
    const idHash = sha256(client.cookie ?? '');
    const longAgo = new Date(Date.now() - 5 * 60_000);
    await db()
      .update(sessions)
      .set({ lastSeenAt: longAgo, expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.idHash, idHash));

    await client.get('/test/session/k');
    const touched = await rowFor(client.cookie);
    expect(touched?.lastSeenAt.getTime()).toBeGreaterThan(longAgo.getTime());
    expect(touched?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);

    await client.get('/test/session/k');
    expect((await rowFor(client.cookie))?.lastSeenAt).toEqual(touched?.lastSeenAt);
  });

  it('reports why a session was ended by someone else and drops its data', async () => {
    const client = await signedIn();
    await client.post('/test/session', { key: 'k', value: 'v' });
    await db()
      .update(sessions)
      .set({ endedReason: 'kicked' })
      .where(eq(sessions.idHash, sha256(client.cookie ?? '')));
    expect((await client.get('/test/session/k')).json().data).toEqual({ value: null, endedReason: 'kicked' });
  });
});

describe('no-row mark', () => {
  const markOf = (res: { cookies: { name: string; value: string }[] }) =>
    res.cookies.find((c) => c.name === NO_ROW_COOKIE);
  /** Writes a row for the client's id behind its back, as another instance's reply might. */
  const rowBehindTheBack = (cookie: string | undefined, data: Record<string, unknown>) =>
    db()
      .insert(sessions)
      .values({
        idHash: sha256(cookie ?? ''),
        tenantId: null,
        userId: null,
        data,
        lastSeenAt: new Date(),
        expiresAt: new Date(Date.now() + 60_000),
      });

  it('comes with a new id, HttpOnly like it, and lets public reads skip the lookup', async () => {
    const res = await first.app.inject({ method: 'GET', url: '/health' });
    expect(markOf(res)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(markOf(res)?.value).not.toContain(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value);

    const client = await signedIn();
    await rowBehindTheBack(client.cookie, { k: 'v' });
    // The public read trusts the mark: no lookup, so it does not see the row.
    expect((await client.get('/test/session/public/k')).json().data.value).toBeNull();
    // A full read does, and takes the mark back: public reads then look the id up again.
    const full = await client.get('/test/session/k');
    expect(full.json().data.value).toBe('v');
    expect(markOf(full)?.value).toBe('');
    expect((await client.get('/test/session/public/k')).json().data.value).toBe('v');
  });

  it('is taken back by the reply that saves a row, and holds on every instance', async () => {
    const client = await signedIn(first.app);
    const saved = await client.post('/test/session', { key: 'captcha', value: '4711' });
    expect(markOf(saved)?.value).toBe('');
    expect((await client.get('/test/session/public/captcha')).json().data.value).toBe('4711');

    // A mark given by the first instance counts on the second; another id's mark does not.
    const given = await first.app.inject({ method: 'GET', url: '/health' });
    const id = given.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
    const otherMark = markOf(await first.app.inject({ method: 'GET', url: '/health' }))?.value;
    await rowBehindTheBack(id, { k: 'v' });
    const readOnSecond = (mark: string | undefined) =>
      second.app.inject({
        method: 'GET',
        url: '/test/session/public/k',
        headers: { cookie: `${SESSION_COOKIE}=${id}; ${NO_ROW_COOKIE}=${mark}` },
      });
    expect((await readOnSecond(markOf(given)?.value)).json().data.value).toBeNull();
    expect((await readOnSecond(otherMark)).json().data.value).toBe('v');
  });

  it('counts only for the id it was given for: a new id after regenerate is looked up', async () => {
    const client = await signedIn();
    const oldMark = markOf(await first.app.inject({ method: 'GET', url: '/health' }));
    await client.post('/test/session', { key: 'step', value: 'two' });
    await client.post('/test/session/regenerate');
    const res = await first.app.inject({
      method: 'GET',
      url: '/test/session/public/step',
      headers: { cookie: `${SESSION_COOKIE}=${client.cookie}; ${NO_ROW_COOKIE}=${oldMark?.value}` },
    });
    expect(res.json().data.value).toBe('two');
  });

  it('is given again when the row goes: destroyed or expired', async () => {
    const client = await signedIn();
    await client.post('/test/session', { key: 'k', value: 'v' });
    const destroyed = await client.post('/test/session/destroy');
    expect(markOf(destroyed)?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);

    await client.post('/test/session', { key: 'k', value: 'v' });
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, sha256(client.cookie ?? '')));
    const expired = await client.get('/test/session/k');
    expect(markOf(expired)?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Held, it is not sent again.
    expect(markOf(await client.get('/test/session/k'))).toBeUndefined();
  });
});
