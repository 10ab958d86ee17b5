import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useFieldArray, useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  MAX_STRUCTURES,
  extentUnits,
  landUses,
  marketValueRequestSchema,
  stagesOfConstruction,
  structureTypes,
  type MarketValueKind,
  type MarketValueRequest,
} from '@igrs/domain';
import { ErrorSummary } from '../../../components/ui/ErrorSummary.tsx';
import { FormField } from '../../../components/ui/FormField.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';
import { useDistricts, useMandals, useVillages } from '../../../lib/geography.ts';
import { numberFromInput } from '../../../lib/number-input.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';

interface StructureForm {
  structureTypeCode: string;
  plinthAreaSqFt: number | undefined;
  stageOfConstruction: string;
  ageYears: number | undefined;
}

/** Every kind's fields at once; the request schema reads the chosen kind's own and drops the rest. */
interface MarketValueForm {
  kind: MarketValueKind;
  districtCode: string;
  mandalCode: string;
  villageCode: string;
  surveyNumber: string | undefined;
  ward: string;
  block: string;
  doorNumber: string | undefined;
  landUseCode: string;
  extent: { value: number | undefined; unit: string };
  undividedShareSqYards: number | undefined;
  plinthAreaSqFt: number | undefined;
  structures: StructureForm[];
}
type FieldName = Path<MarketValueForm>;

/** The district and mandal only lead to the village, so the request does not carry them. */
const formSchema = z
  .object({ districtCode: z.string().min(1, { error: 'required' }), mandalCode: z.string().min(1, { error: 'required' }) })
  .and(marketValueRequestSchema);
// The form's values are wider than the request's union of kinds, which the schema narrows.
const resolver = zodResolver(formSchema) as unknown as Resolver<MarketValueForm, unknown, MarketValueRequest>;

const areaOf = (kind: MarketValueKind) => (kind === 'rural' ? 'rural' : 'urban');
const DEFAULT_EXTENT_UNIT = { rural: '2', urban: '3' } as const;
const NEW_STRUCTURE: StructureForm = { structureTypeCode: '01', plinthAreaSqFt: undefined, stageOfConstruction: '5', ageYears: undefined };

const toOptionalText = (value: unknown) => {
  const text = String(value ?? '').trim();
  return text === '' ? undefined : text;
};

interface MarketValueFormProps {
  kinds: readonly MarketValueKind[];
  onSubmit: (request: MarketValueRequest) => Promise<void>;
  /** What the button says where the form does more than calculate (an application uses the property it describes). */
  submitLabel?: string;
}

/**
 * Where the property lies and what it is: a rural survey number, an urban
 * plot or a flat, with any structures on the land. Each choice narrows the next.
 */
export function MarketValueForm({ kinds, onSubmit, submitLabel }: MarketValueFormProps) {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const firstKind = kinds[0] ?? 'rural';
  const form = useForm<MarketValueForm, unknown, MarketValueRequest>({
    resolver,
    // The error summary takes focus; its links lead on to each field.
    shouldFocusError: false,
    defaultValues: {
      kind: firstKind,
      districtCode: '',
      mandalCode: '',
      villageCode: '',
      ward: '',
      block: '',
      landUseCode: '',
      extent: { value: undefined, unit: DEFAULT_EXTENT_UNIT[areaOf(firstKind)] },
      structures: [],
    },
  });
  const structures = useFieldArray({ control: form.control, name: 'structures' });
  const [kind, districtCode, mandalCode, villageCode, ward] = useWatch({ control: form.control, name: ['kind', 'districtCode', 'mandalCode', 'villageCode', 'ward'] });
  const area = areaOf(kind);
  const districts = useDistricts();
  const mandals = useMandals(districtCode);
  const villages = useVillages(mandalCode);
  const mandalChoices = (mandals.data ?? []).filter((mandal) => area === 'rural' || mandal.isTown);
  const villageChoices = (villages.data ?? []).filter((village) => village.kind === area);
  const wards = villageChoices.find((village) => village.code === villageCode)?.wards ?? [];
  const blocks = wards.find((entry) => entry.ward === ward)?.blocks ?? [];

  const locationFields: FieldName[] = area === 'rural' ? ['surveyNumber'] : ['ward', 'block', 'doorNumber'];
  const sizeFields: FieldName[] = kind === 'apartment' ? ['undividedShareSqYards', 'plinthAreaSqFt'] : ['extent.value', 'extent.unit'];
  const structureFields = structures.fields.flatMap((_, index) =>
    (['structureTypeCode', 'plinthAreaSqFt', 'ageYears', 'stageOfConstruction'] as const).map((name): FieldName => `structures.${index}.${name}`),
  );
  const fields: FieldName[] = ['districtCode', 'mandalCode', 'villageCode', ...locationFields, 'landUseCode', ...sizeFields, ...(kind === 'apartment' ? [] : structureFields)];
  const problems = useFormProblems(form, fields);

  const clear = (names: ('mandalCode' | 'villageCode' | 'ward' | 'block' | 'landUseCode')[]) => {
    for (const name of names) form.setValue(name, '');
  };
  const submit = (values: MarketValueRequest) => problems.submit(() => onSubmit(marketValueRequestSchema.parse(values)));

  const field = (name: FieldName, label: string, control: (describedBy: string | undefined, invalid: boolean) => ReactNode, hint?: string) => {
    const error = problems.message(name);
    return (
      <div className="mb-3">
        <FormField id={name} label={label} hint={hint} error={error}>
          {(describedBy) => control(describedBy, !!error)}
        </FormField>
      </div>
    );
  };
  const numberInput = (name: FieldName, decimals: boolean) => (describedBy: string | undefined, invalid: boolean) => (
    <input
      id={name}
      type="text"
      inputMode={decimals ? 'decimal' : 'numeric'}
      autoComplete="off"
      className={`form-control${invalid ? ' is-invalid' : ''}`}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      {...form.register(name, { setValueAs: numberFromInput })}
    />
  );
  const select = (name: FieldName, options: { value: string; label: string }[], placeholder?: string, onChange?: () => void) =>
    (describedBy: string | undefined, invalid: boolean) => (
      <select
        id={name}
        className={`form-select${invalid ? ' is-invalid' : ''}`}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        {...form.register(name, onChange ? { onChange } : {})}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  const textInput = (name: FieldName) => (describedBy: string | undefined, invalid: boolean) => (
    <input
      id={name}
      type="text"
      autoComplete="off"
      className={`form-control${invalid ? ' is-invalid' : ''}`}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      {...form.register(name, { setValueAs: toOptionalText })}
    />
  );
  const choose = t('places.choose');

  return (
    <>
      <ErrorSummary errors={problems.summary} version={problems.attempt} />
      <form noValidate className="card card-body" onSubmit={form.handleSubmit(submit, problems.onInvalid)}>
        {kinds.length > 1 ? (
          <fieldset className="mb-3">
            <legend className="form-label fs-6">{t('marketValue.kind')}</legend>
            {kinds.map((option) => (
              <div className="form-check" key={option}>
                <input
                  id={`kind-${option}`}
                  type="radio"
                  className="form-check-input"
                  value={option}
                  {...form.register('kind', {
                    onChange: () => {
                      const chosen = form.getValues('kind');
                      if (areaOf(chosen) === area) return;
                      clear(['mandalCode', 'villageCode', 'ward', 'block', 'landUseCode']);
                      form.setValue('extent.unit', DEFAULT_EXTENT_UNIT[areaOf(chosen)]);
                    },
                  })}
                />
                <label htmlFor={`kind-${option}`} className="form-check-label">
                  {t(`marketValue.kinds.${option}`)}
                </label>
              </div>
            ))}
          </fieldset>
        ) : (
          <p className="fw-semibold">{t(`marketValue.kinds.${firstKind}`)}</p>
        )}

        <fieldset>
          <legend className="h6">{t('marketValue.location')}</legend>
          {field(
            'districtCode',
            t('places.district'),
            select(
              'districtCode',
              (districts.data ?? []).map((district) => ({ value: district.code, label: pick(district.name) })),
              choose,
              () => clear(['mandalCode', 'villageCode', 'ward', 'block']),
            ),
          )}
          {field(
            'mandalCode',
            t('places.mandal'),
            select(
              'mandalCode',
              mandalChoices.map((mandal) => ({ value: mandal.code, label: pick(mandal.name) })),
              choose,
              () => clear(['villageCode', 'ward', 'block']),
            ),
            area === 'urban' ? t('marketValue.hints.townMandals') : undefined,
          )}
          {field(
            'villageCode',
            t(area === 'rural' ? 'places.revenueVillage' : 'places.locality'),
            select(
              'villageCode',
              villageChoices.map((village) => ({ value: village.code, label: pick(village.name) })),
              choose,
              () => clear(['ward', 'block']),
            ),
          )}
          {area === 'rural' ? (
            field('surveyNumber', t('marketValue.surveyNumber'), textInput('surveyNumber'), t('marketValue.hints.surveyNumber'))
          ) : (
            <div className="row g-2">
              <div className="col-6">
                {field(
                  'ward',
                  t('marketValue.ward'),
                  select(
                    'ward',
                    wards.map((entry) => ({ value: entry.ward, label: entry.ward })),
                    choose,
                    () => clear(['block']),
                  ),
                )}
              </div>
              <div className="col-6">{field('block', t('marketValue.block'), select('block', blocks.map((block) => ({ value: block, label: block })), choose))}</div>
              <div className="col-12">{field('doorNumber', t('marketValue.doorNumber'), textInput('doorNumber'), t('marketValue.hints.doorNumber'))}</div>
            </div>
          )}
        </fieldset>

        {field(
          'landUseCode',
          t('marketValue.landUse'),
          select(
            'landUseCode',
            landUses.filter((landUse) => landUse.area === area).map((landUse) => ({ value: landUse.code, label: `${landUse.code} — ${pick(landUse.description)}` })),
            choose,
          ),
        )}

        {kind === 'apartment' ? (
          <>
            {field('undividedShareSqYards', t('marketValue.undividedShare'), numberInput('undividedShareSqYards', true), t('marketValue.hints.undividedShare'))}
            {field('plinthAreaSqFt', t('marketValue.flatPlinthArea'), numberInput('plinthAreaSqFt', true), t('marketValue.hints.flatPlinthArea'))}
          </>
        ) : (
          <>
            <div className="row g-2">
              <div className="col-7">{field('extent.value', t('marketValue.extent'), numberInput('extent.value', true))}</div>
              <div className="col-5">
                {field(
                  'extent.unit',
                  t('marketValue.extentUnit'),
                  select(
                    'extent.unit',
                    extentUnits.map((unit) => ({ value: unit.code, label: pick(unit.description) })),
                  ),
                )}
              </div>
            </div>
            <fieldset className="mb-3">
              <legend className="h6">{t('marketValue.structures')}</legend>
              <p className="form-text mt-0">{t('marketValue.hints.structures')}</p>
              {structures.fields.map((structure, index) => (
                <fieldset key={structure.id} className="border rounded p-2 mb-2">
                  <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-1">{t('marketValue.structure', { number: index + 1 })}</legend>
                  {field(
                    `structures.${index}.structureTypeCode`,
                    t('marketValue.structureType'),
                    select(
                      `structures.${index}.structureTypeCode`,
                      structureTypes.map((type) => ({ value: type.code, label: pick(type.description) })),
                    ),
                  )}
                  <div className="row g-2">
                    <div className="col-6">{field(`structures.${index}.plinthAreaSqFt`, t('marketValue.plinthArea'), numberInput(`structures.${index}.plinthAreaSqFt`, true))}</div>
                    <div className="col-6">{field(`structures.${index}.ageYears`, t('marketValue.age'), numberInput(`structures.${index}.ageYears`, false))}</div>
                  </div>
                  {field(
                    `structures.${index}.stageOfConstruction`,
                    t('marketValue.stage'),
                    select(
                      `structures.${index}.stageOfConstruction`,
                      stagesOfConstruction.map((stage) => ({ value: stage.code, label: pick(stage.description) })),
                    ),
                  )}
                  <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => structures.remove(index)}>
                    {t('marketValue.removeStructure', { number: index + 1 })}
                  </button>
                </fieldset>
              ))}
              {structures.fields.length < MAX_STRUCTURES ? (
                <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => structures.append(NEW_STRUCTURE)}>
                  {t('marketValue.addStructure')}
                </button>
              ) : null}
            </fieldset>
          </>
        )}

        <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
          {submitLabel ?? t('marketValue.calculate')}
        </button>
      </form>
    </>
  );
}
