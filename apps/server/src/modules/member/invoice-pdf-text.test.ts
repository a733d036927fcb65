import { describe, expect, it } from 'vitest';
import { extractInvoiceFields } from '@/modules/member/invoice-fields.ts';
import { linesOf, readPdfText } from '@/modules/member/invoice-pdf-text.ts';
import { renderInvoicePdf, renderPlainPdf } from '@/test/invoice-pdf.ts';

const FIELDS = {
  sellerName: '上海浦江精密零部件有限公司',
  sellerTaxId: '91310115MA1H8K2P3X',
  buyerName: '华东重工集团有限公司',
  buyerTaxId: '91310115MA1G7H4K2W',
  issueDate: '2026-01-15',
  invoiceNo: '26312000000087654321',
  amountFen: 2_260_050,
};

describe('readPdfText', () => {
  it('reads a generated 数电票 back into its fields', async () => {
    const read = await readPdfText(await renderInvoicePdf(FIELDS));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(extractInvoiceFields(read.text)).toEqual({
      invoiceNo: FIELDS.invoiceNo,
      issueDate: FIELDS.issueDate,
      buyerName: FIELDS.buyerName,
      buyerTaxId: FIELDS.buyerTaxId,
      sellerName: FIELDS.sellerName,
      sellerTaxId: FIELDS.sellerTaxId,
      totalFen: FIELDS.amountFen,
    });
  });

  it('keeps buyer and seller in columns of their own line', async () => {
    const read = await readPdfText(await renderInvoicePdf(FIELDS));
    const line = read.ok ? read.text.split('\n').find((l) => l.includes(FIELDS.buyerName)) : undefined;
    expect(line?.split('\t').filter((cell) => cell.includes('名称'))).toEqual([
      `名称： ${FIELDS.buyerName}`,
      `名称： ${FIELDS.sellerName}`,
    ]);
  });

  it('reads the first two pages only', async () => {
    const read = await readPdfText(await renderPlainPdf(['第一页', '第二页', '第三页']));
    expect(read).toEqual({ ok: true, text: '第一页\n第二页' });
  });

  it('says noText for a PDF without a character of text', async () => {
    expect(await readPdfText(await renderPlainPdf(['']))).toEqual({ ok: false, problem: 'noText' });
  });

  it('says unreadable for a broken, a truncated or an encrypted file, never throwing', async () => {
    const whole = await renderInvoicePdf(FIELDS);
    for (const bytes of [
      Buffer.from('%PDF-1.7\n这不是一个PDF文件\n%%EOF'),
      whole.subarray(0, Math.floor(whole.length / 3)),
      await renderPlainPdf(['机密'], 'secret'),
    ]) {
      expect(await readPdfText(bytes)).toEqual({ ok: false, problem: 'unreadable' });
    }
  });
});

describe('linesOf', () => {
  const run = (str: string, x: number, y: number, width = str.length * 10) => ({
    str,
    x,
    y,
    end: x + width,
    size: 10,
  });

  it('orders lines top to bottom, joins close runs and tabs wide gaps', () => {
    expect(
      linesOf([
        run('second', 0, 80),
        run('名称：', 0, 100),
        run('华东', 34, 101),
        run('销', 300, 99),
        run(' ', 200, 100),
      ]),
    ).toEqual(['名称： 华东\t销', 'second']);
  });
});
