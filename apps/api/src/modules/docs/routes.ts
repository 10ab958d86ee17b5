import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_BASE_PATH } from '@igrs/domain';

/** OpenAPI generated from the same zod schemas that validate requests, and a browsable reference. */
export const apiDocsPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'IGRS portal API',
        description: 'Public API of the Registration and Stamps department portal. Errors share one shape: `{ error: { code, message, details? } }`; messages follow Accept-Language (en, te).',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
    // Named schemas (the recursive menu item) go into components, where their references point.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: `${API_BASE_PATH}/docs`,
    staticCSP: true,
    // The reference page sets a few inline styles itself; it holds no user data, so only it allows them.
    transformStaticCSP: (header) =>
      header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'").replace("img-src 'self' data: validator.swagger.io", "img-src 'self' data:"),
    uiConfig: { docExpansion: 'list', validatorUrl: null },
  });
  app.get(`${API_BASE_PATH}/openapi.json`, { schema: { hide: true }, config: { access: 'public' } }, async () => app.swagger());
});
