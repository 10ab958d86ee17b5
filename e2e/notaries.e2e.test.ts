import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_PAGES } from '@igrs/domain';
import { launchBrowser, newContext, openPage, seriousViolations } from './support/browser.ts';
import { fillDate } from './support/dates.ts';
import { signInThroughForm } from './support/sign-in.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the notaries list in the browser', () => {
  it("a District Registrar adds a notary, and the public list in Telugu finds it in force", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInThroughForm(page, 'demo_dr');
    await openPage(page, STAFF_PAGES.notaries.path);
    await page.getByLabel('Registration number').first().fill('AP/NOT/2026/9101');
    await page.getByLabel('Name of the notary').fill('Chebrolu Vasantha');
    await page.getByLabel('District', { exact: true }).first().selectOption('07');
    await page.getByLabel('Address of the chamber').fill('Chamber No. 9, Court Road, Tenali');
    await fillDate(page, 'Appointed from', '2026-02-01');
    await fillDate(page, 'Valid until', '2031-01-31');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('row').filter({ hasText: 'Chebrolu Vasantha' }).filter({ hasText: 'In force' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();

    const publicContext = await newContext(browser, { language: 'te' });
    const reader = await publicContext.newPage();
    await openPage(reader, '/Notaries');
    await reader.getByLabel('పేరు, లేదా దానిలో భాగం').fill('Chebrolu');
    const row = reader.getByRole('row').filter({ hasText: 'Chebrolu Vasantha' });
    await row.waitFor();
    expect(await row.innerText()).toContain('అమలులో ఉంది');
    expect(await seriousViolations(reader)).toEqual([]);
    await publicContext.close();
  });
});
