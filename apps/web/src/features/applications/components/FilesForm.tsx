import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_DOCUMENT_KINDS, MAX_APPLICATION_DOCUMENTS, MAX_APPLICATION_DOCUMENT_BYTES, toDayMonthYearTime, type ApplicationView } from '@igrs/domain';
import { ErrorSummary } from '../../../components/ui/ErrorSummary.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { formatFileSize } from '../../../lib/file-size.ts';
import { downloadCitizenFile, useRemoveDocument, useUploadDocument } from '../api/applications.ts';
import { ListTable } from '../../../components/ui/ListTable.tsx';

/** The deed and the papers that support it: uploaded one at a time, listed, opened again or removed until the office checks them. */
export function FilesForm({ application, editable, onDone }: { application: ApplicationView; editable: boolean; onDone: () => void }) {
  const { t } = useTranslation('application');
  const upload = useUploadDocument(application.applicationId);
  const remove = useRemoveDocument(application.applicationId);
  const fileInput = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<string>(application.documents.some((file) => file.kind === 'deed') ? 'supporting' : 'deed');
  const [problem, setProblem] = useState<string>();
  const [attempt, setAttempt] = useState(0);

  const fail = (message: string) => {
    setProblem(message);
    setAttempt((value) => value + 1);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    const file = fileInput.current?.files?.[0];
    if (!file) return fail(t('files.chooseFile'));
    if (file.size > MAX_APPLICATION_DOCUMENT_BYTES) return fail(t('files.tooLarge'));
    try {
      await upload.mutateAsync({ kind, file });
      if (fileInput.current) fileInput.current.value = '';
      setKind('supporting');
    } catch (error) {
      fail(errorText(error));
    }
  };

  return (
    <div>
      <p>{t('files.intro')}</p>
      {application.documents.length === 0 ? (
        <p className="alert alert-info">{t('files.none')}</p>
      ) : (
        <ListTable label={t('files.uploaded')} columns={[{ header: t('files.kind') }, { header: t('files.name') }, { header: t('files.size') }, { header: t('files.uploadedAt') }, { header: <span className="visually-hidden">{t('files.actions')}</span> }]} className="table align-middle" regionClassName="mb-3">
          {application.documents.map((file) => (
            <tr key={file.documentId}>
              <td>{t(`files.kinds.${file.kind}`)}</td>
              <th scope="row" className="text-break">
                {file.fileName}
              </th>
              <td>{formatFileSize(file.sizeBytes)}</td>
              <td>{toDayMonthYearTime(file.uploadedAt)}</td>
              <td className="text-nowrap">
                <button
                  type="button"
                  className="btn btn-link btn-sm"
                  onClick={() => void downloadCitizenFile(`/applications/${application.applicationId}/documents/${file.documentId}`, file.fileName).catch((error: Error) => fail(error.message))}
                >
                  {t('files.open', { name: file.fileName })}
                </button>
                {editable ? (
                  <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void remove.mutateAsync(file.documentId).catch((error: Error) => fail(error.message))}>
                    {t('files.remove', { name: file.fileName })}
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </ListTable>
      )}
      {editable && application.documents.length < MAX_APPLICATION_DOCUMENTS ? (
        <form noValidate className="card card-body mb-3" onSubmit={(event) => void submit(event)}>
          <ErrorSummary errors={problem ? [{ fieldId: 'file', message: problem }] : []} version={attempt} />
          <div className="row g-3 align-items-end">
            <div className="col-12 col-md-4">
              <label htmlFor="fileKind" className="form-label">
                {t('files.kind')}
              </label>
              <select id="fileKind" className="form-select" value={kind} onChange={(event) => setKind(event.target.value)}>
                {APPLICATION_DOCUMENT_KINDS.map((value) => (
                  <option key={value} value={value}>
                    {t(`files.kinds.${value}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="col-12 col-md-5">
              <label htmlFor="file" className="form-label">
                {t('files.file')}
              </label>
              <div id="file-hint" className="form-text mt-0 mb-1">
                {t('files.fileHint')}
              </div>
              <input
                id="file"
                ref={fileInput}
                type="file"
                accept="application/pdf,image/jpeg,image/png"
                className={`form-control${problem ? ' is-invalid' : ''}`}
                aria-describedby={problem ? 'file-hint file-error' : 'file-hint'}
                aria-invalid={!!problem}
              />
              {problem ? (
                <div id="file-error" className="invalid-feedback d-block">
                  {problem}
                </div>
              ) : null}
            </div>
            <div className="col-12 col-md-3">
              <button type="submit" className="btn btn-outline-primary">
                {t('files.upload')}
              </button>
            </div>
          </div>
        </form>
      ) : null}
      <button type="button" className="btn btn-primary" onClick={onDone}>
        {t('goOn')}
      </button>
    </div>
  );
}
