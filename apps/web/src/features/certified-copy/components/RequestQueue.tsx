import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CERTIFIED_COPY_PURPOSE_LABELS,
  CERTIFIED_COPY_STATUSES,
  CERTIFIED_COPY_STATUS_LABELS,
  formatRupees,
  decideRequestStep,
  hasIssuedCopy,
  nextAction,
  toDayMonthYearTime,
  type CertifiedCopyStatus,
  type CertifiedCopySummary,
} from '@igrs/domain';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';
import { showMessage } from '../../../lib/popups.ts';
import { usePrincipal } from '../../../lib/session.ts';
import { downloadCertifiedCopy, useCertifiedCopyQueue, useMarkDelivered } from '../api/certified-copies.ts';
import { confirmStep } from './confirm-step.ts';
import { PaymentForm } from './PaymentForm.tsx';
import { ReadyForm } from './ReadyForm.tsx';
import { RequestDetails } from './RequestDetails.tsx';

type Panel = 'payment' | 'ready' | 'details';
const COLUMNS = 6;

const STATUS_BADGES: Record<CertifiedCopyStatus, string> = {
  requested: 'text-bg-warning',
  paid: 'text-bg-info',
  ready: 'text-bg-primary',
  delivered: 'text-bg-success',
};

function Timeline({ request }: { request: CertifiedCopySummary }) {
  const { t } = useTranslation('certifiedCopy');
  const steps = [
    ['requested', request.requestedAt],
    ['paid', request.paidAt],
    ['ready', request.readyAt],
    ['delivered', request.deliveredAt],
  ] as const;
  return (
    <ul className="list-unstyled small text-body-secondary mb-0">
      {steps.map(([step, time]) => (time ? <li key={step}>{t(`timeline.${step}`, { time: toDayMonthYearTime(time) })}</li> : null))}
      {request.lastActedBy ? <li>{t('timeline.lastActedBy', { login: request.lastActedBy })}</li> : null}
    </ul>
  );
}

/** The requests of the department, newest first, each with the one step that moves it on. */
export function RequestQueue() {
  const { t } = useTranslation('certifiedCopy');
  const { pick } = useBilingual();
  const principal = usePrincipal();
  const [status, setStatus] = useState<CertifiedCopyStatus | ''>('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<{ id: number; panel: Panel }>();
  const [working, setWorking] = useState<number>();
  const queue = useCertifiedCopyQueue({ status, page });
  const markDelivered = useMarkDelivered();
  const counts = queue.data?.counts;
  const total = counts ? CERTIFIED_COPY_STATUSES.reduce((sum, each) => sum + counts[each], 0) : undefined;

  const choose = (next: CertifiedCopyStatus | '') => {
    setStatus(next);
    setPage(1);
    setOpen(undefined);
  };
  const toggle = (id: number, panel: Panel) => setOpen((current) => (current?.id === id && current.panel === panel ? undefined : { id, panel }));

  const deliver = async (request: CertifiedCopySummary) => {
    if (!(await confirmStep(t, t('confirm.delivered', { reference: request.reference })))) return;
    setWorking(request.id);
    try {
      await markDelivered.mutateAsync(request.id);
      showMessage({ message: t('done.delivered', { reference: request.reference }), type: 'success' });
    } catch (error) {
      showMessage({ message: error instanceof Error ? error.message : String(error), type: 'failure' });
    } finally {
      setWorking(undefined);
    }
  };

  const download = async (request: CertifiedCopySummary) => {
    setWorking(request.id);
    try {
      await downloadCertifiedCopy(request);
    } catch (error) {
      showMessage({ message: error instanceof Error ? error.message : String(error), type: 'failure' });
    } finally {
      setWorking(undefined);
    }
  };

  const filterLabel = (each: CertifiedCopyStatus | '') =>
    `${each === '' ? t('queue.all') : pick(CERTIFIED_COPY_STATUS_LABELS[each])} (${each === '' ? (total ?? 0) : (counts?.[each] ?? 0)})`;

  return (
    <section aria-labelledby="queue-heading">
      <h2 id="queue-heading" className="h4">
        {t('queue.heading')}
      </h2>
      <div role="group" aria-label={t('queue.filter')} className="d-flex flex-wrap gap-2 mb-3">
        {(['', ...CERTIFIED_COPY_STATUSES] as const).map((each) => (
          <button key={each || 'all'} type="button" className={`btn btn-sm ${status === each ? 'btn-primary' : 'btn-outline-primary'}`} aria-pressed={status === each} onClick={() => choose(each)}>
            {filterLabel(each)}
          </button>
        ))}
      </div>
      {queue.isPending ? (
        <p role="status" className="text-body-secondary">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t('loading')}
        </p>
      ) : queue.isError ? (
        <div className="alert alert-danger" role="alert">
          {queue.error.message}
        </div>
      ) : queue.data.requests.length === 0 ? (
        <p className="text-body-secondary">{t('queue.empty')}</p>
      ) : (
        <>
          <div className="table-responsive">
            <table className="table table-sm align-middle" aria-busy={queue.isFetching}>
              <caption className="visually-hidden">{t('queue.caption', { filter: filterLabel(status) })}</caption>
              <thead className="table-light">
                <tr>
                  <th scope="col">{t('queue.columns.reference')}</th>
                  <th scope="col">{t('queue.columns.document')}</th>
                  <th scope="col">{t('queue.columns.applicant')}</th>
                  <th scope="col">{t('queue.columns.fee')}</th>
                  <th scope="col">{t('queue.columns.status')}</th>
                  <th scope="col">{t('queue.columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {queue.data.requests.map((request) => {
                  // Only the office's own staff see the steps; others read the request.
                  const action = principal && !decideRequestStep(principal, 'act', { sroCode: request.sro.code, requestedBy: request.requestedBy }) ? nextAction(request.status) : undefined;
                  const busy = working === request.id;
                  const panel = open?.id === request.id ? open.panel : undefined;
                  return (
                    <Fragment key={request.id}>
                      <tr>
                        <th scope="row" className="text-nowrap">
                          {request.reference}
                        </th>
                        <td>
                          {request.document ? t('queue.documentCell', { citation: request.citation, book: request.document.bookNumber }) : t('queue.marriageCell', { number: request.citation })}
                          <div className="small text-body-secondary">{pick(request.sro.name)}</div>
                        </td>
                        <td>
                          {request.applicantName}
                          <div className="small text-body-secondary">
                            {pick(CERTIFIED_COPY_PURPOSE_LABELS[request.purpose])}
                            {request.applicantMobileMasked ? ` · ${request.applicantMobileMasked}` : ''}
                          </div>
                        </td>
                        <td className="text-nowrap">
                          {formatRupees(request.fee.totalRupees)}
                          <div className="small text-body-secondary">{t('queue.copies', { count: request.fee.copies })}</div>
                        </td>
                        <td>
                          <span className={`badge ${STATUS_BADGES[request.status]}`}>{pick(CERTIFIED_COPY_STATUS_LABELS[request.status])}</span>
                          <Timeline request={request} />
                        </td>
                        <td>
                          <div className="d-flex flex-wrap gap-1" role="group" aria-label={t('queue.actionsFor', { reference: request.reference })}>
                            {action === 'payment' ? (
                              <button type="button" className="btn btn-sm btn-primary" aria-expanded={panel === 'payment'} onClick={() => toggle(request.id, 'payment')}>
                                {t('actions.payment')}
                              </button>
                            ) : null}
                            {action === 'ready' ? (
                              <button type="button" className="btn btn-sm btn-primary" aria-expanded={panel === 'ready'} onClick={() => toggle(request.id, 'ready')}>
                                {t('actions.ready')}
                              </button>
                            ) : null}
                            {action === 'delivered' ? (
                              <button type="button" className="btn btn-sm btn-primary" disabled={busy} onClick={() => void deliver(request)}>
                                {t('actions.delivered')}
                              </button>
                            ) : null}
                            {hasIssuedCopy(request.status) ? (
                              <button type="button" className="btn btn-sm btn-outline-primary" disabled={busy} onClick={() => void download(request)}>
                                {t('actions.download')}
                              </button>
                            ) : null}
                            <button type="button" className="btn btn-sm btn-outline-secondary" aria-expanded={panel === 'details'} onClick={() => toggle(request.id, 'details')}>
                              {t('actions.details')}
                            </button>
                            {busy ? <span className="spinner-border spinner-border-sm align-self-center" role="status" aria-label={t('working')} /> : null}
                          </div>
                        </td>
                      </tr>
                      {panel ? (
                        <tr>
                          <td colSpan={COLUMNS} className="bg-body-tertiary">
                            {panel === 'payment' ? <PaymentForm request={request} onDone={() => setOpen(undefined)} /> : null}
                            {panel === 'ready' ? <ReadyForm request={request} onDone={() => setOpen(undefined)} /> : null}
                            {panel === 'details' ? <RequestDetails id={request.id} /> : null}
                          </td>
                        </tr>
                      ) : null}
                    </Fragment>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Pagination page={queue.data.page} pageSize={queue.data.pageSize} total={queue.data.total} onChange={setPage} />
        </>
      )}
    </section>
  );
}
