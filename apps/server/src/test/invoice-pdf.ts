import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';

/**
 * Test electronic invoices: a one-page 电子发票（普通发票） laid out like the tax bureau's 数电票
 * (title, number and date top right, buyer and seller side by side, the items, 价税合计 in words and
 * figures, remarks, issuer), drawn with pdfkit in a CJK font of the machine so its text can be read
 * back. The API tests and the browser flows upload these.
 */

export interface InvoiceFields {
  sellerName: string;
  sellerTaxId: string;
  buyerName: string;
  buyerTaxId: string;
  /** YYYY-MM-DD */
  issueDate: string;
  invoiceNo?: string;
  /** 价税合计 in fen (tax included). */
  amountFen?: number;
}

/** fonts-noto-cjk (Debian); CI installs the package. */
export const CJK_FONT_FILE = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const CJK_FONT_FAMILY = 'NotoSansCJKsc-Regular';

const INK = '#8b3a1a';
const TEXT = '#1f1f1f';
/** 240 mm × 140 mm, the 数电票 paper, in points. */
const PAGE: [number, number] = [680, 397];
const LEFT = 20;
const RIGHT = 660;
const MID = 340;
const TAX_RATE = 0.13;

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const PLACES = ['', '拾', '佰', '仟'];
const GROUPS = ['', '万', '亿'];

/** 0-9999 in capitals, inner zeros said once: 1005 → 壹仟零伍. */
function groupWords(n: number): string {
  let words = '';
  let zero = false;
  for (let place = 3; place >= 0; place -= 1) {
    const digit = Math.floor(n / 10 ** place) % 10;
    if (digit === 0) {
      zero = words !== '';
    } else {
      words += `${zero ? '零' : ''}${DIGITS[digit]}${PLACES[place]}`;
      zero = false;
    }
  }
  return words;
}

/** An amount in capitals as on an invoice: 113000 fen → 壹仟壹佰叁拾圆整. */
export function capitalAmount(fen: number): string {
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cents = fen % 10;
  let words = '';
  let zero = false;
  for (let g = GROUPS.length - 1; g >= 0; g -= 1) {
    const group = Math.floor(yuan / 10_000 ** g) % 10_000;
    if (group === 0) {
      zero = words !== '';
      continue;
    }
    if (zero || (words !== '' && group < 1000)) words += '零';
    words += groupWords(group) + GROUPS[g];
    zero = false;
  }
  words = `${words || '零'}圆`;
  if (jiao === 0 && cents === 0) return `${words}整`;
  words += jiao === 0 ? '零' : `${DIGITS[jiao]}角`;
  return cents === 0 ? `${words}整` : `${words}${DIGITS[cents]}分`;
}

const money = (fen: number) => (fen / 100).toFixed(2);

/** A 20-digit 数电票 number: the year, the province code of Shanghai, then digits of the fields. */
function defaultInvoiceNo(fields: InvoiceFields): string {
  const digest = createHash('sha256').update(JSON.stringify(fields)).digest();
  const tail = [...digest.subarray(0, 14)].map((b) => String(b % 10)).join('');
  return `${fields.issueDate.slice(2, 4)}31${tail}`.padEnd(20, '0');
}

function chineseDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${year}年${month}月${day}日`;
}

type Doc = InstanceType<typeof PDFDocument>;

let fontBytes: Buffer | undefined;
/** The font collection (20 MB), read once per process rather than once per document. */
const cjkFont = () => (fontBytes ??= readFileSync(CJK_FONT_FILE));

function text(doc: Doc, value: string, x: number, y: number, size = 9, color = TEXT) {
  doc.fillColor(color).fontSize(size).text(value, x, y, { lineBreak: false });
}

/** A label written top to bottom in a narrow column, as 购买方信息 is on the form. */
function verticalLabel(doc: Doc, value: string, x: number, top: number, bottom: number) {
  const step = (bottom - top) / value.length;
  [...value].forEach((char, i) => text(doc, char, x, top + i * step + (step - 10) / 2, 9, INK));
}

function party(doc: Doc, label: string, x: number, name: string, taxId: string) {
  verticalLabel(doc, label, x + 5, 74, 136);
  doc
    .moveTo(x + 20, 70)
    .lineTo(x + 20, 140)
    .stroke(INK);
  text(doc, '名称：', x + 28, 86, 9, INK);
  text(doc, name, x + 58, 86);
  text(doc, '统一社会信用代码/纳税人识别号：', x + 28, 112, 9, INK);
  text(doc, taxId, x + 172, 112);
}

/** A document and the promise of its bytes once `end()` is called. */
function pdfDocument(options: PDFKit.PDFDocumentOptions): { doc: Doc; bytes: Promise<Buffer> } {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont(CJK_FONT_FAMILY, cjkFont(), CJK_FONT_FAMILY);
  doc.font(CJK_FONT_FAMILY);
  return { doc, bytes };
}

/**
 * A PDF that is no invoice: one page per entry, each with that text or, for '', only a drawn
 * frame (as a scanned image has no text); `userPassword` encrypts it.
 */
export function renderPlainPdf(pages: string[], userPassword?: string): Promise<Buffer> {
  const { doc, bytes } = pdfDocument({ size: 'A5', margin: 40, autoFirstPage: false, userPassword });
  for (const content of pages) {
    doc.addPage();
    if (content === '') doc.rect(40, 40, 200, 120).stroke('#888888');
    else doc.fontSize(12).text(content);
  }
  doc.end();
  return bytes;
}

export function renderInvoicePdf(fields: InvoiceFields): Promise<Buffer> {
  const totalFen = fields.amountFen ?? 113000;
  const amountFen = Math.round(totalFen / (1 + TAX_RATE));
  const taxFen = totalFen - amountFen;
  const { doc, bytes } = pdfDocument({
    size: PAGE,
    margin: 0,
    info: { Title: '电子发票（普通发票）', Author: fields.sellerName },
  });
  doc.lineWidth(0.8);

  // Title with the double rule under it, number and date on the right.
  text(doc, '电子发票（普通发票）', 240, 22, 20, INK);
  doc.moveTo(240, 50).lineTo(440, 50).moveTo(240, 53).lineTo(440, 53).stroke(INK);
  text(doc, '发票号码：', 480, 26, 9, INK);
  text(doc, fields.invoiceNo ?? defaultInvoiceNo(fields), 525, 26);
  text(doc, '开票日期：', 480, 44, 9, INK);
  text(doc, chineseDate(fields.issueDate), 525, 44);

  // The form's frame: parties, items, total in words, remarks.
  doc.rect(LEFT, 70, RIGHT - LEFT, 290).stroke(INK);
  doc.moveTo(LEFT, 140).lineTo(RIGHT, 140).stroke(INK);
  doc.moveTo(MID, 70).lineTo(MID, 140).stroke(INK);
  party(doc, '购买方信息', LEFT, fields.buyerName, fields.buyerTaxId);
  party(doc, '销售方信息', MID, fields.sellerName, fields.sellerTaxId);

  const columns: [string, number][] = [
    ['项目名称', 30],
    ['规格型号', 170],
    ['单位', 240],
    ['数量', 280],
    ['单价', 330],
    ['金额', 420],
    ['税率/征收率', 490],
    ['税额', 590],
  ];
  for (const [title, x] of columns) text(doc, title, x, 148, 9, INK);
  const row: [string, number][] = [
    ['*信息技术服务*软件维护服务', 30],
    ['V2.0', 170],
    ['项', 240],
    ['1', 280],
    [money(amountFen), 330],
    [money(amountFen), 420],
    ['13%', 490],
    [money(taxFen), 590],
  ];
  for (const [value, x] of row) text(doc, value, x, 168);
  text(doc, '合', 60, 236, 9, INK);
  text(doc, '计', 110, 236, 9, INK);
  text(doc, `¥${money(amountFen)}`, 420, 236);
  text(doc, `¥${money(taxFen)}`, 590, 236);

  doc.moveTo(LEFT, 256).lineTo(RIGHT, 256).stroke(INK);
  text(doc, '价税合计（大写）', 30, 266, 9, INK);
  text(doc, capitalAmount(totalFen), 150, 266);
  text(doc, '（小写）', 470, 266, 9, INK);
  text(doc, `¥${money(totalFen)}`, 510, 266);

  doc.moveTo(LEFT, 284).lineTo(RIGHT, 284).stroke(INK);
  verticalLabel(doc, '备注', LEFT + 5, 290, 354);
  doc
    .moveTo(LEFT + 20, 284)
    .lineTo(LEFT + 20, 360)
    .stroke(INK);

  text(doc, '开票人：', 30, 370, 9, INK);
  text(doc, '张敏', 68, 370);

  doc.end();
  return bytes;
}
