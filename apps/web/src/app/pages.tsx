import type { ComponentType } from 'react';
import type { ValuationFormSlot } from '../features/applications/index.ts';
import type * as StampFeature from '../features/stamps/index.ts';
import { MARKET_VALUE_KINDS, PORTAL_ROUTES, STAFF_PAGES, isDocumentLookupPage, isReportId, menuPageOf, registryKindOfPage, type PortalRoute, type StaffPageId } from '@igrs/domain';
import { loadStrings, translate } from '../i18n/index.ts';
import { RequireAccess } from './RequireAccess.tsx';

type PageModule = { Component: ComponentType };

async function contentSections(page: 'department-login' | 'vendor-login' | 'password-reset' | 'find-sro' | 'property-value' | 'ec-search') {
  const { ContentPageSections } = await import('../features/content/index.ts');
  return <ContentPageSections page={page} headingLevel={2} />;
}

/**
 * Each route's page, loaded on demand so the home page carries only the code
 * it needs, and wrapped in the access rule of its route.
 */
async function loadPage(route: PortalRoute): Promise<ComponentType> {
  switch (route.page) {
    case 'departmentLogin':
    case 'vendorLogin': {
      const [{ LoginPage }, aside] = await Promise.all([
        import('../features/auth/index.ts'),
        contentSections(route.page === 'vendorLogin' ? 'vendor-login' : 'department-login'),
      ]);
      const kind = route.page === 'vendorLogin' ? 'vendor' : 'department';
      return () => <LoginPage kind={kind} aside={aside} />;
    }
    case 'departmentPasswordReset': {
      const [{ PasswordResetPage }, aside] = await Promise.all([import('../features/auth/index.ts'), contentSections('password-reset')]);
      return () => <PasswordResetPage aside={aside} />;
    }
    case 'findSro': {
      const [{ FindSroPage }, about] = await Promise.all([import('../features/offices/index.ts'), contentSections('find-sro')]);
      return () => <FindSroPage about={about} />;
    }
    case 'newPropertyValue': {
      const [{ MarketValuePage }, about] = await Promise.all([import('../features/market-value/index.ts'), contentSections('property-value')]);
      return () => <MarketValuePage about={about} />;
    }
    case 'dutyCalculator': {
      const { DutyCalculatorPage } = await import('../features/duty/index.ts');
      return DutyCalculatorPage;
    }
    case 'dutyCalculatorRural':
    case 'dutyCalculatorUrban': {
      const { PropertyDutyPage } = await import('./PropertyDutyPage.tsx');
      const area = route.page === 'dutyCalculatorRural' ? 'rural' : 'urban';
      return () => <PropertyDutyPage area={area} />;
    }
    case 'ecLanding': {
      const [{ EcSearchPage }, about] = await Promise.all([import('../features/ec/index.ts'), contentSections('ec-search')]);
      return () => <EcSearchPage about={about} />;
    }
    case 'verifyCertificate': {
      const { VerifyCertificatePage } = await import('../features/ec/index.ts');
      return VerifyCertificatePage;
    }
    case 'nameSearchSearch': {
      const { NameSearchPage } = await import('../features/name-search/index.ts');
      return NameSearchPage;
    }
    case 'nameSearchDetails': {
      const { NameSearchDetailsPage } = await import('../features/name-search/index.ts');
      return NameSearchDetailsPage;
    }
    case 'registration': {
      const { RegistrationPage } = await import('../features/applications/index.ts');
      return RegistrationPage;
    }
    case 'application': {
      const [{ ApplicationPage }, { MarketValueForm }] = await Promise.all([import('../features/applications/index.ts'), import('../features/market-value/index.ts')]);
      // The property is described by the market value calculator's own form, so the two never differ.
      const valuationForm: ValuationFormSlot = ({ onValued }) => <MarketValueForm kinds={MARKET_VALUE_KINDS} onSubmit={onValued} submitLabel={translate('application:property.useProperty')} />;
      return () => <ApplicationPage valuationForm={valuationForm} />;
    }
    case 'demoOutbox': {
      const { OutboxPage } = await import('../features/applications/index.ts');
      return OutboxPage;
    }
    case 'otherRegistrations':
    case 'otherRegistration': {
      // The citizen signs in with the mobile as for a deed's application, by the same form.
      const [{ RegistriesHomePage, RegistryEntryPage }, { MobileSignIn }] = await Promise.all([import('../features/registries/index.ts'), import('../features/applications/index.ts')]);
      const Page = route.page === 'otherRegistrations' ? RegistriesHomePage : RegistryEntryPage;
      return () => <Page signIn={<MobileSignIn />} />;
    }
    case 'statistics': {
      const { StatisticsPage } = await import('../features/statistics/index.ts');
      return StatisticsPage;
    }
    case 'grievancePublic': {
      const { PublicGrievancePage } = await import('../features/grievances/index.ts');
      return PublicGrievancePage;
    }
    case 'notaries': {
      const { NotariesPage } = await import('../features/notaries/index.ts');
      return () => <NotariesPage keeping={false} />;
    }
    case 'otherRegistrationsPublic': {
      const { RegistriesPublicPage } = await import('../features/registries/index.ts');
      return RegistriesPublicPage;
    }
    case 'staffPage': {
      const pageId = route.staffPageId!;
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
    default: {
      const { ContentRoutePage } = await import('../features/content/index.ts');
      const pageKey = route.page;
      return () => <ContentRoutePage pageKey={pageKey} />;
    }
  }
}

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

/** The feature string files (beyond the main one) a route's page speaks with. */
function stringsOf(route: PortalRoute): string[] {
  switch (route.page) {
    case 'ecLanding':
    case 'verifyCertificate':
      return ['ec', 'register'];
    case 'nameSearchSearch':
    case 'nameSearchDetails':
      return ['nameSearch', 'register'];
    case 'registration':
    case 'application':
    case 'demoOutbox':
      return ['application'];
    case 'otherRegistrations':
    case 'otherRegistration':
      return ['registries', 'application'];
    case 'otherRegistrationsPublic':
      return ['registries'];
    case 'staffPage': {
      const pageId = route.staffPageId;
      if (pageId === 'officeApplications') return ['application'];
      if (pageId === 'nameSearch') return ['nameSearch', 'register'];
      if (pageId === 'certifiedCopy') return ['certifiedCopy', 'register'];
      if (pageId && registryKindOfPage(pageId)) return ['registries'];
      return pageId && isDocumentLookupPage(pageId) ? ['register'] : [];
    }
    default:
      return [];
  }
}

export function pageLoader(route: PortalRoute): () => Promise<PageModule> {
  return async () => {
    const [Page] = await Promise.all([loadPage(route), loadStrings(stringsOf(route))]);
    return {
      Component: () => (
        <RequireAccess access={route.access} menuPath={route.staffPageId && STAFF_PAGES[menuPageOf(route.staffPageId)].path}>
          <Page />
        </RequireAccess>
      ),
    };
  };
}

export const ROUTE_LOADERS = PORTAL_ROUTES.map((route) => ({ route, load: pageLoader(route) }));
