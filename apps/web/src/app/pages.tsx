import type { ComponentType } from 'react';
import type { ValuationFormSlot } from '../features/applications/index.ts';
import { MARKET_VALUE_KINDS, PORTAL_ROUTES, STAFF_PAGES, menuPageOf, type PortalRoute } from '@igrs/domain';
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
      // The department's and the vendors' pages, and the catalogues that choose among them, load only for them.
      const { loadStaffPage } = await import('./staff-pages.tsx');
      return loadStaffPage(route.staffPageId!);
    }
    default: {
      const { ContentRoutePage } = await import('../features/content/index.ts');
      const pageKey = route.page;
      return () => <ContentRoutePage pageKey={pageKey} />;
    }
  }
}

/** The feature string files (beyond the main one) a route's page speaks with. */
async function stringsOf(route: PortalRoute): Promise<string[]> {
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
      const { staffPageStrings } = await import('./staff-pages.tsx');
      return staffPageStrings(route.staffPageId!);
    }
    default:
      return [];
  }
}

export function pageLoader(route: PortalRoute): () => Promise<PageModule> {
  return async () => {
    const [Page] = await Promise.all([loadPage(route), stringsOf(route).then(loadStrings)]);
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
