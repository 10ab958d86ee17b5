import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  dutyCalculationRequestSchema,
  hasRateFor,
  localBodyTypes,
  majorTransactionTypes,
  transactionTypesOfMajor,
  type DutyCalculationRequest,
} from '@igrs/domain';
import { ErrorSummary } from '../../../components/ui/ErrorSummary.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';
import { numberFromInput } from '../../../lib/number-input.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';
import { useDutyCalculation } from '../api/duty.ts';
import { DutyBreakdown } from './DutyBreakdown.tsx';

type DutyForm = z.input<typeof dutyCalculationRequestSchema>;
const FIELDS = ['majorCode', 'minorCode', 'marketValue', 'consideration', 'stampPaperValue', 'localBodyType'] as const;
const AMOUNT_FIELDS = ['marketValue', 'consideration', 'stampPaperValue'] as const;

const pricedMajors = majorTransactionTypes().filter((major) => transactionTypesOfMajor(major.majorCode).some((minor) => hasRateFor(minor.majorCode, minor.minorCode)));

interface DutyCalculatorProps {
  /** A market value worked out before (from the property); it replaces the field's value whenever it changes. */
  initialMarketValue?: number | undefined;
  headingLevel?: 2 | 3;
}

/** Stamp duty, transfer duty, registration fee and user charges for a document, with the rule behind each line. */
export function DutyCalculator({ initialMarketValue, headingLevel = 2 }: DutyCalculatorProps) {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const calculation = useDutyCalculation();
  const form = useForm<DutyForm>({
    resolver: zodResolver(dutyCalculationRequestSchema),
    defaultValues: { majorCode: '01', minorCode: '01', marketValue: initialMarketValue, consideration: undefined, stampPaperValue: undefined },
    // The error summary takes focus; its links lead on to each field.
    shouldFocusError: false,
  });
  const { reset: clearResult } = calculation;
  useEffect(() => {
    if (initialMarketValue === undefined) return;
    form.setValue('marketValue', initialMarketValue);
    // A breakdown worked out on the previous value no longer answers for this one.
    clearResult();
  }, [initialMarketValue, form, clearResult]);
  const majorCode = useWatch({ control: form.control, name: 'majorCode' });
  const minors = transactionTypesOfMajor(majorCode ?? '').filter((minor) => hasRateFor(minor.majorCode, minor.minorCode));
  const errors = form.formState.errors;
  const problems = useFormProblems(form, FIELDS);

  const submit = (values: DutyForm) =>
    problems.submit(async () => {
      clearResult();
      await calculation.mutateAsync(dutyCalculationRequestSchema.parse(values) as DutyCalculationRequest);
    });
  // A breakdown beside an error would answer for figures that are no longer in the form.
  const refuse = () => {
    clearResult();
    problems.onInvalid();
  };
  const described = (field: (typeof FIELDS)[number], hint?: boolean) =>
    [hint ? `${field}-hint` : '', errors[field] ? `${field}-error` : ''].filter(Boolean).join(' ') || undefined;
  const errorText = (field: (typeof FIELDS)[number]) =>
    errors[field] ? (
      <div id={`${field}-error`} className="invalid-feedback d-block">
        {problems.message(field)}
      </div>
    ) : null;

  return (
    <div className="row g-4">
      <div className="col-12 col-lg-5 d-print-none">
        <ErrorSummary errors={problems.summary} version={problems.attempt} />
        <form noValidate className="card card-body" onSubmit={form.handleSubmit(submit, refuse)}>
          <div className="mb-3">
            <label htmlFor="majorCode" className="form-label">
              {t('duty.majorCode')}
            </label>
            <select
              id="majorCode"
              className="form-select"
              aria-describedby={described('majorCode')}
              {...form.register('majorCode', {
                onChange: (event: React.ChangeEvent<HTMLSelectElement>) => {
                  const first = transactionTypesOfMajor(event.target.value).find((minor) => hasRateFor(minor.majorCode, minor.minorCode));
                  form.setValue('minorCode', first?.minorCode ?? '');
                },
              })}
            >
              {pricedMajors.map((major) => (
                <option key={major.majorCode} value={major.majorCode}>
                  {major.majorCode} — {pick(major.description)}
                </option>
              ))}
            </select>
            {errorText('majorCode')}
          </div>
          <div className="mb-3">
            <label htmlFor="minorCode" className="form-label">
              {t('duty.minorCode')}
            </label>
            <select id="minorCode" className="form-select" aria-describedby={described('minorCode')} aria-invalid={!!errors.minorCode} {...form.register('minorCode')}>
              {minors.map((minor) => (
                <option key={minor.code} value={minor.minorCode}>
                  {minor.minorCode} — {pick(minor.description)}
                </option>
              ))}
            </select>
            {errorText('minorCode')}
          </div>
          {AMOUNT_FIELDS.map((field) => (
            <div className="mb-3" key={field}>
              <label htmlFor={field} className="form-label">
                {t(`duty.${field}`)}
              </label>
              <div id={`${field}-hint`} className="form-text mt-0 mb-1">
                {t(`duty.hints.${field}`)}
              </div>
              <div className="input-group">
                <span className="input-group-text">₹</span>
                <input
                  id={field}
                  type="text"
                  inputMode="numeric"
                  className={`form-control${errors[field] ? ' is-invalid' : ''}`}
                  aria-invalid={!!errors[field]}
                  aria-describedby={described(field, true)}
                  {...form.register(field, { setValueAs: numberFromInput })}
                />
              </div>
              {errorText(field)}
            </div>
          ))}
          <div className="mb-3">
            <label htmlFor="localBodyType" className="form-label">
              {t('duty.localBodyType')}
            </label>
            <select
              id="localBodyType"
              className="form-select"
              {...form.register('localBodyType', { setValueAs: (value: string) => (value === '' ? undefined : value) })}
            >
              <option value="">{t('duty.localBodyNotKnown')}</option>
              {localBodyTypes.map((type) => (
                <option key={type.code} value={type.code}>
                  {pick(type.description)}
                </option>
              ))}
            </select>
          </div>
          <div className="form-check mb-3">
            <input id="sezParty" type="checkbox" className="form-check-input" {...form.register('sezParty')} />
            <label htmlFor="sezParty" className="form-check-label">
              {t('duty.sezParty')}
            </label>
          </div>
          <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
            {t('duty.calculate')}
          </button>
        </form>
      </div>
      <div className="col-12 col-lg-7" aria-live="polite">
        {calculation.data ? <DutyBreakdown result={calculation.data} headingLevel={headingLevel} /> : <p className="text-body-secondary">{t('duty.noResultYet')}</p>}
      </div>
    </div>
  );
}
