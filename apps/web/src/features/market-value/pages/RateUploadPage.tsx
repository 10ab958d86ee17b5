import { useTranslation } from 'react-i18next';
import { RATE_FILE_COLUMNS, RATE_FILE_COLUMN_HELP, REQUIRED_RATE_FILE_COLUMNS, STAFF_PAGES } from '@igrs/domain';
import { apiUrl } from '../../../lib/api-client.ts';
import { useBilingual } from '../../../lib/bilingual.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { RateUploadForm } from '../components/RateUploadForm.tsx';
import { RateUploads } from '../components/RateUploads.tsx';

/** MV Data Upload: a rate file becomes a new version of the land register, in force from a date. */
export function RateUploadPage() {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const title = pick(STAFF_PAGES.mvDataUpload.title);
  usePageTitle(title);
  return (
    <div className="container-xxl py-4">
      <h1 className="h2 mb-3">{title}</h1>
      <p>{t('mvUpload.intro')}</p>
      <p>
        {t('mvUpload.templates')}{' '}
        <a href={apiUrl('/market-value/uploads/template.csv')} download>
          {t('mvUpload.templateCsv')}
        </a>
        {' · '}
        <a href={apiUrl('/market-value/uploads/template.xlsx')} download>
          {t('mvUpload.templateXlsx')}
        </a>
      </p>
      <div className="row g-4">
        <div className="col-12 col-lg-5">
          <RateUploadForm />
        </div>
        <div className="col-12 col-lg-7">
          <details open>
            <summary>{t('mvUpload.columnsTitle')}</summary>
            <div className="table-responsive mt-2">
              <table className="table table-sm table-bordered align-middle">
                <caption className="visually-hidden">{t('mvUpload.columnsTitle')}</caption>
                <thead className="table-light">
                  <tr>
                    <th scope="col">{t('mvUpload.column')}</th>
                    <th scope="col">{t('mvUpload.holds')}</th>
                  </tr>
                </thead>
                <tbody>
                  {RATE_FILE_COLUMNS.map((column) => (
                    <tr key={column}>
                      <th scope="row">
                        <code>{column}</code>
                        {REQUIRED_RATE_FILE_COLUMNS.includes(column) ? <span className="d-block small fw-normal">{t('mvUpload.required')}</span> : null}
                      </th>
                      <td>{pick(RATE_FILE_COLUMN_HELP[column])}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </div>
      </div>
      <RateUploads />
    </div>
  );
}
