import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

describe('the API describes itself', () => {
  it('serves an OpenAPI document generated from the request schemas', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/igrsapi/v1/health', '/igrsapi/v1/content/lists/{list}', '/igrsapi/v1/frame', '/igrsapi/v1/visitors']),
    );
    const listParameters = document.paths['/igrsapi/v1/content/lists/{list}'].get.parameters.map((parameter: { name: string }) => parameter.name);
    expect(listParameters).toEqual(expect.arrayContaining(['list', 'q', 'group', 'from', 'to', 'page', 'pageSize']));
  });

  it('serves a browsable reference', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger');
  });
});
