import { describe, expect, it } from 'vitest';
import {
  bpToPercent,
  creditSuccessRate,
  fenToWan,
  fenToYuan,
  formatWan,
  formatYuan,
  percentToBp,
  scaleDecimal,
  wanToFen,
  wanToYuan,
  yuanToFen,
} from './money.ts';
import { applyRequest, dialogToRequest } from './schemas/financing.ts';

/** The units of business.md section 9, one row per conversion. */
describe('unit conversions', () => {
  it.each([
    ['万元 → fen (the dialog and the demand form)', wanToFen('0.29'), 290_000],
    ['万元 → fen, five integer digits', wanToFen('99999.99'), 99_999_990_000],
    ['万元 → yuan (finance_amount × 10,000)', wanToYuan('12.5'), 125_000],
    ['yuan → fen (the apply page, the institution forms)', yuanToFen('1234.56'), 123_456],
    ['yuan → fen, a number', yuanToFen(0.1), 10],
    ['fen → yuan (the detail page divides by 100)', fenToYuan(123_456), 1234.56],
    ['fen → 万元 (the lists divide by 10,000 yuan)', fenToWan(1_234_560_000), 1234.56],
    ['percent → basis points', percentToBp('4.35'), 435],
    ['basis points → percent', bpToPercent(435), 4.35],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('refuses what is not a plain decimal of the allowed places', () => {
    expect(yuanToFen('1.234')).toBeNull();
    expect(yuanToFen('-1')).toBeNull();
    expect(yuanToFen('1e3')).toBeNull();
    expect(wanToFen('abc')).toBeNull();
    expect(scaleDecimal('1.50', 1)).toBe(15);
  });

  it('formats for display', () => {
    expect(formatWan(1_234_560_000)).toBe('1,234.56');
    expect(formatYuan(123_456)).toBe('1,234.56');
  });

  it('credit success rate = credits / applications, two decimals', () => {
    expect(creditSuccessRate(1, 3)).toBe('33.33');
    expect(creditSuccessRate(0, 0)).toBe('0.00');
    expect(creditSuccessRate(5, 5)).toBe('100.00');
  });

  it('the dialog sends ten-thousand yuan × 10,000 and the server stores fen', () => {
    const request = dialogToRequest(
      {
        financeAmount: '12.34',
        financePeriod: 6,
        guarantTypeList: ['credit'],
        financePurpose: undefined,
        attachmentNameList: [],
        agreementChecked: true,
      },
      { productId: '7' },
    );
    expect(request.financeAmount).toBe(123_400);
    expect(applyRequest.parse(request).financeAmount).toBe(12_340_000);
  });
});
