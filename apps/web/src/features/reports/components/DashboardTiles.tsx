import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DASHBOARD_PERIODS, DASHBOARD_PERIOD_NAMES, DASHBOARD_TILES, STAFF_PAGES, canOpenPage, formatCount, formatDisplayDate, formatRupees, growthPercent } from '@igrs/domain';
import { useBilingual } from '../../../lib/bilingual.ts';
import { usePrincipal } from '../../../lib/session.ts';
import { useDashboardTiles } from '../api/reports.ts';

/**
 * The dashboard's tiles: each figure for today, the month and the financial
 * year beside last year's, or as it stands now, leading to the report behind
 * it where the viewer may open that report.
 */
export function DashboardTiles() {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const principal = usePrincipal();
  const tiles = useDashboardTiles();
  if (tiles.isError) {
    return (
      <div className="alert alert-danger" role="alert">
        {tiles.error.message}
      </div>
    );
  }
  if (!tiles.data) return <p>{t('common.loading')}</p>;
  return (
    <section aria-labelledby="dashboard-tiles" className="mb-4">
      <h2 id="dashboard-tiles" className="h5">
        {t('reports.dashboard.tiles', { date: formatDisplayDate(tiles.data.asOf) })}
      </h2>
      <ul className="row g-3 list-unstyled">
        {DASHBOARD_TILES.map((definition) => {
          const tile = tiles.data.tiles.find((entry) => entry.id === definition.id);
          if (!tile) return null;
          const shown = (value: number) => (definition.type === 'rupees' ? formatRupees(value) : formatCount(value));
          const opens = principal !== null && canOpenPage(principal, definition.drill);
          return (
            <li key={definition.id} className="col-12 col-md-6 col-xl-4">
              <div className="card h-100">
                <div className="card-body">
                  <h3 className="h6 card-title">{pick(definition.title)}</h3>
                  {tile.periods ? (
                    <dl className="row mb-0 small">
                      {DASHBOARD_PERIODS.map((period) => {
                        const figure = tile.periods![period];
                        const growth = growthPercent(figure.value, figure.lastYear);
                        return (
                          <div key={period} className="col-12 d-flex flex-wrap justify-content-between gap-1 border-bottom py-1">
                            <dt className="fw-normal text-body-secondary">{pick(DASHBOARD_PERIOD_NAMES[period])}</dt>
                            <dd className="mb-0 text-end">
                              <strong className="fs-6">{shown(figure.value)}</strong>
                              <div className="text-body-secondary">
                                {t('reports.dashboard.lastYear', { value: shown(figure.lastYear) })} · {growth === null ? t('reports.dashboard.noLastYear') : t('reports.dashboard.growth', { growth: growth > 0 ? `+${growth}` : String(growth) })}
                              </div>
                            </dd>
                          </div>
                        );
                      })}
                    </dl>
                  ) : (
                    <p className="mb-0">
                      <span className="text-body-secondary small">{t('reports.dashboard.now')}: </span>
                      <strong className="fs-4">{shown(tile.now ?? 0)}</strong>
                    </p>
                  )}
                </div>
                {opens ? (
                  <div className="card-footer bg-transparent">
                    <Link to={STAFF_PAGES[definition.drill].path} aria-label={`${t('reports.dashboard.open')}: ${pick(definition.title)}`}>
                      {t('reports.dashboard.open')}
                    </Link>
                  </div>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
