import { useEffect, useRef } from 'react';
import { BarChart, LineChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerChartParts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { ReportResult } from '@igrs/domain';
import { useBilingual } from '../../../lib/bilingual.ts';

registerChartParts([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, AriaComponent, SVGRenderer]);

interface ReportChartProps {
  result: ReportResult;
  /** What the chart shows, for those who cannot see it; the table below holds every figure. */
  label: string;
}

/** The report's rows drawn as bars or a line: shares as bars, trends over time as a line. */
export function ReportChart({ result, label }: ReportChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const { language } = useBilingual();
  const chart = result.chart;
  useEffect(() => {
    if (!element.current || !chart) return;
    const instance = init(element.current, undefined, { renderer: 'svg' });
    const categories = result.rows.map((row) => String(row.cells[chart.category] ?? ''));
    instance.setOption({
      aria: { enabled: true },
      animation: false,
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 8, right: 8, bottom: 8, top: 36, containLabel: true },
      xAxis: { type: 'category', data: categories, axisLabel: { interval: 0, rotate: categories.length > 8 ? 30 : 0, width: 120, overflow: 'truncate' } },
      yAxis: { type: 'value' },
      series: chart.values.map((key) => ({
        type: chart.type,
        name: result.columns.find((column) => column.key === key)?.label[language] ?? key,
        data: result.rows.map((row) => Number(row.cells[key] ?? 0)),
      })),
    });
    const resize = () => instance.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      instance.dispose();
    };
  }, [chart, result, language]);
  if (!chart || result.rows.length === 0) return null;
  return <div ref={element} role="img" aria-label={label} className="igrs-report-chart mb-4" />;
}
