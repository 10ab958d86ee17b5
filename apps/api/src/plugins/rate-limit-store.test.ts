import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { loadSecrets } from '../lib/secrets.ts';
import { processState, type SharedState } from '../lib/shared-state.ts';
import { TEST_SECRETS } from '../test/databases.ts';
import { openTestDatabase } from '../test/harness.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The shared counters as they are when Redis or the database cannot be reached. */
const unreachable: SharedState = { ...processState(), hit: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')) };

describe('request-rate counters that cannot be reached', () => {
  it('let requests through rather than stop the portal, and say so in the log once, not on every request', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(os.tmpdir(), 'igrs-test-data'), WEB_DIST_DIR: path.join(os.tmpdir(), 'igrs-no-web-build'), LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '2', ...TEST_SECRETS });
    const app = await buildApp({ config, database, secrets: await loadSecrets(config), sharedState: unreachable, logStream });
    try {
      const statuses = [];
      for (let request = 0; request < 5; request += 1) statuses.push((await app.inject({ method: 'GET', url: '/igrsapi/v1/health' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      expect(lines.filter((line) => line.includes('shared rate-limit counters did not answer'))).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
