import type { BilingualText } from '../i18n/index.ts';
import { APP_BASE_PATH } from '../frame/index.ts';
import type { LoginType } from './login-types.ts';
import type { Principal } from './accounts.ts';
import { STAFF_PAGES, type StaffPageId } from '../frame/index.ts';

/** A menu entry, spec §3.3: a group has a submenu and no url. */
export interface MenuItem {
  title: BilingualText;
  url: string;
  isTarget: boolean;
  submenu: MenuItem[];
}

type MenuSpec = StaffPageId | { group: BilingualText; items: MenuSpec[] };

function group(en: string, te: string, items: MenuSpec[]): MenuSpec {
  return { group: { en, te }, items };
}

function build(spec: MenuSpec): MenuItem {
  if (typeof spec === 'string') {
    const page = STAFF_PAGES[spec];
    return { title: page.title, url: `${APP_BASE_PATH}${page.path}`, isTarget: 'newTab' in page && page.newTab === true, submenu: [] };
  }
  return { title: spec.group, url: '', isTarget: false, submenu: spec.items.map(build) };
}

function misReport(options: { editIndex: boolean }): MenuSpec {
  return group('MIS Report', 'ఎంఐఎస్ నివేదిక', [
    group('Document Status Reports', 'దస్తావేజు స్థితి నివేదికలు', ['documentStatus', 'anywhere', 'oci', 'nri', 'sgpa']),
    'feesForegone',
    'smsReport',
    group('Mutation Reports', 'మ్యుటేషన్ నివేదికలు', ['ruralMutation', 'ruralMutationSchedule', 'urbanMutation', 'urbanMutationSchedule']),
    group('Income Tax Reports', 'ఆదాయపు పన్ను నివేదికలు', ['incomeTax50c', 'incomeTaxAir', 'incomeTaxCib', 'incomeTaxSft']),
    group('Miscellaneous', 'ఇతరములు', ['hinduMarriages', 'specialMarriages', 'grievances', 'firms', 'societies', 'chits', 'notaries']),
    group('Challan Reports', 'చలాన్ నివేదికలు', ['challanDocument', 'challanHoa', 'challanHoaDuties', 'challanStockholding', 'challanReconciliation', 'challanSync']),
    'marketValueReport',
    group('Slot Reports', 'స్లాట్ నివేదికలు', ['slotBooking', 'slotUnutilized']),
    'checkSlip',
    ...(options.editIndex ? (['editIndex'] as const) : []),
    group('Stamps', 'స్టాంపులు', ['stampsStock', 'incorporateStock', 'stampsTracking', 'vendorLicences', 'tdAllocation']),
    group('Prohibited Property', 'నిషేధిత ఆస్తి', ['prohibitedNotify', 'prohibitedDenotify']),
    'highValueTransactions',
  ]);
}

function departmentLoginReports(options: { eSignCounts: boolean }): MenuSpec {
  return group('Department Login Reports', 'శాఖ లాగిన్ నివేదికలు', [
    group('Revenue Details', 'ఆదాయ వివరాలు', [
      'revenueGeneral',
      'revenueTrend',
      'revenueTarget',
      'revenuePropertyWise',
      group('Revenue Status', 'ఆదాయ స్థితి', [
        'revenueGrossPayable',
        'revenueNetPayable',
        'revenueGrossPaid',
        'revenueNetPaid',
        'revenueGrossPaidWeekly',
        'revenueNetPaidWeekly',
      ]),
    ]),
    'revenueGross',
    'allocation',
    'villageWise',
    group('CRDA Villages', 'సీఆర్‌డీఏ గ్రామాలు', ['crdaGeneral', 'crdaRevenue']),
    group('Document Audit', 'దస్తావేజు తనిఖీ', ['auditTopN', 'auditRandom', 'auditDocumentDetails']),
    'ccReport',
    'ecReport',
    'pendingDocuments',
    'indexByCriteria',
    group('Creation of Sub-Index', 'ఉప-ఇండెక్స్ సృష్టి', ['subIndexSingle', 'subIndexMultiple']),
    group('Document Records', 'దస్తావేజు రికార్డులు', ['loadedDocuments', 'missingImages', 'jumpingNumbers', 'duplicateEntries']),
    group('Services', 'సేవలు', ['serviceLevel', 'onlineRegistrations', 'pdeStatus']),
    'webland',
    'prohibitedCounts',
    'misFinalReport',
    ...(options.eSignCounts ? (['eSignCounts'] as const) : []),
  ]);
}

/** The four department menu variants of spec §6, plus the ones for agencies, CCLA and vendors. */
export const MENU_VARIANTS = {
  /** MIS/department officer: Name Search, no Create New User. */
  departmentOfficer: [
    'dashboard',
    'certifiedCopy',
    'nameSearch',
    'stockholdingMis',
    'grantApproval',
    misReport({ editIndex: true }),
    departmentLoginReports({ eSignCounts: false }),
    group('Uploads', 'అప్‌లోడ్‌లు', ['mvDataUpload']),
  ],
  /** With Create New User and eSign Counts Report: the administrator's. */
  administrator: [
    'dashboard',
    'certifiedCopy',
    'nameSearch',
    'createNewUser',
    'stockholdingMis',
    'grantApproval',
    misReport({ editIndex: true }),
    departmentLoginReports({ eSignCounts: true }),
    group('Uploads', 'అప్‌లోడ్‌లు', ['mvDataUpload']),
  ],
  /** Without Certified Copy, Create New User and Name Search. */
  reportsOnly: ['dashboard', 'stockholdingMis', 'grantApproval', misReport({ editIndex: false }), departmentLoginReports({ eSignCounts: false })],
  /** Only Certified Copy and the income tax reports. */
  incomeTax: ['certifiedCopy', group('Income Tax Reports', 'ఆదాయపు పన్ను నివేదికలు', ['incomeTax50c', 'incomeTaxAir', 'incomeTaxCib', 'incomeTaxSft'])],
  agencyMaster: ['nameSearch', 'subUserCreation'],
  agencySubUser: ['nameSearch'],
  ccla: ['ruralMutation'],
  vendor: [
    'vendorHome',
    group('Stamp Indent', 'స్టాంపుల ఇండెంట్', ['stampIndent', 'stampIndentPayment', 'indentStatus', 'stampIndentReport']),
    group('Sales', 'విక్రయాలు', ['vendorSale', 'vendorCitizen', 'vendorStamps', 'vendorStampPaper', 'judicialStamps']),
    group('Stock', 'నిల్వ', ['vendorStockReport', 'vendorDistribution']),
  ],
} as const satisfies Record<string, readonly MenuSpec[]>;
export type MenuVariant = keyof typeof MENU_VARIANTS;

/**
 * Which menu each login type gets (spec §6). DIG, DR and DR_AUDIT get the
 * officer menu with Edit Index; SRO and any type the spec does not name get
 * the same default department menu.
 */
export function menuVariantFor(principal: Principal): MenuVariant {
  const byType: Record<LoginType, MenuVariant> = {
    AGENCY: principal.isMasterUser ? 'agencyMaster' : 'agencySubUser',
    CCLA: 'ccla',
    CIG: 'reportsOnly',
    DIGCARD: 'reportsOnly',
    DAG: 'reportsOnly',
    INCOMETAX: 'incomeTax',
    DIG: 'departmentOfficer',
    DR: 'departmentOfficer',
    DR_AUDIT: 'departmentOfficer',
    SUPTDTCARD: 'departmentOfficer',
    SRO: 'departmentOfficer',
    ADMIN: 'administrator',
    VENDOR: 'vendor',
  };
  return byType[principal.loginType];
}

function containsPage(items: readonly MenuSpec[], id: StaffPageId): boolean {
  return items.some((item) => (typeof item === 'string' ? item === id : containsPage(item.items, id)));
}

export interface MenuOptions {
  /** The one master agency login that also gets the income-tax menu (configurable). */
  incomeTaxAgencyLoginId?: string | undefined;
}

/** The menu tree a signed-in caller sees. */
export function menuFor(principal: Principal, options: MenuOptions = {}): MenuItem[] {
  const items: MenuSpec[] = [...MENU_VARIANTS[menuVariantFor(principal)]];
  if (principal.loginType === 'SUPTDTCARD') {
    // SUPTDTCARD adds eSign Counts Report under Department Login Reports when missing.
    const index = items.findIndex((item) => typeof item !== 'string' && item.group.en === 'Department Login Reports');
    const reports = items[index];
    if (reports && typeof reports !== 'string' && !containsPage(reports.items, 'eSignCounts')) {
      items[index] = { group: reports.group, items: [...reports.items, 'eSignCounts'] };
    }
  }
  if (principal.loginType === 'SRO') {
    // The Sub-Registrar's own counter: the day's applications by slot.
    items.splice(1, 0, 'officeApplications');
  }
  if (principal.loginType === 'AGENCY' && principal.isMasterUser && options.incomeTaxAgencyLoginId === principal.loginId) {
    items.push(...MENU_VARIANTS.incomeTax.filter((item) => typeof item !== 'string'));
  }
  return items.map(build);
}

/** Every page path (below /igrs) the caller's menu leads to. */
export function menuPaths(menu: readonly MenuItem[]): string[] {
  return menu.flatMap((item) => [...(item.url ? [item.url.slice(APP_BASE_PATH.length)] : []), ...menuPaths(item.submenu)]);
}

/** Whether the caller's menu holds the page: the rule the router and the server both apply. */
/**
 * Pages no menu lists but another page leads to: the dashboard's tiles open
 * their drill-downs. Whoever may open the page that leads there may open them.
 */
export const REACHED_FROM: Partial<Record<StaffPageId, StaffPageId>> = {
  dashboardFile: 'dashboard',
  totalRegistration: 'dashboard',
  revenueDrilldown: 'dashboard',
  highValueDrilldown: 'dashboard',
  prohibitedDrilldown: 'dashboard',
  autoMutationDrilldown: 'dashboard',
};

/** The menu page whose place in a menu admits to a page: the page itself, or the one that leads to it. */
export function menuPageOf(pageId: StaffPageId): StaffPageId {
  const from = REACHED_FROM[pageId];
  return from ? menuPageOf(from) : pageId;
}

/**
 * The pages of each menu, lower-cased, under what menuFor decides a menu by:
 * every staff request asks, and building the menu each time cost more than
 * the rest of the decision. Keep the key in step with menuFor.
 */
const menuPathsByKind = new Map<string, ReadonlySet<string>>();

function openablePaths(principal: Principal, options: MenuOptions): ReadonlySet<string> {
  const kind = `${principal.loginType}|${principal.isMasterUser}|${principal.loginId === options.incomeTaxAgencyLoginId}`;
  let paths = menuPathsByKind.get(kind);
  if (!paths) menuPathsByKind.set(kind, (paths = new Set(menuPaths(menuFor(principal, options)).map((path) => path.toLowerCase()))));
  return paths;
}

export function canOpenPage(principal: Principal, pageId: StaffPageId, options: MenuOptions = {}): boolean {
  return openablePaths(principal, options).has(STAFF_PAGES[menuPageOf(pageId)].path.toLowerCase());
}
