import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { citizenAccounts, citizenSessions, citizenSignInCodes } from '../../db/schema.ts';
import { encryptField } from '../../lib/field-encryption.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function insertSignInCode(tx: Transaction, code: { mobileHash: string; codeHash: string; expiresAt: Date }): Promise<void> {
  await tx.insert(citizenSignInCodes).values(code);
}

/**
 * Tries the typed code against the latest code sent to the mobile that is
 * still good (unused, unexpired, with tries left), in one statement: a right
 * code is spent, a wrong one uses up a try. The row is re-read under its lock
 * by each of many tries at once, so no try gets past the limit and a code
 * spent or used up by another try is found so. Answers whether a code was
 * spent; undefined when none was good.
 */
export async function trySignInCode(tx: Transaction, mobileHash: string, codeHash: string, now: Date, maxTries: number): Promise<boolean | undefined> {
  const good = and(isNull(citizenSignInCodes.usedAt), gt(citizenSignInCodes.expiresAt, now), lt(citizenSignInCodes.wrongTries, maxTries));
  const latest = tx
    .select({ id: citizenSignInCodes.id })
    .from(citizenSignInCodes)
    .where(and(eq(citizenSignInCodes.mobileHash, mobileHash), good))
    .orderBy(desc(citizenSignInCodes.createdAt))
    .limit(1);
  const right = sql`${citizenSignInCodes.codeHash} = ${codeHash}`;
  const [tried] = await tx
    .update(citizenSignInCodes)
    .set({
      wrongTries: sql`case when ${right} then ${citizenSignInCodes.wrongTries} else ${citizenSignInCodes.wrongTries} + 1 end`,
      usedAt: sql`case when ${right} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(and(inArray(citizenSignInCodes.id, latest), good))
    .returning({ usedAt: citizenSignInCodes.usedAt });
  return tried && tried.usedAt !== null;
}

/** The citizen with this mobile, created on the first sign-in. */
export async function signInCitizen(tx: Transaction, key: Uint8Array, mobile: string, mobileHash: string, now: Date) {
  const [row] = await tx
    .insert(citizenAccounts)
    .values({ mobileHash, mobileEncrypted: encryptField(key, mobile), mobileLast4: mobile.slice(-4), lastSignIn: now })
    .onConflictDoUpdate({ target: citizenAccounts.mobileHash, set: { lastSignIn: now } })
    .returning();
  if (!row) throw new Error('The citizen account was not stored');
  return row;
}

export async function findCitizen(db: Database, id: string) {
  const [row] = await db.select().from(citizenAccounts).where(eq(citizenAccounts.id, id));
  return row;
}

/** Opens a session for a citizen or a guest; answers its id. */
export async function startCitizenSession(db: Database, holder: { citizenId: string } | { guestApplicationId: string }, refreshTokenHash: string, expiresAt: Date): Promise<string> {
  const [row] = await db
    .insert(citizenSessions)
    .values({ ...('citizenId' in holder ? { citizenId: holder.citizenId } : { guestApplicationId: holder.guestApplicationId }), refreshTokenHash, expiresAt })
    .returning({ id: citizenSessions.id });
  if (!row) throw new Error('The citizen session was not stored');
  return row.id;
}

const live = (now: Date) => and(isNull(citizenSessions.revokedAt), gt(citizenSessions.expiresAt, now));

/** The live session's holder and end. */
export async function liveCitizenSession(db: Database, sessionId: string, now: Date) {
  const [row] = await db
    .select({ citizenId: citizenSessions.citizenId, guestApplicationId: citizenSessions.guestApplicationId, expiresAt: citizenSessions.expiresAt })
    .from(citizenSessions)
    .where(and(eq(citizenSessions.id, sessionId), live(now)));
  return row;
}

/**
 * Exchanges the live session's refresh token for the next one. The update is
 * the one point of truth: of two refreshes with the same token, one gets the
 * row back.
 */
export async function rotateCitizenRefreshToken(db: Database, presentedHash: string, nextHash: string, now: Date) {
  const [row] = await db
    .update(citizenSessions)
    .set({ refreshTokenHash: nextHash, previousRefreshTokenHash: presentedHash, refreshedAt: now })
    .where(and(eq(citizenSessions.refreshTokenHash, presentedHash), live(now)))
    .returning({ id: citizenSessions.id, citizenId: citizenSessions.citizenId, guestApplicationId: citizenSessions.guestApplicationId });
  return row;
}

/** The session whose refresh token this was until its last refresh. */
export async function sessionRefreshedFrom(db: Database, previousHash: string) {
  const [row] = await db
    .select({ id: citizenSessions.id, refreshedAt: citizenSessions.refreshedAt })
    .from(citizenSessions)
    .where(eq(citizenSessions.previousRefreshTokenHash, previousHash))
    .limit(1);
  return row;
}

export async function endCitizenSession(db: Database, sessionId: string, reason: string, now: Date): Promise<void> {
  await db.update(citizenSessions).set({ revokedAt: now, revokedReason: reason }).where(and(eq(citizenSessions.id, sessionId), isNull(citizenSessions.revokedAt)));
}
