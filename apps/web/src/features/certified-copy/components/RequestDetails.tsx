import { useTranslation } from 'react-i18next';
import { REGISTRY_DEFINITIONS, formatDisplayDate, type Particulars } from '@igrs/domain';
import { DocumentDetails } from '../../../components/register/DocumentDetails.tsx';
import { SectionsView } from '../../../components/registries/SectionsView.tsx';
import { useCertifiedCopyDetails } from '../api/certified-copies.ts';

/** The registered document a request is for, as the register holds it (Aadhaar and PAN masked), or the marriage register's entry. */
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
  const { document, marriage } = details.data;
  if (document) return <DocumentDetails document={document} headingLevel={3} />;
  if (!marriage) return null;
  return (
    <section>
      <h3 className="h5">{t('marriageHeading', { number: marriage.registrationNumber, date: formatDisplayDate(marriage.registeredOn) })}</h3>
      <SectionsView sections={REGISTRY_DEFINITIONS[marriage.kind].sections} particulars={marriage.particulars as Particulars} headingLevel={4} />
    </section>
  );
}
