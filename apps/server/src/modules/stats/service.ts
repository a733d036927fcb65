import type { FastifyInstance } from 'fastify';
import { and, count, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ERROR_CODES } from '@scf/shared';
import { creditSuccessRate } from '@scf/shared/money';
import type { FinanceOrgIndexStats, ReportScore } from '@scf/shared/schemas/financing';
import { PRODUCT_STATUS } from '@scf/shared/schemas/product';
import {
  financingRequests,
  institutionJudges,
  members,
  products,
  registrations,
  repayPlans,
} from '@/db/schema.ts';
import { AppError } from '@/lib/app-error.ts';
import { partiesOf } from '@/modules/financing/repository.ts';
import type { AuthUser } from '@/plugins/auth.ts';

/**
 * The dashboards' figures (issue 6 points 6, 7), computed in SQL from the rows themselves: an
 * institution's products and the requests it received, the tenant's for an operator; an enterprise's
 * credit score from its own history.
 */

type Data = Pick<FastifyInstance, 'db'>;

/** A timestamp's month in China (the platform's calendar), as YYYY-MM. */
const chinaMonth = (column: AnyPgColumn) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM')`;
const currentChinaMonth = sql<string>`to_char((now() at time zone 'UTC') + interval '8 hours', 'YYYY-MM')`;

interface Totals {
  creditAmounts: number;
  applyNums: number;
  loanAmounts: number;
  acceptLoanNums: number;
  creditNums: number;
}

async function totals(app: Data, where: SQL): Promise<Totals> {
  const [row] = await app.db
    .select({
      applyNums: count(),
      acceptLoanNums: sql<number>`count(${financingRequests.acceptedAt})::int`,
      creditNums: sql<number>`count(${financingRequests.creditedAt})::int`,
      creditAmounts: sql<string>`coalesce(sum(${financingRequests.creditAmountFen}), 0)`,
      loanAmounts: sql<string>`coalesce(sum(${financingRequests.loanAmountFen}), 0)`,
    })
    .from(financingRequests)
    .where(where);
  return {
    applyNums: row?.applyNums ?? 0,
    acceptLoanNums: Number(row?.acceptLoanNums ?? 0),
    creditNums: Number(row?.creditNums ?? 0),
    creditAmounts: Number(row?.creditAmounts ?? 0),
    loanAmounts: Number(row?.loanAmounts ?? 0),
  };
}

/** The last twelve months, oldest first, as YYYY-MM in China. */
export function lastMonths(now: Date, n = 12): string[] {
  const china = new Date(now.getTime() + 8 * 3_600_000);
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(china.getUTCFullYear(), china.getUTCMonth() - (n - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

/** Per month: acceptances by their month, credits and loans by theirs. */
async function monthly(app: Data, scope: SQL, months: string[]) {
  const since = months[0]!;
  const byMonth = async (column: AnyPgColumn, amount?: AnyPgColumn) =>
    app.db
      .select({
        month: chinaMonth(column),
        n: count(),
        amount: amount ? sql<string>`coalesce(sum(${amount}), 0)` : sql<string>`0`,
      })
      .from(financingRequests)
      .where(and(scope, sql`${column} is not null`, sql`${chinaMonth(column)} >= ${since}`))
      .groupBy(chinaMonth(column));
  const [accepted, credited, loaned] = await Promise.all([
    byMonth(financingRequests.acceptedAt),
    byMonth(financingRequests.creditedAt, financingRequests.creditAmountFen),
    byMonth(financingRequests.loanedAt, financingRequests.loanAmountFen),
  ]);
  const find = (rows: typeof accepted, month: string) => rows.find((r) => r.month === month);
  return months.map((dateMonth) => ({
    dateMonth,
    acceptLoanNums: find(accepted, dateMonth)?.n ?? 0,
    creditNums: find(credited, dateMonth)?.n ?? 0,
    creditAmounts: Number(find(credited, dateMonth)?.amount ?? 0),
    loanAmounts: Number(find(loaned, dateMonth)?.amount ?? 0),
  }));
}

export async function financeOrgIndexStats(
  app: Data,
  user: AuthUser,
  now = new Date(),
): Promise<FinanceOrgIndexStats> {
  let institutionId: number | null = null;
  if (user.userType === 'financeOrg') {
    institutionId = (await partiesOf(app.db, user.id)).institutionId;
    if (institutionId === null) throw new AppError(ERROR_CODES.NO_RIGHTS, '您的账号尚未关联金融机构');
  } else if (user.userType !== 'operator') {
    throw new AppError(ERROR_CODES.FORBIDDEN, '只有金融机构和运营人员可以查看机构工作台');
  }
  const requestScope = and(
    eq(financingRequests.tenantId, user.tenantId),
    institutionId === null ? undefined : eq(financingRequests.institutionId, institutionId),
  )!;
  const productScope = and(
    eq(products.tenantId, user.tenantId),
    eq(products.productStatus, PRODUCT_STATUS.onShelf),
    institutionId === null ? undefined : eq(products.institutionId, institutionId),
  );
  const months = lastMonths(now);
  const [byType, total, month, perMonth] = await Promise.all([
    app.db
      .select({ loanType: products.loanType, productNums: count() })
      .from(products)
      .where(productScope)
      .groupBy(products.loanType)
      .orderBy(products.loanType),
    totals(app, requestScope),
    totals(app, and(requestScope, sql`${chinaMonth(financingRequests.createdAt)} = ${currentChinaMonth}`)!),
    monthly(app, requestScope, months),
  ]);
  return {
    proNums: byType.reduce((n, r) => n + r.productNums, 0),
    productNumStats: byType,
    totalDemandStats: total,
    monthDemandStats: month,
    monthlyMemberDemandStats: perMonth,
    creditSuccessRate: creditSuccessRate(total.creditNums, total.applyNums),
  };
}

/**
 * get_report_score (model credit): 60 to start, plus the enterprise's record on the platform —
 * months since admission (up to 10), loans repaid (5 each, up to 20), reviews given (2 each, up to
 * 10) — minus 10 per overdue instalment; kept within 0-100. Grades: A ≥ 85, B ≥ 70, C ≥ 60, else D.
 */
export async function reportScore(app: Data, user: AuthUser, now = new Date()): Promise<ReportScore> {
  const { memberId } = await partiesOf(app.db, user.id);
  if (user.userType !== 'comp' || memberId === null) {
    throw new AppError(ERROR_CODES.NO_RIGHTS, '您的账号尚未关联已审核通过的企业');
  }
  const [admitted] = await app.db
    .select({ createdAt: members.createdAt, reviewedAt: registrations.reviewedAt })
    .from(members)
    .innerJoin(registrations, eq(registrations.id, members.registrationId))
    .where(eq(members.id, memberId));
  const mine = and(eq(financingRequests.tenantId, user.tenantId), eq(financingRequests.memberId, memberId));
  const [[repaid], [overdue], [reviews]] = await Promise.all([
    app.db
      .select({ n: count() })
      .from(financingRequests)
      .where(and(mine, eq(financingRequests.status, 'repaid'))),
    app.db
      .select({ n: count() })
      .from(repayPlans)
      .innerJoin(financingRequests, eq(financingRequests.id, repayPlans.requestId))
      .where(and(mine, eq(repayPlans.status, 'overdue'))),
    app.db.select({ n: count() }).from(institutionJudges).where(eq(institutionJudges.memberId, memberId)),
  ]);
  const since = admitted?.reviewedAt ?? admitted?.createdAt ?? now;
  const months = Math.max(0, Math.floor((now.getTime() - since.getTime()) / (30 * 86_400_000)));
  const factors = [
    { name: 'base', score: 60, max: 60 },
    { name: 'tenure', score: Math.min(10, months), max: 10 },
    { name: 'repaid', score: Math.min(20, 5 * (repaid?.n ?? 0)), max: 20 },
    { name: 'reviews', score: Math.min(10, 2 * (reviews?.n ?? 0)), max: 10 },
    { name: 'overdue', score: -10 * (overdue?.n ?? 0), max: 0 },
  ];
  const score = Math.max(
    0,
    Math.min(
      100,
      factors.reduce((n, f) => n + f.score, 0),
    ),
  );
  const level = score >= 85 ? 'A' : score >= 70 ? 'B' : score >= 60 ? 'C' : 'D';
  return { score, level, evaluatedAt: now.toISOString(), factors };
}
