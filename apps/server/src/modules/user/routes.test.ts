import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@scf/shared';
import { auditLog, tenants, users } from '@/db/schema.ts';
import { createTestApp } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';
import {
  encrypter,
  forgetSentCodes,
  imageCode,
  lastSmsCode,
  rowCount,
  signIn,
  visitor,
} from '@/modules/user/test-support.ts';
import type { Client } from '@/modules/user/test-support.ts';

/** Seeded accounts of T001 (demo-accounts.ts); each describe signs in as its own. */
const COMP = { account: 'comp01', password: 'Comp@12345', mobile: '13800001001' };
const BANK = { account: 'bank01', password: 'Bank@12345', mobile: '13800001002' };
const ADMIN = { account: 'admin01', password: 'Admin@12345', mobile: '13800001003' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

async function userRow(account: string) {
  const [row] = await t.database.db
    .select({ user: users })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(users.account, account), eq(tenants.code, 'T001')));
  return row!.user;
}

async function signedIn(who: { account: string; password: string }): Promise<Client> {
  const client = await visitor(t.app);
  const res = await signIn(client, who);
  expect(res.json()).toMatchObject({ error_no: 0 });
  return client;
}

const auditsOf = async (userId: number, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, String(userId)), eq(auditLog.action, action)));

describe('signed-in only', () => {
  it('refuses every call of the personal settings without a session', async () => {
    const client = await visitor(t.app);
    const calls = [
      client.get('/api/user/getCurrUser'),
      client.post('/api/user/modifyCurrUserInfo', { name: '张三' }),
      client.post('/api/user/resetPwd', { pwd: 'x', resetedPwd: 'y', keyId: 'k' }),
      client.post('/api/user/modify_mobile_send', {
        chkcodeReqId: 'x',
        chkcode: 'ABCD',
        mobile: '13900001111',
      }),
      client.post('/api/user/modify_mobile', {
        password: 'x',
        keyId: 'k',
        smsCode: '123456',
        mobile: '13900001111',
      }),
      client.post('/api/third_auths/auths_url', { redirectUrl: '/', identityType: 'comp' }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error_no).toBe(ERROR_CODES.SESSION_INVALID);
    }
  });
});

describe('GET /api/user/getCurrUser', () => {
  it('answers the signed-in user, with the sign-in before this one as the last login', async () => {
    const before = await userRow(COMP.account);
    const client = await signedIn(COMP);
    const res = await client.get('/api/user/getCurrUser');
    expect(res.json()).toEqual({
      error_no: 0,
      error_info: '',
      data: {
        userId: String(before.id),
        name: '演示企业用户',
        realName: null,
        mobilePhone: COMP.mobile,
        email: 'comp01@t001.demo.scf',
        jobNo: null,
        position: null,
        account: 'comp01',
        userType: 'comp',
        tenantName: '演示租户一',
        lastLoginDateTime: before.lastLoginAt?.toISOString() ?? null,
      },
    });
  });
});

describe('last login time', () => {
  it('is the previous sign-in, in the login reply and in getCurrUser alike', async () => {
    await signedIn(COMP);
    const first = await userRow(COMP.account);
    const client = await signedIn(COMP);
    const res = await client.get('/api/user/getCurrUser');
    expect(first.lastLoginAt).not.toBeNull();
    expect(res.json().data.lastLoginDateTime).toBe(first.lastLoginAt?.toISOString());
  });
});

describe('POST /api/user/modifyCurrUserInfo', () => {
  it('changes only the caller’s row, trimmed, and records it', async () => {
    const client = await signedIn(COMP);
    const bankBefore = await userRow(BANK.account);
    const res = await client.post('/api/user/modifyCurrUserInfo', {
      name: ' 张三丰 ',
      job_no: 'E-0001',
      email: 'zhang@example.cn',
      position: '财务经理',
    });
    expect(res.json()).toMatchObject({
      error_no: 0,
      data: { name: '张三丰', jobNo: 'E-0001', email: 'zhang@example.cn', position: '财务经理' },
    });
    expect(await userRow(COMP.account)).toMatchObject({
      name: '张三丰',
      jobNo: 'E-0001',
      email: 'zhang@example.cn',
      position: '财务经理',
    });
    expect(await userRow(BANK.account)).toEqual(bankBefore);
    const comp = await userRow(COMP.account);
    expect(await auditsOf(comp.id, 'account.info.change')).toHaveLength(1);

    // Absent fields stay, an emptied one is cleared.
    const cleared = await client.post('/api/user/modifyCurrUserInfo', { name: '张三丰', email: '' });
    expect(cleared.json().data).toMatchObject({ email: null, jobNo: 'E-0001', position: '财务经理' });
  });

  it('applies the limits: name 16, job number 20, email 30 and its format, position 30; nothing written', async () => {
    const client = await signedIn(COMP);
    const before = await userRow(COMP.account);
    const audits = await rowCount(t.database.db, auditLog);
    const cases: [Record<string, string>, string][] = [
      [{ name: '' }, 'name: 此项为必填项'],
      [{ name: '名'.repeat(17) }, 'name: 姓名不能超过16个字符'],
      [{ name: '张三', jobNo: 'J'.repeat(21) }, 'jobNo: 工号不能超过20个字符'],
      [{ name: '张三', email: `${'a'.repeat(20)}@example.com` }, 'email: 邮箱不能超过30个字符'],
      [{ name: '张三', email: 'not-an-email' }, 'email: 邮箱格式不正确'],
      [{ name: '张三', position: '职'.repeat(31) }, 'position: 职位不能超过30个字符'],
    ];
    for (const [body, info] of cases) {
      const res = await client.post('/api/user/modifyCurrUserInfo', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error_no: ERROR_CODES.VALIDATION, error_info: info });
    }
    expect(await userRow(COMP.account)).toEqual(before);
    expect(await rowCount(t.database.db, auditLog)).toBe(audits);

    const limits = await client.post('/api/user/modifyCurrUserInfo', {
      name: '名'.repeat(16),
      jobNo: 'J'.repeat(20),
      email: `${'a'.repeat(18)}@example.com`,
      position: '职'.repeat(30),
    });
    expect(limits.json().error_no).toBe(0);
  });
});

describe('POST /api/user/resetPwd', () => {
  const NEW = 'Changed#2025';

  async function change(client: Client, pwd: string, resetedPwd: string) {
    const { keyId, encrypt } = await encrypter(client);
    return client.post('/api/user/resetPwd', {
      pwd: encrypt(pwd),
      resetedPwd: encrypt(resetedPwd),
      keyId,
      pwdType: 'password',
    });
  }

  it('refuses a wrong current password (111052), a new one breaking the rule or equal to the old; nothing changes', async () => {
    const client = await signedIn(BANK);
    const before = await userRow(BANK.account);
    expect((await change(client, 'Wrong#12345', NEW)).json()).toMatchObject({
      error_no: ERROR_CODES.PASSWORD_WRONG,
      error_info: '登录密码错误',
    });
    for (const bad of ['Ab1!', 'abcdefgh', 'ABCD1234', 'Ab1!中文中文']) {
      expect((await change(client, BANK.password, bad)).json()).toMatchObject({
        error_no: ERROR_CODES.VALIDATION,
        error_info: 'resetedPwd: 密码长度为6-20位，须包含数字、大写字母、小写字母、符号中的至少三种',
      });
    }
    expect((await change(client, BANK.password, BANK.password)).json()).toMatchObject({
      error_no: ERROR_CODES.VALIDATION,
      error_info: 'resetedPwd: 新密码不能与原密码相同',
    });
    expect(await userRow(BANK.account)).toEqual(before);
  });

  it('changes the password and clears the default-password mark; the old password no longer signs in', async () => {
    const bank = await userRow(BANK.account);
    await t.database.db.update(users).set({ passwordIsDefault: true }).where(eq(users.id, bank.id));
    const client = await signedIn(BANK);
    const cookie = client.cookie;
    expect((await change(client, BANK.password, NEW)).json()).toEqual({
      error_no: 0,
      error_info: '',
      data: null,
    });
    const after = await userRow(BANK.account);
    expect(after.passwordIsDefault).toBe(false);
    expect(after.passwordHash).not.toBe(bank.passwordHash);
    expect(await auditsOf(bank.id, 'account.password.change')).toHaveLength(1);
    // The session that changed it stays signed in, under a new id (a sign-in ends any other).
    expect(client.cookie).not.toBe(cookie);
    expect((await client.get('/api/user/getCurrUser')).json().error_no).toBe(0);

    expect((await signIn(await visitor(t.app), BANK)).json().error_no).not.toBe(0);
    expect((await signIn(await visitor(t.app), { ...BANK, password: NEW })).json().error_no).toBe(0);
  });
});

describe('changing the mobile', () => {
  const NEW_MOBILE = '13922223333';

  async function sendCode(client: Client, mobile: string) {
    const { cc, answer } = await imageCode(t.app);
    return client.post('/api/user/modify_mobile_send', { chkcodeReqId: cc, chkcode: answer, mobile });
  }

  async function modify(client: Client, fields: { password: string; smsCode: string; mobile: string }) {
    const { keyId, encrypt } = await encrypter(client);
    return client.post('/api/user/modify_mobile', {
      password: encrypt(fields.password),
      keyId,
      smsCode: fields.smsCode,
      mobile: fields.mobile,
    });
  }

  it('sends the code to the new mobile only after the image code (111000)', async () => {
    const client = await signedIn(ADMIN);
    const { cc } = await imageCode(t.app);
    const wrong = await client.post('/api/user/modify_mobile_send', {
      chkcode_req_id: cc,
      chkcode: 'WXYZ',
      mobile: NEW_MOBILE,
    });
    expect(wrong.json()).toMatchObject({ error_no: ERROR_CODES.GRAPHIC_CODE_WRONG });
    expect(await lastSmsCode(t.database.db, NEW_MOBILE)).toBeUndefined();
  });

  it('refuses a mobile another user of the tenant holds, and the current one', async () => {
    const client = await signedIn(ADMIN);
    expect((await sendCode(client, COMP.mobile)).json()).toMatchObject({
      error_no: ERROR_CODES.CONFLICT,
      error_info: 'mobile: 该手机号已被其他用户使用',
    });
    expect((await sendCode(client, ADMIN.mobile)).json()).toMatchObject({
      error_no: ERROR_CODES.CONFLICT,
      error_info: 'mobile: 新手机号与当前手机号相同',
    });
    expect(await lastSmsCode(t.database.db, COMP.mobile)).toBeUndefined();
  });

  it('validates the fields', async () => {
    const client = await signedIn(ADMIN);
    const res = await client.post('/api/user/modify_mobile_send', {
      chkcodeReqId: 'x',
      chkcode: 'ABCD',
      mobile: '2390000',
    });
    expect(res.json()).toMatchObject({
      error_no: ERROR_CODES.VALIDATION,
      error_info: 'mobile: 手机号格式不正确',
    });
    const empty = await client.post('/api/user/modify_mobile', {
      password: '',
      keyId: 'k',
      smsCode: '1',
      mobile: NEW_MOBILE,
    });
    expect(empty.json()).toMatchObject({
      error_no: ERROR_CODES.VALIDATION,
      error_info: 'password: 请输入密码',
    });
  });

  it('changes the mobile with the login password (111052 when wrong) and the SMS code of the new mobile', async () => {
    const db = t.database.db;
    const client = await signedIn(ADMIN);
    const admin = await userRow(ADMIN.account);
    expect((await sendCode(client, NEW_MOBILE)).json()).toEqual({
      error_no: 0,
      error_info: '',
      data: { resendAfterSeconds: 60 },
    });
    const code = (await lastSmsCode(db, NEW_MOBILE))!;

    expect(
      (await modify(client, { password: 'Wrong#2025', smsCode: code, mobile: NEW_MOBILE })).json(),
    ).toMatchObject({
      error_no: ERROR_CODES.PASSWORD_WRONG,
      error_info: '登录密码错误',
    });
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(
      (await modify(client, { password: ADMIN.password, smsCode: wrongCode, mobile: NEW_MOBILE })).json(),
    ).toMatchObject({ error_no: ERROR_CODES.SMS_CODE_WRONG });
    // A code sent to one number does not change the mobile to another.
    expect(
      (await modify(client, { password: ADMIN.password, smsCode: code, mobile: '13922224444' })).json(),
    ).toMatchObject({ error_no: ERROR_CODES.SMS_CODE_EXPIRED });
    expect((await userRow(ADMIN.account)).mobile).toBe(ADMIN.mobile);
    expect(await auditsOf(admin.id, 'account.mobile.change')).toHaveLength(0);

    const res = await modify(client, { password: ADMIN.password, smsCode: code, mobile: NEW_MOBILE });
    expect(res.json()).toEqual({ error_no: 0, error_info: '', data: null });
    expect((await client.get('/api/user/getCurrUser')).json().data.mobilePhone).toBe(NEW_MOBILE);
    const [audit] = await auditsOf(admin.id, 'account.mobile.change');
    expect(audit).toMatchObject({
      actorUserId: admin.id,
      detail: { from: '138****1003', to: '139****3333' },
    });

    // The code is used up.
    await db.update(users).set({ mobile: ADMIN.mobile }).where(eq(users.id, admin.id));
    expect(
      (await modify(client, { password: ADMIN.password, smsCode: code, mobile: NEW_MOBILE })).json(),
    ).toMatchObject({ error_no: ERROR_CODES.SMS_CODE_EXPIRED });
    await forgetSentCodes(db, NEW_MOBILE);
  });
});

describe('POST /api/third_auths/auths_url', () => {
  it('answers the real-name page of this site with the redirect encoded', async () => {
    const client = await signedIn(COMP);
    const comp = await userRow(COMP.account);
    const res = await client.post('/api/third_auths/auths_url', {
      redirectUrl: '/member/center?tab=1',
      identityType: 'comp',
      terminalType: 'pc',
    });
    expect(res.json()).toEqual({
      error_no: 0,
      error_info: '',
      data: {
        url: `http://localhost/member/realname?userId=${comp.id}&identityType=comp&redirectUrl=%2Fmember%2Fcenter%3Ftab%3D1`,
      },
    });
    const absolute = await client.post('/api/third_auths/auths_url', {
      redirect_url: 'http://localhost/mainIndex',
      identity_type: 'comp',
    });
    expect(absolute.json().data.url).toContain('redirectUrl=%2FmainIndex');
    const none = await client.post('/api/third_auths/auths_url', { redirectUrl: '', identityType: '' });
    expect(none.json().data.url).toBe(`http://localhost/member/realname?userId=${comp.id}`);
  });

  it('refuses a redirect to another site', async () => {
    const client = await signedIn(COMP);
    for (const redirectUrl of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const res = await client.post('/api/third_auths/auths_url', { redirectUrl, identityType: 'comp' });
      expect(res.json()).toMatchObject({
        error_no: ERROR_CODES.VALIDATION,
        error_info: 'redirectUrl: 跳转地址必须是本站地址',
      });
    }
  });
});
