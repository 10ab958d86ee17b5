import { SignJWT, errors, jwtVerify } from 'jose';
import { isLoginType, type LoginType } from '@igrs/domain';

export const TOKEN_ISSUER = 'igrs-portal';
export const TOKEN_AUDIENCE = 'igrs-portal-web';
const ALGORITHM = 'HS256';

export interface AccessClaims {
  userId: string;
  sessionId: string;
  loginId: string;
  loginType: LoginType;
  isMasterUser: boolean;
}

export class TokenService {
  constructor(
    private readonly key: Uint8Array,
    private readonly lifetimeMinutes: number,
  ) {}

  sign(claims: AccessClaims, now: Date = new Date()): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({ sid: claims.sessionId, lid: claims.loginId, typ: claims.loginType, mst: claims.isMasterUser })
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
      const { sub, sid, lid, typ, mst } = payload;
      if (typeof sub !== 'string' || typeof sid !== 'string' || typeof lid !== 'string' || typeof typ !== 'string' || !isLoginType(typ)) {
        return undefined;
      }
      return { userId: sub, sessionId: sid, loginId: lid, loginType: typ, isMasterUser: mst === true };
    } catch (error) {
      if (error instanceof errors.JOSEError) return undefined;
      throw error;
    }
  }
}
