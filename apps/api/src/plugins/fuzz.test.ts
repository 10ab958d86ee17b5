import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLoginIds } from '@igrs/domain';
import { createTestContext, signIn, signInCitizen, type TestContext } from '../test/harness.ts';
import { fuzzSettings, fuzzWriteEndpoints, type FuzzCaller } from '../test/fuzz.ts';

const { runs: RUNS, seed: SEED, only: ONLY } = fuzzSettings();

let context: TestContext;
/** Anonymous, a citizen signed in by a code, and every demo login: the vendor and each officer. */
const callers: FuzzCaller[] = [];
beforeAll(async () => {
  context = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000000' });
  callers.push({ name: 'anonymous', token: undefined }, { name: 'a citizen', token: await signInCitizen(context, '9440077001'), citizen: true });
  for (const principal of demoLoginIds()) callers.push({ name: principal.loginId, token: (await signIn(context.app, principal.loginId)).token });
});
afterAll(() => context.close());

const openApi = async (app = context.app) => (await app.inject({ method: 'GET', url: '/igrsapi/v1/openapi.json' })).json();

describe('requests made up from the API description', () => {
  it(`are never answered with a 5xx, whoever sends them (${RUNS} requests over the routes that take input, then every route once as each caller; seed ${SEED})`, async () => {
    const started = Date.now();
    const outcome = await fuzzWriteEndpoints(context.app, await openApi(), { runs: RUNS, seed: SEED, only: ONLY, callers });
    expect(outcome.failure).toBeUndefined();
    expect(outcome.endpoints).toBeGreaterThan(ONLY ? 0 : 200);
    expect(outcome.sent).toBeGreaterThanOrEqual(RUNS + (outcome.endpoints - 20) * callers.length);
    expect(callers.map((caller) => caller.name)).toEqual(expect.arrayContaining(['anonymous', 'a citizen', 'demo_vendor', 'demo_sro', 'demo_dr_audit', 'demo_cig', 'demo_agency']));
    console.info(`Fuzzed ${outcome.endpoints} routes with ${outcome.sent} requests in ${Math.round((Date.now() - started) / 1000)} s`);
  }, 600_000);

  it('find a route that breaks, and say how to replay it', async () => {
    // A route that fails on some input, beside the real ones.
    const probed = await createTestContext({}, (app) => {
      app.post('/igrsapi/v1/fuzz-probe', { config: { access: 'public' }, schema: { body: z.object({ copies: z.number().int() }) } }, async (request) => {
        const { copies } = request.body as { copies: number };
        if (copies > 7) throw new Error('a handler that breaks on more than seven copies');
        return { copies };
      });
    });
    try {
      const outcome = await fuzzWriteEndpoints(probed.app, await openApi(probed.app), { runs: 300, seed: 42, only: '/fuzz-probe' });
      expect(outcome.failure).toMatch(/POST \/igrsapi\/v1\/fuzz-probe answered a 5xx; replay with: npm run fuzz -- --seed 42 --route '\/igrsapi\/v1\/fuzz-probe'/);
      expect(outcome.failure).toMatch(/Counterexample: .*"copies":\d+/);
    } finally {
      await probed.close();
    }
  });
});
