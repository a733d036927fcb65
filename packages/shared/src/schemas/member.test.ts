import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { validationMessagesZhCN } from '../messages.ts';
import { withResidentIdCheckChar } from '../validators/resident-id.ts';
import { withUsccCheckChar } from '../validators/uscc.ts';
import {
  appRegCompRequest,
  certificateNo,
  checkLegalCertNoRequest,
  compInfo,
  fax,
  isOperatorRowComplete,
  legalCheckForm,
  legalPersonInfo,
  memberBankInfo,
  operatorInfoList,
  operatorRow,
  registrationStep1Form,
  registrationStep2Form,
  registrationStepForms,
} from './member.ts';

/** The [path, zh-CN text] of each issue of a failed parse. */
function issues(schema: z.ZodType, value: unknown): [string, string][] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => [
    issue.path.join('.'),
    (validationMessagesZhCN as Record<string, string>)[issue.message] ?? `(not a key) ${issue.message}`,
  ]);
}

const USCC = '91350100M000100Y43';
const ID1 = '11010519491231002X';
const ID2 = '110101200002290018';
const ID3 = withResidentIdCheckChar('44030119900307123');

const goodComp = {
  enterpriseName: '福州某某供应链管理有限公司',
  enterpriseInfo: USCC,
  legalRepr: '张三',
  validityTerm: '2015-01-01 - 9999-12-31',
  businessAddr: '福建省福州市鼓楼区五四路1号',
  address: '五四路1号',
  addressCodeList: ['350000', '350100', '350102'],
  contactName: '李四',
  contactMobile: '13800138000',
  contactEmail: 'li@example.com',
  taxCertImgUrl: '/api/files/abc',
  billUrl: '/api/files/def',
  companyScale: '2',
  isGreenEnterprise: '0',
  industryCode: 'C13',
  isAgricultural: '1',
};
const goodLegal = {
  legalPerson: '张三',
  legalpersonIcFront: '/api/files/front',
  legalpersonicback: '/api/files/back',
  legalPersonMobile: '13900139000',
  legalPersonCertNo: ID1,
  legalpersonicvalidity: '2015.01.01-2035.01.01',
};
const goodBank = {
  bankName: '中国工商银行',
  openBankName: '中国工商银行股份有限公司福州鼓楼支行',
  openBankCode: '102391050011',
  openBankAccount: '1402020309000123456',
};
const op = (n: number, operatorType = 'operating_sup', certNo = ID1) => ({
  operatorName: `操作员${n}`,
  operatorMobile: `1380013800${n % 10}`,
  operatorCertNo: certNo,
  wxId: '',
  operatorType,
});
const hash = 'a'.repeat(64);
const file = {
  fileName: `${hash}.png`,
  filePath: `/api/files/${hash}`,
  originalFileName: '营业执照.png',
  fileHash: hash,
};

describe('step 0: enterprise basic info', () => {
  it('accepts a complete form and stores the credit code upper case', () => {
    expect(compInfo.parse({ ...goodComp, enterpriseInfo: ' 91350100m000100y43 ' }).enterpriseInfo).toBe(USCC);
    expect(compInfo.safeParse({ ...goodComp, contactEmail: '', billUrl: undefined, fax: '' }).success).toBe(
      true,
    );
  });

  it('says 输入不能为空 for each empty required field', () => {
    for (const field of [
      'enterpriseName',
      'enterpriseInfo',
      'legalRepr',
      'validityTerm',
      'businessAddr',
      'address',
      'contactName',
      'contactMobile',
      'taxCertImgUrl',
      'industryCode',
    ]) {
      expect(issues(compInfo, { ...goodComp, [field]: '  ' }), field).toEqual([[field, '输入不能为空']]);
      expect(issues(compInfo, { ...goodComp, [field]: undefined }), field).toEqual([[field, '输入不能为空']]);
    }
    for (const field of ['companyScale', 'isGreenEnterprise', 'isAgricultural', 'addressCodeList']) {
      expect(issues(compInfo, { ...goodComp, [field]: undefined }), field).toEqual([[field, '输入不能为空']]);
    }
    expect(issues(compInfo, { ...goodComp, addressCodeList: [] })).toEqual([
      ['addressCodeList', '输入不能为空'],
    ]);
    expect(issues(compInfo, { ...goodComp, companyScale: '3' })).toEqual([['companyScale', '输入不能为空']]);
  });

  it('enforces the field lengths of section 5', () => {
    expect(issues(compInfo, { ...goodComp, enterpriseName: '字'.repeat(100) })).toEqual([]);
    expect(issues(compInfo, { ...goodComp, enterpriseName: '字'.repeat(101) })).toEqual([
      ['enterpriseName', '企业名称不能超过100个字符'],
    ]);
    expect(issues(compInfo, { ...goodComp, legalRepr: '字'.repeat(21) })).toEqual([
      ['legalRepr', '法定代表人不能超过20个字符'],
    ]);
    expect(issues(compInfo, { ...goodComp, businessAddr: '字'.repeat(101) })).toEqual([
      ['businessAddr', '地址不能超过100个字符'],
    ]);
    expect(issues(compInfo, { ...goodComp, address: '字'.repeat(101) })).toEqual([
      ['address', '地址不能超过100个字符'],
    ]);
    expect(issues(compInfo, { ...goodComp, enterpriseInfo: `${USCC}123` })).toEqual([
      ['enterpriseInfo', '统一社会信用代码不能超过20个字符'],
    ]);
    expect(issues(compInfo, { ...goodComp, contactEmail: `${'a'.repeat(19)}@example.com` })).toEqual([
      ['contactEmail', '邮箱不能超过30个字符'],
    ]);
  });

  it('checks the credit code against GB 32100', () => {
    expect(issues(compInfo, { ...goodComp, enterpriseInfo: '91350100M000100Y44' })).toEqual([
      ['enterpriseInfo', '统一社会信用代码校验位不正确'],
    ]);
    expect(issues(compInfo, { ...goodComp, enterpriseInfo: '91350100M000100Y4' })).toEqual([
      ['enterpriseInfo', '统一社会信用代码应为18位数字或大写字母（不含I、O、Z、S、V）'],
    ]);
    expect(issues(compInfo, { ...goodComp, enterpriseInfo: '91350100M000100I43' })).toEqual([
      ['enterpriseInfo', '统一社会信用代码应为18位数字或大写字母（不含I、O、Z、S、V）'],
    ]);
    expect(issues(compInfo, { ...goodComp, enterpriseInfo: withUsccCheckChar('95350100M000100Y4') })).toEqual(
      [['enterpriseInfo', '统一社会信用代码的登记管理部门代码或机构类别代码不正确']],
    );
  });

  it('checks the mobile, email and fax formats', () => {
    for (const contactMobile of ['12800138000', '1380013800', '138001380001', '1380013800a']) {
      expect(issues(compInfo, { ...goodComp, contactMobile }), contactMobile).toEqual([
        ['contactMobile', '移动电话格式不正确'],
      ]);
    }
    expect(issues(compInfo, { ...goodComp, contactEmail: 'not-an-email' })).toEqual([
      ['contactEmail', '邮箱格式不正确'],
    ]);
    expect(issues(compInfo, { ...goodComp, fax: '0591-1234567' })).toEqual([]);
    expect(issues(compInfo, { ...goodComp, fax: '010-12345678' })).toEqual([]);
    expect(issues(compInfo, { ...goodComp, fax: '12345678' })).toEqual([]);
    for (const value of ['123456', '0591-123456789', '591-1234567', 'abc1234567']) {
      expect(issues(compInfo, { ...goodComp, fax: value }), value).toEqual([['fax', '传真格式不正确']]);
    }
    expect(fax.safeParse(undefined).success).toBe(true);
  });
});

describe('step 1: legal representative and bank', () => {
  it('accepts a complete form, lower-case x stored as X', () => {
    const parsed = registrationStep1Form.parse({
      ...goodLegal,
      ...goodBank,
      legalPersonCertNo: '11010519491231002x',
    });
    expect(parsed.legalPersonCertNo).toBe(ID1);
  });

  it('says 输入不能为空 for each empty field', () => {
    for (const field of Object.keys(goodLegal)) {
      expect(issues(legalPersonInfo, { ...goodLegal, [field]: '' }), field).toEqual([
        [field, '输入不能为空'],
      ]);
    }
    for (const field of Object.keys(goodBank)) {
      expect(issues(memberBankInfo, { ...goodBank, [field]: '' }), field).toEqual([[field, '输入不能为空']]);
    }
  });

  it('checks the ID number: shape, region, birth date and check digit', () => {
    const cases: [string, string][] = [
      ['11010519491231002', '身份证格式不正确'],
      ['11010519491231002XX', '身份证格式不正确'],
      ['1101051949123100AX', '身份证格式不正确'],
      [withResidentIdCheckChar('99010519491231002'), '身份证号码的地区码不正确'],
      [withResidentIdCheckChar('11010119000229001'), '身份证号码中的出生日期不正确'],
      [withResidentIdCheckChar('11010129990101001'), '身份证号码中的出生日期不正确'],
      ['110105194912310021', '身份证号码校验位不正确'],
    ];
    for (const [legalPersonCertNo, text] of cases) {
      expect(issues(legalPersonInfo, { ...goodLegal, legalPersonCertNo }), legalPersonCertNo).toEqual([
        ['legalPersonCertNo', text],
      ]);
    }
  });

  it('enforces the lengths: legal name 30, bank account 30, bank name 15, mobile', () => {
    expect(issues(legalPersonInfo, { ...goodLegal, legalPerson: '字'.repeat(31) })).toEqual([
      ['legalPerson', '姓名不能超过30个字符'],
    ]);
    expect(issues(legalPersonInfo, { ...goodLegal, legalPersonMobile: '10000000000' })).toEqual([
      ['legalPersonMobile', '移动电话格式不正确'],
    ]);
    expect(issues(memberBankInfo, { ...goodBank, openBankAccount: '1'.repeat(31) })).toEqual([
      ['openBankAccount', '银行账号不能超过30个字符'],
    ]);
    expect(issues(memberBankInfo, { ...goodBank, bankName: '字'.repeat(16) })).toEqual([
      ['bankName', '开户银行不能超过15个字符'],
    ]);
    expect(issues(memberBankInfo, { ...goodBank, openBankName: '字'.repeat(61) })).toEqual([
      ['openBankName', '开户行名称不能超过60个字符'],
    ]);
  });
});

describe('step 2: operators', () => {
  it('accepts up to 5 operators of each role with distinct phones and IDs', () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({
      ...op(i, i < 5 ? 'operating_sup' : 'review_sup'),
      operatorCertNo: withResidentIdCheckChar(`1101011990010100${i}`),
    }));
    expect(issues(operatorInfoList, rows)).toEqual([]);
  });

  it('checks each cell: required, mobile, ID, role, lengths', () => {
    expect(issues(operatorRow, { ...op(1), operatorName: '' })).toEqual([['operatorName', '输入不能为空']]);
    expect(issues(operatorRow, { ...op(1), operatorName: '字'.repeat(31) })).toEqual([
      ['operatorName', '姓名不能超过30个字符'],
    ]);
    expect(issues(operatorRow, { ...op(1), operatorMobile: '' })).toEqual([
      ['operatorMobile', '输入不能为空'],
    ]);
    expect(issues(operatorRow, { ...op(1), operatorMobile: '12345678901' })).toEqual([
      ['operatorMobile', '移动电话格式不正确'],
    ]);
    expect(issues(operatorRow, { ...op(1), operatorCertNo: '' })).toEqual([
      ['operatorCertNo', '输入不能为空'],
    ]);
    expect(issues(operatorRow, { ...op(1), operatorCertNo: '1234' })).toEqual([
      ['operatorCertNo', '身份证格式不正确'],
    ]);
    expect(issues(operatorRow, { ...op(1), operatorCertNo: '110105194912310021' })).toEqual([
      ['operatorCertNo', '身份证号码校验位不正确'],
    ]);
    expect(issues(operatorRow, { ...op(1), operatorType: 'boss' })).toEqual([
      ['operatorType', '输入不能为空'],
    ]);
    expect(issues(operatorRow, { ...op(1), wxId: 'w'.repeat(31) })).toEqual([
      ['wxId', '微信号不能超过30个字符'],
    ]);
    expect(operatorRow.parse({ ...op(1), operatorCertNo: '11010519491231002x' }).operatorCertNo).toBe(ID1);
  });

  it('wants at least one operator', () => {
    expect(issues(operatorInfoList, [])).toEqual([['', '请至少添加一位操作员信息']]);
    expect(issues(operatorInfoList, undefined)).toEqual([['', '请至少添加一位操作员信息']]);
    expect(issues(registrationStep2Form, { operatorInfoList: [], authorizationAgreed: true })).toEqual([
      ['operatorInfoList', '请至少添加一位操作员信息'],
    ]);
  });

  it('refuses a sixth operator of either role', () => {
    const handling = Array.from({ length: 6 }, (_, i) => ({
      ...op(i),
      operatorCertNo: withResidentIdCheckChar(`1101011990010100${i}`),
    }));
    expect(issues(operatorInfoList, handling)).toEqual([['', '最多可添加5个经办操作员']]);
    const reviewing = handling.map((row) => ({ ...row, operatorType: 'review_sup' }));
    expect(issues(registrationStep2Form, { operatorInfoList: reviewing, authorizationAgreed: true })).toEqual(
      [['operatorInfoList', '最多可添加5个复核操作员']],
    );
  });

  it('refuses the same phone or ID twice, on the later row', () => {
    expect(issues(operatorInfoList, [op(1, 'operating_sup', ID1), { ...op(1, 'review_sup', ID2) }])).toEqual([
      ['1.operatorMobile', '手机号不能相同'],
    ]);
    expect(
      issues(operatorInfoList, [op(1, 'operating_sup', ID1), op(2, 'review_sup', '11010519491231002x')]),
    ).toEqual([['1.operatorCertNo', '身份证号不能相同']]);
    expect(
      issues(operatorInfoList, [
        op(1, 'operating_sup', ID3),
        op(2, 'review_sup', ID2),
        op(2, 'review_sup', ID3),
      ]),
    ).toEqual([
      ['2.operatorMobile', '手机号不能相同'],
      ['2.operatorCertNo', '身份证号不能相同'],
    ]);
  });

  it('reports list rules together with cell errors', () => {
    expect(
      issues(operatorInfoList, [
        op(1, 'operating_sup', ID1),
        { ...op(1, 'review_sup', ID2), operatorName: '' },
      ]),
    ).toEqual([
      ['1.operatorName', '输入不能为空'],
      ['1.operatorMobile', '手机号不能相同'],
    ]);
  });

  it('wants the authorization letter ticked', () => {
    const operatorInfoListValue = [op(1)];
    expect(
      issues(registrationStep2Form, { operatorInfoList: operatorInfoListValue, authorizationAgreed: true }),
    ).toEqual([]);
    for (const authorizationAgreed of [false, undefined, 'true']) {
      expect(
        issues(registrationStep2Form, { operatorInfoList: operatorInfoListValue, authorizationAgreed }),
      ).toEqual([['authorizationAgreed', '请确认并阅读用户授权函']]);
    }
  });

  it('tells whether a row is complete before another is added', () => {
    expect(isOperatorRowComplete(op(1))).toBe(true);
    expect(isOperatorRowComplete({ ...op(1), operatorCertNo: ' ' })).toBe(false);
    expect(isOperatorRowComplete({ operatorName: 'a' })).toBe(false);
    expect(validationMessagesZhCN.operatorIncomplete).toBe('请先完善信息');
    expect(validationMessagesZhCN.operatorDeleteNoneSelected).toBe('请至少选择一行待删除的数据');
  });
});

describe('the wizard and the request', () => {
  it('has the three step forms in order', () => {
    expect(registrationStepForms).toHaveLength(3);
    expect(registrationStepForms[0].safeParse(goodComp).success).toBe(true);
    expect(registrationStepForms[1].safeParse({ ...goodLegal, ...goodBank }).success).toBe(true);
  });

  it('takes the extra check code as 4 digits', () => {
    expect(legalCheckForm.safeParse({ checkCode: '8000' }).success).toBe(true);
    for (const checkCode of ['', '800', '80000', 'abcd', undefined]) {
      expect(issues(legalCheckForm, { checkCode }), String(checkCode)).toEqual([
        ['checkCode', '请输入手机号后四位'],
      ]);
    }
    expect(checkLegalCertNoRequest.parse({ uscCode: USCC.toLowerCase(), checkCode: ' 1234 ' })).toEqual({
      uscCode: USCC,
      checkCode: '1234',
    });
  });

  it('takes certificate numbers of letters and digits only', () => {
    expect(certificateNo.safeParse('E12345678').success).toBe(true);
    expect(issues(certificateNo, 'E-1234')).toEqual([['', '证件号码只能包含字母和数字']]);
  });

  const request = {
    compInfo: goodComp,
    legalPersonInfo: goodLegal,
    operatorInfoList: [op(1, 'operating_sup', ID2), op(2, 'review_sup', ID3)],
    memberBankInfo: goodBank,
    businessLicenseFile: file,
    invoiceFile: { ...file, originalFileName: '发票.pdf' },
    checkCode: '8000',
  };

  it('accepts the whole app_reg_comp request, invoice and check code optional', () => {
    expect(appRegCompRequest.safeParse(request).success).toBe(true);
    expect(
      appRegCompRequest.safeParse({ ...request, invoiceFile: undefined, checkCode: undefined }).success,
    ).toBe(true);
  });

  it('names the nested field of each bad input', () => {
    expect(issues(appRegCompRequest, { ...request, businessLicenseFile: undefined })).toEqual([
      ['businessLicenseFile', '输入不能为空'],
    ]);
    expect(
      issues(appRegCompRequest, { ...request, businessLicenseFile: { ...file, fileHash: 'x' } }),
    ).toEqual([['businessLicenseFile.fileHash', '文件标识应为64位十六进制字符']]);
    expect(issues(appRegCompRequest, { ...request, checkCode: '12' })).toEqual([
      ['checkCode', '请输入手机号后四位'],
    ]);
    expect(
      issues(appRegCompRequest, {
        ...request,
        compInfo: { ...goodComp, enterpriseInfo: '91350100M000100Y44' },
      }),
    ).toEqual([['compInfo.enterpriseInfo', '统一社会信用代码校验位不正确']]);
    expect(
      issues(appRegCompRequest, { ...request, operatorInfoList: [op(1), op(1, 'review_sup', ID2)] }),
    ).toEqual([['operatorInfoList.1.operatorMobile', '手机号不能相同']]);
    expect(
      issues(appRegCompRequest, { ...request, memberBankInfo: { ...goodBank, openBankAccount: '' } }),
    ).toEqual([['memberBankInfo.openBankAccount', '输入不能为空']]);
  });
});

describe('app_reg_comp request parts', () => {
  it.each(['compInfo', 'legalPersonInfo', 'memberBankInfo'] as const)(
    'a missing %s is 输入不能为空 on that part',
    (part) => {
      const issues = appRegCompRequest.safeParse({}).error?.issues ?? [];
      expect(issues.find((issue) => issue.path.join('.') === part)?.message).toBe('inputRequired');
    },
  );
});
