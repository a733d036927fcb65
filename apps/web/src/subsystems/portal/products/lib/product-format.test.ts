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
