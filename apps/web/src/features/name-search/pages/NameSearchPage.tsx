import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  NAME_SEARCH_ROLES,
  PARTY_RELATIONS,
  formatDisplayDate,
  nameSearchCriteriaSchema,
  nameSearchRequestSchema,
  revenueDistricts,
  sroOffices,
  type NameSearchCriteriaInput,
  type NameSearchHit,
  type NameSearchRequestInput,
} from '@igrs/domain';
import { ErrorSummary } from '../../../components/ui/ErrorSummary.tsx';
import { DateInput } from '../../../components/ui/DateInput.tsx';
import { FormField } from '../../../components/ui/FormField.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useBilingual } from '../../../lib/bilingual.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';
import { useNameSearch } from '../api/name-search.ts';
import { UsageLog } from '../components/UsageLog.tsx';

const AGREEMENT_PATH = '/NameSearch/AgreementPage';
export const DETAILS_PATH = '/NameSearch/SearchDetails';

const CRITERIA_FIELDS = ['name', 'districtCode', 'sroCode', 'fromDate', 'toDate', 'role'] as const satisfies readonly Path<NameSearchCriteriaInput>[];
const EMPTY_CRITERIA: Required<NameSearchCriteriaInput> = { name: '', districtCode: '', sroCode: '', fromDate: '', toDate: '', role: 'any' };

function criteriaFromAddress(params: URLSearchParams): Required<NameSearchCriteriaInput> {
  const role = params.get('role');
  return {
    name: params.get('name') ?? '',
    districtCode: params.get('districtCode') ?? '',
    sroCode: params.get('sroCode') ?? '',
    fromDate: params.get('fromDate') ?? '',
    toDate: params.get('toDate') ?? '',
    role: NAME_SEARCH_ROLES.find((entry) => entry === role) ?? 'any',
  };
}

/** The search the address describes, if it is one the server would take. */
function requestFromAddress(params: URLSearchParams): NameSearchRequestInput | undefined {
  if (!params.get('name')) return undefined;
  const request = { ...criteriaFromAddress(params), page: Number(params.get('page') ?? '1') };
  return nameSearchRequestSchema.safeParse(request).success ? request : undefined;
}

function HitRow({ hit, backQuery }: { hit: NameSearchHit; backQuery: string }) {
  const { t } = useTranslation('nameSearch');
  const { pick } = useBilingual();
  const identity = [hit.aadhaarMasked, hit.panMasked].filter(Boolean).join(' / ');
  return (
    <tr>
      <td>
        <div className="fw-semibold">
          {pick(hit.name)}
          {hit.exactMatch ? <span className="badge text-bg-success ms-2">{t('search.exact')}</span> : null}
        </div>
        <div className="small">
          {pick(hit.partyLabel)} · {pick(PARTY_RELATIONS[hit.relationType])} {pick(hit.relationName)}
          {hit.age !== null ? ` · ${t('search.age', { age: hit.age })}` : ''}
        </div>
      </td>
      <td>
        <Link
          to={`${DETAILS_PATH}?${new URLSearchParams({ documentId: String(hit.documentId), back: backQuery }).toString()}`}
          aria-label={t('search.viewDocumentLabel', { citation: hit.citation, office: pick(hit.sro.name) })}
        >
          {t('search.viewDocument', { citation: hit.citation })}
        </Link>
      </td>
      <td>{pick(hit.sro.name)}</td>
      <td className="text-nowrap">{formatDisplayDate(hit.registeredOn)}</td>
      <td>{pick(hit.transaction)}</td>
      <td>
        {hit.otherSide.names.map(pick).join(', ')}
        {hit.otherSide.more > 0 ? ` ${t('search.andMore', { count: hit.otherSide.more })}` : ''}
      </td>
      <td className="text-nowrap">{identity || '—'}</td>
    </tr>
  );
}

/**
 * Searching the register by a party's name. The criteria live in the page's
 * address, so back, forward and reload show the same results.
 */
export function NameSearchPage() {
  const { t } = useTranslation('nameSearch');
  const { pick } = useBilingual();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const request = useMemo(() => requestFromAddress(params), [params]);
  const search = useNameSearch(request);
  const [usageOpen, setUsageOpen] = useState(false);
  usePageTitle(t('search.heading'));

  const form = useForm<NameSearchCriteriaInput>({
    resolver: zodResolver(nameSearchCriteriaSchema),
    defaultValues: criteriaFromAddress(params),
    shouldFocusError: false,
  });
  const problems = useFormProblems(form, CRITERIA_FIELDS);
  const districtCode = useWatch({ control: form.control, name: 'districtCode' });

  useEffect(() => {
    form.reset(criteriaFromAddress(params));
  }, [params, form]);

  const termsMissing = search.error instanceof ApiRequestError && search.error.code === 'NAME_SEARCH_TERMS_NOT_ACCEPTED';
  useEffect(() => {
    if (termsMissing) void navigate(AGREEMENT_PATH, { replace: true });
  }, [termsMissing, navigate]);

  const offices = useMemo(
    () => sroOffices.filter((office) => office.state === 'AP' && (!districtCode || office.revenueDistrictCode === districtCode)),
    [districtCode],
  );

  const submit = (values: NameSearchCriteriaInput) => {
    const next = new URLSearchParams();
    for (const field of CRITERIA_FIELDS) {
      const value = values[field]?.trim();
      if (value && !(field === 'role' && value === 'any')) next.set(field, value);
    }
    next.set('page', '1');
    setParams(next);
  };
  const goToPage = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };

  const fieldError = (name: (typeof CRITERIA_FIELDS)[number]) => problems.message(name);
  const inputClass = (name: (typeof CRITERIA_FIELDS)[number], base = 'form-control') => `${base}${fieldError(name) ? ' is-invalid' : ''}`;
  const data = search.data;

  return (
    <div className="container-xxl py-4">
      <h1 className="h2 mb-2">{t('search.heading')}</h1>
      <p>{t('search.intro')}</p>
      <ErrorSummary errors={problems.summary} version={problems.attempt} />
      <form noValidate className="card card-body mb-4" aria-label={t('search.criteria')} onSubmit={form.handleSubmit(submit, problems.onInvalid)}>
        <div className="row g-3">
          <div className="col-12 col-lg-6">
            <FormField id="name" label={t('search.name')} hint={t('search.nameHint')} error={fieldError('name')}>
              {(describedBy) => (
                <input
                  id="name"
                  type="text"
                  autoComplete="off"
                  className={inputClass('name')}
                  aria-invalid={!!fieldError('name')}
                  aria-describedby={describedBy}
                  {...form.register('name')}
                />
              )}
            </FormField>
          </div>
          <div className="col-12 col-sm-6 col-lg-3">
            <FormField id="role" label={t('search.role')} error={fieldError('role')}>
              {(describedBy) => (
                <select id="role" className={inputClass('role', 'form-select')} aria-describedby={describedBy} {...form.register('role')}>
                  {NAME_SEARCH_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {t(`search.roles.${role}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
          <div className="col-12 col-sm-6 col-lg-3">
            <SelectField
              id="districtCode"
              label={t('search.district')}
              error={fieldError('districtCode')}
              placeholder={t('search.anyDistrict')}
              options={revenueDistricts.map((district) => ({ value: district.code, label: pick(district.description) }))}
              registration={form.register('districtCode', { onChange: () => form.setValue('sroCode', '') })}
            />
          </div>
          <div className="col-12 col-sm-6 col-lg-4">
            <SelectField
              id="sroCode"
              label={t('search.sro')}
              error={fieldError('sroCode')}
              placeholder={t('search.anySro')}
              options={offices.map((office) => ({ value: office.code, label: `${pick(office.description)} (${office.code})` }))}
              registration={form.register('sroCode')}
            />
          </div>
          <div className="col-12 col-sm-6 col-lg-4">
            <Controller
              control={form.control}
              name="fromDate"
              render={({ field }) => (
                <DateInput id="fromDate" legend={t('search.fromDate')} hint={t('search.periodHint')} error={fieldError('fromDate')} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} />
              )}
            />
          </div>
          <div className="col-12 col-sm-6 col-lg-4">
            <Controller
              control={form.control}
              name="toDate"
              render={({ field }) => <DateInput id="toDate" legend={t('search.toDate')} error={fieldError('toDate')} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} />}
            />
          </div>
        </div>
        <div className="d-flex flex-wrap gap-2 mt-3">
          <button type="submit" className="btn btn-primary">
            {t('search.submit')}
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => {
              form.reset(EMPTY_CRITERIA);
              setParams(new URLSearchParams());
            }}
          >
            {t('search.clear')}
          </button>
        </div>
      </form>

      <section aria-labelledby="name-search-results" aria-busy={search.isFetching}>
        <h2 id="name-search-results" className="h4">
          {t('search.results')}
        </h2>
        {search.isFetching ? (
          <p role="status" className="text-body-secondary">
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {t('search.searching')}
          </p>
        ) : null}
        {search.isError && !termsMissing ? (
          <div className="alert alert-danger" role="alert">
            {search.error instanceof ApiRequestError ? search.error.message : t('search.failed')}
          </div>
        ) : null}
        {data && request ? (
          <>
            <p aria-live="polite">{t('search.resultCount', { count: data.total })}</p>
            {data.truncated ? <div className="alert alert-warning">{t('search.truncated', { limit: data.candidateLimit })}</div> : null}
            {data.hits.length === 0 ? (
              <p className="text-body-secondary">{t('search.noResults')}</p>
            ) : (
              <div className="table-responsive">
                <table className="table table-striped align-middle">
                  <caption className="visually-hidden">{t('search.results')}</caption>
                  <thead className="table-light">
                    <tr>
                      <th scope="col">{t('search.columns.party')}</th>
                      <th scope="col">{t('search.columns.document')}</th>
                      <th scope="col">{t('search.columns.office')}</th>
                      <th scope="col">{t('search.columns.registeredOn')}</th>
                      <th scope="col">{t('search.columns.transaction')}</th>
                      <th scope="col">{t('search.columns.otherSide')}</th>
                      <th scope="col">{t('search.columns.identity')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.hits.map((hit) => (
                      <HitRow key={hit.partyId} hit={hit} backQuery={params.toString()} />
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onChange={goToPage} />
          </>
        ) : null}
      </section>

      <details className="mt-4" onToggle={(event) => setUsageOpen(event.currentTarget.open)}>
        <summary className="h5">{t('search.usageLink')}</summary>
        {usageOpen ? <UsageLog /> : null}
      </details>
    </div>
  );
}
