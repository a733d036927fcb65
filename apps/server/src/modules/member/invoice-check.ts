import type { InvoiceCheckReply, InvoiceFailure } from '@scf/shared/schemas/member-api';
import { chinaDate } from '@scf/shared/dates';
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

/** YYYY-MM-DD → 2026年05月22日, as the invoice itself writes it. */
const chineseDate = (iso: string) => `${iso.slice(0, 4)}年${iso.slice(5, 7)}月${iso.slice(8, 10)}日`;

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

const failed = (reason: InvoiceFailure, errorMsg: string): InvoiceCheckReply => ({
  isSuccess: false,
  errorMsg,
  reason,
});
const PASSED: InvoiceCheckReply = { isSuccess: true, errorMsg: '', reason: null };

const FIELD_NAMES: Record<'invoiceNo' | 'issueDate' | 'sellerName' | 'sellerTaxId' | 'buyerTaxId', string> = {
  invoiceNo: '发票号码',
  issueDate: '开票日期',
  sellerName: '销售方名称',
  sellerTaxId: '销售方统一社会信用代码/纳税人识别号',
  buyerTaxId: '购买方统一社会信用代码/纳税人识别号',
};

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
): Promise<{ fields: InvoiceFields } | { failure: InvoiceCheckReply }> {
  const file = await findFile(db, fileHash);
  if (!file) return { failure: failed('fileMissing', '发票文件不存在，请重新上传') };
  if (sniffKind(file.content) !== 'pdf') {
    return { failure: failed('notPdf', '发票须为PDF格式的电子发票，请重新上传') };
  }
  const read = await readPdfText(file.content);
  if (!read.ok && read.problem === 'unreadable') {
    return { failure: failed('unreadable', '发票文件已损坏或已加密，无法读取，请重新上传') };
  }
  if (!read.ok) {
    return {
      failure: failed(
        'noText',
        '发票中没有可读取的文字，请上传开票系统生成的电子发票PDF，不能是扫描件或图片',
      ),
    };
  }
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
): Promise<InvoiceCheckReply> {
  const read = await readInvoice(db, claim.fileHash);
  if ('failure' in read) return read.failure;
  const { fields } = read;

  const missing = missingFields(fields, claim);
  if (missing.length > 0) {
    return failed('fieldsUnreadable', `无法从发票中读取${missing.join('、')}，请上传完整的电子发票`);
  }
  const issueDate = fields.issueDate!;
  const today = chinaDate(now);
  const period = periodProblem(issueDate, today);
  if (period === 'futureDate') {
    return failed('futureDate', `发票开票日期${chineseDate(issueDate)}晚于今天，请上传近六个月内开具的发票`);
  }
  if (period === 'tooOld') {
    return failed(
      'tooOld',
      `发票开票日期${chineseDate(issueDate)}不在近六个月内（须在${chineseDate(sixMonthsBefore(today))}及以后），请上传近六个月内开具的发票`,
    );
  }
  if (!sameName(fields.sellerName!, claim.companyName)) {
    return failed(
      'sellerName',
      `发票销售方“${fields.sellerName}”不是${claim.companyName}，请上传本企业开具的发票`,
    );
  }
  if (claim.uscCode !== undefined && fields.sellerTaxId !== claim.uscCode) {
    return failed(
      'sellerTaxId',
      `发票销售方纳税人识别号${fields.sellerTaxId}与本企业统一社会信用代码${claim.uscCode}不符`,
    );
  }
  const buyerTaxId = fields.buyerTaxId!;
  if (!(await isActiveMember(db, tenantId, buyerTaxId))) {
    const buyer = fields.buyerName ?? buyerTaxId;
    return failed('buyerNotMember', `发票购买方${buyer}未在平台注册，请上传开具给平台注册企业的发票`);
  }
  return PASSED;
}
