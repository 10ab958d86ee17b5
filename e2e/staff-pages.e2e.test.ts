import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_ROUTES, STAFF_PAGES, demoLoginIds, frameFor, menuFor, menuPaths, type StaffPageId } from '@igrs/domain';
import { launchBrowser, newContext, portalUrl, seriousViolations } from './support/browser.ts';
import { signInThroughForm } from './support/sign-in.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Who opens each menu page in this test: the first demo login whose menu holds it. */
const OPENERS = ['demo_admin', 'demo_agency_master', 'demo_vendor'].map((loginId) => {
  const principal = demoLoginIds().find((account) => account.loginId === loginId)!;
  return { loginId, vendor: principal.loginType === 'VENDOR', principal };
});

const staffRoutes = PORTAL_ROUTES.filter((route) => route.staffPageId);

describe.each(OPENERS)('menu pages opened by $loginId', ({ loginId, vendor, principal }) => {
  const paths = new Set(menuPaths(menuFor(principal)).map((path) => path.toLowerCase()));
  const opened = new Set(OPENERS.slice(0, OPENERS.findIndex((opener) => opener.loginId === loginId)).flatMap((opener) => menuPaths(menuFor(opener.principal)).map((path) => path.toLowerCase())));
  const routes = staffRoutes.filter((route) => paths.has(route.path.toLowerCase()) && !opened.has(route.path.toLowerCase()));
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext(browser);
    page = await context.newPage();
    await signInThroughForm(page, loginId, { vendor });
  });
  afterAll(() => context.close());

  it.each(routes.map((route) => [route.path, route.staffPageId!] as const))('%s opens with its title, the navigation bar and the right frame', async (path, pageId: StaffPageId) => {
    const response = await page.goto(portalUrl(path));
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const title = STAFF_PAGES[pageId].title.en;
    const expected = pageId === 'createNewUser' ? 'Create New User' : pageId === 'subUserCreation' ? 'Sub User Creation' : title;
    expect(await page.locator('main h1').innerText()).toBe(expected);
    expect(await page.getByRole('navigation', { name: 'Department menu' }).count()).toBe(1);
    expect(await page.locator('header.igrs-header').count()).toBe(frameFor(path).header ? 1 : 0);
  });

  it('passes axe on a menu page', async () => {
    const first = routes[0];
    expect(first).toBeDefined();
    await page.goto(portalUrl(first!.path));
    await page.locator('main h1').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
