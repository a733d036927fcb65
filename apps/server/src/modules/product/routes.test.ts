import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@scf/shared';
import { PRODUCT_STATUS } from '@scf/shared/schemas/product';
import type { ProductDetail, ProductRow } from '@scf/shared/schemas/product';
import { institutions, productAccessRecords, products, tenants, users } from '@/db/schema.ts';
import { rowCount, signIn, visitor } from '@/modules/user/test-support.ts';
import type { Client } from '@/modules/user/test-support.ts';
import { createTestApp } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';

const LIST = '/portal/fin/product/queryProdProduct';
const DETAIL = '/portal/fin/product/getProdProduct';
const RECOMMEND = '/portal/product/recommend/queryRecommendProduct';
const TERMS = '/portal/fin/product/queryEnumRepayTerm';
const ACCESS = '/portal/fin/product/saveProdAccessRecord';

/** The demo seed puts 42 products in each tenant, 37 of them on shelf. */
const ON_SHELF = 37;

let t: TestApp;
let guest: Client;
/** Every product on shelf of T001, as the list shows them, for checking filters against. */
let all: ProductRow[];

async function tenantId(code: string) {
  const [row] = await t.database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, code));
  return row!.id;
}

/** A T001 product that is not on shelf, of bank01's institution or (`other`) of another one. */
async function offShelfId({ other = false } = {}): Promise<string> {
  const tenant = await tenantId('T001');
  const [bank] = await t.database.db
    .select({ institutionId: users.institutionId })
    .from(users)
    .where(and(eq(users.tenantId, tenant), eq(users.account, 'bank01')));
  const institution = bank!.institutionId!;
  const [row] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenant),
        ne(products.productStatus, 3),
        other ? ne(products.institutionId, institution) : eq(products.institutionId, institution),
      ),
    )
    .limit(1);
  return String(row!.id);
}

const list = async (client: Client, body: Record<string, unknown>) => {
  const res = await client.post(LIST, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { rows: ProductRow[]; total: number };
};

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  guest = await visitor(t.app);
  all = (await list(guest, { page_size: 100 })).rows;
});
afterAll(() => t.close());

describe('queryProdProduct: paging', () => {
  it('shows visitors the products on shelf of the default tenant, 10 a page, newest first', async () => {
    const page = await list(guest, {});
    expect(page.total).toBe(ON_SHELF);
    expect(page.rows).toHaveLength(10);
    expect(all).toHaveLength(ON_SHELF);
    expect(all.every((p) => p.productStatus === 3 && p.productCode.startsWith('T001-'))).toBe(true);
    const ids = all.map((p) => Number(p.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('pages without overlap or gap, and a page past the end is empty with the total', async () => {
    const seen: string[] = [];
    for (let pageNo = 1; pageNo <= 4; pageNo++) {
      const page = await list(guest, { page_no: pageNo, page_size: 10 });
      expect(page.total).toBe(ON_SHELF);
      seen.push(...page.rows.map((r) => r.id));
    }
    expect(seen).toEqual(all.map((p) => p.id));
    expect(await list(guest, { page_no: 5, page_size: 10 })).toEqual({ rows: [], total: ON_SHELF });
    expect(await list(guest, { page_no: 100, page_size: 100 })).toEqual({ rows: [], total: ON_SHELF });
  });

  it('shows a write to a listed product or its institution at the next request, though pages are kept', async () => {
    const first = (await list(guest, {})).rows[0]!;
    const id = Number(first.id);
    const [row] = await t.database.db
      .select({ institutionId: products.institutionId })
      .from(products)
      .where(eq(products.id, id));
    const rename = (name: string) =>
      t.database.db.update(products).set({ productName: name }).where(eq(products.id, id));
    const renameInstitution = (name: string) =>
      t.database.db.update(institutions).set({ name }).where(eq(institutions.id, row!.institutionId));
    try {
      await rename('改名后的产品');
      expect((await list(guest, {})).rows[0]).toMatchObject({ id: first.id, productName: '改名后的产品' });
      await renameInstitution('改名后的机构');
      expect((await list(guest, {})).rows[0]).toMatchObject({ fundingPartyName: '改名后的机构' });
    } finally {
      await rename(first.productName);
      await renameInstitution(first.fundingPartyName);
    }
    expect((await list(guest, {})).rows[0]).toEqual(first);
  });

  it('counts a product taken off the shelf outside the product service at the next request', async () => {
    // The write is SQL, as a script's or another instance's would be: no hook of this one sees it.
    const id = Number(all[0]!.id);
    const shelve = (status: number) =>
      t.database.db.update(products).set({ productStatus: status }).where(eq(products.id, id));
    expect((await list(guest, { page_no: 4 })).total).toBe(ON_SHELF);
    try {
      await shelve(PRODUCT_STATUS.toShelve);
      const page = await list(guest, { page_no: 4 });
      expect(page.total).toBe(ON_SHELF - 1);
      expect(page.rows).toHaveLength(ON_SHELF - 1 - 30);
    } finally {
      await shelve(PRODUCT_STATUS.onShelf);
    }
    expect((await list(guest, { page_no: 2 })).total).toBe(ON_SHELF);
  });

  it.each([
    [{ page_no: 0 }, 'pageNo: 页码应为正整数'],
    [{ page_no: -1 }, 'pageNo: 页码应为正整数'],
    [{ page_no: 1.5 }, 'pageNo: 页码应为正整数'],
    [{ page_no: 'abc' }, 'pageNo: 页码应为正整数'],
    [{ page_size: 0 }, 'pageSize: 每页条数应为1到100之间的整数'],
    [{ page_size: 101 }, 'pageSize: 每页条数应为1到100之间的整数'],
    [{ page_size: 1_000_000 }, 'pageSize: 每页条数应为1到100之间的整数'],
    [{ page_no: 1_000_000, page_size: 100 }, 'pageNo: 页码超出可查询范围，请缩小查询条件'],
    [{ page_no: 99_999_999_999 }, 'pageNo: 页码应为正整数'],
  ])('refuses paging %j with a clear error', async (body, info) => {
    const res = await guest.post(LIST, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_no: ERROR_CODES.VALIDATION, error_info: info });
  });
});

describe('queryProdProduct: rate rules (business.md section 5)', () => {
  const RULE = '利率应大于0、不大于100，且最多只能保留两位小数';
  it.each([0, -1, 100.001, 101, 1.234, '1.234', 'abc', '1e2', '0.00'])(
    'refuses rate %j with the spec’s message',
    async (rate) => {
      for (const field of ['rate_start', 'rate_end']) {
        const res = await guest.post(LIST, { [field]: rate });
        expect(res.statusCode).toBe(400);
        expect(res.json().error_info).toBe(`${field === 'rate_start' ? 'rateStart' : 'rateEnd'}: ${RULE}`);
      }
    },
  );

  it('refuses an upper rate below the lower one', async () => {
    const res = await guest.post(LIST, { rate_start: '6.5', rate_end: '4' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error_no: ERROR_CODES.VALIDATION,
      error_info: 'rateEnd: 利率大值不得小于小值',
      data: { errors: [{ field: 'rateEnd', message: '利率大值不得小于小值' }] },
    });
  });

  it('accepts the bounds 0.01 and 100, and equal ends', async () => {
    expect((await list(guest, { rate_start: 0.01, rate_end: 100 })).total).toBe(ON_SHELF);
    await list(guest, { rate_start: '5.5', rate_end: '5.50' });
  });
});

describe('queryProdProduct: filters, checked against the full list', () => {
  const ids = (rows: ProductRow[]) => rows.map((r) => r.id);
  const WAN = 10_000;

  it.each<[string, Record<string, unknown>, (p: ProductRow) => boolean]>([
    ['loan type', { loan_type: 'WMS' }, (p) => p.loanType === 'WMS'],
    ['finance type', { finance_type_code: 'receivable' }, (p) => p.financeTypeCode === 'receivable'],
    ['amount preset', { loan_amount_under: 100 }, (p) => (p.loanAmountMin ?? 0) <= 100 * WAN],
    [
      'custom amount',
      { loan_amount: '2500.5' },
      (p) =>
        (p.loanAmountMin ?? 0) <= 2500.5 * WAN &&
        (p.loanAmountMax === null || p.loanAmountMax >= 2500.5 * WAN),
    ],
    [
      'period',
      { period: 24 },
      (p) => (p.loanPeriodMin ?? 1) <= 24 && (p.loanPeriodMax === null || p.loanPeriodMax >= 24),
    ],
    [
      'guarantee type',
      { guarant_type: 'pledge' },
      (p) => p.guarantTypeList.some((g) => g.value === 'pledge'),
    ],
    ['rate range', { rate_start: 4, rate_end: 6 }, (p) => p.rateStart <= 6 && p.rateEnd >= 4],
    ['lower rate only', { rate_start: 9 }, (p) => p.rateEnd >= 9],
    ['upper rate only', { rate_end: '3.5' }, (p) => p.rateStart <= 3.5],
    ['keyword in the product name', { keyword: '保理' }, (p) => p.productName.includes('保理')],
    ['keyword in the funding party', { keyword: '长江农村' }, (p) => p.fundingPartyName.includes('长江农村')],
    ['keyword, any case', { keyword: 'E信通' }, (p) => p.productName.includes('e信通')],
    [
      'several filters at once',
      { loan_type: 'FSP', finance_type_code: 'credit', guarant_type: 'credit', period: 12 },
      (p) =>
        p.loanType === 'FSP' &&
        p.financeTypeCode === 'credit' &&
        p.guarantTypeList.some((g) => g.value === 'credit') &&
        p.loanPeriodMin! <= 12 &&
        (p.loanPeriodMax === null || p.loanPeriodMax >= 12),
    ],
  ])('%s', async (_name, body, keep) => {
    const expected = all.filter(keep);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(ON_SHELF);
    const page = await list(guest, { ...body, page_size: 100 });
    expect(page.total).toBe(expected.length);
    expect(ids(page.rows)).toEqual(ids(expected));
  });

  it('takes keyword wildcards literally and finds nothing for an unknown word', async () => {
    expect(await list(guest, { keyword: '%' })).toEqual({ rows: [], total: 0 });
    expect(await list(guest, { keyword: '_' })).toEqual({ rows: [], total: 0 });
    expect(await list(guest, { keyword: '不存在的产品' })).toEqual({ rows: [], total: 0 });
  });

  it('treats empty filters as none, and accepts camelCase keys too', async () => {
    const page = await list(guest, {
      keyword: ' ',
      loan_type: '',
      rate_start: '',
      guarantType: '',
      pageSize: 5,
    });
    expect(page.total).toBe(ON_SHELF);
    expect(page.rows).toHaveLength(5);
  });

  it.each([
    [{ loan_type: 'XYZ' }, 'loanType: 贷款类型应为LOGMIS、SCBC、WMS、FSP之一'],
    [{ loan_type: 'fsp' }, 'loanType: 贷款类型应为LOGMIS、SCBC、WMS、FSP之一'],
    [{ finance_type_code: 'loan' }, 'financeTypeCode: 融资类型应为receivable、voucher、credit之一'],
    [{ loan_amount_under: 150 }, 'loanAmountUnder: 金额档位应为100、200、300、400、500万元之一'],
    [{ loan_amount: 0 }, 'loanAmount: 金额应大于0，最多5位整数、2位小数（万元）'],
    [{ loan_amount: '1.234' }, 'loanAmount: 金额应大于0，最多5位整数、2位小数（万元）'],
    [{ loan_amount: 100_000 }, 'loanAmount: 金额应大于0，最多5位整数、2位小数（万元）'],
    [{ period: 0 }, 'period: 期限应为1到999之间的整数（月）'],
    [{ period: 1000 }, 'period: 期限应为1到999之间的整数（月）'],
    [{ keyword: 'x'.repeat(51) }, 'keyword: 关键词不能超过50个字符'],
  ])('refuses %j, naming the field and the rule', async (body, info) => {
    const res = await guest.post(LIST, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_no: ERROR_CODES.VALIDATION, error_info: info });
  });

  it('refuses a body that is not an object, and malformed JSON, without a 500', async () => {
    for (const payload of ['[1]', '"x"', '{']) {
      const res = await guest.request({
        method: 'POST',
        url: LIST,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error_no).toBe(ERROR_CODES.VALIDATION);
    }
  });

  it('labels in the language of the request', async () => {
    const res = await guest.request({
      method: 'POST',
      url: LIST,
      payload: { loan_type: 'WMS', guarant_type: 'pledge', page_size: 1 },
      headers: { 'accept-language': 'en-US' },
    });
    const [row] = res.json().data.rows as ProductRow[];
    expect(row!.loanTypeDesc).toBe('Warehouse receipt financing');
    expect(row!.guarantTypeList).toContainEqual({ value: 'pledge', desc: 'Pledge' });
  });
});

describe('tenant separation', () => {
  it('a signed-in user sees the products of the session’s tenant only', async () => {
    const t2 = await visitor(t.app);
    expect(
      (await signIn(t2, { account: 'comp01', password: 'Comp@12345', tenantId: 'T002' })).json().error_no,
    ).toBe(0);
    const page = await list(t2, { page_size: 100 });
    expect(page.total).toBe(ON_SHELF);
    expect(page.rows.every((p) => p.productCode.startsWith('T002-'))).toBe(true);
    const t1Product = all[0]!;
    const res = await t2.post(DETAIL, { id: t1Product.id });
    expect(res.statusCode).toBe(404);
    expect((await t2.post(ACCESS, { product_id: t1Product.id })).statusCode).toBe(404);
  });

  it('a tenant named in the request is ignored', async () => {
    const page = await list(guest, { tenant_id: 'T002', tenantId: 'T002', page_size: 1 });
    expect(page.rows[0]!.productCode).toMatch(/^T001-/);
  });
});

describe('getProdProduct', () => {
  it('answers a product on shelf to a visitor, with every part', async () => {
    const res = await guest.post(DETAIL, { id: all[0]!.id });
    expect(res.statusCode).toBe(200);
    const detail = res.json().data as ProductDetail;
    expect(detail).toMatchObject({ ...all[0], introduce: expect.any(String), customer: expect.any(String) });
    expect(detail.feature).toBeTruthy();
    expect(detail.applyCondition).toBeTruthy();
    expect(detail.materialNameList.length).toBeGreaterThan(2);
    expect(detail.agreementArticalList.length).toBeGreaterThan(0);
    expect(detail.repayTypeList[0]!.repayTypeConfig.loanTermList).toMatch(/^\d+(,\d+)*$/);
    expect(detail.documentList.length).toBeGreaterThan(0);
    expect(detail.attachments.length).toBeGreaterThan(0);
  });

  it('serves its templates as real files under their original names', async () => {
    const detail = (await guest.post(DETAIL, { id: all[0]!.id })).json().data as ProductDetail;
    for (const attachment of detail.attachments) {
      const res = await guest.get(`${attachment.url}?download=1`);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBeGreaterThan(100);
      const name = decodeURIComponent((res.headers['content-disposition'] as string).split("UTF-8''")[1]!);
      expect(name).toBe(attachment.originalFileName);
      // Office files are ZIP packages.
      if (/\.(docx|xlsx)$/.test(name)) expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
    const logo = await guest.get(detail.picture!);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
  });

  it('hides a product off the shelf from visitors and enterprises, not from its institution side', async () => {
    const id = await offShelfId();
    const notFound = { error_no: ERROR_CODES.NOT_FOUND, error_info: '产品不存在或已下架' };
    const res = await guest.post(DETAIL, { id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject(notFound);

    const comp = await visitor(t.app);
    await signIn(comp, { account: 'comp01', password: 'Comp@12345' });
    expect((await comp.post(DETAIL, { id })).json()).toMatchObject(notFound);

    const bank = await visitor(t.app);
    await signIn(bank, { account: 'bank01', password: 'Bank@12345' });
    const seen = await bank.post(DETAIL, { id });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.productStatus).not.toBe(3);
  });

  it("hides another institution's product off the shelf from an institution, not from the operator", async () => {
    const id = await offShelfId({ other: true });
    const bank = await visitor(t.app);
    await signIn(bank, { account: 'bank01', password: 'Bank@12345' });
    const refused = await bank.post(DETAIL, { id });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error_no).toBe(ERROR_CODES.NOT_FOUND);

    const operator = await visitor(t.app);
    await signIn(operator, { account: 'admin01', password: 'Admin@12345' });
    expect((await operator.post(DETAIL, { id })).statusCode).toBe(200);
  });

  it('answers not found for an unknown id, and refuses a malformed one', async () => {
    expect((await guest.post(DETAIL, { id: '999999999' })).statusCode).toBe(404);
    for (const id of ['abc', 0, -1, '1.5', '', '00012', '99999999999999999999']) {
      const res = await guest.post(DETAIL, { id });
      expect(res.statusCode).toBe(400);
      expect(res.json().error_info).toBe('id: 产品编号不正确');
    }
    expect((await guest.post(DETAIL, {})).statusCode).toBe(400);
  });
});

describe('queryRecommendProduct', () => {
  it('recommends 6 products on shelf in their order, fewer when asked', async () => {
    const res = await guest.post(RECOMMEND, {});
    const { rows, total } = res.json().data as { rows: ProductRow[]; total: number };
    expect(rows).toHaveLength(6);
    expect(total).toBeGreaterThanOrEqual(6);
    expect(rows.every((r) => r.productStatus === 3)).toBe(true);
    expect(new Set(rows.map((r) => r.loanType))).toEqual(new Set(['LOGMIS', 'SCBC', 'WMS', 'FSP']));
    const two = (await guest.post(RECOMMEND, { page_size: 2 })).json().data.rows as ProductRow[];
    expect(two.map((r) => r.id)).toEqual(rows.slice(0, 2).map((r) => r.id));
    expect((await guest.post(RECOMMEND)).json().data.rows).toHaveLength(6);
    expect((await guest.post(RECOMMEND, { page_size: 0 })).statusCode).toBe(400);
  });
});

describe('queryEnumRepayTerm', () => {
  it('lists the repayment terms with their months', async () => {
    const res = await guest.post(TERMS, {});
    expect(res.json().data.rows).toEqual([
      { value: '3', desc: '3个月', months: 3 },
      { value: '6', desc: '6个月', months: 6 },
      { value: '12', desc: '12个月', months: 12 },
      { value: '24', desc: '24个月', months: 24 },
      { value: '36', desc: '36个月', months: 36 },
    ]);
  });
});

describe('the access record', () => {
  const records = () => rowCount(t.database.db, productAccessRecords);

  it('records a visitor’s visit without a user', async () => {
    const before = await records();
    const res = await guest.post(ACCESS, { product_id: all[1]!.id });
    expect(res.json()).toEqual({
      error_no: 0,
      error_info: '',
      data: { productId: all[1]!.id, recorded: true },
    });
    expect(await records()).toBe(before + 1);
    const [row] = await t.database.db
      .select()
      .from(productAccessRecords)
      .where(eq(productAccessRecords.productId, Number(all[1]!.id)));
    expect(row).toMatchObject({ userId: null, userAgentAccount: null });
  });

  it('records the session’s account for a signed-in user, whatever the body claims', async () => {
    const comp = await visitor(t.app);
    await signIn(comp, { account: 'comp01', password: 'Comp@12345' });
    const res = await comp.post(ACCESS, {
      product_id: Number(all[2]!.id),
      user_agent_account: 'someone_else',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(productAccessRecords)
      .where(eq(productAccessRecords.productId, Number(all[2]!.id)));
    expect(row).toMatchObject({ userAgentAccount: 'comp01', userId: expect.any(Number) });
  });

  it('refuses a product the caller cannot see, and a bad id; nothing written', async () => {
    const before = await records();
    expect((await guest.post(ACCESS, { product_id: await offShelfId() })).statusCode).toBe(404);
    expect((await guest.post(ACCESS, { product_id: 'x' })).json().error_info).toBe(
      'productId: 产品编号不正确',
    );
    expect((await guest.post(ACCESS, {})).statusCode).toBe(400);
    expect(await records()).toBe(before);
  });

  it('needs the CSRF token like every write', async () => {
    const res = await t.app.inject({ method: 'POST', url: ACCESS, payload: { product_id: all[0]!.id } });
    expect(res.statusCode).toBe(403);
  });
});
