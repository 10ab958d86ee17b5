import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBilingual } from '../../lib/bilingual.ts';
import type { CaptchaResponse } from '@igrs/domain';
import type { CaptchaKind } from '../../lib/captcha.ts';

interface CaptchaFieldProps {
  captcha: CaptchaResponse | undefined;
  kind: CaptchaKind;
  onKindChange: (kind: CaptchaKind) => void;
  onRefresh: () => void;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}

/** The captcha picture with a new-picture button, or the same challenge as a question for screen-reader users. */
export function CaptchaField({ captcha, kind, onKindChange, onRefresh, error, registration }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const describedBy = ['captcha-challenge', error ? 'captchaText-error' : ''].filter(Boolean).join(' ');
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{t('auth.captcha')}</legend>
      <div id="captcha-challenge" className="d-flex flex-wrap align-items-center gap-2 mb-2" aria-live="polite">
        {kind === 'image' && captcha?.image ? (
          <img src={captcha.image} width="180" height="56" alt={t('auth.captchaImageAlt')} className="border rounded igrs-captcha" />
        ) : null}
        {kind === 'question' && captcha?.question ? <p className="mb-0 fw-semibold">{pick(captcha.question)}</p> : null}
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onRefresh}>
          {t('auth.newCaptcha')}
        </button>
        <button type="button" className="btn btn-link btn-sm" onClick={() => onKindChange(kind === 'image' ? 'question' : 'image')}>
          {kind === 'image' ? t('auth.captchaAsQuestion') : t('auth.captchaAsImage')}
        </button>
      </div>
      <label htmlFor="captchaText" className="form-label">
        {kind === 'image' ? t('auth.captchaTypeCharacters') : t('auth.captchaTypeDigits')}
      </label>
      <input
        id="captchaText"
        className={`form-control${error ? ' is-invalid' : ''}`}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        inputMode={kind === 'question' ? 'numeric' : 'text'}
        aria-describedby={describedBy}
        aria-invalid={!!error}
        {...registration}
      />
      {error ? (
        <div id="captchaText-error" className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}
