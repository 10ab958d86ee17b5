import { useTranslation } from 'react-i18next';
import { LOGIN_TYPES, STAFF_PAGES, STATE_JURISDICTION, canOpenPage, type StaffPageId } from '@igrs/domain';
import { useBilingual } from '../../lib/bilingual.ts';
import { usePageTitle } from '../../lib/page-title.ts';

/** Login types whose menu leads to the page; a master agency counts as its own kind. */
function audienceOf(pageId: StaffPageId): string[] {
  return LOGIN_TYPES.flatMap((loginType) =>
    [false, true]
      .filter((isMasterUser) => loginType === 'AGENCY' || !isMasterUser)
      .filter((isMasterUser) => canOpenPage({ loginId: '', loginType, isMasterUser, jurisdiction: STATE_JURISDICTION }, pageId))
      .map((isMasterUser) => (isMasterUser ? `${loginType}:master` : loginType)),
  );
}

/**
 * A menu page whose report the document register will feed: its title, who
 * may open it and the filters it takes, so staff can find their way now.
 */
export function StaffPage({ pageId }: { pageId: StaffPageId }) {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const page = STAFF_PAGES[pageId];
  usePageTitle(pick(page.title));
  const audience = audienceOf(pageId);
  return (
    <div className="container-xxl py-4">
      <h1 className="h2 mb-3">{pick(page.title)}</h1>
      <p>{t('staffPages.purpose')}</p>
      <section aria-labelledby="staff-page-audience" className="mb-4">
        <h2 id="staff-page-audience" className="h5">
          {t('staffPages.audience')}
        </h2>
        <ul className="list-inline">
          {audience.map((entry) => {
            const [loginType, master] = entry.split(':');
            return (
              <li key={entry} className="list-inline-item badge text-bg-light border">
                {t(`loginTypes.${loginType}`)}
                {master ? ` (${t('users.master')})` : ''}
              </li>
            );
          })}
        </ul>
      </section>
      {page.filters.length > 0 ? (
        <section aria-labelledby="staff-page-filters">
          <h2 id="staff-page-filters" className="h5">
            {t('staffPages.filters')}
          </h2>
          <dl className="row">
            {page.filters.map((filter) => (
              <div key={filter} className="col-12 col-md-6 col-lg-4">
                <dt>{t(`staffPages.filter.${filter}.label`)}</dt>
                <dd className="text-body-secondary">{t(`staffPages.filter.${filter}.help`)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  );
}
