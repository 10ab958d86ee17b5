import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STAMP_KIND_NAMES, findSroOffice, formatDisplayDate, toDayMonthYearTime, type Licence } from '@igrs/domain';
import { ListTable } from '../../../components/ui/ListTable.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useBilingual } from '../../../lib/bilingual.ts';
import { useMenuPageTitle } from '../../../lib/page-title.ts';
import { usePrincipal } from '../../../lib/session.ts';
import { useChangeLicenceStatus, useDecideLicence, useLicenceRequests, useLicences } from '../api/stamps.ts';
import { DecisionWithRemarks } from '../../../components/ui/DecisionWithRemarks.tsx';

/** Suspends a licence in force or restores a suspended one, with the reason. */
function StatusChange({ licence, onProblem }: { licence: Licence; onProblem: (message: string) => void }) {
  const { t } = useTranslation();
  const change = useChangeLicenceStatus();
  const [reason, setReason] = useState('');
  const id = `reason-${licence.licenceNumber}`;
  const status = licence.status === 'suspended' ? 'active' : 'suspended';
  return (
    <div className="d-flex flex-wrap gap-2 align-items-end mt-1">
      <div>
        <label htmlFor={id} className="form-label small mb-0">
          {t('stamps.licences.reason', { licence: licence.licenceNumber })}
        </label>
        <input id={id} className="form-control form-control-sm" value={reason} onChange={(event) => setReason(event.target.value)} />
      </div>
      <button
        type="button"
        className={`btn btn-sm ${status === 'suspended' ? 'btn-outline-danger' : 'btn-success'}`}
        onClick={() =>
          void change
            .mutateAsync({ licenceNumber: licence.licenceNumber, change: { status, reason: reason.trim() } })
            .then(() => setReason(''))
            .catch((error: unknown) => onProblem(errorText(error)))
        }
      >
        {status === 'suspended' ? t('stamps.licences.suspend') : t('stamps.licences.restore')}
      </button>
    </div>
  );
}

/** The licences of the jurisdiction's vendors; the District Registrar suspends one (indents and sales stop) or restores it, saying why. */
function Licences({ decides, onProblem }: { decides: boolean; onProblem: (message: string) => void }) {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const licences = useLicences();
  const rows = licences.data ?? [];
  return (
    <section aria-labelledby="licences-heading" className="mb-4">
      <h2 id="licences-heading" className="h4">
        {t('stamps.licences.inForceTitle')}
      </h2>
      <ListTable label={t('stamps.licences.inForceTitle')} columns={[{ header: t('stamps.licences.vendor') }, { header: t('stamps.licences.depot') }, { header: t('stamps.licences.validTo') }, { header: t('stamps.status') }]} className="table align-middle">
        {rows.map((licence) => (
          <tr key={licence.licenceNumber}>
            <th scope="row">
              {licence.name}
              <div className="small fw-normal">{licence.licenceNumber}</div>
            </th>
            <td>{pick(findSroOffice(licence.depotSroCode)?.description ?? { en: licence.depotSroCode, te: licence.depotSroCode })}</td>
            <td>{formatDisplayDate(licence.validTo)}</td>
            <td>
              <div>{licence.status === 'suspended' ? t('stamps.licences.suspended') : licence.inForce ? t('stamps.licences.inForce') : t('stamps.licences.lapsed')}</div>
              {decides ? <StatusChange licence={licence} onProblem={onProblem} /> : null}
            </td>
          </tr>
        ))}
      </ListTable>
    </section>
  );
}

/** Renewal requests of the vendors whose depots are in the officer's jurisdiction; the District Registrar decides them. */
export function LicenceRequestsPage() {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const title = useMenuPageTitle('vendorLicences');
  const principal = usePrincipal();
  const requests = useLicenceRequests();
  const decide = useDecideLicence();
  const [problem, setProblem] = useState<string>();
  const decides = principal?.loginType === 'DR';
  return (
    <div className="container-xxl py-4">
      <h1 className="h2 mb-3">{title}</h1>
      <p>{t('stamps.licences.intro')}</p>
      {problem ? (
        <p className="alert alert-danger" role="alert">
          {problem}
        </p>
      ) : null}
      <Licences decides={decides} onProblem={setProblem} />
      <h2 className="h4">{t('stamps.licences.requestsTitle')}</h2>
      {requests.data && requests.data.length === 0 ? <p>{t('stamps.licences.none')}</p> : null}
      {requests.data && requests.data.length > 0 ? (
        <ListTable label={title} columns={[{ header: t('stamps.licences.request') }, { header: t('stamps.licences.vendor') }, { header: t('stamps.licences.depot') }, { header: t('stamps.licences.period') }, { header: t('stamps.licences.kinds') }, { header: t('stamps.status') }]} className="table align-middle">
          {requests.data.map((request) => (
            <tr key={request.requestId}>
              <th scope="row">
                {request.requestId}
                <div className="small fw-normal">{toDayMonthYearTime(request.requestedAt)}</div>
              </th>
              <td>
                {request.vendorName}
                <div className="small">{request.licenceNumber || t('stamps.licences.firstLicence')}</div>
                {request.remarks ? <div className="small fst-italic">{request.remarks}</div> : null}
              </td>
              <td>{pick(findSroOffice(request.depotSroCode)?.description ?? { en: request.depotSroCode, te: request.depotSroCode })}</td>
              <td>
                {formatDisplayDate(request.periodFrom)} – {formatDisplayDate(request.periodTo)}
              </td>
              <td>{request.kinds.map((kind) => pick(STAMP_KIND_NAMES[kind])).join(', ')}</td>
              <td>
                {request.status === 'requested' && decides ? (
                  <DecisionWithRemarks
                    id={request.requestId}
                    remarksLabel={t('stamps.licences.remarks', { id: request.requestId })}
                    yesLabel={t('stamps.licences.approve')}
                    noLabel={t('stamps.licences.reject')}
                    onDecide={(yes, remarks) =>
                      void decide
                        .mutateAsync({ requestId: request.requestId, decision: yes ? { decision: 'approve', ...(remarks ? { remarks } : {}) } : { decision: 'reject', remarks } })
                        .catch((error: unknown) => setProblem(errorText(error)))
                    }
                  />
                ) : (
                  <>
                    {t(`stamps.renewal.statuses.${request.status}`)}
                    {request.decidedBy ? <div className="small">{t('stamps.licences.decidedBy', { officer: request.decidedBy, remarks: request.decisionRemarks ?? '' })}</div> : null}
                  </>
                )}
              </td>
            </tr>
          ))}
        </ListTable>
      ) : null}
    </div>
  );
}
