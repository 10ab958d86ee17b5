import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, openPage, seriousViolations } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the open statistics in the browser', () => {
  it('draws the months, lists the districts, and downloads the same figures as CSV, on a phone and without signing in', async () => {
    const context = await newContext(browser, { width: 390, height: 844 });
    const page = await context.newPage();
    await openPage(page, '/statistics');
    const districts = page.getByRole('region', { name: 'Documents and revenue by district' });
    await districts.locator('tbody tr').first().waitFor();
    expect(await page.locator('main [role="img"] svg').count()).toBe(2);
    const firstRow = await districts.locator('tbody tr').first().innerText();
    const downloaded = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download as CSV: Documents and revenue by district and month' }).click();
    const csv = (await readFile(await (await downloaded).path())).toString('utf8');
    const district = firstRow.split('\t')[0]!.trim();
    expect(csv).toContain(district);
    expect(csv.split('\r\n')[0]).toContain('జిల్లా');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
