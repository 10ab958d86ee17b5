import { useTranslation } from 'react-i18next';
import { STAMP_KIND_NAMES, formatDisplayDate, formatRupees } from '@igrs/domain';
import { useBilingual } from '../../../lib/bilingual.ts';
import { useMenuPageTitle } from '../../../lib/page-title.ts';
import { useVendorHome } from '../api/stamps.ts';
import { IndentTable } from '../components/IndentTable.tsx';
import { LicenceApplication } from '../components/LicenceApplication.tsx';
import { LicenceRenewal } from '../components/LicenceRenewal.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';

/** The vendor's day at a glance: the licence, the stock by denomination, open indents and today's sales. */
export function VendorHomePage() {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const home = useVendorHome();
  const title = useMenuPageTitle('vendorHome');
  const data = home.data;
  return (
    <div className="container-xxl py-4">
      <h1 className="h2 mb-3">{title}</h1>
      {home.isError && home.error instanceof ApiRequestError && home.error.code === 'NOT_A_LICENSED_VENDOR' ? <LicenceApplication /> : null}
      {home.isError && !(home.error instanceof ApiRequestError && home.error.code === 'NOT_A_LICENSED_VENDOR') ? <div className="alert alert-danger" role="alert">{home.error.message}</div> : null}
      {data ? (
        <div className="row g-4">
          <section className="col-12 col-lg-5" aria-labelledby="licence">
            <div className={`card card-body ${data.licence.inForce ? '' : 'border-danger'}`}>
              <h2 id="licence" className="h5">
                {t('stamps.home.licence')}
              </h2>
              <dl className="mb-0">
                <dt>{t('stamps.home.licenceNumber')}</dt>
                <dd>{data.licence.licenceNumber}</dd>
                <dt>{t('stamps.home.holder')}</dt>
                <dd>
                  {data.licence.name}, {data.licence.address}
                </dd>
                <dt>{t('stamps.home.validity')}</dt>
                <dd>
                  {formatDisplayDate(data.licence.validFrom)} – {formatDisplayDate(data.licence.validTo)}{' '}
                  <span className={`badge ${data.licence.inForce ? 'text-bg-success' : 'text-bg-danger'}`}>{t(data.licence.inForce ? 'stamps.home.inForce' : 'stamps.home.notInForce')}</span>
                </dd>
                <dt>{t('stamps.home.kinds')}</dt>
                <dd>{data.licence.kinds.map((kind) => pick(STAMP_KIND_NAMES[kind])).join(', ')}</dd>
                <dt>{t('stamps.home.depot')}</dt>
                <dd className="mb-0">{data.licence.depotSroCode}</dd>
              </dl>
            </div>
          </section>
          <section className="col-12 col-lg-7" aria-labelledby="today">
            <h2 id="today" className="h5">
              {t('stamps.home.today')}
            </h2>
            <p>{t('stamps.home.todaysSales', { sales: data.todaysSales.sales, papers: data.todaysSales.papers, amount: formatRupees(data.todaysSales.amountRupees) })}</p>
            <table className="table table-sm">
              <caption className="caption-top">{t('stamps.home.stock')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('stamps.kind')}</th>
                  <th scope="col" className="text-end">
                    {t('stamps.denomination')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('stamps.papers')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.stock.map((row) => (
                  <tr key={`${row.kind}-${row.denomination}`}>
                    <th scope="row" className="fw-normal">
                      {pick(STAMP_KIND_NAMES[row.kind])}
                    </th>
                    <td className="text-end">₹{row.denomination}</td>
                    <td className="text-end">{row.papers.toLocaleString('en-IN')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <LicenceRenewal licence={data.licence} />
          <section className="col-12" aria-labelledby="open-indents">
            <h2 id="open-indents" className="h5">
              {t('stamps.home.openIndents')}
            </h2>
            <IndentTable caption={t('stamps.home.openIndents')} indents={data.openIndents} />
          </section>
        </div>
      ) : null}
    </div>
  );
}
