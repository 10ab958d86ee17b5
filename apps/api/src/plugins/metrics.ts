import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { offerToSupervisor, portalMetrics } from '../lib/cluster-metrics.ts';

export interface MetricsOptions {
  /** A bearer token Prometheus presents; without it, only callers from `allowFrom` are answered. */
  token?: string | undefined;
  /** Client addresses answered without a token (the scraper on the same host by default). */
  allowFrom: readonly string[];
}

/** The request's route as declared (`/igrsapi/v1/applications/:applicationId`), never the address as typed, so one route is one series. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

function tokenMatches(given: string | undefined, expected: string): boolean {
  if (!given?.startsWith('Bearer ')) return false;
  const a = Buffer.from(given.slice('Bearer '.length));
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `/metrics` in Prometheus's text format, for the operator and no one else:
 * requests by route and status with their time, load shed, the database pool,
 * the event loop, and the message outbox, read when scraped. The department's
 * own work is read off its routes: documents registered are the register
 * route's 201s, payments opened the payment routes', certificates issued the
 * certificate routes'; a count kept beside them could drift from what was
 * committed.
 */
export const metricsPlugin = fp<MetricsOptions>(
  async (app: FastifyInstance, options) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'igrs_', eventLoopMonitoringPrecision: 20 });
    const duration = new Histogram({
      name: 'igrs_http_request_duration_seconds',
      help: 'API requests by route, method and status, with the time each took',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const shed = new Counter({ name: 'igrs_requests_shed_total', help: 'Requests turned away because the process was busy (503 PORTAL_BUSY)', labelNames: ['route'] as const, registers: [registry] });
    const database = app.database;
    new Gauge({
      name: 'igrs_db_pool_connections',
      help: "The database pool's connections by state (open, idle) and the queries waiting for one",
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const use = database.poolUse?.();
        if (!use) return;
        this.set({ state: 'open' }, use.open);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });
    // The last day's messages only: the outbox keeps every message ever sent, and its index on creation time keeps this read small at any age.
    new Gauge({
      name: 'igrs_outbox_messages',
      // Every worker reads the same table: the supervisor's gathering keeps one reading, not their sum.
      aggregator: 'max',
      help: 'Messages of the last day by status (queued, dispatched, sending, sent, dead)',
      labelNames: ['status'] as const,
      registers: [registry],
      async collect() {
        const rows = await database.statement<{ status: string; count: number }>(
          'metrics_outbox_by_status',
          "select status, count(*)::int as count from notification_outbox where created_at > now() - interval '1 day' group by status",
          [],
        );
        this.reset();
        for (const row of rows) this.set({ status: row.status }, Number(row.count));
      },
    });
    new Gauge({
      name: 'igrs_outbox_oldest_waiting_seconds',
      aggregator: 'max',
      help: 'Age of the oldest message of the last day not yet sent or given up',
      registers: [registry],
      async collect() {
        const [oldest] = await database.statement<{ age: number | null }>(
          'metrics_outbox_oldest_waiting',
          "select extract(epoch from now() - min(created_at))::float8 as age from notification_outbox where created_at > now() - interval '1 day' and status not in ('sent', 'dead')",
          [],
        );
        this.set(Number(oldest?.age ?? 0));
      },
    });

    offerToSupervisor(registry);

    app.addHook('onSend', async (request, reply, payload) => {
      // The load shedder's refusal is the one 503 whose body names PORTAL_BUSY; a database outage's 503 is not shedding.
      if (reply.statusCode === 503 && typeof payload === 'string' && payload.includes('"PORTAL_BUSY"')) shed.inc({ route: routeOf(request) });
      return payload;
    });
    app.addHook('onResponse', async (request, reply) => {
      const route = routeOf(request);
      if (route === '/metrics') return;
      duration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    });

    app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
      const allowed = options.token ? tokenMatches(request.headers.authorization, options.token) : options.allowFrom.includes(request.ip);
      if (!allowed) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
      reply.header('Cache-Control', 'no-store').type(registry.contentType);
      return portalMetrics(registry);
    });
  },
  { name: 'metrics' },
);
