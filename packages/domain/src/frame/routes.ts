import { STAFF_PAGE_LIST, type StaffPageId } from './staff-pages.ts';

/**
 * The portal's route table, shared by the web router and the API server so
 * that the server can answer unknown `/igrs/...` paths with HTTP 404 while the
 * router shows its not-found page.
 */
export const APP_BASE_PATH = '/igrs';
export const API_BASE_PATH = '/igrsapi/v1';

export type RouteAccess = 'public' | 'department' | 'vendor';

export interface PortalRoute {
  /** Path below the base path, React Router syntax (`:param` segments). */
  readonly path: string;
  /** Which page component renders it; also the translation key of its title. */
  readonly page: PageKey;
  readonly access: RouteAccess;
  /**
   * For menu pages: which one (its title, filters and who may open it). Pages
   * reached from a menu page (the name search's search and details) name the
   * menu page whose permission they share.
   */
  readonly staffPageId?: StaffPageId;
}

export const PAGE_KEYS = [
  'home',
  'aboutUs',
  'actRules',
  'legalModule',
  'faqs',
  'valuesRates',
  'rtiAct',
  'tenders',
  'downloads',
  'ecLanding',
  'findSro',
  'documentTemplates',
  'estampAccList',
  'circularList',
  'judgements',
  'stampJudgements',
  'newPropertyValue',
  'accessibility',
  'departmentLogin',
  'departmentPasswordReset',
  'vendorLogin',
  'staffPage',
  'dutyCalculator',
  'dutyCalculatorRural',
  'dutyCalculatorUrban',
  'verifyCertificate',
  'nameSearchSearch',
  'nameSearchDetails',
  'registration',
  'application',
  'demoOutbox',
  'otherRegistrations',
  'otherRegistrationsPublic',
  'otherRegistration',
  'notaries',
  'grievancePublic',
  'statistics',
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

export const PORTAL_ROUTES: readonly PortalRoute[] = [
  { path: '/', page: 'home', access: 'public' },
  { path: '/about-us', page: 'aboutUs', access: 'public' },
  { path: '/act-rules', page: 'actRules', access: 'public' },
  { path: '/legal-module', page: 'legalModule', access: 'public' },
  { path: '/faqs', page: 'faqs', access: 'public' },
  { path: '/values-rates', page: 'valuesRates', access: 'public' },
  { path: '/rti-act', page: 'rtiAct', access: 'public' },
  { path: '/tenders', page: 'tenders', access: 'public' },
  { path: '/downloads', page: 'downloads', access: 'public' },
  { path: '/EClandingPage', page: 'ecLanding', access: 'public' },
  { path: '/findSRO', page: 'findSro', access: 'public' },
  { path: '/documentTemplates', page: 'documentTemplates', access: 'public' },
  { path: '/estamp-acclist', page: 'estampAccList', access: 'public' },
  { path: '/circularList', page: 'circularList', access: 'public' },
  { path: '/JudgementPage', page: 'judgements', access: 'public' },
  { path: '/StampjudgementPage', page: 'stampJudgements', access: 'public' },
  { path: '/newPropertyvalue', page: 'newPropertyValue', access: 'public' },
  { path: '/accessibility', page: 'accessibility', access: 'public' },
  { path: '/Departmentlogin', page: 'departmentLogin', access: 'public' },
  { path: '/DepartmentPasswordreset', page: 'departmentPasswordReset', access: 'department' },
  { path: '/Vendor/Vendorlogin', page: 'vendorLogin', access: 'public' },
  { path: '/DutyFeeCalculator/Property', page: 'dutyCalculator', access: 'public' },
  { path: '/DutyFeeCalculator/Property_R_Page', page: 'dutyCalculatorRural', access: 'public' },
  { path: '/DutyFeeCalculator/Property_U_Page', page: 'dutyCalculatorUrban', access: 'public' },
  // The QR code's link carries the code; typed by hand, it is entered on the same page.
  { path: '/verify', page: 'verifyCertificate', access: 'public' },
  { path: '/verify/:code', page: 'verifyCertificate', access: 'public' },
  // A citizen's application to register a deed: the page signs the citizen in (mobile code or guest secret) itself.
  { path: '/Registration', page: 'registration', access: 'public' },
  { path: '/Registration/:applicationId', page: 'application', access: 'public' },
  { path: '/Registration/:applicationId/:step', page: 'application', access: 'public' },
  // Marriages, firms and societies: the citizen's applications (the page signs the citizen in itself), and what the public may see of them.
  { path: '/OtherRegistrations', page: 'otherRegistrations', access: 'public' },
  { path: '/OtherRegistrations/Public', page: 'otherRegistrationsPublic', access: 'public' },
  { path: '/OtherRegistrations/:entryId', page: 'otherRegistration', access: 'public' },
  { path: '/Notaries', page: 'notaries', access: 'public' },
  { path: '/Grievances', page: 'grievancePublic', access: 'public' },
  { path: '/statistics', page: 'statistics', access: 'public' },
  // The embedded demo's outbox; the API behind it is not served in production, where the page says so.
  { path: '/demo-outbox', page: 'demoOutbox', access: 'public' },
  { path: '/NameSearch/SearchPage', page: 'nameSearchSearch', access: 'department', staffPageId: 'nameSearch' },
  { path: '/NameSearch/SearchDetails', page: 'nameSearchDetails', access: 'department', staffPageId: 'nameSearch' },
  ...STAFF_PAGE_LIST.map(
    (staffPage): PortalRoute => ({
      path: staffPage.path,
      page: 'staffPage',
      access: staffPage.path.startsWith('/Vendor/') ? 'vendor' : 'department',
      staffPageId: staffPage.id as StaffPageId,
    }),
  ),
];

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

/**
 * The public pages with nothing to fill in (the home page and the
 * department's descriptive pages): the server draws them, so they paint
 * before any script has run. A page with a form, even a list's filters, is
 * drawn in the browser: a form drawn on the server would show empty until the
 * script filled it, and would lose what someone typed before the script took
 * the page over.
 */
export const SERVER_DRAWN_PAGES: readonly PageKey[] = ['home', 'aboutUs', 'accessibility'];

export function isServerDrawn(route: PortalRoute): boolean {
  return route.access === 'public' && SERVER_DRAWN_PAGES.includes(route.page);
}

/**
 * Matches a path below the base path against the route table the way React
 * Router does by default: case-insensitive, trailing slash ignored, `:param`
 * matching one non-empty segment.
 */
export function matchPortalRoute(pathname: string): PortalRoute | undefined {
  const wanted = segmentsOf(pathname);
  return PORTAL_ROUTES.find((route) => {
    const pattern = segmentsOf(route.path);
    if (pattern.length !== wanted.length) return false;
    return pattern.every((segment, index) => {
      const actual = wanted[index] ?? '';
      return segment.startsWith(':') || segment.toLowerCase() === actual.toLowerCase();
    });
  });
}

/** Strips the `/igrs` base from a browser path; undefined when outside it. */
export function pathBelowBase(fullPath: string): string | undefined {
  const pathOnly = fullPath.split(/[?#]/)[0] ?? '';
  if (pathOnly === APP_BASE_PATH) return '/';
  if (!pathOnly.startsWith(`${APP_BASE_PATH}/`)) return undefined;
  return pathOnly.slice(APP_BASE_PATH.length);
}
