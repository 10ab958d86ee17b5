import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { errorBody, requestLanguage } from './errors.ts';

/**
 * A strict Content-Security-Policy: scripts and styles only from the portal's
 * own origin, nothing inline, no framing. Whatever the browser stores is then
 * reachable only by the portal's own bundled code.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

export const securityPlugin = fp<{ requestsPerMinute: number }>(async (app, options) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // Says what frame-ancestors 'none' says, for browsers that read only the older header.
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    max: options.requestsPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: (request, context) => ({
      statusCode: context.statusCode,
      ...errorBody('RATE_LIMITED', requestLanguage(request)),
    }),
  });
});
