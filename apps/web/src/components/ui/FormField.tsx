import type { ReactNode } from 'react';

interface FormFieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: (describedBy: string | undefined) => ReactNode;
}

/** A labelled field whose hint and error are tied to the input with aria-describedby. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="igrs-field">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {hint ? (
        <div id={hintId} className="form-text mt-0 mb-1">
          {hint}
        </div>
      ) : null}
      {children(describedBy)}
      {error ? (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
    </div>
  );
}
