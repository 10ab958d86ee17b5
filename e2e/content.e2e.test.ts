import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, openPage } from './support/browser.ts';
import { fillDate } from './support/dates.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
beforeEach(async () => {
  context = await newContext(browser);
  page = await context.newPage();
});
afterEach(() => context.close());

const rows = () => page.locator('table.igrs-list-table tbody tr');

describe('public lists', () => {
  it('filters circulars by text and keeps the filter in the address', async () => {
    await openPage(page, '/circularList');
    const firstTitle = (await rows().first().locator('th .fw-semibold').innerText()).trim();
    const word = firstTitle.split(' ').find((part) => part.length > 5)!;
    await page.getByLabel('Search', { exact: true }).fill(word);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(new RegExp(`q=${encodeURIComponent(word)}`));
    await expect.poll(async () => (await rows().allInnerTexts()).every((text) => text.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    await page.reload();
    expect(await page.getByLabel('Search', { exact: true }).inputValue()).toBe(word);
  });

  it('explains a reversed date range beside the field and does not search', async () => {
    await openPage(page, '/circularList');
    await fillDate(page, 'From date', '2025-06-01');
    await fillDate(page, 'To date', '2024-01-01');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const toField = page.getByRole('group', { name: 'To date', exact: true });
    await expect.poll(() => toField.getByLabel('Day').getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await toField.getAttribute('aria-describedby'))!;
    expect(await page.locator(`#${describedBy}`).innerText()).toContain('must be on or before');
    expect(page.url()).not.toContain('from=');
  });

  it('pages through circulars', async () => {
    await openPage(page, '/circularList');
    const firstPage = await rows().allInnerTexts();
    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(async () => (await rows().allInnerTexts())[0]).not.toBe(firstPage[0]);
    expect(await page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('narrows act-rules to one checklist topic', async () => {
    await openPage(page, '/act-rules');
    await page.getByLabel('Category').selectOption('hindu-marriage');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/group=hindu-marriage/);
    await expect.poll(async () => (await rows().allInnerTexts()).join(' ').toLowerCase()).toContain('marriage');
  });

  it('shows tenders with their status', async () => {
    await openPage(page, '/tenders');
    const statuses = await page.locator('table.igrs-list-table tbody .badge').allInnerTexts();
    expect(statuses).toEqual(expect.arrayContaining(['Open', 'Closed']));
    // Made up for the demo, and said so on every row.
    expect(statuses.filter((text) => text === 'Demo: not a real document')).toHaveLength(await rows().count());
  });

  it('names the e-stamp centres\' columns in words, not field names', async () => {
    await openPage(page, '/estamp-acclist');
    const headers = await page.locator('table.igrs-list-table thead th').allInnerTexts();
    expect(headers).toEqual(expect.arrayContaining(['District', 'Address', 'Telephone', 'Centre code']));
    expect(headers.join(' ')).not.toMatch(/\baccCode\b|\bdistrict\b|\bphone\b/);
  });

  it('downloads a real document template', async () => {
    await openPage(page, '/documentTemplates');
    const [download] = await Promise.all([page.waitForEvent('download'), rows().first().getByRole('link', { name: /Download/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.docx$/);
    expect((await readFile((await download.path())!)).subarray(0, 2).toString()).toBe('PK');
  });

  it('searches the FAQs and opens an answer', async () => {
    await openPage(page, '/faqs');
    await page.getByLabel('Search', { exact: true }).fill('encumbrance');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const question = page.locator('.igrs-faqs details').first();
    await question.waitFor();
    await question.locator('summary').click();
    expect(await question.getAttribute('open')).not.toBeNull();
  });
});

describe('descriptive pages', () => {
  it('shows the cadre strength as a table with headers', async () => {
    await openPage(page, '/about-us');
    const table = page.locator('#cadre-strength table');
    expect(await table.locator('thead th').count()).toBeGreaterThanOrEqual(4);
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(3);
  });
});
