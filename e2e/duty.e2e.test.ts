import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, openPage, seriousViolations } from './support/browser.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
afterEach(() => context.close());

describe('the stamp duty calculator in English', () => {
  beforeEach(async () => {
    context = await newContext(browser);
    page = await context.newPage();
  });

  it('works out a sale deed to the rupee, line by line', async () => {
    await openPage(page, '/DutyFeeCalculator/Property');
    expect(await page.locator('header.igrs-header').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Portal' }).getByRole('link').first().getAttribute('href')).toBe('/igrs');
    await page.getByLabel('Transaction type').selectOption('01');
    await page.getByLabel('Nature of document').selectOption('01');
    await page.getByLabel('Market value').fill('4500000');
    await page.getByLabel('Consideration').fill('5000000');
    await page.getByLabel(/Stamp paper already bought/).fill('100000');
    await page.getByRole('button', { name: 'Calculate' }).click();
    const result = page.locator('.igrs-duty-result');
    await result.waitFor();
    const text = await result.innerText();
    expect(text).toContain('₹50,00,000');
    expect(text).toMatch(/Stamp duty[\s\S]*₹2,50,000/);
    expect(text).toMatch(/Transfer duty[\s\S]*₹75,000/);
    expect(text).toMatch(/Registration fee[\s\S]*₹50,000/);
    expect(text).toMatch(/User charges[\s\S]*₹500/);
    expect(text).toMatch(/Total payable\s*₹2,75,500/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('explains a bad amount beside its field', async () => {
    await openPage(page, '/DutyFeeCalculator/Property');
    await page.getByLabel('Market value').fill('12.5');
    await page.getByRole('button', { name: 'Calculate' }).click();
    const field = page.getByLabel('Market value');
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#marketValue-error').innerText()).toContain('Enter an amount in whole rupees');
    expect(await page.locator('#consideration-error').innerText()).toContain('required');
  });
});

describe('the stamp duty calculator in Telugu', () => {
  beforeEach(async () => {
    context = await newContext(browser, { language: 'te' });
    page = await context.newPage();
  });

  it('explains each line in Telugu', async () => {
    await openPage(page, '/DutyFeeCalculator/Property');
    await page.getByLabel('మార్కెట్ విలువ').fill('1000000');
    await page.getByLabel('ప్రతిఫలం').fill('900000');
    await page.getByRole('button', { name: 'లెక్కించు' }).click();
    const result = page.locator('.igrs-duty-result');
    await result.waitFor();
    expect(await result.innerText()).toMatch(/స్టాంపు డ్యూటీ[\s\S]*₹50,000/);
  });
});
