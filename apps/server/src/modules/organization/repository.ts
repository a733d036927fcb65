import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { StaffStatus } from '@scf/shared/schemas/organization';
import type { Db } from '@/db/client.ts';
import {
  accountManagers,
  auditLog,
  financingRequests,
  institutions,
  members,
  salesmanMembers,
  salesmen,
} from '@/db/schema.ts';

/**
 * Data access of an institution's account managers and salesmen and of the enterprises assigned to
 * salesmen (issue 7 point 2). The two kinds of staff share their columns, so one set of functions
 * serves both, picked by `kind`.
 */

export type StaffKind = 'manager' | 'salesman';
const TABLES = { manager: accountManagers, salesman: salesmen } as const;
/** audit_log.entity of each kind, and of an assignment. */
export const ENTITIES = { manager: 'account_manager', salesman: 'salesman' } as const;

/** Requests an account manager still works on. */
const OPEN_STATUSES = ['accepted', 'credited', 'loaned', 'overdue'] as const;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listInstitutions(db: Db, tenantId: number, onlyId?: number) {
  return db
    .select({ id: institutions.id, name: institutions.name, shortName: institutions.shortName })
    .from(institutions)
    .where(
      and(
        eq(institutions.tenantId, tenantId),
        onlyId === undefined ? undefined : eq(institutions.id, onlyId),
      ),
    )
    .orderBy(asc(institutions.sortOrder), asc(institutions.id));
}

export async function institutionExists(db: Db, tenantId: number, id: number): Promise<boolean> {
  const rows = await listInstitutions(db, tenantId, id);
  return rows.length > 0;
}

/**
 * Serialises the writes of one kind of staff of one institution until the transaction ends, so the
 * check that a mobile is free and the insert or update that takes it cannot interleave (account
 * managers have no unique index on the mobile; salesmen's index stays the backstop).
 */
export async function lockStaff(db: Db, kind: StaffKind, institutionId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`org-${kind}:${institutionId}`}))`);
}

export interface StaffFilter {
  institutionId?: number | undefined;
  keyword?: string | undefined;
  mobile?: string | undefined;
  status?: StaffStatus | undefined;
}

function staffCondition(kind: StaffKind, tenantId: number, filter: StaffFilter): SQL | undefined {
  const table = TABLES[kind];
  return and(
    eq(table.tenantId, tenantId),
    filter.institutionId === undefined ? undefined : eq(table.institutionId, filter.institutionId),
    filter.keyword ? ilike(table.name, likePattern(filter.keyword)) : undefined,
    filter.mobile ? ilike(table.mobile, likePattern(filter.mobile)) : undefined,
    filter.status ? eq(table.status, filter.status) : undefined,
  );
}

const staffColumns = (kind: StaffKind) => {
  const table = TABLES[kind];
  return {
    id: table.id,
    institutionId: table.institutionId,
    institutionName: institutions.shortName,
    name: table.name,
    mobile: table.mobile,
    status: sql<StaffStatus>`${table.status}`,
    createdAt: table.createdAt,
  };
};

export async function listManagers(
  db: Db,
  tenantId: number,
  filter: StaffFilter,
  page: { limit: number; offset: number },
) {
  const condition = staffCondition('manager', tenantId, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...staffColumns('manager'),
        requestCount: sql<number>`(select count(*) from ${financingRequests} where ${financingRequests.accountManagerId} = ${accountManagers.id})::int`,
        openRequestCount: sql<number>`(select count(*) from ${financingRequests} where ${financingRequests.accountManagerId} = ${accountManagers.id} and ${inArray(financingRequests.status, [...OPEN_STATUSES])})::int`,
      })
      .from(accountManagers)
      .innerJoin(institutions, eq(institutions.id, accountManagers.institutionId))
      .where(condition)
      .orderBy(asc(institutions.sortOrder), asc(accountManagers.institutionId), desc(accountManagers.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(accountManagers).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function listSalesmen(
  db: Db,
  tenantId: number,
  filter: StaffFilter,
  page: { limit: number; offset: number },
) {
  const condition = staffCondition('salesman', tenantId, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...staffColumns('salesman'),
        memberCount: sql<number>`(select count(*) from ${salesmanMembers} where ${salesmanMembers.salesmanId} = ${salesmen.id})::int`,
      })
      .from(salesmen)
      .innerJoin(institutions, eq(institutions.id, salesmen.institutionId))
      .where(condition)
      .orderBy(asc(institutions.sortOrder), asc(salesmen.institutionId), desc(salesmen.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(salesmen).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One of the tenant's managers or salesmen, or null (another tenant's id reads as absent). */
export async function findStaff(db: Db, kind: StaffKind, tenantId: number, id: number) {
  const table = TABLES[kind];
  const [row] = await db
    .select({
      id: table.id,
      institutionId: table.institutionId,
      name: table.name,
      mobile: table.mobile,
      status: sql<StaffStatus>`${table.status}`,
    })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), eq(table.id, id)));
  return row ?? null;
}
export type StaffRow = NonNullable<Awaited<ReturnType<typeof findStaff>>>;

/** Whether another of the institution's staff of this kind uses the mobile. */
export async function mobileTaken(
  db: Db,
  kind: StaffKind,
  tenantId: number,
  institutionId: number,
  mobile: string,
  exceptId?: number,
): Promise<boolean> {
  const table = TABLES[kind];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.tenantId, tenantId),
        eq(table.institutionId, institutionId),
        eq(table.mobile, mobile),
        exceptId === undefined ? undefined : ne(table.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertStaff(
  db: Db,
  kind: StaffKind,
  row: { tenantId: number; institutionId: number; name: string; mobile: string },
): Promise<number> {
  const [inserted] =
    kind === 'manager'
      ? await db.insert(accountManagers).values(row).returning({ id: accountManagers.id })
      : await db.insert(salesmen).values(row).returning({ id: salesmen.id });
  return inserted!.id;
}

export async function updateStaff(
  db: Db,
  kind: StaffKind,
  tenantId: number,
  id: number,
  change: { name: string; mobile: string },
): Promise<void> {
  const table = TABLES[kind];
  await db
    .update(table)
    .set(change)
    .where(and(eq(table.tenantId, tenantId), eq(table.id, id)));
}

/** Moves a manager or salesman from one status to the other in one guarded UPDATE: of two concurrent moves one matches. */
export async function moveStaffStatus(
  db: Db,
  kind: StaffKind,
  tenantId: number,
  id: number,
  from: StaffStatus,
  to: StaffStatus,
): Promise<boolean> {
  const table = TABLES[kind];
  const rows = await db
    .update(table)
    .set({ status: to })
    .where(and(eq(table.tenantId, tenantId), eq(table.id, id), eq(table.status, from)))
    .returning({ id: table.id });
  return rows.length > 0;
}

/**
 * The salesman an assignment goes to, locked until the transaction ends: a disable waits for the
 * assignment (and the other way round), so no enterprise reaches a salesman being disabled.
 */
export async function lockSalesman(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select({ id: salesmen.id, institutionId: salesmen.institutionId, status: salesmen.status })
    .from(salesmen)
    .where(and(eq(salesmen.tenantId, tenantId), eq(salesmen.id, id)))
    .for('update');
  return row ?? null;
}

/** The active members (enterprises) of the tenant among `ids`. */
export async function activeMembers(db: Db, tenantId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: members.id, enterpriseName: members.enterpriseName })
    .from(members)
    .where(and(eq(members.tenantId, tenantId), inArray(members.id, ids), eq(members.status, 'active')));
}

/** Gives an unassigned enterprise to the salesman; false when someone holds it already. */
export async function insertAssignment(
  db: Db,
  row: { tenantId: number; institutionId: number; memberId: number; salesmanId: number },
): Promise<boolean> {
  const rows = await db
    .insert(salesmanMembers)
    .values(row)
    .onConflictDoNothing()
    .returning({ memberId: salesmanMembers.memberId });
  return rows.length > 0;
}

/** Moves an enterprise from `fromId` to `toId`; false when `fromId` no longer holds it. */
export async function moveAssignment(
  db: Db,
  institutionId: number,
  memberId: number,
  fromId: number,
  toId: number,
): Promise<boolean> {
  const rows = await db
    .update(salesmanMembers)
    .set({ salesmanId: toId, assignedAt: new Date() })
    .where(
      and(
        eq(salesmanMembers.institutionId, institutionId),
        eq(salesmanMembers.memberId, memberId),
        eq(salesmanMembers.salesmanId, fromId),
      ),
    )
    .returning({ memberId: salesmanMembers.memberId });
  return rows.length > 0;
}

/** Takes an enterprise from the salesman; false when it is not theirs. */
export async function deleteAssignment(
  db: Db,
  institutionId: number,
  memberId: number,
  salesmanId: number,
): Promise<boolean> {
  const rows = await db
    .delete(salesmanMembers)
    .where(
      and(
        eq(salesmanMembers.institutionId, institutionId),
        eq(salesmanMembers.memberId, memberId),
        eq(salesmanMembers.salesmanId, salesmanId),
      ),
    )
    .returning({ memberId: salesmanMembers.memberId });
  return rows.length > 0;
}

export async function listSalesmanMembers(
  db: Db,
  salesmanId: number,
  page: { limit: number; offset: number },
) {
  const condition = eq(salesmanMembers.salesmanId, salesmanId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        memberId: members.id,
        enterpriseName: members.enterpriseName,
        usccCode: members.usccCode,
        assignedAt: salesmanMembers.assignedAt,
      })
      .from(salesmanMembers)
      .innerJoin(members, eq(members.id, salesmanMembers.memberId))
      .where(condition)
      .orderBy(desc(salesmanMembers.assignedAt), asc(members.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(salesmanMembers).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The tenant's active enterprises by name or credit code, each with the institution's salesman holding it. */
export async function searchEnterprises(
  db: Db,
  tenantId: number,
  institutionId: number,
  keyword: string | undefined,
  page: { limit: number; offset: number },
) {
  const like = keyword ? likePattern(keyword) : null;
  const condition = and(
    eq(members.tenantId, tenantId),
    eq(members.status, 'active'),
    like ? or(ilike(members.enterpriseName, like), ilike(members.usccCode, like)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        memberId: members.id,
        enterpriseName: members.enterpriseName,
        usccCode: members.usccCode,
        salesmanId: salesmen.id,
        salesmanName: salesmen.name,
      })
      .from(members)
      .leftJoin(
        salesmanMembers,
        and(eq(salesmanMembers.memberId, members.id), eq(salesmanMembers.institutionId, institutionId)),
      )
      .leftJoin(salesmen, eq(salesmen.id, salesmanMembers.salesmanId))
      .where(condition)
      .orderBy(asc(members.enterpriseName), asc(members.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(members).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function audit(
  db: Db,
  entry: {
    tenantId: number;
    actorUserId: number;
    action: string;
    kind: StaffKind;
    id: number;
    detail: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    tenantId: entry.tenantId,
    actorUserId: entry.actorUserId,
    action: entry.action,
    entity: ENTITIES[entry.kind],
    entityId: String(entry.id),
    detail: entry.detail,
  });
}
