import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { Card } from 'antd';
import { useECharts } from '../lib/use-echarts';

/** One chart in a card; the chart's box is labelled for screen readers by the card's title. */
export function ChartCard({
  title,
  option,
  onChart,
  height = 280,
}: {
  title: string;
  option: EChartsCoreOption | null;
  onChart?: (chart: EChartsType) => () => void;
  height?: number;
}) {
  const ref = useECharts<HTMLDivElement>(option, onChart);
  return (
    <Card title={title} size="small">
      <div ref={ref} role="img" aria-label={title} style={{ height, width: '100%' }} />
    </Card>
  );
}
