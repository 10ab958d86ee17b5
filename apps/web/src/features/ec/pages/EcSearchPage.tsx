import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EC_OFFICE_FEES, waivesPublicLimits, formatRupees, type EcSearchRequestInput, type EcSearchResponse } from '@igrs/domain';
import { usePageTitle } from '../../../lib/page-title.ts';
import { usePrincipal } from '../../../lib/session.ts';
import { useEcSearch } from '../api/ec.ts';
import { EcResults } from '../components/EcResults.tsx';
import { EcSearchForm } from '../components/EcSearchForm.tsx';

/**
 * Encumbrance search: a property's registered transactions in a period,
 * with the certificate to download. `about` holds the page's descriptive
 * sections, shown beside the tool.
 */
export function EcSearchPage({ about }: { about?: ReactNode }) {
  const { t } = useTranslation('ec');
  const title = t('translation:pages.ecLanding');
  usePageTitle(title);
  const principal = usePrincipal();
  const captchaNeeded = !waivesPublicLimits(principal ?? undefined);
  const search = useEcSearch();
  const [result, setResult] = useState<EcSearchResponse>();
  const resultsStart = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (result) resultsStart.current?.querySelector<HTMLElement>('#ec-results-heading')?.focus();
  }, [result]);

  const onSearch = async (request: EcSearchRequestInput) => {
    setResult(undefined);
    setResult(await search.mutateAsync(request));
  };

  return (
    <div className="container-xxl py-4">
      <h1 className="h2">{title}</h1>
      <p className="lead">{t('intro')}</p>
      <div className="row g-4">
        <div className="col-12 col-lg-8">
          <EcSearchForm captchaNeeded={captchaNeeded} onSearch={onSearch} />
          <div ref={resultsStart}>{result ? <EcResults result={result} /> : null}</div>
        </div>
        <aside className="col-12 col-lg-4" aria-label={t('aboutEc')}>
          <p className="alert alert-secondary">
            {t('feeNote', { years: EC_OFFICE_FEES[0].upToYears, upToFee: formatRupees(EC_OFFICE_FEES[0].rupees), beyondFee: formatRupees(EC_OFFICE_FEES[1].rupees) })}
          </p>
          {about}
        </aside>
      </div>
    </div>
  );
}
