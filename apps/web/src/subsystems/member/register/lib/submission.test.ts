import { describe, expect, it } from 'vitest';
import { appRegCompRequest } from '@scf/shared/schemas/member';
import { withResidentIdCheckChar } from '@scf/shared/validators/resident-id';
import { withUsccCheckChar } from '@scf/shared/validators/uscc';
import { namedServerError, targetOfServerField, toSubmission } from './submission';
import type { WizardData } from './submission';

const file = (name: string) => ({
  filePath: `/api/files/${'a'.repeat(64)}`,
  fileHash: 'a'.repeat(64),
  fileName: `${'a'.repeat(64)}.${name}`,
  originalFileName: `原件.${name}`,
});

const data: WizardData = {
  enterprise: {
    enterpriseName: '上海星河供应链管理有限公司',
    enterpriseInfo: withUsccCheckChar('91310115MA1H7XQX3'),
    legalRepr: '张伟',
    validityTerm: '2015-03-12 - 9999-12-31',
    businessAddr: '上海市浦东新区张江路88号',
    address: '上海市浦东新区张江路88号3号楼',
    addressCodeList: ['310000', '310100', '310115'],
    contactName: '李娜',
    contactMobile: '13812345678',
    taxCertImgUrl: file('png').filePath,
    billUrl: file('pdf').filePath,
    companyScale: '2',
    isGreenEnterprise: '0',
    industryCode: 'F',
    isAgricultural: '1',
  },
  legal: {
    legalPerson: '张伟',
    legalpersonIcFront: file('png').filePath,
    legalpersonicback: file('png').filePath,
    legalPersonMobile: '13912345678',
    legalPersonCertNo: withResidentIdCheckChar('11010519900307123'),
    legalpersonicvalidity: '2016-05-20-2036-05-20',
    bankName: '浙商银行',
    openBankName: '浙商银行股份有限公司上海浦东支行',
    openBankCode: '316290001015',
    openBankAccount: '6222021234567890123',
  },
  operators: {
    operatorInfoList: [
      {
        operatorName: '王芳',
        operatorMobile: '13700001111',
        operatorCertNo: withResidentIdCheckChar('31010419900101222'),
        operatorType: 'operating_sup',
      },
    ],
    authorizationAgreed: true,
  },
  licenceFile: file('png'),
  invoiceFile: file('pdf'),
  checkCode: null,
};

describe('the app_reg_comp body', () => {
  it('is what the server’s schema accepts', () => {
    const body = toSubmission(data);
    expect(appRegCompRequest.safeParse(body).success).toBe(true);
    expect(body.invoiceFile?.fileHash).toBe('a'.repeat(64));
    expect(body).not.toHaveProperty('checkCode');
    expect(body.operatorInfoList[0]).not.toHaveProperty('wxId');
  });

  it('leaves the invoice out for a white-listed enterprise and carries the check code', () => {
    const body = toSubmission({ ...data, invoiceFile: null, checkCode: '0457' });
    expect(body).not.toHaveProperty('invoiceFile');
    expect(body.compInfo).not.toHaveProperty('billUrl');
    expect(body.checkCode).toBe('0457');
    expect(appRegCompRequest.safeParse(body).success).toBe(true);
  });
});

describe('fields the server names', () => {
  it('are found on their step', () => {
    expect(targetOfServerField('compInfo.enterpriseInfo')).toEqual({
      kind: 'field',
      step: 0,
      name: ['enterpriseInfo'],
    });
    expect(targetOfServerField('legalPersonInfo.legalPerson')).toEqual({
      kind: 'field',
      step: 1,
      name: ['legalPerson'],
    });
    expect(targetOfServerField('memberBankInfo.openBankCode')).toEqual({
      kind: 'field',
      step: 1,
      name: ['openBankCode'],
    });
    expect(targetOfServerField('operatorInfoList.1.operatorMobile')).toEqual({
      kind: 'field',
      step: 2,
      name: ['operatorInfoList', 1, 'operatorMobile'],
    });
    expect(targetOfServerField('invoiceFile')).toEqual({ kind: 'field', step: 0, name: ['billUrl'] });
    expect(targetOfServerField('checkCode')).toEqual({ kind: 'checkCode' });
    expect(targetOfServerField('somethingElse.x')).toBeNull();
  });

  it('are read from data.errors, else from error_info', () => {
    const message = '营业执照上的法定代表人信息与上传的法定代表人身份证信息不符，请确认后再次提交';
    expect(
      namedServerError({ errors: [{ field: 'legalPersonInfo.legalPerson', rule: 'match', message }] }, null),
    ).toEqual({ field: 'legalPersonInfo.legalPerson', message });
    expect(namedServerError(null, `compInfo.enterpriseInfo: 该供应商为待审核状态`)).toEqual({
      field: 'compInfo.enterpriseInfo',
      message: '该供应商为待审核状态',
    });
    expect(namedServerError(null, '系统错误')).toBeNull();
  });
});
