import { describe, expect, it } from 'vitest';
import { withResidentIdCheckChar } from '@scf/shared/validators/resident-id';
import { withUsccCheckChar } from '@scf/shared/validators/uscc';
import {
  checkedCreditCode,
  checkedIdNumber,
  idBackReply,
  idFrontReply,
  licenseReply,
  nothingRead,
  peripheralIdCard,
  peripheralLicense,
} from '@/modules/ocr/checks.ts';
import { extractIdCardBack, extractIdCardFront, extractLicense } from '@/modules/ocr/extract.ts';

const CODE = withUsccCheckChar('91310115MA1H7XQX3');
const ID = withResidentIdCheckChar('11010519900307123');
const TODAY = new Date('2025-06-01T00:00:00Z');

describe('extraction from recognised text', () => {
  it('reads a licence whose labels and values the engine spaced out', () => {
    const text = [
      '营 业 执 照',
      '统一社会信用代码 ' + CODE,
      '名　　称：上海 星河 供应链 管理 有限公司',
      '法定代表人 张 伟',
      '住 所 上海市浦东新区张江路８８号',
      '营业期限 2015年3月12日 至 2045年03月11日',
    ].join('\n');
    expect(extractLicense(text)).toEqual({
      companyName: '上海星河供应链管理有限公司',
      creditCode: CODE,
      legalRepresentative: '张伟',
      address: '上海市浦东新区张江路88号',
      validityStart: '2015-03-12',
      validityEnd: '2045-03-11',
    });
  });

  it('takes the code from the line under its label, and 长期 as 9999-12-31', () => {
    const text = `统一社会信用代码\n${CODE.toLowerCase()}\n营业期限 2015年03月12日至长期`;
    expect(extractLicense(text)).toMatchObject({
      creditCode: CODE,
      validityStart: '2015-03-12',
      validityEnd: '9999-12-31',
    });
    // Section 9: no start given → 1970-01-01.
    expect(extractLicense('营业期限 长期')).toMatchObject({
      validityStart: '1970-01-01',
      validityEnd: '9999-12-31',
    });
    expect(extractLicense('营业期限 2015年02月30日 至 2045年03月11日').validityStart).toBeNull();
    // A run of 19 (a character read as two) is no code, though its first 18 might pass the check.
    expect(extractLicense(`统一社会信用代码 ${CODE}5`).creditCode).toBeNull();
  });

  it('reads both sides of an ID card', () => {
    const front = `姓名 李 娜\n性别 女 民族 汉\n出生 1990年3月7日\n住址 北京市朝阳区\n公民身份号码 ${ID}`;
    expect(extractIdCardFront(front)).toEqual({ name: '李娜', idNumber: ID });
    expect(extractIdCardBack('签发机关 北京市公安局朝阳分局\n有效期限 2016.05.20-2036.05.20')).toEqual({
      validityStart: '2016-05-20',
      validityEnd: '2036-05-20',
    });
    expect(extractIdCardBack('有效期限 2016.05.20-长期')).toEqual({
      validityStart: '2016-05-20',
      validityEnd: '9999-12-31',
    });
    expect(extractIdCardBack('签发机关 某地')).toEqual({ validityStart: null, validityEnd: null });
  });
});

describe('checks on what was read', () => {
  it('keeps a valid credit code and refuses one whose check character fails', () => {
    expect(checkedCreditCode(CODE)).toBe(CODE);
    const wrong = CODE.slice(0, 17) + (CODE.endsWith('0') ? '1' : '0');
    expect(checkedCreditCode(wrong)).toBeNull();
    expect(checkedCreditCode(null)).toBeNull();
  });

  it('fixes O/I/Z/S read for 0/1/2/5, and B/8 swaps, only where the check character confirms', () => {
    expect(checkedCreditCode(CODE.replace('1H7', 'IH7'))).toBe(CODE);
    expect(checkedCreditCode(CODE.replace('0115', 'O1I5'))).toBe(CODE);
    const with8 = withUsccCheckChar('91440300MA5F8B1T2');
    expect(checkedCreditCode(with8.replace('F8B', 'FBB'))).toBe(with8);
    // L is not one of the confusions: 1 read as L stays unreadable.
    expect(checkedCreditCode(CODE.replace('1H7', 'LH7'))).toBeNull();
  });

  it('keeps an ID number only with its check digit and a real birth date', () => {
    expect(checkedIdNumber(ID, TODAY)).toBe(ID);
    expect(checkedIdNumber(ID.replace('1990', 'I99O'), TODAY)).toBe(ID);
    expect(checkedIdNumber(ID.slice(0, 17) + (ID.endsWith('0') ? '1' : '0'), TODAY)).toBeNull();
    expect(checkedIdNumber(withResidentIdCheckChar('11010519901307123'), TODAY)).toBeNull(); // month 13
  });

  it('names the fields that failed and joins the validity as the spec separates it', () => {
    const reply = licenseReply({
      companyName: '上海星河供应链管理有限公司',
      creditCode: 'NOT-A-CODE',
      legalRepresentative: '张伟',
      address: 'x'.repeat(5),
      validityStart: '2015-03-12',
      validityEnd: '9999-12-31',
    });
    expect(reply).toEqual({
      enterpriseName: '上海星河供应链管理有限公司',
      enterpriseInfo: null,
      legalRepr: '张伟',
      businessAddr: null,
      validityStart: '2015-03-12',
      validityEnd: '9999-12-31',
      validityTerm: '2015-03-12 - 9999-12-31',
      unreadable: ['enterpriseInfo', 'businessAddr'],
    });
    expect(nothingRead(reply)).toBe(false);
    expect(peripheralLicense(reply)).toMatchObject({
      licenseInfoObj: { compName: '上海星河供应链管理有限公司', uscCode: null, legalPerson: '张伟' },
      unreadable: ['uscCode', 'address'],
    });
  });

  it('refuses an end before the start and treats an empty reading as nothing read', () => {
    expect(idBackReply({ validityStart: '2036-05-20', validityEnd: '2016-05-20' })).toEqual({
      validityStart: null,
      validityEnd: null,
      legalpersonicvalidity: null,
      unreadable: ['validityStart', 'validityEnd', 'legalpersonicvalidity'],
    });
    expect(nothingRead(idFrontReply({ name: null, idNumber: null }))).toBe(true);
    const front = idFrontReply({ name: '李娜', idNumber: ID }, TODAY);
    expect(peripheralIdCard(front)).toEqual({
      idInfoObj: { realName: '李娜', idNo: ID, validityStart: null, validityEnd: null, validity: null },
      unreadable: [],
    });
    expect(
      idBackReply({ validityStart: '2016-05-20', validityEnd: '9999-12-31' }).legalpersonicvalidity,
    ).toBe('2016-05-20-9999-12-31');
  });
});
