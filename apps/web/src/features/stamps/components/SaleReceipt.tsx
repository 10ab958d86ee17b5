import { useTranslation } from 'react-i18next';
import { PARTY_RELATIONS, STAMP_KIND_NAMES, formatRupees, serialRanges, toDayMonthYearTime, type PartyRelation, type SaleView } from '@igrs/domain';
import { useBilingual } from '../../../lib/bilingual.ts';

/** The receipt handed to the purchaser, printable on its own. */
export function SaleReceipt({ sale }: { sale: SaleView }) {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const relation = PARTY_RELATIONS[sale.relationType as PartyRelation];
  const rows: [string, string][] = [
    [t('stamps.receipt.number'), sale.saleId],
    [t('stamps.receipt.time'), toDayMonthYearTime(sale.soldAt)],
    [t('stamps.receipt.vendor'), `${sale.vendor.name} (${sale.vendor.licenceNumber})`],
    [t('stamps.kind'), pick(STAMP_KIND_NAMES[sale.kind])],
    [t('stamps.receipt.papers'), t('stamps.receipt.papersValue', { quantity: sale.quantity, denomination: sale.denomination })],
    [t('stamps.receipt.amount'), formatRupees(sale.amountRupees)],
    [t('stamps.receipt.serials'), serialRanges(sale.serials).map((range) => (range.from === range.to ? range.from : `${range.from} – ${range.to}`)).join(', ')],
    [t('stamps.receipt.purchaser'), `${sale.purchaserName}, ${relation ? pick(relation) : sale.relationType} ${sale.relationName}`],
    [t('stamps.receipt.address'), sale.address],
    ...(sale.onBehalfOf ? ([[t('stamps.receipt.onBehalfOf'), sale.onBehalfOf]] as [string, string][]) : []),
    [t('stamps.receipt.purpose'), sale.purpose],
  ];
  return (
    <section className="card card-body igrs-receipt" aria-labelledby="sale-receipt">
      <h2 id="sale-receipt" className="h5">
        {t('stamps.receipt.title')}
      </h2>
      <dl className="row mb-2">
        {rows.map(([label, value]) => (
          <div key={label} className="col-12 d-flex flex-wrap gap-2">
            <dt className="fw-semibold">{label}:</dt>
            <dd className="mb-1">{value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="btn btn-outline-secondary btn-sm align-self-start d-print-none" onClick={() => window.print()}>
        {t('common.print')}
      </button>
    </section>
  );
}
