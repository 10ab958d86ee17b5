import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client.ts';
import { seedDemoAccounts } from '../db/seed/demo-accounts.ts';
import { seedDemoContent } from '../db/seed/demo-content.ts';
import { seedDemoGeography } from '../db/seed/demo-geography.ts';
import { seedDemoStamps } from '../db/seed/demo-stamps.ts';
import { DEMO_REGISTER_SEED, seedRegister } from '../db/seed/register/index.ts';

/** The local PostgreSQL server the suite also runs against (trust authentication). */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The Redis server the shared-state tests use beside the PostgreSQL server. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export function databaseUrl(databaseName: string): string {
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

export async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** Fixed keys for the test databases, so every copy of the template can read its encrypted fields. */
export const TEST_SECRETS = {
  JWT_SECRET: 'test-only-signing-key-test-only-signing-key-0123456789',
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
};

/** Documents in the template's register: enough for a parcel's chain, a recurring name and every kind of document (see registerExamples). */
export const TEST_REGISTER_DOCUMENTS = 800;

async function prepare(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await seedDemoContent(handle.db);
  await seedDemoGeography(handle.db);
  await seedDemoAccounts(handle.db, Buffer.from(TEST_SECRETS.DATA_ENCRYPTION_KEY, 'base64'));
  await seedDemoStamps(handle.db);
  await seedRegister(handle.db, { documents: TEST_REGISTER_DOCUMENTS, seed: DEMO_REGISTER_SEED, encryptionKey: Buffer.from(TEST_SECRETS.DATA_ENCRYPTION_KEY, 'base64') });
}

/** A migrated, seeded embedded database, dumped so each test file can start from a copy. */
export async function buildPgliteTemplate(): Promise<Uint8Array> {
  const client = new PGlite();
  const handle = await openPglite({ client });
  await prepare(handle);
  const dump = await client.dumpDataDir('none');
  await handle.close();
  return new Uint8Array(await dump.arrayBuffer());
}

export async function openPgliteCopy(template: Uint8Array): Promise<DatabaseHandle> {
  const client = await PGlite.create({ loadDataDir: new Blob([template]) });
  return openPglite({ client });
}

/** A migrated, seeded database on the server that test databases are created from. */
export async function buildPostgresTemplate(): Promise<string> {
  const name = uniqueDatabaseName('igrs_template');
  await withAdminClient((client) => client.query(`CREATE DATABASE "${name}"`));
  const handle = await openPostgres(databaseUrl(name), 2);
  try {
    await prepare(handle);
  } finally {
    await handle.close();
  }
  return name;
}

export async function dropPostgresDatabase(name: string): Promise<void> {
  await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

export async function openPostgresCopy(templateName: string): Promise<DatabaseHandle> {
  const name = uniqueDatabaseName('igrs_test');
  await withAdminClient((client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${templateName}"`));
  const handle = await openPostgres(databaseUrl(name), 5);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropPostgresDatabase(name);
    },
  };
}
