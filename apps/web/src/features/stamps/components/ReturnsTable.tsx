import { useTranslation } from 'react-i18next';
import { STAMP_KIND_NAMES, findSroOffice, formatRupees, toDayMonthYearTime, type StampReturnView } from '@igrs/domain';
import { ListTable } from '../../../components/ui/ListTable.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';

/** Papers given back to a depot, as the vendor and the depot both see them: when, who, what, which serials and why. */
export function ReturnsTable({ caption, returns }: { caption: string; returns: readonly StampReturnView[] }) {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  if (returns.length === 0) return <p>{t('stamps.returns.none')}</p>;
  return (
    <ListTable label={caption} captionPlacement="top" columns={[{ header: t('stamps.returns.when') }, { header: t('stamps.licences.vendor') }, { header: t('stamps.licences.depot') }, { header: t('stamps.kind') }, { header: t('stamps.papers'), numeric: true }, { header: t('stamps.returns.serialsShort') }, { header: t('stamps.returns.reason') }]} className="table table-sm align-middle">
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
    </ListTable>
  );
}
