import { randomInt } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findSroOffice, SIGN_IN_CODES_PER_MINUTE } from '@igrs/domain';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { citizenSessions } from '../../db/schema.ts';
import { loadSecrets } from '../../lib/secrets.ts';
import { postgresState, processState, redisState, type SharedState } from '../../lib/shared-state.ts';
import { NEVER_BUSY } from '../../plugins/load-shedding.ts';
import { TEST_REDIS_URL, TEST_SECRETS } from '../../test/databases.ts';
import { TEST_CAPTCHA_ANSWER, openTestDatabase } from '../../test/harness.ts';
import { CITIZEN_REFRESH_COOKIE } from './routes.ts';
import { CitizenTokens } from './tokens.ts';

const API = '/igrsapi/v1';
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

function redisAnswers(): Promise<boolean> {
  const { hostname, port } = new URL(TEST_REDIS_URL);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    const answer = (answers: boolean) => {
      socket.destroy();
      resolve(answers);
    };
    socket.once('connect', () => answer(true));
    socket.once('timeout', () => answer(false));
    socket.once('error', () => answer(false));
  });
}
const redisRunning = await redisAnswers();
const onServer = inject('testDatabase').kind === 'postgres';

/** The portal as one process runs it, on this file's database, with the shared state it is given. */
async function portalProcess(sharedState: SharedState): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), 'igrs-test-data'),
    WEB_DIST_DIR: path.join(os.tmpdir(), 'igrs-no-web-build'),
    CAPTCHA_FIXED_ANSWER: TEST_CAPTCHA_ANSWER,
    ANONYMOUS_IN_FLIGHT_LIMIT: '1000',
    RATE_LIMIT_PER_MINUTE: '100000',
    ...TEST_SECRETS,
  });
  const app = await buildApp({ config, database, secrets: await loadSecrets(config), sharedState, busyness: NEVER_BUSY, logger: false });
  await app.ready();
  return app;
}

/** An address of its own for each request for a code, so no run spends another's budget in a Redis that outlives it. */
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const askForCode = async (app: FastifyInstance, mobile: string) => {
  const captcha = (await app.inject({ method: 'GET', url: `${API}/captcha` })).json();
  return app.inject({ method: 'POST', url: `${API}/citizens/sign-in-code`, remoteAddress: someAddress(), payload: { mobile, captchaId: captcha.captchaId, captchaText: TEST_CAPTCHA_ANSWER } });
};

/** Signs a citizen in through the real routes; answers the token and the refresh cookie. */
async function signInCitizen(app: FastifyInstance, mobile: string): Promise<{ token: string; refreshCookie: string }> {
  const sent = await askForCode(app, mobile);
  expect(sent.statusCode, sent.body).toBe(202);
  const outbox = (await app.inject({ method: 'GET', url: `${API}/notifications/outbox` })).json<{ messages: { recipientMasked: string; text: string }[] }>();
  const text = outbox.messages.find((entry) => entry.recipientMasked.endsWith(mobile.slice(-4)))!.text;
  const code = /(\d{6}) is your IGRS AP sign-in code/.exec(text)![1]!;
  const session = await app.inject({ method: 'POST', url: `${API}/citizens/sessions`, payload: { mobile, code } });
  expect(session.statusCode, session.body).toBe(201);
  const cookie = session.cookies.find((entry) => entry.name === CITIZEN_REFRESH_COOKIE)!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: `${API}/citizens/sessions` });
  expect(session.body).not.toContain(cookie.value);
  return { token: session.json().token, refreshCookie: cookie.value };
}

const me = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: `${API}/citizens/me`, headers: { authorization: `Bearer ${token}` } });
const signOut = (app: FastifyInstance, token: string) => app.inject({ method: 'DELETE', url: `${API}/citizens/sessions/current`, headers: { authorization: `Bearer ${token}` } });
const refresh = (app: FastifyInstance, cookie: string) => app.inject({ method: 'POST', url: `${API}/citizens/sessions/refresh`, cookies: { [CITIZEN_REFRESH_COOKIE]: cookie } });

describe('citizen sessions in one process', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await portalProcess(processState());
  });
  afterAll(() => app.close());

  it('gives two sign-ins in the same second different tokens, each with a session of its own', async () => {
    const { token } = await signInCitizen(app, '9440031001');
    const citizenId = (await me(app, token)).json().citizenId;
    const tokens = new CitizenTokens(Buffer.from(TEST_SECRETS.JWT_SECRET), database.db, processState(), { accessTokenMinutes: 15, sessionHours: 12 });
    const now = new Date();
    const [first, second] = await Promise.all([tokens.start({ citizenId }, now), tokens.start({ citizenId }, now)]);
    expect(first.token).not.toBe(second.token);
    expect(first.refreshToken).not.toBe(second.refreshToken);
    expect((await me(app, first.token)).statusCode).toBe(200);
    expect((await signOut(app, first.token)).statusCode).toBe(204);
    expect((await me(app, first.token)).statusCode).toBe(401);
    expect((await me(app, second.token)).statusCode).toBe(200);
  });

  it('ends the session on sign-out: the token is refused at once, the cookie is cleared and refreshes no more', async () => {
    const { token, refreshCookie } = await signInCitizen(app, '9440031002');
    expect((await me(app, token)).statusCode).toBe(200);
    const ended = await signOut(app, token);
    expect(ended.statusCode).toBe(204);
    expect(ended.cookies.find((entry) => entry.name === CITIZEN_REFRESH_COOKIE)?.value).toBe('');
    const refused = await me(app, token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('UNAUTHENTICATED');
    expect((await refresh(app, refreshCookie)).statusCode).toBe(401);
    expect((await signOut(app, token)).statusCode).toBe(401);
    const [row] = await database.db.select().from(citizenSessions).where(eq(citizenSessions.revokedReason, 'sign-out')).limit(1);
    expect(row?.revokedAt).toBeInstanceOf(Date);
  });

  it('refreshes the access token with the rotating cookie, and ends the session when a replaced cookie comes back later', async () => {
    const { token, refreshCookie } = await signInCitizen(app, '9440031003');
    const refreshed = await refresh(app, refreshCookie);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const next = refreshed.cookies.find((entry) => entry.name === CITIZEN_REFRESH_COOKIE)!.value;
    expect(next).not.toBe(refreshCookie);
    const renewed = refreshed.json().token;
    expect(renewed).not.toBe(token);
    expect((await me(app, renewed)).statusCode).toBe(200);
    // The losing side of two refreshes racing from one browser is refused, and the session goes on.
    expect((await refresh(app, refreshCookie)).statusCode).toBe(401);
    expect((await me(app, renewed)).statusCode).toBe(200);
    // The same cookie a minute after it was replaced is a copy in other hands.
    await database.db.update(citizenSessions).set({ refreshedAt: new Date(Date.now() - 60_000) }).where(eq(citizenSessions.id, String(decodeJwt(token).sid)));
    const replayed = await refresh(app, refreshCookie);
    expect(replayed.json().error.code).toBe('REFRESH_FAILED');
    expect((await me(app, renewed)).statusCode).toBe(401);
    expect((await refresh(app, next)).statusCode).toBe(401);
  });

  it('gives a guest on an application a session that signing out ends', async () => {
    const { token } = await signInCitizen(app, '9440031004');
    const office = findSroOffice('701')!;
    const started = await app.inject({
      method: 'POST',
      url: `${API}/applications`,
      headers: { authorization: `Bearer ${token}` },
      payload: { registrationType: 'regular', transactionMajorCode: '01', transactionMinorCode: '01', districtCode: office.revenueDistrictCode, sroCode: '701' },
    });
    expect(started.statusCode, started.body).toBe(201);
    const { applicationId, guestSecret } = started.json();
    const guestSession = () => app.inject({ method: 'POST', url: `${API}/applications/guest-sessions`, payload: { applicationId, guestSecret } });
    const [first, second] = await Promise.all([guestSession(), guestSession()]);
    expect(first.json().token).not.toBe(second.json().token);
    expect(first.cookies.find((entry) => entry.name === CITIZEN_REFRESH_COOKIE)).toMatchObject({ httpOnly: true, path: `${API}/citizens/sessions` });
    const guest = first.json().token;
    const view = (bearer: string) => app.inject({ method: 'GET', url: `${API}/applications/${applicationId}`, headers: { authorization: `Bearer ${bearer}` } });
    expect((await view(guest)).statusCode).toBe(200);
    expect((await signOut(app, guest)).statusCode).toBe(204);
    expect((await view(guest)).statusCode).toBe(401);
    expect((await view(second.json().token)).statusCode).toBe(200);
  });
});

describe('the codes the portal sends in a minute', () => {
  it('stop at the budget for every address together, with a time to try again', async () => {
    const state = processState();
    const app = await portalProcess(state);
    try {
      expect((await askForCode(app, '9440031021')).statusCode).toBe(202);
      for (let sent = 1; sent < SIGN_IN_CODES_PER_MINUTE; sent += 1) await state.hit('sign-in-codes:all', 60_000);
      const paused = await askForCode(app, '9440031022');
      expect(paused.statusCode).toBe(503);
      expect(paused.json().error.code).toBe('PORTAL_BUSY');
      expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(paused.headers['retry-after'])).toBeLessThanOrEqual(60);
    } finally {
      await app.close();
      await state.close();
    }
  });
});

/** The stores processes share: on the server PostgreSQL's and, where one answers, Redis's; the embedded database has one process. */
const stores: { kind: string; available: () => boolean; open: () => SharedState }[] = [
  ...(onServer
    ? [
        { kind: 'postgres', available: () => true, open: () => postgresState({ ...database, url: database.url! }) },
        { kind: 'redis', available: () => redisRunning, open: () => redisState(TEST_REDIS_URL) },
      ]
    : [{ kind: 'process', available: () => true, open: processState }]),
];

describe.each(stores)('citizen sessions across processes sharing $kind', ({ kind, available, open }) => {
  it('refuses a signed-out token in another process at once, though that process had just seen it live', async (context) => {
    if (!available()) return context.skip();
    const firstState = open();
    const secondState = kind === 'process' ? firstState : open();
    const here = await portalProcess(firstState);
    const there = await portalProcess(secondState);
    try {
      const { token } = await signInCitizen(here, kind === 'redis' ? '9440031011' : '9440031012');
      expect((await me(there, token)).statusCode).toBe(200);
      const started = Date.now();
      expect((await signOut(here, token)).statusCode).toBe(204);
      expect((await me(here, token)).statusCode).toBe(401);
      await expect.poll(async () => (await me(there, token)).statusCode, { timeout: 2_000, interval: 50 }).toBe(401);
      // Sooner than the few seconds a process trusts its last look at a session: the notice did it.
      expect(Date.now() - started).toBeLessThan(2_500);
    } finally {
      await here.close();
      await there.close();
      await firstState.close();
      if (secondState !== firstState) await secondState.close();
    }
  });
});
