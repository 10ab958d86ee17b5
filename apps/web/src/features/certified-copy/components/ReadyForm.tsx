import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type CertifiedCopySummary, type Language } from '@igrs/domain';
import { ErrorSummary, type SummaryError } from '../../../components/ui/ErrorSummary.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';
import { showMessage } from '../../../lib/popups.ts';
import { useMarkReady } from '../api/certified-copies.ts';
import { confirmStep } from './confirm-step.ts';

/** Issues the certified copy in the language the applicant asks for. */
export function ReadyForm({ request, onDone }: { request: CertifiedCopySummary; onDone: () => void }) {
  const { t } = useTranslation('certifiedCopy');
  const { language: pageLanguage } = useBilingual();
  const markReady = useMarkReady();
  const [language, setLanguage] = useState<Language>(pageLanguage);
  const [problems, setProblems] = useState<SummaryError[]>([]);
  const [attempt, setAttempt] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await confirmStep(t, t('confirm.ready', { reference: request.reference, language: t(`languages.${language}`) })))) return;
    try {
      const issued = await markReady.mutateAsync({ id: request.id, language });
      showMessage({ message: t('done.ready', { reference: request.reference, code: issued.certificateCode ?? '' }), type: 'success' });
      onDone();
    } catch (error) {
      setProblems([{ message: error instanceof Error ? error.message : String(error) }]);
      setAttempt((value) => value + 1);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`ready-${request.id}`} aria-busy={markReady.isPending}>
      <h3 id={`ready-${request.id}`} className="h6">
        {t('ready.heading', { reference: request.reference })}
      </h3>
      <ErrorSummary errors={problems} version={attempt} />
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('ready.language')}</legend>
        {LANGUAGES.map((option) => (
          <div key={option} className="form-check form-check-inline">
            <input id={`copy-language-${option}`} type="radio" name="copy-language" value={option} className="form-check-input" checked={language === option} onChange={() => setLanguage(option)} />
            <label htmlFor={`copy-language-${option}`} className="form-check-label" lang={option}>
              {t(`languages.${option}`)}
            </label>
          </div>
        ))}
      </fieldset>
      <div className="d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={markReady.isPending}>
          {markReady.isPending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          {t('ready.submit')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onDone}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
