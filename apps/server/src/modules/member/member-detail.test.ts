import { and, asc, eq, ilike, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@scf/shared';
import { BRANCH_SEARCH_LIMIT } from '@scf/shared/schemas/member-api';
import type { MemberDetail } from '@scf/shared/schemas/member-api';
import { bankBranches, members, productDocuments, products, registrations } from '@/db/schema.ts';
import { browser, passwordLogin, signedIn } from '@/modules/auth/test-support.ts';
import type { Browser } from '@/modules/auth/test-support.ts';
import { COMP01_CODE, CORE_CODE, CORE_NAME } from '@/modules/financing-apply/test-support.ts';
import { addInstitutionUser, attachments, shelfProduct } from '@/modules/financing/test-support.ts';
import { pendingRegistration, tenantIdOf } from '@/modules/member-review/test-support.ts';
import { visitor } from '@/modules/user/test-support.ts';
import { createTestApp } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';

let t: TestApp;
let comp: Browser;
let bank: Browser;
let operator: Browser;
/** A user of 江南商业银行 (ORG_JNB), to which comp01 has not applied (the demo's cases are 海川银行's). */
let jnb: Browser;

const db = () => t.database.db;
const DETAIL = '/api/member/detail';
const BRANCHES = '/api/bbws/getBankBranchUrl';
const DOCUMENT_CONF = '/admin/fin/product/conf/queryProductDocumentConf';
const NONE = { error_no: ERROR_CODES.MEMBER_DETAIL_NONE, error_info: '暂无企业信息' };

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  comp = await signedIn(t.app, 'comp01');
  bank = await signedIn(t.app, 'bank01');
  operator = await signedIn(t.app, 'admin01');
  await addInstitutionUser(db(), 'T001', 'jnbank01', 'Jnb#20261', 'ORG_JNB');
  jnb = browser(t.app);
  expect((await passwordLogin(jnb, { account: 'jnbank01', password: 'Jnb#20261' })).json().error_no).toBe(0);
});
afterAll(() => t.close());

/** What the detail should answer for a member, read from its registration. */
async function expectedDetail(tenantCode: string, usccCode: string): Promise<MemberDetail> {
  const tenantId = await tenantIdOf(db(), tenantCode);
  const [row] = await db()
    .select({ member: members, registration: registrations })
    .from(members)
    .innerJoin(registrations, eq(registrations.id, members.registrationId))
    .where(and(eq(members.tenantId, tenantId), eq(members.usccCode, usccCode)));
  const { member, registration: r } = row!;
  return {
    memberUserCode: member.usccCode,
    enterpriseName: member.enterpriseName,
    status: member.status,
    legalRepr: r.legalRepr,
    address: r.address,
    contactName: r.contactName,
    contactMobile: r.contactMobile,
    bankCode: expect.any(String) as unknown as string,
    bankName: r.bankName,
    openBankName: r.openBankName,
    openBankCode: r.openBankCode,
    openBankAccount: r.openBankAccount,
    companyScale: r.companyScale,
    industryCode: r.industryCode,
  };
}

const detail = (client: Browser, body: Record<string, unknown> = {}) => client.post(DETAIL, body);

describe('/api/member/detail', () => {
  it("gives an enterprise user its own member's registered details", async () => {
    const own = await detail(comp);
    expect(own.json(), own.body).toMatchObject({ error_no: 0 });
    expect(own.json().data).toEqual(await expectedDetail('T001', COMP01_CODE));
    expect(own.json().data).toMatchObject({
      memberUserCode: COMP01_CODE,
      enterpriseName: '深圳前海鼎盛电子科技有限公司',
      bankCode: 'PAB',
      bankName: '平安银行',
      openBankAccount: '6222139023588470018',
      status: 'active',
    });
    // Its own code, in any case, with the client's user_agent_account: the same.
    const byCode = await detail(comp, { user_code: COMP01_CODE.toLowerCase(), user_agent_account: 'comp01' });
    expect(byCode.json().data).toEqual(own.json().data);
  });

  it('answers 14001 for any other enterprise, an unknown code, and a user without a member', async () => {
    expect((await detail(comp, { user_code: CORE_CODE })).json()).toMatchObject({ ...NONE, data: null });
    expect((await detail(comp, { user_code: '91110000600000000X' })).json()).toMatchObject(NONE);
    const comp02 = await signedIn(t.app, 'comp02');
    expect((await detail(comp02)).json()).toMatchObject(NONE);
    expect((await detail(comp02, { user_code: COMP01_CODE })).json()).toMatchObject(NONE);
    expect((await detail(comp, { user_code: 'X'.repeat(41) })).json().error_no).toBe(ERROR_CODES.VALIDATION);
    expect((await detail(browser(t.app))).statusCode).not.toBe(200);
  });

  it('lets an institution read the enterprises that applied to it, and only those', async () => {
    expect((await detail(bank, { user_code: COMP01_CODE })).json().data).toEqual(
      await expectedDetail('T001', COMP01_CODE),
    );
    // The core enterprise never applied to 海川银行; an institution user has no member of its own.
    expect((await detail(bank, { user_code: CORE_CODE })).json()).toMatchObject(NONE);
    expect((await detail(bank)).json()).toMatchObject(NONE);

    // 江南商业银行 may not, until comp01 applies to one of its products.
    expect((await detail(jnb, { user_code: COMP01_CODE })).json()).toMatchObject(NONE);
    const product = await shelfProduct(db(), 'T001', 'ORG_JNB', 0, 'voucher');
    const applied = await comp.post('/api/financing/apply', {
      product_id: String(product.id),
      finance_amount: Math.max(product.min / 100, 100_000),
      finance_period: product.periodMin,
      guarant_type_list: product.guarantTypes.slice(0, 1),
      attachment_name_list: await attachments(db(), product.templateCount, 'detail'),
      finance_purpose: '采购原材料',
      agreement_checked: true,
    });
    expect(applied.json(), applied.body).toMatchObject({ error_no: 0 });
    expect((await detail(jnb, { user_code: COMP01_CODE })).json().data).toMatchObject({
      enterpriseName: '深圳前海鼎盛电子科技有限公司',
    });
  });

  it("lets an operator read any member of its own tenant, and no tenant another's", async () => {
    expect((await detail(operator, { user_code: COMP01_CODE })).json().data).toEqual(
      await expectedDetail('T001', COMP01_CODE),
    );
    expect((await detail(operator, { user_code: CORE_CODE })).json().data).toMatchObject({
      enterpriseName: CORE_NAME,
      memberUserCode: CORE_CODE,
    });
    expect((await detail(operator)).json()).toMatchObject(NONE);

    // A member only T001 has.
    const tenantId = await tenantIdOf(db(), 'T001');
    const registration = await pendingRegistration(db(), 'T001', { name: '南京秦淮详情测试有限公司' });
    await db().insert(members).values({
      tenantId,
      usccCode: registration.usccCode,
      enterpriseName: registration.enterpriseName,
      registrationId: registration.id,
    });
    expect((await detail(operator, { user_code: registration.usccCode })).json().data).toMatchObject({
      enterpriseName: '南京秦淮详情测试有限公司',
      bankCode: 'CMB',
    });
    const foreignOperator = await signedIn(t.app, 'admin01', 'T002');
    const foreignComp = await signedIn(t.app, 'comp01', 'T002');
    const foreignBank = await signedIn(t.app, 'bank01', 'T002');
    for (const client of [foreignOperator, foreignComp, foreignBank]) {
      expect((await detail(client, { user_code: registration.usccCode })).json()).toMatchObject(NONE);
    }
    // The same credit code names T002's own member there.
    expect((await detail(foreignComp)).json().data).toEqual(await expectedDetail('T002', COMP01_CODE));
  });
});

describe('/api/bbws/getBankBranchUrl', () => {
  const search = async (body: Record<string, unknown>) => (await visitor(t.app)).post(BRANCHES, body);

  /** The branches of a bank whose name holds a keyword, as the registry has them. */
  const registry = async (bankCode: string, keyword: string) =>
    (
      await db()
        .select({ bankBranchNo: bankBranches.branchNo, bankFullName: bankBranches.branchName })
        .from(bankBranches)
        .where(and(eq(bankBranches.bankCode, bankCode), ilike(bankBranches.branchName, `%${keyword}%`)))
        .orderBy(asc(bankBranches.branchNo))
    ).slice(0, BRANCH_SEARCH_LIMIT);

  it("answers the branches of the chosen bank whose name holds the keyword, that bank's only", async () => {
    const icbc = await search({ bank_full_name: '北京', bank_code: 'ICBC' });
    expect(icbc.json(), icbc.body).toMatchObject({ error_no: 0 });
    const rows = icbc.json().data.rows as { bankBranchNo: string; bankFullName: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(icbc.json().data).toEqual({ rows: await registry('ICBC', '北京'), total: rows.length });
    const ccb = (await search({ bank_full_name: '北京', bank_code: 'CCB' })).json().data.rows as typeof rows;
    expect(ccb).toEqual(await registry('CCB', '北京'));
    expect(ccb.length).toBeGreaterThan(0);
    expect(ccb.some((r) => rows.some((i) => i.bankBranchNo === r.bankBranchNo))).toBe(false);
    // The keyword is trimmed; LIKE wildcards match themselves; nothing found is an empty list.
    expect((await search({ bank_full_name: '  北京 ', bank_code: 'ICBC' })).json().data.rows).toEqual(rows);
    expect((await search({ bank_full_name: '%', bank_code: 'ICBC' })).json().data).toEqual({
      rows: [],
      total: 0,
    });
    expect((await search({ bank_full_name: '不存在的支行', bank_code: 'ICBC' })).json().data).toEqual({
      rows: [],
      total: 0,
    });
    // Signed in, the same answer.
    expect(
      (await comp.post(BRANCHES, { bank_full_name: '北京', bank_code: 'ICBC' })).json().data.rows,
    ).toEqual(rows);
  });

  it('names the field of an unknown bank, a missing or too long keyword', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ bank_full_name: '北京', bank_code: 'NOPE' }, 'bankCode: 银行不存在'],
      [{ bank_full_name: '北京' }, 'bankCode: 银行不存在'],
      [{ bank_full_name: '', bank_code: 'ICBC' }, 'bankFullName: 请输入关键词模糊查询开户行'],
      [{ bank_full_name: '   ', bank_code: 'ICBC' }, 'bankFullName: 请输入关键词模糊查询开户行'],
      [{ bank_code: 'ICBC' }, 'bankFullName: 请输入关键词模糊查询开户行'],
      [{ bank_full_name: '北'.repeat(61), bank_code: 'ICBC' }, 'bankFullName: 关键词不能超过60个字符'],
    ];
    for (const [body, message] of cases) {
      expect((await search(body)).json(), JSON.stringify(body)).toMatchObject({
        error_no: ERROR_CODES.VALIDATION,
        error_info: message,
      });
    }
  });
});

describe('queryProductDocumentConf', () => {
  const conf = (client: Browser | Awaited<ReturnType<typeof visitor>>, productCode: string) =>
    client.get(
      `${DOCUMENT_CONF}?customer_type=2&business_scene_code=incoming&product_code=${encodeURIComponent(productCode)}`,
    );

  it("answers an on-shelf product's documents, in order, to anyone", async () => {
    const product = await shelfProduct(db(), 'T001', 'ORG_HCB', 1, 'voucher');
    const stored = await db()
      .select()
      .from(productDocuments)
      .where(eq(productDocuments.productId, product.id))
      .orderBy(asc(productDocuments.sortOrder));
    const expected = {
      rows: stored.map((d) => ({
        documentCode: d.documentCode,
        documentName: d.documentName,
        documentFileType: d.documentFileType,
        templatePath: d.templateHash === null ? null : `/api/files/${d.templateHash}`,
      })),
      total: stored.length,
    };
    expect(expected.rows.some((r) => r.templatePath !== null)).toBe(true);
    for (const client of [await visitor(t.app), comp, bank, operator, jnb]) {
      const res = await conf(client, product.productCode);
      expect(res.json(), res.body).toMatchObject({ error_no: 0, data: expected });
    }
    const template = expected.rows.find((r) => r.templatePath !== null)!;
    expect((await (await visitor(t.app)).get(template.templatePath!)).statusCode).toBe(200);
  });

  it('hides an off-shelf or unknown product from visitors and enterprises, and another tenant’s', async () => {
    const tenantId = await tenantIdOf(db(), 'T001');
    const [offShelf] = await db()
      .select({ productCode: products.productCode })
      .from(products)
      .where(and(eq(products.tenantId, tenantId), ne(products.productStatus, 3)))
      .orderBy(asc(products.id));
    const notFound = { error_no: ERROR_CODES.NOT_FOUND };
    for (const client of [await visitor(t.app), comp]) {
      expect((await conf(client, offShelf!.productCode)).json()).toMatchObject(notFound);
      expect((await conf(client, 'T001-NO-SUCH')).json()).toMatchObject(notFound);
    }
    // The back office and institutions see products in every status (product management).
    expect((await conf(operator, offShelf!.productCode)).json().error_no).toBe(0);
    const foreign = await shelfProduct(db(), 'T002', 'ORG_HCB', 1, 'voucher');
    expect((await conf(comp, foreign.productCode)).json()).toMatchObject(notFound);
    const missing = await comp.get(`${DOCUMENT_CONF}?customer_type=2&business_scene_code=incoming`);
    expect(missing.json()).toMatchObject({
      error_no: ERROR_CODES.VALIDATION,
      error_info: 'productCode: 产品编号不正确',
    });
  });
});
