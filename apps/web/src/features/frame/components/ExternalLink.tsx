import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { askConfirmation } from '../../../lib/popups.ts';

/**
 * A link that leaves the portal. Government sites tell users before they go
 * to another site; the confirmation popup asks, and the site opens in a new
 * tab only when the user chooses to continue.
 */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const onClick = async (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const proceed = t('common.continue');
    const answer = await askConfirmation({
      message: t('frame.leavingPortal', { site: new URL(href).host }),
      buttons: [proceed, t('common.cancel')],
      type: 'question',
    });
    if (answer === proceed) window.open(href, '_blank', 'noopener,noreferrer');
  };
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" onClick={(event) => void onClick(event)}>
      {children}
      <span className="visually-hidden"> {t('common.opensExternalSite')}</span>
    </a>
  );
}
