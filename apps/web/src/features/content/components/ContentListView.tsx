import { Suspense, lazy } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate, type ContentItem, type ContentList, type ContentListQuery } from '@igrs/domain';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';
import { fileKind, formatFileSize } from '../../../lib/file-size.ts';
import { useContentList } from '../api/content.ts';

export type ListLayout = 'documents' | 'tenders' | 'faqs' | 'centres';

// The filter form brings the validation library; pages showing a short list without filters never load it.
const ListFilters = lazy(() => import('./ListFilters.tsx').then((module) => ({ default: module.ListFilters })));

const DEFAULT_PAGE_SIZE = 10;

/** Reads the filters from the address; the server validates them and explains any bad value. */
function queryFromParams(params: URLSearchParams): ContentListQuery {
  const page = Number(params.get('page'));
  const text = (key: string) => params.get(key) ?? undefined;
  return {
    q: text('q'),
    group: text('group'),
    from: text('from'),
    to: text('to'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: DEFAULT_PAGE_SIZE,
  };
}

function FileLink({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  if (!item.file) return <span className="text-body-secondary">—</span>;
  return (
    <a href={item.file.url} download className="btn btn-sm btn-outline-primary text-nowrap">
      {t('content.download')} <span className="visually-hidden">{pick(item.title)}</span> ({fileKind(item.file.mediaType)}, {formatFileSize(item.file.byteSize)})
    </a>
  );
}

function ItemsTable({ items, layout, offset }: { items: ContentItem[]; layout: ListLayout; offset: number }) {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const detailKeys = layout === 'centres' ? Array.from(new Set(items.flatMap((item) => Object.keys(item.details)))) : [];
  return (
    <div className="table-responsive">
      <table className="table table-striped table-hover align-middle igrs-list-table">
        <caption className="visually-hidden">{t('content.resultsCaption')}</caption>
        <thead className="table-light">
          <tr>
            <th scope="col">{t('content.serialNumber')}</th>
            <th scope="col">{t('content.title')}</th>
            {layout === 'centres' ? (
              detailKeys.map((key) => (
                <th scope="col" key={key}>
                  {t(`content.details.${key}`)}
                </th>
              ))
            ) : (
              <>
                <th scope="col">{t('content.referenceNumber')}</th>
                <th scope="col">{t('content.date')}</th>
              </>
            )}
            {layout === 'tenders' ? (
              <>
                <th scope="col">{t('content.closingDate')}</th>
                <th scope="col">{t('content.status')}</th>
              </>
            ) : null}
            <th scope="col">{t('content.document')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr key={item.id}>
              <td>{offset + index + 1}</td>
              <th scope="row" className="fw-normal">
                <span className="fw-semibold d-block">{pick(item.title)}</span>
                {item.isDemo ? <span className="badge text-bg-warning">{t('content.demo')}</span> : null}
                {pick(item.summary) ? <span className="small text-body-secondary">{pick(item.summary)}</span> : null}
              </th>
              {layout === 'centres' ? (
                detailKeys.map((key) => <td key={key}>{item.details[key] ? pick(item.details[key]) : '—'}</td>)
              ) : (
                <>
                  <td>{item.referenceNumber ?? '—'}</td>
                  <td className="text-nowrap">{item.itemDate ? formatDisplayDate(item.itemDate) : '—'}</td>
                </>
              )}
              {layout === 'tenders' ? (
                <>
                  <td className="text-nowrap">{item.closingDate ? formatDisplayDate(item.closingDate) : '—'}</td>
                  <td>
                    <span className={`badge ${item.status === 'open' ? 'text-bg-success' : 'text-bg-secondary'}`}>
                      {t(`content.tenderStatus.${item.status ?? 'closed'}`)}
                    </span>
                  </td>
                </>
              ) : null}
              <td>
                <FileLink item={item} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function FaqList({ items }: { items: ContentItem[] }) {
  const { pick } = useBilingual();
  return (
    <div className="igrs-faqs">
      {items.map((item) => (
        <details key={item.id} className="border rounded mb-2 p-2">
          <summary className="fw-semibold">{pick(item.title)}</summary>
          <p className="mt-2 mb-0">{pick(item.summary)}</p>
        </details>
      ))}
    </div>
  );
}

/** A public list with text, group and date filters kept in the address, paginated by the server. */
interface ContentListViewProps {
  list: ContentList;
  layout?: ListLayout | undefined;
  heading?: string | undefined;
  showFilters?: boolean;
  /** Under a short list: where the whole list is. */
  moreLink?: { to: string; label: string } | undefined;
}

export function ContentListView({ list, layout = 'documents', heading, showFilters = true, moreLink }: ContentListViewProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = queryFromParams(params);
  const { data, isError, error, isFetching } = useContentList(list, query);

  const apply = (filters: Partial<Record<'q' | 'group' | 'from' | 'to', string>>) => {
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries(filters)) {
      if (value) next.set(key, value);
    }
    setParams(next);
  };
  const goToPage = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };
  const idPrefix = `filter-${list}`;

  return (
    <section aria-labelledby={`${idPrefix}-heading`} className="mb-4">
      {heading ? (
        <h2 id={`${idPrefix}-heading`} className="h4">
          {heading}
        </h2>
      ) : (
        <h2 id={`${idPrefix}-heading`} className="visually-hidden">
          {t('content.listHeading')}
        </h2>
      )}
      {showFilters ? (
        <Suspense fallback={null}>
          <ListFilters idPrefix={idPrefix} query={query} groups={data?.groups ?? []} showDates={layout !== 'faqs' && layout !== 'centres'} onApply={apply} />
        </Suspense>
      ) : null}

      {showFilters ? (
        <p className="small text-body-secondary" aria-live="polite">
          {data && !isFetching ? t('content.resultCount', { count: data.total }) : null}
        </p>
      ) : null}
      {isError ? (
        <div className="alert alert-danger" role="alert">
          {error.message}
        </div>
      ) : null}
      {data && data.items.length === 0 ? <p>{t('content.noResults')}</p> : null}
      {data && data.items.length > 0 ? (
        layout === 'faqs' ? (
          <FaqList items={data.items} />
        ) : (
          <ItemsTable items={data.items} layout={layout} offset={(data.page - 1) * data.pageSize} />
        )
      ) : null}
      {data && showFilters ? <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onChange={goToPage} /> : null}
      {data && !showFilters && moreLink ? (
        <p>
          <Link to={moreLink.to}>{moreLink.label}</Link>
        </p>
      ) : null}
    </section>
  );
}
