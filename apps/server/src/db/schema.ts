import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { institutions } from './catalogue-schema.ts';
import { members } from './member-schema.ts';

/**
 * The database schema. Conventions (see README.md here): snake_case columns, bigint identity ids
 * read as JS numbers, timestamps with time zone, every business row carries tenant_id, money in
 * bigint fen.
 */

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const tenants = pgTable('tenants', {
  id: id(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  kindCode: text('kind_code').notNull(),
});

export const USER_TYPES = ['comp', 'financeOrg', 'operator'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const users = pgTable(
  'users',
  {
    id: id(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id),
    account: text('account').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile'),
    email: text('email'),
    userType: text('user_type').$type<UserType>().notNull(),
    rawRoleCode: text('raw_role_code').notNull(),
    roleCode: text('role_code').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status').notNull().default('active'),
    realName: text('real_name'),
    jobNo: text('job_no'),
    position: text('position'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Still the password an operator set: the forced change-password modal opens at sign-in. */
    passwordIsDefault: boolean('password_is_default').notNull().default(false),
    /** The enterprise member a comp user works for (set when a registration is approved). */
    memberId: bigint('member_id', { mode: 'number' }).references((): AnyPgColumn => members.id),
    /** The financial institution a financeOrg user works for. */
    institutionId: bigint('institution_id', { mode: 'number' }).references(
      (): AnyPgColumn => institutions.id,
    ),
    /** ID number (GB 11643) given at real-name verification or by the registration. */
    certNo: text('cert_no'),
    /** When the user completed real-name verification (/member/realname); null = not verified. */
    realNameVerifiedAt: timestamp('real_name_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The same account name may exist in two tenants; sign-in picks the tenant first.
    unique('users_tenant_account_unique').on(t.tenantId, t.account),
    // Sign-in by mobile and password recovery find the user by mobile, so it is unique per tenant.
    uniqueIndex('users_tenant_mobile_unique')
      .on(t.tenantId, t.mobile)
      .where(sql`${t.mobile} is not null`),
    check('users_user_type_check', sql`${t.userType} in ('comp', 'financeOrg', 'operator')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the cookie value: a leaked table yields no usable cookie. */
    idHash: text('id_hash').primaryKey(),
    tenantId: bigint('tenant_id', { mode: 'number' }).references(() => tenants.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the session was ended by someone else (kick-out), so the client can be told why. */
    endedReason: text('ended_reason'),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    // A sign-in ends the user's live sessions; its ended ones stay until they expire (their holders
    // are told why), so without this it would read every session the user had lately.
    index('sessions_live_user_id_idx')
      .on(t.userId)
      .where(sql`${t.endedReason} is null`),
  ],
);

/** Installation-wide values shared by every instance, such as the generated session secret. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id),
    actorUserId: bigint('actor_user_id', { mode: 'number' }).references(() => users.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_tenant_at_idx').on(t.tenantId, t.at)],
);

/** A role is a set of permission codes and menus within a tenant. */
export const roles = pgTable(
  'roles',
  {
    id: id(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    status: text('status').$type<'enabled' | 'disabled'>().notNull().default('enabled'),
    createdAt: createdAt(),
  },
  (t) => [unique('roles_tenant_code_unique').on(t.tenantId, t.code)],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: bigint('role_id', { mode: 'number' })
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionCode: text('permission_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionCode] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: bigint('role_id', { mode: 'number' })
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/** The menu tree of a tenant; names in the three languages, the reply picks the user's. */
export const menus = pgTable(
  'menus',
  {
    id: id(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id),
    parentId: bigint('parent_id', { mode: 'number' }),
    menuCode: text('menu_code').notNull(),
    nameZhCn: text('name_zh_cn').notNull(),
    nameZhTw: text('name_zh_tw').notNull(),
    nameEnUs: text('name_en_us').notNull(),
    url: text('url').notNull().default(''),
    icon: text('icon'),
    menuType: text('menu_type').$type<'menu' | 'iframe'>().notNull().default('menu'),
    sortOrder: integer('sort_order').notNull().default(0),
    isHidden: boolean('is_hidden').notNull().default(false),
    extField: text('ext_field'),
    sysTitle: text('sys_title'),
  },
  (t) => [
    unique('menus_tenant_code_unique').on(t.tenantId, t.menuCode),
    index('menus_parent_idx').on(t.parentId),
  ],
);

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: bigint('role_id', { mode: 'number' })
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: bigint('menu_id', { mode: 'number' })
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

export const menuFavorites = pgTable(
  'menu_favorites',
  {
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    menuCode: text('menu_code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.menuCode] })],
);

/** Image check codes. `id` is the spec's cc; answered once, then used. */
export const captchas = pgTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    answer: text('answer').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('captchas_expires_at_idx').on(t.expiresAt)],
);

/** SMS verification codes, stored hashed; 5 minutes and 5 wrong tries at most. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: id(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').$type<'login' | 'register' | 'forget' | 'modifyMobile' | 'realName'>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sms_codes_mobile_purpose_idx').on(t.mobile, t.purpose, t.createdAt)],
);

/** Every SMS handed to delivery; the development delivery only writes here (GET /api/dev/outbox). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: id(),
    mobile: text('mobile').notNull(),
    text: text('text').notNull(),
    code: text('code'),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_mobile_created_idx').on(t.mobile, t.createdAt)],
);

/** Sign-in attempts, for the image-code threshold (3) and the account lock (5), per account or address. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    tenantId: bigint('tenant_id', { mode: 'number' }).references(() => tenants.id),
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    success: boolean('success').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The sign-in policy reads an account's and an address's failures and the account's latest success
  // (modules/auth/repository.ts findAttempts). Kept apart, so that an address whose users sign in all
  // day (an office, a proxy) does not make each sign-in read every success of its window.
  (t) => [
    index('login_attempts_failed_account_at_idx')
      .on(t.account, t.at)
      .where(sql`not ${t.success}`),
    index('login_attempts_failed_ip_at_idx')
      .on(t.ip, t.at)
      .where(sql`not ${t.success}`),
    index('login_attempts_succeeded_account_at_idx')
      .on(t.account, t.at)
      .where(sql`${t.success}`),
  ],
);

/** Agreements shown at registration (get_reg_agreement / reg_agreement_detail). */
export const agreements = pgTable(
  'agreements',
  {
    id: id(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => tenants.id),
    code: text('code').notNull(),
    kind: text('kind').notNull().default('register'),
    articleName: text('article_name').notNull(),
    articleText: text('article_text').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Content management publishes and withdraws agreements (issue 7); the seeded ones are live. */
    status: text('status').$type<'published' | 'unpublished'>().notNull().default('published'),
  },
  (t) => [unique('agreements_tenant_code_unique').on(t.tenantId, t.code)],
);
export * from './cms-schema.ts';
export * from './files-schema.ts';
export * from './catalogue-schema.ts';
export * from './member-schema.ts';
export * from './financing-schema.ts';
export * from './admin-schema.ts';
