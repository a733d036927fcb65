/**
 * The fields of a Chinese electronic invoice, from its text in reading order (lines top to bottom,
 * columns apart by tabs; see invoice-pdf-text.ts). Two layouts are read:
 *
 * - 数电票 / 全电发票 (电子发票（普通发票）, 电子发票（增值税专用发票）): 发票号码 and 开票日期 top
 *   right; the buyer (购买方信息) and the seller (销售方信息) side by side, each with 名称 and
 *   统一社会信用代码/纳税人识别号; 价税合计（大写）… （小写）¥….
 * - 增值税电子普通发票 (before 数电票): 发票代码, 发票号码, 开票日期 at the top; the buyer's block
 *   (名称, 纳税人识别号, 地址、电话, 开户行及账号) above the items, the seller's the same below them.
 *
 * In both, reading order meets the buyer's 名称 and identifier before the seller's (left before
 * right on one line, top before bottom), so the first of each label is the buyer's.
 */

export interface InvoiceFields {
  invoiceNo: string | null;
  /** YYYY-MM-DD */
  issueDate: string | null;
  buyerName: string | null;
  buyerTaxId: string | null;
  sellerName: string | null;
  sellerTaxId: string | null;
  /** 价税合计 (tax included) in fen. */
  totalFen: number | null;
}

const NAME_LABEL = /名\s*称\s*[:：]/g;
const TAX_ID_LABEL = /(?:统一社会信用代码\s*[/／]\s*纳税人识别号|纳税人识别号|统一社会信用代码)\s*[:：]/g;
/** Any label of the parties' blocks or the header: a value ends where the next label begins. */
const NEXT_LABEL =
  /(?:名\s*称|统一社会信用代码|纳税人识别号|地\s*址\s*、?\s*电\s*话|开户行及账号|发\s*票\s*号\s*码|开\s*票\s*日\s*期)\s*[:：]/;

const INVOICE_NO = /发\s*票\s*号\s*码\s*[:：]?\s*(\d{8,20})(?!\d)/;
const ISSUE_DATE =
  /开\s*票\s*日\s*期\s*[:：]?\s*(?:(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日|(\d{4})[-./](\d{1,2})[-./](\d{1,2}))/;
const TOTAL_IN_FIGURES = /[(（]\s*小\s*写\s*[)）]\s*[¥￥]?\s*([\d,]+(?:\.\d{1,2})?)/;
const TOTAL_ON_ITS_LINE = /价\s*税\s*合\s*计[^\n]*?[¥￥]\s*([\d,]+(?:\.\d{1,2})?)/;
const TAX_ID = /^[0-9A-Z]{15,20}(?![0-9A-Z])/;
const HAS_WORD = /[\p{Script=Han}A-Za-z]/u;
const NAME_MAX = 100;

/** The text of a cell up to the next label. */
const cellValue = (cell: string | undefined): string => (cell ?? '').split(NEXT_LABEL)[0]?.trim() ?? '';

/**
 * The value after a label that ends at `index`: the rest of its cell, or, when the value sits in
 * a cell of its own (a wide gap after the label), the next cell of the line.
 */
function valueAt(text: string, index: number): string {
  const line = text.slice(index).split('\n')[0] ?? '';
  const cells = line.split('\t');
  const own = cellValue(cells[0]);
  if (own !== '') return own;
  return cellValue(cells[1]);
}

function valuesOf(text: string, label: RegExp): string[] {
  return [...text.matchAll(label)].map((m) => valueAt(text, m.index + m[0].length));
}

/** Spaces between Chinese characters are layout (letter spacing), not part of a name. */
function cleanName(value: string | undefined): string | null {
  if (value === undefined) return null;
  const name = value
    .replace(/(?<=[\p{Script=Han}（）()])\s+(?=[\p{Script=Han}（）()])/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return name !== '' && name.length <= NAME_MAX && HAS_WORD.test(name) ? name : null;
}

function cleanTaxId(value: string | undefined): string | null {
  if (value === undefined) return null;
  return TAX_ID.exec(value.replace(/\s+/g, '').toUpperCase())?.[0] ?? null;
}

/** A real calendar date as YYYY-MM-DD, or null. */
export function isoDate(year: string, month: string, day: string): string | null {
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${year.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

function issueDateOf(text: string): string | null {
  const m = ISSUE_DATE.exec(text);
  if (!m) return null;
  const [year, month, day] = m[1] !== undefined ? [m[1], m[2], m[3]] : [m[4], m[5], m[6]];
  return year && month && day ? isoDate(year, month, day) : null;
}

function totalFenOf(text: string): number | null {
  const figures = (TOTAL_IN_FIGURES.exec(text) ?? TOTAL_ON_ITS_LINE.exec(text))?.[1];
  if (figures === undefined) return null;
  const [yuan = '', cents = ''] = figures.replace(/,/g, '').split('.');
  if (yuan === '') return null;
  return Number(yuan) * 100 + Number(cents.padEnd(2, '0'));
}

export function extractInvoiceFields(text: string): InvoiceFields {
  const names = valuesOf(text, NAME_LABEL);
  const taxIds = valuesOf(text, TAX_ID_LABEL);
  return {
    invoiceNo: INVOICE_NO.exec(text)?.[1] ?? null,
    issueDate: issueDateOf(text),
    buyerName: cleanName(names[0]),
    buyerTaxId: cleanTaxId(taxIds[0]),
    sellerName: cleanName(names[1]),
    sellerTaxId: cleanTaxId(taxIds[1]),
    totalFen: totalFenOf(text),
  };
}
