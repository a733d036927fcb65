import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@scf/shared';
import { auditLog, productDocuments, productRepayTypes, products } from '@/db/schema.ts';
import { browser, passwordLogin, signedIn } from '@/modules/auth/test-support.ts';
import type { Browser } from '@/modules/auth/test-support.ts';
import { addInstitutionUser, attachments } from '@/modules/financing/test-support.ts';
import { rowCounts } from '@/modules/user/test-support.ts';
import { createTestApp } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';

let t: TestApp;
let bank: Browser;
let admin: Browser;
/** A user of 江南银行: another institution. */
let other: Browser;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  bank = await signedIn(t.app, 'bank01');
  admin = await signedIn(t.app, 'admin01');
  await addInstitutionUser(db(), 'T001', 'jnbank02', 'Jnb#20262', 'ORG_JNB');
  other = browser(t.app);
  expect((await passwordLogin(other, { account: 'jnbank02', password: 'Jnb#20262' })).json().error_no).toBe(
    0,
  );
});
afterAll(() => t.close());

async function form(change: Record<string, unknown> = {}) {
  return {
    product_name: '海川银行·科创贷',
    product_desc: '面向科技型中小企业的信用贷款',
    finance_type_code: 'credit',
    loan_type: 'FSP',
    loan_amount_min: 10,
    loan_amount_max: 500,
    single_credit_limit: 500,
    loan_period_min: 3,
    loan_period_max: 12,
    rate_start: 4.35,
    rate_end: 6.5,
    guarant_type_list: ['credit'],
    repay_type_list: [{ repay_type: 'interest_first', loan_term_list: '3,6,12', loan_term_unit: 'month' }],
    material_name_list: ['营业执照', '近一年财务报表'],
    attachments: await attachments(db(), 1, 'template'),
    agreement_artical_list: [
      { article_name: '科创贷服务协议', article_text: '甲乙双方就科创贷业务达成如下协议……' },
    ],
    document_list: [
      { document_code: 'BUSINESS_LICENSE', document_name: '营业执照', document_file_type: 'pdf,jpg' },
    ],
    introduce: '额度高、审批快。',
    product_apply_method: 'site',
    ...change,
  };
}

const statusOf = async (id: string) =>
  (
    await db()
      .select({ s: products.productStatus })
      .from(products)
      .where(eq(products.id, Number(id)))
  )[0]?.s;

describe('product release', () => {
  it('refuses bad input naming the field and the rule, and writes nothing', async () => {
    const before = await rowCounts(db(), { products, productRepayTypes, productDocuments });
    const cases: [Record<string, unknown>, string][] = [
      [{ product_name: '' }, 'productName: 请输入产品名称'],
      [{ rate_start: 7, rate_end: 6.5 }, 'rateEnd: 利率大值不得小于小值'],
      [{ rate_start: 0 }, 'rateStart: 利率应大于0、不大于100，且最多只能保留两位小数'],
      [{ loan_amount_max: 5 }, 'loanAmountMax: 最高金额不得小于最低金额'],
      [{ loan_period_max: 1 }, 'loanPeriodMax: 最长期限不得小于最短期限'],
      [{ repay_type_list: [] }, 'repayTypeList: 请至少配置一种还款方式'],
      [
        { repay_type_list: [{ repay_type: 'bullet', loan_term_list: '3;6' }] },
        '期限列表应为以逗号分隔的整数',
      ],
      [{ product_apply_method: 'mybank' }, 'outerProductUrl: 请输入有效的外部申请地址'],
      [{ guarant_type_list: ['nonsense'] }, 'guarantTypeList: 担保方式不正确'],
      [{ finance_type_code: 'loan' }, 'financeTypeCode: 融资类型应为receivable、voucher、credit之一'],
    ];
    for (const [change, message] of cases) {
      const res = await bank.post('/api/product/save', await form(change));
      expect(res.json().error_no, JSON.stringify(change)).toBe(ERROR_CODES.VALIDATION);
      expect(res.json().error_info).toContain(message);
    }
    expect(await rowCounts(db(), { products, productRepayTypes, productDocuments })).toEqual(before);
  });

  it('runs save → submit → audit (refuse) → edit → submit → audit (pass) → put on → put off, audited', async () => {
    const saved = await bank.post('/api/product/save', await form());
    expect(saved.json(), saved.body).toMatchObject({
      error_no: 0,
      data: { productCode: expect.stringMatching(/^ORG_HCB-/) },
    });
    const { id } = saved.json().data as { id: string };
    expect(await statusOf(id)).toBe(0);
    // Not public before it is on the shelf.
    const visitor = browser(t.app);
    await visitor.get('/health');
    expect((await visitor.post('/portal/fin/product/getProdProduct', { id })).json().error_no).toBe(
      ERROR_CODES.NOT_FOUND,
    );

    expect((await admin.post('/api/product/audit', { id, pass: true })).json().error_no).toBe(
      ERROR_CODES.CONFLICT,
    );
    expect((await bank.post('/api/product/submit', { id })).json().error_no).toBe(0);
    expect(await statusOf(id)).toBe(1);
    const noReason = await admin.post('/api/product/audit', { id, pass: false });
    expect(noReason.json().error_info).toBe('auditDesc: 审核不通过时请填写原因');
    expect((await bank.post('/api/product/audit', { id, pass: true })).json().error_no).toBe(
      ERROR_CODES.FORBIDDEN,
    );
    expect(
      (await admin.post('/api/product/audit', { id, pass: false, audit_desc: '利率上限过高' })).json()
        .error_no,
    ).toBe(0);
    expect(await statusOf(id)).toBe(4);

    const edited = await bank.post('/api/product/save', await form({ id, rate_end: 5.8 }));
    expect(edited.json().error_no).toBe(0);
    expect(await statusOf(id)).toBe(0);
    expect((await bank.post('/api/product/submit', { id })).json().error_no).toBe(0);
    // Two audits at once: one wins.
    const audits = await Promise.all([
      admin.post('/api/product/audit', { id, pass: true }),
      admin.post('/api/product/audit', { id, pass: true }),
    ]);
    expect(audits.map((r) => r.json().error_no).sort()).toEqual([0, ERROR_CODES.CONFLICT]);
    expect(await statusOf(id)).toBe(2);
    // Audited: no longer editable.
    expect((await bank.post('/api/product/save', await form({ id }))).json().error_info).toBe(
      '只有待提交或审核不通过的产品可以修改',
    );

    // The catalogue's total follows each shelf move at once (its count is kept between requests).
    const catalogueTotal = async () =>
      (await visitor.post('/portal/fin/product/queryProdProduct', { pageNo: 1, pageSize: 10 })).json().data
        .total as number;
    const before = await catalogueTotal();
    expect((await other.post('/api/product/put_on', { id })).json().error_no).toBe(ERROR_CODES.NOT_FOUND);
    expect((await bank.post('/api/product/put_on', { id })).json().error_no).toBe(0);
    expect(await statusOf(id)).toBe(3);
    expect(await catalogueTotal()).toBe(before + 1);
    const detail = (await visitor.post('/portal/fin/product/getProdProduct', { id })).json();
    expect(detail.data).toMatchObject({
      productName: '海川银行·科创贷',
      rateEnd: 5.8,
      loanAmountMax: 5_000_000,
    });
    expect(detail.data.documentList).toHaveLength(1);

    expect((await bank.post('/api/product/put_off', { id })).json().error_no).toBe(0);
    expect(await statusOf(id)).toBe(2);
    expect(await catalogueTotal()).toBe(before);
    const history = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, id)))
      .orderBy(auditLog.id);
    expect(history.map((h) => h.action)).toEqual([
      'create',
      'submit',
      'audit_reject',
      'edit',
      'submit',
      'audit_pass',
      'put_on',
      'put_off',
    ]);
  });

  it('withdraws a product in audit, deletes one never submitted, and refuses others', async () => {
    const { id } = (
      await bank.post('/api/product/save', await form({ product_name: '海川银行·撤回测试' }))
    ).json().data as {
      id: string;
    };
    expect((await bank.post('/api/product/submit', { id })).json().error_no).toBe(0);
    expect((await bank.post('/api/product/cancel', { id })).json().error_no).toBe(0);
    expect(await statusOf(id)).toBe(0);
    expect((await other.post('/api/product/cancel', { id })).json().error_no).toBe(ERROR_CODES.NOT_FOUND);
    expect((await bank.post('/api/product/cancel', { id })).json().error_no).toBe(0);
    expect(await statusOf(id)).toBeUndefined();

    const comp = await signedIn(t.app, 'comp01');
    expect((await comp.post('/api/product/save', await form())).json().error_no).toBe(ERROR_CODES.FORBIDDEN);
  });

  it('keeps a product with open requests on the shelf', async () => {
    // 海川银行's first product on shelf has the demo's open requests (seed-financing-cases.ts).
    const own = (await bank.post('/api/product/query', { page_size: 100, product_status: 3 })).json().data
      .rows as {
      id: string;
    }[];
    const results = await Promise.all(
      own.map(async (p) => (await bank.post('/api/product/put_off', { id: p.id })).json()),
    );
    expect(results.some((r) => r.error_info === '该产品还有未结束的融资申请，暂不能下架')).toBe(true);
  });
});
