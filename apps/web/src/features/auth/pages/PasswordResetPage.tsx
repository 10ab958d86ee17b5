import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, passwordResetRequestSchema, type PasswordResetRequest } from '@igrs/domain';
import { ErrorSummary, type SummaryError } from '../../../components/ui/ErrorSummary.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';
import { applyServerErrors, fieldMessage } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { showMessage } from '../../../lib/popups.ts';
import { changePassword } from '../api/auth.ts';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

export function PasswordResetPage({ aside }: { aside?: ReactNode }) {
  const { t } = useTranslation();
  const { language } = useBilingual();
  const [formError, setFormError] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const errors = form.formState.errors;
  usePageTitle(t('pages.departmentPasswordReset'));

  const message = (text: string | undefined) => fieldMessage(text, language);

  const submit = async (values: PasswordResetRequest) => {
    setFormError(undefined);
    try {
      await changePassword(values);
      form.reset();
      showMessage({ message: t('auth.passwordChanged'), type: 'success' });
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, form.setError));
      setAttempt((value) => value + 1);
    }
  };

  const summary: SummaryError[] = [
    ...(formError ? [{ message: formError }] : []),
    ...FIELDS.flatMap((field) => {
      const text = message(errors[field]?.message);
      return text ? [{ fieldId: field, message: text }] : [];
    }),
  ];

  return (
    <div className="container-xxl py-4">
      <div className="row g-4">
        <div className="col-12 col-lg-6">
          <h1 className="h2 mb-3">{t('pages.departmentPasswordReset')}</h1>
          <ErrorSummary errors={summary} version={attempt} />
          <form noValidate onSubmit={form.handleSubmit(submit, () => setAttempt((value) => value + 1))} className="card card-body">
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
                    {message(errors[field]?.message)}
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
