import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { denotificationSchema, formatDisplayDate, prohibitionCategoryName, type Denotification, type ProhibitionView } from '@igrs/domain';
import { DateInput } from '../../components/ui/DateInput.tsx';
import { ErrorSummary } from '../../components/ui/ErrorSummary.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { useBilingual } from '../../lib/bilingual.ts';
import { useFormProblems } from '../../lib/use-form-problems.ts';
import { useDenotify, useProhibitionsInForce } from './api.ts';

const FIELDS = ['orderNumber', 'orderDate', 'reason'] as const;

function Withdraw({ prohibition, onDone }: { prohibition: ProhibitionView; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const denotify = useDenotify(prohibition.prohibitionId);
  const form = useForm<Denotification>({ resolver: zodResolver(denotificationSchema), defaultValues: { orderNumber: '', orderDate: '', reason: '' } });
  const problems = useFormProblems(form, FIELDS);
  const id = `withdraw-${prohibition.prohibitionId}`;
  const place = `${pick(prohibition.village)} ${[prohibition.surveyNumber, prohibition.doorNumber].filter(Boolean).join(' / ')}`;
  const submit = (values: Denotification) =>
    problems.submit(async () => {
      await denotify.mutateAsync(values);
      onDone(t('prohibited.withdrawn', { place }));
    });
  return (
    <form noValidate className="row g-2 mt-1" onSubmit={form.handleSubmit(submit, problems.onInvalid)} aria-label={`${t('prohibited.withdraw')}: ${place}`}>
      <ErrorSummary errors={problems.summary} version={problems.attempt} />
      <div className="col-12 col-md-4">
        <TextField id={`${id}-order`} label={t('prohibited.withdrawOrder')} error={problems.message('orderNumber')} registration={form.register('orderNumber')} />
      </div>
      <div className="col-12 col-md-8">
        <Controller control={form.control} name="orderDate" render={({ field }) => <DateInput id={`${id}-date`} legend={t('prohibited.orderDate')} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={problems.message('orderDate')} />} />
      </div>
      <div className="col-12">
        <TextField id={`${id}-reason`} label={t('prohibited.withdrawReason')} error={problems.message('reason')} registration={form.register('reason')} />
      </div>
      <div className="col-12">
        <button type="submit" className="btn btn-outline-danger btn-sm" disabled={form.formState.isSubmitting}>
          {t('prohibited.withdraw')}
        </button>
      </div>
    </form>
  );
}

/** Under the Denotify report: the prohibitions in force in the jurisdiction, each withdrawn by a later order. */
export function WithdrawList() {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const prohibitions = useProhibitionsInForce();
  const [done, setDone] = useState<string>();
  const rows = prohibitions.data ?? [];
  return (
    <section aria-labelledby="in-force-heading" className="mt-4">
      <h2 id="in-force-heading" className="h4">
        {t('prohibited.inForce')}
      </h2>
      {done ? (
        <div className="alert alert-success" role="status">
          {done}
        </div>
      ) : null}
      {prohibitions.isError ? (
        <div className="alert alert-danger" role="alert">
          {prohibitions.error.message}
        </div>
      ) : null}
      {prohibitions.data && rows.length === 0 ? <p className="alert alert-info">{t('prohibited.none')}</p> : null}
      <ul className="list-unstyled">
        {rows.map((row) => (
          <li key={row.prohibitionId} className="border rounded p-2 mb-2">
            <details>
              <summary>
                <strong>
                  {pick(row.village)} {[row.surveyNumber, row.doorNumber].filter(Boolean).join(' / ')}
                </strong>{' '}
                — {pick(prohibitionCategoryName(row.category))} — {row.orderNumber ? t('prohibited.notifiedBy', { order: row.orderNumber, date: formatDisplayDate(row.notifiedOn) }) : formatDisplayDate(row.notifiedOn)}
              </summary>
              <p className="small mb-1">{row.reason}</p>
              <Withdraw prohibition={row} onDone={setDone} />
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
