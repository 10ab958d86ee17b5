import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/**
 * Public pages without the header (the duty calculator) still need a way home
 * and the language switch.
 */
export function CompactBar() {
  const { t } = useTranslation();
  return (
    <nav className="igrs-navbar" aria-label={t('frame.compactBar')}>
      <div className="container-xxl d-flex align-items-center gap-2 py-1">
        <Link to="/" className="igrs-nav-link d-inline-flex align-items-center">
          <img src={`${import.meta.env.BASE_URL}emblem.svg`} alt="" width="28" height="28" className="me-2" />
          {t('frame.departmentName')}
          <span className="visually-hidden"> {t('frame.homeLink')}</span>
        </Link>
        <span className="ms-auto">
          <LanguageSwitch />
        </span>
      </div>
    </nav>
  );
}
