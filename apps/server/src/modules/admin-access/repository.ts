import { and, asc, count, desc, eq, ilike, inArray, isNull, max, ne, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import {
  institutions,
  members,
  menuFavorites,
  menuPermissions,
  menus,
  roleMenus,
  rolePermissions,
  roles,
  userRoles,
  users,
} from '@/db/schema.ts';
import type { UserType } from '@/db/schema.ts';

/** SQL of roles and rights, user accounts and menus (issue 7). Every query is bound to a tenant. */

/** LIKE wildcards in a keyword match themselves. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface Paging {
  limit: number;
  offset: number;
}

/**
 * Whether PostgreSQL refused the write with this SQLSTATE (23505 unique, 23503 foreign key),
 * however the driver wrapped the error.
 */
export function isPgError(error: unknown, sqlState: '23505' | '23503'): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === sqlState) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------- roles

export type RoleRecord = Pick<typeof roles.$inferSelect, 'id' | 'code' | 'name' | 'status' | 'createdAt'>;

const roleColumns = {
  id: roles.id,
  code: roles.code,
  name: roles.name,
  status: roles.status,
  createdAt: roles.createdAt,
};

/** A page of the tenant's roles with how many users hold each, oldest first (the demo's on top). */
export async function listRoles(
  db: Db,
  tenantId: number,
  filter: Paging & { keyword?: string | undefined; status?: 'enabled' | 'disabled' | undefined },
) {
  const where = and(
    eq(roles.tenantId, tenantId),
    filter.status === undefined ? undefined : eq(roles.status, filter.status),
    filter.keyword
      ? or(ilike(roles.code, likePattern(filter.keyword)), ilike(roles.name, likePattern(filter.keyword)))
      : undefined,
  );
  const holders = db
    .select({ roleId: userRoles.roleId, n: count().as('n') })
    .from(userRoles)
    .groupBy(userRoles.roleId)
    .as('holders');
  const rows = await db
    .select({ ...roleColumns, userCount: sql<number>`coalesce(${holders.n}, 0)`.mapWith(Number) })
    .from(roles)
    .leftJoin(holders, eq(holders.roleId, roles.id))
    .where(where)
    .orderBy(asc(roles.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(roles).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findRole(db: Db, tenantId: number, id: number): Promise<RoleRecord | undefined> {
  const [row] = await db
    .select(roleColumns)
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.id, id)));
  return row;
}

/**
 * The role, locked until the transaction ends. Assigning a role to a user takes a key-share lock
 * on it (the foreign key), so a delete and an assignment of one role wait for each other.
 */
export async function lockRole(db: Db, tenantId: number, id: number): Promise<RoleRecord | undefined> {
  const [row] = await db
    .select(roleColumns)
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.id, id)))
    .for('update');
  return row;
}

/** The new role's id, or undefined when the tenant has the code already (also when two raced). */
export async function insertRole(
  db: Db,
  role: { tenantId: number; code: string; name: string },
): Promise<number | undefined> {
  const [row] = await db
    .insert(roles)
    .values(role)
    .onConflictDoNothing({ target: [roles.tenantId, roles.code] })
    .returning({ id: roles.id });
  return row?.id;
}

export async function updateRoleName(db: Db, tenantId: number, id: number, name: string): Promise<void> {
  await db
    .update(roles)
    .set({ name })
    .where(and(eq(roles.tenantId, tenantId), eq(roles.id, id)));
}

/** One guarded UPDATE: of two concurrent moves of one role, one matches. */
export async function moveRoleStatus(
  db: Db,
  tenantId: number,
  id: number,
  from: 'enabled' | 'disabled',
  to: 'enabled' | 'disabled',
): Promise<boolean> {
  const rows = await db
    .update(roles)
    .set({ status: to })
    .where(and(eq(roles.tenantId, tenantId), eq(roles.id, id), eq(roles.status, from)))
    .returning({ id: roles.id });
  return rows.length > 0;
}

export async function countRoleHolders(db: Db, roleId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, roleId));
  return row?.n ?? 0;
}

export async function deleteRole(db: Db, tenantId: number, id: number): Promise<void> {
  await db.delete(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.id, id)));
}

export async function findRoleRights(db: Db, roleId: number) {
  const [menuRows, codeRows] = await Promise.all([
    db.select({ menuId: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, roleId)),
    db
      .select({ code: rolePermissions.permissionCode })
      .from(rolePermissions)
      .where(eq(rolePermissions.roleId, roleId)),
  ]);
  return { menuIds: menuRows.map((r) => r.menuId), permissionCodes: codeRows.map((r) => r.code) };
}

/** The role's menus and codes, replaced as a whole (inside the caller's transaction). */
export async function replaceRoleRights(
  db: Db,
  roleId: number,
  menuIds: readonly number[],
  permissionCodes: readonly string[],
): Promise<void> {
  await db.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (menuIds.length > 0) await db.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId, menuId })));
  if (permissionCodes.length > 0)
    await db
      .insert(rolePermissions)
      .values(permissionCodes.map((permissionCode) => ({ roleId, permissionCode })));
}

/** Roles of the tenant among `ids` (all of them without ids), oldest first. */
export async function tenantRoles(db: Db, tenantId: number, ids?: readonly number[]) {
  if (ids?.length === 0) return [];
  return db
    .select({ id: roles.id, code: roles.code, name: roles.name, status: roles.status })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), ids ? inArray(roles.id, [...ids]) : undefined))
    .orderBy(asc(roles.id));
}

// ---------------------------------------------------------------------------------------- users

export interface UserFilter extends Paging {
  keyword?: string | undefined;
  userType?: UserType | undefined;
  status?: 'active' | 'disabled' | undefined;
}

/** A page of the tenant's users, newest first, with their enterprise or institution. */
export async function listUsers(db: Db, tenantId: number, filter: UserFilter) {
  const pattern = filter.keyword ? likePattern(filter.keyword) : undefined;
  const where = and(
    eq(users.tenantId, tenantId),
    filter.userType === undefined ? undefined : eq(users.userType, filter.userType),
    filter.status === undefined ? undefined : eq(users.status, filter.status),
    pattern
      ? or(ilike(users.account, pattern), ilike(users.name, pattern), ilike(users.mobile, pattern))
      : undefined,
  );
  const rows = await db
    .select({
      id: users.id,
      account: users.account,
      name: users.name,
      mobile: users.mobile,
      userType: users.userType,
      status: users.status,
      memberId: users.memberId,
      memberName: members.enterpriseName,
      institutionId: users.institutionId,
      institutionName: institutions.name,
      lastLoginAt: users.lastLoginAt,
      passwordIsDefault: users.passwordIsDefault,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(members, eq(members.id, users.memberId))
    .leftJoin(institutions, eq(institutions.id, users.institutionId))
    .where(where)
    .orderBy(desc(users.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The roles of each of the users, oldest role first. */
export async function rolesOfUsers(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0)
    return new Map<number, { id: number; code: string; name: string; status: 'enabled' | 'disabled' }[]>();
  const rows = await db
    .select({
      userId: userRoles.userId,
      id: roles.id,
      code: roles.code,
      name: roles.name,
      status: roles.status,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, [...userIds]))
    .orderBy(asc(roles.id));
  const byUser = new Map<
    number,
    { id: number; code: string; name: string; status: 'enabled' | 'disabled' }[]
  >();
  for (const { userId, ...role } of rows) byUser.set(userId, [...(byUser.get(userId) ?? []), role]);
  return byUser;
}

export async function findTenantUser(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      account: users.account,
      name: users.name,
      mobile: users.mobile,
      userType: users.userType,
      status: users.status,
      memberId: users.memberId,
      institutionId: users.institutionId,
    })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
  return row;
}

/** Who of the tenant holds the account or the mobile (the user `exceptId` does not count). */
export async function usersHolding(
  db: Db,
  tenantId: number,
  holding: { account?: string; mobile: string },
  exceptId?: number,
) {
  return db
    .select({ account: users.account, mobile: users.mobile })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        or(
          holding.account === undefined ? undefined : eq(users.account, holding.account),
          eq(users.mobile, holding.mobile),
        ),
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    );
}

/** The new user's id, or undefined when a unique index (account, mobile) refused it. */
export async function insertUser(db: Db, user: typeof users.$inferInsert): Promise<number | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning({ id: users.id });
  return row?.id;
}

export async function updateUser(
  db: Db,
  tenantId: number,
  id: number,
  change: { name: string; mobile: string; memberId: number | null; institutionId: number | null },
): Promise<void> {
  await db
    .update(users)
    .set(change)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
}

export async function replaceUserRoles(db: Db, userId: number, roleIds: readonly number[]): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length > 0) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

export async function moveUserStatus(
  db: Db,
  tenantId: number,
  id: number,
  from: 'active' | 'disabled',
  to: 'active' | 'disabled',
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ status: to })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id), eq(users.status, from)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The tenant's active enterprises (all, or those among `ids`), by name. */
export async function activeMembers(db: Db, tenantId: number, ids?: readonly number[]) {
  if (ids?.length === 0) return [];
  return db
    .select({ id: members.id, name: members.enterpriseName })
    .from(members)
    .where(
      and(
        eq(members.tenantId, tenantId),
        eq(members.status, 'active'),
        ids ? inArray(members.id, [...ids]) : undefined,
      ),
    )
    .orderBy(asc(members.enterpriseName));
}

export async function tenantInstitutions(db: Db, tenantId: number, ids?: readonly number[]) {
  if (ids?.length === 0) return [];
  return db
    .select({ id: institutions.id, name: institutions.name })
    .from(institutions)
    .where(and(eq(institutions.tenantId, tenantId), ids ? inArray(institutions.id, [...ids]) : undefined))
    .orderBy(asc(institutions.sortOrder), asc(institutions.id));
}

// ---------------------------------------------------------------------------------------- menus

export type MenuRecord = Pick<
  typeof menus.$inferSelect,
  | 'id'
  | 'parentId'
  | 'menuCode'
  | 'nameZhCn'
  | 'nameZhTw'
  | 'nameEnUs'
  | 'url'
  | 'menuType'
  | 'sortOrder'
  | 'isHidden'
>;

const menuColumns = {
  id: menus.id,
  parentId: menus.parentId,
  menuCode: menus.menuCode,
  nameZhCn: menus.nameZhCn,
  nameZhTw: menus.nameZhTw,
  nameEnUs: menus.nameEnUs,
  url: menus.url,
  menuType: menus.menuType,
  sortOrder: menus.sortOrder,
  isHidden: menus.isHidden,
};

/** Every menu of the tenant, hidden ones included, in display order. */
export async function tenantMenus(db: Db, tenantId: number): Promise<MenuRecord[]> {
  return db
    .select(menuColumns)
    .from(menus)
    .where(eq(menus.tenantId, tenantId))
    .orderBy(asc(menus.sortOrder), asc(menus.id));
}

/** The button codes of every menu of the tenant. */
export async function tenantMenuButtons(db: Db, tenantId: number): Promise<Map<number, string[]>> {
  const rows = await db
    .select({ menuId: menuPermissions.menuId, code: menuPermissions.permissionCode })
    .from(menuPermissions)
    .where(eq(menuPermissions.tenantId, tenantId))
    .orderBy(asc(menuPermissions.permissionCode));
  const byMenu = new Map<number, string[]>();
  for (const { menuId, code } of rows) byMenu.set(menuId, [...(byMenu.get(menuId) ?? []), code]);
  return byMenu;
}

/**
 * The menu, optionally locked: `share` while a child is added under it (so it cannot be deleted
 * meanwhile), `update` while it is deleted (so no child arrives meanwhile).
 */
export async function findMenu(
  db: Db,
  tenantId: number,
  id: number,
  lock?: 'share' | 'update',
): Promise<MenuRecord | undefined> {
  const query = db
    .select(menuColumns)
    .from(menus)
    .where(and(eq(menus.tenantId, tenantId), eq(menus.id, id)));
  const [row] = await (lock ? query.for(lock) : query);
  return row;
}

/** The sort order after the menu's last sibling. */
export async function nextSortOrder(db: Db, tenantId: number, parentId: number | null): Promise<number> {
  const [row] = await db
    .select({ last: max(menus.sortOrder) })
    .from(menus)
    .where(
      and(
        eq(menus.tenantId, tenantId),
        parentId === null ? isNull(menus.parentId) : eq(menus.parentId, parentId),
      ),
    );
  return (row?.last ?? 0) + 10;
}

export async function insertMenu(db: Db, menu: typeof menus.$inferInsert): Promise<number | undefined> {
  const [row] = await db
    .insert(menus)
    .values(menu)
    .onConflictDoNothing({ target: [menus.tenantId, menus.menuCode] })
    .returning({ id: menus.id });
  return row?.id;
}

export async function updateMenu(
  db: Db,
  tenantId: number,
  id: number,
  change: Partial<
    Pick<MenuRecord, 'nameZhCn' | 'nameZhTw' | 'nameEnUs' | 'url' | 'menuType' | 'sortOrder' | 'isHidden'>
  >,
): Promise<void> {
  await db
    .update(menus)
    .set(change)
    .where(and(eq(menus.tenantId, tenantId), eq(menus.id, id)));
}

/** The menu and its siblings in display order, locked so that two moves among them take turns. */
export async function lockSiblings(db: Db, tenantId: number, parentId: number | null) {
  return db
    .select({ id: menus.id, sortOrder: menus.sortOrder })
    .from(menus)
    .where(
      and(
        eq(menus.tenantId, tenantId),
        parentId === null ? isNull(menus.parentId) : eq(menus.parentId, parentId),
      ),
    )
    .orderBy(asc(menus.sortOrder), asc(menus.id))
    .for('update');
}

/** Hides or shows the menu in one guarded UPDATE; false when it already was. */
export async function setMenuHidden(db: Db, tenantId: number, id: number, hidden: boolean): Promise<boolean> {
  const rows = await db
    .update(menus)
    .set({ isHidden: hidden })
    .where(and(eq(menus.tenantId, tenantId), eq(menus.id, id), eq(menus.isHidden, !hidden)))
    .returning({ id: menus.id });
  return rows.length > 0;
}

export async function countChildren(db: Db, tenantId: number, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(menus)
    .where(and(eq(menus.tenantId, tenantId), eq(menus.parentId, id)));
  return row?.n ?? 0;
}

/** Deletes the menu; its grants and buttons go with it (foreign keys), its favourites here. */
export async function deleteMenu(
  db: Db,
  tenantId: number,
  menu: { id: number; menuCode: string },
): Promise<void> {
  await db
    .delete(menuFavorites)
    .where(and(eq(menuFavorites.tenantId, tenantId), eq(menuFavorites.menuCode, menu.menuCode)));
  await db.delete(menus).where(and(eq(menus.tenantId, tenantId), eq(menus.id, menu.id)));
}

export async function replaceMenuButtons(
  db: Db,
  tenantId: number,
  menuId: number,
  codes: readonly string[],
): Promise<void> {
  await db.delete(menuPermissions).where(eq(menuPermissions.menuId, menuId));
  if (codes.length > 0)
    await db
      .insert(menuPermissions)
      .values(codes.map((permissionCode) => ({ tenantId, menuId, permissionCode })));
}
