import { and, asc, count, eq, ilike, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { creditLines, financingRequests, institutions, members, products } from '@/db/schema.ts';

/**
 * Data access of credit lines (授信额度, issue 6): what an institution granted an enterprise on one
 * product, and what of it loans use. See creditLines in db/financing-schema.ts.
 */

const available =
  sql<number>`(${creditLines.creditAmountFen} - ${creditLines.usedAmountFen})::bigint`.mapWith(Number);

/** An enterprise's line on a product, with the product's institution's name. */
export async function findLine(db: Db, tenantId: number, memberId: number, productId: number) {
  const [row] = await db
    .select({
      id: creditLines.id,
      creditAmountFen: creditLines.creditAmountFen,
      availableFen: available,
      repayType: creditLines.repayType,
      updatedAt: creditLines.updatedAt,
      fundingPartyName: institutions.name,
    })
    .from(creditLines)
    .innerJoin(institutions, eq(institutions.id, creditLines.institutionId))
    .where(
      and(
        eq(creditLines.tenantId, tenantId),
        eq(creditLines.memberId, memberId),
        eq(creditLines.productId, productId),
      ),
    );
  return row ?? null;
}

/** The line of the member with credit code `userCode` on a product: a cash-out party's. */
export async function findLineByMemberCode(db: Db, tenantId: number, userCode: string, productId: number) {
  const [row] = await db
    .select({
      id: creditLines.id,
      memberId: creditLines.memberId,
      enterpriseName: members.enterpriseName,
      availableFen: available,
    })
    .from(creditLines)
    .innerJoin(members, eq(members.id, creditLines.memberId))
    .where(
      and(
        eq(creditLines.tenantId, tenantId),
        eq(creditLines.productId, productId),
        eq(members.usccCode, userCode),
        eq(members.status, 'active'),
      ),
    );
  return row ?? null;
}

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The cash-out parties of a product: active members with a line on it, but `exceptMemberId`. */
export async function listCreditors(
  db: Db,
  where: { tenantId: number; productId: number; exceptMemberId: number; userName?: string | undefined },
  page: { limit: number; offset: number },
) {
  const condition = and(
    eq(creditLines.tenantId, where.tenantId),
    eq(creditLines.productId, where.productId),
    ne(creditLines.memberId, where.exceptMemberId),
    eq(members.status, 'active'),
    where.userName ? ilike(members.enterpriseName, likePattern(where.userName)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ userName: members.enterpriseName, userCode: members.usccCode, lessCreditAmount: available })
      .from(creditLines)
      .innerJoin(members, eq(members.id, creditLines.memberId))
      .where(condition)
      .orderBy(asc(members.enterpriseName), asc(creditLines.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(creditLines)
      .innerJoin(members, eq(members.id, creditLines.memberId))
      .where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The credit on an application sets the enterprise's line on its product: a new line, or the
 * existing one raised or lowered to the new credit (never below what loans already use).
 */
export async function grantLine(
  db: Db,
  line: {
    tenantId: number;
    memberId: number;
    productId: number;
    institutionId: number;
    creditAmountFen: number;
    repayType: string;
    sourceRequestId: number;
  },
): Promise<number> {
  const [row] = await db
    .insert(creditLines)
    .values(line)
    .onConflictDoUpdate({
      target: [creditLines.tenantId, creditLines.memberId, creditLines.productId],
      set: {
        creditAmountFen: sql`greatest(${line.creditAmountFen}, ${creditLines.usedAmountFen})`,
        repayType: line.repayType,
        sourceRequestId: line.sourceRequestId,
        updatedAt: new Date(),
      },
    })
    .returning({ id: creditLines.id });
  return row!.id;
}

/**
 * A declined credit takes back the line it granted, while no loan uses it and no other request names
 * it; true when it did. A line is one an enterprise and product, so a later credit renews the line an
 * earlier one granted: taking it back then would leave the earlier request (or a drawing on the line,
 * or a cash-out on it) naming a line that is gone.
 */
export async function revokeLine(db: Db, lineId: number, sourceRequestId: number): Promise<boolean> {
  const namedElsewhere = db
    .select({ id: financingRequests.id })
    .from(financingRequests)
    .where(
      and(
        eq(financingRequests.tenantId, creditLines.tenantId),
        ne(financingRequests.id, sourceRequestId),
        sql`${financingRequests.detail}->>'creditLineId' = ${String(lineId)}`,
      ),
    );
  const deleted = await db
    .delete(creditLines)
    .where(
      and(
        eq(creditLines.id, lineId),
        eq(creditLines.sourceRequestId, sourceRequestId),
        eq(creditLines.usedAmountFen, 0),
        notExists(namedElsewhere),
      ),
    )
    .returning({ id: creditLines.id });
  return deleted.length > 0;
}

/** A loan takes its amount from a line; false when the line has less left (nothing changes). */
export async function useLine(db: Db, lineId: number, amountFen: number): Promise<boolean> {
  const rows = await db
    .update(creditLines)
    .set({ usedAmountFen: sql`${creditLines.usedAmountFen} + ${amountFen}`, updatedAt: new Date() })
    .where(
      and(
        eq(creditLines.id, lineId),
        sql`${creditLines.creditAmountFen} - ${creditLines.usedAmountFen} >= ${amountFen}`,
      ),
    )
    .returning({ id: creditLines.id });
  return rows.length > 0;
}

/** The last repayment of a loan gives its amount back to the line. */
export async function releaseLine(db: Db, lineId: number, amountFen: number): Promise<void> {
  await db
    .update(creditLines)
    .set({
      usedAmountFen: sql`greatest(0, ${creditLines.usedAmountFen} - ${amountFen})`,
      updatedAt: new Date(),
    })
    .where(eq(creditLines.id, lineId));
}

/** The product a code names in a tenant, with its institution (lines are per product). */
export async function productByCode(db: Db, tenantId: number, productCode: string) {
  const [row] = await db
    .select({ id: products.id, productStatus: products.productStatus })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.productCode, productCode)));
  return row ?? null;
}
