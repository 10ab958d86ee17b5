import { useTranslation } from 'react-i18next';
import { CERTIFIED_COPY_FEE_COMPONENTS, CERTIFIED_COPY_FEE_PER_COPY, CERTIFIED_COPY_RUPEES_PER_COPY, formatRupees, type CertifiedCopyFee } from '@igrs/domain';

/** The fee as the counter states it: each component for all the copies, and the total. */
export function FeeBreakdown({ fee }: { fee: CertifiedCopyFee }) {
  const { t } = useTranslation('certifiedCopy');
  return (
    <div className="border rounded p-3 mb-3 bg-body-tertiary" aria-live="polite">
      <table className="table table-sm mb-0 bg-transparent">
        <caption className="caption-top pt-0 text-body">
          <span className="fw-semibold">{t('fee.heading')}</span>
          <span className="d-block small text-body-secondary">{t('fee.perCopy', { amount: formatRupees(CERTIFIED_COPY_RUPEES_PER_COPY), count: fee.copies })}</span>
        </caption>
        <tbody>
          {CERTIFIED_COPY_FEE_COMPONENTS.map((component) => (
            <tr key={component}>
              <th scope="row" className="fw-normal">
                {t(`fee.components.${component}`)} ({formatRupees(CERTIFIED_COPY_FEE_PER_COPY[component])} × {fee.copies})
              </th>
              <td className="text-end">{formatRupees(fee.components[component])}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t('fee.total')}</th>
            <td className="text-end fw-bold">{formatRupees(fee.totalRupees)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
