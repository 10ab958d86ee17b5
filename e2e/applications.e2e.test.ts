import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_PAGES, toYearMonthDay } from '@igrs/domain';
import { api, setOfficeDay } from './support/api.ts';
import { launchBrowser, newContext, openPage, seriousViolations } from './support/browser.ts';
import { fillDate } from './support/dates.ts';
import { signInThroughForm } from './support/sign-in.ts';
import { inject } from 'vitest';

let browser: Browser;
/** An urban locality served by Battiprolu (701), where demo_sro works, and its mandal and district. */
let place: { districtCode: string; mandalCode: string; villageCode: string; ward: string; block: string };

beforeAll(async () => {
  browser = await launchBrowser();
  const districtCode = '07';
  const { mandals } = await api<{ mandals: { code: string }[] }>(`/geography/districts/${districtCode}/mandals`);
  for (const mandal of mandals) {
    const { villages } = await api<{ villages: { code: string; kind: string; sroCode: string; wards: { ward: string; blocks: string[] }[] }[] }>(`/geography/mandals/${mandal.code}/villages`);
    const village = villages.find((entry) => entry.kind === 'urban' && entry.sroCode === '701');
    if (village) {
      const ward = village.wards[0]!;
      place = { districtCode, mandalCode: mandal.code, villageCode: village.code, ward: ward.ward, block: ward.blocks[0]! };
      break;
    }
  }
  expect(place).toBeDefined();
});
afterAll(() => browser.close());

/** A one-page PDF as a scanner writes one. */
const DEED_PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** Signs a citizen in by the code sent to the mobile, read where the demo shows it. */
async function citizenSignIn(page: Page, mobile: string) {
  await openPage(page, '/Registration');
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await page.locator('img.igrs-captcha').waitFor();
  await page.getByLabel(/Type the 6 characters/).fill(inject('captchaAnswer'));
  await page.getByRole('button', { name: 'Send the code' }).click();
  await page.getByRole('status').filter({ hasText: 'A sign-in code was sent' }).waitFor();
  const outbox = await page.context().newPage();
  await openPage(outbox, '/demo-outbox');
  const message = outbox.getByText(/is your IGRS AP sign-in code/).first();
  await message.waitFor();
  const code = /(\d{6}) is your IGRS AP sign-in code/.exec(await message.innerText())![1]!;
  await expectAccessible(outbox);
  await outbox.close();
  await page.getByLabel('Sign-in code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Start a new application' }).waitFor();
}

async function fillParty(page: Page, number: number, party: { role?: string; name: string; relation: string; age: string; pan?: string; form60?: boolean; aadhaar?: string; address: string }) {
  const group = page.getByRole('group', { name: new RegExp(`^Party ${number}:`) });
  if (party.role) await group.getByLabel('Role in the deed', { exact: true }).selectOption(party.role);
  await group.getByLabel('Name (in English letters)').fill(party.name);
  await group.getByLabel("Father's, husband's or guardian's name").fill(party.relation);
  await group.getByLabel('Age', { exact: true }).fill(party.age);
  if (party.aadhaar) await group.getByLabel('Aadhaar number', { exact: true }).fill(party.aadhaar);
  if (party.pan) await group.getByLabel('PAN', { exact: true }).fill(party.pan);
  if (party.form60) await group.getByLabel('Without a PAN', { exact: true }).selectOption('form60');
  await group.getByLabel('Address', { exact: true }).fill(party.address);
}

/** Books the first free time on the day chosen on the slot step; answers the time. */
async function chooseFirstFreeSlot(page: Page, skip = 0): Promise<{ date: string; time: string }> {
  const times = page.getByRole('group', { name: /^Time/ }).getByRole('radio');
  await times.first().waitFor();
  const radio = times.nth(skip);
  const time = (await radio.getAttribute('value'))!;
  await radio.check({ force: true });
  const date = await page.getByLabel('Day', { exact: true }).inputValue();
  return { date, time };
}

async function counterOpen(page: Page, date: string, applicationId: string) {
  await openPage(page, STAFF_PAGES.officeApplications.path);
  await page.getByLabel('Slots on', { exact: true }).fill(date);
  await page.getByRole('button', { name: applicationId }).click();
  await page.getByRole('heading', { name: new RegExp(`Application ${applicationId}`) }).waitFor();
}

describe("a citizen's application in the browser, from data entry to a registered document", () => {
  it('is entered, uploaded, paid after a failed try, booked, sent back and corrected, rescheduled, admitted and registered', async () => {
    const citizenContext: BrowserContext = await newContext(browser, { width: 390, height: 844 });
    const officeContext: BrowserContext = await newContext(browser);
    try {
      const page = await citizenContext.newPage();
      await citizenSignIn(page, '9491001234');

      // Get started: the application id is issued, with the guest secret shown once.
      await page.getByLabel('Kind of deed', { exact: true }).selectOption('01');
      await page.getByLabel('Nature of document', { exact: true }).selectOption('01');
      await page.getByLabel('District', { exact: true }).selectOption('07');
      await page.getByLabel('Sub-Registrar office', { exact: true }).selectOption('701');
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Start the application' }).click();
      await page.getByRole('heading', { name: /^Application APP-\d{4}-\d{6}$/ }).waitFor();
      const applicationId = /APP-\d{4}-\d{6}/.exec(await page.locator('main h1').innerText())![0];
      await page.getByText('it is shown only now').waitFor();

      // Parties.
      await fillParty(page, 1, { name: 'Kommareddy Venkata Lakshmi', relation: 'Kommareddy Srinivasa Rao', age: '52', aadhaar: '234123412346', pan: 'ABCPK1234F', address: 'Door 4-12, Main Road, Battiprolu' });
      await fillParty(page, 2, { name: 'Shaik Abdul Rahim', relation: 'Shaik Khasim', age: '38', form60: true, address: 'Door 2-7, Temple Street, Tenali' });
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Save and go on' }).click();

      // Property: where it is through the market value form, then the deed's particulars.
      await page.getByRole('heading', { name: 'Where the property is and what it is' }).waitFor();
      await page.getByRole('radio', { name: 'Urban land (plot or house)' }).check();
      await page.getByLabel('District', { exact: true }).selectOption(place.districtCode);
      await page.getByLabel('Mandal', { exact: true }).selectOption(place.mandalCode);
      await page.getByLabel('Locality', { exact: true }).selectOption(place.villageCode);
      await page.getByLabel('Ward', { exact: true }).selectOption({ index: 1 });
      await page.getByLabel('Block', { exact: true }).selectOption({ index: 1 });
      await page.getByLabel('Door number (optional)').fill('4-12');
      await page.getByLabel('Land use', { exact: true }).selectOption('01');
      await page.getByLabel('Extent', { exact: true }).fill('180');
      await page.getByRole('button', { name: 'Use this property' }).click();
      await page.getByRole('button', { name: 'Change the property' }).waitFor();
      await page.getByLabel('Consideration (₹)', { exact: true }).fill('1500000');
      await fillDate(page, 'Date of execution', toYearMonthDay(new Date()));
      await page.getByLabel('North').first().fill('Land of K. Ramaiah');
      await page.getByLabel('South').first().fill('Panchayat road');
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Save and go on' }).click();

      // Files: the deed, recognised by its content.
      await page.getByLabel('File to upload', { exact: true }).setInputFiles({ name: 'sale-deed.pdf', mimeType: 'application/pdf', buffer: DEED_PDF });
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      await page.getByRole('rowheader', { name: 'sale-deed.pdf' }).waitFor();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Go on', exact: true }).click();

      // Review: the dues the server worked out, then submit.
      await page.getByRole('button', { name: 'Submit the application' }).click();
      await page.getByRole('heading', { name: /^Slot at/ }).waitFor();
      const firstSlot = await chooseFirstFreeSlot(page);
      await page.getByRole('button', { name: 'Book this slot' }).click();
      await page.getByText(/Slot held for you on/).waitFor();
      await expectAccessible(page);

      // A failed payment changes nothing; the second one is confirmed by the gateway's signed notice.
      await page.getByRole('button', { name: /^Pay ₹/ }).click();
      await page.getByText('SANDBOX payment gateway').first().waitFor();
      await page.getByRole('button', { name: /fails/ }).click();
      await page.getByText('The payment was not made').waitFor();
      await page.getByRole('link', { name: /Slot and payment/ }).click();
      await page.getByRole('button', { name: /^Pay ₹/ }).click();
      await page.getByRole('button', { name: /succeeds/ }).click();
      await page.getByText('The payment gateway confirmed your payment.').waitFor();
      await page.getByText('Slot booked', { exact: true }).first().waitFor();
      await expectAccessible(page);

      // The acknowledgement downloads as a PDF.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Acknowledgement (English)' }).click()]);
      expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

      // The office sends it back with remarks.
      const office = await officeContext.newPage();
      await signInThroughForm(office, 'demo_sro');
      await setOfficeDay(firstSlot.date);
      try {
        await counterOpen(office, firstSlot.date, applicationId);
        await expectAccessible(office);
        await office.getByLabel('Remarks for sending back', { exact: true }).fill('The south boundary differs from the link document.');
        await office.getByRole('button', { name: 'Send back for correction' }).click();
        await office.getByText('Sent back for correction').first().waitFor();
      } finally {
        await setOfficeDay(null);
      }

      // The citizen corrects the property without entering anything again, resubmits, and changes the slot once.
      await openPage(page, `/Registration/${applicationId}`);
      await page.getByText('The south boundary differs from the link document.').first().waitFor();
      await page.getByRole('link', { name: /Property/ }).click();
      await page.getByLabel('South').first().fill('Panchayat road (metalled)');
      await page.getByRole('button', { name: 'Save and go on' }).click();
      await page.getByRole('button', { name: 'Go on', exact: true }).click();
      await page.getByRole('button', { name: 'Submit the correction' }).click();
      await page.getByText(/Slot confirmed on/).waitFor();
      const secondSlot = await chooseFirstFreeSlot(page, 1);
      await page.getByRole('button', { name: 'Change to this slot' }).click();
      await page.getByText(`Slot confirmed on`).filter({ hasText: secondSlot.time }).waitFor();
      await page.getByText('Changes left: 0.').waitFor();

      // The office checks the parties, admits, registers and hands the document back.
      let citation = '';
      await setOfficeDay(secondSlot.date);
      try {
        await counterOpen(office, secondSlot.date, applicationId);
        await office.getByLabel('Its last four characters').first().fill('2346');
        await office.getByLabel('Identity document shown').nth(1).selectOption('voter-id');
        await office.getByLabel('Its last four characters').nth(1).fill('7781');
        await office.getByRole('button', { name: /^Accept/ }).click();
        await office.getByRole('button', { name: 'Admit and register' }).click();
        const registered = office.getByText(/^Registered as document \d+\/\d{4}\.$/);
        await registered.waitFor();
        citation = /\d+\/\d{4}/.exec(await registered.innerText())![0];
        await office.getByRole('button', { name: 'Record the document as handed back' }).click();
        await office.getByText('Document returned').first().waitFor();
        await expectAccessible(office);
      } finally {
        await setOfficeDay(null);
      }

      // The citizen's status shows the document number and every step.
      await openPage(page, `/Registration/${applicationId}/status`);
      await page.getByText(`Registered as document ${citation}`).waitFor();
      const history = await page.getByRole('table', { name: 'Every step' }).innerText();
      expect(history).toMatch(/Sent back by the office[\s\S]*Corrected and resubmitted|Corrected and resubmitted[\s\S]*Sent back by the office/);
      expect(history).toContain('Slot changed');
      await expectAccessible(page);
    } finally {
      await citizenContext.close();
      await officeContext.close();
    }
  }, 240_000);
});

/** Presses Tab until the element has focus, as a keyboard user reaches it; fails if it never does. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 120) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('The element cannot be reached with the Tab key');
}

/** A submitted application made through the API, to be carried on in the browser as a guest. */
async function submittedByApi(mobile: string): Promise<{ applicationId: string; guestSecret: string }> {
  const captcha = await api<{ captchaId: string }>('/captcha');
  await api('/citizens/sign-in-code', { method: 'POST', body: { mobile, captchaId: captcha.captchaId, captchaText: inject('captchaAnswer') } });
  const { messages } = await api<{ messages: { recipientMasked: string; text: string }[] }>('/notifications/outbox');
  const code = /(\d{6}) is your IGRS AP sign-in code/.exec(messages.find((message) => message.recipientMasked.endsWith(mobile.slice(-4)))!.text)![1]!;
  const { token } = await api<{ token: string }>('/citizens/sessions', { method: 'POST', body: { mobile, code } });
  const started = await api<{ applicationId: string; guestSecret: string }>('/applications', {
    method: 'POST',
    token,
    body: { registrationType: 'regular', transactionMajorCode: '01', transactionMinorCode: '01', districtCode: '07', sroCode: '701' },
  });
  const id = started.applicationId;
  await api(`/applications/${id}/parties`, {
    method: 'PUT',
    token,
    body: {
      parties: [
        { partyCode: 'EX', name: 'Yarlagadda Padmavathi', nameTe: 'యార్లగడ్డ పద్మావతి', relationType: 'W/O', relationName: 'Yarlagadda Ramesh', age: 47, panForm: 'form60', address: 'Door 3-5, Canal Road, Battiprolu' },
        { partyCode: 'CL', name: 'Vemuri Kiran Kumar', relationType: 'S/O', relationName: 'Vemuri Sambasiva Rao', age: 33, panForm: 'form60', address: 'Door 8-1, Bank Street, Repalle' },
      ],
    },
  });
  await api(`/applications/${id}/property`, {
    method: 'PUT',
    token,
    body: {
      considerationRupees: 600_000,
      executedOn: toYearMonthDay(new Date()),
      valuation: { kind: 'urban', villageCode: place.villageCode, ward: place.ward, block: place.block, landUseCode: '01', extent: { value: 100, unit: '3' } },
      boundaries: { north: 'House of V. Rao', south: 'Road' },
    },
  });
  await api(`/applications/${id}/submission`, { method: 'POST', token, body: {} });
  return started;
}

describe('an application carried on in Telugu with the keyboard alone', () => {
  it('continues as a guest, books a slot and pays, every page in Telugu and without serious accessibility problems', async () => {
    const { applicationId, guestSecret } = await submittedByApi('9491005678');
    const context = await newContext(browser, { language: 'te', width: 390, height: 844 });
    try {
      const page = await context.newPage();
      await openPage(page, '/Registration');
      await page.getByRole('heading', { name: 'దస్తావేజు రిజిస్ట్రేషన్ (పబ్లిక్ డేటా ఎంట్రీ)', level: 1 }).waitFor();
      await expectAccessible(page);

      await tabTo(page, page.getByRole('textbox', { name: 'దరఖాస్తు ఐడి' }));
      await page.keyboard.type(applicationId);
      await tabTo(page, page.getByLabel('రహస్య పదం', { exact: true }));
      await page.keyboard.type(guestSecret);
      await page.keyboard.press('Enter');

      await page.getByRole('heading', { name: `దరఖాస్తు ${applicationId}`, level: 1 }).waitFor();
      await page.getByRole('heading', { name: /స్లాట్$/ }).waitFor();
      await expectAccessible(page);
      const firstTime = page.getByRole('group', { name: /^సమయం/ }).getByRole('radio').first();
      await firstTime.waitFor();
      await tabTo(page, firstTime);
      await page.keyboard.press('Space');
      await tabTo(page, page.getByRole('button', { name: 'ఈ స్లాట్ బుక్ చేయండి' }));
      await page.keyboard.press('Enter');
      await page.getByText(/స్లాట్ మీ కోసం .* వరకు ఉంచబడింది/).waitFor();

      await tabTo(page, page.getByRole('button', { name: /చెల్లించండి$/ }));
      await page.keyboard.press('Enter');
      await page.getByText('SANDBOX payment gateway').first().waitFor();
      await tabTo(page, page.getByRole('button', { name: /succeeds/ }), 20);
      await page.keyboard.press('Enter');
      await page.getByText('చెల్లింపు గేట్‌వే మీ చెల్లింపును నిర్ధారించింది.').waitFor();
      await page.getByText('స్లాట్ బుక్ అయింది').first().waitFor();
      await expectAccessible(page);

      // The particulars are with the office now: the parties step shows them as entered, in Telugu.
      await tabTo(page, page.getByRole('link', { name: /పక్షాలు/ }));
      await page.keyboard.press('Enter');
      await page.getByText('యార్లగడ్డ పద్మావతి').waitFor();
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  }, 180_000);
});
