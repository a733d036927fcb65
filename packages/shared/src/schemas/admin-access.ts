import { z } from 'zod';
import { page } from '../envelope.ts';
import { ALL_PERMISSION_CODES } from '../permissions.ts';
import type { PermissionCode } from '../permissions.ts';
import { LIMITS, account, encryptedPassword, mobile, newPassword } from './fields.ts';

/**
 * The back office's roles and rights, user accounts and menus (issue 7 points 1, 2 and 6). The spec
 * names only the permission codes, so the paths are ours (docs/decisions.md). All POST with a JSON
 * body; the tenant is always the caller's.
 *
 *   POST /api/admin/role/query          roleQuery → rows roleRow, total              (any ROLE_* code)
 *   POST /api/admin/role/save           roleSaveRequest → { id }    no id: ROLE_ADD; id: ROLE_EDIT (the name)
 *   POST /api/admin/role/enable         adminIdRequest              disabled → enabled (ROLE_ENABLE)
 *   POST /api/admin/role/disable        adminIdRequest              enabled → disabled (ROLE_DISABLE)
 *   POST /api/admin/role/delete         adminIdRequest              refused while a user holds it (ROLE_DELETE)
 *   POST /api/admin/role/rights         adminIdRequest → rightsReply                  (any ROLE_* code)
 *   POST /api/admin/role/assign_rights  assignRightsRequest         menus and codes replaced (ROLE_ASSIGN_RIGHTS)
 *   POST /api/admin/user/query          userQuery → rows userRow, total               (any USER_* code)
 *   POST /api/admin/user/options        → userOptionsReply: the roles, enterprises, institutions to pick
 *   POST /api/admin/user/save           userSaveRequest → { id }    no id: USER_ADD; id: USER_EDIT
 *   POST /api/admin/user/enable         adminIdRequest              disabled → active (USER_ENABLE)
 *   POST /api/admin/user/disable        adminIdRequest              active → disabled, sessions ended (USER_DISABLE)
 *   POST /api/admin/menu/tree           → rows adminMenuNode                          (any MENU_* code)
 *   POST /api/admin/menu/save           menuSaveRequest → { id }    no id: MENU_ADD; id: MENU_EDIT
 *   POST /api/admin/menu/move           menuMoveRequest             up or down among its siblings (MENU_EDIT)
 *   POST /api/admin/menu/hide           adminIdRequest              served to nobody (MENU_EDIT)
 *   POST /api/admin/menu/show           adminIdRequest              (MENU_EDIT)
 *   POST /api/admin/menu/delete         adminIdRequest              refused while it has children (MENU_DELETE)
 *   POST /api/admin/menu/buttons        menuButtonsRequest          a page's button codes (MENU_EDIT)
 */

export const ADMIN_ACCESS_LIMITS = {
  roleCode: 30,
  roleName: 30,
  menuCode: 40,
  menuName: 30,
  url: 300,
  keyword: 50,
  sortOrderMax: 9999,
  pageSize: 10,
  maxPageSize: 100,
  /** Roles one user may hold. */
  userRoles: 20,
  /** Menus one role may be given: more than any tenant has. */
  roleMenus: 500,
} as const;

const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
/** A number or its text; `message` also answers a value of neither type (an object, a boolean). */
const numberLike = (message: string) => z.union([z.number(), z.string().trim()], message);

/** A row id as a number or its text (ids travel as strings in replies, as the menu tree's do). */
export const adminId = (message: string) =>
  numberLike(message)
    .refine((v) => /^[1-9]\d{0,15}$/.test(String(v)) && Number(v) <= Number.MAX_SAFE_INTEGER, message)
    .transform(Number);
const optionalId = (message: string) => z.preprocess(blankToUndefined, adminId(message).optional());

const intIn = (message: string, min: number, max: number) =>
  numberLike(message)
    .refine((v) => /^\d+$/.test(String(v)) && Number(v) >= min && Number(v) <= max, message)
    .transform(Number);
const pageNo = z.preprocess(blankToUndefined, intIn('pageNoRule', 1, 100_000).default(1));
const pageSize = z.preprocess(
  blankToUndefined,
  intIn('pageSizeRule', 1, ADMIN_ACCESS_LIMITS.maxPageSize).default(ADMIN_ACCESS_LIMITS.pageSize),
);
const keyword = z.preprocess(
  blankToUndefined,
  z.string('keywordMax').trim().max(ADMIN_ACCESS_LIMITS.keyword, 'keywordMax').optional(),
);

export const adminIdRequest = z.object({ id: adminId('adminIdRule') });
export type AdminIdRequest = z.input<typeof adminIdRequest>;
export const adminSaveReply = z.object({ id: z.string() });

/** A permission code of the platform (packages/shared/src/permissions.ts). */
export const permissionCode = z.enum(
  ALL_PERMISSION_CODES as [PermissionCode, ...PermissionCode[]],
  'permissionCodeRule',
);
const permissionCodes = z
  .array(permissionCode, 'permissionCodeRule')
  .max(ALL_PERMISSION_CODES.length, 'permissionCodeRule')
  .transform((codes) => [...new Set(codes)]);

// ---------------------------------------------------------------------------------------- roles

export const ROLE_STATUSES = ['enabled', 'disabled'] as const;
export type RoleStatus = (typeof ROLE_STATUSES)[number];

export const roleCode = z
  .string('roleCodeRequired')
  .trim()
  .min(1, 'roleCodeRequired')
  .max(ADMIN_ACCESS_LIMITS.roleCode, 'roleCodeRule')
  .regex(/^\w+$/, 'roleCodeRule');
export const roleName = z
  .string('roleNameRequired')
  .trim()
  .min(1, 'roleNameRequired')
  .max(ADMIN_ACCESS_LIMITS.roleName, 'roleNameMax');

/** The add form; an edit changes the name only (the code is what users and the seed know it by). */
export const roleForm = z.object({ code: roleCode, name: roleName });
export type RoleFormValues = z.infer<typeof roleForm>;

export const roleSaveRequest = z
  .object({
    id: optionalId('adminIdRule'),
    code: z.preprocess(blankToUndefined, roleCode.optional()),
    name: roleName,
  })
  .refine((v) => v.id !== undefined || v.code !== undefined, {
    message: 'roleCodeRequired',
    path: ['code'],
  });
export type RoleSaveRequest = z.input<typeof roleSaveRequest>;

export const roleQuery = z.object({
  /** Part of the code or the name. */
  keyword,
  status: z.preprocess(blankToUndefined, z.enum(ROLE_STATUSES, 'roleStatusRule').optional()),
  pageNo,
  pageSize,
});
export type RoleQuery = z.input<typeof roleQuery>;

export const roleRow = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  status: z.enum(ROLE_STATUSES),
  /** Users holding the role. */
  userCount: z.number().int(),
  createdAt: z.string(),
});
export type RoleRow = z.infer<typeof roleRow>;
export const rolePage = page(roleRow);

/** A menu of the rights tree: roots, then their pages; a page's buttons are its permission codes. */
export interface RightsMenu {
  id: string;
  name: string;
  isHidden: boolean;
  buttons: string[];
  children: RightsMenu[];
}
export const rightsMenu: z.ZodType<RightsMenu> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    isHidden: z.boolean(),
    buttons: z.array(z.string()),
    children: z.array(rightsMenu),
  }),
);

export const rightsReply = z.object({
  role: roleRow.pick({ id: true, code: true, name: true, status: true }),
  /** The tenant's menu tree, names in the caller's language. */
  menus: z.array(rightsMenu),
  /** Permission codes that no menu lists as a button: still grantable, shown apart. */
  otherCodes: z.array(z.string()),
  /** What the role holds now. */
  menuIds: z.array(z.string()),
  permissionCodes: z.array(z.string()),
});
export type RightsReply = z.infer<typeof rightsReply>;

/** The whole of a role's rights; a menu brings the menus above it. */
export const assignRightsRequest = z.object({
  id: adminId('adminIdRule'),
  menuIds: z
    .array(adminId('menuIdRule'), 'menuIdRule')
    .max(ADMIN_ACCESS_LIMITS.roleMenus, 'menuIdRule')
    .transform((ids) => [...new Set(ids)]),
  permissionCodes,
});
export type AssignRightsRequest = z.input<typeof assignRightsRequest>;

// ---------------------------------------------------------------------------------------- users

export const USER_STATUSES = ['active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const ADMIN_USER_TYPES = ['comp', 'financeOrg', 'operator'] as const;
export type AdminUserType = (typeof ADMIN_USER_TYPES)[number];
export const adminUserType = z.enum(ADMIN_USER_TYPES, 'adminUserTypeRule');

const userFields = {
  name: z.string('userNameRequired').trim().min(1, 'userNameRequired').max(LIMITS.name, 'nameMax'),
  mobile: z.string('mobileRequired').pipe(mobile),
  roleIds: z
    .array(adminId('roleIdRule'), 'roleIdsRequired')
    .min(1, 'roleIdsRequired')
    .max(ADMIN_ACCESS_LIMITS.userRoles, 'roleIdsMax')
    .transform((ids) => [...new Set(ids)]),
  /** The enterprise of an enterprise user (comp). */
  memberId: optionalId('userMemberIdRule'),
  /** The institution of an institution user (financeOrg). */
  institutionId: optionalId('userInstitutionIdRule'),
};

interface Affiliation {
  userType?: AdminUserType | undefined;
  memberId?: number | undefined;
  institutionId?: number | undefined;
}

/** An enterprise user works for an enterprise, an institution user for an institution. */
function requireAffiliation(v: Affiliation, ctx: z.RefinementCtx): void {
  if (v.userType === 'comp' && v.memberId === undefined)
    ctx.addIssue({ code: 'custom', message: 'memberRequired', path: ['memberId'] });
  if (v.userType === 'financeOrg' && v.institutionId === undefined)
    ctx.addIssue({ code: 'custom', message: 'institutionRequired', path: ['institutionId'] });
}

/** The edit form: the type is shown, not changed; the account and password are not edited here. */
export const userEditForm = z
  .object({ userType: adminUserType, ...userFields })
  .superRefine(requireAffiliation);

/** The add form, with the first password (a default one: changed at first sign-in). */
export const userAddForm = z
  .object({
    account,
    userType: adminUserType,
    ...userFields,
    password: z.string('initialPasswordRequired').min(1, 'initialPasswordRequired').pipe(newPassword),
    confirmPassword: z.string('confirmPasswordRequired').min(1, 'confirmPasswordRequired'),
  })
  .superRefine((v, ctx) => {
    requireAffiliation(v, ctx);
    if (v.password !== v.confirmPassword)
      ctx.addIssue({ code: 'custom', message: 'confirmPasswordMismatch', path: ['confirmPassword'] });
  });
export type UserAddFormValues = z.input<typeof userAddForm>;
export type UserEditFormValues = z.input<typeof userEditForm>;

/**
 * What the form sends: no id adds (account, type and the password, encrypted with the key of
 * getSecurityKey, are then required); an id edits name, mobile, roles and enterprise or institution.
 */
export const userSaveRequest = z
  .object({
    id: optionalId('adminIdRule'),
    account: z.preprocess(blankToUndefined, account.optional()),
    userType: z.preprocess(blankToUndefined, adminUserType.optional()),
    ...userFields,
    password: z.preprocess(blankToUndefined, encryptedPassword.optional()),
    keyId: z.preprocess(blankToUndefined, z.string().min(1).max(64).optional()),
  })
  .superRefine((v, ctx) => {
    if (v.id !== undefined) return;
    if (v.account === undefined)
      ctx.addIssue({ code: 'custom', message: 'accountPattern', path: ['account'] });
    if (v.userType === undefined)
      ctx.addIssue({ code: 'custom', message: 'adminUserTypeRule', path: ['userType'] });
    if (v.password === undefined || v.keyId === undefined)
      ctx.addIssue({ code: 'custom', message: 'initialPasswordRequired', path: ['password'] });
    requireAffiliation(v, ctx);
  });
export type UserSaveRequest = z.input<typeof userSaveRequest>;

export const userQuery = z.object({
  /** Part of the account, the name or the mobile. */
  keyword,
  userType: z.preprocess(blankToUndefined, adminUserType.optional()),
  status: z.preprocess(blankToUndefined, z.enum(USER_STATUSES, 'adminUserStatusRule').optional()),
  pageNo,
  pageSize,
});
export type UserQuery = z.input<typeof userQuery>;

const roleRef = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  status: z.enum(ROLE_STATUSES),
});
export type RoleRef = z.infer<typeof roleRef>;

export const userRow = z.object({
  id: z.string(),
  account: z.string(),
  name: z.string(),
  mobile: z.string().nullable(),
  userType: adminUserType,
  status: z.enum(USER_STATUSES),
  roles: z.array(roleRef),
  memberId: z.string().nullable(),
  memberName: z.string().nullable(),
  institutionId: z.string().nullable(),
  institutionName: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  /** Still the password an operator set. */
  passwordIsDefault: z.boolean(),
  createdAt: z.string(),
});
export type UserRow = z.infer<typeof userRow>;
export const userPage = page(userRow);

const option = z.object({ id: z.string(), name: z.string() });
export const userOptionsReply = z.object({
  roles: z.array(roleRef),
  /** The tenant's active enterprises. */
  members: z.array(option),
  institutions: z.array(option),
});
export type UserOptionsReply = z.infer<typeof userOptionsReply>;

// ---------------------------------------------------------------------------------------- menus

export const MENU_TYPES = ['menu', 'iframe'] as const;
/** A path of this site: not `//host` or `/\host`, which browsers read as another site. */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;
const WEB_ADDRESS = /^https?:\/\/[^\s/]+[^\s]*$/i;

const menuName = z
  .string('menuNameRequired')
  .trim()
  .min(1, 'menuNameRequired')
  .max(ADMIN_ACCESS_LIMITS.menuName, 'menuNameMax');
export const adminMenuCode = z
  .string('adminMenuCodeRequired')
  .trim()
  .min(1, 'adminMenuCodeRequired')
  .max(ADMIN_ACCESS_LIMITS.menuCode, 'adminMenuCodeRule')
  .regex(/^[A-Za-z]\w*$/, 'adminMenuCodeRule');

const menuFields = {
  /** Absent: a root menu. */
  parentId: optionalId('menuIdRule'),
  nameZhCn: menuName,
  nameZhTw: menuName,
  nameEnUs: menuName,
  /** A path of this site (/admin/roles) or an http(s) address; empty for a group. */
  url: z
    .string('menuUrlRule')
    .trim()
    .max(ADMIN_ACCESS_LIMITS.url, 'menuUrlRule')
    .refine((v) => v === '' || SITE_PATH.test(v) || WEB_ADDRESS.test(v), 'menuUrlRule'),
  menuType: z.enum(MENU_TYPES, 'menuTypeRule'),
  /** Absent: after its last sibling. */
  sortOrder: z.preprocess(
    blankToUndefined,
    intIn('menuSortOrderRule', 0, ADMIN_ACCESS_LIMITS.sortOrderMax).optional(),
  ),
};

/** A page (a menu under another) and an embedded page lead somewhere. */
function requireUrl(
  v: { parentId?: number | undefined; url: string; menuType: string },
  ctx: z.RefinementCtx,
) {
  if (v.url === '' && (v.parentId !== undefined || v.menuType === 'iframe'))
    ctx.addIssue({ code: 'custom', message: 'menuUrlRequired', path: ['url'] });
}

export const menuForm = z.object({ menuCode: adminMenuCode, ...menuFields }).superRefine(requireUrl);
export type MenuFormValues = z.input<typeof menuForm>;

/** No id adds (the code is then required); an edit keeps the code and the parent. */
export const menuSaveRequest = z
  .object({
    id: optionalId('adminIdRule'),
    menuCode: z.preprocess(blankToUndefined, adminMenuCode.optional()),
    ...menuFields,
  })
  .superRefine((v, ctx) => {
    if (v.id === undefined && v.menuCode === undefined)
      ctx.addIssue({ code: 'custom', message: 'adminMenuCodeRequired', path: ['menuCode'] });
    requireUrl(v, ctx);
  });
export type MenuSaveRequest = z.input<typeof menuSaveRequest>;

export const menuMoveRequest = z.object({
  id: adminId('adminIdRule'),
  direction: z.enum(['up', 'down'], 'moveDirectionRule'),
});
export type MenuMoveRequest = z.input<typeof menuMoveRequest>;

export const menuButtonsRequest = z.object({ id: adminId('adminIdRule'), permissionCodes });
export type MenuButtonsRequest = z.input<typeof menuButtonsRequest>;

/** A menu as management sees it: every language's name, hidden ones included, with its buttons. */
export interface AdminMenuNode {
  id: string;
  parentId: string | null;
  menuCode: string;
  /** In the caller's language. */
  name: string;
  nameZhCn: string;
  nameZhTw: string;
  nameEnUs: string;
  url: string;
  menuType: (typeof MENU_TYPES)[number];
  sortOrder: number;
  isHidden: boolean;
  buttons: string[];
  children: AdminMenuNode[];
}
export const adminMenuNode: z.ZodType<AdminMenuNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string().nullable(),
    menuCode: z.string(),
    name: z.string(),
    nameZhCn: z.string(),
    nameZhTw: z.string(),
    nameEnUs: z.string(),
    url: z.string(),
    menuType: z.enum(MENU_TYPES),
    sortOrder: z.number().int(),
    isHidden: z.boolean(),
    buttons: z.array(z.string()),
    children: z.array(adminMenuNode),
  }),
);
export const adminMenuTreeReply = z.object({ rows: z.array(adminMenuNode) });
export type AdminMenuTreeReply = z.infer<typeof adminMenuTreeReply>;
