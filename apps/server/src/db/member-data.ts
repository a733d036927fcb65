import { withResidentIdCheckChar } from '@scf/shared/validators/resident-id';
import { withUsccCheckChar } from '@scf/shared/validators/uscc';
import { BANKS } from './catalogue-data.ts';

/**
 * Reference and demo data of the enterprise registration: industry groups, bank branches, the
 * white list and a few registrations in each blocking status. seed-member.ts turns them into rows.
 */

/** GB/T 4754-2017 sections (门类), the wizard's industry groups. */
export const INDUSTRY_GROUPS: readonly { code: string; zhCN: string; zhTW: string; enUS: string }[] = [
  {
    code: 'A',
    zhCN: '农、林、牧、渔业',
    zhTW: '農、林、牧、漁業',
    enUS: 'Agriculture, forestry, animal husbandry and fishery',
  },
  { code: 'B', zhCN: '采矿业', zhTW: '採礦業', enUS: 'Mining' },
  { code: 'C', zhCN: '制造业', zhTW: '製造業', enUS: 'Manufacturing' },
  {
    code: 'D',
    zhCN: '电力、热力、燃气及水生产和供应业',
    zhTW: '電力、熱力、燃氣及水生產和供應業',
    enUS: 'Electricity, heat, gas and water production and supply',
  },
  { code: 'E', zhCN: '建筑业', zhTW: '建築業', enUS: 'Construction' },
  { code: 'F', zhCN: '批发和零售业', zhTW: '批發和零售業', enUS: 'Wholesale and retail trade' },
  {
    code: 'G',
    zhCN: '交通运输、仓储和邮政业',
    zhTW: '交通運輸、倉儲和郵政業',
    enUS: 'Transport, storage and postal services',
  },
  { code: 'H', zhCN: '住宿和餐饮业', zhTW: '住宿和餐飲業', enUS: 'Accommodation and catering' },
  {
    code: 'I',
    zhCN: '信息传输、软件和信息技术服务业',
    zhTW: '資訊傳輸、軟體和資訊技術服務業',
    enUS: 'Information transmission, software and IT services',
  },
  { code: 'J', zhCN: '金融业', zhTW: '金融業', enUS: 'Finance' },
  { code: 'K', zhCN: '房地产业', zhTW: '房地產業', enUS: 'Real estate' },
  { code: 'L', zhCN: '租赁和商务服务业', zhTW: '租賃和商務服務業', enUS: 'Leasing and business services' },
  {
    code: 'M',
    zhCN: '科学研究和技术服务业',
    zhTW: '科學研究和技術服務業',
    enUS: 'Scientific research and technical services',
  },
  {
    code: 'N',
    zhCN: '水利、环境和公共设施管理业',
    zhTW: '水利、環境和公共設施管理業',
    enUS: 'Water conservancy, environment and public facilities management',
  },
  {
    code: 'O',
    zhCN: '居民服务、修理和其他服务业',
    zhTW: '居民服務、修理和其他服務業',
    enUS: 'Resident services, repair and other services',
  },
  { code: 'P', zhCN: '教育', zhTW: '教育', enUS: 'Education' },
  { code: 'Q', zhCN: '卫生和社会工作', zhTW: '衛生和社會工作', enUS: 'Health and social work' },
  {
    code: 'R',
    zhCN: '文化、体育和娱乐业',
    zhTW: '文化、體育和娛樂業',
    enUS: 'Culture, sports and entertainment',
  },
  {
    code: 'S',
    zhCN: '公共管理、社会保障和社会组织',
    zhTW: '公共管理、社會保障和社會組織',
    enUS: 'Public administration, social security and social organisations',
  },
  { code: 'T', zhCN: '国际组织', zhTW: '國際組織', enUS: 'International organisations' },
];

/** Cities with their CNAPS city code and two districts that name sub-branches. */
const CITIES: readonly { code: string; name: string; province: string; districts: [string, string] }[] = [
  { code: '1000', name: '北京', province: '北京市', districts: ['海淀', '朝阳'] },
  { code: '1100', name: '天津', province: '天津市', districts: ['和平', '滨海新区'] },
  { code: '2900', name: '上海', province: '上海市', districts: ['浦东', '徐汇'] },
  { code: '3010', name: '南京', province: '江苏省', districts: ['鼓楼', '建邺'] },
  { code: '3050', name: '苏州', province: '江苏省', districts: ['工业园区', '姑苏'] },
  { code: '3310', name: '杭州', province: '浙江省', districts: ['西湖', '钱江'] },
  { code: '3320', name: '宁波', province: '浙江省', districts: ['鄞州', '海曙'] },
  { code: '3610', name: '合肥', province: '安徽省', districts: ['庐阳', '高新区'] },
  { code: '5210', name: '武汉', province: '湖北省', districts: ['江汉', '洪山'] },
  { code: '5810', name: '广州', province: '广东省', districts: ['天河', '越秀'] },
  { code: '5840', name: '深圳', province: '广东省', districts: ['福田', '南山'] },
  { code: '6530', name: '重庆', province: '重庆市', districts: ['渝中', '江北'] },
  { code: '6510', name: '成都', province: '四川省', districts: ['锦江', '高新'] },
  { code: '7910', name: '西安', province: '陕西省', districts: ['雁塔', '高新'] },
];

/** Nationwide banks: CNAPS bank category and legal name. */
const NATIONAL: Readonly<Record<string, { category: string; legalName: string; policy?: true }>> = {
  ICBC: { category: '102', legalName: '中国工商银行股份有限公司' },
  ABC: { category: '103', legalName: '中国农业银行股份有限公司' },
  BOC: { category: '104', legalName: '中国银行股份有限公司' },
  CCB: { category: '105', legalName: '中国建设银行股份有限公司' },
  BOCOM: { category: '301', legalName: '交通银行股份有限公司' },
  PSBC: { category: '403', legalName: '中国邮政储蓄银行股份有限公司' },
  CITIC: { category: '302', legalName: '中信银行股份有限公司' },
  CEB: { category: '303', legalName: '中国光大银行股份有限公司' },
  HXB: { category: '304', legalName: '华夏银行股份有限公司' },
  CMBC: { category: '305', legalName: '中国民生银行股份有限公司' },
  CGB: { category: '306', legalName: '广发银行股份有限公司' },
  PAB: { category: '307', legalName: '平安银行股份有限公司' },
  CMB: { category: '308', legalName: '招商银行股份有限公司' },
  CIB: { category: '309', legalName: '兴业银行股份有限公司' },
  SPDB: { category: '310', legalName: '上海浦东发展银行股份有限公司' },
  HFB: { category: '315', legalName: '恒丰银行股份有限公司' },
  CZB: { category: '316', legalName: '浙商银行股份有限公司' },
  CBHB: { category: '318', legalName: '渤海银行股份有限公司' },
  CDB: { category: '201', legalName: '国家开发银行', policy: true },
  EXIMBANK: { category: '202', legalName: '中国进出口银行', policy: true },
  ADBC: { category: '203', legalName: '中国农业发展银行', policy: true },
};

/** Regional banks: category (313 city, 314 rural commercial), legal name, the cities they serve. */
const REGIONAL: Readonly<Record<string, { category: string; legalName: string; cities: string[] }>> = {
  BOB: { category: '313', legalName: '北京银行股份有限公司', cities: ['北京', '天津', '上海', '西安'] },
  BOSH: { category: '313', legalName: '上海银行股份有限公司', cities: ['上海', '北京', '深圳', '苏州'] },
  JSB: { category: '313', legalName: '江苏银行股份有限公司', cities: ['南京', '苏州', '上海', '北京'] },
  NJCB: { category: '313', legalName: '南京银行股份有限公司', cities: ['南京', '苏州', '上海'] },
  NBCB: { category: '313', legalName: '宁波银行股份有限公司', cities: ['宁波', '杭州', '上海', '深圳'] },
  HZCB: { category: '313', legalName: '杭州银行股份有限公司', cities: ['杭州', '宁波', '上海', '北京'] },
  HSBANK: { category: '313', legalName: '徽商银行股份有限公司', cities: ['合肥', '南京', '上海'] },
  CQCB: { category: '313', legalName: '重庆银行股份有限公司', cities: ['重庆', '成都', '西安'] },
  TCCB: { category: '313', legalName: '天津银行股份有限公司', cities: ['天津', '北京', '上海'] },
  GZCB: { category: '313', legalName: '广州银行股份有限公司', cities: ['广州', '深圳'] },
  BJRCB: { category: '314', legalName: '北京农村商业银行股份有限公司', cities: ['北京'] },
  SRCB: { category: '314', legalName: '上海农村商业银行股份有限公司', cities: ['上海'] },
};

export interface BranchSeed {
  branchNo: string;
  bankCode: string;
  branchName: string;
  cityName: string;
}

/** A 12-digit number shaped as CNAPS: bank category, city, 4-digit sequence, a check digit. */
function branchNo(category: string, city: string, sequence: number): string {
  const body = `${category}${city}${String(sequence).padStart(4, '0')}`;
  const sum = Array.from(body).reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 3 : 7), 0);
  return `${body}${sum % 10}`;
}

/**
 * The demo branches: every bank's default branch; nationwide banks a city branch and two
 * sub-branches in each city (policy banks the city branch only); regional banks a branch and two
 * sub-branches in their home city and a branch in the others they serve (872 rows).
 */
export function bankBranchSeeds(): BranchSeed[] {
  const rows: BranchSeed[] = [];
  for (const bank of BANKS) {
    if (bank.defaultBranchNo && bank.defaultBranchName) {
      rows.push({
        branchNo: bank.defaultBranchNo,
        bankCode: bank.code,
        branchName: bank.defaultBranchName,
        cityName: '北京',
      });
    }
    const national = NATIONAL[bank.code];
    const regional = REGIONAL[bank.code];
    CITIES.forEach((city, cityIndex) => {
      const isMunicipality = city.province === `${city.name}市`;
      const cityBranch = isMunicipality ? `${city.name}市分行` : `${city.name}分行`;
      if (national) {
        const prefix = national.legalName;
        rows.push({
          branchNo: branchNo(national.category, city.code, 100),
          bankCode: bank.code,
          branchName: `${prefix}${cityBranch}营业部`,
          cityName: city.name,
        });
        if (!national.policy) {
          city.districts.forEach((district, i) =>
            rows.push({
              branchNo: branchNo(national.category, city.code, 101 + i),
              bankCode: bank.code,
              branchName: `${prefix}${city.name}${district}支行`,
              cityName: city.name,
            }),
          );
        }
      } else if (regional) {
        const position = regional.cities.indexOf(city.name);
        if (position < 0) return;
        // Regional banks share their category code, so the bank's place in the list keeps numbers apart.
        const base = 1000 + BANKS.findIndex((b) => b.code === bank.code) * 20 + cityIndex;
        const isHome = position === 0;
        rows.push({
          branchNo: branchNo(regional.category, city.code, base * 3),
          bankCode: bank.code,
          branchName: isHome ? `${regional.legalName}营业部` : `${regional.legalName}${city.name}分行`,
          cityName: city.name,
        });
        if (isHome) {
          city.districts.forEach((district, i) =>
            rows.push({
              branchNo: branchNo(regional.category, city.code, base * 3 + 1 + i),
              bankCode: bank.code,
              branchName: `${regional.legalName}${district}支行`,
              cityName: city.name,
            }),
          );
        }
      }
    });
  }
  return rows;
}

const uscc = (body: string) => withUsccCheckChar(body);
const residentId = (body: string) => withResidentIdCheckChar(body);

export interface WhiteListSeed {
  usccCode: string;
  enterpriseName: string;
  legalPersonName: string;
  legalPersonMobile: string | null;
  source: string;
}

/**
 * Suppliers the demo core enterprise vouches for: one with the legal representative's mobile on
 * record (the wizard asks for its last four digits), one without (no extra check), both without the
 * invoice requirement.
 */
export const WHITE_LIST: readonly WhiteListSeed[] = [
  {
    usccCode: uscc('91310115MA1H8K2P3'),
    enterpriseName: '上海浦江精密零部件有限公司',
    legalPersonName: '陈立群',
    legalPersonMobile: '13916820457',
    source: '华东重工集团有限公司',
  },
  {
    usccCode: uscc('91320594MA1N6QX7L'),
    enterpriseName: '苏州工业园区恒信包装材料有限公司',
    legalPersonName: '周文斌',
    legalPersonMobile: null,
    source: '华东重工集团有限公司',
  },
];

export interface RegistrationSeed {
  status: 0 | 1 | 5 | 7;
  usccCode: string;
  enterpriseName: string;
  legalRepr: string;
  legalPersonCertNo: string;
  legalPersonMobile: string;
  contactName: string;
  contactMobile: string;
  address: string;
  addressCodeList: [string, string, string];
  industryCode: string;
  bankCode: string;
  operator: { name: string; mobile: string; certNo: string };
  reviewComment: string | null;
}

/**
 * The demo core enterprise: an approved member that buys from suppliers, so a supplier's invoice
 * to it passes the registration's invoice check. The white list's suppliers name it as their source.
 */
export const CORE_ENTERPRISE: RegistrationSeed = {
  status: 1,
  usccCode: uscc('91310115MA1G7H4K2'),
  enterpriseName: '华东重工集团有限公司',
  legalRepr: '沈国栋',
  legalPersonCertNo: residentId('31011519680518301'),
  legalPersonMobile: '13901762258',
  contactName: '许静',
  contactMobile: '13816624590',
  address: '上海市浦东新区张江路1388号华东重工大厦',
  addressCodeList: ['310000', '310100', '310115'],
  industryCode: 'C',
  bankCode: 'BOCOM',
  operator: { name: '许静', mobile: '13816624590', certNo: residentId('31011519870926402') },
  reviewComment: '核心企业，资料齐全，审核通过',
};

/**
 * One registration per status, so the wizard's status check can be tried on the demo, and the core
 * enterprise. The approved ones (status 1) are members of the platform.
 */
export const REGISTRATIONS: readonly RegistrationSeed[] = [
  {
    status: 0,
    usccCode: uscc('91330106MA2H3T5R0'),
    enterpriseName: '杭州西溪云仓物流有限公司',
    legalRepr: '王海涛',
    legalPersonCertNo: residentId('33010619820315201'),
    legalPersonMobile: '13858120336',
    contactName: '刘倩',
    contactMobile: '13758160218',
    address: '浙江省杭州市西湖区文三路478号华星时代广场A座1206室',
    addressCodeList: ['330000', '330100', '330106'],
    industryCode: 'G',
    bankCode: 'CMB',
    operator: { name: '刘倩', mobile: '13758160218', certNo: residentId('33010619900721302') },
    reviewComment: null,
  },
  {
    status: 1,
    usccCode: uscc('91440300MA5F2W8N1'),
    enterpriseName: '深圳前海鼎盛电子科技有限公司',
    legalRepr: '李振华',
    legalPersonCertNo: residentId('44030519790912401'),
    legalPersonMobile: '13902358847',
    contactName: '黄敏',
    contactMobile: '13631598024',
    address: '广东省深圳市南山区科技园南区高新南七道12号',
    addressCodeList: ['440000', '440300', '440305'],
    industryCode: 'C',
    bankCode: 'PAB',
    operator: { name: '黄敏', mobile: '13631598024', certNo: residentId('44030519920305102') },
    reviewComment: '资料齐全，审核通过',
  },
  {
    status: 5,
    usccCode: uscc('91110108MA01R4XJ6'),
    enterpriseName: '北京中关村智链供应链管理有限公司',
    legalRepr: '赵明远',
    legalPersonCertNo: residentId('11010819750608501'),
    legalPersonMobile: '13801129964',
    contactName: '孙悦',
    contactMobile: '13911087712',
    address: '北京市海淀区中关村大街27号中关村大厦8层',
    addressCodeList: ['110000', '110100', '110108'],
    industryCode: 'L',
    bankCode: 'ICBC',
    operator: { name: '孙悦', mobile: '13911087712', certNo: residentId('11010819881117202') },
    reviewComment: '企业经营异常，已禁用',
  },
  {
    status: 7,
    usccCode: uscc('91510100MA6C9L2E5'),
    enterpriseName: '成都天府蓉欣建材贸易有限公司',
    legalRepr: '杨建国',
    legalPersonCertNo: residentId('51010719700224301'),
    legalPersonMobile: '13808017735',
    contactName: '邓婷',
    contactMobile: '13551826640',
    address: '四川省成都市高新区天府大道中段666号希顿国际广场C座',
    addressCodeList: ['510000', '510100', '510107'],
    industryCode: 'F',
    bankCode: 'CCB',
    operator: { name: '邓婷', mobile: '13551826640', certNo: residentId('51010719930412402') },
    reviewComment: '营业执照已过期，审核不通过',
  },
  CORE_ENTERPRISE,
];
