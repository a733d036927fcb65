import { ERROR_CODES } from '@scf/shared';
import type { ErrorMessageKey } from '@scf/shared';
import { catalogueError, refusal } from '@/lib/app-error.ts';
import type { AppError } from '@/lib/app-error.ts';

/** The refusals of sign-in and of the guards, each with the catalogue's code and text. */

const sessionError = (code: number, key: ErrorMessageKey) => catalogueError(code, key, { httpStatus: 401 });

export const pageExpired = () => sessionError(ERROR_CODES.PAGE_EXPIRED, 'pageExpired');
export const sessionInvalid = () => sessionError(ERROR_CODES.SESSION_INVALID, 'sessionExpired');
export const kicked = () => sessionError(ERROR_CODES.KICKED, 'kicked');
export const screenLocked = () => catalogueError(ERROR_CODES.LOCKED, 'locked', { httpStatus: 423 });
export const forbidden = () => catalogueError(ERROR_CODES.FORBIDDEN, 'forbidden', { httpStatus: 403 });

/** Wrong account, wrong password, unknown tenant: one answer, so none of them is revealed. */
export const loginFailed = (needCheckCode: boolean) =>
  catalogueError(ERROR_CODES.LOGIN_FAILED, 'loginFailed', {
    httpStatus: 401,
    data: { needCheckCode },
  });

export function accountLocked(unlockAt: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((unlockAt.getTime() - now.getTime()) / 60_000));
  return refusal(ERROR_CODES.ACCOUNT_LOCKED, 'accountLockedFor', {
    httpStatus: 423,
    data: { unlockAt: unlockAt.toISOString() },
    // `count`, so that the client's English picks the singular for one minute.
    params: { count: minutes },
  });
}

export const checkCodeRequired = () =>
  catalogueError(ERROR_CODES.CHECK_CODE_REQUIRED, 'checkCodeRequired', {
    data: { needCheckCode: true },
  });

export const graphicCodeWrong = () => catalogueError(ERROR_CODES.GRAPHIC_CODE_WRONG, 'graphicCodeWrong');

export const passwordWrong = () => catalogueError(ERROR_CODES.PASSWORD_WRONG, 'passwordWrong');

export const accountUnknown = () =>
  catalogueError(ERROR_CODES.NOT_FOUND, 'accountUnknown', { httpStatus: 404 });
