import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STAMP_KIND_NAMES, formatRupees, toDayMonthYearTime, type IndentView } from '@igrs/domain';
import { useBilingual } from '../../../lib/bilingual.ts';

interface IndentTableProps {
  caption: string;
  indents: readonly IndentView[];
  /** Serial ranges issued, for the distribution page. */
  showSerials?: boolean;
  action?: (indent: IndentView) => ReactNode;
}

/** Indents with what they ask, what they cost, where they stand; one shape for the vendor's and the depot's lists. */
export function IndentTable({ caption, indents, showSerials = false, action }: IndentTableProps) {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  if (indents.length === 0) return <p className="alert alert-info">{t('stamps.noIndents')}</p>;
  return (
    <div className="table-responsive">
      <table className="table table-sm table-striped align-middle">
        <caption className="caption-top">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('stamps.indent')}</th>
            <th scope="col">{t('stamps.date')}</th>
            <th scope="col">{t('stamps.papersAsked')}</th>
            <th scope="col" className="text-end">
              {t('stamps.payable')}
            </th>
            <th scope="col">{t('stamps.status')}</th>
            <th scope="col">{t('stamps.challan')}</th>
            {action ? <th scope="col">{t('stamps.action')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {indents.map((indent) => (
            <tr key={indent.indentId}>
              <th scope="row" className="fw-normal text-nowrap">
                {indent.indentId}
              </th>
              <td className="text-nowrap">{toDayMonthYearTime(indent.createdAt)}</td>
              <td>
                <ul className="list-unstyled mb-0">
                  {indent.lines.map((line) => (
                    <li key={`${line.kind}-${line.denomination}`}>
                      {t('stamps.lineSummary', { kind: pick(STAMP_KIND_NAMES[line.kind]), denomination: line.denomination, quantity: line.quantity, issued: line.issued })}
                      {showSerials
                        ? line.serials.map((range) => (
                            <div key={range.from} className="small font-monospace">
                              {range.from === range.to ? range.from : `${range.from} – ${range.to}`}
                            </div>
                          ))
                        : null}
                    </li>
                  ))}
                </ul>
              </td>
              <td className="text-end text-nowrap">{formatRupees(indent.payableRupees)}</td>
              <td>{t(`stamps.indentStatus.${indent.status}`)}</td>
              <td className="text-nowrap">{indent.challan ? `${indent.challan.number} (${t(`stamps.challanStatus.${indent.challan.status}`)})` : '—'}</td>
              {action ? <td>{action(indent)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
