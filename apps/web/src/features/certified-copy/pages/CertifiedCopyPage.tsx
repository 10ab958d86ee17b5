import { useTranslation } from 'react-i18next';
import { STAFF_PAGES } from '@igrs/domain';
import { useBilingual } from '../../../lib/bilingual.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { NewRequestForm } from '../components/NewRequestForm.tsx';
import { RequestQueue } from '../components/RequestQueue.tsx';

/**
 * The counter's certified copy desk: a request taken for the applicant, its
 * fee recorded, the copy issued under a verification code, and handed over.
 */
export function CertifiedCopyPage() {
  const { t, ready } = useTranslation('certifiedCopy');
  const { pick } = useBilingual();
  const title = pick(STAFF_PAGES.certifiedCopy.title);
  usePageTitle(title);
  return (
    <div className="container-xxl py-4">
      <h1 className="h2 mb-1">{title}</h1>
      {ready ? (
        <>
          <p className="text-body-secondary mb-4">{t('intro')}</p>
          <div className="mb-4">
            <NewRequestForm />
          </div>
          <RequestQueue />
        </>
      ) : (
        <p role="status" className="text-body-secondary">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t('translation:common.loading')}
        </p>
      )}
    </div>
  );
}
