import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, STAFF_PAGES } from '@igrs/domain';
import { api, apiToken } from './support/api.ts';
import { launchBrowser, newContext, openPage, seriousViolations } from './support/browser.ts';
import { signInThroughForm } from './support/sign-in.ts';

let browser: Browser;
let vendorContext: BrowserContext;
let vendor: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  vendorContext = await newContext(browser);
  vendor = await vendorContext.newPage();
  await signInThroughForm(vendor, 'demo_vendor', { vendor: true });
});
afterAll(() => browser.close());

describe("a stamp vendor's day in the browser", () => {
  it('indents, pays the challan in the sandbox, receives the stamps from the depot, sells with a receipt and sees the stock', async () => {
    await openPage(vendor, STAFF_PAGES.stampIndent.path);
    await vendor.getByLabel('Value').first().selectOption('50');
    await vendor.getByLabel('Papers').first().fill('40');
    await vendor.getByText('challan of ₹1,960').waitFor();
    await vendor.getByRole('button', { name: 'Make the indent' }).click();
    await vendor.getByText(/Indent IND-\d{4}-\d{6} made/).first().waitFor();
    const indentId = /IND-\d{4}-\d{6}/.exec(await vendor.getByText(/Indent IND-\d{4}-\d{6} made/).first().innerText())![0];

    await openPage(vendor, STAFF_PAGES.stampIndentPayment.path);
    expect(await seriousViolations(vendor)).toEqual([]);
    await vendor.getByRole('row').filter({ hasText: indentId }).getByRole('button', { name: 'Pay challan' }).click();
    await vendor.getByText('SANDBOX payment gateway').first().waitFor();
    await vendor.getByRole('button', { name: /succeeds/ }).click();
    await vendor.getByRole('status').filter({ hasText: `indent ${indentId} is paid` }).waitFor();

    const depotContext = await newContext(browser);
    try {
      const depot = await depotContext.newPage();
      await signInThroughForm(depot, 'demo_sro');
      await openPage(depot, STAFF_PAGES.challanStockholding.path);
      await depot.getByRole('row').filter({ hasText: indentId }).getByRole('button', { name: 'Issue stamps' }).click();
      await depot.getByText(`Stamps issued against indent ${indentId}.`).waitFor();
      expect(await seriousViolations(depot)).toEqual([]);
    } finally {
      await depotContext.close();
    }

    await openPage(vendor, STAFF_PAGES.vendorSale.path);
    await vendor.getByLabel('Value').selectOption('50');
    await vendor.getByLabel('Papers').fill('2');
    await vendor.getByLabel("Purchaser's name").fill('Gorantla Suresh');
    await vendor.getByLabel("Father's, husband's or guardian's name").fill('Gorantla Koteswara Rao');
    await vendor.getByLabel("Purchaser's address").fill('Door 12-3, Station Road, Tenali');
    await vendor.getByLabel(/^Purpose/).fill('Sale agreement');
    await vendor.getByRole('button', { name: 'Sell and print receipt' }).click();
    const receipt = vendor.getByRole('region', { name: 'Sale receipt' });
    await receipt.waitFor();
    const text = await receipt.innerText();
    expect(text).toMatch(/NJ50-\d{7} – NJ50-\d{7}/);
    expect(text).toContain('₹100');
    expect(await seriousViolations(vendor)).toEqual([]);

    const serial = /NJ50-\d{7}/.exec(text)![0];
    await openPage(vendor, STAFF_PAGES.vendorStampPaper.path);
    await vendor.getByLabel('Serial number').first().fill(serial);
    await vendor.getByRole('button', { name: 'Trace' }).click();
    await vendor.getByText('Genuine: sold by a licensed vendor through the sale register', { exact: true }).waitFor();

    await openPage(vendor, STAFF_PAGES.vendorStockReport.path);
    const row = vendor.getByRole('row').filter({ hasText: '₹50' }).filter({ hasText: 'Non-judicial' });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/40\s+2\s+0\s+0\s+38/);
    expect(await seriousViolations(vendor)).toEqual([]);

    // One paper in hand goes back to the depot; the distribution page shows it beside the issue.
    const next = `NJ50-${String(Math.max(...[...text.matchAll(/NJ50-(\d{7})/g)].map((match) => Number(match[1]))) + 1).padStart(7, '0')}`;
    await vendor.getByLabel('Serial numbers, one a line or separated by commas').fill(next);
    await vendor.getByLabel('Reason', { exact: true }).fill('Torn at the edge in storage');
    await vendor.getByRole('button', { name: 'Return these papers' }).click();
    await vendor.getByRole('status').filter({ hasText: '1 papers returned to the depot.' }).waitFor();
    await expect.poll(() => row.innerText()).toMatch(/40\s+2\s+0\s+1\s+37/);
    await openPage(vendor, STAFF_PAGES.vendorDistribution.path);
    await vendor.getByRole('row').filter({ hasText: next }).filter({ hasText: 'Torn at the edge in storage' }).waitFor();
    expect(await seriousViolations(vendor)).toEqual([]);
  });

  it('in Telugu, the vendor indents and pays, sells from the stock in hand with a receipt and sees the stock register', async () => {
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      await signInThroughForm(page, 'demo_vendor', { vendor: true });
      await page.evaluate(([key]) => window.localStorage.setItem(key!, 'te'), [LANGUAGE_STORAGE_KEY]);
      await openPage(page, STAFF_PAGES.stampIndent.path);
      expect(await page.getAttribute('html', 'lang')).toBe('te');
      await page.getByLabel('విలువ').first().selectOption('20');
      await page.getByLabel('కాగితాలు').first().fill('10');
      await page.getByRole('button', { name: 'ఇండెంట్ చేయి' }).click();
      const made = page.getByText(/ఇండెంట్ IND-\d{4}-\d{6} చేశారు/).first();
      await made.waitFor();
      const indentId = /IND-\d{4}-\d{6}/.exec(await made.innerText())![0];
      expect(await seriousViolations(page)).toEqual([]);
      await openPage(page, STAFF_PAGES.stampIndentPayment.path);
      await page.getByRole('row').filter({ hasText: indentId }).getByRole('button', { name: 'చలాన్ చెల్లించు' }).click();
      await page.getByRole('button', { name: /succeeds/ }).click();
      await page.getByRole('status').filter({ hasText: `ఇండెంట్ ${indentId} యొక్క చలాన్` }).waitFor();

      await openPage(page, STAFF_PAGES.vendorSale.path);
      await page.getByLabel('విలువ').selectOption('100');
      await page.getByLabel('కాగితాలు').fill('1');
      await page.getByLabel('కొనుగోలుదారు పేరు').fill('Kakani Venkata Ratnam');
      await page.getByLabel('తండ్రి, భర్త లేదా సంరక్షకుని పేరు').fill('Kakani Subbaiah');
      await page.getByLabel('కొనుగోలుదారు చిరునామా').fill('Door 4-4, Canal Road, Repalle');
      await page.getByLabel(/^ప్రయోజనం/).fill('Lease agreement');
      await page.getByRole('button', { name: 'అమ్మి రసీదు ముద్రించు' }).click();
      const receipt = page.getByRole('region', { name: 'విక్రయ రసీదు' });
      await receipt.waitFor();
      expect(await receipt.innerText()).toMatch(/NJ100-\d{7}/);
      expect(await seriousViolations(page)).toEqual([]);

      await openPage(page, STAFF_PAGES.vendorStockReport.path);
      await page.getByRole('row').filter({ hasText: '₹100' }).first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a new vendor applies for a first licence and the District Registrar grants it', async () => {
    const admin = await apiToken('demo_admin');
    await api('/users', { method: 'POST', token: admin, body: { loginId: 'e2e_new_vendor', loginName: 'New Vendor', loginType: 'VENDOR', mobile: '9876509876', password: 'harbour signal amber', jurisdictionCode: '701' } });
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      await signInThroughForm(page, 'e2e_new_vendor', { vendor: true, password: 'harbour signal amber' });
      await openPage(page, STAFF_PAGES.vendorHome.path);
      await page.getByRole('heading', { name: "Apply for a stamp vendor's licence" }).waitFor();
      await page.getByLabel('Name of the vendor (or the business)').fill('Sri Durga Stamp Vendors');
      await page.getByLabel('Address of the place of sale').fill('Door 6-1, Bazaar Street, Battiprolu');
      await page.getByLabel('District', { exact: true }).selectOption('07');
      await page.getByLabel(/^Depot/).selectOption('701');
      await page.getByRole('button', { name: 'Apply for the licence' }).click();
      await page.getByText(/LR-\d{4}-\d{6}/).first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      const office = await context.browser()!.newContext();
      const dr = await office.newPage();
      await signInThroughForm(dr, 'demo_dr');
      await openPage(dr, STAFF_PAGES.vendorLicences.path);
      const row = dr.getByRole('row').filter({ hasText: 'Sri Durga Stamp Vendors' });
      await row.getByText('Application for a first licence').waitFor();
      await row.getByRole('button', { name: 'Approve' }).click();
      await dr.getByRole('row').filter({ hasText: 'Sri Durga Stamp Vendors' }).filter({ hasText: /SV\/07\// }).first().waitFor();
      await office.close();

      await page.reload();
      await page.getByText(/SV\/07\/\d{4}\/\d{4}/).first().waitFor();
    } finally {
      await context.close();
    }
  });

  it("the District Registrar suspends the vendor's licence with a reason and restores it", async () => {
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      await signInThroughForm(page, 'demo_dr');
      await openPage(page, STAFF_PAGES.vendorLicences.path);
      const row = page.getByRole('row').filter({ hasText: 'Demo Stamp Vendor' }).first();
      await row.getByLabel(/^Reason for/).fill('Sales register not produced at inspection');
      await row.getByRole('button', { name: 'Suspend' }).click();
      await row.getByText('Suspended', { exact: true }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await row.getByLabel(/^Reason for/).fill('Register produced and found in order');
      await row.getByRole('button', { name: 'Restore' }).click();
      await row.getByText('In force', { exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });
});
