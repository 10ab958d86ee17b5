import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { accountKindOf, type DocumentCitation } from '@igrs/domain';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { DocumentDetails } from '../../../components/register/DocumentDetails.tsx';
import { usePrincipal } from '../../../lib/session.ts';
import { ecByDocumentPath } from '../../../lib/ec-links.ts';
import { useNameSearchDocument } from '../api/name-search.ts';

const SEARCH_PATH = '/NameSearch/SearchPage';
const AGREEMENT_PATH = '/NameSearch/AgreementPage';

function documentIdFrom(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** A document a name search found, with the parties' addresses; every view is recorded. */
export function NameSearchDetailsPage() {
  const { t } = useTranslation('nameSearch');
  // The document's own labels are in the register namespace: wait for it, so no bare key shows.
  const { ready } = useTranslation('register');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const documentId = documentIdFrom(params.get('documentId'));
  const document = useNameSearchDocument(documentId);
  usePageTitle(t('details.heading'));
  const principal = usePrincipal();
  // Staff open an earlier document here; an outside agency opens only what its own search showed, so it is sent to the EC by document.
  const earlierDocumentPath = (link: DocumentCitation) =>
    link.documentId !== null && principal && accountKindOf(principal.loginType) === 'department'
      ? `/NameSearch/SearchDetails?documentId=${link.documentId}`
      : ecByDocumentPath(link);

  const backQuery = params.get('back');
  const backTo = backQuery ? `${SEARCH_PATH}?${backQuery}` : SEARCH_PATH;
  const termsMissing = document.error instanceof ApiRequestError && document.error.code === 'NAME_SEARCH_TERMS_NOT_ACCEPTED';
  useEffect(() => {
    if (termsMissing) void navigate(AGREEMENT_PATH, { replace: true });
  }, [termsMissing, navigate]);

  return (
    <div className="container-xxl py-4">
      <p>
        <Link to={backTo}>← {t('details.back')}</Link>
      </p>
      <h1 className="h2 mb-3">{t('details.heading')}</h1>
      {documentId === undefined ? (
        <div className="alert alert-warning" role="alert">
          {t('details.noDocument')}
        </div>
      ) : document.isPending || !ready ? (
        <p role="status" className="text-body-secondary">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t('details.loading')}
        </p>
      ) : document.isError ? (
        termsMissing ? null : (
          <div className="alert alert-danger" role="alert">
            {document.error instanceof ApiRequestError ? document.error.message : t('details.failed')}
          </div>
        )
      ) : (
        <DocumentDetails document={document.data} headingLevel={2} showAddresses earlierDocumentPath={earlierDocumentPath} />
      )}
    </div>
  );
}
