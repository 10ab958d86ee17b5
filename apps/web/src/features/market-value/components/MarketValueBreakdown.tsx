import { useTranslation } from 'react-i18next';
import { PrintButton, TotalRow } from '../../../components/ui/BreakdownParts.tsx';
import { formatDisplayDate, formatRupees, type MarketValueResponse } from '@igrs/domain';
import { useBilingual } from '../../../lib/bilingual.ts';

/** Each component as quantity × unit rate = amount, with the rate version that priced it; prints cleanly. */
export function MarketValueBreakdown({ result, headingLevel }: { result: MarketValueResponse; headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="mv-result-heading" className="igrs-mv-result">
      <Heading id="mv-result-heading" className="h4">
        {t('marketValue.resultTitle')}
      </Heading>
      {result.isDemo ? <p className="alert alert-warning py-2">{t('marketValue.demoRates')}</p> : null}
      <dl className="row mb-2">
        <dt className="col-sm-4">{t('marketValue.place')}</dt>
        <dd className="col-sm-8">
          {pick(result.village.name)} ({result.village.code})
        </dd>
        <dt className="col-sm-4">{t('marketValue.landUse')}</dt>
        <dd className="col-sm-8">
          {result.landUse.code} — {pick(result.landUse.name)}
        </dd>
        <dt className="col-sm-4">{t('marketValue.ratesOn')}</dt>
        <dd className="col-sm-8">{formatDisplayDate(result.onDate)}</dd>
      </dl>
      <div className="table-responsive">
        <table className="table table-bordered align-middle">
          <caption className="visually-hidden">{t('marketValue.resultTitle')}</caption>
          <thead className="table-light">
            <tr>
              <th scope="col">{t('marketValue.item')}</th>
              <th scope="col">{t('marketValue.workedOut')}</th>
              <th scope="col" className="text-end">
                {t('marketValue.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.components.map((component, index) => (
              <tr key={`${component.component}-${index}`}>
                <th scope="row">
                  {pick(component.label)}
                  <span className="d-block small fw-normal text-body-secondary">
                    {component.matchedOn ? `${t(`marketValue.matchedOn.${component.matchedOn}`)}; ` : ''}
                    {t('marketValue.rateVersion', { id: component.rateVersion.id, date: formatDisplayDate(component.rateVersion.effectiveFrom) })}
                  </span>
                </th>
                <td>{pick(component.rule)}</td>
                <td className="text-end text-nowrap">{formatRupees(component.amount)}</td>
              </tr>
            ))}
          </tbody>
          <TotalRow label={t('marketValue.total')} amount={result.total} />
        </table>
      </div>
      <PrintButton />
    </section>
  );
}
