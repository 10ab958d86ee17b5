import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RATE_DECISIONS, formatDisplayDate, rateDecisionSchema, type RateUpload } from '@igrs/domain';
import { ErrorSummary } from '../../../components/ui/ErrorSummary.tsx';
import { FormField } from '../../../components/ui/FormField.tsx';
import { showMessage } from '../../../lib/popups.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';
import { useDecideUpload } from '../api/market-value.ts';

type DecisionForm = z.input<typeof rateDecisionSchema>;
const FIELDS = ['decision', 'remarks'] as const;

/**
 * The checker's half of maker–checker: approve the uploaded rates (they are
 * used from their effective date) or reject them, saying why. The server
 * decides again who may.
 */
export function RateDecisionForm({ upload, onDone }: { upload: RateUpload; onDone: () => void }) {
  const { t } = useTranslation();
  const decide = useDecideUpload();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useForm<DecisionForm>({ resolver: zodResolver(rateDecisionSchema), defaultValues: { decision: 'approve', remarks: '' } });
  const problems = useFormProblems(form, FIELDS);
  useEffect(() => {
    heading.current?.focus();
  }, [upload.id]);

  const submit = (values: DecisionForm) =>
    problems.submit(async () => {
      const decided = await decide.mutateAsync({ id: upload.id, body: rateDecisionSchema.parse(values) });
      showMessage({ message: t(`mvUpload.decided.${decided.status}`, { id: decided.id, date: formatDisplayDate(decided.effectiveFrom) }), type: 'success' });
      onDone();
    });

  const remarks = problems.message('remarks');
  return (
    <section aria-labelledby="rate-decision-heading" className="card card-body mt-4">
      <h3 id="rate-decision-heading" ref={heading} tabIndex={-1} className="h5">
        {t('mvUpload.decideTitle', { id: upload.id })}
      </h3>
      <p>
        {t('mvUpload.decideIntro', {
          uploader: upload.uploadedBy ? `${upload.uploadedBy.loginName} (${upload.uploadedBy.loginId})` : '—',
          count: upload.rowCount,
          date: formatDisplayDate(upload.effectiveFrom),
        })}
      </p>
      <ErrorSummary errors={problems.summary} version={problems.attempt} />
      <form noValidate onSubmit={form.handleSubmit(submit, problems.onInvalid)}>
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('mvUpload.decision')}</legend>
          {RATE_DECISIONS.map((decision) => (
            <div className="form-check" key={decision}>
              <input id={`decision-${decision}`} type="radio" value={decision} className="form-check-input" {...form.register('decision')} />
              <label htmlFor={`decision-${decision}`} className="form-check-label">
                {t(`mvUpload.decisions.${decision}`)}
              </label>
            </div>
          ))}
        </fieldset>
        <div className="mb-3">
          <FormField id="remarks" label={t('mvUpload.remarks')} hint={t('mvUpload.hints.remarks')} error={remarks}>
            {(describedBy) => (
              <textarea id="remarks" rows={3} maxLength={500} className={`form-control${remarks ? ' is-invalid' : ''}`} aria-invalid={!!remarks} aria-describedby={describedBy} {...form.register('remarks')} />
            )}
          </FormField>
        </div>
        <div className="d-flex gap-2">
          <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
            {t('mvUpload.recordDecision')}
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={onDone}>
            {t('mvUpload.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
