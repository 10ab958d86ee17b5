import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './FormField.tsx';

export interface SelectOption {
  value: string | number;
  label: string;
}

interface SelectFieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** The first, empty choice: "Choose…", "Any district", or why the list is still empty. */
  placeholder: string;
  options: readonly SelectOption[];
  registration: UseFormRegisterReturn;
  disabled?: boolean;
}

/** A labelled drop-down of a react-hook-form field, its error tied to it and marked for assistive technology. */
export function SelectField({ id, label, error, hint, placeholder, options, registration, disabled = false }: SelectFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(describedBy) => (
        <select id={id} className={`form-select${error ? ' is-invalid' : ''}`} aria-invalid={!!error} aria-describedby={describedBy} disabled={disabled} {...registration}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
