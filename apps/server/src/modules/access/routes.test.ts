import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSION_CODES, ERROR_CODES, PERMISSIONS } from '@scf/shared';
import type { MenuNode } from '@scf/shared';
import { DEMO_ROLES } from '@/db/demo-access.ts';
import { DEMO_ACCOUNTS } from '@/db/demo-accounts.ts';
import {
  menuFavorites,
  menus,
  roleMenus,
  rolePermissions,
  roles,
  tenants,
  userRoles,
  users,
} from '@/db/schema.ts';
import { seedDemoData } from '@/db/seed.ts';
import { signedIn } from '@/modules/auth/test-support.ts';
import { createTestApp } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const db = () => t.database.db;
const leaves = (nodes: MenuNode[]): MenuNode[] =>
  nodes.flatMap((n) => (n.children.length === 0 ? [n] : leaves(n.children)));
const permissionsOf = async (account: string, tenant = 'T001') =>
  (
    await (await signedIn(t.app, account, tenant)).get('/api/user//getUserPermissions?time=1700000000000')
  ).json().data;

describe('seeded roles', () => {
  it('cover every permission family, and the demo accounts hold their role', async () => {
    const granted = new Set(DEMO_ROLES.flatMap((r) => r.permissions));
    for (const family of Object.values(PERMISSIONS)) {
      expect(Object.values(family).some((code) => granted.has(code))).toBe(true);
    }
    expect(ALL_PERMISSION_CODES.every((code) => granted.has(code))).toBe(true);
    for (const tenantCode of ['T001', 'T002']) {
      const rows = await db()
        .select({ account: users.account, role: roles.code })
        .from(users)
        .innerJoin(tenants, eq(tenants.id, users.tenantId))
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(eq(tenants.code, tenantCode));
      const expected = DEMO_ACCOUNTS.filter((a) => a.tenantCode === tenantCode).map((a) => ({
        account: a.account,
        role: a.roleCode,
      }));
      expect(rows.sort((a, b) => a.account.localeCompare(b.account))).toEqual(
        expected.sort((a, b) => a.account.localeCompare(b.account)),
      );
    }
  });

  it('seeding again adds nothing, and keeps what an administrator changed', async () => {
    const counts = async () =>
      Promise.all(
        [roles, rolePermissions, menus, roleMenus, userRoles].map(
          async (table) => (await db().select({ n: count() }).from(table))[0]?.n,
        ),
      );
    const before = await counts();
    const [supplier] = await db()
      .select({ id: roles.id })
      .from(roles)
      .innerJoin(tenants, eq(tenants.id, roles.tenantId))
      .where(and(eq(tenants.code, 'T002'), eq(roles.code, 'supplier')));
    await db()
      .delete(rolePermissions)
      .where(
        and(
          eq(rolePermissions.roleId, supplier?.id ?? 0),
          eq(rolePermissions.permissionCode, 'REQUEST_JUDGE'),
        ),
      );
    await seedDemoData(db());
    await seedDemoData(db());
    const after = await counts();
    expect(after).toEqual([before[0], (before[1] ?? 0) - 1, ...before.slice(2)]);
  });
});

describe('GET /api/user//getUserPermissions', () => {
  it("answers the map of the user's role: code → true", async () => {
    const supplier = await permissionsOf('comp01');
    const expected = DEMO_ROLES.find((r) => r.code === 'supplier')?.permissions ?? [];
    expect(supplier).toEqual(Object.fromEntries([...expected].sort().map((c) => [c, true])));
    expect(await permissionsOf('comp02')).toEqual({});
    const bank = await permissionsOf('bank01', 'T002');
    expect(bank).toMatchObject({ PRODUCT_ADD: true, REQUEST_ACCEPT_ROB: true });
    expect(bank.ROLE_ADD).toBeUndefined();
  });

  it('also answers on the single-slash path', async () => {
    const client = await signedIn(t.app, 'admin01');
    expect((await client.get('/api/user/getUserPermissions')).json().data).toMatchObject({ ROLE_ADD: true });
  });

  it("applies a role change on the user's next request, without signing in again", async () => {
    const client = await signedIn(t.app, 'comp02', 'T002');
    expect((await client.get('/api/user//getUserPermissions')).json().data).toEqual({});
    expect((await client.post('/api/access/roles/list')).json().error_no).toBe(ERROR_CODES.FORBIDDEN);
    const [user] = await db()
      .select({ id: users.id, tenantId: users.tenantId })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(and(eq(users.account, 'comp02'), eq(tenants.code, 'T002')));
    const [operator] = await db()
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.tenantId, user?.tenantId ?? 0), eq(roles.code, 'operator')));
    await db()
      .insert(userRoles)
      .values({ userId: user?.id ?? 0, roleId: operator?.id ?? 0 });
    expect((await client.get('/api/user//getUserPermissions')).json().data).toMatchObject({ ROLE_ADD: true });
    expect((await client.post('/api/access/roles/list')).json().error_no).toBe(0);
    await db()
      .update(roles)
      .set({ status: 'disabled' })
      .where(eq(roles.id, operator?.id ?? 0));
    expect((await client.get('/api/user//getUserPermissions')).json().data).toEqual({});
    await db()
      .update(roles)
      .set({ status: 'enabled' })
      .where(eq(roles.id, operator?.id ?? 0));
    await db()
      .delete(userRoles)
      .where(and(eq(userRoles.userId, user?.id ?? 0), eq(userRoles.roleId, operator?.id ?? 0)));
  });
});

describe('POST /api/access/roles/list (any ROLE_* permission)', () => {
  it('refuses the restricted account with 403 / -107 and lists the tenant roles for an operator', async () => {
    const restricted = await signedIn(t.app, 'comp02');
    const refused = await restricted.post('/api/access/roles/list');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error_no: ERROR_CODES.FORBIDDEN,
      error_info: '您无权操作该功能！',
      error_key: 'errors.forbidden',
      data: null,
    });
    expect((await (await signedIn(t.app, 'comp01')).post('/api/access/roles/list')).statusCode).toBe(403);

    const operator = await signedIn(t.app, 'admin01');
    const res = await operator.post('/api/access/roles/list');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.rows as { code: string; permissions: string[] }[];
    expect(rows.map((r) => r.code)).toEqual(DEMO_ROLES.map((r) => r.code));
    expect(rows.find((r) => r.code === 'toVerified')?.permissions).toEqual([]);
  });
});

describe('GET /api/user/menus', () => {
  it("gives the tree of the user's role in the Accept-Language language, sorted, with favourites marked", async () => {
    const client = await signedIn(t.app, 'comp01');
    const zh = (await client.get('/api/user/menus')).json().data.rows as MenuNode[];
    expect(zh.map((m) => m.name)).toEqual([
      '我的工作台',
      '融资服务',
      '供应链服务',
      '还款与评价',
      '企业管理',
      '资讯与帮助',
    ]);
    const zhLeaves = leaves(zh);
    expect(zhLeaves.length).toBeGreaterThanOrEqual(11);
    expect(zh[0]?.children.map((m) => [m.name, m.url])).toEqual([
      ['工作台', '/center/enterCenter'],
      ['实名认证', '/member/realname'],
    ]);
    expect(zhLeaves.find((m) => m.url === '/help')).toMatchObject({ menuType: 'iframe', name: '帮助文档' });
    expect(zhLeaves.every((m) => m.hasCollect === 0)).toBe(true);

    const [user] = await db()
      .select({ id: users.id, tenantId: users.tenantId })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(and(eq(users.account, 'comp01'), eq(tenants.code, 'T001')));
    await db()
      .insert(menuFavorites)
      .values({ tenantId: user?.tenantId ?? 0, userId: user?.id ?? 0, menuCode: 'ent_repay_plan' });
    const tw = (await client.get('/api/user/menus', { 'accept-language': 'zh-TW,zh;q=0.8' })).json().data
      .rows;
    expect(tw[1].name).toBe('融資服務');
    expect(leaves(tw).find((m) => m.menuCode === 'ent_repay_plan')).toMatchObject({
      hasCollect: 1,
      name: '還款計劃',
    });
    const en = (await client.get('/api/user/menus', { 'accept-language': 'en-GB, en;q=0.9' })).json().data
      .rows;
    expect(en[0].name).toBe('My workspace');
  });

  it('gives each demo role at least 8 leaves in at least 2 root menus, and only its own', async () => {
    for (const account of ['comp01', 'bank01', 'admin01', 'comp02']) {
      const rows = (await (await signedIn(t.app, account, 'T002')).get('/api/user/menus')).json().data
        .rows as MenuNode[];
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(leaves(rows).length).toBeGreaterThanOrEqual(8);
    }
    const bank = (await (await signedIn(t.app, 'bank01')).get('/api/user/menus')).json().data
      .rows as MenuNode[];
    const urls = leaves(bank).map((m) => m.url);
    expect(urls).toContain('/requiredManager/robDemand');
    expect(urls).not.toContain('/request/requestRelease');
  });
});

describe('GET /getTenantList', () => {
  it('lists the tenants for the sign-in picker', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/getTenantList' });
    expect(res.json().data).toEqual({
      rows: [
        { tenantId: 'T001', tenantName: '演示租户一', kindCode: 'scf' },
        { tenantId: 'T002', tenantName: '演示租户二', kindCode: 'scf' },
      ],
      total: 2,
    });
  });
});
