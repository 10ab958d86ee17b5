import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService, type AccessClaims } from './tokens.ts';

const key = Buffer.from('token-test-signing-key-token-test-signing-key-0001');
const claims: AccessClaims = { userId: 'u-1', sessionId: 's-1', loginId: 'demo_sro', loginType: 'SRO', isMasterUser: false, jurisdiction: { level: 'office', code: '701' } };

afterEach(() => vi.useRealTimers());

describe('access tokens remembered as verified', () => {
  it('answers a token checked once from memory until it expires, and not after', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    const tokens = new TokenService(key, 15);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-26T10:14:59Z'));
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-26T10:15:01Z'));
    expect(await tokens.verify(token)).toBeUndefined();
    // The refresh call still reads an expired token's claims.
    expect(await tokens.verify(token, { allowExpired: true })).toEqual(claims);
  });

  it('remembers nothing that did not verify: a token changed by one letter is refused however often its original was seen', async () => {
    const tokens = new TokenService(key, 15);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    const [header, payload, signature] = token.split('.');
    const altered = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await tokens.verify(altered)).toBeUndefined();
    expect(await new TokenService(Buffer.from('another-key-another-key-another-key-another-key-01'), 15).verify(token)).toBeUndefined();
  });
});
