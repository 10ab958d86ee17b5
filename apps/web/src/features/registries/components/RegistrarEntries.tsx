import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  REGISTRY_DEFINITIONS,
  REGISTRY_STATUSES,
  REGISTRY_STATUS_NAMES,
  STAFF_PAGES,
  decideRegistrar,
  financialYearStart,
  findSroOffice,
  isCalendarDate,
  registrarDecisionSchema,
  toDayMonthYearTime,
  toYearMonthDay,
  validationMessage,
  type RegistryEntryView,
  type RegistryKind,
  type RegistryStatus,
} from '@igrs/domain';
import { DecisionWithRemarks } from '../../../components/ui/DecisionWithRemarks.tsx';
import { ListTable } from '../../../components/ui/ListTable.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';
import { usePrincipal } from '../../../lib/session.ts';
import { downloadCertificate, useDecideEntry, useDecideFiling, useDecideObjection, useRegistrarEntries } from '../api/registries.ts';
import { EntryStatus, ParticularsView } from './EntryDetails.tsx';
import { Papers } from './Papers.tsx';

const MARRIAGES: readonly RegistryKind[] = ['hindu-marriage', 'special-marriage'];

/** The registrar's word: register (a marriage with the appearance recorded) or return with what is wrong. */
function Decision({ view }: { view: RegistryEntryView }) {
  const { t } = useTranslation('registries');
  const { language } = useBilingual();
  const decide = useDecideEntry(view);
  const [remarks, setRemarks] = useState('');
  const [appeared, setAppeared] = useState(false);
  const [problem, setProblem] = useState<{ field?: string; message: string }>();
  const send = (decision: 'register' | 'return') => {
    const body = decision === 'register' ? { decision, ...(MARRIAGES.includes(view.kind) ? { appeared } : {}), ...(remarks.trim() ? { remarks: remarks.trim() } : {}) } : { decision, remarks: remarks.trim() };
    const parsed = registrarDecisionSchema.safeParse(body);
    if (!parsed.success) return setProblem({ field: 'remarks', message: validationMessage(parsed.error.issues[0]?.message ?? 'required', language) });
    setProblem(undefined);
    decide.mutateAsync(parsed.data).catch((error: Error) => setProblem({ message: error.message }));
  };
  const remarksId = `remarks-${view.entryId}`;
  return (
    <fieldset className="card card-body mb-3">
      <legend className="h6">{t('decide')}</legend>
      {problem && !problem.field ? (
        <div className="alert alert-danger" role="alert">
          {problem.message}
        </div>
      ) : null}
      {MARRIAGES.includes(view.kind) ? (
        <div className="form-check mb-2">
          <input className="form-check-input" type="checkbox" id={`appeared-${view.entryId}`} checked={appeared} onChange={(event) => setAppeared(event.target.checked)} />
          <label className="form-check-label" htmlFor={`appeared-${view.entryId}`}>
            {t('appeared')}
          </label>
        </div>
      ) : null}
      <label htmlFor={remarksId} className="form-label">
        {t('remarks')}
      </label>
      <textarea
        id={remarksId}
        rows={2}
        className={`form-control${problem?.field ? ' is-invalid' : ''}`}
        aria-invalid={!!problem?.field}
        aria-describedby={problem?.field ? `${remarksId}-error` : `${remarksId}-hint`}
        value={remarks}
        onChange={(event) => setRemarks(event.target.value)}
      />
      {problem?.field ? (
        <div id={`${remarksId}-error`} className="invalid-feedback d-block">
          {problem.message}
        </div>
      ) : (
        <div id={`${remarksId}-hint`} className="form-text">
          {t('remarksHint')}
        </div>
      )}
      <div className="d-flex flex-wrap gap-2 mt-2">
        <button type="button" className="btn btn-success" disabled={decide.isPending} onClick={() => send('register')}>
          {t('register')}
        </button>
        <button type="button" className="btn btn-outline-danger" disabled={decide.isPending} onClick={() => send('return')}>
          {t('return')}
        </button>
      </div>
    </fieldset>
  );
}

/** One pending objection or filing: the officer's reasons and the two ways to decide it. */
function PendingDecision({ id, label, yesLabel, noLabel, decide }: { id: string; label: string; yesLabel: string; noLabel: string; decide: (yes: boolean, remarks: string) => Promise<unknown> }) {
  const [failure, setFailure] = useState<string>();
  return (
    <div className="mb-3">
      <DecisionWithRemarks
        id={id}
        remarksLabel={label}
        yesLabel={yesLabel}
        noLabel={noLabel}
        error={failure}
        onDecide={(yes, remarks) => void decide(yes, remarks).then(() => setFailure(undefined), (error: Error) => setFailure(error.message))}
      />
    </div>
  );
}

function ObjectionDecision({ view, objectionId }: { view: RegistryEntryView; objectionId: number }) {
  const { t } = useTranslation('registries');
  const decide = useDecideObjection(view, objectionId);
  return (
    <PendingDecision
      id={`objection-${view.entryId}-${objectionId}`}
      label={t('objectionReasons', { number: objectionId })}
      yesLabel={t('dismiss')}
      noLabel={t('uphold')}
      decide={(yes, remarks) => decide.mutateAsync({ decision: yes ? 'dismiss' : 'uphold', remarks })}
    />
  );
}

function FilingDecision({ view, filingId }: { view: RegistryEntryView; filingId: number }) {
  const { t } = useTranslation('registries');
  const decide = useDecideFiling(view, filingId);
  return (
    <PendingDecision
      id={`filing-${view.entryId}-${filingId}`}
      label={t('filingRemarks', { number: filingId })}
      yesLabel={t('acceptFiling', { number: filingId })}
      noLabel={t('returnFiling', { number: filingId })}
      decide={(yes, remarks) => decide.mutateAsync(yes ? { decision: 'accept', ...(remarks ? { remarks } : {}) } : { decision: 'return', remarks })}
    />
  );
}

function EntryPanel({ view, canDecide }: { view: RegistryEntryView; canDecide: boolean }) {
  const { t } = useTranslation('registries');
  const [failure, setFailure] = useState<string>();
  const pending = view.objections.filter((objection) => objection.status === 'pending');
  return (
    <section className="border rounded p-3 mb-3" aria-labelledby={`entry-${view.entryId}`}>
      <h2 id={`entry-${view.entryId}`} className="h5">
        {view.entryId} — {view.name}
      </h2>
      <EntryStatus view={view} />
      <ParticularsView view={view} headingLevel={4} />
      <h3 className="h6">{t('papers')}</h3>
      <Papers view={view} as="office" editable={false} />
      {failure ? (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      ) : null}
      {canDecide && view.status === 'notice-published' && pending.length > 0 ? pending.map((objection) => <ObjectionDecision key={objection.objectionId} view={view} objectionId={objection.objectionId} />) : null}
      {canDecide && (view.status === 'with-registrar' || view.status === 'notice-published') ? <Decision view={view} /> : null}
      {canDecide && view.status === 'registered'
        ? view.filings.filter((filing) => filing.status === 'filed').map((filing) => <FilingDecision key={filing.filingId} view={view} filingId={filing.filingId} />)
        : null}
      {view.status === 'registered' ? (
        <div className="d-flex flex-wrap gap-2">
          {(['en', 'te'] as const).map((language) => (
            <button key={language} type="button" className="btn btn-outline-success btn-sm" onClick={() => downloadCertificate(view, language, 'office').catch((error: Error) => setFailure(error.message))}>
              {t(`certificate.${language}`)}
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}

/**
 * A registrar's register of one kind (HMR, SMR, firms, societies, chits),
 * under its MIS report: the entries of the period and place the report's
 * filters chose, by status, each opened to its particulars, steps and — for
 * the kind's registrar — the decision.
 */
export function RegistrarEntries({ kind }: { kind: RegistryKind }) {
  const { t } = useTranslation('registries');
  const { pick } = useBilingual();
  const title = pick(STAFF_PAGES[REGISTRY_DEFINITIONS[kind].staffPageId].title);
  const principal = usePrincipal();
  const [search, setSearch] = useSearchParams();
  const today = toYearMonthDay(new Date());
  // The report's period and place, with the report's own defaults.
  const toDate = isCalendarDate(search.get('toDate') ?? '') ? search.get('toDate')! : today;
  const fromDate = isCalendarDate(search.get('fromDate') ?? '') ? search.get('fromDate')! : financialYearStart(toDate);
  const sroCode = search.get('sroCode') ?? '';
  const districtCode = search.get('districtCode') ?? '';
  const status = REGISTRY_STATUSES.find((entry) => entry === search.get('status'));
  const entries = useRegistrarEntries(kind, { fromDate, toDate, ...(status ? { status } : {}) });
  const [open, setOpen] = useState<string>();
  const rows = (entries.data ?? []).filter((row) => (!sroCode || row.sroCode === sroCode) && (!districtCode || findSroOffice(row.sroCode)?.revenueDistrictCode === districtCode));
  const showStatus = (next: string) => {
    const changed = new URLSearchParams(search);
    if (next) changed.set('status', next);
    else changed.delete('status');
    setSearch(changed);
  };
  const opened = rows.find((row) => row.entryId === open);
  return (
    <section aria-labelledby="registrar-entries" className="mt-4">
      <h2 id="registrar-entries" className="h4">
        {t('entriesHeading')}
      </h2>
      <p>
        {pick(REGISTRY_DEFINITIONS[kind].act)} · {pick(REGISTRY_DEFINITIONS[kind].registrarTitle)}
      </p>
      <div className="mb-3" style={{ maxWidth: '20rem' }}>
        <label htmlFor="status-filter" className="form-label">
          {t('status')}
        </label>
        <select id="status-filter" className="form-select" value={status ?? ''} onChange={(event) => showStatus(event.target.value)}>
          <option value="">{t('anyStatus')}</option>
          {REGISTRY_STATUSES.filter((entry) => entry !== 'draft').map((entry) => (
            <option key={entry} value={entry}>
              {pick(REGISTRY_STATUS_NAMES[entry])}
            </option>
          ))}
        </select>
      </div>
      {opened ? <EntryPanel view={opened} canDecide={!!principal && !decideRegistrar(principal, kind, opened.sroCode)} /> : null}
      {entries.isPending ? <p>{t('loading')}</p> : rows.length === 0 ? <p className="alert alert-info">{t('noEntries')}</p> : null}
      {rows.length > 0 ? (
        <ListTable label={title} caption={t('entriesCaption', { number: rows.length })} captionPlacement="bottom" columns={[{ header: t('entryId') }, { header: t('name') }, { header: t('office') }, { header: t('status') }, { header: t('number') }, { header: t('lastChange') }]} className="table table-striped align-middle">
          {rows.map((row) => (
            <tr key={row.entryId}>
              <th scope="row">
                <button type="button" className="btn btn-link p-0" aria-pressed={open === row.entryId} onClick={() => setOpen(open === row.entryId ? undefined : row.entryId)}>
                  {row.entryId}
                </button>
              </th>
              <td>{row.name}</td>
              <td>{findSroOffice(row.sroCode) ? pick(findSroOffice(row.sroCode)!.description) : row.sroCode}</td>
              <td>{pick(REGISTRY_STATUS_NAMES[row.status as RegistryStatus])}</td>
              <td>{row.registrationNumber ?? '—'}</td>
              <td>{toDayMonthYearTime(row.updatedAt)}</td>
            </tr>
          ))}
        </ListTable>
      ) : null}
    </section>
  );
}
