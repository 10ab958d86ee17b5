import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { findRevenueDistrict, formatReportCell, nameOrCode, type Language, type ReportResult } from '@igrs/domain';
import { Chart } from '../../../components/ui/Chart.tsx';
import { DistrictMap, type DistrictFigure } from '../../../components/ui/DistrictMap.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';

interface ReportChartProps {
  result: ReportResult;
  /** What the report is, for the description of its chart; the table below holds every figure. */
  title: string;
}

/** The districts of a state-level report, each with the chart's first figure, named in the reader's language. */
function districtFigures(result: ReportResult, language: Language): DistrictFigure[] {
  const key = result.chart?.values[0];
  const column = result.columns.find((entry) => entry.key === key);
  if (result.level !== 'state' || !key || !column) return [];
  return result.rows.flatMap((row) =>
    row.drill && 'districtCode' in row.drill
      ? [{ districtCode: row.drill.districtCode, name: nameOrCode(findRevenueDistrict(row.drill.districtCode)?.description, row.drill.districtCode)[language], value: Number(row.cells[key] ?? 0), shown: formatReportCell(column, row.cells[key]) }]
      : [],
  );
}

/** The report's rows drawn as the catalogue says: districts as a map, shares as bars, trends over time as a line. */
export function ReportChart({ result, title }: ReportChartProps) {
  const { t } = useTranslation();
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
  const districts = useMemo(() => districtFigures(result, language), [result, language]);
  if (!chart) return null;
  if (districts.length > 0) return (
      <DistrictMap figures={districts} label={t('reports.mapLabel', { title, measure: series[0]?.name ?? '' })} less={t('common.mapLess')} more={t('common.mapMore')} />
    );
  return <Chart type={chart.type} categories={categories} series={series} label={t('reports.chartLabel', { title })} />;
}
