import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RATE_VERSION_STATUS_LABELS, decideApproval, formatDisplayDate, formatRupees, toDayMonthYearTime, type RateUpload, type RateVersionStatus } from '@igrs/domain';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';
import { usePrincipal } from '../../../lib/session.ts';
import { RATE_ROWS_PAGE_SIZE, useRateUploads, useRateVersion } from '../api/market-value.ts';
import { RateDecisionForm } from './RateDecisionForm.tsx';

const STATUS_BADGES: Record<RateVersionStatus, string> = { pending: 'text-bg-warning', approved: 'text-bg-success', rejected: 'text-bg-danger' };

function RateVersionRows({ id }: { id: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const heading = useRef<HTMLHeadingElement>(null);
  const version = useRateVersion(id, page);
  // The rates open below the list; a keyboard or screen-reader user is taken to them.
  useEffect(() => {
    heading.current?.focus();
  }, [id]);
  const title = t('mvUpload.versionRates', { id });
  return (
    <section aria-labelledby="rate-version-heading" className="mt-4">
      <h3 id="rate-version-heading" ref={heading} tabIndex={-1} className="h5">
        {title}
      </h3>
      {version.isError ? (
        <p className="alert alert-danger" role="alert">
          {version.error.message}
        </p>
      ) : null}
      {version.data ? (
        <>
          <p>{t('mvUpload.rowCount', { count: version.data.total })}</p>
          <div className="table-responsive">
            <table className="table table-sm table-striped align-middle">
              <caption className="visually-hidden">{title}</caption>
              <thead className="table-light">
                <tr>
                  <th scope="col">{t('mvUpload.columns.village_code')}</th>
                  <th scope="col">{t('mvUpload.columns.kind')}</th>
                  <th scope="col">{t('mvUpload.columns.survey_number')}</th>
                  <th scope="col">{t('mvUpload.columns.ward')}</th>
                  <th scope="col">{t('mvUpload.columns.block')}</th>
                  <th scope="col">{t('mvUpload.columns.door_number')}</th>
                  <th scope="col">{t('mvUpload.columns.land_use_code')}</th>
                  <th scope="col" className="text-end">
                    {t('mvUpload.columns.rate')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {version.data.rows.map((row) => (
                  <tr key={`${row.kind}-${row.villageCode}-${row.surveyNumber}-${row.ward}-${row.block}-${row.doorNumber}-${row.landUseCode}`}>
                    <td>{row.villageCode}</td>
                    <td>{t(`mvUpload.kinds.${row.kind}`)}</td>
                    <td>{row.surveyNumber || '—'}</td>
                    <td>{row.ward || '—'}</td>
                    <td>{row.block || '—'}</td>
                    <td>{row.doorNumber || '—'}</td>
                    <td>{row.landUseCode}</td>
                    <td className="text-end text-nowrap">{formatRupees(row.rate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} pageSize={RATE_ROWS_PAGE_SIZE} total={version.data.total} onChange={setPage} />
        </>
      ) : null}
    </section>
  );
}

/**
 * The rate files uploaded in the caller's jurisdiction, newest first, with who
 * uploaded and who decided each; any one opens to its rates, and one awaiting
 * approval can be decided by an officer above its uploader.
 */
export function RateUploads() {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const principal = usePrincipal();
  const uploads = useRateUploads();
  const [shown, setShown] = useState<number>();
  const [deciding, setDeciding] = useState<RateUpload>();
  const mayDecide = (upload: RateUpload) =>
    upload.status === 'pending' &&
    !!principal &&
    !!upload.uploadedBy &&
    !decideApproval(principal, { loginId: upload.uploadedBy.loginId, jurisdiction: { level: upload.uploadedBy.jurisdictionLevel, code: upload.uploadedBy.jurisdictionCode } });
  return (
    <section aria-labelledby="rate-uploads-heading" className="mt-4">
      <h2 id="rate-uploads-heading" className="h4">
        {t('mvUpload.uploadsTitle')}
      </h2>
      {uploads.isError ? (
        <p className="alert alert-danger" role="alert">
          {uploads.error.message}
        </p>
      ) : null}
      {uploads.data?.length === 0 ? <p>{t('mvUpload.noUploads')}</p> : null}
      {uploads.data && uploads.data.length > 0 ? (
        <div className="table-responsive">
          <table className="table table-sm table-striped align-middle igrs-rate-uploads">
            <caption className="visually-hidden">{t('mvUpload.uploadsTitle')}</caption>
            <thead className="table-light">
              <tr>
                <th scope="col">{t('mvUpload.version')}</th>
                <th scope="col">{t('mvUpload.fileName')}</th>
                <th scope="col" className="text-end">
                  {t('mvUpload.rows')}
                </th>
                <th scope="col">{t('mvUpload.effectiveFrom')}</th>
                <th scope="col">{t('mvUpload.uploadedBy')}</th>
                <th scope="col">{t('mvUpload.uploadedOn')}</th>
                <th scope="col">{t('mvUpload.status')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('mvUpload.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {uploads.data.map((upload) => (
                <tr key={upload.id}>
                  <th scope="row">{upload.id}</th>
                  <td>{upload.fileName ?? '—'}</td>
                  <td className="text-end">{upload.rowCount}</td>
                  <td>{formatDisplayDate(upload.effectiveFrom)}</td>
                  <td>{upload.uploadedBy ? `${upload.uploadedBy.loginName} (${upload.uploadedBy.loginId})` : '—'}</td>
                  <td className="text-nowrap">{toDayMonthYearTime(upload.createdAt)}</td>
                  <td>
                    <span className={`badge ${STATUS_BADGES[upload.status]}`}>{pick(RATE_VERSION_STATUS_LABELS[upload.status])}</span>
                    {upload.decidedBy && upload.decidedAt ? (
                      <div className="small text-body-secondary">
                        {t('mvUpload.decidedBy', { officer: `${upload.decidedBy.loginName} (${upload.decidedBy.loginId})`, when: toDayMonthYearTime(upload.decidedAt) })}
                      </div>
                    ) : null}
                    {upload.decisionRemarks ? <div className="small">{upload.decisionRemarks}</div> : null}
                  </td>
                  <td>
                    <div className="d-flex flex-wrap gap-1">
                      <button type="button" className="btn btn-sm btn-outline-primary text-nowrap" onClick={() => setShown(upload.id)}>
                        {t('mvUpload.view')}
                        <span className="visually-hidden"> {t('mvUpload.versionNumber', { id: upload.id })}</span>
                      </button>
                      {mayDecide(upload) ? (
                        <button type="button" className="btn btn-sm btn-primary text-nowrap" onClick={() => setDeciding(upload)}>
                          {t('mvUpload.decide')}
                          <span className="visually-hidden"> {t('mvUpload.versionNumber', { id: upload.id })}</span>
                        </button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {deciding ? <RateDecisionForm key={deciding.id} upload={deciding} onDone={() => setDeciding(undefined)} /> : null}
      {shown !== undefined ? <RateVersionRows key={shown} id={shown} /> : null}
    </section>
  );
}
