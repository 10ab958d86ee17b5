import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { APPOINTMENT_KINDS, EDITABLE_REGISTRY_STATUSES, REGISTRY_DEFINITIONS, filingSchema, formatRupees, particularsSchema, toYearMonthDay, type RegistryEntryView } from '@igrs/domain';
import { SandboxPaymentNotice } from '../../../components/ui/SandboxPaymentNotice.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';
import { useCitizenSession } from '../../../lib/citizen-session.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { downloadCertificate, enquirePayment, payFee, useFileFiling, useMyEntry, useSaveParticulars, useSubmitEntry } from '../api/registries.ts';
import { EntryStatus, ParticularsView } from '../components/EntryDetails.tsx';
import { AppointmentPicker } from '../components/AppointmentPicker.tsx';
import { Papers } from '../components/Papers.tsx';
import { SectionsForm } from '../components/SectionsForm.tsx';
import { errorText } from '../../../lib/api-client.ts';

/** Back from the gateway with an order: its outcome asked once, then the entry read again. */
function usePaymentReturn(refetch: () => unknown) {
  const [search, setSearch] = useSearchParams();
  const orderId = search.get('orderId');
  useEffect(() => {
    if (!orderId) return;
    void enquirePayment(orderId)
      .catch(() => undefined)
      .then(() => {
        setSearch({}, { replace: true });
        return refetch();
      });
  }, [orderId, refetch, setSearch]);
}

function EditStep({ view }: { view: RegistryEntryView }) {
  const { t } = useTranslation('registries');
  const save = useSaveParticulars(view.entryId);
  const submit = useSubmitEntry(view.entryId);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string>();
  return (
    <section aria-labelledby="particulars-heading" className="mb-4">
      <h2 id="particulars-heading" className="h4">
        {t('particulars')}
      </h2>
      {saved ? (
        <div className="alert alert-success" role="status">
          {t('savedNowSubmit')}
        </div>
      ) : null}
      <SectionsForm
        sections={REGISTRY_DEFINITIONS[view.kind].sections}
        schema={particularsSchema(view.kind, toYearMonthDay(new Date()))}
        saved={view.particulars}
        submitLabel={t('save')}
        onSave={async (particulars) => {
          await save.mutateAsync(particulars);
          setSaved(true);
        }}
      />
      <h3 className="h5 mt-4">{t('papers')}</h3>
      <p>{t('papersHelp')}</p>
      <Papers view={view} as="citizen" editable />
      {view.particulars ? (
        <div className="mt-4">
          {failure ? (
            <div className="alert alert-danger" role="alert">
              {failure}
            </div>
          ) : null}
          <p>{t('submitHelp', { fee: formatRupees(view.feeRupees - view.paidRupees) })}</p>
          <button
            type="button"
            className="btn btn-success"
            disabled={submit.isPending}
            onClick={() =>
              submit.mutateAsync(undefined).then(
                () => setFailure(undefined),
                (error: Error) => setFailure(errorText(error)),
              )
            }
          >
            {t('submit')}
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** A later filing on a registered firm or society: its kind chosen, then its own form. */
function FilingStep({ view }: { view: RegistryEntryView }) {
  const { t } = useTranslation('registries');
  const { pick } = useBilingual();
  const filings = REGISTRY_DEFINITIONS[view.kind].filings;
  const [chosen, setChosen] = useState('');
  const [filed, setFiled] = useState(false);
  const file = useFileFiling(view.entryId);
  const filing = filings.find((entry) => entry.kind === chosen);
  return (
    <section aria-labelledby="filing-heading" className="mb-4">
      <h2 id="filing-heading" className="h4">
        {t('filingTitle')}
      </h2>
      <p>{t('filingHelp')}</p>
      {filed ? (
        <div className="alert alert-success" role="status">
          {t('filingFiled')}
        </div>
      ) : null}
      <div className="mb-3" style={{ maxWidth: '32rem' }}>
        <label htmlFor="filing-kind" className="form-label">
          {t('filingKind')}
        </label>
        <select id="filing-kind" className="form-select" value={chosen} onChange={(event) => setChosen(event.target.value)}>
          <option value="">{t('choose')}</option>
          {filings.map((entry) => (
            <option key={entry.kind} value={entry.kind}>
              {pick(entry.title)}
            </option>
          ))}
        </select>
      </div>
      {filing ? (
        <SectionsForm
          key={filing.kind}
          sections={filing.sections}
          schema={filingSchema(filing, toYearMonthDay(new Date()))}
          saved={filing.effect.type === 'replace' ? { [filing.effect.section]: view.particulars?.[filing.effect.section] ?? [] } : null}
          submitLabel={t('fileIt')}
          onSave={async (particulars) => {
            await file.mutateAsync({ filingKind: filing.kind, particulars });
            setFiled(true);
            setChosen('');
          }}
        />
      ) : null}
    </section>
  );
}

/**
 * One marriage, firm or society registration: the particulars while they can
 * change, the fee, the notice and objections of a special marriage, every
 * step, and the certificate once registered.
 */
export function RegistryEntryPage({ signIn }: { signIn: ReactNode }) {
  const { t } = useTranslation('registries');
  const { pick } = useBilingual();
  const { entryId = '' } = useParams();
  const session = useCitizenSession();
  const entry = useMyEntry(entryId);
  usePaymentReturn(entry.refetch);
  const [failure, setFailure] = useState<string>();
  const view = entry.data;
  const title = view ? `${pick(REGISTRY_DEFINITIONS[view.kind].title)} ${view.entryId}` : t('title');
  usePageTitle(title);
  if (session?.kind !== 'citizen') {
    return (
      <div className="container-xxl py-4">
        <h1 className="h2">{t('title')}</h1>
        <p>{t('signInWhy')}</p>
        {signIn}
      </div>
    );
  }
  return (
    <div className="container-xxl py-4">
      <p>
        <Link to="/OtherRegistrations">{t('back')}</Link>
      </p>
      <h1 className="h2">{title}</h1>
      {entry.isError ? (
        <div className="alert alert-danger" role="alert">
          {entry.error.message}
        </div>
      ) : null}
      {failure ? (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      ) : null}
      {view ? (
        <>
          <section aria-labelledby="status-heading" className="mb-4">
            <h2 id="status-heading" className="h4">
              {t('whereItStands')}
            </h2>
            <EntryStatus view={view} />
            {APPOINTMENT_KINDS.includes(view.kind) && (view.status === 'with-registrar' || view.status === 'notice-published') ? <AppointmentPicker view={view} /> : null}
            {view.status === 'awaiting-fee' ? <SandboxPaymentNotice /> : null}
            {view.status === 'awaiting-fee' ? (
              <button type="button" className="btn btn-primary" onClick={() => payFee(view.entryId).catch((error: Error) => setFailure(error.message))}>
                {t('pay', { fee: formatRupees(view.feeRupees - view.paidRupees) })}
              </button>
            ) : null}
            {view.status === 'registered' ? (
              <div className="d-flex flex-wrap gap-2">
                {(['en', 'te'] as const).map((language) => (
                  <button key={language} type="button" className="btn btn-outline-success" onClick={() => downloadCertificate(view, language, 'citizen').catch((error: Error) => setFailure(error.message))}>
                    {t(`certificate.${language}`)}
                  </button>
                ))}
              </div>
            ) : null}
          </section>
          {view.status === 'registered' && REGISTRY_DEFINITIONS[view.kind].filings.length > 0 ? <FilingStep view={view} /> : null}
          {EDITABLE_REGISTRY_STATUSES.includes(view.status) ? (
            <EditStep view={view} />
          ) : (
            <section aria-labelledby="particulars-heading">
              <h2 id="particulars-heading" className="h4">
                {t('particulars')}
              </h2>
              <ParticularsView view={view} />
              <h3 className="h5">{t('papers')}</h3>
              <Papers view={view} as="citizen" editable={false} />
            </section>
          )}
        </>
      ) : null}
    </div>
  );
}
