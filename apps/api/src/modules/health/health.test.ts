import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

describe('GET /igrsapi/v1/health', () => {
  it('answers ok and names the database it runs on', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: inject('testDatabase').kind });
  });
});
