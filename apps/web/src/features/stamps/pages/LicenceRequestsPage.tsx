import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STAMP_KIND_NAMES, findSroOffice, formatDisplayDate, toDayMonthYearTime } from '@igrs/domain';
import { TableScroll } from '../../../components/ui/TableScroll.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useBilingual } from '../../../lib/bilingual.ts';
import { useMenuPageTitle } from '../../../lib/page-title.ts';
import { usePrincipal } from '../../../lib/session.ts';
import { useDecideLicence, useLicenceRequests } from '../api/stamps.ts';
import { DecisionWithRemarks } from '../components/DecisionWithRemarks.tsx';

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
      {requests.data && requests.data.length === 0 ? <p>{t('stamps.licences.none')}</p> : null}
      {requests.data && requests.data.length > 0 ? (
        <TableScroll label={title}>
          <table className="table align-middle">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('stamps.licences.request')}</th>
                <th scope="col">{t('stamps.licences.vendor')}</th>
                <th scope="col">{t('stamps.licences.depot')}</th>
                <th scope="col">{t('stamps.licences.period')}</th>
                <th scope="col">{t('stamps.licences.kinds')}</th>
                <th scope="col">{t('stamps.status')}</th>
              </tr>
            </thead>
            <tbody>
              {requests.data.map((request) => (
                <tr key={request.requestId}>
                  <th scope="row">
                    {request.requestId}
                    <div className="small fw-normal">{toDayMonthYearTime(request.requestedAt)}</div>
                  </th>
                  <td>
                    {request.vendorName}
                    <div className="small">{request.licenceNumber}</div>
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
                            .catch((error: unknown) => setProblem(error instanceof ApiRequestError ? [error.message, ...error.details.map((detail) => detail.message)].join(' ') : String(error)))
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
            </tbody>
          </table>
        </TableScroll>
      ) : null}
    </div>
  );
}
