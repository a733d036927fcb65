import { describe, expect, it } from 'vitest';
import type { MemberChangeCurrentValues } from '@scf/shared/schemas/member-change';
import { changedValues, shownValue } from './changes';
import type { ValueLookups } from './changes';
import { regionNames } from '../../common/regions';

const current: MemberChangeCurrentValues = {
  enterpriseName: '深圳前海鼎盛电子科技有限公司',
  legalRepr: '李振华',
  validityTerm: '2018-06-01 - 9999-12-31',
  businessAddr: '广东省深圳市南山区科技园南区高新南七道12号',
  address: '广东省深圳市南山区科技园南区高新南七道12号',
  addressCodeList: ['440000', '440300', '440305'],
  contactName: '黄敏',
  contactMobile: '13631598024',
  contactEmail: '',
  fax: '',
  taxCertImgUrl: `/api/files/${'a'.repeat(64)}`,
  companyScale: '2',
  isGreenEnterprise: '0',
  industryCode: 'C',
  isAgricultural: '0',
  legalPerson: '李振华',
  legalpersonIcFront: `/api/files/${'b'.repeat(64)}`,
  legalpersonicback: `/api/files/${'c'.repeat(64)}`,
  legalPersonMobile: '13902358847',
  legalPersonCertNo: '440305197909124012',
  legalpersonicvalidity: '2016.03.15-2036.03.15',
  bankName: '平安银行',
  openBankName: '平安银行股份有限公司',
  openBankCode: '307584007998',
  openBankAccount: '6222139023588470018',
};

describe('changedValues', () => {
  it('sends nothing for an untouched form', () => {
    expect(changedValues(current, { ...current })).toEqual({});
  });

  it('sends only the fields that differ, trimmed', () => {
    expect(
      changedValues(current, {
        ...current,
        contactMobile: ' 13700001111 ',
        contactName: '黄敏 ',
        addressCodeList: ['440000', '440300', '440304'],
        openBankAccount: '6222000099998888',
      }),
    ).toEqual({
      contactMobile: '13700001111',
      addressCodeList: ['440000', '440300', '440304'],
      openBankAccount: '6222000099998888',
    });
  });

  it('reads a cleared optional field as empty and an unheld field as unchanged', () => {
    const withFax = { ...current, fax: '0755-26881234' };
    expect(changedValues(withFax, { fax: undefined })).toEqual({ fax: '' });
    expect(changedValues(withFax, { contactName: '黄敏' })).toEqual({});
  });
});

describe('shownValue', () => {
  const lookups: ValueLookups = {
    t: (key) => `t:${key}`,
    industries: new Map([['C', '制造业']]),
    regions: (codes) => regionNames([{ value: '440000', label: '广东省' }], codes),
  };

  it('names codes, links files and shows nothing as empty', () => {
    expect(shownValue('companyScale', '1', lookups)).toEqual({
      kind: 'text',
      text: 't:member.company.scale.1',
    });
    expect(shownValue('isAgricultural', '1', lookups)).toEqual({
      kind: 'text',
      text: 't:member.company.yes',
    });
    expect(shownValue('industryCode', 'C', lookups)).toEqual({ kind: 'text', text: '制造业' });
    expect(shownValue('industryCode', 'Q', lookups)).toEqual({ kind: 'text', text: 'Q' });
    expect(shownValue('addressCodeList', ['440000', '440300'], lookups)).toEqual({
      kind: 'text',
      text: '广东省 / 440300',
    });
    expect(shownValue('taxCertImgUrl', current.taxCertImgUrl, lookups)).toEqual({
      kind: 'file',
      url: current.taxCertImgUrl,
    });
    expect(shownValue('contactEmail', null, lookups)).toEqual({ kind: 'empty' });
    expect(shownValue('fax', '', lookups)).toEqual({ kind: 'empty' });
    expect(shownValue('contactName', '黄敏', lookups)).toEqual({ kind: 'text', text: '黄敏' });
  });
});
