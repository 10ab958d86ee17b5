import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, passwordResetRequestSchema, type PasswordResetRequest } from '@igrs/domain';
import { ErrorSummary } from '../../../components/ui/ErrorSummary.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';
import { showMessage } from '../../../lib/popups.ts';
import { changePassword } from '../api/auth.ts';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

export function PasswordResetPage({ aside }: { aside?: ReactNode }) {
  const { t } = useTranslation();
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const errors = form.formState.errors;
  const problems = useFormProblems(form, FIELDS);
  usePageTitle(t('pages.departmentPasswordReset'));

  const submit = (values: PasswordResetRequest) =>
    problems.submit(async () => {
      await changePassword(values);
      form.reset();
      showMessage({ message: t('auth.passwordChanged'), type: 'success' });
    });

  return (
    <div className="container-xxl py-4">
      <div className="row g-4">
        <div className="col-12 col-lg-6">
          <h1 className="h2 mb-3">{t('pages.departmentPasswordReset')}</h1>
          <ErrorSummary errors={problems.summary} version={problems.attempt} />
          <form noValidate onSubmit={form.handleSubmit(submit, problems.onInvalid)} className="card card-body">
            {FIELDS.map((field) => (
              <div className="mb-3" key={field}>
                <label htmlFor={field} className="form-label">
                  {t(`auth.${field}`)}
                </label>
                {field === 'newPassword' ? (
                  <div id="newPassword-hint" className="form-text mt-0 mb-1">
                    {t('auth.passwordHint', { count: PASSWORD_MIN_LENGTH })}
                  </div>
                ) : null}
                <input
                  id={field}
                  type="password"
                  autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
                  className={`form-control${errors[field] ? ' is-invalid' : ''}`}
                  aria-invalid={!!errors[field]}
                  aria-describedby={[field === 'newPassword' ? 'newPassword-hint' : '', errors[field] ? `${field}-error` : ''].filter(Boolean).join(' ') || undefined}
                  {...form.register(field)}
                />
                {errors[field] ? (
                  <div id={`${field}-error`} className="invalid-feedback d-block">
                    {problems.message(field)}
                  </div>
                ) : null}
              </div>
            ))}
            <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
              {t('auth.changePassword')}
            </button>
          </form>
        </div>
        <div className="col-12 col-lg-6">{aside}</div>
      </div>
    </div>
  );
}
