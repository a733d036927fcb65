import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PERMISSIONS } from '@scf/shared';
import type { AdminMenuNode, RightsReply } from '@scf/shared/schemas/admin-access';
import { auditLog, menuFavorites, menuPermissions, menus, roleMenus } from '@/db/schema.ts';
import { seedAdminAccess } from '@/db/seed-admin-access.ts';
import { signedIn } from '@/modules/auth/test-support.ts';
import type { Browser } from '@/modules/auth/test-support.ts';
import {
  ACCESS_TABLES,
  adminMenus,
  menuByCode,
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
let bank: Browser;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  await seedAdminAccess(db());
  admin = await signedIn(t.app, 'admin01');
  adminT2 = await signedIn(t.app, 'admin01', 'T002', '127.0.0.2');
  bank = await signedIn(t.app, 'bank01', 'T001', '127.0.0.3');
});
afterAll(() => t.close());

const menuBody = (change: Record<string, unknown> = {}) => ({
  menu_code: 'org_reports',
  name_zh_cn: '机构报表',
  name_zh_tw: '機構報表',
  name_en_us: 'Reports',
  url: '/org/reports',
  menu_type: 'menu',
  ...change,
});

const childrenOf = async (code: string) =>
  (await adminMenus(admin)).find((m) => m.menuCode === code)?.children.map((c) => c.menuCode);

describe('the seed of menu buttons', () => {
  it('gives the demo pages their buttons once, and keeps what an operator changed', async () => {
    const roles = await menuByCode(admin, 'op_roles');
    expect(roles.buttons).toEqual([...Object.values(PERMISSIONS.role)].sort());
    await postOk(admin, '/api/admin/menu/buttons', { id: roles.id, permission_codes: ['ROLE_ADD'] });
    const before = await rowCounts(db(), { menuPermissions });
    await seedAdminAccess(db());
    expect(await rowCounts(db(), { menuPermissions })).toEqual(before);
    expect((await menuByCode(admin, 'op_roles')).buttons).toEqual(['ROLE_ADD']);
    await postOk(admin, '/api/admin/menu/buttons', {
      id: roles.id,
      permission_codes: Object.values(PERMISSIONS.role),
    });
  });
});

describe('menus', () => {
  it('serves the whole tree to management: three names, hidden flags, buttons, in order', async () => {
    const res = await admin.request({
      method: 'POST',
      url: '/api/admin/menu/tree',
      headers: { 'accept-language': 'zh-TW' },
    });
    const rows = res.json().data.rows as AdminMenuNode[];
    const system = rows.find((r) => r.menuCode === 'op_system');
    expect(system).toMatchObject({
      name: '系統管理',
      nameZhCn: '系统管理',
      nameEnUs: 'System',
      isHidden: false,
    });
    expect(system?.children.map((c) => c.menuCode)).toEqual(['op_roles', 'op_users', 'op_menus']);
    expect(system?.children[2]).toMatchObject({
      url: '/admin/menus',
      buttons: ['MENU_ADD', 'MENU_DELETE', 'MENU_EDIT'],
    });
  });

  it('refuses bad input naming the field and the rule, and writes nothing', async () => {
    const root = await menuByCode(admin, 'org_management');
    const leaf = await menuByCode(admin, 'org_salesmen');
    const otherTenantRoot = await menuByCode(adminT2, 'org_management');
    const before = await rowCounts(db(), ACCESS_TABLES);
    const cases: [Record<string, unknown>, string][] = [
      [{ menu_code: '' }, 'menuCode: 请输入菜单编码'],
      [{ menu_code: '1abc' }, 'menuCode: 菜单编码须以字母开头，只能包含字母、数字和下划线，且不超过40个字符'],
      [{ name_zh_cn: '' }, 'nameZhCn: 请输入菜单名称'],
      [{ name_en_us: 'x'.repeat(31) }, 'nameEnUs: 菜单名称不能超过30个字符'],
      [
        { url: 'javascript:alert(1)' },
        'url: 菜单地址应为以“/”开头的站内路径或http(s)网址，且不超过300个字符',
      ],
      [{ url: '//evil.example' }, 'url: 菜单地址应为以“/”开头的站内路径或http(s)网址，且不超过300个字符'],
      [{ url: '', parent_id: root.id }, 'url: 子菜单和内嵌页面菜单须填写地址'],
      [{ url: '', menu_type: 'iframe' }, 'url: 子菜单和内嵌页面菜单须填写地址'],
      [{ menu_type: 'link' }, 'menuType: 菜单类型应为menu或iframe'],
      [{ sort_order: -1 }, 'sortOrder: 排序号应为0到9999之间的整数'],
      [{ parent_id: leaf.id }, 'parentId: 只能在一级菜单下添加子菜单'],
      [{ parent_id: otherTenantRoot.id }, 'parentId: 上级菜单不存在'],
      [{ menu_code: 'org_salesmen' }, 'menuCode: 菜单编码已存在'],
    ];
    for (const [change, message] of cases) {
      const res = await admin.post('/api/admin/menu/save', menuBody(change));
      expect(res.json().error_info, JSON.stringify(change)).toBe(message);
    }
    expect(await rowCounts(db(), ACCESS_TABLES)).toEqual(before);
  });

  it('adds a page under a root (after its siblings) and a root; edits one; each audited', async () => {
    const root = await menuByCode(admin, 'org_management');
    const { id } = await postOk<{ id: string }>(
      admin,
      '/api/admin/menu/save',
      menuBody({ parent_id: root.id }),
    );
    expect(await childrenOf('org_management')).toEqual([
      'org_account_managers',
      'org_salesmen',
      'org_authorizations',
      'org_reports',
    ]);
    const added = await menuByCode(admin, 'org_reports');
    expect(added).toMatchObject({ parentId: root.id, sortOrder: 40, isHidden: false, buttons: [] });

    await postOk(admin, '/api/admin/menu/save', menuBody({ menu_code: 'org_group', url: '' }));
    expect((await menuByCode(admin, 'org_group')).parentId).toBeNull();

    await postOk(admin, '/api/admin/menu/save', {
      ...menuBody({ id, name_zh_cn: '报表中心', menu_code: 'renamed', parent_id: undefined }),
    });
    expect(await menuByCode(admin, 'org_reports')).toMatchObject({ name: '报表中心', parentId: root.id });
    const edit = await admin.post('/api/admin/menu/save', menuBody({ id, url: '' }));
    expect(edit.json().error_info).toBe('url: 子菜单和内嵌页面菜单须填写地址');
    const trail = await db()
      .select({ action: auditLog.action, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'menu'), eq(auditLog.entityId, id)));
    expect(trail.map((r) => r.action)).toEqual(['create', 'edit']);
    expect(trail[1]?.detail).toMatchObject({
      changes: [{ field: 'nameZhCn', before: '机构报表', after: '报表中心' }],
    });
  });

  it('of two concurrent adds of one code, exactly one wins', async () => {
    const results = await Promise.all(
      [1, 2].map(() => admin.post('/api/admin/menu/save', menuBody({ menu_code: 'race_menu', url: '' }))),
    );
    expect(results.map((r) => r.json().error_no).sort()).toEqual([0, ERROR_CODES.CONFLICT]);
  });

  it('moves a menu up and down among its siblings', async () => {
    const reports = await menuByCode(admin, 'org_reports');
    await postOk(admin, '/api/admin/menu/move', { id: reports.id, direction: 'up' });
    await postOk(admin, '/api/admin/menu/move', { id: reports.id, direction: 'up' });
    expect(await childrenOf('org_management')).toEqual([
      'org_account_managers',
      'org_reports',
      'org_salesmen',
      'org_authorizations',
    ]);
    await postOk(admin, '/api/admin/menu/move', { id: reports.id, direction: 'down' });
    expect(await childrenOf('org_management')).toEqual([
      'org_account_managers',
      'org_salesmen',
      'org_reports',
      'org_authorizations',
    ]);
    const first = await menuByCode(admin, 'org_account_managers');
    const up = await admin.post('/api/admin/menu/move', { id: first.id, direction: 'up' });
    expect(up.json()).toMatchObject({ error_no: ERROR_CODES.CONFLICT, error_info: '该菜单已经排在最前' });
    const bad = await admin.post('/api/admin/menu/move', { id: first.id, direction: 'left' });
    expect(bad.json().error_info).toBe('direction: 移动方向应为up或down');
  });

  it('a hidden menu is served to nobody, nor are the pages under a hidden root; shown again it is back', async () => {
    const salesmen = await menuByCode(admin, 'org_salesmen');
    expect(await servedMenuCodes(bank)).toContain('org_salesmen');
    await postOk(admin, '/api/admin/menu/hide', { id: salesmen.id });
    expect(await servedMenuCodes(bank)).not.toContain('org_salesmen');
    expect(await servedMenuCodes(bank)).toContain('org_account_managers');
    const twice = await admin.post('/api/admin/menu/hide', { id: salesmen.id });
    expect(twice.json()).toMatchObject({
      error_no: ERROR_CODES.CONFLICT,
      error_info: '菜单状态已变化，请刷新后重试',
    });
    expect((await menuByCode(admin, 'org_salesmen')).isHidden).toBe(true);

    const root = await menuByCode(admin, 'org_management');
    await postOk(admin, '/api/admin/menu/hide', { id: root.id });
    const served = await servedMenuCodes(bank);
    expect(
      served.filter((code) => code.startsWith('org_management') || code === 'org_account_managers'),
    ).toEqual([]);

    await postOk(admin, '/api/admin/menu/show', { id: root.id });
    await postOk(admin, '/api/admin/menu/show', { id: salesmen.id });
    expect(await servedMenuCodes(bank)).toEqual(
      expect.arrayContaining(['org_management', 'org_account_managers', 'org_salesmen']),
    );
  });

  it('sets the buttons of a page (shown in the rights tree), not of a group; unknown codes refused', async () => {
    const reports = await menuByCode(admin, 'org_reports');
    await postOk(admin, '/api/admin/menu/buttons', {
      id: reports.id,
      permission_codes: [PERMISSIONS.request.loan, PERMISSIONS.request.credit],
    });
    const rights = await postOk<RightsReply>(admin, '/api/admin/role/rights', {
      id: await roleIdByCode(admin, 'financeOrg'),
    });
    const node = rights.menus.flatMap((m) => m.children).find((c) => c.id === reports.id);
    expect(node?.buttons).toEqual(['REQUEST_CREDIT', 'REQUEST_LOAN']);

    const root = await menuByCode(admin, 'org_management');
    const group = await admin.post('/api/admin/menu/buttons', { id: root.id, permission_codes: [] });
    expect(group.json()).toMatchObject({
      error_no: ERROR_CODES.CONFLICT,
      error_info: '只能为没有子菜单的菜单设置按钮',
    });
    const unknown = await admin.post('/api/admin/menu/buttons', {
      id: reports.id,
      permission_codes: ['DROP_TABLE'],
    });
    expect(unknown.json().error_info).toBe('permissionCodes.0: 权限编码不存在');
    const [trail] = await db()
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'menu'), eq(auditLog.action, 'buttons'), eq(auditLog.entityId, reports.id)),
      );
    expect(trail?.detail).toMatchObject({ added: ['REQUEST_CREDIT', 'REQUEST_LOAN'], removed: [] });
  });

  it('refuses to delete a menu with children; deletes a page with its grants, buttons and favourites', async () => {
    const root = await menuByCode(admin, 'org_management');
    const before = await rowCounts(db(), ACCESS_TABLES);
    const refused = await admin.post('/api/admin/menu/delete', { id: root.id });
    expect(refused.json()).toMatchObject({
      error_no: ERROR_CODES.CONFLICT,
      error_info: '该菜单下还有子菜单，不能删除',
    });
    expect(await rowCounts(db(), ACCESS_TABLES)).toEqual(before);

    const reports = await menuByCode(admin, 'org_reports');
    const financeOrg = await roleIdByCode(admin, 'financeOrg');
    const held = await postOk<RightsReply>(admin, '/api/admin/role/rights', { id: financeOrg });
    await postOk(admin, '/api/admin/role/assign_rights', {
      id: financeOrg,
      menuIds: [...held.menuIds, reports.id],
      permissionCodes: held.permissionCodes,
    });
    expect(await servedMenuCodes(bank)).toContain('org_reports');
    await bank.post('/insertUserMenuFavorite', { menuCode: 'org_reports' });

    await postOk(admin, '/api/admin/menu/delete', { id: reports.id });
    expect(
      await db()
        .select()
        .from(menus)
        .where(eq(menus.id, Number(reports.id))),
    ).toEqual([]);
    expect(
      await db()
        .select()
        .from(roleMenus)
        .where(eq(roleMenus.menuId, Number(reports.id))),
    ).toEqual([]);
    expect(
      await db()
        .select()
        .from(menuPermissions)
        .where(eq(menuPermissions.menuId, Number(reports.id))),
    ).toEqual([]);
    expect(await db().select().from(menuFavorites).where(eq(menuFavorites.menuCode, 'org_reports'))).toEqual(
      [],
    );
    expect(await servedMenuCodes(bank)).not.toContain('org_reports');
    expect((await admin.post('/api/admin/menu/delete', { id: reports.id })).statusCode).toBe(404);
    // The role's other grants stay.
    expect(await servedMenuCodes(bank)).toContain('org_salesmen');
  });
});
