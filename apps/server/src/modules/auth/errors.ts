import { ERROR_CODES, errorMessagesZhCN } from '@scf/shared';
import { AppError } from '@/lib/app-error.ts';

/** The refusals of sign-in and of the guards, each with the catalogue's code and text. */

const sessionError = (code: number, message: string) => new AppError(code, message, { httpStatus: 401 });

export const pageExpired = () => sessionError(ERROR_CODES.PAGE_EXPIRED, errorMessagesZhCN.pageExpired);
export const sessionInvalid = () =>
  sessionError(ERROR_CODES.SESSION_INVALID, errorMessagesZhCN.sessionExpired);
export const kicked = () => sessionError(ERROR_CODES.KICKED, errorMessagesZhCN.kicked);
export const screenLocked = () =>
  new AppError(ERROR_CODES.LOCKED, errorMessagesZhCN.locked, { httpStatus: 423 });
export const forbidden = () =>
  new AppError(ERROR_CODES.FORBIDDEN, errorMessagesZhCN.forbidden, { httpStatus: 403 });

/** Wrong account, wrong password, unknown tenant: one answer, so none of them is revealed. */
export const loginFailed = (needCheckCode: boolean) =>
  new AppError(ERROR_CODES.LOGIN_FAILED, errorMessagesZhCN.loginFailed, {
    httpStatus: 401,
    data: { needCheckCode },
  });

export function accountLocked(unlockAt: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((unlockAt.getTime() - now.getTime()) / 60_000));
  return new AppError(ERROR_CODES.ACCOUNT_LOCKED, `密码错误次数过多，账号已锁定，请${minutes}分钟后再试`, {
    httpStatus: 423,
    data: { unlockAt: unlockAt.toISOString() },
  });
}

export const checkCodeRequired = () =>
  new AppError(ERROR_CODES.CHECK_CODE_REQUIRED, errorMessagesZhCN.checkCodeRequired, {
    data: { needCheckCode: true },
  });

export const graphicCodeWrong = () =>
  new AppError(ERROR_CODES.GRAPHIC_CODE_WRONG, errorMessagesZhCN.graphicCodeWrong);

export const passwordWrong = () => new AppError(ERROR_CODES.PASSWORD_WRONG, errorMessagesZhCN.passwordWrong);

export const accountUnknown = () =>
  new AppError(ERROR_CODES.NOT_FOUND, errorMessagesZhCN.accountUnknown, { httpStatus: 404 });

/** A missing required field that the schema cannot express (it depends on a feature flag). */
export const fieldRequired = (field: string, message: string) =>
  new AppError(ERROR_CODES.VALIDATION, `${field}: ${message}`, {
    data: { errors: [{ field, rule: 'required', message }] },
  });
