import { aliasedTable, and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { MemberChangeStatus } from '@scf/shared/schemas/member-change';
import type { Db } from '@/db/client.ts';
import { auditLog, industryGroups, memberChanges, members, registrations, users } from '@/db/schema.ts';

/** SQL of the enterprise's detail changes: its member and registration, the change rows, the audit. */

export const MEMBER_CHANGE_ENTITY = 'member_change';
/** The registration review's history reads the audit rows of this entity (member-review). */
export const REGISTRATION_ENTITY = 'registration';

export type RegistrationRow = typeof registrations.$inferSelect;
export type RegistrationColumns = Partial<
  Omit<typeof registrations.$inferInsert, 'id' | 'tenantId' | 'status' | 'usccCode' | 'createdAt'>
>;
export type StoredChanges = (typeof memberChanges.$inferSelect)['changes'];

const requester = aliasedTable(users, 'requester');
const reviewer = aliasedTable(users, 'reviewer');

/** LIKE wildcards in a keyword match themselves. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The member the signed-in user works for, with its registration's industry names. */
export async function memberOfUser(db: Db, tenantId: number, userId: number) {
  const [row] = await db
    .select({
      member: members,
      registration: registrations,
      industry: {
        nameZhCn: industryGroups.nameZhCn,
        nameZhTw: industryGroups.nameZhTw,
        nameEnUs: industryGroups.nameEnUs,
      },
    })
    .from(users)
    .innerJoin(members, and(eq(members.id, users.memberId), eq(members.tenantId, tenantId)))
    .innerJoin(registrations, eq(registrations.id, members.registrationId))
    .leftJoin(industryGroups, eq(industryGroups.code, registrations.industryCode))
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}

/** The registration, locked until the transaction ends: changes of one enterprise take turns. */
export async function lockRegistration(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.tenantId, tenantId), eq(registrations.id, id)))
    .for('update');
  return row ?? null;
}

export async function updateRegistration(
  db: Db,
  tenantId: number,
  id: number,
  columns: RegistrationColumns,
): Promise<void> {
  await db
    .update(registrations)
    .set({ ...columns, updatedAt: new Date() })
    .where(and(eq(registrations.tenantId, tenantId), eq(registrations.id, id)));
}

export async function renameMember(db: Db, tenantId: number, memberId: number, name: string): Promise<void> {
  await db
    .update(members)
    .set({ enterpriseName: name })
    .where(and(eq(members.tenantId, tenantId), eq(members.id, memberId)));
}

export async function insertChange(db: Db, row: typeof memberChanges.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(memberChanges).values(row).returning({ id: memberChanges.id });
  if (!inserted) throw new Error('member_changes insert returned no row');
  return inserted.id;
}

/** Whether the enterprise has a change waiting for review. */
export async function hasPending(db: Db, tenantId: number, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: memberChanges.id })
    .from(memberChanges)
    .where(
      and(
        eq(memberChanges.tenantId, tenantId),
        eq(memberChanges.memberId, memberId),
        eq(memberChanges.status, 'pending'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Decides a pending change in one conditional UPDATE: of two reviewers deciding at once exactly one
 * matches the row. Answers the change as it was, or null when it was not pending.
 */
export async function decideChange(
  db: Db,
  tenantId: number,
  id: number,
  decision: {
    status: Extract<MemberChangeStatus, 'approved' | 'rejected'>;
    reviewedBy: number;
    reason: string | null;
  },
) {
  const [row] = await db
    .update(memberChanges)
    .set({ ...decision, decidedAt: new Date() })
    .where(
      and(
        eq(memberChanges.tenantId, tenantId),
        eq(memberChanges.id, id),
        eq(memberChanges.status, 'pending'),
      ),
    )
    .returning();
  return row ?? null;
}

const rowColumns = {
  id: memberChanges.id,
  memberId: memberChanges.memberId,
  registrationId: memberChanges.registrationId,
  enterpriseName: members.enterpriseName,
  usccCode: members.usccCode,
  status: memberChanges.status,
  changes: memberChanges.changes,
  requestedByName: requester.name,
  createdAt: memberChanges.createdAt,
  reviewerName: reviewer.name,
  decidedAt: memberChanges.decidedAt,
  reason: memberChanges.reason,
};

const withNames = (db: Db) =>
  db
    .select(rowColumns)
    .from(memberChanges)
    .innerJoin(members, eq(members.id, memberChanges.memberId))
    .leftJoin(requester, eq(requester.id, memberChanges.requestedBy))
    .leftJoin(reviewer, eq(reviewer.id, memberChanges.reviewedBy));

export type ChangeRecord = Awaited<ReturnType<typeof findChange>> & {};

/** One change of the tenant, with the enterprise's and the people's names. */
export async function findChange(db: Db, tenantId: number, id: number) {
  const [row] = await withNames(db)
    .where(and(eq(memberChanges.tenantId, tenantId), eq(memberChanges.id, id)))
    .limit(1);
  return row ?? null;
}

export interface ChangeFilter {
  status?: MemberChangeStatus;
  keyword?: string;
  memberId?: number;
  /** Pending ones first (the back office's queue) or simply newest first. */
  pendingFirst: boolean;
  limit: number;
  offset: number;
}

/** A page of the tenant's changes; the (tenant, status, id desc) and (tenant, member, id desc) indexes serve it. */
export async function listChanges(db: Db, tenantId: number, filter: ChangeFilter) {
  const where = and(
    eq(memberChanges.tenantId, tenantId),
    filter.status === undefined ? undefined : eq(memberChanges.status, filter.status),
    filter.memberId === undefined ? undefined : eq(memberChanges.memberId, filter.memberId),
    filter.keyword
      ? or(
          ilike(members.enterpriseName, likePattern(filter.keyword)),
          ilike(members.usccCode, likePattern(filter.keyword)),
        )
      : undefined,
  );
  const order: SQL[] = filter.pendingFirst
    ? [sql`case when ${memberChanges.status} = 'pending' then 0 else 1 end`, desc(memberChanges.id)]
    : [desc(memberChanges.id)];
  const rows = await withNames(db)
    .where(where)
    .orderBy(...order)
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db
    .select({ n: count() })
    .from(memberChanges)
    .innerJoin(members, eq(members.id, memberChanges.memberId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The enterprise's latest change that went to review (pending, approved or rejected). */
export async function latestReviewed(db: Db, tenantId: number, memberId: number) {
  const [row] = await withNames(db)
    .where(
      and(
        eq(memberChanges.tenantId, tenantId),
        eq(memberChanges.memberId, memberId),
        sql`${memberChanges.status} <> 'applied'`,
      ),
    )
    .orderBy(desc(memberChanges.id))
    .limit(1);
  return row ?? null;
}

export async function audit(
  db: Db,
  entry: {
    tenantId: number;
    actorUserId: number;
    action: string;
    entity: typeof MEMBER_CHANGE_ENTITY | typeof REGISTRATION_ENTITY;
    entityId: number;
    detail: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditLog).values({ ...entry, entityId: String(entry.entityId) });
}
