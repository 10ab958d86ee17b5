import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import type { SharedState } from '../../lib/shared-state.ts';

/**
 * How long a process trusts its last look at a live session. A revocation
 * reaches every process at once by notice; this only bounds how long a lost
 * notice could let a revoked session go on.
 */
export const SESSION_CHECK_MS = 5_000;
/** Sessions one process remembers; past this it starts again rather than grow. */
const REMEMBERED_SESSIONS = 50_000;
const REVOKED = 'session-revoked';

/** Who holds a session and when it ends, while it is live; the staff sessions' unless a kind of session says otherwise. */
export type SessionLookup = (sessionId: string, now: Date) => Promise<{ holder: string; expiresAt: Date } | undefined>;

function staffSessions(db: Database): SessionLookup {
  return async (sessionId, now) => {
    const [row] = await db
      .select({ holder: sessions.userId, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
    return row;
  };
}

/**
 * Whether a signed-in caller's session is still live, asked on every request:
 * answered from memory for a few seconds after the database said so, and
 * forgotten in every process the moment the session is revoked anywhere.
 */
export class SessionChecks {
  private readonly live = new Map<string, { userId: string; trustedUntil: number }>();

  private readonly lookup: SessionLookup;

  constructor(
    db: Database,
    private readonly state: SharedState,
    lookup?: SessionLookup,
  ) {
    this.lookup = lookup ?? staffSessions(db);
  }

  /** Listens for revocations; call once before serving. */
  async listen(): Promise<void> {
    await this.state.subscribe(REVOKED, (sessionId) => this.live.delete(sessionId));
  }

  async activeSessionUser(sessionId: string, now: Date): Promise<string | undefined> {
    const known = this.live.get(sessionId);
    if (known && known.trustedUntil > now.getTime()) return known.userId;
    const row = await this.lookup(sessionId, now);
    if (!row) {
      this.live.delete(sessionId);
      return undefined;
    }
    if (this.live.size >= REMEMBERED_SESSIONS) this.live.clear();
    this.live.set(sessionId, { userId: row.holder, trustedUntil: Math.min(now.getTime() + SESSION_CHECK_MS, row.expiresAt.getTime()) });
    return row.holder;
  }

  /** Tells every process, after the revocation is committed, to stop trusting these sessions. */
  async revoked(sessionIds: readonly string[]): Promise<void> {
    for (const sessionId of sessionIds) {
      this.live.delete(sessionId);
      await this.state.publish(REVOKED, sessionId);
    }
  }
}
