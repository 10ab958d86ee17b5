import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { REPORTS, STAFF_PAGES, canOpenPage, findRevenueDistrict, findSroOffice, formatDisplayDate, type ReportId } from '@igrs/domain';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { usePrincipal } from '../../../lib/session.ts';
import { downloadReport, useReport, type ReportParams } from '../api/reports.ts';
import { ReportChart } from '../components/ReportChart.tsx';
import { ReportFilters } from '../components/ReportFilters.tsx';
import { ReportTable } from '../components/ReportTable.tsx';

const paramsOf = (search: URLSearchParams): ReportParams => Object.fromEntries([...search.entries()].filter(([, value]) => value !== ''));

/**
 * Every report of the catalogue, in one shape: filters that live in the
 * address (a link reproduces the view), where the rows stand in the drill
 * from state to district to office to document, a chart, the table and its
 * export. What the page leads with (the dashboard's tiles) comes before the
 * filters as `lead`; a register kept under the report (a registrar's entries, the
 * grievances) comes after it as `children`, read with the same filters.
 */
export function ReportPage({ reportId, lead, children }: { reportId: ReportId; lead?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const report = REPORTS[reportId];
  const page = STAFF_PAGES[report.pageId];
  const title = pick(page.title);
  usePageTitle(title);
  const principal = usePrincipal();
  const [search, setSearch] = useSearchParams();
  const params = paramsOf(search);
  const result = useReport(reportId, params);
  const data = result.data;

  const hrefWith = useCallback(
    (changes: ReportParams, drop: string[] = []) => {
      const next = new URLSearchParams(search);
      for (const key of [...drop, 'page']) next.delete(key);
      for (const [key, value] of Object.entries(changes)) next.set(key, value);
      const text = next.toString();
      return text ? `?${text}` : '?';
    },
    [search],
  );
  const drillHref = useCallback((drill: { districtCode: string } | { sroCode: string }) => hrefWith(drill), [hrefWith]);
  const apply = (next: ReportParams) => setSearch(new URLSearchParams(next));
  const canOpenDocuments = principal !== null && canOpenPage(principal, 'auditDocumentDetails');

  const district = params.districtCode ? findRevenueDistrict(params.districtCode) : undefined;
  const office = params.sroCode ? findSroOffice(params.sroCode) : undefined;
  return (
    <div className="container-xxl py-4">
      <h1 className="h2 mb-2">{title}</h1>
      <p className="lead fs-6">{pick(report.about)}</p>
      {lead}
      <ReportFilters filters={page.filters} params={params} principal={principal} onApply={apply} />
      {district || office ? (
        <nav aria-label={t('reports.drillPath')} className="mb-3">
          <ol className="breadcrumb">
            <li className="breadcrumb-item">
              <Link to={hrefWith({}, ['districtCode', 'sroCode'])}>{t('reports.allDistricts')}</Link>
            </li>
            {district ? (
              <li className="breadcrumb-item" aria-current={office ? undefined : 'page'}>
                {office ? <Link to={hrefWith({}, ['sroCode'])}>{pick(district.description)}</Link> : pick(district.description)}
              </li>
            ) : null}
            {office ? (
              <li className="breadcrumb-item" aria-current="page">
                {pick(office.description)}
              </li>
            ) : null}
          </ol>
        </nav>
      ) : null}
      {result.isError ? (
        <div className="alert alert-danger" role="alert">
          {result.error.message}
        </div>
      ) : null}
      {result.isPending ? <p>{t('common.loading')}</p> : null}
      {data ? (
        <section aria-labelledby="report-result" aria-busy={result.isFetching}>
          <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-3">
            <h2 id="report-result" className="h5 mb-0">
              {t('reports.summary', { from: formatDisplayDate(data.from), to: formatDisplayDate(data.to), count: data.rowCount })}
            </h2>
            <div className="d-flex gap-2">
              <button type="button" className="btn btn-outline-primary btn-sm" disabled={data.rowCount === 0} onClick={() => void downloadReport(reportId, params, 'csv')}>
                {t('reports.exportCsv')}
              </button>
              <button type="button" className="btn btn-outline-primary btn-sm" disabled={data.rowCount === 0} onClick={() => void downloadReport(reportId, params, 'xlsx')}>
                {t('reports.exportXlsx')}
              </button>
              <button type="button" className="btn btn-outline-primary btn-sm" disabled={data.rowCount === 0} onClick={() => void downloadReport(reportId, params, 'pdf')}>
                {t('reports.exportPdf')}
              </button>
            </div>
          </div>
          <ReportChart result={data} title={title} />
          <ReportTable
            result={data}
            caption={title}
            drillHref={drillHref}
            canOpenDocuments={canOpenDocuments}
            onSort={(sort) => setSearch(new URLSearchParams(hrefWith(sort ? { sort: sort.key, order: sort.order } : {}, sort ? [] : ['sort', 'order']).slice(1)))}
          />
          <Pagination page={data.page} pageSize={data.pageSize} total={data.rowCount} onChange={(number) => setSearch(new URLSearchParams(hrefWith({ page: String(number) }).slice(1)))} />
        </section>
      ) : null}
      {children}
    </div>
  );
}
