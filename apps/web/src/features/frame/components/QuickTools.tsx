import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFrame } from '../api/frame.ts';
import { ExternalLink } from './ExternalLink.tsx';

export function QuickTools() {
  const { t } = useTranslation();
  const links = useFrame().data?.links;
  return (
    <nav className="igrs-quick-tools" aria-label={t('frame.quickTools')}>
      <ul className="container-xxl list-unstyled d-flex flex-wrap justify-content-center gap-2 mb-0 py-2">
        <li>
          <Link className="igrs-quick-link" to="/EClandingPage" target="_blank" rel="noopener noreferrer">
            {t('frame.ecSearch')}
            <span className="visually-hidden"> {t('common.opensNewTab')}</span>
          </Link>
        </li>
        {links ? (
          <li>
            <ExternalLink className="igrs-quick-link" href={links.certifiedCopy}>
              {t('frame.certifiedCopy')}
            </ExternalLink>
          </li>
        ) : null}
        <li>
          <Link className="igrs-quick-link" to="/DutyFeeCalculator/Property">
            {t('frame.stampDutyCalculator')}
          </Link>
        </li>
        {links ? (
          <li>
            <ExternalLink className="igrs-quick-link" href={links.onlinePayment}>
              {t('frame.onlinePayment')}
            </ExternalLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

export function PropertyValueStrip() {
  const { t } = useTranslation();
  return (
    <nav className="igrs-quick-tools igrs-property-strip" aria-label={t('frame.propertyValueStrip')}>
      <ul className="container-xxl list-unstyled d-flex justify-content-center mb-0 py-2">
        <li>
          <Link className="igrs-quick-link" to="/newPropertyvalue">
            {t('frame.propertyValue')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
