// The benchmark registers: a synthetic register of BENCH_DOCUMENTS documents
// (one million unless set) seeded once into the PostgreSQL server and into
// PGlite, kept under .bench-data (and in the database igrs_bench_<count>) and
// reused by the next run; and the calls every register benchmark makes.
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { access, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { repositoryRoot } from './portal-process.ts';

export const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 1_000_000);
export const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Every captcha's answer in the benchmarks' portals (CAPTCHA_FIXED_ANSWER). */
export const CAPTCHA_ANSWER = 'Bench1';

export interface Target {
  label: string;
  dataDir: string;
  env: Record<string, string>;
  isSeeded(): Promise<boolean>;
  reset(): Promise<void>;
  markSeeded(): Promise<void>;
  query<T>(sql: string): Promise<T[]>;
  /** Reads the register's files once, so they are in the machine's memory as on a server that has been answering for a while. */
  warm(): Promise<void>;
}

const benchFolder = path.join(repositoryRoot, '.bench-data');
const exists = (file: string) => access(file).then(() => true, () => false);

export function postgresTarget(): Target {
  const databaseName = `igrs_bench_${DOCUMENTS}`;
  const url = new URL(POSTGRES_URL);
  const databaseUrl = Object.assign(new URL(POSTGRES_URL), { pathname: `/${databaseName}` }).toString();
  const dataDir = path.join(benchFolder, `postgres-${DOCUMENTS}`);
  const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    label: 'PostgreSQL 15 server',
    dataDir,
    env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
    isSeeded: async () =>
      (await exists(path.join(dataDir, 'seeded'))) &&
      (await admin(async (client) => (await client.query('select 1 from pg_database where datname = $1', [databaseName])).rowCount === 1)),
    reset: async () => {
      await rm(dataDir, { recursive: true, force: true });
      await mkdir(dataDir, { recursive: true });
      await admin(async (client) => {
        await client.query(`drop database if exists "${databaseName}" with (force)`);
        await client.query(`create database "${databaseName}"`);
      });
    },
    markSeeded: () => writeFile(path.join(dataDir, 'seeded'), `${DOCUMENTS}\n`),
    query: async <T>(sql: string) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query(sql)).rows as T[];
      } finally {
        await client.end();
      }
    },
    async warm() {
      await this.query('create extension if not exists pg_prewarm');
      await this.query(`select pg_prewarm(c.oid::regclass, 'read') from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'i')`);
    },
  };
}

export function pgliteTarget(): Target {
  const dataDir = path.join(benchFolder, `pglite-${DOCUMENTS}`);
  return {
    label: 'PGlite (embedded)',
    dataDir,
    env: { DATA_DIR: dataDir },
    isSeeded: () => exists(path.join(dataDir, 'seeded')),
    reset: async () => {
      await rm(dataDir, { recursive: true, force: true });
      await mkdir(dataDir, { recursive: true });
    },
    markSeeded: () => writeFile(path.join(dataDir, 'seeded'), `${DOCUMENTS}\n`),
    query: async <T>(sql: string) => {
      // The embedded database is the server's; it is read here only while no server has it open.
      const client = new PGlite(path.join(dataDir, 'pglite'));
      try {
        return (await client.query<T>(sql)).rows;
      } finally {
        await client.close();
      }
    },
    warm: () => readEveryFile(path.join(dataDir, 'pglite')),
  };
}

async function readEveryFile(folder: string): Promise<void> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) await readEveryFile(file);
    // Read through in chunks, not held: a data file may be a gigabyte.
    else if (entry.isFile()) for await (const chunk of createReadStream(file)) void chunk;
  }
}

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repositoryRoot, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

export async function ensureSeeded(target: Target): Promise<void> {
  if (await target.isSeeded()) {
    console.log(`  reusing the ${DOCUMENTS.toLocaleString('en-IN')}-document register kept for ${target.label}`);
    return;
  }
  await target.reset();
  const started = performance.now();
  await run(path.join(repositoryRoot, 'node_modules/.bin/tsx'), ['apps/api/src/cli/seed-register.ts', '--documents', String(DOCUMENTS)], target.env);
  await target.markSeeded();
  console.log(`  seeded ${DOCUMENTS.toLocaleString('en-IN')} documents into ${target.label} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((first, second) => first - second);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;
}

export async function postJson(baseUrl: string, route: string, token: string, body: unknown): Promise<Response> {
  const response = await fetch(`${baseUrl}/igrsapi/v1${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, origin: baseUrl },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${route} answered ${response.status}: ${await response.text()}`);
  return response;
}

export async function signIn(baseUrl: string, loginId: string): Promise<string> {
  const captcha = (await (await fetch(`${baseUrl}/igrsapi/v1/captcha`)).json()) as { captchaId: string };
  const response = await postJson(baseUrl, '/users/login', '', { loginId, password: 'Demo@2026', captchaId: captcha.captchaId, captchaText: CAPTCHA_ANSWER });
  return ((await response.json()) as { token: string }).token;
}


/** Name search is open to an officer once they accept its terms of use. */
export async function acceptNameSearchTerms(baseUrl: string, token: string): Promise<void> {
  const response = await fetch(`${baseUrl}/igrsapi/v1/name-search/agreement`, { headers: { authorization: `Bearer ${token}` } });
  const { version } = (await response.json()) as { version: string };
  await postJson(baseUrl, '/name-search/agreement', token, { version });
}
