import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { captchaTextLooksRight, citizenMobileSchema, citizenSignInSchema, guestSessionRequestSchema } from '@igrs/domain';
import { CaptchaField } from '../../../components/ui/CaptchaField.tsx';
import { ErrorSummary } from '../../../components/ui/ErrorSummary.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useCaptcha, type CaptchaKind } from '../../../lib/captcha.ts';
import { useFrame } from '../../../lib/frame.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';
import { continueAsGuest, requestSignInCode, signInWithCode } from '../api/applications.ts';

const codeRequestSchema = z.object({ mobile: citizenMobileSchema, captchaText: z.string().trim().min(1, { error: 'required' }) });
type CodeRequest = z.infer<typeof codeRequestSchema>;
type CodeEntry = z.infer<typeof citizenSignInSchema>;

/** Step one and two of signing in: a code sent to the mobile (after a captcha), then the code typed back. */
export function MobileSignIn() {
  const { t } = useTranslation('application');
  const sandbox = useFrame().data?.sandbox.messages === true;
  const [sentTo, setSentTo] = useState<{ mobile: string; masked: string }>();
  const [captchaKind, setCaptchaKind] = useState<CaptchaKind>('image');
  const [generation, setGeneration] = useState(0);
  const captcha = useCaptcha(captchaKind, generation);
  const requestForm = useForm<CodeRequest>({ resolver: zodResolver(codeRequestSchema), defaultValues: { mobile: '', captchaText: '' } });
  const codeForm = useForm<CodeEntry>({ resolver: zodResolver(citizenSignInSchema), defaultValues: { mobile: '', code: '' } });
  const requestProblems = useFormProblems(requestForm, ['mobile', 'captchaText']);
  const codeProblems = useFormProblems(codeForm, ['code']);
  const newCaptcha = () => {
    requestForm.setValue('captchaText', '');
    setGeneration((value) => value + 1);
  };

  const sendCode = (values: CodeRequest) =>
    requestProblems.submit(async () => {
      if (!captchaTextLooksRight(captchaKind, values.captchaText.trim())) {
        requestForm.setError('captchaText', { type: 'client', message: 'captchaMismatch' });
        newCaptcha();
        throw new Error(t('signIn.captchaWrong'));
      }
      try {
        const sent = await requestSignInCode({ mobile: values.mobile, captchaId: captcha.data?.captchaId ?? '', captchaText: values.captchaText.trim() });
        setSentTo({ mobile: values.mobile, masked: sent.mobileMasked });
        codeForm.reset({ mobile: values.mobile, code: '' });
      } finally {
        newCaptcha();
      }
    });

  const signIn = (values: CodeEntry) => codeProblems.submit(() => signInWithCode(values));

  if (sentTo) {
    return (
      <form noValidate className="card card-body" onSubmit={codeForm.handleSubmit(signIn, codeProblems.onInvalid)}>
        <ErrorSummary errors={codeProblems.summary} version={codeProblems.attempt} />
        <p role="status">{t('signIn.codeSent', { mobile: sentTo.masked })}</p>
        <div className="mb-3">
          <TextField
            id="code"
            label={t('signIn.code')}
            hint={t('signIn.codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            error={codeProblems.message('code')}
            registration={codeForm.register('code')}
          />
        </div>
        <div className="d-flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary">
            {t('signIn.signIn')}
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={() => setSentTo(undefined)}>
            {t('signIn.otherNumber')}
          </button>
        </div>
        {sandbox ? (
          <p className="small text-body-secondary mt-3 mb-0">
            {t('signIn.demoOutbox')} <Link to="/demo-outbox">{t('signIn.demoOutboxLink')}</Link>
          </p>
        ) : null}
      </form>
    );
  }
  return (
    <form noValidate className="card card-body" onSubmit={requestForm.handleSubmit(sendCode, requestProblems.onInvalid)}>
      <ErrorSummary errors={requestProblems.summary} version={requestProblems.attempt} />
      <div className="mb-3">
        <TextField
          id="mobile"
          label={t('signIn.mobile')}
          hint={t('signIn.mobileHint')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          error={requestProblems.message('mobile')}
          registration={requestForm.register('mobile')}
        />
      </div>
      <CaptchaField
        captcha={captcha.data}
        kind={captchaKind}
        onKindChange={(next) => {
          setCaptchaKind(next);
          requestForm.setValue('captchaText', '');
        }}
        onRefresh={newCaptcha}
        error={requestProblems.message('captchaText')}
        registration={requestForm.register('captchaText')}
      />
      <div>
        <button type="submit" className="btn btn-primary">
          {t('signIn.sendCode')}
        </button>
      </div>
    </form>
  );
}

type GuestEntry = z.infer<typeof guestSessionRequestSchema>;

/** A guest goes on with one application by its id and the secret shown when it was started. */
function GuestSignIn({ onContinue }: { onContinue: (applicationId: string) => void }) {
  const { t } = useTranslation('application');
  const form = useForm<GuestEntry>({ resolver: zodResolver(guestSessionRequestSchema), defaultValues: { applicationId: '', guestSecret: '' } });
  const problems = useFormProblems(form, ['applicationId', 'guestSecret']);
  const submit = (values: GuestEntry) => problems.submit(async () => onContinue(await continueAsGuest(values)));
  return (
    <form noValidate className="card card-body" onSubmit={form.handleSubmit(submit, problems.onInvalid)}>
      <ErrorSummary errors={problems.summary} version={problems.attempt} />
      <div className="mb-3">
        <TextField id="applicationId" label={t('guest.applicationId')} hint={t('guest.applicationIdHint')} error={problems.message('applicationId')} registration={form.register('applicationId')} />
      </div>
      <div className="mb-3">
        <TextField id="guestSecret" label={t('guest.secret')} type="password" error={problems.message('guestSecret')} registration={form.register('guestSecret')} />
      </div>
      <div>
        <button type="submit" className="btn btn-outline-primary">
          {t('guest.continue')}
        </button>
      </div>
    </form>
  );
}

/** Signing in to apply: with the mobile, or as a guest with an application already started. */
export function SignInPanel({ onGuest }: { onGuest: (applicationId: string) => void }) {
  const { t } = useTranslation('application');
  return (
    <div className="row g-4">
      <section className="col-12 col-lg-6" aria-labelledby="sign-in-mobile">
        <h2 id="sign-in-mobile" className="h4">
          {t('signIn.title')}
        </h2>
        <p>{t('signIn.intro')}</p>
        <MobileSignIn />
      </section>
      <section className="col-12 col-lg-6" aria-labelledby="sign-in-guest">
        <h2 id="sign-in-guest" className="h4">
          {t('guest.title')}
        </h2>
        <p>{t('guest.intro')}</p>
        <GuestSignIn onContinue={onGuest} />
      </section>
    </div>
  );
}
