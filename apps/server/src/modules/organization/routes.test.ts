import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PERMISSIONS } from '@scf/shared';
import type { ManagerRow, SalesmanRow } from '@scf/shared/schemas/organization';
import {
  accountManagers,
  auditLog,
  financingRequests,
  institutions,
  members,
  products,
  rolePermissions,
  roles,
  salesmanMembers,
  salesmen,
  userRoles,
} from '@/db/schema.ts';
import { seedOrganization } from '@/db/seed-organization.ts';
import { browser, passwordLogin, signedIn } from '@/modules/auth/test-support.ts';
import type { Browser } from '@/modules/auth/test-support.ts';
import { addInstitutionUser } from '@/modules/financing/test-support.ts';
import { tenantIdOf } from '@/modules/member-review/test-support.ts';
import { rowCounts } from '@/modules/user/test-support.ts';
import { createTestApp } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';

let t: TestApp;
let bank: Browser;
let admin: Browser;
let comp: Browser;
let comp02: Browser;
/** A user of 江南银行 (ORG_JNB): another institution of T001. */
let jnb: Browser;
/** bank01 and admin01 of T002: another tenant. */
let bank2: Browser;
let admin2: Browser;
/** An institution user of 海川银行 whose role holds ACCOUNT_MANAGER_ADD and SALESMAN_ADD only. */
let addOnly: Browser;
const ids = { hcb: 0, jnb: 0, t2Hcb: 0, t2Member: 0, supplier: 0, core: 0 };

const db = () => t.database.db;
const counts = () => rowCounts(db(), { accountManagers, salesmen, salesmanMembers, auditLog });

async function institutionId(tenantCode: string, userCode: string) {
  const tenantId = await tenantIdOf(db(), tenantCode);
  const [row] = await db()
    .select({ id: institutions.id })
    .from(institutions)
    .where(and(eq(institutions.tenantId, tenantId), eq(institutions.userCode, userCode)));
  return row!.id;
}

async function memberIds(tenantCode: string) {
  const rows = await db()
    .select({ id: members.id, name: members.enterpriseName })
    .from(members)
    .where(eq(members.tenantId, await tenantIdOf(db(), tenantCode)))
    .orderBy(asc(members.id));
  return rows;
}

/** A role of the tenant holding `codes`, given to the user instead of its own. */
async function giveRole(tenantCode: string, userId: number, code: string, codes: string[]) {
  const tenantId = await tenantIdOf(db(), tenantCode);
  const [role] = await db().insert(roles).values({ tenantId, code, name: code }).returning({ id: roles.id });
  await db()
    .insert(rolePermissions)
    .values(codes.map((permissionCode) => ({ roleId: role!.id, permissionCode })));
  await db().delete(userRoles).where(eq(userRoles.userId, userId));
  await db().insert(userRoles).values({ userId, roleId: role!.id });
}

/**
 * The operator holds the account manager codes in the demo; the salesman codes are added here, as
 * the demo's operator role is asked to have them (final report of this area).
 */
async function operatorGetsSalesmanCodes(tenantCode: string) {
  const tenantId = await tenantIdOf(db(), tenantCode);
  const [role] = await db()
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.code, 'operator')));
  await db()
    .insert(rolePermissions)
    .values(
      Object.values(PERMISSIONS.salesman).map((permissionCode) => ({ roleId: role!.id, permissionCode })),
    )
    .onConflictDoNothing();
}

async function signIn(account: string, password: string) {
  const client = browser(t.app);
  expect((await passwordLogin(client, { account, password })).json().error_no).toBe(0);
  return client;
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  // Not yet called by seed.ts: run here, twice, to show a second run changes nothing.
  await seedOrganization(db());
  await operatorGetsSalesmanCodes('T001');
  await operatorGetsSalesmanCodes('T002');
  [bank, admin, comp, comp02, bank2, admin2] = await Promise.all([
    signedIn(t.app, 'bank01'),
    signedIn(t.app, 'admin01'),
    signedIn(t.app, 'comp01'),
    signedIn(t.app, 'comp02'),
    signedIn(t.app, 'bank01', 'T002'),
    signedIn(t.app, 'admin01', 'T002'),
  ]);
  await addInstitutionUser(db(), 'T001', 'jnbank03', 'Jnb#20263', 'ORG_JNB');
  jnb = await signIn('jnbank03', 'Jnb#20263');
  const limited = await addInstitutionUser(db(), 'T001', 'hcbadd01', 'Hcb#20261', 'ORG_HCB');
  await giveRole('T001', limited, 'org_add_only', [PERMISSIONS.accountManager.add, PERMISSIONS.salesman.add]);
  addOnly = await signIn('hcbadd01', 'Hcb#20261');
  ids.hcb = await institutionId('T001', 'ORG_HCB');
  ids.jnb = await institutionId('T001', 'ORG_JNB');
  ids.t2Hcb = await institutionId('T002', 'ORG_HCB');
  const [supplier, core] = await memberIds('T001');
  ids.supplier = supplier!.id;
  ids.core = core!.id;
  ids.t2Member = (await memberIds('T002'))[0]!.id;
});
afterAll(() => t.close());

const data = <T>(res: { json(): unknown; body: string }): T => {
  const body = res.json() as { error_no: number; data: T };
  expect(body.error_no, res.body).toBe(0);
  return body.data;
};
const errorOf = (res: { json(): unknown }) => res.json() as { error_no: number; error_info: string };

async function managers(client: Browser, query: Record<string, unknown> = {}) {
  return data<{ rows: ManagerRow[]; total: number }>(
    await client.post('/api/manager/query', { page_size: 100, ...query }),
  );
}
async function salesmenOf(client: Browser, query: Record<string, unknown> = {}) {
  return data<{ rows: SalesmanRow[]; total: number }>(
    await client.post('/api/salesman/query', { page_size: 100, ...query }),
  );
}
const offered = async (client: Browser) =>
  data<{ rows: { id: string }[] }>(await client.post('/api/manager/get_account_manager_list', {})).rows.map(
    (r) => r.id,
  );
const managerStatus = async (id: string) =>
  (
    await db()
      .select({ s: accountManagers.status })
      .from(accountManagers)
      .where(eq(accountManagers.id, Number(id)))
  )[0]?.s;

describe('who may call', () => {
  it('refuses enterprise users (-107) on every call, writing nothing', async () => {
    const before = await counts();
    const calls: [string, unknown][] = [
      ['/api/org/institutions', {}],
      ['/api/manager/query', {}],
      ['/api/manager/save', { name: '张三', mobile: '13900000001' }],
      ['/api/manager/enable', { id: 1 }],
      ['/api/manager/disable', { id: 1 }],
      ['/api/salesman/query', {}],
      ['/api/salesman/save', { name: '张三', mobile: '13900000001' }],
      ['/api/salesman/enable', { id: 1 }],
      ['/api/salesman/disable', { id: 1 }],
      ['/api/salesman/members', { salesman_id: 1 }],
      ['/api/salesman/enterprises', { salesman_id: 1 }],
      ['/api/salesman/assign', { salesman_id: 1, members: [{ member_id: ids.core }] }],
      ['/api/salesman/unassign', { salesman_id: 1, member_id: ids.core }],
    ];
    for (const client of [comp, comp02]) {
      for (const [path, body] of calls) {
        const res = await client.post(path, body);
        expect(errorOf(res).error_no, path).toBe(ERROR_CODES.FORBIDDEN);
      }
    }
    expect(await counts()).toEqual(before);
  });

  it('lists the institutions whose staff the caller manages', async () => {
    const own = data<{ rows: { id: string; shortName: string }[] }>(await bank.post('/api/org/institutions'));
    expect(own.rows).toEqual([expect.objectContaining({ id: String(ids.hcb), shortName: '海川银行' })]);
    const all = data<{ rows: { id: string }[] }>(await admin.post('/api/org/institutions'));
    expect(all.rows.map((r) => r.id)).toEqual(expect.arrayContaining([String(ids.hcb), String(ids.jnb)]));
    expect(all.rows).toHaveLength(6);
    expect(all.rows.map((r) => r.id)).not.toContain(String(ids.t2Hcb));
  });

  it('holds a user to the code of each move: the add code does not edit, enable or disable', async () => {
    const saved = data<{ id: string }>(
      await addOnly.post('/api/manager/save', { name: '周一', mobile: '13900000011' }),
    );
    const before = await counts();
    const refused = [
      await addOnly.post('/api/manager/save', { id: saved.id, name: '周二', mobile: '13900000011' }),
      await addOnly.post('/api/manager/disable', { id: saved.id }),
      await addOnly.post('/api/manager/enable', { id: saved.id }),
      await addOnly.post('/api/salesman/assign', { salesman_id: 1, members: [{ member_id: ids.core }] }),
    ];
    for (const res of refused) expect(errorOf(res).error_no).toBe(ERROR_CODES.FORBIDDEN);
    expect(await counts()).toEqual(before);
    // Reading needs any code of the family.
    expect((await managers(addOnly)).rows.map((r) => r.id)).toContain(saved.id);
  });
});

describe('account managers', () => {
  it("lists the institution's own managers with the requests each handles, with filters", async () => {
    const list = await managers(bank);
    expect(list.total).toBe(list.rows.length);
    expect(
      list.rows.every((r) => r.institutionId === String(ids.hcb) && r.institutionName === '海川银行'),
    ).toBe(true);
    const wang = list.rows.find((r) => r.mobile === '13816600101')!;
    const handled = await db()
      .select({ id: financingRequests.id })
      .from(financingRequests)
      .where(eq(financingRequests.accountManagerId, Number(wang.id)));
    expect(wang.requestCount).toBe(handled.length);
    expect(wang.requestCount).toBeGreaterThan(0);
    expect(wang.openRequestCount).toBeGreaterThan(0);
    expect(wang.openRequestCount).toBeLessThanOrEqual(wang.requestCount);

    expect((await managers(bank, { keyword: '思远' })).rows.map((r) => r.name)).toEqual(['陈思远']);
    expect((await managers(bank, { mobile: '600103' })).rows.map((r) => r.name)).toEqual(['刘晓敏']);
    expect((await managers(bank, { status: 'disabled', keyword: '王立群' })).total).toBe(0);
    const paged = data<{ rows: ManagerRow[]; total: number }>(
      await bank.post('/api/manager/query', { page_no: 2, page_size: 2 }),
    );
    expect(paged.total).toBe(list.total);
    expect(paged.rows).toHaveLength(Math.min(2, list.total - 2));
    // Another institution named by an institution user: not found.
    expect(errorOf(await bank.post('/api/manager/query', { institution_id: ids.jnb })).error_no).toBe(
      ERROR_CODES.NOT_FOUND,
    );
    expect(errorOf(await bank.post('/api/manager/query', { status: 'gone' })).error_info).toBe(
      'status: 状态应为active、disabled之一',
    );
  });

  it('refuses bad input naming the field and the rule, and writes nothing', async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '', mobile: '13900000001' }, 'name: 请输入姓名'],
      [{ name: '   ', mobile: '13900000001' }, 'name: 请输入姓名'],
      [{ mobile: '13900000001' }, 'name: 请输入姓名'],
      [{ name: '欧阳'.repeat(8) + '明', mobile: '13900000001' }, 'name: 姓名不能超过16个字符'],
      [{ name: '张三', mobile: '' }, 'mobile: 请输入移动电话'],
      [{ name: '张三', mobile: '12900000001' }, 'mobile: 移动电话格式不正确'],
      [{ name: '张三', mobile: '1390000000' }, 'mobile: 移动电话格式不正确'],
      [{ name: '张三', mobile: '139000000012' }, 'mobile: 移动电话格式不正确'],
      [{ name: '张三', mobile: '1390000000a' }, 'mobile: 移动电话格式不正确'],
      [{ name: '张三', mobile: '13816600101' }, 'mobile: 本机构已有使用该手机号的客户经理'],
      [{ id: 'x', name: '张三', mobile: '13900000001' }, 'id: 编号不正确'],
    ];
    for (const [body, message] of cases) {
      const res = errorOf(await bank.post('/api/manager/save', body));
      expect(res.error_no, JSON.stringify(body)).toBe(ERROR_CODES.VALIDATION);
      expect(res.error_info).toBe(message);
    }
    // 16 characters is the limit, not over it.
    expect(
      errorOf(await bank.post('/api/manager/save', { name: '欧阳'.repeat(8), mobile: 'x' })).error_info,
    ).toBe('mobile: 移动电话格式不正确');
    // The operator must name the institution, one of its tenant.
    expect(
      errorOf(await admin.post('/api/manager/save', { name: '张三', mobile: '13900000001' })).error_info,
    ).toBe('institutionId: 请选择机构');
    expect(
      errorOf(
        await admin.post('/api/manager/save', {
          name: '张三',
          mobile: '13900000001',
          institution_id: ids.t2Hcb,
        }),
      ).error_no,
    ).toBe(ERROR_CODES.NOT_FOUND);
    expect(
      errorOf(
        await bank.post('/api/manager/save', {
          name: '张三',
          mobile: '13900000001',
          institution_id: ids.jnb,
        }),
      ).error_no,
    ).toBe(ERROR_CODES.NOT_FOUND);
    expect(await counts()).toEqual(before);
  });

  it('adds and edits a manager, audited; the mobile is unique within the institution only', async () => {
    const { id } = data<{ id: string }>(
      await bank.post('/api/manager/save', { name: ' 孙可 ', mobile: '13900000021' }),
    );
    const [row] = await db()
      .select()
      .from(accountManagers)
      .where(eq(accountManagers.id, Number(id)));
    expect(row).toMatchObject({
      institutionId: ids.hcb,
      name: '孙可',
      mobile: '13900000021',
      status: 'active',
    });
    expect(await offered(bank)).toContain(id);
    // The same mobile in another institution is another person's business.
    data(await jnb.post('/api/manager/save', { name: '孙可', mobile: '13900000021' }));

    data(await bank.post('/api/manager/save', { id, name: '孙可欣', mobile: '13900000022' }));
    // Saving its own mobile again is no clash.
    data(await bank.post('/api/manager/save', { id, name: '孙可欣', mobile: '13900000022' }));
    expect(
      errorOf(await bank.post('/api/manager/save', { id, name: '孙可欣', mobile: '13816600102' })).error_info,
    ).toBe('mobile: 本机构已有使用该手机号的客户经理');
    const [edited] = await db()
      .select()
      .from(accountManagers)
      .where(eq(accountManagers.id, Number(id)));
    expect(edited).toMatchObject({ name: '孙可欣', mobile: '13900000022' });
    const trail = await db()
      .select({ action: auditLog.action, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'account_manager'), eq(auditLog.entityId, id)))
      .orderBy(asc(auditLog.id));
    expect(trail.map((a) => a.action)).toEqual(['add', 'edit', 'edit']);
    expect(trail[1]!.detail).toMatchObject({
      from: { name: '孙可', mobile: '13900000021' },
      to: { name: '孙可欣', mobile: '13900000022' },
    });
  });

  it("answers not found for another institution's or another tenant's manager, changing nothing", async () => {
    const [hcbManager] = (await managers(bank)).rows;
    const before = await counts();
    for (const client of [jnb, bank2, admin2]) {
      for (const [path, body] of [
        ['/api/manager/save', { id: hcbManager!.id, name: '篡改', mobile: '13900000031' }],
        ['/api/manager/disable', { id: hcbManager!.id }],
        ['/api/manager/enable', { id: hcbManager!.id }],
      ] as const) {
        const res = errorOf(await client.post(path, body));
        expect(res.error_no, path).toBe(ERROR_CODES.NOT_FOUND);
        expect(res.error_info).toBe('客户经理不存在');
      }
    }
    expect((await managers(bank2)).rows.map((r) => r.id)).not.toContain(hcbManager!.id);
    expect((await managers(admin2)).rows.map((r) => r.id)).not.toContain(hcbManager!.id);
    expect(await counts()).toEqual(before);
    expect(await managerStatus(hcbManager!.id)).toBe('active');
  });

  it('a disabled manager is not offered nor accepted at acceptance, keeps its requests, and comes back when enabled', async () => {
    const { id } = data<{ id: string }>(
      await bank.post('/api/manager/save', { name: '钱多多', mobile: '13900000041' }),
    );
    data(await bank.post('/api/manager/disable', { id }));
    expect(await managerStatus(id)).toBe('disabled');
    expect(await offered(bank)).not.toContain(id);
    expect(errorOf(await bank.post('/api/manager/disable', { id }))).toMatchObject({
      error_no: ERROR_CODES.CONFLICT,
      error_info: '状态已变化，请刷新后重试',
    });
    expect((await managers(bank, { status: 'disabled' })).rows.map((r) => r.id)).toContain(id);

    // The demo's submitted application to 海川银行.
    const [open] = await db()
      .select({ id: financingRequests.id, productCode: products.productCode })
      .from(financingRequests)
      .innerJoin(products, eq(products.id, financingRequests.productId))
      .where(and(eq(financingRequests.institutionId, ids.hcb), eq(financingRequests.status, 'submitted')))
      .limit(1);
    const accept = { finance_apply_id: open!.id, accept_result: 1, product_code: open!.productCode };
    expect(
      errorOf(await bank.post('/api/financing/accept', { ...accept, account_manager_id: id })).error_info,
    ).toBe('accountManagerId: 客户经理不存在或已停用');
    const [still] = await db()
      .select({ status: financingRequests.status })
      .from(financingRequests)
      .where(eq(financingRequests.id, open!.id));
    expect(still!.status).toBe('submitted');

    // A manager with requests keeps them when disabled.
    const wang = (await managers(bank, { keyword: '王立群' })).rows[0]!;
    data(await bank.post('/api/manager/disable', { id: wang.id }));
    expect((await managers(bank, { keyword: '王立群' })).rows[0]).toMatchObject({
      status: 'disabled',
      requestCount: wang.requestCount,
    });
    data(await bank.post('/api/manager/enable', { id: wang.id }));

    data(await bank.post('/api/manager/enable', { id }));
    expect(await offered(bank)).toContain(id);
    data(await bank.post('/api/financing/accept', { ...accept, account_manager_id: id }));
    expect((await managers(bank, { keyword: '钱多多' })).rows[0]).toMatchObject({
      requestCount: 1,
      openRequestCount: 1,
    });
    const actions = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'account_manager'), eq(auditLog.entityId, id)))
      .orderBy(asc(auditLog.id));
    expect(actions.map((a) => a.action)).toEqual(['add', 'disable', 'enable']);
  });

  it("lets the operator manage any institution's managers of its tenant", async () => {
    const all = await managers(admin);
    expect(new Set(all.rows.map((r) => r.institutionId)).size).toBe(6);
    const ofJnb = await managers(admin, { institution_id: ids.jnb });
    expect(
      ofJnb.rows.every((r) => r.institutionId === String(ids.jnb) && r.institutionName === '江南银行'),
    ).toBe(true);
    expect(errorOf(await admin.post('/api/manager/query', { institution_id: ids.t2Hcb })).error_no).toBe(
      ERROR_CODES.NOT_FOUND,
    );

    const { id } = data<{ id: string }>(
      await admin.post('/api/manager/save', { name: '吴越', mobile: '13900000051', institution_id: ids.jnb }),
    );
    expect(await offered(jnb)).toContain(id);
    expect(await offered(bank)).not.toContain(id);
    // An edit keeps the institution, whatever the body names.
    data(
      await admin.post('/api/manager/save', {
        id,
        name: '吴越人',
        mobile: '13900000051',
        institution_id: ids.hcb,
      }),
    );
    const [row] = await db()
      .select()
      .from(accountManagers)
      .where(eq(accountManagers.id, Number(id)));
    expect(row).toMatchObject({ institutionId: ids.jnb, name: '吴越人' });
    data(await admin.post('/api/manager/disable', { id }));
    expect(await offered(jnb)).not.toContain(id);
    data(await admin.post('/api/manager/enable', { id }));
    expect(await offered(jnb)).toContain(id);
  });

  it('settles concurrent moves: one of two disables, one of two adds of one mobile', async () => {
    const { id } = data<{ id: string }>(
      await bank.post('/api/manager/save', { name: '并发', mobile: '13900000061' }),
    );
    const disables = await Promise.all([
      bank.post('/api/manager/disable', { id }),
      admin.post('/api/manager/disable', { id }),
    ]);
    expect(disables.map((r) => errorOf(r).error_no).sort()).toEqual([0, ERROR_CODES.CONFLICT]);
    const logged = await db()
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'account_manager'),
          eq(auditLog.entityId, id),
          eq(auditLog.action, 'disable'),
        ),
      );
    expect(logged).toHaveLength(1);

    const adds = await Promise.all([
      bank.post('/api/manager/save', { name: '甲', mobile: '13900000062' }),
      admin.post('/api/manager/save', { name: '乙', mobile: '13900000062', institution_id: ids.hcb }),
    ]);
    expect(adds.map((r) => errorOf(r).error_no).sort()).toEqual([0, ERROR_CODES.VALIDATION]);
    const rows = await db()
      .select({ id: accountManagers.id })
      .from(accountManagers)
      .where(and(eq(accountManagers.institutionId, ids.hcb), eq(accountManagers.mobile, '13900000062')));
    expect(rows).toHaveLength(1);
  });
});

describe('salesmen', () => {
  const holder = async (institution: number, memberId: number) =>
    (
      await db()
        .select({ s: salesmanMembers.salesmanId })
        .from(salesmanMembers)
        .where(and(eq(salesmanMembers.institutionId, institution), eq(salesmanMembers.memberId, memberId)))
    )[0]?.s ?? null;
  const enterprises = async (client: Browser, salesmanId: string, keyword?: string) =>
    data<{ rows: { memberId: string; salesmanId: string | null; salesmanName: string | null }[] }>(
      await client.post('/api/salesman/enterprises', { salesman_id: salesmanId, keyword }),
    ).rows;
  const membersOf = async (client: Browser, salesmanId: string) =>
    data<{ rows: { memberId: string; enterpriseName: string }[]; total: number }>(
      await client.post('/api/salesman/members', { salesman_id: salesmanId }),
    );

  it("seeds the demo's salesmen once, with the enterprises assigned", async () => {
    const before = await counts();
    await seedOrganization(db());
    expect(await counts()).toEqual(before);
    const hcb = await salesmenOf(bank);
    expect(hcb.rows.map((r) => r.name).sort()).toEqual(['张明辉', '李婉清'].sort());
    expect(hcb.rows.reduce((n, r) => n + r.memberCount, 0)).toBe((await memberIds('T001')).length);
    const jnbRows = (await salesmenOf(jnb)).rows;
    expect(jnbRows.map((r) => r.name)).toEqual(['赵子涵']);
    expect(jnbRows[0]!.memberCount).toBe((await memberIds('T001')).length);
    expect((await salesmenOf(bank2)).rows.map((r) => r.name).sort()).toEqual(['张明辉', '李婉清'].sort());
  });

  it('refuses bad input naming the field and the rule, and writes nothing', async () => {
    const [zhang] = (await salesmenOf(bank, { keyword: '张明辉' })).rows;
    const before = await counts();
    const saves: [Record<string, unknown>, string][] = [
      [{ name: '', mobile: '13900000101' }, 'name: 请输入姓名'],
      [{ name: '一二三四五六七八九十一二三四五六七', mobile: '13900000101' }, 'name: 姓名不能超过16个字符'],
      [{ name: '张三', mobile: '23900000101' }, 'mobile: 移动电话格式不正确'],
      [{ name: '张三', mobile: zhang!.mobile }, 'mobile: 本机构已有使用该手机号的业务员'],
    ];
    for (const [body, message] of saves) {
      expect(errorOf(await bank.post('/api/salesman/save', body)).error_info, JSON.stringify(body)).toBe(
        message,
      );
    }
    const assigns: [Record<string, unknown>, string][] = [
      [{ salesman_id: zhang!.id, members: [] }, 'members: 请至少选择一家企业'],
      [{ salesman_id: zhang!.id }, 'members: 请至少选择一家企业'],
      [
        { salesman_id: zhang!.id, members: [{ member_id: ids.core }, { member_id: ids.core }] },
        'members: 企业不能重复选择',
      ],
      [
        {
          salesman_id: zhang!.id,
          members: Array.from({ length: 51 }, (_, i) => ({ member_id: i + 1 })),
        },
        'members: 一次最多分配50家企业',
      ],
      [{ salesman_id: 'abc', members: [{ member_id: ids.core }] }, 'salesmanId: 编号不正确'],
    ];
    for (const [body, message] of assigns) {
      expect(errorOf(await bank.post('/api/salesman/assign', body)).error_info, JSON.stringify(body)).toBe(
        message,
      );
    }
    expect(await counts()).toEqual(before);
  });

  it('adds a salesman, assigns enterprises (moving them), lists and removes them, all audited', async () => {
    const { id } = data<{ id: string }>(
      await bank.post('/api/salesman/save', { name: '郑新', mobile: '13900000111' }),
    );
    data(await bank.post('/api/salesman/save', { id, name: '郑新宇', mobile: '13900000111' }));
    expect((await salesmenOf(bank, { keyword: '郑新宇' })).rows[0]).toMatchObject({
      status: 'active',
      memberCount: 0,
      institutionName: '海川银行',
    });

    // The picker shows every enterprise of the tenant with who of 海川银行 holds it.
    const options = await enterprises(bank, id);
    const supplier = options.find((o) => o.memberId === String(ids.supplier))!;
    const core = options.find((o) => o.memberId === String(ids.core))!;
    expect(supplier.salesmanId).not.toBeNull();
    expect(core.salesmanName).not.toBeNull();
    expect((await enterprises(bank, id, '华东重工')).map((o) => o.memberId)).toEqual([String(ids.core)]);
    expect((await enterprises(bank, id, '91440300')).map((o) => o.memberId)).toEqual([String(ids.supplier)]);
    expect(await enterprises(bank, id, '不存在的企业')).toEqual([]);
    expect(
      errorOf(await bank.post('/api/salesman/enterprises', { salesman_id: id, keyword: 'x'.repeat(51) }))
        .error_info,
    ).toBe('keyword: 关键词不能超过50个字符');

    data(
      await bank.post('/api/salesman/assign', {
        salesman_id: id,
        members: [
          { member_id: ids.supplier, from_salesman_id: supplier.salesmanId },
          { member_id: ids.core, from_salesman_id: core.salesmanId },
        ],
      }),
    );
    expect(await holder(ids.hcb, ids.supplier)).toBe(Number(id));
    expect(await holder(ids.hcb, ids.core)).toBe(Number(id));
    // 江南银行's salesman still holds them: one salesman per institution.
    expect(await holder(ids.jnb, ids.core)).not.toBeNull();
    expect((await membersOf(bank, id)).total).toBe(2);
    const all = (await salesmenOf(bank)).rows;
    expect(all.find((r) => r.id === id)!.memberCount).toBe(2);
    expect(all.filter((r) => r.id !== id).every((r) => r.memberCount === 0)).toBe(true);

    // Already theirs, and a stale picture of who held it: refused, nothing moves.
    expect(
      errorOf(
        await bank.post('/api/salesman/assign', {
          salesman_id: id,
          members: [{ member_id: ids.core, from_salesman_id: id }],
        }),
      ).error_info,
    ).toBe('该企业已在此业务员名下');
    const [other] = all.filter((r) => r.id !== id);
    const before = await counts();
    const stale = errorOf(
      await bank.post('/api/salesman/assign', {
        salesman_id: other!.id,
        members: [
          { member_id: ids.supplier, from_salesman_id: id },
          { member_id: ids.core, from_salesman_id: null },
        ],
      }),
    );
    expect(stale).toMatchObject({
      error_no: ERROR_CODES.CONFLICT,
      error_info: '企业的归属已变化，请刷新后重试',
    });
    // One transaction: the first enterprise did not move either.
    expect(await holder(ids.hcb, ids.supplier)).toBe(Number(id));
    expect(await counts()).toEqual(before);

    // Another tenant's enterprise is not found.
    expect(
      errorOf(
        await bank.post('/api/salesman/assign', { salesman_id: id, members: [{ member_id: ids.t2Member }] }),
      ).error_info,
    ).toBe('企业不存在或已停用');

    data(await bank.post('/api/salesman/unassign', { salesman_id: id, member_id: ids.core }));
    expect((await membersOf(bank, id)).rows.map((r) => r.memberId)).toEqual([String(ids.supplier)]);
    expect(
      errorOf(await bank.post('/api/salesman/unassign', { salesman_id: id, member_id: ids.core })),
    ).toMatchObject({
      error_no: ERROR_CODES.NOT_FOUND,
      error_info: '该企业不在此业务员名下',
    });
    const trail = await db()
      .select({ action: auditLog.action, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'salesman'), eq(auditLog.entityId, id)))
      .orderBy(asc(auditLog.id));
    expect(trail.map((a) => a.action)).toEqual(['add', 'edit', 'assign', 'assign', 'unassign']);
    expect(trail[2]!.detail).toMatchObject({
      memberId: ids.supplier,
      fromSalesmanId: Number(supplier.salesmanId),
    });
  });

  it('gives a disabled salesman no new enterprise; it keeps those it has', async () => {
    const { id } = data<{ id: string }>(
      await bank.post('/api/salesman/save', { name: '冯停', mobile: '13900000121' }),
    );
    data(await bank.post('/api/salesman/assign', { salesman_id: id, members: [{ member_id: ids.core }] }));
    data(await bank.post('/api/salesman/disable', { id }));
    expect(errorOf(await bank.post('/api/salesman/disable', { id })).error_no).toBe(ERROR_CODES.CONFLICT);
    const free = (await enterprises(bank, id)).find((o) => o.memberId === String(ids.supplier))!;
    const before = await counts();
    expect(
      errorOf(
        await bank.post('/api/salesman/assign', {
          salesman_id: id,
          members: [{ member_id: ids.supplier, from_salesman_id: free.salesmanId }],
        }),
      ),
    ).toMatchObject({ error_no: ERROR_CODES.CONFLICT, error_info: '该业务员已停用，不能分配企业' });
    expect(await counts()).toEqual(before);
    expect((await salesmenOf(bank, { status: 'disabled' })).rows.find((r) => r.id === id)).toMatchObject({
      memberCount: 1,
    });
    data(await bank.post('/api/salesman/enable', { id }));
    data(
      await bank.post('/api/salesman/assign', {
        salesman_id: id,
        members: [{ member_id: ids.supplier, from_salesman_id: free.salesmanId }],
      }),
    );
    expect((await membersOf(bank, id)).total).toBe(2);
  });

  it("answers not found for another institution's or another tenant's salesman, changing nothing", async () => {
    const [hcb] = (await salesmenOf(bank)).rows;
    const before = await counts();
    for (const client of [jnb, bank2, admin2]) {
      for (const [path, body] of [
        ['/api/salesman/save', { id: hcb!.id, name: '篡改', mobile: '13900000131' }],
        ['/api/salesman/disable', { id: hcb!.id }],
        ['/api/salesman/enable', { id: hcb!.id }],
        ['/api/salesman/members', { salesman_id: hcb!.id }],
        ['/api/salesman/enterprises', { salesman_id: hcb!.id }],
        ['/api/salesman/assign', { salesman_id: hcb!.id, members: [{ member_id: ids.core }] }],
        ['/api/salesman/unassign', { salesman_id: hcb!.id, member_id: ids.core }],
      ] as const) {
        const res = errorOf(await client.post(path, body));
        expect(res.error_no, path).toBe(ERROR_CODES.NOT_FOUND);
        expect(res.error_info).toBe('业务员不存在');
      }
    }
    expect(await counts()).toEqual(before);
  });

  it("lets the operator manage another institution's salesmen", async () => {
    const ofJnb = await salesmenOf(admin, { institution_id: ids.jnb });
    expect(ofJnb.rows.map((r) => r.name)).toContain('赵子涵');
    const { id } = data<{ id: string }>(
      await admin.post('/api/salesman/save', {
        name: '卫东',
        mobile: '13900000141',
        institution_id: ids.jnb,
      }),
    );
    expect((await salesmenOf(jnb)).rows.map((r) => r.id)).toContain(id);
    const zhao = ofJnb.rows.find((r) => r.name === '赵子涵')!;
    data(
      await admin.post('/api/salesman/assign', {
        salesman_id: id,
        members: [{ member_id: ids.core, from_salesman_id: zhao.id }],
      }),
    );
    expect(await holder(ids.jnb, ids.core)).toBe(Number(id));
    data(await admin.post('/api/salesman/unassign', { salesman_id: id, member_id: ids.core }));
    expect(await holder(ids.jnb, ids.core)).toBeNull();
  });

  it('of two operators assigning one enterprise at once, exactly one wins', async () => {
    const [a, b] = await Promise.all([
      bank.post('/api/salesman/save', { name: '并发甲', mobile: '13900000151' }),
      bank.post('/api/salesman/save', { name: '并发乙', mobile: '13900000152' }),
    ]).then((r) => r.map((x) => data<{ id: string }>(x).id));
    // 江南银行's core enterprise is free since the previous test.
    const [jnbA, jnbB] = await Promise.all([
      jnb.post('/api/salesman/save', { name: '江甲', mobile: '13900000153' }),
      jnb.post('/api/salesman/save', { name: '江乙', mobile: '13900000154' }),
    ]).then((r) => r.map((x) => data<{ id: string }>(x).id));
    const free = await Promise.all([
      jnb.post('/api/salesman/assign', { salesman_id: jnbA, members: [{ member_id: ids.core }] }),
      admin.post('/api/salesman/assign', { salesman_id: jnbB, members: [{ member_id: ids.core }] }),
    ]);
    expect(free.map((r) => errorOf(r).error_no).sort()).toEqual([0, ERROR_CODES.CONFLICT]);
    const winner = errorOf(free[0]!).error_no === 0 ? jnbA : jnbB;
    expect(await holder(ids.jnb, ids.core)).toBe(Number(winner));

    // Both move the same held enterprise away from its holder: one wins.
    const current = String(await holder(ids.hcb, ids.supplier));
    const moves = await Promise.all([
      bank.post('/api/salesman/assign', {
        salesman_id: a,
        members: [{ member_id: ids.supplier, from_salesman_id: current }],
      }),
      admin.post('/api/salesman/assign', {
        salesman_id: b,
        members: [{ member_id: ids.supplier, from_salesman_id: current }],
      }),
    ]);
    expect(moves.map((r) => errorOf(r).error_no).sort()).toEqual([0, ERROR_CODES.CONFLICT]);
    const moved = errorOf(moves[0]!).error_no === 0 ? a : b;
    expect(await holder(ids.hcb, ids.supplier)).toBe(Number(moved));
    const assigns = await db()
      .select({ entityId: auditLog.entityId })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'salesman'),
          eq(auditLog.action, 'assign'),
          inArray(auditLog.entityId, [a!, b!]),
        ),
      );
    expect(assigns).toEqual([{ entityId: moved }]);
  });
});
