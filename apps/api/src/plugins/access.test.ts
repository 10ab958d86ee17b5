import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { accessPlugin } from './access.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

function concreteUrl(url: string): string {
  return url
    .replace(':page', 'about-us')
    .replace(':list', 'circulars')
    .replace(':fileId', '00000000-0000-4000-8000-000000000000')
    .replace(':fileName', 'x.pdf');
}

describe('route access declarations', () => {
  it('covers every API route', () => {
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
      ]),
    );
  });

  it('lets an anonymous caller reach every public route', async () => {
    for (const route of context.app.declaredRoutes.filter((entry) => entry.access === 'public')) {
      const response = await context.app.inject({ method: route.method as 'GET' | 'POST', url: concreteUrl(route.url) });
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(response.statusCode);
    }
  });

  it('refuses to register a route that declares nobody', async () => {
    const app = Fastify({ logger: false });
    await app.register(accessPlugin);
    expect(() => app.get('/igrsapi/v1/undeclared', async () => 'open to anyone?')).toThrow(/does not declare who may call it/);
    await app.close();
  });
});
