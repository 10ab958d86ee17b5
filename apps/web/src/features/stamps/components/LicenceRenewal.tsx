import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STAMP_KINDS, STAMP_KIND_NAMES, formatDisplayDate, type Licence, type StampKind } from '@igrs/domain';
import { errorText } from '../../../lib/api-client.ts';
import { useBilingual } from '../../../lib/bilingual.ts';
import { useRenewals, useRequestRenewal } from '../api/stamps.ts';

/** The vendor asks the District Registrar to renew the licence for the next year, and sees each request's decision. */
export function LicenceRenewal({ licence }: { licence: Licence }) {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const renewals = useRenewals();
  const ask = useRequestRenewal();
  const [kinds, setKinds] = useState<StampKind[]>(licence.kinds);
  const [remarks, setRemarks] = useState('');
  const [problem, setProblem] = useState<string>();
  const waiting = (renewals.data ?? []).some((request) => request.status === 'requested');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    ask.mutateAsync({ kinds, ...(remarks.trim() ? { remarks: remarks.trim() } : {}) }).catch((error: unknown) => {
      setProblem(errorText(error));
    });
  };
  return (
    <section className="col-12" aria-labelledby="renewal">
      <h2 id="renewal" className="h5">
        {t('stamps.renewal.title')}
      </h2>
      {problem ? (
        <p className="alert alert-danger" role="alert">
          {problem}
        </p>
      ) : null}
      {waiting ? null : (
        <form noValidate className="card card-body mb-3" onSubmit={submit}>
          <fieldset className="mb-2">
            <legend className="form-label fs-6">{t('stamps.renewal.kinds')}</legend>
            {STAMP_KINDS.map((kind) => (
              <div className="form-check form-check-inline" key={kind}>
                <input
                  className="form-check-input"
                  type="checkbox"
                  id={`renew-${kind}`}
                  checked={kinds.includes(kind)}
                  onChange={(event) => setKinds((current) => (event.target.checked ? [...current, kind] : current.filter((value) => value !== kind)))}
                />
                <label className="form-check-label" htmlFor={`renew-${kind}`}>
                  {pick(STAMP_KIND_NAMES[kind])}
                </label>
              </div>
            ))}
          </fieldset>
          <label htmlFor="renewal-remarks" className="form-label">
            {t('stamps.renewal.remarks')}
          </label>
          <textarea id="renewal-remarks" className="form-control mb-2" rows={2} value={remarks} onChange={(event) => setRemarks(event.target.value)} />
          <div>
            <button type="submit" className="btn btn-outline-primary">
              {t('stamps.renewal.ask')}
            </button>
          </div>
        </form>
      )}
      <LicenceRequestList />
    </section>
  );
}

/** The vendor's licence requests, first or renewal, and each one's decision. */
export function LicenceRequestList() {
  const { t } = useTranslation();
  const requests = useRenewals();
  if ((requests.data ?? []).length === 0) return null;
  return (
    <ul className="list-unstyled">
      {requests.data!.map((request) => (
        <li key={request.requestId} className="mb-2">
          {t('stamps.renewal.line', {
            id: request.requestId,
            from: formatDisplayDate(request.periodFrom),
            to: formatDisplayDate(request.periodTo),
            status: t(`stamps.renewal.statuses.${request.status}`),
          })}
          {request.decisionRemarks ? ` — ${request.decisionRemarks}` : ''}
        </li>
      ))}
    </ul>
  );
}
