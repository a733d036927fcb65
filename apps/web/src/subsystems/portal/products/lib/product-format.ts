import type { FinanceType } from '@scf/shared/schemas/product';

/** Display rules of the catalogue (business.md sections 2 and 9), kept out of the components. */

/** receivable → 保理, voucher → 票据融资, anything else → 信用融资. */
export const financeTypeTag = (code: string): FinanceType =>
  code === 'receivable' || code === 'voucher' ? code : 'credit';

/** The detail page's maximum amount: singleCreditLimit (fen) / 100 yuan; null = unlimited. */
export const maxAmountYuan = (singleCreditLimit: number | null): number | null =>
  singleCreditLimit === null ? null : singleCreditLimit / 100;

/** A fen amount in yuan (successful loan amounts). */
export const fenToYuan = (fen: number): number => fen / 100;

/**
 * One formatter per language and style: building an Intl.NumberFormat costs about as much as a
 * product card's render, and a catalogue page formats a hundred amounts.
 */
const formatters = new Map<string, Intl.NumberFormat>();
function formatterOf(lang: string, style: 'grouped' | 'compact'): Intl.NumberFormat {
  const key = `${style} ${lang}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(lang, {
      maximumFractionDigits: 2,
      ...(style === 'compact' ? { notation: 'compact' } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A yuan amount with grouping and up to two decimals: 60,000,000 / 1,234.5. */
export const formatYuan = (yuan: number, lang: string): string => formatterOf(lang, 'grouped').format(yuan);

/**
 * The short forms of each language (CLDR's, as Intl gives them), smallest first: a power of ten
 * and its suffix.
 */
const COMPACT_UNITS: Readonly<Record<string, readonly (readonly [number, string])[]>> = {
  'zh-CN': [
    [0, ''],
    [4, '万'],
    [8, '亿'],
    [12, '万亿'],
  ],
  'zh-TW': [
    [0, ''],
    [4, '萬'],
    [8, '億'],
    [12, '兆'],
  ],
  'en-US': [
    [0, ''],
    [3, 'K'],
    [6, 'M'],
    [9, 'B'],
    [12, 'T'],
  ],
};

/**
 * `decimal` (a plain decimal's text) divided by 10^shift, to at most two decimals, rounded half
 * away from zero on its exact digits, as Intl rounds.
 */
function shiftedDecimal(decimal: string, shift: number): string {
  const [whole = '', fraction = ''] = decimal.split('.');
  const point = Math.max(whole.length - shift, 1);
  const digits = `${'0'.repeat(point - (whole.length - shift))}${whole}${fraction}`;
  const kept = BigInt(digits.slice(0, point + 2).padEnd(point + 2, '0'));
  const rounded = (Number(digits[point + 2] ?? 0) >= 5 ? kept + 1n : kept).toString().padStart(3, '0');
  const decimals = rounded.slice(-2).replace(/0+$/, '');
  return decimals ? `${rounded.slice(0, -2)}.${decimals}` : rounded.slice(0, -2);
}

/**
 * A yuan amount, short: 6000万 in Chinese, 60M in English. Written out for amounts below 10^15
 * rather than asked of Intl: a page's first Intl.NumberFormat loads the number data of ICU, some
 * 25 to 75 ms of a phone's main thread in one piece while the product list is taken over.
 * The unit is the largest not above the amount, and the next one when rounding reaches it
 * (99,999,999 is 1亿), as Intl does.
 */
export function formatYuanCompact(yuan: number, lang: string): string {
  const units = COMPACT_UNITS[lang];
  const decimal = String(yuan);
  if (!units || !(yuan >= 0 && yuan < 1e15) || decimal.includes('e')) {
    return formatterOf(lang, 'compact').format(yuan);
  }
  let index = units.findLastIndex(([power]) => yuan >= 10 ** power);
  index = Math.max(index, 0);
  let text = shiftedDecimal(decimal, units[index]![0]);
  while (index + 1 < units.length && Number(text) >= 10 ** (units[index + 1]![0] - units[index]![0])) {
    index += 1;
    text = shiftedDecimal(decimal, units[index]![0]);
  }
  return `${text}${units[index]![1]}`;
}

export type TermText =
  | { kind: 'unlimited' }
  | { kind: 'single'; max: number }
  | { kind: 'range'; min: number; max: number }
  | { kind: 'text'; text: string };

/**
 * The term of a product: months from its bounds when it has an upper bound, else its loanTermStr,
 * else unlimited. The bounds come first because loanTermStr is stored in Chinese only.
 */
export function termOf(product: {
  loanPeriodMin: number | null;
  loanPeriodMax: number | null;
  loanTermStr: string | null;
}): TermText {
  const { loanPeriodMin: min, loanPeriodMax: max, loanTermStr } = product;
  if (max !== null)
    return min === null || min === max ? { kind: 'single', max } : { kind: 'range', min, max };
  if (loanTermStr) return { kind: 'text', text: loanTermStr };
  return { kind: 'unlimited' };
}

/** The success rate as shown: a percent, or '-' when unknown. */
export const successRateText = (successRate: number | null): string =>
  successRate === null ? '-' : `${successRate}%`;
