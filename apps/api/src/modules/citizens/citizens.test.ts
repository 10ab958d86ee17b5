import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_CODE_REQUESTS_PER_ADDRESS_PER_QUARTER_HOUR } from '@igrs/domain';
import { citizenAccounts, citizenSignInCodes, notificationOutbox } from '../../db/schema.ts';
import { TEST_CAPTCHA_ANSWER, createTestContext, signIn, type TestContext } from '../../test/harness.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => context.close());

async function askForCode(mobile: string, captchaText = TEST_CAPTCHA_ANSWER) {
  const captcha = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/captcha' });
  return context.app.inject({ method: 'POST', url: '/igrsapi/v1/citizens/sign-in-code', payload: { mobile, captchaId: captcha.json().captchaId, captchaText } });
}

/** The code as the citizen reads it in the message, here from the demo outbox once the delivery queue has sent it. */
async function codeSentTo(mobile: string): Promise<string> {
  // The outbox lists the newest first: the latest message to the number, once it has gone.
  const sentMessage = async () => {
    const outbox = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/notifications/outbox' });
    const latest = outbox.json<{ messages: { recipientMasked: string; text: string; status: string }[] }>().messages.find((entry) => entry.recipientMasked.endsWith(mobile.slice(-4)));
    return latest?.status === 'sent' ? latest : undefined;
  };
  await expect.poll(sentMessage, { timeout: 15_000, interval: 200 }).toBeDefined();
  return /(\d{6}) is your IGRS AP sign-in code/.exec((await sentMessage())!.text)![1]!;
}

const signInWith = (mobile: string, code: string) => context.app.inject({ method: 'POST', url: '/igrsapi/v1/citizens/sessions', payload: { mobile, code } });

describe('a citizen signing in with a code sent to the mobile', () => {
  it('gets the code in a message in both languages, signs in with it once, and is known by the masked number', async () => {
    const mobile = '9440012345';
    const sent = await askForCode(mobile);
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toMatchObject({ mobileMasked: 'XXXXXX2345' });
    const outbox = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/notifications/outbox' });
    expect(outbox.json().messages[0].text).toMatch(/sign-in code[\s\S]*సైన్-ఇన్ కోడ్/);
    const code = await codeSentTo(mobile);

    const session = await signInWith(mobile, code);
    expect(session.statusCode, session.body).toBe(201);
    expect(session.json().citizen).toMatchObject({ mobileMasked: 'XXXXXX2345' });
    const me = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/citizens/me', headers: { authorization: `Bearer ${session.json().token}` } });
    expect(me.json()).toMatchObject({ citizenId: session.json().citizen.citizenId, mobileMasked: 'XXXXXX2345' });

    const again = await signInWith(mobile, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('SIGN_IN_CODE_WRONG');

    // The next sign-in finds the same citizen.
    await askForCode(mobile);
    const later = await signInWith(mobile, await codeSentTo(mobile));
    expect(later.json().citizen.citizenId).toBe(session.json().citizen.citizenId);
  });

  it('keeps a citizen token and a staff token each to its own routes', async () => {
    const mobile = '9440012346';
    await askForCode(mobile);
    const citizen = (await signInWith(mobile, await codeSentTo(mobile))).json().token;
    const staff = (await signIn(context.app, 'demo_sro')).token;
    const me = (token?: string) => context.app.inject({ method: 'GET', url: '/igrsapi/v1/citizens/me', headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect((await me()).statusCode).toBe(401);
    expect((await me(staff)).statusCode).toBe(403);
    const menu = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/users/menu', headers: { authorization: `Bearer ${citizen}` } });
    expect(menu.statusCode).toBe(401);
  });

  it('spends a code after five wrong tries', async () => {
    const mobile = '9440012347';
    await askForCode(mobile);
    const code = await codeSentTo(mobile);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signInWith(mobile, wrong)).json().error.code).toBe('SIGN_IN_CODE_WRONG');
    expect((await signInWith(mobile, code)).statusCode).toBe(400);
  });

  it('spends a code after five wrong tries however many come at once, and counts no try past the limit', async () => {
    const mobile = '9440012350';
    await askForCode(mobile);
    const code = await codeSentTo(mobile);
    const wrong = code === '000000' ? '000001' : '000000';
    const guesses = await Promise.all(Array.from({ length: 64 }, () => signInWith(mobile, wrong)));
    expect(new Set(guesses.map((guess) => guess.json().error.code))).toEqual(new Set(['SIGN_IN_CODE_WRONG']));
    const right = await signInWith(mobile, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().error.code).toBe('SIGN_IN_CODE_WRONG');
    const [latest] = await context.database.db.select({ wrongTries: citizenSignInCodes.wrongTries, usedAt: citizenSignInCodes.usedAt }).from(citizenSignInCodes).orderBy(desc(citizenSignInCodes.createdAt)).limit(1);
    expect(latest).toEqual({ wrongTries: 5, usedAt: null });
  });

  it('needs a right captcha, used once, and sends a number at most three codes in a quarter of an hour', async () => {
    const mobile = '9440012348';
    const badCaptcha = await askForCode(mobile, 'WRONG1');
    expect(badCaptcha.json().error.code).toBe('CAPTCHA_FAILED');
    for (let round = 0; round < 3; round += 1) expect((await askForCode(mobile)).statusCode).toBe(202);
    const fourth = await askForCode(mobile);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.code).toBe('SIGN_IN_CODES_TOO_MANY');
    const badMobile = await askForCode('12345');
    expect(badMobile.statusCode).toBe(400);
    expect(badMobile.json().error.details[0].field).toBe('body.mobile');
  });

  it('gives one address a budget of code requests, each with its captcha, and says when to try again', async () => {
    const fromAddress = (remoteAddress: string, captchaText: string, mobile: string) =>
      context.app.inject({ method: 'GET', url: '/igrsapi/v1/captcha' }).then((captcha) =>
        context.app.inject({ method: 'POST', url: '/igrsapi/v1/citizens/sign-in-code', remoteAddress, payload: { mobile, captchaId: captcha.json().captchaId, captchaText } }),
      );
    // Wrong captchas spend the budget too: an address cannot work through captchas without end.
    for (let request = 0; request < SIGN_IN_CODE_REQUESTS_PER_ADDRESS_PER_QUARTER_HOUR; request += 1) {
      expect((await fromAddress('203.0.113.61', 'WRONG1', '9440012360')).json().error.code).toBe('CAPTCHA_FAILED');
    }
    const spent = await fromAddress('203.0.113.61', TEST_CAPTCHA_ANSWER, '9440012361');
    expect(spent.statusCode).toBe(429);
    expect(spent.json().error.code).toBe('RATE_LIMITED');
    expect(Number(spent.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await fromAddress('203.0.113.62', TEST_CAPTCHA_ANSWER, '9440012361')).statusCode).toBe(202);
  });

  it('lets one of two sign-ins with the same code through', async () => {
    const mobile = '9440012349';
    await askForCode(mobile);
    const code = await codeSentTo(mobile);
    const answers = await Promise.all([signInWith(mobile, code), signInWith(mobile, code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
  });

  it('keeps no mobile number or code in the clear', async () => {
    const stored = JSON.stringify([
      ...(await context.database.db.select().from(citizenAccounts)),
      ...(await context.database.db.select().from(citizenSignInCodes)),
      ...(await context.database.db.select().from(notificationOutbox)),
    ]);
    for (const mobile of ['9440012345', '9440012346', '9440012347']) expect(stored).not.toContain(mobile);
    expect(stored).not.toMatch(/IGRS AP sign-in code/);
  });
});
