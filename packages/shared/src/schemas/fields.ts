import { z } from 'zod';
import { LIMITS } from './limits.ts';

export { LIMITS } from './limits.ts';

/** Field rules shared by several forms (shell.md sections 5 and 9). Messages are validation keys. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const ACCOUNT_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;
/** Letters, digits and printable ASCII symbols only. */
const PASSWORD_CHARS = /^[\x21-\x7e]+$/;

export const mobile = z.string().trim().min(1, 'mobileRequired').regex(MOBILE_PATTERN, 'mobileFormat');
export const smsCode = z.string().trim().min(1, 'smsCodeRequired').max(LIMITS.smsCode, 'smsCodeMax');
export const graphicCode = z
  .string()
  .trim()
  .min(1, 'checkcodeRequired')
  .max(LIMITS.graphicCode, 'graphicCodeMax');
export const account = z.string().trim().regex(ACCOUNT_PATTERN, 'accountPattern');

/** Kinds among lowercase, uppercase, digit and symbol that a password uses. */
export function passwordKinds(value: string): number {
  return [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(value)).length;
}

/** Strength indicator of the registration form: one kind weak, two general, more complex. */
export function passwordStrength(value: string): 'weak' | 'general' | 'complex' | null {
  if (!value) return null;
  const kinds = passwordKinds(value);
  return kinds <= 1 ? 'weak' : kinds === 2 ? 'general' : 'complex';
}

/** A new password: 6-20 characters, ASCII letters, digits and symbols, at least three kinds. */
export const newPassword = z
  .string()
  .min(LIMITS.passwordMin, 'passwordRule')
  .max(LIMITS.passwordMax, 'passwordRule')
  .regex(PASSWORD_CHARS, 'passwordRule')
  .refine((value) => passwordKinds(value) >= 3, 'passwordRule');

/**
 * Passwords travel encrypted (RSA-OAEP with the key of getSecurityKey), base64. The server decrypts
 * and then applies the plain-text rules above.
 */
export const encryptedPassword = z.string().min(1, 'loginPasswordRequired').max(2048);
