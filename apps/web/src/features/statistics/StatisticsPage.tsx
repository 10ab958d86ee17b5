import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { STATISTICS_TABLES, findRevenueDistrict, findTransactionType, formatCount, formatDisplayDate, formatRupees, type PublicStatistics, type StatisticsTable } from '@igrs/domain';
import { Chart } from '../../components/ui/Chart.tsx';
import { DistrictMap } from '../../components/ui/DistrictMap.tsx';
import { ListTable } from '../../components/ui/ListTable.tsx';
import { apiRequest, apiUrl } from '../../lib/api-client.ts';
import { useBilingual } from '../../lib/bilingual.ts';
import { usePageTitle } from '../../lib/page-title.ts';

function Download({ table }: { table: StatisticsTable }) {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  return (
    <a className="btn btn-outline-primary btn-sm" href={apiUrl(`/statistics/${table}.csv`)} download aria-label={`${t('statistics.download')}: ${pick(STATISTICS_TABLES[table])}`}>
      {t('statistics.download')}
    </a>
  );
}

/** The register's open statistics: charts where people look, tables that hold every figure, and the same tables to download. */
export function StatisticsPage() {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const title = t('pages.statistics');
  usePageTitle(title);
  const statistics = useQuery({ queryKey: ['statistics'], queryFn: ({ signal }) => apiRequest<PublicStatistics>('/statistics', { signal }) });
  const data = statistics.data;
  const months = useMemo(() => [...new Set(data?.byDistrictMonth.map((row) => row.month) ?? [])].sort(), [data]);
  const monthly = useMemo(() => months.map((month) => data!.byDistrictMonth.filter((row) => row.month === month).reduce((sum, row) => sum + row.documents, 0)), [data, months]);
  const districts = useMemo(() => {
    const totals = new Map<string, { documents: number; revenueRupees: number }>();
    for (const row of data?.byDistrictMonth ?? []) {
      const into = totals.get(row.districtCode) ?? { documents: 0, revenueRupees: 0 };
      into.documents += row.documents;
      into.revenueRupees += row.revenueRupees;
      totals.set(row.districtCode, into);
    }
    return [...totals.entries()].map(([code, figures]) => ({ code, name: findRevenueDistrict(code) ? pick(findRevenueDistrict(code)!.description) : code, ...figures }));
  }, [data, pick]);
  const mix = useMemo(() => (data?.transactionMix ?? []).map((row) => ({ ...row, name: findTransactionType(row.majorCode, '00') ? pick(findTransactionType(row.majorCode, '00')!.description) : row.majorCode })), [data, pick]);
  const monthlySeries = useMemo(() => [{ name: t('statistics.documents'), data: monthly }], [monthly, t]);
  const districtFigures = useMemo(() => districts.map((row) => ({ districtCode: row.code, name: row.name, value: row.documents, shown: formatCount(row.documents) })), [districts]);

  return (
    <div className="container-xxl py-4">
      <h1 className="h2">{title}</h1>
      {statistics.isError ? (
        <div className="alert alert-danger" role="alert">
          {statistics.error.message}
        </div>
      ) : null}
      {!data ? (
        <p>{t('common.loading')}</p>
      ) : (
        <>
          <p className="lead fs-6">{t('statistics.intro', { from: formatDisplayDate(data.from), to: formatDisplayDate(data.to) })}</p>
          <section aria-labelledby="statistics-monthly" className="mb-4">
            <h2 id="statistics-monthly" className="h4">
              {t('statistics.monthly')}
            </h2>
            <Chart type="line" categories={months} series={monthlySeries} label={t('statistics.chart', { title: t('statistics.monthly') })} />
          </section>
          <section aria-labelledby="statistics-districts" className="mb-4">
            <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2">
              <h2 id="statistics-districts" className="h4">
                {t('statistics.byDistrict')}
              </h2>
              <Download table="district-month" />
            </div>
            <DistrictMap figures={districtFigures} label={t('statistics.map', { title: t('statistics.byDistrict') })} less={t('common.mapLess')} more={t('common.mapMore')} />
            <ListTable label={t('statistics.byDistrict')} columns={[{ header: t('statistics.district') }, { header: t('statistics.documents'), numeric: true }, { header: t('statistics.revenue'), numeric: true }]} className="table table-sm table-striped">
              {districts.map((row) => (
                <tr key={row.code}>
                  <th scope="row">{row.name}</th>
                  <td className="text-end">{formatCount(row.documents)}</td>
                  <td className="text-end">{formatRupees(row.revenueRupees)}</td>
                </tr>
              ))}
            </ListTable>
          </section>
          <div className="row g-4">
            <section aria-labelledby="statistics-mix" className="col-12 col-lg-6">
              <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2">
                <h2 id="statistics-mix" className="h4">
                  {t('statistics.mix')}
                </h2>
                <Download table="transaction-mix" />
              </div>
              <ListTable label={t('statistics.mix')} columns={[{ header: t('statistics.transaction') }, { header: t('statistics.documents'), numeric: true }]} className="table table-sm table-striped">
                {mix.map((row) => (
                  <tr key={row.majorCode}>
                    <th scope="row">{row.name}</th>
                    <td className="text-end">{formatCount(row.documents)}</td>
                  </tr>
                ))}
              </ListTable>
            </section>
            <section aria-labelledby="statistics-value" className="col-12 col-lg-6">
              <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2">
                <h2 id="statistics-value" className="h4">
                  {t('statistics.value')}
                </h2>
                <Download table="value-per-square-yard" />
              </div>
              <ListTable label={t('statistics.value')} columns={[{ header: t('statistics.district') }, { header: t('statistics.sites'), numeric: true }, { header: t('statistics.median'), numeric: true }]} className="table table-sm table-striped">
                {data.valuePerSquareYard.map((row) => (
                  <tr key={row.districtCode}>
                    <th scope="row">{findRevenueDistrict(row.districtCode) ? pick(findRevenueDistrict(row.districtCode)!.description) : row.districtCode}</th>
                    <td className="text-end">{formatCount(row.properties)}</td>
                    <td className="text-end">{formatRupees(row.medianRupees)}</td>
                  </tr>
                ))}
              </ListTable>
            </section>
          </div>
        </>
      )}
    </div>
  );
}
