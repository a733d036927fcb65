import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSION_CODES, ERROR_CODES, PERMISSIONS } from '@scf/shared';
import type { RightsReply } from '@scf/shared/schemas/admin-access';
import { auditLog, roleMenus, rolePermissions, roles, userRoles } from '@/db/schema.ts';
import { seedAdminAccess } from '@/db/seed-admin-access.ts';
import { browser, signedIn } from '@/modules/auth/test-support.ts';
import type { Browser } from '@/modules/auth/test-support.ts';
import {
  ACCESS_TABLES,
  menuByCode,
  permissionMap,
  postOk,
  roleIdByCode,
  servedMenuCodes,
} from '@/modules/admin-access/test-support.ts';
import { rowCounts } from '@/modules/user/test-support.ts';
import { createTestApp } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';

let t: TestApp;
let admin: Browser;
let adminT2: Browser;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  await seedAdminAccess(db());
  admin = await signedIn(t.app, 'admin01');
  adminT2 = await signedIn(t.app, 'admin01', 'T002', '127.0.0.2');
});
afterAll(() => t.close());

/** Every call of the area with a body that would pass validation. */
const CALLS: [string, unknown][] = [
  ['/api/admin/role/query', {}],
  ['/api/admin/role/save', { code: 'X_ROLE', name: '某角色' }],
  ['/api/admin/role/enable', { id: 1 }],
  ['/api/admin/role/disable', { id: 1 }],
  ['/api/admin/role/delete', { id: 1 }],
  ['/api/admin/role/rights', { id: 1 }],
  ['/api/admin/role/assign_rights', { id: 1, menuIds: [], permissionCodes: [] }],
  ['/api/admin/user/query', {}],
  ['/api/admin/user/options', {}],
  ['/api/admin/user/save', { id: 1, name: '某人', mobile: '13911112222', roleIds: [1] }],
  ['/api/admin/user/enable', { id: 1 }],
  ['/api/admin/user/disable', { id: 1 }],
  ['/api/admin/menu/tree', {}],
  [
    '/api/admin/menu/save',
    { menuCode: 'x', nameZhCn: 'x', nameZhTw: 'x', nameEnUs: 'x', url: '', menuType: 'menu' },
  ],
  ['/api/admin/menu/move', { id: 1, direction: 'up' }],
  ['/api/admin/menu/hide', { id: 1 }],
  ['/api/admin/menu/show', { id: 1 }],
  ['/api/admin/menu/delete', { id: 1 }],
  ['/api/admin/menu/buttons', { id: 1, permissionCodes: [] }],
];

describe('who may call', () => {
  it('refuses enterprise and institution users every call with -107, before reading the body, and writes nothing', async () => {
    const before = await rowCounts(db(), ACCESS_TABLES);
    for (const account of ['comp01', 'bank01', 'comp02']) {
      const client = await signedIn(t.app, account);
      for (const [path, body] of CALLS) {
        for (const payload of [body, { nonsense: true }]) {
          const res = await client.post(path, payload);
          expect(res.statusCode, `${account} ${path}`).toBe(403);
          expect(res.json()).toMatchObject({
            error_no: ERROR_CODES.FORBIDDEN,
            error_info: '您无权操作该功能！',
          });
        }
      }
    }
    expect(await rowCounts(db(), ACCESS_TABLES)).toEqual(before);
  });

  it('refuses a visitor with the session code', async () => {
    const visitor = browser(t.app);
    await visitor.get('/health');
    expect((await visitor.post('/api/admin/role/query', {})).json().error_no).toBe(
      ERROR_CODES.SESSION_INVALID,
    );
  });

  it("answers another tenant's role, user and menu ids with not found, and shows none of them", async () => {
    const roleId = await roleIdByCode(admin, 'supplier');
    const menuId = (await menuByCode(admin, 'op_roles')).id;
    const { rows } = await postOk<{ rows: { id: string; account: string }[] }>(
      admin,
      '/api/admin/user/query',
      {
        keyword: 'comp01',
      },
    );
    const userId = rows.find((r) => r.account === 'comp01')?.id;
    const before = await rowCounts(db(), ACCESS_TABLES);
    const cases: [string, unknown, string][] = [
      ['/api/admin/role/save', { id: roleId, name: '改名' }, '角色不存在'],
      ['/api/admin/role/disable', { id: roleId }, '角色不存在'],
      ['/api/admin/role/delete', { id: roleId }, '角色不存在'],
      ['/api/admin/role/rights', { id: roleId }, '角色不存在'],
      ['/api/admin/role/assign_rights', { id: roleId, menuIds: [], permissionCodes: [] }, '角色不存在'],
      [
        '/api/admin/user/save',
        { id: userId, name: '某人', mobile: '13911112222', roleIds: [roleId] },
        '用户不存在',
      ],
      ['/api/admin/user/disable', { id: userId }, '用户不存在'],
      ['/api/admin/menu/hide', { id: menuId }, '菜单不存在'],
      ['/api/admin/menu/move', { id: menuId, direction: 'down' }, '菜单不存在'],
      ['/api/admin/menu/delete', { id: menuId }, '菜单不存在'],
      ['/api/admin/menu/buttons', { id: menuId, permissionCodes: [] }, '菜单不存在'],
      [
        '/api/admin/menu/save',
        { id: menuId, nameZhCn: 'x', nameZhTw: 'x', nameEnUs: 'x', url: '/x', menuType: 'menu' },
        '菜单不存在',
      ],
    ];
    for (const [path, body, message] of cases) {
      const res = await adminT2.post(path, body);
      expect(res.statusCode, path).toBe(404);
      expect(res.json(), path).toMatchObject({ error_no: ERROR_CODES.NOT_FOUND, error_info: message });
    }
    expect(await rowCounts(db(), ACCESS_TABLES)).toEqual(before);
    const t2Roles = await postOk<{ rows: { id: string }[] }>(adminT2, '/api/admin/role/query', {
      pageSize: 100,
    });
    expect(t2Roles.rows.map((r) => r.id)).not.toContain(roleId);
  });

  it('checks the code of the move itself: a role with ROLE_EDIT only may rename but not add', async () => {
    const editor = await postOk<{ id: string }>(admin, '/api/admin/role/save', {
      code: 'ROLE_EDITOR',
      name: '角色编辑',
    });
    await postOk(admin, '/api/admin/role/assign_rights', {
      id: editor.id,
      menuIds: [],
      permissionCodes: [PERMISSIONS.role.edit],
    });
    // Give comp02 (no role rights) the editor role through the database: its user row is a demo one.
    await db()
      .insert(userRoles)
      .values({ userId: await userIdOf('comp02'), roleId: Number(editor.id) });
    const client = await signedIn(t.app, 'comp02');
    const add = await client.post('/api/admin/role/save', { code: 'NOPE', name: '不行' });
    expect(add.json().error_no).toBe(ERROR_CODES.FORBIDDEN);
    await postOk(client, '/api/admin/role/save', { id: editor.id, name: '角色编辑员' });
    await db()
      .delete(userRoles)
      .where(eq(userRoles.roleId, Number(editor.id)));
  });
});

async function userIdOf(account: string): Promise<number> {
  const { rows } = await postOk<{ rows: { id: string; account: string }[] }>(admin, '/api/admin/user/query', {
    keyword: account,
  });
  const row = rows.find((r) => r.account === account);
  if (!row) throw new Error(`no user ${account}`);
  return Number(row.id);
}

describe('roles', () => {
  it('lists the roles with their holders, filtered by keyword and status', async () => {
    const all = await postOk<{ rows: { code: string; userCount: number; status: string }[]; total: number }>(
      admin,
      '/api/admin/role/query',
      { pageSize: 100 },
    );
    expect(all.rows.find((r) => r.code === 'operator')).toMatchObject({ userCount: 1, status: 'enabled' });
    const byKeyword = await postOk<{ rows: { code: string }[] }>(admin, '/api/admin/role/query', {
      keyword: '运营',
    });
    expect(byKeyword.rows.map((r) => r.code)).toEqual(['operator']);
    const wildcard = await postOk<{ total: number }>(admin, '/api/admin/role/query', { keyword: '%' });
    expect(wildcard.total).toBe(0);
    const disabled = await postOk<{ total: number }>(admin, '/api/admin/role/query', { status: 'disabled' });
    expect(disabled.total).toBe(0);
    const bad = await admin.post('/api/admin/role/query', { status: 'gone' });
    expect(bad.json()).toMatchObject({
      error_no: ERROR_CODES.VALIDATION,
      error_info: 'status: 角色状态应为enabled或disabled',
    });
  });

  it('refuses bad input naming the field and the rule, and writes nothing', async () => {
    const before = await rowCounts(db(), ACCESS_TABLES);
    const cases: [unknown, string][] = [
      [{ name: '审核员' }, 'code: 请输入角色编码'],
      [{ code: '', name: '审核员' }, 'code: 请输入角色编码'],
      [{ code: 'audit-er', name: '审核员' }, 'code: 角色编码只能包含字母、数字和下划线，且不超过30个字符'],
      [
        { code: 'A'.repeat(31), name: '审核员' },
        'code: 角色编码只能包含字母、数字和下划线，且不超过30个字符',
      ],
      [{ code: 'AUDITOR' }, 'name: 请输入角色名称'],
      [{ code: 'AUDITOR', name: '  ' }, 'name: 请输入角色名称'],
      [{ code: 'AUDITOR', name: '审'.repeat(31) }, 'name: 角色名称不能超过30个字符'],
      [{ code: 'supplier', name: '重复' }, 'code: 角色编码已存在'],
      [{ id: 'abc', name: '审核员' }, 'id: 编号不正确'],
    ];
    for (const [body, message] of cases) {
      const res = await admin.post('/api/admin/role/save', body);
      expect(res.json().error_info, JSON.stringify(body)).toBe(message);
    }
    expect(await rowCounts(db(), ACCESS_TABLES)).toEqual(before);
  });

  it('adds a role, renames it (the code stays), each audited', async () => {
    const { id } = await postOk<{ id: string }>(admin, '/api/admin/role/save', {
      code: 'AUDITOR_1',
      name: '审核员',
    });
    await postOk(admin, '/api/admin/role/save', { id, code: 'IGNORED', name: '高级审核员' });
    const [row] = await db()
      .select()
      .from(roles)
      .where(eq(roles.id, Number(id)));
    expect(row).toMatchObject({ code: 'AUDITOR_1', name: '高级审核员', status: 'enabled' });
    const trail = await db()
      .select({ action: auditLog.action, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'role'), eq(auditLog.entityId, id)));
    expect(trail).toEqual([
      { action: 'create', detail: { code: 'AUDITOR_1', name: '审核员' } },
      { action: 'edit', detail: { name: { before: '审核员', after: '高级审核员' } } },
    ]);
  });

  it('of two concurrent adds of one code, exactly one wins', async () => {
    const results = await Promise.all(
      [1, 2].map(() => admin.post('/api/admin/role/save', { code: 'RACE_ROLE', name: '并发' })),
    );
    const codes = results.map((r) => r.json().error_no).sort();
    expect(codes).toEqual([0, ERROR_CODES.CONFLICT]);
    expect(results.find((r) => r.json().error_no !== 0)?.json().error_info).toBe('code: 角色编码已存在');
  });

  it('serves the rights tree: menus in the caller language with their buttons, and the codes no menu lists', async () => {
    const id = await roleIdByCode(admin, 'operator');
    const res = await admin.request({
      method: 'POST',
      url: '/api/admin/role/rights',
      payload: { id },
      headers: { 'accept-language': 'en-US' },
    });
    const rights = res.json().data as RightsReply;
    const system = rights.menus.find((m) => m.name === 'System');
    expect(system?.children.map((c) => c.name)).toEqual(['Roles', 'Users', 'Menus']);
    expect(system?.children[0]?.buttons).toEqual([...Object.values(PERMISSIONS.role)].sort());
    expect(rights.otherCodes).toContain(PERMISSIONS.request.add);
    expect(rights.otherCodes).not.toContain(PERMISSIONS.role.add);
    expect(rights.permissionCodes).toContain(PERMISSIONS.role.assignRights);
    expect(rights.menuIds).toContain(system?.id);
  });

  it("assigns rights through the tree; the role's user gets the menus and codes on the next request", async () => {
    const { id } = await postOk<{ id: string }>(admin, '/api/admin/role/save', {
      code: 'REVIEWER',
      name: '复核岗',
    });
    const roleMenu = await menuByCode(admin, 'op_roles');
    const productAudit = await menuByCode(admin, 'op_product_audit');
    // comp02 is given the new role only (its own grants nothing but viewing).
    const comp02 = await userIdOf('comp02');
    const client = await signedIn(t.app, 'comp02');
    await db()
      .insert(userRoles)
      .values({ userId: comp02, roleId: Number(id) });
    expect(await servedMenuCodes(client)).not.toContain('op_roles');

    await postOk(admin, '/api/admin/role/assign_rights', {
      id,
      menuIds: [roleMenu.id, productAudit.id],
      permissionCodes: [PERMISSIONS.role.add, PERMISSIONS.product.audit, PERMISSIONS.product.audit],
    });
    const held = await db()
      .select({ menuId: roleMenus.menuId })
      .from(roleMenus)
      .where(eq(roleMenus.roleId, Number(id)));
    // The pages bring their roots.
    expect(held.map((r) => r.menuId).sort((a, b) => a - b)).toEqual(
      [roleMenu.id, roleMenu.parentId, productAudit.id, productAudit.parentId]
        .map(Number)
        .sort((a, b) => a - b),
    );
    const served = await servedMenuCodes(client);
    expect(served).toEqual(expect.arrayContaining(['op_system', 'op_roles', 'op_audit', 'op_product_audit']));
    expect(served).not.toContain('op_users');
    expect(await permissionMap(client)).toMatchObject({ ROLE_ADD: true, PRODUCT_AUDIT: true });
    expect((await client.post('/api/admin/role/query', {})).json().error_no).toBe(0);

    // Narrowed again: the next request of the same session follows.
    await postOk(admin, '/api/admin/role/assign_rights', {
      id,
      menuIds: [productAudit.id],
      permissionCodes: [],
    });
    expect(await servedMenuCodes(client)).not.toContain('op_roles');
    expect(await permissionMap(client)).not.toHaveProperty('ROLE_ADD');
    expect((await client.post('/api/admin/role/query', {})).json().error_no).toBe(ERROR_CODES.FORBIDDEN);

    const [trail] = await db()
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'role'), eq(auditLog.action, 'rights'), eq(auditLog.entityId, id)))
      .orderBy(auditLog.id)
      .limit(1);
    expect(trail?.detail).toMatchObject({
      permissions: { added: ['PRODUCT_AUDIT', 'ROLE_ADD'], removed: [] },
    });
    await db()
      .delete(userRoles)
      .where(eq(userRoles.roleId, Number(id)));
  });

  it('refuses rights naming unknown menus (another tenant’s) or codes, and writes nothing', async () => {
    const id = await roleIdByCode(admin, 'REVIEWER');
    const otherTenantMenu = (await menuByCode(adminT2, 'op_roles')).id;
    const before = await rowCounts(db(), ACCESS_TABLES);
    const cases: [unknown, string][] = [
      [{ id, menuIds: [otherTenantMenu], permissionCodes: [] }, 'menuIds: 菜单不存在'],
      [{ id, menuIds: ['x'], permissionCodes: [] }, 'menuIds.0: 菜单编号不正确'],
      [{ id, menuIds: [], permissionCodes: ['ROOT'] }, 'permissionCodes.0: 权限编码不存在'],
      [{ id, menuIds: [] }, 'permissionCodes: 权限编码不存在'],
    ];
    for (const [body, message] of cases) {
      expect((await admin.post('/api/admin/role/assign_rights', body)).json().error_info).toBe(message);
    }
    expect(await rowCounts(db(), ACCESS_TABLES)).toEqual(before);
  });

  it('a disabled role grants no permission and no menu; enabling it gives them back', async () => {
    const client = await signedIn(t.app, 'bank01');
    const id = await roleIdByCode(admin, 'financeOrg');
    expect(await permissionMap(client)).toHaveProperty('PRODUCT_ADD');
    await postOk(admin, '/api/admin/role/disable', { id });
    expect(await permissionMap(client)).toEqual({});
    expect(await servedMenuCodes(client)).toEqual([]);
    expect((await client.post('/api/product/submit', { id: 1 })).json().error_no).toBe(ERROR_CODES.FORBIDDEN);
    const again = await admin.post('/api/admin/role/disable', { id });
    expect(again.json()).toMatchObject({
      error_no: ERROR_CODES.CONFLICT,
      error_info: '角色状态已变化，请刷新后重试',
    });
    await postOk(admin, '/api/admin/role/enable', { id });
    expect(await permissionMap(client)).toHaveProperty('PRODUCT_ADD');
    expect(await servedMenuCodes(client)).toContain('org_product_release');
  });

  it('refuses to disable a role the operator holds', async () => {
    const id = await roleIdByCode(admin, 'operator');
    const res = await admin.post('/api/admin/role/disable', { id });
    expect(res.json()).toMatchObject({
      error_no: ERROR_CODES.CONFLICT,
      error_info: '不能停用自己持有的角色',
    });
    expect(
      (
        await db()
          .select()
          .from(roles)
          .where(eq(roles.id, Number(id)))
      )[0]?.status,
    ).toBe('enabled');
  });

  it('refuses to delete a role in use, with the reason; deletes it once nobody holds it', async () => {
    const id = await roleIdByCode(admin, 'REVIEWER');
    await db()
      .insert(userRoles)
      .values({ userId: await userIdOf('comp02'), roleId: Number(id) });
    const before = await rowCounts(db(), ACCESS_TABLES);
    const res = await admin.post('/api/admin/role/delete', { id });
    expect(res.json()).toMatchObject({
      error_no: ERROR_CODES.CONFLICT,
      error_info: '该角色已分配给用户，不能删除',
    });
    expect(await rowCounts(db(), ACCESS_TABLES)).toEqual(before);

    await db()
      .delete(userRoles)
      .where(eq(userRoles.roleId, Number(id)));
    await postOk(admin, '/api/admin/role/delete', { id });
    expect(
      await db()
        .select()
        .from(roles)
        .where(eq(roles.id, Number(id))),
    ).toEqual([]);
    expect(
      await db()
        .select()
        .from(roleMenus)
        .where(eq(roleMenus.roleId, Number(id))),
    ).toEqual([]);
    expect(
      await db()
        .select()
        .from(rolePermissions)
        .where(eq(rolePermissions.roleId, Number(id))),
    ).toEqual([]);
    const [trail] = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'role'), eq(auditLog.entityId, id), eq(auditLog.action, 'delete')));
    expect(trail).toBeDefined();
    expect((await admin.post('/api/admin/role/delete', { id })).statusCode).toBe(404);
  });

  it('offers every code of the catalogue: under a menu of the tree or among the others', async () => {
    const id = await roleIdByCode(admin, 'operator');
    const rights = await postOk<RightsReply>(admin, '/api/admin/role/rights', { id });
    const offered = new Set([
      ...rights.otherCodes,
      ...rights.menus.flatMap((m) => [...m.buttons, ...m.children.flatMap((c) => c.buttons)]),
    ]);
    expect(ALL_PERMISSION_CODES.every((code) => offered.has(code))).toBe(true);
  });
});
