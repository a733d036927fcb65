import { ERROR_CODES } from '@scf/shared/errors';
import { apiErrorText } from '@/lib/form';
import type { Translate } from '@/lib/form';
import { ApiError } from '@/lib/request';

/**
 * What a refused verification says, and on which field of the form. The server names the field
 * and the rule (data.errors); rules of our own are shown in the user's language, anything else in
 * the words apiErrorText picks (the catalogue's for fixed codes such as 111002, else the server's).
 */

export interface Refusal {
  /** The form field to mark, when the refusal is about one the form has. */
  field: string | null;
  text: string;
}

const OWN_RULES: Readonly<Record<string, string>> = {
  'certNo.unique': 'member.realname.errors.certNoTaken',
  'user.notVerified': 'member.realname.errors.alreadyVerified',
  'token.malformed': 'member.realname.errors.qrMalformed',
  'token.signature': 'member.realname.errors.qrSignature',
  'token.expired': 'member.realname.errors.qrExpired',
  'token.used': 'member.realname.errors.qrUsed',
};

/** The SMS code's own refusals belong beside the SMS input. */
const SMS_CODES: ReadonlySet<number> = new Set([ERROR_CODES.SMS_CODE_WRONG, ERROR_CODES.SMS_CODE_EXPIRED]);

function firstIssue(error: ApiError): { field: string; rule: string } | null {
  const errors = (error.data as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return null;
  const [first] = errors as unknown[];
  if (typeof first !== 'object' || first === null) return null;
  const { field, rule } = first as Record<string, unknown>;
  return typeof field === 'string' && typeof rule === 'string' ? { field, rule } : null;
}

export function refusalOf(error: unknown, formFields: readonly string[], t: Translate): Refusal {
  if (error instanceof ApiError) {
    if (SMS_CODES.has(error.code)) return { field: 'smsCode', text: apiErrorText(error, t) };
    const issue = firstIssue(error);
    if (issue) {
      const own = OWN_RULES[`${issue.field}.${issue.rule}`];
      const text = own ? t(own) : apiErrorText(error, t).replace(`${issue.field}: `, '');
      return { field: formFields.includes(issue.field) ? issue.field : null, text };
    }
  }
  return { field: null, text: apiErrorText(error, t) };
}

/** The token's refusals end the phone page's form: scanning again is the only way on. */
export const isTokenRefusal = (error: unknown): boolean =>
  error instanceof ApiError && firstIssue(error)?.field === 'token';
