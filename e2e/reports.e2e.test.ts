import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toYearMonthDay } from '@igrs/domain';
import { launchBrowser, newContext, openPage, seriousViolations } from './support/browser.ts';
import { signInThroughForm } from './support/sign-in.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const ALL_TIME = 'fromDate=1983-01-01';

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
  page = await context.newPage();
  await signInThroughForm(page, 'demo_dr');
});
afterAll(() => browser.close());

const firstRowLink = () => page.locator('main table tbody tr').first().getByRole('link');

describe('MIS reports', () => {
  it('drills from the district to an office to a document, and passes axe at each level', async () => {
    await openPage(page, `/reports/Dashboard?${ALL_TIME}`);
    await page.getByRole('table').waitFor();
    // A District Registrar of Guntur sees the one district of the jurisdiction.
    expect(await page.locator('main table tbody tr').count()).toBe(1);
    // The state level draws the districts as a map; a district's offices as bars.
    await page.getByRole('img', { name: /^Map of the districts of Dashboard/ }).locator('svg').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await firstRowLink().click();
    await page.waitForURL(/districtCode=07/);
    await page.getByRole('navigation', { name: 'Where you are in the report' }).waitFor();
    await expect.poll(() => page.locator('main table tbody tr').count()).toBeGreaterThan(1);
    await page.locator('main [role="img"] svg').first().waitFor();
    expect(await page.getByRole('img', { name: /^Map of the districts/ }).count()).toBe(0);

    await firstRowLink().click();
    await page.waitForURL(/sroCode=/);
    await expect.poll(async () => (await firstRowLink().getAttribute('href')) ?? '').toContain('/DepartmentLoginReports/documentDetails?sroCode=');
    expect(await firstRowLink().getAttribute('target')).toBe('_blank');
    expect(await seriousViolations(page)).toEqual([]);

    const citation = (await firstRowLink().innerText()).split(/\s/)[0]!;
    await page.goto(new URL((await firstRowLink().getAttribute('href'))!, page.url()).toString());
    await page.getByRole('heading', { level: 2 }).filter({ hasText: citation }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('lists the mutation requests sent for agricultural land, each opening its document with where its mutation stands', async () => {
    await openPage(page, `/reports/Reports/RuralMutationSchedule?${ALL_TIME}`);
    const citationLink = page.locator('main table tbody tr').first().getByRole('link');
    await citationLink.waitFor();
    const firstRow = page.locator('main table tbody tr').first();
    expect(await firstRow.innerText()).toMatch(/MR-\d+-\d+-\d{4}-\d+/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(new URL((await citationLink.getAttribute('href'))!, page.url()).toString());
    const mutations = page.getByRole('region', { name: 'Mutation of the land records' });
    await mutations.waitFor();
    expect(await mutations.innerText()).toContain('Revenue department (Webland land records)');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("leads with the dashboard's tiles against last year, each opening the report behind it", async () => {
    await openPage(page, '/reports/Dashboard');
    const tiles = page.getByRole('region', { name: /At a glance, as of/ });
    const documents = tiles.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Documents registered' }) });
    await documents.getByText('This financial year').waitFor();
    expect(await documents.getByText(/Last year/).count()).toBe(3);
    expect(await tiles.getByRole('heading', { level: 3 }).count()).toBe(7);
    expect(await seriousViolations(page)).toEqual([]);
    await documents.getByRole('link', { name: 'Open the report: Documents registered' }).click();
    await page.waitForURL(/\/misDashboard\/totalRegistration/);
    await page.getByRole('heading', { level: 1, name: 'Total Registrations' }).waitFor();
    await page.locator('main table tbody tr').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("lets the Commissioner's office set an office's target, which the District Registrar then reads against the revenue", async () => {
    const adminContext = await newContext(browser);
    try {
      const admin = await adminContext.newPage();
      await signInThroughForm(admin, 'demo_admin');
      await openPage(admin, '/DepartmentLoginReports/Target');
      const setting = admin.getByRole('region', { name: 'Set a target' });
      await setting.getByLabel('District').selectOption('07');
      await setting.getByLabel('Office').selectOption('701');
      await setting.getByLabel('Target (₹)').fill('2500000');
      await setting.getByLabel('Why this figure').fill('Allotted for the month by the Commissioner');
      await setting.getByRole('button', { name: 'Set the target' }).click();
      await setting.getByRole('status').filter({ hasText: 'Target of ₹25,00,000 set' }).waitFor();
      await setting.getByRole('table').getByText('Allotted for the month by the Commissioner').waitFor();
      expect(await seriousViolations(admin)).toEqual([]);
    } finally {
      await adminContext.close();
    }
    const month = toYearMonthDay(new Date()).slice(0, 7);
    await openPage(page, `/DepartmentLoginReports/Target?fromDate=${month}-01&sroCode=701`);
    await page.locator('main table tbody tr').first().getByText('₹25,00,000').waitFor();
    expect(await page.getByRole('button', { name: 'Set the target' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('lets the District Registrar notify a survey number as prohibited, with the order, and withdraw it by a later one', async () => {
    await openPage(page, '/reports/Reports/prohibitedProperty/Notify');
    const notify = page.getByRole('region', { name: 'Notify a prohibited property' });
    await notify.getByLabel('District').selectOption('07');
    await expect.poll(() => notify.getByLabel('Mandal').locator('option').count()).toBeGreaterThan(1);
    await notify.getByLabel('Mandal').selectOption({ index: 1 });
    await expect.poll(() => notify.getByLabel('Village').locator('option').count()).toBeGreaterThan(1);
    await notify.getByLabel('Village').selectOption({ index: 1 });
    await notify.getByLabel('Survey number').fill('611/2B');
    await notify.getByLabel('Category').selectOption('endowment');
    await notify.getByLabel('Order number').fill('Rc.No.E2/611/2026');
    const [year, month, day] = toYearMonthDay(new Date()).split('-');
    const date = notify.getByRole('group', { name: 'Date of the order' });
    await date.getByLabel('Day').fill(day!);
    await date.getByLabel('Month').fill(month!);
    await date.getByLabel('Year').fill(year!);
    await notify.getByLabel('What the order says').fill('Land of the Sri Rama temple, under the Endowments Act');
    await notify.getByRole('button', { name: 'Notify as prohibited' }).click();
    await notify.getByRole('status').filter({ hasText: /611\/2B is notified as prohibited/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await openPage(page, '/reports/Reports/prohibitedProperty/Denotify');
    const inForce = page.getByRole('region', { name: 'Prohibitions in force in your jurisdiction' });
    const entry = inForce.getByRole('listitem').filter({ hasText: '611/2B' });
    await entry.locator('summary').click();
    await entry.getByLabel('Order withdrawing it').fill('Rc.No.E2/611/2026-W');
    const withdrawDate = entry.getByRole('group', { name: 'Date of the order' });
    await withdrawDate.getByLabel('Day').fill(day!);
    await withdrawDate.getByLabel('Month').fill(month!);
    await withdrawDate.getByLabel('Year').fill(year!);
    await entry.getByLabel('Why it is withdrawn').fill('The temple land was exchanged by a G.O.');
    await entry.getByRole('button', { name: 'Withdraw the prohibition' }).click();
    await inForce.getByRole('status').filter({ hasText: /611\/2B is withdrawn/ }).waitFor();
    await page.locator('main table tbody tr').filter({ hasText: '611/2B' }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('orders the rows by a column on the server, the order kept in the address', async () => {
    await openPage(page, '/reports/Dashboard?districtCode=07&fromDate=1983-01-01');
    await page.locator('main table tbody tr').first().waitFor();
    const header = page.getByRole('columnheader', { name: 'Documents' });
    await header.getByRole('button').click();
    await page.waitForURL(/sort=documents&order=(asc|desc)/);
    const first = new URL(page.url()).searchParams.get('order');
    await expect.poll(() => header.getAttribute('aria-sort')).toBe(first === 'desc' ? 'descending' : 'ascending');
    await header.getByRole('button').click();
    const second = first === 'desc' ? 'asc' : 'desc';
    await page.waitForURL(new RegExp(`sort=documents&order=${second}`));
    await expect.poll(() => header.getAttribute('aria-sort')).toBe(second === 'desc' ? 'descending' : 'ascending');
    const counts = (await page.locator('main table tbody tr td:nth-child(2)').allInnerTexts()).map((text) => Number(text.replaceAll(',', '')));
    expect(counts).toEqual([...counts].sort((a, b) => (second === 'desc' ? b - a : a - b)));
  });

  it('downloads exactly what it shows as CSV, headed in both languages', async () => {
    await openPage(page, `/DepartmentLoginReports/Trend?${ALL_TIME}`);
    await page.getByRole('table').waitFor();
    const rows = await page.locator('main table tbody tr').count();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    const text = (await readFile((await download.path())!)).toString('utf8');
    const lines = text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]!.split(',').slice(0, 4)).toEqual(['Month / నెల', 'Documents / దస్తావేజులు', 'Revenue / ఆదాయం', 'Same month last year / గత సంవత్సరం అదే నెల']);
    expect(lines.length).toBeGreaterThanOrEqual(rows + 2);
  });

  it('ties a filter error to its field and keeps the last good view', async () => {
    await openPage(page, '/reports/Dashboard');
    await page.locator('#report-fromDate-day').fill('10');
    await page.locator('#report-fromDate-month').fill('05');
    await page.locator('#report-fromDate-year').fill('2026');
    await page.locator('#report-toDate-day').fill('01');
    await page.locator('#report-toDate-month').fill('04');
    await page.locator('#report-toDate-year').fill('2026');
    await page.getByRole('button', { name: 'Show report' }).click();
    const group = page.getByRole('group', { name: /To date/ });
    await group.getByText(/before|after/i).first().waitFor();
    expect(new URL(page.url()).search).toBe('');
  });
});

describe('MIS reports in Telugu', () => {
  it('speaks Telugu, from the title to the column headings', async () => {
    const telugu = await newContext(browser);
    const tePage = await telugu.newPage();
    try {
      await signInThroughForm(tePage, 'demo_dr');
      await openPage(tePage, `/DepartmentLoginReports/Trend?${ALL_TIME}`);
      await tePage.getByRole('button', { name: 'తెలుగు' }).click();
      await tePage.getByRole('heading', { level: 1, name: 'ధోరణి విశ్లేషణ' }).waitFor();
      await tePage.getByRole('table').waitFor();
      expect(await tePage.locator('main thead').innerText()).toContain('గత సంవత్సరం అదే నెల');
      expect(await seriousViolations(tePage)).toEqual([]);
    } finally {
      await telugu.close();
    }
  });
});
