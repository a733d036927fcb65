import { z } from 'zod';
import { chinaDate, isIsoDate } from '../dates.ts';
import { yuanToFen } from '../money.ts';
import { FINANCING_LIMITS, isPositiveDecimal } from './financing.ts';
import type { ApplyIssue } from './financing.ts';
import { documentIssues, documentRef } from './financing-apply-page.ts';
import type { DocumentConf, DocumentRef } from './financing-apply-page.ts';

/**
 * The loan-type application pages (business.md sections 1, 2, 4): LOGMIS products are applied for
 * with waybills (/waybill/finance/apply), SCBC with receivables (/scbc/finance/productFinanceAdd),
 * WMS with warehouse receipts (/wms/financing/apply). Each sends the amount (yuan), the term, the
 * purpose, the collateral rows, the product's documents and the agreement tick; the application
 * enters the same life cycle as the others. Paths (ours, docs/decisions.md):
 *
 *   POST /api/financing/waybill_apply   waybillApplyRequest
 *   POST /api/financing/scbc_apply      receivableApplyRequest
 *   POST /api/financing/wms_apply       warehouseApplyRequest
 *
 * Field rules are zod (form and server); the product's own limits, the collateral cover, the
 * documents and the agreement are loanTypeIssues, which both run as well.
 */

export const LOAN_TYPE_LIMITS = {
  rows: 50,
  waybillNo: 30,
  party: 50,
  place: 30,
  debtorName: 100,
  contractNo: 40,
  receiptNo: 40,
  warehouseName: 100,
  goodsName: 50,
  unit: 10,
} as const;

const asText = (v: unknown) => (typeof v === 'number' ? String(v) : v === null ? undefined : v);
const required = (requiredMessage: string, max: number, maxMessage: string) =>
  z.preprocess(asText, z.string(requiredMessage).trim().min(1, requiredMessage).max(max, maxMessage));
const code = (requiredMessage: string, max: number, formatMessage: string) =>
  required(requiredMessage, max, formatMessage).refine(
    (v) => new RegExp(`^[A-Za-z0-9-]{1,${max}}$`).test(v),
    formatMessage,
  );
const yuan = (message: string) =>
  z.preprocess(
    asText,
    z
      .string(message)
      .trim()
      .refine((v) => isPositiveDecimal(v, FINANCING_LIMITS.pageAmountIntDigits), message),
  );
/** A date the rule checks against today (China), when it runs: the form's and the server's. */
const dated = (message: string, ok: (date: string, today: string) => boolean) =>
  z.string(message).refine((v) => isIsoDate(v) && ok(v, chinaDate()), message);

export const waybillRow = z.object({
  waybillNo: code('waybillNoRequired', LOAN_TYPE_LIMITS.waybillNo, 'waybillNoFormat'),
  consignor: required('consignorRequired', LOAN_TYPE_LIMITS.party, 'consignorMax'),
  origin: required('originRequired', LOAN_TYPE_LIMITS.place, 'placeMax'),
  destination: required('destinationRequired', LOAN_TYPE_LIMITS.place, 'placeMax'),
  shipDate: dated('shipDateRule', (date, today) => date <= today),
  freightAmount: yuan('freightAmountRule'),
});
export type WaybillRow = z.infer<typeof waybillRow>;

export const receivableRow = z.object({
  debtorName: required('debtorNameRequired', LOAN_TYPE_LIMITS.debtorName, 'debtorNameMax'),
  contractNo: required('contractNoRequired', LOAN_TYPE_LIMITS.contractNo, 'contractNoMax'),
  invoiceNo: z.preprocess(
    asText,
    z
      .string('invoiceNoFormat')
      .trim()
      .regex(/^\d{8,20}$/, 'invoiceNoFormat'),
  ),
  receivableAmount: yuan('receivableAmountRule'),
  dueDate: dated('dueDateRule', (date, today) => date >= today),
});
export type ReceivableRow = z.infer<typeof receivableRow>;

export const receiptRow = z.object({
  receiptNo: code('receiptNoRequired', LOAN_TYPE_LIMITS.receiptNo, 'receiptNoFormat'),
  warehouseName: required('warehouseNameRequired', LOAN_TYPE_LIMITS.warehouseName, 'warehouseNameMax'),
  goodsName: required('goodsNameRequired', LOAN_TYPE_LIMITS.goodsName, 'goodsNameMax'),
  quantity: z.preprocess(
    asText,
    z
      .string('quantityRule')
      .trim()
      .refine((v) => /^\d{1,12}(\.\d{1,3})?$/.test(v) && Number(v) > 0, 'quantityRule'),
  ),
  unit: required('unitRequired', LOAN_TYPE_LIMITS.unit, 'unitMax'),
  receiptValue: yuan('receiptValueRule'),
  expiryDate: dated('expiryDateRule', (date, today) => date >= today),
});
export type ReceiptRow = z.infer<typeof receiptRow>;

/** The fields every loan-type page has besides its rows. */
const commonFields = {
  productId: z
    .union([z.number(), z.string()], 'productIdRule')
    .refine((v) => /^[1-9]\d{0,15}$/.test(String(v)), 'productIdRule')
    .transform(Number),
  incomingAmount: z.preprocess(
    asText,
    z
      .string('financeAmountRequired')
      .trim()
      .min(1, 'financeAmountRequired')
      .refine((v) => /^\d+(\.\d+)?$/.test(v) && Number(v) > 0, 'incomingAmountPositive')
      .refine((v) => isPositiveDecimal(v, FINANCING_LIMITS.pageAmountIntDigits), 'incomingAmountFormat'),
  ),
  incomingDuration: z.preprocess(
    asText,
    z
      .string('incomingDurationRequired')
      .trim()
      .min(1, 'incomingDurationRequired')
      .refine((v) => /^\d{1,3}$/.test(v) && Number(v) >= FINANCING_LIMITS.periodMin, 'financePeriodRange'),
  ),
  memo: z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    z.string('financePurposeMax').trim().max(FINANCING_LIMITS.purpose, 'financePurposeMax').optional(),
  ),
  documentList: z.array(documentRef, 'uploadFormatSize').max(30, 'uploadFormatSize').default([]),
  agreementChecked: z.boolean('applyAgreementRequired').default(false),
};

/** Rows whose key repeats: the second and later of each, by index. */
const uniqueBy =
  <R>(list: string, key: (row: R) => string, message: string) =>
  (ctx: z.core.ParsePayload<Record<string, unknown>>) => {
    const rows = (ctx.value[list] ?? []) as R[];
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const k = key(row).trim().toUpperCase();
      if (seen.has(k)) {
        ctx.issues.push({ code: 'custom', message, path: [list, index], input: row });
      }
      seen.add(k);
    });
  };

const rows = <T extends z.ZodType>(row: T, message: string) =>
  z.array(row, message).min(1, message).max(LOAN_TYPE_LIMITS.rows, message);

export const waybillApplyRequest = z
  .object({ ...commonFields, waybillList: rows(waybillRow, 'waybillListRule') })
  .check(uniqueBy<WaybillRow>('waybillList', (r) => r.waybillNo, 'waybillNoDuplicate'));
export type WaybillApplyRequest = z.input<typeof waybillApplyRequest>;

export const receivableApplyRequest = z
  .object({ ...commonFields, receivableList: rows(receivableRow, 'receivableListRule') })
  .check(uniqueBy<ReceivableRow>('receivableList', (r) => r.invoiceNo, 'invoiceNoDuplicate'));
export type ReceivableApplyRequest = z.input<typeof receivableApplyRequest>;

export const warehouseApplyRequest = z
  .object({ ...commonFields, receiptList: rows(receiptRow, 'receiptListRule') })
  .check(uniqueBy<ReceiptRow>('receiptList', (r) => r.receiptNo, 'receiptNoDuplicate'));
export type WarehouseApplyRequest = z.input<typeof warehouseApplyRequest>;

/** The three pages by loan type: the rows each carries and what covers the amount. */
export const LOAN_TYPE_PAGES = {
  LOGMIS: { channel: 'waybill', list: 'waybillList', value: 'freightAmount', over: 'amountOverWaybills' },
  SCBC: { channel: 'scbc', list: 'receivableList', value: 'receivableAmount', over: 'amountOverReceivables' },
  WMS: { channel: 'wms', list: 'receiptList', value: 'receiptValue', over: 'amountOverReceipts' },
} as const;
export type LoanTypeWithPage = keyof typeof LOAN_TYPE_PAGES;
export const hasLoanTypePage = (loanType: string): loanType is LoanTypeWithPage =>
  Object.hasOwn(LOAN_TYPE_PAGES, loanType);

/** The rows' total value in fen (rows not yet valid count as nothing). */
export function collateralFen(values: readonly unknown[] | undefined, field: string): number {
  return (values ?? []).reduce<number>((sum, row) => {
    const raw = (row as Record<string, unknown> | undefined)?.[field];
    const fen = raw === undefined || raw === null ? null : yuanToFen(String(raw));
    return sum + (fen ?? 0);
  }, 0);
}

export interface LoanTypeContext {
  loanType: LoanTypeWithPage;
  loanAmountMinFen: number | null;
  loanAmountMaxFen: number | null;
  loanPeriodMin: number | null;
  loanPeriodMax: number | null;
  documents: readonly DocumentConf[];
  agreementRequired: boolean;
}

/**
 * The product's rules on a loan-type application: the amount within the product's range and no
 * more than the rows are worth, the term within the product's, every document, the agreement.
 */
export function loanTypeIssues(
  values: {
    incomingAmount?: string | undefined;
    incomingDuration?: string | undefined;
    rows?: readonly unknown[] | undefined;
    documentList?: readonly DocumentRef[] | undefined;
    agreementChecked?: boolean | undefined;
  },
  ctx: LoanTypeContext,
): ApplyIssue[] {
  const page = LOAN_TYPE_PAGES[ctx.loanType];
  const issues: ApplyIssue[] = [];
  const fen = yuanToFen(values.incomingAmount?.trim() ?? '');
  if (fen !== null && fen > 0) {
    if (
      (ctx.loanAmountMinFen !== null && fen < ctx.loanAmountMinFen) ||
      (ctx.loanAmountMaxFen !== null && fen > ctx.loanAmountMaxFen)
    )
      issues.push({ path: 'incomingAmount', message: 'financeAmountRange' });
    else if ((values.rows?.length ?? 0) > 0 && fen > collateralFen(values.rows, page.value))
      issues.push({ path: 'incomingAmount', message: page.over });
  }
  const term = values.incomingDuration?.trim() ?? '';
  if (/^\d{1,3}$/.test(term)) {
    const months = Number(term);
    if (
      months < (ctx.loanPeriodMin ?? FINANCING_LIMITS.periodMin) ||
      months > (ctx.loanPeriodMax ?? FINANCING_LIMITS.periodMax)
    )
      issues.push({ path: 'incomingDuration', message: 'financePeriodRange' });
  }
  issues.push(...documentIssues(values.documentList ?? [], ctx.documents));
  if (ctx.agreementRequired && values.agreementChecked !== true)
    issues.push({ path: 'agreementChecked', message: 'applyAgreementRequired' });
  return issues;
}
