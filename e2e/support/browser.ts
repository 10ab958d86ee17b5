import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '@igrs/domain';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, kept off the network except for this machine. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

export function portalUrl(path: string): string {
  return `${baseUrl()}/igrs${path === '/' ? '/' : path}`;
}

export interface ContextOptions {
  language?: 'en' | 'te';
  width?: number;
  height?: number;
}

/** A fresh browser session; with a language, it starts as if the user had chosen it before. */
export async function newContext(browser: Browser, { language, width = 1280, height = 900 }: ContextOptions = {}): Promise<BrowserContext> {
  // Reduced motion turns Bootstrap's colour transitions off, so axe measures the colours a state ends in, not ones caught halfway.
  const context = await browser.newContext({ viewport: { width, height }, acceptDownloads: true, reducedMotion: 'reduce' });
  if (language) {
    // As for someone who chose the language on an earlier visit: the server draws pages in it too.
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseUrl() }]);
    await context.addInitScript(
      ([key, value]) => {
        if (!window.sessionStorage.getItem('igrs.e2e.language-set')) {
          window.localStorage.setItem(key, value);
          window.sessionStorage.setItem('igrs.e2e.language-set', '1');
        }
      },
      [LANGUAGE_STORAGE_KEY, language] as const,
    );
  }
  return context;
}

/** Opens a portal path and waits until its main heading is on screen. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(portalUrl(path));
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  return response;
}

export interface AxeViolationSummary {
  id: string;
  impact: string | null | undefined;
  targets: string[];
}

/** Serious and critical accessibility violations on the page as it is now. */
export async function seriousViolations(page: Page): Promise<AxeViolationSummary[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, impact: violation.impact, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}
