import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PERMISSIONS } from '@scf/shared';
import { termOptionsOf, voucherPeriod } from '@scf/shared/schemas/financing-apply-page';
import {
  auditLog,
  financingRequestFiles,
  financingRequests,
  financingWarns,
  productRepayTypes,
  products,
} from '@/db/schema.ts';
import { browser, passwordLogin, signedIn } from '@/modules/auth/test-support.ts';
import type { Browser } from '@/modules/auth/test-support.ts';
import {
  COMP01_CODE,
  CORE_CODE,
  CORE_NAME,
  addEnterpriseUser,
  applyCounts,
  branchOf,
  chinaDay,
  documentsOf,
  lineOf,
  memberIdOf,
  payloadText,
  registerKey,
  setLineUsed,
  signText,
  signed,
  signerKey,
  uploadDocuments,
} from '@/modules/financing-apply/test-support.ts';
import type { DocumentConf, SignerKey, UploadedDocument } from '@/modules/financing-apply/test-support.ts';
import { shelfProduct } from '@/modules/financing/test-support.ts';
import type { ShelfProduct } from '@/modules/financing/test-support.ts';
import { tenantIdOf } from '@/modules/member-review/test-support.ts';
import { createTestApp } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';

let t: TestApp;
let comp: Browser;
let key: SignerKey;
let branch: { bankBranchNo: string; bankFullName: string };
let compMemberId: number;
let coreMemberId: number;

const db = () => t.database.db;
const counts = () => applyCounts(db());

const OWN_PAGE = '该产品请通过其专属申请页面申请';
const OPEN_CONFLICT = '您已有该产品的在途融资申请，请勿重复提交';
const INCOMING = '/api/financing/incoming_apply';
const LOAN_TYPE_PATHS = [
  '/api/financing/waybill_apply',
  '/api/financing/scbc_apply',
  '/api/financing/wms_apply',
] as const;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  comp = await signedIn(t.app, 'comp01');
  key = signerKey();
  expect((await registerKey(comp, key)).json()).toMatchObject({ error_no: 0, data: { keyId: key.keyId } });
  branch = await branchOf(db(), 'ICBC');
  compMemberId = await memberIdOf(db(), 'T001', COMP01_CODE);
  coreMemberId = await memberIdOf(db(), 'T001', CORE_CODE);
});
afterAll(() => t.close());

/** The receiving account every page sends (the branch a real one of 中国工商银行). */
const account = () => ({
  rec_account_bank_no: branch.bankBranchNo,
  rec_account_open_bank_name: branch.bankFullName,
  rec_account: '6222020200112233445',
  rec_account_name: '深圳前海鼎盛电子科技有限公司',
});

/** The product's amount range in yuan. */
const rangeYuan = (p: ShelfProduct) => ({ min: p.min / 100, max: p.max === null ? null : p.max / 100 });

/** The stored request and what was written with it. */
async function stored(id: number) {
  const [row] = await db().select().from(financingRequests).where(eq(financingRequests.id, id));
  const files = await db()
    .select({ documentCode: financingRequestFiles.documentCode, fileName: financingRequestFiles.fileName })
    .from(financingRequestFiles)
    .where(eq(financingRequestFiles.requestId, id))
    .orderBy(asc(financingRequestFiles.sortOrder));
  const warns = await db()
    .select({ institutionId: financingWarns.institutionId })
    .from(financingWarns)
    .where(eq(financingWarns.requestId, id));
  const audits = await db()
    .select({ action: auditLog.action, actorUserId: auditLog.actorUserId, detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'financing_request'), eq(auditLog.entityId, String(id))));
  return { row: row!, files, warns, audits };
}

describe('incoming_apply, the credit variant (a drawing on the applicant’s line)', () => {
  let product: ShelfProduct;
  let documents: DocumentConf[];
  let uploaded: UploadedDocument[];
  let line: NonNullable<Awaited<ReturnType<typeof lineOf>>>;
  let terms: number[];
  let amount: string;

  beforeAll(async () => {
    product = await shelfProduct(db(), 'T001', 'ORG_DXXD', 0, 'credit', 'FSP');
    line = (await lineOf(db(), compMemberId, product.id))!;
    expect(line).not.toBeNull();
    documents = await documentsOf(db(), product.id);
    expect(documents.length).toBeGreaterThan(1);
    uploaded = await uploadDocuments(db(), documents, 'credit');
    const [repay] = await db()
      .select()
      .from(productRepayTypes)
      .where(
        and(eq(productRepayTypes.productId, product.id), eq(productRepayTypes.repayType, line.repayType)),
      );
    terms = termOptionsOf(repay?.loanTermList, repay?.loanTermUnit).filter(
      (m) => m >= (product.periodMin ?? 1) && m <= (product.periodMax ?? 999),
    );
    expect(terms.length).toBeGreaterThan(0);
    const { min, max } = rangeYuan(product);
    amount = String(Math.max(min, Math.min(500_000, max ?? 500_000, line.creditAmountFen / 100)));
  });

  const body = (change: Record<string, unknown> = {}) => ({
    product_id: String(product.id),
    product_code: product.productCode,
    ...account(),
    incoming_amount: amount,
    incoming_duration: String(terms[0]),
    memo: '支付供应商货款',
    document_list: uploaded,
    agreement_checked: true,
    ...change,
  });

  it('runs the spec’s checks in order: each field added brings the next message', async () => {
    const before = await counts();
    const steps: [Record<string, unknown>, string][] = [
      [{}, 'bankCode: 银行不能为空'],
      [{ rec_account_bank_no: branch.bankBranchNo }, 'recAccountOpenBankName: 开户行全称不能为空'],
      [{ rec_account_open_bank_name: branch.bankFullName }, 'recAccount: 收款账号不能为空'],
      [{ rec_account: '6222020200112233445' }, 'recAccountName: 收款账号名称不能为空'],
      [{ rec_account_name: '深圳前海鼎盛电子科技有限公司' }, 'incomingAmount: 贷款金额不能为空'],
      [{ incoming_amount: amount }, 'incomingDuration: 贷款期限不能为空'],
      [
        { incoming_duration: String(terms[0]) },
        `document.${documents[0]!.documentCode}: 请上传${documents[0]!.documentName}`,
      ],
      ...documents
        .slice(1)
        .map((doc, i): [Record<string, unknown>, string] => [
          { document_list: uploaded.slice(0, i + 1) },
          `document.${doc.documentCode}: 请上传${doc.documentName}`,
        ]),
    ];
    expect(product.hasAgreements).toBe(true);
    steps.push([{ document_list: uploaded }, 'agreementChecked: 请阅读并勾选同意协议']);
    let sent: Record<string, unknown> = { product_id: product.id };
    for (const [change, message] of steps) {
      sent = { ...sent, ...change };
      const res = await comp.post(INCOMING, sent);
      expect(res.json(), JSON.stringify(change)).toMatchObject({
        error_no: ERROR_CODES.VALIDATION,
        error_info: message,
      });
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses amounts, terms, documents and branches the product or the line does not allow, writing nothing', async () => {
    const before = await counts();
    const { min, max } = rangeYuan(product);
    const between = Array.from({ length: 999 }, (_, i) => i + 1).find(
      (m) => m > (product.periodMin ?? 1) && m < (product.periodMax ?? 999) && !terms.includes(m),
    );
    const [first, ...rest] = uploaded;
    const cases: [Record<string, unknown>, string][] = [
      [{ incoming_amount: '0' }, 'incomingAmount: 贷款金额应为正数'],
      [{ incoming_amount: '-100' }, 'incomingAmount: 贷款金额应为正数'],
      [{ incoming_amount: '一百万' }, 'incomingAmount: 贷款金额应为正数'],
      [{ incoming_amount: '123456789012345' }, 'incomingAmount: 贷款金额最多14位整数、2位小数'],
      [{ incoming_amount: '1000.001' }, 'incomingAmount: 贷款金额最多14位整数、2位小数'],
      [{ incoming_amount: String(min - 1) }, 'incomingAmount: 贷款金额不在范围内'],
      [
        { incoming_duration: String((product.periodMin ?? 1) - 1) },
        'incomingDuration: 贷款期限不满足申请范围',
      ],
      [
        { incoming_duration: String((product.periodMax ?? 998) + 1) },
        'incomingDuration: 贷款期限不满足申请范围',
      ],
      [{ incoming_duration: '6.5' }, 'incomingDuration: 贷款期限不满足申请范围'],
      [{ rec_account: '6222-0202' }, 'recAccount: 收款账号最多32位数字'],
      [{ rec_account_name: '账'.repeat(33) }, 'recAccountName: 收款账号名称不能超过32个字符'],
      [{ product_code: 'T001-NOT-THIS' }, 'productCode: 产品编号不正确'],
      [
        { document_list: [{ ...first, file_name: `${'合'.repeat(37)}.pdf` }, ...rest] },
        'documentList.0.fileName: 文件名称过长，请精简',
      ],
      [
        { document_list: [{ ...first, file_name: `${documents[0]!.documentName}.exe` }, ...rest] },
        `document.${documents[0]!.documentCode}: 请按照规定大小与格式上传${documents[0]!.documentName}`,
      ],
      [
        { document_list: [{ ...first, file_path: `/api/files/${'0'.repeat(64)}` }, ...rest] },
        'documentList: 上传的文件不存在，请重新上传',
      ],
      [{ rec_account_bank_no: '999999999999' }, 'recAccountOpenBankName: 开户行不存在或不属于所选开户银行'],
      [{ agreement_checked: false }, 'agreementChecked: 请阅读并勾选同意协议'],
    ];
    if (max !== null)
      cases.push([{ incoming_amount: String(max + 1) }, 'incomingAmount: 贷款金额不在范围内']);
    // A term within the product's range that the line's repay type does not offer.
    if (between !== undefined)
      cases.push([{ incoming_duration: String(between) }, 'incomingDuration: 贷款期限不满足申请范围']);
    for (const [change, message] of cases) {
      const res = await comp.post(INCOMING, body(change));
      expect(res.json(), JSON.stringify(change)).toMatchObject({
        error_no: ERROR_CODES.VALIDATION,
        error_info: message,
      });
    }

    // The line covers less than the amount (loans on it used the rest): 授信额度不足.
    const amountFen = Number(amount) * 100;
    await setLineUsed(db(), line.id, line.creditAmountFen - (amountFen - 100));
    try {
      const short = await comp.post(INCOMING, body());
      expect(short.json()).toMatchObject({
        error_no: ERROR_CODES.VALIDATION,
        error_info: 'incomingAmount: 授信额度不足',
      });
    } finally {
      await setLineUsed(db(), line.id, 0);
    }
    expect(await counts()).toEqual(before);
  });

  it('stores one of two identical submissions made at once, drawing on the applicant’s line', async () => {
    const before = await counts();
    const sent = body({ rec_account_open_bank_name: '工行北京' });
    const replies = await Promise.all([comp.post(INCOMING, sent), comp.post(INCOMING, sent)]);
    expect(replies.map((r) => r.json().error_no).sort(), replies.map((r) => r.body).join()).toEqual([
      0,
      ERROR_CODES.CONFLICT,
    ]);
    const refused = replies.find((r) => r.json().error_no !== 0)!;
    expect(refused.json().error_info).toBe(OPEN_CONFLICT);
    const created = replies.find((r) => r.json().error_no === 0)!.json().data as {
      id: number;
      applyCode: string;
    };
    expect(created.applyCode).toMatch(/^RZ\d{18}$/);

    const { row, files, warns, audits } = await stored(created.id);
    expect(row).toMatchObject({
      kind: 'product',
      channel: 'page',
      status: 'submitted',
      memberId: compMemberId,
      productId: product.id,
      institutionId: product.institutionId,
      financeAmountFen: Number(amount) * 100,
      financePeriod: terms[0],
      financePurpose: '支付供应商货款',
      guarantTypes: [],
    });
    // The branch's name is the registry's, not what the client typed.
    expect(row.detail).toEqual({
      page: 'credit',
      recAccountBankNo: branch.bankBranchNo,
      recAccountOpenBankName: branch.bankFullName,
      recAccount: '6222020200112233445',
      recAccountName: '深圳前海鼎盛电子科技有限公司',
      creditLineId: line.id,
    });
    expect(files).toEqual(
      documents.map((d) => ({ documentCode: d.documentCode, fileName: `${d.documentName}.pdf` })),
    );
    expect(warns).toEqual([{ institutionId: product.institutionId }]);
    expect(audits).toEqual([
      {
        action: 'apply',
        actorUserId: expect.any(Number),
        detail: { channel: 'page', productId: product.id, financeAmountFen: Number(amount) * 100 },
      },
    ]);
    const after = await counts();
    expect(after).toEqual({
      ...before,
      financingRequests: before.financingRequests! + 1,
      financingRequestFiles: before.financingRequestFiles! + documents.length,
      financingWarns: before.financingWarns! + 1,
      auditLog: before.auditLog! + 1,
    });
    // Applying does not use the line yet: the loan does.
    expect((await lineOf(db(), compMemberId, product.id))!.usedAmountFen).toBe(0);
  });

  it('answers no credit on a product without a line, and sends loan-type products to their own page', async () => {
    const before = await counts();
    const unlined = await shelfProduct(db(), 'T001', 'ORG_CJRCB', 0, 'credit', 'FSP');
    expect(await lineOf(db(), compMemberId, unlined.id)).toBeNull();
    const noLine = await comp.post(INCOMING, body({ product_id: unlined.id, product_code: undefined }));
    expect(noLine.json()).toMatchObject({
      error_no: ERROR_CODES.CONFLICT,
      error_info: '抱歉，您尚未获得此产品的授信额度，暂无法申请融资',
    });
    const ownPages = await Promise.all([
      shelfProduct(db(), 'T001', 'ORG_HCB', 0, 'credit', 'LOGMIS'),
      shelfProduct(db(), 'T001', 'ORG_HCB', 0, 'credit', 'SCBC'),
      shelfProduct(db(), 'T001', 'ORG_HCB', 0, 'credit', 'WMS'),
      shelfProduct(db(), 'T001', 'ORG_HCB', 0, 'voucher', 'LOGMIS'),
      shelfProduct(db(), 'T001', 'ORG_HCB', 0, 'voucher', 'WMS'),
    ]);
    for (const p of ownPages) {
      const res = await comp.post(INCOMING, { product_id: p.id });
      expect(res.json(), p.productCode).toMatchObject({
        error_no: ERROR_CODES.CONFLICT,
        error_info: OWN_PAGE,
      });
    }
    expect(await counts()).toEqual(before);
  });
});

describe('incoming_apply, the voucher variant (a bill on a cash-out party’s line, signed)', () => {
  let product: ShelfProduct;
  let documents: DocumentConf[];
  let uploaded: UploadedDocument[];
  let coreLineId: number;
  const amount = '500000';

  beforeAll(async () => {
    // The demo's open cases leave the second FSP voucher product of 海川银行 free.
    product = await shelfProduct(db(), 'T001', 'ORG_HCB', 1, 'voucher');
    const { min, max } = rangeYuan(product);
    expect(Number(amount)).toBeGreaterThanOrEqual(min);
    expect(max === null || max >= 1_300_000).toBe(true);
    documents = await documentsOf(db(), product.id);
    uploaded = await uploadDocuments(db(), documents, 'voucher');
    const core = await lineOf(db(), coreMemberId, product.id);
    expect(core?.creditAmountFen).toBe(1_200_000_000_000);
    coreLineId = core!.id;
  });

  const body = (change: Record<string, unknown> = {}): Record<string, unknown> => ({
    product_id: String(product.id),
    product_code: product.productCode,
    ...account(),
    incoming_amount: amount,
    voucher_code: '130158100003120260315000123',
    voucher_amount: '600000',
    cash_date: chinaDay(90),
    creditor: CORE_NAME,
    credit_user_code: CORE_CODE,
    memo: '票据融资',
    document_list: uploaded,
    agreement_checked: true,
    ...change,
  });

  it('checks the bill, the cash date and the cash-out party in the spec’s order', async () => {
    const before = await counts();
    const prefix = {
      product_id: String(product.id),
      ...account(),
      incoming_amount: amount,
    };
    const steps: [Record<string, unknown>, string][] = [
      [{}, 'voucherCode: 票据编号不能为空'],
      [{ voucher_code: 'BILL-001' }, 'voucherAmount: 票据金额不能为空'],
      [{ voucher_amount: '0' }, 'voucherAmount: 票据金额应为正数'],
      [{ voucher_amount: '-1' }, 'voucherAmount: 票据金额应为正数'],
      [{ voucher_amount: '12345678901234567' }, 'voucherAmount: 票据金额最多16位整数、2位小数'],
      [{ voucher_amount: String(Number(amount) - 0.01) }, 'voucherAmount: 票据金额不能小于贷款金额'],
      [{ voucher_amount: '2000000' }, 'cashDate: 兑付日期不能为空'],
      [{ cash_date: chinaDay(-1) }, 'cashDate: 兑付日期不能早于今天'],
      [{ cash_date: '2030/01/01' }, 'cashDate: 兑付日期格式应为YYYY-MM-DD'],
      [{ cash_date: '2030-02-30' }, 'cashDate: 兑付日期格式应为YYYY-MM-DD'],
      [{ cash_date: chinaDay(0) }, 'creditUserCode: 请选择兑付方'],
      [{ credit_user_code: COMP01_CODE }, 'creditUserCode: 不能选择本企业作为兑付方'],
      // The core enterprise's 1.2e12-fen line covers amount × 1,000,000 up to 1,200,000 yuan.
      [{ credit_user_code: CORE_CODE, incoming_amount: '1200000.01' }, 'creditUserCode: 授信额度不足'],
      [{ incoming_amount: '1300000' }, 'creditUserCode: 授信额度不足'],
      [
        { incoming_amount: '1200000' },
        `document.${documents[0]!.documentCode}: 请上传${documents[0]!.documentName}`,
      ],
      [{ document_list: uploaded }, 'agreementChecked: 请阅读并勾选同意协议'],
      [
        { agreement_checked: true, credit_user_code: '91110000600000000X' },
        'creditUserCode: 兑付方不存在或未获得此产品的授信额度',
      ],
      [{ credit_user_code: CORE_CODE }, 'certContent: 获取证书失败'],
    ];
    let sent: Record<string, unknown> = prefix;
    for (const [change, message] of steps) {
      sent = { ...sent, ...change };
      const res = await comp.post(INCOMING, sent);
      expect(res.json(), JSON.stringify(change)).toMatchObject({
        error_no: ERROR_CODES.VALIDATION,
        error_info: message,
      });
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses a signature over other content, a field changed after signing, and keys not the caller’s', async () => {
    // A key of another user: comp01 of T002 registers it.
    const foreign = signerKey();
    const foreignComp = await signedIn(t.app, 'comp01', 'T002');
    expect((await registerKey(foreignComp, foreign)).json().error_no).toBe(0);
    const before = await counts();
    const invalid = 'certContent: 签名校验失败，请重新提交';
    const lost = 'certContent: 获取证书失败';

    const otherContent = {
      ...body(),
      cert_content: signed(body({ voucher_amount: '900000' }), key).cert_content,
    };
    const tampered = { ...signed(body(), key), voucher_amount: '700000' };
    const text = payloadText(body());
    const other = signerKey();
    const wrongSignature = {
      ...body(),
      cert_content: { key_id: key.keyId, content: text, signature: signText(other, text) },
    };
    const garbage = {
      ...body(),
      cert_content: { key_id: key.keyId, content: text, signature: 'AAAAAAAAAAAAAAAAAAAAAAAA' },
    };
    const cases: [Record<string, unknown>, string][] = [
      [otherContent, invalid],
      [tampered, invalid],
      [wrongSignature, invalid],
      [garbage, invalid],
      [signed(body(), foreign), lost],
      [signed(body(), other), lost],
    ];
    for (const [sent, message] of cases) {
      const res = await comp.post(INCOMING, sent);
      expect(res.json()).toMatchObject({ error_no: ERROR_CODES.VALIDATION, error_info: message });
    }
    expect(await counts()).toEqual(before);
  });

  it('stores a signed application with its bill, its cash-out party and the party’s line', async () => {
    const before = await counts();
    const cashDate = chinaDay(90);
    const sent = signed(body({ cash_date: cashDate, credit_user_code: CORE_CODE.toLowerCase() }), key);
    const res = await comp.post(INCOMING, sent);
    expect(res.json(), res.body).toMatchObject({ error_no: 0 });
    const { id } = res.json().data as { id: number };
    const { row, files, warns, audits } = await stored(id);
    expect(row).toMatchObject({
      channel: 'page',
      kind: 'product',
      status: 'submitted',
      productId: product.id,
      financeAmountFen: 50_000_000,
      financePeriod: voucherPeriod(cashDate),
    });
    expect(row.detail).toMatchObject({
      page: 'voucher',
      voucherCode: '130158100003120260315000123',
      voucherAmountFen: 60_000_000,
      cashDate,
      creditor: CORE_NAME,
      creditUserCode: CORE_CODE,
      creditLineId: coreLineId,
      cert: { keyId: key.keyId, signature: (sent.cert_content as { signature: string }).signature },
      recAccountBankNo: branch.bankBranchNo,
    });
    expect(files.map((f) => f.documentCode)).toEqual(documents.map((d) => d.documentCode));
    expect(warns).toEqual([{ institutionId: product.institutionId }]);
    expect(audits.map((a) => a.action)).toEqual(['apply']);
    expect(await counts()).toMatchObject({
      financingRequests: before.financingRequests! + 1,
      creditLines: before.creditLines,
    });
    const again = await comp.post(INCOMING, signed(body(), key));
    expect(again.json()).toMatchObject({ error_no: ERROR_CODES.CONFLICT, error_info: OPEN_CONFLICT });
  });
});

describe('incoming_apply on a receivable product (the discount page)', () => {
  it('stores the application with channel discount, on the cash-out party’s line', async () => {
    const receivable = await shelfProduct(db(), 'T001', 'ORG_ZRHT', 0, 'receivable');
    const logmisReceivable = await shelfProduct(db(), 'T001', 'ORG_ZRHT', 0, 'receivable', 'LOGMIS');
    for (const p of [receivable, logmisReceivable]) {
      const documents = await documentsOf(db(), p.id);
      const { min } = rangeYuan(p);
      const amount = String(Math.max(min, 300_000));
      const sent = signed(
        {
          product_id: p.id,
          ...account(),
          incoming_amount: amount,
          voucher_code: 'YSZK-2026-0001',
          voucher_amount: amount,
          cash_date: chinaDay(30),
          credit_user_code: CORE_CODE,
          document_list: await uploadDocuments(db(), documents, `discount ${p.id}`),
          agreement_checked: true,
        },
        key,
      );
      const res = await comp.post(INCOMING, sent);
      expect(res.json(), res.body).toMatchObject({ error_no: 0 });
      const { row } = await stored(res.json().data.id as number);
      expect(row.channel).toBe('discount');
      expect(row.detail).toMatchObject({
        page: 'discount',
        creditUserCode: CORE_CODE,
        creditLineId: (await lineOf(db(), coreMemberId, p.id))!.id,
      });
    }
  });

  it('needs finance apply list for a receivable product and finance apply for the others', async () => {
    await addEnterpriseUser(db(), 'T001', 'compapply', 'Cmp#20261', compMemberId, [
      PERMISSIONS.finance.apply,
    ]);
    await addEnterpriseUser(db(), 'T001', 'complist', 'Cmp#20262', compMemberId, [
      PERMISSIONS.finance.applyList,
    ]);
    const applyOnly = browser(t.app);
    const listOnly = browser(t.app);
    expect(
      (await passwordLogin(applyOnly, { account: 'compapply', password: 'Cmp#20261' })).json().error_no,
    ).toBe(0);
    expect(
      (await passwordLogin(listOnly, { account: 'complist', password: 'Cmp#20262' })).json().error_no,
    ).toBe(0);
    const receivable = await shelfProduct(db(), 'T001', 'ORG_JNB', 0, 'receivable');
    const voucher = await shelfProduct(db(), 'T001', 'ORG_JNB', 0, 'voucher');
    const before = await counts();
    for (const [client, p] of [
      [applyOnly, receivable],
      [listOnly, voucher],
    ] as const) {
      const res = await client.post(INCOMING, { product_id: p.id });
      expect(res.json(), p.productCode).toMatchObject({ error_no: ERROR_CODES.FORBIDDEN });
    }
    // The permission each has lets it past the door: the product's rules speak next.
    expect((await applyOnly.post(INCOMING, { product_id: voucher.id })).json().error_info).toBe(
      'bankCode: 银行不能为空',
    );
    expect((await listOnly.post(INCOMING, { product_id: receivable.id })).json().error_info).toBe(
      'bankCode: 银行不能为空',
    );
    expect(await counts()).toEqual(before);
  });
});

describe('who may apply, in which tenant', () => {
  it('refuses users without the permission codes, visitors, and products of another tenant or off shelf', async () => {
    const before = await counts();
    const comp02 = await signedIn(t.app, 'comp02');
    const bank = await signedIn(t.app, 'bank01');
    const voucher = await shelfProduct(db(), 'T001', 'ORG_JNB', 0, 'voucher');
    for (const client of [comp02, bank]) {
      for (const path of [INCOMING, ...LOAN_TYPE_PATHS]) {
        const res = await client.post(path, { product_id: voucher.id });
        expect(res.json(), path).toMatchObject({ error_no: ERROR_CODES.FORBIDDEN });
      }
    }
    for (const path of [INCOMING, ...LOAN_TYPE_PATHS]) {
      expect((await browser(t.app).post(path, { product_id: voucher.id })).statusCode, path).not.toBe(200);
    }

    const foreign = await Promise.all([
      shelfProduct(db(), 'T002', 'ORG_HCB', 1, 'voucher'),
      shelfProduct(db(), 'T002', 'ORG_HCB', 0, 'credit', 'LOGMIS'),
      shelfProduct(db(), 'T002', 'ORG_HCB', 0, 'credit', 'SCBC'),
      shelfProduct(db(), 'T002', 'ORG_HCB', 0, 'credit', 'WMS'),
    ]);
    const t001 = await tenantIdOf(db(), 'T001');
    const [offShelf] = await db()
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.tenantId, t001), ne(products.productStatus, 3), eq(products.loanType, 'FSP')))
      .orderBy(asc(products.id));
    for (const p of foreign) {
      const res = await comp.post(INCOMING, { product_id: p.id });
      expect(res.json(), p.productCode).toMatchObject({
        error_no: ERROR_CODES.NOT_FOUND,
        error_info: '产品不存在或已下架',
      });
    }
    expect((await comp.post(INCOMING, { product_id: offShelf!.id })).json()).toMatchObject({
      error_no: ERROR_CODES.NOT_FOUND,
      error_info: '产品不存在或已下架',
    });
    expect((await comp.post(INCOMING, { product_id: '0' })).json()).toMatchObject({
      error_no: ERROR_CODES.VALIDATION,
      error_info: 'productId: 产品编号不正确',
    });
    expect(await counts()).toEqual(before);
  });
});

/** A loan-type page's case: its path, product, rows and what it stores. */
interface LoanTypeCase {
  name: string;
  path: (typeof LOAN_TYPE_PATHS)[number];
  loanType: 'LOGMIS' | 'SCBC' | 'WMS';
  list: string;
  amountField: string;
  channel: string;
  row: (i: number) => Record<string, unknown>;
  /** The row value (yuan) each row carries. */
  rowValue: number;
  overRows: string;
  rowCases: [(rows: Record<string, unknown>[]) => Record<string, unknown>[], string][];
}

const CASES: LoanTypeCase[] = [
  {
    name: 'waybill_apply (LOGMIS: waybills)',
    path: '/api/financing/waybill_apply',
    loanType: 'LOGMIS',
    list: 'waybill_list',
    amountField: 'freightAmount',
    channel: 'waybill',
    rowValue: 400_000,
    row: (i) => ({
      waybill_no: `YD-2026-${i}`,
      consignor: '深圳前海鼎盛电子科技有限公司',
      origin: '深圳',
      destination: '上海',
      ship_date: chinaDay(-i),
      freight_amount: '400000',
    }),
    overRows: 'incomingAmount: 融资金额不能超过运单运费合计',
    rowCases: [
      [() => [], 'waybillList: 请添加1到50条运单'],
      [(r) => [{ ...r[0], waybill_no: '' }, r[1]!], 'waybillList.0.waybillNo: 运单号不能为空'],
      [
        (r) => [{ ...r[0], waybill_no: 'YD 01' }, r[1]!],
        'waybillList.0.waybillNo: 运单号只能包含字母、数字和短横线，最多30位',
      ],
      [(r) => [r[0]!, { ...r[1], waybill_no: 'yd-2026-1' }], 'waybillList.1: 运单号不能重复'],
      [
        (r) => [r[0]!, { ...r[1], ship_date: chinaDay(1) }],
        'waybillList.1.shipDate: 发运日期应为不晚于今天的日期',
      ],
      [
        (r) => [{ ...r[0], ship_date: '2026-13-01' }, r[1]!],
        'waybillList.0.shipDate: 发运日期应为不晚于今天的日期',
      ],
      [
        (r) => [{ ...r[0], freight_amount: '100.001' }, r[1]!],
        'waybillList.0.freightAmount: 运费金额应大于0，最多14位整数、2位小数（元）',
      ],
      [
        (r) => [{ ...r[0], freight_amount: '0' }, r[1]!],
        'waybillList.0.freightAmount: 运费金额应大于0，最多14位整数、2位小数（元）',
      ],
      [(r) => [{ ...r[0], consignor: ' ' }, r[1]!], 'waybillList.0.consignor: 托运方不能为空'],
    ],
  },
  {
    name: 'scbc_apply (SCBC: receivables)',
    path: '/api/financing/scbc_apply',
    loanType: 'SCBC',
    list: 'receivable_list',
    amountField: 'receivableAmount',
    channel: 'scbc',
    rowValue: 600_000,
    row: (i) => ({
      debtor_name: CORE_NAME,
      contract_no: `HT-2026-00${i}`,
      invoice_no: `04403190011${i}`,
      receivable_amount: '600000',
      due_date: chinaDay(i - 1),
    }),
    overRows: 'incomingAmount: 融资金额不能超过应收账款金额合计',
    rowCases: [
      [() => [], 'receivableList: 请添加1到50笔应收账款'],
      [
        (r) => [{ ...r[0], invoice_no: '1234567' }, r[1]!],
        'receivableList.0.invoiceNo: 发票号码应为8到20位数字',
      ],
      [
        (r) => [{ ...r[0], invoice_no: '1'.repeat(21) }, r[1]!],
        'receivableList.0.invoiceNo: 发票号码应为8到20位数字',
      ],
      [
        (r) => [{ ...r[0], invoice_no: 'A2345678' }, r[1]!],
        'receivableList.0.invoiceNo: 发票号码应为8到20位数字',
      ],
      [(r) => [r[0]!, { ...r[1], invoice_no: r[0]!.invoice_no }], 'receivableList.1: 发票号码不能重复'],
      [
        (r) => [r[0]!, { ...r[1], due_date: chinaDay(-1) }],
        'receivableList.1.dueDate: 到期日应为不早于今天的日期',
      ],
      [(r) => [{ ...r[0], debtor_name: '' }, r[1]!], 'receivableList.0.debtorName: 债务人名称不能为空'],
      [
        (r) => [{ ...r[0], receivable_amount: '-5' }, r[1]!],
        'receivableList.0.receivableAmount: 应收账款金额应大于0，最多14位整数、2位小数（元）',
      ],
    ],
  },
  {
    name: 'wms_apply (WMS: warehouse receipts)',
    path: '/api/financing/wms_apply',
    loanType: 'WMS',
    list: 'receipt_list',
    amountField: 'receiptValue',
    channel: 'wms',
    rowValue: 800_000,
    row: (i) => ({
      receipt_no: `CD-2026-00${i}`,
      warehouse_name: '上海外高桥保税仓储有限公司',
      goods_name: '电解铜',
      quantity: '120.5',
      unit: '吨',
      receipt_value: '800000',
      expiry_date: chinaDay(30 * i),
    }),
    overRows: 'incomingAmount: 融资金额不能超过仓单货值合计',
    rowCases: [
      [() => [], 'receiptList: 请添加1到50张仓单'],
      [(r) => [{ ...r[0], receipt_no: '' }, r[1]!], 'receiptList.0.receiptNo: 仓单编号不能为空'],
      [
        (r) => [{ ...r[0], receipt_no: 'CD 001' }, r[1]!],
        'receiptList.0.receiptNo: 仓单编号只能包含字母、数字和短横线，最多40位',
      ],
      [(r) => [r[0]!, { ...r[1], receipt_no: 'cd-2026-001' }], 'receiptList.1: 仓单编号不能重复'],
      [
        (r) => [{ ...r[0], quantity: '0' }, r[1]!],
        'receiptList.0.quantity: 数量应大于0，最多12位整数、3位小数',
      ],
      [
        (r) => [{ ...r[0], quantity: '1.2345' }, r[1]!],
        'receiptList.0.quantity: 数量应大于0，最多12位整数、3位小数',
      ],
      [
        (r) => [{ ...r[0], expiry_date: chinaDay(-1) }, r[1]!],
        'receiptList.0.expiryDate: 仓单到期日应为不早于今天的日期',
      ],
      [(r) => [{ ...r[0], unit: '' }, r[1]!], 'receiptList.0.unit: 计量单位不能为空'],
    ],
  },
];

describe.each(CASES)('$name', (c) => {
  let product: ShelfProduct;
  let documents: DocumentConf[];
  let uploaded: UploadedDocument[];
  let amount: number;

  beforeAll(async () => {
    product = await shelfProduct(db(), 'T001', 'ORG_HCB', 0, 'credit', c.loanType);
    documents = await documentsOf(db(), product.id);
    uploaded = await uploadDocuments(db(), documents, c.loanType);
    const { min, max } = rangeYuan(product);
    // Within the product's range and the two rows' value.
    amount = Math.max(min, Math.min(c.rowValue, max ?? c.rowValue));
    expect(amount).toBeLessThanOrEqual(2 * c.rowValue);
  });

  const rows = () => [c.row(1), c.row(2)];
  const body = (change: Record<string, unknown> = {}) => ({
    product_id: String(product.id),
    incoming_amount: String(amount),
    incoming_duration: String(product.periodMin),
    memo: '补充流动资金',
    [c.list]: rows(),
    document_list: uploaded,
    agreement_checked: true,
    ...change,
  });

  it('refuses bad rows, amounts, terms, documents and the agreement, writing nothing', async () => {
    const before = await counts();
    const { max } = rangeYuan(product);
    const cases: [Record<string, unknown>, string][] = [
      ...c.rowCases.map(([edit, message]): [Record<string, unknown>, string] => [
        { [c.list]: edit(rows()) },
        message,
      ]),
      [{ incoming_amount: '' }, 'incomingAmount: 贷款金额不能为空'],
      [{ incoming_amount: '0' }, 'incomingAmount: 贷款金额应为正数'],
      [{ incoming_amount: '1.001' }, 'incomingAmount: 贷款金额最多14位整数、2位小数'],
      [{ incoming_amount: String(2 * c.rowValue + 1) }, c.overRows],
      [{ incoming_duration: '' }, 'incomingDuration: 贷款期限不能为空'],
      [
        { incoming_duration: String((product.periodMax ?? 998) + 1) },
        'incomingDuration: 贷款期限不满足申请范围',
      ],
      [
        { incoming_duration: String((product.periodMin ?? 1) - 1) },
        'incomingDuration: 贷款期限不满足申请范围',
      ],
      [{ document_list: [] }, `document.${documents[0]!.documentCode}: 请上传${documents[0]!.documentName}`],
      [
        { document_list: uploaded.slice(0, -1) },
        `document.${documents.at(-1)!.documentCode}: 请上传${documents.at(-1)!.documentName}`,
      ],
      [
        { document_list: uploaded.map((d, i) => (i === 0 ? { ...d, file_name: 'licence.zip' } : d)) },
        `document.${documents[0]!.documentCode}: 请按照规定大小与格式上传${documents[0]!.documentName}`,
      ],
      [{ agreement_checked: false }, 'agreementChecked: 请阅读并勾选同意协议'],
      [{ memo: '用'.repeat(101) }, 'memo: 融资用途不能超过100个字符'],
    ];
    if (max !== null) {
      // Rows worth more than the product's maximum: the product's range speaks first.
      const big = Array.from({ length: Math.ceil((max + 1) / c.rowValue) + 1 }, (_, i) => c.row(i + 1));
      cases.push([{ incoming_amount: String(max + 1), [c.list]: big }, 'incomingAmount: 贷款金额不在范围内']);
    }
    for (const [change, message] of cases) {
      const res = await comp.post(c.path, body(change));
      expect(res.json(), JSON.stringify(change)).toMatchObject({
        error_no: ERROR_CODES.VALIDATION,
        error_info: message,
      });
    }
    // Products of another loan type, and receivable ones of this loan type (the discount page's).
    const t001 = await tenantIdOf(db(), 'T001');
    const receivables = await db()
      .select({ id: products.id, productCode: products.productCode })
      .from(products)
      .where(
        and(
          eq(products.tenantId, t001),
          eq(products.productStatus, 3),
          eq(products.loanType, c.loanType),
          eq(products.financeTypeCode, 'receivable'),
        ),
      );
    const other = CASES.find((o) => o.loanType !== c.loanType)!;
    const elsewhere = [
      await shelfProduct(db(), 'T001', 'ORG_HCB', 0, 'credit', 'FSP'),
      await shelfProduct(db(), 'T001', 'ORG_HCB', 0, 'credit', other.loanType),
      ...receivables,
    ];
    for (const p of elsewhere) {
      const res = await comp.post(c.path, body({ product_id: p.id }));
      expect(res.json(), p.productCode).toMatchObject({
        error_no: ERROR_CODES.CONFLICT,
        error_info: OWN_PAGE,
      });
    }
    // The same loan type in another tenant: no such product here.
    const foreign = await shelfProduct(db(), 'T002', 'ORG_HCB', 0, 'credit', c.loanType);
    expect((await comp.post(c.path, body({ product_id: foreign.id }))).json()).toMatchObject({
      error_no: ERROR_CODES.NOT_FOUND,
      error_info: '产品不存在或已下架',
    });
    expect(await counts()).toEqual(before);
  });

  it('stores the application with its rows, amounts in fen', async () => {
    const before = await counts();
    const res = await comp.post(c.path, body());
    expect(res.json(), res.body).toMatchObject({ error_no: 0 });
    const { row, files, warns, audits } = await stored(res.json().data.id as number);
    expect(row).toMatchObject({
      channel: c.channel,
      kind: 'product',
      status: 'submitted',
      productId: product.id,
      financeAmountFen: amount * 100,
      financePeriod: product.periodMin,
      financePurpose: '补充流动资金',
    });
    const listKey = c.list.replace(/_(\w)/g, (_, ch: string) => ch.toUpperCase());
    const storedRows = (row.detail as Record<string, Record<string, unknown>[]>)[listKey]!;
    expect(row.detail).toMatchObject({ page: c.channel });
    expect(storedRows).toHaveLength(2);
    for (const r of storedRows) {
      expect(r[`${c.amountField}Fen`]).toBe(c.rowValue * 100);
      expect(r).not.toHaveProperty(c.amountField);
    }
    expect(files.map((f) => f.documentCode)).toEqual(documents.map((d) => d.documentCode));
    expect(warns).toEqual([{ institutionId: product.institutionId }]);
    expect(audits).toEqual([
      expect.objectContaining({ action: 'apply', detail: expect.objectContaining({ channel: c.channel }) }),
    ]);
    expect(await counts()).toEqual({
      ...before,
      financingRequests: before.financingRequests! + 1,
      financingRequestFiles: before.financingRequestFiles! + documents.length,
      financingWarns: before.financingWarns! + 1,
      auditLog: before.auditLog! + 1,
    });
    const again = await comp.post(c.path, body());
    expect(again.json()).toMatchObject({ error_no: ERROR_CODES.CONFLICT, error_info: OPEN_CONFLICT });
  });
});
