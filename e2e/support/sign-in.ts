import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { openPage } from './browser.ts';

export const DEMO_PASSWORD = 'Demo@2026';

/** Fills the real login form, captcha included, and submits it. */
export async function fillLoginForm(page: Page, loginId: string, password = DEMO_PASSWORD, captcha = inject('captchaAnswer')) {
  await page.getByLabel('Login id').fill(loginId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.locator('img.igrs-captcha').waitFor();
  await page.getByLabel(/Type the 6 characters/).fill(captcha);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signInThroughForm(page: Page, loginId: string, options: { vendor?: boolean; password?: string } = {}) {
  await openPage(page, options.vendor ? '/Vendor/Vendorlogin' : '/Departmentlogin');
  await fillLoginForm(page, loginId, options.password);
  await page.getByRole('navigation', { name: 'Department menu' }).waitFor();
}
