import type { EChartsCoreOption } from 'echarts/core';
import type { FinanceOrgIndexStats } from '@scf/shared/schemas/financing';
import { fenToWan } from '@scf/shared/money';

/** The pie's highlight moves to the next slice every 2 s (business.md section 9). */
export const PIE_ROTATION_MS = 2_000;

/** The slice highlighted after `current` among `count` (none when there is nothing to show). */
export const nextSlice = (current: number, count: number): number =>
  count === 0 ? -1 : (current + 1) % count;

/** Product counts by loan type, named by the dictionary's labels. */
export function productPieOption(
  stats: FinanceOrgIndexStats,
  label: (loanType: string) => string,
): EChartsCoreOption {
  return {
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { bottom: 0, type: 'scroll' },
    series: [
      {
        type: 'pie',
        radius: ['42%', '68%'],
        center: ['50%', '45%'],
        // The highlighted slice's name and count go in the hole: outside the ring, in a card a
        // third of the page wide, a long loan type was cut to "…".
        label: { show: false, position: 'center' },
        emphasis: {
          label: {
            show: true,
            fontSize: 12,
            fontWeight: 'bold',
            lineHeight: 17,
            // Narrower than the hole of the smallest card (about 116 px), words wrapped, and wider
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
    legend: { bottom: 0 },
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
    legend: { bottom: 0 },
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
