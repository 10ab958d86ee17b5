import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/page-title.ts';
import { MarketValueTool } from '../components/MarketValueTool.tsx';

/** The public property value tool; `about` holds the page's descriptive sections, shown under it. */
export function MarketValuePage({ about }: { about?: ReactNode }) {
  const { t } = useTranslation();
  const title = t('pages.newPropertyValue');
  usePageTitle(title);
  return (
    <div className="container-xxl py-4">
      <h1 className="h2">{title}</h1>
      <p className="lead">{t('marketValue.intro')}</p>
      <MarketValueTool />
      {about ? <div className="mt-5 d-print-none">{about}</div> : null}
    </div>
  );
}
