import { useTranslation } from 'react-i18next';
import {
  FILING_STATUS_NAMES,
  OBJECTION_STATUS_NAMES,
  REGISTRY_DEFINITIONS,
  REGISTRY_STATUS_NAMES,
  findSroOffice,
  formatDisplayDate,
  formatRupees,
  toDayMonthYearTime,
  findFiling,
  type FilingView,
  type RegistryEntryView,
  type RegistryKind,
} from '@igrs/domain';
import { SectionsView } from '../../../components/registries/SectionsView.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';

/** The particulars as entered, section by section from the kind's definition. */
export function ParticularsView({ view, headingLevel = 3 }: { view: RegistryEntryView; headingLevel?: 3 | 4 }) {
  const { t } = useTranslation('registries');
  if (!view.particulars) return <p>{t('noParticulars')}</p>;
  return <SectionsView sections={REGISTRY_DEFINITIONS[view.kind].sections} particulars={view.particulars} headingLevel={headingLevel} />;
}

/** A later filing: what it is, where it stands, and what it says. */
export function FilingDetails({ kind, filing }: { kind: RegistryKind; filing: FilingView }) {
  const { pick } = useBilingual();
  const definition = findFiling(kind, filing.filingKind);
  return (
    <details className="mb-2">
      <summary>
        {definition ? pick(definition.title) : filing.filingKind} — {toDayMonthYearTime(filing.filedAt)} — <strong>{pick(FILING_STATUS_NAMES[filing.status])}</strong>
        {filing.remarks ? ` — ${filing.remarks}` : ''}
      </summary>
      {definition ? <SectionsView sections={definition.sections} particulars={filing.particulars} headingLevel={5} /> : null}
    </details>
  );
}

/** Where the entry stands: its number, fee, notice and objections, and every step with who and why. */
export function EntryStatus({ view }: { view: RegistryEntryView }) {
  const { t } = useTranslation('registries');
  const { pick } = useBilingual();
  const office = findSroOffice(view.sroCode);
  return (
    <>
      <dl className="row">
        <dt className="col-sm-4">{t('kind')}</dt>
        <dd className="col-sm-8">{pick(REGISTRY_DEFINITIONS[view.kind].title)}</dd>
        <dt className="col-sm-4">{t('status')}</dt>
        <dd className="col-sm-8">
          <strong>{pick(REGISTRY_STATUS_NAMES[view.status])}</strong>
          {view.remarks ? ` — ${view.remarks}` : ''}
        </dd>
        <dt className="col-sm-4">{t('office')}</dt>
        <dd className="col-sm-8">{office ? `${pick(office.description)} (${view.sroCode})` : view.sroCode}</dd>
        <dt className="col-sm-4">{t('fee')}</dt>
        <dd className="col-sm-8">
          {formatRupees(view.feeRupees)} · {t('paid')} {formatRupees(view.paidRupees)}
        </dd>
        {view.appointment ? (
          <>
            <dt className="col-sm-4">{t('appointment')}</dt>
            <dd className="col-sm-8">{t('appointmentAt', { date: formatDisplayDate(view.appointment.date), time: view.appointment.time })}</dd>
          </>
        ) : null}
        {view.registrationNumber ? (
          <>
            <dt className="col-sm-4">{t('number')}</dt>
            <dd className="col-sm-8">
              <strong>{view.registrationNumber}</strong> ({formatDisplayDate(view.registeredOn!)})
            </dd>
          </>
        ) : null}
        {view.notice ? (
          <>
            <dt className="col-sm-4">{t('notice')}</dt>
            <dd className="col-sm-8">
              {t('noticeDates', { published: formatDisplayDate(view.notice.publishedOn), until: formatDisplayDate(view.notice.objectionsUntil), lapses: formatDisplayDate(view.notice.lapsesOn) })}
            </dd>
          </>
        ) : null}
      </dl>
      {view.objections.length > 0 ? (
        <>
          <h3 className="h6">{t('objections')}</h3>
          <ul>
            {view.objections.map((objection) => (
              <li key={objection.objectionId}>
                {toDayMonthYearTime(objection.filedAt)} — {objection.objectorName}: {objection.grounds} <strong>({pick(OBJECTION_STATUS_NAMES[objection.status])})</strong>
                {objection.decisionRemarks ? ` — ${objection.decisionRemarks}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {view.filings.length > 0 ? (
        <>
          <h3 className="h6">{t('filings')}</h3>
          {view.filings.map((filing) => (
            <FilingDetails key={filing.filingId} kind={view.kind} filing={filing} />
          ))}
        </>
      ) : null}
      <h3 className="h6">{t('steps')}</h3>
      <ol className="small">
        {view.events.map((event, index) => (
          <li key={index}>
            {toDayMonthYearTime(event.at)} — {t(`step.${event.step}`, { defaultValue: event.step })} ({event.by}){event.remarks ? `: ${event.remarks}` : ''}
          </li>
        ))}
      </ol>
    </>
  );
}
