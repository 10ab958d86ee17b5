import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE_PATH } from '@igrs/domain';
import { HttpProblem } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a browser made the request from another site. Browsers send
 * Sec-Fetch-Site; older ones only Origin, which must then name this very
 * origin: scheme, host and port (`https://igrs.example` and
 * `http://igrs.example` are different sites). Programs that send neither
 * (scripts, tests, a gateway's call back) are not browsers riding on a user's
 * cookies.
 */
export function isCrossSite(request: Pick<FastifyRequest, 'headers' | 'protocol' | 'host'>): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    const given = new URL(origin);
    const own = new URL(`${request.protocol}://${request.host}`);
    return given.protocol !== own.protocol || given.hostname !== own.hostname || given.port !== own.port;
  } catch {
    return true;
  }
}

/** Refuses state-changing API calls that a browser made from another site. */
export const sameOriginPlugin = fp(async (app) => {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith(API_BASE_PATH)) return;
    if (isCrossSite(request)) throw new HttpProblem(403, 'CROSS_SITE_REQUEST');
  });
});
