import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Controller, useFieldArray, useForm, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldDefinition, Particulars, SectionDefinition } from '@igrs/domain';
import { DateInput } from '../../../components/ui/DateInput.tsx';
import { ErrorSummary } from '../../../components/ui/ErrorSummary.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';

type Problems = ReturnType<typeof useFormProblems<FieldValues, unknown, FieldValues>>;

const blankOf = (section: SectionDefinition) => Object.fromEntries(section.fields.map((field) => [field.name, '']));

/** What the form starts from: the particulars saved, or each section blank with as many rows as the law asks for. */
function startingValues(sections: readonly SectionDefinition[], saved: Particulars | null): FieldValues {
  return Object.fromEntries(
    sections.map((section) => [
      section.key,
      saved?.[section.key] ?? (section.repeat ? Array.from({ length: section.repeat.min }, () => blankOf(section)) : blankOf(section)),
    ]),
  );
}

/** Every field's path as the form holds it, for the summary of problems above the form. */
function fieldPaths(sections: readonly SectionDefinition[], values: FieldValues): string[] {
  return sections.flatMap((section) => {
    if (!section.repeat) return section.fields.map((field) => `${section.key}.${field.name}`);
    const rows = Array.isArray(values[section.key]) ? (values[section.key] as unknown[]).length : 0;
    return [section.key, ...Array.from({ length: rows }, (_, index) => section.fields.map((field) => `${section.key}.${index}.${field.name}`)).flat()];
  });
}

function Field({ definition, name, form, problems }: { definition: FieldDefinition; name: string; form: UseFormReturn<FieldValues>; problems: Problems }) {
  const { t } = useTranslation('registries');
  const { pick } = useBilingual();
  const label = pick(definition.label);
  const error = problems.message(name);
  const hint = definition.optional ? t('optional') : undefined;
  if (definition.type === 'date') {
    return (
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => <DateInput id={name} legend={label} value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} error={error} />}
      />
    );
  }
  if (definition.type === 'choice') {
    return (
      <SelectField
        id={name}
        label={label}
        placeholder={t('choose')}
        options={(definition.options ?? []).map((option) => ({ value: option.code, label: pick(option.label) }))}
        error={error}
        registration={form.register(name)}
      />
    );
  }
  const numeric = definition.type === 'rupees' || definition.type === 'count';
  return <TextField id={name} label={label} hint={hint} error={error} registration={form.register(name)} {...(definition.type === 'longText' ? { rows: 2 } : {})} {...(numeric ? { inputMode: 'numeric' as const } : {})} />;
}

function SectionFields({ section, prefix, form, problems }: { section: SectionDefinition; prefix: string; form: UseFormReturn<FieldValues>; problems: Problems }) {
  return (
    <div className="row g-3">
      {section.fields.map((definition) => (
        <div key={definition.name} className={definition.type === 'longText' ? 'col-12' : 'col-12 col-md-6'}>
          <Field definition={definition} name={`${prefix}.${definition.name}`} form={form} problems={problems} />
        </div>
      ))}
    </div>
  );
}

/** A list of like entries (witnesses, partners, members), kept between the least and most the law allows. */
function RepeatedSection({ section, form, problems }: { section: SectionDefinition & { repeat: NonNullable<SectionDefinition['repeat']> }; form: UseFormReturn<FieldValues>; problems: Problems }) {
  const { t } = useTranslation('registries');
  const { pick } = useBilingual();
  const rows = useFieldArray({ control: form.control, name: section.key });
  const listError = problems.message(section.key);
  return (
    <>
      <p className="form-text">{section.repeat.min === section.repeat.max ? t('exactly', { number: section.repeat.min }) : t('between', { min: section.repeat.min, max: section.repeat.max })}</p>
      {listError ? (
        <p id={section.key} className="text-danger" tabIndex={-1}>
          {listError}
        </p>
      ) : null}
      {rows.fields.map((row, index) => (
        <fieldset key={row.id} className="border rounded p-3 mb-3">
          <legend className="h6 float-none w-auto px-1">
            {pick(section.repeat.item)} {index + 1}
          </legend>
          <SectionFields section={section} prefix={`${section.key}.${index}`} form={form} problems={problems} />
          {rows.fields.length > section.repeat.min ? (
            <button type="button" className="btn btn-outline-danger btn-sm mt-2" onClick={() => rows.remove(index)}>
              {t('remove', { item: `${pick(section.repeat.item)} ${index + 1}` })}
            </button>
          ) : null}
        </fieldset>
      ))}
      {rows.fields.length < section.repeat.max ? (
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => rows.append(blankOf(section))}>
          {t('add', { item: pick(section.repeat.item) })}
        </button>
      ) : null}
    </>
  );
}

interface SectionsFormProps {
  sections: readonly SectionDefinition[];
  /** The same schema the server checks with: a kind's particulars or a filing's. */
  schema: z.ZodType;
  saved: Particulars | null;
  submitLabel: string;
  /** Saves; what the server refuses lands on its field. */
  onSave: (particulars: Particulars) => Promise<unknown>;
}

/**
 * The particulars of a marriage, firm or society, or of a later filing, laid
 * out section by section from its definition and checked by the same schema
 * the server uses, the law's rules included.
 */
export function SectionsForm({ sections, schema, saved, submitLabel, onSave }: SectionsFormProps) {
  const { pick } = useBilingual();
  const form = useForm<FieldValues>({ resolver: zodResolver(schema as unknown as z.ZodType<FieldValues, FieldValues>), defaultValues: startingValues(sections, saved) });
  const values = useWatch({ control: form.control });
  const problems = useFormProblems(form, fieldPaths(sections, values));
  const submit = (particulars: FieldValues) => problems.submit(async () => void (await onSave(particulars as Particulars)));
  return (
    <form noValidate onSubmit={form.handleSubmit(submit, problems.onInvalid)}>
      <ErrorSummary errors={problems.summary} version={problems.attempt} />
      {sections.map((section) => (
        <section key={section.key} className="mb-4" aria-labelledby={`section-${section.key}`}>
          <h3 id={`section-${section.key}`} className="h5">
            {pick(section.title)}
          </h3>
          {section.repeat ? (
            <RepeatedSection section={section as SectionDefinition & { repeat: NonNullable<SectionDefinition['repeat']> }} form={form} problems={problems} />
          ) : (
            <SectionFields section={section} prefix={section.key} form={form} problems={problems} />
          )}
        </section>
      ))}
      <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
        {submitLabel}
      </button>
    </form>
  );
}
