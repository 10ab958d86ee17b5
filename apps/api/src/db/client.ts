import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: DatabaseKind;
  /** The server's address, for a connection of its own (LISTEN); none for the embedded database. */
  readonly url?: string;
  /**
   * Runs a hot path's statement, whose text never changes, with its values: on
   * a server it is prepared once per connection under its name, so neither side
   * plans or builds it again.
   */
  statement<T>(name: string, text: string, values: readonly unknown[]): Promise<T[]>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** A server's connection pool as it stands, for the operator's metrics; the embedded database has none. */
  poolUse?(): { open: number; idle: number; waiting: number };
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export async function openPglite(source: { dataDir: string } | { client: PGlite }): Promise<DatabaseHandle> {
  let client: PGlite;
  if ('client' in source) {
    client = source.client;
  } else {
    await mkdir(source.dataDir, { recursive: true });
    client = new PGlite(source.dataDir);
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    statement: async <T>(_name: string, text: string, values: readonly unknown[]) => (await client.query<T>(text, [...values])).rows,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

export async function openPostgres(connectionString: string, poolSize = 10): Promise<DatabaseHandle> {
  // Compiling a plan to machine code (JIT) pays only for queries that run for seconds; it added a quarter of a second to
  // reports that read a few thousand rows because their estimated cost crossed its threshold.
  // A server that cannot be reached fails the request within seconds (answered 503 with Retry-After) rather than holding it until the client gives up.
  const pool = new pg.Pool({ connectionString, max: poolSize, options: '-c jit=off', connectionTimeoutMillis: 5_000 });
  // An idle connection the server closes (restart, administrator) must not bring the process down; the pool opens a new one.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    url: connectionString,
    statement: async <T>(name: string, text: string, values: readonly unknown[]) => (await pool.query<T & pg.QueryResultRow>({ name, text, values: [...values] })).rows,
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
    poolUse: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** The embedded database under DATA_DIR, or a PostgreSQL server when DATABASE_URL is set. */
export function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite({ dataDir: path.join(options.dataDir, 'pglite') });
}
