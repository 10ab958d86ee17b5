import type { HTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './FormField.tsx';

interface TextFieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  registration: UseFormRegisterReturn;
  type?: 'text' | 'email' | 'tel' | 'password';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  lang?: string;
  /** A longer answer (an address): a text area of a few rows. */
  rows?: number;
}

/** A labelled text input of a react-hook-form field, its hint and error tied to it for assistive technology. */
export function TextField({ id, label, error, hint, registration, type = 'text', inputMode, autoComplete = 'off', lang, rows }: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(describedBy) =>
        rows ? (
          <textarea id={id} rows={rows} lang={lang} className={`form-control${error ? ' is-invalid' : ''}`} aria-invalid={!!error} aria-describedby={describedBy} {...registration} />
        ) : (
          <input
            id={id}
            type={type}
            inputMode={inputMode}
            autoComplete={autoComplete}
            lang={lang}
            className={`form-control${error ? ' is-invalid' : ''}`}
            aria-invalid={!!error}
            aria-describedby={describedBy}
            {...registration}
          />
        )
      }
    </FormField>
  );
}
