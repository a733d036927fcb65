import { and, asc, count, desc, eq, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FinancingKind, FinancingStatus } from '@scf/shared/schemas/financing-status';
import type { Db } from '@/db/client.ts';
import {
  accountManagers,
  auditLog,
  demandIgnores,
  financingRequestFiles,
  financingRequests,
  financingWarns,
  files,
  institutionJudges,
  institutions,
  members,
  productAgreements,
  productAttachments,
  productDocuments,
  productGuarantTypes,
  productRepayTypes,
  products,
  repayPlans,
  users,
} from '@/db/schema.ts';

/** Data access of financing requests, their files, alerts, plans and reviews (issue 6). */

export const FINANCING_ENTITY = 'financing_request';
export type RequestRow = typeof financingRequests.$inferSelect;
export type RequestChange = Partial<
  Omit<typeof financingRequests.$inferInsert, 'id' | 'tenantId' | 'status'>
>;

/** The signed-in user's party: the enterprise member or the institution it works for. */
export async function partiesOf(db: Db, userId: number) {
  const [row] = await db
    .select({ memberId: users.memberId, institutionId: users.institutionId })
    .from(users)
    .where(eq(users.id, userId));
  return { memberId: row?.memberId ?? null, institutionId: row?.institutionId ?? null };
}

export async function findRequest(db: Db, tenantId: number, where: { id?: number; code?: string }) {
  const [row] = await db
    .select()
    .from(financingRequests)
    .where(
      and(
        eq(financingRequests.tenantId, tenantId),
        where.id !== undefined
          ? eq(financingRequests.id, where.id)
          : eq(financingRequests.applyCode, where.code ?? ''),
      ),
    );
  return row ?? null;
}

/** An application of the enterprise to the product still open (the partial unique index's rows). */
export async function hasOpenRequest(db: Db, tenantId: number, memberId: number, productId: number) {
  const [row] = await db
    .select({ id: financingRequests.id })
    .from(financingRequests)
    .where(
      and(
        eq(financingRequests.tenantId, tenantId),
        eq(financingRequests.memberId, memberId),
        eq(financingRequests.productId, productId),
        eq(financingRequests.kind, 'product'),
        inArray(financingRequests.status, ['submitted', 'accepted', 'credited']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Notes in a request's detail the credit line its loan takes from. */
export async function attachLine(db: Db, requestId: number, lineId: number): Promise<void> {
  await db
    .update(financingRequests)
    .set({ detail: sql`${financingRequests.detail} || ${JSON.stringify({ creditLineId: lineId })}::jsonb` })
    .where(eq(financingRequests.id, requestId));
}

/** Forgets the credit line in a request's detail (a line its declined credit took back). */
export async function detachLine(db: Db, requestId: number): Promise<void> {
  await db
    .update(financingRequests)
    .set({ detail: sql`${financingRequests.detail} - 'creditLineId'` })
    .where(eq(financingRequests.id, requestId));
}

export async function insertRequest(db: Db, row: typeof financingRequests.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(financingRequests).values(row).returning({ id: financingRequests.id });
  return inserted!.id;
}

export async function insertRequestFiles(
  db: Db,
  tenantId: number,
  requestId: number,
  list: { fileName: string; fileHash: string; documentCode: string | null }[],
): Promise<void> {
  if (list.length === 0) return;
  await db
    .insert(financingRequestFiles)
    .values(list.map((f, sortOrder) => ({ tenantId, requestId, sortOrder, ...f })));
}

/**
 * Moves a request from `from` to `to` with the other columns, in one conditional UPDATE: of two
 * concurrent actions exactly one matches. `guard` adds conditions (the acting institution).
 */
export async function moveRequest(
  db: Db,
  tenantId: number,
  id: number,
  from: readonly FinancingStatus[],
  change: RequestChange & { status: FinancingStatus },
  guard?: SQL,
): Promise<{ detail: Record<string, unknown> } | undefined> {
  const [moved] = await db
    .update(financingRequests)
    .set({ ...change, updatedAt: new Date() })
    .where(
      and(
        eq(financingRequests.tenantId, tenantId),
        eq(financingRequests.id, id),
        inArray(financingRequests.status, [...from]),
        guard,
      ),
    )
    .returning({ detail: financingRequests.detail });
  return moved;
}

export async function audit(
  db: Db,
  entry: {
    tenantId: number;
    actorUserId: number | null;
    action: string;
    requestId: number;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    tenantId: entry.tenantId,
    actorUserId: entry.actorUserId,
    action: entry.action,
    entity: FINANCING_ENTITY,
    entityId: String(entry.requestId),
    detail: entry.detail ?? null,
  });
}

/** A product with what an application is checked against. */
export async function productForApply(db: Db, tenantId: number, where: { id?: number; code?: string }) {
  const [row] = await db
    .select({
      id: products.id,
      productCode: products.productCode,
      productName: products.productName,
      productStatus: products.productStatus,
      financeTypeCode: products.financeTypeCode,
      loanType: products.loanType,
      institutionId: products.institutionId,
      loanAmountMinFen: products.loanAmountMinFen,
      loanAmountMaxFen: products.loanAmountMaxFen,
      loanPeriodMin: products.loanPeriodMin,
      loanPeriodMax: products.loanPeriodMax,
      rateStartBp: products.rateStartBp,
      rateEndBp: products.rateEndBp,
      applyLimit: products.applyLimit,
    })
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        where.id !== undefined ? eq(products.id, where.id) : eq(products.productCode, where.code ?? ''),
      ),
    );
  if (!row) return null;
  const of = (t: { tenantId: AnyPgColumn; productId: AnyPgColumn }) =>
    and(eq(t.tenantId, tenantId), eq(t.productId, row.id));
  const [guarants, repayTypes, [templates], [agreements], documents] = await Promise.all([
    db
      .select({ value: productGuarantTypes.guarantType })
      .from(productGuarantTypes)
      .where(of(productGuarantTypes)),
    db
      .select({
        value: productRepayTypes.repayType,
        loanTermList: productRepayTypes.loanTermList,
        loanTermUnit: productRepayTypes.loanTermUnit,
      })
      .from(productRepayTypes)
      .where(of(productRepayTypes))
      .orderBy(asc(productRepayTypes.sortOrder)),
    db.select({ n: count() }).from(productAttachments).where(of(productAttachments)),
    db.select({ n: count() }).from(productAgreements).where(of(productAgreements)),
    db
      .select({
        documentCode: productDocuments.documentCode,
        documentName: productDocuments.documentName,
        documentFileType: productDocuments.documentFileType,
      })
      .from(productDocuments)
      .where(of(productDocuments))
      .orderBy(asc(productDocuments.sortOrder)),
  ]);
  return {
    ...row,
    guarantTypes: guarants.map((g) => g.value),
    repayTypes: repayTypes.map((r) => r.value),
    repayTypeConfigs: repayTypes,
    templateCount: templates?.n ?? 0,
    agreementCount: agreements?.n ?? 0,
    documents,
  };
}
export type ProductForApply = NonNullable<Awaited<ReturnType<typeof productForApply>>>;

export async function existingFileHashes(db: Db, hashes: string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db.select({ h: files.fileHash }).from(files).where(inArray(files.fileHash, hashes));
  return new Set(rows.map((r) => r.h));
}

export async function institutionIds(db: Db, tenantId: number): Promise<number[]> {
  const rows = await db
    .select({ id: institutions.id })
    .from(institutions)
    .where(eq(institutions.tenantId, tenantId));
  return rows.map((r) => r.id);
}

export async function insertWarns(
  db: Db,
  tenantId: number,
  requestId: number,
  institutionIdList: number[],
  bizTip: string,
): Promise<void> {
  if (institutionIdList.length === 0) return;
  await db
    .insert(financingWarns)
    .values(institutionIdList.map((institutionId) => ({ tenantId, institutionId, requestId, bizTip })))
    .onConflictDoNothing();
}

export async function dealWarns(db: Db, tenantId: number, requestId: number, institutionId: number) {
  await db
    .update(financingWarns)
    .set({ dealStatus: 1, dealtAt: new Date() })
    .where(
      and(
        eq(financingWarns.tenantId, tenantId),
        eq(financingWarns.requestId, requestId),
        eq(financingWarns.institutionId, institutionId),
        eq(financingWarns.dealStatus, 0),
      ),
    );
}

export async function memberName(db: Db, memberId: number): Promise<string> {
  const [row] = await db
    .select({ name: members.enterpriseName })
    .from(members)
    .where(eq(members.id, memberId));
  return row?.name ?? '';
}

export async function activeManager(db: Db, tenantId: number, institutionId: number, id: number) {
  const [row] = await db
    .select({ id: accountManagers.id })
    .from(accountManagers)
    .where(
      and(
        eq(accountManagers.tenantId, tenantId),
        eq(accountManagers.institutionId, institutionId),
        eq(accountManagers.id, id),
        eq(accountManagers.status, 'active'),
      ),
    );
  return row ?? null;
}

export async function listManagers(db: Db, tenantId: number, institutionId: number) {
  return db
    .select({ id: accountManagers.id, name: accountManagers.name, mobile: accountManagers.mobile })
    .from(accountManagers)
    .where(
      and(
        eq(accountManagers.tenantId, tenantId),
        eq(accountManagers.institutionId, institutionId),
        eq(accountManagers.status, 'active'),
      ),
    )
    .orderBy(accountManagers.id);
}

export async function ignoreDemand(
  db: Db,
  tenantId: number,
  requestId: number,
  institutionId: number,
  userId: number,
) {
  await db.insert(demandIgnores).values({ tenantId, requestId, institutionId, userId }).onConflictDoNothing();
}

/** Open demands of the hall an institution has not ignored. */
export function hallCondition(tenantId: number, institutionId: number): SQL {
  return and(
    eq(financingRequests.tenantId, tenantId),
    eq(financingRequests.kind, 'demand'),
    eq(financingRequests.status, 'submitted'),
    isNull(financingRequests.institutionId),
    notExists(
      sql`(select 1 from ${demandIgnores} where ${demandIgnores.requestId} = ${financingRequests.id} and ${demandIgnores.institutionId} = ${institutionId})`,
    ),
  )!;
}

/** Who sees which requests: an enterprise its member's, an institution its own, an operator all. */
export type Scope =
  { kind: 'member'; memberId: number } | { kind: 'institution'; institutionId: number } | { kind: 'tenant' };

export function scopeCondition(tenantId: number, scope: Scope): SQL {
  const tenant = eq(financingRequests.tenantId, tenantId);
  if (scope.kind === 'member') return and(tenant, eq(financingRequests.memberId, scope.memberId))!;
  if (scope.kind === 'institution')
    return and(tenant, eq(financingRequests.institutionId, scope.institutionId))!;
  return tenant;
}

export interface ListFilter {
  status?: FinancingStatus | undefined;
  kind?: FinancingKind | undefined;
  keyword?: string | undefined;
}

function filterCondition(filter: ListFilter): SQL | undefined {
  const like = filter.keyword ? `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return and(
    filter.status ? eq(financingRequests.status, filter.status) : undefined,
    filter.kind ? eq(financingRequests.kind, filter.kind) : undefined,
    like
      ? or(
          sql`${financingRequests.applyCode} ilike ${like}`,
          sql`${products.productName} ilike ${like}`,
          sql`${members.enterpriseName} ilike ${like}`,
        )
      : undefined,
  );
}

const listColumns = {
  request: financingRequests,
  productCode: products.productCode,
  productName: products.productName,
  productPictureHash: sql<string | null>`coalesce(${products.pictureHash}, ${institutions.logoHash})`,
  fundingPartyName: institutions.name,
  institutionCode: institutions.userCode,
  userName: members.enterpriseName,
  accountManagerName: accountManagers.name,
  judged: sql<boolean>`exists (select 1 from ${institutionJudges} where ${institutionJudges.requestId} = ${financingRequests.id})`,
};
export type ListedRequest = Awaited<ReturnType<typeof listRequests>>[number];

export async function listRequests(
  db: Db,
  condition: SQL,
  filter: ListFilter,
  page: { limit: number; offset: number },
) {
  return db
    .select(listColumns)
    .from(financingRequests)
    .innerJoin(members, eq(members.id, financingRequests.memberId))
    .leftJoin(products, eq(products.id, financingRequests.productId))
    .leftJoin(institutions, eq(institutions.id, financingRequests.institutionId))
    .leftJoin(accountManagers, eq(accountManagers.id, financingRequests.accountManagerId))
    .where(and(condition, filterCondition(filter)))
    .orderBy(desc(financingRequests.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countRequests(db: Db, condition: SQL, filter: ListFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(financingRequests)
    .innerJoin(members, eq(members.id, financingRequests.memberId))
    .leftJoin(products, eq(products.id, financingRequests.productId))
    .where(and(condition, filterCondition(filter)));
  return row?.n ?? 0;
}

export async function requestFiles(db: Db, tenantId: number, requestId: number) {
  return db
    .select({
      fileName: financingRequestFiles.fileName,
      fileHash: financingRequestFiles.fileHash,
      documentCode: financingRequestFiles.documentCode,
    })
    .from(financingRequestFiles)
    .where(and(eq(financingRequestFiles.tenantId, tenantId), eq(financingRequestFiles.requestId, requestId)))
    .orderBy(financingRequestFiles.sortOrder);
}

export async function requestHistory(db: Db, tenantId: number, requestId: number) {
  return db
    .select({ action: auditLog.action, at: auditLog.at, actorName: users.name, detail: auditLog.detail })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(
      and(
        eq(auditLog.tenantId, tenantId),
        eq(auditLog.entity, FINANCING_ENTITY),
        eq(auditLog.entityId, String(requestId)),
      ),
    )
    .orderBy(auditLog.id);
}

export async function insertPlans(db: Db, rows: (typeof repayPlans.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(repayPlans).values(rows);
}

export async function isIgnoredBy(db: Db, requestId: number, institutionId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(demandIgnores)
    .where(and(eq(demandIgnores.requestId, requestId), eq(demandIgnores.institutionId, institutionId)));
  return (row?.n ?? 0) > 0;
}

export async function listWarns(
  db: Db,
  tenantId: number,
  institutionId: number,
  filter: { dealStatus?: number | undefined },
  page: { limit: number; offset: number },
) {
  const condition = and(
    eq(financingWarns.tenantId, tenantId),
    eq(financingWarns.institutionId, institutionId),
    filter.dealStatus === undefined ? undefined : eq(financingWarns.dealStatus, filter.dealStatus),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        warn: financingWarns,
        applyCode: financingRequests.applyCode,
        userName: members.enterpriseName,
        kind: financingRequests.kind,
        productName: products.productName,
        financeAmountFen: financingRequests.financeAmountFen,
        financePeriod: financingRequests.financePeriod,
      })
      .from(financingWarns)
      .innerJoin(financingRequests, eq(financingRequests.id, financingWarns.requestId))
      .innerJoin(members, eq(members.id, financingRequests.memberId))
      .leftJoin(products, eq(products.id, financingRequests.productId))
      .where(condition)
      .orderBy(desc(financingWarns.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(financingWarns).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function dealWarn(
  db: Db,
  tenantId: number,
  institutionId: number,
  id: number,
): Promise<boolean> {
  const rows = await db
    .update(financingWarns)
    .set({ dealStatus: 1, dealtAt: new Date() })
    .where(
      and(
        eq(financingWarns.tenantId, tenantId),
        eq(financingWarns.institutionId, institutionId),
        eq(financingWarns.id, id),
      ),
    )
    .returning({ id: financingWarns.id });
  return rows.length > 0;
}
