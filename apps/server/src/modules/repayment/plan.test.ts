import { describe, expect, it } from 'vitest';
import { addMonths, buildRepayPlan } from './plan.ts';

const sum = (plan: ReturnType<typeof buildRepayPlan>, key: 'principalFen' | 'interestFen') =>
  plan.reduce((total, row) => total + row[key], 0);

describe('addMonths', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-03-15', 12, '2027-03-15'],
    ['2026-12-31', 2, '2027-02-28'],
    ['2026-05-01', 0, '2026-05-01'],
  ])('%s + %i months = %s', (from, months, to) => {
    expect(addMonths(from, months)).toBe(to);
  });
});

describe('buildRepayPlan', () => {
  const base = { loanAmountFen: 100_000_000, rateBp: 600, loanDate: '2026-01-31' } as const;

  it('bullet: one instalment at maturity with all the interest', () => {
    expect(buildRepayPlan({ ...base, periodMonths: 6, repayType: 'bullet' })).toEqual([
      {
        periodNo: 1,
        repayDate: '2026-07-31',
        principalFen: 100_000_000,
        interestFen: 3_000_000,
        repayAmountFen: 103_000_000,
      },
    ]);
  });

  it('interest first: monthly interest, the principal with the last instalment', () => {
    const plan = buildRepayPlan({ ...base, periodMonths: 3, repayType: 'interest_first' });
    expect(plan.map((r) => [r.repayDate, r.principalFen, r.interestFen])).toEqual([
      ['2026-02-28', 0, 500_000],
      ['2026-03-31', 0, 500_000],
      ['2026-04-30', 100_000_000, 500_000],
    ]);
  });

  it('equal principal: the same principal each month, interest on what is left', () => {
    const plan = buildRepayPlan({
      ...base,
      loanAmountFen: 100,
      periodMonths: 3,
      repayType: 'equal_principal',
    });
    expect(plan.map((r) => r.principalFen)).toEqual([33, 33, 34]);
    const big = buildRepayPlan({ ...base, periodMonths: 4, repayType: 'equal_principal' });
    expect(big.map((r) => r.interestFen)).toEqual([500_000, 375_000, 250_000, 125_000]);
    expect(sum(big, 'principalFen')).toBe(base.loanAmountFen);
  });

  it('equal instalments: a constant payment whose principal sums to the loan', () => {
    const plan = buildRepayPlan({ ...base, periodMonths: 12, repayType: 'equal_installment' });
    expect(plan).toHaveLength(12);
    expect(sum(plan, 'principalFen')).toBe(base.loanAmountFen);
    // 1,000,000 yuan at 6 % over 12 months: 86,066.43 yuan a month (the standard annuity).
    for (const row of plan.slice(0, 11)) expect(row.repayAmountFen).toBe(8_606_643);
    expect(Math.abs(plan[11]!.repayAmountFen - 8_606_643)).toBeLessThan(12);
    expect(plan[0]!.interestFen).toBe(500_000);
  });

  it('a zero rate has no interest', () => {
    const plan = buildRepayPlan({ ...base, rateBp: 0, periodMonths: 4, repayType: 'equal_installment' });
    expect(sum(plan, 'interestFen')).toBe(0);
    expect(sum(plan, 'principalFen')).toBe(base.loanAmountFen);
  });
});
