import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, CERTIFIED_COPY_STATUS_LABELS, LANGUAGE_STORAGE_KEY, PAYMENT_MODE_LABELS, STAFF_PAGES, type Language } from '@igrs/domain';
import english from '../apps/web/src/i18n/locales/certifiedCopy/en.json';
import telugu from '../apps/web/src/i18n/locales/certifiedCopy/te.json';
import { baseUrl, launchBrowser, newContext, portalUrl, seriousViolations } from './support/browser.ts';
import { apiToken, registerToday } from './support/api.ts';
import { signInThroughForm } from './support/sign-in.ts';

const STRINGS = { en: english, te: telugu };
const AADHAAR = '567890123456';
const PAN = 'BKLPR5678M';
const MOBILE = '9012345678';
const SRO_CODE = '701';

/** A document in the portal's register, registered at the office as the SRO does, whose copies the tests ask for. */
async function registerCopiedDocument(token: string): Promise<{ documentNumber: number; year: number }> {
  const party = (role: 'executant' | 'claimant', name: { en: string; te: string }, identity: Record<string, string> = {}) => ({
    role,
    partyCode: role === 'executant' ? 'EX' : 'CL',
    name,
    relationType: 'S/O',
    relationName: { en: 'Venkateswarlu', te: 'వెంకటేశ్వర్లు' },
    age: 47,
    address: { en: 'Door 3-4-5, Brodipet, Guntur', te: 'డోర్ 3-4-5, బ్రాడీపేట, గుంటూరు' },
    ...identity,
  });
  return registerToday<{ documentNumber: number; year: number }>(token, {
    sroCode: SRO_CODE,
    bookNumber: 1,
    transactionMajorCode: '01',
    transactionMinorCode: '01',
    considerationRupees: 1_800_000,
    marketValueRupees: 1_750_000,
    parties: [
      party('executant', { en: 'Chilakalapudi Ravi Kumar', te: 'చిలకలపూడి రవి కుమార్' }, { aadhaar: AADHAAR, pan: PAN }),
      party('claimant', { en: 'Mandava Sailaja', te: 'మండవ శైలజ' }),
    ],
  });
}

async function expectNothingUnmasked(page: Page) {
  const html = await page.content();
  for (const secret of [AADHAAR, PAN, MOBILE]) expect(html).not.toContain(secret);
}

async function confirm(page: Page, language: Language) {
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: STRINGS[language].confirm.proceed }).click();
  await dialog.waitFor({ state: 'hidden' });
}

let browser: Browser;
let document: { documentNumber: number; year: number };
beforeAll(async () => {
  browser = await launchBrowser();
  document = await registerCopiedDocument(await apiToken('demo_sro'));
});
afterAll(() => browser.close());

describe.each(['en', 'te'] as const)('a certified copy from request to delivery (%s)', (language) => {
  const text = STRINGS[language];
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser);
    page = await context.newPage();
    await signInThroughForm(page, 'demo_sro');
    await page.evaluate(([key, value]) => window.localStorage.setItem(key!, value!), [LANGUAGE_STORAGE_KEY, language]);
  });
  afterAll(() => context.close());

  it('takes the request, records the fee, issues the copy as a PDF and hands it over', async () => {
    await page.goto(portalUrl('/Certifiedcopy'));
    await page.getByRole('heading', { level: 1, name: STAFF_PAGES.certifiedCopy.title[language] }).waitFor();
    await page.getByRole('heading', { level: 2, name: text.queue.heading }).waitFor();
    expect(await page.title()).toContain(STAFF_PAGES.certifiedCopy.title[language]);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: text.newRequest.submit }).click();
    await page.getByRole('alert').filter({ has: page.getByRole('link') }).first().waitFor();
    expect(await page.locator('#documentNumber').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel(text.fields.sroCode).selectOption(SRO_CODE);
    await page.getByLabel(text.fields.bookNumber).selectOption('1');
    await page.getByLabel(text.fields.documentNumber).fill(String(document.documentNumber));
    await page.getByLabel(text.fields.year).fill(String(document.year));
    await page.getByLabel(text.fields.applicantName).fill('Kotha Prasanna Lakshmi');
    await page.getByLabel(text.fields.applicantMobile).fill(MOBILE);
    await page.getByLabel(text.fields.purpose).selectOption('bank-loan');
    await page.getByLabel(text.fields.copies).selectOption('2');
    await page.getByText('₹640', { exact: true }).waitFor();
    await page.getByRole('button', { name: text.newRequest.submit }).click();

    const created = page.getByRole('status').filter({ hasText: /CC\/\d{4}\/\d{6}/ });
    await created.waitFor();
    const reference = /CC\/\d{4}\/\d{6}/.exec(await created.innerText())![0];
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: reference }) });
    await row.getByText(CERTIFIED_COPY_STATUS_LABELS.requested[language], { exact: true }).waitFor();
    expect(await row.innerText()).toContain(`XXXXXX${MOBILE.slice(-4)}`);

    await row.getByRole('button', { name: text.actions.payment }).click();
    const payment = page.locator('form').filter({ has: page.getByRole('heading', { name: text.payment.heading.replace('{{reference}}', reference) }) });
    await payment.getByLabel(PAYMENT_MODE_LABELS.challan[language], { exact: true }).check();
    await payment.getByRole('button', { name: text.payment.submit }).click();
    await payment.getByRole('alert').waitFor();
    await payment.getByLabel(text.payment.reference).fill('CH-2025/004512');
    await payment.getByRole('button', { name: text.payment.submit }).click();
    await confirm(page, language);
    await row.getByText(CERTIFIED_COPY_STATUS_LABELS.paid[language], { exact: true }).waitFor();

    await row.getByRole('button', { name: text.actions.ready }).click();
    const ready = page.locator('form').filter({ has: page.getByRole('heading', { name: text.ready.heading.replace('{{reference}}', reference) }) });
    await ready.getByLabel(text.languages[language], { exact: true }).check();
    await ready.getByRole('button', { name: text.ready.submit }).click();
    await confirm(page, language);
    await row.getByText(CERTIFIED_COPY_STATUS_LABELS.ready[language], { exact: true }).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: text.actions.download }).click()]);
    expect(download.suggestedFilename()).toBe(`certified-copy-${reference.replaceAll('/', '-')}.pdf`);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await row.getByRole('button', { name: text.actions.delivered }).click();
    await confirm(page, language);
    await row.getByText(CERTIFIED_COPY_STATUS_LABELS.delivered[language], { exact: true }).waitFor();

    await row.getByRole('button', { name: text.actions.details }).click();
    await page.getByText(`XXXXXXXX${AADHAAR.slice(-4)}`).first().waitFor();
    await expectNothingUnmasked(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('says plainly when the register has no such document', async () => {
    await page.getByLabel(text.fields.sroCode).selectOption(SRO_CODE);
    await page.getByLabel(text.fields.bookNumber).selectOption('1');
    await page.getByLabel(text.fields.documentNumber).fill('987654');
    await page.getByLabel(text.fields.year).fill(String(document.year));
    await page.getByLabel(text.fields.applicantName).fill('Kotha Prasanna Lakshmi');
    await page.getByLabel(text.fields.purpose).selectOption('court-case');
    await page.getByRole('button', { name: text.newRequest.submit }).click();
    const problem = page.locator('#documentNumber-error');
    await problem.waitFor();
    expect(await problem.innerText()).toMatch(language === 'te' ? /[\u0C00-\u0C7F]/ : /No registered document/);
  });
});

describe('other screens and logins', () => {
  it('fits a phone-sized screen', async () => {
    const context = await newContext(browser, { width: 360, height: 740 });
    const page = await context.newPage();
    await signInThroughForm(page, 'demo_sro');
    await page.goto(portalUrl('/CertifiedCopy'));
    await page.getByRole('heading', { level: 2, name: english.queue.heading }).waitFor();
    await page.getByRole('table', { name: /Certified copy requests/ }).waitFor();
    expect(await page.evaluate(() => window.document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('refuses a login whose menu has no certified copies, on the page and at the API', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInThroughForm(page, 'demo_agency');
    await page.goto(portalUrl('/CertifiedCopy'));
    await page.getByRole('heading', { level: 1, name: 'You cannot open this page' }).waitFor();
    await context.close();
    const response = await fetch(`${baseUrl()}${API_BASE_PATH}/certified-copies`, { headers: { authorization: `Bearer ${await apiToken('demo_agency')}` } });
    expect(response.status).toBe(403);
  });
});
