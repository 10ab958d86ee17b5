import fp from 'fastify-plugin';
import { API_BASE_PATH } from '@igrs/domain';
import { HttpProblem } from './errors.ts';

/** Seconds a turned-away caller is asked to wait: a flood passes in seconds or it is an attack the proxy must stop. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

const counted = Symbol('counted as anonymous work in flight');

declare module 'fastify' {
  interface FastifyRequest {
    [counted]?: boolean;
  }
}

/**
 * Under a flood the portal turns anonymous callers away first. Each process
 * works on at most `anonymousInFlightLimit` anonymous API requests at once and
 * answers the next 503 with Retry-After at once, before any database work, so
 * signed-in staff and citizens, who are never counted, keep the rest of the
 * process and the database connections. Runs after the access check, so a
 * made-up bearer token does not pass for a signed-in caller.
 */
export const loadSheddingPlugin = fp<{ anonymousInFlightLimit: number }>(async (app, { anonymousInFlightLimit }) => {
  let anonymousInFlight = 0;
  const release = async (request: { [counted]?: boolean }) => {
    if (!request[counted]) return;
    request[counted] = false;
    anonymousInFlight -= 1;
  };
  app.addHook('onRequest', async (request, reply) => {
    if (request.principal || request.citizen || !request.url.startsWith(API_BASE_PATH)) return;
    if (anonymousInFlight >= anonymousInFlightLimit) {
      reply.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
      throw new HttpProblem(503, 'PORTAL_BUSY');
    }
    anonymousInFlight += 1;
    request[counted] = true;
  });
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
});
