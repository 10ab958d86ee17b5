import { AsyncLocalStorage } from 'node:async_hooks';
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE_PATH } from '@igrs/domain';
import { callsAreSigned } from './access.ts';
import { errorBody, requestLanguage } from './errors.ts';

/** Seconds a turned-away caller is asked to wait, and is kept waiting for its answer. */
export const BUSY_RETRY_AFTER_SECONDS = 1;
/**
 * How busy the process has been: the share of time its event loop worked,
 * sampled every tenth of a second and averaged over about a second. It counts
 * as busy from 80 % and as free again below 60 %, so one heavy request (a
 * report, a PDF) does not make it shed, and a flood it is shedding does not
 * make it stop. A process whose database is what holds it back works its
 * event loop less: anonymous callers filling every place it has for them
 * makes it busy at once, as if its loop had been working all the while.
 */
const BUSY_SAMPLE_MS = 100;
const BUSY_AVERAGE_WEIGHT = 0.1;
const BUSY_FROM = 0.8;
const FREE_BELOW = 0.6;
/** Anonymous requests one busy process still works on at once, and only while no signed-in caller's request is in flight. */
const BUSY_ANONYMOUS_LIMIT = 1;
/**
 * Ways in (a captcha, signing in) one busy process still works on at once,
 * whoever else it is serving: a lane kept so that staff can sign in during a
 * flood, too narrow for a flood of captchas to slow those already signed in.
 */
const BUSY_WAY_IN_LIMIT = 1;
/**
 * While busy, and signed-in callers were served within the last second, a way in is taken at most this
 * often: a flood of captchas, one after another, would otherwise keep the
 * event loop drawing them between every two requests of the staff, while
 * four a second still let a colleague sign in.
 */
const BUSY_WAY_IN_EVERY_MS = 250;

const counted = Symbol('counted as work in flight');

declare module 'fastify' {
  interface FastifyRequest {
    [counted]?: Kind;
  }
  interface FastifyContextConfig {
    /**
     * A way in for staff and citizens (a captcha, signing in): counted apart
     * from other anonymous calls, with a narrow lane of its own while the
     * process is busy, so a flood of searches cannot keep them out.
     */
    signingIn?: true;
  }
}

/** Whether the process is busy, as the plugin asks it. */
export interface Busyness {
  isBusy(): boolean;
  /** Anonymous callers fill every place the process has for them: a flood is at the door. */
  crowded(): void;
}

/** For a process that never sheds (SHED_WHEN_BUSY off): it is never busy, and anonymous callers are held only to their limit. */
export const NEVER_BUSY: Busyness = { isBusy: () => false, crowded: () => undefined };

export interface LoadSheddingOptions {
  /** Anonymous API requests one process works on at once while it has time to spare; a flood fills them in moments, and the process then counts as busy at once. */
  anonymousInFlightLimit: number;
  /** Tests decide when the process is busy; otherwise its event loop says. */
  busyness?: Busyness;
}

/** Whether the process has been mostly busy of late: it is then at the edge of what it can do. */
export function busyWatch(): Busyness & { stop(): void } {
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
  return {
    isBusy: () => busy,
    crowded: () => {
      busy = true;
      average = 1;
    },
    stop: () => clearInterval(timer),
  };
}

/**
 * The portal's own reads, made in process while it draws a page (a handful
 * every thirty seconds, each page drawn once for all its visitors): they
 * are not a caller's, so they are never counted or turned away.
 */
const ownReads = new AsyncLocalStorage<true>();

export function asPortalsOwnReads<T>(work: () => T): T {
  return ownReads.run(true, work);
}

/** How long signed-in callers keep their first claim after one of their requests began or ended: a long export alone does not shut anonymous callers out. */
const SIGNED_IN_CLAIM_MS = 1000;

type Kind = 'anonymous' | 'signed-in' | 'signing-in';

/**
 * Under a flood the portal turns anonymous callers away first. Each process
 * works on at most `anonymousInFlightLimit` anonymous API requests at once.
 * While it is busy it gives signed-in staff the first claim on it: an
 * anonymous request is taken only when no signed-in caller's request is in
 * flight (or none has begun or ended for a second), and then one at a time,
 * so a flood of them can take only the time the staff leave. The ways in (a
 * captcha, signing in) have places of their own, as many again, filling them
 * makes the process busy as other anonymous callers do, and while it is busy
 * it works on one of them at a time whoever else it serves, and no more
 * than four a second while staff are being served: a flood of searches
 * cannot keep staff from signing in, and a flood of captchas cannot slow the
 * staff already in. The next is answered 503 with Retry-After,
 * before any database work. Signed-in callers are never turned away by it,
 * nor are callers who sign each call (a payment gateway's notice, a partner
 * system), which are not counted either. The refusal is held
 * for the Retry-After seconds before it goes out: a flood's own connections
 * then wait instead of asking again at once, which costs the process an open
 * socket rather than its time. Runs after the access check, so a made-up
 * bearer token does not pass for a signed-in caller.
 */
export const loadSheddingPlugin = fp<LoadSheddingOptions>(async (app, options) => {
  const own = options.busyness ? undefined : busyWatch();
  const watch = options.busyness ?? own!;
  app.addHook('onClose', async () => own?.stop());
  const inFlight: Record<Kind, number> = { anonymous: 0, 'signed-in': 0, 'signing-in': 0 };
  let signedInLastSeen = 0;
  let wayInLastTaken = -Infinity;
  const staffHaveClaim = (now: number) => inFlight['signed-in'] > 0 && now - signedInLastSeen < SIGNED_IN_CLAIM_MS;
  const count = (request: { [counted]?: Kind }, kind: Kind) => {
    inFlight[kind] += 1;
    request[counted] = kind;
    if (kind === 'signed-in') signedInLastSeen = performance.now();
  };
  const release = async (request: { [counted]?: Kind }) => {
    const kind = request[counted];
    if (!kind) return;
    request[counted] = undefined;
    inFlight[kind] -= 1;
    if (kind === 'signed-in') signedInLastSeen = performance.now();
  };
  const turnAway = async (request: FastifyRequest, reply: FastifyReply) => {
    await new Promise((resolve) => setTimeout(resolve, BUSY_RETRY_AFTER_SECONDS * 1000));
    return reply.status(503).header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS)).send(errorBody('PORTAL_BUSY', requestLanguage(request)));
  };
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(API_BASE_PATH) || ownReads.getStore()) return;
    const route = request.routeOptions.config;
    if (callsAreSigned(route)) return;
    if (request.principal || request.citizen) return count(request, 'signed-in');
    if (route.signingIn) {
      if (inFlight['signing-in'] >= options.anonymousInFlightLimit) watch.crowded();
      const busy = watch.isBusy();
      const now = performance.now();
      const limit = busy ? Math.min(BUSY_WAY_IN_LIMIT, options.anonymousInFlightLimit) : options.anonymousInFlightLimit;
      const staffLately = now - signedInLastSeen < SIGNED_IN_CLAIM_MS;
      if (inFlight['signing-in'] >= limit || (busy && staffLately && now - wayInLastTaken < BUSY_WAY_IN_EVERY_MS)) return turnAway(request, reply);
      wayInLastTaken = now;
      return count(request, 'signing-in');
    }
    if (inFlight.anonymous >= options.anonymousInFlightLimit) watch.crowded();
    const busy = watch.isBusy();
    const limit = busy ? Math.min(BUSY_ANONYMOUS_LIMIT, options.anonymousInFlightLimit) : options.anonymousInFlightLimit;
    if (inFlight.anonymous >= limit || (busy && staffHaveClaim(performance.now()))) return turnAway(request, reply);
    return count(request, 'anonymous');
  });
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
});
