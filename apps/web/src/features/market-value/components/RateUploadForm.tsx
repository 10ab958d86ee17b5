import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_RATE_FILE_BYTES, effectiveFromProblem, formatDisplayDate, toYearMonthDay, type FieldError, type RateUpload, type ValidationMessageKey } from '@igrs/domain';
import { ErrorSummary } from '../../../components/ui/ErrorSummary.tsx';
import { DateInput } from '../../../components/ui/DateInput.tsx';
import { FormField } from '../../../components/ui/FormField.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';
import { useUploadRates } from '../api/market-value.ts';
import { FileProblems } from './FileProblems.tsx';

interface UploadForm {
  file: FileList | undefined;
  effectiveFrom: string;
}
const FIELDS = ['file', 'effectiveFrom'] as const;
const PROBLEMS_ID = 'file-problems';

/** The checks the server makes before it reads a byte of the file, made here first. */
function fileProblem(files: FileList | undefined): ValidationMessageKey | undefined {
  const file = files?.[0];
  if (!file) return 'required';
  if (!/\.(csv|xlsx)$/i.test(file.name)) return 'fileNotSpreadsheet';
  if (file.size === 0) return 'fileEmpty';
  return file.size > MAX_RATE_FILE_BYTES ? 'fileTooLarge' : undefined;
}

type Outcome = { stored: RateUpload } | { refused: FieldError[] };

/** Sends a rate file; a refused file's problems are listed row by row under the form. */
export function RateUploadForm() {
  const { t } = useTranslation();
  const upload = useUploadRates();
  const [outcome, setOutcome] = useState<Outcome>();
  const today = toYearMonthDay(new Date());
  const form = useForm<UploadForm>({ defaultValues: { file: undefined, effectiveFrom: today }, shouldFocusError: false });
  const problems = useFormProblems(form, FIELDS);
  const fileErrors = outcome && 'refused' in outcome ? outcome.refused.filter((detail) => detail.field.startsWith('file.')) : [];
  const summary = fileErrors.length > 0 ? [...problems.summary, { fieldId: PROBLEMS_ID, message: t('mvUpload.seeProblems', { count: fileErrors.length }) }] : problems.summary;

  const submit = ({ file, effectiveFrom }: UploadForm) =>
    problems.submit(async () => {
      setOutcome(undefined);
      try {
        const stored = await upload.mutateAsync({ file: file![0]!, effectiveFrom });
        setOutcome({ stored });
        form.reset({ file: undefined, effectiveFrom });
      } catch (error) {
        if (error instanceof ApiRequestError) setOutcome({ refused: error.details });
        throw error;
      }
    });

  const file = problems.message('file');
  const date = problems.message('effectiveFrom');
  return (
    <>
      <ErrorSummary errors={summary} version={problems.attempt} />
      <form noValidate className="card card-body mb-3" onSubmit={form.handleSubmit(submit, problems.onInvalid)}>
        <div className="mb-3">
          <FormField id="file" label={t('mvUpload.file')} hint={t('mvUpload.hints.file')} error={file}>
            {(describedBy) => (
              <input
                id="file"
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                className={`form-control${file ? ' is-invalid' : ''}`}
                aria-invalid={!!file}
                aria-describedby={describedBy}
                {...form.register('file', { validate: (files) => fileProblem(files) ?? true })}
              />
            )}
          </FormField>
        </div>
        <div className="mb-3">
          <Controller
            control={form.control}
            name="effectiveFrom"
            rules={{ validate: (value) => effectiveFromProblem(value, toYearMonthDay(new Date())) ?? true }}
            render={({ field }) => (
              <DateInput id="effectiveFrom" legend={t('mvUpload.effectiveFrom')} hint={t('mvUpload.hints.effectiveFrom')} error={date} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
            )}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
          {t('mvUpload.upload')}
        </button>
      </form>
      <div aria-live="polite">
        {outcome && 'stored' in outcome ? (
          <p className="alert alert-success">
            {t('mvUpload.stored', {
              id: outcome.stored.id,
              count: outcome.stored.rowCount,
              fileName: outcome.stored.fileName ?? '',
              date: formatDisplayDate(outcome.stored.effectiveFrom),
            })}
          </p>
        ) : null}
      </div>
      {fileErrors.length > 0 ? <FileProblems id={PROBLEMS_ID} problems={fileErrors} /> : null}
    </>
  );
}
