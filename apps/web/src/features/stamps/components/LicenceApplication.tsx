import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { STAMP_KINDS, STAMP_KIND_NAMES, licenceApplicationSchema } from '@igrs/domain';
import { DistrictOfficeSelects } from '../../../components/ui/DistrictOfficeSelects.tsx';
import { ErrorSummary } from '../../../components/ui/ErrorSummary.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';
import { useApplyForLicence, useRenewals } from '../api/stamps.ts';
import { LicenceRequestList } from './LicenceRenewal.tsx';

const applicationFormSchema = licenceApplicationSchema.extend({ districtCode: z.string().min(1, { error: 'required' }) });
type ApplicationForm = z.infer<typeof applicationFormSchema>;

/** A vendor's login with no licence asks the District Registrar for one: name, address, the depot that will supply it, the kinds to sell. */
export function LicenceApplication() {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const apply = useApplyForLicence();
  const requests = useRenewals();
  const waiting = (requests.data ?? []).some((request) => request.status === 'requested');
  const form = useForm<ApplicationForm>({ resolver: zodResolver(applicationFormSchema), defaultValues: { name: '', address: '', districtCode: '', depotSroCode: '', kinds: ['non-judicial'] } });
  const problems = useFormProblems(form, ['name', 'address', 'districtCode', 'depotSroCode', 'kinds']);
  const districtCode = useWatch({ control: form.control, name: 'districtCode' });
  const submit = ({ districtCode: _district, ...values }: ApplicationForm) => problems.submit(async () => void (await apply.mutateAsync(values)));
  return (
    <section aria-labelledby="licence-application">
      <h2 id="licence-application" className="h4">
        {t('stamps.application.title')}
      </h2>
      <p>{t('stamps.application.help')}</p>
      {waiting ? null : (
        <form noValidate className="card card-body mb-3" onSubmit={form.handleSubmit(submit, problems.onInvalid)}>
          <ErrorSummary errors={problems.summary} version={problems.attempt} />
          <div className="row g-3">
            <div className="col-12 col-md-6">
              <TextField id="name" label={t('stamps.application.name')} error={problems.message('name')} registration={form.register('name')} />
            </div>
            <div className="col-12 col-md-6">
              <TextField id="address" label={t('stamps.application.address')} error={problems.message('address')} registration={form.register('address')} />
            </div>
            <DistrictOfficeSelects
              district={{ id: 'districtCode', label: t('stamps.application.district'), error: problems.message('districtCode'), registration: form.register('districtCode', { onChange: () => form.setValue('depotSroCode', '') }) }}
              office={{ id: 'depotSroCode', label: t('stamps.application.depot'), error: problems.message('depotSroCode'), registration: form.register('depotSroCode') }}
              districtCode={districtCode}
              choose={t('stamps.application.choose')}
              districtFirst={t('stamps.application.districtFirst')}
            />
          </div>
          <Controller
            control={form.control}
            name="kinds"
            render={({ field }) => (
              <fieldset className="mt-3">
                <legend className="form-label fs-6">{t('stamps.renewal.kinds')}</legend>
                {STAMP_KINDS.map((kind) => (
                  <div className="form-check form-check-inline" key={kind}>
                    <input
                      className="form-check-input"
                      type="checkbox"
                      id={`apply-${kind}`}
                      checked={field.value.includes(kind)}
                      onChange={(event) => field.onChange(event.target.checked ? [...field.value, kind] : field.value.filter((value) => value !== kind))}
                    />
                    <label className="form-check-label" htmlFor={`apply-${kind}`}>
                      {pick(STAMP_KIND_NAMES[kind])}
                    </label>
                  </div>
                ))}
              </fieldset>
            )}
          />
          <div className="mt-3">
            <button type="submit" className="btn btn-primary" disabled={apply.isPending}>
              {t('stamps.application.submit')}
            </button>
          </div>
        </form>
      )}
      <LicenceRequestList />
    </section>
  );
}
