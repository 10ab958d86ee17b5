import { SignJWT, errors, jwtVerify } from 'jose';
import { isLoginType, JURISDICTION_LEVELS, type Jurisdiction, type LoginType } from '@igrs/domain';

export const TOKEN_ISSUER = 'igrs-portal';
export const TOKEN_AUDIENCE = 'igrs-portal-web';
const ALGORITHM = 'HS256';

export interface AccessClaims {
  userId: string;
  sessionId: string;
  loginId: string;
  loginType: LoginType;
  isMasterUser: boolean;
  jurisdiction: Jurisdiction;
}

/** `office:701`, `district:07`, `zone:GNT` or `state:AP`. */
function jurisdictionClaim(jurisdiction: Jurisdiction): string {
  return `${jurisdiction.level}:${jurisdiction.code}`;
}

function jurisdictionFromClaim(claim: unknown): Jurisdiction | undefined {
  if (typeof claim !== 'string') return undefined;
  const [level, code] = claim.split(':');
  const known = JURISDICTION_LEVELS.find((candidate) => candidate === level);
  return known && code ? { level: known, code } : undefined;
}

/** Tokens one process remembers as verified; past this it starts again rather than grow. */
const VERIFIED_TOKENS_KEPT = 20_000;

export class TokenService {
  /**
   * Tokens already verified, until they expire: an officer's browser sends the
   * same token with every request for its minutes of life, and checking its
   * signature again each time was a tenth of an EC search's CPU. The same
   * string is the same signature, so nothing is taken on trust that was not
   * checked once; the session behind it is still checked on every request.
   */
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();

  constructor(
    private readonly key: Uint8Array,
    private readonly lifetimeMinutes: number,
  ) {}

  sign(claims: AccessClaims, now: Date = new Date()): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({ sid: claims.sessionId, lid: claims.loginId, typ: claims.loginType, mst: claims.isMasterUser, jur: jurisdictionClaim(claims.jurisdiction) })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.lifetimeMinutes * 60)
      .sign(this.key);
  }

  /**
   * Checks signature, algorithm, issuer, audience and expiry. The refresh call
   * accepts an expired token (`allowExpired`): it proves which session asks,
   * while the refresh cookie proves the right to continue it.
   */
  async verify(token: string, options: { allowExpired?: boolean } = {}): Promise<AccessClaims | undefined> {
    if (!options.allowExpired) {
      const known = this.verified.get(token);
      if (known && known.expiresAtMs > Date.now()) return known.claims;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        requiredClaims: ['sub', 'sid', 'exp'],
        ...(options.allowExpired ? { currentDate: new Date(0) } : {}),
      });
      const { sub, sid, lid, typ, mst, jur, exp } = payload;
      const jurisdiction = jurisdictionFromClaim(jur);
      if (typeof sub !== 'string' || typeof sid !== 'string' || typeof lid !== 'string' || typeof typ !== 'string' || !isLoginType(typ) || !jurisdiction) {
        return undefined;
      }
      const claims: AccessClaims = { userId: sub, sessionId: sid, loginId: lid, loginType: typ, isMasterUser: mst === true, jurisdiction };
      if (!options.allowExpired && exp !== undefined) {
        if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.clear();
        this.verified.set(token, { claims, expiresAtMs: exp * 1000 });
      }
      return claims;
    } catch (error) {
      if (error instanceof errors.JOSEError) return undefined;
      throw error;
    }
  }
}
