import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { SummaryError } from '../components/ui/ErrorSummary.tsx';
import { useBilingual } from './bilingual.ts';
import { applyServerErrors, fieldMessage } from './form-errors.ts';

/**
 * What a form tells its user when something is wrong: a message per field
 * (from the schema or the server) and the summary above the form, which takes
 * focus again on every failed attempt.
 */
export function useFormProblems<T extends FieldValues, Context, Output>(form: UseFormReturn<T, Context, Output>, fields: readonly Path<T>[]) {
  const { language } = useBilingual();
  const [formError, setFormError] = useState<string>();
  const [attempt, setAttempt] = useState(0);

  // By path, so that nested fields (`extent.value`, `structures.0.ageYears`) are found too.
  const message = (name: Path<T>): string | undefined => fieldMessage(form.getFieldState(name, form.formState).error?.message, language);
  const fail = (text?: string) => {
    setFormError(text);
    setAttempt((value) => value + 1);
  };
  const summary: SummaryError[] = [
    ...(formError ? [{ message: formError }] : []),
    ...fields.flatMap((name) => {
      const text = message(name);
      return text ? [{ fieldId: name, message: text }] : [];
    }),
  ];

  return {
    summary,
    attempt,
    message,
    fail,
    /** For handleSubmit's second argument: the schema refused the form. */
    onInvalid: () => fail(undefined),
    /** Runs a submission; the server's field errors land on their fields, anything else above the form. */
    async submit(action: () => Promise<void>) {
      setFormError(undefined);
      try {
        await action();
      } catch (error) {
        fail(applyServerErrors(error, fields, form.setError));
      }
    },
  };
}
