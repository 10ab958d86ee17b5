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

export class TokenService {
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
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        requiredClaims: ['sub', 'sid', 'exp'],
        ...(options.allowExpired ? { currentDate: new Date(0) } : {}),
      });
      const { sub, sid, lid, typ, mst, jur } = payload;
      const jurisdiction = jurisdictionFromClaim(jur);
      if (typeof sub !== 'string' || typeof sid !== 'string' || typeof lid !== 'string' || typeof typ !== 'string' || !isLoginType(typ) || !jurisdiction) {
        return undefined;
      }
      return { userId: sub, sessionId: sid, loginId: lid, loginType: typ, isMasterUser: mst === true, jurisdiction };
    } catch (error) {
      if (error instanceof errors.JOSEError) return undefined;
      throw error;
    }
  }
}
