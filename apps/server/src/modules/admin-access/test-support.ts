import { expect } from 'vitest';
import type { MenuNode } from '@scf/shared';
import type { AdminMenuNode as AdminMenu } from '@scf/shared/schemas/admin-access';
import {
  auditLog,
  menuPermissions,
  menus,
  roleMenus,
  rolePermissions,
  roles,
  userRoles,
  users,
} from '@/db/schema.ts';
import type { Browser } from '@/modules/auth/test-support.ts';

/** Test helpers of roles, users and menus administration. */

/** The tables these calls write, for "a refused call wrote nothing". */
export const ACCESS_TABLES = {
  roles,
  rolePermissions,
  roleMenus,
  users,
  userRoles,
  menus,
  menuPermissions,
  auditLog,
};

/** Posts and expects success; the reply's data. */
export async function postOk<T = unknown>(client: Browser, path: string, body: unknown = {}): Promise<T> {
  const res = await client.post(path, body);
  expect(res.json(), `${path} ${JSON.stringify(body)}`).toMatchObject({ error_no: 0 });
  return res.json().data as T;
}

/** The admin's menu tree, flattened. */
export async function adminMenus(admin: Browser): Promise<AdminMenu[]> {
  const { rows } = await postOk<{ rows: AdminMenu[] }>(admin, '/api/admin/menu/tree');
  const flat = (nodes: AdminMenu[]): AdminMenu[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
  return flat(rows);
}

export async function menuByCode(admin: Browser, code: string): Promise<AdminMenu> {
  const menu = (await adminMenus(admin)).find((m) => m.menuCode === code);
  if (!menu) throw new Error(`no menu ${code}`);
  return menu;
}

export async function roleIdByCode(admin: Browser, code: string): Promise<string> {
  const { rows } = await postOk<{ rows: { id: string; code: string }[] }>(admin, '/api/admin/role/query', {
    keyword: code,
    pageSize: 100,
  });
  const row = rows.find((r) => r.code === code);
  if (!row) throw new Error(`no role ${code}`);
  return row.id;
}

/** The menu codes the signed-in user is served (/api/user/menus), the tree flattened. */
export async function servedMenuCodes(client: Browser): Promise<string[]> {
  const res = await client.get('/api/user/menus');
  expect(res.json().error_no, res.body).toBe(0);
  const flat = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.menuCode, ...flat(n.children)]);
  return flat(res.json().data.rows as MenuNode[]);
}

export async function permissionMap(client: Browser): Promise<Record<string, boolean>> {
  const res = await client.get('/api/user//getUserPermissions?time=1');
  expect(res.json().error_no, res.body).toBe(0);
  return res.json().data as Record<string, boolean>;
}
