import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedLoginSchema } from '@igrs/domain';
import { auditLog, captchas, refreshTokens, sessions } from '../../db/schema.ts';
import { TokenService } from '../../lib/tokens.ts';
import { TEST_SECRETS } from '../../test/databases.ts';
import { TEST_CAPTCHA_ANSWER, createTestContext, signIn, type TestContext } from '../../test/harness.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

async function captchaId(): Promise<string> {
  return (await context.app.inject({ method: 'GET', url: '/igrsapi/v1/captcha' })).json().captchaId;
}

function login(loginId: string, password: string, options: { remoteAddress?: string; headers?: Record<string, string>; captcha?: string } = {}) {
  return captchaId().then((id) =>
    context.app.inject({
      method: 'POST',
      url: '/igrsapi/v1/users/login',
      remoteAddress: options.remoteAddress ?? '127.0.0.1',
      headers: options.headers ?? {},
      payload: { loginId, password, captchaId: id, captchaText: options.captcha ?? TEST_CAPTCHA_ANSWER },
    }),
  );
}

function refresh(token: string, cookie: string | undefined, headers: Record<string, string> = {}) {
  return context.app.inject({
    method: 'GET',
    url: '/igrsapi/v1/users/token/',
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(cookie ? { cookies: { igrs_refresh: cookie } } : {}),
  });
}

async function auditEvents(loginId: string): Promise<string[]> {
  const rows = await context.database.db.select().from(auditLog).where(sql`${auditLog.loginId} = ${loginId}`);
  return rows.map((row) => row.event);
}

describe('captcha', () => {
  it('gives a picture drawn as paths, with no answer in the response', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/captcha' });
    const body = response.json();
    expect(body.kind).toBe('image');
    expect(body.expiresInSeconds).toBeLessThanOrEqual(120);
    const svg = Buffer.from(body.image.split(',')[1], 'base64').toString('utf8');
    expect(svg).toContain('<path');
    expect(svg).not.toContain('<text');
    expect(response.body).not.toContain(TEST_CAPTCHA_ANSWER);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('offers a spoken-digits question in both languages for screen-reader users', async () => {
    const context2 = await createTestContext({ CAPTCHA_FIXED_ANSWER: '47092' });
    const body = (await context2.app.inject({ method: 'GET', url: '/igrsapi/v1/captcha?kind=question' })).json();
    expect(body.image).toBeNull();
    expect(body.question.en).toContain('four, seven, zero, nine, two');
    expect(body.question.te).toMatch(/నాలుగు, ఏడు, సున్నా, తొమ్మిది, రెండు/);
    await context2.close();
  });

  it('is single use: a second login with the same captcha is refused', async () => {
    const id = await captchaId();
    const payload = { loginId: 'demo_sro', password: 'Demo@2026', captchaId: id, captchaText: TEST_CAPTCHA_ANSWER };
    expect((await context.app.inject({ method: 'POST', url: '/igrsapi/v1/users/login', payload })).statusCode).toBe(200);
    const again = await context.app.inject({ method: 'POST', url: '/igrsapi/v1/users/login', payload });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('CAPTCHA_FAILED');
  });

  it('is refused when wrong (case matters) and when expired', async () => {
    const wrong = await login('demo_sro', 'Demo@2026', { captcha: TEST_CAPTCHA_ANSWER.toLowerCase() });
    expect(wrong.json().error.code).toBe('CAPTCHA_FAILED');
    const id = await captchaId();
    await context.database.db.update(captchas).set({ expiresAt: new Date(Date.now() - 1000) }).where(sql`${captchas.id} = ${id}`);
    const expired = await context.app.inject({
      method: 'POST',
      url: '/igrsapi/v1/users/login',
      payload: { loginId: 'demo_sro', password: 'Demo@2026', captchaId: id, captchaText: TEST_CAPTCHA_ANSWER },
    });
    expect(expired.json().error.code).toBe('CAPTCHA_FAILED');
  });

  it('clears long-expired captchas a few at a time as new ones are made, never one still in use', async () => {
    const longAgo = new Date(Date.now() - 10 * 60_000);
    await context.database.db.insert(captchas).values(Array.from({ length: 30 }, () => ({ answerHash: 'x', expiresAt: longAgo })));
    const current = await captchaId();
    const left = async () => (await context.database.db.select({ id: captchas.id }).from(captchas).where(sql`${captchas.expiresAt} = ${longAgo}`)).length;
    expect(await left()).toBe(10);
    await captchaId();
    expect(await left()).toBe(0);
    expect((await context.database.db.select().from(captchas).where(sql`${captchas.id} = ${current}`)).length).toBe(1);
  });
});

describe('signing in', () => {
  it('answers the stored-login record with masked identifiers and sets the refresh cookie', async () => {
    const response = await login('DEMO_DR', 'Demo@2026');
    expect(response.statusCode).toBe(200);
    const record = storedLoginSchema.strict().parse(response.json());
    expect(record).toMatchObject({ loginId: 'demo_dr', loginType: 'DR', isMasterUser: 'N' });
    expect(record.loginMobile).toMatch(/^X{6}\d{4}$/);
    expect(record.loginAadhar).toMatch(/^X{8}\d{4}$/);
    const cookie = response.cookies.find((entry) => entry.name === 'igrs_refresh')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/igrsapi/v1/users' });
    expect(response.body).not.toContain(cookie.value);
  });

  it('reports the previous sign-in time as lastLogin', async () => {
    const first = (await signIn(context.app, 'demo_cig')).body;
    const second = (await signIn(context.app, 'demo_cig')).body;
    expect(second.lastLogin).not.toBeNull();
    if (first.lastLogin) expect(String(second.lastLogin) >= String(first.lastLogin)).toBe(true);
  });

  it('says the same thing, with the same status, for an unknown login id and a wrong password', async () => {
    const unknown = await login('nobody_here', 'Demo@2026', { remoteAddress: '10.1.1.1' });
    const wrong = await login('demo_dig', 'wrong-password', { remoteAddress: '10.1.1.2' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.json().error.code).toBe('LOGIN_FAILED');
  });

  it('takes about as long for an unknown login id as for a wrong password', async () => {
    const time = async (loginId: string, address: string) => {
      const started = performance.now();
      await login(loginId, 'not-the-password', { remoteAddress: address });
      return performance.now() - started;
    };
    const unknown: number[] = [];
    const known: number[] = [];
    // Interleaved rounds and medians, so a busy machine slows both sides alike.
    const rounds = 7;
    for (let round = 0; round < rounds; round += 1) {
      unknown.push(await time(`ghost_${round}`, `10.2.0.${round}`));
      known.push(await time(round % 2 === 0 ? 'demo_dag' : 'demo_digcard', `10.3.0.${round}`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(rounds / 2)]!;
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('locks one login id from one address after 5 failures, even for the right password, and says so', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login('demo_suptdtcard', 'bad', { remoteAddress: '10.9.9.9' })).statusCode).toBe(401);
    }
    const locked = await login('demo_suptdtcard', 'Demo@2026', { remoteAddress: '10.9.9.9' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('LOGIN_TEMPORARILY_LOCKED');
    // When to come back: the rest of the 15 minutes' lock.
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(await auditEvents('demo_suptdtcard')).toContain('login.locked');

    const forged = await login('demo_suptdtcard', 'Demo@2026', { remoteAddress: '10.9.9.9', headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(forged.statusCode).toBe(429);

    const ownAddress = await login('demo_suptdtcard', 'Demo@2026', { remoteAddress: '10.8.8.8' });
    expect(ownAddress.statusCode).toBe(200);
  }, 30_000);

  it('locks an unknown login id the same way, so locking reveals nothing', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await login('ghost_lock', 'bad', { remoteAddress: '10.7.7.7' });
    expect((await login('ghost_lock', 'bad', { remoteAddress: '10.7.7.7' })).statusCode).toBe(429);
  }, 30_000);

  it('trusts X-Forwarded-For only behind a configured proxy', async () => {
    const proxied = await createTestContext({ TRUST_PROXY: 'true' });
    const attempt = async (forwardedFor: string) => {
      const id = (await proxied.app.inject({ method: 'GET', url: '/igrsapi/v1/captcha' })).json().captchaId;
      return proxied.app.inject({
        method: 'POST',
        url: '/igrsapi/v1/users/login',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { loginId: 'demo_ccla', password: 'bad', captchaId: id, captchaText: TEST_CAPTCHA_ANSWER },
      });
    };
    for (let index = 0; index < 5; index += 1) await attempt('198.51.100.1');
    expect((await attempt('198.51.100.1')).statusCode).toBe(429);
    expect((await attempt('198.51.100.2')).statusCode).toBe(401);
    await proxied.close();
  }, 30_000);

  it('marks the refresh cookie Secure whenever the public address is https, behind a trusted proxy too', async () => {
    const plain = (await login('demo_dr', 'Demo@2026')).cookies.find((entry) => entry.name === 'igrs_refresh')!;
    expect(plain.secure).toBeFalsy();
    // Without a trusted proxy, a forwarded scheme is a claim anyone could make.
    const untrusted = (await login('demo_dr', 'Demo@2026', { headers: { 'x-forwarded-proto': 'https' } })).cookies.find((entry) => entry.name === 'igrs_refresh')!;
    expect(untrusted.secure).toBeFalsy();
    const proxied = await createTestContext({ TRUST_PROXY: 'true' });
    const id = (await proxied.app.inject({ method: 'GET', url: '/igrsapi/v1/captcha' })).json().captchaId;
    const behindProxy = await proxied.app.inject({
      method: 'POST',
      url: '/igrsapi/v1/users/login',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7' },
      payload: { loginId: 'demo_dr', password: 'Demo@2026', captchaId: id, captchaText: TEST_CAPTCHA_ANSWER },
    });
    expect(behindProxy.statusCode).toBe(200);
    expect(behindProxy.cookies.find((entry) => entry.name === 'igrs_refresh')).toMatchObject({ secure: true, httpOnly: true });
    await proxied.close();
  }, 30_000);
});

describe('refreshing the access token', () => {
  it('rotates the refresh cookie and returns a new token in data.token', async () => {
    const session = await signIn(context.app, 'demo_incometax');
    const response = await refresh(session.token, session.refreshCookie);
    expect(response.statusCode).toBe(200);
    const token = response.json().data.token;
    expect(token).toEqual(expect.any(String));
    const rotated = response.cookies.find((entry) => entry.name === 'igrs_refresh')!;
    expect(rotated.value).not.toBe(session.refreshCookie);
    const menu = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/users/menu', headers: { authorization: `Bearer ${token}` } });
    expect(menu.statusCode).toBe(200);
  });

  it('accepts an expired access token of a live session', async () => {
    const session = await signIn(context.app, 'demo_dig');
    const tokens = new TokenService(Buffer.from(TEST_SECRETS.JWT_SECRET), 15);
    const claims = (await tokens.verify(session.token))!;
    const expired = await tokens.sign(claims, new Date(Date.now() - 60 * 60 * 1000));
    expect((await context.app.inject({ method: 'GET', url: '/igrsapi/v1/users/menu', headers: { authorization: `Bearer ${expired}` } })).statusCode).toBe(401);
    expect((await refresh(expired, session.refreshCookie)).statusCode).toBe(200);
  });

  it('lets exactly one of two racing refreshes win', async () => {
    const session = await signIn(context.app, 'demo_dr_audit');
    const results = await Promise.all([refresh(session.token, session.refreshCookie), refresh(session.token, session.refreshCookie)]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 401]);
    const winner = results.find((result) => result.statusCode === 200)!;
    const next = winner.cookies.find((entry) => entry.name === 'igrs_refresh')!.value;
    expect((await refresh(winner.json().data.token, next)).statusCode).toBe(200);
  });

  it('revokes the whole session when an old refresh token comes back', async () => {
    const session = await signIn(context.app, 'demo_digcard');
    const first = await refresh(session.token, session.refreshCookie);
    const current = first.cookies.find((entry) => entry.name === 'igrs_refresh')!.value;
    await context.database.db.update(refreshTokens).set({ usedAt: new Date(Date.now() - 60_000) }).where(sql`${refreshTokens.usedAt} is not null`);
    const replay = await refresh(session.token, session.refreshCookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('REFRESH_FAILED');
    expect((await refresh(first.json().data.token, current)).statusCode).toBe(401);
    expect(await auditEvents('demo_digcard')).toContain('token.reuse-detected');
  });

  it('ends at the session\'s absolute lifetime', async () => {
    const session = await signIn(context.app, 'demo_vendor');
    const claims = (await new TokenService(Buffer.from(TEST_SECRETS.JWT_SECRET), 15).verify(session.token))!;
    await context.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(sql`${sessions.id} = ${claims.sessionId}`);
    expect((await refresh(session.token, session.refreshCookie)).statusCode).toBe(401);
  });

  it('needs the bearer header, the cookie, and a same-site caller', async () => {
    const session = await signIn(context.app, 'demo_agency');
    const noBearer = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/users/token/', cookies: { igrs_refresh: session.refreshCookie } });
    expect(noBearer.statusCode).toBe(401);
    expect((await refresh(session.token, undefined)).json().error.code).toBe('REFRESH_FAILED');
    const crossSite = await refresh(session.token, session.refreshCookie, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    const otherOrigin = await refresh(session.token, session.refreshCookie, { origin: 'https://evil.example', host: 'localhost' });
    expect(otherOrigin.statusCode).toBe(403);
  });
});

describe('logging out', () => {
  it('ends the session on the server and clears the cookie', async () => {
    const session = await signIn(context.app, 'demo_agency_master');
    const response = await context.app.inject({ method: 'POST', url: '/igrsapi/v1/users/logout', headers: { authorization: `Bearer ${session.token}` } });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((entry) => entry.name === 'igrs_refresh')?.value).toBe('');
    expect((await refresh(session.token, session.refreshCookie)).statusCode).toBe(401);
    expect(await auditEvents('demo_agency_master')).toEqual(expect.arrayContaining(['login.succeeded', 'logout']));
  });
});

describe('changing the password', () => {
  const change = (token: string, payload: Record<string, string>, language = 'en') =>
    context.app.inject({
      method: 'POST',
      url: '/igrsapi/v1/users/password',
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
      payload,
    });

  it('names the field that is wrong', async () => {
    const { token } = await signIn(context.app, 'demo_ccla');
    const wrongCurrent = await change(token, { currentPassword: 'nope', newPassword: 'river lantern quietly', confirmPassword: 'river lantern quietly' });
    expect(wrongCurrent.json().error.details[0].field).toBe('body.currentPassword');
    const mismatch = await change(token, { currentPassword: 'Demo@2026', newPassword: 'river lantern quietly', confirmPassword: 'river lantern' });
    expect(mismatch.json().error.details[0].field).toBe('body.confirmPassword');
    const common = await change(token, { currentPassword: 'Demo@2026', newPassword: 'password123', confirmPassword: 'password123' }, 'te');
    expect(common.json().error.details[0].field).toBe('body.newPassword');
    expect(common.json().error.details[0].message).toMatch(/[\u0C00-\u0C7F]/);
    const short = await change(token, { currentPassword: 'Demo@2026', newPassword: 'abc', confirmPassword: 'abc' });
    expect(short.json().error.details[0].field).toBe('body.newPassword');
    const ownId = await change(token, { currentPassword: 'Demo@2026', newPassword: 'my demo_ccla key', confirmPassword: 'my demo_ccla key' });
    expect(ownId.json().error.details[0].field).toBe('body.newPassword');
  });

  it('changes it and ends the user\'s other sessions', async () => {
    const other = await signIn(context.app, 'demo_admin');
    const current = await signIn(context.app, 'demo_admin');
    const newPassword = 'copper kettle morning tide';
    const response = await change(current.token, { currentPassword: 'Demo@2026', newPassword, confirmPassword: newPassword });
    expect(response.statusCode).toBe(204);
    expect((await context.app.inject({ method: 'GET', url: '/igrsapi/v1/users/menu', headers: { authorization: `Bearer ${other.token}` } })).statusCode).toBe(401);
    expect((await context.app.inject({ method: 'GET', url: '/igrsapi/v1/users/menu', headers: { authorization: `Bearer ${current.token}` } })).statusCode).toBe(200);
    expect((await login('demo_admin', 'Demo@2026')).statusCode).toBe(401);
    expect((await login('demo_admin', newPassword)).statusCode).toBe(200);
    expect(await auditEvents('demo_admin')).toContain('password.changed');
  });

  it('locks after five wrong current passwords from one address, as signing in does', async () => {
    const { token } = await signIn(context.app, 'demo_digcard');
    const guess = (currentPassword: string) =>
      context.app.inject({
        method: 'POST',
        url: '/igrsapi/v1/users/password',
        remoteAddress: '203.0.113.77',
        headers: { authorization: `Bearer ${token}` },
        payload: { currentPassword, newPassword: 'amber harbour lantern', confirmPassword: 'amber harbour lantern' },
      });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await guess(`wrong-${attempt}`)).statusCode).toBe(400);
    const locked = await guess('Demo@2026');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('LOGIN_TEMPORARILY_LOCKED');
    expect((await login('demo_digcard', 'Demo@2026')).statusCode).toBe(200);
    expect(await auditEvents('demo_digcard')).toEqual(expect.arrayContaining(['password.change-refused', 'login.locked']));
  }, 30_000);
});

describe('the menu', () => {
  it('is the caller\'s own tree', async () => {
    const { token } = await signIn(context.app, 'demo_ccla', 'Demo@2026');
    const menu = (await context.app.inject({ method: 'GET', url: '/igrsapi/v1/users/menu', headers: { authorization: `Bearer ${token}` } })).json().menu;
    expect(menu).toEqual([{ title: { en: 'Rural Mutation Report', te: expect.any(String) }, url: '/igrs/reports/Reports/RuralMutation', isTarget: false, submenu: [] }]);
  });
});
