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

/** A yuan amount, short: 6000万 in Chinese, 60M in English. */
export const formatYuanCompact = (yuan: number, lang: string): string =>
  formatterOf(lang, 'compact').format(yuan);

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
