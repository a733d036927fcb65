import { describe, expect, it } from 'vitest';
import type { FinanceOrgIndexStats } from '@scf/shared/schemas/financing';
import {
  monthlyAmountsOption,
  monthlyCountsOption,
  nextSlice,
  productPieOption,
  showsDashboard,
} from './chart-options';

const stats: FinanceOrgIndexStats = {
  proNums: 5,
  productNumStats: [
    { loanType: 'FSP', productNums: 3 },
    { loanType: 'WMS', productNums: 2 },
  ],
  totalDemandStats: { creditAmounts: 0, applyNums: 0, loanAmounts: 0, acceptLoanNums: 0, creditNums: 0 },
  monthDemandStats: { creditAmounts: 0, applyNums: 0, loanAmounts: 0, acceptLoanNums: 0, creditNums: 0 },
  monthlyMemberDemandStats: [
    { dateMonth: '2026-10', acceptLoanNums: 2, creditNums: 1, creditAmounts: 150_000_000, loanAmounts: 0 },
    { dateMonth: '2026-11', acceptLoanNums: 0, creditNums: 0, creditAmounts: 0, loanAmounts: 50_000_000 },
  ],
  creditSuccessRate: '50.00',
};

const seriesOf = (option: object) => (option as { series: { data: unknown[] }[] }).series;

describe('dashboard charts', () => {
  it('draws the product pie by loan type with the dictionary labels', () => {
    const [pie] = seriesOf(productPieOption(stats, (code) => ({ FSP: '综合', WMS: '仓单' })[code] ?? code));
    expect(pie!.data).toEqual([
      { name: '综合', value: 3 },
      { name: '仓单', value: 2 },
    ]);
  });

  it('sets every legend below its chart, wrapping rather than scrolling, which cut a name at the edge', () => {
    const amounts = monthlyAmountsOption(stats, { credit: 'c', loan: 'l' });
    const counts = monthlyCountsOption(stats, { accepted: 'a', credited: 'c' });
    for (const option of [productPieOption(stats, (code) => code), amounts, counts]) {
      const { legend } = option as { legend: { bottom: number; type?: string } };
      expect(legend).toMatchObject({ bottom: 0 });
      expect(legend.type ?? 'plain').toBe('plain');
    }
  });

  it('names the highlighted slice inside the ring, its words wrapped to the hole', () => {
    type Label = { show: boolean; position?: string; width?: number; overflow?: string; fontSize?: number };
    const option = productPieOption(stats, (code) => code) as {
      series: { label: Label; emphasis: { label: Label } }[];
    };
    const [pie] = option.series;
    expect(pie!.label).toEqual({ show: false, position: 'center' });
    expect(pie!.emphasis.label).toMatchObject({ show: true, overflow: 'break' });
    expect(pie!.emphasis.label.width).toBeLessThan(100);
    // "Comprehensive", the longest word of a loan type's English name, is 90 px at 12 px bold in
    // Chromium's sans-serif: a narrower label cuts it inside the word.
    expect(pie!.emphasis.label).toMatchObject({ fontSize: 12 });
    expect(pie!.emphasis.label.width).toBeGreaterThanOrEqual(90);
  });

  it('shows monthly amounts in ten-thousand yuan and monthly counts', () => {
    const [credit, loan] = seriesOf(monthlyAmountsOption(stats, { credit: 'c', loan: 'l' }));
    expect(credit!.data).toEqual([150, 0]);
    expect(loan!.data).toEqual([0, 50]);
    const [accepted, credited] = seriesOf(monthlyCountsOption(stats, { accepted: 'a', credited: 'c' }));
    expect(accepted!.data).toEqual([2, 0]);
    expect(credited!.data).toEqual([1, 0]);
  });

  it('rotates the highlight through the slices', () => {
    expect([0, 1, 2].map((i) => nextSlice(i, 3))).toEqual([1, 2, 0]);
    expect(nextSlice(-1, 2)).toBe(0);
    expect(nextSlice(0, 0)).toBe(-1);
  });

  it('hides the dashboards from users not verified or not activated', () => {
    expect(showsDashboard('normal')).toBe(true);
    expect(showsDashboard(null)).toBe(true);
    expect(showsDashboard('toVerified')).toBe(false);
    expect(showsDashboard('toActived')).toBe(false);
  });
});
