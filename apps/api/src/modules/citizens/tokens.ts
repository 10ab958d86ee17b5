import { SignJWT, errors, jwtVerify } from 'jose';
import { CITIZEN_SESSION_MINUTES } from '@igrs/domain';
import { TOKEN_ISSUER } from '../../lib/tokens.ts';

/** A citizen's token is for another audience than staff tokens, so neither is ever taken for the other. */
export const CITIZEN_AUDIENCE = 'igrs-portal-citizen';
const ALGORITHM = 'HS256';

/** A citizen signed in by mobile, or a guest continuing one application with its id and secret. */
export type CitizenClaims = { citizenId: string } | { guestApplicationId: string };

const GUEST_SUBJECT = 'guest:';

export class CitizenTokens {
  constructor(private readonly key: Uint8Array) {}

  async sign(claims: CitizenClaims, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    const expiresAt = new Date((issuedAt + CITIZEN_SESSION_MINUTES * 60) * 1000);
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject('citizenId' in claims ? claims.citizenId : `${GUEST_SUBJECT}${claims.guestApplicationId}`)
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
      if (typeof payload.sub !== 'string') return undefined;
      return payload.sub.startsWith(GUEST_SUBJECT) ? { guestApplicationId: payload.sub.slice(GUEST_SUBJECT.length) } : { citizenId: payload.sub };
    } catch (error) {
      if (error instanceof errors.JOSEError) return undefined;
      throw error;
    }
  }
}
