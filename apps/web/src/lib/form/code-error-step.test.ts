import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@scf/shared/errors';
import { NETWORK_ERROR_CODE } from '@/lib/request';
import { codeErrorAction } from './code-error-step';

describe('codeErrorAction (shell.md section 8)', () => {
  it('111000: stays on step 2, clears the graphic code and refreshes the image', () => {
    expect(codeErrorAction(ERROR_CODES.GRAPHIC_CODE_WRONG)).toEqual({
      step: 2,
      resetForms: false,
      refreshGraphicCode: true,
    });
  });

  it('111051: resets the forms and returns to step 1', () => {
    expect(codeErrorAction(ERROR_CODES.SMS_CODE_EXPIRED)).toEqual({
      step: 1,
      resetForms: true,
      refreshGraphicCode: false,
    });
  });

  it.each([ERROR_CODES.ACCOUNT_UNKNOWN, ERROR_CODES.MOBILE_MISMATCH])(
    '%i: returns to step 1 and keeps what was typed',
    (code) => {
      expect(codeErrorAction(code)).toEqual({ step: 1, resetForms: false, refreshGraphicCode: false });
    },
  );

  it.each([
    ERROR_CODES.SMS_CODE_WRONG,
    ERROR_CODES.SMS_TOO_FREQUENT,
    ERROR_CODES.VALIDATION,
    ERROR_CODES.CONFLICT,
    NETWORK_ERROR_CODE,
  ])('%i: any other code goes to step 2', (code) => {
    expect(codeErrorAction(code)).toEqual({ step: 2, resetForms: false, refreshGraphicCode: false });
  });
});
