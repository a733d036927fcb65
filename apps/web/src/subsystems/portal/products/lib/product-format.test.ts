import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  financeTypeTag,
  formatYuan,
  formatYuanCompact,
  maxAmountYuan,
  successRateText,
  termOf,
} from './product-format';

describe('product display rules', () => {
  it('tags receivable and voucher by name, anything else as credit', () => {
    expect(financeTypeTag('receivable')).toBe('receivable');
    expect(financeTypeTag('voucher')).toBe('voucher');
    expect(financeTypeTag('credit')).toBe('credit');
    expect(financeTypeTag('other')).toBe('credit');
  });

  it('reads singleCreditLimit (fen) divided by 100 as yuan, null as unlimited', () => {
    expect(maxAmountYuan(6_000_000_000)).toBe(60_000_000);
    expect(maxAmountYuan(null)).toBeNull();
  });

  it('formats amounts for the language', () => {
    expect(formatYuan(60_000_000, 'zh-CN')).toBe('60,000,000');
    expect(formatYuan(1234.5, 'en-US')).toBe('1,234.5');
    expect(formatYuanCompact(60_000_000, 'zh-CN')).toBe('6000万');
    expect(formatYuanCompact(60_000_000, 'en-US')).toBe('60M');
  });

  it('writes short amounts as Intl does, rounding up to the next unit where Intl does', () => {
    const edges = [0, 0.5, 999.995, 999.999, 1000, 9999, 9999.999, 10050, 12_345_678, 99_995_000, 99_999_999];
    for (const lang of ['zh-CN', 'zh-TW', 'en-US']) {
      const intl = new Intl.NumberFormat(lang, { maximumFractionDigits: 2, notation: 'compact' });
      for (const yuan of [...edges, 123_456_789_012, 1e12, 1.5e13, 1e15, 1.23e16])
        expect(formatYuanCompact(yuan, lang), `${yuan} ${lang}`).toBe(intl.format(yuan));
    }
    expect(formatYuanCompact(99_999_999, 'zh-CN')).toBe('1亿');
    expect(formatYuanCompact(99_995_000, 'zh-CN')).toBe('9999.5万');
  });

  it('agrees with Intl on any amount in fen', () => {
    const intl = Object.fromEntries(
      ['zh-CN', 'zh-TW', 'en-US'].map((lang) => [
        lang,
        new Intl.NumberFormat(lang, { maximumFractionDigits: 2, notation: 'compact' }),
      ]),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 0, max: 10_000_000 }),
          fc.bigInt({ min: 0n, max: 10n ** 17n }).map(Number),
        ),
        fc.constantFrom('zh-CN', 'zh-TW', 'en-US'),
        (fen, lang) => {
          const yuan = fen / 100;
          expect(formatYuanCompact(yuan, lang)).toBe(intl[lang]!.format(yuan));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('gives the term from the bounds, the stored text, or unlimited', () => {
    expect(termOf({ loanPeriodMin: 3, loanPeriodMax: 12, loanTermStr: '3-12个月' })).toEqual({
      kind: 'range',
      min: 3,
      max: 12,
    });
    expect(termOf({ loanPeriodMin: 6, loanPeriodMax: 6, loanTermStr: null })).toEqual({
      kind: 'single',
      max: 6,
    });
    expect(termOf({ loanPeriodMin: 1, loanPeriodMax: null, loanTermStr: '随借随还' })).toEqual({
      kind: 'text',
      text: '随借随还',
    });
    expect(termOf({ loanPeriodMin: 1, loanPeriodMax: null, loanTermStr: null })).toEqual({
      kind: 'unlimited',
    });
  });

  it("shows the success rate in percent, or '-'", () => {
    expect(successRateText(66.67)).toBe('66.67%');
    expect(successRateText(null)).toBe('-');
  });
});
