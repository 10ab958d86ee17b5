import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PAYMENT_MODES, PAYMENT_MODE_LABELS, certifiedCopyPaymentSchema, formatRupees, type CertifiedCopyPaymentInput, type CertifiedCopySummary } from '@igrs/domain';
import { ErrorSummary } from '../../../components/ui/ErrorSummary.tsx';
import { FormField } from '../../../components/ui/FormField.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';
import { showMessage } from '../../../lib/popups.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';
import { useRecordPayment } from '../api/certified-copies.ts';
import { confirmStep } from './confirm-step.ts';

const FIELDS: Path<CertifiedCopyPaymentInput>[] = ['mode', 'reference'];

/** How the fee was paid; a challan or online payment is recorded with its number. */
export function PaymentForm({ request, onDone }: { request: CertifiedCopySummary; onDone: () => void }) {
  const { t } = useTranslation('certifiedCopy');
  const { pick } = useBilingual();
  const record = useRecordPayment();
  const form = useForm<CertifiedCopyPaymentInput>({ resolver: zodResolver(certifiedCopyPaymentSchema), defaultValues: { mode: 'cash', reference: '' } });
  const problems = useFormProblems(form, FIELDS);
  const mode = useWatch({ control: form.control, name: 'mode' });

  const submit = (values: CertifiedCopyPaymentInput) =>
    problems.submit(async () => {
      const confirmed = await confirmStep(t, t('confirm.payment', { fee: formatRupees(request.fee.totalRupees), reference: request.reference, mode: pick(PAYMENT_MODE_LABELS[values.mode]) }));
      if (!confirmed) return;
      await record.mutateAsync({ id: request.id, payment: certifiedCopyPaymentSchema.parse(values) });
      showMessage({ message: t('done.payment', { reference: request.reference }), type: 'success' });
      onDone();
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(submit, problems.onInvalid)} aria-labelledby={`payment-${request.id}`} aria-busy={form.formState.isSubmitting}>
      <h3 id={`payment-${request.id}`} className="h6">
        {t('payment.heading', { reference: request.reference })}
      </h3>
      <ErrorSummary errors={problems.summary.map((entry) => (entry.fieldId ? { ...entry, message: `${t(entry.fieldId === 'mode' ? 'payment.mode' : 'payment.reference')}: ${entry.message}` } : entry))} version={problems.attempt} />
      <div className="row g-3 mb-3">
        <div className="col-12 col-md-5">
          <fieldset>
            <legend className="form-label fs-6">{t('payment.mode')}</legend>
            {PAYMENT_MODES.map((option) => (
              <div key={option} className="form-check">
                <input id={option === 'cash' ? 'mode' : `mode-${option}`} type="radio" value={option} className="form-check-input" {...form.register('mode')} />
                <label htmlFor={option === 'cash' ? 'mode' : `mode-${option}`} className="form-check-label">
                  {pick(PAYMENT_MODE_LABELS[option])}
                </label>
              </div>
            ))}
          </fieldset>
        </div>
        <div className="col-12 col-md-7">
          <FormField id="reference" label={t('payment.reference')} hint={t(mode === 'cash' ? 'payment.referenceCashHint' : 'payment.referenceHint')} error={problems.message('reference')}>
            {(describedBy) => (
              <input
                id="reference"
                type="text"
                autoComplete="off"
                className={`form-control${problems.message('reference') ? ' is-invalid' : ''}`}
                aria-describedby={describedBy}
                aria-invalid={!!problems.message('reference')}
                {...form.register('reference')}
              />
            )}
          </FormField>
        </div>
      </div>
      <div className="d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          {t('payment.submit')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onDone}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
