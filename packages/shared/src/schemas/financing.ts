import { z } from 'zod';
import { percentToBp, wanToFen, yuanToFen } from '../money.ts';
import { dictRow } from './product.ts';
import {
  FINANCING_CHANNELS,
  FINANCING_KINDS,
  FINANCING_STATUSES,
  REPAY_METHODS,
  REPAY_PLAN_STATUSES,
} from './financing-status.ts';

/**
 * Financing requests, demands, alerts, repayment and reviews (issue 6; business.md sections 3-9).
 * Requests are written in camelCase (the server converts the spec's snake_case keys before
 * validating); replies carry the spec's field names. Amounts in replies are fen unless a name says
 * otherwise; rates in percent. Paths (those the spec does not show are ours, docs/decisions.md):
 *
 *   POST /api/financing/check_product_access   productId → { canApply, reason }
 *   POST /api/financing/apply                  applyRequest (the generic dialog) → { id, applyCode }
 *   POST /api/financing/incoming_apply         the apply page (schemas/financing-apply-page.ts)
 *   POST /api/financing/demand/publish         demandPublishRequest → { id, applyCode }
 *   POST /api/financing/query_snatch_list      snatchListRequest → rows demandRow, total
 *   POST /api/financing/accept                 acceptRequest (accept or ignore; both kinds)
 *   POST /api/financing/credit                 creditRequest
 *   POST /api/financing/loan                   loanRequest (creates the repayment plan)
 *   POST /api/financing/decline                reasonRequest (institution)
 *   POST /api/financing/cancel                 reasonRequest (enterprise, while submitted)
 *   POST /api/financing/query                  financingQuery → rows financingRow, total
 *   POST /api/financing/detail                 detailRequest (id or applyCode) → financingDetail
 *   POST /api/financing/warn/query             warnQuery → rows warnRow, total
 *   POST /api/financing/warn/deal              idRequest → marks one alert processed
 *   POST /api/manager/get_account_manager_list → rows accountManagerRow
 *   POST /api/repay_plan/query                 repayPlanQuery → rows repayPlanRow, total
 *   POST /api/repay_plan/confirm               idRequest
 *   POST /api/financing/judge                  judgeRequest
 *   POST /api/financing/judge_query            judgeQuery → rows judgeRow, total
 *   POST /api/stats/finance_org_index_stats    → financeOrgIndexStats
 *   POST /api/compInfo/get_report_score        reportScoreRequest → reportScore
 *   POST /api/financing/signer/register        signerRegisterRequest → { keyId }
 */

export const FINANCING_LIMITS = {
  /** Dialog amount in ten-thousand yuan: 5 integer digits, 2 decimals (section 5). */
  dialogAmountIntDigits: 5,
  /** Apply page amount in yuan: 14 integer digits; bill amount 16 (section 9). */
  pageAmountIntDigits: 14,
  voucherAmountIntDigits: 16,
  decimals: 2,
  periodMin: 1,
  periodMax: 999,
  purpose: 100,
  supplement: 200,
  reason: 200,
  judgeDesc: 200,
  recAccount: 32,
  recAccountName: 32,
  voucherCode: 30,
  documentName: 40,
  /** List sizes of section 9. */
  grabPageSize: 5,
  alertPageSize: 4,
  repayPlanPageSize: 5,
  judgePageSize: 5,
  policyPageSize: 10,
  listPageSize: 10,
  maxPageSize: 100,
  /** The acceptance dialog lists every product of the institution (section 7: page size 99999). */
  acceptProductPageSize: 99_999,
  maxPageNo: 100_000,
} as const;

const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
/** A number or its text; `message` also answers a value of neither type (an object, a boolean). */
const numberLike = (message: string) => z.union([z.number(), z.string().trim()], message);

/** A positive decimal with at most `intDigits` integer digits and two decimals. */
export function isPositiveDecimal(value: number | string, intDigits: number): boolean {
  const text = typeof value === 'number' ? String(value) : value.trim();
  return new RegExp(`^\\d{1,${intDigits}}(\\.\\d{1,2})?$`).test(text) && Number(text) > 0;
}

const idLike = (message: string) =>
  numberLike(message)
    .refine((v) => /^[1-9]\d{0,15}$/.test(String(v)) && Number(v) <= Number.MAX_SAFE_INTEGER, message)
    .transform(Number);
const pageNo = z.preprocess(
  blankToUndefined,
  numberLike('pageNoRule')
    .refine(
      (v) => /^\d+$/.test(String(v)) && Number(v) >= 1 && Number(v) <= FINANCING_LIMITS.maxPageNo,
      'pageNoRule',
    )
    .transform(Number)
    .default(1),
);
const pageSize = (fallback: number, max: number = FINANCING_LIMITS.maxPageSize) =>
  z.preprocess(
    blankToUndefined,
    numberLike('pageSizeRule')
      .refine((v) => /^\d+$/.test(String(v)) && Number(v) >= 1 && Number(v) <= max, 'pageSizeRule')
      .transform(Number)
      .default(fallback),
  );

export const financeApplyId = idLike('financeApplyIdRule');
export const idRequest = z.object({ id: idLike('financeApplyIdRule') });
export const financingStatus = z.enum(FINANCING_STATUSES, 'financingStatusRule');
export const financingKind = z.enum(FINANCING_KINDS, 'financingStatusRule');
export const repayMethod = z.enum(REPAY_METHODS, 'repayTypeRule');

/** A file uploaded through /api/file/upload: its original name and the served path it returned. */
export const attachmentRef = z.object({
  fileName: z.string('uploadFailed').trim().min(1, 'uploadFailed').max(255, 'uploadFailed'),
  filePath: z.string('fileHashFormat').regex(/^\/api\/files\/[0-9a-f]{64}$/, 'fileHashFormat'),
});
export type AttachmentRef = z.infer<typeof attachmentRef>;

/** The product's limits the dialog checks against (amounts in fen, null = unlimited). */
export interface ApplyLimits {
  loanAmountMinFen: number | null;
  loanAmountMaxFen: number | null;
  loanPeriodMin: number | null;
  loanPeriodMax: number | null;
  /** Files the product asks for (its templates, section 5 "at least number of attachments"). */
  attachmentCount: number;
  /** Agreements exist, the agree-check setting is on and the user is comp. */
  agreementRequired: boolean;
}

export interface ApplyIssue {
  path: string;
  /** A validation message key. */
  message: string;
  /** Values its placeholders take: 请完整上传申请资料(共{{total}}份,已上传{{uploaded}}份). */
  params?: Record<string, string | number>;
}

/**
 * The product-dependent rules of the dialog, in one function the form and the server both run:
 * amount within min and max (贷款金额不在范围内), term within min and max (贷款期限不满足申请范围),
 * the attachment count and the agreement tick.
 */
export function applyLimitIssues(
  values: {
    financeAmountFen: number;
    financePeriod: number;
    attachmentCount: number;
    agreementChecked: boolean;
  },
  limits: ApplyLimits,
): ApplyIssue[] {
  const issues: ApplyIssue[] = [];
  const { loanAmountMinFen: min, loanAmountMaxFen: max } = limits;
  if ((min !== null && values.financeAmountFen < min) || (max !== null && values.financeAmountFen > max)) {
    issues.push({ path: 'financeAmount', message: 'financeAmountRange' });
  }
  const periodMin = limits.loanPeriodMin ?? FINANCING_LIMITS.periodMin;
  const periodMax = limits.loanPeriodMax ?? FINANCING_LIMITS.periodMax;
  if (values.financePeriod < periodMin || values.financePeriod > periodMax) {
    issues.push({ path: 'financePeriod', message: 'financePeriodRange' });
  }
  if (values.attachmentCount < limits.attachmentCount) {
    issues.push({
      path: 'attachmentNameList',
      message: 'attachmentCount',
      params: { total: limits.attachmentCount, uploaded: values.attachmentCount },
    });
  }
  if (limits.agreementRequired && !values.agreementChecked) {
    issues.push({ path: 'agreementChecked', message: 'applyAgreementRequired' });
  }
  return issues;
}

const period = numberLike('financePeriodRange')
  .refine((v) => /^\d{1,3}$/.test(String(v)) && Number(v) >= FINANCING_LIMITS.periodMin, 'financePeriodRange')
  .transform(Number);
const guarantTypeList = z
  .array(z.string().trim().min(1, 'guarantTypeRule').max(40, 'guarantTypeRule'))
  .min(1, 'guarantTypeRequired')
  .max(20, 'guarantTypeRule');
const purpose = z.preprocess(
  blankToUndefined,
  z.string().trim().max(FINANCING_LIMITS.purpose, 'financePurposeMax').optional(),
);

/** The dialog's form: the amount in ten-thousand yuan as typed. Product rules: applyLimitIssues. */
export const applyDialogForm = z.object({
  financeAmount: z
    .string('financeAmountRequired')
    .trim()
    .min(1, 'financeAmountRequired')
    .refine((v) => isPositiveDecimal(v, FINANCING_LIMITS.dialogAmountIntDigits), 'financeAmountFormat'),
  financePeriod: z
    .preprocess(blankToUndefined, period.optional())
    .refine((v) => v !== undefined, 'financePeriodRange'),
  guarantTypeList: z.array(z.string(), 'guarantTypeRequired').min(1, 'guarantTypeRequired'),
  financePurpose: purpose,
  attachmentNameList: z.array(attachmentRef).max(20, 'uploadFormatSize'),
  agreementChecked: z.boolean(),
});
export type ApplyDialogForm = z.infer<typeof applyDialogForm>;

/**
 * POST /api/financing/apply, the generic dialog's payload (section 7): financeAmount in yuan (the
 * ten-thousand yuan typed × 10,000), financePeriod in months. userId and userAgentAccount are sent
 * as the spec says and checked against the session. attachmentNameList carries the uploaded files
 * with their names (the spec names the list only).
 */
export const applyRequest = z.object({
  userId: z.preprocess(blankToUndefined, z.union([z.string(), z.number()]).optional()),
  userAgentAccount: z.preprocess(blankToUndefined, z.string().max(40).optional()),
  productId: idLike('productIdRule'),
  financePeriod: period,
  financeAmount: numberLike('financeAmountFormat')
    .refine((v) => String(v).trim() !== '', 'financeAmountRequired')
    .refine(isWanMultiple, 'financeAmountFormat')
    .transform((v) => yuanToFen(v) as number),
  guarantTypeList,
  attachmentNameList: z.array(attachmentRef, 'uploadFormatSize').max(20, 'uploadFormatSize').default([]),
  financePurpose: purpose,
  agreementChecked: z.boolean('applyAgreementRequired').default(false),
});
export type ApplyRequest = z.input<typeof applyRequest>;

/** A yuan amount that is a ten-thousand-yuan amount of at most 5 integer digits and 2 decimals. */
function isWanMultiple(v: number | string): boolean {
  const fen = yuanToFen(v);
  if (fen === null || fen <= 0 || fen % 100 !== 0) return false;
  const wanHundredths = fen / 10_000;
  return (
    Number.isInteger(wanHundredths) && wanHundredths < 10 ** (FINANCING_LIMITS.dialogAmountIntDigits + 2)
  );
}

/** The dialog's form values as the request: ten-thousand yuan → yuan. */
export function dialogToRequest(
  form: ApplyDialogForm,
  ids: { productId: string; userId?: string; userAgentAccount?: string },
): ApplyRequest {
  const fen = wanToFen(form.financeAmount) ?? 0;
  return {
    ...ids,
    financeAmount: fen / 100,
    financePeriod: form.financePeriod as number,
    guarantTypeList: form.guarantTypeList,
    attachmentNameList: form.attachmentNameList,
    financePurpose: form.financePurpose,
    agreementChecked: form.agreementChecked,
  };
}

export const checkProductAccessRequest = z.object({ productId: idLike('productIdRule') });
/**
 * Where the caller applies to a product (business.md sections 1 and 4): the generic dialog (an FSP
 * credit product the enterprise has no credit line on), the apply page (FSP voucher products, and
 * credit products it holds a line on), the receivable discount page, or a loan type's own page.
 */
export const APPLY_CHANNELS = ['dialog', 'page', 'discount', 'waybill', 'scbc', 'wms'] as const;
export type ApplyChannel = (typeof APPLY_CHANNELS)[number];
export const checkProductAccessReply = z.object({
  canApply: z.boolean(),
  /** Why not, in zh-CN; reasonKey names it as the client's translation key. */
  reason: z.string().nullable(),
  reasonKey: z.string().nullable(),
  channel: z.enum(APPLY_CHANNELS).nullable(),
});
export type CheckProductAccessReply = z.infer<typeof checkProductAccessReply>;

/** POST /api/financing/demand/publish (/request/requestRelease): amount in ten-thousand yuan. */
export const demandPublishRequest = z.object({
  financeAmount: numberLike('demandAmountRule')
    .refine((v) => String(v).trim() !== '', 'financeAmountRequired')
    .refine((v) => isPositiveDecimal(v, FINANCING_LIMITS.dialogAmountIntDigits), 'demandAmountRule')
    .transform((v) => wanToFen(v) as number),
  financePeriod: numberLike('periodRule')
    .refine((v) => /^\d{1,3}$/.test(String(v)) && Number(v) >= 1, 'periodRule')
    .transform(Number),
  guarantTypeList,
  financePurpose: purpose,
});
export type DemandPublishRequest = z.input<typeof demandPublishRequest>;

export const snatchListRequest = z.object({
  pageNo,
  pageSize: pageSize(FINANCING_LIMITS.grabPageSize),
});

/** A demand of the grab hall (business.md section 3 "Financing demand"). */
export const demandRow = z.object({
  id: z.string(),
  userName: z.string(),
  applyCode: z.string(),
  /** Fen. */
  financeAmount: z.number(),
  financePeriod: z.number().int(),
  guarantTypeList: z.array(dictRow),
  gmtPublish: z.string(),
  bizRefCode: z.string(),
  financePurpose: z.string().nullable(),
});
export type DemandRow = z.infer<typeof demandRow>;

/**
 * POST /api/financing/accept: acceptResult 1 accepts (productCode and accountManagerId required:
 * 'Accept-demand button needs both product and account manager'), 0 ignores.
 */
export const acceptRequest = z
  .object({
    financeApplyId,
    acceptResult: z.coerce.number('acceptResultRule').pipe(z.literal([0, 1], 'acceptResultRule')),
    accountManagerId: z.preprocess(blankToUndefined, idLike('accountManagerRequired').optional()),
    productCode: z.preprocess(
      blankToUndefined,
      z.string().trim().max(64, 'acceptProductRequired').optional(),
    ),
    supplement: z.preprocess(
      blankToUndefined,
      z.string().trim().max(FINANCING_LIMITS.supplement, 'supplementMax').optional(),
    ),
  })
  .check((ctx) => {
    if (ctx.value.acceptResult !== 1) return;
    if (!ctx.value.productCode) {
      ctx.issues.push({
        code: 'custom',
        message: 'acceptProductRequired',
        path: ['productCode'],
        input: undefined,
      });
    }
    if (!ctx.value.accountManagerId) {
      ctx.issues.push({
        code: 'custom',
        message: 'accountManagerRequired',
        path: ['accountManagerId'],
        input: undefined,
      });
    }
  });
export type AcceptRequest = z.input<typeof acceptRequest>;

const yuanAmount = (message: string) =>
  numberLike(message)
    .refine((v) => isPositiveDecimal(v, FINANCING_LIMITS.pageAmountIntDigits), message)
    .transform((v) => yuanToFen(v) as number);

/** POST /api/financing/credit: amount in yuan, rate in percent, term in months. */
export const creditRequest = z.object({
  financeApplyId,
  creditAmount: yuanAmount('creditAmountRule'),
  creditRate: numberLike('creditRateRule')
    .refine((v) => {
      const bp = percentToBp(v);
      return bp !== null && bp > 0 && bp <= 10_000;
    }, 'creditRateRule')
    .transform((v) => percentToBp(v) as number),
  creditPeriod: numberLike('creditPeriodRule')
    .refine((v) => /^\d{1,3}$/.test(String(v)) && Number(v) >= 1, 'creditPeriodRule')
    .transform(Number),
  repayType: repayMethod,
});
export type CreditRequest = z.input<typeof creditRequest>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** POST /api/financing/loan: amount in yuan, the loan date (not in the future). */
export const loanRequest = z.object({
  financeApplyId,
  loanAmount: yuanAmount('loanAmountRule'),
  loanDate: z
    .string('loanDateRule')
    .regex(ISO_DATE, 'loanDateRule')
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'loanDateRule'),
});
export type LoanRequest = z.input<typeof loanRequest>;

export const reasonRequest = z.object({
  financeApplyId,
  reason: z
    .string('reasonRequired')
    .trim()
    .min(1, 'reasonRequired')
    .max(FINANCING_LIMITS.reason, 'reasonMax'),
});

/** POST /api/financing/query: the signed-in side's requests (enterprise: its own; institution: its). */
export const financingQuery = z.object({
  status: z.preprocess(blankToUndefined, financingStatus.optional()),
  kind: z.preprocess(blankToUndefined, financingKind.optional()),
  /** Apply code, product name or enterprise name. */
  keyword: z.preprocess(blankToUndefined, z.string().trim().max(50, 'keywordMax').optional()),
  pageNo,
  pageSize: pageSize(FINANCING_LIMITS.listPageSize),
});
export type FinancingQuery = z.input<typeof financingQuery>;

export const financingRow = z.object({
  id: z.string(),
  applyCode: z.string(),
  kind: z.enum(FINANCING_KINDS),
  channel: z.enum(FINANCING_CHANNELS),
  status: z.enum(FINANCING_STATUSES),
  productId: z.string().nullable(),
  productCode: z.string().nullable(),
  productName: z.string().nullable(),
  fundingPartyName: z.string().nullable(),
  /** The applying enterprise. */
  userName: z.string(),
  financeAmount: z.number(),
  financePeriod: z.number().int(),
  guarantTypeList: z.array(dictRow),
  financePurpose: z.string().nullable(),
  accountManagerName: z.string().nullable(),
  creditAmount: z.number().nullable(),
  creditRate: z.number().nullable(),
  creditPeriod: z.number().int().nullable(),
  repayType: z.string().nullable(),
  loanAmount: z.number().nullable(),
  loanDate: z.string().nullable(),
  reason: z.string().nullable(),
  gmtPublish: z.string(),
  gmtModify: z.string(),
  /** The enterprise may still review the institution (repaid and not yet reviewed). */
  canJudge: z.boolean(),
});
export type FinancingRow = z.infer<typeof financingRow>;

export const detailRequest = z
  .object({
    id: z.preprocess(blankToUndefined, financeApplyId.optional()),
    code: z.preprocess(blankToUndefined, z.string().trim().max(40, 'financeApplyIdRule').optional()),
  })
  .refine((v) => v.id !== undefined || v.code !== undefined, 'financeApplyIdRule');

export const financingHistoryRow = z.object({
  action: z.string(),
  at: z.string(),
  actorName: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});

export const repayPlanRow = z.object({
  id: z.string(),
  financeApplyId: z.string(),
  applyCode: z.string(),
  periodNo: z.number().int(),
  product: z.object({ productName: z.string(), productPicUrl: z.string().nullable() }),
  fundingPartyName: z.string(),
  /** Fen: principal + interest of the instalment. */
  repayAmount: z.number(),
  principalAmount: z.number(),
  interestAmount: z.number(),
  /** Fen: the loan's amount. */
  loanAmount: z.number(),
  /** Percent. */
  loanRate: z.number(),
  repayDate: z.string(),
  status: z.enum(REPAY_PLAN_STATUSES),
  confirmedAt: z.string().nullable(),
});
export type RepayPlanRow = z.infer<typeof repayPlanRow>;

export const judgeRow = z.object({
  id: z.string(),
  /** The institution's member code. */
  userCode: z.string(),
  fundingPartyName: z.string(),
  bizRefCode: z.string(),
  /** The spec's spelling. */
  finnaceApplyId: z.string(),
  judgeUserName: z.string(),
  judgeRate: z.number().int(),
  gmtModify: z.string(),
  judgeDesc: z.string(),
});
export type JudgeRow = z.infer<typeof judgeRow>;

export const financingDetail = financingRow.extend({
  files: z.array(z.object({ fileName: z.string(), url: z.string(), documentCode: z.string().nullable() })),
  detail: z.record(z.string(), z.unknown()),
  history: z.array(financingHistoryRow),
  repayPlans: z.array(repayPlanRow),
  judge: judgeRow.nullable(),
});
export type FinancingDetail = z.infer<typeof financingDetail>;

export const warnQuery = z.object({
  dealStatus: z.preprocess(
    blankToUndefined,
    z.coerce
      .number('dealStatusRule')
      .pipe(z.literal([0, 1], 'dealStatusRule'))
      .optional(),
  ),
  pageNo,
  pageSize: pageSize(FINANCING_LIMITS.alertPageSize),
});

/**
 * An alert. bizTip is the zh-CN sentence written when the request came; what it says (the request's
 * kind, product, amount and term) comes too, so the client can say it in the user's language.
 */
export const warnRow = z.object({
  id: z.string(),
  userName: z.string(),
  dealStatus: z.number().int(),
  bizTip: z.string(),
  gmtPublish: z.string(),
  financeApplyId: z.string(),
  applyCode: z.string(),
  kind: z.enum(FINANCING_KINDS),
  productName: z.string().nullable(),
  financeAmountFen: z.number().int(),
  financePeriod: z.number().int(),
});
export type WarnRow = z.infer<typeof warnRow>;

export const accountManagerRow = z.object({ id: z.string(), name: z.string(), mobile: z.string() });
export type AccountManagerRow = z.infer<typeof accountManagerRow>;

export const repayPlanQuery = z.object({
  financeApplyId: z.preprocess(blankToUndefined, financeApplyId.optional()),
  status: z.preprocess(blankToUndefined, z.enum(REPAY_PLAN_STATUSES, 'financingStatusRule').optional()),
  pageNo,
  pageSize: pageSize(FINANCING_LIMITS.repayPlanPageSize),
});

export const repayConfirmRequest = z.object({ id: idLike('repayPlanIdRule') });

export const judgeRequest = z.object({
  financeApplyId,
  judgeRate: numberLike('judgeRateRule')
    .refine((v) => /^[1-5]$/.test(String(v)), 'judgeRateRule')
    .transform(Number),
  judgeDesc: z
    .string('judgeDescRequired')
    .trim()
    .min(1, 'judgeDescRequired')
    .max(FINANCING_LIMITS.judgeDesc, 'judgeDescMax'),
});
export type JudgeRequest = z.input<typeof judgeRequest>;

export const judgeQuery = z.object({
  /** An institution's code: its reviews; absent: the signed-in side's own. */
  userCode: z.preprocess(blankToUndefined, z.string().trim().max(40).optional()),
  pageNo,
  pageSize: pageSize(FINANCING_LIMITS.judgePageSize),
});

const demandStats = z.object({
  creditAmounts: z.number(),
  applyNums: z.number().int(),
  loanAmounts: z.number(),
  acceptLoanNums: z.number().int(),
  creditNums: z.number().int(),
});
/** POST /api/stats/finance_org_index_stats (business.md section 3 "Stats"); amounts in fen. */
export const financeOrgIndexStats = z.object({
  proNums: z.number().int(),
  productNumStats: z.array(z.object({ loanType: z.string(), productNums: z.number().int() })),
  totalDemandStats: demandStats,
  monthDemandStats: demandStats,
  monthlyMemberDemandStats: z.array(demandStats.omit({ applyNums: true }).extend({ dateMonth: z.string() })),
  /** credits / applications in percent, two decimals. */
  creditSuccessRate: z.string(),
});
export type FinanceOrgIndexStats = z.infer<typeof financeOrgIndexStats>;

export const reportScoreRequest = z.object({
  uscCode: z.preprocess(blankToUndefined, z.string().trim().max(20, 'usccMax').optional()),
  modelType: z.preprocess(blankToUndefined, z.literal('credit').default('credit')),
});
export const reportScore = z.object({
  score: z.number().int(),
  level: z.string(),
  evaluatedAt: z.string(),
  factors: z.array(z.object({ name: z.string(), score: z.number().int(), max: z.number().int() })),
});
export type ReportScore = z.infer<typeof reportScore>;

/** The signer's public key (SPKI, base64) the browser registers (issue 6 point 4). */
export const signerRegisterRequest = z.object({
  publicKey: z.string('certFetchFailed').min(40, 'certFetchFailed').max(2048, 'certFetchFailed'),
});
/** certContent: what was signed (canonical JSON text), the key and the ECDSA P-256 signature. */
export const certContent = z.object(
  {
    keyId: z.string('certSignatureInvalid').regex(/^[0-9a-f]{64}$/, 'certSignatureInvalid'),
    content: z
      .string('certSignatureInvalid')
      .min(2, 'certSignatureInvalid')
      .max(100_000, 'certSignatureInvalid'),
    signature: z
      .string('certSignatureInvalid')
      .min(16, 'certSignatureInvalid')
      .max(1024, 'certSignatureInvalid'),
  },
  'certFetchFailed',
);
export type CertContent = z.infer<typeof certContent>;
