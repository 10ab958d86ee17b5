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
  type FieldDefinition,
  type FilingView,
  type Particulars,
  type RegistryEntryView,
  type RegistryKind,
  type SectionDefinition,
} from '@igrs/domain';
import { TableScroll } from '../../../components/ui/TableScroll.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';

function useShown() {
  const { pick } = useBilingual();
  return (field: FieldDefinition, value: string | undefined) => {
    if (!value) return '—';
    if (field.type === 'date') return formatDisplayDate(value);
    if (field.type === 'rupees') return formatRupees(Number(value));
    if (field.type === 'choice') return field.options?.find((option) => option.code === value) ? pick(field.options.find((option) => option.code === value)!.label) : value;
    return value;
  };
}

/** The particulars of a kind or a filing as entered, section by section: lists as tables, the rest as terms. */
function SectionsView({ sections, particulars, headingLevel }: { sections: readonly SectionDefinition[]; particulars: Particulars; headingLevel: 3 | 4 | 5 }) {
  const { pick } = useBilingual();
  const shown = useShown();
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      {sections.map((section) => {
        const value = particulars[section.key];
        return (
          <section key={section.key} className="mb-3">
            <Heading className="h6">{pick(section.title)}</Heading>
            {Array.isArray(value) ? (
              <TableScroll label={pick(section.title)}>
                <table className="table table-sm">
                  <thead>
                    <tr>
                      <th scope="col">#</th>
                      {section.fields.map((field) => (
                        <th key={field.name} scope="col">
                          {pick(field.label)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {value.map((row, index) => (
                      <tr key={index}>
                        <td>{index + 1}</td>
                        {section.fields.map((field) => (
                          <td key={field.name}>{shown(field, row[field.name])}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            ) : (
              <dl className="row mb-0">
                {section.fields.map((field) => (
                  <div key={field.name} className="col-12 col-md-6 d-flex gap-2">
                    <dt className="fw-normal text-body-secondary">{pick(field.label)}</dt>
                    <dd className="mb-1">{shown(field, value?.[field.name])}</dd>
                  </div>
                ))}
              </dl>
            )}
          </section>
        );
      })}
    </>
  );
}

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
