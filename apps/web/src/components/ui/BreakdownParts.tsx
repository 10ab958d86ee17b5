import { useTranslation } from 'react-i18next';
import { formatRupees } from '@igrs/domain';

/** The total line closing a breakdown table of rupee amounts. */
export function TotalRow({ label, amount }: { label: string; amount: number }) {
  return (
    <tfoot>
      <tr className="table-primary">
        <th scope="row" colSpan={2}>
          {label}
        </th>
        <td className="text-end fw-bold text-nowrap">{formatRupees(amount)}</td>
      </tr>
    </tfoot>
  );
}

/** Prints the page; hidden on paper itself. */
export function PrintButton() {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn btn-outline-secondary d-print-none" onClick={() => window.print()}>
      {t('common.print')}
    </button>
  );
}
