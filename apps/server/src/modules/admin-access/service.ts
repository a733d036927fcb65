import type { FastifyInstance } from 'fastify';
import { ALL_PERMISSION_CODES, ERROR_CODES, PERMISSIONS } from '@scf/shared';
import type { Language, ValidationMessageKey } from '@scf/shared';
import type {
  AdminMenuNode,
  RightsMenu,
  RightsReply,
  UserOptionsReply,
  UserRow,
  assignRightsRequest,
  menuButtonsRequest,
  menuMoveRequest,
  menuSaveRequest,
  roleQuery,
  roleSaveRequest,
  userQuery,
  userSaveRequest,
} from '@scf/shared/schemas/admin-access';
import type { z } from 'zod';
import type { Db } from '@/db/client.ts';
import type { UserType } from '@/db/schema.ts';
import { fieldError, refusal } from '@/lib/app-error.ts';
import * as repo from '@/modules/admin-access/repository.ts';
import type { MenuRecord } from '@/modules/admin-access/repository.ts';
import { forbidden } from '@/modules/auth/errors.ts';
import { hashPassword } from '@/modules/auth/password.ts';
import { endUserSessions } from '@/modules/auth/repository.ts';
import { readNewPassword } from '@/modules/user/credentials.ts';
import { insertAuditLog } from '@/modules/user/repository.ts';
import type { AuthUser } from '@/plugins/auth.ts';

/**
 * Roles and rights, user accounts and menus of the back office (issue 7 points 1, 2 and 6). Every
 * move checks what it needs before writing, then writes in one transaction with its audit row;
 * uniqueness is settled by the database's unique indexes and state moves by guarded UPDATEs, so of
 * two concurrent submissions exactly one wins.
 */

type Data = Pick<FastifyInstance, 'db'>;
type Services = Pick<FastifyInstance, 'db' | 'passwords' | 'captcha'>;

export const ACCESS_TEXTS = {
  roleNotFound: 'accessRoleNotFound',
  roleCodeTaken: 'accessRoleCodeTaken',
  roleInUse: 'accessRoleInUse',
  roleMoved: 'accessRoleMoved',
  ownRoleDisable: 'accessOwnRoleDisable',
  menuUnknown: 'accessMenuNotFound',
  userNotFound: 'accessUserNotFound',
  userMoved: 'accessUserMoved',
  selfDisable: 'accessSelfDisable',
  ownRoles: 'accessOwnRoles',
  mobileTaken: 'mobileInUse',
  roleUnknown: 'accessRoleNotFound',
  memberUnknown: 'memberUnavailable',
  institutionUnknown: 'orgInstitutionNotFound',
  menuNotFound: 'accessMenuNotFound',
  menuCodeTaken: 'accessMenuCodeTaken',
  parentUnknown: 'accessParentUnknown',
  parentNotRoot: 'accessParentNotRoot',
  menuHasChildren: 'accessMenuHasChildren',
  menuMoved: 'accessMenuMoved',
  menuFirst: 'accessMenuFirst',
  menuLast: 'accessMenuLast',
  buttonsOnGroup: 'accessButtonsOnGroup',
} as const satisfies Record<string, ValidationMessageKey>;

/** sessions.ended_reason of a disabled user's sessions: their holder is told the session is gone (-100). */
export const USER_DISABLED_REASON = 'disabled';

const notFound = (key: ValidationMessageKey) => refusal(ERROR_CODES.NOT_FOUND, key, { httpStatus: 404 });
const conflict = (key: ValidationMessageKey) => refusal(ERROR_CODES.CONFLICT, key);

/** The save routes admit either code; the move itself needs its own. */
function requireCode(user: AuthUser, code: string): void {
  if (!user.permissions.has(code)) throw forbidden();
}

async function audit(
  db: Db,
  user: AuthUser,
  entity: 'role' | 'user' | 'menu',
  action: string,
  entityId: number,
  detail: Record<string, unknown>,
): Promise<void> {
  await insertAuditLog(db, {
    tenantId: user.tenantId,
    actorUserId: user.id,
    action,
    entity,
    entityId: String(entityId),
    detail,
  });
}

const paging = (q: { pageNo: number; pageSize: number }) => ({
  limit: q.pageSize,
  offset: (q.pageNo - 1) * q.pageSize,
});
const iso = (date: Date | null) => (date === null ? null : date.toISOString());
const idText = (id: number | null) => (id === null ? null : String(id));

/** What was added and taken away, for the audit trail. */
function difference<T>(before: readonly T[], after: readonly T[]) {
  const old = new Set(before);
  const next = new Set(after);
  return { added: after.filter((v) => !old.has(v)), removed: before.filter((v) => !next.has(v)) };
}

// ---------------------------------------------------------------------------------------- roles

export async function queryRoles(app: Data, user: AuthUser, query: z.output<typeof roleQuery>) {
  const { rows, total } = await repo.listRoles(app.db, user.tenantId, { ...query, ...paging(query) });
  return {
    rows: rows.map((r) => ({ ...r, id: String(r.id), createdAt: r.createdAt.toISOString() })),
    total,
  };
}

async function existingRole(app: Data, user: AuthUser, id: number) {
  const role = await repo.findRole(app.db, user.tenantId, id);
  if (!role) throw notFound(ACCESS_TEXTS.roleNotFound);
  return role;
}

/** save: a new role (enabled, no rights yet), or a new name for one. */
export async function saveRole(
  app: Data,
  user: AuthUser,
  body: z.output<typeof roleSaveRequest>,
): Promise<{ id: string }> {
  if (body.id === undefined) {
    requireCode(user, PERMISSIONS.role.add);
    const code = body.code as string;
    return app.db.transaction(async (tx) => {
      const id = await repo.insertRole(tx, { tenantId: user.tenantId, code, name: body.name });
      if (id === undefined)
        throw fieldError('code', 'unique', ACCESS_TEXTS.roleCodeTaken, { code: ERROR_CODES.CONFLICT });
      await audit(tx, user, 'role', 'create', id, { code, name: body.name });
      return { id: String(id) };
    });
  }
  requireCode(user, PERMISSIONS.role.edit);
  const role = await existingRole(app, user, body.id);
  const id = body.id;
  if (role.name !== body.name) {
    await app.db.transaction(async (tx) => {
      await repo.updateRoleName(tx, user.tenantId, id, body.name);
      await audit(tx, user, 'role', 'edit', id, { name: { before: role.name, after: body.name } });
    });
  }
  return { id: String(id) };
}

/**
 * enable / disable. A disabled role grants nothing: access/repository.ts reads only enabled roles
 * on every request. An operator cannot disable a role they hold themselves: they would lose the
 * very rights they act with in the middle of the move.
 */
export async function setRoleStatus(
  app: Data,
  user: AuthUser,
  id: number,
  to: 'enabled' | 'disabled',
): Promise<void> {
  await existingRole(app, user, id);
  if (to === 'disabled') {
    const own = (await repo.rolesOfUsers(app.db, [user.id])).get(user.id) ?? [];
    if (own.some((r) => r.id === id)) throw conflict(ACCESS_TEXTS.ownRoleDisable);
  }
  const from = to === 'enabled' ? 'disabled' : 'enabled';
  await app.db.transaction(async (tx) => {
    if (!(await repo.moveRoleStatus(tx, user.tenantId, id, from, to))) throw conflict(ACCESS_TEXTS.roleMoved);
    await audit(tx, user, 'role', to === 'enabled' ? 'enable' : 'disable', id, { from, to });
  });
}

/**
 * delete: refused while any user holds the role. The role is locked first; assigning it to a user
 * waits on that lock (the foreign key), so an assignment that raced the check makes the delete see
 * it, or fails on the deleted role.
 */
export async function deleteRoleById(app: Data, user: AuthUser, id: number): Promise<void> {
  await app.db.transaction(async (tx) => {
    const role = await repo.lockRole(tx, user.tenantId, id);
    if (!role) throw notFound(ACCESS_TEXTS.roleNotFound);
    if ((await repo.countRoleHolders(tx, id)) > 0) throw conflict(ACCESS_TEXTS.roleInUse);
    const rights = await repo.findRoleRights(tx, id);
    await repo.deleteRole(tx, user.tenantId, id);
    await audit(tx, user, 'role', 'delete', id, { code: role.code, name: role.name, ...rights });
  });
}

const nameIn = (row: MenuRecord, language: Language) =>
  language === 'zh-TW' ? row.nameZhTw : language === 'en-US' ? row.nameEnUs : row.nameZhCn;

/**
 * The rows as a tree, in their order; a menu whose parent is missing stays at the top, so nothing
 * an operator could grant is lost from view.
 */
function buildTree<T extends { children: T[] }>(
  rows: readonly MenuRecord[],
  toNode: (row: MenuRecord) => T,
): T[] {
  const nodes = new Map(rows.map((row) => [row.id, toNode(row)]));
  const roots: T[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as T;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The tenant's menus with their buttons, the codes no menu lists, and what the role holds. */
export async function roleRights(
  app: Data,
  user: AuthUser,
  id: number,
  language: Language,
): Promise<RightsReply> {
  const role = await existingRole(app, user, id);
  const [rows, buttons, held] = await Promise.all([
    repo.tenantMenus(app.db, user.tenantId),
    repo.tenantMenuButtons(app.db, user.tenantId),
    repo.findRoleRights(app.db, id),
  ]);
  const menus = buildTree<RightsMenu>(rows, (row) => ({
    id: String(row.id),
    name: nameIn(row, language),
    isHidden: row.isHidden,
    buttons: buttons.get(row.id) ?? [],
    children: [],
  }));
  const listed = new Set([...buttons.values()].flat());
  return {
    role: { id: String(role.id), code: role.code, name: role.name, status: role.status },
    menus,
    otherCodes: ALL_PERMISSION_CODES.filter((code) => !listed.has(code)),
    menuIds: held.menuIds.map(String),
    permissionCodes: [...held.permissionCodes].sort(),
  };
}

/** The menus with every menu above them: a page is reached through its root. */
function withAncestors(ids: readonly number[], rows: readonly MenuRecord[]): number[] {
  const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
  const all = new Set<number>();
  for (const id of ids) {
    for (let at: number | null | undefined = id; at != null && !all.has(at); at = parentOf.get(at))
      all.add(at);
  }
  return [...all].sort((a, b) => a - b);
}

/** assign_rights: the role's menus and codes replaced as a whole, in one transaction. */
export async function assignRights(
  app: Data,
  user: AuthUser,
  body: z.output<typeof assignRightsRequest>,
): Promise<void> {
  await existingRole(app, user, body.id);
  const rows = await repo.tenantMenus(app.db, user.tenantId);
  const known = new Set(rows.map((row) => row.id));
  if (body.menuIds.some((id) => !known.has(id)))
    throw fieldError('menuIds', 'exists', ACCESS_TEXTS.menuUnknown);
  const menuIds = withAncestors(body.menuIds, rows);
  const codes = [...body.permissionCodes].sort();
  await app.db.transaction(async (tx) => {
    // Locked: two assignments to one role take turns, each replacing the whole.
    if (!(await repo.lockRole(tx, user.tenantId, body.id))) throw notFound(ACCESS_TEXTS.roleNotFound);
    const before = await repo.findRoleRights(tx, body.id);
    await repo.replaceRoleRights(tx, body.id, menuIds, codes);
    await audit(tx, user, 'role', 'rights', body.id, {
      menus: difference(before.menuIds, menuIds),
      permissions: difference(before.permissionCodes, codes),
    });
  });
}

// ---------------------------------------------------------------------------------------- users

export async function queryUsers(
  app: Data,
  user: AuthUser,
  query: z.output<typeof userQuery>,
): Promise<{ rows: UserRow[]; total: number }> {
  const { rows, total } = await repo.listUsers(app.db, user.tenantId, { ...query, ...paging(query) });
  const roles = await repo.rolesOfUsers(
    app.db,
    rows.map((r) => r.id),
  );
  return {
    rows: rows.map((r) => ({
      id: String(r.id),
      account: r.account,
      name: r.name,
      mobile: r.mobile,
      userType: r.userType,
      status: r.status === 'active' ? 'active' : 'disabled',
      roles: (roles.get(r.id) ?? []).map((role) => ({ ...role, id: String(role.id) })),
      memberId: idText(r.memberId),
      memberName: r.memberName,
      institutionId: idText(r.institutionId),
      institutionName: r.institutionName,
      lastLoginAt: iso(r.lastLoginAt),
      passwordIsDefault: r.passwordIsDefault,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
  };
}

export async function userOptions(app: Data, user: AuthUser): Promise<UserOptionsReply> {
  const [roles, members, institutions] = await Promise.all([
    repo.tenantRoles(app.db, user.tenantId),
    repo.activeMembers(app.db, user.tenantId),
    repo.tenantInstitutions(app.db, user.tenantId),
  ]);
  const text = <T extends { id: number }>(rows: T[]) => rows.map((r) => ({ ...r, id: String(r.id) }));
  return { roles: text(roles), members: text(members), institutions: text(institutions) };
}

interface Affiliation {
  memberId: number | null;
  institutionId: number | null;
}

/**
 * The roles, enterprise and institution the form names must be the tenant's (another tenant's are
 * unknown here); an enterprise user keeps only an enterprise, an institution user an institution.
 */
async function checkReferences(
  app: Data,
  tenantId: number,
  userType: UserType,
  body: { roleIds: number[]; memberId?: number | undefined; institutionId?: number | undefined },
  current?: Affiliation,
): Promise<{ roles: Awaited<ReturnType<typeof repo.tenantRoles>>; affiliation: Affiliation }> {
  const roles = await repo.tenantRoles(app.db, tenantId, body.roleIds);
  if (roles.length !== body.roleIds.length) throw fieldError('roleIds', 'exists', ACCESS_TEXTS.roleUnknown);
  const affiliation: Affiliation = { memberId: null, institutionId: null };
  if (userType === 'comp') {
    if (body.memberId === undefined) throw fieldError('memberId', 'required', 'memberRequired');
    // An edit may keep the enterprise the user already works for, even one disabled since.
    const kept = current?.memberId === body.memberId;
    if (!kept && (await repo.activeMembers(app.db, tenantId, [body.memberId])).length === 0)
      throw fieldError('memberId', 'exists', ACCESS_TEXTS.memberUnknown);
    affiliation.memberId = body.memberId;
  }
  if (userType === 'financeOrg') {
    if (body.institutionId === undefined)
      throw fieldError('institutionId', 'required', 'institutionRequired');
    if ((await repo.tenantInstitutions(app.db, tenantId, [body.institutionId])).length === 0)
      throw fieldError('institutionId', 'exists', ACCESS_TEXTS.institutionUnknown);
    affiliation.institutionId = body.institutionId;
  }
  return {
    roles: roles.sort((a, b) => body.roleIds.indexOf(a.id) - body.roleIds.indexOf(b.id)),
    affiliation,
  };
}

const accountTaken = () => fieldError('account', 'unique', 'accountExists', { code: ERROR_CODES.CONFLICT });
const mobileTaken = () =>
  fieldError('mobile', 'unique', ACCESS_TEXTS.mobileTaken, { code: ERROR_CODES.CONFLICT });

/** Which unique value of the tenant the account or mobile collides with, as the field's refusal. */
async function requireFree(
  app: Data,
  tenantId: number,
  holding: { account?: string; mobile: string },
  exceptId?: number,
) {
  const holders = await repo.usersHolding(app.db, tenantId, holding, exceptId);
  if (holding.account !== undefined && holders.some((h) => h.account === holding.account))
    throw accountTaken();
  if (holders.some((h) => h.mobile === holding.mobile)) throw mobileTaken();
}

/** A role a concurrent request deleted fails the foreign key: the form's roles are then unknown. */
function unknownRoleOr(error: unknown): unknown {
  return repo.isPgError(error, '23503') ? fieldError('roleIds', 'exists', ACCESS_TEXTS.roleUnknown) : error;
}

/**
 * save: a new user with a first password the operator chose (marked default, so it is changed at
 * the first sign-in), or an edit of name, mobile, roles and enterprise or institution.
 */
export async function saveUser(
  app: Services,
  user: AuthUser,
  body: z.output<typeof userSaveRequest>,
): Promise<{ id: string }> {
  return body.id === undefined ? addUser(app, user, body) : editUser(app, user, body.id, body);
}

async function addUser(app: Services, user: AuthUser, body: z.output<typeof userSaveRequest>) {
  requireCode(user, PERMISSIONS.user.add);
  const account = body.account as string;
  const userType = body.userType as UserType;
  const password = await readNewPassword(app, body.keyId as string, body.password as string, 'password');
  const { roles, affiliation } = await checkReferences(app, user.tenantId, userType, body);
  await requireFree(app, user.tenantId, { account, mobile: body.mobile });
  // scrypt is slow on purpose: hashed before the transaction holds anything.
  const passwordHash = await hashPassword(password);
  try {
    return await app.db.transaction(async (tx) => {
      const id = await repo.insertUser(tx, {
        tenantId: user.tenantId,
        account,
        name: body.name,
        mobile: body.mobile,
        userType,
        rawRoleCode: 'normal',
        roleCode: roles[0]?.code ?? 'normal',
        passwordHash,
        passwordIsDefault: true,
        ...affiliation,
      });
      // Taken between the check and now: a concurrent add of the same account or mobile won.
      if (id === undefined) {
        await requireFree({ db: tx }, user.tenantId, { account, mobile: body.mobile });
        throw accountTaken();
      }
      await repo.replaceUserRoles(
        tx,
        id,
        roles.map((r) => r.id),
      );
      await audit(tx, user, 'user', 'create', id, {
        account,
        userType,
        roles: roles.map((r) => r.code),
        ...affiliation,
      });
      return { id: String(id) };
    });
  } catch (error) {
    throw unknownRoleOr(error);
  }
}

async function editUser(app: Data, user: AuthUser, id: number, body: z.output<typeof userSaveRequest>) {
  requireCode(user, PERMISSIONS.user.edit);
  const target = await repo.findTenantUser(app.db, user.tenantId, id);
  if (!target) throw notFound(ACCESS_TEXTS.userNotFound);
  const { roles, affiliation } = await checkReferences(app, user.tenantId, target.userType, body, target);
  const roleIds = roles.map((r) => r.id);
  const before = ((await repo.rolesOfUsers(app.db, [id])).get(id) ?? []).map((r) => r.id);
  const rolesChange = difference(before, roleIds);
  // An operator taking their own roles away would lose the rights of this very screen.
  if (id === user.id && (rolesChange.added.length > 0 || rolesChange.removed.length > 0))
    throw fieldError('roleIds', 'self', ACCESS_TEXTS.ownRoles);
  await requireFree(app, user.tenantId, { mobile: body.mobile }, id);
  const change = { name: body.name, mobile: body.mobile, ...affiliation };
  const changes = Object.entries(change)
    .filter(([field, value]) => target[field as keyof typeof change] !== value)
    .map(([field, value]) => ({ field, before: target[field as keyof typeof change], after: value }));
  if (changes.length === 0 && rolesChange.added.length === 0 && rolesChange.removed.length === 0)
    return { id: String(id) };
  try {
    await app.db.transaction(async (tx) => {
      await repo.updateUser(tx, user.tenantId, id, change);
      await repo.replaceUserRoles(tx, id, roleIds);
      await audit(tx, user, 'user', 'edit', id, { changes, roles: rolesChange });
    });
  } catch (error) {
    if (repo.isPgError(error, '23505')) throw mobileTaken();
    throw unknownRoleOr(error);
  }
  return { id: String(id) };
}

/**
 * enable / disable. Disabling ends every session of the user in the same transaction: their next
 * request is refused with the session code (-100), and they cannot sign in while disabled.
 */
export async function setUserStatus(
  app: Data,
  user: AuthUser,
  id: number,
  to: 'active' | 'disabled',
): Promise<void> {
  if (to === 'disabled' && id === user.id) throw conflict(ACCESS_TEXTS.selfDisable);
  const target = await repo.findTenantUser(app.db, user.tenantId, id);
  if (!target) throw notFound(ACCESS_TEXTS.userNotFound);
  const from = to === 'active' ? 'disabled' : 'active';
  await app.db.transaction(async (tx) => {
    if (!(await repo.moveUserStatus(tx, user.tenantId, id, from, to))) throw conflict(ACCESS_TEXTS.userMoved);
    if (to === 'disabled') await endUserSessions(tx, id, USER_DISABLED_REASON);
    await audit(tx, user, 'user', to === 'active' ? 'enable' : 'disable', id, { account: target.account });
  });
}

// ---------------------------------------------------------------------------------------- menus

export async function adminMenuTree(app: Data, user: AuthUser, language: Language): Promise<AdminMenuNode[]> {
  const [rows, buttons] = await Promise.all([
    repo.tenantMenus(app.db, user.tenantId),
    repo.tenantMenuButtons(app.db, user.tenantId),
  ]);
  return buildTree<AdminMenuNode>(rows, (row) => ({
    ...row,
    id: String(row.id),
    parentId: idText(row.parentId),
    name: nameIn(row, language),
    buttons: buttons.get(row.id) ?? [],
    children: [],
  }));
}

async function existingMenu(app: Data, user: AuthUser, id: number) {
  const menu = await repo.findMenu(app.db, user.tenantId, id);
  if (!menu) throw notFound(ACCESS_TEXTS.menuNotFound);
  return menu;
}

const menuUrlRequired = () => fieldError('url', 'required', 'menuUrlRequired');

/**
 * save: a new root or a page under a root (two levels, as the rights tree shows them), or an edit
 * of names, address, type and order. The code (favourites refer to it) and the parent stay.
 */
export async function saveMenu(
  app: Data,
  user: AuthUser,
  body: z.output<typeof menuSaveRequest>,
): Promise<{ id: string }> {
  const fields = {
    nameZhCn: body.nameZhCn,
    nameZhTw: body.nameZhTw,
    nameEnUs: body.nameEnUs,
    url: body.url,
    menuType: body.menuType,
  };
  if (body.id !== undefined) {
    requireCode(user, PERMISSIONS.menu.edit);
    const id = body.id;
    const menu = await existingMenu(app, user, id);
    if (body.url === '' && (menu.parentId !== null || body.menuType === 'iframe')) throw menuUrlRequired();
    const change = { ...fields, ...(body.sortOrder === undefined ? {} : { sortOrder: body.sortOrder }) };
    const changes = Object.entries(change)
      .filter(([field, value]) => menu[field as keyof typeof change] !== value)
      .map(([field, value]) => ({ field, before: menu[field as keyof typeof change], after: value }));
    if (changes.length > 0) {
      await app.db.transaction(async (tx) => {
        await repo.updateMenu(tx, user.tenantId, id, change);
        await audit(tx, user, 'menu', 'edit', id, { menuCode: menu.menuCode, changes });
      });
    }
    return { id: String(id) };
  }

  requireCode(user, PERMISSIONS.menu.add);
  const menuCode = body.menuCode as string;
  const parentId = body.parentId ?? null;
  return app.db.transaction(async (tx) => {
    if (parentId !== null) {
      // Locked for share: the parent cannot be deleted before this child is in.
      const parent = await repo.findMenu(tx, user.tenantId, parentId, 'share');
      if (!parent) throw fieldError('parentId', 'exists', ACCESS_TEXTS.parentUnknown);
      if (parent.parentId !== null) throw fieldError('parentId', 'depth', ACCESS_TEXTS.parentNotRoot);
    }
    const sortOrder = body.sortOrder ?? (await repo.nextSortOrder(tx, user.tenantId, parentId));
    const id = await repo.insertMenu(tx, {
      tenantId: user.tenantId,
      parentId,
      menuCode,
      sortOrder,
      ...fields,
    });
    if (id === undefined)
      throw fieldError('menuCode', 'unique', ACCESS_TEXTS.menuCodeTaken, { code: ERROR_CODES.CONFLICT });
    await audit(tx, user, 'menu', 'create', id, { menuCode, parentId, sortOrder, ...fields });
    return { id: String(id) };
  });
}

/**
 * move: swaps the menu with its neighbour among its siblings; the siblings are numbered again
 * 10, 20, … so that equal sort numbers cannot make a move do nothing.
 */
export async function moveMenu(
  app: Data,
  user: AuthUser,
  body: z.output<typeof menuMoveRequest>,
): Promise<void> {
  const menu = await existingMenu(app, user, body.id);
  await app.db.transaction(async (tx) => {
    const siblings = await repo.lockSiblings(tx, user.tenantId, menu.parentId);
    const at = siblings.findIndex((s) => s.id === body.id);
    if (at < 0) throw conflict(ACCESS_TEXTS.menuMoved);
    const to = body.direction === 'up' ? at - 1 : at + 1;
    if (to < 0) throw conflict(ACCESS_TEXTS.menuFirst);
    if (to >= siblings.length) throw conflict(ACCESS_TEXTS.menuLast);
    const order = siblings.map((s) => s.id);
    [order[at], order[to]] = [order[to] as number, order[at] as number];
    for (const [index, id] of order.entries()) {
      const sortOrder = (index + 1) * 10;
      if (siblings.find((s) => s.id === id)?.sortOrder !== sortOrder)
        await repo.updateMenu(tx, user.tenantId, id, { sortOrder });
    }
    await audit(tx, user, 'menu', 'move', body.id, { menuCode: menu.menuCode, direction: body.direction });
  });
}

/** hide / show: a hidden menu (and what is under it) is served to nobody (/api/user/menus). */
export async function setMenuHidden(app: Data, user: AuthUser, id: number, hidden: boolean): Promise<void> {
  const menu = await existingMenu(app, user, id);
  await app.db.transaction(async (tx) => {
    if (!(await repo.setMenuHidden(tx, user.tenantId, id, hidden))) throw conflict(ACCESS_TEXTS.menuMoved);
    await audit(tx, user, 'menu', hidden ? 'hide' : 'show', id, { menuCode: menu.menuCode });
  });
}

/** delete: refused while it has children; its grants, buttons and favourites go with it. */
export async function deleteMenuById(app: Data, user: AuthUser, id: number): Promise<void> {
  await app.db.transaction(async (tx) => {
    const menu = await repo.findMenu(tx, user.tenantId, id, 'update');
    if (!menu) throw notFound(ACCESS_TEXTS.menuNotFound);
    if ((await repo.countChildren(tx, user.tenantId, id)) > 0) throw conflict(ACCESS_TEXTS.menuHasChildren);
    await repo.deleteMenu(tx, user.tenantId, menu);
    await audit(tx, user, 'menu', 'delete', id, {
      menuCode: menu.menuCode,
      nameZhCn: menu.nameZhCn,
      url: menu.url,
    });
  });
}

/** buttons: the permission codes a page acts with, offered under it in the rights tree. */
export async function setMenuButtons(
  app: Data,
  user: AuthUser,
  body: z.output<typeof menuButtonsRequest>,
): Promise<void> {
  const menu = await existingMenu(app, user, body.id);
  if ((await repo.countChildren(app.db, user.tenantId, body.id)) > 0)
    throw conflict(ACCESS_TEXTS.buttonsOnGroup);
  const codes = [...body.permissionCodes].sort();
  await app.db.transaction(async (tx) => {
    const before = (await repo.tenantMenuButtons(tx, user.tenantId)).get(body.id) ?? [];
    await repo.replaceMenuButtons(tx, user.tenantId, body.id, codes);
    await audit(tx, user, 'menu', 'buttons', body.id, {
      menuCode: menu.menuCode,
      ...difference(before, codes),
    });
  });
}
