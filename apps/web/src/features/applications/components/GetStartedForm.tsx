import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getStartedSchema, hasRateFor, majorTransactionTypes, revenueDistricts, sroOffices, transactionTypesOfMajor, type GetStarted } from '@igrs/domain';
import { ErrorSummary } from '../../../components/ui/ErrorSummary.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';
import { useStartApplication } from '../api/applications.ts';

const FIELDS = ['registrationType', 'transactionMajorCode', 'transactionMinorCode', 'districtCode', 'sroCode'] as const;
/** Deeds the duty table prices: an application can be made for these. */
const appliedMajors = majorTransactionTypes().filter((major) => transactionTypesOfMajor(major.majorCode).some((minor) => hasRateFor(minor.majorCode, minor.minorCode)));

/** Get started: the kind of deed and the office; the application id is issued when this is saved. */
export function GetStartedForm() {
  const { t } = useTranslation('application');
  const { pick } = useBilingual();
  const navigate = useNavigate();
  const start = useStartApplication();
  const form = useForm<GetStarted>({
    resolver: zodResolver(getStartedSchema),
    defaultValues: { registrationType: 'regular', transactionMajorCode: '', transactionMinorCode: '', districtCode: '', sroCode: '' },
  });
  const problems = useFormProblems(form, FIELDS);
  const [majorCode, districtCode] = useWatch({ control: form.control, name: ['transactionMajorCode', 'districtCode'] });
  const minors = useMemo(() => transactionTypesOfMajor(majorCode).filter((minor) => hasRateFor(minor.majorCode, minor.minorCode)), [majorCode]);
  const offices = useMemo(() => sroOffices.filter((office) => office.state === 'AP' && office.revenueDistrictCode === districtCode), [districtCode]);

  const submit = (values: GetStarted) =>
    problems.submit(async () => {
      const started = await start.mutateAsync(values);
      await navigate(`/Registration/${started.applicationId}/parties`, { state: { guestSecret: started.guestSecret } });
    });

  return (
    <form noValidate className="card card-body" onSubmit={form.handleSubmit(submit, problems.onInvalid)}>
      <ErrorSummary errors={problems.summary} version={problems.attempt} />
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('start.registrationType')}</legend>
        {(['regular', 'anywhere'] as const).map((type) => (
          <div className="form-check" key={type}>
            <input className="form-check-input" type="radio" id={`registrationType-${type}`} value={type} {...form.register('registrationType')} />
            <label className="form-check-label" htmlFor={`registrationType-${type}`}>
              {t(`start.types.${type}`)}
            </label>
          </div>
        ))}
      </fieldset>
      <div className="row g-3">
        <div className="col-12 col-md-6">
          <SelectField
            id="transactionMajorCode"
            label={t('start.major')}
            placeholder={t('choose')}
            options={appliedMajors.map((major) => ({ value: major.majorCode, label: pick(major.description) }))}
            error={problems.message('transactionMajorCode')}
            registration={form.register('transactionMajorCode', { onChange: () => form.setValue('transactionMinorCode', '') })}
          />
        </div>
        <div className="col-12 col-md-6">
          <SelectField
            id="transactionMinorCode"
            label={t('start.minor')}
            placeholder={majorCode ? t('choose') : t('start.majorFirst')}
            options={minors.map((minor) => ({ value: minor.minorCode, label: pick(minor.description) }))}
            error={problems.message('transactionMinorCode')}
            registration={form.register('transactionMinorCode')}
            disabled={!majorCode}
          />
        </div>
        <div className="col-12 col-md-6">
          <SelectField
            id="districtCode"
            label={t('start.district')}
            placeholder={t('choose')}
            options={revenueDistricts.map((district) => ({ value: district.code, label: pick(district.description) }))}
            error={problems.message('districtCode')}
            registration={form.register('districtCode', { onChange: () => form.setValue('sroCode', '') })}
          />
        </div>
        <div className="col-12 col-md-6">
          <SelectField
            id="sroCode"
            label={t('start.office')}
            hint={t('start.officeHint')}
            placeholder={districtCode ? t('choose') : t('start.districtFirst')}
            options={offices.map((office) => ({ value: office.code, label: pick(office.description) }))}
            error={problems.message('sroCode')}
            registration={form.register('sroCode')}
            disabled={!districtCode}
          />
        </div>
      </div>
      <div className="mt-3">
        <button type="submit" className="btn btn-primary">
          {t('start.submit')}
        </button>
      </div>
    </form>
  );
}
