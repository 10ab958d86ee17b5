import type { TestProject } from 'vitest/node';
import { freePort, startPortal } from '../../scripts/portal-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    captchaAnswer: string;
    jwtSecret: string;
  }
}

/** The browser tests sign in through the real form; every captcha then has this answer. */
const CAPTCHA_ANSWER = 'Xy7Kp2';
/** Known to the tests so they can hand the browser an expired access token of a real session. */
const JWT_SECRET = 'browser-test-signing-key-browser-test-signing-key-0001';

/**
 * Starts the real portal (built web app, API, embedded database with demo
 * content) for the browser tests. Links to outside sites point back at a
 * portal address so no test traffic leaves this machine.
 */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const portal = await startPortal({
    PORT: String(port),
    RATE_LIMIT_PER_MINUTE: '100000',
    // The browser shares the cores with the portal, so the portal is busy with the tests' own load: it must not shed their calls.
    SHED_WHEN_BUSY: 'false',
    // Several browser pages at once ask the one portal process for many things, each page from the same machine.
    ANONYMOUS_IN_FLIGHT_LIMIT: '64',
    // For the same reason a drawing may take longer than a visitor would wait: the tests check the pages as drawn.
    DRAWN_PAGE_WAIT_MS: '15000',
    CAPTCHA_FIXED_ANSWER: CAPTCHA_ANSWER,
    // The office acts on the day of a slot the journeys book for a later day.
    TEST_CLOCK: 'true',
    JWT_SECRET,
    CERTIFIED_COPY_URL: `${origin}/igrs/faqs?source=certified-copy`,
    ONLINE_PAYMENT_URL: `${origin}/igrs/faqs?source=online-payment`,
    FACEBOOK_URL: `${origin}/igrs/about-us?source=facebook`,
    TWITTER_URL: `${origin}/igrs/about-us?source=twitter`,
    INSTAGRAM_URL: `${origin}/igrs/about-us?source=instagram`,
  });
  project.provide('baseUrl', portal.baseUrl);
  project.provide('captchaAnswer', CAPTCHA_ANSWER);
  project.provide('jwtSecret', JWT_SECRET);
  return () => portal.stop();
}
