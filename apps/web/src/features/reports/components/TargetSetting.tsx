import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { decideTargetSetting, findSroOffice, formatRupees, revenueTargetSchema, toDayMonthYearTime, toYearMonthDay, type RevenueTargetView } from '@igrs/domain';
import { DistrictOfficeSelects } from '../../../components/ui/DistrictOfficeSelects.tsx';
import { ErrorSummary } from '../../../components/ui/ErrorSummary.tsx';
import { ListTable } from '../../../components/ui/ListTable.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';
import { usePrincipal } from '../../../lib/session.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';
import { useRevenueTargets, useSetRevenueTarget } from '../api/reports.ts';

const formSchema = revenueTargetSchema.extend({ districtCode: z.string().min(1, { error: 'required' }), targetRupees: z.string().regex(/^\d{1,13}$/, { error: 'invalidValue' }) });
type TargetForm = z.infer<typeof formSchema>;
const FIELDS = ['districtCode', 'sroCode', 'month', 'targetRupees', 'reason'] as const;

function TargetList({ month }: { month: string }) {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const targets = useRevenueTargets(month);
  const rows: RevenueTargetView[] = targets.data ?? [];
  const heading = t('reports.targets.listHeading', { month });
  if (rows.length === 0) return <p className="text-body-secondary">{t('reports.targets.none')}</p>;
  return (
    <ListTable label={heading} captionPlacement="top" columns={[{ header: t('reports.targets.office') }, { header: t('reports.targets.amount'), numeric: true }, { header: t('reports.targets.reason') }, { header: t('reports.targets.setBy') }]} className="table table-sm">
      {rows.map((row) => (
        <tr key={row.sroCode}>
          <th scope="row">{findSroOffice(row.sroCode) ? pick(findSroOffice(row.sroCode)!.description) : row.sroCode}</th>
          <td className="text-end">{formatRupees(row.targetRupees)}</td>
          <td>{row.reason}</td>
          <td>
            {row.setBy}, {toDayMonthYearTime(row.setAt)}
          </td>
        </tr>
      ))}
    </ListTable>
  );
}

/** Under the Target report: the month's targets, and for the Commissioner's office the form that sets them. */
export function TargetSetting() {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const principal = usePrincipal();
  const setTarget = useSetRevenueTarget();
  const [saved, setSaved] = useState<string>();
  const form = useForm<TargetForm>({ resolver: zodResolver(formSchema), defaultValues: { districtCode: '', sroCode: '', month: toYearMonthDay(new Date()).slice(0, 7), targetRupees: '', reason: '' } });
  const problems = useFormProblems(form, FIELDS);
  const districtCode = useWatch({ control: form.control, name: 'districtCode' });
  const formMonth = useWatch({ control: form.control, name: 'month' });
  const maySet = principal !== null && !decideTargetSetting(principal);
  // Those who only read the targets choose the month to read.
  const [readMonth, setReadMonth] = useState(toYearMonthDay(new Date()).slice(0, 7));
  const month = maySet ? formMonth : readMonth;
  const submit = ({ districtCode: _district, ...values }: TargetForm) =>
    problems.submit(async () => {
      setSaved(undefined);
      const view = await setTarget.mutateAsync(revenueTargetSchema.parse(values));
      const office = findSroOffice(view.sroCode);
      setSaved(t('reports.targets.saved', { amount: formatRupees(view.targetRupees), office: office ? pick(office.description) : view.sroCode, month: view.month }));
      form.reset({ ...values, districtCode: _district, targetRupees: '', reason: '' });
    });
  return (
    <section aria-labelledby="targets-heading" className="mt-4">
      <h2 id="targets-heading" className="h4">
        {maySet ? t('reports.targets.heading') : t('reports.targets.listHeading', { month })}
      </h2>
      {maySet ? (
        <>
          <p>{t('reports.targets.intro')}</p>
          {saved ? (
            <div className="alert alert-success" role="status">
              {saved}
            </div>
          ) : null}
          <ErrorSummary errors={problems.summary} version={problems.attempt} />
          <form noValidate className="card card-body mb-3" onSubmit={form.handleSubmit(submit, problems.onInvalid)}>
            <div className="row g-3">
              <DistrictOfficeSelects
                district={{ id: 'target-district', label: t('reports.targets.district'), error: problems.message('districtCode'), registration: form.register('districtCode', { onChange: () => form.setValue('sroCode', '') }) }}
                office={{ id: 'target-office', label: t('reports.targets.office'), error: problems.message('sroCode'), registration: form.register('sroCode') }}
                districtCode={districtCode}
                choose={t('reports.targets.choose')}
                districtFirst={t('reports.targets.districtFirst')}
              />
              <div className="col-12 col-md-4">
                <TextField id="target-month" label={t('reports.targets.month')} error={problems.message('month')} registration={form.register('month')} />
              </div>
              <div className="col-12 col-md-8">
                <TextField id="target-amount" label={t('reports.targets.amount')} inputMode="numeric" error={problems.message('targetRupees')} registration={form.register('targetRupees')} />
              </div>
              <div className="col-12">
                <TextField id="target-reason" label={t('reports.targets.reason')} rows={2} error={problems.message('reason')} registration={form.register('reason')} />
              </div>
              <div className="col-12">
                <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
                  {t('reports.targets.save')}
                </button>
              </div>
            </div>
          </form>
        </>
      ) : (
        <div className="mb-3" style={{ maxWidth: '14rem' }}>
          <label htmlFor="targets-month" className="form-label">
            {t('reports.targets.month')}
          </label>
          <input id="targets-month" type="month" className="form-control" value={readMonth} onChange={(event) => setReadMonth(event.target.value)} />
        </div>
      )}
      <TargetList month={/^\d{4}-\d{2}$/.test(month) ? month : toYearMonthDay(new Date()).slice(0, 7)} />
    </section>
  );
}
