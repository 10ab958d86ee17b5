import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { citizenAccounts, citizenSignInCodes } from '../../db/schema.ts';
import { encryptField } from '../../lib/field-encryption.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function codesSentSince(db: Database, mobileHash: string, since: Date): Promise<number> {
  const [row] = await db.select({ codes: count() }).from(citizenSignInCodes).where(and(eq(citizenSignInCodes.mobileHash, mobileHash), gt(citizenSignInCodes.createdAt, since)));
  return row?.codes ?? 0;
}

export async function insertSignInCode(tx: Transaction, code: { mobileHash: string; codeHash: string; expiresAt: Date }): Promise<void> {
  await tx.insert(citizenSignInCodes).values(code);
}

/** The latest code sent to the mobile that is still good: unused, unexpired, with tries left. */
export async function liveSignInCode(db: Database, mobileHash: string, now: Date, maxTries: number) {
  const [row] = await db
    .select()
    .from(citizenSignInCodes)
    .where(and(eq(citizenSignInCodes.mobileHash, mobileHash), isNull(citizenSignInCodes.usedAt), gt(citizenSignInCodes.expiresAt, now), lt(citizenSignInCodes.wrongTries, maxTries)))
    .orderBy(desc(citizenSignInCodes.createdAt))
    .limit(1);
  return row;
}

export async function countWrongTry(db: Database, id: string): Promise<void> {
  await db.update(citizenSignInCodes).set({ wrongTries: sql`${citizenSignInCodes.wrongTries} + 1` }).where(eq(citizenSignInCodes.id, id));
}

/** Spends the code; false when another sign-in spent it first. */
export async function spendSignInCode(tx: Transaction, id: string, now: Date): Promise<boolean> {
  const spent = await tx
    .update(citizenSignInCodes)
    .set({ usedAt: now })
    .where(and(eq(citizenSignInCodes.id, id), isNull(citizenSignInCodes.usedAt)))
    .returning({ id: citizenSignInCodes.id });
  return spent.length > 0;
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
