import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@scf/shared';
import type { UserOptionsReply, UserRow } from '@scf/shared/schemas/admin-access';
import { auditLog, members, sessions, userRoles, users } from '@/db/schema.ts';
import { browser, encrypter, passwordLogin, signedIn } from '@/modules/auth/test-support.ts';
import type { Browser } from '@/modules/auth/test-support.ts';
import {
  ACCESS_TABLES,
  permissionMap,
  postOk,
  servedMenuCodes,
} from '@/modules/admin-access/test-support.ts';
import { rowCounts } from '@/modules/user/test-support.ts';
import { createTestApp } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';

let t: TestApp;
let admin: Browser;
let adminT2: Browser;
let options: UserOptionsReply;
let optionsT2: UserOptionsReply;
const db = () => t.database.db;
const PASSWORD = 'Init#2026a';

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await signedIn(t.app, 'admin01');
  adminT2 = await signedIn(t.app, 'admin01', 'T002', '127.0.0.2');
  options = await postOk<UserOptionsReply>(admin, '/api/admin/user/options');
  optionsT2 = await postOk<UserOptionsReply>(adminT2, '/api/admin/user/options');
});
afterAll(() => t.close());

const roleId = (code: string, from = options) => {
  const role = from.roles.find((r) => r.code === code);
  if (!role) throw new Error(`no role ${code}`);
  return role.id;
};

/** The add form's body, the password encrypted as the page does. */
async function newUser(change: Record<string, unknown> = {}, password = PASSWORD) {
  const { keyId, encrypt } = await encrypter(admin);
  return {
    account: 'clerk01',
    name: '李文',
    mobile: '13900001111',
    user_type: 'comp',
    role_ids: [roleId('supplier')],
    member_id: options.members[0]?.id,
    password: encrypt(password),
    key_id: keyId,
    ...change,
  };
}

async function findUser(account: string, client = admin): Promise<UserRow> {
  const { rows } = await postOk<{ rows: UserRow[] }>(client, '/api/admin/user/query', { keyword: account });
  const row = rows.find((r) => r.account === account);
  if (!row) throw new Error(`no user ${account}`);
  return row;
}

describe('user accounts', () => {
  it('offers the tenant’s roles, active enterprises and institutions, and lists users with filters', async () => {
    expect(options.roles.map((r) => r.code)).toEqual(
      expect.arrayContaining(['supplier', 'financeOrg', 'operator']),
    );
    expect(options.members.map((m) => m.name)).toContain('深圳前海鼎盛电子科技有限公司');
    expect(options.institutions.map((i) => i.name)).toContain('海川银行股份有限公司');
    expect(options.roles.map((r) => r.id)).not.toContain(optionsT2.roles[0]?.id);

    const bank = await findUser('bank01');
    expect(bank).toMatchObject({
      userType: 'financeOrg',
      status: 'active',
      institutionName: '海川银行股份有限公司',
      roles: [{ code: 'financeOrg', status: 'enabled' }],
    });
    expect(bank.lastLoginAt).toBeNull();
    expect((await findUser('admin01')).lastLoginAt).not.toBeNull();
    const operators = await postOk<{ rows: UserRow[] }>(admin, '/api/admin/user/query', {
      user_type: 'operator',
    });
    expect(operators.rows.map((r) => r.account)).toEqual(['admin01']);
    const disabled = await postOk<{ total: number }>(admin, '/api/admin/user/query', { status: 'disabled' });
    expect(disabled.total).toBe(0);
    const bad = await admin.post('/api/admin/user/query', { user_type: 'boss' });
    expect(bad.json().error_info).toBe('userType: 用户类型应为企业用户、金融机构用户或平台运营人员');
  });

  it('refuses bad input naming the field and the rule, and writes nothing', async () => {
    const before = await rowCounts(db(), ACCESS_TABLES);
    const cases: [Record<string, unknown>, string][] = [
      [{ account: 'ab' }, 'account: 只能输入字母，数字，下划线，且只能以字母开头, 长度4-20位'],
      [{ account: '1abc' }, 'account: 只能输入字母，数字，下划线，且只能以字母开头, 长度4-20位'],
      [{ account: undefined }, 'account: 只能输入字母，数字，下划线，且只能以字母开头, 长度4-20位'],
      [{ name: '' }, 'name: 请输入姓名'],
      [{ name: '名'.repeat(17) }, 'name: 姓名不能超过16个字符'],
      [{ mobile: '12900001111' }, 'mobile: 手机号格式不正确'],
      [{ mobile: '' }, 'mobile: 请输入手机号'],
      [{ role_ids: [] }, 'roleIds: 请至少选择一个角色'],
      [{ user_type: 'boss' }, 'userType: 用户类型应为企业用户、金融机构用户或平台运营人员'],
      [{ member_id: undefined }, 'memberId: 请选择所属企业'],
      [{ user_type: 'financeOrg', member_id: undefined }, 'institutionId: 请选择所属机构'],
      [{ password: undefined }, 'password: 请输入初始密码'],
      [{ account: 'comp01' }, 'account: 用户名已存在'],
      [{ mobile: '13800001001' }, 'mobile: 该手机号已被其他用户使用'],
      [{ role_ids: [roleId('supplier', optionsT2)] }, 'roleIds: 角色不存在'],
      [{ member_id: optionsT2.members[0]?.id }, 'memberId: 企业不存在或已停用'],
      [
        { user_type: 'financeOrg', institution_id: optionsT2.institutions[0]?.id },
        'institutionId: 机构不存在',
      ],
    ];
    for (const [change, message] of cases) {
      const res = await admin.post('/api/admin/user/save', await newUser(change));
      expect(res.json().error_info, JSON.stringify(change)).toBe(message);
    }
    const weak = await admin.post('/api/admin/user/save', await newUser({}, 'abcdef'));
    expect(weak.json().error_info).toBe(
      'password: 密码长度为6-20位，须包含数字、大写字母、小写字母、符号中的至少三种',
    );
    expect(await rowCounts(db(), ACCESS_TABLES)).toEqual(before);
  });

  it('adds a user with a default password: they sign in, must change it, and hold exactly the role', async () => {
    const { id } = await postOk<{ id: string }>(admin, '/api/admin/user/save', await newUser());
    const [row] = await db()
      .select()
      .from(users)
      .where(eq(users.id, Number(id)));
    expect(row).toMatchObject({
      account: 'clerk01',
      userType: 'comp',
      status: 'active',
      passwordIsDefault: true,
      memberId: Number(options.members[0]?.id),
      institutionId: null,
      rawRoleCode: 'normal',
      roleCode: 'supplier',
    });
    expect(row?.passwordHash).toMatch(/^\$scrypt\$/);
    const [trail] = await db()
      .select({ action: auditLog.action, actor: auditLog.actorUserId, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, id)));
    expect(trail).toMatchObject({ action: 'create', detail: { account: 'clerk01', roles: ['supplier'] } });
    expect(JSON.stringify(trail)).not.toContain(PASSWORD);

    const clerk = browser(t.app, '127.0.0.3');
    const login = await passwordLogin(clerk, { account: 'clerk01', password: PASSWORD });
    expect(login.json()).toMatchObject({ error_no: 0, data: { defaultPassword: true } });
    expect((await clerk.get('/api/user/checkDefaultPwd')).json().data).toBe(true);
    expect(await permissionMap(clerk)).toHaveProperty('FINANCE_APPLY');
    expect(await servedMenuCodes(clerk)).toContain('ent_request_release');
  });

  it('of two concurrent adds of one account, exactly one wins', async () => {
    const bodies = [
      await newUser({ account: 'racer01', mobile: '13900002221' }),
      await newUser({ account: 'racer01', mobile: '13900002222' }),
    ];
    const results = await Promise.all(bodies.map((body) => admin.post('/api/admin/user/save', body)));
    expect(results.map((r) => r.json().error_no).sort()).toEqual([0, ERROR_CODES.CONFLICT]);
    expect(results.find((r) => r.json().error_no !== 0)?.json().error_info).toBe('account: 用户名已存在');
  });

  it('edits name, mobile, roles and enterprise; audited with what changed; the type stays', async () => {
    const clerk = await findUser('clerk01');
    const { keyId, encrypt } = await encrypter(admin);
    await postOk(admin, '/api/admin/user/save', {
      id: clerk.id,
      name: '李文静',
      mobile: '13900001112',
      role_ids: [roleId('supplier'), roleId('review_sup')],
      member_id: clerk.memberId,
      // Ignored on an edit: the type, account and password are not edited here.
      user_type: 'operator',
      account: 'other',
      password: encrypt('Other#2026'),
      key_id: keyId,
    });
    const after = await findUser('clerk01');
    expect(after).toMatchObject({ name: '李文静', mobile: '13900001112', userType: 'comp' });
    expect(after.roles.map((r) => r.code)).toEqual(['supplier', 'review_sup']);
    const [trail] = await db()
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, clerk.id), eq(auditLog.action, 'edit')));
    expect(trail?.detail).toMatchObject({
      changes: [
        { field: 'name', before: '李文', after: '李文静' },
        { field: 'mobile', before: '13900001111', after: '13900001112' },
      ],
      roles: { added: [Number(roleId('review_sup'))], removed: [] },
    });

    const before = await rowCounts(db(), ACCESS_TABLES);
    const taken = await admin.post('/api/admin/user/save', {
      id: clerk.id,
      name: '李文静',
      mobile: '13800001002',
      role_ids: [roleId('supplier')],
      member_id: clerk.memberId,
    });
    expect(taken.json().error_info).toBe('mobile: 该手机号已被其他用户使用');
    const noMember = await admin.post('/api/admin/user/save', {
      id: clerk.id,
      name: '李文静',
      mobile: '13900001112',
      role_ids: [roleId('supplier')],
    });
    expect(noMember.json().error_info).toBe('memberId: 请选择所属企业');
    expect(await rowCounts(db(), ACCESS_TABLES)).toEqual(before);
  });

  it('refuses an operator changing their own roles, and disabling themselves', async () => {
    const self = await findUser('admin01');
    const res = await admin.post('/api/admin/user/save', {
      id: self.id,
      name: self.name,
      mobile: self.mobile,
      role_ids: [roleId('supplier')],
    });
    expect(res.json().error_info).toBe('roleIds: 不能修改自己的角色');
    await postOk(admin, '/api/admin/user/save', {
      id: self.id,
      name: '运营小王',
      mobile: self.mobile,
      role_ids: [roleId('operator')],
    });
    const disable = await admin.post('/api/admin/user/disable', { id: self.id });
    expect(disable.json()).toMatchObject({
      error_no: ERROR_CODES.CONFLICT,
      error_info: '不能停用自己的账号',
    });
    expect((await findUser('admin01')).status).toBe('active');
  });

  it('disabling a user ends their sessions at once (the next request gets -100); they cannot sign in until enabled again', async () => {
    const clerk = await findUser('clerk01');
    const desk = browser(t.app, '127.0.0.5');
    expect((await passwordLogin(desk, { account: 'clerk01', password: PASSWORD })).json().error_no).toBe(0);
    expect((await desk.get('/api/user/getCurrUser')).json().error_no).toBe(0);

    await postOk(admin, '/api/admin/user/disable', { id: clerk.id });
    const stored = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.userId, Number(clerk.id)));
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.every((s) => s.endedReason !== null)).toBe(true);
    const next = await desk.get('/api/user/getCurrUser');
    expect(next.statusCode).toBe(401);
    expect(next.json()).toMatchObject({
      error_no: ERROR_CODES.SESSION_INVALID,
      error_info: '会话已失效,请重新登录',
    });
    const again = browser(t.app, '127.0.0.6');
    expect((await passwordLogin(again, { account: 'clerk01', password: PASSWORD })).json().error_no).toBe(
      ERROR_CODES.LOGIN_FAILED,
    );
    expect((await findUser('clerk01')).status).toBe('disabled');
    const twice = await admin.post('/api/admin/user/disable', { id: clerk.id });
    expect(twice.json()).toMatchObject({
      error_no: ERROR_CODES.CONFLICT,
      error_info: '用户状态已变化，请刷新后重试',
    });

    await postOk(admin, '/api/admin/user/enable', { id: clerk.id });
    expect((await passwordLogin(again, { account: 'clerk01', password: PASSWORD })).json().error_no).toBe(0);
    const actions = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, clerk.id)));
    expect(actions.map((a) => a.action)).toEqual(['create', 'edit', 'disable', 'enable']);
  });

  it("replaces a user's roles as a whole on an edit", async () => {
    const clerk = await findUser('clerk01');
    await postOk(admin, '/api/admin/user/save', {
      id: clerk.id,
      name: clerk.name,
      mobile: clerk.mobile,
      role_ids: [roleId('toVerified')],
      member_id: clerk.memberId,
    });
    const held = await db()
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, Number(clerk.id)));
    expect(held.map((r) => r.roleId)).toEqual([Number(roleId('toVerified'))]);
  });

  it('keeps the enterprise a user works for on an edit even once it is disabled; a new one must be active', async () => {
    const clerk = await findUser('clerk01');
    const memberId = Number(clerk.memberId);
    await db().update(members).set({ status: 'disabled' }).where(eq(members.id, memberId));
    try {
      await postOk(admin, '/api/admin/user/save', {
        id: clerk.id,
        name: '李文',
        mobile: clerk.mobile,
        role_ids: [roleId('toVerified')],
        member_id: clerk.memberId,
      });
      const added = await admin.post(
        '/api/admin/user/save',
        await newUser({ account: 'clerk02', mobile: '13900003333' }),
      );
      expect(added.json().error_info).toBe('memberId: 企业不存在或已停用');
    } finally {
      await db().update(members).set({ status: 'active' }).where(eq(members.id, memberId));
    }
  });
});
