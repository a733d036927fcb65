import { ERROR_CODES } from '@scf/shared/errors';
import type { ErrorMessageKey } from '@scf/shared/errors';
import type { MessageParams } from '@scf/shared/envelope';
import { ApiError, NETWORK_ERROR_CODE } from '@/lib/request';
import type { Translate } from './zod-rule';

/**
 * Sign-in and code errors whose meaning is fixed: shown in the user's language from the catalogue
 * rather than in the language the server wrote error_info in.
 */
const OWN_TEXT: Readonly<Partial<Record<number, ErrorMessageKey>>> = {
  [ERROR_CODES.LOGIN_FAILED]: 'loginFailed',
  [ERROR_CODES.CHECK_CODE_REQUIRED]: 'checkCodeRequired',
  [ERROR_CODES.GRAPHIC_CODE_WRONG]: 'graphicCodeWrong',
  [ERROR_CODES.SMS_CODE_WRONG]: 'smsCodeWrong',
  [ERROR_CODES.ACCOUNT_UNKNOWN]: 'accountUnknown',
  [ERROR_CODES.MOBILE_MISMATCH]: 'mobileMismatch',
  [ERROR_CODES.SMS_TOO_FREQUENT]: 'smsTooFrequent',
  [ERROR_CODES.SMS_DAILY_CAP]: 'smsDailyCap',
  [ERROR_CODES.SMS_CODE_EXPIRED]: 'smsCodeExpired',
  [NETWORK_ERROR_CODE]: 'network',
};

/** Codes whose server text is preferred (it says more), with the catalogue's text as a fallback. */
const FALLBACK_TEXT: Readonly<Partial<Record<number, ErrorMessageKey>>> = {
  [ERROR_CODES.ACCOUNT_LOCKED]: 'accountLocked',
};

/**
 * The message for a call a form made with `{ silent: true }` and reports itself. Codes with a
 * fixed meaning use the catalogue's text; others (the account lock names its end, a validation
 * error names the field) use the server's words, then the generic text with the code.
 */
export function apiErrorText(error: unknown, t: Translate): string {
  if (!(error instanceof ApiError)) return t('errors.systemError');
  const own = OWN_TEXT[error.code];
  if (own) return t(`errors.${own}`);
  if (error.info) return error.info;
  const fallback = FALLBACK_TEXT[error.code];
  return fallback ? t(`errors.${fallback}`) : `${t('errors.systemError')}${error.code}`;
}

/**
 * The words of a refusal's first named field in the user's language, when the server named its
 * text's key (data.errors keeps the zh-CN words): the translation, or the server's `field: text`
 * without the field's path, which means nothing to the user. Null for a refusal without a key.
 */
export function keyedFieldText(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.key === null || !error.info) return null;
  return /^[A-Za-z][\w.[\]]*: (.+)$/s.exec(error.info)?.[1] ?? error.info;
}

/** The business code of a failed call, or null for anything that is not an ApiError. */
export const errorCode = (error: unknown): number | null => (error instanceof ApiError ? error.code : null);

/**
 * What a refusal carried in a reply says (check_product_access's reason and reasonKey, a failed
 * invoice check's message with its placeholders): the user's language when the texts hold the
 * server's key, else the server's zh-CN words, else `fallback`.
 */
export function refusalText(
  refusal: { reason: string | null; reasonKey: string | null; reasonParams?: MessageParams | null },
  t: Translate,
  fallback: string,
): string {
  const text = refusal.reason ?? fallback;
  return refusal.reasonKey ? t(refusal.reasonKey, { ...refusal.reasonParams, defaultValue: text }) : text;
}
