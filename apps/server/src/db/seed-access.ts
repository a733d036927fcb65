import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { DEMO_MENUS, DEMO_ROLES } from '@/db/demo-access.ts';
import type { DemoMenu } from '@/db/demo-access.ts';
import { DEMO_ACCOUNTS, DEMO_TENANTS } from '@/db/demo-accounts.ts';
import { menus, roleMenus, rolePermissions, roles, tenants, userRoles, users } from '@/db/schema.ts';

/**
 * Seeds the demo roles, menus and role assignments of every demo tenant. It runs at every start, so
 * it only adds: a role gets its permissions and menus when it is created, a menu is granted to the
 * demo roles when it is created (with the codes its page needs, DemoMenu.permissions), a demo
 * account gets its role only while it has none. Changes an administrator made afterwards survive a
 * restart. Inserts are ON CONFLICT DO NOTHING on natural keys and grant only what this run
 * inserted, so two instances seeding at once add everything once.
 */
export async function seedDemoAccess(db: Db): Promise<void> {
  const tenantRows = await db
    .select({ id: tenants.id, code: tenants.code })
    .from(tenants)
    .where(
      inArray(
        tenants.code,
        DEMO_TENANTS.map((t) => t.code),
      ),
    );
  for (const tenant of tenantRows) await seedTenant(db, tenant.id, tenant.code);
}

const menuValues = (tenantId: number, menu: DemoMenu, sortOrder: number, parentId: number | null) => ({
  tenantId,
  parentId,
  menuCode: menu.code,
  nameZhCn: menu.names[0],
  nameZhTw: menu.names[1],
  nameEnUs: menu.names[2],
  url: menu.url ?? '',
  menuType: menu.menuType ?? 'menu',
  sortOrder,
});

async function seedTenant(db: Db, tenantId: number, tenantCode: string): Promise<void> {
  const newRoles = await db
    .insert(roles)
    .values(DEMO_ROLES.map((r) => ({ tenantId, code: r.code, name: r.name })))
    .onConflictDoNothing({ target: [roles.tenantId, roles.code] })
    .returning({ id: roles.id, code: roles.code });
  const newRoleCodes = new Set(newRoles.map((r) => r.code));

  const newRoots = await db
    .insert(menus)
    .values(DEMO_MENUS.map((menu, i) => menuValues(tenantId, menu, (i + 1) * 10, null)))
    .onConflictDoNothing({ target: [menus.tenantId, menus.menuCode] })
    .returning({ code: menus.menuCode });
  const rootIds = await menuIds(db, tenantId);
  const children = DEMO_MENUS.flatMap((root) =>
    (root.children ?? []).map((child, i) =>
      menuValues(tenantId, child, (i + 1) * 10, rootIds.get(root.code) ?? null),
    ),
  );
  const newChildren = await db
    .insert(menus)
    .values(children)
    .onConflictDoNothing({ target: [menus.tenantId, menus.menuCode] })
    .returning({ code: menus.menuCode });
  const newMenuCodes = new Set([...newRoots, ...newChildren].map((m) => m.code));

  const roleIds = new Map(
    (await db.select({ id: roles.id, code: roles.code }).from(roles).where(eq(roles.tenantId, tenantId))).map(
      (r) => [r.code, r.id],
    ),
  );
  const menuIdByCode = await menuIds(db, tenantId);
  const rootOf = new Map(DEMO_MENUS.flatMap((root) => (root.children ?? []).map((c) => [c.code, root.code])));

  // A new role gets all its codes; an existing one only the codes that arrive with a new menu it lists.
  const arriving = new Map(
    DEMO_MENUS.flatMap((root) => root.children ?? [])
      .filter((menu) => newMenuCodes.has(menu.code))
      .map((menu) => [menu.code, menu.permissions ?? []]),
  );
  const permissionRows = DEMO_ROLES.flatMap((r) => {
    const withMenus = new Set(r.menus.flatMap((code) => arriving.get(code) ?? []));
    return r.permissions
      .filter((code) => newRoleCodes.has(r.code) || withMenus.has(code))
      .map((permissionCode) => ({ roleId: roleIds.get(r.code) as number, permissionCode }));
  });
  if (permissionRows.length > 0)
    await db.insert(rolePermissions).values(permissionRows).onConflictDoNothing();

  const menuGrants = DEMO_ROLES.flatMap((r) => {
    const granted = new Set(r.menus.flatMap((leaf) => [leaf, rootOf.get(leaf) ?? leaf]));
    return [...granted]
      .filter((code) => newRoleCodes.has(r.code) || newMenuCodes.has(code))
      .map((code) => ({ roleId: roleIds.get(r.code) as number, menuId: menuIdByCode.get(code) as number }));
  });
  if (menuGrants.length > 0) await db.insert(roleMenus).values(menuGrants).onConflictDoNothing();

  await assignDemoRoles(db, tenantId, tenantCode, roleIds);
}

async function menuIds(db: Db, tenantId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: menus.id, code: menus.menuCode })
    .from(menus)
    .where(eq(menus.tenantId, tenantId));
  return new Map(rows.map((m) => [m.code, m.id]));
}

/** Each demo account of the tenant that has no role yet gets the one named by its roleCode. */
async function assignDemoRoles(
  db: Db,
  tenantId: number,
  tenantCode: string,
  roleIds: Map<string, number>,
): Promise<void> {
  const accounts = DEMO_ACCOUNTS.filter((a) => a.tenantCode === tenantCode);
  const roleless = await db
    .select({ id: users.id, account: users.account })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        inArray(
          users.account,
          accounts.map((a) => a.account),
        ),
        notExists(db.select().from(userRoles).where(eq(userRoles.userId, users.id))),
      ),
    );
  const rows = roleless.flatMap((user) => {
    const roleCode = accounts.find((a) => a.account === user.account)?.roleCode;
    const roleId = roleCode === undefined ? undefined : roleIds.get(roleCode);
    return roleId === undefined ? [] : [{ userId: user.id, roleId }];
  });
  if (rows.length > 0) await db.insert(userRoles).values(rows).onConflictDoNothing();
}
