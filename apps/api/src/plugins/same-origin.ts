import fp from 'fastify-plugin';
import { API_BASE_PATH } from '@igrs/domain';
import { HttpProblem } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API calls that a browser made from another site.
 * Browsers send Sec-Fetch-Site; older ones only Origin. Programs that send
 * neither (scripts, tests) are not browsers riding on a user's cookies.
 */
export function isCrossSite(headers: { 'sec-fetch-site'?: string | string[]; origin?: string | string[]; host?: string | string[] }): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    return new URL(origin).host !== headers.host;
  } catch {
    return true;
  }
}

export const sameOriginPlugin = fp(async (app) => {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith(API_BASE_PATH)) return;
    if (isCrossSite(request.headers)) throw new HttpProblem(403, 'CROSS_SITE_REQUEST');
  });
});
