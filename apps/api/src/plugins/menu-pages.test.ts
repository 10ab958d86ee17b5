import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_BASE_PATH,
  REGISTRY_KINDS,
  REGISTRY_DEFINITIONS,
  STAFF_PAGES,
  demoLoginIds,
  isDocumentLookupPage,
  isReportId,
  menuFor,
  menuPaths,
  toYearMonthDay,
  type MenuOptions,
  type StaffPageId,
} from '@igrs/domain';
import { createTestContext, signIn, type TestContext } from '../test/harness.ts';

/**
 * A page in a menu must work for everyone the menu gives it to: for each
 * login type's demo account, every page of its menu is opened the way the
 * web app opens it, by the API calls the page makes before anyone touches it,
 * and none of them may be refused or fail.
 */

const today = toYearMonthDay(new Date());

/**
 * What each page that is not simply a report reads when it opens (the web
 * app's queries for it); an empty list is a page that reads only when asked
 * (a lookup by number, a form). A report page reads its report as well.
 */
const PAGE_READS: Partial<Record<StaffPageId, readonly string[]>> = {
  officeApplications: [`/office/applications?date=${today}`],
  nameSearch: ['/name-search/agreement'],
  certifiedCopy: ['/certified-copies'],
  createNewUser: ['/users'],
  subUserCreation: ['/users/sub-users'],
  mvDataUpload: ['/market-value/uploads'],
  vendorHome: ['/vendor/home'],
  stampIndent: ['/vendor/indents'],
  stampIndentPayment: ['/vendor/indents'],
  indentStatus: ['/vendor/indents'],
  stampIndentReport: ['/vendor/indents', '/vendor/returns'],
  vendorDistribution: ['/vendor/indents', '/vendor/returns'],
  vendorSale: [],
  judicialStamps: [],
  vendorCitizen: [`/vendor/sales?fromDate=${today}&toDate=${today}`],
  vendorStockReport: [`/vendor/stock?fromDate=${today}&toDate=${today}`],
  vendorStamps: [`/vendor/stock?fromDate=${today}&toDate=${today}`],
  vendorStampPaper: [],
  stampsTracking: [],
  challanDocument: [],
  challanStockholding: ['/depot/bank-challans', '/depot/indents', '/depot/returns'],
  vendorLicences: ['/licence-requests', '/licences'],
  grievances: ['/grievances'],
  notaries: ['/notaries'],
  dashboard: ['/reports/dashboard/tiles'],
  prohibitedNotify: ['/prohibited-properties'],
  prohibitedDenotify: ['/prohibited-properties'],
  revenueTarget: ['/reports/revenueTarget/targets'],
  editIndex: ['/register/index-corrections'],
  ...Object.fromEntries(REGISTRY_KINDS.map((kind) => [REGISTRY_DEFINITIONS[kind].staffPageId, [`/registries/office/${kind}`]])),
};

function readsOf(pageId: StaffPageId): readonly string[] | undefined {
  const own = PAGE_READS[pageId];
  if (isReportId(pageId)) return [`/reports/${pageId}`, ...(own ?? [])];
  if (isDocumentLookupPage(pageId)) return own ?? [];
  return own;
}

const PAGE_BY_PATH = new Map(Object.entries(STAFF_PAGES).map(([id, page]) => [page.path.toLowerCase(), id as StaffPageId]));
const OPTIONS: MenuOptions = { incomeTaxAgencyLoginId: undefined };

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => context.close());

describe("every page of every login type's menu", () => {
  it('is known by what it reads when it opens', () => {
    const unknown = demoLoginIds()
      .flatMap((principal) => menuPaths(menuFor(principal, OPTIONS)))
      .map((path) => PAGE_BY_PATH.get(path.toLowerCase()))
      .filter((pageId): pageId is StaffPageId => pageId !== undefined && readsOf(pageId) === undefined);
    expect([...new Set(unknown)]).toEqual([]);
  });

  it('opens for everyone the menu gives it to: no call it makes is refused or fails', async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const principal of demoLoginIds()) {
      const { token } = await signIn(context.app, principal.loginId);
      for (const path of menuPaths(menuFor(principal, OPTIONS))) {
        const pageId = PAGE_BY_PATH.get(path.toLowerCase());
        expect(pageId, `${principal.loginId}: ${APP_BASE_PATH}${path}`).toBeDefined();
        for (const url of readsOf(pageId!) ?? []) {
          const response = await context.app.inject({ method: 'GET', url: `/igrsapi/v1${url}`, headers: { authorization: `Bearer ${token}` } });
          calls += 1;
          if (response.statusCode === 401 || response.statusCode === 403 || response.statusCode >= 500) {
            failures.push(`${principal.loginId} (${principal.loginType}) opening ${pageId}: GET ${url} answered ${response.statusCode} ${response.body.slice(0, 160)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(500);
  });

  it("gives state officers Stockholding Challan-wise as a read-only view of every depot, and leaves acting to the depot's Sub-Registrar", async () => {
    for (const loginId of ['demo_cig', 'demo_digcard', 'demo_dag', 'demo_suptdtcard', 'demo_admin']) {
      const { token } = await signIn(context.app, loginId);
      const read = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/depot/indents', headers: { authorization: `Bearer ${token}` } });
      expect(read.statusCode, `${loginId}: ${read.body}`).toBe(200);
      const issue = await context.app.inject({ method: 'POST', url: '/igrsapi/v1/depot/indents/IND-2026-000001/issue', headers: { authorization: `Bearer ${token}` }, payload: {} });
      expect(issue.statusCode, loginId).toBe(403);
    }
  });
});
