/**
 * The units of business.md section 9, in one place. Amounts are stored as integer fen; the apply
 * dialog and the demand form take ten-thousand yuan (万元), the apply page and the institution's
 * forms take yuan; lists show ten-thousand yuan. Conversions go through decimal text, never through
 * float multiplication, so 0.29 万元 is exactly 290,000 fen.
 */

export const FEN_PER_YUAN = 100;
export const FEN_PER_WAN = 1_000_000;
/** The institution-side reading of singleCreditLimit and the creditor check's multiplier. */
export const CREDIT_LIMIT_DISPLAY_DIVISOR = 1_000_000;

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * A non-negative decimal (text or number) scaled by 10^shift to an integer, or null when it is not
 * a plain decimal or has more decimals than the shift keeps.
 */
export function scaleDecimal(value: number | string, shift: number): number | null {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > shift) return null;
  const digits = `${whole}${fraction.padEnd(shift, '0').slice(0, shift)}`;
  const scaled = Number(digits);
  return Number.isSafeInteger(scaled) ? scaled : null;
}

/** A number as plain decimal text (no exponent), as far as a double holds it. */
function numberText(value: number): string {
  if (!Number.isFinite(value) || value < 0) return '';
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

/** Ten-thousand yuan (the dialog's amount) to fen; null when not a decimal of at most 6 places. */
export const wanToFen = (wan: number | string): number | null => scaleDecimal(wan, 6);
/** Yuan (the apply page's amount) to fen; null when not a decimal of at most 2 places. */
export const yuanToFen = (yuan: number | string): number | null => scaleDecimal(yuan, 2);

/** Fen as yuan: 123456 → 1234.56. */
export const fenToYuan = (fen: number): number => fen / FEN_PER_YUAN;
/** Fen as ten-thousand yuan: 1234560000 → 1234.56 (the lists' scale). */
export const fenToWan = (fen: number): number => fen / FEN_PER_WAN;
/** The dialog sends finance_amount in yuan: the ten-thousand yuan typed, times 10,000. */
export const wanToYuan = (wan: number | string): number | null => {
  const fen = wanToFen(wan);
  return fen === null ? null : fen / FEN_PER_YUAN;
};

/** Ten-thousand yuan with up to two decimals, for display: 1234.5 → "1,234.50". */
export function formatWan(fen: number, locale = 'zh-CN'): string {
  return fenToWan(fen).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** Yuan with two decimals, for display: 123456 fen → "1,234.56". */
export function formatYuan(fen: number, locale = 'zh-CN'): string {
  return fenToYuan(fen).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A rate in percent (two decimals) to basis points of a percent: 4.35 → 435; null when invalid. */
export const percentToBp = (percent: number | string): number | null => scaleDecimal(percent, 2);
export const bpToPercent = (bp: number): number => bp / 100;

/** Credit success rate = credits / applications, to two decimals (section 9); 0 with no application. */
export function creditSuccessRate(credits: number, applications: number): string {
  if (applications <= 0) return '0.00';
  return ((credits / applications) * 100).toFixed(2);
}
