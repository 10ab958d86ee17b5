import { useTranslation } from 'react-i18next';
import type { ContentPage, PageKey } from '@igrs/domain';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useContentPage } from '../api/content.ts';
import { ContentListView } from '../components/ContentListView.tsx';
import { ContentSections } from '../components/ContentSections.tsx';
import { CONTENT_ROUTE_CONFIGS } from './page-configs.ts';

/** The sections of a descriptive page, for pages composed with other features (the login pages). */
export function ContentPageSections({ page, headingLevel = 2 }: { page: ContentPage; headingLevel?: 2 | 3 }) {
  const { data, isError, error } = useContentPage(page);
  if (isError) {
    return (
      <div className="alert alert-danger" role="alert">
        {error.message}
      </div>
    );
  }
  return data ? <ContentSections sections={data.sections} headingLevel={headingLevel} /> : null;
}

/** A public page made of the content its route is configured with. */
export function ContentRoutePage({ pageKey }: { pageKey: PageKey }) {
  const { t } = useTranslation();
  const config = CONTENT_ROUTE_CONFIGS[pageKey] ?? {};
  const title = t(`pages.${pageKey}`);
  usePageTitle(pageKey === 'home' ? undefined : title);
  return (
    <div className="container-xxl py-4">
      <h1 className="h2 mb-4">{pageKey === 'home' ? t('home.welcome') : title}</h1>
      {config.page ? <ContentPageSections page={config.page} /> : null}
      {config.list ? (
        <ContentListView
          list={config.list}
          layout={config.layout}
          heading={config.listHeadingKey ? t(config.listHeadingKey) : undefined}
          showFilters={!config.compactList}
          moreLink={config.moreLink ? { to: config.moreLink.to, label: t(config.moreLink.labelKey) } : undefined}
        />
      ) : null}
    </div>
  );
}
