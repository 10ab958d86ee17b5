import { useTranslation } from 'react-i18next';
import { DocumentDetails } from '../../../components/register/DocumentDetails.tsx';
import { useCertifiedCopyDetails } from '../api/certified-copies.ts';

/** The registered document a request is for, as the register holds it (Aadhaar and PAN masked). */
export function RequestDetails({ id }: { id: number }) {
  const { t } = useTranslation('certifiedCopy');
  const details = useCertifiedCopyDetails(id);
  if (details.isPending) {
    return (
      <p role="status" className="text-body-secondary mb-0">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        {t('loading')}
      </p>
    );
  }
  if (details.isError) {
    return (
      <div className="alert alert-danger mb-0" role="alert">
        {details.error.message}
      </div>
    );
  }
  return <DocumentDetails document={details.data.document} headingLevel={3} />;
}
