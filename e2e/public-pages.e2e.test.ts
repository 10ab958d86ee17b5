import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_ROUTES, frameFor, isServerDrawn, matchPortalRoute } from '@igrs/domain';
import { launchBrowser, newContext, openPage, seriousViolations } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const TELUGU_SCRIPT = /[\u0C00-\u0C7F]/;

const PUBLIC_PATHS = PORTAL_ROUTES.filter((route) => route.access === 'public').map((route) => route.path);

describe.each(['en', 'te'] as const)('every public route in %s', (language) => {
  it.each(PUBLIC_PATHS)('%s shows real content in the right frame and passes axe', async (path) => {
    const context = await newContext(browser, { language });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      const response = await openPage(page, path);
      expect(response?.status()).toBe(200);
      expect(await page.getAttribute('html', 'lang')).toBe(language);
      // A page for reading is drawn on the server: it arrives, heading included, in its language before any script runs; any other arrives as the shell.
      const served = (await response?.text()) ?? '';
      if (isServerDrawn(matchPortalRoute(path)!)) {
        expect(served).toMatch(/<main id="main-content"[^>]*>.*<h1/s);
        expect(served).toContain(`<html lang="${language}"`);
        // Only pages with nothing to fill in are drawn there, so nothing typed is lost when the script takes over.
        expect(await page.locator('main :is(form, input, select, textarea)').count()).toBe(0);
        // A differing attribute raises no error in a production build: the language switch, drawn from the drawing's own strings, shows the page's language as chosen.
        expect(await page.locator('.igrs-language-switch [aria-pressed="true"]').first().getAttribute('lang')).toBe(language);
      } else {
        expect(served).toContain('<div id="root"></div>');
      }

      const heading = await page.locator('main h1').first().innerText();
      // A page's lists arrive after its heading; on a busy machine they may still be on their way when the network first goes quiet.
      await page.waitForFunction(() => (document.querySelector('main')?.innerText.length ?? 0) > 200, undefined, { timeout: 10_000 }).catch(() => undefined);
      if (language === 'te') expect(heading).toMatch(TELUGU_SCRIPT);
      const mainText = await page.locator('main').innerText();
      expect(mainText.length).toBeGreaterThan(200);
      expect(mainText.toLowerCase()).not.toContain('coming soon');

      const parts = frameFor(path);
      expect(await page.locator('header.igrs-header').count()).toBe(parts.header ? 1 : 0);
      expect(await page.getByRole('navigation', { name: language === 'en' ? 'Quick tools' : 'త్వరిత సేవలు' }).count()).toBe(parts.quickTools ? 1 : 0);
      expect(await page.locator('.igrs-property-strip').count()).toBe(parts.propertyValueStrip ? 1 : 0);
      expect(await page.locator('footer.igrs-footer').count()).toBe(1);

      expect(await seriousViolations(page)).toEqual([]);
      // The browser took the drawn page over as it stood: a page whose text or elements differed would have raised React's hydration error.
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('Telugu text', () => {
  it('renders with the shipped Noto Sans Telugu font, not boxes', async () => {
    const context = await newContext(browser, { language: 'te' });
    const page = await context.newPage();
    await openPage(page, '/about-us');
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      await document.fonts.load('16px "Noto Sans Telugu"', 'తెలుగు');
      return document.fonts.check('16px "Noto Sans Telugu"', 'తెలుగు');
    });
    expect(loaded).toBe(true);
    const fontRequests = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.includes('noto-sans-telugu-telugu')),
    );
    expect(fontRequests.length).toBeGreaterThan(0);
    await context.close();
  });
});

describe('a page drawn on the server', () => {
  const drawnPaths = PORTAL_ROUTES.filter(isServerDrawn).map((route) => route.path);
  const cases = drawnPaths.flatMap((path) => (['en', 'te'] as const).flatMap((language) => [390, 1280].map((width) => [path, language, width] as const)));

  it.each(cases)('%s in %s at %i px paints with the styles written into it exactly as with the whole stylesheet', async (path, language, width) => {
    const context = await newContext(browser, { language, width });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) refused.push(message.text());
    });
    // No script runs: the page stays as it arrived, with its whole stylesheet only fetched ahead.
    await page.route('**/igrs/assets/*.js', (route) => route.abort());
    try {
      const response = await openPage(page, path);
      const served = (await response?.text()) ?? '';
      expect(/<style>[^]+?<\/style>/.test(served)).toBe(true);
      expect(served).not.toContain('rel="stylesheet"');
      const styled = () =>
        page.evaluate(async () => {
          await document.fonts.ready;
          const styleOf = (element: Element, part?: string) => {
            const style = getComputedStyle(element, part);
            return [...style].map((property) => style.getPropertyValue(property)).join(';');
          };
          // Every element with what it draws before and after itself (a menu's caret, a separator).
          return [document.documentElement, document.body, ...document.body.querySelectorAll('*')].map((element) => {
            const box = element.getBoundingClientRect();
            return `${element.tagName} ${box.x},${box.y},${box.width},${box.height} ${styleOf(element)} ${styleOf(element, '::before')} ${styleOf(element, '::after')}`;
          });
        });
      const firstScreen = await styled();
      const sheets = await page.evaluate(() => [...document.styleSheets].map((sheet) => (sheet.href ? 'linked' : `written, ${sheet.cssRules.length} rules`)));
      expect(sheets).toEqual([expect.stringMatching(/^written, \d{3,} rules$/)]);

      await page.evaluate(() =>
        Promise.all(
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')].map(
            (link) =>
              new Promise((loaded, failed) => {
                link.addEventListener('load', loaded);
                link.addEventListener('error', failed);
                link.rel = 'stylesheet';
              }),
          ),
        ),
      );
      expect(await page.evaluate(() => document.styleSheets.length)).toBe(2);
      expect(await styled()).toEqual(firstScreen);
      expect(refused).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
