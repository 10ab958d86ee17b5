import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { sroOfficesQuerySchema, type SroOfficesQuery } from '@igrs/domain';
import { ErrorSummary } from '../../../components/ui/ErrorSummary.tsx';
import { FormField } from '../../../components/ui/FormField.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';
import { useDistricts, useMandals, useVillages } from '../../../lib/geography.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';
import { useSroOffices } from '../api/offices.ts';
import { OfficeCard } from '../components/OfficeCard.tsx';

const placeSearchSchema = sroOfficesQuerySchema.pick({ mandal: true, village: true }).extend({ district: z.string().min(1, { error: 'required' }) });
const nameSearchSchema = z.object({ q: z.string().trim().min(1, { error: 'required' }).max(100, { error: 'textTooLong' }) });
type PlaceSearch = z.input<typeof placeSearchSchema>;
type NameSearch = z.input<typeof nameSearchSchema>;

const PLACE_FIELDS = ['district', 'mandal', 'village'] as const;
const NAME_FIELDS = ['q'] as const;
const OFFICES_PER_PAGE = 10;

/**
 * Find SRO: the office with jurisdiction over a village or locality, chosen
 * district → mandal → village, or offices found by name. `about` holds the
 * page's descriptive sections, shown under the tool.
 */
export function FindSroPage({ about }: { about?: ReactNode }) {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const title = t('pages.findSro');
  usePageTitle(title);
  const [search, setSearch] = useState<SroOfficesQuery>();
  const [page, setPage] = useState(1);
  const offices = useSroOffices(search);

  // The error summaries take focus; their links lead on to each field.
  const placeForm = useForm<PlaceSearch>({ resolver: zodResolver(placeSearchSchema), defaultValues: { district: '', mandal: '', village: '' }, shouldFocusError: false });
  const nameForm = useForm<NameSearch>({ resolver: zodResolver(nameSearchSchema), defaultValues: { q: '' }, shouldFocusError: false });
  const placeProblems = useFormProblems(placeForm, PLACE_FIELDS);
  const nameProblems = useFormProblems(nameForm, NAME_FIELDS);
  const [district, mandal] = useWatch({ control: placeForm.control, name: ['district', 'mandal'] });
  const districts = useDistricts();
  const mandals = useMandals(district);
  const villages = useVillages(mandal ?? '');

  const find = (query: SroOfficesQuery) => {
    setSearch(query);
    setPage(1);
  };
  const findByPlace = placeForm.handleSubmit((values) => {
    nameForm.clearErrors();
    find({ district: values.district, mandal: values.mandal ?? '', village: values.village ?? '' });
  }, placeProblems.onInvalid);
  const findByName = nameForm.handleSubmit((values) => {
    placeForm.clearErrors();
    find({ q: values.q });
  }, nameProblems.onInvalid);

  const districtError = placeProblems.message('district');
  const qError = nameProblems.message('q');
  const found = offices.data ?? [];
  const shown = found.slice((page - 1) * OFFICES_PER_PAGE, page * OFFICES_PER_PAGE);

  return (
    <div className="container-xxl py-4">
      <h1 className="h2">{title}</h1>
      <p className="lead">{t('offices.intro')}</p>
      <div className="row g-4">
        <div className="col-12 col-lg-7">
          <ErrorSummary errors={placeProblems.summary} version={placeProblems.attempt} />
          <form role="search" aria-labelledby="by-place-heading" noValidate className="card card-body" onSubmit={findByPlace}>
            <h2 id="by-place-heading" className="h5">
              {t('offices.byPlace')}
            </h2>
            <div className="row g-3">
              <div className="col-12 col-md-4">
                <FormField id="district" label={t('places.district')} error={districtError}>
                  {(describedBy) => (
                    <select
                      id="district"
                      className={`form-select${districtError ? ' is-invalid' : ''}`}
                      aria-invalid={!!districtError}
                      aria-describedby={describedBy}
                      {...placeForm.register('district', {
                        onChange: () => {
                          placeForm.setValue('mandal', '');
                          placeForm.setValue('village', '');
                        },
                      })}
                    >
                      <option value="">{t('places.choose')}</option>
                      {(districts.data ?? []).map((entry) => (
                        <option key={entry.code} value={entry.code}>
                          {pick(entry.name)}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
              </div>
              <div className="col-12 col-md-4">
                <FormField id="mandal" label={t('places.mandal')}>
                  {(describedBy) => (
                    <select id="mandal" className="form-select" aria-describedby={describedBy} {...placeForm.register('mandal', { onChange: () => placeForm.setValue('village', '') })}>
                      <option value="">{t('offices.allMandals')}</option>
                      {(mandals.data ?? []).map((entry) => (
                        <option key={entry.code} value={entry.code}>
                          {pick(entry.name)}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
              </div>
              <div className="col-12 col-md-4">
                <FormField id="village" label={t('places.village')}>
                  {(describedBy) => (
                    <select id="village" className="form-select" aria-describedby={describedBy} {...placeForm.register('village')}>
                      <option value="">{t('offices.allVillages')}</option>
                      {(villages.data ?? []).map((entry) => (
                        <option key={entry.code} value={entry.code}>
                          {pick(entry.name)}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
              </div>
            </div>
            <div className="mt-3">
              <button type="submit" className="btn btn-primary">
                {t('offices.find')}
              </button>
            </div>
          </form>
        </div>
        <div className="col-12 col-lg-5">
          <ErrorSummary errors={nameProblems.summary} version={nameProblems.attempt} />
          <form role="search" aria-labelledby="by-name-heading" noValidate className="card card-body" onSubmit={findByName}>
            <h2 id="by-name-heading" className="h5">
              {t('offices.byName')}
            </h2>
            <FormField id="q" label={t('offices.name')} hint={t('offices.nameHint')} error={qError}>
              {(describedBy) => (
                <input
                  id="q"
                  type="search"
                  autoComplete="off"
                  className={`form-control${qError ? ' is-invalid' : ''}`}
                  aria-invalid={!!qError}
                  aria-describedby={describedBy}
                  {...nameForm.register('q')}
                />
              )}
            </FormField>
            <div className="mt-3">
              <button type="submit" className="btn btn-primary">
                {t('offices.search')}
              </button>
            </div>
          </form>
        </div>
      </div>

      {/* Always in the page, so that the count is announced when a search fills it. */}
      <section aria-labelledby={search ? 'offices-heading' : undefined} className="mt-4">
        {search ? (
          <h2 id="offices-heading" className="h4">
            {t('offices.resultsTitle')}
          </h2>
        ) : null}
        <p role="status" className="fw-semibold">
          {search && offices.isSuccess ? (found.length > 0 ? t('offices.found', { count: found.length }) : t('offices.none')) : ''}
        </p>
        {offices.isError ? (
          <p className="alert alert-danger" role="alert">
            {offices.error.message}
          </p>
        ) : null}
        <ul className="row g-3 list-unstyled">
          {shown.map((office) => (
            <li key={office.code} className="col-12 col-md-6">
              <OfficeCard office={office} />
            </li>
          ))}
        </ul>
        <Pagination page={page} pageSize={OFFICES_PER_PAGE} total={found.length} onChange={setPage} />
      </section>
      {about ? <div className="mt-5">{about}</div> : null}
    </div>
  );
}
