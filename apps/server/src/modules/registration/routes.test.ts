import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@scf/shared';
import { agreements, auditLog, roles, smsOutbox, tenants, userRoles, users } from '@/db/schema.ts';
import { seedDemoData } from '@/db/seed.ts';
import { createTestApp } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';
import {
  encrypter,
  forgetSentCodes,
  imageCode,
  lastSmsCode,
  rowCounts,
  signIn,
  visitor,
} from '@/modules/user/test-support.ts';
import type { Client } from '@/modules/user/test-support.ts';

const EXISTS = '/g/eclp-server-new/v/api/member/reg/is_account_existed';
const SEND = '/api/member/reg/send_reg_code';
const REGISTER = '/api/member/reg/quick_reg';
const AGREEMENTS = '/api/portal/fsp/member/get_reg_agreement';
const AGREEMENT = '/api/portal/fsp/member/reg_agreement_detail';

const PASSWORD = 'Reg@2024pass';
/** The seeded comp01 of T001 holds this mobile. */
const TAKEN_MOBILE = '13800001001';

let t: TestApp;
let client: Client;
let toVerifiedRoleId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  client = await visitor(t.app);
  const db = t.database.db;
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'T001'));
  // The registration attaches the tenant's toVerified role when there is one; make sure there is.
  await db
    .insert(roles)
    .values({ tenantId: tenant!.id, code: 'toVerified', name: '待实名认证' })
    .onConflictDoNothing();
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenant!.id), eq(roles.code, 'toVerified')));
  toVerifiedRoleId = role!.id;
});
afterAll(() => t.close());

const counts = () => rowCounts(t.database.db, { users, auditLog, userRoles });

/** Sends the registration SMS for `mobile` with a correctly answered image code. */
async function sendCode(mobile: string, extra: Record<string, unknown> = {}) {
  const { cc, answer } = await imageCode(t.app);
  return client.post(SEND, { mobile, reqSessionId: cc, checkCode: answer, ...extra });
}

interface Registration {
  userAccount: string;
  companyName: string;
  mobile: string;
  password?: string;
  smsCode?: string;
  tenantId?: string;
}

async function register({ password = PASSWORD, ...fields }: Registration) {
  const { keyId, encrypt } = await encrypter(client);
  return client.post(REGISTER, {
    smsCode: '000000',
    ...fields,
    userPwd: encrypt(password),
    keyId,
    terminalType: 'pc',
  });
}

/** Sends the SMS and registers with its code. */
async function registerFully(registration: Registration) {
  expect((await sendCode(registration.mobile, { tenantId: registration.tenantId })).json()).toMatchObject({
    error_no: 0,
  });
  return register({ ...registration, smsCode: await lastSmsCode(t.database.db, registration.mobile) });
}

describe('POST is_account_existed', () => {
  it('answers whether the account is taken in the default tenant T001', async () => {
    expect((await client.post(EXISTS, { userAccount: 'comp01' })).json()).toEqual({
      error_no: 0,
      error_info: '',
      data: true,
    });
    expect((await client.post(EXISTS, { user_account: 'nobody01' })).json().data).toBe(false);
  });

  it('asks the tenant the visitor picked, and refuses an unknown one', async () => {
    expect((await client.post(EXISTS, { userAccount: 'comp01', tenantId: 'T002' })).json().data).toBe(true);
    const res = await client.post(EXISTS, { userAccount: 'comp01', tenantId: 'T999' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error_no: ERROR_CODES.VALIDATION,
      error_info: 'tenantId: 租户不存在',
    });
  });

  it('applies the account rule', async () => {
    const res = await client.post(EXISTS, { userAccount: '9lives' });
    expect(res.json()).toMatchObject({
      error_no: ERROR_CODES.VALIDATION,
      error_info: 'userAccount: 只能输入字母，数字，下划线，且只能以字母开头, 长度4-20位',
    });
  });
});

describe('registration agreements', () => {
  it('lists the agreements of the tenant, in order, with their texts', async () => {
    const res = await client.post(AGREEMENTS);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { id: string; articleName: string; articleText: string }[];
    expect(list.map((a) => a.articleName)).toEqual(['平台用户注册协议', '隐私政策']);
    expect(list[0]?.articleText).toContain('演示租户一');
    expect(list[1]?.articleText).toContain('我们收集的信息');
  });

  it('gives one agreement by id', async () => {
    const [first] = (await client.post(AGREEMENTS, {})).json().data as { id: string }[];
    const res = await client.post(AGREEMENT, { id: first!.id });
    expect(res.json()).toMatchObject({
      error_no: 0,
      data: { id: first!.id, articleName: '平台用户注册协议' },
    });
  });

  it('answers not found for an unknown id, a malformed one and another tenant’s agreement', async () => {
    const [other] = (await client.post(AGREEMENTS, { tenantId: 'T002' })).json().data as { id: string }[];
    for (const id of ['999999', 'abc', other!.id]) {
      const res = await client.post(AGREEMENT, { id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error_no: ERROR_CODES.NOT_FOUND, error_info: '记录不存在' });
    }
    expect((await client.post(AGREEMENT, { id: other!.id, tenantId: 'T002' })).json().error_no).toBe(0);
  });

  it('are seeded once however often the seed runs', async () => {
    await seedDemoData(t.database.db);
    const rows = await t.database.db.select({ id: agreements.id }).from(agreements);
    expect(rows).toHaveLength(4);
  });
});

describe('POST send_reg_code', () => {
  it('refuses a wrong image code with 111000 and sends nothing', async () => {
    const { cc } = await imageCode(t.app);
    const res = await client.post(SEND, { mobile: '13900000001', reqSessionId: cc, checkCode: 'ZZZZ' });
    expect(res.json()).toMatchObject({
      error_no: ERROR_CODES.GRAPHIC_CODE_WRONG,
      error_info: '图形验证码错误或已失效',
    });
    expect(await lastSmsCode(t.database.db, '13900000001')).toBeUndefined();
  });

  it('uses an image code once', async () => {
    const { cc, answer } = await imageCode(t.app);
    expect(
      (await client.post(SEND, { mobile: '13900000002', reqSessionId: cc, checkCode: answer })).json()
        .error_no,
    ).toBe(0);
    await forgetSentCodes(t.database.db, '13900000002');
    const again = await client.post(SEND, { mobile: '13900000002', reqSessionId: cc, checkCode: answer });
    expect(again.json().error_no).toBe(ERROR_CODES.GRAPHIC_CODE_WRONG);
  });

  it('refuses a mobile already registered in the tenant', async () => {
    const res = await sendCode(TAKEN_MOBILE);
    expect(res.json()).toMatchObject({
      error_no: ERROR_CODES.CONFLICT,
      error_info: 'mobile: 该手机号已注册',
    });
    expect(await lastSmsCode(t.database.db, TAKEN_MOBILE)).toBeUndefined();
  });

  it('sends a 6-digit code, then not again within 60 seconds (111005)', async () => {
    const res = await sendCode('13900000003');
    expect(res.json()).toEqual({ error_no: 0, error_info: '', data: { resendAfterSeconds: 60 } });
    expect(await lastSmsCode(t.database.db, '13900000003')).toMatch(/^\d{6}$/);
    expect((await sendCode('13900000003')).json().error_no).toBe(ERROR_CODES.SMS_TOO_FREQUENT);
  });

  it('validates the mobile and the image code fields', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ reqSessionId: 'x', checkCode: 'ABCD' }, 'mobile: '],
      [{ mobile: '12345678901', reqSessionId: 'x', checkCode: 'ABCD' }, 'mobile: 手机号格式不正确'],
      [{ mobile: '13900000004', reqSessionId: 'x', checkCode: 'ABCDE' }, 'checkCode: 图形验证码不能超过4位'],
      [{ mobile: '13900000004', reqSessionId: 'x', checkCode: ' ' }, 'checkCode: 请输入图形验证码'],
    ];
    for (const [body, info] of cases) {
      const res = await client.post(SEND, body);
      expect(res.json().error_no).toBe(ERROR_CODES.VALIDATION);
      expect(res.json().error_info).toContain(info);
    }
    const outbox = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, '13900000004'));
    expect(outbox).toHaveLength(0);
  });
});

describe('POST quick_reg', () => {
  it('creates a toVerified enterprise user, its role and an audit entry; the account signs in at once', async () => {
    const res = await registerFully({
      userAccount: 'newcomp01',
      companyName: '  上海示例供应链管理有限公司  ',
      mobile: '13900000010',
    });
    expect(res.statusCode).toBe(200);
    const { userId, qrUrl } = res.json().data as { userId: string; qrUrl: string };
    // inject's Host is localhost:80; the URL drops the default port.
    expect(qrUrl).toBe(`http://localhost/member/realname?userId=${userId}`);

    const db = t.database.db;
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.id, Number(userId)));
    expect(user).toMatchObject({
      account: 'newcomp01',
      name: '上海示例供应链管理有限公司',
      mobile: '13900000010',
      userType: 'comp',
      rawRoleCode: 'toVerified',
      roleCode: 'toVerified',
      status: 'active',
      passwordIsDefault: false,
    });
    expect(user!.passwordHash).toMatch(/^\$scrypt\$/);
    expect(await db.select().from(userRoles).where(eq(userRoles.userId, user!.id))).toEqual([
      { userId: user!.id, roleId: toVerifiedRoleId },
    ]);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, userId)));
    expect(audit).toMatchObject({
      tenantId: user!.tenantId,
      actorUserId: user!.id,
      action: 'account.register',
      entity: 'user',
    });

    const login = await signIn(await visitor(t.app), { account: 'newcomp01', password: PASSWORD });
    expect(login.json()).toMatchObject({
      error_no: 0,
      data: { userAgentRawRoleCode: 'toVerified', userType: 'comp', tenantId: 'T001' },
    });
  });

  it('registers in the tenant the visitor picked', async () => {
    const res = await registerFully({
      userAccount: 'comp01',
      companyName: '租户二新企业',
      mobile: '13900000011',
      tenantId: 'T002',
    });
    // comp01 exists in T002 too: the same account name is refused there.
    expect(res.json()).toMatchObject({
      error_no: ERROR_CODES.CONFLICT,
      error_info: 'userAccount: 用户名已存在',
    });
    await forgetSentCodes(t.database.db, '13900000011');
    const ok = await registerFully({
      userAccount: 'tenant2new',
      companyName: '租户二新企业',
      mobile: '13900000011',
      tenantId: 'T002',
    });
    expect(ok.json().error_no).toBe(0);
    expect((await client.post(EXISTS, { userAccount: 'tenant2new' })).json().data).toBe(false);
    expect((await client.post(EXISTS, { userAccount: 'tenant2new', tenantId: 'T002' })).json().data).toBe(
      true,
    );
    const login = await signIn(await visitor(t.app), {
      account: 'tenant2new',
      password: PASSWORD,
      tenantId: 'T002',
    });
    expect(login.json()).toMatchObject({ error_no: 0, data: { tenantId: 'T002' } });
  });

  it('ignores the picked tenant when tenant mode is off, as the sign-in does', async () => {
    const single = await createTestApp({
      database: { database: t.database, location: t.config.database, drop: async () => {} },
      env: { FEATURE_FLAGS: '{"isTenantMode":false}' },
    });
    try {
      const res = await (
        await visitor(single.app)
      ).post(EXISTS, { userAccount: 'tenant2new', tenantId: 'T002' });
      expect(res.json().data).toBe(false);
    } finally {
      await single.close();
    }
  });

  it('refuses a taken account with 用户名已存在 and writes nothing', async () => {
    const before = await counts();
    const res = await register({ userAccount: 'comp01', companyName: '某公司', mobile: '13900000012' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error_no: ERROR_CODES.CONFLICT,
      error_info: 'userAccount: 用户名已存在',
      data: { errors: [{ field: 'userAccount', rule: 'unique', message: '用户名已存在' }] },
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses a mobile already registered in the tenant', async () => {
    const before = await counts();
    const res = await register({ userAccount: 'freshname1', companyName: '某公司', mobile: TAKEN_MOBILE });
    expect(res.json()).toMatchObject({
      error_no: ERROR_CODES.CONFLICT,
      error_info: 'mobile: 该手机号已注册',
    });
    expect(await counts()).toEqual(before);
  });

  it('applies the account rule: a letter first, letters, digits or _, 4 to 20 characters', async () => {
    const before = await counts();
    for (const userAccount of ['1abc', '_abc', 'abc', 'a'.repeat(21), 'ab-cd', 'abc中文']) {
      const res = await register({ userAccount, companyName: '某公司', mobile: '13900000013' });
      expect(res.json()).toMatchObject({
        error_no: ERROR_CODES.VALIDATION,
        error_info: 'userAccount: 只能输入字母，数字，下划线，且只能以字母开头, 长度4-20位',
      });
    }
    expect(await counts()).toEqual(before);
  });

  it('trims the company name and allows 50 characters at most', async () => {
    const before = await counts();
    for (const [companyName, info] of [
      ['   ', 'companyName: 请输入公司名称'],
      ['企'.repeat(51), 'companyName: 公司名称不能超过50个字符'],
    ] as const) {
      const res = await register({ userAccount: 'company1', companyName, mobile: '13900000014' });
      expect(res.json()).toMatchObject({ error_no: ERROR_CODES.VALIDATION, error_info: info });
    }
    expect(await counts()).toEqual(before);
    const ok = await registerFully({
      userAccount: 'company50',
      companyName: ` ${'企'.repeat(50)} `,
      mobile: '13900000014',
    });
    expect(ok.json().error_no).toBe(0);
  });

  it('applies the password rule to the decrypted password: 6-20, three kinds of four, ASCII only', async () => {
    const before = await counts();
    for (const password of [
      'Ab1!x',
      `Ab1!${'x'.repeat(17)}`,
      'abcdef12',
      'ABCDEF!!',
      'Abc12中文字',
      'Abc 1234',
    ]) {
      const res = await register({
        userAccount: 'pwdrule1',
        companyName: '某公司',
        mobile: '13900000015',
        password,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error_no: ERROR_CODES.VALIDATION,
        error_info: 'userPwd: 密码长度为6-20位，须包含数字、大写字母、小写字母、符号中的至少三种',
        data: { errors: [{ field: 'userPwd' }] },
      });
    }
    expect(await counts()).toEqual(before);
  });

  it('accepts passwords at both length limits', async () => {
    for (const [userAccount, password, mobile] of [
      ['pwdmin01', 'Ab1!xy', '13900000016'],
      ['pwdmax01', `Ab1!${'x'.repeat(16)}`, '13900000017'],
    ] as const) {
      expect(
        (await registerFully({ userAccount, companyName: '某公司', mobile, password })).json().error_no,
      ).toBe(0);
    }
  });

  it('refuses a password that does not decrypt', async () => {
    const { keyId } = await encrypter(client);
    const res = await client.post(REGISTER, {
      userAccount: 'cipher01',
      companyName: '某公司',
      mobile: '13900000018',
      smsCode: '123456',
      userPwd: 'bm90IGEgY2lwaGVy',
      keyId,
    });
    expect(res.json()).toMatchObject({
      error_no: ERROR_CODES.VALIDATION,
      data: { errors: [{ field: 'userPwd' }] },
    });
  });

  it('checks the SMS code: 111051 when none was sent, 111002 when wrong; nothing is written', async () => {
    const before = await counts();
    const none = await register({ userAccount: 'smscheck1', companyName: '某公司', mobile: '13900000019' });
    expect(none.json()).toMatchObject({
      error_no: ERROR_CODES.SMS_CODE_EXPIRED,
      error_info: '短信验证码已失效，请重新获取',
    });

    await sendCode('13900000019');
    const code = await lastSmsCode(t.database.db, '13900000019');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await register({
      userAccount: 'smscheck1',
      companyName: '某公司',
      mobile: '13900000019',
      smsCode: wrongCode,
    });
    expect(wrong.json()).toMatchObject({
      error_no: ERROR_CODES.SMS_CODE_WRONG,
      error_info: '短信验证码错误',
    });
    expect(await counts()).toEqual(before);

    // The code of one mobile does not register another.
    const other = await register({
      userAccount: 'smscheck1',
      companyName: '某公司',
      mobile: '13900000020',
      smsCode: code,
    });
    expect(other.json().error_no).toBe(ERROR_CODES.SMS_CODE_EXPIRED);

    const right = await register({
      userAccount: 'smscheck1',
      companyName: '某公司',
      mobile: '13900000019',
      smsCode: code,
    });
    expect(right.json().error_no).toBe(0);
  });

  it('validates the mobile and SMS code fields', async () => {
    const before = await counts();
    for (const [fields, info] of [
      [{ mobile: '1390000001' }, 'mobile: 手机号格式不正确'],
      [{ smsCode: '1234567' }, 'smsCode: 短信验证码不能超过6位'],
      [{ smsCode: '' }, 'smsCode: 请输入短信验证码'],
    ] as const) {
      const res = await register({
        userAccount: 'fields01',
        companyName: '某公司',
        mobile: '13900000021',
        ...fields,
      });
      expect(res.json()).toMatchObject({ error_no: ERROR_CODES.VALIDATION, error_info: info });
    }
    expect(await counts()).toEqual(before);
  });

  it('accepts the snake_case payload of the spec', async () => {
    await sendCode('13900000022');
    const { keyId, encrypt } = await encrypter(client);
    const res = await client.post(REGISTER, {
      user_account: 'snake01',
      company_name: '蛇形企业',
      mobile: '13900000022',
      sms_code: await lastSmsCode(t.database.db, '13900000022'),
      user_pwd: encrypt(PASSWORD),
      key_id: keyId,
      terminal_type: 'pc',
    });
    expect(res.json().error_no).toBe(0);
  });
});
