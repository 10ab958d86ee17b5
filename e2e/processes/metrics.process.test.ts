import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type RunningPortal } from '../../scripts/portal-process.ts';
import { childProcesses, PORTAL_SECRETS, scratchDatabase } from './support.ts';

const CALLS = 40;

/** One call on a connection of its own, so the calls spread over the workers as separate callers' would. */
function call(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent: false, headers: { connection: 'close' } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const livenessCount = (text: string) => Number(/igrs_http_request_duration_seconds_count\{method="GET",route="\/igrsapi\/v1\/health\/live",status="200"\} (\d+)/.exec(text)?.[1] ?? 0);

/**
 * The compiled build, as `npm start` runs it, with two workers on one port: a
 * scrape reaches one worker, and answers with every worker's figures summed.
 */
describe('metrics of a portal of several workers', () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let portal: RunningPortal;

  beforeAll(async () => {
    database = await scratchDatabase('igrs_metrics');
    portal = await startPortal({ ...PORTAL_SECRETS, DATABASE_URL: database.url, WORKERS: '2', SEED_DEMO_CONTENT: 'false', RATE_LIMIT_PER_MINUTE: '1000000' }, 'compiled');
  });
  afterAll(async () => {
    await portal?.stop();
    await database?.drop();
  });

  it('runs two compiled workers and counts every request of both in each scrape', async () => {
    await expect.poll(() => childProcesses(portal.pid), { timeout: 15_000 }).toHaveLength(2);
    const before = livenessCount((await call(`${portal.baseUrl}/metrics`)).body);
    for (let index = 0; index < CALLS; index += 1) expect((await call(`${portal.baseUrl}/igrsapi/v1/health/live`)).status).toBe(200);
    const scrapes = await Promise.all(Array.from({ length: 6 }, () => call(`${portal.baseUrl}/metrics`)));
    for (const scrape of scrapes) {
      expect(scrape.status).toBe(200);
      expect(livenessCount(scrape.body) - before).toBe(CALLS);
    }
  });
});
