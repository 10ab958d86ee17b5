import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { childPids, serverAnswers } from '../../scripts/portal-process.ts';

/** The PostgreSQL server the API tests use; each test file here makes a database of its own on it. */
const SERVER_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Fixed keys, so every process of one portal signs and reads alike. */
export const PORTAL_SECRETS = {
  JWT_SECRET: 'process-test-signing-key-process-test-signing-key-0001',
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
};

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** An empty database on the server, and how to drop it. */
export async function scratchDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer((client) => client.query(`create database "${name}"`));
  const url = Object.assign(new URL(SERVER_URL), { pathname: `/${name}` }).toString();
  return { url, drop: () => onServer((client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => undefined) };
}

/** The processes a supervisor has forked (its workers), from /proc. */
export async function childProcesses(pid: number): Promise<number[]> {
  const pids = await childPids(pid);
  const commands = await Promise.all(pids.map((child) => readFile(`/proc/${child}/cmdline`, 'utf8').catch(() => '')));
  return pids.filter((_, index) => /server\.[jt]s/.test(commands[index]!));
}

/** Whether a Redis server answers where the tests expect one. */
export const redisAnswers = () => serverAnswers(REDIS_URL, 6379);
