import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { loadSecrets } from '../lib/secrets.ts';
import { NEVER_BUSY, type Busyness } from '../plugins/load-shedding.ts';
import { TEST_SECRETS, openPgliteCopy, openPostgresCopy } from './databases.ts';

/** Every captcha's answer in the API tests (CAPTCHA_FIXED_ANSWER). */
export const TEST_CAPTCHA_ANSWER = 'Ab3dE9';

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** A database of this file's own, copied from the run's migrated and seeded template. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const testDatabase = inject('testDatabase');
  return testDatabase.kind === 'postgres'
    ? openPostgresCopy(testDatabase.templateName)
    : openPgliteCopy(new Uint8Array(await readFile(testDatabase.templateFile)));
}

/** The whole server on a fresh copy of the seeded database, driven with `app.inject`. */
export async function createTestContext(
  env: Record<string, string> = {},
  extend?: (app: FastifyInstance) => void,
  logStream?: NodeJS.WritableStream,
  /** Whether the process counts as busy; never, unless a test says so, so that a loaded test machine does not shed the tests' own calls. */
  busyness: Busyness = NEVER_BUSY,
): Promise<TestContext> {
  const database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), 'igrs-test-data'),
    WEB_DIST_DIR: path.join(os.tmpdir(), 'igrs-no-web-build'),
    CAPTCHA_FIXED_ANSWER: TEST_CAPTCHA_ANSWER,
    // The tests' own bursts of anonymous calls (numbers taken at once, counters) are not a flood; the shedding tests set their own limit.
    ANONYMOUS_IN_FLIGHT_LIMIT: '1000',
    ...TEST_SECRETS,
    ...env,
  });
  const app = await buildApp({ config, database, secrets: await loadSecrets(config), busyness, logger: logStream !== undefined, logStream });
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export interface SignedIn {
  token: string;
  /** The refresh cookie as the browser would send it back. */
  refreshCookie: string;
  body: Record<string, unknown>;
}

/** Signs in through the real login route, captcha included. */
export async function signIn(app: FastifyInstance, loginId: string, password = 'Demo@2026', headers: Record<string, string> = {}): Promise<SignedIn> {
  const captcha = await app.inject({ method: 'GET', url: '/igrsapi/v1/captcha' });
  const response = await app.inject({
    method: 'POST',
    url: '/igrsapi/v1/users/login',
    headers,
    payload: { loginId, password, captchaId: captcha.json().captchaId, captchaText: TEST_CAPTCHA_ANSWER },
  });
  if (response.statusCode !== 200) throw new Error(`Sign-in of ${loginId} failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((entry) => entry.name === 'igrs_refresh');
  return { token: response.json().token, refreshCookie: cookie?.value ?? '', body: response.json() };
}

/**
 * A new account of a login type at a place, created by the demo administrator
 * through the API, and signed in: the other office's Sub-Registrar, say.
 */
export async function signInNewAccount(context: TestContext, loginId: string, loginType: string, jurisdictionCode: string): Promise<SignedIn> {
  const admin = await signIn(context.app, 'demo_admin');
  const password = 'harbour signal amber';
  const created = await context.app.inject({
    method: 'POST',
    url: '/igrsapi/v1/users',
    headers: { authorization: `Bearer ${admin.token}` },
    payload: { loginId, loginName: `Test ${loginType} ${jurisdictionCode}`, loginType, mobile: '9876501234', password, jurisdictionCode },
  });
  if (created.statusCode !== 201) throw new Error(`Creating ${loginId} failed: ${created.statusCode} ${created.body}`);
  return signIn(context.app, loginId, password);
}

/** A citizen signed in by mobile: the captcha, the code from the demo outbox, then the session. */
export async function signInCitizen(context: TestContext, mobile: string): Promise<string> {
  const captcha = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/captcha' });
  await context.app.inject({ method: 'POST', url: '/igrsapi/v1/citizens/sign-in-code', payload: { mobile, captchaId: captcha.json().captchaId, captchaText: TEST_CAPTCHA_ANSWER } });
  const outbox = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/notifications/outbox' });
  const text = outbox.json<{ messages: { recipientMasked: string; text: string }[] }>().messages.find((entry) => entry.recipientMasked.endsWith(mobile.slice(-4)))!.text;
  const code = /(\d{6}) is your IGRS AP sign-in code/.exec(text)![1]!;
  return (await context.app.inject({ method: 'POST', url: '/igrsapi/v1/citizens/sessions', payload: { mobile, code } })).json<{ token: string }>().token;
}
