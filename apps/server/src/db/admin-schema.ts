import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { institutions } from './catalogue-schema.ts';
import { members, registrations } from './member-schema.ts';
import { menus, tenants, users } from './schema.ts';

/**
 * Administration (issue 7): the button codes under each menu (the rights tree roles are assigned
 * from), an institution's salesmen and the enterprises assigned to them, the authorisations an
 * enterprise gives an institution, and the changes an enterprise makes to its registered details.
 */

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const tenantId = () =>
  bigint('tenant_id', { mode: 'number' })
    .notNull()
    .references(() => tenants.id);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The buttons of a menu's page: the permission codes a role may be given under that menu. */
export const menuPermissions = pgTable(
  'menu_permissions',
  {
    tenantId: tenantId(),
    menuId: bigint('menu_id', { mode: 'number' })
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    permissionCode: text('permission_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.menuId, t.permissionCode] })],
);

/** An institution's salesmen: who looks after the enterprises assigned to them. */
export const salesmen = pgTable(
  'salesmen',
  {
    id: id(),
    tenantId: tenantId(),
    institutionId: bigint('institution_id', { mode: 'number' })
      .notNull()
      .references(() => institutions.id),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    status: text('status').$type<'active' | 'disabled'>().notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('salesmen_institution_mobile_unique').on(t.tenantId, t.institutionId, t.mobile),
    check('salesmen_status_check', sql`${t.status} in ('active', 'disabled')`),
    index('salesmen_institution_idx').on(t.tenantId, t.institutionId, t.status),
  ],
);

/** An enterprise is looked after by at most one salesman of an institution. */
export const salesmanMembers = pgTable(
  'salesman_members',
  {
    tenantId: tenantId(),
    institutionId: bigint('institution_id', { mode: 'number' })
      .notNull()
      .references(() => institutions.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    salesmanId: bigint('salesman_id', { mode: 'number' })
      .notNull()
      .references(() => salesmen.id, { onDelete: 'cascade' }),
    assignedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.memberId] }),
    index('salesman_members_salesman_idx').on(t.salesmanId),
  ],
);

export const AUTHORIZATION_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type AuthorizationStatus = (typeof AUTHORIZATION_STATUSES)[number];

/**
 * An enterprise authorises an institution to read a kind of its data (its credit report, its
 * financial statements, its trade data) until a date; the institution's operator passes or rejects
 * the application; the enterprise may cancel it while pending or approved.
 */
export const authorizations = pgTable(
  'authorizations',
  {
    id: id(),
    tenantId: tenantId(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    institutionId: bigint('institution_id', { mode: 'number' })
      .notNull()
      .references(() => institutions.id),
    scope: text('scope').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    status: text('status').$type<AuthorizationStatus>().notNull().default('pending'),
    remark: text('remark'),
    /** Why it was rejected or cancelled. */
    reason: text('reason'),
    applicantUserId: bigint('applicant_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    auditorUserId: bigint('auditor_user_id', { mode: 'number' }).references(() => users.id),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'authorizations_status_check',
      sql`${t.status} in ('pending', 'approved', 'rejected', 'cancelled')`,
    ),
    // One live authorisation of a kind per enterprise and institution: a double submission has one winner.
    uniqueIndex('authorizations_live_unique')
      .on(t.tenantId, t.memberId, t.institutionId, t.scope)
      .where(sql`${t.status} in ('pending', 'approved')`),
    index('authorizations_institution_idx').on(t.tenantId, t.institutionId, t.status, t.id.desc()),
    index('authorizations_member_idx').on(t.tenantId, t.memberId, t.status, t.id.desc()),
  ],
);

export const MEMBER_CHANGE_STATUSES = ['applied', 'pending', 'approved', 'rejected'] as const;
export type MemberChangeStatus = (typeof MEMBER_CHANGE_STATUSES)[number];

/**
 * The changes an enterprise makes to its registered details: those needing no review apply at once
 * (`applied`); those touching a field the back office vouches for wait for review (`pending`, then
 * `approved` or `rejected`). Each row keeps every changed field's old and new value.
 */
export const memberChanges = pgTable(
  'member_changes',
  {
    id: id(),
    tenantId: tenantId(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    registrationId: bigint('registration_id', { mode: 'number' })
      .notNull()
      .references(() => registrations.id),
    status: text('status').$type<MemberChangeStatus>().notNull(),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
    requestedBy: bigint('requested_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => users.id),
    reason: text('reason'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('member_changes_status_check', sql`${t.status} in ('applied', 'pending', 'approved', 'rejected')`),
    // One change waiting for review per enterprise.
    uniqueIndex('member_changes_pending_unique')
      .on(t.tenantId, t.memberId)
      .where(sql`${t.status} = 'pending'`),
    index('member_changes_member_idx').on(t.tenantId, t.memberId, t.id.desc()),
    index('member_changes_status_idx').on(t.tenantId, t.status, t.id.desc()),
  ],
);
