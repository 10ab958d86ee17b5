import { useState, type ReactNode } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  applicationPropertySchema,
  extentUnits,
  formatRupees,
  landUses,
  sroOffices,
  toYearMonthDay,
  type ApplicationProperty,
  type ApplicationView,
  type MarketValueRequest,
} from '@igrs/domain';
import { DateInput } from '../../../components/ui/DateInput.tsx';
import { ErrorSummary } from '../../../components/ui/ErrorSummary.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useBilingual } from '../../../lib/bilingual.ts';
import { numberFromInput } from '../../../lib/number-input.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';
import { useSaveProperty } from '../api/applications.ts';

/** The form the market value calculator gives, used here to say where the property is and what it is. */
export type ValuationFormSlot = (props: { onValued: (request: MarketValueRequest) => Promise<void> }) => ReactNode;

const SIDES = ['north', 'south', 'east', 'west'] as const;

interface ParticularsForm {
  considerationRupees: string;
  executedOn: string;
  hasStampPaper: boolean;
  /** Serial numbers, one a line (or separated by commas or spaces). */
  stampPaper: { serials: string };
  khataNumber: string;
  lpmNumber: string;
  ptinNumber: string;
  layoutNumber: string;
  layoutName: string;
  plotNumber: string;
  apartmentName: string;
  flatNumber: string;
  totalFloors: string;
  boundaries: Record<(typeof SIDES)[number], string>;
  flatBoundaries: Record<(typeof SIDES)[number], string>;
  linkDocuments: { sroCode: string; documentNumber: string; year: string }[];
  hasLease: boolean;
  lease: { months: string; monthlyRentRupees: string; advanceRupees: string };
}

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
const sides = (values: Record<string, string>) => Object.fromEntries(SIDES.map((side) => [side, optional(values[side] ?? '')]));
const numberOr = (value: string) => numberFromInput(value) ?? Number.NaN;

function toRequest(values: ParticularsForm, valuation: MarketValueRequest | undefined): Record<string, unknown> {
  return {
    considerationRupees: numberOr(values.considerationRupees),
    executedOn: values.executedOn,
    stampPaper: values.hasStampPaper
      ? { serials: serialsOf(values.stampPaper.serials) }
      : undefined,
    valuation,
    khataNumber: optional(values.khataNumber),
    lpmNumber: optional(values.lpmNumber),
    ptinNumber: optional(values.ptinNumber),
    layoutNumber: optional(values.layoutNumber),
    layoutName: optional(values.layoutName),
    plotNumber: optional(values.plotNumber),
    apartmentName: optional(values.apartmentName),
    flatNumber: optional(values.flatNumber),
    totalFloors: numberFromInput(values.totalFloors),
    boundaries: sides(values.boundaries),
    flatBoundaries: valuation?.kind === 'apartment' ? sides(values.flatBoundaries) : undefined,
    linkDocuments: values.linkDocuments.map((link) => ({ sroCode: link.sroCode, documentNumber: numberOr(link.documentNumber), year: numberOr(link.year) })),
    lease: values.hasLease ? { months: numberOr(values.lease.months), monthlyRentRupees: numberOr(values.lease.monthlyRentRupees), advanceRupees: numberOr(values.lease.advanceRupees) } : undefined,
  };
}

const text = (value: number | string | undefined) => (value === undefined ? '' : String(value));
const serialsOf = (typed: string) => typed.split(/[\s,]+/).map((serial) => serial.trim().toUpperCase()).filter((serial) => serial !== '');

/** The form's first values: the property as saved, or what the link document gave at the start. */
function defaultsOf(property: ApplicationProperty | null, imported: ApplicationView['imported']): ParticularsForm {
  const emptySides = { north: '', south: '', east: '', west: '' };
  return {
    considerationRupees: text(property?.considerationRupees),
    executedOn: property?.executedOn ?? '',
    hasStampPaper: !!property?.stampPaper,
    stampPaper: { serials: (property?.stampPaper?.serials ?? []).join('\n') },
    khataNumber: property?.khataNumber ?? '',
    lpmNumber: property?.lpmNumber ?? '',
    ptinNumber: property?.ptinNumber ?? '',
    layoutNumber: property?.layoutNumber ?? '',
    layoutName: property?.layoutName ?? '',
    plotNumber: property?.plotNumber ?? '',
    apartmentName: property?.apartmentName ?? '',
    flatNumber: property?.flatNumber ?? '',
    totalFloors: text(property?.totalFloors),
    boundaries: { ...emptySides, ...Object.fromEntries(SIDES.map((side) => [side, (property ? property.boundaries[side] : imported?.boundaries[side]) ?? ''])) },
    flatBoundaries: { ...emptySides, ...Object.fromEntries(SIDES.map((side) => [side, property?.flatBoundaries?.[side] ?? ''])) },
    linkDocuments: (property?.linkDocuments ?? imported?.linkDocuments ?? []).map((link) => ({ sroCode: link.sroCode, documentNumber: String(link.documentNumber), year: String(link.year) })),
    hasLease: !!property?.lease,
    lease: { months: text(property?.lease?.months), monthlyRentRupees: text(property?.lease?.monthlyRentRupees), advanceRupees: text(property?.lease?.advanceRupees) },
  };
}

/** One line naming the property as chosen: its kind, village, survey or door number, land use and size. */
function ValuationSummary({ valuation }: { valuation: MarketValueRequest }) {
  const { t } = useTranslation('application');
  const { pick } = useBilingual();
  const landUse = landUses.find((entry) => entry.code === valuation.landUseCode);
  const place = valuation.kind === 'rural' ? t('property.surveyNumber', { number: valuation.surveyNumber }) : t('property.wardBlock', { ward: valuation.ward, block: valuation.block, door: valuation.doorNumber ?? '—' });
  const size =
    valuation.kind === 'apartment'
      ? t('property.flatSize', { share: valuation.undividedShareSqYards, plinth: valuation.plinthAreaSqFt })
      : `${valuation.extent.value} ${pick(extentUnits.find((unit) => unit.code === valuation.extent.unit)?.description ?? { en: '', te: '' })}`;
  return (
    <p className="mb-2">
      {t(`property.kinds.${valuation.kind}`)} · {t('property.village', { code: valuation.villageCode })} · {place} · {landUse ? pick(landUse.description) : valuation.landUseCode} · {size}
    </p>
  );
}

/**
 * The property of the deed (spec §3.2 PropertyDetails): where it is and what
 * it is, through the market value calculator's own form, then the deed's
 * particulars. The market value and dues are the server's, shown once saved;
 * a prohibited property is refused on saving, with the reason.
 */
export function PropertyForm({ application, valuationForm, onSaved }: { application: ApplicationView; valuationForm: ValuationFormSlot; onSaved: () => void }) {
  const { t } = useTranslation('application');
  const { pick } = useBilingual();
  const save = useSaveProperty(application.applicationId);
  const [valuation, setValuation] = useState<MarketValueRequest | undefined>(application.property?.valuation ?? application.imported?.valuation ?? undefined);
  const [changing, setChanging] = useState(!valuation);
  const form = useForm<ParticularsForm>({ defaultValues: defaultsOf(application.property, application.imported), shouldFocusError: false });
  const links = useFieldArray({ control: form.control, name: 'linkDocuments' });
  const [hasStampPaper, hasLease, linkValues] = useWatch({ control: form.control, name: ['hasStampPaper', 'hasLease', 'linkDocuments'] });
  const fields: Path<ParticularsForm>[] = [
    'considerationRupees',
    'executedOn',
    'stampPaper.serials',
    ...SIDES.map((side): Path<ParticularsForm> => `boundaries.${side}`),
    ...(linkValues ?? []).flatMap((_, index) => (['sroCode', 'documentNumber', 'year'] as const).map((name): Path<ParticularsForm> => `linkDocuments.${index}.${name}`)),
    'lease.months',
    'lease.monthlyRentRupees',
    'lease.advanceRupees',
  ];
  const problems = useFormProblems(form, fields);

  const submit = (values: ParticularsForm) =>
    problems.submit(async () => {
      if (!valuation) throw new Error(t('property.chooseFirst'));
      const parsed = applicationPropertySchema.safeParse(toRequest(values, valuation));
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const name = (issue.path[0] === 'stampPaper' ? 'stampPaper.serials' : issue.path.join('.')) as Path<ParticularsForm>;
          if (fields.includes(name)) form.setError(name, { type: 'schema', message: issue.message });
        }
        throw new Error(t('property.checkFields'));
      }
      try {
        await save.mutateAsync(parsed.data);
      } catch (error) {
        // A prohibited property: the notice's category and reason, in the user's language, above the form.
        if (error instanceof ApiRequestError && error.code === 'PROPERTY_PROHIBITED') throw new Error([error.message, ...error.details.map((detail) => detail.message)].join(' '), { cause: error });
        // A problem with a stamp paper names the paper, on the field the serials are typed in.
        const paperProblems = error instanceof ApiRequestError ? error.details.filter((detail) => detail.field.startsWith('body.stampPaper.serials.')) : [];
        if (paperProblems.length > 0) {
          const serials = parsed.data.stampPaper?.serials ?? [];
          const message = paperProblems.map((detail) => `${serials[Number(detail.field.split('.').pop())] ?? ''}: ${detail.message}`).join(' ');
          form.setError('stampPaper.serials', { type: 'server', message });
          throw new Error(t('property.checkFields'), { cause: error });
        }
        throw error;
      }
      onSaved();
    });

  const input = (name: Path<ParticularsForm>, label: string, options: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField id={name} label={label} error={problems.message(name)} registration={form.register(name)} {...options} />
  );
  const dateField = (name: 'executedOn', legend: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => <DateInput id={name} legend={legend} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={problems.message(name)} />}
    />
  );

  return (
    <div>
      <section aria-labelledby="property-where" className="mb-4">
        <h3 id="property-where" className="h5">
          {t('property.where')}
        </h3>
        {valuation && !changing ? (
          <div className="card card-body">
            <ValuationSummary valuation={valuation} />
            {application.fees ? <p className="mb-2">{t('property.marketValue', { amount: formatRupees(application.fees.marketValueRupees) })}</p> : null}
            <div>
              <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => setChanging(true)}>
                {t('property.change')}
              </button>
            </div>
          </div>
        ) : (
          <>
            <p>{t('property.whereIntro')}</p>
            {valuationForm({
              onValued: async (request) => {
                setValuation(request);
                setChanging(false);
              },
            })}
          </>
        )}
      </section>
      <form noValidate onSubmit={form.handleSubmit(submit, problems.onInvalid)} aria-labelledby="property-particulars">
        <h3 id="property-particulars" className="h5">
          {t('property.particulars')}
        </h3>
        <ErrorSummary errors={problems.summary} version={problems.attempt} />
        <div className="card card-body mb-3">
          <div className="row g-3">
            <div className="col-12 col-md-6">{input('considerationRupees', t('property.consideration'), { inputMode: 'numeric', hint: t('property.considerationHint') })}</div>
            <div className="col-12 col-md-6">{dateField('executedOn', t('property.executedOn'))}</div>
            <div className="col-12">
              <div className="form-check">
                <input className="form-check-input" type="checkbox" id="hasStampPaper" {...form.register('hasStampPaper')} />
                <label className="form-check-label" htmlFor="hasStampPaper">
                  {t('property.hasStampPaper')}
                </label>
              </div>
            </div>
            {hasStampPaper ? (
              <>
                <div className="col-12 col-md-6">{input('stampPaper.serials', t('property.stampPaperSerials'), { rows: 3, hint: t('property.stampPaperSerialsHint') })}</div>
              </>
            ) : null}
          </div>
        </div>
        <fieldset className="card card-body mb-3">
          <legend className="h6">{t('property.records')}</legend>
          <div className="row g-3">
            {valuation?.kind === 'rural' ? (
              <>
                <div className="col-12 col-md-4">{input('khataNumber', t('property.khataNumber'))}</div>
                <div className="col-12 col-md-4">{input('lpmNumber', t('property.lpmNumber'))}</div>
              </>
            ) : (
              <>
                <div className="col-12 col-md-4">{input('ptinNumber', t('property.ptinNumber'))}</div>
                <div className="col-12 col-md-4">{input('plotNumber', t('property.plotNumber'))}</div>
                <div className="col-12 col-md-4">{input('layoutNumber', t('property.layoutNumber'))}</div>
                <div className="col-12 col-md-4">{input('layoutName', t('property.layoutName'))}</div>
              </>
            )}
            {valuation?.kind === 'apartment' ? (
              <>
                <div className="col-12 col-md-4">{input('apartmentName', t('property.apartmentName'))}</div>
                <div className="col-6 col-md-2">{input('flatNumber', t('property.flatNumber'))}</div>
                <div className="col-6 col-md-2">{input('totalFloors', t('property.totalFloors'), { inputMode: 'numeric' })}</div>
              </>
            ) : null}
          </div>
        </fieldset>
        <fieldset className="card card-body mb-3">
          <legend className="h6">{t('property.boundaries')}</legend>
          <div className="row g-3">
            {SIDES.map((side) => (
              <div className="col-12 col-md-6" key={side}>
                {input(`boundaries.${side}`, t(`property.sides.${side}`))}
              </div>
            ))}
          </div>
          {valuation?.kind === 'apartment' ? (
            <>
              <h4 className="h6 mt-3">{t('property.flatBoundaries')}</h4>
              <div className="row g-3">
                {SIDES.map((side) => (
                  <div className="col-12 col-md-6" key={side}>
                    {input(`flatBoundaries.${side}`, t(`property.sides.${side}`))}
                  </div>
                ))}
              </div>
            </>
          ) : null}
        </fieldset>
        <fieldset className="card card-body mb-3">
          <legend className="h6">{t('property.links')}</legend>
          <p className="form-text mt-0">{t('property.linksHint')}</p>
          {links.fields.map((field, index) => (
            <div className="row g-3 align-items-end mb-2" key={field.id}>
              <div className="col-12 col-md-5">
                <SelectField
                  id={`linkDocuments.${index}.sroCode`}
                  label={t('property.linkOffice')}
                  placeholder={t('choose')}
                  options={sroOffices.filter((office) => office.state === 'AP').map((office) => ({ value: office.code, label: `${pick(office.description)} (${office.code})` }))}
                  error={problems.message(`linkDocuments.${index}.sroCode`)}
                  registration={form.register(`linkDocuments.${index}.sroCode`)}
                />
              </div>
              <div className="col-6 col-md-3">{input(`linkDocuments.${index}.documentNumber`, t('property.linkNumber'), { inputMode: 'numeric' })}</div>
              <div className="col-6 col-md-2">{input(`linkDocuments.${index}.year`, t('property.linkYear'), { inputMode: 'numeric' })}</div>
              <div className="col-12 col-md-2">
                <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => links.remove(index)}>
                  {t('property.removeLink', { number: index + 1 })}
                </button>
              </div>
            </div>
          ))}
          <div>
            <button type="button" className="btn btn-outline-secondary btn-sm" disabled={links.fields.length >= 10} onClick={() => links.append({ sroCode: application.getStarted.sroCode, documentNumber: '', year: toYearMonthDay(new Date()).slice(0, 4) })}>
              {t('property.addLink')}
            </button>
          </div>
        </fieldset>
        <fieldset className="card card-body mb-3">
          <legend className="h6">{t('property.lease')}</legend>
          <div className="form-check mb-2">
            <input className="form-check-input" type="checkbox" id="hasLease" {...form.register('hasLease')} />
            <label className="form-check-label" htmlFor="hasLease">
              {t('property.hasLease')}
            </label>
          </div>
          {hasLease ? (
            <div className="row g-3">
              <div className="col-12 col-md-4">{input('lease.months', t('property.leaseMonths'), { inputMode: 'numeric' })}</div>
              <div className="col-12 col-md-4">{input('lease.monthlyRentRupees', t('property.leaseRent'), { inputMode: 'numeric' })}</div>
              <div className="col-12 col-md-4">{input('lease.advanceRupees', t('property.leaseAdvance'), { inputMode: 'numeric' })}</div>
            </div>
          ) : null}
        </fieldset>
        <button type="submit" className="btn btn-primary">
          {t('saveAndGoOn')}
        </button>
      </form>
    </div>
  );
}
