import type { FinanceType, LoanType, ProductApplyMethod } from '@scf/shared/schemas/product';
import type { DictType } from './catalogue-schema.ts';

/**
 * Reference and demo data of the product catalogue: the bank list, the dictionaries, the funding
 * parties and the kinds of product they offer. seed-catalogue.ts turns them into rows.
 */

/**
 * The fixed bank list (about 33 banks) with the codes payment systems use for them; the national
 * banks carry their head-office clearing branch (CNAPS number), which the apply page fills in
 * when the bank is picked. Banks without one are searched by branch name.
 */
export const BANKS: readonly {
  code: string;
  name: string;
  defaultBranchNo?: string;
  defaultBranchName?: string;
}[] = [
  {
    code: 'ICBC',
    name: '中国工商银行',
    defaultBranchNo: '102100099996',
    defaultBranchName: '中国工商银行股份有限公司总行清算中心',
  },
  {
    code: 'ABC',
    name: '中国农业银行',
    defaultBranchNo: '103100000026',
    defaultBranchName: '中国农业银行股份有限公司资金清算中心',
  },
  { code: 'BOC', name: '中国银行', defaultBranchNo: '104100000004', defaultBranchName: '中国银行总行' },
  {
    code: 'CCB',
    name: '中国建设银行',
    defaultBranchNo: '105100000017',
    defaultBranchName: '中国建设银行股份有限公司总行',
  },
  {
    code: 'BOCOM',
    name: '交通银行',
    defaultBranchNo: '301290000007',
    defaultBranchName: '交通银行股份有限公司',
  },
  {
    code: 'PSBC',
    name: '中国邮政储蓄银行',
    defaultBranchNo: '403100000004',
    defaultBranchName: '中国邮政储蓄银行有限责任公司',
  },
  {
    code: 'CITIC',
    name: '中信银行',
    defaultBranchNo: '302100011000',
    defaultBranchName: '中信银行股份有限公司总行营业部',
  },
  {
    code: 'CEB',
    name: '中国光大银行',
    defaultBranchNo: '303100000006',
    defaultBranchName: '中国光大银行股份有限公司',
  },
  {
    code: 'HXB',
    name: '华夏银行',
    defaultBranchNo: '304100040000',
    defaultBranchName: '华夏银行股份有限公司总行',
  },
  {
    code: 'CMBC',
    name: '中国民生银行',
    defaultBranchNo: '305100000013',
    defaultBranchName: '中国民生银行股份有限公司',
  },
  { code: 'CGB', name: '广发银行' },
  {
    code: 'PAB',
    name: '平安银行',
    defaultBranchNo: '307584007998',
    defaultBranchName: '平安银行股份有限公司',
  },
  {
    code: 'CMB',
    name: '招商银行',
    defaultBranchNo: '308584000013',
    defaultBranchName: '招商银行股份有限公司',
  },
  {
    code: 'CIB',
    name: '兴业银行',
    defaultBranchNo: '309391000011',
    defaultBranchName: '兴业银行股份有限公司总行',
  },
  {
    code: 'SPDB',
    name: '上海浦东发展银行',
    defaultBranchNo: '310290000013',
    defaultBranchName: '上海浦东发展银行股份有限公司',
  },
  { code: 'CZB', name: '浙商银行' },
  { code: 'CBHB', name: '渤海银行' },
  { code: 'HFB', name: '恒丰银行' },
  { code: 'CDB', name: '国家开发银行' },
  { code: 'EXIMBANK', name: '中国进出口银行' },
  { code: 'ADBC', name: '中国农业发展银行' },
  { code: 'BOB', name: '北京银行' },
  { code: 'BOSH', name: '上海银行' },
  { code: 'JSB', name: '江苏银行' },
  { code: 'NJCB', name: '南京银行' },
  { code: 'NBCB', name: '宁波银行' },
  { code: 'HZCB', name: '杭州银行' },
  { code: 'HSBANK', name: '徽商银行' },
  { code: 'CQCB', name: '重庆银行' },
  { code: 'TCCB', name: '天津银行' },
  { code: 'GZCB', name: '广州银行' },
  { code: 'BJRCB', name: '北京农村商业银行' },
  { code: 'SRCB', name: '上海农村商业银行' },
];

export interface DictSeed {
  dictType: DictType;
  value: string;
  zhCN: string;
  zhTW: string;
  enUS: string;
  numFrom?: number;
  numTo?: number;
}

const entries = (dictType: DictType, rows: readonly Omit<DictSeed, 'dictType'>[]): DictSeed[] =>
  rows.map((row) => ({ dictType, ...row }));

export const DICTIONARY: readonly DictSeed[] = [
  ...entries('guarant_type', [
    { value: 'credit', zhCN: '信用', zhTW: '信用', enUS: 'Unsecured' },
    { value: 'guarantee', zhCN: '保证', zhTW: '保證', enUS: 'Guarantee' },
    { value: 'mortgage', zhCN: '抵押', zhTW: '抵押', enUS: 'Mortgage' },
    { value: 'pledge', zhCN: '质押', zhTW: '質押', enUS: 'Pledge' },
  ]),
  ...entries(
    'loan_amount',
    [100, 200, 300, 400, 500].map((n) => ({
      value: String(n),
      zhCN: `${n}万以下`,
      zhTW: `${n}萬以下`,
      enUS: `Up to ${n / 100} million`,
      numTo: n,
    })),
  ),
  ...entries('rate', [
    { value: '0-4', zhCN: '4%以下', zhTW: '4%以下', enUS: 'Below 4%', numTo: 400 },
    { value: '4-6', zhCN: '4%-6%', zhTW: '4%-6%', enUS: '4%-6%', numFrom: 400, numTo: 600 },
    { value: '6-8', zhCN: '6%-8%', zhTW: '6%-8%', enUS: '6%-8%', numFrom: 600, numTo: 800 },
    { value: '8-', zhCN: '8%以上', zhTW: '8%以上', enUS: 'Above 8%', numFrom: 800 },
  ]),
  ...entries('loan_type', [
    { value: 'LOGMIS', zhCN: '运单融资', zhTW: '運單融資', enUS: 'Waybill financing' },
    { value: 'SCBC', zhCN: '应收账款融资', zhTW: '應收賬款融資', enUS: 'Receivable financing' },
    { value: 'WMS', zhCN: '仓单融资', zhTW: '倉單融資', enUS: 'Warehouse receipt financing' },
    { value: 'FSP', zhCN: '综合融资', zhTW: '綜合融資', enUS: 'Comprehensive financing' },
  ]),
  ...entries(
    'repay_term',
    [3, 6, 12, 24, 36].map((n) => ({
      value: String(n),
      zhCN: `${n}个月`,
      zhTW: `${n}個月`,
      enUS: `${n} months`,
      numFrom: n,
    })),
  ),
  ...entries('repay_type', [
    {
      value: 'interest_first',
      zhCN: '先息后本',
      zhTW: '先息後本',
      enUS: 'Interest first, principal at maturity',
    },
    { value: 'equal_installment', zhCN: '等额本息', zhTW: '等額本息', enUS: 'Equal instalments' },
    {
      value: 'bullet',
      zhCN: '到期一次还本付息',
      zhTW: '到期一次還本付息',
      enUS: 'Principal and interest at maturity',
    },
  ]),
];

export interface InstitutionSeed {
  userCode: string;
  name: string;
  shortName: string;
  /** Two characters drawn on the logo. */
  logoLabel: string;
  color: string;
  mark: 'bank' | 'factoring' | 'finance';
}

export const INSTITUTIONS: readonly InstitutionSeed[] = [
  {
    userCode: 'ORG_JNB',
    name: '江南商业银行股份有限公司',
    shortName: '江南银行',
    logoLabel: '江南',
    color: '#1f5fbf',
    mark: 'bank',
  },
  {
    userCode: 'ORG_HCB',
    name: '海川银行股份有限公司',
    shortName: '海川银行',
    logoLabel: '海川',
    color: '#0f7a6c',
    mark: 'bank',
  },
  {
    userCode: 'ORG_ZRHT',
    name: '中融汇通商业保理有限公司',
    shortName: '中融汇通保理',
    logoLabel: '汇通',
    color: '#b3381f',
    mark: 'factoring',
  },
  {
    userCode: 'ORG_JQBL',
    name: '金桥商业保理（上海）有限公司',
    shortName: '金桥保理',
    logoLabel: '金桥',
    color: '#8a5a00',
    mark: 'factoring',
  },
  {
    userCode: 'ORG_CJRCB',
    name: '长江农村商业银行股份有限公司',
    shortName: '长江农商银行',
    logoLabel: '长江',
    color: '#2d6a2d',
    mark: 'bank',
  },
  {
    userCode: 'ORG_DXXD',
    name: '鼎信科技小额贷款有限公司',
    shortName: '鼎信小贷',
    logoLabel: '鼎信',
    color: '#5b3fa8',
    mark: 'finance',
  },
];

/** The template files; a product lists some of them by key. */
export type TemplateKey =
  | 'applyForm'
  | 'companyInfo'
  | 'transferNotice'
  | 'financials'
  | 'contractList'
  | 'authorization'
  | 'receiptList'
  | 'waybillList';

export interface ProductKind {
  code: string;
  name: string;
  loanType: LoanType;
  financeTypeCode: FinanceType;
  desc: string;
  introduce: string;
  customer: string;
  feature: string;
  applyCondition: string;
  guarantTypes: readonly string[];
  repayTypes: readonly { repayType: string; loanTermList: string }[];
  materials: readonly string[];
  templates: readonly TemplateKey[];
  /** Amounts in ten-thousand yuan; null max = unlimited. */
  amountMin: number;
  amountMax: number | null;
  /** Rates in percent. */
  rateStart: number;
  rateEnd: number;
  /** Months; null max = unlimited. */
  periodMin: number;
  periodMax: number | null;
  applyMethod: ProductApplyMethod;
}

const BASIC_MATERIALS = ['营业执照（副本）', '法定代表人身份证正反面', '企业征信查询授权书'];

export const PRODUCT_KINDS: readonly ProductKind[] = [
  {
    code: 'YFD',
    name: '运费贷',
    loanType: 'LOGMIS',
    financeTypeCode: 'credit',
    desc: '凭平台真实运单数据即可申请的物流运费信用贷款',
    introduce:
      '运费贷是面向物流承运企业的线上信用贷款产品。依托平台沉淀的真实运单、结算与轨迹数据，对承运商的经营情况进行综合评估并给予授信，解决运费垫付周期长、资金周转难的问题。',
    customer: '在平台持续承运满6个月、月均运费结算额不低于30万元的道路运输企业及个体承运商。',
    feature: '纯信用、免抵押；线上申请，最快当天放款；随借随还，按日计息；额度循环使用。',
    applyCondition:
      '1. 依法注册并正常经营满1年；2. 企业及实际控制人征信良好，无重大不良记录；3. 近6个月运单履约率不低于95%；4. 持有有效的道路运输经营许可证。',
    guarantTypes: ['credit'],
    repayTypes: [
      { repayType: 'interest_first', loanTermList: '3,6,12' },
      { repayType: 'equal_installment', loanTermList: '6,12' },
    ],
    materials: [...BASIC_MATERIALS, '道路运输经营许可证', '近6个月运单明细'],
    templates: ['applyForm', 'waybillList'],
    amountMin: 5,
    amountMax: 300,
    rateStart: 5.8,
    rateEnd: 9.6,
    periodMin: 3,
    periodMax: 12,
    applyMethod: 'site',
  },
  {
    code: 'YDBL',
    name: '运单保理',
    loanType: 'LOGMIS',
    financeTypeCode: 'receivable',
    desc: '以应收运费转让为基础的保理融资',
    introduce:
      '承运商将对货主企业的应收运费转让给保理商，由保理商提供融资、应收账款管理及催收服务，提前回笼运费资金。',
    customer: '为平台核心货主企业提供运输服务、持有合格应收运费的承运企业。',
    feature: '以核心企业信用为依托，融资比例最高可达应收运费的90%；无需额外担保；一次转让，分批融资。',
    applyCondition:
      '1. 与核心货主企业有连续12个月以上合作；2. 应收运费真实、合法、未设定其他权利负担；3. 核心货主企业确认应收账款。',
    guarantTypes: ['credit', 'pledge'],
    repayTypes: [{ repayType: 'bullet', loanTermList: '3,6' }],
    materials: [...BASIC_MATERIALS, '运输合同', '对账单及运费发票'],
    templates: ['applyForm', 'transferNotice', 'waybillList'],
    amountMin: 10,
    amountMax: 1000,
    rateStart: 4.9,
    rateEnd: 7.5,
    periodMin: 1,
    periodMax: 6,
    applyMethod: 'site',
  },
  {
    code: 'YFEP',
    name: '运费e票',
    loanType: 'LOGMIS',
    financeTypeCode: 'voucher',
    desc: '运费电子债权凭证的拆分、流转与融资',
    introduce:
      '货主企业以电子债权凭证的方式支付运费，承运商收到凭证后可在平台拆分转让给上游，或申请贴现融资，实现运费的快速变现。',
    customer: '收到平台核心企业签发的运费电子债权凭证的各级承运商。',
    feature: '凭证可拆分、可流转、可融资；融资成本参照核心企业信用定价；全流程线上办理。',
    applyCondition: '1. 持有未到期的合格电子债权凭证；2. 已完成平台实名认证；3. 开立平台认可的收款账户。',
    guarantTypes: ['credit'],
    repayTypes: [{ repayType: 'bullet', loanTermList: '1,3,6' }],
    materials: [...BASIC_MATERIALS, '电子债权凭证'],
    templates: ['applyForm'],
    amountMin: 1,
    amountMax: 500,
    rateStart: 3.6,
    rateEnd: 5.2,
    periodMin: 1,
    periodMax: 12,
    applyMethod: 'site',
  },
  {
    code: 'YSBL',
    name: '应收账款保理',
    loanType: 'SCBC',
    financeTypeCode: 'receivable',
    desc: '供应商转让对核心企业的应收账款获得融资',
    introduce:
      '供应商将基于真实贸易形成的、对核心企业的应收账款转让给保理商，保理商在核心企业确权后提供融资，帮助供应商盘活应收账款、改善现金流。',
    customer: '与核心企业有稳定供货关系、应收账款账期在30至360天之间的中小微供应商。',
    feature: '融资比例最高90%；核心企业确权后即可放款；可选有追索权或无追索权保理；改善报表结构。',
    applyCondition:
      '1. 与核心企业合作满1年，近12个月交易额不低于200万元；2. 应收账款真实有效且未质押、未转让；3. 企业无重大诉讼及失信记录。',
    guarantTypes: ['credit', 'guarantee'],
    repayTypes: [{ repayType: 'bullet', loanTermList: '3,6,12' }],
    materials: [...BASIC_MATERIALS, '购销合同', '增值税发票', '应收账款转让通知书'],
    templates: ['applyForm', 'transferNotice', 'contractList'],
    amountMin: 50,
    amountMax: 5000,
    rateStart: 4.5,
    rateEnd: 8.5,
    periodMin: 1,
    periodMax: 12,
    applyMethod: 'site',
  },
  {
    code: 'DDRZ',
    name: '订单融资',
    loanType: 'SCBC',
    financeTypeCode: 'credit',
    desc: '凭核心企业采购订单提前获得生产备货资金',
    introduce:
      '供应商凭核心企业下达的有效采购订单申请融资，用于原材料采购和组织生产，订单履约回款后归还融资。',
    customer: '持有核心企业有效采购订单、需要备货资金的制造类和贸易类供应商。',
    feature: '以订单为依据，无需抵押；融资金额最高为订单金额的70%；回款自动还款。',
    applyCondition: '1. 订单真实有效、金额明确；2. 近两年与核心企业无履约纠纷；3. 企业具备相应生产交付能力。',
    guarantTypes: ['credit', 'guarantee'],
    repayTypes: [
      { repayType: 'interest_first', loanTermList: '3,6' },
      { repayType: 'bullet', loanTermList: '3,6' },
    ],
    materials: [...BASIC_MATERIALS, '采购订单', '近两年财务报表'],
    templates: ['applyForm', 'companyInfo', 'financials'],
    amountMin: 20,
    amountMax: 800,
    rateStart: 5.5,
    rateEnd: 9.8,
    periodMin: 3,
    periodMax: 6,
    applyMethod: 'site',
  },
  {
    code: 'SPBT',
    name: '商票保贴',
    loanType: 'SCBC',
    financeTypeCode: 'voucher',
    desc: '核心企业商业承兑汇票的保证贴现',
    introduce:
      '对核心企业签发或承兑的商业承兑汇票，银行事先给予保贴额度，持票供应商可按约定利率快速办理贴现，享受接近银行承兑汇票的融资成本。',
    customer: '收到名单内核心企业商业承兑汇票的各级供应商。',
    feature: '贴现利率低、到账快；电子商票线上办理；无需占用持票企业自身授信。',
    applyCondition:
      '1. 汇票为名单内核心企业签发或承兑的电子商业承兑汇票；2. 汇票剩余期限不超过12个月；3. 具有真实贸易背景。',
    guarantTypes: ['credit'],
    repayTypes: [{ repayType: 'bullet', loanTermList: '1,3,6,12' }],
    materials: [...BASIC_MATERIALS, '商业承兑汇票', '贸易合同及发票'],
    templates: ['applyForm', 'contractList'],
    amountMin: 10,
    amountMax: null,
    rateStart: 2.8,
    rateEnd: 4.2,
    periodMin: 1,
    periodMax: 12,
    applyMethod: 'site',
  },
  {
    code: 'CDZY',
    name: '仓单质押贷',
    loanType: 'WMS',
    financeTypeCode: 'credit',
    desc: '以监管仓库出具的仓单质押获得融资',
    introduce:
      '企业将存放在平台合作监管仓库中的货物所出具的仓单进行质押，获得流动资金贷款；货物可在追加保证金或替换货物后分批提取。',
    customer: '从事大宗商品、农产品、工业原材料等存货规模较大的生产与贸易企业。',
    feature: '盘活存货；质押率最高可达货值的70%；动态监管、随借随还；货物价格实时盯市。',
    applyCondition:
      '1. 货物存放于平台合作监管仓库并已出具仓单；2. 货物权属清晰、品质合格、易于变现；3. 企业经营正常。',
    guarantTypes: ['pledge'],
    repayTypes: [
      { repayType: 'interest_first', loanTermList: '3,6,12' },
      { repayType: 'bullet', loanTermList: '3,6' },
    ],
    materials: [...BASIC_MATERIALS, '仓单', '货物购销合同及发票', '货物保险单'],
    templates: ['applyForm', 'receiptList', 'financials'],
    amountMin: 50,
    amountMax: 3000,
    rateStart: 5.2,
    rateEnd: 8.8,
    periodMin: 3,
    periodMax: 12,
    applyMethod: 'site',
  },
  {
    code: 'BZCD',
    name: '标准仓单融资',
    loanType: 'WMS',
    financeTypeCode: 'voucher',
    desc: '期货交易所标准仓单的质押融资',
    introduce:
      '企业以在期货交易所注册的标准仓单作为质押物申请融资，手续简便、估值透明，适合持有标准仓单的贸易商与生产企业。',
    customer: '持有上海期货交易所、大连商品交易所、郑州商品交易所等标准仓单的企业。',
    feature: '标准仓单估值公允；线上质押登记；最快T+1放款；到期可展期。',
    applyCondition: '1. 持有已注册、未设定权利负担的标准仓单；2. 在合作期货公司开立账户；3. 企业征信良好。',
    guarantTypes: ['pledge'],
    repayTypes: [{ repayType: 'bullet', loanTermList: '1,3,6' }],
    materials: [...BASIC_MATERIALS, '标准仓单持有凭证', '期货账户开户证明'],
    templates: ['applyForm', 'receiptList'],
    amountMin: 100,
    amountMax: 10000,
    rateStart: 4.2,
    rateEnd: 6.5,
    periodMin: 1,
    periodMax: 6,
    applyMethod: 'site',
  },
  {
    code: 'DCZY',
    name: '动产质押融资',
    loanType: 'WMS',
    financeTypeCode: 'credit',
    desc: '以库存商品等动产质押的流动资金融资',
    introduce:
      '企业以自有库存商品、原材料等动产作为质押物，经第三方监管后获得融资，适用于存货周转快、价值稳定的行业。',
    customer: '钢材、有色金属、粮油、化工品等行业中存货规模稳定的企业。',
    feature: '质押物种类丰富；可采用总量控制、动态置换；物联网监管，信息透明。',
    applyCondition: '1. 质押物权属清晰、可以转让；2. 同意接受第三方监管；3. 近一年经营及纳税正常。',
    guarantTypes: ['pledge', 'guarantee'],
    repayTypes: [{ repayType: 'interest_first', loanTermList: '6,12' }],
    materials: [...BASIC_MATERIALS, '质押物清单', '监管协议'],
    templates: ['applyForm', 'receiptList', 'companyInfo'],
    amountMin: 30,
    amountMax: 2000,
    rateStart: 6.0,
    rateEnd: 10.5,
    periodMin: 6,
    periodMax: 12,
    applyMethod: 'site',
  },
  {
    code: 'ZHSX',
    name: '供应链综合授信',
    loanType: 'FSP',
    financeTypeCode: 'credit',
    desc: '覆盖采购、生产、销售全环节的综合授信',
    introduce:
      '根据企业在供应链中的地位和交易数据，核定综合授信额度，可在额度内灵活使用流动资金贷款、保理、票据等多种融资方式。',
    customer: '处于核心企业供应链上下游、经营稳定、交易数据完整的中小企业。',
    feature: '一次授信、多品种使用；额度有效期内循环使用；综合融资成本更低。',
    applyCondition:
      '1. 成立满2年，近两年营业收入持续增长；2. 与核心企业合作满1年；3. 企业及实际控制人无不良信用记录。',
    guarantTypes: ['credit', 'guarantee', 'mortgage'],
    repayTypes: [
      { repayType: 'interest_first', loanTermList: '6,12,24' },
      { repayType: 'equal_installment', loanTermList: '12,24,36' },
    ],
    materials: [...BASIC_MATERIALS, '近两年财务报表', '主要上下游合同'],
    templates: ['applyForm', 'companyInfo', 'financials', 'authorization'],
    amountMin: 100,
    amountMax: 5000,
    rateStart: 4.35,
    rateEnd: 7.2,
    periodMin: 6,
    periodMax: 36,
    applyMethod: 'site',
  },
  {
    code: 'FXBL',
    name: '反向保理',
    loanType: 'FSP',
    financeTypeCode: 'receivable',
    desc: '由核心企业发起、为其供应商提供的保理融资',
    introduce:
      '核心企业将其应付账款信息推送至平台并确认付款责任，供应商可凭此向保理商申请融资，融资成本参照核心企业信用确定。',
    customer: '核心企业的一级供应商，持有经核心企业确认的应收账款。',
    feature: '核心企业确权，审批简单；融资成本低；不占用供应商自身授信额度。',
    applyCondition: '1. 应收账款已经核心企业在平台确认；2. 供应商已完成实名认证并开立收款账户。',
    guarantTypes: ['credit'],
    repayTypes: [{ repayType: 'bullet', loanTermList: '3,6,12' }],
    materials: [...BASIC_MATERIALS, '核心企业付款确认书'],
    templates: ['applyForm', 'transferNotice'],
    amountMin: 10,
    amountMax: 2000,
    rateStart: 3.9,
    rateEnd: 6.0,
    periodMin: 1,
    periodMax: 12,
    applyMethod: 'site',
  },
  {
    code: 'YPTX',
    name: '银票贴现',
    loanType: 'FSP',
    financeTypeCode: 'voucher',
    desc: '银行承兑汇票线上极速贴现',
    introduce: '企业将持有的未到期银行承兑汇票向银行申请贴现，线上提交、实时报价，资金快速到账。',
    customer: '持有电子银行承兑汇票、有短期资金需求的各类企业。',
    feature: '在线询价、利率透明；最快30分钟到账；单张票据最低10万元起贴。',
    applyCondition: '1. 汇票为真实贸易背景下取得的电子银行承兑汇票；2. 票据状态正常、背书连续。',
    guarantTypes: ['credit'],
    repayTypes: [{ repayType: 'bullet', loanTermList: '1,3,6,12' }],
    materials: [...BASIC_MATERIALS, '电子银行承兑汇票', '贸易合同及发票'],
    templates: ['applyForm'],
    amountMin: 10,
    amountMax: null,
    rateStart: 1.5,
    rateEnd: 2.9,
    periodMin: 1,
    periodMax: 12,
    applyMethod: 'site',
  },
  {
    code: 'JYKD',
    name: '经营快贷',
    loanType: 'FSP',
    financeTypeCode: 'credit',
    desc: '基于企业纳税与交易数据的线上经营贷款',
    introduce:
      '依据企业纳税、开票和平台交易数据，通过模型自动审批额度，满足小微企业短、小、频、急的经营资金需求。',
    customer: '正常纳税满2年、纳税信用等级B级及以上的小微企业。',
    feature: '全线上申请、自动审批；随借随还；最长可贷36个月；支持扫码申请。',
    applyCondition: '1. 企业成立满2年；2. 近一年纳税总额不低于1万元；3. 法定代表人年龄在18至65周岁之间。',
    guarantTypes: ['credit'],
    repayTypes: [{ repayType: 'equal_installment', loanTermList: '6,12,24,36' }],
    materials: ['营业执照（副本）', '法定代表人身份证正反面', '近一年纳税证明'],
    templates: ['applyForm', 'authorization'],
    amountMin: 1,
    amountMax: 100,
    rateStart: 6.5,
    rateEnd: 12.0,
    periodMin: 6,
    periodMax: 36,
    applyMethod: 'site',
  },
  {
    code: 'EXT',
    name: 'e信通',
    loanType: 'FSP',
    financeTypeCode: 'voucher',
    desc: '核心企业电子债权凭证融资',
    introduce:
      'e信通是核心企业基于真实贸易向供应商签发的电子债权凭证，供应商可持有到期、向上游拆分支付，或在平台申请融资。',
    customer: '收到核心企业签发的e信通凭证的多级供应商。',
    feature: '多级穿透、可拆分流转；融资无需额外担保；到期核心企业兑付。',
    applyCondition: '1. 持有有效的e信通凭证；2. 已完成平台实名认证；3. 凭证对应的贸易背景真实完整。',
    guarantTypes: ['credit'],
    repayTypes: [{ repayType: 'bullet', loanTermList: '1,3,6,12' }],
    materials: [...BASIC_MATERIALS, 'e信通凭证', '贸易合同及发票'],
    templates: ['applyForm', 'contractList'],
    amountMin: 1,
    amountMax: 3000,
    rateStart: 3.5,
    rateEnd: 5.5,
    periodMin: 1,
    periodMax: null,
    applyMethod: 'site',
  },
];

/** The documents the apply page asks for, by the template that goes with each (if any). */
export const DOCUMENTS: readonly {
  documentCode: string;
  documentName: string;
  documentFileType: string;
  template: TemplateKey | null;
}[] = [
  {
    documentCode: 'BUSINESS_LICENSE',
    documentName: '营业执照',
    documentFileType: 'pdf,jpg,jpeg,png',
    template: null,
  },
  {
    documentCode: 'APPLY_FORM',
    documentName: '融资申请书',
    documentFileType: 'doc,docx,pdf',
    template: 'applyForm',
  },
  {
    documentCode: 'FINANCIAL_REPORT',
    documentName: '财务报表',
    documentFileType: 'xls,xlsx,pdf',
    template: 'financials',
  },
  {
    documentCode: 'TRADE_CONTRACT',
    documentName: '贸易合同',
    documentFileType: 'pdf,jpg,jpeg,png',
    template: null,
  },
];
