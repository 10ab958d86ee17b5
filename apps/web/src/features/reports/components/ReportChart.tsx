import { useMemo } from 'react';
import type { ReportResult } from '@igrs/domain';
import { Chart } from '../../../components/ui/Chart.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';

interface ReportChartProps {
  result: ReportResult;
  /** What the chart shows, for those who cannot see it; the table below holds every figure. */
  label: string;
}

/** The report's rows drawn as the catalogue says: shares as bars, trends over time as a line. */
export function ReportChart({ result, label }: ReportChartProps) {
  const { language } = useBilingual();
  const chart = result.chart;
  const categories = useMemo(() => (chart ? result.rows.map((row) => String(row.cells[chart.category] ?? '')) : []), [chart, result]);
  const series = useMemo(
    () =>
      (chart?.values ?? []).map((key) => ({
        name: result.columns.find((column) => column.key === key)?.label[language] ?? key,
        data: result.rows.map((row) => Number(row.cells[key] ?? 0)),
      })),
    [chart, result, language],
  );
  if (!chart) return null;
  return <Chart type={chart.type} categories={categories} series={series} label={label} />;
}
