import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { APPLICATION_STATUS_NAMES, APPLICATION_STEP_NAMES, findSroOffice, toDayMonthYearTime, type ApplicationStatus, type ApplicationView, type Language } from '@igrs/domain';
import { useBilingual } from '../../../lib/bilingual.ts';
import { downloadCitizenFile, enquirePayment } from '../api/applications.ts';
import { ListTable } from '../../../components/ui/ListTable.tsx';

/** The milestones every application passes, in order; a send-back steps out of them until the correction is resubmitted. */
const MILESTONES: readonly ApplicationStatus[] = ['submitted', 'paid', 'slot-booked', 'checked', 'registered', 'returned'];
const REACHED: Record<ApplicationStatus, number> = { draft: -1, submitted: 0, 'sent-back': 3, paid: 1, 'slot-booked': 2, checked: 3, registered: 4, returned: 5, withdrawn: -1 };

const stepName = (step: string) => (step in APPLICATION_STEP_NAMES ? APPLICATION_STEP_NAMES[step as keyof typeof APPLICATION_STEP_NAMES] : { en: step, te: step });

/** Back from the gateway: the portal asks it what became of the order before showing where the application stands. */
function usePaymentReturn(applicationId: string) {
  const [search, setSearch] = useSearchParams();
  const client = useQueryClient();
  const orderId = search.get('orderId');
  const [outcome, setOutcome] = useState<string>();
  useEffect(() => {
    if (!orderId) return;
    let live = true;
    enquirePayment(orderId)
      .then((answer) => {
        if (!live) return;
        setOutcome(answer.status);
        void client.invalidateQueries({ queryKey: ['citizen-applications', applicationId] });
        setSearch({}, { replace: true });
      })
      .catch(() => live && setOutcome('unknown'));
    return () => {
      live = false;
    };
  }, [orderId, applicationId, client, setSearch]);
  return outcome;
}

/** Where the application stands, every step it took, and the printouts it has earned. */
export function StatusTracker({ application }: { application: ApplicationView }) {
  const { t } = useTranslation('application');
  const { pick } = useBilingual();
  const payment = usePaymentReturn(application.applicationId);
  const [problem, setProblem] = useState<string>();
  const reached = REACHED[application.status];
  const id = application.applicationId;
  const download = (which: 'acknowledgement' | 'endorsement', language: Language) =>
    void downloadCitizenFile(`/applications/${id}/${which}`, `${which}-${id}-${language}.pdf`, { language }).catch((error: Error) => setProblem(error.message));

  return (
    <div>
      {payment ? (
        <p className={`alert ${payment === 'success' ? 'alert-success' : 'alert-warning'}`} role="status">
          {payment === 'success' ? t('status.paymentSucceeded') : t('status.paymentNotMade')}
        </p>
      ) : null}
      {problem ? (
        <p className="alert alert-danger" role="alert">
          {problem}
        </p>
      ) : null}
      {application.status === 'sent-back' ? (
        <div className="alert alert-warning" role="status">
          <p className="mb-1 fw-semibold">{t('status.sentBack')}</p>
          <p className="mb-2">{application.remarks}</p>
          <Link to={`/Registration/${id}/review`} className="alert-link">
            {t('status.correct')}
          </Link>
        </div>
      ) : null}
      <ol className="igrs-tracker list-unstyled d-flex flex-wrap gap-2 mb-4">
        {MILESTONES.map((milestone, index) => {
          // A sent-back application has passed its slot but not the check.
          const current = index === reached && application.status !== 'sent-back';
          const done = index < reached || current;
          return (
            <li key={milestone} className={`badge rounded-pill fs-6 fw-normal ${done ? 'text-bg-success' : 'text-bg-light border'}`} aria-current={current ? 'step' : undefined}>
              <span className="visually-hidden">{done ? t('status.done') : t('status.notYet')}: </span>
              {pick(APPLICATION_STATUS_NAMES[milestone])}
            </li>
          );
        })}
      </ol>
      {application.document ? (
        <p className="alert alert-success">
          {t('status.registeredAs', {
            number: `${application.document.documentNumber}/${application.document.year}`,
            office: pick(findSroOffice(application.document.sroCode)?.description ?? { en: application.document.sroCode, te: application.document.sroCode }),
          })}
        </p>
      ) : null}
      <div className="d-flex flex-wrap gap-2 mb-4">
        {application.status !== 'draft' ? (
          <>
            <button type="button" className="btn btn-outline-primary" onClick={() => download('acknowledgement', 'en')}>
              {t('status.acknowledgement', { language: 'English' })}
            </button>
            <button type="button" className="btn btn-outline-primary" onClick={() => download('acknowledgement', 'te')}>
              {t('status.acknowledgement', { language: 'తెలుగు' })}
            </button>
          </>
        ) : null}
        {application.document ? (
          <>
            <button type="button" className="btn btn-outline-success" onClick={() => download('endorsement', 'en')}>
              {t('status.endorsement', { language: 'English' })}
            </button>
            <button type="button" className="btn btn-outline-success" onClick={() => download('endorsement', 'te')}>
              {t('status.endorsement', { language: 'తెలుగు' })}
            </button>
          </>
        ) : null}
      </div>
      <h3 className="h5">{t('status.history')}</h3>
      <ListTable label={t('status.history')} columns={[{ header: t('status.when') }, { header: t('status.step') }, { header: t('status.by') }, { header: t('status.remarks') }]} className="table table-sm">
        {[...application.events].reverse().map((event, index) => (
          <tr key={`${event.at}-${index}`}>
            <td className="text-nowrap">{toDayMonthYearTime(event.at)}</td>
            <th scope="row" className="fw-normal">
              {pick(stepName(event.step))}
            </th>
            <td>{event.by === 'citizen' || event.by === 'guest' ? t('status.you') : event.by === 'gateway' ? t('status.gateway') : t('status.office', { officer: event.by })}</td>
            <td>{event.remarks ?? ''}</td>
          </tr>
        ))}
      </ListTable>
    </div>
  );
}
