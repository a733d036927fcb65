import { aliasedTable, and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import {
  auditLog,
  files,
  industryGroups,
  members,
  registrationOperators,
  registrations,
  roles,
  sessions,
  userRoles,
  users,
} from '@/db/schema.ts';

/** SQL of the registration review: the list, one registration, its history, and the approval's rows. */

export const REGISTRATION_ENTITY = 'registration';

export type RegistrationRow = typeof registrations.$inferSelect;

const reviewer = aliasedTable(users, 'reviewer');
const submitter = aliasedTable(users, 'submitter');

/** LIKE wildcards in a keyword match themselves. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface ListFilter {
  status?: number;
  keyword?: string;
  limit: number;
  offset: number;
}

/**
 * A page of the tenant's registrations: pending first, then newest first. With a status the
 * (tenant, status, id desc) index serves the page; the keyword matches the name or the credit code.
 */
export async function listRegistrations(db: Db, tenantId: number, filter: ListFilter) {
  const where = and(
    eq(registrations.tenantId, tenantId),
    filter.status === undefined ? undefined : eq(registrations.status, filter.status),
    filter.keyword
      ? or(
          ilike(registrations.enterpriseName, likePattern(filter.keyword)),
          ilike(registrations.usccCode, likePattern(filter.keyword)),
        )
      : undefined,
  );
  const operatorCount = db
    .select({ registrationId: registrationOperators.registrationId, n: count().as('n') })
    .from(registrationOperators)
    .where(eq(registrationOperators.tenantId, tenantId))
    .groupBy(registrationOperators.registrationId)
    .as('operator_count');
  const rows = await db
    .select({
      id: registrations.id,
      status: registrations.status,
      enterpriseName: registrations.enterpriseName,
      usccCode: registrations.usccCode,
      legalRepr: registrations.legalRepr,
      contactName: registrations.contactName,
      contactMobile: registrations.contactMobile,
      operatorCount: sql<number>`coalesce(${operatorCount.n}, 0)`.mapWith(Number),
      createdAt: registrations.createdAt,
      reviewedAt: registrations.reviewedAt,
      reviewerName: reviewer.name,
    })
    .from(registrations)
    .leftJoin(operatorCount, eq(operatorCount.registrationId, registrations.id))
    .leftJoin(reviewer, eq(reviewer.id, registrations.reviewedByUserId))
    .where(where)
    .orderBy(sql`case when ${registrations.status} = 0 then 0 else 1 end`, desc(registrations.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(registrations).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** One registration of the tenant with who submitted and who reviewed it. */
export async function findRegistration(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select({
      registration: registrations,
      submittedByName: submitter.name,
      reviewerName: reviewer.name,
      industry: {
        nameZhCn: industryGroups.nameZhCn,
        nameZhTw: industryGroups.nameZhTw,
        nameEnUs: industryGroups.nameEnUs,
      },
    })
    .from(registrations)
    .leftJoin(submitter, eq(submitter.id, registrations.submittedByUserId))
    .leftJoin(reviewer, eq(reviewer.id, registrations.reviewedByUserId))
    .leftJoin(industryGroups, eq(industryGroups.code, registrations.industryCode))
    .where(and(eq(registrations.tenantId, tenantId), eq(registrations.id, id)))
    .limit(1);
  return row;
}

export async function findOperators(db: Db, tenantId: number, registrationId: number) {
  return db
    .select()
    .from(registrationOperators)
    .where(
      and(
        eq(registrationOperators.tenantId, tenantId),
        eq(registrationOperators.registrationId, registrationId),
      ),
    )
    .orderBy(asc(registrationOperators.sortOrder), asc(registrationOperators.id));
}

/** Content type and original name of stored files, by hash. */
export async function fileInfo(db: Db, hashes: string[]) {
  if (hashes.length === 0) return new Map<string, { contentType: string; originalFileName: string }>();
  const rows = await db
    .select({
      fileHash: files.fileHash,
      contentType: files.contentType,
      originalFileName: files.originalFileName,
    })
    .from(files)
    .where(inArray(files.fileHash, [...new Set(hashes)]));
  return new Map(rows.map((r) => [r.fileHash, r]));
}

/** The audit rows of a registration, oldest first, with the actor's name. */
export async function registrationHistory(db: Db, tenantId: number, id: number) {
  return db
    .select({
      action: auditLog.action,
      at: auditLog.at,
      actorUserId: auditLog.actorUserId,
      actorName: users.name,
      detail: auditLog.detail,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(
      and(
        eq(auditLog.tenantId, tenantId),
        eq(auditLog.entity, REGISTRATION_ENTITY),
        eq(auditLog.entityId, String(id)),
      ),
    )
    .orderBy(asc(auditLog.at), asc(auditLog.id));
}

/** Whether `userId` has an audit row of `action` on the registration (an edit, say). */
export async function hasActed(db: Db, tenantId: number, id: number, userId: number, action: string) {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.tenantId, tenantId),
        eq(auditLog.entity, REGISTRATION_ENTITY),
        eq(auditLog.entityId, String(id)),
        eq(auditLog.actorUserId, userId),
        eq(auditLog.action, action),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export type RegistrationChange = Partial<
  Omit<typeof registrations.$inferInsert, 'id' | 'tenantId' | 'status' | 'createdAt'>
>;

/**
 * Moves a registration from one of `from` to `to` and sets the other columns, in one conditional
 * UPDATE: of two concurrent decisions exactly one matches the row. Answers whether it did.
 */
export async function transition(
  db: Db,
  tenantId: number,
  id: number,
  from: readonly number[],
  change: RegistrationChange & { status?: number },
): Promise<boolean> {
  const rows = await db
    .update(registrations)
    .set({ ...change, updatedAt: new Date() })
    .where(
      and(
        eq(registrations.tenantId, tenantId),
        eq(registrations.id, id),
        inArray(registrations.status, [...from]),
      ),
    )
    .returning({ id: registrations.id });
  return rows.length > 0;
}

/** Users of the tenant whose account or mobile is one of `values`. */
export async function usersHolding(db: Db, tenantId: number, values: string[]) {
  if (values.length === 0) return [];
  return db
    .select({ account: users.account, mobile: users.mobile })
    .from(users)
    .where(
      and(eq(users.tenantId, tenantId), or(inArray(users.account, values), inArray(users.mobile, values))),
    );
}

export async function roleIdsByCode(db: Db, tenantId: number, codes: readonly string[]) {
  const rows = await db
    .select({ id: roles.id, code: roles.code })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), inArray(roles.code, [...codes]), eq(roles.status, 'enabled')));
  return new Map(rows.map((r) => [r.code, r.id]));
}

export async function insertMember(db: Db, member: typeof members.$inferInsert): Promise<number> {
  const [row] = await db.insert(members).values(member).returning({ id: members.id });
  if (!row) throw new Error('members insert returned no row');
  return row.id;
}

export async function insertUserWithRole(
  db: Db,
  user: typeof users.$inferInsert,
  roleId: number,
): Promise<number> {
  const [row] = await db.insert(users).values(user).returning({ id: users.id });
  if (!row) throw new Error('users insert returned no row');
  await db.insert(userRoles).values({ userId: row.id, roleId });
  return row.id;
}

/** Whether the user's password is still the default one (a new account's or a reset's). */
export async function passwordIsDefault(db: Db, tenantId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ passwordIsDefault: users.passwordIsDefault })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return row?.passwordIsDefault ?? false;
}

/** A disabled enterprise: its member row and its users are disabled, and their sessions end. */
export async function disableMemberOf(db: Db, tenantId: number, registrationId: number): Promise<number[]> {
  const disabled = await db
    .update(members)
    .set({ status: 'disabled' })
    .where(and(eq(members.tenantId, tenantId), eq(members.registrationId, registrationId)))
    .returning({ id: members.id });
  const memberIds = disabled.map((m) => m.id);
  if (memberIds.length === 0) return [];
  const userRows = await db
    .update(users)
    .set({ status: 'disabled' })
    .where(and(eq(users.tenantId, tenantId), inArray(users.memberId, memberIds)))
    .returning({ id: users.id });
  const userIds = userRows.map((u) => u.id);
  if (userIds.length > 0) await db.delete(sessions).where(inArray(sessions.userId, userIds));
  return userIds;
}
