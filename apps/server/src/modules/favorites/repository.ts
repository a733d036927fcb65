import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { menuFavorites, menus, roleMenus, roles, userRoles } from '@/db/schema.ts';

/** Whether the menu exists in the tenant and an enabled role of the user grants it. */
export async function isMenuVisible(
  db: Db,
  tenantId: number,
  userId: number,
  menuCode: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: menus.id })
    .from(menus)
    .innerJoin(roleMenus, eq(roleMenus.menuId, menus.id))
    .innerJoin(
      roles,
      and(eq(roles.id, roleMenus.roleId), eq(roles.tenantId, tenantId), eq(roles.status, 'enabled')),
    )
    .innerJoin(userRoles, and(eq(userRoles.roleId, roles.id), eq(userRoles.userId, userId)))
    .where(and(eq(menus.tenantId, tenantId), eq(menus.menuCode, menuCode)))
    .limit(1);
  return row !== undefined;
}

export interface Favorite {
  tenantId: number;
  userId: number;
  menuCode: string;
}

export async function insertFavorite(db: Db, favorite: Favorite): Promise<void> {
  await db.insert(menuFavorites).values(favorite).onConflictDoNothing();
}

export async function deleteFavorite(db: Db, { tenantId, userId, menuCode }: Favorite): Promise<void> {
  await db
    .delete(menuFavorites)
    .where(
      and(
        eq(menuFavorites.tenantId, tenantId),
        eq(menuFavorites.userId, userId),
        eq(menuFavorites.menuCode, menuCode),
      ),
    );
}
