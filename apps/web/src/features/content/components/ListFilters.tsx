import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { contentListQuerySchema, type ContentGroup, type ContentListQuery } from '@igrs/domain';
import { DateInput } from '../../../components/ui/DateInput.tsx';
import { FormField } from '../../../components/ui/FormField.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';
import { fieldMessage } from '../../../lib/form-errors.ts';

type FilterValues = z.input<typeof contentListQuerySchema>;
type FilterName = 'q' | 'group' | 'from' | 'to';

interface ListFiltersProps {
  idPrefix: string;
  query: ContentListQuery;
  groups: ContentGroup[];
  showDates: boolean;
  onApply: (filters: Partial<Record<FilterName, string>>) => void;
}

/** Text, category and date filters, checked with the same schema the server uses. */
export function ListFilters({ idPrefix, query, groups, showDates, onApply }: ListFiltersProps) {
  const { t } = useTranslation();
  const { pick, language } = useBilingual();
  const form = useForm<FilterValues>({
    resolver: zodResolver(contentListQuerySchema),
    values: { q: query.q ?? '', group: query.group ?? '', from: query.from ?? '', to: query.to ?? '' },
  });
  const errors = form.formState.errors;
  const fieldError = (name: FilterName) => {
    return fieldMessage(errors[name]?.message, language);
  };
  const submit = (values: FilterValues) =>
    onApply({ q: values.q ?? '', group: values.group ?? '', from: values.from ?? '', to: values.to ?? '' });

  const textInput = (name: FilterName, label: string, columns: string) => {
    const id = `${idPrefix}-${name}`;
    const error = fieldError(name);
    return (
      <div className={columns}>
        <FormField id={id} label={label} error={error}>
          {(describedBy) => (
            <input id={id} type="search" className={`form-control${error ? ' is-invalid' : ''}`} aria-describedby={describedBy} aria-invalid={!!error} {...form.register(name)} />
          )}
        </FormField>
      </div>
    );
  };
  const dateInput = (name: 'from' | 'to', label: string) => (
    <div className="col-12 col-sm-6 col-md-auto">
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => <DateInput id={`${idPrefix}-${name}`} legend={label} error={fieldError(name)} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} />}
      />
    </div>
  );

  return (
    <form className="igrs-filters row g-3 align-items-end mb-3" role="search" aria-label={t('content.filters')} noValidate onSubmit={form.handleSubmit(submit)}>
      {textInput('q', t('content.searchText'), 'col-12 col-md-4')}
      {groups.length > 0 ? (
        <div className="col-12 col-md-3">
          <FormField id={`${idPrefix}-group`} label={t('content.group')}>
            {(describedBy) => (
              <select id={`${idPrefix}-group`} className="form-select" aria-describedby={describedBy} {...form.register('group')}>
                <option value="">{t('content.allGroups')}</option>
                {groups.map((group) => (
                  <option key={group.key} value={group.key}>
                    {pick(group.label)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
      ) : null}
      {showDates ? dateInput('from', t('content.fromDate')) : null}
      {showDates ? dateInput('to', t('content.toDate')) : null}
      <div className="col-12 col-md-auto d-flex gap-2">
        <button type="submit" className="btn btn-primary">
          {t('content.search')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={() => onApply({})}>
          {t('content.clear')}
        </button>
      </div>
    </form>
  );
}
