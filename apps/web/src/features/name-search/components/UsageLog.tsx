import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toDayMonthYearTime, type NameSearchLoggedCriteria } from '@igrs/domain';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { useNameSearchUsage } from '../api/name-search.ts';

function describeCriteria(criteria: NameSearchLoggedCriteria, documentLabel: (id: number) => string): string {
  if (criteria.documentId !== undefined) return documentLabel(criteria.documentId);
  return [criteria.name, criteria.districtCode, criteria.sroCode, criteria.fromDate && criteria.toDate ? `${criteria.fromDate} – ${criteria.toDate}` : undefined, criteria.role]
    .filter(Boolean)
    .join(' · ');
}

/** Who searched what and when: an agency master sees the whole agency, anyone else their own use. */
export function UsageLog() {
  const { t } = useTranslation('nameSearch');
  const idPrefix = useId();
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const [draft, setDraft] = useState<{ from: string; to: string }>({ from: '', to: '' });
  const [page, setPage] = useState(1);
  const usage = useNameSearchUsage({ ...range, page }, true);

  const show = (event: FormEvent) => {
    event.preventDefault();
    setRange({ ...(draft.from ? { from: draft.from } : {}), ...(draft.to ? { to: draft.to } : {}) });
    setPage(1);
  };
  const data = usage.data;

  return (
    <section aria-labelledby={`${idPrefix}-heading`} className="mt-4">
      <h2 id={`${idPrefix}-heading`} className="h4">
        {t('usage.heading')}
      </h2>
      {data ? <p>{t(data.scope === 'agency' ? 'usage.agencyIntro' : 'usage.ownIntro')}</p> : null}
      <form className="row g-2 align-items-end mb-3" onSubmit={show} noValidate>
        <div className="col-6 col-md-3">
          <label htmlFor={`${idPrefix}-from`} className="form-label">
            {t('usage.from')}
          </label>
          <input id={`${idPrefix}-from`} type="date" className="form-control" value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
        </div>
        <div className="col-6 col-md-3">
          <label htmlFor={`${idPrefix}-to`} className="form-label">
            {t('usage.to')}
          </label>
          <input id={`${idPrefix}-to`} type="date" className="form-control" value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
        </div>
        <div className="col-12 col-md-auto">
          <button type="submit" className="btn btn-outline-primary">
            {t('usage.show')}
          </button>
        </div>
      </form>
      {usage.isError ? (
        <div className="alert alert-danger" role="alert">
          {usage.error.message}
        </div>
      ) : null}
      {data && data.scope === 'agency' && data.perUser.length > 0 ? (
        <div className="table-responsive">
          <table className="table table-sm w-auto">
            <caption className="caption-top">{t('usage.perUser')}</caption>
            <thead className="table-light">
              <tr>
                <th scope="col">{t('usage.user')}</th>
                <th scope="col">{t('usage.searches')}</th>
                <th scope="col">{t('usage.views')}</th>
              </tr>
            </thead>
            <tbody>
              {data.perUser.map((row) => (
                <tr key={row.loginId}>
                  <th scope="row">{row.loginId}</th>
                  <td>{row.searches}</td>
                  <td>{row.details}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data && data.entries.length === 0 ? <p className="text-body-secondary">{t('usage.empty')}</p> : null}
      {data && data.entries.length > 0 ? (
        <>
          <div className="table-responsive">
            <table className="table table-sm table-striped">
              <caption className="caption-top">{t('usage.total', { count: data.total })}</caption>
              <thead className="table-light">
                <tr>
                  <th scope="col">{t('usage.when')}</th>
                  <th scope="col">{t('usage.user')}</th>
                  <th scope="col">{t('usage.action')}</th>
                  <th scope="col">{t('usage.criteria')}</th>
                  <th scope="col">{t('usage.results')}</th>
                </tr>
              </thead>
              <tbody>
                {data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className="text-nowrap">{toDayMonthYearTime(entry.occurredAt)}</td>
                    <td>{entry.loginId}</td>
                    <td>{t(`usage.actions.${entry.action}`)}</td>
                    <td className="text-break">{describeCriteria(entry.criteria, (id) => t('usage.documentNumber', { id }))}</td>
                    <td>{entry.resultCount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onChange={setPage} />
        </>
      ) : null}
    </section>
  );
}
