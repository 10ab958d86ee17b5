import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { indexCorrectionSchema, toDayMonthYearTime, type IndexCorrection, type IndexCorrectionDecision, type IndexCorrectionView, type RegisteredDocumentView } from '@igrs/domain';
import { DecisionWithRemarks } from '../../../components/ui/DecisionWithRemarks.tsx';
import { ErrorSummary } from '../../../components/ui/ErrorSummary.tsx';
import { ListTable } from '../../../components/ui/ListTable.tsx';
import { FormField } from '../../../components/ui/FormField.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { useBilingual } from '../../../lib/bilingual.ts';
import { useMenuPageTitle } from '../../../lib/page-title.ts';
import { showMessage } from '../../../lib/popups.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';
import { useReportDocument } from '../api/reports.ts';
import { DocumentLookupForm, useDocumentReferenceInAddress } from '../components/DocumentLookupForm.tsx';

const FIELDS: Path<IndexCorrection>[] = ['name.en', 'name.te', 'relationName.en', 'relationName.te', 'address.en', 'address.te', 'reason'];

const PROPOSED_KEY = ['index-corrections', 'proposed'];

/**
 * An officer over the office proposes a correction of how a party of its
 * document is indexed, with the reason; a second officer above the proposer
 * approves or rejects it here. Every correction is kept, old and new values.
 */
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
      <ProposedCorrections />
    </div>
  );
}

const FIELD_LABELS = { nameEn: 'name.en', nameTe: 'name.te', relationNameEn: 'relationName.en', relationNameTe: 'relationName.te', addressEn: 'address.en', addressTe: 'address.te' } as const;

/** The corrections proposed in the officer's jurisdiction, each to approve or reject with remarks; the server decides who may. */
function ProposedCorrections() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [problem, setProblem] = useState<{ id: number; message: string }>();
  const proposed = useQuery({
    queryKey: PROPOSED_KEY,
    queryFn: ({ signal }) => apiRequest<{ corrections: IndexCorrectionView[] }>('/register/index-corrections', { signal }),
  });
  const decide = useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: IndexCorrectionDecision }) =>
      apiRequest(`/register/index-corrections/${id}/decision`, { method: 'POST', body: decision }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['index-corrections'] }),
  });
  const rows = proposed.data?.corrections ?? [];
  const heading = t('reports.editIndex.proposed');
  const change = (correction: IndexCorrectionView) =>
    Object.entries(correction.after).map(([field, value]) => (
      <div key={field}>
        {t(`reports.editIndex.fields.${FIELD_LABELS[field as keyof typeof FIELD_LABELS]}`)}: <del>{correction.before[field]}</del> → <ins>{value}</ins>
      </div>
    ));
  return (
    <section aria-labelledby="proposed-corrections" className="mt-4">
      <h2 id="proposed-corrections" className="h5">
        {heading}
      </h2>
      {rows.length === 0 ? (
        <p>{t('reports.editIndex.noneProposed')}</p>
      ) : (
        <ListTable label={heading} columns={[{ header: t('reports.editIndex.document') }, { header: t('reports.editIndex.change') }, { header: t('reports.editIndex.proposedBy') }, { header: t('reports.editIndex.decision') }]} className="table align-middle">
          {rows.map((correction) => (
            <tr key={correction.id}>
              <th scope="row">
                {correction.citation}
                <div className="small fw-normal">{t('reports.editIndex.office', { code: correction.sroCode })}</div>
              </th>
              <td>
                {change(correction)}
                <div className="small">{correction.reason}</div>
              </td>
              <td>
                {correction.by}
                <div className="small">{toDayMonthYearTime(correction.at)}</div>
              </td>
              <td>
                <DecisionWithRemarks
                  id={String(correction.id)}
                  remarksLabel={t('reports.editIndex.remarks', { citation: correction.citation })}
                  yesLabel={t('reports.editIndex.approve')}
                  noLabel={t('reports.editIndex.reject')}
                  error={problem?.id === correction.id ? problem.message : undefined}
                  onDecide={(yes, remarks) => {
                    setProblem(undefined);
                    void decide
                      .mutateAsync({ id: correction.id, decision: { decision: yes ? 'approve' : 'reject', remarks } })
                      .catch((error: Error) => setProblem({ id: correction.id, message: error.message }));
                  }}
                />
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </section>
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
    onSuccess: () => client.invalidateQueries({ queryKey: PROPOSED_KEY }),
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
