import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signIn, type TestContext } from '../test/harness.ts';
import { BUSY_RETRY_AFTER_SECONDS, asPortalsOwnReads, busyWatch } from './load-shedding.ts';

const LIMIT = 3;
let context: TestContext;
/** Requests to the held route wait here until the test lets them go. */
let holds: (() => void)[] = [];
let staffToken: string;
let busy = false;
let crowdedTimes = 0;

beforeAll(async () => {
  context = await createTestContext(
    { ANONYMOUS_IN_FLIGHT_LIMIT: String(LIMIT) },
    (app) => {
      app.get('/igrsapi/v1/test/held', { config: { access: 'public' } }, async () => {
        await new Promise<void>((resolve) => holds.push(resolve));
        return { held: true };
      });
      app.get('/igrsapi/v1/test/held-way-in', { config: { access: 'public', signingIn: true } }, async () => {
        await new Promise<void>((resolve) => holds.push(resolve));
        return { held: true };
      });
    },
    undefined,
    {
      isBusy: () => busy,
      crowded: () => {
        crowdedTimes += 1;
      },
    },
  );
  staffToken = (await signIn(context.app, 'demo_sro')).token;
});
afterAll(() => context.close());

const held = (headers: Record<string, string> = {}) => context.app.inject({ method: 'GET', url: '/igrsapi/v1/test/held', headers });
const waitForHolds = (count: number) => expect.poll(() => holds.length).toBe(count);
/** Runs a test's steps with the process counting as busy, and with no request of an earlier test held. */
async function whileBusy(steps: () => Promise<void>) {
  holds = [];
  busy = true;
  try {
    await steps();
  } finally {
    busy = false;
  }
}
const releaseAll = () => {
  for (const release of holds.splice(0)) release();
};

describe('shedding anonymous load', () => {
  it('turns anonymous callers away with 503 and Retry-After once the limit is in flight, in their language, after holding them that long', async () => {
    holds = [];
    const inFlight = Array.from({ length: LIMIT }, () => held());
    await waitForHolds(LIMIT);
    const asked = performance.now();
    const turnedAway = await held({ 'accept-language': 'te' });
    expect(performance.now() - asked).toBeGreaterThanOrEqual(BUSY_RETRY_AFTER_SECONDS * 1000 - 50);
    expect(turnedAway.statusCode).toBe(503);
    expect(turnedAway.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(turnedAway.json().error.code).toBe('PORTAL_BUSY');
    expect(turnedAway.json().error.message).toMatch(/[\u0C00-\u0C7F]/);
    releaseAll();
    expect((await Promise.all(inFlight)).map((response) => response.statusCode)).toEqual(Array(LIMIT).fill(200));
    // The places are given back when the answers go out.
    const after = held();
    await waitForHolds(1);
    releaseAll();
    expect((await after).statusCode).toBe(200);
  });

  it('keeps serving signed-in staff while anonymous callers are turned away', async () => {
    holds = [];
    const inFlight = Array.from({ length: LIMIT }, () => held());
    await waitForHolds(LIMIT);
    const staff = context.app.inject({ method: 'GET', url: '/igrsapi/v1/test/held', headers: { authorization: `Bearer ${staffToken}` } });
    await waitForHolds(LIMIT + 1);
    // A made-up token is no way past: the caller is still anonymous.
    expect((await held({ authorization: 'Bearer not-a-token' })).statusCode).toBe(503);
    releaseAll();
    expect((await staff).statusCode).toBe(200);
    await Promise.all(inFlight);
  });

  it('counts the process as crowded when anonymous callers fill every place it has for them', async () => {
    holds = [];
    crowdedTimes = 0;
    const inFlight = Array.from({ length: LIMIT - 1 }, () => held());
    await waitForHolds(LIMIT - 1);
    const last = held();
    await waitForHolds(LIMIT);
    expect(crowdedTimes).toBe(0);
    expect((await held()).statusCode).toBe(503);
    expect(crowdedTimes).toBe(1);
    releaseAll();
    await Promise.all([...inFlight, last]);
  });

  it('while busy, takes an anonymous request only when no signed-in caller is being served', async () => {
    await whileBusy(async () => {
      const staff = context.app.inject({ method: 'GET', url: '/igrsapi/v1/test/held', headers: { authorization: `Bearer ${staffToken}` } });
      await waitForHolds(1);
      expect((await held()).statusCode).toBe(503);
      releaseAll();
      expect((await staff).statusCode).toBe(200);
      const anonymous = held();
      await waitForHolds(1);
      releaseAll();
      expect((await anonymous).statusCode).toBe(200);
    });
  });

  it('works on one anonymous request at a time while the process is busy, and on the full number again once it is not', async () => {
    await whileBusy(async () => {
      const first = held();
      await waitForHolds(1);
      expect((await held()).statusCode).toBe(503);
      busy = false;
      const second = held();
      await waitForHolds(2);
      releaseAll();
      expect([(await first).statusCode, (await second).statusCode]).toEqual([200, 200]);
    });
  });

  it('keeps a lane for the ways in while busy, so staff can sign in during a flood of searches', async () => {
    await whileBusy(async () => {
      const inFlight = held();
      await waitForHolds(1);
      expect((await held()).statusCode).toBe(503);
      const captcha = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/captcha' });
      expect(captcha.statusCode).toBe(200);
      expect((await signIn(context.app, 'demo_dr')).token).toEqual(expect.any(String));
      releaseAll();
      expect((await inFlight).statusCode).toBe(200);
    });
  });

  it('gives the ways in places of their own, as many again, and turns away a flood of them', async () => {
    holds = [];
    const wayIn = () => context.app.inject({ method: 'GET', url: '/igrsapi/v1/test/held-way-in' });
    const inFlight = Array.from({ length: LIMIT }, () => wayIn());
    await waitForHolds(LIMIT);
    // Their places are their own: an anonymous search still finds one.
    const search = held();
    await waitForHolds(LIMIT + 1);
    expect((await context.app.inject({ method: 'GET', url: '/igrsapi/v1/captcha' })).statusCode).toBe(503);
    releaseAll();
    expect([...(await Promise.all(inFlight)), await search].map((response) => response.statusCode)).toEqual(Array(LIMIT + 1).fill(200));
    expect((await context.app.inject({ method: 'GET', url: '/igrsapi/v1/captcha' })).statusCode).toBe(200);
  });

  it('while busy, works on one way in at a time whoever else it serves: a flood of captchas and codes is turned away, signed-in staff are served', async () => {
    await whileBusy(async () => {
      const staff = context.app.inject({ method: 'GET', url: '/igrsapi/v1/test/held', headers: { authorization: `Bearer ${staffToken}` } });
      const wayIn = context.app.inject({ method: 'GET', url: '/igrsapi/v1/test/held-way-in' });
      await waitForHolds(2);
      const codeRequest = { mobile: '9440012399', captchaId: '00000000-0000-4000-8000-000000000000', captchaText: 'Ab3dE9' };
      const flood = await Promise.all([
        ...Array.from({ length: 10 }, () => context.app.inject({ method: 'GET', url: '/igrsapi/v1/captcha' })),
        ...Array.from({ length: 10 }, () => context.app.inject({ method: 'POST', url: '/igrsapi/v1/citizens/sign-in-code', payload: codeRequest })),
      ]);
      expect(flood.map((response) => response.statusCode)).toEqual(Array(20).fill(503));
      const menu = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/users/menu', headers: { authorization: `Bearer ${staffToken}` } });
      expect(menu.statusCode).toBe(200);
      releaseAll();
      expect([(await staff).statusCode, (await wayIn).statusCode]).toEqual([200, 200]);
      // The lane is free again: the next captcha is drawn.
      expect((await context.app.inject({ method: 'GET', url: '/igrsapi/v1/captcha' })).statusCode).toBe(200);
    });
  });

  it('counts the process as crowded when the ways in fill every place they have', async () => {
    holds = [];
    crowdedTimes = 0;
    const inFlight = Array.from({ length: LIMIT }, () => context.app.inject({ method: 'GET', url: '/igrsapi/v1/test/held-way-in' }));
    await waitForHolds(LIMIT);
    expect((await context.app.inject({ method: 'GET', url: '/igrsapi/v1/captcha' })).statusCode).toBe(503);
    expect(crowdedTimes).toBe(1);
    releaseAll();
    await Promise.all(inFlight);
  });

  it('serves a payment gateway’s notice and a partner system’s call while busy with every anonymous place taken: signed callers are not shed', async () => {
    holds = [];
    const inFlight = Array.from({ length: LIMIT }, () => held());
    const staff = context.app.inject({ method: 'GET', url: '/igrsapi/v1/test/held', headers: { authorization: `Bearer ${staffToken}` } });
    await waitForHolds(LIMIT + 1);
    busy = true;
    try {
      expect((await held()).statusCode).toBe(503);
      // Served, and its signature checked: a forged notice is refused for what it is, not turned away for the crowd.
      const notice = await context.app.inject({ method: 'POST', url: '/igrsapi/v1/payments/notices/sandbox', headers: { 'content-type': 'application/json' }, payload: '{"orderId":"forged"}' });
      expect(notice.statusCode).toBe(400);
      expect(notice.json().error.code).toBe('PAYMENT_NOTICE_REFUSED');
      const partner = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/land-records/mutations' });
      expect(partner.statusCode).toBe(401);
    } finally {
      busy = false;
      releaseAll();
    }
    await Promise.all([...inFlight, staff]);
  });

  it('never counts or turns away the portal’s own reads, made while it draws a page', async () => {
    await whileBusy(async () => {
      const inFlight = held();
      await waitForHolds(1);
      expect((await held()).statusCode).toBe(503);
      const own = asPortalsOwnReads(() => context.app.inject({ method: 'GET', url: '/igrsapi/v1/test/held' }));
      await waitForHolds(2);
      releaseAll();
      expect([(await inFlight).statusCode, (await own).statusCode]).toEqual([200, 200]);
    });
  });

  it('while busy, lets a long signed-in request keep the first claim for a second only', async () => {
    await whileBusy(async () => {
      const staff = context.app.inject({ method: 'GET', url: '/igrsapi/v1/test/held', headers: { authorization: `Bearer ${staffToken}` } });
      await waitForHolds(1);
      expect((await held()).statusCode).toBe(503);
      // The refusal itself was held a second: the staff request, still running, no longer shuts anonymous callers out.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const anonymous = held();
      await waitForHolds(2);
      releaseAll();
      expect([(await staff).statusCode, (await anonymous).statusCode]).toEqual([200, 200]);
    });
  });

  it('never turns away the pages and files of the web app, only API calls', async () => {
    holds = [];
    const inFlight = Array.from({ length: LIMIT }, () => held());
    await waitForHolds(LIMIT);
    const page = await context.app.inject({ method: 'GET', url: '/igrs/' });
    expect(page.statusCode).not.toBe(503);
    releaseAll();
    await Promise.all(inFlight);
  });
});

describe('how busy a process is', () => {
  it('is busy at once when crowded, and free again once its event loop has rested', async () => {
    const watch = busyWatch();
    try {
      expect(watch.isBusy()).toBe(false);
      watch.crowded();
      expect(watch.isBusy()).toBe(true);
      // Idle, the loop's average falls below the mark within about half a second of samples.
      await expect.poll(() => watch.isBusy(), { timeout: 5000, interval: 100 }).toBe(false);
    } finally {
      watch.stop();
    }
  });
});
