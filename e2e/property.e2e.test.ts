import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toYearMonthDay } from '@igrs/domain';
import { baseUrl, launchBrowser, newContext, openPage, seriousViolations } from './support/browser.ts';
import { signInThroughForm } from './support/sign-in.ts';
import { fillDate } from './support/dates.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
afterEach(() => context.close());

/** Demonstration places: a revenue village and an urban locality of Bommapeta mandal, Visakhapatnam district. */
const DISTRICT = '03';
const MANDAL = '0301';
const RURAL_VILLAGE = '0301005';
const LOCALITY = '0301001';

const rupees = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** The amounts of a breakdown's rows and its total, as numbers. */
async function breakdownFigures(result: Locator) {
  const amounts = (await result.locator('tbody tr td:last-child').allInnerTexts()).map(rupees);
  const total = rupees(await result.locator('tfoot td').innerText());
  return { amounts, total };
}

async function fillRuralProperty(withStructure: boolean) {
  await page.getByLabel('District').selectOption(DISTRICT);
  await page.getByLabel('Mandal').selectOption(MANDAL);
  await page.getByLabel('Revenue village').selectOption(RURAL_VILLAGE);
  await page.getByLabel('Survey number').fill('12');
  await page.getByLabel('Land use').selectOption('21');
  await page.getByLabel('Extent').fill('2.5');
  await page.getByLabel('Unit', { exact: true }).selectOption('2');
  if (withStructure) {
    await page.getByRole('button', { name: 'Add a structure' }).click();
    await page.getByLabel('Type of structure').selectOption('01');
    await page.getByLabel('Plinth area (sq. ft)').fill('1200');
    await page.getByLabel('Age (years)').fill('8');
    await page.getByLabel('Stage of construction').selectOption('5');
  }
}

describe('finding the sub-registrar office', () => {
  beforeEach(async () => {
    context = await newContext(browser);
    page = await context.newPage();
  });

  it('finds the office with jurisdiction over a village, with its address, telephone and hours', async () => {
    await openPage(page, '/findSRO');
    await page.getByLabel('District').selectOption(DISTRICT);
    await page.getByLabel('Mandal').selectOption(MANDAL);
    const village = page.getByLabel('Village or locality', { exact: true });
    await village.selectOption(RURAL_VILLAGE);
    const villageName = await village.locator('option:checked').innerText();
    const mandalName = await page.getByLabel('Mandal').locator('option:checked').innerText();
    await page.getByRole('button', { name: 'Find office' }).click();
    await page.getByRole('status').filter({ hasText: '1 office found' }).waitFor();
    const office = page.getByRole('article');
    expect(await office.count()).toBe(1);
    const text = await office.innerText();
    expect(text).toContain('Address');
    expect(text).toMatch(/10:30 AM – 5:00 PM, Monday to Saturday/);
    expect(text).toContain(`${villageName}, ${mandalName}`);
    expect(text).toContain('Demonstration data');
    const telephone = office.getByRole('link');
    expect(await telephone.getAttribute('href')).toMatch(/^tel:0\d{9,11}$/);
    expect((await telephone.getAttribute('href'))!.slice(4)).toBe((await telephone.innerText()).replace(/\D/g, ''));
    // The descriptive sections of the page stay under the tool.
    expect(await page.getByRole('heading', { level: 2, name: 'How jurisdiction works' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('finds offices by name', async () => {
    await openPage(page, '/findSRO');
    await page.getByLabel('Office, village or locality name').fill('gajuwaka');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('heading', { level: 3, name: 'GAJUWAKA' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: /found/ }).innerText()).toMatch(/^\d+ offices? found$/);
  });

  it('asks for a district before searching by place, and says so at the top of the form', async () => {
    await openPage(page, '/findSRO');
    await page.getByRole('button', { name: 'Find office' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
    const district = page.getByLabel('District');
    expect(await district.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#district-error').innerText()).toBe('This field is required.');
    expect(await district.getAttribute('aria-describedby')).toContain('district-error');
    await summary.getByRole('link', { name: 'This field is required.' }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('district');
  });
});

describe('the property value tool', () => {
  it('values rural land with a structure, component by component, and prints', async () => {
    context = await newContext(browser);
    page = await context.newPage();
    await openPage(page, '/newPropertyvalue');
    await fillRuralProperty(true);
    await page.getByRole('button', { name: 'Calculate market value' }).click();
    const result = page.locator('.igrs-mv-result');
    await result.waitFor();
    const text = await result.innerText();
    expect(text).toMatch(/Land \(Dry Land\)[\s\S]*2\.5 acres × ₹[\d,]+ per acre/);
    expect(text).toMatch(/Structure 1: RCC[\s\S]*1200 sq\. feet × ₹[\d,]+ per sq\. foot × 100% \(Finished\) × 90% \(8 years old, 10% depreciation\)/);
    expect(text).toMatch(/rate version \d+, in force from \d{2}-\d{2}-\d{4}/);
    expect(text).toContain('demonstration rates');
    const { amounts, total } = await breakdownFigures(result);
    expect(amounts).toHaveLength(2);
    expect(amounts.every((amount) => amount > 0)).toBe(true);
    expect(total).toBe(amounts[0]! + amounts[1]!);
    expect(await result.getByRole('button', { name: 'Print' }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 2, name: 'The market value of your property' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('ties each missing detail to its field and lists it above the form', async () => {
    context = await newContext(browser);
    page = await context.newPage();
    await openPage(page, '/newPropertyvalue');
    await page.getByRole('button', { name: 'Calculate market value' }).click();
    await page.getByRole('alert').filter({ hasText: 'There is a problem' }).waitFor();
    for (const id of ['districtCode', 'mandalCode', 'villageCode', 'surveyNumber', 'landUseCode', 'extent.value']) {
      const field = page.locator(`[id="${id}"]`);
      expect(await field.getAttribute('aria-invalid'), id).toBe('true');
      expect(await field.getAttribute('aria-describedby'), id).toContain(`${id}-error`);
    }
    await page.getByRole('button', { name: 'Add a structure' }).click();
    await page.getByLabel('Plinth area (sq. ft)').fill('0');
    await page.getByRole('button', { name: 'Calculate market value' }).click();
    await expect.poll(() => page.locator('[id="structures.0.plinthAreaSqFt-error"]').innerText()).toContain('greater than 0');
  });

  it('values a flat in Telugu', async () => {
    context = await newContext(browser, { language: 'te' });
    page = await context.newPage();
    await openPage(page, '/newPropertyvalue');
    await page.getByLabel('అపార్ట్‌మెంట్‌లో ఫ్లాట్').check();
    await page.getByLabel('జిల్లా', { exact: true }).selectOption(DISTRICT);
    await page.getByLabel('మండలం', { exact: true }).selectOption(MANDAL);
    await page.getByLabel('ప్రాంతం', { exact: true }).selectOption(LOCALITY);
    await page.getByLabel('వార్డు', { exact: true }).selectOption('1');
    await page.getByLabel('బ్లాకు', { exact: true }).selectOption('2');
    await page.getByLabel('భూ వినియోగం', { exact: true }).selectOption('01');
    await page.getByLabel('అవిభాజ్య భూమి వాటా (చదరపు గజాలు)').fill('40');
    await page.getByLabel('ఫ్లాట్ ప్లింత్ విస్తీర్ణం (చదరపు అడుగులు)').fill('1100');
    await page.getByRole('button', { name: 'మార్కెట్ విలువ లెక్కించు' }).click();
    const result = page.locator('.igrs-mv-result');
    await result.waitFor();
    const text = await result.innerText();
    expect(text).toMatch(/అవిభాజ్య భూమి వాటా \(నివాసయోగ్యము\)[\s\S]*40 చదరపు గజాలు × చదరపు గజానికి ₹[\d,]+/);
    expect(text).toMatch(/ఫ్లాట్: కాంపోజిట్ రేటుతో ప్లింత్ విస్తీర్ణం[\s\S]*1100 చదరపు అడుగులు × చదరపు అడుగుకు ₹[\d,]+/);
    expect(text).toContain('మొత్తం మార్కెట్ విలువ');
    const { amounts, total } = await breakdownFigures(result);
    expect(amounts).toHaveLength(2);
    expect(total).toBe(amounts[0]! + amounts[1]!);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('from the property to the duty in one flow', () => {
  beforeEach(async () => {
    context = await newContext(browser);
    page = await context.newPage();
  });

  it('carries the rural property\'s market value into the duty calculator', async () => {
    await openPage(page, '/DutyFeeCalculator/Property');
    await page.getByRole('link', { name: 'Stamp Duty for a Rural Property' }).click();
    await page.getByRole('heading', { level: 1, name: 'Stamp Duty for a Rural Property' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/igrs/DutyFeeCalculator/Property_R_Page');
    expect(await page.locator('header.igrs-header').count()).toBe(0);

    await fillRuralProperty(false);
    await page.getByRole('button', { name: 'Calculate market value' }).click();
    const valuation = page.locator('.igrs-mv-result');
    await valuation.waitFor();
    const { total } = await breakdownFigures(valuation);
    expect(total).toBeGreaterThan(0);

    const marketValue = page.getByRole('textbox', { name: 'Market value', exact: true });
    await expect.poll(() => marketValue.inputValue()).toBe(String(total));
    await page.getByRole('button', { name: 'Go to step 2' }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('step-2');

    await page.getByLabel('Consideration').fill('100000');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const duty = page.locator('.igrs-duty-result');
    await duty.waitFor();
    expect(rupees(await duty.locator('p', { hasText: 'Chargeable value' }).locator('strong').innerText())).toBe(total);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('offers urban land and flats on the urban page', async () => {
    await openPage(page, '/DutyFeeCalculator/Property_U_Page');
    expect(await page.getByRole('radio').evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value))).toEqual(['urban', 'apartment']);
    expect(await page.getByLabel('Locality').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('uploading market value rates', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'igrs-rates-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));
  beforeEach(async () => {
    context = await newContext(browser);
    page = await context.newPage();
    await signInThroughForm(page, 'demo_admin');
    await page.getByRole('navigation', { name: 'Department menu' }).getByRole('button', { name: 'Uploads' }).click();
    await page.getByRole('link', { name: 'MV Data Upload' }).click();
    await page.getByRole('heading', { level: 1, name: 'MV Data Upload' }).waitFor();
  });

  const uploadRows = () => page.locator('table.igrs-rate-uploads tbody tr');
  /** A date a month ahead, so that the test's rates never change a valuation made today. */
  const nextMonth = () => toYearMonthDay(new Date(Date.now() + 30 * 24 * 60 * 60 * 1000));

  async function upload(fileName: string, lines: string[]) {
    const file = path.join(folder, fileName);
    await writeFile(file, `${lines.join('\n')}\n`);
    await page.getByLabel('Rate file (CSV or Excel)').setInputFiles(file);
    await fillDate(page, 'In force from', nextMonth());
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
  }

  it('stores a good file as a new version, listed with who uploaded it and viewable row by row', async () => {
    const template = page.getByRole('link', { name: 'CSV template' });
    const templateAnswer = await page.request.get(new URL((await template.getAttribute('href'))!, baseUrl()).href);
    expect(templateAnswer.status()).toBe(200);
    expect((await templateAnswer.text()).split(/\r?\n/)[0]).toBe('village_code,kind,survey_number,ward,block,door_number,land_use_code,rate');

    await upload('good-rates.csv', [
      'village_code,kind,survey_number,ward,block,door_number,land_use_code,rate',
      '0101005,rural,,,,,21,1100000',
      '0101001,urban,,1,1,,01,9000',
    ]);
    const stored = page.getByText(/^Rate version \d+ is stored: 2 rows from good-rates\.csv/);
    await stored.waitFor();
    const versionId = /Rate version (\d+)/.exec(await stored.innerText())![1]!;
    const row = uploadRows().filter({ has: page.getByRole('rowheader', { name: versionId, exact: true }) });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/good-rates\.csv[\s\S]*2[\s\S]*Demo Administrator \(demo_admin\)/);

    await row.getByRole('button', { name: `View rates of version ${versionId}` }).click();
    const rates = page.getByRole('region', { name: `Rates of version ${versionId}` });
    await rates.getByRole('table').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('rate-version-heading');
    const cells = await rates.locator('tbody tr').allInnerTexts();
    expect(cells).toHaveLength(2);
    expect(cells.join('\n')).toMatch(/0101005\s+Rural, per acre[\s\S]*₹11,00,000/);
    expect(await seriousViolations(page)).toEqual([]);

    // Maker–checker: the uploader cannot approve their own rates; a second state officer does.
    expect(await row.innerText()).toContain('Awaiting approval');
    expect(await row.getByRole('button', { name: `Approve or reject of version ${versionId}` }).count()).toBe(0);
    await context.close();
    context = await newContext(browser);
    page = await context.newPage();
    await signInThroughForm(page, 'demo_suptdtcard');
    await page.getByRole('navigation', { name: 'Department menu' }).getByRole('button', { name: 'Uploads' }).click();
    await page.getByRole('link', { name: 'MV Data Upload' }).click();
    const pending = uploadRows().filter({ has: page.getByRole('rowheader', { name: versionId, exact: true }) });
    await pending.getByRole('button', { name: `Approve or reject of version ${versionId}` }).click();
    const decision = page.getByRole('region', { name: `Decide on rate version ${versionId}` });
    await decision.getByLabel('Reject: the rates are not used').check();
    await decision.getByRole('button', { name: 'Record decision' }).click();
    await decision.getByText('Say why the rates are rejected').first().waitFor();
    await decision.getByLabel('Approve: use these rates from their date').check();
    await decision.getByRole('button', { name: 'Record decision' }).click();
    await page.getByText(`Rate version ${versionId} is approved`).waitFor();
    await pending.getByText('Approved', { exact: true }).waitFor();
    expect(await pending.innerText()).toContain('(demo_suptdtcard)');
  });

  it('refuses a bad file row by row and stores nothing', async () => {
    await page.getByRole('heading', { level: 2, name: 'Uploaded rate versions' }).waitFor();
    await page.waitForLoadState('networkidle');
    const before = await uploadRows().count();
    await upload('bad-rates.csv', [
      'village_code,kind,survey_number,ward,block,door_number,land_use_code,rate',
      '0101005,rural,,,,,21,abc',
      '9999999,rural,,,,,21,100000',
      '0101001,urban,,1,9,,01,9000',
    ]);
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.waitFor();
    expect(await summary.innerText()).toContain('3 problems in the file, listed below');
    const problems = page.getByRole('region', { name: 'Problems in the file' });
    const rows = (await problems.locator('tbody tr').allInnerTexts()).map((line) => line.split('\t').map((cell) => cell.trim()));
    expect(rows.map(([row, column]) => [row, column])).toEqual([
      ['2', 'rate'],
      ['3', 'village_code'],
      ['4', 'block'],
    ]);
    expect(rows[1]![2]).toBe('No village or locality has this code.');
    await summary.getByRole('link', { name: /problems in the file/ }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('file-problems');
    await page.waitForLoadState('networkidle');
    expect(await uploadRows().count()).toBe(before);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('checks the file and the date before sending anything', async () => {
    let uploads = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/market-value/uploads')) uploads += 1;
    });
    await fillDate(page, 'In force from', '2020-01-01');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'There is a problem' }).waitFor();
    expect(await page.locator('#file-error').innerText()).toBe('This field is required.');
    expect(await page.locator('#effectiveFrom-error').innerText()).toBe('The effective date cannot be before today.');
    expect(uploads).toBe(0);
  });
});
