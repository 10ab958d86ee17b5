import { useEffect, useRef } from 'react';
import { BarChart, LineChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerChartParts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

registerChartParts([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, AriaComponent, SVGRenderer]);

export interface ChartProps {
  /** Shares as bars, trends over time as a line. */
  type: 'bar' | 'line';
  categories: readonly string[];
  series: readonly { name: string; data: readonly number[] }[];
  /** What the chart shows, for those who cannot see it; a table beside it holds every figure. */
  label: string;
}

/** A chart drawn as SVG, described to screen readers, redrawn as the window changes size. */
export function Chart({ type, categories, series, label }: ChartProps) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return;
    const instance = init(element.current, undefined, { renderer: 'svg' });
    instance.setOption({
      aria: { enabled: true },
      animation: false,
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 8, right: 8, bottom: 8, top: 36, containLabel: true },
      xAxis: { type: 'category', data: [...categories], axisLabel: { interval: 0, rotate: categories.length > 8 ? 30 : 0, width: 120, overflow: 'truncate' } },
      yAxis: { type: 'value' },
      series: series.map((entry) => ({ type, name: entry.name, data: [...entry.data] })),
    });
    const resize = () => instance.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      instance.dispose();
    };
  }, [type, categories, series]);
  if (categories.length === 0) return null;
  return <div ref={element} role="img" aria-label={label} className="igrs-report-chart mb-4" />;
}
