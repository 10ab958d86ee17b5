import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PROHIBITION_CATEGORIES, prohibitionOrderSchema } from '@igrs/domain';
import { DateInput } from '../../components/ui/DateInput.tsx';
import { ErrorSummary } from '../../components/ui/ErrorSummary.tsx';
import { SelectField } from '../../components/ui/SelectField.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { useBilingual } from '../../lib/bilingual.ts';
import { useDistricts, useMandals, useVillages } from '../../lib/geography.ts';
import { useFormProblems } from '../../lib/use-form-problems.ts';
import { useNotify } from './api.ts';

const formSchema = prohibitionOrderSchema.and(z.object({ districtCode: z.string().min(1, { error: 'required' }), mandalCode: z.string().min(1, { error: 'required' }) }));
type NoticeForm = z.input<typeof formSchema>;
const FIELDS = ['districtCode', 'mandalCode', 'villageCode', 'surveyNumber', 'doorNumber', 'category', 'orderNumber', 'orderDate', 'reason'] as const;

/** Under the Notify report: the District Registrar's notice of a property prohibited from registration, with its order. */
export function NotifyForm() {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const notify = useNotify();
  const [notified, setNotified] = useState<string>();
  const form = useForm<NoticeForm>({
    resolver: zodResolver(formSchema),
    defaultValues: { districtCode: '', mandalCode: '', villageCode: '', surveyNumber: '', doorNumber: '', category: '', orderNumber: '', orderDate: '', reason: '' },
  });
  const problems = useFormProblems(form, FIELDS);
  const districtCode = useWatch({ control: form.control, name: 'districtCode' });
  const mandalCode = useWatch({ control: form.control, name: 'mandalCode' });
  const districts = useDistricts();
  const mandals = useMandals(districtCode);
  const villages = useVillages(mandalCode);
  const submit = ({ districtCode: _district, mandalCode: _mandal, ...values }: NoticeForm) =>
    problems.submit(async () => {
      setNotified(undefined);
      const view = await notify.mutateAsync(prohibitionOrderSchema.parse(values));
      setNotified(t('prohibited.notified', { place: `${pick(view.village)} ${[view.surveyNumber, view.doorNumber].filter(Boolean).join(' / ')}` }));
      form.reset({ districtCode: _district, mandalCode: _mandal, villageCode: '', surveyNumber: '', doorNumber: '', category: '', orderNumber: '', orderDate: '', reason: '' });
    });
  return (
    <section aria-labelledby="notify-heading" className="mt-4">
      <h2 id="notify-heading" className="h4">
        {t('prohibited.notifyHeading')}
      </h2>
      <p>{t('prohibited.notifyIntro')}</p>
      {notified ? (
        <div className="alert alert-success" role="status">
          {notified}
        </div>
      ) : null}
      <ErrorSummary errors={problems.summary} version={problems.attempt} />
      <form noValidate className="card card-body" onSubmit={form.handleSubmit(submit, problems.onInvalid)}>
        <div className="row g-3">
          <div className="col-12 col-md-4">
            <SelectField
              id="prohibition-district"
              label={t('prohibited.district')}
              placeholder={t('prohibited.choose')}
              options={(districts.data ?? []).map((district) => ({ value: district.code, label: pick(district.name) }))}
              error={problems.message('districtCode')}
              registration={form.register('districtCode', { onChange: () => form.setValue('mandalCode', '') })}
            />
          </div>
          <div className="col-12 col-md-4">
            <SelectField
              id="prohibition-mandal"
              label={t('prohibited.mandal')}
              placeholder={t('prohibited.choose')}
              options={(mandals.data ?? []).map((mandal) => ({ value: mandal.code, label: pick(mandal.name) }))}
              error={problems.message('mandalCode')}
              registration={form.register('mandalCode', { onChange: () => form.setValue('villageCode', '') })}
            />
          </div>
          <div className="col-12 col-md-4">
            <SelectField
              id="prohibition-village"
              label={t('prohibited.village')}
              placeholder={t('prohibited.choose')}
              options={(villages.data ?? []).map((village) => ({ value: village.code, label: pick(village.name) }))}
              error={problems.message('villageCode')}
              registration={form.register('villageCode')}
            />
          </div>
          <div className="col-12 col-md-4">
            <TextField id="prohibition-survey" label={t('prohibited.survey')} error={problems.message('surveyNumber')} registration={form.register('surveyNumber')} />
          </div>
          <div className="col-12 col-md-4">
            <TextField id="prohibition-door" label={t('prohibited.door')} error={problems.message('doorNumber')} registration={form.register('doorNumber')} />
          </div>
          <div className="col-12 col-md-4">
            <SelectField
              id="prohibition-category"
              label={t('prohibited.category')}
              placeholder={t('prohibited.choose')}
              options={Object.entries(PROHIBITION_CATEGORIES).map(([code, name]) => ({ value: code, label: pick(name) }))}
              error={problems.message('category')}
              registration={form.register('category')}
            />
          </div>
          <div className="col-12 col-md-6">
            <TextField id="prohibition-order" label={t('prohibited.order')} error={problems.message('orderNumber')} registration={form.register('orderNumber')} />
          </div>
          <div className="col-12 col-md-6">
            <Controller
              control={form.control}
              name="orderDate"
              render={({ field }) => <DateInput id="prohibition-orderDate" legend={t('prohibited.orderDate')} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} error={problems.message('orderDate')} />}
            />
          </div>
          <div className="col-12">
            <TextField id="prohibition-reason" label={t('prohibited.reason')} rows={2} error={problems.message('reason')} registration={form.register('reason')} />
          </div>
          <div className="col-12">
            <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
              {t('prohibited.notify')}
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}
