import type { EChartsCoreOption } from 'echarts/core';
import type { FinanceOrgIndexStats } from '@scf/shared/schemas/financing';
import { fenToWan } from '@scf/shared/money';

/** The pie's highlight moves to the next slice every 2 s (business.md section 9). */
export const PIE_ROTATION_MS = 2_000;

/** The slice highlighted after `current` among `count` (none when there is nothing to show). */
export const nextSlice = (current: number, count: number): number =>
  count === 0 ? -1 : (current + 1) % count;

/**
 * The charts' legends, below them and wrapping onto more lines where the names need them: a
 * scrolling legend cut a name at the card's edge ("Way" of "Waybill financing" in English) beside
 * its page buttons.
 */
const LEGEND = { bottom: 0, itemWidth: 14, itemHeight: 10, itemGap: 10, textStyle: { fontSize: 12 } };

/** Product counts by loan type, named by the dictionary's labels. */
export function productPieOption(
  stats: FinanceOrgIndexStats,
  label: (loanType: string) => string,
): EChartsCoreOption {
  return {
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: LEGEND,
    series: [
      {
        type: 'pie',
        // Higher and smaller than the card's middle, so that three lines of legend (four long
        // English names in a third of the page) clear the ring.
        radius: ['42%', '62%'],
        center: ['50%', '40%'],
        // The highlighted slice's name and count go in the hole: outside the ring, in a card a
        // third of the page wide, a long loan type was cut to "…".
        label: { show: false, position: 'center' },
        emphasis: {
          label: {
            show: true,
            fontSize: 12,
            fontWeight: 'bold',
            lineHeight: 17,
            // Narrower than the hole of the smallest card (about 100 px), words wrapped, and wider
            // than the longest word, which would be cut inside ("Comprehensi / ve"): "Comprehensive"
            // is 90 px at 12 px bold.
            width: 96,
            overflow: 'break',
            formatter: '{b}\n{c}',
          },
        },
        data: stats.productNumStats.map((s) => ({ name: label(s.loanType), value: s.productNums })),
      },
    ],
  };
}

/** Credit and lending per month, in ten-thousand yuan. */
export function monthlyAmountsOption(
  stats: FinanceOrgIndexStats,
  names: { credit: string; loan: string },
): EChartsCoreOption {
  const months = stats.monthlyMemberDemandStats;
  return {
    tooltip: { trigger: 'axis' },
    legend: LEGEND,
    grid: { left: 48, right: 16, top: 24, bottom: 48 },
    xAxis: { type: 'category', data: months.map((m) => m.dateMonth) },
    yAxis: { type: 'value' },
    series: [
      { name: names.credit, type: 'line', data: months.map((m) => fenToWan(m.creditAmounts)) },
      { name: names.loan, type: 'line', data: months.map((m) => fenToWan(m.loanAmounts)) },
    ],
  };
}

/** Acceptances and credits per month. */
export function monthlyCountsOption(
  stats: FinanceOrgIndexStats,
  names: { accepted: string; credited: string },
): EChartsCoreOption {
  const months = stats.monthlyMemberDemandStats;
  return {
    tooltip: { trigger: 'axis' },
    legend: LEGEND,
    grid: { left: 40, right: 16, top: 24, bottom: 48 },
    xAxis: { type: 'category', data: months.map((m) => m.dateMonth) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: names.accepted, type: 'bar', data: months.map((m) => m.acceptLoanNums) },
      { name: names.credited, type: 'bar', data: months.map((m) => m.creditNums) },
    ],
  };
}

/** Who sees a dashboard (business.md sections 1, 4): not a toVerified or toActived user. */
export function showsDashboard(rawRoleCode: string | null): boolean {
  return rawRoleCode !== 'toVerified' && rawRoleCode !== 'toActived';
}
