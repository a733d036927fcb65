import { describe, expect, it } from 'vitest';
import { ocrFill } from './ocr-mapping';

describe('recognised documents into the form', () => {
  it('fills step 0 from the licence, leaving unread fields alone', () => {
    expect(
      ocrFill({
        document: 'licence',
        fields: {
          enterpriseName: '上海星河供应链管理有限公司',
          enterpriseInfo: '91310115MA1H7XQX3X',
          legalRepr: '张伟',
          businessAddr: null,
          validityStart: '2015-03-12',
          validityEnd: '9999-12-31',
          validityTerm: '2015-03-12 - 9999-12-31',
          unreadable: ['businessAddr'],
        },
      }),
    ).toEqual({
      step: 0,
      values: {
        enterpriseName: '上海星河供应链管理有限公司',
        enterpriseInfo: '91310115MA1H7XQX3X',
        legalRepr: '张伟',
        validityTerm: '2015-03-12 - 9999-12-31',
      },
    });
  });

  it('fills the legal person from the photo side and the validity from the emblem side', () => {
    expect(
      ocrFill({
        document: 'idFront',
        fields: { legalPerson: '李娜', legalPersonCertNo: '110105199003071239', unreadable: [] },
      }),
    ).toEqual({ step: 1, values: { legalPerson: '李娜', legalPersonCertNo: '110105199003071239' } });
    expect(
      ocrFill({
        document: 'idBack',
        fields: {
          validityStart: '2016-05-20',
          validityEnd: '2036-05-20',
          legalpersonicvalidity: '2016-05-20-2036-05-20',
          unreadable: [],
        },
      }),
    ).toEqual({ step: 1, values: { legalpersonicvalidity: '2016-05-20-2036-05-20' } });
  });

  it('fills nothing when nothing was read', () => {
    expect(
      ocrFill({
        document: 'idFront',
        fields: { legalPerson: null, legalPersonCertNo: null, unreadable: [] },
      }),
    ).toEqual({ step: 1, values: {} });
  });
});
