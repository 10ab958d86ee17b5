import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { baseUrl, launchBrowser, newContext, openPage, portalUrl } from './support/browser.ts';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  await mkdir(SCREENSHOTS, { recursive: true });
});
afterAll(() => browser.close());
beforeEach(async () => {
  context = await newContext(browser);
  page = await context.newPage();
});
afterEach(() => context.close());

describe('header', () => {
  it('shows both leaders, the help lines as tel: links and a home link', async () => {
    await openPage(page, '/about-us');
    const leaders = page.getByRole('list', { name: 'Leadership' }).getByRole('listitem');
    await expect.poll(() => leaders.count()).toBe(2);
    expect(await leaders.first().innerText()).toContain('Chief Minister');
    expect(await page.locator('a[href="tel:14544"]').first().innerText()).toContain('14544');
    expect(await page.locator('a[href="tel:14400"]').first().innerText()).toContain('14400');
    await page.locator('a.igrs-brand').click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/igrs\/?$/);
    await page.getByRole('heading', { level: 1, name: 'Welcome to the Registration & Stamps Department' }).waitFor();
  });

  it('shows the Department Login and Vendor Login links on public pages', async () => {
    await openPage(page, '/');
    const login = page.getByRole('navigation', { name: 'Login' });
    expect(await login.getByRole('link', { name: 'Department Login' }).getAttribute('href')).toBe('/igrs/Departmentlogin');
    expect(await login.getByRole('link', { name: 'Vendor Login' }).getAttribute('href')).toBe('/igrs/Vendor/Vendorlogin');
  });

  it('badges the notifications with 2 and opens them on hover', async () => {
    await openPage(page, '/');
    const bell = page.getByRole('button', { name: 'Notifications (2 new)' });
    expect(await bell.locator('.igrs-badge').innerText()).toBe('2');
    await bell.hover();
    const items = page.locator('.igrs-notifications .igrs-dropdown-item');
    await items.first().waitFor();
    const texts = await items.allInnerTexts();
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain('Notaries List Notice');
    expect(texts[1]).toContain('Card User Manual');
    await bell.click();
    expect(await bell.getAttribute('aria-expanded')).toBe('true');
    await page.locator('main h1').hover();
    await expect.poll(() => bell.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens, walks and closes the notifications from the keyboard, and downloads real files', async () => {
    await openPage(page, '/');
    const bell = page.getByRole('button', { name: 'Notifications (2 new)' });
    await bell.focus();
    await page.keyboard.press('Enter');
    expect(await bell.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Notaries List Notice');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Card User Manual');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Notaries List Notice');

    const [spreadsheet] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    const sheetBytes = await readFile((await spreadsheet.path())!);
    expect(sheetBytes.subarray(0, 2).toString()).toBe('PK');
    expect(spreadsheet.suggestedFilename()).toMatch(/\.xlsx$/);

    await bell.focus();
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Card User Manual');
    const [manual] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect((await readFile((await manual.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

    await bell.focus();
    await page.keyboard.press(' ');
    expect(await bell.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await bell.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Notifications (2 new)');
  });

  it('closes a main-menu dropdown on a click outside it', async () => {
    await openPage(page, '/');
    const services = page.getByRole('button', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('Enter');
    expect(await services.getAttribute('aria-expanded')).toBe('true');
    await page.mouse.click(10, 700);
    await expect.poll(() => services.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a main-menu dropdown by touch and closes it on a touch outside it', async () => {
    const touchContext = await browser.newContext({ viewport: { width: 1024, height: 800 }, hasTouch: true });
    const touchPage = await touchContext.newPage();
    await openPage(touchPage, '/');
    const actsAndOrders = touchPage.getByRole('button', { name: 'Acts & Orders' });
    await actsAndOrders.tap();
    expect(await actsAndOrders.getAttribute('aria-expanded')).toBe('true');
    await touchPage.locator('main h1').tap();
    await expect.poll(() => actsAndOrders.getAttribute('aria-expanded')).toBe('false');
    await actsAndOrders.tap();
    await touchPage.getByRole('link', { name: 'Stamp Judgements' }).tap();
    await touchPage.waitForURL(/\/igrs\/StampjudgementPage$/);
    await touchContext.close();
  });
});

describe('quick-tool strip', () => {
  it('has the four links with their targets', async () => {
    await openPage(page, '/');
    const strip = page.getByRole('navigation', { name: 'Quick tools' });
    const ec = strip.getByRole('link', { name: /EC Search/ });
    expect(await ec.getAttribute('href')).toBe('/igrs/EClandingPage');
    expect(await ec.getAttribute('target')).toBe('_blank');
    expect(await strip.getByRole('link', { name: /Stamp Duty Calculator/ }).getAttribute('href')).toBe('/igrs/DutyFeeCalculator/Property');
    expect(await strip.getByRole('link', { name: /Certified Copy/ }).getAttribute('href')).toBe(`${baseUrl()}/igrs/faqs?source=certified-copy`);
    expect(await strip.getByRole('link', { name: /Online Payment/ }).getAttribute('href')).toBe(`${baseUrl()}/igrs/faqs?source=online-payment`);
  });

  it('opens EC Search in a new tab', async () => {
    await openPage(page, '/');
    const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /EC Search/ }).click()]);
    await tab.waitForURL(/\/igrs\/EClandingPage$/);
  });

  it('asks before leaving for an outside site, and goes only on Continue', async () => {
    await openPage(page, '/');
    await page.getByRole('link', { name: /Online Payment/ }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('You are leaving');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(context.pages()).toHaveLength(1);

    await page.getByRole('link', { name: /Certified Copy/ }).click();
    const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('alertdialog').getByRole('button', { name: 'Continue' }).click()]);
    await tab.waitForURL(/source=certified-copy/);
  });

  it('adds the Property Value strip on the department login page only', async () => {
    await openPage(page, '/Departmentlogin');
    expect(await page.getByRole('navigation', { name: 'Property value' }).getByRole('link', { name: 'Property Value' }).getAttribute('href')).toBe('/igrs/newPropertyvalue');
    await openPage(page, '/about-us');
    expect(await page.getByRole('navigation', { name: 'Property value' }).count()).toBe(0);
  });
});

describe('footer', () => {
  it('carries the copyright line verbatim and the three social links', async () => {
    await openPage(page, '/');
    const footer = page.locator('footer');
    expect(await footer.innerText()).toContain('Copyright © All rights reserved with Registration & Stamps Department, Government of Andhra Pradesh.');
    for (const network of ['Facebook', 'Twitter', 'Instagram']) {
      expect(await footer.getByRole('link', { name: new RegExp(network) }).count()).toBe(1);
    }
  });

  it('counts a browser session once and a new session again', async () => {
    await openPage(page, '/');
    const counter = page.getByRole('figure', { name: /Visitors: / });
    await counter.waitFor();
    const first = Number((await counter.getAttribute('aria-label'))!.replace(/\D/g, ''));
    await page.reload();
    await page.getByRole('figure', { name: /Visitors: / }).waitFor();
    expect(Number((await page.getByRole('figure', { name: /Visitors: / }).getAttribute('aria-label'))!.replace(/\D/g, ''))).toBe(first);

    const other = await newContext(browser);
    const otherPage = await other.newPage();
    await openPage(otherPage, '/faqs');
    const label = await otherPage.getByRole('figure', { name: /Visitors: / }).getAttribute('aria-label');
    expect(Number(label!.replace(/\D/g, ''))).toBeGreaterThan(first);
    await other.close();
  });
});

describe('language', () => {
  it('switches to Telugu from the header, announces it, and remembers it', async () => {
    await openPage(page, '/about-us');
    await page.getByRole('button', { name: 'తెలుగు' }).click();
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('te');
    const status = page.getByRole('status').filter({ hasText: 'తెలుగులో' });
    await status.waitFor();
    expect(await status.locator('svg').count()).toBe(1);
    await status.waitFor({ state: 'detached', timeout: 4000 });
    expect(await page.locator('main h1').innerText()).toBe('మా గురించి');
    await page.reload();
    await page.locator('main h1').waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('te');
    expect(await page.locator('main h1').innerText()).toBe('మా గురించి');
  });
});

describe('not found', () => {
  it('shows the not-found page inside the frame with HTTP 404', async () => {
    const response = await page.goto(portalUrl('/no-such-page'));
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.locator('header.igrs-header').count()).toBe(1);
  });

  it('hides the header on a staff path family even when the page is not found', async () => {
    await page.goto(portalUrl('/reports/NoSuchReport'));
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.locator('header.igrs-header').count()).toBe(0);
    expect(await page.locator('footer.igrs-footer').count()).toBe(1);
  });
});

describe('layout', () => {
  it.each([360, 576, 768, 992, 1200, 1400])('fits a %i px wide screen without sideways scrolling', async (width) => {
    await page.setViewportSize({ width, height: 800 });
    await openPage(page, '/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('saves screenshots of the home page at 360 px and 1280 px', async () => {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, '/');
      const file = path.join(SCREENSHOTS, `home-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      expect((await readFile(file)).subarray(1, 4).toString()).toBe('PNG');
    }
  });
});

/** Every open menu's box lies within the screen's width. */
async function openMenusInside(target: Page, width: number): Promise<void> {
  await target.locator('.igrs-dropdown-menu.show').first().waitFor();
  const boxes = await target.locator('.igrs-dropdown-menu.show').evaluateAll((menus) => menus.map((menu) => menu.getBoundingClientRect()).map((box) => [box.left, box.right]));
  expect(boxes.length).toBeGreaterThan(0);
  for (const [left, right] of boxes) {
    expect(left).toBeGreaterThanOrEqual(0);
    expect(right).toBeLessThanOrEqual(width);
  }
}

describe('menus on every screen', () => {
  it('keeps the staff menu to one row at 1,366 px and opens every sub-menu, four levels deep, inside the screen', async () => {
    const wide = await newContext(browser, { width: 1366, height: 800 });
    const staffPage = await wide.newPage();
    try {
      await openPage(staffPage, '/Departmentlogin');
      await staffPage.getByLabel('Login id').fill('demo_admin');
      await staffPage.getByLabel('Password', { exact: true }).fill('Demo@2026');
      await staffPage.locator('img.igrs-captcha').waitFor();
      await staffPage.getByLabel(/Type the 6 characters/).fill(inject('captchaAnswer'));
      await staffPage.getByRole('button', { name: 'Sign in' }).click();
      const menu = staffPage.getByRole('navigation', { name: 'Department menu' });
      await menu.waitFor();
      const tops = await menu.locator('ul.list-unstyled > li').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);

      // Department Login Reports → Revenue Details → Revenue Status: the deepest path, four levels with its reports.
      for (const name of ['Department Login Reports', 'Revenue Details', 'Revenue Status']) await menu.getByRole('button', { name, exact: true }).click();
      await menu.getByRole('button', { name: 'Revenue Status', exact: true }).locator('xpath=..').locator('.igrs-dropdown-menu.show .igrs-dropdown-item').first().waitFor();
      await openMenusInside(staffPage, 1366);
    } finally {
      await wide.close();
    }
  });

  it('starts a phone\'s screen with the page, the menu folded behind its button', async () => {
    const phoneContext = await newContext(browser, { width: 360, height: 640 });
    const phone = await phoneContext.newPage();
    try {
      await openPage(phone, '/about-us');
      const heading = await phone.locator('main h1').boundingBox();
      expect(heading!.y).toBeLessThan(640 * 0.4);
      expect(await phone.getByRole('button', { name: 'Services' }).isVisible()).toBe(false);
      const menuButton = phone.getByRole('button', { name: 'Menu', exact: true });
      expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
      await menuButton.click();
      expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
      await phone.getByRole('button', { name: 'Services' }).waitFor();
      await phone.getByRole('link', { name: /Department Login/ }).first().waitFor();
      // A new page starts folded again.
      await phone.getByRole('button', { name: 'Services' }).click();
      await phone.locator('.igrs-dropdown-menu.show .igrs-dropdown-item').first().click();
      await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await phoneContext.close();
    }
  });

  it('keeps the open main menu and the notifications inside a 320 px screen', async () => {
    const narrow = await newContext(browser, { width: 320, height: 640 });
    const phone = await narrow.newPage();
    try {
      await openPage(phone, '/');
      await phone.getByRole('button', { name: 'Menu', exact: true }).click();
      await phone.getByRole('button', { name: 'Services' }).click();
      await openMenusInside(phone, 320);
      await phone.getByRole('button', { name: /Notifications/ }).click();
      await openMenusInside(phone, 320);
    } finally {
      await narrow.close();
    }
  });
});
