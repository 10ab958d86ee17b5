import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { API_BASE_PATH, REGISTRY_DEFINITIONS, STAFF_PAGES, addDays, toYearMonthDay, type RegistryKind } from '@igrs/domain';
import { api, setOfficeDay } from './support/api.ts';
import { baseUrl, launchBrowser, newContext, openPage, seriousViolations } from './support/browser.ts';
import { signInThroughForm } from './support/sign-in.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const today = toYearMonthDay(new Date());

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** Types a date into the day, month and year fields of a legend inside a part of the page. */
async function fillDateIn(scope: Locator, legend: string, isoDate: string) {
  const [year, month, day] = isoDate.split('-');
  const group = scope.getByRole('group', { name: legend, exact: true });
  await group.getByLabel('Day').fill(day!);
  await group.getByLabel('Month').fill(month!);
  await group.getByLabel('Year').fill(year!);
}

async function fillSpouse(page: Page, heading: string, spouse: { name: string; born: string; father: string; mother: string }) {
  const part = page.getByRole('region', { name: heading, exact: true });
  await part.getByLabel('Full name').fill(spouse.name);
  await fillDateIn(part, 'Date of birth', spouse.born);
  await part.getByLabel('Religion').selectOption('hindu');
  await part.getByLabel("Father's name").fill(spouse.father);
  await part.getByLabel("Mother's name").fill(spouse.mother);
  await part.getByLabel('Permanent address').fill('Door 5-21, Station Road, Battiprolu');
}

/** A one-page PDF as a scanner writes one. */
const SCAN = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** Uploads each required paper of the kind through its own file chooser, as a person would. */
async function uploadRequiredPapers(page: Page, kind: RegistryKind) {
  for (const paper of REGISTRY_DEFINITIONS[kind].documents.filter((document) => document.required)) {
    await page.getByLabel(`Choose the file: ${paper.label.en}`).setInputFiles({ name: `${paper.kind}.pdf`, mimeType: 'application/pdf', buffer: SCAN });
    await page.getByRole('button', { name: `${paper.kind}.pdf`, exact: true }).waitFor();
  }
}

/** The same papers through the API, for an application made there. */
async function uploadRequiredPapersByApi(entryId: string, kind: RegistryKind, token: string) {
  for (const paper of REGISTRY_DEFINITIONS[kind].documents.filter((document) => document.required)) {
    const form = new FormData();
    form.append('kind', paper.kind);
    form.append('file', new Blob([SCAN], { type: 'application/pdf' }), `${paper.kind}.pdf`);
    const response = await fetch(`${baseUrl()}${API_BASE_PATH}/registries/${entryId}/documents/uplods/`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(response.status, await response.clone().text()).toBe(201);
  }
}

/** A citizen signed in on the page by the code the demo outbox shows. */
async function citizenSignIn(page: Page, mobile: string) {
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await page.locator('img.igrs-captcha').waitFor();
  await page.getByLabel(/Type the 6 characters/).fill(inject('captchaAnswer'));
  await page.getByRole('button', { name: 'Send the code' }).click();
  await page.getByRole('status').filter({ hasText: 'A sign-in code was sent' }).waitFor();
  const { messages } = await api<{ messages: { recipientMasked: string; text: string }[] }>('/notifications/outbox');
  const code = /(\d{6}) is your IGRS AP sign-in code/.exec(messages.find((message) => message.recipientMasked.endsWith(mobile.slice(-4)))!.text)![1]!;
  await page.getByLabel('Sign-in code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('marriages, firms and societies in the browser', () => {
  it('a couple on a phone applies for a Hindu marriage, pays the fee, and gets the certificate the Sub-Registrar registers', async () => {
    const context = await newContext(browser, { width: 390, height: 844 });
    const page = await context.newPage();
    await openPage(page, '/OtherRegistrations');
    await expectAccessible(page);
    await citizenSignIn(page, '9440077001');
    await page.getByRole('heading', { name: 'Start a registration' }).waitFor();
    await page.getByLabel('Registration', { exact: true }).selectOption('hindu-marriage');
    await page.getByLabel('District', { exact: true }).selectOption('07');
    await page.getByLabel('Office', { exact: true }).selectOption('701');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('heading', { name: /^Hindu marriage registration REG-/ }).waitFor();

    // Too young a bride is refused on her own field before anything is sent.
    await fillSpouse(page, 'Bride', { name: 'Nallapati Sirisha', born: addDays(today, -17 * 366), father: 'Nallapati Subba Rao', mother: 'Nallapati Lakshmi' });
    await fillSpouse(page, 'Bridegroom', { name: 'Vemuri Karthik', born: '1998-04-12', father: 'Vemuri Ramaiah', mother: 'Vemuri Annapurna' });
    const marriage = page.getByRole('region', { name: 'The marriage', exact: true });
    await fillDateIn(marriage, 'Date of marriage', addDays(today, -15));
    await marriage.getByLabel('Place of marriage').fill('Sri Venkateswara Temple, Battiprolu');
    for (const [index, name] of ['Kolla Ramesh', 'Pinnamaneni Sujatha', 'Gorantla Venkateswarlu'].entries()) {
      const witness = page.getByRole('group', { name: `Witness ${index + 1}`, exact: true });
      await witness.getByLabel('Full name').fill(name);
      await witness.getByLabel('Address').fill('Door 3-14, Gandhi Nagar, Tenali');
    }
    await page.getByRole('button', { name: 'Save the particulars' }).click();
    await page.getByRole('alert').filter({ hasText: 'The bride must be at least 18 years old' }).waitFor();
    await expectAccessible(page);
    await fillDateIn(page.getByRole('region', { name: 'Bride', exact: true }), 'Date of birth', '2001-08-30');
    await page.getByRole('button', { name: 'Save the particulars' }).click();
    await page.getByText('The particulars are saved').waitFor();
    // Submitting before the papers are in is refused, naming what is missing.
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Upload every paper marked as required' }).waitFor();
    await uploadRequiredPapers(page, 'hindu-marriage');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText('Submitted, fee to be paid').waitFor();
    await page.getByRole('button', { name: /Pay the fee/ }).click();
    await page.getByText('SANDBOX payment gateway').first().waitFor();
    await page.getByRole('button', { name: /succeeds/ }).click();
    await page.getByText('With the registrar', { exact: true }).waitFor();
    const entryId = /REG-\d{4}-\d{6}/.exec(await page.getByRole('heading', { level: 1 }).innerText())![0];

    // The appointment: the first working day ahead with a free time.
    const picker = page.getByRole('group', { name: 'Book the appointment with the registrar' });
    let appointmentDay = today;
    for (let ahead = 1; ahead < 8; ahead += 1) {
      appointmentDay = addDays(today, ahead);
      await fillDateIn(picker, 'Day', appointmentDay);
      const opened = await Promise.race([
        picker.getByRole('radio').first().waitFor().then(() => true),
        picker.getByText(/no appointments on this day|No time is free/).waitFor().then(() => false),
      ]);
      if (opened) break;
    }
    await picker.getByRole('radio').first().check();
    await picker.getByRole('button', { name: 'Book this time' }).click();
    await page.getByText('Appointment', { exact: true }).waitFor();

    const officeContext = await newContext(browser);
    // The Marriage Registrar registers on the day of the appointment.
    await setOfficeDay(appointmentDay);
    try {
      const office = await officeContext.newPage();
      await signInThroughForm(office, 'demo_sro');
      // The register's period runs to the appointment's day, when the entry is registered.
      await openPage(office, `${STAFF_PAGES.hinduMarriages.path}?toDate=${appointmentDay}`);
      await office.getByRole('button', { name: entryId }).click();
      const panel = office.getByRole('region', { name: new RegExp(entryId) });
      await panel.getByRole('button', { name: 'Register' }).click();
      await panel.getByRole('alert').filter({ hasText: 'Record that both parties and the three witnesses appeared' }).waitFor();
      await panel.getByLabel(/Both parties and the three witnesses appeared/).check();
      await panel.getByRole('button', { name: 'Register' }).click();
      const number = (await panel.getByText(/HMR\/07\/\d{4}\/\d{6}/).first().innerText()).match(/HMR\/07\/\d{4}\/\d{6}/)![0];
      await expectAccessible(office);

      // Later, someone asks the office for a certified copy of the marriage register's entry.
      await openPage(office, STAFF_PAGES.certifiedCopy.path);
      await office.getByLabel('Marriage register entry').check();
      await office.getByLabel('Sub-Registrar office').selectOption('701');
      await office.getByLabel('Marriage registration number').fill(number);
      await office.getByLabel("Applicant's name").fill('Nallapati Sirisha');
      await office.getByLabel('Purpose').selectOption('government-department');
      await office.getByRole('button', { name: 'Take request' }).click();
      await office.getByRole('status').filter({ hasText: /Request CC\/\d{4}\/\d{6} taken/ }).waitFor();
      await office.getByText(`Marriage ${number}`).first().waitFor();
      await expectAccessible(office);
    } finally {
      await setOfficeDay(null);
      await officeContext.close();
    }

    await page.reload();
    await page.getByText('Registered', { exact: true }).first().waitFor();
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Certificate (Telugu)' }).click();
    const file = await (await downloaded).path();
    expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expectAccessible(page);
    await context.close();
  });

  it('in Telugu, anyone sees the notice of a special marriage and files an objection the Marriage Officer then hears', async () => {
    // A special marriage whose notice is published, made through the API.
    const mobile = '9440077002';
    const captcha = await api<{ captchaId: string }>('/captcha');
    await api('/citizens/sign-in-code', { method: 'POST', body: { mobile, captchaId: captcha.captchaId, captchaText: inject('captchaAnswer') } });
    const { messages } = await api<{ messages: { recipientMasked: string; text: string }[] }>('/notifications/outbox');
    const code = /(\d{6}) is your IGRS AP sign-in code/.exec(messages.find((message) => message.recipientMasked.endsWith(mobile.slice(-4)))!.text)![1]!;
    const { token } = await api<{ token: string }>('/citizens/sessions', { method: 'POST', body: { mobile, code } });
    const { entryId } = await api<{ entryId: string }>('/registries', { method: 'POST', token, body: { kind: 'special-marriage', sroCode: '701' } });
    const spouse = (name: string, religion: string) => ({ name, dateOfBirth: '1996-02-14', religion, fatherName: 'Father of ' + name, motherName: 'Mother of ' + name, address: 'Door 7-7, Tenali' });
    const witness = { name: 'Witness Person', address: 'Door 1-1, Tenali' };
    await api(`/registries/${entryId}/particulars`, {
      method: 'PUT',
      token,
      body: { bride: spouse('Shaik Farzana', 'muslim'), groom: spouse('Kommineni Ravi', 'hindu'), residence: { party: 'bride', since: '2024-01-01', address: 'Door 7-7, Tenali' }, witnesses: [witness, witness, witness] },
    });
    await uploadRequiredPapersByApi(entryId, 'special-marriage', token);
    await api(`/registries/${entryId}/submission`, { method: 'POST', token, body: {} });
    const { checkoutUrl } = await api<{ checkoutUrl: string }>(`/registries/${entryId}/payments`, { method: 'POST', token, body: {} });

    const context = await newContext(browser, { language: 'te' });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}${checkoutUrl}`);
    await page.getByRole('button', { name: /succeeds/ }).click();

    await openPage(page, '/OtherRegistrations/Public');
    const row = page.getByRole('row').filter({ hasText: entryId });
    await row.waitFor();
    expect(await row.innerText()).toContain('Shaik Farzana');
    expect(await page.locator('main').innerText()).not.toContain('Door 7-7');
    await expectAccessible(page);
    await row.getByRole('button').click();
    await page.getByLabel('మీ పేరు').fill('Kommineni Subbarao');
    await page.getByLabel('మీ చిరునామా').fill('Door 2-2, Tenali');
    await page.getByLabel('అభ్యంతరానికి కారణాలు').fill('The bridegroom is below the age the law asks for.');
    await page.locator('img.igrs-captcha').waitFor();
    await page.getByLabel(/చిత్రంలోని 6 అక్షరాలను/).fill(inject('captchaAnswer'));
    await page.getByRole('button', { name: 'అభ్యంతరం దాఖలు చేయండి' }).click();
    await page.getByRole('status').filter({ hasText: 'అభ్యంతరం దాఖలైంది' }).waitFor();
    await expectAccessible(page);
    await context.close();

    const officeContext = await newContext(browser);
    try {
      const office = await officeContext.newPage();
      await signInThroughForm(office, 'demo_sro');
      await openPage(office, STAFF_PAGES.specialMarriages.path);
      await office.getByRole('button', { name: entryId }).click();
      const panel = office.getByRole('region', { name: new RegExp(entryId) });
      await panel.getByLabel(/Reasons for deciding objection \d+/).fill('The birth certificate shows the bridegroom is 30 years old.');
      await panel.getByRole('button', { name: 'Dismiss the objection' }).click();
      await panel.getByText('(Dismissed)').waitFor();
      await expectAccessible(office);
    } finally {
      await officeContext.close();
    }
  });

  it('partners register a firm, the District Registrar registers it and later accepts its new place of business, and the public search shows both', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openPage(page, '/OtherRegistrations');
    await citizenSignIn(page, '9440077003');
    await page.getByLabel('Registration', { exact: true }).selectOption('firm');
    await page.getByLabel('District', { exact: true }).selectOption('07');
    await page.getByLabel('Office', { exact: true }).selectOption('701');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('heading', { name: /^Registration of a firm REG-/ }).waitFor();
    const firm = page.getByRole('region', { name: 'The firm', exact: true });
    await firm.getByLabel('Name of the firm').fill('Krishna Valley Seeds');
    await firm.getByLabel('Principal place of business').fill('Bank Street, Battiprolu');
    await firm.getByLabel('Nature of business').fill('Seeds and fertilisers');
    await fillDateIn(firm, 'Date of commencement', addDays(today, -60));
    await firm.getByLabel('Duration').selectOption('at-will');
    for (const [index, name] of ['Bollineni Prasad', 'Bollineni Sarada'].entries()) {
      const partner = page.getByRole('group', { name: `Partner ${index + 1}`, exact: true });
      await partner.getByLabel('Full name').fill(name);
      await partner.getByLabel('Permanent address').fill('Bank Street, Battiprolu');
      await fillDateIn(partner, 'Date of joining the firm', addDays(today, -60));
    }
    await page.getByRole('button', { name: 'Save the particulars' }).click();
    await page.getByText('The particulars are saved').waitFor();
    await uploadRequiredPapers(page, 'firm');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('button', { name: /Pay the fee/ }).click();
    await page.getByRole('button', { name: /succeeds/ }).click();
    await page.getByText('With the registrar', { exact: true }).waitFor();
    const entryId = /REG-\d{4}-\d{6}/.exec(await page.getByRole('heading', { level: 1 }).innerText())![0];

    const officeContext = await newContext(browser);
    const office = await officeContext.newPage();
    await signInThroughForm(office, 'demo_dr');
    await openPage(office, STAFF_PAGES.firms.path);
    await office.getByRole('button', { name: entryId }).click();
    const panel = office.getByRole('region', { name: new RegExp(entryId) });
    await panel.getByRole('button', { name: 'Register' }).click();
    await panel.getByText(/FIRM\/07\/\d{4}\/\d{6}/).first().waitFor();
    await expectAccessible(office);

    await page.reload();
    await page.getByLabel('What is to be filed').selectOption('places-changed');
    const filing = page.getByRole('region', { name: 'The filing', exact: true });
    await filing.getByLabel(/Name of the partner filing/).fill('Bollineni Sarada');
    await fillDateIn(filing, 'Date the change took effect', today);
    await page.getByRole('region', { name: 'Places of business after the change' }).getByLabel('Principal place of business').fill('Market Yard, Tenali');
    await page.getByRole('button', { name: 'File it' }).click();
    await page.getByText('The filing is made').waitFor();
    await expectAccessible(page);

    await office.reload();
    await office.getByRole('button', { name: entryId }).click();
    await panel.getByRole('button', { name: /^Accept filing/ }).click();
    await panel.getByText('Accepted and entered in the register').waitFor();
    await officeContext.close();

    await openPage(page, '/OtherRegistrations/Public');
    await page.getByLabel('Name, or part of it').fill('krishna valley');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const result = page.getByRole('row').filter({ hasText: 'Krishna Valley Seeds' });
    await result.waitFor();
    expect(await result.innerText()).toContain('Market Yard, Tenali');
    expect(await result.innerText()).toContain('Change in the places of business');
    await expectAccessible(page);
    await context.close();
  });
});
