import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate, type StampKind } from '@igrs/domain';
import { useMenuPageTitle } from '../../../lib/page-title.ts';
import { useStock } from '../api/stamps.ts';
import { PeriodFilter, thisMonth } from '../../../components/ui/PeriodFilter.tsx';
import { StockTable } from '../components/StockTable.tsx';

/** The stock register for a period, counted from the papers' movements; the stamps page shows non-judicial papers only. */
export function StockPage({ kind }: { kind?: StampKind }) {
  const { t } = useTranslation();
  const title = useMenuPageTitle(kind ? 'vendorStamps' : 'vendorStockReport');
  const [period, setPeriod] = useState(thisMonth);
  const stock = useStock(period.fromDate, period.toDate);
  return (
    <div className="container-xxl py-4">
      <h1 className="h2 mb-3">{title}</h1>
      <p>{t('stamps.stockPage.help')}</p>
      <PeriodFilter period={period} onChange={setPeriod} />
      {stock.data ? (
        <>
          <p className="fw-semibold">{t('stamps.stockPage.period', { from: formatDisplayDate(stock.data.from), to: formatDisplayDate(stock.data.to) })}</p>
          <StockTable register={stock.data} {...(kind ? { kind } : {})} />
        </>
      ) : null}
    </div>
  );
}
