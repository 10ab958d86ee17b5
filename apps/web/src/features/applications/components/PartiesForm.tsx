import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  MAX_APPLICATION_PARTIES,
  PAN_REQUIRED_ABOVE_RUPEES,
  PARTY_RELATIONS,
  PARTY_RESIDENCES,
  REPRESENTATIVE_CODE,
  applicationPartiesSchema,
  formatRupees,
  representTypes,
  transactionParties,
  type ApplicationParty,
  type ApplicationView,
} from '@igrs/domain';
import { ErrorSummary } from '../../../components/ui/ErrorSummary.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';
import { numberFromInput } from '../../../lib/number-input.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';
import { useSaveParties } from '../api/applications.ts';

/** A party as the form holds it: every answer a string until it is sent. */
interface PartyEntry {
  partyCode: string;
  name: string;
  nameTe: string;
  relationType: string;
  relationName: string;
  age: string;
  aadhaar: string;
  pan: string;
  panForm: string;
  tan: string;
  representTypeCode: string;
  representSubType: string;
  representsIndex: string;
  email: string;
  phone: string;
  address: string;
  currentAddress: string;
  residence: string;
  /** Where the party stood in the list as saved, so its stored Aadhaar and PAN stay; '' for a new party. */
  keepIdentityOf: string;
  aadhaarMasked: string;
  panMasked: string;
}
interface PartiesForm {
  parties: PartyEntry[];
}

const blank = (partyCode: string): PartyEntry => ({
  partyCode,
  name: '',
  nameTe: '',
  relationType: 'S/O',
  relationName: '',
  age: '',
  aadhaar: '',
  pan: '',
  panForm: '',
  tan: '',
  representTypeCode: '',
  representSubType: '',
  representsIndex: '',
  email: '',
  phone: '',
  address: '',
  currentAddress: '',
  residence: 'resident',
  keepIdentityOf: '',
  aadhaarMasked: '',
  panMasked: '',
});

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The form's strings as the request the shared schema checks: blanks left out, numbers as numbers. */
function toRequest(form: PartiesForm): { parties: Record<string, unknown>[] } {
  return {
    parties: form.parties.map((entry) => ({
      partyCode: entry.partyCode,
      name: entry.name,
      nameTe: optional(entry.nameTe),
      relationType: entry.relationType,
      relationName: entry.relationName,
      age: numberFromInput(entry.age) ?? Number.NaN,
      aadhaar: optional(entry.aadhaar)?.replace(/\s/g, ''),
      pan: optional(entry.pan),
      panForm: optional(entry.panForm),
      tan: optional(entry.tan),
      representTypeCode: entry.partyCode === REPRESENTATIVE_CODE ? optional(entry.representTypeCode) : undefined,
      representSubType: entry.partyCode === REPRESENTATIVE_CODE ? optional(entry.representSubType) : undefined,
      representsIndex: entry.partyCode === REPRESENTATIVE_CODE ? numberFromInput(entry.representsIndex) : undefined,
      email: optional(entry.email),
      phone: optional(entry.phone),
      address: entry.address,
      currentAddress: optional(entry.currentAddress),
      residence: optional(entry.residence),
      keepIdentityOf: numberFromInput(entry.keepIdentityOf),
    })),
  };
}

const schemaResolver = zodResolver(applicationPartiesSchema);
// The schema reads the request the strings make; its error paths are the form's own (`parties.0.name`).
const resolver: Resolver<PartiesForm> = async (values, context, options) => {
  const result = await (schemaResolver as unknown as Resolver<Record<string, unknown>>)(toRequest(values), context, options as never);
  return Object.keys(result.errors).length > 0 ? { values: {}, errors: result.errors as never } : { values, errors: {} };
};

function entryOf(party: ApplicationView['parties'][number], index: number): PartyEntry {
  return {
    ...blank(party.partyCode),
    name: party.name,
    nameTe: party.nameTe ?? '',
    relationType: party.relationType,
    relationName: party.relationName,
    age: String(party.age),
    panForm: party.panForm ?? '',
    tan: party.tan ?? '',
    representTypeCode: party.representTypeCode ?? '',
    representSubType: party.representSubType ?? '',
    representsIndex: party.representsIndex === undefined ? '' : String(party.representsIndex),
    email: party.email ?? '',
    phone: party.phone ?? '',
    address: party.address,
    currentAddress: party.currentAddress ?? '',
    residence: party.residence ?? 'resident',
    keepIdentityOf: String(index),
    aadhaarMasked: party.aadhaarMasked ?? '',
    panMasked: party.panMasked ?? '',
  };
}

const PARTY_FIELDS = ['partyCode', 'name', 'nameTe', 'relationType', 'relationName', 'age', 'aadhaar', 'pan', 'panForm', 'tan', 'representsIndex', 'representTypeCode', 'representSubType', 'phone', 'email', 'address', 'currentAddress', 'residence'] as const;

/**
 * Executants, claimants, witnesses and representatives with every particular
 * the deed names (spec §3.2 Party details). Aadhaar and PAN are checked as
 * they are typed by the same rules the server applies, and never come back
 * to the browser: a saved one shows masked and stays unless replaced.
 */
export function PartiesForm({ application, onSaved }: { application: ApplicationView; onSaved: () => void }) {
  const { t } = useTranslation('application');
  const { pick } = useBilingual();
  const save = useSaveParties(application.applicationId);
  const roles = transactionParties(application.getStarted.transactionMajorCode, application.getStarted.transactionMinorCode) ?? [];
  const firstRoles = roles.length > 0 ? [roles.find((role) => role.side === 'executant')?.code ?? 'EX', roles.find((role) => role.side === 'claimant')?.code ?? 'CL'] : ['EX', 'CL'];
  const form = useForm<PartiesForm>({
    resolver,
    shouldFocusError: false,
    defaultValues: { parties: application.parties.length > 0 ? application.parties.map(entryOf) : firstRoles.map(blank) },
  });
  const list = useFieldArray({ control: form.control, name: 'parties' });
  const watched = useWatch({ control: form.control, name: 'parties' }) ?? [];
  const fields: Path<PartiesForm>[] = ['parties', ...watched.flatMap((_, index) => PARTY_FIELDS.map((name): Path<PartiesForm> => `parties.${index}.${name}`))];
  const problems = useFormProblems(form, fields);
  const submit = (values: PartiesForm) =>
    problems.submit(async () => {
      await save.mutateAsync(applicationPartiesSchema.parse(toRequest(values)).parties as ApplicationParty[]);
      onSaved();
    });
  const roleOptions = [
    ...roles.map((role) => ({ value: role.code, label: pick(role.description) })),
    { value: REPRESENTATIVE_CODE, label: t('parties.representative') },
  ];

  return (
    <form noValidate onSubmit={form.handleSubmit(submit, problems.onInvalid)}>
      <ErrorSummary errors={problems.summary} version={problems.attempt} />
      <p>{t('parties.intro', { threshold: formatRupees(PAN_REQUIRED_ABOVE_RUPEES) })}</p>
      {list.fields.map((field, index) => {
        const entry = watched[index] ?? field;
        const id = (name: (typeof PARTY_FIELDS)[number]) => `parties.${index}.${name}` as const;
        const text = (name: (typeof PARTY_FIELDS)[number], options: Partial<Parameters<typeof TextField>[0]> = {}) => (
          <TextField id={id(name)} label={t(`parties.fields.${name}`)} error={problems.message(id(name))} registration={form.register(id(name))} {...options} />
        );
        const representative = entry.partyCode === REPRESENTATIVE_CODE;
        return (
          <fieldset key={field.id} className="card card-body mb-3">
            <legend className="h5">{t('parties.party', { number: index + 1, role: roleOptions.find((option) => option.value === entry.partyCode)?.label ?? '' })}</legend>
            <div className="row g-3">
              <div className="col-12 col-md-4">
                <SelectField id={id('partyCode')} label={t('parties.fields.partyCode')} placeholder={t('choose')} options={roleOptions} error={problems.message(id('partyCode'))} registration={form.register(id('partyCode'))} />
              </div>
              {representative ? (
                <>
                  <div className="col-12 col-md-4">
                    <SelectField
                      id={id('representsIndex')}
                      label={t('parties.fields.representsIndex')}
                      placeholder={t('choose')}
                      options={watched.slice(0, index).flatMap((other, position) => (other.partyCode === REPRESENTATIVE_CODE ? [] : [{ value: position, label: `${position + 1}. ${other.name}` }]))}
                      error={problems.message(id('representsIndex'))}
                      registration={form.register(id('representsIndex'))}
                    />
                  </div>
                  <div className="col-12 col-md-4">
                    <SelectField
                      id={id('representTypeCode')}
                      label={t('parties.fields.representTypeCode')}
                      placeholder={t('choose')}
                      options={representTypes.map((type) => ({ value: type.code, label: pick(type.description) }))}
                      error={problems.message(id('representTypeCode'))}
                      registration={form.register(id('representTypeCode'))}
                    />
                  </div>
                  <div className="col-12 col-md-4">{text('representSubType')}</div>
                </>
              ) : null}
              <div className="col-12 col-md-4">{text('name', { autoComplete: 'name' })}</div>
              <div className="col-12 col-md-4">{text('nameTe', { lang: 'te', hint: t('parties.nameTeHint') })}</div>
              <div className="col-6 col-md-2">
                <SelectField
                  id={id('relationType')}
                  label={t('parties.fields.relationType')}
                  placeholder={t('choose')}
                  options={Object.entries(PARTY_RELATIONS).map(([value, names]) => ({ value, label: pick(names) }))}
                  error={problems.message(id('relationType'))}
                  registration={form.register(id('relationType'))}
                />
              </div>
              <div className="col-6 col-md-2">{text('age', { inputMode: 'numeric' })}</div>
              <div className="col-12 col-md-4">{text('relationName')}</div>
              <div className="col-12 col-md-4">{text('aadhaar', { inputMode: 'numeric', hint: entry.aadhaarMasked ? t('parties.savedKept', { masked: entry.aadhaarMasked }) : t('parties.aadhaarHint') })}</div>
              <div className="col-12 col-md-4">{text('pan', { hint: entry.panMasked ? t('parties.savedKept', { masked: entry.panMasked }) : t('parties.panHint') })}</div>
              <div className="col-12 col-md-4">
                <SelectField
                  id={id('panForm')}
                  label={t('parties.fields.panForm')}
                  placeholder={t('parties.noForm')}
                  options={[
                    { value: 'form60', label: t('parties.form60') },
                    { value: 'form61', label: t('parties.form61') },
                  ]}
                  error={problems.message(id('panForm'))}
                  registration={form.register(id('panForm'))}
                />
              </div>
              <div className="col-12 col-md-4">{text('tan', { hint: t('parties.tanHint') })}</div>
              <div className="col-12 col-md-4">
                <SelectField
                  id={id('residence')}
                  label={t('parties.fields.residence')}
                  placeholder={t('choose')}
                  options={PARTY_RESIDENCES.map((value) => ({ value, label: t(`parties.residences.${value}`) }))}
                  error={problems.message(id('residence'))}
                  registration={form.register(id('residence'))}
                />
              </div>
              <div className="col-12 col-md-4">{text('phone', { type: 'tel', inputMode: 'numeric', hint: t('parties.phoneHint') })}</div>
              <div className="col-12 col-md-4">{text('email', { type: 'email' })}</div>
              <div className="col-12 col-md-6">{text('address', { rows: 2 })}</div>
              <div className="col-12 col-md-6">{text('currentAddress', { rows: 2, hint: t('parties.currentAddressHint') })}</div>
            </div>
            {list.fields.length > 1 ? (
              <div className="mt-3">
                <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => list.remove(index)}>
                  {t('parties.remove', { number: index + 1 })}
                </button>
              </div>
            ) : null}
          </fieldset>
        );
      })}
      <div className="d-flex flex-wrap gap-2 mb-3">
        <button type="button" className="btn btn-outline-secondary" disabled={list.fields.length >= MAX_APPLICATION_PARTIES} onClick={() => list.append(blank(firstRoles[1] ?? 'CL'))}>
          {t('parties.addParty')}
        </button>
        <button type="button" className="btn btn-outline-secondary" disabled={list.fields.length >= MAX_APPLICATION_PARTIES} onClick={() => list.append(blank(REPRESENTATIVE_CODE))}>
          {t('parties.addRepresentative')}
        </button>
      </div>
      <button type="submit" className="btn btn-primary">
        {t('saveAndGoOn')}
      </button>
    </form>
  );
}
