import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@igrs/domain';
import { useFrame, useRecordVisit } from '../api/frame.ts';
import { ExternalLink } from './ExternalLink.tsx';

const SOCIAL_ICONS = {
  facebook: 'M14 8h3V4h-3a5 5 0 0 0-5 5v2H7v4h2v9h4v-9h3l1-4h-4V9a1 1 0 0 1 1-1z',
  twitter: 'M4 4h4.6l4 5.6L17.5 4H20l-6.2 7.2L21 20h-4.6l-4.4-6-5.2 6H4.3l6.6-7.7z',
  instagram:
    'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM17 6.2a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8z',
} as const;

function VisitorCounter() {
  const { t } = useTranslation();
  const { mutate, data } = useRecordVisit();
  useEffect(() => mutate(), [mutate]);
  if (!data) return null;
  const digits = String(data.count).padStart(7, '0');
  const spoken = formatCount(data.count);
  return (
    <figure className="igrs-visitors mb-0" aria-label={t('frame.visitorsAnnounced', { count: spoken })}>
      <figcaption className="small">{t('frame.visitors')}</figcaption>
      <span className="igrs-visitor-digits" aria-hidden="true">
        {digits.split('').map((digit, index) => (
          <span key={index}>{digit}</span>
        ))}
      </span>
    </figure>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const links = useFrame().data?.links;
  return (
    <footer className="igrs-footer mt-auto">
      <div className="container-xxl d-flex flex-column flex-md-row align-items-center justify-content-between gap-3 py-3">
        <VisitorCounter />
        <p className="mb-0 text-center">
          {t('frame.copyright')}
        </p>
        {links ? (
          <ul className="list-unstyled d-flex gap-3 mb-0" aria-label={t('frame.socialMedia')}>
            {(Object.keys(SOCIAL_ICONS) as (keyof typeof SOCIAL_ICONS)[]).map((network) => (
              <li key={network}>
                <ExternalLink href={links[network]} className="igrs-social-link">
                  <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24" fill="currentColor">
                    <path d={SOCIAL_ICONS[network]} />
                  </svg>
                  <span className="visually-hidden">{t(`frame.social.${network}`)}</span>
                </ExternalLink>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </footer>
  );
}
