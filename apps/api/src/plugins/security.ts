import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { SharedState } from '../lib/shared-state.ts';
import { callsAreSigned } from './access.ts';
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

/**
 * The policy of an answer that carries styles of its own (a page drawn with
 * its first screen's styles written in): those styles, named by their hashes,
 * and no other inline style.
 */
export function policyWithStyles(policy: string, styleHashes: string[]): string {
  if (styleHashes.length === 0) return policy;
  return policy.replace(/(^|;)\s*style-src [^;]*/, (directive) => `${directive} ${styleHashes.map((hash) => `'${hash}'`).join(' ')}`);
}

interface RateLimitCount {
  current: number;
  ttl: number;
}
type Answer = (error: Error | null, count?: RateLimitCount) => void;

/**
 * A store for @fastify/rate-limit that counts in the shared state, so a caller
 * has one allowance however many processes answer them. Each route with a
 * limit of its own counts under its own name.
 */
/** While the shared counters are down every request would say so: once a minute is enough to be seen. */
const STORE_WARNING_EVERY_MS = 60_000;

function sharedRateLimitStore(state: SharedState, log: FastifyBaseLogger) {
  let warnedAt = 0;
  const failed = (answer: Answer) => (error: Error) => {
    if (Date.now() - warnedAt >= STORE_WARNING_EVERY_MS) {
      warnedAt = Date.now();
      log.warn({ err: error }, 'the shared rate-limit counters did not answer; requests go through until they do');
    }
    answer(error);
  };
  return class SharedRateLimitStore {
    private readonly prefix: string;
    constructor(options: { keyPrefix?: string } = {}) {
      this.prefix = options.keyPrefix ?? 'rate:';
    }
    incr(key: string, answer: Answer, timeWindow: number) {
      state.hit(`${this.prefix}${key}`, timeWindow).then(
        ({ hits, resetInMs }) => answer(null, { current: hits, ttl: resetInMs }),
        failed(answer),
      );
    }
    read(key: string, answer: Answer) {
      state.peek(`${this.prefix}${key}`).then(
        ({ hits, resetInMs }) => answer(null, { current: hits, ttl: resetInMs }),
        failed(answer),
      );
    }
    /** A route with its own limit, or the not-found answer (which has no route). */
    child(routeOptions: object) {
      // The plugin passes the route's options with the route itself under `routeInfo` (empty for the not-found answer).
      const { routeInfo } = routeOptions as { routeInfo?: { method?: unknown; url?: unknown } };
      const name = typeof routeInfo?.url === 'string' ? `${String(routeInfo.method)}${routeInfo.url}` : 'unrouted';
      return new SharedRateLimitStore({ keyPrefix: `rate:${name}:` });
    }
  };
}

const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  // Says what frame-ancestors 'none' says, for browsers that read only the older header.
  xFrameOptions: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets for the policy above, read once by running its
 * middleware against a response that only records them. Nothing in the policy
 * depends on the request, and building the middleware on every request (as
 * its Fastify plugin does) cost as much as the rest of the hooks together. A
 * directive that did (a nonce, a function of the request) would need helmet
 * run for each answer again: the request given here is empty.
 */
export function securityHeaders(options: Readonly<HelmetOptions> = HELMET_OPTIONS): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Registered before every other hook, so that an answer a hook gives early (401, 403, 503 while busy) carries the headers too. */
export const securityHeadersPlugin = fp(async (app) => {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});

export const rateLimitPlugin = fp<{ requestsPerMinute: number; sharedState: SharedState }>(async (app, options) => {
  await app.register(rateLimit, {
    max: options.requestsPerMinute,
    timeWindow: '1 minute',
    store: sharedRateLimitStore(options.sharedState, app.log),
    // A shared store that cannot be reached lets requests through (and the error is logged): the portal stays up.
    skipOnError: true,
    // A payment gateway's notices and a partner system's calls are signed, not anonymous traffic: never counted against an address.
    allowList: (request) => callsAreSigned(request.routeOptions.config),
    errorResponseBuilder: (request, context) => ({
      statusCode: context.statusCode,
      ...errorBody('RATE_LIMITED', requestLanguage(request)),
    }),
  });
});
