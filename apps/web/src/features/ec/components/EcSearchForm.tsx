import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Controller, useForm, useWatch, type FieldErrors, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ANONYMOUS_EC_SEARCHES_PER_DAY,
  EC_PROPERTY_IDENTIFIERS,
  REGISTER_START_DATE,
  captchaTextLooksRight,
  ecSearchRequestSchema,
  toYearMonthDay,
  type EcPropertyIdentifier,
  type EcSearchKind,
  type EcSearchRequestInput,
} from '@igrs/domain';
import { CaptchaField } from '../../../components/ui/CaptchaField.tsx';
import { ErrorSummary } from '../../../components/ui/ErrorSummary.tsx';
import { DateInput } from '../../../components/ui/DateInput.tsx';
import { FormField } from '../../../components/ui/FormField.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useBilingual } from '../../../lib/bilingual.ts';
import { useIsBusy } from '../../../lib/busy.ts';
import { useCaptcha, type CaptchaKind } from '../../../lib/captcha.ts';
import { useDistricts } from '../../../lib/geography.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';
import { useDistrictOffices } from '../api/ec.ts';
import { documentSearchFromQuery } from '../../../lib/ec-links.ts';

interface EcSearchForm {
  searchBy: EcSearchKind;
  districtCode: string;
  sroCode: string;
  villageCode: string;
  identifyBy: EcPropertyIdentifier;
  surveyNumber: string;
  doorNumber: string;
  plotNumber: string;
  apartmentName: string;
  flatNumber: string;
  documentNumber: string;
  year: string;
  fromDate: string;
  toDate: string;
  captchaText: string;
}

const FIELDS = [
  'searchBy',
  'districtCode',
  'sroCode',
  'villageCode',
  'surveyNumber',
  'doorNumber',
  'plotNumber',
  'apartmentName',
  'flatNumber',
  'documentNumber',
  'year',
  'fromDate',
  'toDate',
  'captchaText',
] as const satisfies readonly Path<EcSearchForm>[];

/** The request the form stands for: only the chosen way of naming the property, only the chosen kind of search. */
function toRequest(values: EcSearchForm): EcSearchRequestInput {
  const period = { fromDate: values.fromDate, toDate: values.toDate };
  if (values.searchBy === 'document') {
    return {
      searchBy: 'document',
      sroCode: values.sroCode,
      ...(values.documentNumber.trim() ? { documentNumber: values.documentNumber.trim() } : {}),
      ...(values.year.trim() ? { year: values.year.trim() } : {}),
      ...period,
    };
  }
  const place = { searchBy: 'property' as const, districtCode: values.districtCode, sroCode: values.sroCode, villageCode: values.villageCode, ...period };
  switch (values.identifyBy) {
    case 'survey':
      return { ...place, surveyNumber: values.surveyNumber };
    case 'door':
      return { ...place, doorNumber: values.doorNumber };
    case 'plot':
      return { ...place, plotNumber: values.plotNumber };
    case 'flat':
      return { ...place, apartmentName: values.apartmentName, flatNumber: values.flatNumber };
  }
}

/** The shared request schema judges the form; the captcha is the form's own, asked only of callers without a staff login. */
function resolverFor(captchaNeeded: boolean): Resolver<EcSearchForm> {
  return async (values) => {
    const errors: FieldErrors<EcSearchForm> = {};
    const parsed = ecSearchRequestSchema.safeParse(toRequest(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? 'searchBy') as keyof EcSearchForm;
        errors[name] ??= { type: 'validation', message: issue.message };
      }
    }
    if (captchaNeeded && values.captchaText.trim() === '') errors.captchaText = { type: 'required', message: 'required' };
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}

interface EcSearchFormProps {
  captchaNeeded: boolean;
  onSearch: (request: EcSearchRequestInput) => Promise<void>;
}

/** What to search: a property by its place and number, or a document by its office, number and year; and the period. */
export function EcSearchForm({ captchaNeeded, onSearch }: EcSearchFormProps) {
  const { t } = useTranslation('ec');
  const { pick } = useBilingual();
  const busy = useIsBusy();
  const [captchaKind, setCaptchaKind] = useState<CaptchaKind>('image');
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const captcha = useCaptcha(captchaKind, captchaGeneration);
  // Opened from an earlier document's link, the form starts as a search for that document.
  const [params] = useSearchParams();
  const [named] = useState(() => documentSearchFromQuery(params));
  const form = useForm<EcSearchForm>({
    resolver: resolverFor(captchaNeeded),
    shouldFocusError: false,
    defaultValues: {
      searchBy: named ? 'document' : 'property',
      districtCode: named?.districtCode ?? '',
      sroCode: named?.sroCode ?? '',
      villageCode: '',
      identifyBy: 'survey',
      surveyNumber: '',
      doorNumber: '',
      plotNumber: '',
      apartmentName: '',
      flatNumber: '',
      documentNumber: named?.documentNumber ?? '',
      year: named?.year ?? '',
      fromDate: REGISTER_START_DATE,
      toDate: toYearMonthDay(new Date()),
      captchaText: '',
    },
  });
  const problems = useFormProblems(form, FIELDS);
  const [searchBy, districtCode, sroCode, villageCode, identifyBy] = useWatch({ control: form.control, name: ['searchBy', 'districtCode', 'sroCode', 'villageCode', 'identifyBy'] });
  const districts = useDistricts();
  const offices = useDistrictOffices(districtCode);
  const office = offices.data?.find((entry) => entry.code === sroCode);
  const village = office?.villages.find((entry) => entry.code === villageCode);
  const identifiers: readonly EcPropertyIdentifier[] = village?.kind === 'urban' ? EC_PROPERTY_IDENTIFIERS.filter((entry) => entry !== 'survey') : ['survey'];
  const byDocument = searchBy === 'document';

  const newCaptcha = () => {
    form.setValue('captchaText', '');
    setCaptchaGeneration((value) => value + 1);
  };

  const submit = form.handleSubmit(async (values) => {
    if (captchaNeeded && !captchaTextLooksRight(captchaKind, values.captchaText.trim())) {
      form.setError('captchaText', { type: 'client', message: 'captchaMismatch' });
      problems.fail();
      newCaptcha();
      return;
    }
    const request = { ...toRequest(values), ...(captchaNeeded ? { captchaId: captcha.data?.captchaId ?? '', captchaText: values.captchaText.trim() } : {}) };
    await problems.submit(async () => {
      try {
        await onSearch(request);
      } catch (failure) {
        // A wrong captcha belongs beside the captcha, where the new picture is.
        if (failure instanceof ApiRequestError && failure.code === 'CAPTCHA_FAILED') {
          throw new ApiRequestError(failure.status, failure.code, failure.message, [{ field: 'body.captchaText', message: failure.message }]);
        }
        throw failure;
      }
    });
    if (captchaNeeded) newCaptcha();
  }, problems.onInvalid);

  const error = (name: Path<EcSearchForm>) => problems.message(name);
  const inputClass = (name: Path<EcSearchForm>, base = 'form-control') => `${base}${error(name) ? ' is-invalid' : ''}`;
  const textField = (name: 'surveyNumber' | 'doorNumber' | 'plotNumber' | 'apartmentName' | 'flatNumber' | 'documentNumber' | 'year', label: string, hint?: string, inputMode?: 'numeric') => (
    <FormField id={name} label={label} hint={hint} error={error(name)}>
      {(describedBy) => (
        <input
          id={name}
          className={inputClass(name)}
          autoComplete="off"
          inputMode={inputMode}
          aria-invalid={!!error(name)}
          aria-describedby={describedBy}
          {...form.register(name)}
        />
      )}
    </FormField>
  );

  return (
    <>
      <ErrorSummary errors={problems.summary} version={problems.attempt} />
      <form role="search" aria-labelledby="ec-form-heading" noValidate className="card card-body" onSubmit={submit}>
        <h2 id="ec-form-heading" className="visually-hidden">
          {t('search')}
        </h2>
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('searchBy')}</legend>
          {(['property', 'document'] as const).map((kind) => (
            <div key={kind} className="form-check form-check-inline">
              <input id={`searchBy-${kind}`} type="radio" value={kind} className="form-check-input" {...form.register('searchBy')} />
              <label htmlFor={`searchBy-${kind}`} className="form-check-label">
                {kind === 'property' ? t('byProperty') : t('byDocument')}
              </label>
            </div>
          ))}
        </fieldset>

        <div className="row g-3">
          <div className="col-12 col-md-4">
            <SelectField
              id="districtCode"
              label={t('district')}
              error={error('districtCode')}
              placeholder={t('choose')}
              options={(districts.data ?? []).map((entry) => ({ value: entry.code, label: pick(entry.name) }))}
              registration={form.register('districtCode', {
                onChange: () => {
                  form.setValue('sroCode', '');
                  form.setValue('villageCode', '');
                },
              })}
            />
          </div>
          <div className="col-12 col-md-4">
            <SelectField
              id="sroCode"
              label={t('office')}
              error={error('sroCode')}
              placeholder={districtCode === '' ? t('chooseDistrictFirst') : t('choose')}
              options={(offices.data ?? []).map((entry) => ({ value: entry.code, label: pick(entry.name) }))}
              registration={form.register('sroCode', { onChange: () => form.setValue('villageCode', '') })}
              disabled={districtCode === ''}
            />
          </div>
          {byDocument ? null : (
            <div className="col-12 col-md-4">
              <SelectField
                id="villageCode"
                label={t('village')}
                error={error('villageCode')}
                placeholder={office ? t('choose') : t('chooseOfficeFirst')}
                options={(office?.villages ?? []).map((entry) => ({ value: entry.code, label: `${pick(entry.name)} (${pick(entry.mandal.name)}, ${t(entry.kind)})` }))}
                registration={form.register('villageCode', {
                  onChange: (event: { target: { value: string } }) => {
                    const chosen = office?.villages.find((entry) => entry.code === event.target.value);
                    form.setValue('identifyBy', chosen?.kind === 'urban' ? 'door' : 'survey');
                  },
                })}
                disabled={!office}
              />
            </div>
          )}
        </div>

        {byDocument ? (
          <div className="row g-3 mt-0">
            <p id="document-hint" className="form-text mb-0">
              {t('documentHint')}
            </p>
            <div className="col-12 col-sm-6 col-md-4">{textField('documentNumber', t('documentNumber'), undefined, 'numeric')}</div>
            <div className="col-12 col-sm-6 col-md-4">{textField('year', t('year'), undefined, 'numeric')}</div>
          </div>
        ) : (
          <div className="mt-3">
            {identifiers.length > 1 ? (
              <fieldset className="mb-2">
                <legend className="form-label fs-6">{t('identifyBy')}</legend>
                {identifiers.map((kind) => (
                  <div key={kind} className="form-check form-check-inline">
                    <input id={`identifyBy-${kind}`} type="radio" value={kind} className="form-check-input" {...form.register('identifyBy')} />
                    <label htmlFor={`identifyBy-${kind}`} className="form-check-label">
                      {t(`identifier.${kind}`)}
                    </label>
                  </div>
                ))}
              </fieldset>
            ) : null}
            <div className="row g-3">
              {identifyBy === 'survey' ? <div className="col-12 col-md-6">{textField('surveyNumber', t('identifier.survey'), t('surveyHint'))}</div> : null}
              {identifyBy === 'door' ? <div className="col-12 col-md-6">{textField('doorNumber', t('doorNumber'))}</div> : null}
              {identifyBy === 'plot' ? <div className="col-12 col-md-6">{textField('plotNumber', t('plotNumber'))}</div> : null}
              {identifyBy === 'flat' ? (
                <>
                  <div className="col-12 col-md-6">{textField('apartmentName', t('apartmentName'))}</div>
                  <div className="col-12 col-md-6">{textField('flatNumber', t('flatNumber'))}</div>
                </>
              ) : null}
            </div>
          </div>
        )}

        <fieldset className="mt-3">
          <legend className="form-label fs-6">{t('period')}</legend>
          <p id="period-hint" className="form-text mt-0">
            {t('periodHint')}
          </p>
          <div className="row g-3">
            {(['fromDate', 'toDate'] as const).map((name) => (
              <div key={name} className="col-12 col-sm-6 col-md-4">
                <Controller
                  control={form.control}
                  name={name}
                  render={({ field }) => <DateInput id={name} legend={t(name)} error={error(name)} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
                />
              </div>
            ))}
          </div>
        </fieldset>

        {captchaNeeded ? (
          <div className="mt-3">
            <CaptchaField
              captcha={captcha.data}
              kind={captchaKind}
              onKindChange={(next) => {
                setCaptchaKind(next);
                form.setValue('captchaText', '');
              }}
              onRefresh={newCaptcha}
              error={error('captchaText')}
              registration={form.register('captchaText')}
            />
            <p className="form-text">{t('dailyLimit', { count: ANONYMOUS_EC_SEARCHES_PER_DAY })}</p>
          </div>
        ) : null}

        <div className="mt-2">
          <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
            {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
            {t('search')}
          </button>
        </div>
      </form>
    </>
  );
}
