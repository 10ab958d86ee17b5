import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/page-title.ts';
import { DutyCalculator } from '../components/DutyCalculator.tsx';

/** The calculator on its own, for a user who knows the market value, with a way to work it out from the property instead. */
export function DutyCalculatorPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.dutyCalculator'));
  return (
    <div className="container-xxl py-4">
      <h1 className="h2">{t('pages.dutyCalculator')}</h1>
      <p className="lead">{t('duty.intro')}</p>
      <p className="d-print-none">
        {t('duty.fromProperty')} <Link to="/DutyFeeCalculator/Property_R_Page">{t('pages.dutyCalculatorRural')}</Link>
        {' · '}
        <Link to="/DutyFeeCalculator/Property_U_Page">{t('pages.dutyCalculatorUrban')}</Link>
      </p>
      <DutyCalculator />
    </div>
  );
}
