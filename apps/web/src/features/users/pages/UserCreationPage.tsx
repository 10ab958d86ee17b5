import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  LOGIN_TYPES,
  assignableJurisdictions,
  createSubUserRequestSchema,
  createUserRequestSchema,
  formatDisplayDate,
  jurisdictionLevelOf,
  jurisdictionName,
} from '@igrs/domain';
import { ErrorSummary } from '../../../components/ui/ErrorSummary.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { usePrincipal } from '../../../lib/session.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';
import { showMessage } from '../../../lib/popups.ts';
import { useCreateUser, useUsers, type UserScope } from '../api/users.ts';

type UserForm = z.input<typeof createUserRequestSchema>;

const TEXT_FIELDS = [
  { name: 'loginId', type: 'text', autoComplete: 'off' },
  { name: 'loginName', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'mobile', type: 'tel', autoComplete: 'tel-national' },
  { name: 'aadhaar', type: 'text', autoComplete: 'off' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
] as const;

/**
 * An administrator creates users of any login type; a master agency creates
 * its own sub users. The same schema checks the form here and the request on
 * the server.
 */
export function UserCreationPage({ scope }: { scope: UserScope }) {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const principal = usePrincipal();
  const users = useUsers(scope);
  const create = useCreateUser(scope);
  const schema = scope === 'all' ? createUserRequestSchema : createSubUserRequestSchema;
  const form = useForm<UserForm>({
    resolver: zodResolver(schema as typeof createUserRequestSchema),
    defaultValues: { loginId: '', loginName: '', email: '', mobile: '', aadhaar: '', password: '', loginType: scope === 'all' ? 'SRO' : 'AGENCY', isMasterUser: false, jurisdictionCode: '' },
  });
  const fieldNames: Path<UserForm>[] = ['loginType', 'jurisdictionCode', ...TEXT_FIELDS.map((field) => field.name)];
  const problems = useFormProblems(form, fieldNames);
  const title = t(scope === 'all' ? 'users.createTitle' : 'users.createSubTitle');
  const loginType = useWatch({ control: form.control, name: 'loginType' }) ?? 'SRO';
  const level = jurisdictionLevelOf(loginType);
  // The server decides again; the choice offers only what the creator itself covers.
  const places = principal ? assignableJurisdictions(principal.jurisdiction, loginType) : [];
  const placeError = problems.message('jurisdictionCode');
  usePageTitle(title);

  const submit = (values: UserForm) =>
    problems.submit(async () => {
      const created = await create.mutateAsync(scope === 'all' ? createUserRequestSchema.parse(values) : createSubUserRequestSchema.parse(values));
      form.reset();
      showMessage({ message: t('users.created', { loginId: created.loginId }), type: 'success' });
    });

  return (
    <div className="container-xxl py-4">
      <h1 className="h2 mb-3">{title}</h1>
      <div className="row g-4">
        <div className="col-12 col-lg-5">
          <ErrorSummary errors={problems.summary} version={problems.attempt} />
          <form noValidate className="card card-body" onSubmit={form.handleSubmit(submit, problems.onInvalid)}>
            {scope === 'all' ? (
              <div className="mb-3">
                <label htmlFor="loginType" className="form-label">
                  {t('users.fields.loginType')}
                </label>
                <select id="loginType" className="form-select" {...form.register('loginType')}>
                  {LOGIN_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`loginTypes.${type}`)}
                    </option>
                  ))}
                </select>
                {level === 'state' ? (
                  <p className="form-text mb-0 mt-2">{t('users.stateWide')}</p>
                ) : (
                  <div className="mt-3">
                    <label htmlFor="jurisdictionCode" className="form-label">
                      {t(`users.fields.jurisdiction.${level}`)}
                    </label>
                    <select
                      id="jurisdictionCode"
                      className={`form-select${placeError ? ' is-invalid' : ''}`}
                      aria-invalid={!!placeError}
                      aria-describedby={placeError ? 'jurisdictionCode-error' : undefined}
                      {...form.register('jurisdictionCode')}
                    >
                      <option value="">{t('places.choose')}</option>
                      {places.map((place) => (
                        <option key={place.code} value={place.code}>
                          {pick(jurisdictionName(place))}
                        </option>
                      ))}
                    </select>
                    {placeError ? (
                      <div id="jurisdictionCode-error" className="invalid-feedback d-block">
                        {placeError}
                      </div>
                    ) : null}
                  </div>
                )}
                <div className="form-check mt-2">
                  <input id="isMasterUser" type="checkbox" className="form-check-input" {...form.register('isMasterUser')} />
                  <label htmlFor="isMasterUser" className="form-check-label">
                    {t('users.fields.isMasterUser')}
                  </label>
                </div>
              </div>
            ) : null}
            {TEXT_FIELDS.map((field) => {
              const error = problems.message(field.name);
              const hint = t(`users.hints.${field.name}`, { defaultValue: '' });
              const describedBy = [hint ? `${field.name}-hint` : '', error ? `${field.name}-error` : ''].filter(Boolean).join(' ') || undefined;
              return (
                <div className="mb-3" key={field.name}>
                  <label htmlFor={field.name} className="form-label">
                    {t(`users.fields.${field.name}`)}
                  </label>
                  {hint ? (
                    <div id={`${field.name}-hint`} className="form-text mt-0 mb-1">
                      {hint}
                    </div>
                  ) : null}
                  <input
                    id={field.name}
                    type={field.type}
                    autoComplete={field.autoComplete}
                    inputMode={field.name === 'mobile' || field.name === 'aadhaar' ? 'numeric' : undefined}
                    className={`form-control${error ? ' is-invalid' : ''}`}
                    aria-invalid={!!error}
                    aria-describedby={describedBy}
                    {...form.register(field.name)}
                  />
                  {error ? (
                    <div id={`${field.name}-error`} className="invalid-feedback d-block">
                      {error}
                    </div>
                  ) : null}
                </div>
              );
            })}
            <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
              {t('users.create')}
            </button>
          </form>
        </div>
        <div className="col-12 col-lg-7">
          <h2 className="h4">{t(scope === 'all' ? 'users.listTitle' : 'users.subListTitle')}</h2>
          <div className="table-responsive">
            <table className="table table-sm table-striped align-middle">
              <caption className="visually-hidden">{t(scope === 'all' ? 'users.listTitle' : 'users.subListTitle')}</caption>
              <thead className="table-light">
                <tr>
                  <th scope="col">{t('users.fields.loginId')}</th>
                  <th scope="col">{t('users.fields.loginName')}</th>
                  <th scope="col">{t('users.fields.loginType')}</th>
                  <th scope="col">{t('users.place')}</th>
                  <th scope="col">{t('users.fields.mobile')}</th>
                  <th scope="col">{t('users.fields.aadhaar')}</th>
                  <th scope="col">{t('users.createdOn')}</th>
                </tr>
              </thead>
              <tbody>
                {(users.data ?? []).map((user) => (
                  <tr key={user.loginId}>
                    <th scope="row">{user.loginId}</th>
                    <td>{user.loginName}</td>
                    <td>
                      {t(`loginTypes.${user.loginType}`)}
                      {user.isMasterUser === 'Y' ? ` (${t('users.master')})` : ''}
                    </td>
                    <td>{pick(user.jurisdictionName)}</td>
                    <td>{user.loginMobile ?? '—'}</td>
                    <td>{user.loginAadhar ?? '—'}</td>
                    <td>{formatDisplayDate(user.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </div>
    </div>
  );
}
