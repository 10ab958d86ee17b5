import { useTranslation } from 'react-i18next';
import { LAND_RECORDS_PARTNERS, MUTATION_PARTNER_OF, MUTATION_STATUS_LABELS, formatDisplayDate, toDayMonthYearTime, type DocumentMutation } from '@igrs/domain';
import { ListTable } from '../../../components/ui/ListTable.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';

/** Where each schedule's mutation of the land records stands, beneath a transfer's details. */
export function MutationRequests({ mutations }: { mutations: readonly DocumentMutation[] }) {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  if (mutations.length === 0) return null;
  return (
    <section className="mt-4" aria-labelledby="mutation-requests">
      <h2 className="h4" id="mutation-requests">
        {t('reports.mutations.heading')}
      </h2>
      <ListTable label={t('reports.mutations.requests')} columns={[{ header: t('reports.mutations.schedule') }, { header: t('reports.mutations.requestNumber') }, { header: t('reports.mutations.sentTo') }, { header: t('reports.mutations.sentAt') }, { header: t('reports.mutations.status') }, { header: t('reports.mutations.decidedOn') }, { header: t('reports.mutations.orderNumber') }, { header: t('reports.mutations.remarks') }]} className="table table-sm table-striped align-middle">
        {mutations.map((mutation) => (
          <tr key={mutation.requestNumber}>
            <td>{mutation.scheduleNumber}</td>
            <td>{mutation.requestNumber}</td>
            <td>{pick(LAND_RECORDS_PARTNERS[MUTATION_PARTNER_OF[mutation.kind]].name)}</td>
            <td>{toDayMonthYearTime(mutation.sentAt)}</td>
            <td>{pick(MUTATION_STATUS_LABELS[mutation.status])}</td>
            <td>{mutation.decidedOn ? formatDisplayDate(mutation.decidedOn) : ''}</td>
            <td>{mutation.orderNumber ?? ''}</td>
            <td>{mutation.remarks}</td>
          </tr>
        ))}
      </ListTable>
    </section>
  );
}
