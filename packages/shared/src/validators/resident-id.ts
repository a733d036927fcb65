/**
 * 18-character citizen identity number (公民身份号码), GB 11643-1999.
 *
 * 6 digits of the administrative region (GB/T 2260), 8 of the birth date YYYYMMDD, a 3-digit
 * sequence and a check character 0-9 or X. A lower-case x is accepted and normalised to X; blanks
 * around the number are ignored (`normalizeResidentId`).
 *
 * Region: the first two digits must be a province-level code of GB/T 2260 — 11-15, 21-23, 31-37,
 * 41-46, 50-54, 61-65, 71 (台湾) — or 81 / 82 / 83, the codes of the residence permits of Hong Kong,
 * Macao and Taiwan residents, which follow the same rule. The remaining four region digits are not
 * checked against the (changing) list of counties.
 *
 * Birth date: a real calendar date, not before 1900-01-01 and not after today in China
 * (Asia/Shanghai).
 */

import { chinaDate } from '../dates.ts';

export const RESIDENT_ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
/** Check character for each value of (weighted sum mod 11). */
export const RESIDENT_ID_CHECK_CHARS = '10X98765432';
export const RESIDENT_ID_LENGTH = 18;
export const RESIDENT_ID_EARLIEST_BIRTH = '1900-01-01';

export const RESIDENT_ID_PROVINCES: ReadonlySet<string> = new Set([
  ...['11', '12', '13', '14', '15'],
  ...['21', '22', '23'],
  ...['31', '32', '33', '34', '35', '36', '37'],
  ...['41', '42', '43', '44', '45', '46'],
  ...['50', '51', '52', '53', '54'],
  ...['61', '62', '63', '64', '65'],
  ...['71', '81', '82', '83'],
]);

const RESIDENT_ID_PATTERN = /^\d{17}[\dX]$/;

export type ResidentIdProblem = 'format' | 'region' | 'birthDate' | 'checkDigit';

/** Trimmed, with a lower-case x made X: the form in which numbers are checked and stored. */
export const normalizeResidentId = (id: string): string => id.trim().toUpperCase();

/**
 * The check character for the first 17 digits of a number (more are ignored), or null when they are
 * fewer than 17 or not all digits.
 */
export function residentIdCheckChar(id: string): string | null {
  const body = normalizeResidentId(id).slice(0, RESIDENT_ID_LENGTH - 1);
  if (!/^\d{17}$/.test(body)) return null;
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) sum += Number(body.charAt(i)) * (RESIDENT_ID_WEIGHTS[i] ?? 0);
  return RESIDENT_ID_CHECK_CHARS.charAt(sum % 11);
}

/** A complete number from its first 17 digits (tests and seed data). */
export function withResidentIdCheckChar(body: string): string {
  const check = residentIdCheckChar(body);
  if (check === null) throw new Error(`not an ID-number body: ${body}`);
  return normalizeResidentId(body).slice(0, RESIDENT_ID_LENGTH - 1) + check;
}

/**
 * The birth date of a number as an ISO date (YYYY-MM-DD), or null when the number is not 17 digits
 * and a check character or its date part is not a real calendar date. Neither the check character
 * nor the date range is checked here.
 */
export function birthDateOf(id: string): string | null {
  const value = normalizeResidentId(id);
  if (!RESIDENT_ID_PATTERN.test(value)) return null;
  const year = Number(value.slice(6, 10));
  const month = Number(value.slice(10, 12));
  const day = Number(value.slice(12, 14));
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps 0-99 to 1900-1999; such years fail the comparison below and are no real birth year.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return `${value.slice(6, 10)}-${value.slice(10, 12)}-${value.slice(12, 14)}`;
}

/** What is wrong with a number, first failing rule first; null when it is valid. */
export function residentIdProblem(id: string, today: Date = new Date()): ResidentIdProblem | null {
  const value = normalizeResidentId(id);
  if (!RESIDENT_ID_PATTERN.test(value)) return 'format';
  if (!RESIDENT_ID_PROVINCES.has(value.slice(0, 2))) return 'region';
  const birth = birthDateOf(value);
  if (birth === null || birth < RESIDENT_ID_EARLIEST_BIRTH || birth > chinaDate(today)) return 'birthDate';
  return residentIdCheckChar(value) === value.charAt(RESIDENT_ID_LENGTH - 1) ? null : 'checkDigit';
}

/** Whether a number is a valid 18-character identity number, as of `today` (default now). */
export const isValidResidentId = (id: string, today?: Date): boolean => residentIdProblem(id, today) === null;
