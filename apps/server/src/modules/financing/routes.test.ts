import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@scf/shared';
import type { FinancingDetail, FinancingRow } from '@scf/shared/schemas/financing';
import {
  accountManagers,
  auditLog,
  demandIgnores,
  financingRequestFiles,
  financingRequests,
  financingWarns,
  institutionJudges,
  institutions,
  repayPlans,
} from '@/db/schema.ts';
import { browser, passwordLogin, signedIn } from '@/modules/auth/test-support.ts';
import type { Browser } from '@/modules/auth/test-support.ts';
import { addInstitutionUser, attachments, shelfProduct } from '@/modules/financing/test-support.ts';
import type { ShelfProduct } from '@/modules/financing/test-support.ts';
import { tenantIdOf } from '@/modules/member-review/test-support.ts';
import { rowCounts } from '@/modules/user/test-support.ts';
import { createTestApp } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';

let t: TestApp;
let comp: Browser;
let bank: Browser;
/** A user of 江南银行 (ORG_JNB): another institution of T001 (bank01 works for 海川银行). */
let other: Browser;
let operator: Browser;
let product: ShelfProduct;
let secondProduct: ShelfProduct;
let managerId: number;

const db = () => t.database.db;
const counts = () =>
  rowCounts(db(), {
    financingRequests,
    financingRequestFiles,
    financingWarns,
    auditLog,
    demandIgnores,
    repayPlans,
    institutionJudges,
  });

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  comp = await signedIn(t.app, 'comp01');
  bank = await signedIn(t.app, 'bank01');
  operator = await signedIn(t.app, 'admin01');
  await addInstitutionUser(db(), 'T001', 'jnbank01', 'Jnb#20261', 'ORG_JNB');
  other = browser(t.app);
  expect((await passwordLogin(other, { account: 'jnbank01', password: 'Jnb#20261' })).json().error_no).toBe(
    0,
  );
  product = await shelfProduct(db(), 'T001', 'ORG_HCB', 0);
  // The demo's open cases leave the second FSP voucher product of 海川银行 free.
  secondProduct = await shelfProduct(db(), 'T001', 'ORG_HCB', 1, 'voucher');
  const tenantId = await tenantIdOf(db(), 'T001');
  const [hcb] = await db()
    .select({ id: institutions.id })
    .from(institutions)
    .where(and(eq(institutions.tenantId, tenantId), eq(institutions.userCode, 'ORG_HCB')));
  const [manager] = await db()
    .select({ id: accountManagers.id })
    .from(accountManagers)
    .where(eq(accountManagers.institutionId, hcb!.id));
  managerId = manager!.id;
});
afterAll(() => t.close());

/** An amount the product accepts, in yuan (a whole number of hundreds: 万元 with two decimals). */
function validYuan(p: ShelfProduct): number {
  const wantFen = Math.max(p.min, 100_000_000);
  const fen = p.max === null ? wantFen : Math.min(wantFen, p.max);
  return Math.floor(fen / 10_000) * 100;
}

async function applyBody(p: ShelfProduct, tag: string, change: Record<string, unknown> = {}) {
  return {
    product_id: String(p.id),
    finance_amount: validYuan(p),
    finance_period: p.periodMin,
    guarant_type_list: p.guarantTypes.slice(0, 1),
    attachment_name_list: await attachments(db(), p.templateCount, tag),
    finance_purpose: '采购原材料',
    agreement_checked: true,
    ...change,
  };
}

const apply = async (p: ShelfProduct, tag: string, change: Record<string, unknown> = {}) =>
  comp.post('/api/financing/apply', await applyBody(p, tag, change));

const detail = async (client: Browser, id: number) => client.post('/api/financing/detail', { id });

describe('check_product_access: whether and where the caller applies', () => {
  const access = async (client: Browser, id: number | string) =>
    (await client.post('/api/financing/check_product_access', { product_id: String(id) })).json();

  it('names the dialog, the apply page, the discount page or the loan type’s page', async () => {
    const cases: [ShelfProduct, string][] = [
      [product, 'dialog'],
      [await shelfProduct(db(), 'T001', 'ORG_DXXD', 0, 'credit'), 'page'],
      [secondProduct, 'page'],
      [await shelfProduct(db(), 'T001', 'ORG_HCB', 0, 'credit', 'LOGMIS'), 'waybill'],
      [await shelfProduct(db(), 'T001', 'ORG_HCB', 0, 'credit', 'SCBC'), 'scbc'],
      [await shelfProduct(db(), 'T001', 'ORG_HCB', 0, 'credit', 'WMS'), 'wms'],
      [await shelfProduct(db(), 'T001', 'ORG_ZRHT', 0, 'receivable'), 'discount'],
    ];
    for (const [p, channel] of cases) {
      expect((await access(comp, p.id)).data, p.productCode).toEqual({
        canApply: true,
        reason: null,
        reasonKey: null,
        channel,
      });
    }
  });

  it('says why not: an open application, no enterprise, no such product', async () => {
    // The demo's open case sits on the first FSP voucher product of 海川银行.
    const open = await shelfProduct(db(), 'T001', 'ORG_HCB', 0, 'voucher');
    expect((await access(comp, open.id)).data).toEqual({
      canApply: false,
      reason: '您已有该产品的在途融资申请，请勿重复提交',
      reasonKey: 'validation.financingOpenExists',
      channel: 'page',
    });
    expect((await access(bank, product.id)).data).toMatchObject({ canApply: false, channel: null });
    expect((await access(comp, 999_999)).data).toEqual({
      canApply: false,
      reason: '产品不存在或已下架',
      reasonKey: 'validation.productUnavailable',
      channel: null,
    });
  });
});

describe('apply (the generic dialog)', () => {
  it('refuses bad input naming the field and the rule, and writes nothing', async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, string][] = [
      [{ finance_amount: '' }, '贷款金额不能为空'],
      [{ finance_amount: 123.456 }, '贷款金额最多5位整数、2位小数（万元）'],
      [{ finance_period: 0 }, '贷款期限不满足申请范围'],
      [{ guarant_type_list: [] }, '请选择担保方式信息'],
      [{ finance_purpose: '用'.repeat(101) }, '融资用途不能超过100个字符'],
    ];
    for (const [change, message] of cases) {
      const res = await apply(product, 'bad', change);
      expect(res.json().error_no, JSON.stringify(change)).toBe(ERROR_CODES.VALIDATION);
      expect(res.json().error_info).toContain(message);
    }
    if (product.max !== null) {
      const res = await apply(product, 'bad', {
        finance_amount: Math.ceil(product.max / 1_000_000) * 10_000 + 10_000,
      });
      expect(res.json().error_info).toBe('financeAmount: 贷款金额不在范围内');
    }
    if (product.periodMax !== null) {
      const res = await apply(product, 'bad', { finance_period: product.periodMax + 1 });
      expect(res.json().error_info).toBe('financePeriod: 贷款期限不满足申请范围');
    }
    const wrongGuarant = await apply(product, 'bad', { guarant_type_list: ['no_such_type'] });
    expect(wrongGuarant.json().error_info).toBe('guarantTypeList: 担保方式不正确');
    if (product.templateCount > 0) {
      const missing = await apply(product, 'bad', { attachment_name_list: [] });
      expect(missing.json().error_info).toBe(
        `attachmentNameList: 请完整上传申请资料(共${product.templateCount}份,已上传0份)`,
      );
    }
    if (product.hasAgreements) {
      const unticked = await apply(product, 'bad', { agreement_checked: false });
      expect(unticked.json().error_info).toBe('agreementChecked: 请阅读并勾选同意协议');
    }
    const after = await counts();
    expect({ ...after, auditLog: before.auditLog }).toEqual(before);
  });

  it('refuses users who may not apply', async () => {
    const body = await applyBody(product, 'who');
    expect((await bank.post('/api/financing/apply', body)).json().error_no).toBe(ERROR_CODES.FORBIDDEN);
    const comp02 = await signedIn(t.app, 'comp02');
    expect((await comp02.post('/api/financing/apply', body)).json().error_no).toBe(ERROR_CODES.FORBIDDEN);
    expect((await browser(t.app).post('/api/financing/apply', body)).statusCode).not.toBe(200);
  });

  it('stores a submitted request with its files, alerts its institution, and lets one open request per product', async () => {
    const before = await counts();
    const res = await apply(product, 'ok');
    expect(res.json(), res.body).toMatchObject({
      error_no: 0,
      data: { applyCode: expect.stringMatching(/^RZ\d{18}$/) },
    });
    const { id } = res.json().data as { id: number };
    const after = await counts();
    expect(after.financingRequests).toBe(before.financingRequests! + 1);
    expect(after.financingRequestFiles).toBe(before.financingRequestFiles! + product.templateCount);
    expect(after.financingWarns).toBe(before.financingWarns! + 1);
    const [row] = await db().select().from(financingRequests).where(eq(financingRequests.id, id));
    expect(row).toMatchObject({
      status: 'submitted',
      kind: 'product',
      channel: 'dialog',
      productId: product.id,
      financeAmountFen: validYuan(product) * 100,
      financePeriod: product.periodMin,
    });

    const again = await apply(product, 'again');
    expect(again.json()).toMatchObject({
      error_no: ERROR_CODES.CONFLICT,
      error_info: '您已有该产品的在途融资申请，请勿重复提交',
      error_key: 'validation.financingOpenExists',
    });
  });

  it('of two submissions to one product at once, one is stored', async () => {
    const [a, b] = await Promise.all([applyBody(secondProduct, 'a'), applyBody(secondProduct, 'b')]);
    const replies = await Promise.all([
      comp.post('/api/financing/apply', a),
      comp.post('/api/financing/apply', b),
    ]);
    expect(replies.map((r) => r.json().error_no).sort(), replies.map((r) => r.body).join()).toEqual([
      0,
      ERROR_CODES.CONFLICT,
    ]);
  });
});

/** The newest product request of comp01 to a product, by the enterprise's list. */
async function newestOf(p: ShelfProduct): Promise<FinancingRow> {
  const list = (await comp.post('/api/financing/query', { status: 'submitted', page_size: 50 })).json().data;
  const row = (list.rows as FinancingRow[]).find((r) => r.productId === String(p.id));
  if (!row) throw new Error('no submitted request of the product');
  return row;
}

describe('the life cycle of a product application', () => {
  it('runs accept → credit → loan → repayments → repaid → review, each step audited', async () => {
    const request = await newestOf(product);
    const id = Number(request.id);

    // Another institution neither sees nor moves it.
    expect((await detail(other, id)).json().error_no).toBe(ERROR_CODES.NOT_FOUND);
    const foreign = await other.post('/api/financing/accept', { finance_apply_id: id, accept_result: 0 });
    expect(foreign.json().error_no).toBe(ERROR_CODES.NOT_FOUND);

    // Accepting needs the product and the account manager.
    const missing = await bank.post('/api/financing/accept', { finance_apply_id: id, accept_result: 1 });
    expect(missing.json().error_info).toContain('请选择产品');
    const wrongProduct = await bank.post('/api/financing/accept', {
      finance_apply_id: id,
      accept_result: 1,
      product_code: secondProduct.productCode,
      account_manager_id: managerId,
    });
    expect(wrongProduct.json().error_info).toBe('productCode: 产品申请只能由该产品受理');

    // Two accepts at once: one wins.
    const body = {
      finance_apply_id: id,
      accept_result: 1,
      product_code: product.productCode,
      account_manager_id: managerId,
    };
    const accepts = await Promise.all([
      bank.post('/api/financing/accept', body),
      bank.post('/api/financing/accept', body),
    ]);
    expect(accepts.map((r) => r.json().error_no).sort()).toEqual([0, ERROR_CODES.CONFLICT]);
    const warn = (await bank.post('/api/financing/warn/query', { page_size: 50 })).json();
    expect(warn.error_no).toBe(0);
    const dealt = (warn.data.rows as { financeApplyId: string; dealStatus: number }[]).find(
      (w) => w.financeApplyId === request.id,
    );
    expect(dealt?.dealStatus).toBe(1);
    // What the alert says comes apart too, for the client's language.
    expect(dealt).toMatchObject({
      kind: 'product',
      productName: request.productName,
      financeAmountFen: request.financeAmount,
      financePeriod: request.financePeriod,
    });

    // Credit: not above what was applied for, within the product's rates.
    const amountYuan = request.financeAmount / 100;
    const over = await bank.post('/api/financing/credit', {
      finance_apply_id: id,
      credit_amount: amountYuan + 1,
      credit_rate: product.rateStartBp / 100,
      credit_period: 3,
      repay_type: 'equal_principal',
    });
    expect(over.json().error_info).toBe('creditAmount: 授信金额不能超过申请金额');
    const rateOut = await bank.post('/api/financing/credit', {
      finance_apply_id: id,
      credit_amount: amountYuan,
      credit_rate: (product.rateEndBp + 100) / 100,
      credit_period: 3,
      repay_type: 'bullet',
    });
    expect(rateOut.json().error_info).toBe('creditRate: 授信利率不在产品利率范围内');
    const detailBefore = (await detail(bank, id)).json().data as FinancingDetail;
    const credited = await bank.post('/api/financing/credit', {
      finance_apply_id: id,
      credit_amount: amountYuan,
      credit_rate: product.rateStartBp / 100,
      credit_period: 1,
      repay_type: 'interest_first',
    });
    expect(credited.json(), credited.body).toMatchObject({ error_no: 0 });
    expect(detailBefore.status).toBe('accepted');

    // Loan: not above the credit, not in the future; creates the plan.
    const future = await bank.post('/api/financing/loan', {
      finance_apply_id: id,
      loan_amount: amountYuan,
      loan_date: '2999-01-01',
    });
    expect(future.json().error_info).toContain('放款日期');
    const lent = await bank.post('/api/financing/loan', {
      finance_apply_id: id,
      loan_amount: amountYuan,
      loan_date: '2026-01-15',
    });
    expect(lent.json().error_no).toBe(0);
    const twice = await bank.post('/api/financing/loan', {
      finance_apply_id: id,
      loan_amount: amountYuan,
      loan_date: '2026-01-15',
    });
    expect(twice.json()).toMatchObject({ error_no: ERROR_CODES.CONFLICT });

    const loaned = (await detail(comp, id)).json().data as FinancingDetail;
    expect(loaned.status).toBe('loaned');
    expect(loaned.repayPlans).toHaveLength(1);
    expect(loaned.repayPlans[0]).toMatchObject({
      principalAmount: request.financeAmount,
      repayDate: '2026-02-15',
      status: 'pending',
    });
    expect(loaned.history.map((h) => h.action)).toEqual(['apply', 'accept', 'credit', 'loan']);

    // The enterprise may not review before repaying; it confirms the instalment (twice at once: one wins).
    const early = await comp.post('/api/financing/judge', {
      finance_apply_id: id,
      judge_rate: 5,
      judge_desc: '很好',
    });
    expect(early.json().error_info).toBe('融资还清后才能评价');
    const planId = loaned.repayPlans[0]!.id;
    expect((await bank.post('/api/repay_plan/confirm', { id: planId })).json().error_no).toBe(
      ERROR_CODES.FORBIDDEN,
    );
    const confirms = await Promise.all([
      comp.post('/api/repay_plan/confirm', { id: planId }),
      comp.post('/api/repay_plan/confirm', { id: planId }),
    ]);
    expect(confirms.map((r) => r.json().error_no).sort()).toEqual([0, ERROR_CODES.CONFLICT]);
    const repaid = (await detail(comp, id)).json().data as FinancingDetail;
    expect(repaid).toMatchObject({ status: 'repaid', canJudge: true });

    // One review; the institution sees it.
    const bad = await comp.post('/api/financing/judge', {
      finance_apply_id: id,
      judge_rate: 6,
      judge_desc: '好',
    });
    expect(bad.json().error_info).toBe('judgeRate: 评分应为1到5之间的整数');
    const judges = await Promise.all([
      comp.post('/api/financing/judge', { finance_apply_id: id, judge_rate: 4, judge_desc: '放款及时' }),
      comp.post('/api/financing/judge', { finance_apply_id: id, judge_rate: 5, judge_desc: '放款及时' }),
    ]);
    expect(judges.map((r) => r.json().error_no).sort()).toEqual([0, ERROR_CODES.CONFLICT]);
    const reviews = (await bank.post('/api/financing/judge_query', {})).json().data;
    expect(reviews.rows[0]).toMatchObject({
      bizRefCode: request.applyCode,
      finnaceApplyId: request.id,
      judgeDesc: '放款及时',
    });
    expect((await detail(comp, id)).json().data.canJudge).toBe(false);
  });

  it('declines and cancels only from the statuses that allow it', async () => {
    const request = await newestOf(secondProduct);
    const id = Number(request.id);
    const declineEarly = await bank.post('/api/financing/decline', {
      finance_apply_id: id,
      reason: '资料不全',
    });
    expect(declineEarly.json().error_info).toBe('该融资申请的状态已变化，请刷新后重试');
    expect(
      (await bank.post('/api/financing/cancel', { finance_apply_id: id, reason: '不需要了' })).json()
        .error_no,
    ).toBe(ERROR_CODES.FORBIDDEN);
    const noReason = await comp.post('/api/financing/cancel', { finance_apply_id: id, reason: ' ' });
    expect(noReason.json().error_info).toBe('reason: 请填写原因');
    expect(
      (await comp.post('/api/financing/cancel', { finance_apply_id: id, reason: '不需要了' })).json()
        .error_no,
    ).toBe(0);
    const cancelled = (await detail(comp, id)).json().data as FinancingDetail;
    expect(cancelled).toMatchObject({ status: 'cancelled', reason: '不需要了' });
    const late = await bank.post('/api/financing/accept', {
      finance_apply_id: id,
      accept_result: 1,
      product_code: secondProduct.productCode,
      account_manager_id: managerId,
    });
    expect(late.json().error_no).toBe(ERROR_CODES.CONFLICT);
  });
});

describe('demands and the grab hall', () => {
  it('publishes a demand every institution sees until one ignores it or one accepts it', async () => {
    const bad = await comp.post('/api/financing/demand/publish', {
      finance_amount: '0',
      finance_period: 6,
      guarant_type_list: [],
    });
    expect(bad.json().error_no).toBe(ERROR_CODES.VALIDATION);
    const published = await comp.post('/api/financing/demand/publish', {
      finance_amount: '120.5',
      finance_period: 6,
      guarant_type_list: product.guarantTypes.slice(0, 1),
      finance_purpose: '旺季备货',
    });
    expect(published.json().error_no).toBe(0);
    const { id, applyCode } = published.json().data as { id: number; applyCode: string };

    const hall = async (client: Browser) =>
      (
        (await client.post('/api/financing/query_snatch_list', { page_size: 50 })).json().data.rows as {
          applyCode: string;
          financeAmount: number;
        }[]
      ).find((r) => r.applyCode === applyCode);
    expect(await hall(bank)).toMatchObject({ financeAmount: 120_500_000 });
    expect(await hall(other)).toBeDefined();
    expect((await comp.post('/api/financing/query_snatch_list', {})).json().error_no).toBe(
      ERROR_CODES.FORBIDDEN,
    );

    // bank01 ignores it: gone from its hall only.
    expect(
      (await bank.post('/api/financing/accept', { finance_apply_id: id, accept_result: 0 })).json().error_no,
    ).toBe(0);
    expect(await hall(bank)).toBeUndefined();
    expect(await hall(other)).toBeDefined();
    expect((await detail(bank, id)).json().error_no).toBe(ERROR_CODES.NOT_FOUND);

    // 江南 accepts with one of its own products and managers.
    const jnb = await shelfProduct(db(), 'T001', 'ORG_JNB', 0, 'voucher');
    const [jnbManager] = await db()
      .select({ id: accountManagers.id })
      .from(accountManagers)
      .innerJoin(institutions, eq(institutions.id, accountManagers.institutionId))
      .where(eq(institutions.userCode, 'ORG_JNB'));
    const notOwn = await other.post('/api/financing/accept', {
      finance_apply_id: id,
      accept_result: 1,
      product_code: product.productCode,
      account_manager_id: jnbManager!.id,
    });
    expect(notOwn.json().error_info).toBe('productCode: 只能选择本机构已上架的产品');
    const accepted = await other.post('/api/financing/accept', {
      finance_apply_id: id,
      accept_result: 1,
      product_code: jnb.productCode,
      account_manager_id: jnbManager!.id,
    });
    expect(accepted.json().error_no).toBe(0);
    expect(await hall(other)).toBeUndefined();
    const seen = (await detail(comp, id)).json().data as FinancingDetail;
    expect(seen).toMatchObject({ status: 'accepted', productCode: jnb.productCode, kind: 'demand' });
  });
});

describe('lists and tenants', () => {
  it('each side lists its own requests; another tenant sees none of them', async () => {
    const mine = (await comp.post('/api/financing/query', {})).json().data;
    expect(mine.total).toBeGreaterThan(0);
    const bankList = (await bank.post('/api/financing/query', {})).json().data.rows as FinancingRow[];
    expect(bankList.every((r) => r.fundingPartyName === '海川银行股份有限公司')).toBe(true);
    const all = (await operator.post('/api/financing/query', { page_size: 100 })).json().data;
    expect(all.total).toBeGreaterThanOrEqual(mine.total);
    const bad = await comp.post('/api/financing/query', { status: 'nope' });
    expect(bad.json().error_info).toBe('status: 融资申请状态不正确');

    const foreignBank = await signedIn(t.app, 'bank01', 'T002');
    const foreignComp = await signedIn(t.app, 'comp01', 'T002');
    expect(
      (await foreignBank.post('/api/financing/query', {})).json().data.rows.map((r: FinancingRow) => r.id),
    ).not.toContain(mine.rows[0].id);
    expect((await detail(foreignComp, Number(mine.rows[0].id))).json().error_no).toBe(ERROR_CODES.NOT_FOUND);
    // Alerts: a new demand alerts every institution; processing one is the institution's own.
    const demand = {
      finance_amount: '50',
      finance_period: 3,
      guarant_type_list: product.guarantTypes.slice(0, 1),
    };
    expect((await comp.post('/api/financing/demand/publish', demand)).json().error_no).toBe(0);
    const open = (await other.post('/api/financing/warn/query', { deal_status: 0, page_size: 50 })).json()
      .data;
    expect(open.rows.length).toBeGreaterThan(0);
    const warnId = open.rows[0].id as string;
    expect((await bank.post('/api/financing/warn/deal', { id: warnId })).json().error_no).toBe(
      ERROR_CODES.NOT_FOUND,
    );
    expect((await other.post('/api/financing/warn/deal', { id: warnId })).json().error_no).toBe(0);
    const left = (await other.post('/api/financing/warn/query', { deal_status: 0, page_size: 50 })).json()
      .data;
    expect(left.total).toBe(open.total - 1);
    // The acceptance dialog's products: the institution's own on shelf; an enterprise is refused.
    const own = (await bank.post('/api/product/query', { page_size: 99999, product_status: 3 })).json().data;
    expect(own.total).toBeGreaterThan(0);
    expect(
      (own.rows as { fundingPartyName: string; productStatus: number }[]).every(
        (r) => r.fundingPartyName === '海川银行股份有限公司' && r.productStatus === 3,
      ),
    ).toBe(true);
    expect((await comp.post('/api/product/query', {})).json().error_no).toBe(ERROR_CODES.NO_RIGHTS);
    expect((await bank.post('/api/product/query', { product_status: 9 })).json().error_info).toBe(
      'productStatus: 产品状态应为0、1、2、3、4之一',
    );
    const managers = (await bank.post('/api/manager/get_account_manager_list', {})).json().data;
    expect(managers.rows.length).toBe(3);
  });
});

describe("the back office's request review", () => {
  it('rejects, with a reason, a request nobody has accepted yet; only an operator may', async () => {
    const demand = await comp.post('/api/financing/demand/publish', {
      finance_amount: '66',
      finance_period: 6,
      guarant_type_list: product.guarantTypes.slice(0, 1),
    });
    const id = demand.json().data.id as number;
    const body = { finance_apply_id: id, reason: '需求信息不实' };
    expect((await comp.post('/api/financing/audit_reject', body)).json().error_no).toBe(
      ERROR_CODES.FORBIDDEN,
    );
    expect((await bank.post('/api/financing/audit_reject', body)).json().error_no).toBe(
      ERROR_CODES.NO_RIGHTS,
    );
    expect(
      (await operator.post('/api/financing/audit_reject', { ...body, reason: ' ' })).json().error_info,
    ).toBe('reason: 请填写原因');
    const before = await counts();
    const replies = await Promise.all([
      operator.post('/api/financing/audit_reject', body),
      operator.post('/api/financing/audit_reject', body),
    ]);
    expect(replies.map((r) => r.json().error_no).sort()).toEqual([0, ERROR_CODES.CONFLICT]);
    const after = await counts();
    expect(after.auditLog).toBe((before.auditLog ?? 0) + 1);
    const seen = (await detail(comp, id)).json().data as FinancingDetail;
    expect(seen).toMatchObject({ status: 'declined', reason: '需求信息不实' });
    expect(seen.history.map((h) => h.action)).toEqual(['publish', 'reject']);
    // Gone from the hall.
    const hall = (await bank.post('/api/financing/query_snatch_list', { page_size: 100 })).json().data;
    expect((hall.rows as { id: string }[]).some((r) => r.id === String(id))).toBe(false);
  });
});
