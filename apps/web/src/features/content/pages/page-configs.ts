import type { ContentList, ContentPage, PageKey } from '@igrs/domain';
import type { ListLayout } from '../components/ContentListView.tsx';

/** What each public route shows: descriptive sections, a list, or both. */
export interface ContentRouteConfig {
  page?: ContentPage;
  list?: ContentList;
  layout?: ListLayout;
  /** Heading over the list when the page also has sections. */
  listHeadingKey?: string;
  /** A short list without filters, e.g. the latest circulars on the home page. */
  compactList?: boolean;
  /** Under a short list: the route of the whole list and the translation key of the link. */
  moreLink?: { to: string; labelKey: string };
}

export const CONTENT_ROUTE_CONFIGS: Partial<Record<PageKey, ContentRouteConfig>> = {
  home: { page: 'home', list: 'circulars', listHeadingKey: 'content.latestCirculars', compactList: true, moreLink: { to: '/circularList', labelKey: 'content.allCirculars' } },
  aboutUs: { page: 'about-us' },
  actRules: { list: 'act-rules' },
  legalModule: { list: 'legal' },
  faqs: { list: 'faqs', layout: 'faqs' },
  valuesRates: { page: 'values-rates', list: 'mv-guidelines', listHeadingKey: 'content.guidelineDocuments' },
  rtiAct: { page: 'rti-act', list: 'rti', listHeadingKey: 'content.proactiveDisclosures' },
  tenders: { list: 'tenders', layout: 'tenders' },
  downloads: { list: 'downloads' },
  ecLanding: { page: 'ec-search' },
  documentTemplates: { list: 'document-templates' },
  estampAccList: { list: 'estamp-acc', layout: 'centres' },
  circularList: { list: 'circulars' },
  judgements: { list: 'judgements' },
  stampJudgements: { list: 'stamp-judgements' },
  accessibility: { page: 'accessibility' },
};
