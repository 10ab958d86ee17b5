import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { SessionChecks } from '../modules/auth/index.ts';
import { TEST_REDIS_URL } from '../test/databases.ts';
import { openTestDatabase } from '../test/harness.ts';
import { processState, postgresState, redisState, type SharedState } from './shared-state.ts';


function redisAnswers(): Promise<boolean> {
  const { hostname, port } = new URL(TEST_REDIS_URL);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    const answer = (answers: boolean) => {
      socket.destroy();
      resolve(answers);
    };
    socket.once('connect', () => answer(true));
    socket.once('timeout', () => answer(false));
    socket.once('error', () => answer(false));
  });
}

let database: DatabaseHandle;
const redisRunning = await redisAnswers();

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const onServer = inject('testDatabase').kind === 'postgres';

/** The stores a process can be given; the server's two are proven beside the server, Redis where one answers. */
const stores: { kind: string; available: () => boolean; open: () => SharedState }[] = [
  { kind: 'process', available: () => true, open: processState },
  ...(onServer
    ? [
        { kind: 'postgres', available: () => true, open: () => postgresState({ ...database, url: database.url! }) },
        { kind: 'redis', available: () => redisRunning, open: () => redisState(TEST_REDIS_URL) },
      ]
    : []),
];

describe.each(stores)('shared state in $kind', ({ kind, available, open }) => {
  /** Two processes' views of the store, closed after the work; the embedded database's state belongs to its one process, so there both are one. */
  const withBoth = async (work: (first: SharedState, second: SharedState) => Promise<void>) => {
    const first = open();
    const second = kind === 'process' ? first : open();
    try {
      await work(first, second);
    } finally {
      await first.close();
      if (second !== first) await second.close();
    }
  };

  it('counts hits in one window across processes and starts again when it ends', async (context) => {
    if (!available()) return context.skip();
    await withBoth(async (first, second) => {
      const key = `test:${randomBytes(6).toString('hex')}`;
      const counts = [];
      for (let hit = 0; hit < 6; hit += 1) counts.push((await (hit % 2 ? second : first).hit(key, 400)).hits);
      expect(counts).toEqual([1, 2, 3, 4, 5, 6]);
      expect((await second.peek(key)).hits).toBe(6);
      const first400 = await first.hit(key, 400);
      expect(first400.resetInMs).toBeGreaterThan(0);
      expect(first400.resetInMs).toBeLessThanOrEqual(400);
      await new Promise((resolve) => setTimeout(resolve, 450));
      expect((await second.peek(key)).hits).toBe(0);
      expect((await second.hit(key, 400)).hits).toBe(1);
    });
  });

  it('loses no hit when processes count at once', async (context) => {
    if (!available()) return context.skip();
    await withBoth(async (first, second) => {
      const key = `test:${randomBytes(6).toString('hex')}`;
      const counts = await Promise.all(Array.from({ length: 40 }, (_, hit) => (hit % 2 ? second : first).hit(key, 60_000)));
      expect(counts.map((count) => count.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, hit) => hit + 1));
    });
  });

  it('ends a revoked session in every process at once, though each remembered it live', async (context) => {
    if (!available()) return context.skip();
    await withBoth(async (first, second) => {
      const here = new SessionChecks(database.db, first);
      const there = new SessionChecks(database.db, second);
      await here.listen();
      await there.listen();
      const [user] = await database.db.select({ id: users.id }).from(users).limit(1);
      const [session] = await database.db
        .insert(sessions)
        .values({ userId: user!.id, expiresAt: new Date(Date.now() + 3_600_000) })
        .returning({ id: sessions.id });
      const now = new Date();
      expect(await there.activeSessionUser(session!.id, now)).toBe(user!.id);
      // Revoked in the database behind the remembering process's back, as another process does it.
      await database.db.update(sessions).set({ revokedAt: new Date(), revokedReason: 'logout' }).where(eq(sessions.id, session!.id));
      expect(await there.activeSessionUser(session!.id, now)).toBe(user!.id);
      await here.revoked([session!.id]);
      await expect.poll(() => there.activeSessionUser(session!.id, new Date()), { timeout: 2_000 }).toBeUndefined();
    });
  });
});
