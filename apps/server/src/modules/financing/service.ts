import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { ERROR_CODES, messageZhCN } from '@scf/shared';
import { chinaDate } from '@scf/shared/dates';
import type { Language, ValidationMessageKey } from '@scf/shared';
import { fileUrl } from '@scf/shared/schemas/file';
import { applyLimitIssues, FINANCING_LIMITS } from '@scf/shared/schemas/financing';
import type {
  ApplyChannel,
  CheckProductAccessReply,
  FinancingDetail,
  FinancingRow,
} from '@scf/shared/schemas/financing';
import type { FinancingStatus, RepayMethod } from '@scf/shared/schemas/financing-status';
import { LOAN_TYPE_PAGES, hasLoanTypePage } from '@scf/shared/schemas/financing-loan-type';
import { PRODUCT_STATUS } from '@scf/shared/schemas/product';
import { financingRequests } from '@/db/schema.ts';
import { fieldError, refusal } from '@/lib/app-error.ts';
import { findLine, grantLine, revokeLine, useLine } from '@/modules/credit/repository.ts';
import { listDictItems } from '@/modules/dict/repository.ts';
import { createDemand, createProductRequest } from '@/modules/financing/create-request.ts';
import {
  activeManager,
  attachLine,
  audit,
  detachLine,
  countRequests,
  dealWarn,
  dealWarns,
  existingFileHashes,
  findRequest,
  hallCondition,
  hasOpenRequest,
  ignoreDemand,
  insertPlans,
  isIgnoredBy,
  listManagers,
  listRequests,
  listWarns,
  moveRequest,
  partiesOf,
  productForApply,
  requestFiles,
  requestHistory,
  scopeCondition,
} from '@/modules/financing/repository.ts';
import type {
  ListFilter,
  ListedRequest,
  ProductForApply,
  RequestRow,
  Scope,
} from '@/modules/financing/repository.ts';
import { dictName, productPageOf } from '@/modules/product/service.ts';
import { buildRepayPlan } from '@/modules/repayment/plan.ts';
import { judgeOf, plansOf } from '@/modules/repayment/service.ts';
import type { AuthUser } from '@/plugins/auth.ts';

/**
 * The financing request's life cycle (issue 6): applications and demands, acceptance, credit,
 * loan, decline and cancel, lists and details. Every move is one guarded UPDATE in a transaction
 * with its audit row (FINANCING_TRANSITIONS in @scf/shared/schemas/financing-status).
 */

type Data = Pick<FastifyInstance, 'db'>;

export const FINANCING_TEXTS = {
  noMember: 'financingNoMember',
  noInstitution: 'noInstitution',
  productUnavailable: 'productUnavailable',
  notFound: 'financingNotFound',
  moved: 'financingMoved',
  openExists: 'financingOpenExists',
  notYourProduct: 'financingNotYourProduct',
  productMismatch: 'financingProductMismatch',
  managerUnavailable: 'financingManagerUnavailable',
  fileMissing: 'uploadedFileMissing',
  applyLimitReached: 'financingApplyLimit',
  ownPage: 'financingOwnPage',
  notOperator: 'financingNotOperator',
} as const satisfies Record<string, ValidationMessageKey>;

/** The credit line a drawing (the apply page) uses: the id its detail keeps, if any. */
export const creditLineOf = (detail: Record<string, unknown>): number | null =>
  typeof detail.creditLineId === 'number' ? detail.creditLineId : null;

const refuse = (key: ValidationMessageKey, code: number = ERROR_CODES.CONFLICT) => refusal(code, key);
const notFound = () => refusal(ERROR_CODES.NOT_FOUND, FINANCING_TEXTS.notFound, { httpStatus: 404 });

export async function requireMember(app: Data, user: AuthUser): Promise<number> {
  const { memberId } = await partiesOf(app.db, user.id);
  if (user.userType !== 'comp' || memberId === null)
    throw refuse(FINANCING_TEXTS.noMember, ERROR_CODES.NO_RIGHTS);
  return memberId;
}

export async function requireInstitution(app: Data, user: AuthUser): Promise<number> {
  const { institutionId } = await partiesOf(app.db, user.id);
  if (user.userType !== 'financeOrg' || institutionId === null) {
    throw refuse(FINANCING_TEXTS.noInstitution, ERROR_CODES.NO_RIGHTS);
  }
  return institutionId;
}

/** The caller's view of requests; null for a user who has none (an enterprise user without member). */
export async function scopeOf(app: Data, user: AuthUser): Promise<Scope | null> {
  if (user.userType === 'operator') return { kind: 'tenant' };
  const { memberId, institutionId } = await partiesOf(app.db, user.id);
  if (user.userType === 'comp') return memberId === null ? null : { kind: 'member', memberId };
  return institutionId === null ? null : { kind: 'institution', institutionId };
}

const filePath = (path: string) => path.slice('/api/files/'.length);

function limitIssue(
  product: ProductForApply,
  user: AuthUser,
  values: Parameters<typeof applyLimitIssues>[0],
) {
  const [issue] = applyLimitIssues(values, {
    loanAmountMinFen: product.loanAmountMinFen,
    loanAmountMaxFen: product.loanAmountMaxFen,
    loanPeriodMin: product.loanPeriodMin,
    loanPeriodMax: product.loanPeriodMax,
    attachmentCount: product.templateCount,
    agreementRequired: user.userType === 'comp' && product.agreementCount > 0,
  });
  return issue ? fieldError(issue.path, 'limit', issue.message, { params: issue.params }) : null;
}

export interface ApplyInput {
  productId: number;
  financeAmount: number;
  financePeriod: number;
  guarantTypeList: string[];
  attachmentNameList: { fileName: string; filePath: string }[];
  financePurpose?: string | undefined;
  agreementChecked: boolean;
}

/** Where a product is applied for; an FSP credit product on the page once a line is held on it. */
function channelOf(product: ProductForApply, hasLine: boolean): ApplyChannel {
  if (product.financeTypeCode === 'receivable') return 'discount';
  if (hasLoanTypePage(product.loanType)) return LOAN_TYPE_PAGES[product.loanType].channel;
  if (product.financeTypeCode === 'credit') return hasLine ? 'page' : 'dialog';
  return 'page';
}

/** A check_product_access refusal: the reason in zh-CN, and its key for the client's language. */
const refusedAccess = (key: ValidationMessageKey, channel: ApplyChannel | null): CheckProductAccessReply => ({
  canApply: false,
  reason: messageZhCN(key),
  reasonKey: `validation.${key}`,
  channel,
});

/**
 * check_product_access: whether the caller may apply to the product now, why not, and where: the
 * apply button and the application pages ask it before anything is typed.
 */
export async function checkProductAccess(
  app: Data,
  user: AuthUser,
  productId: number,
): Promise<CheckProductAccessReply> {
  const product = await productForApply(app.db, user.tenantId, { id: productId });
  if (!product || product.productStatus !== PRODUCT_STATUS.onShelf) {
    return refusedAccess(FINANCING_TEXTS.productUnavailable, null);
  }
  const { memberId } = await partiesOf(app.db, user.id);
  if (user.userType !== 'comp' || memberId === null) return refusedAccess(FINANCING_TEXTS.noMember, null);
  const [line, open] = await Promise.all([
    findLine(app.db, user.tenantId, memberId, product.id),
    hasOpenRequest(app.db, user.tenantId, memberId, product.id),
  ]);
  const channel = channelOf(product, line !== null);
  if (open) return refusedAccess(FINANCING_TEXTS.openExists, channel);
  return { canApply: true, reason: null, reasonKey: null, channel };
}

/** apply: the generic dialog's application, checked against the product as the dialog checks it. */
export async function applyForProduct(app: Data, user: AuthUser, body: ApplyInput) {
  const memberId = await requireMember(app, user);
  const product = await productForApply(app.db, user.tenantId, { id: body.productId });
  if (!product || product.productStatus !== PRODUCT_STATUS.onShelf) {
    throw refusal(ERROR_CODES.NOT_FOUND, FINANCING_TEXTS.productUnavailable, { httpStatus: 404 });
  }
  // The generic flow is FSP's: the loan types with a page of their own, and receivable products
  // (the discount page), are applied for on those pages (business.md sections 1 and 4).
  if (product.financeTypeCode === 'receivable' || hasLoanTypePage(product.loanType))
    throw refuse(FINANCING_TEXTS.ownPage);
  const unknownGuarant = body.guarantTypeList.find((g) => !product.guarantTypes.includes(g));
  if (unknownGuarant !== undefined) throw fieldError('guarantTypeList', 'oneOf', 'guarantTypeRule');
  const issue = limitIssue(product, user, {
    financeAmountFen: body.financeAmount,
    financePeriod: body.financePeriod,
    attachmentCount: body.attachmentNameList.length,
    agreementChecked: body.agreementChecked,
  });
  if (issue) throw issue;
  const hashes = body.attachmentNameList.map((a) => filePath(a.filePath));
  const stored = await existingFileHashes(app.db, hashes);
  if (hashes.some((h) => !stored.has(h)))
    throw fieldError('attachmentNameList', 'exists', FINANCING_TEXTS.fileMissing);

  return app.db.transaction((tx) =>
    createProductRequest(tx, {
      tenantId: user.tenantId,
      memberId,
      applicantUserId: user.id,
      productId: product.id,
      channel: 'dialog',
      financeAmountFen: body.financeAmount,
      financePeriod: body.financePeriod,
      guarantTypes: body.guarantTypeList,
      financePurpose: body.financePurpose ?? null,
      detail: {},
      files: body.attachmentNameList.map((a) => ({
        fileName: a.fileName,
        fileHash: filePath(a.filePath),
        documentCode: null,
      })),
    }),
  );
}

export async function publishDemand(
  app: Data,
  user: AuthUser,
  body: {
    financeAmount: number;
    financePeriod: number;
    guarantTypeList: string[];
    financePurpose?: string | undefined;
  },
) {
  const memberId = await requireMember(app, user);
  const known = new Set(
    (await listDictItems(app.db, user.tenantId, ['guarant_type'])).map((row) => row.value),
  );
  if (body.guarantTypeList.some((g) => !known.has(g)))
    throw fieldError('guarantTypeList', 'oneOf', 'guarantTypeRule');
  if (body.financePeriod > FINANCING_LIMITS.periodMax)
    throw fieldError('financePeriod', 'range', 'periodRule');
  return app.db.transaction((tx) =>
    createDemand(tx, {
      tenantId: user.tenantId,
      memberId,
      applicantUserId: user.id,
      financeAmountFen: body.financeAmount,
      financePeriod: body.financePeriod,
      guarantTypes: body.guarantTypeList,
      financePurpose: body.financePurpose ?? null,
    }),
  );
}

/** The request an institution acts on: its own, or an open demand of the hall it has not ignored. */
async function requestForInstitution(app: Data, user: AuthUser, institutionId: number, id: number) {
  const request = await findRequest(app.db, user.tenantId, { id });
  if (!request) throw notFound();
  const own = request.institutionId === institutionId;
  const openDemand =
    request.kind === 'demand' && request.institutionId === null && request.status === 'submitted';
  if (!own && !(openDemand && !(await isIgnoredBy(app.db, request.id, institutionId)))) throw notFound();
  return request;
}

export async function accept(
  app: Data,
  user: AuthUser,
  body: {
    financeApplyId: number;
    acceptResult: number;
    accountManagerId?: number | undefined;
    productCode?: string | undefined;
    supplement?: string | undefined;
  },
): Promise<void> {
  const institutionId = await requireInstitution(app, user);
  const request = await requestForInstitution(app, user, institutionId, body.financeApplyId);
  if (request.status !== 'submitted') throw refuse(FINANCING_TEXTS.moved);

  if (body.acceptResult === 0) {
    await app.db.transaction(async (tx) => {
      if (request.kind === 'demand') {
        await ignoreDemand(tx, user.tenantId, request.id, institutionId, user.id);
      } else if (
        !(await moveRequest(
          tx,
          user.tenantId,
          request.id,
          ['submitted'],
          { status: 'ignored', closedAt: new Date() },
          eq(financingRequests.institutionId, institutionId),
        ))
      ) {
        throw refuse(FINANCING_TEXTS.moved);
      }
      await dealWarns(tx, user.tenantId, request.id, institutionId);
      await audit(tx, {
        tenantId: user.tenantId,
        actorUserId: user.id,
        action: 'ignore',
        requestId: request.id,
        detail: { institutionId },
      });
    });
    return;
  }

  const product = await productForApply(app.db, user.tenantId, { code: body.productCode ?? '' });
  if (
    !product ||
    product.institutionId !== institutionId ||
    product.productStatus !== PRODUCT_STATUS.onShelf
  ) {
    throw fieldError('productCode', 'exists', FINANCING_TEXTS.notYourProduct);
  }
  if (request.kind === 'product' && request.productId !== product.id) {
    throw fieldError('productCode', 'match', FINANCING_TEXTS.productMismatch);
  }
  if (!(await activeManager(app.db, user.tenantId, institutionId, body.accountManagerId ?? 0))) {
    throw fieldError('accountManagerId', 'exists', FINANCING_TEXTS.managerUnavailable);
  }
  await app.db.transaction(async (tx) => {
    const guard =
      request.kind === 'demand'
        ? isNull(financingRequests.institutionId)
        : eq(financingRequests.institutionId, institutionId);
    const moved = await moveRequest(
      tx,
      user.tenantId,
      request.id,
      ['submitted'],
      {
        status: 'accepted',
        institutionId,
        productId: product.id,
        accountManagerId: body.accountManagerId ?? null,
        supplement: body.supplement ?? null,
        acceptedAt: new Date(),
      },
      guard,
    );
    if (!moved) throw refuse(FINANCING_TEXTS.moved);
    await dealWarns(tx, user.tenantId, request.id, institutionId);
    await audit(tx, {
      tenantId: user.tenantId,
      actorUserId: user.id,
      action: 'accept',
      requestId: request.id,
      detail: { institutionId, productCode: product.productCode, accountManagerId: body.accountManagerId },
    });
  });
}

async function ownRequest(app: Data, user: AuthUser, institutionId: number, id: number): Promise<RequestRow> {
  const request = await findRequest(app.db, user.tenantId, { id });
  if (!request || request.institutionId !== institutionId) throw notFound();
  return request;
}

/** One guarded move of the institution's own request, with its audit row. */
async function institutionMove(
  app: Data,
  user: AuthUser,
  request: RequestRow,
  from: FinancingStatus[],
  change: Parameters<typeof moveRequest>[4],
  action: string,
  detail: Record<string, unknown>,
  // Given the request's detail as the move left it: the request read before the transaction may
  // predate another move (a credit that attached a line, committed meanwhile).
  after?: (tx: Data['db'], detail: Record<string, unknown>) => Promise<void>,
) {
  await app.db.transaction(async (tx) => {
    const moved = await moveRequest(
      tx,
      user.tenantId,
      request.id,
      from,
      change,
      eq(financingRequests.institutionId, request.institutionId!),
    );
    if (!moved) throw refuse(FINANCING_TEXTS.moved);
    if (after) await after(tx, moved.detail);
    await audit(tx, { tenantId: user.tenantId, actorUserId: user.id, action, requestId: request.id, detail });
  });
}

export async function credit(
  app: Data,
  user: AuthUser,
  body: {
    financeApplyId: number;
    creditAmount: number;
    creditRate: number;
    creditPeriod: number;
    repayType: RepayMethod;
  },
) {
  const institutionId = await requireInstitution(app, user);
  const request = await ownRequest(app, user, institutionId, body.financeApplyId);
  if (request.status !== 'accepted') throw refuse(FINANCING_TEXTS.moved);
  const product = await productForApply(app.db, user.tenantId, { id: request.productId ?? 0 });
  if (body.creditAmount > request.financeAmountFen)
    throw fieldError('creditAmount', 'max', 'creditAmountOverApply');
  if (product && (body.creditRate < product.rateStartBp || body.creditRate > product.rateEndBp)) {
    throw fieldError('creditRate', 'range', 'creditRateOutOfProduct');
  }
  if (product && product.repayTypes.length > 0 && !product.repayTypes.includes(body.repayType)) {
    throw fieldError('repayType', 'oneOf', 'repayTypeRule');
  }
  await institutionMove(
    app,
    user,
    request,
    ['accepted'],
    {
      status: 'credited',
      creditAmountFen: body.creditAmount,
      creditRateBp: body.creditRate,
      creditPeriod: body.creditPeriod,
      repayType: body.repayType,
      creditedAt: new Date(),
    },
    'credit',
    {
      creditAmountFen: body.creditAmount,
      creditRateBp: body.creditRate,
      creditPeriod: body.creditPeriod,
      repayType: body.repayType,
    },
    // A credit on an application grants the enterprise a line on the product, which the
    // application's own loan then takes from; a drawing on a line (the apply page) is credited
    // without changing it.
    async (tx, detail) => {
      if (creditLineOf(detail) !== null || request.productId === null) return;
      const line = await grantLine(tx, {
        tenantId: user.tenantId,
        memberId: request.memberId,
        productId: request.productId,
        institutionId,
        creditAmountFen: body.creditAmount,
        repayType: body.repayType,
        sourceRequestId: request.id,
      });
      await attachLine(tx, request.id, line);
    },
  );
}

export async function loan(
  app: Data,
  user: AuthUser,
  body: { financeApplyId: number; loanAmount: number; loanDate: string },
) {
  const institutionId = await requireInstitution(app, user);
  const request = await ownRequest(app, user, institutionId, body.financeApplyId);
  if (request.status !== 'credited') throw refuse(FINANCING_TEXTS.moved);
  if (body.loanAmount > (request.creditAmountFen ?? 0))
    throw fieldError('loanAmount', 'max', 'loanAmountOverCredit');
  if (body.loanDate > chinaDate()) throw fieldError('loanDate', 'max', 'loanDateRule');
  const plan = buildRepayPlan({
    loanAmountFen: body.loanAmount,
    rateBp: request.creditRateBp ?? 0,
    periodMonths: request.creditPeriod ?? request.financePeriod,
    repayType: (request.repayType ?? 'bullet') as RepayMethod,
    loanDate: body.loanDate,
  });
  await institutionMove(
    app,
    user,
    request,
    ['credited'],
    { status: 'loaned', loanAmountFen: body.loanAmount, loanDate: body.loanDate, loanedAt: new Date() },
    'loan',
    { loanAmountFen: body.loanAmount, loanDate: body.loanDate, instalments: plan.length },
    async (tx, detail) => {
      const line = creditLineOf(detail);
      if (line !== null && !(await useLine(tx, line, body.loanAmount)))
        throw fieldError('loanAmount', 'max', 'creditInsufficient');
      await insertPlans(
        tx,
        plan.map((p) => ({ tenantId: user.tenantId, requestId: request.id, ...p })),
      );
    },
  );
}

export async function decline(app: Data, user: AuthUser, body: { financeApplyId: number; reason: string }) {
  const institutionId = await requireInstitution(app, user);
  const request = await ownRequest(app, user, institutionId, body.financeApplyId);
  if (request.status !== 'accepted' && request.status !== 'credited') throw refuse(FINANCING_TEXTS.moved);
  await institutionMove(
    app,
    user,
    request,
    ['accepted', 'credited'],
    { status: 'declined', reason: body.reason, closedAt: new Date() },
    'decline',
    { reason: body.reason },
    // The line this request's credit granted goes with it (not a line it only draws on), and the
    // request no longer names it.
    async (tx, detail) => {
      const line = creditLineOf(detail);
      if (line !== null && (await revokeLine(tx, line, request.id))) await detachLine(tx, request.id);
    },
  );
}

/**
 * The back office's request review (/admin/requestAudit): an operator rejects a request nobody has
 * accepted yet (an application, or a demand still in the hall), with a reason the enterprise reads.
 */
export async function auditReject(
  app: Data,
  user: AuthUser,
  body: { financeApplyId: number; reason: string },
): Promise<void> {
  if (user.userType !== 'operator') throw refuse(FINANCING_TEXTS.notOperator, ERROR_CODES.NO_RIGHTS);
  const request = await findRequest(app.db, user.tenantId, { id: body.financeApplyId });
  if (!request) throw notFound();
  await app.db.transaction(async (tx) => {
    const moved = await moveRequest(tx, user.tenantId, request.id, ['submitted'], {
      status: 'declined',
      reason: body.reason,
      closedAt: new Date(),
    });
    if (!moved) throw refuse(FINANCING_TEXTS.moved);
    await audit(tx, {
      tenantId: user.tenantId,
      actorUserId: user.id,
      action: 'reject',
      requestId: request.id,
      detail: { reason: body.reason },
    });
  });
}

export async function cancel(app: Data, user: AuthUser, body: { financeApplyId: number; reason: string }) {
  const memberId = await requireMember(app, user);
  const request = await findRequest(app.db, user.tenantId, { id: body.financeApplyId });
  if (!request || request.memberId !== memberId) throw notFound();
  await app.db.transaction(async (tx) => {
    const moved = await moveRequest(
      tx,
      user.tenantId,
      request.id,
      ['submitted'],
      { status: 'cancelled', reason: body.reason, closedAt: new Date() },
      eq(financingRequests.memberId, memberId),
    );
    if (!moved) throw refuse(FINANCING_TEXTS.moved);
    await audit(tx, {
      tenantId: user.tenantId,
      actorUserId: user.id,
      action: 'cancel',
      requestId: request.id,
      detail: { reason: body.reason },
    });
  });
}

async function guarantLabels(app: Data, tenantId: number, language: Language) {
  const rows = await listDictItems(app.db, tenantId, ['guarant_type']);
  return new Map(rows.map((r) => [r.value, dictName(r, language)]));
}

function toRow(r: ListedRequest, labels: Map<string, string>): FinancingRow {
  const q = r.request;
  return {
    id: String(q.id),
    applyCode: q.applyCode,
    kind: q.kind,
    channel: q.channel,
    status: q.status,
    productId: q.productId === null ? null : String(q.productId),
    productCode: r.productCode,
    productName: r.productName,
    fundingPartyName: r.fundingPartyName,
    userName: r.userName,
    financeAmount: q.financeAmountFen,
    financePeriod: q.financePeriod,
    guarantTypeList: q.guarantTypes.map((value) => ({ value, desc: labels.get(value) ?? value })),
    financePurpose: q.financePurpose,
    accountManagerName: r.accountManagerName,
    creditAmount: q.creditAmountFen,
    creditRate: q.creditRateBp === null ? null : q.creditRateBp / 100,
    creditPeriod: q.creditPeriod,
    repayType: q.repayType,
    loanAmount: q.loanAmountFen,
    loanDate: q.loanDate,
    reason: q.reason,
    gmtPublish: q.createdAt.toISOString(),
    gmtModify: q.updatedAt.toISOString(),
    canJudge: q.status === 'repaid' && !r.judged,
  };
}

export async function queryRequests(
  app: Data,
  user: AuthUser,
  language: Language,
  query: ListFilter & { pageNo: number; pageSize: number },
) {
  const scope = await scopeOf(app, user);
  if (!scope) return { rows: [], total: 0 };
  const condition = scopeCondition(user.tenantId, scope);
  const [rows, total, labels] = await Promise.all([
    listRequests(app.db, condition, query, {
      limit: query.pageSize,
      offset: (query.pageNo - 1) * query.pageSize,
    }),
    countRequests(app.db, condition, query),
    guarantLabels(app, user.tenantId, language),
  ]);
  return { rows: rows.map((r) => toRow(r, labels)), total };
}

/** query_snatch_list: the grab hall of the caller's institution, newest first. */
export async function snatchList(
  app: Data,
  user: AuthUser,
  language: Language,
  page: { pageNo: number; pageSize: number },
) {
  const institutionId = await requireInstitution(app, user);
  const condition = hallCondition(user.tenantId, institutionId);
  const [rows, total, labels] = await Promise.all([
    listRequests(app.db, condition, {}, { limit: page.pageSize, offset: (page.pageNo - 1) * page.pageSize }),
    countRequests(app.db, condition, {}),
    guarantLabels(app, user.tenantId, language),
  ]);
  return {
    rows: rows.map((r) => {
      const row = toRow(r, labels);
      return {
        id: row.id,
        userName: row.userName,
        applyCode: row.applyCode,
        financeAmount: row.financeAmount,
        financePeriod: row.financePeriod,
        guarantTypeList: row.guarantTypeList,
        gmtPublish: row.gmtPublish,
        bizRefCode: row.applyCode,
        financePurpose: row.financePurpose,
      };
    }),
    total,
  };
}

/** detail: the owner enterprise, the request's institution (any institution for an open demand), operators. */
export async function requestDetail(
  app: Data,
  user: AuthUser,
  language: Language,
  where: { id?: number | undefined; code?: string | undefined },
): Promise<FinancingDetail> {
  const request = await findRequest(
    app.db,
    user.tenantId,
    where.id !== undefined ? { id: where.id } : { code: where.code ?? '' },
  );
  if (!request) throw notFound();
  const scope = await scopeOf(app, user);
  const inHall = async (institutionId: number) =>
    request.kind === 'demand' &&
    request.institutionId === null &&
    request.status === 'submitted' &&
    !(await isIgnoredBy(app.db, request.id, institutionId));
  const visible =
    scope?.kind === 'tenant' ||
    (scope?.kind === 'member' && scope.memberId === request.memberId) ||
    (scope?.kind === 'institution' &&
      (scope.institutionId === request.institutionId || (await inHall(scope.institutionId))));
  if (!visible) throw notFound();
  const [listed] = await listRequests(
    app.db,
    and(eq(financingRequests.tenantId, user.tenantId), eq(financingRequests.id, request.id))!,
    {},
    { limit: 1, offset: 0 },
  );
  const labels = await guarantLabels(app, user.tenantId, language);
  const [fileRows, history, plans, judge] = await Promise.all([
    requestFiles(app.db, user.tenantId, request.id),
    requestHistory(app.db, user.tenantId, request.id),
    plansOf(app, user.tenantId, request.id),
    judgeOf(app, user.tenantId, request.id),
  ]);
  return {
    ...toRow(listed!, labels),
    files: fileRows.map((f) => ({
      fileName: f.fileName,
      url: fileUrl(f.fileHash),
      documentCode: f.documentCode,
    })),
    detail: request.detail,
    history: history.map((h) => ({
      action: h.action,
      at: h.at.toISOString(),
      actorName: h.actorName,
      detail: h.detail,
    })),
    repayPlans: plans,
    judge,
  };
}

export async function accountManagers(app: Data, user: AuthUser) {
  const institutionId = await requireInstitution(app, user);
  const rows = await listManagers(app.db, user.tenantId, institutionId);
  return {
    rows: rows.map((r) => ({ id: String(r.id), name: r.name, mobile: r.mobile })),
    total: rows.length,
  };
}

/** warn/query: the caller institution's alerts, newest first. */
export async function queryWarns(
  app: Data,
  user: AuthUser,
  query: { dealStatus?: number | undefined; pageNo: number; pageSize: number },
) {
  const institutionId = await requireInstitution(app, user);
  const { rows, total } = await listWarns(app.db, user.tenantId, institutionId, query, {
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  return {
    rows: rows.map((r) => ({
      id: String(r.warn.id),
      userName: r.userName,
      dealStatus: r.warn.dealStatus,
      bizTip: r.warn.bizTip,
      gmtPublish: r.warn.gmtPublish.toISOString(),
      financeApplyId: String(r.warn.requestId),
      applyCode: r.applyCode,
      kind: r.kind,
      productName: r.productName,
      financeAmountFen: r.financeAmountFen,
      financePeriod: r.financePeriod,
    })),
    total,
  };
}

export async function markWarnDealt(app: Data, user: AuthUser, id: number): Promise<void> {
  const institutionId = await requireInstitution(app, user);
  if (!(await dealWarn(app.db, user.tenantId, institutionId, id))) {
    throw refusal(ERROR_CODES.NOT_FOUND, 'alertNotFound', { httpStatus: 404 });
  }
}

/** /api/product/query: the caller institution's products (the tenant's for an operator). */
export async function orgProducts(
  app: Data,
  user: AuthUser,
  language: Language,
  query: {
    pageNo: number;
    pageSize: number;
    productStatus?: number | undefined;
    loanType?: string | undefined;
  },
) {
  const institutionId = user.userType === 'operator' ? undefined : await requireInstitution(app, user);
  return productPageOf(
    app,
    {
      tenantId: user.tenantId,
      user: { id: user.id, account: user.account, userType: user.userType },
      language,
    },
    { tenantId: user.tenantId, status: query.productStatus, institutionId, loanType: query.loanType },
    query,
  );
}
