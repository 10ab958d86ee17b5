import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';

const METRICS_TOKEN = 'metrics-token-of-the-state-data-centre-0001';

describe('/metrics', () => {
  let open: TestContext;
  let guarded: TestContext;
  beforeAll(async () => {
    [open, guarded] = await Promise.all([createTestContext(), createTestContext({ METRICS_TOKEN })]);
  });
  afterAll(() => Promise.all([open.close(), guarded.close()]));

  it('counts requests by declared route and status, in the Prometheus text format, for the scraper on the same host', async () => {
    await open.app.inject({ method: 'GET', url: '/igrsapi/v1/health' });
    await open.app.inject({ method: 'GET', url: '/igrsapi/v1/no-such-route' });
    const response = await open.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toMatch(/igrs_http_request_duration_seconds_count\{method="GET",route="\/igrsapi\/v1\/health",status="200"\} 1/);
    // An address nobody declared is one series, not one per address typed.
    expect(response.body).toMatch(/igrs_http_request_duration_seconds_count\{method="GET",route="unmatched",status="404"\} 1/);
    expect(response.body).toContain('igrs_nodejs_eventloop_lag_seconds');
    expect(response.body).toMatch(/igrs_outbox_oldest_waiting_seconds \d/);
  });

  it('answers no one else without the token', async () => {
    expect((await open.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
    expect((await guarded.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
    expect((await guarded.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong-token-of-the-same-length-as-it-0001' } })).statusCode).toBe(404);
    const scraped = await guarded.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.body).toContain('igrs_http_request_duration_seconds');
  });

  it('returns each request its own id, which a proxy not trusted cannot set', async () => {
    const [first, second] = await Promise.all([
      open.app.inject({ method: 'GET', url: '/igrsapi/v1/health/live', headers: { 'x-request-id': 'forged' } }),
      open.app.inject({ method: 'GET', url: '/igrsapi/v1/health/live' }),
    ]);
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });
});

describe('liveness and readiness', () => {
  it('is live without the database, and ready only while the database answers and the process is not stopping', async () => {
    const context = await createTestContext();
    expect((await context.app.inject({ method: 'GET', url: '/igrsapi/v1/health/live' })).statusCode).toBe(200);
    expect((await context.app.inject({ method: 'GET', url: '/igrsapi/v1/health/ready' })).statusCode).toBe(200);
    await context.database.close();
    const live = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/health/live' });
    const ready = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/health/ready' });
    expect(live.statusCode).toBe(200);
    expect(ready.statusCode).toBe(503);
    expect(ready.json().error.code).toBe('SERVICE_UNAVAILABLE');
    expect(ready.headers['retry-after']).toBe('5');
    await context.app.close();
  });
});
