import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import type { Database } from '../../db/client.ts';
import type { SharedState } from '../../lib/shared-state.ts';
import { TOKEN_ISSUER } from '../../lib/tokens.ts';
import { SessionChecks } from '../auth/index.ts';
import { endCitizenSession, liveCitizenSession, rotateCitizenRefreshToken, sessionRefreshedFrom, startCitizenSession } from './repository.ts';

/** A citizen's token is for another audience than staff tokens, so neither is ever taken for the other. */
export const CITIZEN_AUDIENCE = 'igrs-portal-citizen';
const ALGORITHM = 'HS256';

/** A citizen signed in by mobile, or a guest continuing one application with its id and secret. */
export type CitizenClaims = { citizenId: string } | { guestApplicationId: string };

const GUEST_SUBJECT = 'guest:';

/**
 * A refresh token that was replaced this recently is taken as the losing side
 * of two refreshes racing from the same browser rather than as a stolen copy,
 * as with staff sessions.
 */
export const CITIZEN_REFRESH_RACE_GRACE_MS = 10_000;

export interface CitizenSessionLifetimes {
  /** Lifetime of an access token; the browser refreshes it within the session. */
  accessTokenMinutes: number;
  /** Absolute lifetime of a session, however often it is refreshed. */
  sessionHours: number;
}

export interface CitizenSignIn {
  token: string;
  expiresAt: Date;
  /** Kept by the browser as an http-only cookie, never in the answer's body. */
  refreshToken: string;
}

export type CitizenRefresh = ({ outcome: 'refreshed' } & CitizenSignIn) | { outcome: 'raced' | 'unknown' | 'reused' };

const holderOf = (claims: CitizenClaims) => ('citizenId' in claims ? claims.citizenId : `${GUEST_SUBJECT}${claims.guestApplicationId}`);
const claimsOf = (holder: string): CitizenClaims =>
  holder.startsWith(GUEST_SUBJECT) ? { guestApplicationId: holder.slice(GUEST_SUBJECT.length) } : { citizenId: holder };
const holderOfRow = (row: { citizenId: string | null; guestApplicationId: string | null }) =>
  holderOf(row.citizenId ? { citizenId: row.citizenId } : { guestApplicationId: row.guestApplicationId ?? '' });
const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * Citizens' and guests' sessions: each sign-in opens one, stored, named in
 * the access token (`sid`, with a `jti` of its own), refreshed with a
 * rotating cookie and ended by signing out. Whether a session is live is
 * asked as for staff sessions, and a session ended in one process is
 * forgotten in every other by the same notice.
 */
export class CitizenTokens {
  private readonly checks: SessionChecks;

  constructor(
    private readonly key: Uint8Array,
    private readonly db: Database,
    state: SharedState,
    readonly lifetimes: CitizenSessionLifetimes,
  ) {
    this.checks = new SessionChecks(db, state, async (sessionId, now) => {
      const row = await liveCitizenSession(db, sessionId, now);
      return row && { holder: holderOfRow(row), expiresAt: row.expiresAt };
    });
  }

  /** Listens for ended sessions; call once before serving. */
  listen(): Promise<void> {
    return this.checks.listen();
  }

  /** Opens a session; given a transaction, it stands or falls with what signed the caller in. */
  async start(claims: CitizenClaims, now = new Date(), db: Database = this.db): Promise<CitizenSignIn> {
    const refreshToken = randomBytes(32).toString('base64url');
    const sessionId = await startCitizenSession(db, claims, tokenHash(refreshToken), new Date(now.getTime() + this.lifetimes.sessionHours * 3600_000));
    return { ...(await this.sign(holderOf(claims), sessionId, now)), refreshToken };
  }

  private async sign(holder: string, sessionId: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    const expiresAt = new Date((issuedAt + this.lifetimes.accessTokenMinutes * 60) * 1000);
    const token = await new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setJti(randomUUID())
      .setSubject(holder)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(CITIZEN_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { token, expiresAt };
  }

  /** The caller a token names, while its session is live. */
  async verify(token: string): Promise<(CitizenClaims & { sessionId: string }) | undefined> {
    let subject: string;
    let sessionId: string;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [ALGORITHM], issuer: TOKEN_ISSUER, audience: CITIZEN_AUDIENCE, requiredClaims: ['sub', 'sid', 'jti', 'exp'] });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
      subject = payload.sub;
      sessionId = payload.sid;
    } catch (error) {
      if (error instanceof errors.JOSEError) return undefined;
      throw error;
    }
    if ((await this.checks.activeSessionUser(sessionId, new Date())) !== subject) return undefined;
    return { ...claimsOf(subject), sessionId };
  }

  /**
   * A new access token and refresh token for the session the refresh token
   * belongs to. A refresh token replaced earlier than the race grace coming
   * back means a copy is in other hands: the session ends.
   */
  async refresh(refreshToken: string, now = new Date()): Promise<CitizenRefresh> {
    const next = randomBytes(32).toString('base64url');
    const rotated = await rotateCitizenRefreshToken(this.db, tokenHash(refreshToken), tokenHash(next), now);
    if (rotated) return { outcome: 'refreshed', ...(await this.sign(holderOfRow(rotated), rotated.id, now)), refreshToken: next };
    const replaced = await sessionRefreshedFrom(this.db, tokenHash(refreshToken));
    if (!replaced?.refreshedAt) return { outcome: 'unknown' };
    if (now.getTime() - replaced.refreshedAt.getTime() < CITIZEN_REFRESH_RACE_GRACE_MS) return { outcome: 'raced' };
    await this.end(replaced.id, 'refresh-token-reuse', now);
    return { outcome: 'reused' };
  }

  /** Ends the session here and now, and in every other process by notice. */
  async end(sessionId: string, reason: string, now = new Date()): Promise<void> {
    await endCitizenSession(this.db, sessionId, reason, now);
    await this.checks.revoked([sessionId]);
  }
}
