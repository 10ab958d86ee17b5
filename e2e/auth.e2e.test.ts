import { SignJWT, decodeJwt } from 'jose';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, inject } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@igrs/domain';
import { launchBrowser, newContext, openPage, portalUrl, seriousViolations } from './support/browser.ts';
import { fillLoginForm, signInThroughForm } from './support/sign-in.ts';

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

const menuBar = () => page.getByRole('navigation', { name: 'Department menu' });
const topMenuLabels = async () => (await menuBar().locator(':scope > div > ul > li > a, :scope > div > ul > li > div > button').allInnerTexts()).map((text) => text.trim());

describe('signing in as each kind of user', () => {
  it.each([
    ['demo_ccla', ['Rural Mutation Report'], '/reports/Reports/RuralMutation'],
    ['demo_agency', ['Name Search'], '/NameSearch/AgreementPage'],
    ['demo_agency_master', ['Name Search', 'Sub User Creation'], '/NameSearch/AgreementPage'],
    ['demo_incometax', ['Certified Copy', 'Income Tax Reports'], '/CertifiedCopy'],
    ['demo_dr', ['Dashboard', 'Certified Copy', 'Name Search', 'Stockholding MIS Report', 'Grant Approval Report', 'MIS Report', 'Department Login Reports', 'Uploads'], '/reports/Dashboard'],
    ['demo_admin', ['Dashboard', 'Certified Copy', 'Name Search', 'Create New User', 'Stockholding MIS Report', 'Grant Approval Report', 'MIS Report', 'Department Login Reports', 'Uploads'], '/reports/Dashboard'],
    ['demo_cig', ['Dashboard', 'Stockholding MIS Report', 'Grant Approval Report', 'MIS Report', 'Department Login Reports'], '/reports/Dashboard'],
  ])('%s sees its own menu and lands on its first page', async (loginId, menu, landing) => {
    await signInThroughForm(page, loginId);
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/igrs${landing}`);
    await expect.poll(topMenuLabels).toEqual(menu);
    expect(await page.getByRole('link', { name: 'Department Login' }).count()).toBe(0);
    expect(await menuBar().getByRole('link', { name: 'Reset Password' }).count()).toBe(1);
    expect(await menuBar().getByRole('button', { name: 'Logout' }).count()).toBe(1);
  });

  it('signs a vendor in from the vendor page, with only Logout beside the vendor menu', async () => {
    await signInThroughForm(page, 'demo_vendor', { vendor: true });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/igrs/Vendor/Vendor');
    expect(await topMenuLabels()).toEqual(['Vendor Home', 'Stamp Indent', 'Sales', 'Stock']);
    expect(await menuBar().getByRole('link', { name: 'Reset Password' }).count()).toBe(0);
    expect(await menuBar().getByRole('button', { name: 'Logout' }).count()).toBe(1);
  });

  it('walks the multi-level menu from the keyboard and passes axe', async () => {
    await signInThroughForm(page, 'demo_dr');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName ?? '')).toBe('H1');
    const mis = menuBar().getByRole('button', { name: 'MIS Report' });
    await mis.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Document Status Reports');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe('Document Status');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toBe('Anywhere Registration');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/reports\/Reports\/MISAnywhere\/Anywhere$/);
    await page.getByRole('heading', { level: 1, name: 'Anywhere Registration' }).waitFor();
    await page.getByText('registered at an office other than the one the property lies under').waitFor();
    await page.getByRole('heading', { level: 2, name: /rows$/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('failed sign-in', () => {
  it('shows the server\'s message and a fresh captcha', async () => {
    await openPage(page, '/Departmentlogin');
    const firstCaptcha = await page.locator('img.igrs-captcha').getAttribute('src');
    await fillLoginForm(page, 'demo_dr', 'not-the-password');
    await page.getByRole('alert').filter({ hasText: 'The login id or password is not correct.' }).first().waitFor();
    await expect.poll(() => page.locator('img.igrs-captcha').getAttribute('src')).not.toBe(firstCaptcha);
    expect(await page.getByLabel(/Type the 6 characters/).inputValue()).toBe('');
  });

  it('checks the captcha\'s shape before asking the server, and ties the error to the field', async () => {
    await openPage(page, '/Departmentlogin');
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/users/login')) loginCalls += 1;
    });
    await fillLoginForm(page, 'demo_dr', 'Demo@2026', 'ab');
    const field = page.getByLabel(/Type the 6 characters/);
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${await field.getAttribute('aria-describedby').then((ids) => ids!.split(' ').pop())}`).innerText()).toContain('do not match');
    expect(loginCalls).toBe(0);
  });

  it('offers the captcha as a question for screen-reader users', async () => {
    await openPage(page, '/Departmentlogin');
    await page.getByRole('button', { name: 'Use a question instead of the picture' }).click();
    await page.getByText(/Type these digits as figures/).waitFor();
    expect(await page.locator('img.igrs-captcha').count()).toBe(0);
  });
});

describe('signed-in pages', () => {
  it('send a visitor without a session to the right login page and back after signing in', async () => {
    await page.goto(portalUrl('/DepartmentLoginReports/Trend'));
    await page.waitForURL(/\/igrs\/Departmentlogin\?returnTo=/);
    await fillLoginForm(page, 'demo_dr');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/igrs/DepartmentLoginReports/Trend');
    await page.getByRole('heading', { level: 1, name: 'Trend Analysis' }).waitFor();

    const freshContext = await newContext(browser);
    const vendorPage = await freshContext.newPage();
    await vendorPage.goto(portalUrl('/Vendor/StockReport'));
    await vendorPage.waitForURL(/\/igrs\/Vendor\/Vendorlogin\?returnTo=/);
    await freshContext.close();
  });

  it('refuse a page the login type\'s menu does not hold', async () => {
    await signInThroughForm(page, 'demo_ccla');
    await page.goto(portalUrl('/reports/Dashboard'));
    await page.getByRole('heading', { level: 1, name: 'You cannot open this page' }).waitFor();
  });
});

describe('an expired access token', () => {
  it('is refreshed once and the request replayed', async () => {
    await signInThroughForm(page, 'demo_agency_master');
    await page.goto(portalUrl('/NameSearch/CreatesubUser'));
    await page.getByRole('heading', { level: 1, name: 'Sub User Creation' }).waitFor();

    const stored = JSON.parse((await page.evaluate(() => window.localStorage.getItem('igrs.login')))!);
    const claims = decodeJwt(stored.token);
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(past - 900)
      .setExpirationTime(past)
      .sign(new TextEncoder().encode(inject('jwtSecret')));
    await page.evaluate((record) => window.localStorage.setItem('igrs.login', JSON.stringify(record)), { ...stored, token: expired });

    const seen: { path: string; status: number }[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/igrsapi/v1/users/')) seen.push({ path, status: response.status() });
    });
    await page.reload();
    await page.getByRole('cell', { name: 'demo_agency', exact: true }).or(page.getByRole('rowheader', { name: 'demo_agency', exact: true })).waitFor();
    await expect.poll(() => seen.filter((entry) => entry.path === '/igrsapi/v1/users/token/').length).toBe(1);
    expect(seen.find((entry) => entry.path === '/igrsapi/v1/users/token/')?.status).toBe(200);
    expect(seen.filter((entry) => entry.path === '/igrsapi/v1/users/menu').map((entry) => entry.status)).toEqual([401, 200]);
    expect(seen.filter((entry) => entry.path === '/igrsapi/v1/users/sub-users').map((entry) => entry.status)).toEqual([200]);
    const newToken = JSON.parse((await page.evaluate(() => window.localStorage.getItem('igrs.login')))!).token;
    expect(newToken).not.toBe(expired);
  });

  it('ends the session with Refresh Token Failed when the refresh is refused', async () => {
    await signInThroughForm(page, 'demo_dig');
    await context.clearCookies();
    const stored = JSON.parse((await page.evaluate(() => window.localStorage.getItem('igrs.login')))!);
    const expired = await new SignJWT({ ...decodeJwt(stored.token) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(inject('jwtSecret')));
    await page.evaluate((record) => window.localStorage.setItem('igrs.login', JSON.stringify(record)), { ...stored, token: expired });
    await page.reload();
    await page.getByRole('alert').filter({ hasText: 'Refresh Token Failed' }).waitFor();
    await page.waitForURL(/\/igrs\/?$/, { timeout: 10_000 });
    expect(await page.evaluate(() => window.localStorage.getItem('igrs.login'))).toBeNull();
  });
});

describe('stored data', () => {
  it('that does not parse is cleared and the user sent to the root', async () => {
    await openPage(page, '/about-us');
    await page.evaluate(() => window.localStorage.setItem('igrs.login', '{broken'));
    await page.reload();
    await page.waitForURL(/\/igrs\/$/);
    expect(await page.evaluate(() => window.localStorage.getItem('igrs.login'))).toBeNull();
  });
});

describe('logging out', () => {
  it('says Logged Out Successfully and returns to the department login, keeping only the language', async () => {
    await signInThroughForm(page, 'demo_sro');
    await menuBar().getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('status').filter({ hasText: 'Logged Out Successfully' }).waitFor();
    await page.waitForURL(/\/igrs\/Departmentlogin$/, { timeout: 10_000 });
    const stored = await page.evaluate(() => Object.keys(window.localStorage));
    expect(stored.filter((key) => key !== LANGUAGE_STORAGE_KEY)).toEqual([]);
    // Going back does not reopen the signed-in page, nor leave the next user a way back to it.
    await page.goBack().catch(() => undefined);
    await page.waitForTimeout(500);
    expect(await menuBar().count()).toBe(0);
    expect(page.url()).not.toContain('returnTo');
  });

  it('says Logout Successfully to a vendor and returns to the vendor login', async () => {
    await signInThroughForm(page, 'demo_vendor', { vendor: true });
    await menuBar().getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('status').filter({ hasText: 'Logout Successfully' }).waitFor();
    await page.waitForURL(/\/igrs\/Vendor\/Vendorlogin$/, { timeout: 10_000 });
  });
});

describe('creating a user and changing a password', () => {
  it('an administrator creates a user, who signs in and changes the password', async () => {
    await signInThroughForm(page, 'demo_admin');
    await menuBar().getByRole('link', { name: 'Create New User' }).click();
    await page.getByRole('heading', { level: 1, name: 'Create New User' }).waitFor();

    await page.getByRole('button', { name: 'Create user' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.waitFor();
    await summary.getByRole('link').first().click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('jurisdictionCode');

    await page.getByLabel('Login type').selectOption('SRO');
    await page.getByLabel('Sub-Registrar office').selectOption('713');
    await page.locator('#loginId').fill('sro_tenali');
    await page.locator('#loginName').fill('P. Ramesh Babu');
    await page.locator('#mobile').fill('9849012345');
    await page.locator('#password').fill('monsoon ledger granite');
    await page.getByRole('button', { name: 'Create user' }).click();
    await page.getByRole('status').filter({ hasText: 'sro_tenali' }).waitFor();
    await page.getByRole('rowheader', { name: 'sro_tenali' }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'sro_tenali' }).innerText()).toContain('XXXXXX2345');

    await page.getByLabel('Sub-Registrar office').selectOption('718');
    await page.locator('#loginId').fill('SRO_TENALI');
    await page.locator('#loginName').fill('Someone Else');
    await page.locator('#mobile').fill('9849012346');
    await page.locator('#password').fill('another long phrase');
    await page.getByRole('button', { name: 'Create user' }).click();
    await expect.poll(() => page.locator('#loginId').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#loginId-error').innerText()).toContain('already in use');

    await menuBar().getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/Departmentlogin$/, { timeout: 10_000 });
    await fillLoginForm(page, 'sro_tenali', 'monsoon ledger granite');
    await menuBar().waitFor();
    expect(await menuBar().innerText()).toContain('SRO TENALI');
    await menuBar().getByRole('link', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reset Password' }).waitFor();
    expect(await menuBar().getByRole('link', { name: 'Reset Password' }).count()).toBe(0);

    await page.getByLabel('Current password').fill('monsoon ledger granite');
    await page.getByLabel('New password', { exact: true }).fill('password123');
    await page.getByLabel('New password again').fill('password123');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.getByLabel('New password', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Current password').fill('monsoon ledger granite');
    await page.getByLabel('New password', { exact: true }).fill('tamarind harbour lights');
    await page.getByLabel('New password again').fill('tamarind harbour lights');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('status').filter({ hasText: 'Your password has been changed' }).waitFor();
  });
});
