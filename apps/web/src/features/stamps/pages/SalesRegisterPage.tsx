import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STAMP_KIND_NAMES, formatRupees, serialRanges, toDayMonthYearTime } from '@igrs/domain';
import { useBilingual } from '../../../lib/bilingual.ts';
import { useMenuPageTitle } from '../../../lib/page-title.ts';
import { useSales } from '../api/stamps.ts';
import { PeriodFilter, thisMonth } from '../../../components/ui/PeriodFilter.tsx';

/** The sale register: every sale to the public in the period, with purchaser, on whose behalf, purpose and serials. */
export function SalesRegisterPage() {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const title = useMenuPageTitle('vendorCitizen');
  const [period, setPeriod] = useState(thisMonth);
  const sales = useSales(period.fromDate, period.toDate);
  const rows = sales.data ?? [];
  return (
    <div className="container-xxl py-4">
      <h1 className="h2 mb-3">{title}</h1>
      <PeriodFilter period={period} onChange={setPeriod} />
      {rows.length === 0 ? (
        <p className="alert alert-info">{t('stamps.register.none')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm table-striped">
            <caption className="caption-top">{t('stamps.register.caption', { count: rows.length, amount: formatRupees(rows.reduce((sum, sale) => sum + sale.amountRupees, 0)) })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('stamps.receipt.number')}</th>
                <th scope="col">{t('stamps.receipt.time')}</th>
                <th scope="col">{t('stamps.receipt.purchaser')}</th>
                <th scope="col">{t('stamps.receipt.purpose')}</th>
                <th scope="col">{t('stamps.kind')}</th>
                <th scope="col">{t('stamps.receipt.serials')}</th>
                <th scope="col" className="text-end">
                  {t('stamps.receipt.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((sale) => (
                <tr key={sale.saleId}>
                  <th scope="row" className="fw-normal text-nowrap">
                    {sale.saleId}
                  </th>
                  <td className="text-nowrap">{toDayMonthYearTime(sale.soldAt)}</td>
                  <td>
                    {sale.purchaserName}
                    {sale.onBehalfOf ? <div className="small">{t('stamps.register.onBehalfOf', { name: sale.onBehalfOf })}</div> : null}
                  </td>
                  <td>{sale.purpose}</td>
                  <td>
                    {pick(STAMP_KIND_NAMES[sale.kind])} ₹{sale.denomination} × {sale.quantity}
                  </td>
                  <td className="small font-monospace">{serialRanges(sale.serials).map((range) => (range.from === range.to ? range.from : `${range.from} – ${range.to}`)).join(', ')}</td>
                  <td className="text-end text-nowrap">{formatRupees(sale.amountRupees)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
