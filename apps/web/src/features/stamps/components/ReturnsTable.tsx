import { useTranslation } from 'react-i18next';
import { STAMP_KIND_NAMES, findSroOffice, formatRupees, toDayMonthYearTime, type StampReturnView } from '@igrs/domain';
import { TableScroll } from '../../../components/ui/TableScroll.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';

/** Papers given back to a depot, as the vendor and the depot both see them: when, who, what, which serials and why. */
export function ReturnsTable({ caption, returns }: { caption: string; returns: readonly StampReturnView[] }) {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  if (returns.length === 0) return <p>{t('stamps.returns.none')}</p>;
  return (
    <TableScroll label={caption}>
      <table className="table table-sm align-middle">
        <caption className="caption-top">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('stamps.returns.when')}</th>
            <th scope="col">{t('stamps.licences.vendor')}</th>
            <th scope="col">{t('stamps.licences.depot')}</th>
            <th scope="col">{t('stamps.kind')}</th>
            <th scope="col" className="text-end">
              {t('stamps.papers')}
            </th>
            <th scope="col">{t('stamps.returns.serialsShort')}</th>
            <th scope="col">{t('stamps.returns.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {returns.map((entry) => (
            <tr key={`${entry.returnedAt}-${entry.licenceNumber}-${entry.kind}-${entry.denomination}`}>
              <td>{toDayMonthYearTime(entry.returnedAt)}</td>
              <td>
                {entry.vendorName}
                <div className="small">{entry.licenceNumber}</div>
              </td>
              <td>{pick(findSroOffice(entry.depotSroCode)?.description ?? { en: entry.depotSroCode, te: entry.depotSroCode })}</td>
              <td>
                {pick(STAMP_KIND_NAMES[entry.kind])} {formatRupees(entry.denomination)}
              </td>
              <td className="text-end">{entry.papers}</td>
              <td>{entry.serials.map((run) => (run.from === run.to ? run.from : `${run.from} – ${run.to}`)).join(', ')}</td>
              <td>{entry.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
