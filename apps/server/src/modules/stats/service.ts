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
  users,
} from '@/db/schema.ts';
import { prepared } from '@/db/prepared.ts';
import { refusal } from '@/lib/app-error.ts';
import { freshCache } from '@/lib/fresh-cache.ts';
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

/** The totals of the requests in scope, and of those made this month, as one row's columns. */
function totalsColumns(prefix: string, only?: SQL) {
  const f = only ? sql` filter (where ${only})` : sql``;
  return {
    [`${prefix}ApplyNums`]: sql<number>`(count(*)${f})::int`,
    [`${prefix}AcceptLoanNums`]: sql<number>`(count(${financingRequests.acceptedAt})${f})::int`,
    [`${prefix}CreditNums`]: sql<number>`(count(${financingRequests.creditedAt})${f})::int`,
    [`${prefix}CreditAmounts`]: sql<string>`coalesce(sum(${financingRequests.creditAmountFen})${f}, 0)`,
    [`${prefix}LoanAmounts`]: sql<string>`coalesce(sum(${financingRequests.loanAmountFen})${f}, 0)`,
  };
}

const totalsOf = (row: Record<string, unknown>, prefix: string): Totals => ({
  applyNums: Number(row[`${prefix}ApplyNums`] ?? 0),
  acceptLoanNums: Number(row[`${prefix}AcceptLoanNums`] ?? 0),
  creditNums: Number(row[`${prefix}CreditNums`] ?? 0),
  creditAmounts: Number(row[`${prefix}CreditAmounts`] ?? 0),
  loanAmounts: Number(row[`${prefix}LoanAmounts`] ?? 0),
});

/** The last `n` months up to the one of `china` (a time shifted to China's clock), oldest first. */
const monthsUpTo = (china: Date, n: number) =>
  Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(china.getUTCFullYear(), china.getUTCMonth() - (n - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });

/** The latest list made, by its month: every dashboard request asks for this month's. */
let latestMonths: { month: number; n: number; months: readonly string[] } | undefined;

/** The last twelve months, oldest first, as YYYY-MM in China. The list is shared: do not change it. */
export function lastMonths(now: Date, n = 12): readonly string[] {
  const china = new Date(now.getTime() + 8 * 3_600_000);
  const month = china.getUTCFullYear() * 12 + china.getUTCMonth();
  if (latestMonths?.month !== month || latestMonths.n !== n)
    latestMonths = { month, n, months: monthsUpTo(china, n) };
  return latestMonths.months;
}

interface MonthRow {
  month: string;
  accepted: number;
  credited: number;
  creditAmount: string | number;
  loanAmount: string | number;
}

/**
 * Per month as a JSON array, in one pass: acceptances by their month, credits and loans by theirs.
 * Each request stands for its three events (a month of null, an event that has not happened, counts
 * nowhere).
 */
function monthlyColumn(scope: SQL) {
  const r = financingRequests;
  return sql<MonthRow[]>`(select coalesce(json_agg(m), '[]'::json) from (
    select e.month,
      (count(*) filter (where e.kind = 'accepted'))::int as "accepted",
      (count(*) filter (where e.kind = 'credited'))::int as "credited",
      coalesce(sum(${r.creditAmountFen}) filter (where e.kind = 'credited'), 0) as "creditAmount",
      coalesce(sum(${r.loanAmountFen}) filter (where e.kind = 'loaned'), 0) as "loanAmount"
    from ${r}
    cross join lateral (values
      ('accepted', ${chinaMonth(r.acceptedAt)}),
      ('credited', ${chinaMonth(r.creditedAt)}),
      ('loaned', ${chinaMonth(r.loanedAt)})) as e(kind, month)
    where ${scope} and e.month >= ${sql.placeholder('since')}
    group by e.month) as m)`;
}

function monthsOf(rows: MonthRow[], months: readonly string[]) {
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return months.map((dateMonth) => {
    const row = byMonth.get(dateMonth);
    return {
      dateMonth,
      acceptLoanNums: Number(row?.accepted ?? 0),
      creditNums: Number(row?.credited ?? 0),
      creditAmounts: Number(row?.creditAmount ?? 0),
      loanAmounts: Number(row?.loanAmount ?? 0),
    };
  });
}

/**
 * The dashboard's one statement, built once per database handle: the totals, this month's, the
 * products by loan type and the months, as columns of one row (one round trip per request, where two
 * statements cost the server about a fifth more). An institution user's institution is a subquery
 * (of the user's row, by the placeholder userId), not a round trip; an operator's scope is the tenant.
 */
const indexStatsOf = (scope: 'institution' | 'tenant') =>
  prepared((db) => {
    const institution =
      scope === 'institution'
        ? sql<
            number | null
          >`(select ${users.institutionId} from ${users} where ${users.id} = ${sql.placeholder('userId')})`
        : null;
    const requestScope = and(
      eq(financingRequests.tenantId, sql.placeholder('tenantId')),
      institution === null ? undefined : eq(financingRequests.institutionId, institution),
    )!;
    const productScope = and(
      eq(products.tenantId, sql.placeholder('tenantId')),
      eq(products.productStatus, PRODUCT_STATUS.onShelf),
      institution === null ? undefined : eq(products.institutionId, institution),
    );
    const thisMonth = sql`${chinaMonth(financingRequests.createdAt)} = ${currentChinaMonth}`;
    const byType = sql<{ loanType: string; productNums: number }[]>`(
      select coalesce(json_agg(json_build_object('loanType', t.loan_type, 'productNums', t.n) order by t.loan_type), '[]'::json)
      from (select ${products.loanType} as loan_type, count(*)::int as n from ${products}
        where ${productScope} group by ${products.loanType}) as t)`;
    return db
      .select({
        ...totalsColumns('total'),
        ...totalsColumns('month', thisMonth),
        byType,
        months: monthlyColumn(requestScope),
        institutionId: institution ?? sql<null>`null`,
      })
      .from(financingRequests)
      .where(requestScope)
      .prepare(`finance_org_index_stats_${scope}`);
  });
const statsOf = { institution: indexStatsOf('institution'), tenant: indexStatsOf('tenant') };

/** The most dashboards kept per database: one per institution user, one per tenant for operators. */
const STATS_KEPT = 1_000;

type StatsKey = {
  scope: keyof typeof statsOf;
  tenantId: number;
  userId: number;
  months: readonly string[];
};

/**
 * The dashboard's figures, kept until a table they count is written (lib/fresh-cache.ts); the users
 * table because an institution user's institution is read from it. This month's figures are keyed
 * by the month, so a new month is a new key. The institution is null for a user without one.
 */
const keptStats = freshCache(
  ['financing_requests', 'products', 'users'],
  STATS_KEPT,
  ({ scope, tenantId, userId, months }: StatsKey) =>
    `${scope}:${tenantId}:${scope === 'institution' ? userId : ''}:${months.at(-1)}`,
  async (db, { scope, tenantId, userId, months }: StatsKey) => {
    const [row] = await statsOf[scope](db).execute({ tenantId, userId, since: months[0] });
    const byType = (row?.byType ?? []) as { loanType: string; productNums: number }[];
    const total = totalsOf(row ?? {}, 'total');
    const stats: FinanceOrgIndexStats = {
      proNums: byType.reduce((n, r) => n + r.productNums, 0),
      productNumStats: byType,
      totalDemandStats: total,
      monthDemandStats: totalsOf(row ?? {}, 'month'),
      monthlyMemberDemandStats: monthsOf((row?.months ?? []) as MonthRow[], months),
      creditSuccessRate: creditSuccessRate(total.creditNums, total.applyNums),
    };
    return { institutionId: row?.institutionId ?? null, stats };
  },
);

export async function financeOrgIndexStats(
  app: Data,
  user: AuthUser,
  now = new Date(),
): Promise<FinanceOrgIndexStats> {
  if (user.userType !== 'financeOrg' && user.userType !== 'operator') {
    throw refusal(ERROR_CODES.FORBIDDEN, 'dashboardForbidden');
  }
  const byInstitution = user.userType === 'financeOrg';
  const months = lastMonths(now);
  const { institutionId, stats } = await keptStats(app.db, {
    scope: byInstitution ? 'institution' : 'tenant',
    tenantId: user.tenantId,
    userId: user.id,
    months,
  });
  if (byInstitution && institutionId === null) throw refusal(ERROR_CODES.NO_RIGHTS, 'noInstitution');
  return stats;
}

/**
 * get_report_score (model credit): 60 to start, plus the enterprise's record on the platform —
 * months since admission (up to 10), loans repaid (5 each, up to 20), reviews given (2 each, up to
 * 10) — minus 10 per overdue instalment; kept within 0-100. Grades: A ≥ 85, B ≥ 70, C ≥ 60, else D.
 */
export async function reportScore(app: Data, user: AuthUser, now = new Date()): Promise<ReportScore> {
  const { memberId } = await partiesOf(app.db, user.id);
  if (user.userType !== 'comp' || memberId === null) {
    throw refusal(ERROR_CODES.NO_RIGHTS, 'noApprovedMember');
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
