import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getStartedSchema, hasRateFor, majorTransactionTypes, sroOffices, transactionTypesOfMajor, type GetStarted } from '@igrs/domain';
import { DistrictOfficeSelects } from '../../../components/ui/DistrictOfficeSelects.tsx';
import { ErrorSummary } from '../../../components/ui/ErrorSummary.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';
import { numberFromInput } from '../../../lib/number-input.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';
import { useStartApplication } from '../api/applications.ts';

/** The start as the form holds it: the link document's numbers are text until sent. */
interface StartForm extends Omit<GetStarted, 'linkDocument'> {
  fromLink: boolean;
  linkDocument: { sroCode: string; documentNumber: string; year: string };
}

const FIELDS = ['registrationType', 'transactionMajorCode', 'transactionMinorCode', 'districtCode', 'sroCode', 'linkDocument.sroCode', 'linkDocument.documentNumber', 'linkDocument.year'] as const;

function toRequest({ fromLink, linkDocument, ...start }: StartForm): Record<string, unknown> {
  return {
    ...start,
    linkDocument: fromLink ? { sroCode: linkDocument.sroCode, documentNumber: numberFromInput(linkDocument.documentNumber) ?? Number.NaN, year: numberFromInput(linkDocument.year) ?? Number.NaN } : undefined,
  };
}
const schemaResolver = zodResolver(getStartedSchema) as unknown as Resolver<Record<string, unknown>>;
// The schema reads the request the form makes; its error paths are the form's own.
const resolver: Resolver<StartForm> = async (values, context, options) => {
  const result = await schemaResolver(toRequest(values), context, options as never);
  return Object.keys(result.errors).length > 0 ? { values: {}, errors: result.errors as never } : { values, errors: {} };
};
/** Deeds the duty table prices: an application can be made for these. */
const appliedMajors = majorTransactionTypes().filter((major) => transactionTypesOfMajor(major.majorCode).some((minor) => hasRateFor(minor.majorCode, minor.minorCode)));

/** Get started: the kind of deed and the office; the application id is issued when this is saved. */
export function GetStartedForm() {
  const { t } = useTranslation('application');
  const { pick } = useBilingual();
  const navigate = useNavigate();
  const start = useStartApplication();
  const form = useForm<StartForm>({
    resolver,
    defaultValues: { registrationType: 'regular', transactionMajorCode: '', transactionMinorCode: '', districtCode: '', sroCode: '', fromLink: false, linkDocument: { sroCode: '', documentNumber: '', year: '' } },
  });
  const problems = useFormProblems(form, FIELDS);
  const [majorCode, districtCode, fromLink] = useWatch({ control: form.control, name: ['transactionMajorCode', 'districtCode', 'fromLink'] });
  const minors = useMemo(() => transactionTypesOfMajor(majorCode).filter((minor) => hasRateFor(minor.majorCode, minor.minorCode)), [majorCode]);

  const submit = (values: StartForm) =>
    problems.submit(async () => {
      const started = await start.mutateAsync(getStartedSchema.parse(toRequest(values)));
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
        <DistrictOfficeSelects
          district={{ id: 'districtCode', label: t('start.district'), error: problems.message('districtCode'), registration: form.register('districtCode', { onChange: () => form.setValue('sroCode', '') }) }}
          office={{ id: 'sroCode', label: t('start.office'), hint: t('start.officeHint'), error: problems.message('sroCode'), registration: form.register('sroCode') }}
          districtCode={districtCode}
          choose={t('choose')}
          districtFirst={t('start.districtFirst')}
        />
      </div>
      <div className="form-check mt-3">
        <input className="form-check-input" type="checkbox" id="fromLink" {...form.register('fromLink')} />
        <label className="form-check-label" htmlFor="fromLink">
          {t('start.fromLink')}
        </label>
      </div>
      {fromLink ? (
        <fieldset className="row g-3 mt-1">
          <legend className="form-text mb-0">{t('start.fromLinkHint')}</legend>
          <div className="col-12 col-md-6">
            <SelectField
              id="linkDocument.sroCode"
              label={t('property.linkOffice')}
              placeholder={t('choose')}
              options={sroOffices.filter((office) => office.state === 'AP').map((office) => ({ value: office.code, label: `${pick(office.description)} (${office.code})` }))}
              error={problems.message('linkDocument.sroCode')}
              registration={form.register('linkDocument.sroCode')}
            />
          </div>
          <div className="col-6 col-md-3">
            <TextField id="linkDocument.documentNumber" label={t('property.linkNumber')} inputMode="numeric" error={problems.message('linkDocument.documentNumber')} registration={form.register('linkDocument.documentNumber')} />
          </div>
          <div className="col-6 col-md-3">
            <TextField id="linkDocument.year" label={t('property.linkYear')} inputMode="numeric" error={problems.message('linkDocument.year')} registration={form.register('linkDocument.year')} />
          </div>
        </fieldset>
      ) : null}
      <div className="mt-3">
        <button type="submit" className="btn btn-primary">
          {t('start.submit')}
        </button>
      </div>
    </form>
  );
}
