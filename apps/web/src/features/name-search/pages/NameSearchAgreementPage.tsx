import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorSummary } from '../../../components/ui/ErrorSummary.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useBilingual } from '../../../lib/bilingual.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useAcceptNameSearchTerms, useNameSearchAgreement } from '../api/name-search.ts';

export const NAME_SEARCH_PAGE_PATH = '/NameSearch/SearchPage';

/**
 * The menu's way into the name search: the terms of use, accepted once per
 * version. Whoever has accepted the current version goes straight on.
 */
export function NameSearchAgreementPage() {
  const { t } = useTranslation('nameSearch');
  const { pick } = useBilingual();
  const navigate = useNavigate();
  const agreement = useNameSearchAgreement();
  const accept = useAcceptNameSearchTerms();
  const [ticked, setTicked] = useState(false);
  const [problem, setProblem] = useState<{ fieldId?: string; message: string }>();
  const [attempt, setAttempt] = useState(0);
  usePageTitle(t('agreement.heading'));

  useEffect(() => {
    if (agreement.data?.accepted) void navigate(NAME_SEARCH_PAGE_PATH, { replace: true });
  }, [agreement.data?.accepted, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!agreement.data) return;
    if (!ticked) {
      setProblem({ fieldId: 'acceptTerms', message: t('agreement.mustTick') });
      setAttempt((value) => value + 1);
      return;
    }
    try {
      await accept.mutateAsync(agreement.data.version);
    } catch (error) {
      setProblem({ message: error instanceof ApiRequestError ? (error.details[0]?.message ?? error.message) : t('agreement.loadFailed') });
      setAttempt((value) => value + 1);
      void agreement.refetch();
    }
  };

  return (
    <div className="container-xxl py-4">
      <h1 className="h2 mb-3">{t('agreement.heading')}</h1>
      {agreement.isPending ? (
        <p role="status" className="text-body-secondary">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t('search.searching')}
        </p>
      ) : agreement.isError ? (
        <div className="alert alert-danger" role="alert">
          {t('agreement.loadFailed')}
        </div>
      ) : (
        <div className="row">
          <div className="col-12 col-lg-9">
            <ErrorSummary errors={problem ? [problem] : []} version={attempt} />
            <p>{t('agreement.intro')}</p>
            <section className="card mb-3" aria-labelledby="name-search-terms-title">
              <div className="card-body">
                <h2 id="name-search-terms-title" className="h4">
                  {pick(agreement.data.title)}
                </h2>
                <p className="small text-body-secondary">{t('agreement.version', { version: agreement.data.version })}</p>
                <ol className="mb-0">
                  {agreement.data.terms.map((clause) => (
                    <li key={clause.en} className="mb-2">
                      {pick(clause)}
                    </li>
                  ))}
                </ol>
              </div>
            </section>
            <form noValidate onSubmit={(event) => void submit(event)}>
              <div className="form-check mb-3">
                <input
                  id="acceptTerms"
                  type="checkbox"
                  className={`form-check-input${problem?.fieldId ? ' is-invalid' : ''}`}
                  checked={ticked}
                  aria-invalid={problem?.fieldId ? true : undefined}
                  aria-describedby={problem?.fieldId ? 'acceptTerms-error' : undefined}
                  onChange={(event) => {
                    setTicked(event.target.checked);
                    if (event.target.checked) setProblem(undefined);
                  }}
                />
                <label htmlFor="acceptTerms" className="form-check-label">
                  {t('agreement.acceptLabel')}
                </label>
                {problem?.fieldId ? (
                  <div id="acceptTerms-error" className="invalid-feedback d-block">
                    {problem.message}
                  </div>
                ) : null}
              </div>
              <button type="submit" className="btn btn-primary" disabled={accept.isPending}>
                {t('agreement.accept')}
              </button>
            </form>
          </div>
        </div>
      )}
    </div>
  );
}
