import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { fuzzSettings, fuzzWriteEndpoints } from '../test/fuzz.ts';

const { runs: RUNS, seed: SEED, only: ONLY } = fuzzSettings();

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000000' });
});
afterAll(() => context.close());

const openApi = async (app = context.app) => (await app.inject({ method: 'GET', url: '/igrsapi/v1/openapi.json' })).json();

describe('requests made up from the API description', () => {
  it(`are never answered with a 5xx (${RUNS} requests over every write endpoint and every query, seed ${SEED})`, async () => {
    const outcome = await fuzzWriteEndpoints(context.app, await openApi(), { runs: RUNS, seed: SEED, only: ONLY });
    expect(outcome.failure).toBeUndefined();
    expect(outcome.endpoints).toBeGreaterThan(ONLY ? 0 : 20);
    expect(outcome.sent).toBeGreaterThanOrEqual(RUNS);
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
