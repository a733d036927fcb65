import { z } from 'zod';
import { chinaDate, isIsoDate, monthsBetween } from '../dates.ts';
import { yuanToFen } from '../money.ts';
import { FINANCING_LIMITS, attachmentRef, certContent } from './financing.ts';
import type { ApplyIssue } from './financing.ts';

/**
 * The apply page /prodDetail/apply (business.md sections 2, 4, 5, 7) and the receivable discount
 * page that shares its form, with the calls they make. Paths (those the spec does not show are ours,
 * docs/decisions.md):
 *
 *   POST /api/financing/incoming_apply                 incomingApplyRequest → { id, applyCode }
 *   POST /portal/fin/credit/queryCreCredit             creCreditRequest → rows creCreditRow
 *   POST /portal/fin/credit/queryCreCreditPro          creCreditProRequest → rows creditorRow, total
 *   GET  /admin/fin/product/conf/queryProductDocumentConf?customer_type=2&business_scene_code=incoming
 *        &product_code=…                               → rows documentConfRow
 *   POST /api/bbws/getBankBranchUrl                    bankBranchUrlRequest → rows bankBranchUrlRow
 *
 * The form's rules depend on the product (a voucher product asks for the bill, a credit product for
 * the term, every product for its own documents), so they live in one ordered function,
 * pageApplyIssues, that the form and the server both run: the first issue it gives is the first of
 * the spec's eleven checks that fails.
 */

/** The variants of the page: credit products draw on a credit line, the others present a bill. */
export type PageVariant = 'credit' | 'voucher';

/** The spec's multiplier of the cash-out party check: credit (fen) ≥ amount × 1,000,000. */
export const CREDITOR_CHECK_MULTIPLIER = 1_000_000n;

/** Text of at most `max` characters; what is neither text nor absent is refused with `message`. */
const text = (max: number, message: string) =>
  z.preprocess((v) => (v === null ? undefined : v), z.string(message).max(max, message).optional());
const numberText = (max: number, message: string) =>
  z.preprocess(
    (v) => (v === null ? undefined : typeof v === 'number' ? String(v) : v),
    z.string(message).max(max, message).optional(),
  );

/** One configured document's upload (documentList: fileCode, fileName, filePath). */
export const documentRef = z.object({
  fileCode: z.string('documentTypeRule').trim().min(1, 'documentTypeRule').max(40, 'documentTypeRule'),
  fileName: z
    .string('uploadFailed')
    .trim()
    .min(1, 'uploadFailed')
    .max(FINANCING_LIMITS.documentName, 'documentNameTooLong'),
  filePath: z.string('fileHashFormat').regex(/^\/api\/files\/[0-9a-f]{64}$/, 'fileHashFormat'),
});
export type DocumentRef = z.infer<typeof documentRef>;

/**
 * POST /api/financing/incoming_apply: both variants' payloads of section 7 (the credit variant
 * sends incomingDuration and no bill or certContent). Only shapes and outer bounds here, so that a
 * missing field is reported by pageApplyIssues in the spec's order, not by the parser in its own.
 */
export const incomingApplyRequest = z.object({
  certContent: z.preprocess((v) => (v === null || v === '' ? undefined : v), certContent.optional()),
  userId: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.union([z.string(), z.number()], 'inputRequired').optional(),
  ),
  userAgentAccount: text(40, 'inputRequired'),
  productId: z
    .union([z.number(), z.string()], 'productIdRule')
    .refine((v) => /^[1-9]\d{0,15}$/.test(String(v)), 'productIdRule')
    .transform(Number),
  productCode: text(64, 'productIdRule'),
  recAccountBankNo: text(40, 'branchRequired'),
  recAccountOpenBankName: text(120, 'branchRequired'),
  recAccount: numberText(64, 'recAccountFormat'),
  recAccountName: text(64, 'recAccountNameMax'),
  incomingAmount: numberText(40, 'incomingAmountFormat'),
  incomingDuration: numberText(10, 'financePeriodRange'),
  voucherCode: text(64, 'voucherCodeMax'),
  voucherAmount: numberText(40, 'voucherAmountFormat'),
  cashDate: text(20, 'cashDateRule'),
  /** The cash-out party's name, as chosen; credit_user_code identifies it. */
  creditor: text(120, 'creditorRule'),
  creditUserCode: text(40, 'creditorRule'),
  attachmentNameList: z.array(attachmentRef, 'uploadFormatSize').max(20, 'uploadFormatSize').default([]),
  memo: text(FINANCING_LIMITS.purpose, 'financePurposeMax'),
  documentList: z.array(documentRef, 'uploadFormatSize').max(30, 'uploadFormatSize').default([]),
  agreementChecked: z.boolean('applyAgreementRequired').default(false),
});
export type IncomingApplyRequest = z.input<typeof incomingApplyRequest>;
export type IncomingApplyBody = z.output<typeof incomingApplyRequest>;

/** What the page holds: the request's fields plus the bank picked (the payload carries its branch). */
export interface PageApplyValues {
  bankCode?: string | undefined;
  recAccountBankNo?: string | undefined;
  recAccountOpenBankName?: string | undefined;
  recAccount?: string | undefined;
  recAccountName?: string | undefined;
  incomingAmount?: string | undefined;
  incomingDuration?: string | undefined;
  voucherCode?: string | undefined;
  voucherAmount?: string | undefined;
  cashDate?: string | undefined;
  creditUserCode?: string | undefined;
  memo?: string | undefined;
  documentList?: readonly DocumentRef[] | undefined;
  agreementChecked?: boolean | undefined;
}

/** What the rules need to know of the product, the applicant and the cash-out party. */
export interface PageApplyContext {
  variant: PageVariant;
  /** Fen; null = no bound. */
  loanAmountMinFen: number | null;
  loanAmountMaxFen: number | null;
  loanPeriodMin: number | null;
  loanPeriodMax: number | null;
  /** The terms the applicant's credit line allows (rows[0].repayType's loanTermList); empty = any. */
  termOptions: readonly number[];
  /** Credit variant: what is left of the applicant's line on the product, in fen. */
  availableCreditFen: number | null;
  /** Voucher variant: the chosen cash-out party's line (fen), or null when unknown. */
  creditorAvailableFen: number | null;
  /** The applicant's own member code: it may not choose itself. */
  selfUserCode: string | null;
  documents: readonly { documentCode: string; documentName: string; documentFileType: string }[];
  agreementRequired: boolean;
  /** YYYY-MM-DD, China: the earliest cash date. */
  today: string;
}

const blank = (v: string | undefined) => v === undefined || v.trim() === '';
const decimal = /^\d+(\.\d+)?$/;
const digits = (intDigits: number) => new RegExp(`^\\d{1,${intDigits}}(\\.\\d{1,2})?$`);

/** Whether an amount is a positive number at all, and then whether its digits fit. */
function amountShape(value: string, intDigits: number): 'notPositive' | 'format' | 'ok' {
  const v = value.trim();
  if (!decimal.test(v) || Number(v) <= 0) return 'notPositive';
  return digits(intDigits).test(v) ? 'ok' : 'format';
}

/** The spec's check of a cash-out party: its available credit (fen) covers amount × 1,000,000. */
export function creditorCovers(availableFen: number, incomingAmount: string): boolean {
  const fen = yuanToFen(incomingAmount);
  if (fen === null) return true;
  // available ≥ (fen / 100) × 1,000,000, compared as available × 100 ≥ fen × 1,000,000 in bigint.
  return BigInt(availableFen) * 100n >= BigInt(fen) * CREDITOR_CHECK_MULTIPLIER;
}

/** An extension the document's configuration allows (documentFileType: "pdf,jpg,png"). */
export function documentAccepts(documentFileType: string, fileName: string): boolean {
  const extension = /\.([^./\\]+)$/.exec(fileName)?.[1]?.toLowerCase();
  const allowed = documentFileType
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  return extension !== undefined && (allowed.length === 0 || allowed.includes(extension));
}

export type DocumentConf = PageApplyContext['documents'][number];

/**
 * Every configured document uploaded ('请上传{document name}'), its name at most 40 characters, in
 * a format its configuration allows. The issue's path is `document.<documentCode>`.
 */
export function documentIssues(
  uploaded: readonly DocumentRef[],
  documents: readonly DocumentConf[],
): ApplyIssue[] {
  return documents.flatMap((doc): ApplyIssue[] => {
    const path = `document.${doc.documentCode}`;
    const file = uploaded.find((f) => f.fileCode === doc.documentCode);
    if (!file) return [{ path, message: 'documentRequired', params: { name: doc.documentName } }];
    if (file.fileName.length > FINANCING_LIMITS.documentName)
      return [{ path, message: 'documentNameTooLong' }];
    if (!documentAccepts(doc.documentFileType, file.fileName))
      return [{ path, message: 'documentTypeRule', params: { name: doc.documentName } }];
    return [];
  });
}

/**
 * The page's checks in the spec's order (business.md section 5): bank, branch, receiving account,
 * account name, amount, term (credit), bill number, bill amount and cash date (voucher), then the
 * cash-out party (voucher, ours: the payload names one), every configured document, the agreement.
 */
export function pageApplyIssues(values: PageApplyValues, ctx: PageApplyContext): ApplyIssue[] {
  const issues: ApplyIssue[] = [];
  const add = (path: string, message: string, params?: ApplyIssue['params']) =>
    issues.push(params ? { path, message, params } : { path, message });

  // 1-2. Bank and branch: the payload carries the branch; a form also knows the bank picked.
  if (blank(values.bankCode) && blank(values.recAccountBankNo)) add('bankCode', 'bankRequired');
  if (blank(values.recAccountOpenBankName) || blank(values.recAccountBankNo))
    add('recAccountOpenBankName', 'branchRequired');
  // 3-4. Receiving account.
  if (blank(values.recAccount)) add('recAccount', 'recAccountRequired');
  else if (!/^\d{1,32}$/.test(values.recAccount!.trim())) add('recAccount', 'recAccountFormat');
  if (blank(values.recAccountName)) add('recAccountName', 'recAccountNameRequired');
  else if (values.recAccountName!.trim().length > FINANCING_LIMITS.recAccountName)
    add('recAccountName', 'recAccountNameMax');
  // 5. Amount, in yuan.
  const amount = values.incomingAmount?.trim() ?? '';
  if (amount === '') add('incomingAmount', 'financeAmountRequired');
  else {
    const shape = amountShape(amount, FINANCING_LIMITS.pageAmountIntDigits);
    const fen = yuanToFen(amount);
    if (shape === 'notPositive') add('incomingAmount', 'incomingAmountPositive');
    else if (shape === 'format' || fen === null) add('incomingAmount', 'incomingAmountFormat');
    else if (
      (ctx.loanAmountMinFen !== null && fen < ctx.loanAmountMinFen) ||
      (ctx.loanAmountMaxFen !== null && fen > ctx.loanAmountMaxFen)
    )
      add('incomingAmount', 'financeAmountRange');
    else if (ctx.variant === 'credit' && ctx.availableCreditFen !== null && fen > ctx.availableCreditFen)
      add('incomingAmount', 'creditInsufficient');
  }
  // 6. Term, credit products.
  if (ctx.variant === 'credit') {
    const term = values.incomingDuration?.trim() ?? '';
    const months = Number(term);
    const min = ctx.loanPeriodMin ?? FINANCING_LIMITS.periodMin;
    const max = ctx.loanPeriodMax ?? FINANCING_LIMITS.periodMax;
    if (term === '') add('incomingDuration', 'incomingDurationRequired');
    else if (
      !/^\d{1,3}$/.test(term) ||
      months < min ||
      months > max ||
      (ctx.termOptions.length > 0 && !ctx.termOptions.includes(months))
    )
      add('incomingDuration', 'financePeriodRange');
  }
  if (ctx.variant === 'voucher') {
    // 7. Bill number.
    if (blank(values.voucherCode)) add('voucherCode', 'voucherCodeRequired');
    else if (values.voucherCode!.trim().length > FINANCING_LIMITS.voucherCode)
      add('voucherCode', 'voucherCodeMax');
    // 8. Bill amount: 16 integer digits; not below the amount applied for (ours).
    const bill = values.voucherAmount?.trim() ?? '';
    if (bill === '') add('voucherAmount', 'voucherAmountRequired');
    else {
      const shape = amountShape(bill, FINANCING_LIMITS.voucherAmountIntDigits);
      if (shape === 'notPositive') add('voucherAmount', 'voucherAmountPositive');
      else if (shape === 'format') add('voucherAmount', 'voucherAmountFormat');
      else {
        const billFen = yuanToFen(bill);
        const amountFen = yuanToFen(amount);
        if (billFen !== null && amountFen !== null && billFen < amountFen)
          add('voucherAmount', 'voucherAmountBelowIncoming');
      }
    }
    // 9. Cash date: today or later.
    const cash = values.cashDate?.trim() ?? '';
    if (cash === '') add('cashDate', 'cashDateRequired');
    else if (!isIsoDate(cash)) add('cashDate', 'cashDateRule');
    else if (cash < ctx.today) add('cashDate', 'cashDateFuture');
    // The cash-out party: chosen, not oneself, its credit covering the amount.
    if (blank(values.creditUserCode)) add('creditUserCode', 'creditorRequired');
    else if (ctx.selfUserCode !== null && values.creditUserCode!.trim() === ctx.selfUserCode)
      add('creditUserCode', 'creditorSelf');
    else if (ctx.creditorAvailableFen !== null && !creditorCovers(ctx.creditorAvailableFen, amount))
      add('creditUserCode', 'creditInsufficient');
  }
  // 10. Every configured document.
  issues.push(...documentIssues(values.documentList ?? [], ctx.documents));
  // 11. Agreement.
  if (ctx.agreementRequired && values.agreementChecked !== true)
    add('agreementChecked', 'applyAgreementRequired');
  return issues;
}

/** The stored term of a bill: the months from today to its cash date, at least one. */
export const voucherPeriod = (cashDate: string, today: string = chinaDate()): number =>
  Math.min(FINANCING_LIMITS.periodMax, Math.max(1, monthsBetween(today, cashDate)));

/** The terms a credit line allows: its repay type's loanTermList ("3,6,12") as months. */
export function termOptionsOf(loanTermList: string | undefined, unit: string | undefined): number[] {
  if (!loanTermList) return [];
  const factor = unit === 'year' ? 12 : 1;
  return loanTermList
    .split(',')
    .map((t) => t.trim())
    .filter((t) => /^\d{1,3}$/.test(t))
    .map((t) => Number(t) * factor)
    .filter((months) => unit !== 'day' && months >= 1 && months <= FINANCING_LIMITS.periodMax);
}

/** POST /portal/fin/credit/queryCreCredit: the caller's credit line on one product. */
export const creCreditRequest = z.object({
  productCode: z.string('productIdRule').trim().min(1, 'productIdRule').max(64, 'productIdRule'),
});
export const creCreditRow = z.object({
  id: z.string(),
  productCode: z.string(),
  /** Fen. */
  creditAmount: z.number(),
  lessCreditAmount: z.number(),
  repayType: z.string(),
  repayTypeDesc: z.string(),
  fundingPartyName: z.string(),
  gmtModify: z.string(),
});
export type CreCreditRow = z.infer<typeof creCreditRow>;
export const creCreditReply = z.object({ rows: z.array(creCreditRow), total: z.number().int() });

/** POST /portal/fin/credit/queryCreCreditPro: cash-out parties with a line on the product. */
export const creCreditProRequest = z.object({
  pageNo: z.coerce
    .number('pageNoRule')
    .int('pageNoRule')
    .min(1, 'pageNoRule')
    .max(10_000, 'pageNoRule')
    .default(1),
  pageSize: z.coerce
    .number('pageSizeRule')
    .int('pageSizeRule')
    .min(1, 'pageSizeRule')
    .max(100, 'pageSizeRule')
    .default(10),
  userName: z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    z.string().trim().max(50, 'keywordMax').optional(),
  ),
  productCode: z.string('productIdRule').trim().min(1, 'productIdRule').max(64, 'productIdRule'),
});
export type CreCreditProRequest = z.input<typeof creCreditProRequest>;
export const creditorRow = z.object({
  userName: z.string(),
  userCode: z.string(),
  /** Fen. */
  lessCreditAmount: z.number(),
});
export type CreditorRow = z.infer<typeof creditorRow>;
export const creditorPage = z.object({ rows: z.array(creditorRow), total: z.number().int() });

/** GET queryProductDocumentConf's query (customer_type 2 = enterprise, scene incoming = apply page). */
export const documentConfQuery = z.object({
  customerType: z.coerce.number().int().default(2),
  businessSceneCode: z.string().trim().max(40).default('incoming'),
  productCode: z.string('productIdRule').trim().min(1, 'productIdRule').max(64, 'productIdRule'),
});

/** POST getBankBranchUrl: branches of one bank whose name holds the keyword. */
export const bankBranchUrlRequest = z.object({
  bankFullName: z
    .string('branchKeywordRequired')
    .trim()
    .min(1, 'branchKeywordRequired')
    .max(60, 'branchKeywordMax'),
  bankCode: z.string('bankCodeRule').trim().min(1, 'bankCodeRule').max(16, 'bankCodeRule'),
});
export const bankBranchUrlRow = z.object({ bankBranchNo: z.string(), bankFullName: z.string() });
export type BankBranchUrlRow = z.infer<typeof bankBranchUrlRow>;
export const bankBranchUrlReply = z.object({ rows: z.array(bankBranchUrlRow), total: z.number().int() });

/**
 * The text a voucher application signs (certContent.content): the payload's fields, in a fixed
 * order, as parsed by incomingApplyRequest. The browser signs it; the server rebuilds it from what it
 * received and checks both the text and the signature.
 */
export function certPayloadText(body: IncomingApplyBody): string {
  return JSON.stringify([
    'scf-incoming-apply-v1',
    body.productId,
    body.productCode ?? '',
    body.incomingAmount?.trim() ?? '',
    body.voucherCode?.trim() ?? '',
    body.voucherAmount?.trim() ?? '',
    body.cashDate?.trim() ?? '',
    body.creditUserCode?.trim() ?? '',
    body.recAccountBankNo?.trim() ?? '',
    body.recAccount?.trim() ?? '',
    body.recAccountName?.trim() ?? '',
    body.documentList.map((d) => [d.fileCode, d.filePath]),
  ]);
}
