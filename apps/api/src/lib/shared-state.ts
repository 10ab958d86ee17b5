import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Database, DatabaseHandle } from '../db/client.ts';

/** Both drivers answer a raw statement with its rows under `rows`; the common database type does not say so. */
async function rowsOf<T>(db: Database, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** The hits counted so far in a key's window, and how long until the window starts again. */
export interface WindowCount {
  hits: number;
  resetInMs: number;
}

/**
 * What every API process must see alike: counters in fixed windows (request
 * rates) and notices one process sends to all (a session revoked). In Redis
 * when one is configured, else in PostgreSQL; with the embedded database there
 * is only one process, and it keeps them itself.
 */
export interface SharedState {
  readonly kind: 'process' | 'postgres' | 'redis';
  /** Counts one hit against the key; the window starts with the first hit. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The key's count without adding to it. */
  peek(key: string): Promise<WindowCount>;
  /** Tells every process, this one included. */
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, listener: (message: string) => void): Promise<void>;
  close(): Promise<void>;
}

const NOTICE_CHANNEL = 'igrs_notices';

/** One process: counters in a map that forgets ended windows as they are read or every minute. */
export function processState(): SharedState {
  const windows = new Map<string, { hits: number; endsAt: number }>();
  const notices = new EventEmitter();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    kind: 'process',
    hit: async (key, windowMs) => {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.endsAt <= now) windows.set(key, (window = { hits: 0, endsAt: now + windowMs }));
      window.hits += 1;
      return { hits: window.hits, resetInMs: window.endsAt - now };
    },
    peek: async (key) => {
      const window = windows.get(key);
      const now = Date.now();
      return window && window.endsAt > now ? { hits: window.hits, resetInMs: window.endsAt - now } : { hits: 0, resetInMs: 0 };
    },
    publish: async (channel, message) => {
      notices.emit(channel, message);
    },
    subscribe: async (channel, listener) => {
      notices.on(channel, listener);
    },
    close: async () => clearInterval(sweep),
  };
}

/**
 * PostgreSQL: one upsert per hit in an unlogged table, notices by LISTEN/NOTIFY
 * on a connection of their own (opened at the first subscription).
 */
export function postgresState(database: DatabaseHandle & { url: string }): SharedState {
  const db = database.db;
  const listeners = new EventEmitter();
  let listening: Promise<pg.Client> | undefined;
  let hitsSinceSweep = 0;
  const listen = () =>
    (listening ??= (async () => {
      const client = new pg.Client({ connectionString: database.url });
      client.on('notification', (notice) => {
        if (notice.channel !== NOTICE_CHANNEL || !notice.payload) return;
        const { channel, message } = JSON.parse(notice.payload) as { channel: string; message: string };
        listeners.emit(channel, message);
      });
      // A lost listening connection must not bring the process down; notices then wait for a restart.
      client.on('error', (error) => console.error(`PostgreSQL notice connection lost: ${error.message}`));
      await client.connect();
      await client.query(`listen ${NOTICE_CHANNEL}`);
      return client;
    })());
  return {
    kind: 'postgres',
    hit: async (key, windowMs) => {
      // Ended windows are cleared now and then by whichever process happens to count, not by a job.
      if (++hitsSinceSweep >= 10_000) {
        hitsSinceSweep = 0;
        await db.execute(sql`delete from shared_counters where window_ends_at < now()`);
      }
      const [row] = await rowsOf<{ hits: number; reset_in_ms: number }>(db, sql`
        insert into shared_counters (counter_key, hits, window_ends_at)
        values (${key}, 1, clock_timestamp() + make_interval(secs => ${windowMs / 1000}))
        on conflict (counter_key) do update set
          hits = case when shared_counters.window_ends_at <= clock_timestamp() then 1 else shared_counters.hits + 1 end,
          window_ends_at = case when shared_counters.window_ends_at <= clock_timestamp() then excluded.window_ends_at else shared_counters.window_ends_at end
        returning hits, (extract(epoch from window_ends_at - clock_timestamp()) * 1000)::float8 as reset_in_ms`);
      return { hits: Number(row!.hits), resetInMs: Math.max(0, Math.ceil(Number(row!.reset_in_ms))) };
    },
    peek: async (key) => {
      const [row] = await rowsOf<{ hits: number; reset_in_ms: number }>(db, sql`
        select hits, (extract(epoch from window_ends_at - clock_timestamp()) * 1000)::float8 as reset_in_ms
        from shared_counters where counter_key = ${key} and window_ends_at > clock_timestamp()`);
      return row ? { hits: Number(row.hits), resetInMs: Math.ceil(Number(row.reset_in_ms)) } : { hits: 0, resetInMs: 0 };
    },
    publish: async (channel, message) => {
      await db.execute(sql`select pg_notify(${NOTICE_CHANNEL}, ${JSON.stringify({ channel, message })})`);
    },
    subscribe: async (channel, listener) => {
      await listen();
      listeners.on(channel, listener);
    },
    close: async () => {
      if (listening) await (await listening).end();
    },
  };
}

/** Counts a hit and starts the key's window at its first hit, in one step on the Redis server. */
const HIT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { hits, redis.call('PTTL', KEYS[1]) }`;

/** The client with the hit script defined as a command of its own: sent by its digest (EVALSHA); the body goes once on each new connection, and again should Redis answer that it does not know the script. */
type CountingRedis = Redis & { countHit(key: string, windowMs: string): Promise<[number, number]> };

/**
 * Redis: INCR with an expiry per window, notices by PUBLISH on a subscribing
 * connection of their own. Every API request counts a hit, so the commands a
 * process sends in one turn of its event loop go to Redis in one write
 * (auto-pipelining): under load that halved the CPU Redis spent a request.
 */
export function redisState(url: string): SharedState {
  const client = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableAutoPipelining: true }) as CountingRedis;
  client.defineCommand('countHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  const listeners = new EventEmitter();
  let subscriber: Promise<Redis> | undefined;
  const prefix = 'igrs:';
  const subscribe = () =>
    (subscriber ??= (async () => {
      const connection = new Redis(url, { maxRetriesPerRequest: 2 });
      connection.on('message', (_channel: string, payload: string) => {
        const { channel, message } = JSON.parse(payload) as { channel: string; message: string };
        listeners.emit(channel, message);
      });
      await connection.subscribe(`${prefix}${NOTICE_CHANNEL}`);
      return connection;
    })());
  return {
    kind: 'redis',
    hit: async (key, windowMs) => {
      const [hits, resetInMs] = await client.countHit(`${prefix}${key}`, String(windowMs));
      return { hits, resetInMs: Math.max(0, resetInMs) };
    },
    peek: async (key) => {
      const [hits, resetInMs] = await Promise.all([client.get(`${prefix}${key}`), client.pttl(`${prefix}${key}`)]);
      return hits === null ? { hits: 0, resetInMs: 0 } : { hits: Number(hits), resetInMs: Math.max(0, resetInMs) };
    },
    publish: async (channel, message) => {
      await client.publish(`${prefix}${NOTICE_CHANNEL}`, JSON.stringify({ channel, message }));
    },
    subscribe: async (channel, listener) => {
      await subscribe();
      listeners.on(channel, listener);
    },
    close: async () => {
      if (subscriber) (await subscriber).disconnect();
      client.disconnect();
    },
  };
}

/** Redis when REDIS_URL is set; else PostgreSQL for a server; else this process. */
export function openSharedState(database: DatabaseHandle, redisUrl: string | undefined): SharedState {
  if (redisUrl) return redisState(redisUrl);
  if (database.url !== undefined) return postgresState({ ...database, url: database.url });
  return processState();
}
