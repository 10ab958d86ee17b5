import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { REGISTER_START_DATE, formatDisplayDate, type EcSearchResponse } from '@igrs/domain';
import { DEMO_REGISTER_DOCUMENTS, DEMO_REGISTER_SEED, generateRegister } from '../apps/api/src/db/seed/register/index.ts';
import { baseUrl, launchBrowser, newContext, openPage, seriousViolations } from './support/browser.ts';
import { apiToken } from './support/api.ts';

interface Parcel {
  districtCode: string;
  sroCode: string;
  villageCode: string;
  surveyNumber: string;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let parcel: Parcel;
/** The certificate's documents as a signed-in officer's search lists them, oldest first. */
let expectedCitations: string[];

const apiUrl = (path: string) => `${baseUrl()}/igrsapi/v1${path}`;

/**
 * The rural survey number with the most documents in the register the demo
 * portal loads at start: the same seed and size give the same register.
 */
function busiestRuralSurveyNumber(): { villageCode: string; surveyNumber: string } {
  const counts = new Map<string, number>();
  for (const chunk of generateRegister({ documents: DEMO_REGISTER_DOCUMENTS, seed: DEMO_REGISTER_SEED })) {
    for (const { document } of chunk.documents) {
      for (const schedule of document.schedules) {
        if (schedule.kind !== 'rural') continue;
        const key = `${schedule.villageCode}|${schedule.surveyNumber.split(/[/-]/)[0]}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
  }
  const [best] = [...counts].sort((first, second) => second[1] - first[1] || first[0].localeCompare(second[0]));
  const [villageCode = '', surveyNumber = ''] = (best?.[0] ?? '').split('|');
  return { villageCode, surveyNumber };
}

async function staffSearch(place: Parcel): Promise<EcSearchResponse> {
  const token = await apiToken('demo_sro');
  const response = await fetch(apiUrl('/ec/search'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ searchBy: 'property', ...place, fromDate: REGISTER_START_DATE, toDate: new Date().toISOString().slice(0, 10) }),
  });
  return (await response.json()) as EcSearchResponse;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const { villageCode, surveyNumber } = busiestRuralSurveyNumber();
  const offices = (await (await fetch(apiUrl(`/sro-offices?village=${villageCode}`))).json()) as { offices: { code: string }[] };
  parcel = { districtCode: villageCode.slice(0, 2), sroCode: offices.offices[0]!.code, villageCode, surveyNumber };
  const expected = await staffSearch(parcel);
  expectedCitations = expected.documents.map((document) => document.citation);
  expect(expectedCitations.length).toBeGreaterThan(1);
});
afterAll(() => browser.close());
afterEach(() => context.close());

/** Fills the search form by its fields' ids, which do not change with the language. */
async function searchParcel() {
  await page.locator('#districtCode').selectOption(parcel.districtCode);
  await page.locator(`#sroCode option[value="${parcel.sroCode}"]`).waitFor({ state: 'attached' });
  await page.locator('#sroCode').selectOption(parcel.sroCode);
  await page.locator('#villageCode').selectOption(parcel.villageCode);
  await page.locator('#surveyNumber').fill(parcel.surveyNumber);
  await page.locator('img.igrs-captcha').waitFor();
  await page.locator('#captchaText').fill(inject('captchaAnswer'));
  await page.locator('form[role="search"] button[type="submit"]').click();
  await page.locator('#ec-results-heading').waitFor();
}

/** The listed documents' citations and registration dates, in the order shown. */
async function listedDocuments() {
  const rows = page.locator('#ec-results-heading ~ div table > tbody > tr:not([hidden])');
  const citations = (await rows.locator('th[scope="row"]').allInnerTexts()).map((text) => text.split('\n')[0]!.trim());
  const dates = await rows.locator('td:nth-child(3)').allInnerTexts();
  return { citations, dates };
}

const isoOf = (displayDate: string) => displayDate.trim().split('-').reverse().join('-');

async function downloadCertificate(buttonName: RegExp): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: buttonName }).click()]);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const code = /^EC-([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})\.pdf$/.exec(download.suggestedFilename())?.[1];
  expect(code).toBeDefined();
  await page.getByTestId('ec-verification-code').filter({ hasText: code! }).waitFor();
  // The button kept the keyboard focus through the download.
  expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(buttonName);
  return code!;
}

describe('encumbrance search without logging in', () => {
  it('lists a survey number’s documents oldest first and issues a certificate that verifies as genuine', async () => {
    context = await newContext(browser);
    page = await context.newPage();
    await openPage(page, '/EClandingPage');
    await searchParcel();
    const { citations, dates } = await listedDocuments();
    expect(citations).toEqual(expectedCitations);
    const isoDates = dates.map(isoOf);
    expect(isoDates).toEqual([...isoDates].sort());
    expect(await page.getByText(/Searches left today without logging in: \d+\./).count()).toBe(1);

    await page.getByRole('button', { name: `Show details of ${citations[0]}` }).click();
    await page.getByRole('article').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const code = await downloadCertificate(/Download EC \(English\)/);
    await page.getByTestId('ec-verification-code').getByRole('link').click();
    await page.getByRole('heading', { name: 'Genuine certificate' }).waitFor();
    const verified = await page.locator('main').innerText();
    expect(verified).toContain(code);
    expect(verified).toContain('Encumbrance Certificate');
    for (const citation of expectedCitations) expect(verified).toContain(citation);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('says plainly that an altered code is not valid', async () => {
    context = await newContext(browser);
    page = await context.newPage();
    await openPage(page, '/verify/7K3M-Q2PX-9RTV-4HWA');
    await page.getByRole('heading', { name: /This code is not valid|No certificate has this code/ }).waitFor();
    expect(await page.getByRole('heading', { name: 'Genuine certificate' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Verification code').fill('not-a-code');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'This code is not valid' }).waitFor();
  });

  it('works the same in Telugu, on a phone-sized screen', async () => {
    context = await newContext(browser, { language: 'te', width: 360, height: 780 });
    page = await context.newPage();
    await openPage(page, '/EClandingPage');
    expect(await page.locator('main h1').innerText()).toMatch(/[\u0C00-\u0C7F]/);
    await searchParcel();
    expect((await listedDocuments()).citations).toEqual(expectedCitations);
    expect(await page.locator('#ec-results-heading').innerText()).toBe('కనుగొన్న లావాదేవీలు');
    // The table scrolls inside its own box; the page itself never needs sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);

    const code = await downloadCertificate(/ఈసీ డౌన్‌లోడ్ \(తెలుగు\)/);
    await page.getByTestId('ec-verification-code').getByRole('link').click();
    await page.getByRole('heading', { name: 'నిజమైన ధృవపత్రం' }).waitFor();
    const verified = await page.locator('main').innerText();
    expect(verified).toContain(code);
    expect(verified).toContain('తెలుగు');
    expect(verified).toContain(formatDisplayDate(REGISTER_START_DATE));
    expect(await seriousViolations(page)).toEqual([]);

    const altered = code.slice(0, 3) + (code[3] === '7' ? '8' : '7') + code.slice(4);
    await openPage(page, `/verify/${altered}`);
    await page.getByRole('heading', { name: 'ఈ కోడ్ చెల్లదు' }).waitFor();
  });
});
