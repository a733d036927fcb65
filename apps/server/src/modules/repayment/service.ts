import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { ERROR_CODES } from '@scf/shared';
import type { ValidationMessageKey } from '@scf/shared';
import { fileUrl } from '@scf/shared/schemas/file';
import type { JudgeRow, RepayPlanRow } from '@scf/shared/schemas/financing';
import type { RepayPlanStatus } from '@scf/shared/schemas/financing-status';
import {
  financingRequests,
  institutionJudges,
  institutions,
  products,
  repayPlans,
  users,
} from '@/db/schema.ts';
import { refusal } from '@/lib/app-error.ts';
import { releaseLine } from '@/modules/credit/repository.ts';
import { audit, findRequest, moveRequest } from '@/modules/financing/repository.ts';
import { creditLineOf, requireMember, scopeOf } from '@/modules/financing/service.ts';
import type { AuthUser } from '@/plugins/auth.ts';

/**
 * Repayment plans and the enterprise's reviews of institutions (issue 6): the plans of a loan, the
 * enterprise's confirmation of an instalment (the last one repays the request), and one review per
 * repaid request.
 */

type Data = Pick<FastifyInstance, 'db'>;

export const REPAY_TEXTS = {
  planNotFound: 'repayPlanNotFound',
  planDone: 'repayPlanDone',
  notRepaid: 'judgeNotRepaid',
  judged: 'judgeDone',
} as const satisfies Record<string, ValidationMessageKey>;

const planColumns = {
  plan: repayPlans,
  applyCode: financingRequests.applyCode,
  loanAmountFen: financingRequests.loanAmountFen,
  creditRateBp: financingRequests.creditRateBp,
  productName: products.productName,
  pictureHash: sql<string | null>`coalesce(${products.pictureHash}, ${institutions.logoHash})`,
  fundingPartyName: institutions.name,
};

function planQuery(db: Data['db'], condition: SQL) {
  return db
    .select(planColumns)
    .from(repayPlans)
    .innerJoin(financingRequests, eq(financingRequests.id, repayPlans.requestId))
    .innerJoin(products, eq(products.id, financingRequests.productId))
    .innerJoin(institutions, eq(institutions.id, financingRequests.institutionId))
    .where(condition);
}

function toPlanRow(r: Awaited<ReturnType<typeof planQuery>>[number]): RepayPlanRow {
  return {
    id: String(r.plan.id),
    financeApplyId: String(r.plan.requestId),
    applyCode: r.applyCode,
    periodNo: r.plan.periodNo,
    product: { productName: r.productName, productPicUrl: r.pictureHash ? fileUrl(r.pictureHash) : null },
    fundingPartyName: r.fundingPartyName,
    repayAmount: r.plan.repayAmountFen,
    principalAmount: r.plan.principalFen,
    interestAmount: r.plan.interestFen,
    loanAmount: r.loanAmountFen ?? 0,
    loanRate: (r.creditRateBp ?? 0) / 100,
    repayDate: r.plan.repayDate,
    status: r.plan.status,
    confirmedAt: r.plan.confirmedAt?.toISOString() ?? null,
  };
}

export async function plansOf(app: Data, tenantId: number, requestId: number): Promise<RepayPlanRow[]> {
  const rows = await planQuery(
    app.db,
    and(eq(repayPlans.tenantId, tenantId), eq(repayPlans.requestId, requestId))!,
  ).orderBy(asc(repayPlans.periodNo));
  return rows.map(toPlanRow);
}

/** The caller's plans: an enterprise its member's, an institution its loans', an operator all; open first. */
export async function queryPlans(
  app: Data,
  user: AuthUser,
  query: {
    financeApplyId?: number | undefined;
    status?: RepayPlanStatus | undefined;
    pageNo: number;
    pageSize: number;
  },
) {
  const scope = await scopeOf(app, user);
  if (!scope) return { rows: [], total: 0 };
  const condition = and(
    eq(repayPlans.tenantId, user.tenantId),
    scope.kind === 'member' ? eq(financingRequests.memberId, scope.memberId) : undefined,
    scope.kind === 'institution' ? eq(financingRequests.institutionId, scope.institutionId) : undefined,
    query.financeApplyId !== undefined ? eq(repayPlans.requestId, query.financeApplyId) : undefined,
    query.status ? eq(repayPlans.status, query.status) : undefined,
  )!;
  const [rows, [total]] = await Promise.all([
    planQuery(app.db, condition)
      .orderBy(sql`${repayPlans.status} = 'repaid'`, asc(repayPlans.repayDate), asc(repayPlans.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    app.db
      .select({ n: count() })
      .from(repayPlans)
      .innerJoin(financingRequests, eq(financingRequests.id, repayPlans.requestId))
      .where(condition),
  ]);
  return { rows: rows.map(toPlanRow), total: total?.n ?? 0 };
}

/**
 * The enterprise confirms an instalment (pending or overdue). Confirming the last open one repays
 * the request, in the same transaction.
 */
export async function confirmPlan(app: Data, user: AuthUser, id: number): Promise<void> {
  const memberId = await requireMember(app, user);
  const [plan] = await app.db
    .select({
      requestId: repayPlans.requestId,
      status: repayPlans.status,
      memberId: financingRequests.memberId,
      detail: financingRequests.detail,
      loanAmountFen: financingRequests.loanAmountFen,
    })
    .from(repayPlans)
    .innerJoin(financingRequests, eq(financingRequests.id, repayPlans.requestId))
    .where(and(eq(repayPlans.tenantId, user.tenantId), eq(repayPlans.id, id)));
  if (!plan || plan.memberId !== memberId) {
    throw refusal(ERROR_CODES.NOT_FOUND, REPAY_TEXTS.planNotFound, { httpStatus: 404 });
  }
  await app.db.transaction(async (tx) => {
    const confirmed = await tx
      .update(repayPlans)
      .set({ status: 'repaid', confirmedAt: new Date(), confirmedBy: user.id })
      .where(and(eq(repayPlans.id, id), inArray(repayPlans.status, ['pending', 'overdue'])))
      .returning({ id: repayPlans.id });
    if (confirmed.length === 0) throw refusal(ERROR_CODES.CONFLICT, REPAY_TEXTS.planDone);
    await audit(tx, {
      tenantId: user.tenantId,
      actorUserId: user.id,
      action: 'repay',
      requestId: plan.requestId,
      detail: { planId: id },
    });
    const [open] = await tx
      .select({ n: count() })
      .from(repayPlans)
      .where(
        and(eq(repayPlans.requestId, plan.requestId), inArray(repayPlans.status, ['pending', 'overdue'])),
      );
    if (
      (open?.n ?? 0) === 0 &&
      (await moveRequest(tx, user.tenantId, plan.requestId, ['loaned', 'overdue'], {
        status: 'repaid',
        closedAt: new Date(),
      }))
    ) {
      // A drawing on a credit line gives the line its amount back once repaid.
      const line = creditLineOf(plan.detail);
      if (line !== null) await releaseLine(tx, line, plan.loanAmountFen ?? 0);
      await audit(tx, {
        tenantId: user.tenantId,
        actorUserId: user.id,
        action: 'repaid',
        requestId: plan.requestId,
      });
    }
  });
}

const judgeColumns = {
  judge: institutionJudges,
  userCode: institutions.userCode,
  fundingPartyName: institutions.name,
  applyCode: financingRequests.applyCode,
  judgeUserName: users.name,
};

function judgeQuery(db: Data['db'], condition: SQL) {
  return db
    .select(judgeColumns)
    .from(institutionJudges)
    .innerJoin(institutions, eq(institutions.id, institutionJudges.institutionId))
    .innerJoin(financingRequests, eq(financingRequests.id, institutionJudges.requestId))
    .innerJoin(users, eq(users.id, institutionJudges.userId))
    .where(condition);
}

function toJudgeRow(r: Awaited<ReturnType<typeof judgeQuery>>[number]): JudgeRow {
  return {
    id: String(r.judge.id),
    userCode: r.userCode,
    fundingPartyName: r.fundingPartyName,
    bizRefCode: r.applyCode,
    finnaceApplyId: String(r.judge.requestId),
    judgeUserName: r.judgeUserName,
    judgeRate: r.judge.judgeRate,
    gmtModify: r.judge.gmtModify.toISOString(),
    judgeDesc: r.judge.judgeDesc,
  };
}

export async function judgeOf(app: Data, tenantId: number, requestId: number): Promise<JudgeRow | null> {
  const [row] = await judgeQuery(
    app.db,
    and(eq(institutionJudges.tenantId, tenantId), eq(institutionJudges.requestId, requestId))!,
  );
  return row ? toJudgeRow(row) : null;
}

/** The enterprise reviews the institution of a repaid request, once. */
export async function judge(
  app: Data,
  user: AuthUser,
  body: { financeApplyId: number; judgeRate: number; judgeDesc: string },
): Promise<void> {
  const memberId = await requireMember(app, user);
  const request = await findRequest(app.db, user.tenantId, { id: body.financeApplyId });
  if (!request || request.memberId !== memberId) {
    throw refusal(ERROR_CODES.NOT_FOUND, 'financingNotFound', { httpStatus: 404 });
  }
  if (request.status !== 'repaid' || request.institutionId === null)
    throw refusal(ERROR_CODES.CONFLICT, REPAY_TEXTS.notRepaid);
  await app.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(institutionJudges)
      .values({
        tenantId: user.tenantId,
        requestId: request.id,
        institutionId: request.institutionId!,
        memberId,
        userId: user.id,
        judgeRate: body.judgeRate,
        judgeDesc: body.judgeDesc,
      })
      .onConflictDoNothing()
      .returning({ id: institutionJudges.id });
    if (inserted.length === 0) throw refusal(ERROR_CODES.CONFLICT, REPAY_TEXTS.judged);
    await audit(tx, {
      tenantId: user.tenantId,
      actorUserId: user.id,
      action: 'judge',
      requestId: request.id,
      detail: { judgeRate: body.judgeRate },
    });
  });
}

/** judge_query: reviews of an institution given its code, else those the caller's side wrote or received. */
export async function queryJudges(
  app: Data,
  user: AuthUser,
  query: { userCode?: string | undefined; pageNo: number; pageSize: number },
) {
  const scope = await scopeOf(app, user);
  const tenant = eq(institutionJudges.tenantId, user.tenantId);
  let condition: SQL | undefined;
  if (query.userCode) condition = and(tenant, eq(institutions.userCode, query.userCode));
  else if (scope?.kind === 'member') condition = and(tenant, eq(institutionJudges.memberId, scope.memberId));
  else if (scope?.kind === 'institution')
    condition = and(tenant, eq(institutionJudges.institutionId, scope.institutionId));
  else if (scope?.kind === 'tenant') condition = tenant;
  if (!condition) return { rows: [], total: 0 };
  const [rows, [total]] = await Promise.all([
    judgeQuery(app.db, condition)
      .orderBy(desc(institutionJudges.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    app.db
      .select({ n: count() })
      .from(institutionJudges)
      .innerJoin(institutions, eq(institutions.id, institutionJudges.institutionId))
      .where(condition),
  ]);
  return { rows: rows.map(toJudgeRow), total: total?.n ?? 0 };
}
