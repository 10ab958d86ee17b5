import { useTranslation } from 'react-i18next';
import { formatRupees, type ApplicationView } from '@igrs/domain';

const HEADS = ['stampDutyRupees', 'transferDutyRupees', 'registrationFeeRupees', 'userChargesRupees'] as const;

/** The dues head by head as the server worked them out, the stamp paper set against them, and what is paid. */
export function FeesTable({ application }: { application: ApplicationView }) {
  const { t } = useTranslation('application');
  const fees = application.fees;
  if (!fees) return <p>{t('fees.notYet')}</p>;
  const due = Math.max(0, fees.payableRupees - application.paidRupees);
  return (
    <table className="table table-sm w-auto">
      <caption className="caption-top">{t('fees.caption', { value: formatRupees(fees.marketValueRupees) })}</caption>
      <tbody>
        {HEADS.map((head) => (
          <tr key={head}>
            <th scope="row" className="fw-normal">
              {t(`fees.${head}`)}
            </th>
            <td className="text-end">{formatRupees(fees[head])}</td>
          </tr>
        ))}
        <tr>
          <th scope="row" className="fw-normal">
            {t('fees.stampPaperRupees')}
          </th>
          <td className="text-end">− {formatRupees(fees.stampPaperRupees)}</td>
        </tr>
        <tr className="fw-bold">
          <th scope="row">{t('fees.payableRupees')}</th>
          <td className="text-end">{formatRupees(fees.payableRupees)}</td>
        </tr>
        <tr>
          <th scope="row" className="fw-normal">
            {t('fees.paidRupees')}
          </th>
          <td className="text-end">{formatRupees(application.paidRupees)}</td>
        </tr>
        <tr className="fw-bold">
          <th scope="row">{t('fees.dueRupees')}</th>
          <td className="text-end">{formatRupees(due)}</td>
        </tr>
      </tbody>
    </table>
  );
}
