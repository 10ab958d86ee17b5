import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { indexCorrectionSchema, type IndexCorrection, type RegisteredDocumentView } from '@igrs/domain';
import { ErrorSummary } from '../../../components/ui/ErrorSummary.tsx';
import { FormField } from '../../../components/ui/FormField.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { useBilingual } from '../../../lib/bilingual.ts';
import { useMenuPageTitle } from '../../../lib/page-title.ts';
import { showMessage } from '../../../lib/popups.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';
import { useReportDocument } from '../api/reports.ts';
import { DocumentLookupForm, useDocumentReferenceInAddress } from '../components/DocumentLookupForm.tsx';

const FIELDS: Path<IndexCorrection>[] = ['name.en', 'name.te', 'relationName.en', 'relationName.te', 'address.en', 'address.te', 'reason'];

/** The Sub-Registrar corrects how a party of the office's document is indexed, with the reason; every correction is kept. */
export function EditIndexPage() {
  const { t } = useTranslation();
  const title = useMenuPageTitle('editIndex');
  const { values, asked, find } = useDocumentReferenceInAddress();
  const document = useReportDocument('editIndex', asked);
  return (
    <div className="container-xxl py-4">
      <h1 className="h2 mb-3">{title}</h1>
      <DocumentLookupForm values={values} onFind={find} />
      {document.isError ? (
        <div className="alert alert-danger" role="alert">
          {document.error.message}
        </div>
      ) : null}
      {document.data ? <CorrectionForm document={document.data} /> : null}
      {asked ? null : <p>{t('reports.editIndex.help')}</p>}
    </div>
  );
}

function CorrectionForm({ document }: { document: RegisteredDocumentView }) {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const client = useQueryClient();
  const [position, setPosition] = useState(document.parties[0]?.position ?? 0);
  const party = document.parties.find((entry) => entry.position === position);
  const correct = useMutation({
    mutationFn: (correction: IndexCorrection) => apiRequest('/register/index-corrections', { method: 'POST', body: correction }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['report-document'] }),
  });
  const form = useForm<IndexCorrection>({
    resolver: zodResolver(indexCorrectionSchema),
    values: {
      sroCode: document.sro.code,
      documentNumber: document.documentNumber,
      year: document.year,
      partyPosition: position,
      name: party?.name ?? { en: '', te: '' },
      relationName: party?.relationName ?? { en: '', te: '' },
      address: party?.address ?? { en: '', te: '' },
      reason: '',
    },
  });
  const problems = useFormProblems(form, FIELDS);
  const submit = (correction: IndexCorrection) =>
    problems.submit(async () => {
      await correct.mutateAsync(correction);
      showMessage({ message: t('reports.editIndex.saved', { citation: document.citation }), type: 'success' });
    });
  const input = (name: Path<IndexCorrection>) => {
    const error = problems.message(name);
    return (
      <div className="col-12 col-md-6">
        <FormField id={name} label={t(`reports.editIndex.fields.${name}`)} error={error}>
          {(describedBy) => <input id={name} className={`form-control${error ? ' is-invalid' : ''}`} aria-invalid={!!error} aria-describedby={describedBy} {...form.register(name)} />}
        </FormField>
      </div>
    );
  };
  return (
    <section aria-labelledby="correct-index">
      <h2 id="correct-index" className="h5">
        {t('reports.editIndex.heading', { citation: document.citation })}
      </h2>
      <div className="mb-3 col-12 col-md-6">
        <label htmlFor="party-choice" className="form-label">
          {t('reports.editIndex.party')}
        </label>
        <select id="party-choice" className="form-select" value={position} onChange={(event) => setPosition(Number(event.target.value))}>
          {document.parties.map((entry) => (
            <option key={entry.position} value={entry.position}>
              {pick(entry.name)} ({pick(entry.partyLabel)})
            </option>
          ))}
        </select>
      </div>
      <ErrorSummary errors={problems.summary} version={problems.attempt} />
      <form noValidate className="card card-body row g-3 flex-row" onSubmit={form.handleSubmit(submit, problems.onInvalid)}>
        {input('name.en')}
        {input('name.te')}
        {input('relationName.en')}
        {input('relationName.te')}
        {input('address.en')}
        {input('address.te')}
        <div className="col-12">{input('reason')}</div>
        <div className="col-12">
          <button type="submit" className="btn btn-primary">
            {t('reports.editIndex.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
