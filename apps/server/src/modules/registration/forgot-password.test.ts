import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@scf/shared';
import { auditLog, sessions, tenants, users } from '@/db/schema.ts';
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

const LOOKUP = '/g/eclp-server-new/v/api/member/reg/get_mobile_by_account';
const SEND = '/api/member/reg/send_forget_sms_code';
const RESET = '/api/member/reg/forget_reset_pwd';

/** Seeded accounts of T001 (demo-accounts.ts). */
const COMP = { account: 'comp01', password: 'Comp@12345', mobile: '13800001001' };
const BANK = { account: 'bank01', password: 'Bank@12345', mobile: '13800001002' };
const NEW_PASSWORD = 'Forgot#2025ok';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

async function userRow(account: string, tenantCode = 'T001') {
  const [row] = await t.database.db
    .select({ user: users })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(users.account, account), eq(tenants.code, tenantCode)));
  return row!.user;
}

async function sendCode(client: Client, fields: Record<string, unknown> = {}) {
  const { cc, answer } = await imageCode(t.app);
  return client.post(SEND, { reqSessionId: cc, checkCode: answer, ...fields });
}

async function reset(client: Client, fields: { userAccount: string; smsCode: string; password: string }) {
  const { keyId, encrypt } = await encrypter(client);
  return client.post(RESET, {
    userAccount: fields.userAccount,
    smsCode: fields.smsCode,
    newPwd: encrypt(fields.password),
    keyId,
  });
}

describe('POST get_mobile_by_account', () => {
  it('answers the mobile masked', async () => {
    const res = await (await visitor(t.app)).post(LOOKUP, { userAccount: COMP.account });
    expect(res.json()).toEqual({ error_no: 0, error_info: '', data: { mobile: '138****1001' } });
  });

  it('says 用户名不存在 (111003) for an unknown account, also in another tenant', async () => {
    const client = await visitor(t.app);
    for (const body of [{ userAccount: 'nobody99' }, { userAccount: 'comp01', tenantId: 'T999' }]) {
      const res = await client.post(LOOKUP, body);
      expect(res.json().error_no).not.toBe(0);
    }
    expect((await client.post(LOOKUP, { userAccount: 'nobody99' })).json()).toMatchObject({
      error_no: ERROR_CODES.ACCOUNT_UNKNOWN,
      error_info: '用户名不存在',
    });
  });

  it('refuses an account without a mobile with 111004', async () => {
    const db = t.database.db;
    const bank2 = await userRow('bank01', 'T002');
    await db.update(users).set({ mobile: null }).where(eq(users.id, bank2.id));
    const res = await (await visitor(t.app)).post(LOOKUP, { userAccount: 'bank01', tenantId: 'T002' });
    expect(res.json()).toMatchObject({ error_no: ERROR_CODES.MOBILE_MISMATCH });
    await db.update(users).set({ mobile: '13800002002' }).where(eq(users.id, bank2.id));
  });

  it('validates the account field', async () => {
    const client = await visitor(t.app);
    expect((await client.post(LOOKUP, { userAccount: '  ' })).json()).toMatchObject({
      error_no: ERROR_CODES.VALIDATION,
      error_info: 'userAccount: 此项为必填项',
    });
  });
});

describe('POST send_forget_sms_code', () => {
  it('needs the lookup first: 111003', async () => {
    const res = await sendCode(await visitor(t.app), { userAccount: COMP.account });
    expect(res.json()).toMatchObject({ error_no: ERROR_CODES.ACCOUNT_UNKNOWN, error_info: '用户名不存在' });
  });

  it('refuses a wrong image code with 111000 and sends nothing', async () => {
    const client = await visitor(t.app);
    await client.post(LOOKUP, { userAccount: BANK.account });
    const { cc } = await imageCode(t.app);
    const res = await client.post(SEND, { reqSessionId: cc, checkCode: 'QQQQ', userAccount: BANK.account });
    expect(res.json()).toMatchObject({ error_no: ERROR_CODES.GRAPHIC_CODE_WRONG });
    expect(await lastSmsCode(t.database.db, BANK.mobile)).toBeUndefined();
  });

  it('refuses another account than the one looked up (111003) and a mobile not the account’s (111004)', async () => {
    const client = await visitor(t.app);
    await client.post(LOOKUP, { userAccount: BANK.account });
    expect((await sendCode(client, { userAccount: COMP.account })).json().error_no).toBe(
      ERROR_CODES.ACCOUNT_UNKNOWN,
    );
    expect(
      (await sendCode(client, { userAccount: BANK.account, mobile: '13911112222' })).json(),
    ).toMatchObject({
      error_no: ERROR_CODES.MOBILE_MISMATCH,
      error_info: '手机号与账号不匹配',
    });
    expect(await lastSmsCode(t.database.db, BANK.mobile)).toBeUndefined();
  });

  it('refuses with 111004 when the account’s mobile changed since the lookup', async () => {
    const db = t.database.db;
    const client = await visitor(t.app);
    await client.post(LOOKUP, { userAccount: BANK.account });
    const bank = await userRow(BANK.account);
    await db.update(users).set({ mobile: '13911113333' }).where(eq(users.id, bank.id));
    try {
      expect((await sendCode(client, { userAccount: BANK.account })).json().error_no).toBe(
        ERROR_CODES.MOBILE_MISMATCH,
      );
    } finally {
      await db.update(users).set({ mobile: BANK.mobile }).where(eq(users.id, bank.id));
    }
  });

  it('sends the code to the account’s real mobile', async () => {
    const client = await visitor(t.app);
    await client.post(LOOKUP, { user_account: BANK.account });
    const res = await sendCode(client, { user_account: BANK.account });
    expect(res.json()).toEqual({ error_no: 0, error_info: '', data: { resendAfterSeconds: 60 } });
    expect(await lastSmsCode(t.database.db, BANK.mobile)).toMatch(/^\d{6}$/);
    await forgetSentCodes(t.database.db, BANK.mobile);
  });
});

describe('POST forget_reset_pwd', () => {
  it('refuses a new password breaking the rule, a wrong SMS code and an unknown step; nothing changes', async () => {
    const db = t.database.db;
    const client = await visitor(t.app);
    const before = await userRow(COMP.account);
    const audits = await rowCount(db, auditLog);

    expect(
      (await reset(client, { userAccount: COMP.account, smsCode: '123456', password: NEW_PASSWORD })).json()
        .error_no,
    ).toBe(ERROR_CODES.ACCOUNT_UNKNOWN);

    await client.post(LOOKUP, { userAccount: COMP.account });
    await sendCode(client, { userAccount: COMP.account });
    const code = (await lastSmsCode(db, COMP.mobile))!;

    for (const password of ['short', 'alllowercase1', 'Abc中文1234']) {
      const res = await reset(client, { userAccount: COMP.account, smsCode: code, password });
      expect(res.json()).toMatchObject({
        error_no: ERROR_CODES.VALIDATION,
        error_info: 'newPwd: 密码长度为6-20位，须包含数字、大写字母、小写字母、符号中的至少三种',
      });
    }
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await reset(client, { userAccount: COMP.account, smsCode: wrong, password: NEW_PASSWORD })).json(),
    ).toMatchObject({
      error_no: ERROR_CODES.SMS_CODE_WRONG,
    });
    expect(
      (await reset(client, { userAccount: BANK.account, smsCode: code, password: NEW_PASSWORD })).json()
        .error_no,
    ).toBe(ERROR_CODES.ACCOUNT_UNKNOWN);

    expect(await userRow(COMP.account)).toEqual(before);
    expect(await rowCount(db, auditLog)).toBe(audits);
    await forgetSentCodes(db, COMP.mobile);
  });

  it('sets the new password, signs the account out everywhere; the new password works, the old does not', async () => {
    const db = t.database.db;
    const comp = await userRow(COMP.account);
    await db.update(users).set({ passwordIsDefault: true }).where(eq(users.id, comp.id));
    const signedIn = await visitor(t.app);
    expect((await signIn(signedIn, COMP)).json().error_no).toBe(0);
    expect(await db.select().from(sessions).where(eq(sessions.userId, comp.id))).toHaveLength(1);

    const client = await visitor(t.app);
    expect((await client.post(LOOKUP, { userAccount: COMP.account })).json().data.mobile).toBe('138****1001');
    expect((await sendCode(client, { userAccount: COMP.account })).json().error_no).toBe(0);
    const res = await reset(client, {
      userAccount: COMP.account,
      smsCode: (await lastSmsCode(db, COMP.mobile))!,
      password: NEW_PASSWORD,
    });
    expect(res.json()).toEqual({ error_no: 0, error_info: '', data: null });

    const after = await userRow(COMP.account);
    expect(after.passwordHash).not.toBe(comp.passwordHash);
    expect(after.passwordIsDefault).toBe(false);
    expect(await db.select().from(sessions).where(eq(sessions.userId, comp.id))).toHaveLength(0);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(comp.id)), eq(auditLog.action, 'account.password.reset')));
    expect(audit).toMatchObject({ actorUserId: comp.id, entity: 'user', detail: { mobile: '138****1001' } });

    expect((await signedIn.get('/api/user/getCurrUser')).statusCode).toBe(401);
    expect((await signIn(await visitor(t.app), COMP)).json().error_no).not.toBe(0);
    expect((await signIn(await visitor(t.app), { ...COMP, password: NEW_PASSWORD })).json().error_no).toBe(0);

    // The lookup is spent: the same session cannot reset again without starting over.
    const again = await reset(client, {
      userAccount: COMP.account,
      smsCode: '123456',
      password: 'Another#2025',
    });
    expect(again.json().error_no).toBe(ERROR_CODES.ACCOUNT_UNKNOWN);
  });
});
