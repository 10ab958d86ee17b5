import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideAccess, demoLoginIds, STATE_JURISDICTION, type AccessDecision, type Principal } from '@igrs/domain';
import { TokenService } from '../lib/tokens.ts';
import { createTestContext, signIn, type TestContext } from '../test/harness.ts';
import { accessPlugin } from './access.ts';

let context: TestContext;
const tokens = new Map<string, string>();
const callers: (Principal | undefined)[] = [undefined, ...demoLoginIds()];

beforeAll(async () => {
  // The matrix sends a few requests per route and caller from one address; the per-minute limit is not under test here.
  context = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
  for (const account of demoLoginIds()) tokens.set(account.loginId, (await signIn(context.app, account.loginId)).token);
});
afterAll(() => context.close());

function concreteUrl(url: string): string {
  return url
    .replace(':page', 'about-us')
    .replace(':list', 'circulars')
    .replace(':fileId', '00000000-0000-4000-8000-000000000000')
    .replace(':fileName', 'x.pdf')
    .replace(/:\w+/g, 'x');
}

const EXPECTED_CODE: Record<Exclude<AccessDecision, 'allowed'>, { status: number; code: string }> = {
  unauthenticated: { status: 401, code: 'UNAUTHENTICATED' },
  forbidden: { status: 403, code: 'FORBIDDEN' },
};

describe('the permission matrix: every API route, as anonymous and as every login type', () => {
  it('lists every route with a declaration, the account routes included', () => {
    const routes = context.app.declaredRoutes.map((route) => `${route.method} ${route.url}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /igrsapi/v1/health',
        'GET /igrsapi/v1/frame',
        'POST /igrsapi/v1/visitors',
        'GET /igrsapi/v1/content/pages/:page',
        'GET /igrsapi/v1/content/lists/:list',
        'GET /igrsapi/v1/files/:fileId/:fileName',
        'GET /igrsapi/v1/openapi.json',
        'GET /igrsapi/v1/captcha',
        'POST /igrsapi/v1/users/login',
        'GET /igrsapi/v1/users/token/',
        'POST /igrsapi/v1/users/logout',
        'POST /igrsapi/v1/users/password',
        'GET /igrsapi/v1/users/menu',
        'POST /igrsapi/v1/users',
        'GET /igrsapi/v1/users',
        'POST /igrsapi/v1/users/sub-users',
        'GET /igrsapi/v1/users/sub-users',
      ]),
    );
  });

  it('answers each caller as the route declares', async () => {
    // Logging out ends the caller's session, so it goes last.
    const routes = [...context.app.declaredRoutes].sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));
    let checked = 0;
    for (const route of routes) {
      for (const caller of callers) {
        const decision = decideAccess(route.access, caller);
        const token = caller ? tokens.get(caller.loginId) : undefined;
        const response = await context.app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url),
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        const label = `${route.method} ${route.url} as ${caller?.loginId ?? 'anonymous'} (${decision})`;
        const code = response.statusCode >= 400 ? response.json<{ error?: { code?: string } }>().error?.code : undefined;
        if (decision === 'allowed') {
          expect(['UNAUTHENTICATED', 'FORBIDDEN'], label).not.toContain(code);
          // What a signed-in caller is answered on a route for signed-in callers is never kept in a cache.
          if (caller && route.access !== 'public') expect(response.headers['cache-control'], label).toBe('no-store');
        } else {
          expect({ status: response.statusCode, code }, label).toEqual(EXPECTED_CODE[decision]);
        }
        checked += 1;
      }
    }
    expect(checked).toBe(context.app.declaredRoutes.length * callers.length);
    // Every route answered for every kind of caller, the reports' queries included: minutes, not seconds, on a busy two-core machine.
  }, 180_000);

  it('refuses a forged token and a token for an ended session', async () => {
    const forged = await new TokenService(new Uint8Array(32).fill(1), 15).sign({
      userId: '00000000-0000-4000-8000-000000000000',
      sessionId: '00000000-0000-4000-8000-000000000000',
      loginId: 'demo_admin',
      loginType: 'ADMIN',
      isMasterUser: false,
      jurisdiction: STATE_JURISDICTION,
    });
    const forgedResponse = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/users', headers: { authorization: `Bearer ${forged}` } });
    expect(forgedResponse.statusCode).toBe(401);

    const { token } = await signIn(context.app, 'demo_admin');
    await context.app.inject({ method: 'POST', url: '/igrsapi/v1/users/logout', headers: { authorization: `Bearer ${token}` } });
    const ended = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/users', headers: { authorization: `Bearer ${token}` } });
    expect(ended.statusCode).toBe(401);
  });
});

describe('route declarations', () => {
  it('refuses to register a route that declares nobody', async () => {
    const app = Fastify({ logger: false });
    await app.register(accessPlugin, {
      tokens: new TokenService(new Uint8Array(32), 15),
      menuOptions: {},
      activeSessionUser: async () => undefined,
      verifyCitizen: async () => undefined,
      verifyPartner: () => undefined,
    });
    expect(() => app.get('/igrsapi/v1/undeclared', async () => 'open to anyone?')).toThrow(/does not declare who may call it/);
    await app.close();
  });
});
