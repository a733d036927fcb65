import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@scf/shared';
import { chinaDate } from '@scf/shared/dates';
import { withUsccCheckChar } from '@scf/shared/validators/uscc';
import { CORE_ENTERPRISE, REGISTRATIONS } from '@/db/member-data.ts';
import { members, tenants } from '@/db/schema.ts';
import { upload } from '@/modules/files/upload-test-support.ts';
import { sixMonthsBefore } from '@/modules/member/invoice-check.ts';
import { visitor } from '@/modules/user/test-support.ts';
import type { Client } from '@/modules/user/test-support.ts';
import { renderInvoicePdf, renderPlainPdf } from '@/test/invoice-pdf.ts';
import type { InvoiceFields } from '@/test/invoice-pdf.ts';
import { createTestApp } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';

const CHECK = '/api/member/invoice_check';

let t: TestApp;
let client: Client;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  client = await visitor(t.app);
});
afterAll(() => t.close());

const SELLER = { name: '上海徐汇星辰贸易有限公司', uscc: withUsccCheckChar('91310104MA1K77771') };
/** The demo supplier that is a member too (approved registration). */
const MEMBER_SUPPLIER = REGISTRATIONS.find((r) => r.status === 1 && r !== CORE_ENTERPRISE)!;

/** ISO date `days` from today in China (negative: in the past). */
function daysFromToday(days: number): string {
  const today = chinaDate(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const invoice = (overrides: Partial<InvoiceFields> = {}) =>
  renderInvoicePdf({
    sellerName: SELLER.name,
    sellerTaxId: SELLER.uscc,
    buyerName: CORE_ENTERPRISE.enterpriseName,
    buyerTaxId: CORE_ENTERPRISE.usccCode,
    issueDate: daysFromToday(-10),
    ...overrides,
  });

/** Uploads as the wizard does and answers what the upload returned (snake_case keys). */
async function uploaded(
  content: Buffer,
  accept: 'pdf' | 'image' = 'pdf',
  name = accept === 'pdf' ? '发票.pdf' : 'invoice.png',
): Promise<{ file_hash: string; file_path: string; file_name: string }> {
  const res = await upload(client, { name, content }, accept);
  expect(res.json()).toMatchObject({ is_success: true });
  return res.json().data;
}

/** Each test speaks from its own address, so the route's rate limit never counts across tests. */
let address = 0;
function checker() {
  address += 1;
  const remoteAddress = `10.0.5.${address}`;
  return (payload: Record<string, unknown>) =>
    client.request({ method: 'POST', url: CHECK, payload, remoteAddress });
}

async function checkFile(content: Buffer, body: Record<string, unknown> = {}) {
  const file = await uploaded(content);
  const res = await checker()({ file_name: file.file_hash, company_name: SELLER.name, ...body });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** A failed check: the zh-CN message, and its catalogue key (invoice + the reason) with placeholders. */
const failure = (
  reason: string,
  errorMsg: string | RegExp,
  errorParams: Record<string, string> | null = null,
) => ({
  error_no: 0,
  error_info: errorMsg,
  data: {
    isSuccess: false,
    reason,
    errorMsg,
    errorKey: `validation.invoice${reason[0]!.toUpperCase()}${reason.slice(1)}`,
    errorParams,
  },
});
const PASSED = { isSuccess: true, errorMsg: '', reason: null, errorKey: null, errorParams: null };

describe('invoice_check', () => {
  it('passes an invoice of the last six months from the company to a member, named as uploaded', async () => {
    const file = await uploaded(await invoice());
    const check = checker();
    const passed = { error_no: 0, error_info: '', data: PASSED };
    for (const fileName of [file.file_hash, file.file_path, file.file_name]) {
      expect((await check({ file_name: fileName, company_name: SELLER.name })).json()).toEqual(passed);
    }
    // camelCase keys, the credit code compared, the name trimmed.
    const res = await check({
      fileName: file.file_hash,
      companyName: ` ${SELLER.name} `,
      uscCode: SELLER.uscc,
    });
    expect(res.json()).toEqual(passed);
  });

  it('passes on the first day of the period and today, and to any active member', async () => {
    const check = checker();
    for (const fields of [
      { issueDate: sixMonthsBefore(chinaDate(new Date())) },
      { issueDate: daysFromToday(0) },
      { buyerName: MEMBER_SUPPLIER.enterpriseName, buyerTaxId: MEMBER_SUPPLIER.usccCode },
      { sellerName: '上海徐汇星辰（集团）贸易有限公司' },
    ]) {
      const file = await uploaded(await invoice(fields));
      const companyName =
        fields.sellerName?.replace(/[（）]/g, (b) => (b === '（' ? '(' : ')')) ?? SELLER.name;
      const res = await check({ file_name: file.file_hash, company_name: companyName });
      expect(res.json().data).toEqual(PASSED);
    }
  });

  it('refuses an invoice issued by another company, naming both', async () => {
    const json = await checkFile(await invoice({ sellerName: '上海徐汇晨星贸易有限公司' }));
    const message =
      '发票销售方“上海徐汇晨星贸易有限公司”不是上海徐汇星辰贸易有限公司，请上传本企业开具的发票';
    expect(json).toEqual(
      failure('sellerName', message, { seller: '上海徐汇晨星贸易有限公司', company: SELLER.name }),
    );
  });

  it('refuses a seller whose credit code is not the company’s when the code is given', async () => {
    const other = withUsccCheckChar('91310104MA1K77772');
    const json = await checkFile(await invoice(), { usc_code: other });
    expect(json).toEqual(
      failure('sellerTaxId', `发票销售方纳税人识别号${SELLER.uscc}与本企业统一社会信用代码${other}不符`, {
        sellerTaxId: SELLER.uscc,
        uscCode: other,
      }),
    );
  });

  it('refuses a buyer that is not registered on the platform, naming it', async () => {
    const json = await checkFile(
      await invoice({
        buyerName: '杭州未注册采购有限公司',
        buyerTaxId: withUsccCheckChar('91330100MA2B00001'),
      }),
    );
    expect(json).toEqual(
      failure(
        'buyerNotMember',
        '发票购买方杭州未注册采购有限公司未在平台注册，请上传开具给平台注册企业的发票',
        { buyer: '杭州未注册采购有限公司' },
      ),
    );
  });

  it('refuses a buyer whose registration is pending, and a member disabled in the caller’s tenant', async () => {
    const pending = REGISTRATIONS.find((r) => r.status === 0)!;
    const json = await checkFile(
      await invoice({ buyerName: pending.enterpriseName, buyerTaxId: pending.usccCode }),
    );
    expect(json.data.reason).toBe('buyerNotMember');

    const db = t.database.db;
    const [t1] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'T001'));
    const core = and(eq(members.tenantId, t1!.id), eq(members.usccCode, CORE_ENTERPRISE.usccCode));
    await db.update(members).set({ status: 'disabled' }).where(core);
    try {
      // Still active in T002: the visitor's tenant (the default, T001) is the one that counts.
      expect((await checkFile(await invoice())).data.reason).toBe('buyerNotMember');
    } finally {
      await db.update(members).set({ status: 'active' }).where(core);
    }
  });

  it('refuses an invoice older than six months, giving its date and the first day accepted', async () => {
    const earliest = sixMonthsBefore(chinaDate(new Date()));
    const dayBefore = new Date(`${earliest}T00:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    const issued = dayBefore.toISOString().slice(0, 10);
    const cn = (iso: string) =>
      `${iso.slice(0, 4)}年${Number(iso.slice(5, 7))}月${Number(iso.slice(8, 10))}日`;
    const json = await checkFile(await invoice({ issueDate: issued }));
    expect(json).toEqual(
      failure(
        'tooOld',
        `发票开票日期${cn(issued)}不在近六个月内（须在${cn(earliest)}及以后），请上传近六个月内开具的发票`,
        { date: issued, earliest },
      ),
    );
  });

  it('refuses an invoice dated in the future', async () => {
    const tomorrow = daysFromToday(1);
    const json = await checkFile(await invoice({ issueDate: tomorrow }));
    expect(json.data.reason).toBe('futureDate');
    expect(json.data.errorMsg).toContain(`${tomorrow.slice(0, 4)}年${Number(tomorrow.slice(5, 7))}月`);
    expect(json.data.errorMsg).toContain('晚于今天');
    expect(json.data.errorParams).toEqual({ date: tomorrow });
  });

  it('refuses a picture: an invoice must be a PDF', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const file = await uploaded(png, 'image');
    const res = await checker()({ file_name: file.file_name, company_name: SELLER.name });
    expect(res.json()).toEqual(failure('notPdf', '发票须为PDF格式的电子发票，请重新上传'));
  });

  it('refuses a PDF without text (a scan)', async () => {
    const json = await checkFile(await renderPlainPdf(['']));
    expect(json).toEqual(
      failure('noText', '发票中没有可读取的文字，请上传开票系统生成的电子发票PDF，不能是扫描件或图片'),
    );
  });

  it('refuses a broken and an encrypted PDF cleanly', async () => {
    const unreadable = failure('unreadable', '发票文件已损坏或已加密，无法读取，请重新上传');
    expect(await checkFile(Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n这不是发票'))).toEqual(unreadable);
    expect(await checkFile(await renderPlainPdf(['电子发票'], 'secret'))).toEqual(unreadable);
  });

  it('names the fields it cannot read from a PDF that is no invoice', async () => {
    const json = await checkFile(await renderPlainPdf(['购销合同\n甲方：华东重工集团有限公司']));
    expect(json).toEqual(
      failure(
        'fieldsUnreadable',
        '无法从发票中读取发票号码、开票日期、销售方名称和购买方统一社会信用代码/纳税人识别号，请上传完整的电子发票',
        {
          fields: 'invoiceFieldInvoiceNo,invoiceFieldIssueDate,invoiceFieldSellerName,invoiceFieldBuyerTaxId',
        },
      ),
    );
    const withCode = await checkFile(await renderPlainPdf(['购销合同']), { usc_code: SELLER.uscc });
    expect(withCode.data.errorMsg).toContain('销售方统一社会信用代码/纳税人识别号');
  });

  it('answers a file that is not in the store', async () => {
    const res = await checker()({ file_name: 'a'.repeat(64), company_name: SELLER.name });
    expect(res.json()).toEqual(failure('fileMissing', '发票文件不存在，请重新上传'));
  });

  it('refuses missing or malformed fields with 400, naming the field', async () => {
    const check = checker();
    for (const [body, info] of [
      [{ company_name: SELLER.name }, 'fileName: 输入不能为空'],
      [{ file_name: 'a'.repeat(64) }, 'companyName: 输入不能为空'],
      [{ file_name: 'a'.repeat(64), company_name: '  ' }, 'companyName: 输入不能为空'],
      [
        { file_name: 'a'.repeat(64), company_name: '企'.repeat(101) },
        'companyName: 企业名称不能超过100个字符',
      ],
      [{ file_name: 'not-a-file', company_name: SELLER.name }, /^fileName: /],
      [{ file_name: 'a'.repeat(64), company_name: SELLER.name, usc_code: '123' }, /^uscCode: /],
    ] as const) {
      const res = await check(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error_no: ERROR_CODES.VALIDATION, error_info: info });
    }
  });

  it('limits the checks per client address', async () => {
    const check = checker();
    const body = { file_name: 'b'.repeat(64), company_name: SELLER.name };
    for (let i = 0; i < 20; i += 1) expect((await check(body)).statusCode).toBe(200);
    const refused = await check(body);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error_no).toBe(ERROR_CODES.TOO_MANY_REQUESTS);
  });
});
