import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type RunningPortal } from '../../scripts/portal-process.ts';
import { PORTAL_SECRETS, REDIS_URL, redisAnswers, scratchDatabase } from './support.ts';

const CAPTCHA_ANSWER = 'Pr0c3s';
const REQUESTS_PER_MINUTE = 20;

/**
 * Two API processes on two ports against one PostgreSQL database, sharing their
 * counters and notices through PostgreSQL or through Redis: a caller has one
 * allowance, one captcha is good once, one lockout holds, and a session ended
 * at one process is ended at the other, whichever process they ask.
 */
const redisRunning = await redisAnswers();
if (!redisRunning) console.warn(`Redis is not answering at ${REDIS_URL}: the processes are shown sharing state through PostgreSQL only.`);

describe.each([
  { store: 'PostgreSQL', env: {} as Record<string, string> },
  ...(redisRunning ? [{ store: 'Redis', env: { REDIS_URL } }] : []),
])('two processes sharing state through $store', ({ env }) => {
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let first: RunningPortal;
  let second: RunningPortal;
  // An address of this run's own, so counters kept in Redis by an earlier run do not count.
  const run = Math.floor(Math.random() * 200) + 20;
  const address = (host: number) => `10.${run}.${env.REDIS_URL ? 1 : 2}.${host}`;

  beforeAll(async () => {
    database = await scratchDatabase('igrs_processes');
    const portalEnv = {
      ...PORTAL_SECRETS,
      ...env,
      DATABASE_URL: database.url,
      WORKERS: '1',
      SEED_DEMO_CONTENT: 'false',
      SEED_DEMO_ACCOUNTS: 'true',
      CAPTCHA_FIXED_ANSWER: CAPTCHA_ANSWER,
      RATE_LIMIT_PER_MINUTE: String(REQUESTS_PER_MINUTE),
      TRUST_PROXY: 'true',
    };
    // The first migrates and seeds the database; the second then finds it ready.
    first = await startPortal(portalEnv);
    second = await startPortal(portalEnv);
  });
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.drop();
  });

  const call = (portal: RunningPortal, path: string, from: string, init: RequestInit = {}) =>
    fetch(`${portal.baseUrl}/igrsapi/v1${path}`, {
      ...init,
      headers: { 'x-forwarded-for': from, origin: portal.baseUrl, ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
    });
  const captchaAt = async (portal: RunningPortal, from: string) => ((await (await call(portal, '/captcha', from)).json()) as { captchaId: string }).captchaId;
  const login = (portal: RunningPortal, from: string, loginId: string, password: string, captchaId: string) =>
    call(portal, '/users/login', from, { method: 'POST', body: JSON.stringify({ loginId, password, captchaId, captchaText: CAPTCHA_ANSWER }) });

  it('gives a caller one allowance of requests a minute, however the processes share them', async () => {
    const from = address(1);
    const statuses: number[] = [];
    for (let request = 0; request < REQUESTS_PER_MINUTE + 2; request += 1) {
      statuses.push((await call(request % 2 ? second : first, '/health', from)).status);
    }
    expect(statuses.slice(0, REQUESTS_PER_MINUTE)).toEqual(Array(REQUESTS_PER_MINUTE).fill(200));
    expect(statuses.slice(REQUESTS_PER_MINUTE)).toEqual([429, 429]);
    // Another caller is not held back by the first.
    expect((await call(first, '/health', address(2))).status).toBe(200);
  });

  it('takes a captcha once, at whichever process', async () => {
    const from = address(3);
    const captchaId = await captchaAt(first, from);
    expect((await login(second, from, 'nobody_here', 'wrong password', captchaId)).status).toBe(401);
    const again = await login(first, from, 'nobody_here', 'wrong password', captchaId);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('CAPTCHA_FAILED');
  });

  it('locks a login id after five failures spread over both processes', async () => {
    const from = address(4);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const portal = attempt % 2 ? second : first;
      expect((await login(portal, from, 'demo_dr', 'not the password', await captchaAt(portal, from))).status).toBe(401);
    }
    const locked = await login(first, from, 'demo_dr', 'Demo@2026', await captchaAt(first, from));
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as { error: { code: string } }).error.code).toBe('LOGIN_TEMPORARILY_LOCKED');
  });

  it('ends a session at both processes when it is signed out at one', async () => {
    const from = address(5);
    const signedIn = await login(first, from, 'demo_sro', 'Demo@2026', await captchaAt(first, from));
    expect(signedIn.status).toBe(200);
    const { token } = (await signedIn.json()) as { token: string };
    const asStaff = { headers: { authorization: `Bearer ${token}` } };
    // The other process looks at the session and remembers it live.
    expect((await call(second, '/users/menu', from, asStaff)).status).toBe(200);
    expect((await call(first, '/users/logout', from, { method: 'POST', ...asStaff })).status).toBe(204);
    await expect.poll(async () => (await call(second, '/users/menu', from, asStaff)).status, { timeout: 2_000, interval: 100 }).toBe(401);
  });
});
