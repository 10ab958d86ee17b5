import { isValidationMessageKey, validationMessage, type Language } from '@igrs/domain';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './api-client.ts';

/**
 * Puts the server's field errors (`body.loginId` …) on the form's own fields;
 * answers the message for the form as a whole when no field matches.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): string | undefined {
  if (!(error instanceof ApiRequestError)) return error instanceof Error ? error.message : String(error);
  let placed = false;
  for (const detail of error.details) {
    const name = detail.field.replace(/^body\./, '') as Path<T>;
    if (fields.includes(name)) {
      setError(name, { type: 'server', message: detail.message });
      placed = true;
    }
  }
  return placed ? undefined : error.message;
}

/** A field error to show: schema errors carry a message key, server errors carry words already. */
export function fieldMessage(text: string | undefined, language: Language): string | undefined {
  if (!text) return undefined;
  return isValidationMessageKey(text) ? validationMessage(text, language) : text;
}
