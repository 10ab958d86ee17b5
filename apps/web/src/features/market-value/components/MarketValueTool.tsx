import { useTranslation } from 'react-i18next';
import { MARKET_VALUE_KINDS, type MarketValueKind, type MarketValueResponse } from '@igrs/domain';
import { useMarketValue } from '../api/market-value.ts';
import { MarketValueBreakdown } from './MarketValueBreakdown.tsx';
import { MarketValueForm } from './MarketValueForm.tsx';

interface MarketValueToolProps {
  /** The kinds of property offered; a flow for one kind fixes it. */
  kinds?: readonly MarketValueKind[];
  /** Called with each value worked out, so a page can carry the total on (to the duty calculator). */
  onResult?: (result: MarketValueResponse) => void;
  headingLevel?: 2 | 3;
}

/** The market value form beside its component-by-component result. */
export function MarketValueTool({ kinds = MARKET_VALUE_KINDS, onResult, headingLevel = 2 }: MarketValueToolProps) {
  const { t } = useTranslation();
  const valuation = useMarketValue();
  return (
    <div className="row g-4">
      <div className="col-12 col-lg-6 d-print-none">
        <MarketValueForm
          kinds={kinds}
          onSubmit={async (request) => {
            const result = await valuation.mutateAsync(request);
            onResult?.(result);
          }}
        />
      </div>
      <div className="col-12 col-lg-6" aria-live="polite">
        {valuation.data ? <MarketValueBreakdown result={valuation.data} headingLevel={headingLevel} /> : <p className="text-body-secondary">{t('marketValue.noResultYet')}</p>}
      </div>
    </div>
  );
}
