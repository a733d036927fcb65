import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { DEMO_MENUS } from '@/db/demo-access.ts';
import { DEMO_TENANTS } from '@/db/demo-accounts.ts';
import { menuPermissions, menus, tenants } from '@/db/schema.ts';

/**
 * The buttons of the demo menus (menu_permissions, the `permissions` of DEMO_MENUS), so the rights
 * tree of every demo tenant shows them. A menu gets its buttons once, while it has none: buttons an
 * operator changed later survive a restart. Inserts are ON CONFLICT DO NOTHING, so two instances
 * seeding at once add each row once. Runs after seedDemoAccess (the menus must exist).
 */
export async function seedAdminAccess(db: Db): Promise<void> {
  const withButtons = DEMO_MENUS.flatMap((root) => [root, ...(root.children ?? [])]).filter(
    (menu) => (menu.permissions ?? []).length > 0,
  );
  const codesOf = new Map(withButtons.map((menu) => [menu.code, menu.permissions ?? []]));
  const tenantIds = (
    await db
      .select({ id: tenants.id })
      .from(tenants)
      .where(
        inArray(
          tenants.code,
          DEMO_TENANTS.map((t) => t.code),
        ),
      )
  ).map((t) => t.id);
  if (tenantIds.length === 0) return;

  const buttonless = await db
    .select({ id: menus.id, tenantId: menus.tenantId, code: menus.menuCode })
    .from(menus)
    .where(
      and(
        inArray(menus.tenantId, tenantIds),
        inArray(menus.menuCode, [...codesOf.keys()]),
        notExists(db.select().from(menuPermissions).where(eq(menuPermissions.menuId, menus.id))),
      ),
    );
  const rows = buttonless.flatMap((menu) =>
    (codesOf.get(menu.code) ?? []).map((permissionCode) => ({
      tenantId: menu.tenantId,
      menuId: menu.id,
      permissionCode,
    })),
  );
  if (rows.length > 0) await db.insert(menuPermissions).values(rows).onConflictDoNothing();
}
