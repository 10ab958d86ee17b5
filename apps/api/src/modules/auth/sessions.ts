import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { refreshTokens, sessions } from '../../db/schema.ts';

/**
 * A refresh token that was used this recently is taken as the losing side of
 * two refreshes racing from the same browser rather than as a stolen copy.
 */
export const REFRESH_RACE_GRACE_MS = 10_000;

function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export async function startSession(db: Database, userId: string, expiresAt: Date): Promise<string> {
  const [row] = await db.insert(sessions).values({ userId, expiresAt }).returning({ id: sessions.id });
  return row!.id;
}

export async function issueRefreshToken(db: Database, sessionId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({ tokenHash: tokenHash(token), sessionId });
  return token;
}

export async function activeSessionUser(db: Database, sessionId: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return row?.userId;
}

export async function revokeSession(db: Database, sessionId: string, reason: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date(), revokedReason: reason }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Answers the sessions it ended, for the processes that remember them. */
export async function revokeOtherSessions(db: Database, userId: string, keepSessionId: string, reason: string): Promise<string[]> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.map((session) => session.id);
}

export type Rotation =
  | { outcome: 'rotated'; sessionId: string; token: string }
  | { outcome: 'raced' | 'unknown' | 'ended' | 'wrong-session' }
  | { outcome: 'reused'; sessionId: string };

/**
 * Exchanges a refresh token for a new one in the same session. The update
 * that marks the old token used is the one point of truth: of two concurrent
 * calls exactly one gets the row back. Presenting a token used earlier than
 * the race grace revokes the whole session.
 */
export async function rotateRefreshToken(db: Database, token: string, expectedSessionId: string, now: Date): Promise<Rotation> {
  const hash = tokenHash(token);
  const [won] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.usedAt)))
    .returning({ sessionId: refreshTokens.sessionId });
  if (won) {
    if (won.sessionId !== expectedSessionId) return { outcome: 'wrong-session' };
    if (!(await activeSessionUser(db, won.sessionId, now))) return { outcome: 'ended' };
    return { outcome: 'rotated', sessionId: won.sessionId, token: await issueRefreshToken(db, won.sessionId) };
  }
  const [used] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
  if (!used?.usedAt) return { outcome: 'unknown' };
  if (now.getTime() - used.usedAt.getTime() < REFRESH_RACE_GRACE_MS) return { outcome: 'raced' };
  await revokeSession(db, used.sessionId, 'refresh-token-reuse');
  return { outcome: 'reused', sessionId: used.sessionId };
}
