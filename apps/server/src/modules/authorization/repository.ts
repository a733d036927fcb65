import { and, asc, count, desc, eq, exists, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  AuthorizationAction,
  AuthorizationScope,
  AuthorizationStatus,
  AuthorizationViewStatus,
} from '@scf/shared/schemas/authorization';
import type { Db } from '@/db/client.ts';
import { auditLog, authorizations, institutions, members, users } from '@/db/schema.ts';

/** Data access of authorisations (issue 7 point 3): the rows, their moves and their history. */

export const AUTHORIZATION_ENTITY = 'authorization';

/** Which authorisations a caller sees: an enterprise its own, an institution those given to it. */
export type View =
  { kind: 'member'; memberId: number } | { kind: 'institution'; institutionId: number } | { kind: 'tenant' };

export function viewCondition(tenantId: number, view: View): SQL {
  const tenant = eq(authorizations.tenantId, tenantId);
  if (view.kind === 'member') return and(tenant, eq(authorizations.memberId, view.memberId))!;
  if (view.kind === 'institution') return and(tenant, eq(authorizations.institutionId, view.institutionId))!;
  return tenant;
}

/** The signed-in user's party: the enterprise member or the institution it works for. */
export async function partiesOf(db: Db, userId: number) {
  const [row] = await db
    .select({ memberId: users.memberId, institutionId: users.institutionId })
    .from(users)
    .where(eq(users.id, userId));
  return { memberId: row?.memberId ?? null, institutionId: row?.institutionId ?? null };
}

export async function findInstitution(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select({ id: institutions.id, name: institutions.name })
    .from(institutions)
    .where(and(eq(institutions.tenantId, tenantId), eq(institutions.id, id)));
  return row ?? null;
}

export async function listInstitutions(db: Db, tenantId: number) {
  return db
    .select({ id: institutions.id, name: institutions.name })
    .from(institutions)
    .where(eq(institutions.tenantId, tenantId))
    .orderBy(asc(institutions.sortOrder), asc(institutions.id));
}

/** The enterprises among the authorisations the view shows. */
export async function listMembersInView(db: Db, tenantId: number, view: View) {
  return db
    .select({ id: members.id, name: members.enterpriseName })
    .from(members)
    .where(
      and(
        eq(members.tenantId, tenantId),
        exists(
          db
            .select({ one: sql`1` })
            .from(authorizations)
            .where(and(viewCondition(tenantId, view), eq(authorizations.memberId, members.id))),
        ),
      ),
    )
    .orderBy(asc(members.enterpriseName));
}

export interface ListFilter {
  status?: AuthorizationViewStatus | undefined;
  scope?: AuthorizationScope | undefined;
  institutionId?: number | undefined;
  memberId?: number | undefined;
}

/** An approved authorisation reads as expired once its date has passed (`today`, China's date). */
function statusCondition(status: AuthorizationViewStatus, today: string): SQL {
  if (status === 'approved')
    return and(eq(authorizations.status, 'approved'), gte(authorizations.validUntil, today))!;
  if (status === 'expired')
    return and(eq(authorizations.status, 'approved'), lt(authorizations.validUntil, today))!;
  return eq(authorizations.status, status);
}

function filterCondition(filter: ListFilter, today: string): SQL | undefined {
  return and(
    filter.status ? statusCondition(filter.status, today) : undefined,
    filter.scope ? eq(authorizations.scope, filter.scope) : undefined,
    filter.institutionId === undefined ? undefined : eq(authorizations.institutionId, filter.institutionId),
    filter.memberId === undefined ? undefined : eq(authorizations.memberId, filter.memberId),
  );
}

const auditor = alias(users, 'auditor');
const rowColumns = {
  authorization: authorizations,
  enterpriseName: members.enterpriseName,
  institutionName: institutions.name,
  applicantName: users.name,
  auditorName: auditor.name,
};
export type ListedAuthorization = Awaited<ReturnType<typeof listAuthorizations>>[number];

const joined = (db: Db) =>
  db
    .select(rowColumns)
    .from(authorizations)
    .innerJoin(members, eq(members.id, authorizations.memberId))
    .innerJoin(institutions, eq(institutions.id, authorizations.institutionId))
    .innerJoin(users, eq(users.id, authorizations.applicantUserId))
    .leftJoin(auditor, eq(auditor.id, authorizations.auditorUserId));

/** A page of the view's authorisations: those waiting for a decision first, then the newest. */
export async function listAuthorizations(
  db: Db,
  condition: SQL,
  filter: ListFilter,
  today: string,
  page: { limit: number; offset: number },
) {
  return joined(db)
    .where(and(condition, filterCondition(filter, today)))
    .orderBy(desc(sql`${authorizations.status} = 'pending'`), desc(authorizations.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countAuthorizations(
  db: Db,
  condition: SQL,
  filter: ListFilter,
  today: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(authorizations)
    .where(and(condition, filterCondition(filter, today)));
  return row?.n ?? 0;
}

/** One authorisation the view shows, or null (another party's or tenant's reads as missing). */
export async function findAuthorization(db: Db, condition: SQL, id: number) {
  const [row] = await joined(db).where(and(condition, eq(authorizations.id, id)));
  return row ?? null;
}

/** A live (pending or approved) authorisation of the kind, whatever its date. */
export async function findLive(
  db: Db,
  key: { tenantId: number; memberId: number; institutionId: number; scope: AuthorizationScope },
) {
  const [row] = await db
    .select({ id: authorizations.id, validUntil: authorizations.validUntil })
    .from(authorizations)
    .where(
      and(
        eq(authorizations.tenantId, key.tenantId),
        eq(authorizations.memberId, key.memberId),
        eq(authorizations.institutionId, key.institutionId),
        eq(authorizations.scope, key.scope),
        inArray(authorizations.status, ['pending', 'approved']),
      ),
    );
  return row ?? null;
}

export async function insertAuthorization(db: Db, row: typeof authorizations.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(authorizations).values(row).returning({ id: authorizations.id });
  return inserted!.id;
}

/**
 * Moves one authorisation in one conditional UPDATE: of two concurrent moves exactly one matches.
 * `guard` narrows it further (the caller's view, the date rule of the move).
 */
export async function moveAuthorization(
  db: Db,
  id: number,
  guard: SQL,
  change: Partial<typeof authorizations.$inferInsert> & { status: AuthorizationStatus },
): Promise<boolean> {
  const rows = await db
    .update(authorizations)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(authorizations.id, id), guard))
    .returning({ id: authorizations.id });
  return rows.length > 0;
}

/** The guard of a move: the view's rows in one of the `from` statuses, and `extra`. */
export const moveGuard = (condition: SQL, from: readonly AuthorizationStatus[], extra?: SQL): SQL =>
  and(condition, inArray(authorizations.status, [...from]), extra)!;

export const validOn = (today: string): SQL => gte(authorizations.validUntil, today);

/** What the enterprise may cancel: pending whatever its date, approved only while in force. */
export const cancellableGuard = (condition: SQL, today: string): SQL =>
  and(
    condition,
    or(
      eq(authorizations.status, 'pending'),
      and(eq(authorizations.status, 'approved'), gte(authorizations.validUntil, today)),
    ),
  )!;

/** Live authorisations of the kind whose date has passed, moved aside for a new application. */
export async function supersedeOutdated(
  db: Db,
  key: { tenantId: number; memberId: number; institutionId: number; scope: AuthorizationScope },
  today: string,
  reason: string,
): Promise<number[]> {
  const rows = await db
    .update(authorizations)
    .set({ status: 'cancelled', reason, decidedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(authorizations.tenantId, key.tenantId),
        eq(authorizations.memberId, key.memberId),
        eq(authorizations.institutionId, key.institutionId),
        eq(authorizations.scope, key.scope),
        inArray(authorizations.status, ['pending', 'approved']),
        lt(authorizations.validUntil, today),
      ),
    )
    .returning({ id: authorizations.id });
  return rows.map((r) => r.id);
}

export async function audit(
  db: Db,
  entry: {
    tenantId: number;
    actorUserId: number | null;
    action: AuthorizationAction;
    authorizationId: number;
    detail?: Record<string, unknown>;
    at?: Date;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    tenantId: entry.tenantId,
    actorUserId: entry.actorUserId,
    action: entry.action,
    entity: AUTHORIZATION_ENTITY,
    entityId: String(entry.authorizationId),
    detail: entry.detail ?? null,
    ...(entry.at ? { at: entry.at } : {}),
  });
}

export async function history(db: Db, tenantId: number, id: number) {
  return db
    .select({ action: auditLog.action, at: auditLog.at, actorName: users.name, detail: auditLog.detail })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(
      and(
        eq(auditLog.tenantId, tenantId),
        eq(auditLog.entity, AUTHORIZATION_ENTITY),
        eq(auditLog.entityId, String(id)),
      ),
    )
    .orderBy(asc(auditLog.at), asc(auditLog.id));
}
