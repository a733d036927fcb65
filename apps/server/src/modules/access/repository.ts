import { aliasedTable, and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { prepared } from '@/db/prepared.ts';
import {
  menuFavorites,
  menus,
  roleMenus,
  rolePermissions,
  roles,
  sessions,
  userRoles,
  users,
} from '@/db/schema.ts';
import type { UserType } from '@/db/schema.ts';
import { rowCache } from '@/lib/row-cache.ts';
import type { SessionReader } from '@/modules/session/service.ts';

export interface UserAccess {
  id: number;
  tenantId: number;
  account: string;
  name: string;
  userType: UserType;
  rawRoleCode: string;
  /** users.role_code: what the user was created as, used when no role is assigned. */
  roleCode: string;
  status: string;
  /** Codes of the user's enabled roles, oldest role first. */
  roleCodes: string[];
  permissions: string[];
}

// Raw SQL for the subqueries: drizzle leaves columns unqualified in a one-table select.
const enabledRoles = sql.raw(`user_roles ur join roles r on r.id = ur.role_id
    and r.tenant_id = users.tenant_id and r.status = 'enabled' where ur.user_id = users.id`);

/** The user's columns of the access read, by the users table of the statement they are part of. */
export const userAccessColumns = {
  id: users.id,
  tenantId: users.tenantId,
  account: users.account,
  name: users.name,
  userType: users.userType,
  rawRoleCode: users.rawRoleCode,
  roleCode: users.roleCode,
  status: users.status,
  roleCodes: sql<string[]>`array(select r.code from ${enabledRoles} order by r.id)`,
  permissions: sql<string[]>`array(select distinct rp.permission_code from role_permissions rp
    where rp.role_id in (select r.id from ${enabledRoles}))`,
};

const userAccessById = prepared((db) =>
  db
    .select(userAccessColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('find_user_access'),
);

const sessionWithUserAccess = prepared((db) =>
  db
    .select({ session: sessions, access: userAccessColumns })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .limit(1)
    .prepare('find_session_user_access'),
);

/** The most signed-in sessions kept per database, least recently used first out. */
const SESSIONS_KEPT = 10_000;

/**
 * A signed-in request's session row and its user's access in one statement (a SessionReader,
 * modules/session/service.ts): the access is null when the row names no user, or one that is gone.
 * Kept until the session's row or a table the access is read from is written (lib/row-cache.ts), so
 * that a sign-out, a kick-out or a change of the user's status or roles applies at the next request
 * on every instance. A session's own requests write its row at most twice a minute (the touch and
 * the activity). Only signed-in routes read through here; a visitor's session is read afresh.
 */
export const readSessionWithUserAccess: SessionReader<UserAccess | null> = rowCache(
  'sessions',
  ['users', 'user_roles', 'roles', 'role_permissions'],
  SESSIONS_KEPT,
  async (db, idHash) => {
    const [found] = await sessionWithUserAccess(db).execute({ idHash });
    const access = found?.access?.id == null ? null : (found.access as UserAccess);
    return { row: found?.session, companion: access };
  },
  (read) => read.row !== undefined,
);

/**
 * The user with their roles and permissions as they are now, in one query and one row: the codes of
 * the user's enabled roles of their own tenant (oldest first) and the permissions they grant, as
 * arrays. Every signed-in request runs it, so it returns one row rather than one per permission.
 */
export async function findUserAccess(db: Db, userId: number): Promise<UserAccess | undefined> {
  const [row] = await userAccessById(db).execute({ userId });
  return row;
}

export interface MenuRow {
  id: number;
  parentId: number | null;
  menuCode: string;
  nameZhCn: string;
  nameZhTw: string;
  nameEnUs: string;
  url: string;
  icon: string | null;
  menuType: 'menu' | 'iframe';
  sortOrder: number;
  isHidden: boolean;
  extField: string | null;
  sysTitle: string | null;
  favourite: boolean;
}

const parentMenu = aliasedTable(menus, 'parent_menu');

/**
 * The menus granted to the user's enabled roles in their tenant, with the user's favourites. A
 * hidden menu is served to nobody, nor is a page under a hidden root (menus are two levels deep:
 * roots and their pages).
 */
export async function findUserMenus(db: Db, userId: number, tenantId: number): Promise<MenuRow[]> {
  const granted = db
    .selectDistinct({ menuId: roleMenus.menuId })
    .from(roleMenus)
    .innerJoin(roles, eq(roles.id, roleMenus.roleId))
    .innerJoin(userRoles, eq(userRoles.roleId, roles.id))
    .where(and(eq(userRoles.userId, userId), eq(roles.tenantId, tenantId), eq(roles.status, 'enabled')));
  return db
    .select({
      id: menus.id,
      parentId: menus.parentId,
      menuCode: menus.menuCode,
      nameZhCn: menus.nameZhCn,
      nameZhTw: menus.nameZhTw,
      nameEnUs: menus.nameEnUs,
      url: menus.url,
      icon: menus.icon,
      menuType: menus.menuType,
      sortOrder: menus.sortOrder,
      isHidden: menus.isHidden,
      extField: menus.extField,
      sysTitle: menus.sysTitle,
      favourite: sql<boolean>`${menuFavorites.menuCode} is not null`,
    })
    .from(menus)
    .leftJoin(
      menuFavorites,
      and(eq(menuFavorites.userId, userId), eq(menuFavorites.menuCode, menus.menuCode)),
    )
    .leftJoin(parentMenu, eq(parentMenu.id, menus.parentId))
    .where(
      and(
        eq(menus.tenantId, tenantId),
        inArray(menus.id, granted),
        eq(menus.isHidden, false),
        or(isNull(parentMenu.id), eq(parentMenu.isHidden, false)),
      ),
    )
    .orderBy(asc(menus.sortOrder), asc(menus.id));
}

export interface TenantRole {
  id: number;
  code: string;
  name: string;
  status: 'enabled' | 'disabled';
  permissions: string[];
}

export async function listTenantRoles(db: Db, tenantId: number): Promise<TenantRole[]> {
  const rows = await db
    .select({
      id: roles.id,
      code: roles.code,
      name: roles.name,
      status: roles.status,
      permission: rolePermissions.permissionCode,
    })
    .from(roles)
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .where(eq(roles.tenantId, tenantId))
    .orderBy(asc(roles.id), asc(rolePermissions.permissionCode));
  const byId = new Map<number, TenantRole>();
  for (const { permission, ...role } of rows) {
    const entry = byId.get(role.id) ?? { ...role, permissions: [] };
    if (permission !== null) entry.permissions.push(permission);
    byId.set(role.id, entry);
  }
  return [...byId.values()];
}
