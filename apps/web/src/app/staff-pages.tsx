import type { ComponentType } from 'react';
import type * as StampFeature from '../features/stamps/index.ts';
import { isDocumentLookupPage, isReportId, registryKindOfPage, type StaffPageId } from '@igrs/domain';

/**
 * The department's and the stamp vendors' pages, by menu page. Loaded only
 * when one is opened: the catalogues that choose among them (reports,
 * registers, lookups) are no part of the pages every visitor loads.
 */
export async function loadStaffPage(pageId: StaffPageId): Promise<ComponentType> {
  if (pageId === 'officeApplications') {
    const { CounterPage } = await import('../features/applications/index.ts');
    return CounterPage;
  }
  if (pageId === 'nameSearch') {
    const { NameSearchAgreementPage } = await import('../features/name-search/index.ts');
    return NameSearchAgreementPage;
  }
  if (pageId === 'certifiedCopy') {
    const { CertifiedCopyPage } = await import('../features/certified-copy/index.ts');
    return CertifiedCopyPage;
  }
  if (pageId === 'createNewUser' || pageId === 'subUserCreation') {
    const { UserCreationPage } = await import('../features/users/index.ts');
    return () => <UserCreationPage scope={pageId === 'createNewUser' ? 'all' : 'sub-users'} />;
  }
  if (pageId === 'mvDataUpload') {
    const { RateUploadPage } = await import('../features/market-value/index.ts');
    return RateUploadPage;
  }
  const stampPage = STAMP_PAGES[pageId];
  if (stampPage) return stampPage(await import('../features/stamps/index.ts'));
  // The registrars' registers and the grievances are kept under their MIS reports, read with the report's filters.
  const registryKind = registryKindOfPage(pageId);
  if (registryKind && isReportId(pageId)) {
    const [{ ReportPage }, { RegistrarEntries }] = await Promise.all([import('../features/reports/index.ts'), import('../features/registries/index.ts')]);
    return () => (
      <ReportPage reportId={pageId}>
        <RegistrarEntries kind={registryKind} />
      </ReportPage>
    );
  }
  if (pageId === 'grievances') {
    const [{ ReportPage }, { GrievanceRegister }] = await Promise.all([import('../features/reports/index.ts'), import('../features/grievances/index.ts')]);
    return () => (
      <ReportPage reportId={pageId}>
        <GrievanceRegister />
      </ReportPage>
    );
  }
  if (pageId === 'notaries') {
    const { NotariesPage } = await import('../features/notaries/index.ts');
    return () => <NotariesPage keeping />;
  }
  if (pageId === 'dashboard') {
    const { ReportPage, DashboardTiles } = await import('../features/reports/index.ts');
    return () => <ReportPage reportId="dashboard" lead={<DashboardTiles />} />;
  }
  // The prohibited property lists are kept under their reports: notified, and withdrawn.
  if (pageId === 'prohibitedNotify' || pageId === 'prohibitedDenotify') {
    const [{ ReportPage }, { NotifyForm, WithdrawList }] = await Promise.all([import('../features/reports/index.ts'), import('../features/prohibited/index.ts')]);
    return () => <ReportPage reportId={pageId}>{pageId === 'prohibitedNotify' ? <NotifyForm /> : <WithdrawList />}</ReportPage>;
  }
  if (pageId === 'revenueTarget') {
    const { ReportPage, TargetSetting } = await import('../features/reports/index.ts');
    return () => (
      <ReportPage reportId="revenueTarget">
        <TargetSetting />
      </ReportPage>
    );
  }
  if (isReportId(pageId)) {
    const { ReportPage } = await import('../features/reports/index.ts');
    return () => <ReportPage reportId={pageId} />;
  }
  if (pageId === 'editIndex') {
    const { EditIndexPage } = await import('../features/reports/index.ts');
    return EditIndexPage;
  }
  if (isDocumentLookupPage(pageId)) {
    const { DocumentLookupPage } = await import('../features/reports/index.ts');
    return () => <DocumentLookupPage pageId={pageId} />;
  }
  // Every menu page has its own page above; a new one added to the catalogue without one fails the staff pages' browser test.
  throw new Error(`No page is defined for the menu page ${pageId}`);
}

/** The feature string files (beyond the main one) a menu page speaks with. */
export function staffPageStrings(pageId: StaffPageId): string[] {
  if (pageId === 'officeApplications') return ['application'];
  if (pageId === 'nameSearch') return ['nameSearch', 'register'];
  if (pageId === 'certifiedCopy') return ['certifiedCopy', 'register'];
  if (registryKindOfPage(pageId)) return ['registries'];
  return isDocumentLookupPage(pageId) ? ['register'] : [];
}

/** The stamp vendors' pages and the department's stamp pages, by menu page; the feature loads only for them. */
type StampPages = typeof StampFeature;

/** The stamp vendors' pages and the department's stamp pages, by menu page; the feature loads only for them. */
const STAMP_PAGES: Partial<Record<StaffPageId, (pages: StampPages) => ComponentType>> = {
  vendorHome: (pages) => pages.VendorHomePage,
  stampIndent: (pages) => pages.IndentPage,
  stampIndentPayment: (pages) => pages.IndentPaymentPage,
  indentStatus: (pages) => pages.IndentStatusPage,
  stampIndentReport: (pages) => () => <pages.IndentListPage view="report" />,
  vendorDistribution: (pages) => () => <pages.IndentListPage view="distribution" />,
  vendorSale: (pages) => () => <pages.SalePage />,
  judicialStamps: (pages) => () => <pages.SalePage kind="judicial" />,
  vendorCitizen: (pages) => pages.SalesRegisterPage,
  vendorStockReport: (pages) => () => <pages.StockPage />,
  vendorStamps: (pages) => () => <pages.StockPage kind="non-judicial" />,
  vendorStampPaper: (pages) => pages.StampPaperPage,
  stampsTracking: (pages) => pages.TracePage,
  challanDocument: (pages) => pages.ChallanPage,
  challanStockholding: (pages) => pages.DepotIssuePage,
  vendorLicences: (pages) => pages.LicenceRequestsPage,
};
