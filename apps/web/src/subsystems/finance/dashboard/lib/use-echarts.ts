import { useEffect, useRef } from 'react';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// Only what the dashboards draw: the whole library would triple the chunk (issue 8 point 1).
echarts.use([
  PieChart,
  BarChart,
  LineChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

/**
 * A chart in the returned element: initialised once, given `option` whenever it changes, resized
 * with its box and disposed with the component. `onChart` receives the instance (the pie's rotation).
 */
export function useECharts<T extends HTMLElement>(
  option: EChartsCoreOption | null,
  onChart?: (chart: EChartsType) => () => void,
) {
  const ref = useRef<T>(null);
  const chart = useRef<EChartsType | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const instance = echarts.init(element);
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (option) chart.current?.setOption(option, true);
  }, [option]);

  useEffect(() => {
    const instance = chart.current;
    return instance && onChart ? onChart(instance) : undefined;
  }, [onChart]);

  return ref;
}
