import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface SummaryError {
  /** The id of the field the error belongs to; the summary links to it. */
  fieldId?: string;
  message: string;
}

/**
 * The list of problems above a form: it takes focus when it appears so screen
 * readers announce it, and each entry moves focus to its field.
 */
export function ErrorSummary({ errors, version }: { errors: SummaryError[]; version: number }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  // Pages that hold two forms may show two summaries at once.
  const titleId = useId();
  useEffect(() => {
    if (errors.length > 0) box.current?.focus();
  }, [errors.length, version]);
  if (errors.length === 0) return null;
  return (
    <div ref={box} className="alert alert-danger" role="alert" tabIndex={-1} aria-labelledby={titleId}>
      <h2 id={titleId} className="h6">
        {t('forms.errorSummary')}
      </h2>
      <ul className="mb-0">
        {errors.map((error, index) => (
          <li key={`${error.fieldId ?? 'form'}-${index}`}>
            {error.fieldId ? (
              <a
                href={`#${error.fieldId}`}
                className="alert-link"
                onClick={(event) => {
                  event.preventDefault();
                  // A date's problem leads to its day field (DateInput names its parts <id>-day, -month, -year).
                  (document.getElementById(error.fieldId!) ?? document.getElementById(`${error.fieldId!}-day`))?.focus();
                }}
              >
                {error.message}
              </a>
            ) : (
              error.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
