import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PERMISSIONS } from '@scf/shared';
import { withResidentIdCheckChar } from '@scf/shared/validators/resident-id';
import { appSettings, auditLog, roles, smsOutbox, tenants, userRoles, users } from '@/db/schema.ts';
import { hashPassword } from '@/modules/auth/password.ts';
import { insertUser, insertUserRole } from '@/modules/registration/repository.ts';
import {
  forgetSentCodes,
  imageCode,
  lastSmsCode,
  rowCounts,
  signIn,
  visitor,
} from '@/modules/user/test-support.ts';
import type { Client } from '@/modules/user/test-support.ts';
import { createTestApp } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';
import { QrTokens } from './qr-token.ts';

const STATUS = '/api/member/realname/status';
const SEND = '/api/member/realname/send_sms_code';
const VERIFY = '/api/member/realname/verify';
const QR_TOKEN = '/api/member/realname/qr_token';
const QR_INFO = '/api/member/realname/qr_info';
const QR_VERIFY = '/api/member/realname/qr_verify';

const PASSWORD = 'Real@2024name';
/** Valid GB 11643 numbers (region 110101, Beijing Dongcheng). */
const ID_A = withResidentIdCheckChar('11010119900307001');
const ID_B = withResidentIdCheckChar('11010119851120002');
const ID_C = withResidentIdCheckChar('31011519920815003');
const ID_D = withResidentIdCheckChar('44030519800101004');

let t: TestApp;
let tenantId: number;
let nextMobile = 13900000001;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const [tenant] = await t.database.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.code, 'T001'));
  tenantId = tenant!.id;
});
afterAll(() => t.close());

const db = () => t.database.db;
const counts = () => rowCounts(db(), { auditLog, userRoles });

/** A self-registered enterprise user as quick_reg makes it: raw role and role toVerified. */
async function newUnverifiedUser(account: string): Promise<{ id: number; mobile: string }> {
  const mobile = String(nextMobile++);
  const id = await insertUser(db(), {
    tenantId,
    account,
    name: `${account}有限公司`,
    mobile,
    userType: 'comp',
    rawRoleCode: 'toVerified',
    roleCode: 'toVerified',
    passwordHash: await hashPassword(PASSWORD),
  });
  const [role] = await db()
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.code, 'toVerified')));
  await insertUserRole(db(), id!, role!.id);
  return { id: id!, mobile };
}

async function signedIn(account: string, password = PASSWORD): Promise<Client> {
  const client = await visitor(t.app);
  const reply = await signIn(client, { account, password });
  expect(reply.json().error_no, reply.body).toBe(0);
  return client;
}

async function sendCode(client: Client): Promise<void> {
  const { cc, answer } = await imageCode(t.app);
  const reply = await client.post(SEND, { reqSessionId: cc, checkCode: answer });
  expect(reply.json().error_no, reply.body).toBe(0);
}

async function userRow(id: number) {
  const [row] = await db().select().from(users).where(eq(users.id, id));
  return row!;
}

async function roleCodes(id: number): Promise<string[]> {
  const rows = await db()
    .select({ code: roles.code })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, id));
  return rows.map((r) => r.code).sort();
}

async function permissions(client: Client): Promise<string[]> {
  return Object.keys((await client.get('/api/user//getUserPermissions')).json().data as object);
}

describe('status', () => {
  it('tells an unverified enterprise user it is not verified, with the masked mobile', async () => {
    const client = await signedIn('comp02', 'Comp@12345');
    const reply = await client.get(STATUS);
    expect(reply.json()).toMatchObject({
      error_no: 0,
      data: {
        verified: false,
        realName: null,
        certNo: null,
        verifiedAt: null,
        mobile: '138****1004',
        userAgentRawRoleCode: 'toVerified',
        userAgentRoleCode: 'toVerified',
      },
    });
  });

  it('counts an enterprise user whose raw role never needed it as verified', async () => {
    const client = await signedIn('comp01', 'Comp@12345');
    expect((await client.get(STATUS)).json().data).toMatchObject({
      verified: true,
      userAgentRoleCode: 'supplier',
    });
  });

  it('refuses institutions and operators with -107, and visitors with 9006', async () => {
    for (const [account, password] of [
      ['bank01', 'Bank@12345'],
      ['admin01', 'Admin@12345'],
    ] as const) {
      const client = await signedIn(account, password);
      for (const reply of [
        await client.get(STATUS),
        await client.post(QR_TOKEN),
        await client.post(VERIFY, { realName: '张三', certNo: ID_D, smsCode: '123456' }),
      ]) {
        expect(reply.statusCode, account).toBe(403);
        expect(reply.json().error_no).toBe(ERROR_CODES.FORBIDDEN);
      }
    }
    expect((await t.app.inject({ method: 'GET', url: STATUS })).json().error_no).toBe(
      ERROR_CODES.PAGE_EXPIRED,
    );
  });
});

describe('the SMS code', () => {
  it('needs the image code, then goes to the account’s own mobile', async () => {
    const { mobile } = await newUnverifiedUser('rnsms01');
    const client = await signedIn('rnsms01');
    const wrong = await client.post(SEND, { reqSessionId: (await imageCode(t.app)).cc, checkCode: 'zzzz' });
    expect(wrong.json().error_no).toBe(ERROR_CODES.GRAPHIC_CODE_WRONG);
    expect(await lastSmsCode(db(), mobile)).toBeUndefined();
    await sendCode(client);
    expect(await lastSmsCode(db(), mobile)).toMatch(/^\d{6}$/);
    // The body cannot point the code at another number: there is no mobile field to send.
    const [sent] = await db().select({ n: count() }).from(smsOutbox).where(eq(smsOutbox.mobile, mobile));
    expect(sent!.n).toBe(1);
  });
});

describe('verify (in-page path)', () => {
  it('refuses each bad field by name and writes nothing', async () => {
    const { id } = await newUnverifiedUser('rnbad01');
    const client = await signedIn('rnbad01');
    await sendCode(client);
    const good = { realName: '张三', certNo: ID_A, smsCode: '123456' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ realName: '' }, 'realName', '请输入真实姓名'],
      [{ realName: '张' }, 'realName', '姓名应为2-30个字符'],
      [{ realName: '张'.repeat(31) }, 'realName', '姓名应为2-30个字符'],
      [{ realName: 'Zhang San' }, 'realName', '姓名只能包含汉字'],
      [{ realName: '张三3' }, 'realName', '姓名只能包含汉字'],
      [{ certNo: '' }, 'certNo', '输入不能为空'],
      [{ certNo: '1101011990030700' }, 'certNo', '身份证格式不正确'],
      [
        { certNo: `${ID_A.slice(0, 17)}${ID_A.endsWith('0') ? '1' : '0'}` },
        'certNo',
        '身份证号码校验位不正确',
      ],
      [{ certNo: withResidentIdCheckChar('99010119900307001') }, 'certNo', '身份证号码的地区码不正确'],
      [{ smsCode: '' }, 'smsCode', '请输入短信验证码'],
      [{ smsCode: '1234567' }, 'smsCode', '短信验证码不能超过6位'],
    ];
    const before = await counts();
    for (const [change, field, text] of cases) {
      const reply = await client.post(VERIFY, { ...good, ...change });
      expect(reply.statusCode, JSON.stringify(change)).toBe(400);
      expect(reply.json().error_no).toBe(ERROR_CODES.VALIDATION);
      expect(reply.json().error_info).toContain(`${field}: ${text}`);
    }
    expect(await counts()).toEqual(before);
    expect((await userRow(id)).realNameVerifiedAt).toBeNull();
  });

  it('refuses a wrong SMS code (111002) and a missing or used one (111051), writing nothing', async () => {
    const { id, mobile } = await newUnverifiedUser('rnsms02');
    const client = await signedIn('rnsms02');
    const before = await counts();
    const none = await client.post(VERIFY, { realName: '李四', certNo: ID_B, smsCode: '123456' });
    expect(none.json().error_no).toBe(ERROR_CODES.SMS_CODE_EXPIRED);
    await sendCode(client);
    const code = (await lastSmsCode(db(), mobile))!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await client.post(VERIFY, { realName: '李四', certNo: ID_B, smsCode: wrongCode });
    expect(wrong.json().error_no).toBe(ERROR_CODES.SMS_CODE_WRONG);
    expect(await counts()).toEqual(before);
    const row = await userRow(id);
    expect([row.realName, row.certNo, row.realNameVerifiedAt, row.rawRoleCode]).toEqual([
      null,
      null,
      null,
      'toVerified',
    ]);
    // The code of another purpose does not verify: a login code is not a real-name code.
    await forgetSentCodes(db(), mobile);
    await t.app.sms.send({ mobile, purpose: 'login' });
    const other = await client.post(VERIFY, {
      realName: '李四',
      certNo: ID_B,
      smsCode: (await lastSmsCode(db(), mobile))!,
    });
    expect(other.json().error_no).toBe(ERROR_CODES.SMS_CODE_EXPIRED);
  });

  it('verifies: name, number and time stored, role supplier at once in the same session, audited', async () => {
    const { id, mobile } = await newUnverifiedUser('rnok01');
    const client = await signedIn('rnok01');
    expect(await permissions(client)).not.toContain(PERMISSIONS.request.add);
    const menusBefore = JSON.stringify((await client.get('/api/user/menus')).json().data);
    await sendCode(client);
    const before = await rowCounts(db(), { auditLog });

    const reply = await client.post(VERIFY, {
      realName: ' 王五 ',
      certNo: ID_C.toLowerCase(),
      smsCode: (await lastSmsCode(db(), mobile))!,
    });
    expect(reply.json(), reply.body).toMatchObject({
      error_no: 0,
      data: {
        verified: true,
        realName: '*五',
        certNo: `${ID_C.slice(0, 3)}***********${ID_C.slice(-4)}`,
        userAgentRawRoleCode: 'normal',
        userAgentRoleCode: 'supplier',
      },
    });
    const row = await userRow(id);
    expect(row).toMatchObject({
      realName: '王五',
      certNo: ID_C,
      rawRoleCode: 'normal',
      roleCode: 'supplier',
    });
    expect(row.realNameVerifiedAt).toBeInstanceOf(Date);
    expect(await roleCodes(id)).toEqual(['supplier']);

    // The same session, no new sign-in: the new role's permissions and menus are there.
    expect(await permissions(client)).toContain(PERMISSIONS.request.add);
    expect(JSON.stringify((await client.get('/api/user/menus')).json().data)).not.toBe(menusBefore);
    expect((await client.get(STATUS)).json().data).toMatchObject({ verified: true, realName: '*五' });

    expect(await rowCounts(db(), { auditLog })).toEqual({ auditLog: before.auditLog! + 1 });
    const [audit] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({
      tenantId,
      actorUserId: id,
      action: 'account.realname.verify',
      entity: 'user',
      entityId: String(id),
      detail: { method: 'sms', certNo: `${ID_C.slice(0, 3)}***********${ID_C.slice(-4)}` },
    });

    // Once is enough.
    const again = await client.post(VERIFY, { realName: '王五', certNo: ID_C, smsCode: '123456' });
    expect(again.json()).toMatchObject({ error_no: ERROR_CODES.CONFLICT });
    expect(again.json().error_info).toContain('您已完成实名认证');
    const { cc, answer } = await imageCode(t.app);
    expect((await client.post(SEND, { reqSessionId: cc, checkCode: answer })).json().error_no).toBe(
      ERROR_CODES.CONFLICT,
    );
  });

  it('refuses an ID number another user of the tenant verified, before the SMS code is spent', async () => {
    const { id, mobile } = await newUnverifiedUser('rndup01');
    const client = await signedIn('rndup01');
    await sendCode(client);
    const code = (await lastSmsCode(db(), mobile))!;
    const before = await counts();
    const reply = await client.post(VERIFY, { realName: '赵六', certNo: ID_C, smsCode: code });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error_no).toBe(ERROR_CODES.CONFLICT);
    expect(reply.json().error_info).toBe('certNo: 该身份证号已被本平台其他用户实名认证，请核对后重新输入');
    expect(await counts()).toEqual(before);
    expect((await userRow(id)).realNameVerifiedAt).toBeNull();
    // The code is still good for a number of their own.
    const ok = await client.post(VERIFY, { realName: '赵六', certNo: ID_B, smsCode: code });
    expect(ok.json().error_no, ok.body).toBe(0);
  });
});

describe('QR path', () => {
  async function qrLink(client: Client): Promise<{ url: URL; token: string }> {
    const reply = await client.post(QR_TOKEN);
    expect(reply.json().error_no, reply.body).toBe(0);
    const url = new URL(reply.json().data.url as string);
    return { url, token: url.searchParams.get('token')! };
  }

  it('issues a link to the phone page of this site, good for 10 minutes', async () => {
    await newUnverifiedUser('rnqr01');
    const client = await signedIn('rnqr01');
    const started = Date.now();
    const reply = await client.post(QR_TOKEN);
    const { url, expiresAt } = reply.json().data as { url: string; expiresAt: string };
    expect(new URL(url).pathname).toBe('/member/realname/scan');
    expect(new URL(url).origin).toBe('http://localhost');
    const ttl = Date.parse(expiresAt) - started;
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 1000);
  });

  it('verifies from a phone without a session; the desktop session sees it; a second use is refused', async () => {
    const { id } = await newUnverifiedUser('rnqr02');
    const desktop = await signedIn('rnqr02');
    const { token } = await qrLink(desktop);
    const phone = await visitor(t.app);

    expect((await phone.post(QR_INFO, { token })).json()).toMatchObject({
      error_no: 0,
      data: { account: 'rnqr02', name: 'rnqr02有限公司' },
    });
    const bad = await phone.post(QR_VERIFY, { token, realName: '孙', certNo: ID_D });
    expect(bad.json().error_info).toContain('realName: 姓名应为2-30个字符');
    const reply = await phone.post(QR_VERIFY, { token, realName: '孙七', certNo: ID_D });
    expect(reply.json(), reply.body).toMatchObject({ error_no: 0, data: { realName: '*七' } });

    expect(await roleCodes(id)).toEqual(['supplier']);
    expect((await desktop.get(STATUS)).json().data).toMatchObject({
      verified: true,
      userAgentRawRoleCode: 'normal',
      userAgentRoleCode: 'supplier',
    });
    expect(await permissions(desktop)).toContain(PERMISSIONS.request.add);
    const [audit] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({
      actorUserId: id,
      action: 'account.realname.verify',
      detail: { method: 'qr' },
    });

    const before = await counts();
    for (const used of [
      await phone.post(QR_INFO, { token }),
      await phone.post(QR_VERIFY, { token, realName: '孙七', certNo: ID_D }),
    ]) {
      expect(used.json()).toMatchObject({ error_no: ERROR_CODES.CONFLICT });
      expect(used.json().error_info).toBe('token: 二维码已使用，该账号已完成实名认证');
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses a tampered, a forged and an expired token, writing nothing', async () => {
    const { id } = await newUnverifiedUser('rnqr03');
    const desktop = await signedIn('rnqr03');
    const { token } = await qrLink(desktop);
    const phone = await visitor(t.app);
    const [userId, expires, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;

    // Another user's id under this signature, a later expiry, a changed signature, garbage.
    const other = (await db().select({ id: users.id }).from(users).where(eq(users.account, 'comp02')))[0]!.id;
    const [secret] = await db()
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, 'session_secret'));
    const elevenMinutesAgo = () => new Date(Date.now() - 11 * 60_000);
    const expired = (await new QrTokens(async () => secret!.value, elevenMinutesAgo).issue(id, 10 * 60_000))
      .token;
    const cases: [string, string][] = [
      [`${other}.${expires}.${signature}`, '二维码已被篡改'],
      [`${userId}.${Number(expires) + 3_600_000}.${signature}`, '二维码已被篡改'],
      [`${userId}.${expires}.${flipped}`, '二维码已被篡改'],
      ['not-a-token', '二维码无效'],
      [expired, '二维码已过期'],
    ];
    const before = await counts();
    for (const [bad, text] of cases) {
      for (const reply of [
        await phone.post(QR_INFO, { token: bad }),
        await phone.post(QR_VERIFY, { token: bad, realName: '周八', certNo: ID_A }),
      ]) {
        expect(reply.json().error_no, bad).toBe(ERROR_CODES.VALIDATION);
        expect(reply.json().error_info, bad).toContain(`token: ${text}`);
      }
    }
    const empty = await phone.post(QR_VERIFY, { token: '', realName: '周八', certNo: ID_A });
    expect(empty.json().error_info).toContain('token: 二维码无效');
    expect(await counts()).toEqual(before);
    expect((await userRow(id)).realNameVerifiedAt).toBeNull();
    expect((await userRow(other)).realNameVerifiedAt).toBeNull();
  });

  it('refuses on the phone an ID number another user verified', async () => {
    await newUnverifiedUser('rnqr04');
    const { token } = await qrLink(await signedIn('rnqr04'));
    const reply = await (await visitor(t.app)).post(QR_VERIFY, { token, realName: '吴九', certNo: ID_D });
    expect(reply.json().error_info, reply.body).toBe(
      'certNo: 该身份证号已被本平台其他用户实名认证，请核对后重新输入',
    );
  });
});
