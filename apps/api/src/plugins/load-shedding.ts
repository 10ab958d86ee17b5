import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import fp from 'fastify-plugin';
import { API_BASE_PATH } from '@igrs/domain';
import { errorBody, requestLanguage } from './errors.ts';

/** Seconds a turned-away caller is asked to wait, and is kept waiting for its answer. */
export const BUSY_RETRY_AFTER_SECONDS = 1;
/**
 * How busy the process has been: the share of time its event loop worked,
 * sampled every tenth of a second and averaged over about a second. It counts
 * as busy from 80 % and as free again below 60 %, so one heavy request (a
 * report, a PDF) does not make it shed, and a flood it is shedding does not
 * make it stop.
 */
const BUSY_SAMPLE_MS = 100;
const BUSY_AVERAGE_WEIGHT = 0.1;
const BUSY_FROM = 0.8;
const FREE_BELOW = 0.6;
/** Anonymous requests one busy process still works on at once: anonymous callers are still served, one at a time, beside the staff. */
const BUSY_ANONYMOUS_LIMIT = 1;

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

/** Whether the process has been mostly busy of late: it is then at the edge of what it can do. */
function eventLoopWatch(): { isBusy: () => boolean; stop: () => void } {
  let previous: EventLoopUtilization = performance.eventLoopUtilization();
  let average = 0;
  let busy = false;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    average += (performance.eventLoopUtilization(now, previous).utilization - average) * BUSY_AVERAGE_WEIGHT;
    previous = now;
    busy = busy ? average >= FREE_BELOW : average >= BUSY_FROM;
  }, BUSY_SAMPLE_MS);
  timer.unref();
  return { isBusy: () => busy, stop: () => clearInterval(timer) };
}

/**
 * Under a flood the portal turns anonymous callers away first. Each process
 * works on at most `anonymousInFlightLimit` anonymous API requests at once, and
 * on one at a time while it is busy; the next is answered 503 with
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
