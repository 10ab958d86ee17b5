import { SignJWT, errors, jwtVerify } from 'jose';
import { CITIZEN_SESSION_MINUTES } from '@igrs/domain';
import { TOKEN_ISSUER } from '../../lib/tokens.ts';

/** A citizen's token is for another audience than staff tokens, so neither is ever taken for the other. */
export const CITIZEN_AUDIENCE = 'igrs-portal-citizen';
const ALGORITHM = 'HS256';

export interface CitizenClaims {
  citizenId: string;
}

export class CitizenTokens {
  constructor(private readonly key: Uint8Array) {}

  async sign(claims: CitizenClaims, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    const expiresAt = new Date((issuedAt + CITIZEN_SESSION_MINUTES * 60) * 1000);
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.citizenId)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(CITIZEN_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { token, expiresAt };
  }

  async verify(token: string): Promise<CitizenClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [ALGORITHM], issuer: TOKEN_ISSUER, audience: CITIZEN_AUDIENCE, requiredClaims: ['sub', 'exp'] });
      return typeof payload.sub === 'string' ? { citizenId: payload.sub } : undefined;
    } catch (error) {
      if (error instanceof errors.JOSEError) return undefined;
      throw error;
    }
  }
}
