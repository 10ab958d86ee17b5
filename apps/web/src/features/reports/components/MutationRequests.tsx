import { useTranslation } from 'react-i18next';
import { LAND_RECORDS_PARTNERS, MUTATION_PARTNER_OF, MUTATION_STATUS_LABELS, formatDisplayDate, toDayMonthYearTime, type DocumentMutation } from '@igrs/domain';
import { TableScroll } from '../../../components/ui/TableScroll.tsx';
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
      <TableScroll label={t('reports.mutations.requests')}>
        <table className="table table-sm table-striped align-middle">
          <caption className="visually-hidden">{t('reports.mutations.requests')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reports.mutations.schedule')}</th>
              <th scope="col">{t('reports.mutations.requestNumber')}</th>
              <th scope="col">{t('reports.mutations.sentTo')}</th>
              <th scope="col">{t('reports.mutations.sentAt')}</th>
              <th scope="col">{t('reports.mutations.status')}</th>
              <th scope="col">{t('reports.mutations.decidedOn')}</th>
              <th scope="col">{t('reports.mutations.orderNumber')}</th>
              <th scope="col">{t('reports.mutations.remarks')}</th>
            </tr>
          </thead>
          <tbody>
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
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
