import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@igrs/domain';
import { createTestContext, type TestContext } from '../test/harness.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({}, (app) => {
    app.get('/igrsapi/v1/test-failure', { config: { access: 'public' } }, async () => {
      throw new Error('connection to 10.0.0.5 refused: password authentication failed for user "igrs"');
    });
  });
});
afterAll(() => context.close());

describe('the error shape', () => {
  it('answers an unknown API route with ROUTE_NOT_FOUND', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json()).error.code).toBe('ROUTE_NOT_FOUND');
  });

  it('speaks Telugu to a caller who prefers it', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/nothing-here', headers: { 'accept-language': 'te-IN,te;q=0.9' } });
    expect(response.json().error.message).toMatch(/[\u0C00-\u0C7F]/);
  });

  it('never shows internals on a server failure', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/test-failure' });
    expect(response.statusCode).toBe(500);
    const body = apiErrorSchema.parse(response.json());
    expect(body.error.code).toBe('INTERNAL');
    expect(response.body).not.toMatch(/10\.0\.0\.5|password|stack|Error:/);
  });

  it('gives malformed JSON a 400 in the common shape', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/igrsapi/v1/visitors',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).error.code).toBe('VALIDATION_FAILED');
  });
});
