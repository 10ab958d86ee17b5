import { useTranslation } from 'react-i18next';
import { STAMP_KIND_NAMES, type StampKind, type StockRegister } from '@igrs/domain';
import { useBilingual } from '../../../lib/bilingual.ts';

const COLUMNS = ['opening', 'received', 'sold', 'spoilt', 'returned', 'closing'] as const;

/** The stock register: per kind and denomination, opening + received − sold − spoilt − returned = closing. */
export function StockTable({ register, kind }: { register: StockRegister; kind?: StampKind }) {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const rows = register.rows.filter((row) => !kind || row.kind === kind);
  if (rows.length === 0) return <p className="alert alert-info">{t('stamps.noStock')}</p>;
  return (
    <div className="table-responsive">
      <table className="table table-sm table-striped">
        <caption className="caption-top">{t('stamps.stockCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('stamps.kind')}</th>
            <th scope="col" className="text-end">
              {t('stamps.denomination')}
            </th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="text-end">
                {t(`stamps.stock.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.kind}-${row.denomination}`}>
              <th scope="row" className="fw-normal">
                {pick(STAMP_KIND_NAMES[row.kind])}
              </th>
              <td className="text-end">₹{row.denomination}</td>
              {COLUMNS.map((column) => (
                <td key={column} className="text-end">
                  {row[column].toLocaleString('en-IN')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
