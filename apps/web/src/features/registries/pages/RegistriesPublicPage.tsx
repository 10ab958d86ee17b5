import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { REGISTRY_STATUS_NAMES, findFiling, findSroOffice, formatDisplayDate, objectionRequestSchema, publicRegistrySearchSchema, type PublicNotice } from '@igrs/domain';
import { CaptchaField } from '../../../components/ui/CaptchaField.tsx';
import { ErrorSummary } from '../../../components/ui/ErrorSummary.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { ListTable } from '../../../components/ui/ListTable.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';
import { useCaptchaEntry } from '../../../lib/captcha.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';
import { fileObjection, useNotices, usePublicSearch } from '../api/registries.ts';

const objectionFormSchema = objectionRequestSchema.omit({ captchaId: true });
type ObjectionForm = z.infer<typeof objectionFormSchema>;
const OBJECTION_FIELDS = ['objectorName', 'objectorAddress', 'grounds', 'captchaText'] as const;

/** Anyone's objection to a notice, with a captcha; the Marriage Officer hears it. */
function ObjectionForm({ notice, onDone }: { notice: PublicNotice; onDone: () => void }) {
  const { t } = useTranslation('registries');
  const [filed, setFiled] = useState(false);
  const form = useForm<ObjectionForm>({ resolver: zodResolver(objectionFormSchema), defaultValues: { objectorName: '', objectorAddress: '', grounds: '', captchaText: '' } });
  const problems = useFormProblems(form, OBJECTION_FIELDS);
  const captcha = useCaptchaEntry(() => form.setValue('captchaText', ''));
  const submit = (values: ObjectionForm) =>
    problems.submit(async () => {
      if (!captcha.looksRight(values.captchaText)) {
        form.setError('captchaText', { type: 'client', message: 'captchaMismatch' });
        captcha.renew();
        throw new Error(t('captchaWrong'));
      }
      try {
        await fileObjection(notice.entryId, { ...values, captchaId: captcha.captchaId });
        setFiled(true);
      } finally {
        captcha.renew();
      }
    });
  if (filed) {
    return (
      <div className="alert alert-success" role="status">
        {t('objectionFiled', { id: notice.entryId })}{' '}
        <button type="button" className="btn btn-sm btn-outline-dark ms-2" onClick={onDone}>
          {t('close')}
        </button>
      </div>
    );
  }
  return (
    <form noValidate className="card card-body mb-3" aria-labelledby="objection-heading" onSubmit={form.handleSubmit(submit, problems.onInvalid)}>
      <h3 id="objection-heading" className="h5">
        {t('objectTo', { bride: notice.brideName, groom: notice.groomName })}
      </h3>
      <ErrorSummary errors={problems.summary} version={problems.attempt} />
      <div className="row g-3">
        <div className="col-12 col-md-6">
          <TextField id="objectorName" label={t('objectorName')} error={problems.message('objectorName')} registration={form.register('objectorName')} />
        </div>
        <div className="col-12 col-md-6">
          <TextField id="objectorAddress" label={t('objectorAddress')} hint={t('objectorAddressHint')} error={problems.message('objectorAddress')} registration={form.register('objectorAddress')} />
        </div>
        <div className="col-12">
          <TextField id="grounds" label={t('grounds')} rows={3} error={problems.message('grounds')} registration={form.register('grounds')} />
        </div>
      </div>
      <CaptchaField {...captcha.field} error={problems.message('captchaText')} registration={form.register('captchaText')} />
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary">
          {t('fileObjection')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onDone}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}

function Notices() {
  const { t } = useTranslation('registries');
  const { pick } = useBilingual();
  const notices = useNotices();
  const [objecting, setObjecting] = useState<PublicNotice>();
  const rows = notices.data ?? [];
  return (
    <section aria-labelledby="notices-heading" className="mb-5">
      <h2 id="notices-heading" className="h4">
        {t('noticesTitle')}
      </h2>
      <p>{t('noticesIntro')}</p>
      {objecting ? <ObjectionForm notice={objecting} onDone={() => setObjecting(undefined)} /> : null}
      {notices.isPending ? <p>{t('loading')}</p> : rows.length === 0 ? <p>{t('noNotices')}</p> : null}
      {rows.length > 0 ? (
        <ListTable label={t('noticesTitle')} columns={[{ header: t('entryId') }, { header: t('bride') }, { header: t('groom') }, { header: t('office') }, { header: t('publishedOn') }, { header: t('objectionsUntil') }, { header: <span className="visually-hidden">{t('fileObjection')}</span> }]} className="table table-striped align-middle">
          {rows.map((notice) => (
            <tr key={notice.entryId}>
              <th scope="row">{notice.entryId}</th>
              <td>{notice.brideName}</td>
              <td>{notice.groomName}</td>
              <td>{findSroOffice(notice.sroCode) ? pick(findSroOffice(notice.sroCode)!.description) : notice.sroCode}</td>
              <td>{formatDisplayDate(notice.publishedOn)}</td>
              <td>{formatDisplayDate(notice.objectionsUntil)}</td>
              <td>
                <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => setObjecting(notice)}>
                  {t('objectTo', { bride: notice.brideName, groom: notice.groomName })}
                </button>
              </td>
            </tr>
          ))}
        </ListTable>
      ) : null}
    </section>
  );
}

type SearchForm = z.infer<typeof publicRegistrySearchSchema>;

function RegisteredSearch() {
  const { t } = useTranslation('registries');
  const { pick } = useBilingual();
  const [asked, setAsked] = useState<SearchForm>();
  const form = useForm<SearchForm>({ resolver: zodResolver(publicRegistrySearchSchema), defaultValues: { kind: 'firm', name: '' } });
  const problems = useFormProblems(form, ['kind', 'name']);
  const results = usePublicSearch(asked?.kind ?? 'firm', asked?.name ?? '');
  return (
    <section aria-labelledby="search-heading">
      <h2 id="search-heading" className="h4">
        {t('searchTitle')}
      </h2>
      <form noValidate className="card card-body mb-3" onSubmit={form.handleSubmit((values) => setAsked(values), problems.onInvalid)}>
        <ErrorSummary errors={problems.summary} version={problems.attempt} />
        <div className="row g-3 align-items-end">
          <div className="col-12 col-md-4">
            <SelectField
              id="search-kind"
              label={t('kind')}
              placeholder={t('choose')}
              options={[
                { value: 'firm', label: t('firms') },
                { value: 'society', label: t('societies') },
              ]}
              error={problems.message('kind')}
              registration={form.register('kind')}
            />
          </div>
          <div className="col-12 col-md-5">
            <TextField id="name" label={t('searchName')} hint={t('searchNameHint')} error={problems.message('name')} registration={form.register('name')} />
          </div>
          <div className="col-12 col-md-3">
            <button type="submit" className="btn btn-primary w-100">
              {t('search')}
            </button>
          </div>
        </div>
      </form>
      {asked && results.data ? (
        results.data.length === 0 ? (
          <p role="status">{t('noResults', { name: asked.name })}</p>
        ) : (
          <ListTable label={t('searchTitle')} caption={t('resultsFor', { name: asked.name })} captionPlacement="bottom" columns={[{ header: t('number') }, { header: t('name') }, { header: t('place') }, { header: t('office') }, { header: t('registeredOn') }, { header: t('status') }, { header: t('filings') }]} className="table table-striped">
            {results.data.map((result) => (
              <tr key={result.registrationNumber}>
                <th scope="row">{result.registrationNumber}</th>
                <td>{result.name}</td>
                <td>{result.place}</td>
                <td>{findSroOffice(result.sroCode) ? pick(findSroOffice(result.sroCode)!.description) : result.sroCode}</td>
                <td>{formatDisplayDate(result.registeredOn)}</td>
                <td>{pick(REGISTRY_STATUS_NAMES[result.status])}</td>
                <td>
                  {result.filings.length === 0
                    ? '—'
                    : result.filings.map((filing) => `${findFiling(result.kind, filing.filingKind) ? pick(findFiling(result.kind, filing.filingKind)!.title) : filing.filingKind} (${formatDisplayDate(filing.effectiveOn)})`).join('; ')}
                </td>
              </tr>
            ))}
          </ListTable>
        )
      ) : null}
    </section>
  );
}

/** What the public may see of these registers: special marriages' notices open to objection, and the registered firms and societies. */
export function RegistriesPublicPage() {
  const { t } = useTranslation('registries');
  const title = t('publicTitle');
  usePageTitle(title);
  return (
    <div className="container-xxl py-4">
      <p>
        <Link to="/OtherRegistrations">{t('back')}</Link>
      </p>
      <h1 className="h2">{title}</h1>
      <p className="lead">{t('publicIntro')}</p>
      <Notices />
      <RegisteredSearch />
    </div>
  );
}
