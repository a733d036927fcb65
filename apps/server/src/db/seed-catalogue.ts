import { and, count, eq, inArray } from 'drizzle-orm';
import { PRODUCT_STATUS } from '@scf/shared/schemas/product';
import type { Db } from '@/db/client.ts';
import { BANKS, DICTIONARY, DOCUMENTS, INSTITUTIONS, PRODUCT_KINDS } from '@/db/catalogue-data.ts';
import type { InstitutionSeed, ProductKind, TemplateKey } from '@/db/catalogue-data.ts';
import {
  DOCX_TYPE,
  XLSX_TYPE,
  csv,
  docx,
  institutionLogo,
  platformLogo,
  xlsx,
} from '@/db/catalogue-files.ts';
import { DEMO_TENANTS } from '@/db/demo-accounts.ts';
import {
  banks,
  dictItems,
  institutions,
  pageConfigs,
  productAgreements,
  productAttachments,
  productDocuments,
  productGuarantTypes,
  productMaterials,
  productRepayTypes,
  products,
  tenants,
} from '@/db/schema.ts';
import { storeFile } from '@/modules/files/store.ts';

/**
 * The demo catalogue: banks and dictionaries always (one keyed insert each), and for a tenant with
 * no product yet its page configuration, funding parties and 42 products with their parts. Every
 * row is keyed (ON CONFLICT DO NOTHING) and the files are content-addressed, so two instances
 * seeding at once end with the same rows; a seeded tenant costs one count query.
 */

const PRODUCTS_PER_KIND = 3;

const PLATFORMS: Record<string, { name: string; color: string; phone: string }> = {
  T001: { name: '供应链金融服务平台', color: '#1f5fbf', phone: '400-820-6688' },
  T002: { name: '产融协同服务平台', color: '#0f7a6c', phone: '400-860-9900' },
};

interface TemplateFile {
  fileName: string;
  contentType: string;
  build(): Buffer;
}

const BLANK = '__________________';

const TEMPLATES: Record<TemplateKey, TemplateFile> = {
  applyForm: {
    fileName: '融资申请书.docx',
    contentType: DOCX_TYPE,
    build: () =>
      docx('融资申请书', [
        `致：${BLANK}（资金方）`,
        `我司${BLANK}（以下简称“申请人”），统一社会信用代码${BLANK}，因生产经营需要，特向贵方申请融资。`,
        `一、申请融资金额：人民币${BLANK}万元（大写：${BLANK}）。`,
        `二、申请融资期限：${BLANK}个月。`,
        `三、融资用途：${BLANK}。`,
        `四、还款来源：${BLANK}。`,
        `五、担保方式：□信用 □保证 □抵押 □质押。`,
        '申请人承诺：所提供的全部资料真实、准确、完整，所涉及的贸易背景真实合法，如有虚假，愿承担由此产生的一切法律责任。',
        `申请人（盖章）：${BLANK}`,
        `法定代表人或授权代理人（签字）：${BLANK}`,
        '日期：        年    月    日',
      ]),
  },
  companyInfo: {
    fileName: '企业基本情况表.xlsx',
    contentType: XLSX_TYPE,
    build: () =>
      xlsx('企业基本情况', [
        ['项目', '内容', '备注'],
        ['企业名称', '', '与营业执照一致'],
        ['统一社会信用代码', '', '18位'],
        ['成立日期', '', 'YYYY-MM-DD'],
        ['注册资本（万元）', '', ''],
        ['实际控制人', '', ''],
        ['主营业务', '', ''],
        ['员工人数', '', ''],
        ['上年度营业收入（万元）', '', ''],
        ['上年度净利润（万元）', '', ''],
        ['主要客户（前五名）', '', ''],
        ['主要供应商（前五名）', '', ''],
        ['联系人及电话', '', ''],
      ]),
  },
  transferNotice: {
    fileName: '应收账款转让通知书.docx',
    contentType: DOCX_TYPE,
    build: () =>
      docx('应收账款转让通知书', [
        `致：${BLANK}（债务人）`,
        `根据我司与${BLANK}（保理商）签订的保理合同（编号：${BLANK}），我司已将对贵司享有的下列应收账款及其相关权利转让给保理商：`,
        `应收账款金额：人民币${BLANK}元；对应合同编号：${BLANK}；发票号码：${BLANK}；到期日：${BLANK}。`,
        '自贵司收到本通知之日起，请将上述应收账款直接支付至保理商指定的以下账户：',
        `户名：${BLANK}  账号：${BLANK}  开户行：${BLANK}`,
        '未经保理商书面同意，本通知不得变更或撤销。',
        `转让人（盖章）：${BLANK}          日期：        年    月    日`,
        '债务人确认：我司已收到并知悉上述转让事项，同意按本通知付款。',
        `债务人（盖章）：${BLANK}          日期：        年    月    日`,
      ]),
  },
  financials: {
    fileName: '近两年财务报表模板.xlsx',
    contentType: XLSX_TYPE,
    build: () =>
      xlsx('财务报表', [
        ['科目（单位：万元）', '前年末', '上年末', '本年最近一期'],
        ['货币资金', '', '', ''],
        ['应收账款', '', '', ''],
        ['存货', '', '', ''],
        ['资产总计', '', '', ''],
        ['短期借款', '', '', ''],
        ['应付账款', '', '', ''],
        ['负债合计', '', '', ''],
        ['所有者权益合计', '', '', ''],
        ['营业收入', '', '', ''],
        ['营业成本', '', '', ''],
        ['净利润', '', '', ''],
        ['经营活动现金流量净额', '', '', ''],
      ]),
  },
  contractList: {
    fileName: '购销合同清单.csv',
    contentType: 'text/csv; charset=utf-8',
    build: () =>
      csv([
        [
          '序号',
          '合同编号',
          '交易对手',
          '签订日期',
          '合同金额（元）',
          '已开票金额（元）',
          '应收余额（元）',
          '到期日',
        ],
        ['1', '', '', '', '', '', '', ''],
        ['2', '', '', '', '', '', '', ''],
        ['3', '', '', '', '', '', '', ''],
      ]),
  },
  authorization: {
    fileName: '法定代表人授权委托书.docx',
    contentType: DOCX_TYPE,
    build: () =>
      docx('法定代表人授权委托书', [
        `本人${BLANK}，系${BLANK}（企业名称）的法定代表人，身份证号码${BLANK}。`,
        `现授权委托${BLANK}（身份证号码${BLANK}）为我司代理人，代表我司在供应链金融服务平台办理融资申请、资料提交、合同签署等相关事宜。`,
        '代理人在授权范围内签署的文件和处理的事务，我司均予以承认。',
        `授权期限：自${BLANK}至${BLANK}。`,
        `法定代表人（签字）：${BLANK}    代理人（签字）：${BLANK}`,
        `企业（盖章）：${BLANK}          日期：        年    月    日`,
      ]),
  },
  receiptList: {
    fileName: '仓单质押清单.xlsx',
    contentType: XLSX_TYPE,
    build: () =>
      xlsx('仓单质押清单', [
        [
          '序号',
          '仓单编号',
          '货物名称',
          '规格型号',
          '数量',
          '单位',
          '存放仓库',
          '评估单价（元）',
          '评估总值（元）',
        ],
        ['1', '', '', '', '', '', '', '', ''],
        ['2', '', '', '', '', '', '', '', ''],
      ]),
  },
  waybillList: {
    fileName: '运单明细表.csv',
    contentType: 'text/csv; charset=utf-8',
    build: () =>
      csv([
        [
          '序号',
          '运单号',
          '托运方',
          '起运地',
          '目的地',
          '发车日期',
          '签收日期',
          '运费金额（元）',
          '结算状态',
        ],
        ['1', '', '', '', '', '', '', '', ''],
        ['2', '', '', '', '', '', '', '', ''],
      ]),
  },
};

/** A small deterministic generator (mulberry32), so a re-seed of an empty tenant yields the same data. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Which funding parties offer each finance type (factoring companies buy receivables, and so on). */
const OFFERED_BY: Record<ProductKind['financeTypeCode'], readonly string[]> = {
  receivable: ['ORG_ZRHT', 'ORG_JQBL', 'ORG_JNB'],
  voucher: ['ORG_JNB', 'ORG_HCB', 'ORG_CJRCB'],
  credit: ['ORG_HCB', 'ORG_CJRCB', 'ORG_DXXD'],
};

/** Off-shelf examples, by product number: being written, in audit, audited, refused. */
const OFF_SHELF: Record<number, number> = {
  5: PRODUCT_STATUS.toSubmit,
  12: PRODUCT_STATUS.toAudit,
  19: PRODUCT_STATUS.toShelve,
  26: PRODUCT_STATUS.auditFailed,
  33: PRODUCT_STATUS.toAudit,
};
/** Recommended on the home page, in this order: one or two of each loan type. */
const RECOMMENDED = [0, 3, 6, 9, 10, 4, 11, 13];

const SUCCESS_RATES = [null, 18.5, 33.33, 47.5, 61.8, 72, 85.6, 96.67, 100] as const;
const WAN_FEN = 1_000_000;
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

interface ProductPlan {
  code: string;
  kind: ProductKind;
  institution: InstitutionSeed;
  values: Omit<typeof products.$inferInsert, 'tenantId' | 'institutionId' | 'pictureHash'>;
}

/** The 42 products of a tenant: each kind from three funding parties, figures varied per tenant. */
export function planProducts(tenantCode: string): ProductPlan[] {
  const next = random([...tenantCode].reduce((h, c) => h * 31 + c.charCodeAt(0), 7));
  const plans: ProductPlan[] = [];
  for (let round = 0; round < PRODUCTS_PER_KIND; round++) {
    PRODUCT_KINDS.forEach((kind, k) => {
      const n = round * PRODUCT_KINDS.length + k;
      const userCode = OFFERED_BY[kind.financeTypeCode][(k + round) % 3]!;
      const institution = INSTITUTIONS.find((i) => i.userCode === userCode)!;
      const scale = [1, 0.5, 2][round]!;
      const rateStart = Math.max(0.5, roundTo(kind.rateStart + (next() - 0.5) * 0.8, 0.05));
      const rateEnd = Math.max(rateStart + 0.5, roundTo(kind.rateEnd + (next() - 0.5) * 1.2, 0.05));
      const amountMin = Math.max(1, Math.round(kind.amountMin * scale));
      const amountMax =
        kind.amountMax === null ? null : Math.max(amountMin * 2, Math.round(kind.amountMax * scale));
      const successRate = SUCCESS_RATES[Math.floor(next() * SUCCESS_RATES.length)] ?? null;
      const successLoanNumber = successRate === null ? null : 5 + Math.floor(next() * 480);
      const status = OFF_SHELF[n] ?? PRODUCT_STATUS.onShelf;
      const recommendIndex = RECOMMENDED.indexOf(n);
      const productName = `${institution.shortName}·${kind.name}`;
      const code = `${tenantCode}-${kind.code}-${String(n + 1).padStart(3, '0')}`;
      plans.push({
        code,
        kind,
        institution,
        values: {
          productCode: code,
          productName,
          productDesc: kind.desc,
          productStatus: status,
          financeTypeCode: kind.financeTypeCode,
          loanType: kind.loanType,
          loanTermStr: kind.periodMax === null ? null : `${kind.periodMin}-${kind.periodMax}个月`,
          loanAmountMinFen: amountMin * WAN_FEN,
          loanAmountMaxFen: amountMax === null ? null : amountMax * WAN_FEN,
          singleCreditLimitFen: amountMax === null ? null : amountMax * WAN_FEN,
          creditAmountsFen: Math.round((200 + next() * 5000) * WAN_FEN),
          applyLimit: 3,
          productTotalAmountFen: (10_000 + Math.floor(next() * 9) * 5_000) * WAN_FEN,
          rateStartBp: Math.round(rateStart * 100),
          rateEndBp: Math.round(rateEnd * 100),
          loanPeriodMin: kind.periodMin,
          loanPeriodMax: kind.periodMax,
          successRateBp: successRate === null ? null : Math.round(successRate * 100),
          successNumber: successLoanNumber === null ? null : successLoanNumber + Math.floor(next() * 40),
          successLoanNumber,
          successLoanAmountFen:
            successLoanNumber === null
              ? null
              : successLoanNumber *
                Math.round((amountMin + next() * (amountMax ?? amountMin * 10)) * 0.4) *
                WAN_FEN,
          successLoanRateBp: successRate === null ? null : Math.round((70 + next() * 30) * 100),
          introduce: `${kind.introduce}本产品由${institution.name}提供资金。`,
          customer: kind.customer,
          feature: kind.feature,
          applyCondition: kind.applyCondition,
          productApplyMethod: kind.applyMethod,
          districtCode: ['310000', '320000', '330000', '440000', '110000'][n % 5]!,
          gmtAudit:
            status >= PRODUCT_STATUS.toShelve ? new Date(Date.UTC(2025, n % 12, 1 + (n % 27), 2)) : null,
          auditDesc:
            status === PRODUCT_STATUS.auditFailed
              ? '产品准入条件描述不完整，请补充目标客户的经营年限与规模要求后重新提交。'
              : status >= PRODUCT_STATUS.toShelve
                ? '审核通过'
                : null,
          recommendOrder: recommendIndex < 0 || status !== PRODUCT_STATUS.onShelf ? null : recommendIndex + 1,
          searchText: `${productName} ${institution.name}`.toLowerCase(),
        },
      });
    });
  }
  return plans;
}

function agreementsFor(plan: ProductPlan) {
  const { institution, kind } = plan;
  const service = {
    articleName: `${kind.name}业务服务协议`,
    articleText: `${kind.name}业务服务协议

甲方（资金方）：${institution.name}
乙方（申请人）：以平台实名认证信息为准

第一条 服务内容
甲方依据乙方提交的申请材料及平台提供的交易数据，为乙方提供“${kind.name}”融资服务。融资金额、期限、利率以甲方最终审批结果及双方签署的具体合同为准。

第二条 乙方承诺
1. 乙方提交的全部资料真实、准确、完整，所涉及的交易背景真实合法；
2. 乙方同意甲方通过平台及合法渠道查询、核实乙方的经营与信用信息；
3. 乙方按约定用途使用融资款项，不得用于股票、期货等投资及国家禁止的领域。

第三条 费用与还款
乙方应按照具体融资合同约定的利率、还款方式和期限按时足额还款。逾期的，甲方有权按合同约定收取罚息并采取相应措施。

第四条 其他
本协议自乙方在平台勾选同意之日起生效。本协议未尽事宜，以双方另行签署的融资合同为准。`,
  };
  const credit = {
    articleName: '征信查询及信息使用授权书',
    articleText: `征信查询及信息使用授权书

致：${institution.name}

本企业（申请人）因申请融资业务，不可撤销地授权贵方：
1. 向中国人民银行征信中心金融信用信息基础数据库及其他依法设立的征信机构查询本企业及法定代表人的信用报告；
2. 通过平台获取本企业的注册信息、交易数据、开票及纳税信息，用于融资审批及贷后管理；
3. 将本企业的融资及还款信息依法报送至上述征信机构。

授权期限自本企业在平台勾选同意之日起至融资业务全部结清之日止。`,
  };
  return plan.kind.financeTypeCode === 'voucher' ? [service] : [service, credit];
}

async function storeSeedFiles(db: Db) {
  const templates = {} as Record<TemplateKey, { fileHash: string; fileName: string }>;
  for (const [key, template] of Object.entries(TEMPLATES) as [TemplateKey, TemplateFile][]) {
    const { fileHash } = await storeFile(db, {
      content: template.build(),
      originalFileName: template.fileName,
      contentType: template.contentType,
    });
    templates[key] = { fileHash, fileName: template.fileName };
  }
  const logos = new Map<string, string>();
  for (const institution of INSTITUTIONS) {
    const { fileHash } = await storeFile(db, {
      content: institutionLogo(institution.logoLabel, institution.color, institution.mark),
      originalFileName: `${institution.shortName}.svg`,
      contentType: 'image/svg+xml',
    });
    logos.set(institution.userCode, fileHash);
  }
  return { templates, logos };
}
type SeedFiles = Awaited<ReturnType<typeof storeSeedFiles>>;

async function seedPageConfig(db: Db, tenantId: number, tenantCode: string): Promise<void> {
  const platform = PLATFORMS[tenantCode] ?? PLATFORMS.T001!;
  const logo = async (textColor: string, suffix: string) =>
    (
      await storeFile(db, {
        content: platformLogo(platform.name, platform.color, textColor),
        originalFileName: `${platform.name}-${suffix}.svg`,
        contentType: 'image/svg+xml',
      })
    ).fileHash;
  await db
    .insert(pageConfigs)
    .values({
      tenantId,
      platformName: platform.name,
      headerLogoHash: await logo('#1a1a1a', 'header'),
      loginLogoHash: await logo('#1a1a1a', 'login'),
      footerLogoHash: await logo('#ffffff', 'footer'),
      servicePhone: platform.phone,
    })
    .onConflictDoNothing({ target: pageConfigs.tenantId });
}

async function seedTenantProducts(db: Db, tenantId: number, tenantCode: string, files: SeedFiles) {
  await db
    .insert(institutions)
    .values(
      INSTITUTIONS.map((inst, i) => ({
        tenantId,
        userCode: inst.userCode,
        name: inst.name,
        shortName: inst.shortName,
        logoHash: files.logos.get(inst.userCode) ?? null,
        sortOrder: i,
      })),
    )
    .onConflictDoNothing({ target: [institutions.tenantId, institutions.userCode] });
  const institutionIds = new Map(
    (
      await db
        .select({ id: institutions.id, userCode: institutions.userCode })
        .from(institutions)
        .where(eq(institutions.tenantId, tenantId))
    ).map((r) => [r.userCode, r.id]),
  );

  // Inserted last to first: the list shows the newest (highest id) first, so product 1 leads and
  // the loan types alternate down the list.
  const plans = planProducts(tenantCode).reverse();
  await db
    .insert(products)
    .values(
      plans.map((plan) => ({
        ...plan.values,
        tenantId,
        institutionId: institutionIds.get(plan.institution.userCode)!,
      })),
    )
    .onConflictDoNothing({ target: [products.tenantId, products.productCode] });
  const ids = new Map(
    (
      await db
        .select({ id: products.id, code: products.productCode })
        .from(products)
        .where(
          and(
            eq(products.tenantId, tenantId),
            inArray(
              products.productCode,
              plans.map((p) => p.code),
            ),
          ),
        )
    ).map((r) => [r.code, r.id]),
  );

  const rows = plans.map((plan) => ({ plan, productId: ids.get(plan.code)! }));
  await db
    .insert(productGuarantTypes)
    .values(
      rows.flatMap(({ plan, productId }) =>
        plan.kind.guarantTypes.map((guarantType) => ({ tenantId, productId, guarantType })),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(productRepayTypes)
    .values(
      rows.flatMap(({ plan, productId }) =>
        plan.kind.repayTypes.map((r, sortOrder) => ({
          tenantId,
          productId,
          ...r,
          loanTermUnit: 'month',
          sortOrder,
        })),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(productMaterials)
    .values(
      rows.flatMap(({ plan, productId }) =>
        plan.kind.materials.map((materialName, sortOrder) => ({
          tenantId,
          productId,
          sortOrder,
          materialName,
        })),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(productAttachments)
    .values(
      rows.flatMap(({ plan, productId }) =>
        plan.kind.templates.map((key, sortOrder) => ({
          tenantId,
          productId,
          sortOrder,
          filename: files.templates[key].fileName.replace(/\.[^.]+$/, ''),
          originalFileName: files.templates[key].fileName,
          fileHash: files.templates[key].fileHash,
        })),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(productAgreements)
    .values(
      rows.flatMap(({ plan, productId }) =>
        agreementsFor(plan).map((a, sortOrder) => ({ tenantId, productId, sortOrder, ...a })),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(productDocuments)
    .values(
      rows.flatMap(({ plan, productId }) =>
        DOCUMENTS.filter((d) => d.template === null || plan.kind.templates.includes(d.template)).map(
          ({ template, ...d }, sortOrder) => ({
            tenantId,
            productId,
            ...d,
            templateHash: template === null ? null : files.templates[template].fileHash,
            sortOrder,
          }),
        ),
      ),
    )
    .onConflictDoNothing();
}

export async function seedCatalogue(db: Db): Promise<void> {
  await db
    .insert(banks)
    .values(
      BANKS.map((b, sortOrder) => ({
        code: b.code,
        name: b.name,
        defaultBranchNo: b.defaultBranchNo ?? null,
        defaultBranchName: b.defaultBranchName ?? null,
        sortOrder,
      })),
    )
    .onConflictDoNothing({ target: banks.code });

  const tenantRows = await db
    .select({ id: tenants.id, code: tenants.code })
    .from(tenants)
    .where(
      inArray(
        tenants.code,
        DEMO_TENANTS.map((t) => t.code),
      ),
    );
  if (tenantRows.length === 0) return;

  await db
    .insert(dictItems)
    .values(
      tenantRows.flatMap(({ id: tenantId }) =>
        DICTIONARY.map((d, sortOrder) => ({
          tenantId,
          dictType: d.dictType,
          value: d.value,
          nameZhCn: d.zhCN,
          nameZhTw: d.zhTW,
          nameEnUs: d.enUS,
          numFrom: d.numFrom ?? null,
          numTo: d.numTo ?? null,
          sortOrder,
        })),
      ),
    )
    .onConflictDoNothing();

  const seeded = new Set(
    (
      await db
        .select({ tenantId: products.tenantId, n: count() })
        .from(products)
        .where(
          inArray(
            products.tenantId,
            tenantRows.map((t) => t.id),
          ),
        )
        .groupBy(products.tenantId)
    ).map((r) => r.tenantId),
  );
  const pending = tenantRows.filter((t) => !seeded.has(t.id));
  if (pending.length === 0) return;

  const files = await storeSeedFiles(db);
  for (const tenant of pending) {
    // All or nothing: a tenant with products is taken as seeded, so it must have all their parts.
    await db.transaction(async (tx) => {
      await seedPageConfig(tx, tenant.id, tenant.code);
      await seedTenantProducts(tx, tenant.id, tenant.code, files);
    });
  }
}
