import { useTranslation } from 'react-i18next';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/** Page links around the current page; the current page is announced as such. */
export function Pagination({ page, pageSize, total, onChange }: PaginationProps) {
  const { t } = useTranslation();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (pageCount <= 1) return null;
  const first = Math.max(1, Math.min(page - 2, pageCount - 4));
  const pages = Array.from({ length: Math.min(5, pageCount) }, (_, index) => first + index);
  return (
    <nav aria-label={t('common.pagination')}>
      <ul className="pagination flex-wrap">
        <li className={`page-item${page <= 1 ? ' disabled' : ''}`}>
          <button type="button" className="page-link" disabled={page <= 1} onClick={() => onChange(page - 1)}>
            {t('common.previous')}
          </button>
        </li>
        {pages.map((number) => (
          <li key={number} className={`page-item${number === page ? ' active' : ''}`}>
            <button
              type="button"
              className="page-link"
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('common.pageNumber', { number })}
              onClick={() => onChange(number)}
            >
              {number}
            </button>
          </li>
        ))}
        <li className={`page-item${page >= pageCount ? ' disabled' : ''}`}>
          <button type="button" className="page-link" disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
            {t('common.next')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
