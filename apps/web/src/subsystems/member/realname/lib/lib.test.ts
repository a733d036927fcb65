import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@scf/shared/errors';
import { ApiError } from '@/lib/request';
import { continueTarget } from './redirect-target';
import { isTokenRefusal, refusalOf } from './refusal';
import { formatRemaining } from './use-now';

const t = (key: string) => `<${key}>`;
const refused = (code: number, info: string, errors?: { field: string; rule: string; message: string }[]) =>
  new ApiError({ code, field: 'error_no', info, data: errors ? { errors } : null, httpStatus: 400 });

describe('continueTarget', () => {
  it('follows a path of this site only', () => {
    expect(continueTarget('/prodDetail?id=3', '/product')).toBe('/prodDetail?id=3');
    for (const outside of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(continueTarget(outside, '/product'), outside).toBe('/product');
    }
    expect(continueTarget(null, '/product')).toBe('/product');
  });
});

describe('refusalOf', () => {
  const fields = ['realName', 'certNo', 'smsCode'];

  it('puts our own rules on their field in the user’s language', () => {
    const error = refused(ERROR_CODES.CONFLICT, 'certNo: 该身份证号已被…', [
      { field: 'certNo', rule: 'unique', message: '该身份证号已被…' },
    ]);
    expect(refusalOf(error, fields, t)).toEqual({
      field: 'certNo',
      text: '<member.realname.errors.certNoTaken>',
    });
  });

  it('puts SMS code refusals beside the SMS code', () => {
    expect(refusalOf(refused(ERROR_CODES.SMS_CODE_WRONG, '验证码错误'), fields, t)).toEqual({
      field: 'smsCode',
      text: '<errors.smsCodeWrong>',
    });
  });

  it('shows the server’s words without the field name for other field rules', () => {
    const error = refused(ERROR_CODES.VALIDATION, 'realName: 姓名应为2-30个字符', [
      { field: 'realName', rule: 'too_small', message: '姓名应为2-30个字符' },
    ]);
    expect(refusalOf(error, fields, t)).toEqual({ field: 'realName', text: '姓名应为2-30个字符' });
  });

  it('recognises a refused QR token, which has no field on the form', () => {
    const error = refused(ERROR_CODES.VALIDATION, 'token: 二维码已过期', [
      { field: 'token', rule: 'expired', message: '二维码已过期' },
    ]);
    expect(refusalOf(error, fields, t)).toEqual({ field: null, text: '<member.realname.errors.qrExpired>' });
    expect(isTokenRefusal(error)).toBe(true);
    expect(isTokenRefusal(new Error('x'))).toBe(false);
  });
});

describe('formatRemaining', () => {
  it('reads minutes and seconds, never below zero', () => {
    expect(formatRemaining(600_000)).toBe('10:00');
    expect(formatRemaining(601_000)).toBe('10:00');
    expect(formatRemaining(59_001)).toBe('1:00');
    expect(formatRemaining(9_000)).toBe('0:09');
    expect(formatRemaining(-5)).toBe('0:00');
  });
});
