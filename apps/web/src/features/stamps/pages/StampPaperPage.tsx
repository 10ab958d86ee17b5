import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { spoilRequestSchema } from '@igrs/domain';
import type { z } from 'zod';
import { ErrorSummary } from '../../../components/ui/ErrorSummary.tsx';
import { FormField } from '../../../components/ui/FormField.tsx';
import { useMenuPageTitle } from '../../../lib/page-title.ts';
import { showMessage } from '../../../lib/popups.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';
import { useSpoil } from '../api/stamps.ts';
import { PaperTrace } from '../components/PaperTrace.tsx';

type SpoilForm = z.input<typeof spoilRequestSchema>;

/** A paper's path by serial, and reporting a paper of the stock as spoilt (so it can never be sold or used). */
export function StampPaperPage() {
  const { t } = useTranslation();
  const title = useMenuPageTitle('vendorStampPaper');
  const spoil = useSpoil();
  const form = useForm<SpoilForm>({ resolver: zodResolver(spoilRequestSchema), defaultValues: { serial: '', reason: '' } });
  const problems = useFormProblems(form, ['serial', 'reason']);
  const submit = (values: SpoilForm) =>
    problems.submit(async () => {
      const paper = await spoil.mutateAsync(spoilRequestSchema.parse(values));
      showMessage({ message: t('stamps.paper.spoilt', { serial: paper.serial }), type: 'success' });
      form.reset();
    });
  return (
    <div className="container-xxl py-4">
      <h1 className="h2 mb-3">{title}</h1>
      <PaperTrace />
      <section aria-labelledby="spoil-heading">
        <h2 id="spoil-heading" className="h5">
          {t('stamps.paper.spoilTitle')}
        </h2>
        <ErrorSummary errors={problems.summary} version={problems.attempt} />
        <form noValidate className="row g-3 align-items-end" onSubmit={form.handleSubmit(submit, problems.onInvalid)}>
          {(['serial', 'reason'] as const).map((name) => {
            const error = problems.message(name);
            return (
              <div key={name} className="col-12 col-md-5">
                <FormField id={name} label={t(`stamps.paper.${name}`)} error={error}>
                  {(describedBy) => <input id={name} className={`form-control${error ? ' is-invalid' : ''}`} aria-invalid={!!error} aria-describedby={describedBy} {...form.register(name)} />}
                </FormField>
              </div>
            );
          })}
          <div className="col-12 col-md-auto">
            <button type="submit" className="btn btn-outline-danger">
              {t('stamps.paper.spoil')}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
