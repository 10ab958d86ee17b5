import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { REGISTRY_DEFINITIONS, REGISTRY_KINDS, REGISTRY_STATUS_NAMES, findSroOffice, formatRupees, startRegistrySchema, toDayMonthYearTime, type StartRegistry } from '@igrs/domain';
import { DistrictOfficeSelects } from '../../../components/ui/DistrictOfficeSelects.tsx';
import { ErrorSummary } from '../../../components/ui/ErrorSummary.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { ListTable } from '../../../components/ui/ListTable.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';
import { signOutCitizen, useCitizenSession } from '../../../lib/citizen-session.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';
import { useMyEntries, useStartEntry } from '../api/registries.ts';

const startFormSchema = startRegistrySchema.extend({ districtCode: z.string().min(1, { error: 'required' }) });
type StartForm = z.infer<typeof startFormSchema>;

function StartEntryForm() {
  const { t } = useTranslation('registries');
  const { pick } = useBilingual();
  const navigate = useNavigate();
  const start = useStartEntry();
  const form = useForm<StartForm>({ resolver: zodResolver(startFormSchema), defaultValues: { kind: 'hindu-marriage', districtCode: '', sroCode: '' } as StartForm });
  const problems = useFormProblems(form, ['kind', 'districtCode', 'sroCode']);
  const [kind, districtCode] = useWatch({ control: form.control, name: ['kind', 'districtCode'] });
  const submit = (values: StartForm) =>
    problems.submit(async () => {
      const body: StartRegistry = { kind: values.kind, sroCode: values.sroCode };
      const view = await start.mutateAsync(body);
      void navigate(`/OtherRegistrations/${view.entryId}`);
    });
  return (
    <form noValidate className="card card-body" onSubmit={form.handleSubmit(submit, problems.onInvalid)}>
      <ErrorSummary errors={problems.summary} version={problems.attempt} />
      <div className="row g-3">
        <div className="col-12">
          <SelectField
            id="kind"
            label={t('kind')}
            placeholder={t('choose')}
            options={REGISTRY_KINDS.map((entry) => ({ value: entry, label: pick(REGISTRY_DEFINITIONS[entry].title) }))}
            error={problems.message('kind')}
            registration={form.register('kind')}
          />
        </div>
        <DistrictOfficeSelects
          district={{ id: 'districtCode', label: t('district'), error: problems.message('districtCode'), registration: form.register('districtCode', { onChange: () => form.setValue('sroCode', '') }) }}
          office={{
            id: 'sroCode',
            label: t('office'),
            hint: REGISTRY_DEFINITIONS[kind]?.registrar === 'district' ? t('officeHintDistrict') : t('officeHintOffice'),
            error: problems.message('sroCode'),
            registration: form.register('sroCode'),
          }}
          districtCode={districtCode}
          choose={t('choose')}
          districtFirst={t('districtFirst')}
        />
      </div>
      <div className="mt-3">
        <button type="submit" className="btn btn-primary" disabled={start.isPending}>
          {t('start')}
        </button>
      </div>
    </form>
  );
}

function MyEntries() {
  const { t } = useTranslation('registries');
  const { pick } = useBilingual();
  const list = useMyEntries(true);
  const rows = list.data ?? [];
  if (list.isPending) return <p>{t('loading')}</p>;
  if (rows.length === 0) return <p>{t('none')}</p>;
  return (
    <ListTable label={t('yours')} columns={[{ header: t('entryId') }, { header: t('kind') }, { header: t('name') }, { header: t('office') }, { header: t('status') }, { header: t('lastChange') }]} className="table table-striped align-middle">
      {rows.map((row) => (
        <tr key={row.entryId}>
          <th scope="row">
            <Link to={`/OtherRegistrations/${row.entryId}`}>{row.entryId}</Link>
          </th>
          <td>{pick(REGISTRY_DEFINITIONS[row.kind].title)}</td>
          <td>{row.name || '—'}</td>
          <td>{findSroOffice(row.sroCode) ? pick(findSroOffice(row.sroCode)!.description) : row.sroCode}</td>
          <td>{pick(REGISTRY_STATUS_NAMES[row.status])}</td>
          <td>{toDayMonthYearTime(row.updatedAt)}</td>
        </tr>
      ))}
    </ListTable>
  );
}

/**
 * Marriages, firms and societies, the citizen's way in: what each is and
 * costs, sign-in with the mobile, then a new registration or one continued.
 */
export function RegistriesHomePage({ signIn }: { signIn: ReactNode }) {
  const { t } = useTranslation('registries');
  const { pick } = useBilingual();
  const session = useCitizenSession();
  const title = t('title');
  usePageTitle(title);
  return (
    <div className="container-xxl py-4">
      <h1 className="h2">{title}</h1>
      <p className="lead">{t('intro')}</p>
      <ListTable label={t('kinds')} captionPlacement="top" columns={[{ header: t('kind') }, { header: t('law') }, { header: t('registrar') }, { header: t('fee'), numeric: true }]} className="table table-sm">
        {REGISTRY_KINDS.map((kind) => (
          <tr key={kind}>
            <th scope="row">{pick(REGISTRY_DEFINITIONS[kind].title)}</th>
            <td>{pick(REGISTRY_DEFINITIONS[kind].act)}</td>
            <td>{pick(REGISTRY_DEFINITIONS[kind].registrarTitle)}</td>
            <td className="text-end">{formatRupees(REGISTRY_DEFINITIONS[kind].feeRupees)}</td>
          </tr>
        ))}
      </ListTable>
      <p>
        <Link to="/OtherRegistrations/Public">{t('publicLink')}</Link>
      </p>
      {session?.kind !== 'citizen' ? (
        <section aria-labelledby="sign-in-heading">
          <h2 id="sign-in-heading" className="h4">
            {t('signIn')}
          </h2>
          <p>{t('signInWhy')}</p>
          {signIn}
        </section>
      ) : (
        <>
          <p className="d-flex flex-wrap align-items-center gap-2">
            <span>{t('signedIn', { mobile: session.mobileMasked })}</span>
            <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => void signOutCitizen()}>
              {t('signOut')}
            </button>
          </p>
          <div className="row g-4">
            <section className="col-12 col-xl-5" aria-labelledby="start-heading">
              <h2 id="start-heading" className="h4">
                {t('startTitle')}
              </h2>
              <StartEntryForm />
            </section>
            <section className="col-12 col-xl-7" aria-labelledby="yours-heading">
              <h2 id="yours-heading" className="h4">
                {t('yours')}
              </h2>
              <MyEntries />
            </section>
          </div>
        </>
      )}
    </div>
  );
}
