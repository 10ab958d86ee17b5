import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  findSroOffice,
  majorTransactionTypes,
  officesCovered,
  reportFilterFormSchema,
  revenueDistricts,
  type PageFilter,
  type Principal,
  type ReportFilterForm,
} from '@igrs/domain';
import { DateInput } from '../../../components/ui/DateInput.tsx';
import { FormField } from '../../../components/ui/FormField.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';
import { fieldMessage } from '../../../lib/form-errors.ts';
import type { ReportParams } from '../api/reports.ts';

/** The page filters this page shape knows, by the form field each fills. */
const FIELD_OF: Partial<Record<PageFilter, keyof ReportFilterForm>> = {
  district: 'districtCode',
  sroOffice: 'sroCode',
  fromDate: 'fromDate',
  toDate: 'toDate',
  transactionType: 'transactionMajorCode',
  topN: 'topN',
  sampleSize: 'sampleSize',
  partyName: 'partyName',
  surveyNumber: 'surveyNumber',
};
const EMPTY: ReportFilterForm = { districtCode: '', sroCode: '', fromDate: '', toDate: '', transactionMajorCode: '', topN: '', sampleSize: '', partyName: '', surveyNumber: '' };

interface ReportFiltersProps {
  filters: readonly PageFilter[];
  params: ReportParams;
  principal: Principal | null;
  onApply: (params: ReportParams) => void;
}

/** A report's filters, checked by the same schema as the server's, offering only the places the viewer covers. */
export function ReportFilters({ filters, params, principal, onApply }: ReportFiltersProps) {
  const { t } = useTranslation();
  const { pick, language } = useBilingual();
  const form = useForm<ReportFilterForm>({ resolver: zodResolver(reportFilterFormSchema), values: { ...EMPTY, ...params } });
  const fields = new Set(filters.map((filter) => FIELD_OF[filter]).filter((field) => field !== undefined));
  const covered = principal ? officesCovered(principal.jurisdiction) : [];
  const coveredDistricts = new Set(covered.map((code) => findSroOffice(code)?.revenueDistrictCode));
  const district = form.watch('districtCode');
  const offices = covered.map((code) => findSroOffice(code)!).filter((office) => !district || office.revenueDistrictCode === district);
  const error = (name: keyof ReportFilterForm) => fieldMessage(form.formState.errors[name]?.message, language);
  const labelOf = (filter: PageFilter) => t(`staffPages.filter.${filter}.label`);

  const select = (filter: PageFilter, name: keyof ReportFilterForm, any: string, options: { value: string; label: string }[]) => (
    <div className="col-12 col-sm-6 col-lg-3">
      <FormField id={`report-${name}`} label={labelOf(filter)} error={error(name)}>
        {(describedBy) => (
          <select id={`report-${name}`} className="form-select" aria-describedby={describedBy} {...form.register(name)}>
            <option value="">{any}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </div>
  );
  const count = (filter: PageFilter, name: 'topN' | 'sampleSize') => (
    <div className="col-12 col-sm-6 col-lg-2">
      <FormField id={`report-${name}`} label={labelOf(filter)} error={error(name)} hint={t(`staffPages.filter.${filter}.help`)}>
        {(describedBy) => (
          <input id={`report-${name}`} inputMode="numeric" className={`form-control${error(name) ? ' is-invalid' : ''}`} aria-invalid={!!error(name)} aria-describedby={describedBy} {...form.register(name)} />
        )}
      </FormField>
    </div>
  );
  const words = (filter: PageFilter, name: 'partyName' | 'surveyNumber') => (
    <div className="col-12 col-sm-6 col-lg-3">
      <FormField id={`report-${name}`} label={labelOf(filter)} error={error(name)} hint={t(`staffPages.filter.${filter}.help`)}>
        {(describedBy) => (
          <input id={`report-${name}`} type="search" className={`form-control${error(name) ? ' is-invalid' : ''}`} aria-invalid={!!error(name)} aria-describedby={describedBy} {...form.register(name)} />
        )}
      </FormField>
    </div>
  );
  const date = (name: 'fromDate' | 'toDate') => (
    <div className="col-12 col-sm-6 col-lg-auto">
      <Controller control={form.control} name={name} render={({ field }) => <DateInput id={`report-${name}`} legend={labelOf(name)} error={error(name)} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />} />
    </div>
  );

  const submit = (values: ReportFilterForm) => onApply(Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')));
  return (
    <form className="row g-3 align-items-end mb-4 igrs-filters" role="search" aria-label={t('reports.filters')} noValidate onSubmit={form.handleSubmit(submit)}>
      {fields.has('districtCode')
        ? select(
            'district',
            'districtCode',
            t('reports.allDistricts'),
            revenueDistricts.filter((entry) => coveredDistricts.has(entry.code)).map((entry) => ({ value: entry.code, label: pick(entry.description) })),
          )
        : null}
      {fields.has('sroCode') ? select('sroOffice', 'sroCode', t('reports.allOffices'), offices.map((office) => ({ value: office.code, label: `${pick(office.description)} (${office.code})` }))) : null}
      {fields.has('transactionMajorCode')
        ? select('transactionType', 'transactionMajorCode', t('reports.allTransactions'), majorTransactionTypes().map((type) => ({ value: type.majorCode, label: pick(type.description) })))
        : null}
      {fields.has('fromDate') ? date('fromDate') : null}
      {fields.has('toDate') ? date('toDate') : null}
      {fields.has('topN') ? count('topN', 'topN') : null}
      {fields.has('sampleSize') ? count('sampleSize', 'sampleSize') : null}
      {fields.has('partyName') ? words('partyName', 'partyName') : null}
      {fields.has('surveyNumber') ? words('surveyNumber', 'surveyNumber') : null}
      <div className="col-12 col-lg-auto d-flex gap-2">
        <button type="submit" className="btn btn-primary">
          {t('reports.show')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={() => onApply({})}>
          {t('reports.clear')}
        </button>
      </div>
    </form>
  );
}
