import { messageZhCN } from '@scf/shared';
import type { MessageParams, ValidationMessageKey } from '@scf/shared';
import type { InvoiceCheckReply, InvoiceFailure } from '@scf/shared/schemas/member-api';
import { chinaDate } from '@scf/shared/dates';
import { fieldError } from '@/lib/app-error.ts';
import type { Db } from '@/db/client.ts';
import { findFile } from '@/modules/files/repository.ts';
import { sniffKind } from '@/modules/files/sniff.ts';
import { extractInvoiceFields } from '@/modules/member/invoice-fields.ts';
import type { InvoiceFields } from '@/modules/member/invoice-fields.ts';
import { readPdfText } from '@/modules/member/invoice-pdf-text.ts';
import { isActiveMember } from '@/modules/member/invoice-repository.ts';

/**
 * The registration's invoice rule (business.md section 5): an electronic invoice of the last six
 * months, issued by the registering company, to a buyer that is a member of the platform. Used by
 * invoice_check and again by app_reg_comp, so submitting directly cannot skip it.
 */

export interface InvoiceClaim {
  fileHash: string;
  /** The registering company: the invoice's seller. */
  companyName: string;
  /** Its credit code, when known: the seller's identifier must be the same. */
  uscCode?: string | undefined;
}

/**
 * The earliest issue date accepted on `today` (YYYY-MM-DD): the same day six months before, or the
 * last day of that month when it is shorter (08-31 → 02-28 or 02-29).
 */
export function sixMonthsBefore(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 6;
  const day = Number(today.slice(8, 10));
  const start = new Date(Date.UTC(year, month - 1, 1));
  const daysInMonth = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
  start.setUTCDate(Math.min(day, daysInMonth));
  return start.toISOString().slice(0, 10);
}

/** Whether an issue date lies in the last six months of `today` (both dates in China's time zone). */
export function periodProblem(issueDate: string, today: string): 'futureDate' | 'tooOld' | null {
  if (issueDate > today) return 'futureDate';
  return issueDate < sixMonthsBefore(today) ? 'tooOld' : null;
}

/** Company names compare without layout: full-width brackets and letters as half-width, no spaces. */
const sameName = (a: string, b: string) =>
  a.normalize('NFKC').replace(/\s+/g, '') === b.normalize('NFKC').replace(/\s+/g, '');

/** Each failure's message in the catalogue (@scf/shared/messages-refusals). */
const FAILURE_MESSAGES = {
  fileMissing: 'invoiceFileMissing',
  notPdf: 'invoiceNotPdf',
  unreadable: 'invoiceUnreadable',
  noText: 'invoiceNoText',
  fieldsUnreadable: 'invoiceFieldsUnreadable',
  futureDate: 'invoiceFutureDate',
  tooOld: 'invoiceTooOld',
  sellerName: 'invoiceSellerName',
  sellerTaxId: 'invoiceSellerTaxId',
  buyerNotMember: 'invoiceBuyerNotMember',
} as const satisfies Record<InvoiceFailure, ValidationMessageKey>;

type FailedCheck = InvoiceCheckReply & { isSuccess: false; reason: InvoiceFailure };
type PassedCheck = InvoiceCheckReply & { isSuccess: true };

const failed = (reason: InvoiceFailure, params: MessageParams | null = null): FailedCheck => ({
  isSuccess: false,
  errorMsg: messageZhCN(FAILURE_MESSAGES[reason], params ?? undefined),
  reason,
  errorKey: `validation.${FAILURE_MESSAGES[reason]}`,
  errorParams: params,
});
const PASSED: PassedCheck = {
  isSuccess: true,
  errorMsg: '',
  reason: null,
  errorKey: null,
  errorParams: null,
};

/** The catalogue's names of the fields the rule reads. */
const FIELD_NAMES = {
  invoiceNo: 'invoiceFieldInvoiceNo',
  issueDate: 'invoiceFieldIssueDate',
  sellerName: 'invoiceFieldSellerName',
  sellerTaxId: 'invoiceFieldSellerTaxId',
  buyerTaxId: 'invoiceFieldBuyerTaxId',
} as const satisfies Partial<Record<keyof InvoiceFields, ValidationMessageKey>>;

/** The fields the rule needs; the seller's identifier only when there is a code to compare. */
function missingFields(fields: InvoiceFields, claim: InvoiceClaim): string[] {
  const needed: (keyof typeof FIELD_NAMES)[] = ['invoiceNo', 'issueDate', 'sellerName', 'buyerTaxId'];
  if (claim.uscCode !== undefined) needed.splice(3, 0, 'sellerTaxId');
  return needed.filter((field) => fields[field] === null).map((field) => FIELD_NAMES[field]);
}

/** Loads the file and reads its invoice fields, or says why it cannot. */
async function readInvoice(
  db: Db,
  fileHash: string,
): Promise<{ fields: InvoiceFields } | { failure: FailedCheck }> {
  const file = await findFile(db, fileHash);
  if (!file) return { failure: failed('fileMissing') };
  if (sniffKind(file.content) !== 'pdf') return { failure: failed('notPdf') };
  const read = await readPdfText(file.content);
  if (!read.ok) return { failure: failed(read.problem === 'unreadable' ? 'unreadable' : 'noText') };
  return { fields: extractInvoiceFields(read.text) };
}

/**
 * Checks in the order a person would: the file, its fields, the date, the seller, the buyer. The
 * first failure is the answer, its message naming what failed (with the date or the name at fault).
 */
export async function checkInvoice(
  db: Db,
  tenantId: number,
  claim: InvoiceClaim,
  now: Date = new Date(),
): Promise<FailedCheck | PassedCheck> {
  const read = await readInvoice(db, claim.fileHash);
  if ('failure' in read) return read.failure;
  const { fields } = read;

  const missing = missingFields(fields, claim);
  if (missing.length > 0) {
    return failed('fieldsUnreadable', { fields: missing.join(',') });
  }
  const issueDate = fields.issueDate!;
  const today = chinaDate(now);
  const period = periodProblem(issueDate, today);
  if (period === 'futureDate') return failed('futureDate', { date: issueDate });
  if (period === 'tooOld') {
    return failed('tooOld', { date: issueDate, earliest: sixMonthsBefore(today) });
  }
  if (!sameName(fields.sellerName!, claim.companyName)) {
    return failed('sellerName', { seller: fields.sellerName!, company: claim.companyName });
  }
  if (claim.uscCode !== undefined && fields.sellerTaxId !== claim.uscCode) {
    return failed('sellerTaxId', { sellerTaxId: fields.sellerTaxId!, uscCode: claim.uscCode });
  }
  const buyerTaxId = fields.buyerTaxId!;
  if (!(await isActiveMember(db, tenantId, buyerTaxId))) {
    const buyer = fields.buyerName ?? buyerTaxId;
    return failed('buyerNotMember', { buyer });
  }
  return PASSED;
}

/** A failed check as the refusal of the request's `field` (app_reg_comp's invoiceFile). */
export const invoiceRefusal = (field: string, check: FailedCheck) =>
  fieldError(field, check.reason, FAILURE_MESSAGES[check.reason], { params: check.errorParams ?? undefined });
