import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/request';
import { resendWaitOf } from './resend-wait';

const apiError = (code: number, data: unknown) =>
  new ApiError({ code, field: 'error_no', info: null, data, httpStatus: 429 });

describe('resendWaitOf', () => {
  it('reads the wait of a too-frequent refusal', () => {
    expect(resendWaitOf(apiError(111005, { resendAfterSeconds: 42 }))).toBe(42);
  });

  it('is null for other errors or a refusal without the wait', () => {
    expect(resendWaitOf(apiError(111005, null))).toBeNull();
    expect(resendWaitOf(apiError(111000, { resendAfterSeconds: 42 }))).toBeNull();
    expect(resendWaitOf(new Error('x'))).toBeNull();
  });
});
