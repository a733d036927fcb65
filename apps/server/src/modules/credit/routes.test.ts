import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '@scf/shared';
import type { CreCreditRow, CreditorRow } from '@scf/shared/schemas/financing-apply-page';
import { accountManagers, financingRequests, institutions, members, products } from '@/db/schema.ts';
import { signedIn } from '@/modules/auth/test-support.ts';
import type { Browser } from '@/modules/auth/test-support.ts';
import {
  COMP01_CODE,
  CORE_CODE,
  CORE_NAME,
  addMemberWithLine,
  applyCounts,
  branchOf,
  chinaDay,
  documentsOf,
  lineOf,
  memberIdOf,
  setLineUsed,
  uploadDocuments,
} from '@/modules/financing-apply/test-support.ts';
import { findRequest } from '@/modules/financing/repository.ts';
import type * as Repository from '@/modules/financing/repository.ts';
import { attachments, shelfProduct } from '@/modules/financing/test-support.ts';
import type { ShelfProduct } from '@/modules/financing/test-support.ts';
import { tenantIdOf } from '@/modules/member-review/test-support.ts';
import { createTestApp } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';

// The requests' reads pass through, but a test can hand a move the request as it was read before
// another move committed.
vi.mock('@/modules/financing/repository.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Repository>();
  return { ...actual, findRequest: vi.fn(actual.findRequest) };
});

let t: TestApp;
let comp: Browser;
let bank: Browser;
let compMemberId: number;
/** comp01's demo line: on an FSP credit product of 鼎信小贷. */
let dxxd: ShelfProduct;
/** A free FSP voucher product of 海川银行: the core enterprise is its cash-out party. */
let voucher: ShelfProduct;

const db = () => t.database.db;
const counts = () => applyCounts(db());
const CRE_CREDIT = '/portal/fin/credit/queryCreCredit';
const CRE_CREDIT_PRO = '/portal/fin/credit/queryCreCreditPro';
const NO_CREDIT = '抱歉，您尚未获得此产品的授信额度，暂无法申请融资';

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  comp = await signedIn(t.app, 'comp01');
  bank = await signedIn(t.app, 'bank01');
  compMemberId = await memberIdOf(db(), 'T001', COMP01_CODE);
  dxxd = await shelfProduct(db(), 'T001', 'ORG_DXXD', 0, 'credit', 'FSP');
  voucher = await shelfProduct(db(), 'T001', 'ORG_HCB', 1, 'voucher');
});
afterAll(() => t.close());

const creCredit = async (client: Browser, productCode: string, headers: Record<string, string> = {}) =>
  client.post(CRE_CREDIT, { product_code: productCode }, headers);
const rowsOf = async (client: Browser, productCode: string) => {
  const res = await creCredit(client, productCode);
  expect(res.json(), res.body).toMatchObject({ error_no: 0 });
  return res.json().data.rows as CreCreditRow[];
};

describe('queryCreCredit', () => {
  it("answers the caller's line on a product, and no row where it has none", async () => {
    const line = (await lineOf(db(), compMemberId, dxxd.id))!;
    const res = await creCredit(comp, dxxd.productCode);
    expect(res.json()).toEqual({
      error_no: 0,
      error_info: expect.any(String),
      data: {
        rows: [
          {
            id: String(line.id),
            productCode: dxxd.productCode,
            creditAmount: 500_000_000,
            lessCreditAmount: 500_000_000,
            repayType: 'equal_installment',
            repayTypeDesc: '等额本息',
            fundingPartyName: '鼎信科技小额贷款有限公司',
            gmtModify: expect.any(String),
          },
        ],
        total: 1,
      },
    });
    const english = await creCredit(comp, dxxd.productCode, { 'accept-language': 'en-US' });
    expect(english.json().data.rows[0].repayTypeDesc).toBe('Equal instalments');

    // The core enterprise's lines are its own: comp01 has none on the voucher product.
    const hcbCredit = await shelfProduct(db(), 'T001', 'ORG_HCB', 0, 'credit', 'FSP');
    for (const p of [hcbCredit, voucher]) {
      expect((await creCredit(comp, p.productCode)).json().data).toEqual({ rows: [], total: 0 });
    }
  });

  it('refuses unknown, off-shelf and foreign products, bad codes and users without the permission', async () => {
    const t001 = await tenantIdOf(db(), 'T001');
    const [offShelf] = await db()
      .select({ productCode: products.productCode })
      .from(products)
      .where(and(eq(products.tenantId, t001), ne(products.productStatus, 3)));
    for (const code of ['T001-NO-SUCH', offShelf!.productCode]) {
      expect((await creCredit(comp, code)).json(), code).toMatchObject({
        error_no: ERROR_CODES.NOT_FOUND,
        error_info: '产品不存在或已下架',
      });
    }
    expect((await comp.post(CRE_CREDIT, { product_code: ' ' })).json()).toMatchObject({
      error_no: ERROR_CODES.VALIDATION,
      error_info: 'productCode: 产品编号不正确',
    });
    // comp01 of T002 has a demo line of its own, on T002's product; T001's code names nothing there.
    const foreignComp = await signedIn(t.app, 'comp01', 'T002');
    expect((await creCredit(foreignComp, dxxd.productCode)).json().error_no).toBe(ERROR_CODES.NOT_FOUND);
    const t002Dxxd = await shelfProduct(db(), 'T002', 'ORG_DXXD', 0, 'credit', 'FSP');
    expect((await rowsOf(foreignComp, t002Dxxd.productCode))[0]).toMatchObject({ creditAmount: 500_000_000 });
    expect((await creCredit(comp, t002Dxxd.productCode)).json().error_no).toBe(ERROR_CODES.NOT_FOUND);

    const comp02 = await signedIn(t.app, 'comp02');
    for (const client of [bank, comp02]) {
      expect((await creCredit(client, dxxd.productCode)).json().error_no).toBe(ERROR_CODES.FORBIDDEN);
      expect((await client.post(CRE_CREDIT_PRO, { product_code: voucher.productCode })).json().error_no).toBe(
        ERROR_CODES.FORBIDDEN,
      );
    }
  });
});

describe('queryCreCreditPro', () => {
  const creditors = async (client: Browser, body: Record<string, unknown>) => {
    const res = await client.post(CRE_CREDIT_PRO, body);
    expect(res.json(), res.body).toMatchObject({ error_no: 0 });
    return res.json().data as { rows: CreditorRow[]; total: number };
  };

  it('lists the cash-out parties holding a line on a product, never the caller, by name and page', async () => {
    expect(await creditors(comp, { product_code: voucher.productCode })).toEqual({
      rows: [{ userName: CORE_NAME, userCode: CORE_CODE, lessCreditAmount: 1_200_000_000_000 }],
      total: 1,
    });
    // comp01 holds the only line on its 鼎信 product: the list leaves it out.
    expect(await creditors(comp, { product_code: dxxd.productCode })).toEqual({ rows: [], total: 0 });

    // A second party, and one whose member is disabled (never offered).
    const second = await addMemberWithLine(
      db(),
      'T001',
      voucher,
      300_000_000_000,
      '南京秦淮测试商贸有限公司',
    );
    const disabled = await addMemberWithLine(
      db(),
      'T001',
      voucher,
      300_000_000_000,
      '南京停用测试商贸有限公司',
    );
    await db().update(members).set({ status: 'disabled' }).where(eq(members.id, disabled.memberId));
    const all = await creditors(comp, { product_code: voucher.productCode, page_size: 10 });
    expect(all.total).toBe(2);
    expect(all.rows).toEqual(
      expect.arrayContaining([
        { userName: CORE_NAME, userCode: CORE_CODE, lessCreditAmount: 1_200_000_000_000 },
        { userName: second.enterpriseName, userCode: second.usccCode, lessCreditAmount: 300_000_000_000 },
      ]),
    );
    const page1 = await creditors(comp, { product_code: voucher.productCode, page_no: 1, page_size: 1 });
    const page2 = await creditors(comp, { product_code: voucher.productCode, page_no: 2, page_size: 1 });
    const page3 = await creditors(comp, { product_code: voucher.productCode, page_no: 3, page_size: 1 });
    expect([page1.total, page2.total, page3.total]).toEqual([2, 2, 2]);
    expect([...page1.rows, ...page2.rows]).toEqual(all.rows);
    expect(page3.rows).toEqual([]);

    const named = async (userName: string) =>
      (await creditors(comp, { product_code: voucher.productCode, user_name: userName })).rows.map(
        (r) => r.userCode,
      );
    expect(await named('华东')).toEqual([CORE_CODE]);
    expect(await named('秦淮测试')).toEqual([second.usccCode]);
    expect(await named('停用')).toEqual([]);
    expect(await named('%')).toEqual([]);
    expect(await named('')).toHaveLength(2);

    expect(
      (await comp.post(CRE_CREDIT_PRO, { product_code: voucher.productCode, page_size: 101 })).json(),
    ).toMatchObject({
      error_no: ERROR_CODES.VALIDATION,
    });
    expect(
      (
        await comp.post(CRE_CREDIT_PRO, { product_code: voucher.productCode, user_name: '名'.repeat(51) })
      ).json(),
    ).toMatchObject({
      error_no: ERROR_CODES.VALIDATION,
    });
  });

  it("shows another tenant nothing of this tenant's products", async () => {
    const foreignComp = await signedIn(t.app, 'comp01', 'T002');
    const res = await foreignComp.post(CRE_CREDIT_PRO, { product_code: voucher.productCode });
    expect(res.json()).toMatchObject({ error_no: ERROR_CODES.NOT_FOUND, error_info: '产品不存在或已下架' });
    // Its own tenant's copy of the product lists T002's core enterprise only.
    const own = await shelfProduct(db(), 'T002', 'ORG_HCB', 1, 'voucher');
    const listed = (await foreignComp.post(CRE_CREDIT_PRO, { product_code: own.productCode })).json().data;
    expect(listed).toEqual({
      rows: [{ userName: CORE_NAME, userCode: CORE_CODE, lessCreditAmount: 1_200_000_000_000 }],
      total: 1,
    });
  });
});

describe('a credit line through its life: granted by a credit, used by a loan, released when repaid', () => {
  it('runs credit → drawing on the apply page → loan → repayments with 海川银行', async () => {
    const product = await shelfProduct(db(), 'T001', 'ORG_HCB', 0, 'credit', 'FSP');
    const tenantId = await tenantIdOf(db(), 'T001');
    const [manager] = await db()
      .select({ id: accountManagers.id })
      .from(accountManagers)
      .innerJoin(institutions, eq(institutions.id, accountManagers.institutionId))
      .where(and(eq(institutions.tenantId, tenantId), eq(institutions.userCode, 'ORG_HCB')))
      .orderBy(asc(accountManagers.id));
    const branch = await branchOf(db(), 'CMB');
    const documents = await documentsOf(db(), product.id);
    const uploaded = await uploadDocuments(db(), documents, 'cycle');
    const rate = product.rateStartBp / 100;
    const page = (change: Record<string, unknown>) => ({
      product_id: String(product.id),
      rec_account_bank_no: branch.bankBranchNo,
      rec_account_open_bank_name: branch.bankFullName,
      rec_account: '755912345610001',
      rec_account_name: '深圳前海鼎盛电子科技有限公司',
      incoming_duration: '12',
      document_list: uploaded,
      agreement_checked: true,
      ...change,
    });
    const accept = (id: number) =>
      bank.post('/api/financing/accept', {
        finance_apply_id: id,
        accept_result: 1,
        product_code: product.productCode,
        account_manager_id: manager!.id,
      });

    // No line yet: the apply page refuses, the query answers no row.
    expect(await rowsOf(comp, product.productCode)).toEqual([]);
    expect(
      (await comp.post('/api/financing/incoming_apply', page({ incoming_amount: '1000000' }))).json(),
    ).toMatchObject({
      error_no: ERROR_CODES.CONFLICT,
      error_info: NO_CREDIT,
    });

    // 1. The credit application (the generic dialog), accepted and credited: the line is granted.
    const applied = await comp.post('/api/financing/apply', {
      product_id: String(product.id),
      finance_amount: 2_000_000,
      finance_period: product.periodMin,
      guarant_type_list: product.guarantTypes.slice(0, 1),
      attachment_name_list: await attachments(db(), product.templateCount, 'cycle'),
      finance_purpose: '申请授信',
      agreement_checked: true,
    });
    expect(applied.json(), applied.body).toMatchObject({ error_no: 0 });
    const creditRequestId = applied.json().data.id as number;
    expect((await accept(creditRequestId)).json().error_no).toBe(0);
    const credited = await bank.post('/api/financing/credit', {
      finance_apply_id: creditRequestId,
      credit_amount: 1_500_000,
      credit_rate: rate,
      credit_period: 12,
      repay_type: 'interest_first',
    });
    expect(credited.json(), credited.body).toMatchObject({ error_no: 0 });
    const granted = (await rowsOf(comp, product.productCode))[0]!;
    expect(granted).toMatchObject({
      productCode: product.productCode,
      creditAmount: 150_000_000,
      lessCreditAmount: 150_000_000,
      repayType: 'interest_first',
      repayTypeDesc: '先息后本',
      fundingPartyName: '海川银行股份有限公司',
    });
    const line = (await lineOf(db(), compMemberId, product.id))!;
    expect(line).toMatchObject({ sourceRequestId: creditRequestId, institutionId: product.institutionId });

    // The credit application is still open (credited): one open request per product.
    expect(
      (await comp.post('/api/financing/incoming_apply', page({ incoming_amount: '1000000' }))).json(),
    ).toMatchObject({
      error_no: ERROR_CODES.CONFLICT,
      error_info: '您已有该产品的在途融资申请，请勿重复提交',
    });
    // Its own loan closes it and takes its amount from the line it granted.
    expect(
      (
        await bank.post('/api/financing/loan', {
          finance_apply_id: creditRequestId,
          loan_amount: 500_000,
          loan_date: chinaDay(-2),
        })
      ).json().error_no,
    ).toBe(0);
    expect((await rowsOf(comp, product.productCode))[0]!.lessCreditAmount).toBe(100_000_000);

    // 2. A drawing on the apply page: within the line and the repay type's terms (6, 12, 24).
    const drawingChecks: [Record<string, unknown>, string][] = [
      [{ incoming_amount: '1500000.01' }, 'incomingAmount: 授信额度不足'],
      [{ incoming_amount: '1000000', incoming_duration: '36' }, 'incomingDuration: 贷款期限不满足申请范围'],
      [{ incoming_amount: '1000000', incoming_duration: '7' }, 'incomingDuration: 贷款期限不满足申请范围'],
    ];
    for (const [change, message] of drawingChecks) {
      const res = await comp.post('/api/financing/incoming_apply', page(change));
      expect(res.json(), JSON.stringify(change)).toMatchObject({
        error_no: ERROR_CODES.VALIDATION,
        error_info: message,
      });
    }
    const drawn = await comp.post('/api/financing/incoming_apply', page({ incoming_amount: '1000000' }));
    expect(drawn.json(), drawn.body).toMatchObject({ error_no: 0 });
    const drawingId = drawn.json().data.id as number;
    const [drawing] = await db().select().from(financingRequests).where(eq(financingRequests.id, drawingId));
    expect(drawing!.detail).toMatchObject({ page: 'credit', creditLineId: line.id });

    // 3. Accepted and credited: a drawing's credit leaves the line as it is.
    expect((await accept(drawingId)).json().error_no).toBe(0);
    expect(
      (
        await bank.post('/api/financing/credit', {
          finance_apply_id: drawingId,
          credit_amount: 1_000_000,
          credit_rate: rate,
          credit_period: 3,
          repay_type: 'equal_installment',
        })
      ).json().error_no,
    ).toBe(0);
    expect(await lineOf(db(), compMemberId, product.id)).toMatchObject({
      creditAmountFen: 150_000_000,
      usedAmountFen: 50_000_000,
      repayType: 'interest_first',
      sourceRequestId: creditRequestId,
    });

    // 4. The loan takes its amount from the line, and only when the line still has it: with less left
    // (other drawings' loans, set here directly) it is refused and nothing is written.
    await setLineUsed(db(), line.id, 150_000_000 - 99_999_900);
    const before = await counts();
    const short = await bank.post('/api/financing/loan', {
      finance_apply_id: drawingId,
      loan_amount: 1_000_000,
      loan_date: chinaDay(-1),
    });
    expect(short.json()).toMatchObject({
      error_no: ERROR_CODES.VALIDATION,
      error_info: 'loanAmount: 授信额度不足',
    });
    expect(await counts()).toEqual(before);
    expect((await lineOf(db(), compMemberId, product.id))!.usedAmountFen).toBe(150_000_000 - 99_999_900);
    const [still] = await db().select().from(financingRequests).where(eq(financingRequests.id, drawingId));
    expect(still).toMatchObject({ status: 'credited', loanAmountFen: null });
    await setLineUsed(db(), line.id, 50_000_000);

    const lent = await bank.post('/api/financing/loan', {
      finance_apply_id: drawingId,
      loan_amount: 1_000_000,
      loan_date: chinaDay(-1),
    });
    expect(lent.json(), lent.body).toMatchObject({ error_no: 0 });
    expect((await rowsOf(comp, product.productCode))[0]).toMatchObject({
      creditAmount: 150_000_000,
      lessCreditAmount: 0,
    });
    // The page checks what is left (nothing): even the product's minimum is now too much.
    expect(
      (
        await comp.post('/api/financing/incoming_apply', page({ incoming_amount: String(product.min / 100) }))
      ).json(),
    ).toMatchObject({
      error_no: ERROR_CODES.VALIDATION,
      error_info: 'incomingAmount: 授信额度不足',
    });

    // 5. Every instalment confirmed: the last gives the amount back to the line.
    const plans = (
      await comp.post('/api/repay_plan/query', { finance_apply_id: drawingId, page_size: 5 })
    ).json().data as { rows: { id: string; status: string }[]; total: number };
    expect(plans.total).toBe(3);
    for (const [i, plan] of plans.rows.entries()) {
      expect((await rowsOf(comp, product.productCode))[0]!.lessCreditAmount).toBe(0);
      const confirmed = await comp.post('/api/repay_plan/confirm', { id: plan.id });
      expect(confirmed.json(), `plan ${i}`).toMatchObject({ error_no: 0 });
    }
    const [repaid] = await db().select().from(financingRequests).where(eq(financingRequests.id, drawingId));
    expect(repaid!.status).toBe('repaid');
    // The credit application's own loan still holds its part.
    expect((await rowsOf(comp, product.productCode))[0]).toMatchObject({
      creditAmount: 150_000_000,
      lessCreditAmount: 100_000_000,
    });
    // A confirmation replayed does not release twice.
    expect((await comp.post('/api/repay_plan/confirm', { id: plans.rows.at(-1)!.id })).json().error_no).toBe(
      ERROR_CODES.CONFLICT,
    );
    expect((await lineOf(db(), compMemberId, product.id))!.usedAmountFen).toBe(50_000_000);
  });
});

describe('a declined credit', () => {
  /** An application of comp01's on the product, accepted by its institution. */
  async function acceptedApplication(product: ShelfProduct, label: string): Promise<number> {
    const tenantId = await tenantIdOf(db(), 'T001');
    const [manager] = await db()
      .select({ id: accountManagers.id })
      .from(accountManagers)
      .innerJoin(institutions, eq(institutions.id, accountManagers.institutionId))
      .where(and(eq(institutions.tenantId, tenantId), eq(institutions.userCode, 'ORG_HCB')));
    const applied = await comp.post('/api/financing/apply', {
      product_id: String(product.id),
      finance_amount: Math.floor(Math.max(product.min, 100_000_000) / 1_000_000) * 10_000,
      finance_period: product.periodMin,
      guarant_type_list: product.guarantTypes.slice(0, 1),
      attachment_name_list: await attachments(db(), product.templateCount, label),
      agreement_checked: true,
    });
    expect(applied.json(), applied.body).toMatchObject({ error_no: 0 });
    const id = applied.json().data.id as number;
    expect(
      (
        await bank.post('/api/financing/accept', {
          finance_apply_id: id,
          accept_result: 1,
          product_code: product.productCode,
          account_manager_id: manager!.id,
        })
      ).json().error_no,
    ).toBe(0);
    return id;
  }

  /** Its institution credits the application in full. */
  async function creditInFull(product: ShelfProduct, id: number): Promise<void> {
    const [request] = await db().select().from(financingRequests).where(eq(financingRequests.id, id));
    const credited = await bank.post('/api/financing/credit', {
      finance_apply_id: id,
      credit_amount: request!.financeAmountFen / 100,
      credit_rate: product.rateStartBp / 100,
      credit_period: 3,
      repay_type: 'bullet',
    });
    expect(credited.json(), credited.body).toMatchObject({ error_no: 0 });
  }

  async function creditedApplication(product: ShelfProduct, label: string): Promise<number> {
    const id = await acceptedApplication(product, label);
    await creditInFull(product, id);
    return id;
  }

  const detailOf = async (id: number) =>
    (await db().select().from(financingRequests).where(eq(financingRequests.id, id)))[0]!.detail;

  it('takes back the line it granted, and not a line the request only draws on', async () => {
    const product = await shelfProduct(db(), 'T001', 'ORG_HCB', 1, 'voucher');
    const id = await creditedApplication(product, 'declined');
    expect(await lineOf(db(), compMemberId, product.id)).toMatchObject({ sourceRequestId: id });
    const declined = await bank.post('/api/financing/decline', { finance_apply_id: id, reason: '资料不全' });
    expect(declined.json().error_no).toBe(0);
    expect(await lineOf(db(), compMemberId, product.id)).toBeNull();
    // The request no longer names a line that is gone.
    expect(await detailOf(id)).not.toHaveProperty('creditLineId');
  });

  it('takes back the line of a credit that committed while the decline was under way', async () => {
    const product = await shelfProduct(db(), 'T001', 'ORG_HCB', 1, 'voucher');
    const id = await acceptedApplication(product, 'raced');
    const before = await findRequest(db(), await tenantIdOf(db(), 'T001'), { id });
    await creditInFull(product, id);
    // The decline read the request before the credit (accepted, no line) and moves it after.
    vi.mocked(findRequest).mockResolvedValueOnce(before);
    const declined = await bank.post('/api/financing/decline', { finance_apply_id: id, reason: '资料不全' });
    expect(declined.json()).toMatchObject({ error_no: 0 });
    expect(await lineOf(db(), compMemberId, product.id)).toBeNull();
    expect(await detailOf(id)).not.toHaveProperty('creditLineId');
  });

  it('leaves the line when another request names it (an earlier credit on the same product)', async () => {
    const product = await shelfProduct(db(), 'T001', 'ORG_HCB', 1, 'voucher');
    const first = await creditedApplication(product, 'first');
    const line = (await lineOf(db(), compMemberId, product.id))!;
    // As once its loan is repaid in full (set here directly): the first application is closed and its
    // line unused, so the enterprise applies anew, and the second credit renews the same line (one a
    // product and enterprise).
    await db().update(financingRequests).set({ status: 'repaid' }).where(eq(financingRequests.id, first));
    const second = await creditedApplication(product, 'second');
    expect(await lineOf(db(), compMemberId, product.id)).toMatchObject({
      id: line.id,
      sourceRequestId: second,
    });

    const declined = await bank.post('/api/financing/decline', {
      finance_apply_id: second,
      reason: '资料不全',
    });
    expect(declined.json().error_no).toBe(0);
    expect(await lineOf(db(), compMemberId, product.id)).toMatchObject({ id: line.id });
    expect(await detailOf(first)).toMatchObject({ creditLineId: line.id });
    expect(await detailOf(second)).toMatchObject({ creditLineId: line.id });
  });
});
