import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable, type SortingState } from '@tanstack/react-table';
import { STAFF_PAGES, formatReportCell, type ReportColumn, type ReportResult } from '@igrs/domain';
import { useBilingual } from '../../../lib/bilingual.ts';

type Row = ReportResult['rows'][number];
/** A cell as its column's type says; an empty one shows a dash. */
const formatCell = (column: ReportColumn, value: Row['cells'][string]) => formatReportCell(column, value, '—');

interface ReportTableProps {
  result: ReportResult;
  caption: string;
  /** Where a row that narrows the report leads: this page with the narrower filters. */
  drillHref: (drill: { districtCode: string } | { sroCode: string }) => string;
  /** Whether the viewer's menu has the document details page that document rows open. */
  canOpenDocuments: boolean;
  /** Orders every row of the report by a column, on the server; none restores the report's own order. */
  onSort: (sort: { key: string; order: 'asc' | 'desc' } | null) => void;
}

const helper = createColumnHelper<Row>();

/** The report's rows, ordered by any column across all pages by the server; the document's number, or else the first cell, leads where the row drills to. */
export function ReportTable({ result, caption, drillHref, canOpenDocuments, onSort }: ReportTableProps) {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const sorting: SortingState = result.sort ? [{ id: result.sort.key, desc: result.sort.order === 'desc' }] : [];
  const setSorting = (updater: SortingState | ((old: SortingState) => SortingState)) => {
    const [next] = typeof updater === 'function' ? updater(sorting) : updater;
    onSort(next ? { key: next.id, order: next.desc ? 'desc' : 'asc' } : null);
  };
  const leading = Math.max(0, result.columns.findIndex((column) => column.key === 'citation'));
  const columns = useMemo(
    () =>
      result.columns.map((column, index) =>
        helper.accessor((row) => row.cells[column.key] ?? null, {
          id: column.key,
          header: () => pick(column.label),
          sortingFn: column.type === 'text' || column.type === 'date' ? 'alphanumeric' : 'basic',
          cell: (context) => {
            const text = formatCell(column, context.getValue());
            const drill = context.row.original.drill;
            if (index !== leading || !drill) return text;
            if ('document' in drill) {
              if (!canOpenDocuments) return text;
              const { sroCode, documentNumber, year } = drill.document;
              return (
                <Link to={`${STAFF_PAGES.auditDocumentDetails.path}?sroCode=${encodeURIComponent(sroCode)}&documentNumber=${documentNumber}&year=${year}`} target="_blank" rel="noopener">
                  {text}
                  <span className="visually-hidden"> {t('common.opensNewTab')}</span>
                </Link>
              );
            }
            return <Link to={drillHref(drill)}>{text}</Link>;
          },
        }),
      ),
    [result.columns, leading, pick, t, drillHref, canOpenDocuments],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- the table is read afresh on every render and handed to no memoised child
  const table = useReactTable({ data: result.rows, columns, state: { sorting }, onSortingChange: setSorting, manualSorting: true, getCoreRowModel: getCoreRowModel() });
  const numeric = new Set(result.columns.filter((column) => column.type === 'count' || column.type === 'rupees' || column.type === 'percent').map((column) => column.key));
  if (result.rows.length === 0) return <p className="alert alert-info">{t('reports.noRows')}</p>;
  return (
    <div className="table-responsive">
      <table className="table table-sm table-striped align-middle">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <th key={header.id} scope="col" className={numeric.has(header.id) ? 'text-end' : undefined} aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : result.sortable.includes(header.id) ? 'none' : undefined}>
                    {result.sortable.includes(header.id) ? (
                      <button type="button" className="btn btn-link p-0 text-reset fw-semibold text-decoration-none" onClick={header.column.getToggleSortingHandler()}>
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
                      </button>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell, index) =>
                index === 0 ? (
                  <th key={cell.id} scope="row" className="fw-normal">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </th>
                ) : (
                  <td key={cell.id} className={numeric.has(cell.column.id) ? 'text-end text-nowrap' : undefined}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {result.total ? (
          <tfoot>
            <tr className="fw-bold">
              {result.columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.key} scope="row">
                    {t('reports.total')}
                  </th>
                ) : (
                  <td key={column.key} className={numeric.has(column.key) ? 'text-end text-nowrap' : undefined}>
                    {numeric.has(column.key) ? formatCell(column, result.total?.[column.key] ?? null) : ''}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
