import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import fp from 'fastify-plugin';
import { API_BASE_PATH } from '@igrs/domain';
import { errorBody, requestLanguage } from './errors.ts';

/** Seconds a turned-away caller is asked to wait, and is kept waiting for its answer. */
export const BUSY_RETRY_AFTER_SECONDS = 1;
/** How often the process looks at how busy it has been, and the share of that time above which it counts as busy. */
const BUSY_SAMPLE_MS = 200;
const BUSY_UTILISATION = 0.7;
/** Anonymous requests one busy process still works on at once: anonymous callers are served, a few at a time, beside the staff. */
const BUSY_ANONYMOUS_LIMIT = 2;

const counted = Symbol('counted as anonymous work in flight');

declare module 'fastify' {
  interface FastifyRequest {
    [counted]?: boolean;
  }
}

export interface LoadSheddingOptions {
  /** Anonymous API requests one process works on at once while it has time to spare. */
  anonymousInFlightLimit: number;
  /** Tests decide when the process is busy. */
  isBusy?: () => boolean;
}

/** Whether the event loop was mostly busy in the last sample: the process is then at the edge of what it can do. */
function eventLoopWatch(): { isBusy: () => boolean; stop: () => void } {
  let previous: EventLoopUtilization = performance.eventLoopUtilization();
  let busy = false;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    busy = performance.eventLoopUtilization(now, previous).utilization > BUSY_UTILISATION;
    previous = now;
  }, BUSY_SAMPLE_MS);
  timer.unref();
  return { isBusy: () => busy, stop: () => clearInterval(timer) };
}

/**
 * Under a flood the portal turns anonymous callers away first. Each process
 * works on at most `anonymousInFlightLimit` anonymous API requests at once, and
 * on two at a time while its event loop is busy; the next is answered 503 with
 * Retry-After, before any database work. Signed-in staff and citizens are never
 * counted, so they keep the process and the database connections. The refusal
 * is held for the Retry-After seconds before it goes out: a flood's own
 * connections then wait instead of asking again at once, which costs the
 * process an open socket rather than its time. Runs after the access check, so
 * a made-up bearer token does not pass for a signed-in caller.
 */
export const loadSheddingPlugin = fp<LoadSheddingOptions>(async (app, options) => {
  const watch = options.isBusy ? undefined : eventLoopWatch();
  const isBusy = options.isBusy ?? watch!.isBusy;
  app.addHook('onClose', async () => watch?.stop());
  let anonymousInFlight = 0;
  const release = async (request: { [counted]?: boolean }) => {
    if (!request[counted]) return;
    request[counted] = false;
    anonymousInFlight -= 1;
  };
  app.addHook('onRequest', async (request, reply) => {
    if (request.principal || request.citizen || !request.url.startsWith(API_BASE_PATH)) return;
    const limit = isBusy() ? Math.min(BUSY_ANONYMOUS_LIMIT, options.anonymousInFlightLimit) : options.anonymousInFlightLimit;
    if (anonymousInFlight >= limit) {
      await new Promise((resolve) => setTimeout(resolve, BUSY_RETRY_AFTER_SECONDS * 1000));
      return reply.status(503).header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS)).send(errorBody('PORTAL_BUSY', requestLanguage(request)));
    }
    anonymousInFlight += 1;
    request[counted] = true;
  });
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
});
