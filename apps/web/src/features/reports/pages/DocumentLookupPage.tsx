import { type DocumentLookupPageId } from '@igrs/domain';
import { DocumentDetails } from '../../../components/register/DocumentDetails.tsx';
import { useMenuPageTitle } from '../../../lib/page-title.ts';
import { useReportDocument } from '../api/reports.ts';
import { DocumentLookupForm, useDocumentReferenceInAddress } from '../components/DocumentLookupForm.tsx';
import { MutationRequests } from '../components/MutationRequests.tsx';

/** One registered document, found by office, number and year: where report rows lead, and the sub-index and check slip pages. */
export function DocumentLookupPage({ pageId }: { pageId: DocumentLookupPageId }) {
  const title = useMenuPageTitle(pageId);
  const { values, asked, find } = useDocumentReferenceInAddress();
  const document = useReportDocument(pageId, asked);
  return (
    <div className="container-xxl py-4">
      <h1 className="h2 mb-3">{title}</h1>
      <DocumentLookupForm values={values} onFind={find} />
      {document.isError ? (
        <div className="alert alert-danger" role="alert">
          {document.error.message}
        </div>
      ) : null}
      {document.data ? (
        <>
          <DocumentDetails document={document.data} headingLevel={2} showAddresses />
          <MutationRequests mutations={document.data.mutations} />
        </>
      ) : null}
    </div>
  );
}
