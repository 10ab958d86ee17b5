import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate, formatRupees, toDayMonthYearTime } from '@igrs/domain';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { RATE_ROWS_PAGE_SIZE, useRateUploads, useRateVersion } from '../api/market-value.ts';

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

/** The rate files uploaded so far, newest first, with who uploaded each; any one opens to its rates. */
export function RateUploads() {
  const { t } = useTranslation();
  const uploads = useRateUploads();
  const [shown, setShown] = useState<number>();
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
                <th scope="col">
                  <span className="visually-hidden">{t('mvUpload.view')}</span>
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
                    <button type="button" className="btn btn-sm btn-outline-primary text-nowrap" onClick={() => setShown(upload.id)}>
                      {t('mvUpload.view')}
                      <span className="visually-hidden"> {t('mvUpload.versionNumber', { id: upload.id })}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {shown !== undefined ? <RateVersionRows key={shown} id={shown} /> : null}
    </section>
  );
}
