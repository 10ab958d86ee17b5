import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { findRevenueDistrict, findSroOffice, formatDisplayDate, toDayMonthYearTime, type BilingualText, type NameSearchLoggedCriteria } from '@igrs/domain';
import { useBilingual } from '../../../lib/bilingual.ts';
import { DateInput } from '../../../components/ui/DateInput.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { useNameSearchUsage } from '../api/name-search.ts';

interface Describe {
  pick: (text: BilingualText) => string;
  documentLabel: (id: number) => string;
  roleLabel: (role: string) => string;
}

/** A search as the reader knows it: places by name, dates as DD-MM-YYYY, the role in words. */
function describeCriteria(criteria: NameSearchLoggedCriteria, { pick, documentLabel, roleLabel }: Describe): string {
  if (criteria.documentId !== undefined) return documentLabel(criteria.documentId);
  const district = criteria.districtCode ? findRevenueDistrict(criteria.districtCode) : undefined;
  const office = criteria.sroCode ? findSroOffice(criteria.sroCode) : undefined;
  return [
    criteria.name,
    district ? pick(district.description) : criteria.districtCode,
    office ? pick(office.description) : criteria.sroCode,
    criteria.fromDate && criteria.toDate ? `${formatDisplayDate(criteria.fromDate)} – ${formatDisplayDate(criteria.toDate)}` : undefined,
    criteria.role && criteria.role !== 'any' ? roleLabel(criteria.role) : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Who searched what and when: an agency master sees the whole agency, anyone else their own use. */
export function UsageLog() {
  const { t } = useTranslation('nameSearch');
  const { pick } = useBilingual();
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
        <div className="col-12 col-sm-6 col-md-auto">
          <DateInput id={`${idPrefix}-from`} legend={t('usage.from')} value={draft.from} onChange={(from) => setDraft({ ...draft, from })} />
        </div>
        <div className="col-12 col-sm-6 col-md-auto">
          <DateInput id={`${idPrefix}-to`} legend={t('usage.to')} value={draft.to} onChange={(to) => setDraft({ ...draft, to })} />
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
                    <td className="text-break">{describeCriteria(entry.criteria, { pick, documentLabel: (id) => t('usage.documentNumber', { id }), roleLabel: (role) => t(`search.roles.${role}`) })}</td>
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
