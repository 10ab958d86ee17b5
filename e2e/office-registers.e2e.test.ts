import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_PAGES } from '@igrs/domain';
import { launchBrowser, newContext, openPage, seriousViolations } from './support/browser.ts';
import { signInThroughForm } from './support/sign-in.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
  page = await context.newPage();
  await signInThroughForm(page, 'demo_sro');
});
afterAll(() => browser.close());

describe("an office's own registers", () => {
  it('records a grievance received at the counter and answers it, every step shown', async () => {
    await openPage(page, STAFF_PAGES.grievances.path);
    await page.getByLabel("Complainant's name").fill('Pothuri Ramana');
    await page.getByLabel("Complainant's mobile").fill('9848012345');
    await page.getByLabel('The grievance').fill('Certified copy applied on 2 November not yet given.');
    await page.getByRole('button', { name: 'Record grievance' }).click();
    const recorded = page.getByRole('status').filter({ hasText: /Grievance GRV-\d{4}-\d{6} recorded/ });
    await recorded.waitFor();
    const id = /GRV-\d{4}-\d{6}/.exec(await recorded.innerText())![0];
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(id) }) });
    expect(await item.innerText()).toContain('XXXXXX2345');
    await item.getByLabel('Step').selectOption('resolved');
    await item.getByLabel('What was done or said').fill('Copy delivered at the counter.');
    await item.getByRole('button', { name: 'Record the step' }).click();
    await item.getByText('Copy delivered at the counter.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("proposes a correction of a party's name in the index of one of the office's documents, which the District Registrar approves", async () => {
    await openPage(page, `${STAFF_PAGES.auditTopN.path}?fromDate=1983-01-01&sroCode=701&topN=1`);
    const link = page.locator('main table tbody tr').first().getByRole('link');
    await link.waitFor();
    const [number, year] = (await link.innerText()).split(/\s/)[0]!.split('/');
    await openPage(page, `${STAFF_PAGES.editIndex.path}?sroCode=701&documentNumber=${number}&year=${year}`);
    await page.getByLabel('Name (English)', { exact: true }).fill('Kotamarthi Venkata Ramana');
    await page.getByLabel('Why it is corrected').fill('Surname misspelt at data entry.');
    await page.getByRole('button', { name: 'Propose the correction' }).click();
    await page.getByText(`The correction of document ${number}/${year} is sent for approval by an officer above you.`).waitFor();
    const waiting = (on: Page) => on.getByRole('table', { name: 'Corrections awaiting approval' }).getByRole('row').filter({ hasText: `${number}/${year}` });
    await waiting(page).getByText('Kotamarthi Venkata Ramana').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const registrar = await newContext(browser);
    try {
      const checker = await registrar.newPage();
      await signInThroughForm(checker, 'demo_dr');
      await openPage(checker, STAFF_PAGES.editIndex.path);
      const row = waiting(checker);
      await row.getByLabel(`Remarks on the correction of ${number}/${year}`).fill('Checked against the presented deed.');
      await row.getByRole('button', { name: 'Approve' }).click();
      await row.waitFor({ state: 'detached' });
      expect(await seriousViolations(checker)).toEqual([]);
    } finally {
      await registrar.close();
    }
  });
});
