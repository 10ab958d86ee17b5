import { useTranslation } from 'react-i18next';
import { PrintButton, TotalRow } from '../../../components/ui/BreakdownParts.tsx';
import { formatRupees, type DutyCalculationResponse } from '@igrs/domain';
import { useBilingual } from '../../../lib/bilingual.ts';

/** The rule-by-rule breakdown, as a table that prints cleanly. */
export function DutyBreakdown({ result, headingLevel }: { result: DutyCalculationResponse; headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="duty-result-heading" className="igrs-duty-result">
      <Heading id="duty-result-heading" className="h4">
        {t('duty.resultTitle')}
      </Heading>
      <p>
        {t('duty.chargeableValue')}: <strong>{formatRupees(result.chargeableValue)}</strong>
      </p>
      <div className="table-responsive">
        <table className="table table-bordered align-middle">
          <caption className="visually-hidden">{t('duty.resultTitle')}</caption>
          <thead className="table-light">
            <tr>
              <th scope="col">{t('duty.component')}</th>
              <th scope="col">{t('duty.rule')}</th>
              <th scope="col" className="text-end">
                {t('duty.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.lines.map((line) => (
              <tr key={line.component}>
                <th scope="row">{t(`duty.components.${line.component}`)}</th>
                <td>
                  {pick(line.rule)}
                  <span className="d-block small text-body-secondary">
                    {t('duty.citation')}: {pick(line.citation)}
                  </span>
                </td>
                <td className="text-end text-nowrap">
                  {line.component === 'stampPaperDeduction' ? '− ' : ''}
                  {formatRupees(line.amount)}
                </td>
              </tr>
            ))}
          </tbody>
          <TotalRow label={t('duty.total')} amount={result.total} />
        </table>
      </div>
      <PrintButton />
    </section>
  );
}
