import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginThrottles } from '../../db/schema.ts';

const WINDOW_MS = 15 * 60 * 1000;
const LOCK_MS = 15 * 60 * 1000;

/**
 * Failed sign-ins are counted three ways. One login id from one address locks
 * after 5 failures; one address locks after 30 whatever the login ids (password
 * spraying). One login id over all addresses never locks, it only slows down:
 * an attacker elsewhere can make a user wait, never shut them out.
 */
export const THROTTLE_LIMITS = { pair: 5, address: 30 } as const;

export interface ThrottleKeys {
  pair: string;
  address: string;
  account: string;
}

export function throttleKeys(loginId: string, clientAddress: string): ThrottleKeys {
  const account = loginId.trim().toLowerCase();
  return { pair: `pair:${account}|${clientAddress}`, address: `address:${clientAddress}`, account: `account:${account}` };
}

/** Whole seconds until the sign-in of this login id from this address is open again, or undefined when it is not locked. */
export async function lockedForSeconds(db: Database, keys: ThrottleKeys, now: Date): Promise<number | undefined> {
  const rows = await db
    .select({ lockedUntil: loginThrottles.lockedUntil })
    .from(loginThrottles)
    .where(inArray(loginThrottles.throttleKey, [keys.pair, keys.address]));
  const until = Math.max(...rows.map((row) => row.lockedUntil?.getTime() ?? 0));
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : undefined;
}

async function countFailure(db: Database, key: string, limit: number | undefined, now: Date): Promise<boolean> {
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const [row] = await db
    .insert(loginThrottles)
    .values({ throttleKey: key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginThrottles.throttleKey,
      set: {
        failures: sql`case when ${loginThrottles.windowStartedAt} < ${windowStart} then 1 else ${loginThrottles.failures} + 1 end`,
        windowStartedAt: sql`case when ${loginThrottles.windowStartedAt} < ${windowStart} then ${now} else ${loginThrottles.windowStartedAt} end`,
      },
    })
    .returning({ failures: loginThrottles.failures });
  if (limit === undefined || !row || row.failures < limit) return false;
  await db
    .update(loginThrottles)
    .set({ lockedUntil: new Date(now.getTime() + LOCK_MS), failures: 0, windowStartedAt: now })
    .where(eq(loginThrottles.throttleKey, key));
  return true;
}

/** Counts a failure on every key; answers whether it just caused a lock. */
export async function recordFailure(db: Database, keys: ThrottleKeys, now: Date): Promise<boolean> {
  const pairLocked = await countFailure(db, keys.pair, THROTTLE_LIMITS.pair, now);
  const addressLocked = await countFailure(db, keys.address, THROTTLE_LIMITS.address, now);
  await countFailure(db, keys.account, undefined, now);
  return pairLocked || addressLocked;
}

export async function clearFailures(db: Database, keys: ThrottleKeys): Promise<void> {
  await db.delete(loginThrottles).where(inArray(loginThrottles.throttleKey, [keys.pair, keys.account]));
}

/** Delay before answering: nothing for the first few failures, then doubling from 250 ms to at most 2 s. */
export async function slowDownFor(db: Database, keys: ThrottleKeys): Promise<number> {
  const [row] = await db.select({ failures: loginThrottles.failures }).from(loginThrottles).where(eq(loginThrottles.throttleKey, keys.account));
  const failures = row?.failures ?? 0;
  return failures < 3 ? 0 : Math.min(250 * 2 ** (failures - 3), 2000);
}
