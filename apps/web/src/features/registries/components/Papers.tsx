import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_APPLICATION_DOCUMENT_BYTES, REGISTRY_DEFINITIONS, type RegistryEntryView } from '@igrs/domain';
import { errorText } from '../../../lib/api-client.ts';
import { useBilingual } from '../../../lib/bilingual.ts';
import { formatFileSize } from '../../../lib/file-size.ts';
import { downloadPaper, useRemovePaper, useUploadPaper } from '../api/registries.ts';

/**
 * The papers the kind asks for, one row each: what is uploaded, opened again
 * or removed while the particulars can change, and a file chooser for each
 * still wanted. Required ones are marked, as the server refuses to submit
 * without them.
 */
export function Papers({ view, as, editable }: { view: RegistryEntryView; as: 'citizen' | 'office'; editable: boolean }) {
  const { t } = useTranslation('registries');
  const { pick } = useBilingual();
  const upload = useUploadPaper(view.entryId);
  const remove = useRemovePaper(view.entryId);
  const [problem, setProblem] = useState<{ kind: string; message: string }>();
  const choose = async (kind: string, file: File | undefined) => {
    setProblem(undefined);
    if (!file) return;
    if (file.size > MAX_APPLICATION_DOCUMENT_BYTES) return setProblem({ kind, message: t('paperTooLarge') });
    try {
      await upload.mutateAsync({ kind, file });
    } catch (error) {
      setProblem({ kind, message: errorText(error) });
    }
  };
  return (
    <ul className="list-unstyled">
      {REGISTRY_DEFINITIONS[view.kind].documents.map((paper) => {
        const uploaded = view.documents.filter((document) => document.kind === paper.kind);
        const inputId = `paper-${paper.kind}`;
        return (
          <li key={paper.kind} id={`documents.${paper.kind}`} className="border rounded p-2 mb-2">
            <div className="fw-semibold">
              {pick(paper.label)} {paper.required ? <span className="badge text-bg-warning">{t('requiredPaper')}</span> : <span className="badge text-bg-light border">{t('optional')}</span>}
            </div>
            {uploaded.map((document) => (
              <div key={document.documentId} className="d-flex flex-wrap gap-2 align-items-center small mt-1">
                <button type="button" className="btn btn-link p-0" onClick={() => downloadPaper(view, document, as).catch((error: unknown) => setProblem({ kind: paper.kind, message: errorText(error) }))}>
                  {document.fileName}
                </button>
                <span className="text-body-secondary">{formatFileSize(document.sizeBytes)}</span>
                {editable ? (
                  <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => remove.mutateAsync(document.documentId).catch((error: unknown) => setProblem({ kind: paper.kind, message: errorText(error) }))}>
                    {t('removePaper', { name: document.fileName })}
                  </button>
                ) : null}
              </div>
            ))}
            {editable && uploaded.length === 0 ? (
              <div className="mt-1">
                <label htmlFor={inputId} className="form-label small mb-0">
                  {t('choosePaper', { paper: pick(paper.label) })}
                </label>
                <input
                  id={inputId}
                  type="file"
                  accept="application/pdf,image/jpeg,image/png"
                  className={`form-control form-control-sm${problem?.kind === paper.kind ? ' is-invalid' : ''}`}
                  aria-describedby={problem?.kind === paper.kind ? `${inputId}-error` : undefined}
                  onChange={(event) => void choose(paper.kind, event.target.files?.[0])}
                />
              </div>
            ) : null}
            {!editable && uploaded.length === 0 ? <div className="small text-body-secondary">{t('noPaper')}</div> : null}
            {problem?.kind === paper.kind ? (
              <div id={`${inputId}-error`} className="invalid-feedback d-block" role="alert">
                {problem.message}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
