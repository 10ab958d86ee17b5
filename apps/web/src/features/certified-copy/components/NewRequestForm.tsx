import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CERTIFIED_COPIES_MAX,
  CERTIFIED_COPY_PURPOSES,
  CERTIFIED_COPY_PURPOSE_LABELS,
  CERTIFIED_COPY_RECORDS,
  CERTIFIED_COPY_RECORD_LABELS,
  REGISTER_BOOKS,
  certifiedCopyFee,
  certifiedCopyRequestSchema,
  decideRequestStep,
  formatRupees,
  revenueDistricts,
  sroOffices,
  type CertifiedCopyRequestInput,
  type CertifiedCopySummary,
} from '@igrs/domain';
import { ErrorSummary } from '../../../components/ui/ErrorSummary.tsx';
import { FormField } from '../../../components/ui/FormField.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';
import { numberFromInput } from '../../../lib/number-input.ts';
import { usePrincipal } from '../../../lib/session.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';
import { useCreateCertifiedCopy } from '../api/certified-copies.ts';
import { FeeBreakdown } from './FeeBreakdown.tsx';

const FIELDS: Path<CertifiedCopyRequestInput>[] = ['record', 'sroCode', 'bookNumber', 'documentNumber', 'year', 'registrationNumber', 'applicantName', 'applicantMobile', 'purpose', 'copies'];
const COPY_CHOICES = Array.from({ length: CERTIFIED_COPIES_MAX }, (_, index) => index + 1);

/**
 * Offices of Andhra Pradesh under their districts, the way staff look for
 * them: an office's staff take requests for their own office only, an outside
 * agency may ask any office.
 */
function useOfficeGroups() {
  const principal = usePrincipal();
  return useMemo(() => {
    const mayAsk = (sroCode: string) => !!principal && !decideRequestStep(principal, 'request', { sroCode, requestedBy: principal.loginId });
    return revenueDistricts
      .map((district) => ({
        district,
        offices: sroOffices.filter((office) => office.state === 'AP' && office.revenueDistrictCode === district.code && mayAsk(office.code)),
      }))
      .filter((group) => group.offices.length > 0);
  }, [principal]);
}

/** The counter's form: the document asked for, who asks and why, and the fee as it is worked out. */
export function NewRequestForm() {
  const { t } = useTranslation('certifiedCopy');
  const { pick } = useBilingual();
  const create = useCreateCertifiedCopy();
  const officeGroups = useOfficeGroups();
  const [created, setCreated] = useState<CertifiedCopySummary>();
  const form = useForm<CertifiedCopyRequestInput>({
    resolver: zodResolver(certifiedCopyRequestSchema),
    // The fields of the record not chosen leave the form with their inputs, so a value typed before switching cannot block it.
    shouldUnregister: true,
    defaultValues: { record: 'document', sroCode: '', registrationNumber: '', applicantName: '', applicantMobile: '', copies: 1 },
  });
  const problems = useFormProblems(form, FIELDS);
  const copies = useWatch({ control: form.control, name: 'copies' });
  const record = useWatch({ control: form.control, name: 'record' });
  const fee = certifiedCopyFee(typeof copies === 'number' && copies >= 1 && copies <= CERTIFIED_COPIES_MAX ? copies : 1);

  const submit = (values: CertifiedCopyRequestInput) =>
    problems.submit(async () => {
      setCreated(undefined);
      const request = await create.mutateAsync(certifiedCopyRequestSchema.parse(values));
      setCreated(request);
      form.reset({ record: values.record, sroCode: values.sroCode, registrationNumber: '', applicantName: '', applicantMobile: '', copies: 1 });
    });

  const invalid = (name: Path<CertifiedCopyRequestInput>) => (problems.message(name) ? ' is-invalid' : '');
  const numberField = (name: 'documentNumber' | 'year') => form.register(name, { setValueAs: numberFromInput });

  return (
    <section aria-labelledby="new-request-heading" className="card card-body">
      <h2 id="new-request-heading" className="h4">
        {t('newRequest.heading')}
      </h2>
      <p className="text-body-secondary">{t('newRequest.intro')}</p>
      {created ? (
        <div className="alert alert-success" role="status">
          {t('newRequest.created', { reference: created.reference, fee: formatRupees(created.fee.totalRupees) })}
        </div>
      ) : null}
      <ErrorSummary errors={problems.summary.map((entry) => (entry.fieldId ? { ...entry, message: `${t(`fields.${entry.fieldId}`)}: ${entry.message}` } : entry))} version={problems.attempt} />
      <form noValidate onSubmit={form.handleSubmit(submit, problems.onInvalid)} aria-busy={form.formState.isSubmitting}>
        <div className="row g-4">
          <div className="col-12 col-lg-8">
            <fieldset className="mb-3">
              <legend className="form-label fs-6">{t('fields.record')}</legend>
              {CERTIFIED_COPY_RECORDS.map((choice) => (
                <div key={choice} className="form-check form-check-inline">
                  <input id={`record-${choice}`} type="radio" className="form-check-input" value={choice} {...form.register('record')} />
                  <label htmlFor={`record-${choice}`} className="form-check-label">
                    {pick(CERTIFIED_COPY_RECORD_LABELS[choice])}
                  </label>
                </div>
              ))}
            </fieldset>
            <div className="row g-3">
              <div className="col-12 col-md-8">
                <FormField id="sroCode" label={t('fields.sroCode')} error={problems.message('sroCode')}>
                  {(describedBy) => (
                    <select id="sroCode" className={`form-select${invalid('sroCode')}`} aria-describedby={describedBy} aria-invalid={!!problems.message('sroCode')} {...form.register('sroCode')}>
                      <option value="">{t('choose')}</option>
                      {officeGroups.map(({ district, offices }) => (
                        <optgroup key={district.code} label={pick(district.description)}>
                          {offices.map((office) => (
                            <option key={office.code} value={office.code}>
                              {pick(office.description)} ({office.code})
                            </option>
                          ))}
                        </optgroup>
                      ))}
                    </select>
                  )}
                </FormField>
              </div>
              {record === 'marriage' ? (
                <div className="col-12 col-md-8">
                  <FormField id="registrationNumber" label={t('fields.registrationNumber')} hint={t('hints.registrationNumber')} error={problems.message('registrationNumber')}>
                    {(describedBy) => (
                      <input id="registrationNumber" type="text" autoComplete="off" maxLength={20} className={`form-control${invalid('registrationNumber')}`} aria-describedby={describedBy} aria-invalid={!!problems.message('registrationNumber')} {...form.register('registrationNumber')} />
                    )}
                  </FormField>
                </div>
              ) : (
                <>
                <div className="col-12 col-md-4">
                  <SelectField
                    id="bookNumber"
                    label={t('fields.bookNumber')}
                    error={problems.message('bookNumber')}
                    placeholder={t('choose')}
                    options={REGISTER_BOOKS.map((book) => ({ value: book.number, label: pick(book.description) }))}
                    registration={form.register('bookNumber', { setValueAs: numberFromInput })}
                  />
                </div>
                <div className="col-6 col-md-4">
                  <FormField id="documentNumber" label={t('fields.documentNumber')} error={problems.message('documentNumber')}>
                    {(describedBy) => (
                      <input id="documentNumber" type="text" inputMode="numeric" autoComplete="off" className={`form-control${invalid('documentNumber')}`} aria-describedby={describedBy} aria-invalid={!!problems.message('documentNumber')} {...numberField('documentNumber')} />
                    )}
                  </FormField>
                </div>
                <div className="col-6 col-md-4">
                  <FormField id="year" label={t('fields.year')} error={problems.message('year')}>
                    {(describedBy) => (
                      <input id="year" type="text" inputMode="numeric" autoComplete="off" maxLength={4} className={`form-control${invalid('year')}`} aria-describedby={describedBy} aria-invalid={!!problems.message('year')} {...numberField('year')} />
                    )}
                  </FormField>
                </div>
                </>
              )}
              <div className="col-12 col-md-4">
                <FormField id="copies" label={t('fields.copies')} error={problems.message('copies')}>
                  {(describedBy) => (
                    <select id="copies" className={`form-select${invalid('copies')}`} aria-describedby={describedBy} aria-invalid={!!problems.message('copies')} {...form.register('copies', { setValueAs: numberFromInput })}>
                      {COPY_CHOICES.map((count) => (
                        <option key={count} value={count}>
                          {count}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
              </div>
              <div className="col-12 col-md-6">
                <FormField id="applicantName" label={t('fields.applicantName')} error={problems.message('applicantName')}>
                  {(describedBy) => (
                    <input id="applicantName" type="text" autoComplete="off" className={`form-control${invalid('applicantName')}`} aria-describedby={describedBy} aria-invalid={!!problems.message('applicantName')} {...form.register('applicantName')} />
                  )}
                </FormField>
              </div>
              <div className="col-12 col-md-6">
                <FormField id="applicantMobile" label={t('fields.applicantMobile')} hint={t('hints.applicantMobile')} error={problems.message('applicantMobile')}>
                  {(describedBy) => (
                    <input id="applicantMobile" type="tel" inputMode="numeric" autoComplete="off" maxLength={10} className={`form-control${invalid('applicantMobile')}`} aria-describedby={describedBy} aria-invalid={!!problems.message('applicantMobile')} {...form.register('applicantMobile')} />
                  )}
                </FormField>
              </div>
              <div className="col-12 col-md-6">
                <FormField id="purpose" label={t('fields.purpose')} error={problems.message('purpose')}>
                  {(describedBy) => (
                    <select id="purpose" className={`form-select${invalid('purpose')}`} aria-describedby={describedBy} aria-invalid={!!problems.message('purpose')} {...form.register('purpose', { setValueAs: (value: string) => (value === '' ? undefined : value) })}>
                      <option value="">{t('choose')}</option>
                      {CERTIFIED_COPY_PURPOSES.map((purpose) => (
                        <option key={purpose} value={purpose}>
                          {pick(CERTIFIED_COPY_PURPOSE_LABELS[purpose])}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
              </div>
            </div>
          </div>
          <div className="col-12 col-lg-4">
            <FeeBreakdown fee={fee} />
            <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
              {form.formState.isSubmitting ? t('newRequest.submitting') : t('newRequest.submit')}
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}
