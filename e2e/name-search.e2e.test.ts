import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@igrs/domain';
import { launchBrowser, newContext, portalUrl, seriousViolations } from './support/browser.ts';
import { apiToken, registerToday } from './support/api.ts';
import { signInThroughForm } from './support/sign-in.ts';

const AADHAAR = '456789012345';
const PAN = 'TVSPT4321Q';
const PARTY = { en: 'Tirumalasetti Venkata Subbarao', te: 'తిరుమలశెట్టి వెంకట సుబ్బారావు' };

/** A document in the portal's register whose executant the searches look for, registered as an SRO would. */
async function registerSearchedDocument(): Promise<string> {
  const token = await apiToken('demo_sro');
  const party = (role: 'executant' | 'claimant', name: { en: string; te: string }, identity: Record<string, string> = {}) => ({
    role,
    partyCode: role === 'executant' ? 'EX' : 'CL',
    name,
    relationType: 'S/O',
    relationName: { en: 'Ramaiah', te: 'రామయ్య' },
    age: 52,
    address: { en: 'Door 7-1-20, Gandhi Nagar, Guntur', te: 'డోర్ 7-1-20, గాంధీ నగర్, గుంటూరు' },
    ...identity,
  });
  const document = await registerToday<{ citation: string }>(token, {
    sroCode: '701',
    bookNumber: 1,
    transactionMajorCode: '01',
    transactionMinorCode: '01',
    considerationRupees: 2_500_000,
    marketValueRupees: 2_400_000,
    parties: [party('executant', PARTY, { aadhaar: AADHAAR, pan: PAN }), party('claimant', { en: 'Bandaru Kalyani', te: 'బండారు కళ్యాణి' })],
  });
  return document.citation;
}

async function expectMasked(page: Page) {
  const text = await page.locator('main').innerText();
  expect(text).toContain(`XXXXXXXX${AADHAAR.slice(-4)}`);
  expect(text).not.toMatch(/\b\d{12}\b/);
  const html = await page.content();
  expect(html).not.toContain(AADHAAR);
  expect(html).not.toContain(PAN);
}

let browser: Browser;
let citation: string;
beforeAll(async () => {
  browser = await launchBrowser();
  citation = await registerSearchedDocument();
});
afterAll(() => browser.close());

describe('the name search of an agency master', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser);
    page = await context.newPage();
    await signInThroughForm(page, 'demo_agency_master');
  });
  afterAll(() => context.close());

  it('asks for the terms to be accepted, then goes on to the search', async () => {
    await page.goto(portalUrl('/NameSearch/AgreementPage'));
    await page.getByRole('heading', { level: 1, name: 'Name Search' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Terms of use of the name search' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Accept and continue' }).click();
    await page.getByRole('alert').filter({ hasText: 'Tick the box' }).waitFor();
    await page.getByLabel('I have read these terms and accept them').check();
    await page.getByRole('button', { name: 'Accept and continue' }).click();
    await page.waitForURL(/\/igrs\/NameSearch\/SearchPage/);
    await page.getByRole('heading', { level: 1, name: 'Name Search' }).waitFor();
  });

  it('refuses initials alone, naming the field', async () => {
    await page.getByLabel('Name of the person').fill('T V S');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'at least one whole word' }).waitFor();
    expect(await page.getByLabel('Name of the person').getAttribute('aria-invalid')).toBe('true');
  });

  it('finds a spelling variant with a district, keeps the criteria in the address and masks identity numbers', async () => {
    await page.getByLabel('Name of the person').fill('Thirumalasetty Subbarao');
    await page.getByLabel('District').selectOption('07');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: PARTY.en });
    await row.waitFor();
    expect(page.url()).toContain('name=Thirumalasetty+Subbarao');
    expect(page.url()).toContain('districtCode=07');
    expect(await row.innerText()).toContain('Bandaru Kalyani');
    await expectMasked(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.reload();
    await page.getByRole('row').filter({ hasText: PARTY.en }).waitFor();
    expect(await page.getByLabel('Name of the person').inputValue()).toBe('Thirumalasetty Subbarao');
  });

  it('opens the document with addresses, masked, and comes back to the results', async () => {
    await page.getByRole('link', { name: new RegExp(`View document ${citation.replace('/', '\\/')}`) }).click();
    await page.waitForURL(/\/igrs\/NameSearch\/SearchDetails\?documentId=/);
    await page.getByRole('heading', { level: 1, name: 'Name Search: document details' }).waitFor();
    await page.getByText('Gandhi Nagar', { exact: false }).first().waitFor();
    await expectMasked(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: /Back to the search results/ }).click();
    await page.getByRole('row').filter({ hasText: PARTY.en }).waitFor();
    expect(await page.getByLabel('District').inputValue()).toBe('07');
  });

  it('shows the agency\'s usage log', async () => {
    await page.getByText('Usage log of your searches').click();
    await page.getByRole('table', { name: 'Searches per user' }).waitFor();
    expect(await page.getByRole('table', { name: 'Searches per user' }).innerText()).toContain('demo_agency_master');
    // The search is logged with its place by name and its dates as the reader writes them, not codes and ISO dates.
    const logged = page.locator('tr').filter({ hasText: 'Thirumalasetty Subbarao' }).filter({ hasText: 'Guntur' }).first();
    await logged.waitFor();
    expect(await logged.innerText()).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('the name search in Telugu', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser);
    page = await context.newPage();
    await signInThroughForm(page, 'demo_agency_master');
    await page.evaluate(([key]) => window.localStorage.setItem(key!, 'te'), [LANGUAGE_STORAGE_KEY]);
  });
  afterAll(() => context.close());

  it('finds the Telugu spelling of the name and shows the document in Telugu', async () => {
    await page.goto(portalUrl('/NameSearch/AgreementPage'));
    await page.waitForURL(/\/igrs\/NameSearch\/SearchPage/);
    await page.getByRole('heading', { level: 1, name: 'పేరు శోధన' }).waitFor();
    await page.getByLabel('వ్యక్తి పేరు').fill('తిరుమలశెట్టి సుబ్బారావు');
    await page.getByRole('main').getByRole('button', { name: 'శోధించండి', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: PARTY.te });
    await row.waitFor();
    expect(await row.innerText()).toContain('బండారు కళ్యాణి');
    await expectMasked(page);
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: 'పేరు శోధన: దస్తావేజు వివరాలు' }).waitFor();
    await page.getByText('గాంధీ నగర్', { exact: false }).first().waitFor();
    await expectMasked(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('other logins', () => {
  it('lets an agency sub user accept the terms and search, on a phone-sized screen', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInThroughForm(page, 'demo_agency');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(portalUrl('/NameSearch/AgreementPage'));
    await page.getByLabel('I have read these terms and accept them').check();
    await page.getByRole('button', { name: 'Accept and continue' }).click();
    await page.waitForURL(/\/igrs\/NameSearch\/SearchPage/);
    await page.getByLabel('Name of the person').fill('Tirumalasetti Subbarao');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('row').filter({ hasText: PARTY.en }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('refuses a login whose menu has no name search', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInThroughForm(page, 'demo_cig');
    await page.goto(portalUrl('/NameSearch/SearchPage'));
    await page.getByRole('heading', { level: 1, name: 'You cannot open this page' }).waitFor();
    await context.close();
  });
});
