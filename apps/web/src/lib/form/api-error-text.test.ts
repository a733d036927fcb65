import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_CODE } from '@/lib/request';
import { apiErrorText, errorCode, keyedFieldText, refusalText } from './api-error-text';

const t = (key: string) => `t(${key})`;
const apiError = (code: number, info: string | null = null) =>
  new ApiError({ code, field: 'error_no', info, data: null, httpStatus: 200 });

describe('apiErrorText', () => {
  it('uses the catalogue text for codes with a fixed meaning, whatever the server wrote', () => {
    expect(apiErrorText(apiError(2001, 'bad'), t)).toBe('t(errors.loginFailed)');
    expect(apiErrorText(apiError(111000, 'x'), t)).toBe('t(errors.graphicCodeWrong)');
    expect(apiErrorText(apiError(111003), t)).toBe('t(errors.accountUnknown)');
    expect(apiErrorText(apiError(NETWORK_ERROR_CODE), t)).toBe('t(errors.network)');
  });

  it("prefers the server's words for other codes", () => {
    expect(apiErrorText(apiError(2003, '账号已锁定至 10:15'), t)).toBe('账号已锁定至 10:15');
    expect(apiErrorText(apiError(1001, 'mobile: 手机号格式不正确'), t)).toBe('mobile: 手机号格式不正确');
  });

  it('falls back to the catalogue, then to the generic text with the code', () => {
    expect(apiErrorText(apiError(2003), t)).toBe('t(errors.accountLocked)');
    expect(apiErrorText(apiError(1500), t)).toBe('t(errors.systemError)1500');
    expect(apiErrorText(new Error('boom'), t)).toBe('t(errors.systemError)');
  });

  it('gives a keyed field refusal in the words the client translated, without the field’s path', () => {
    const keyed = (info: string) =>
      new ApiError({
        code: 1009,
        field: 'error_no',
        info,
        key: 'validation.mobileInUse',
        data: null,
        httpStatus: 200,
      });
    expect(keyedFieldText(keyed('This mobile number is already used by another user'))).toBe(
      'This mobile number is already used by another user',
    );
    // A key the texts lack: the server's `field: text`, less the path.
    expect(keyedFieldText(keyed('mobile: 该手机号已被其他用户使用'))).toBe('该手机号已被其他用户使用');
    expect(keyedFieldText(apiError(1001, 'mobile: 手机号格式不正确'))).toBeNull();
    expect(keyedFieldText(new Error('x'))).toBeNull();
  });

  it('reads the code of an ApiError only', () => {
    expect(errorCode(apiError(111051))).toBe(111051);
    expect(errorCode(new Error('x'))).toBeNull();
  });
});

describe('the apply button: what a refusal says', () => {
  const reason = '您已有该产品的在途融资申请，请勿重复提交';
  /** Knows one key, and answers defaultValue for others as i18next does. */
  const t = (key: string, options?: Record<string, string | number>) =>
    key === 'validation.financingOpenExists'
      ? 'You already have an open application for this product'
      : String(options?.defaultValue ?? key);

  it("uses the user's language when the texts hold the key", () => {
    expect(refusalText({ reason, reasonKey: 'validation.financingOpenExists' }, t, 'fallback')).toBe(
      'You already have an open application for this product',
    );
  });

  it("keeps the server's words when the texts lack the key or none came, then the fallback", () => {
    expect(refusalText({ reason, reasonKey: 'validation.unknown' }, t, 'fallback')).toBe(reason);
    expect(refusalText({ reason, reasonKey: null }, t, 'fallback')).toBe(reason);
    expect(refusalText({ reason: null, reasonKey: 'validation.unknown' }, t, 'fallback')).toBe('fallback');
    expect(refusalText({ reason: null, reasonKey: null }, t, 'fallback')).toBe('fallback');
  });
});
