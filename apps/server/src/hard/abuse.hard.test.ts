import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, ERROR_CODES, SESSION_COOKIE } from '@scf/shared';
import { UPLOAD_ACCEPT, uploadQuery } from '@scf/shared/schemas/upload';
import { withUsccCheckChar } from '@scf/shared/validators/uscc';
import type { UploadAccept } from '@scf/shared/schemas/upload';
import { files as filesTable, loginAttempts, sessions, smsOutbox } from '@/db/schema.ts';
import { multipartBody } from '@/modules/files/upload-test-support.ts';
import { rowCount } from '@/modules/user/test-support.ts';
import { MAX_JSON_DEPTH } from '@/plugins/request-input.ts';
import { SMS_SENDS_PER_ADDRESS } from '@/plugins/route-rate-limit.ts';
import { browser, encrypter, lastSmsCode, passwordLogin } from '@/modules/auth/test-support.ts';
import type { Browser } from '@/modules/auth/test-support.ts';
import { createTestApp } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';
import {
  ageSmsCodes,
  challenge,
  expectRefusal,
  expireChallenge,
  newAddress,
  newMobile,
  signedInFrom,
  visitorFrom,
  wrongAnswer,
} from '@/hard/abuse/clients.ts';
import { SAMPLES } from '@/hard/abuse/files.ts';
import {
  ACTIVE_MARKUP,
  READ_NAME,
  RICH_TEXT_REPLIES,
  htmlSinks,
  valuesOf,
  webSanitizer,
} from '@/hard/abuse/output.ts';
import { RECIPES, STORES_NOTHING, context, markup, shortMarkup } from '@/hard/abuse/stored-text.ts';
import type { Ctx, Role } from '@/hard/abuse/stored-text.ts';
import {
  allRowCounts,
  concretePath,
  hasPath,
  isWrite,
  operations,
  propertyNames,
  textFields,
  withTextAt,
} from '@/hard/abuse/routes.ts';
import type { Operation } from '@/hard/abuse/routes.ts';

/**
 * Issue 8, point 12: each abuse the portal must withstand, proven here against the whole app on a
 * fresh seeded database (PGlite, or PostgreSQL with DATABASE_URL). Lists of routes are generated
 * from the app's own OpenAPI document, so a route added later is covered without editing this
 * file. Where a module's own tests cover a rule in detail, the describe block names them; this
 * file is where every listed abuse is proven end to end through the HTTP API.
 */

let t: TestApp;
let ops: Operation[];
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  await t.app.ready();
  ops = operations(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;
const WRONG = 'Wrong@12345';

// ---------------------------------------------------------------------------------------------

describe('login brute force (also: modules/auth/login.test.ts, attempt-policy.test.ts)', () => {
  // The demo accounts these cases lock are needed by the cases after them: lift the locks, as the
  // 15 minutes would.
  afterAll(() => db().delete(loginAttempts));
  const attempts = async () => (await db().select({ n: count() }).from(loginAttempts))[0]?.n ?? 0;

  /** One failed password sign-in from a new address each time, answering the image code if asked. */
  async function failFromNewAddress(account: string) {
    const client = await visitorFrom(t.app);
    const first = await passwordLogin(client, { account, password: WRONG });
    if (first.json().error_no !== ERROR_CODES.CHECK_CODE_REQUIRED) return first;
    const { cc, answer } = await challenge(client, db());
    return passwordLogin(client, { account, password: WRONG, cc, checkcode: answer });
  }

  it('locks an account after 5 failures even when every guess comes from another address', async () => {
    const replies = [];
    for (let i = 0; i < 5; i++) replies.push(await failFromNewAddress('bank01'));
    expect(replies.slice(0, 4).map((r) => r.json().error_no)).toEqual(
      Array(4).fill(ERROR_CODES.LOGIN_FAILED),
    );
    expect(replies[4]?.statusCode).toBe(423);
    expect(replies[4]?.json()).toMatchObject({ error_no: ERROR_CODES.ACCOUNT_LOCKED });

    // The right password from a fresh address, by password and by SMS, is refused while locked,
    // and refused attempts are not recorded (the attacker cannot extend the lock).
    const before = await attempts();
    const right = await passwordLogin(await visitorFrom(t.app), {
      account: 'bank01',
      password: 'Bank@12345',
    });
    expect(right.json().error_no).toBe(ERROR_CODES.ACCOUNT_LOCKED);
    expect(await attempts()).toBe(before);

    const phone = await visitorFrom(t.app);
    const bank01 = (await import('@/db/demo-accounts.ts')).DEMO_ACCOUNTS.find(
      (a) => a.account === 'bank01' && a.tenantCode === 'T001',
    );
    const { cc, answer } = await challenge(phone, db());
    await phone.post('/getVerifyCode', { mobile: bank01?.mobile, checkCode: answer, reqSessionId: cc });
    const code = await lastSmsCode(db(), bank01?.mobile ?? '');
    const bySms = await phone.post('/api/user/login', {
      loginType: 'mobile',
      username: bank01?.mobile,
      checkcode: answer,
      verifyCode: code,
      checkCodeToken: cc,
      tenantId: 'T001',
    });
    expect(bySms.json().error_no).toBe(ERROR_CODES.ACCOUNT_LOCKED);
  });

  it('asks one address for an image code after 3 failures whatever the accounts, and never without one', async () => {
    const ip = newAddress();
    for (const account of ['spray01', 'spray02', 'spray03']) {
      const res = await passwordLogin(browser(t.app, ip), { account, password: WRONG });
      expect(res.json().error_no).toBe(ERROR_CODES.LOGIN_FAILED);
    }
    // Every account, even with its right password, now needs a fresh single-use image code here...
    const here = browser(t.app, ip);
    const noCode = await passwordLogin(here, { account: 'admin01', password: 'Admin@12345' });
    expect(noCode.json()).toMatchObject({
      error_no: ERROR_CODES.CHECK_CODE_REQUIRED,
      data: { needCheckCode: true },
    });
    const badCode = await passwordLogin(here, {
      account: 'admin01',
      password: 'Admin@12345',
      cc: 'made-up-challenge',
      checkcode: 'ABCD',
    });
    expect(badCode.json().error_no).toBe(ERROR_CODES.GRAPHIC_CODE_WRONG);
    // ...while another address is not affected.
    const elsewhere = await passwordLogin(await visitorFrom(t.app), {
      account: 'admin01',
      password: 'Admin@12345',
    });
    expect(elsewhere.json().error_no).toBe(0);
  });

  it('does not tell an existing account from an unknown one: same replies, same lock, similar time', async () => {
    const sequence = async (account: string) => {
      const replies = [];
      const times = [];
      for (let i = 0; i < 6; i++) {
        const client = await visitorFrom(t.app);
        const started = performance.now();
        const res = await passwordLogin(client, { account, password: WRONG });
        times.push(performance.now() - started);
        const body = res.json();
        // The lock's end differs by the milliseconds between the two runs.
        if (body.data?.unlockAt) body.data.unlockAt = 'an instant';
        replies.push({ status: res.statusCode, body });
        if (body.error_no === ERROR_CODES.CHECK_CODE_REQUIRED) {
          const { cc, answer } = await challenge(client, db());
          const coded = await passwordLogin(client, { account, password: WRONG, cc, checkcode: answer });
          const codedBody = coded.json();
          if (codedBody.data?.unlockAt) codedBody.data.unlockAt = 'an instant';
          replies.push({ status: coded.statusCode, body: codedBody });
        }
        if (body.error_no === ERROR_CODES.ACCOUNT_LOCKED) break;
      }
      const checkCode = (
        await (await visitorFrom(t.app)).get(`/loginHasValidateCode?username=${account}`)
      ).json();
      const median = times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
      return { replies, checkCode, median };
    };
    const known = await sequence('admin01');
    const unknown = await sequence('nosuchuser9');
    expect(unknown.replies).toEqual(known.replies);
    expect(unknown.checkCode).toEqual(known.checkCode);
    expect(known.replies.at(-1)?.body.error_no).toBe(ERROR_CODES.ACCOUNT_LOCKED);
    // An unknown account is checked against a dummy hash, so it costs a password hash too; without
    // it the reply would come back in a fraction of the time.
    expect(unknown.median).toBeGreaterThan(known.median / 3);
  });

  it('counts wrong passwords at the lock screen as failures of the account', async () => {
    const client = await signedInFrom(t.app, 'comp01', newAddress(), 'T002');
    expect((await client.post('/api/user/lock')).json().error_no).toBe(0);
    const { keyId, encrypt } = await encrypter(client);
    const codes = [];
    for (let i = 0; i < 5; i++) {
      codes.push(
        (await client.post('/api/user/unlock', { password: encrypt(WRONG), keyId })).json().error_no,
      );
    }
    expect(codes.slice(0, 4)).toEqual(Array(4).fill(ERROR_CODES.PASSWORD_WRONG));
    expect(codes[4]).toBe(ERROR_CODES.ACCOUNT_LOCKED);
    // The fifth ended the session: the cookie no longer reaches anything.
    expect((await client.get('/api/user/getCurrUser')).json().error_no).toBe(ERROR_CODES.SESSION_INVALID);
  });
});

// ---------------------------------------------------------------------------------------------

/** The routes that send an SMS code: their success reply says when a resend is allowed. */
const smsRoutes = () => ops.filter((op) => op.replyData?.properties?.resendAfterSeconds !== undefined);

/** The routes guarded by an image code: their bodies name the challenge. */
const CHALLENGE_FIELDS = ['reqSessionId', 'chkcodeReqId', 'cc'];
const challengeRoutes = () =>
  ops.filter((op) => propertyNames(op.body).some((name) => CHALLENGE_FIELDS.includes(name)));

interface ChallengeCall {
  /** A client allowed to call the route, from a fresh address. */
  client(): Promise<Browser>;
  /** The body with the challenge answered; `mobile` is where an SMS would go, when it is chosen. */
  body(client: Browser, cc: string, answer: string): Promise<Record<string, unknown>>;
}

/**
 * How each image-code route is called. A route that gains an image code must be added here: the
 * test below fails on any route missing from this table.
 */
const CHALLENGE_CALLS: Record<string, ChallengeCall> = {
  'POST /api/user/login': {
    // An account whose failures require the image code.
    client: async () => {
      const client = await visitorFrom(t.app);
      for (let i = 0; i < 3; i++)
        await passwordLogin(browser(t.app, newAddress()), { account: 'coded01', password: WRONG });
      return client;
    },
    body: async (client, cc, answer) => {
      const { keyId, encrypt } = await encrypter(client);
      return {
        loginType: 'password',
        username: 'coded01',
        password: encrypt(WRONG),
        keyId,
        tenantId: 'T001',
        cc,
        checkcode: answer,
      };
    },
  },
  'POST /getVerifyCode': {
    client: () => visitorFrom(t.app),
    body: async (_client, cc, answer) => ({ mobile: newMobile(), checkCode: answer, reqSessionId: cc }),
  },
  'POST /api/member/reg/send_reg_code': {
    client: () => visitorFrom(t.app),
    body: async (_client, cc, answer) => ({ mobile: newMobile(), checkCode: answer, reqSessionId: cc }),
  },
  'POST /api/member/reg/send_forget_sms_code': {
    client: async () => {
      const client = await visitorFrom(t.app);
      await client.post('/g/eclp-server-new/v/api/member/reg/get_mobile_by_account', {
        userAccount: 'comp01',
      });
      return client;
    },
    body: async (_client, cc, answer) => ({ userAccount: 'comp01', checkCode: answer, reqSessionId: cc }),
  },
  'POST /api/user/modify_mobile_send': {
    client: () => signedInFrom(t.app, 'bank01', newAddress(), 'T002'),
    body: async (_client, cc, answer) => ({ mobile: newMobile(), chkcode: answer, chkcodeReqId: cc }),
  },
  'POST /api/member/realname/send_sms_code': {
    client: () => signedInFrom(t.app, 'comp02'),
    body: async (_client, cc, answer) => ({ checkCode: answer, reqSessionId: cc }),
  },
};

const GRAPHIC_WRONG = ERROR_CODES.GRAPHIC_CODE_WRONG;

/** The CSRF token of the client's current session, as any reply carries it. */
const tokenOf = async (client: Browser) => String((await client.get('/health')).headers[CSRF_HEADER]);

describe('captcha reuse (also: modules/captcha/service.test.ts, auth/login.test.ts)', () => {
  it('knows how to call every route guarded by an image code', () => {
    expect(
      challengeRoutes()
        .map((op) => op.key)
        .sort(),
    ).toEqual(Object.keys(CHALLENGE_CALLS).sort());
  });

  it('accepts an answered image code once: the same code again is refused, on every route', async () => {
    for (const [key, call] of Object.entries(CHALLENGE_CALLS)) {
      const url = key.split(' ')[1] as string;
      const client = await call.client();
      const { cc, answer } = await challenge(client, db());
      const first = await client.post(url, await call.body(client, cc, answer));
      expect(first.json().error_no, `${key} first use: ${first.body}`).not.toBe(GRAPHIC_WRONG);
      const again = await client.post(url, await call.body(client, cc, answer));
      expect(again.json().error_no, `${key} reuse`).toBe(GRAPHIC_WRONG);
    }
  });

  it('burns an image code on a wrong answer: the right answer afterwards is refused, on every route', async () => {
    for (const [key, call] of Object.entries(CHALLENGE_CALLS)) {
      const url = key.split(' ')[1] as string;
      const client = await call.client();
      const { cc, answer } = await challenge(client, db());
      const wrong = await client.post(url, await call.body(client, cc, wrongAnswer(answer)));
      expect(wrong.json().error_no, key).toBe(GRAPHIC_WRONG);
      const right = await client.post(url, await call.body(client, cc, answer));
      expect(right.json().error_no, `${key} after a wrong answer`).toBe(GRAPHIC_WRONG);
    }
  });

  it('refuses an expired image code, and one answered on another route', async () => {
    const client = await visitorFrom(t.app);
    const expired = await challenge(client, db());
    await expireChallenge(db(), expired.cc);
    const late = await client.post('/getVerifyCode', {
      mobile: newMobile(),
      checkCode: expired.answer,
      reqSessionId: expired.cc,
    });
    expect(late.json().error_no).toBe(GRAPHIC_WRONG);

    const { cc, answer } = await challenge(client, db());
    expect(
      (
        await client.post('/getVerifyCode', { mobile: newMobile(), checkCode: answer, reqSessionId: cc })
      ).json().error_no,
    ).toBe(0);
    const elsewhere = await client.post('/api/member/reg/send_reg_code', {
      mobile: newMobile(),
      checkCode: answer,
      reqSessionId: cc,
    });
    expect(elsewhere.json().error_no).toBe(GRAPHIC_WRONG);
  });

  it('lets one of ten simultaneous uses of an answer through', async () => {
    const client = await visitorFrom(t.app);
    const { cc, answer } = await challenge(client, db());
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        client.post('/getVerifyCode', { mobile: newMobile(), checkCode: answer, reqSessionId: cc }),
      ),
    );
    const codes = replies.map((r) => r.json().error_no);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === GRAPHIC_WRONG)).toHaveLength(9);
  });
});

// ---------------------------------------------------------------------------------------------

describe('SMS flooding (also: modules/sms/service.test.ts)', () => {
  const outbox = async () => (await db().select({ n: count() }).from(smsOutbox))[0]?.n ?? 0;

  async function sendLoginSms(client: Browser, mobile: string) {
    const { cc, answer } = await challenge(client, db());
    return client.post('/getVerifyCode', { mobile, checkCode: answer, reqSessionId: cc });
  }

  it('sends one code per mobile per 60 seconds, whatever the route and the address', async () => {
    const mobile = newMobile();
    expect((await sendLoginSms(await visitorFrom(t.app), mobile)).json().error_no).toBe(0);
    const sent = await outbox();
    const again = await sendLoginSms(await visitorFrom(t.app), mobile);
    expectRefusal(again, 429);
    expect(again.json()).toMatchObject({
      error_no: ERROR_CODES.SMS_TOO_FREQUENT,
      data: { resendAfterSeconds: expect.any(Number) },
    });
    const viaRegistration = await visitorFrom(t.app);
    const { cc, answer } = await challenge(viaRegistration, db());
    const registration = await viaRegistration.post('/api/member/reg/send_reg_code', {
      mobile,
      checkCode: answer,
      reqSessionId: cc,
    });
    expect(registration.json().error_no).toBe(ERROR_CODES.SMS_TOO_FREQUENT);
    expect(await outbox()).toBe(sent);

    await ageSmsCodes(db(), mobile, 61);
    expect((await sendLoginSms(await visitorFrom(t.app), mobile)).json().error_no).toBe(0);
  });

  it('stops at the daily cap of a mobile (10 in 24 hours), from any address', async () => {
    const mobile = newMobile();
    for (let i = 0; i < t.config.smsDailyCap; i++) {
      expect((await sendLoginSms(await visitorFrom(t.app), mobile)).json().error_no).toBe(0);
      await ageSmsCodes(db(), mobile, 61);
    }
    const capped = await sendLoginSms(await visitorFrom(t.app), mobile);
    expectRefusal(capped, 429);
    expect(capped.json().error_no).toBe(ERROR_CODES.SMS_DAILY_CAP);
    await ageSmsCodes(db(), mobile, 24 * 60 * 60);
    expect((await sendLoginSms(await visitorFrom(t.app), mobile)).json().error_no).toBe(0);
  });

  it(`takes ${SMS_SENDS_PER_ADDRESS.max} requests per address in ${SMS_SENDS_PER_ADDRESS.timeWindow} on every SMS route, whatever the mobiles`, async () => {
    const routes = smsRoutes();
    expect(routes.map((op) => op.key).sort()).toEqual(
      Object.keys(CHALLENGE_CALLS)
        .filter((key) => key !== 'POST /api/user/login')
        .sort(),
    );
    for (const op of routes) {
      const call = CHALLENGE_CALLS[op.key] as ChallengeCall;
      const client = await call.client();
      // Wrong answers send nothing but count: guessing image codes is throttled as well.
      for (let i = 0; i < SMS_SENDS_PER_ADDRESS.max; i++) {
        const { cc, answer } = await challenge(client, db());
        const res = await client.post(op.path, await call.body(client, cc, wrongAnswer(answer)));
        expect(res.json().error_no, op.key).toBe(GRAPHIC_WRONG);
      }
      const { cc, answer } = await challenge(client, db());
      const limited = await client.post(op.path, await call.body(client, cc, answer));
      expectRefusal(limited, 429);
      expect(limited.json().error_no, op.key).toBe(ERROR_CODES.TOO_MANY_REQUESTS);
      // Another address is served.
      const other = await call.client();
      const fresh = await challenge(other, db());
      const served = await other.post(op.path, await call.body(other, fresh.cc, fresh.answer));
      expect(served.json().error_no, `${op.key} from another address`).not.toBe(
        ERROR_CODES.TOO_MANY_REQUESTS,
      );
    }
  });
});

// ---------------------------------------------------------------------------------------------

describe('CSRF (also: plugins/csrf.test.ts)', () => {
  const writes = () => ops.filter(isWrite);

  it('covers every state-changing route: there are no PUT, PATCH or DELETE routes outside the list', () => {
    expect(writes().length).toBeGreaterThan(100);
    expect(ops.filter((op) => op.method === 'GET').every((op) => !op.body)).toBe(true);
  });

  it('refuses every state-changing route without a token, with a stale one, another session’s, or without a cookie, and writes nothing', async () => {
    const attacker = await visitorFrom(t.app);
    // The victim's token from before sign-in: sign-in gives a new session id, so it is stale.
    const victim = await visitorFrom(t.app);
    const stale = await tokenOf(victim);
    await passwordLogin(victim, { account: 'admin01', password: 'Admin@12345' });
    const token = await tokenOf(victim);
    expect(token).not.toBe(stale);
    const cookie = `${SESSION_COOKIE}=${victim.cookie}`;
    const before = await allRowCounts(db());
    const cases: [string, Record<string, string>][] = [
      ['no token', { cookie }],
      ['stale token', { cookie, [CSRF_HEADER]: stale }],
      ['another session’s token', { cookie, [CSRF_HEADER]: await tokenOf(attacker) }],
      ['no cookie', { [CSRF_HEADER]: token }],
    ];
    for (const op of writes()) {
      for (const [label, headers] of cases) {
        const res = await t.app.inject({
          method: op.method,
          url: concretePath(op),
          headers: { ...headers, 'content-type': 'application/json' },
          payload: '{}',
          remoteAddress: newAddress(),
        });
        expect(res.statusCode, `${op.key} with ${label}`).toBe(403);
        expect(res.json(), `${op.key} with ${label}`).toMatchObject({
          error_no: ERROR_CODES.BAD_REQUEST_ENV,
        });
      }
    }
    expect(await allRowCounts(db())).toEqual(before);
    // The victim's own session, with its current token, still works.
    expect((await victim.post('/api/admin/role/query', {})).json().error_no).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------

describe('session fixation (also: modules/auth/login.test.ts, plugins/session.test.ts)', () => {
  const current = (client: Browser) => client.get('/api/user/getCurrUser');

  it('gives a new session id at password sign-in: the id planted before is worth nothing after', async () => {
    const client = await visitorFrom(t.app);
    const planted = client.cookie as string;
    await passwordLogin(client, { account: 'comp01', password: 'Comp@12345' });
    expect(client.cookie).not.toBe(planted);
    expect((await current(client)).json().error_no).toBe(0);
    const withPlanted = await t.app.inject({
      method: 'GET',
      url: '/api/user/getCurrUser',
      headers: { cookie: `${SESSION_COOKIE}=${planted}` },
    });
    expect(withPlanted.json().error_no).toBe(ERROR_CODES.SESSION_INVALID);
  });

  it('gives a new session id at SMS sign-in as well', async () => {
    const client = await visitorFrom(t.app);
    const { DEMO_ACCOUNTS } = await import('@/db/demo-accounts.ts');
    const account = DEMO_ACCOUNTS.find((a) => a.account === 'admin01' && a.tenantCode === 'T002');
    const mobile = account?.mobile as string;
    const { cc, answer } = await challenge(client, db());
    expect(
      (await client.post('/getVerifyCode', { mobile, checkCode: answer, reqSessionId: cc })).json().error_no,
    ).toBe(0);
    const planted = client.cookie;
    const res = await client.post('/api/user/login', {
      loginType: 'mobile',
      username: mobile,
      checkcode: answer,
      verifyCode: await lastSmsCode(db(), mobile),
      checkCodeToken: cc,
      tenantId: 'T002',
    });
    expect(res.json().error_no).toBe(0);
    expect(client.cookie).not.toBe(planted);
  });

  it('never signs in a forged cookie: it reads nothing, a malformed one is replaced, and sign-in moves to an id of the server’s', async () => {
    const forged = 'A'.repeat(43);
    const withForged = { cookie: `${SESSION_COOKIE}=${forged}` };
    const sessionRows = async () => (await db().select({ n: count() }).from(sessions))[0]?.n ?? 0;
    const rows = await sessionRows();
    const probe = await t.app.inject({ method: 'GET', url: '/api/user/getCurrUser', headers: withForged });
    expect(probe.json().error_no).toBe(ERROR_CODES.SESSION_INVALID);
    expect(await sessionRows()).toBe(rows);
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { cookie: `${SESSION_COOKIE}=<script>alert(1)</script>` },
    });
    expect(malformed.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // A victim made to sign in while holding a cookie the attacker chose (and whose CSRF token the
    // attacker can read from any reply) is signed in under a new id the attacker does not know.
    const token = (await t.app.inject({ method: 'GET', url: '/health', headers: withForged })).headers[
      CSRF_HEADER
    ];
    const { keyId, encrypt } = await encrypter(await visitorFrom(t.app));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { ...withForged, [CSRF_HEADER]: String(token) },
      payload: {
        loginType: 'password',
        username: 'bank01',
        password: encrypt('Bank@12345'),
        keyId,
        tenantId: 'T002',
      },
      remoteAddress: newAddress(),
    });
    expect(login.json().error_no).toBe(0);
    const issued = login.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
    expect(issued).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(issued).not.toBe(forged);
    const after = await t.app.inject({ method: 'GET', url: '/api/user/getCurrUser', headers: withForged });
    expect(after.json().error_no).toBe(ERROR_CODES.SESSION_INVALID);
    const victim = await t.app.inject({
      method: 'GET',
      url: '/api/user/getCurrUser',
      headers: { cookie: `${SESSION_COOKIE}=${issued}` },
    });
    expect(victim.json().error_no).toBe(0);
  });

  it('ends the session at logout: the old cookie reads nothing', async () => {
    const client = await signedInFrom(t.app, 'bank01');
    const cookie = client.cookie as string;
    await client.get('/api/user/logout');
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/user/getCurrUser',
      headers: { cookie: `${SESSION_COOKIE}=${cookie}` },
    });
    expect(old.json().error_no).toBe(ERROR_CODES.SESSION_INVALID);
  });
});

// ---------------------------------------------------------------------------------------------

describe('oversized and malformed bodies (also: app.test.ts)', () => {
  const send = (client: Browser, op: Operation, c: (typeof CASES)[number]) =>
    client.request({
      method: op.method,
      url: concretePath(op),
      headers: { 'content-type': c.contentType },
      payload: c.payload,
      remoteAddress: newAddress(),
    });
  const MiB = 1024 * 1024;
  const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
  const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  const CASES: { label: string; contentType: string; payload: string | Buffer; status?: number }[] = [
    {
      label: 'a body above the 1 MiB limit',
      contentType: 'application/json',
      payload: `{"x":"${'x'.repeat(MiB)}"}`,
      status: 413,
    },
    { label: 'broken JSON', contentType: 'application/json', payload: '{"a": 1,', status: 400 },
    { label: 'an empty JSON body', contentType: 'application/json', payload: '', status: 400 },
    {
      label: 'bytes that are not UTF-8',
      contentType: 'application/json',
      payload: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]),
      status: 400,
    },
    {
      label: 'a form body',
      contentType: 'application/x-www-form-urlencoded',
      payload: 'a=1&b=2',
      status: 415,
    },
    { label: 'an XML body', contentType: 'application/xml', payload: '<a>1</a>', status: 415 },
    {
      label: 'a multipart body',
      contentType: 'multipart/form-data; boundary=x',
      payload: '--x--\r\n',
      status: 415,
    },
    { label: 'plain text', contentType: 'text/plain', payload: 'hello' },
    {
      label: `arrays nested ${MAX_JSON_DEPTH + 1} deep`,
      contentType: 'application/json',
      payload: nested(MAX_JSON_DEPTH + 1),
      status: 400,
    },
    {
      label: 'arrays nested 100,000 deep',
      contentType: 'application/json',
      payload: nested(100_000),
      status: 400,
    },
    {
      label: 'objects nested 50,000 deep',
      contentType: 'application/json',
      payload: nestedObject(50_000),
      status: 400,
    },
    {
      label: 'a __proto__ key',
      contentType: 'application/json',
      payload: '{"__proto__":{"polluted":1}}',
      status: 400,
    },
    {
      label: 'a constructor.prototype key',
      contentType: 'application/json',
      payload: '{"constructor":{"prototype":{"polluted":1}}}',
      status: 400,
    },
    {
      label: 'a NUL character in a string',
      contentType: 'application/json',
      payload: '{"a":"x\\u0000y"}',
      status: 400,
    },
    {
      label: 'an array of 100,000 items',
      contentType: 'application/json',
      payload: `[${'1,'.repeat(99_999)}1]`,
    },
  ];

  it('answers every JSON route with a clear 4xx for each bad body, never a 5xx, and writes nothing', async () => {
    const admin = await signedInFrom(t.app, 'admin01');
    const before = await allRowCounts(db());
    for (const op of ops.filter((o) => o.body !== undefined)) {
      for (const c of CASES) expectRefusal(await send(admin, op, c), c.status);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await allRowCounts(db())).toEqual(before);
  });

  it('never answers a route that takes no body with a 5xx, whatever body it is sent', async () => {
    const admin = await signedInFrom(t.app, 'admin01');
    for (const op of ops.filter((o) => isWrite(o) && o.body === undefined && !o.multipart)) {
      for (const c of CASES) {
        const res = await send(admin, op, c);
        expect(res.statusCode, `${op.key} with ${c.label}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      }
    }
  });

  it('never answers an overlong or malformed query string with a 5xx, on every GET route', async () => {
    const client = await signedInFrom(t.app, 'admin01');
    for (const op of ops.filter((o) => o.method === 'GET' && o.query.length > 0)) {
      for (const query of op.query.flatMap((q) => [
        `${q.name}=${'9'.repeat(100_000)}`,
        `${q.name}=%E0%A4%A`,
        `${q.name}[a][b]=1`,
      ])) {
        const res = await client.get(`${concretePath(op)}?${query}`);
        expect(res.statusCode, `${op.key}?${query.slice(0, 40)}: ${res.body.slice(0, 200)}`).toBeLessThan(
          500,
        );
      }
    }
  });

  it('refuses a NUL character, which PostgreSQL cannot store, in the URL of every route', async () => {
    const client = await signedInFrom(t.app, 'admin01');
    for (const op of ops) {
      const name = op.query[0]?.name ?? 'q';
      const res = await client.request({
        method: op.method,
        url: `${concretePath(op)}?${name}=a%00b`,
        ...(isWrite(op) ? { payload: {} } : {}),
      });
      expectRefusal(res, 400);
    }
  });
});

// ---------------------------------------------------------------------------------------------

describe('files whose bytes do not match their extension (also: modules/files/upload.test.ts)', () => {
  it('never stores bytes under the extension they lie about, for every accept kind and extension', async () => {
    const client = await visitorFrom(t.app);
    const kinds = Object.keys(UPLOAD_ACCEPT) as UploadAccept[];
    expect(kinds.sort()).toEqual(uploadQuery.shape.accept.unwrap().options.slice().sort());
    let refused = 0;
    let retyped = 0;
    for (const accept of kinds) {
      const accepted: readonly string[] = UPLOAD_ACCEPT[accept];
      for (const claimed of accepted) {
        for (const sample of SAMPLES.filter((s) => !s.honest.includes(claimed))) {
          const label = `${sample.label} named .${claimed} for ${accept}`;
          const files = await rowCount(db(), filesTable);
          const { payload, headers } = multipartBody({
            name: `evidence.${claimed}`,
            content: sample.bytes,
            type: claimed === 'png' ? 'image/png' : 'application/octet-stream',
          });
          const res = await client.request({
            method: 'POST',
            url: `/api/file/upload?accept=${accept}`,
            payload,
            headers,
            remoteAddress: newAddress(),
          });
          const allowed = sample.honest.filter((ext) => accepted.includes(ext));
          if (allowed.length === 0) {
            expectRefusal(res, 400);
            expect(res.json(), label).toMatchObject({
              error_no: ERROR_CODES.FILE_TYPE_REFUSED,
              is_success: false,
            });
            expect(await rowCount(db(), filesTable), label).toBe(files);
            refused++;
            continue;
          }
          // Accepted as what the bytes are: stored and served under their own type, never the name's.
          const data = res.json().data as { file_name: string; content_type: string; file_path: string };
          expect(res.json().is_success, label).toBe(true);
          expect(allowed, label).toContain(data.file_name.split('.').pop());
          expect(data.content_type, label).toMatch(sample.contentType as RegExp);
          const served = await client.get(data.file_path);
          expect(served.headers['content-type'], label).toMatch(sample.contentType as RegExp);
          expect(served.headers['x-content-type-options'], label).toBe('nosniff');
          // Served in a sandbox that runs no script, whatever a browser makes of the bytes.
          expect(String(served.headers['content-security-policy']), label).toMatch(
            /default-src 'none'.*sandbox/,
          );
          retyped++;
        }
      }
    }
    // Both outcomes occurred: the loop did check something of each.
    expect(refused).toBeGreaterThan(50);
    expect(retyped).toBeGreaterThan(50);
  });
});

// ---------------------------------------------------------------------------------------------

describe('HTML and script in every text field (also: modules/cms/sanitize.test.ts, cms and content-admin routes tests)', () => {
  let ctx: Ctx;
  /** Per route: its number in the markup, the fields stored with markup, those refused as input. */
  const outcomes = new Map<string, { n: number; stored: string[]; refused: string[] }>();
  beforeAll(async () => {
    ctx = await context(t.app, db());
  });

  const withText = () => ops.filter((op) => textFields(op.body).length > 0);

  it('knows every route with free-text fields: how text is stored through it, or why it keeps none', () => {
    const routes = withText().map((op) => op.key);
    expect(routes.filter((key) => !(key in RECIPES) && !(key in STORES_NOTHING))).toEqual([]);
    expect(
      [...Object.keys(RECIPES), ...Object.keys(STORES_NOTHING)].filter((key) => !routes.includes(key)),
    ).toEqual([]);
  });

  it('takes markup in every text field of every route as plain text, or refuses it as input — never a 5xx', async () => {
    for (const [index, [key, recipe]] of Object.entries(RECIPES).entries()) {
      const n = 1000 + index;
      const op = ops.find((o) => o.key === key) as Operation;
      const client = await ctx.as(recipe.as);
      // A field shorter than the shortest tag cannot hold markup (codes, short numbers).
      let pending = textFields(op.body).filter(
        (f) => f.maxLength >= 8 && !recipe.references?.includes(f.path),
      );
      const refused: string[] = [];
      const stored: string[] = [];
      while (pending.length > 0) {
        const base = await recipe.body(ctx, client);
        const present = pending.filter((f) => hasPath(base, f.path));
        if (present.length === 0) break;
        let body = base;
        const fitting = (max: number) =>
          [markup(n), ...shortMarkup(n)].find((m) => m.length <= max) as string;
        const sameMax = Math.min(
          ...present.filter((f) => recipe.same?.includes(f.path)).map((f) => f.maxLength),
        );
        for (const f of present) {
          body = withTextAt(body, f.path, fitting(recipe.same?.includes(f.path) ? sameMax : f.maxLength));
        }
        if (recipe.finish) body = await recipe.finish(ctx, body);
        const res = await client.post(op.path, body);
        expect(res.statusCode, `${key}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
        if (res.json().error_no === 0) {
          stored.push(...present.map((f) => f.path));
          break;
        }
        // A refusal names the field whose value it does not take: that field keeps its plain value.
        // (A list of codes is named as a whole: guarantTypeList for guarantTypeList.0.)
        const named = /^([\w.]+): /.exec(res.json().error_info as string)?.[1] ?? '';
        const hit = present
          .filter((f) => f.path === named || f.path.startsWith(`${named}.`))
          .map((f) => f.path);
        if (hit.length === 0) {
          throw new Error(`${key} refused for another reason than a text field: ${res.body.slice(0, 500)}`);
        }
        const group = hit.some((path) => recipe.same?.includes(path))
          ? [...hit, ...(recipe.same ?? [])]
          : hit;
        refused.push(...group);
        pending = pending.filter((f) => !group.includes(f.path));
      }
      outcomes.set(key, { n, stored, refused });
    }
    const stored = [...outcomes.values()].reduce((sum, o) => sum + o.stored.length, 0);
    const refused = [...outcomes.values()].reduce((sum, o) => sum + o.refused.length, 0);
    console.info(
      `markup stored as text in ${stored} fields of ${outcomes.size} routes; refused as input in ${refused}`,
    );
    expect(stored).toBeGreaterThan(50);
  });

  it('serves stored markup only as JSON text, and rich text sanitised where a page renders it', async () => {
    // Published, the stored news and policies reach the public pages that render their bodies.
    const admin = await ctx.as('admin01');
    const published: { kind: string; id: string }[] = [];
    for (const kind of ['news', 'policy']) {
      const list = (
        await admin.post(`/api/admin/content/${kind}/query`, { keyword: 'alert', pageSize: 100 })
      ).json();
      for (const row of list.data.rows as { id: string }[]) {
        expect((await admin.post(`/api/admin/content/${kind}/publish`, { id: row.id })).json().error_no).toBe(
          0,
        );
        published.push({ kind, id: row.id });
      }
    }
    expect(published.map((p) => p.kind).sort()).toEqual(['news', 'policy']);
    const visitor = await ctx.as('visitor');
    for (const { kind, id } of published) {
      const url =
        kind === 'news'
          ? `/api/portal/cms/content/news/get?newsId=${id}`
          : `/api/content/reward_policy/get?id=${id}`;
      const res = await visitor.get(url);
      expect(res.json().error_no, res.body.slice(0, 200)).toBe(0);
      const key = RICH_TEXT_REPLIES[`GET ${url.split('?')[0]}`] as string;
      const [html] = valuesOf(res.json(), key);
      expect(html, url).toBeDefined();
      expect(html, url).not.toMatch(ACTIVE_MARKUP);
      // The title is plain text: returned as typed, for React to escape.
      expect(res.body, url).toContain('alert(');
    }

    const roles: Role[] = ['visitor', 'comp01', 'bank01', 'admin01'];
    const reads = ops.filter(
      (op) =>
        !op.path.includes('{') &&
        !(op.key in RECIPES) &&
        (op.method === 'GET' || READ_NAME.test(op.path.split('/').pop() ?? '')),
    );
    let seen = 0;
    for (const role of roles) {
      const client = await ctx.as(role);
      for (const op of reads) {
        const res =
          op.method === 'GET' ? await client.get(op.path) : await client.post(op.path, { pageSize: 99 });
        expect(res.statusCode, `${op.key} as ${role}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        if (!res.body.includes('alert(')) continue;
        seen++;
        expect(res.headers['content-type'], op.key).toMatch(/^application\/json/);
        expect(res.headers['x-content-type-options'], op.key).toBe('nosniff');
        const richKey = RICH_TEXT_REPLIES[op.key];
        for (const html of richKey ? valuesOf(res.json(), richKey) : []) {
          expect(html, `${op.key} as ${role}`).not.toMatch(ACTIVE_MARKUP);
        }
      }
    }
    expect(seen).toBeGreaterThan(5);
  });

  it('escapes the markup in the authorization letter, an HTML document, and serves it in a sandbox', async () => {
    const n = outcomes.get('POST /api/member/create_letter')?.n as number;
    const visitor = await visitorFrom(t.app);
    const res = await visitor.post('/api/member/create_letter', {
      enterpriseName: markup(n),
      enterpriseInfo: withUsccCheckChar('91310104MA1K00001'),
      legalRepr: '<i onclick=alert(1)>',
    });
    expect(res.json().error_no, res.body).toBe(0);
    const letter = await visitor.get(`/api/files/${(res.json().data as { hash: string }).hash}`);
    expect(letter.body).not.toContain('<script>');
    expect(letter.body).not.toMatch(/<(img|svg)\b/);
    expect(letter.body).toContain('&lt;script&gt;');
    expect(String(letter.headers['content-security-policy'])).toMatch(/sandbox/);
  });

  it('renders text in the web app only through React’s escaping or the sanitiser', async () => {
    const sinks = await htmlSinks();
    // The one place that turns a string into HTML is the rich-text view, which sanitises first.
    expect(sinks).toEqual(['subsystems/portal/common/rich-text.tsx']);
    const web = await webSanitizer();
    try {
      const clean = await web.sanitize(
        `<p>正文</p>${markup(1)}<a href="javascript:alert(1)">x</a><svg onload=alert(1)></svg><iframe src="/"></iframe>`,
      );
      expect(clean).toContain('<p>正文</p>');
      expect(clean).not.toMatch(ACTIVE_MARKUP);
    } finally {
      await web.close();
    }
  });
});
