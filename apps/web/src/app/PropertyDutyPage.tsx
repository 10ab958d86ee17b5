import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '@igrs/domain';
import { DutyCalculator } from '../features/duty/index.ts';
import { MarketValueTool } from '../features/market-value/index.ts';
import { usePageTitle } from '../lib/page-title.ts';

const KINDS = { rural: ['rural'], urban: ['urban', 'apartment'] } as const;

/**
 * From the property to the duty in one flow (spec §2.4, Property_R_Page and
 * Property_U_Page): the market value worked out at step 1 is the market value
 * the duty calculator starts from at step 2.
 */
export function PropertyDutyPage({ area }: { area: 'rural' | 'urban' }) {
  const { t } = useTranslation();
  const [marketValue, setMarketValue] = useState<number>();
  const title = t(area === 'rural' ? 'pages.dutyCalculatorRural' : 'pages.dutyCalculatorUrban');
  usePageTitle(title);
  return (
    <div className="container-xxl py-4">
      <h1 className="h2">{title}</h1>
      <p className="lead">{t('propertyDuty.intro')}</p>
      <section aria-labelledby="step-1" className="mb-5">
        <h2 id="step-1" className="h3 mb-3">
          {t('propertyDuty.step1')}
        </h2>
        <MarketValueTool kinds={KINDS[area]} headingLevel={3} onResult={(result) => setMarketValue(result.total)} />
        {marketValue !== undefined ? (
          <p className="alert alert-success mt-3 d-print-none">
            {t('propertyDuty.carried', { amount: formatRupees(marketValue) })}{' '}
            <button type="button" className="btn btn-link alert-link p-0 align-baseline" onClick={() => document.getElementById('step-2')?.focus()}>
              {t('propertyDuty.toStep2')}
            </button>
          </p>
        ) : null}
      </section>
      <section aria-labelledby="step-2">
        <h2 id="step-2" tabIndex={-1} className="h3 mb-3">
          {t('propertyDuty.step2')}
        </h2>
        <DutyCalculator initialMarketValue={marketValue} headingLevel={3} />
      </section>
    </div>
  );
}
