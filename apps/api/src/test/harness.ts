import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { openPgliteCopy, openPostgresCopy } from './databases.ts';

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** A database of this file's own, copied from the run's migrated and seeded template. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const testDatabase = inject('testDatabase');
  return testDatabase.kind === 'postgres'
    ? openPostgresCopy(testDatabase.templateName)
    : openPgliteCopy(new Uint8Array(await readFile(testDatabase.templateFile)));
}

/** The whole server on a fresh copy of the seeded database, driven with `app.inject`. */
export async function createTestContext(
  env: Record<string, string> = {},
  extend?: (app: FastifyInstance) => void,
): Promise<TestContext> {
  const database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), 'igrs-test-data'),
    WEB_DIST_DIR: path.join(os.tmpdir(), 'igrs-no-web-build'),
    ...env,
  });
  const app = await buildApp({ config, database, logger: false });
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
