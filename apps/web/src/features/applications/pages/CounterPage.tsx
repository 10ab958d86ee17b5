import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUS_NAMES, formatDisplayDate, toYearMonthDay, type ApplicationView, type OfficeCheck } from '@igrs/domain';
import { ErrorSummary } from '../../../components/ui/ErrorSummary.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useBilingual } from '../../../lib/bilingual.ts';
import { formatFileSize } from '../../../lib/file-size.ts';
import { useMenuPageTitle } from '../../../lib/page-title.ts';
import { downloadOfficeFile, useAdmit, useCloseDay, useOfficeApplication, useOfficeCheck, useOfficeQueue, useReturnDocument, useSaveSlotSettings, useSlotSettings } from '../api/applications.ts';
import { CheckSlip } from '../components/CheckSlip.tsx';
import { FeesTable } from '../components/FeesTable.tsx';
import { ListTable } from '../../../components/ui/ListTable.tsx';

const IDENTITY_DOCUMENTS = ['aadhaar', 'pan', 'voter-id', 'passport', 'driving-licence'] as const;

/** What came of a form's last submission, said where the form is. */
function Outcome({ outcome }: { outcome: { ok: boolean; text: string } | undefined }) {
  if (!outcome) return null;
  return (
    <p className={`alert ${outcome.ok ? 'alert-success' : 'alert-danger'}`} role={outcome.ok ? 'status' : 'alert'}>
      {outcome.text}
    </p>
  );
}

/** The parties' appearance and identity as the officer sees them at the slot, then accept; or send back with remarks. */
function CheckForm({ application, onProblem }: { application: ApplicationView; onProblem: (message: string) => void }) {
  const { t } = useTranslation('application');
  const check = useOfficeCheck();
  const [presence, setPresence] = useState(() => application.parties.map(() => ({ present: true, identityDocument: 'aadhaar', lastFour: '' })));
  const [remarks, setRemarks] = useState('');
  const accept = (event: FormEvent) => {
    event.preventDefault();
    const entries = presence.flatMap((entry, partyIndex) => (entry.present ? [{ partyIndex, identityDocument: entry.identityDocument, lastFour: entry.lastFour.trim() }] : []));
    const body = { decision: 'accept', presence: entries } as OfficeCheck;
    check.mutateAsync({ applicationId: application.applicationId, check: body }).catch((error: unknown) => onProblem(errorText(error)));
  };
  const sendBack = (event: FormEvent) => {
    event.preventDefault();
    check.mutateAsync({ applicationId: application.applicationId, check: { decision: 'send-back', remarks } }).catch((error: unknown) => onProblem(errorText(error)));
  };
  return (
    <div className="row g-4">
      <form noValidate className="col-12 col-lg-7" onSubmit={accept}>
        <fieldset className="card card-body">
          <legend className="h6">{t('counter.presence')}</legend>
          {application.parties.map((party, index) => {
            const entry = presence[index]!;
            const set = (change: Partial<typeof entry>) => setPresence((current) => current.map((value, position) => (position === index ? { ...value, ...change } : value)));
            return (
              <div className="row g-2 align-items-end mb-2" key={`${index}-${party.name}`}>
                <div className="col-12 col-md-4">
                  <div className="form-check">
                    <input className="form-check-input" type="checkbox" id={`present-${index}`} checked={entry.present} onChange={(event) => set({ present: event.target.checked })} />
                    <label className="form-check-label" htmlFor={`present-${index}`}>
                      {t('counter.present', { number: index + 1, name: party.name })}
                    </label>
                  </div>
                </div>
                <div className="col-6 col-md-4">
                  <label htmlFor={`document-${index}`} className="form-label small">
                    {t('counter.identityDocument')}
                  </label>
                  <select id={`document-${index}`} className="form-select form-select-sm" value={entry.identityDocument} disabled={!entry.present} onChange={(event) => set({ identityDocument: event.target.value })}>
                    {IDENTITY_DOCUMENTS.map((value) => (
                      <option key={value} value={value}>
                        {t(`counter.documents.${value}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="col-6 col-md-4">
                  <label htmlFor={`lastFour-${index}`} className="form-label small">
                    {t('counter.lastFour')}
                  </label>
                  <input id={`lastFour-${index}`} className="form-control form-control-sm" maxLength={4} autoComplete="off" value={entry.lastFour} disabled={!entry.present} onChange={(event) => set({ lastFour: event.target.value })} />
                </div>
              </div>
            );
          })}
          <div>
            <button type="submit" className="btn btn-success mt-2">
              {t('counter.accept')}
            </button>
          </div>
        </fieldset>
      </form>
      <form noValidate className="col-12 col-lg-5" onSubmit={sendBack}>
        <div className="card card-body">
          <label htmlFor="remarks" className="form-label h6">
            {t('counter.remarks')}
          </label>
          <textarea id="remarks" className="form-control mb-2" rows={3} value={remarks} onChange={(event) => setRemarks(event.target.value)} />
          <div>
            <button type="submit" className="btn btn-outline-danger">
              {t('counter.sendBack')}
            </button>
          </div>
        </div>
      </form>
    </div>
  );
}

/** One application at the counter: the check slip beside the uploaded deed, and the step it is ready for. */
function CounterApplication({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('application');
  const { pick } = useBilingual();
  const query = useOfficeApplication(applicationId);
  const admit = useAdmit();
  const handBack = useReturnDocument();
  const [problem, setProblem] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const fail = (message: string) => {
    setProblem(message);
    setAttempt((value) => value + 1);
  };
  const application = query.data;
  if (!application) return query.isError ? <p className="alert alert-warning">{errorText(query.error)}</p> : <p>{t('loading')}</p>;
  const id = application.applicationId;
  return (
    <section aria-labelledby="counter-application" className="card card-body mt-4">
      <h2 id="counter-application" className="h4">
        {t('counter.application', { id })} <span className="badge text-bg-primary fw-normal">{pick(APPLICATION_STATUS_NAMES[application.status])}</span>
      </h2>
      <ErrorSummary errors={problem ? [{ message: problem }] : []} version={attempt} />
      <div className="row g-4">
        <div className="col-12 col-xl-8">
          <CheckSlip application={application} />
        </div>
        <div className="col-12 col-xl-4">
          <h3 className="h6">{t('counter.files')}</h3>
          {application.documents.length === 0 ? (
            <p>{t('files.none')}</p>
          ) : (
            <ul>
              {application.documents.map((file) => (
                <li key={file.documentId}>
                  <button type="button" className="btn btn-link p-0 text-start" onClick={() => void downloadOfficeFile(`/office/applications/${id}/documents/${file.documentId}`, file.fileName).catch((error: unknown) => fail(errorText(error)))}>
                    {t(`files.kinds.${file.kind}`)}: {file.fileName}
                  </button>{' '}
                  ({formatFileSize(file.sizeBytes)})
                </li>
              ))}
            </ul>
          )}
          <FeesTable application={application} />
        </div>
      </div>
      {application.status === 'slot-booked' ? <CheckForm application={application} onProblem={fail} /> : null}
      {application.status === 'checked' ? (
        <div>
          <p>{t('counter.admitIntro')}</p>
          <button type="button" className="btn btn-primary" onClick={() => void admit.mutateAsync(id).catch((error: unknown) => fail(errorText(error)))}>
            {t('counter.admit')}
          </button>
        </div>
      ) : null}
      {application.document ? (
        <div className="d-flex flex-wrap gap-2 align-items-center">
          <p className="mb-0 me-2">{t('counter.registeredAs', { number: `${application.document.documentNumber}/${application.document.year}` })}</p>
          <button type="button" className="btn btn-outline-primary" onClick={() => void downloadOfficeFile(`/office/applications/${id}/endorsement`, `endorsement-${id}.pdf`).catch((error: unknown) => fail(errorText(error)))}>
            {t('counter.endorsement')}
          </button>
          {application.status === 'registered' ? (
            <button type="button" className="btn btn-success" onClick={() => void handBack.mutateAsync(id).catch((error: unknown) => fail(errorText(error)))}>
              {t('counter.returned')}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** The office's counter: hours, slot length and how many slots a day; bookings already made stay. */
function SlotSettingsForm({ sroCode }: { sroCode: string }) {
  const { t } = useTranslation('application');
  const current = useSlotSettings(sroCode);
  const save = useSaveSlotSettings();
  const [draft, setDraft] = useState<{ opens: string; closes: string; slotMinutes: string; slotsPerDay: string }>();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  if (!current.data) return null;
  const values = draft ?? { opens: current.data.opens, closes: current.data.closes, slotMinutes: String(current.data.slotMinutes), slotsPerDay: current.data.slotsPerDay === null ? '' : String(current.data.slotsPerDay) };
  const set = (change: Partial<typeof values>) => setDraft({ ...values, ...change });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const settings = { opens: values.opens, closes: values.closes, slotMinutes: Number(values.slotMinutes), slotsPerDay: values.slotsPerDay.trim() === '' ? null : Number(values.slotsPerDay) };
    save.mutateAsync(settings).then(
      () => {
        setDraft(undefined);
        setOutcome({ ok: true, text: t('counter.settingsSaved') });
      },
      (error: unknown) => setOutcome({ ok: false, text: errorText(error) }),
    );
  };
  const field = (name: keyof typeof values, type: 'time' | 'number', hint?: string) => (
    <div className="col-6 col-md-3">
      <label htmlFor={`settings-${name}`} className="form-label">
        {t(`counter.settings.${name}`)}
      </label>
      {hint ? (
        <div id={`settings-${name}-hint`} className="form-text mt-0 mb-1">
          {hint}
        </div>
      ) : null}
      <input id={`settings-${name}`} type={type} className="form-control" value={values[name]} aria-describedby={hint ? `settings-${name}-hint` : undefined} onChange={(event) => set({ [name]: event.target.value })} />
    </div>
  );
  return (
    <form noValidate className="card card-body mt-4" onSubmit={submit} aria-labelledby="slot-settings">
      <h2 id="slot-settings" className="h5">
        {t('counter.settingsTitle')}
      </h2>
      <Outcome outcome={outcome} />
      <div className="row g-3 align-items-end">
        {field('opens', 'time')}
        {field('closes', 'time')}
        {field('slotMinutes', 'number')}
        {field('slotsPerDay', 'number', t('counter.settings.slotsPerDayHint'))}
      </div>
      <div className="mt-3">
        <button type="submit" className="btn btn-outline-primary">
          {t('counter.saveSettings')}
        </button>
      </div>
    </form>
  );
}

/** An office closes a day to new bookings (a holiday, an inspection), with the reason citizens see. */
function CloseDayForm() {
  const { t } = useTranslation('application');
  const close = useCloseDay();
  const [date, setDate] = useState('');
  const [reasonEn, setReasonEn] = useState('');
  const [reasonTe, setReasonTe] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    close.mutateAsync({ date, reason: { en: reasonEn, te: reasonTe } }).then(
      () => setOutcome({ ok: true, text: t('counter.closed', { date: formatDisplayDate(date) }) }),
      (error: unknown) => setOutcome({ ok: false, text: errorText(error) }),
    );
  };
  return (
    <form noValidate className="card card-body mt-4" onSubmit={submit} aria-labelledby="close-day">
      <h2 id="close-day" className="h5">
        {t('counter.closeDay')}
      </h2>
      <Outcome outcome={outcome} />
      <div className="row g-3 align-items-end">
        <div className="col-12 col-md-3">
          <label htmlFor="closeDate" className="form-label">
            {t('counter.closeDate')}
          </label>
          <input id="closeDate" type="date" className="form-control" value={date} min={toYearMonthDay(new Date())} onChange={(event) => setDate(event.target.value)} />
        </div>
        <div className="col-12 col-md-4">
          <label htmlFor="reasonEn" className="form-label">
            {t('counter.reasonEn')}
          </label>
          <input id="reasonEn" className="form-control" value={reasonEn} onChange={(event) => setReasonEn(event.target.value)} />
        </div>
        <div className="col-12 col-md-3">
          <label htmlFor="reasonTe" className="form-label">
            {t('counter.reasonTe')}
          </label>
          <input id="reasonTe" lang="te" className="form-control" value={reasonTe} onChange={(event) => setReasonTe(event.target.value)} />
        </div>
        <div className="col-12 col-md-2">
          <button type="submit" className="btn btn-outline-danger">
            {t('counter.close')}
          </button>
        </div>
      </div>
    </form>
  );
}

/**
 * The Sub-Registrar's counter: the office's applications with a slot on the
 * day, in slot order; each opens with its check slip and files, and moves on
 * by the officer's check, admission (the document's number) and return.
 */
export function CounterPage() {
  const { t } = useTranslation('application');
  const { pick } = useBilingual();
  const title = useMenuPageTitle('officeApplications');
  const [date, setDate] = useState(toYearMonthDay(new Date()));
  const [selected, setSelected] = useState<string>();
  const queue = useOfficeQueue(date);
  const rows = queue.data?.applications ?? [];
  return (
    <div className="container-xxl py-4">
      <h1 className="h2 mb-3">{title}</h1>
      <div className="mb-3">
        <label htmlFor="queueDate" className="form-label">
          {t('counter.date')}
        </label>
        <input id="queueDate" type="date" className="form-control w-auto" value={date} onChange={(event) => setDate(event.target.value)} />
      </div>
      {queue.isError ? <p className="alert alert-warning">{errorText(queue.error)}</p> : null}
      {queue.data && rows.length === 0 ? <p>{t('counter.empty', { date: formatDisplayDate(date) })}</p> : null}
      {rows.length > 0 ? (
        <ListTable label={t('counter.queue', { date: formatDisplayDate(date), number: rows.length })} captionPlacement="top" columns={[{ header: t('counter.slot') }, { header: t('applicationId') }, { header: t('nature') }, { header: t('counter.executants') }, { header: t('statusLabel') }]} className="table table-striped align-middle">
          {rows.map((row) => (
            <tr key={row.applicationId}>
              <td>{row.slotTime}</td>
              <th scope="row">
                <button type="button" className={`btn btn-link p-0${row.applicationId === selected ? ' fw-bold' : ''}`} aria-pressed={row.applicationId === selected} onClick={() => setSelected(row.applicationId)}>
                  {row.applicationId}
                </button>
              </th>
              <td>{pick(row.transaction)}</td>
              <td>{row.executants.join(', ')}</td>
              <td>{pick(APPLICATION_STATUS_NAMES[row.status])}</td>
            </tr>
          ))}
        </ListTable>
      ) : null}
      {selected ? <CounterApplication key={selected} applicationId={selected} /> : null}
      {queue.data ? <SlotSettingsForm sroCode={queue.data.sroCode} /> : null}
      <CloseDayForm />
    </div>
  );
}
