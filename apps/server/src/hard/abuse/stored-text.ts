import { and, desc, eq } from 'drizzle-orm';
import { toCamelKeys } from '@scf/shared';
import { chinaDate } from '@scf/shared/dates';
import { authorizationDateRange } from '@scf/shared/schemas/authorization';
import { withResidentIdCheckChar } from '@scf/shared/validators/resident-id';
import { withUsccCheckChar } from '@scf/shared/validators/uscc';
import type { App } from '@/app.ts';
import type { Db } from '@/db/client.ts';
import {
  accountManagers,
  financingRequests,
  authorizations,
  institutionJudges,
  institutions,
  memberChanges,
  roles,
} from '@/db/schema.ts';
import { CORE_ENTERPRISE } from '@/db/member-data.ts';
import { storeFile } from '@/modules/files/store.ts';
import { renderInvoicePdf } from '@/test/invoice-pdf.ts';
import {
  COMP01_CODE,
  branchOf,
  chinaDay,
  documentsOf,
  memberIdOf,
  uploadDocuments,
} from '@/modules/financing-apply/test-support.ts';
import { attachments, shelfProduct } from '@/modules/financing/test-support.ts';
import { pendingRegistration, tenantIdOf } from '@/modules/member-review/test-support.ts';
import { encrypter, lastSmsCode } from '@/modules/auth/test-support.ts';
import type { Browser } from '@/modules/auth/test-support.ts';
import { challenge, newMobile, signedInFrom, visitorFrom } from '@/hard/abuse/clients.ts';

/**
 * How each route that stores text is called with valid input, so that markup can be put into
 * every one of its free-text fields. The abuse test finds the routes with free-text fields in the
 * OpenAPI document and fails on any that is neither here nor in STORES_NOTHING.
 */

/** Markup in a text field, numbered per route so a stored copy can be traced to its route. */
export const markup = (n: number) => `<script>alert(${n})</script><img src=x onerror=alert(${n})>`;
/** Shorter forms for fields that allow fewer characters. */
export const shortMarkup = (n: number) => [
  `<img src=x onerror=alert(${n})>`,
  `<svg onload=alert(${n})>`,
  '<i onclick=alert(1)>',
  '<b>x</b>',
];

export type Role = 'visitor' | 'comp01' | 'bank01' | 'admin01' | 'comp02';

export interface Ctx {
  app: App;
  db: Db;
  /** A client of the role (signed in once; a visitor is new each time). */
  as(role: Role): Promise<Browser>;
  /** A picture in the file store, as uploads answer it. */
  image: string;
  serial(): number;
}

export interface Recipe {
  as: Role;
  /** A valid body, made afresh for each attempt (codes and pending rows are used up). */
  body(ctx: Ctx, client: Browser): Promise<Record<string, unknown>>;
  /** Fields the route takes but keeps as references, not text (passwords, file names). */
  references?: string[];
  /** Fields a rule requires to hold the same text: they get the same markup, or none. */
  same?: string[];
  /** Completes the body once the markup is in (documents that must repeat its text). */
  finish?(ctx: Ctx, body: Record<string, unknown>): Promise<Record<string, unknown>>;
}

/** Routes with free-text fields that keep none of them, with the reason. */
export const STORES_NOTHING: Record<string, string> = {
  'POST /api/user/login':
    'credentials and a challenge; the account name is kept only in login_attempts, never shown',
  'POST /getVerifyCode': 'a challenge and the mobile',
  'POST /kickout': 'an account name to look up',
  'POST /api/user/unlock': 'a password',
  'POST /g/eclp-server-new/v/api/member/reg/is_account_existed': 'a look-up',
  'POST /api/member/reg/send_reg_code': 'a challenge; an SMS to the mobile',
  'POST /api/portal/fsp/member/get_reg_agreement': 'a look-up',
  'POST /api/portal/fsp/member/reg_agreement_detail': 'a look-up',
  'POST /g/eclp-server-new/v/api/member/reg/get_mobile_by_account': 'a look-up kept in the session',
  'POST /api/member/reg/send_forget_sms_code': 'a challenge',
  'POST /api/member/reg/forget_reset_pwd': 'a password',
  'POST /api/user/resetPwd': 'passwords',
  'POST /api/user/modify_mobile_send': 'a challenge',
  'POST /api/user/modify_mobile': 'a password and a mobile',
  'POST /api/third_auths/auths_url': 'answers an address; the redirect must be a path of this site',
  'POST /insertUserMenuFavorite': 'the code of an existing menu',
  'POST /deleteByMenuCodeAndUserId': 'the code of an existing menu',
  'POST /api/ocr/business_license': 'the name of a stored file',
  'POST /api/ocr/id_card': 'the name of a stored file',
  'POST /peripheral/ocr/business_license': 'the name of a stored file',
  'POST /peripheral/ocr/id_card': 'the name of a stored file',
  'POST /portal/fin/product/queryProdProduct': 'a search',
  'POST /api/member/invoice_check': 'checks a stored invoice against the name',
  'POST /api/member/get_member_by_usccode': 'a look-up',
  'POST /api/member/need_extra_check': 'a look-up',
  'POST /api/member/check_legal_cert_no': 'a look-up',
  'POST /api/portal/eclp/query_bank_no': 'a search',
  'POST /api/bbws/getBankBranchUrl': 'a look-up',
  'POST /api/member/detail': 'a look-up',
  'POST /api/member/review/list': 'a search',
  'POST /api/member/realname/send_sms_code': 'a challenge',
  'POST /api/member/realname/qr_info': 'a signed token',
  'POST /api/financing/query': 'a search',
  'POST /api/financing/detail': 'a look-up',
  'POST /portal/fin/credit/queryCreCredit': 'a look-up',
  'POST /portal/fin/credit/queryCreCreditPro': 'a search',
  'POST /api/admin/role/query': 'a search',
  'POST /api/admin/user/query': 'a search',
  'POST /api/manager/query': 'a search',
  'POST /api/salesman/query': 'a search',
  'POST /api/salesman/enterprises': 'a search',
  'POST /api/member/change/query': 'a search',
  'POST /api/admin/content/news/query': 'a search',
  'POST /api/admin/content/ad/query': 'a search',
  'POST /api/admin/content/ad/targets': 'a search',
  'POST /api/admin/content/policy/query': 'a search',
  'POST /api/admin/content/agreement/query': 'a search',
  'POST /api/admin/content/friend_link/query': 'a search',
  'POST /api/financing/judge_query': 'a list',
  'POST /api/compInfo/get_report_score': 'a look-up',
  'POST /api/financing/signer/register': 'a public key, checked as one',
  'POST /api/financing/incoming_apply': 'signed by the browser key: covered by modules/financing-apply tests',
};

const USCC = withUsccCheckChar('91310104MA1K00001');

/** An application page of a loan type (waybills, receivables, warehouse receipts) with its rows. */
function loanTypeRecipe(
  loanType: 'LOGMIS' | 'SCBC' | 'WMS',
  list: string,
  row: Record<string, unknown>,
): Recipe {
  return {
    as: 'comp01',
    // The documents name the configured document and its stored file.
    references: ['documentList.0.fileCode', 'documentList.0.fileName'],
    body: async (ctx) => {
      const p = await shelfProduct(ctx.db, 'T001', 'ORG_HCB', 0, 'credit', loanType);
      const documents = await documentsOf(ctx.db, p.id);
      const amount = Math.max(p.min / 100, Math.min(400_000, (p.max ?? Infinity) / 100));
      return toCamelKeys({
        productId: String(p.id),
        incomingAmount: String(amount),
        incomingDuration: String(p.periodMin),
        memo: '补充流动资金',
        [list]: [{ ...row }],
        documentList: await uploadDocuments(ctx.db, documents, `xss${ctx.serial()}`),
        agreementChecked: true,
      });
    },
  };
}

async function institutionId(db: Db, code: string): Promise<number> {
  const tenantId = await tenantIdOf(db, 'T001');
  const [row] = await db
    .select({ id: institutions.id })
    .from(institutions)
    .where(and(eq(institutions.tenantId, tenantId), eq(institutions.userCode, code)));
  if (!row) throw new Error(`no institution ${code}`);
  return row.id;
}

/** A demand of comp01 still in the hall, for the routes that move one. */
async function openDemand(ctx: Ctx): Promise<number> {
  const comp = await ctx.as('comp01');
  const res = await comp.post('/api/financing/demand/publish', {
    financeAmount: '120.5',
    financePeriod: 6,
    guarantTypeList: ['credit'],
  });
  const id = (res.json().data as { id?: number } | null)?.id;
  if (!id) throw new Error(`no demand published: ${res.body}`);
  return Number(id);
}

/** A demand accepted by 海川银行 (bank01), which the bank may still decline. */
async function acceptedDemand(ctx: Ctx): Promise<number> {
  const id = await openDemand(ctx);
  const bank = await ctx.as('bank01');
  const product = await shelfProduct(ctx.db, 'T001', 'ORG_HCB', 0);
  const [manager] = await ctx.db
    .select({ id: accountManagers.id })
    .from(accountManagers)
    .where(eq(accountManagers.institutionId, await institutionId(ctx.db, 'ORG_HCB')));
  const res = await bank.post('/api/financing/accept', {
    financeApplyId: id,
    acceptResult: 1,
    productCode: product.productCode,
    accountManagerId: manager?.id,
  });
  if (res.json().error_no !== 0) throw new Error(`demand not accepted: ${res.body}`);
  return id;
}

/** A pending change of comp01's enterprise, waiting for the back office. */
async function pendingChange(ctx: Ctx): Promise<number> {
  const comp = await ctx.as('comp01');
  await comp.post('/api/member/change/save', { legalRepr: `王${ctx.serial()}` });
  const [row] = await ctx.db
    .select({ id: memberChanges.id })
    .from(memberChanges)
    .where(eq(memberChanges.status, 'pending'))
    .orderBy(desc(memberChanges.id))
    .limit(1);
  if (!row) throw new Error('no pending member change');
  return row.id;
}

async function productForm(ctx: Ctx) {
  return toCamelKeys<Record<string, unknown>>({
    product_name: `测试产品${ctx.serial()}`,
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
    material_name_list: ['营业执照'],
    attachments: await attachments(ctx.db, 1, `xss${ctx.serial()}`),
    agreement_artical_list: [{ article_name: '服务协议', article_text: '甲乙双方达成如下协议' }],
    document_list: [
      { document_code: 'BUSINESS_LICENSE', document_name: '营业执照', document_file_type: 'pdf,jpg' },
    ],
    introduce: '额度高、审批快。',
    apply_condition: '成立满一年',
    customer: '小微企业',
    feature: '纯信用',
    product_apply_method: 'site',
  });
}

export const RECIPES: Record<string, Recipe> = {
  'POST /api/financing/waybill_apply': loanTypeRecipe('LOGMIS', 'waybillList', {
    waybillNo: 'YD-2026-1',
    consignor: '深圳前海鼎盛电子科技有限公司',
    origin: '深圳',
    destination: '上海',
    shipDate: chinaDay(-1),
    freightAmount: '400000',
  }),
  'POST /api/financing/scbc_apply': loanTypeRecipe('SCBC', 'receivableList', {
    debtorName: '华东重工集团有限公司',
    contractNo: 'HT-2026-001',
    invoiceNo: '12345678',
    receivableAmount: '600000',
    dueDate: chinaDay(30),
  }),
  'POST /api/financing/wms_apply': loanTypeRecipe('WMS', 'receiptList', {
    receiptNo: 'CD-2026-001',
    warehouseName: '上海外高桥保税仓储有限公司',
    goodsName: '电解铜',
    quantity: '120.5',
    unit: '吨',
    receiptValue: '800000',
    expiryDate: chinaDay(30),
  }),
  'POST /api/user/modifyCurrUserInfo': {
    as: 'comp01',
    body: async () => ({ name: '张三', jobNo: 'J001', position: '经理' }),
  },
  'POST /api/member/reg/quick_reg': {
    as: 'visitor',
    references: ['userPwd', 'keyId', 'tenantId', 'terminalType'],
    body: async (ctx, client) => {
      const mobile = newMobile();
      const { cc, answer } = await challenge(client, ctx.db);
      await client.post('/api/member/reg/send_reg_code', { mobile, checkCode: answer, reqSessionId: cc });
      const { keyId, encrypt } = await encrypter(client);
      return {
        userAccount: `xss${ctx.serial()}`,
        companyName: '测试注册公司',
        mobile,
        smsCode: await lastSmsCode(ctx.db, mobile),
        userPwd: encrypt('Abc@12345'),
        keyId,
        terminalType: 'pc',
      };
    },
  },
  'POST /api/member/create_letter': {
    as: 'visitor',
    body: async () => ({ enterpriseName: '测试商贸有限公司', enterpriseInfo: USCC, legalRepr: '张伟' }),
  },
  'POST /api/member/app_reg_comp': {
    as: 'comp02',
    // The licence's legal representative must be the person of the ID card.
    same: ['compInfo.legalRepr', 'legalPersonInfo.legalPerson'],
    references: [
      'businessLicenseFile.fileName',
      'businessLicenseFile.filePath',
      'invoiceFile.fileName',
      'invoiceFile.filePath',
      'memberBankInfo.openBankCode',
      'compInfo.taxCertImgUrl',
      'compInfo.billUrl',
      'legalPersonInfo.legalpersonIcFront',
      'legalPersonInfo.legalpersonicback',
    ],
    body: async (ctx) => {
      const branch = await branchOf(ctx.db, 'CMB');
      const file = (title: string) =>
        storeFile(ctx.db, {
          content: Buffer.from(`${title} ${ctx.serial()}`),
          contentType: 'image/png',
          originalFileName: `${title}.png`,
        });
      const [licence, front, back] = await Promise.all([file('licence'), file('front'), file('back')]);
      return {
        compInfo: {
          enterpriseName: '上海徐汇星辰贸易有限公司',
          enterpriseInfo: USCC,
          legalRepr: '张伟',
          validityTerm: '2019-05-20 - 9999-12-31',
          businessAddr: '上海市徐汇区漕溪北路88号',
          address: '上海市徐汇区漕溪北路88号',
          addressCodeList: ['310000', '310100', '310104'],
          contactName: '李娜',
          contactMobile: '13812345678',
          taxCertImgUrl: licence.url,
          companyScale: '2',
          isGreenEnterprise: '0',
          industryCode: 'F',
          isAgricultural: '0',
        },
        legalPersonInfo: {
          legalPerson: '张伟',
          legalpersonIcFront: front.url,
          legalpersonicback: back.url,
          legalPersonMobile: '13912345678',
          legalPersonCertNo: withResidentIdCheckChar('31010419850612123'),
          legalpersonicvalidity: '2015.06.01-2035.06.01',
        },
        operatorInfoList: [
          {
            operatorName: '王芳',
            operatorMobile: '13700001111',
            operatorCertNo: withResidentIdCheckChar('31010419900101222'),
            wxId: 'wangfang',
            operatorType: 'operating_sup',
          },
        ],
        memberBankInfo: {
          bankName: '招商银行',
          openBankName: branch.bankFullName,
          openBankCode: branch.bankBranchNo,
          openBankAccount: '121909876510801',
        },
        businessLicenseFile: {
          fileName: licence.fileHash,
          filePath: licence.url,
          originalFileName: '营业执照.png',
          fileHash: licence.fileHash,
        },
      };
    },
    // The invoice's seller must be the enterprise as typed, markup and all.
    finish: async (ctx, body) => {
      const comp = body.compInfo as { enterpriseName: string; enterpriseInfo: string };
      const invoice = await storeFile(ctx.db, {
        content: await renderInvoicePdf({
          sellerName: comp.enterpriseName,
          sellerTaxId: comp.enterpriseInfo,
          buyerName: CORE_ENTERPRISE.enterpriseName,
          buyerTaxId: CORE_ENTERPRISE.usccCode,
          issueDate: chinaDate(new Date()),
        }),
        contentType: 'application/pdf',
        originalFileName: '发票.pdf',
      });
      const file = {
        fileName: invoice.fileHash,
        filePath: invoice.url,
        originalFileName: '发票.pdf',
        fileHash: invoice.fileHash,
      };
      return { ...body, compInfo: { ...comp, billUrl: invoice.url }, invoiceFile: file };
    },
  },
  'POST /api/member/review/edit': {
    as: 'admin01',
    references: ['openBankCode'],
    body: async (ctx) => ({
      id: (await pendingRegistration(ctx.db, 'T001')).id,
      enterpriseName: '南京秦淮测试商贸有限公司',
      businessAddr: '江苏省南京市秦淮区中山南路1号',
      address: '江苏省南京市秦淮区中山南路1号',
      addressCodeList: ['320000', '320100', '320104'],
      contactName: '赵敏',
      contactMobile: '13912340000',
      companyScale: '2',
      isGreenEnterprise: '0',
      industryCode: 'F',
      isAgricultural: '0',
      legalPersonMobile: '13912349999',
      bankName: '招商银行',
      openBankName: '招商银行股份有限公司南京分行',
      openBankCode: (await branchOf(ctx.db, 'CMB')).bankBranchNo,
      openBankAccount: '6214830000001234',
    }),
  },
  'POST /api/member/review/approve': {
    as: 'admin01',
    body: async (ctx) => ({ id: (await pendingRegistration(ctx.db, 'T001')).id, comment: '资料齐全' }),
  },
  'POST /api/member/review/reject': {
    as: 'admin01',
    body: async (ctx) => ({ id: (await pendingRegistration(ctx.db, 'T001')).id, reason: '资料不全' }),
  },
  'POST /api/member/review/disable': {
    as: 'admin01',
    body: async (ctx) => ({ id: (await pendingRegistration(ctx.db, 'T001')).id, reason: '已停业' }),
  },
  'POST /api/member/realname/verify': {
    as: 'comp02',
    body: async () => ({
      realName: '张伟',
      certNo: withResidentIdCheckChar('31010419850612123'),
      smsCode: '000000',
    }),
  },
  'POST /api/member/realname/qr_verify': {
    as: 'visitor',
    body: async () => ({
      realName: '张伟',
      certNo: withResidentIdCheckChar('31010419850612123'),
      token: 'not-a-token',
    }),
  },
  'POST /portal/fin/product/saveProdAccessRecord': {
    as: 'comp01',
    body: async (ctx) => ({
      productId: (await shelfProduct(ctx.db, 'T001', 'ORG_HCB', 0)).id,
      userAgentAccount: 'comp01',
    }),
  },
  'POST /api/financing/apply': {
    as: 'comp01',
    references: ['attachmentNameList.0.fileName'],
    body: async (ctx) => {
      const p = await shelfProduct(ctx.db, 'T001', 'ORG_HCB', 0);
      return {
        productId: String(p.id),
        financeAmount: Math.floor(Math.max(p.min, 100_000_000) / 10_000) * 100,
        financePeriod: p.periodMin,
        guarantTypeList: p.guarantTypes.slice(0, 1),
        attachmentNameList: await attachments(ctx.db, p.templateCount, `xss${ctx.serial()}`),
        financePurpose: '采购原材料',
        agreementChecked: true,
      };
    },
  },
  'POST /api/financing/demand/publish': {
    as: 'comp01',
    body: async () => ({
      financeAmount: '120.5',
      financePeriod: 6,
      guarantTypeList: ['credit'],
      financePurpose: '旺季备货',
    }),
  },
  'POST /api/financing/accept': {
    as: 'bank01',
    body: async (ctx) => {
      const id = await openDemand(ctx);
      const product = await shelfProduct(ctx.db, 'T001', 'ORG_HCB', 0);
      const [manager] = await ctx.db
        .select({ id: accountManagers.id })
        .from(accountManagers)
        .where(eq(accountManagers.institutionId, await institutionId(ctx.db, 'ORG_HCB')));
      return {
        financeApplyId: id,
        acceptResult: 1,
        productCode: product.productCode,
        accountManagerId: manager?.id,
        supplement: '请补充报表',
      };
    },
  },
  'POST /api/financing/decline': {
    as: 'bank01',
    body: async (ctx) => ({ financeApplyId: await acceptedDemand(ctx), reason: '资质不符' }),
  },
  'POST /api/financing/audit_reject': {
    as: 'admin01',
    body: async (ctx) => ({ financeApplyId: await openDemand(ctx), reason: '信息不实' }),
  },
  'POST /api/financing/cancel': {
    as: 'comp01',
    body: async (ctx) => ({ financeApplyId: await openDemand(ctx), reason: '不再需要' }),
  },
  'POST /api/financing/judge': {
    as: 'comp01',
    body: async (ctx) => {
      // A repaid case of comp01's enterprise, its review (the demo's) removed so it may be reviewed.
      const memberId = await memberIdOf(ctx.db, 'T001', COMP01_CODE);
      const [repaid] = await ctx.db
        .select({ id: financingRequests.id })
        .from(financingRequests)
        .where(and(eq(financingRequests.status, 'repaid'), eq(financingRequests.memberId, memberId)))
        .limit(1);
      if (!repaid) throw new Error('the demo has no repaid case of comp01');
      await ctx.db.delete(institutionJudges).where(eq(institutionJudges.requestId, repaid.id));
      return { financeApplyId: repaid.id, judgeRate: 5, judgeDesc: '服务很好' };
    },
  },
  'POST /api/admin/role/save': {
    as: 'admin01',
    body: async (ctx) => ({ code: `xss_${ctx.serial()}`, name: '测试角色' }),
  },
  'POST /api/admin/user/save': {
    as: 'admin01',
    references: ['password', 'keyId'],
    body: async (ctx, client) => {
      const { keyId, encrypt } = await encrypter(client);
      const tenantId = await tenantIdOf(ctx.db, 'T001');
      const [role] = await ctx.db
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.tenantId, tenantId), eq(roles.code, 'operator')));
      return {
        account: `xss${ctx.serial()}`,
        name: '李文',
        mobile: newMobile(),
        userType: 'operator',
        roleIds: [role?.id],
        password: encrypt('Abc@12345'),
        keyId,
      };
    },
  },
  'POST /api/admin/menu/save': {
    as: 'admin01',
    body: async (ctx) => ({
      menuCode: `xss${ctx.serial()}`,
      nameZhCn: '测试菜单',
      nameZhTw: '測試菜單',
      nameEnUs: 'Test',
      url: '',
      menuType: 'menu',
    }),
  },
  'POST /api/manager/save': { as: 'bank01', body: async () => ({ name: '周一', mobile: newMobile() }) },
  'POST /api/salesman/save': { as: 'bank01', body: async () => ({ name: '周二', mobile: newMobile() }) },
  'POST /api/authorization/apply': {
    as: 'comp01',
    body: async (ctx) => {
      await withoutAuthorizations(ctx);
      return {
        institutionId: await institutionId(ctx.db, 'ORG_HCB'),
        scope: 'trade_data',
        validUntil: authorizationDateRange().min,
        remark: '用于授信审批',
      };
    },
  },
  'POST /api/authorization/reject': {
    as: 'bank01',
    body: async (ctx) => ({ id: await appliedAuthorization(ctx, ['ORG_HCB']), reason: '材料不足' }),
  },
  'POST /api/authorization/cancel': {
    as: 'comp01',
    body: async (ctx) => ({ id: await appliedAuthorization(ctx), reason: '不再需要' }),
  },
  'POST /api/member/change/save': {
    as: 'comp01',
    body: async () => ({
      contactName: '王五',
      address: '上海市浦东新区测试路1号',
      businessAddr: '上海市浦东新区测试路1号',
    }),
  },
  'POST /api/member/change/reject': {
    as: 'admin01',
    body: async (ctx) => ({ id: await pendingChange(ctx), reason: '证明不足' }),
  },
  'POST /api/admin/content/news/save': {
    as: 'admin01',
    body: async (ctx) => ({
      articleName: '测试新闻',
      subType: 'platformNews',
      articleRemark: '摘要',
      articleSource: '来源',
      articleSourceLink: 'https://example.com/source',
      logoImageUrl: ctx.image,
      content: '<p>正文</p>',
    }),
  },
  'POST /api/admin/content/ad/save': {
    as: 'admin01',
    body: async (ctx) => ({
      positionCode: 'web_index',
      title: '测试横幅',
      imageUrl: ctx.image,
      adType: 1,
      hyperlink: '/voucher',
      sortOrder: 0,
    }),
  },
  'POST /api/admin/content/policy/save': {
    as: 'admin01',
    body: async (ctx) => ({
      policyName: '测试政策',
      policyRemark: '摘要',
      issuer: '测试市财政局',
      logoImageUrl: ctx.image,
      content: '<p>正文</p>',
    }),
  },
  'POST /api/admin/content/agreement/save': {
    as: 'admin01',
    body: async () => ({ articleName: '测试协议', content: '第一条', sortOrder: 99 }),
  },
  'POST /api/admin/content/friend_link/save': {
    as: 'admin01',
    body: async (ctx) => ({
      name: '测试伙伴',
      url: 'https://partner.example.com/',
      logoUrl: ctx.image,
      sortOrder: 0,
    }),
  },
  'POST /api/admin/content/site/save': {
    as: 'admin01',
    body: async (_ctx, client) => (await client.post('/api/admin/content/site/get', {})).json().data,
  },
  'POST /api/product/save': { as: 'bank01', body: productForm },
  'POST /api/product/audit': {
    as: 'admin01',
    body: async (ctx) => {
      const bank = await ctx.as('bank01');
      const saved = await bank.post('/api/product/save', await productForm(ctx));
      const id = (saved.json().data as { id: string }).id;
      await bank.post('/api/product/submit', { id });
      return { id, pass: false, auditDesc: '利率上限过高' };
    },
  },
};

const SCOPES = ['credit_report', 'financial_data', 'trade_data'] as const;

/** comp01's authorizations of the demo, removed so that every scope may be applied for again. */
async function withoutAuthorizations(ctx: Ctx): Promise<void> {
  await ctx.db
    .delete(authorizations)
    .where(eq(authorizations.memberId, await memberIdOf(ctx.db, 'T001', COMP01_CODE)));
}

/**
 * A pending authorization of comp01 to one of the institutions (by code; all of the tenant when
 * none), in a scope it holds no other open one for.
 */
async function appliedAuthorization(ctx: Ctx, codes?: string[]): Promise<string> {
  const comp = await ctx.as('comp01');
  const tenantId = await tenantIdOf(ctx.db, 'T001');
  const all = await ctx.db
    .select({ id: institutions.id, code: institutions.userCode })
    .from(institutions)
    .where(eq(institutions.tenantId, tenantId));
  let last = '';
  for (const institution of all.filter((i) => !codes || codes.includes(i.code))) {
    for (const scope of SCOPES) {
      const res = await comp.post('/api/authorization/apply', {
        institutionId: institution.id,
        scope,
        validUntil: authorizationDateRange().min,
      });
      const id = (res.json().data as { id?: string } | null)?.id;
      if (id) return id;
      last = res.body;
    }
  }
  throw new Error(`no authorization applied: ${last}`);
}

export async function context(app: App, db: Db): Promise<Ctx> {
  const signedIn = new Map<Role, Browser>();
  let serial = 0;
  const { url } = await storeFile(db, {
    content: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
    contentType: 'image/png',
    originalFileName: 'logo.png',
  });
  return {
    app,
    db,
    image: url,
    serial: () => ++serial,
    as: async (role) => {
      if (role === 'visitor') return visitorFrom(app);
      const known = signedIn.get(role);
      if (known) return known;
      const client = await signedInFrom(app, role);
      signedIn.set(role, client);
      return client;
    },
  };
}
