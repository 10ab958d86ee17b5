import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { captchaTextLooksRight, loginRequestSchema, type MenuItem } from '@igrs/domain';
import { CaptchaField } from '../../../components/ui/CaptchaField.tsx';
import { ErrorSummary } from '../../../components/ui/ErrorSummary.tsx';
import { ApiRequestError, apiRequest } from '../../../lib/api-client.ts';
import { useCaptcha, type CaptchaKind } from '../../../lib/captcha.ts';
import { firstMenuPath } from '../../../lib/menu.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { showMessage } from '../../../lib/popups.ts';
import { saveStoredLogin } from '../../../lib/session.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';
import { signIn } from '../api/auth.ts';

const loginFormSchema = loginRequestSchema.omit({ captchaId: true });
const FIELDS = ['loginId', 'password', 'captchaText'] as const;
type LoginForm = z.input<typeof loginFormSchema>;

/** Only same-site paths below the app are followed after signing in. */
function safeReturnPath(value: string | null): string | undefined {
  return value && /^\/(?!\/)[\w\-./]*$/.test(value) ? value : undefined;
}

export function LoginPage({ kind, aside }: { kind: 'department' | 'vendor'; aside?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [captchaKind, setCaptchaKind] = useState<CaptchaKind>('image');
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const captcha = useCaptcha(captchaKind, captchaGeneration);
  const form = useForm<LoginForm>({ resolver: zodResolver(loginFormSchema), defaultValues: { loginId: '', password: '', captchaText: '' } });
  const errors = form.formState.errors;
  const problems = useFormProblems(form, FIELDS);
  const title = t(kind === 'vendor' ? 'pages.vendorLogin' : 'pages.departmentLogin');
  usePageTitle(title);

  const newCaptcha = () => {
    form.setValue('captchaText', '');
    setCaptchaGeneration((value) => value + 1);
  };

  const submit = async (values: LoginForm) => {
    if (!captchaTextLooksRight(captchaKind, values.captchaText.trim())) {
      form.setError('captchaText', { type: 'client', message: 'captchaMismatch' });
      problems.fail();
      newCaptcha();
      return;
    }
    try {
      const record = await signIn({ ...values, captchaId: captcha.data?.captchaId ?? '' });
      saveStoredLogin(record);
      const menu = await apiRequest<{ menu: MenuItem[] }>('/users/menu');
      const fallback = kind === 'vendor' ? '/Vendor/Vendor' : '/reports/Dashboard';
      await navigate(safeReturnPath(params.get('returnTo')) ?? firstMenuPath(menu.menu) ?? fallback, { replace: true });
    } catch (error) {
      const text = error instanceof ApiRequestError && error.message ? error.message : t('auth.loginFailed');
      problems.fail(text);
      showMessage({ message: text, type: 'failure' });
      newCaptcha();
    }
  };

  return (
    <div className="container-xxl py-4">
      <div className="row g-4">
        <div className="col-12 col-lg-5">
          <h1 className="h2 mb-3">{title}</h1>
          <ErrorSummary errors={problems.summary} version={problems.attempt} />
          <form noValidate onSubmit={form.handleSubmit(submit, problems.onInvalid)} className="igrs-login-form card card-body">
            {(['loginId', 'password'] as const).map((field) => (
              <div className="mb-3" key={field}>
                <label htmlFor={field} className="form-label">
                  {t(`auth.${field}`)}
                </label>
                <input
                  id={field}
                  type={field === 'password' ? 'password' : 'text'}
                  autoComplete={field === 'password' ? 'current-password' : 'username'}
                  className={`form-control${errors[field] ? ' is-invalid' : ''}`}
                  aria-invalid={!!errors[field]}
                  aria-describedby={errors[field] ? `${field}-error` : undefined}
                  {...form.register(field)}
                />
                {errors[field] ? (
                  <div id={`${field}-error`} className="invalid-feedback d-block">
                    {problems.message(field)}
                  </div>
                ) : null}
              </div>
            ))}
            <CaptchaField
              captcha={captcha.data}
              kind={captchaKind}
              onKindChange={(next) => {
                setCaptchaKind(next);
                form.setValue('captchaText', '');
              }}
              onRefresh={newCaptcha}
              error={problems.message('captchaText')}
              registration={form.register('captchaText')}
            />
            <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
              {t('auth.signIn')}
            </button>
          </form>
        </div>
        <div className="col-12 col-lg-7">{aside}</div>
      </div>
    </div>
  );
}
