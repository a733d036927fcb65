import { ERROR_CODES } from '@scf/shared/errors';

/** What a two-step dialog (registration, forgot password) does after a failed send or confirm. */
export interface CodeErrorAction {
  /** The step to show: 1 the account step, 2 the mobile and SMS step. */
  step: 1 | 2;
  /** Empty every field of both steps. */
  resetForms: boolean;
  /** Empty the graphic code and fetch a new image. */
  refreshGraphicCode: boolean;
}

/**
 * shell.md section 8: 111000 clears the graphic code and refreshes the image; 111051 resets the
 * forms and returns to step 1; 111003 and 111004 return to step 1; anything else goes to step 2.
 */
export function codeErrorAction(code: number): CodeErrorAction {
  switch (code) {
    case ERROR_CODES.GRAPHIC_CODE_WRONG:
      return { step: 2, resetForms: false, refreshGraphicCode: true };
    case ERROR_CODES.SMS_CODE_EXPIRED:
      return { step: 1, resetForms: true, refreshGraphicCode: false };
    case ERROR_CODES.ACCOUNT_UNKNOWN:
    case ERROR_CODES.MOBILE_MISMATCH:
      return { step: 1, resetForms: false, refreshGraphicCode: false };
    default:
      return { step: 2, resetForms: false, refreshGraphicCode: false };
  }
}
