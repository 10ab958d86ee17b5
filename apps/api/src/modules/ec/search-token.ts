import { createHmac, hkdfSync, randomUUID, timingSafeEqual } from 'node:crypto';
import { EC_SEARCH_TOKEN_MINUTES, ecCriteriaSchema, type EcCriteria } from '@igrs/domain';

/** Derived from the data encryption key like the certificate codes' key, under its own name, so neither can stand in for the other. */
export function searchTokenKey(dataEncryptionKey: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', dataEncryptionKey, new Uint8Array(0), 'igrs ec search tokens', 32));
}

const tagOf = (key: Uint8Array, payload: string) => createHmac('sha256', key).update(payload).digest();

/** One search that passed its captcha and daily limit, under its own id. */
export interface SignedSearch {
  searchId: string;
  criteria: EcCriteria;
}

/**
 * A token naming a search that passed its captcha and daily limit: the
 * certificate of the same search is issued against it without asking again,
 * once per language (the search id binds the certificates to the search).
 */
export function signSearchToken(key: Uint8Array, criteria: EcCriteria, now = new Date()): { token: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + EC_SEARCH_TOKEN_MINUTES * 60_000);
  const payload = Buffer.from(JSON.stringify({ searchId: randomUUID(), criteria, expiresAt: expiresAt.getTime() })).toString('base64url');
  return { token: `${payload}.${tagOf(key, payload).toString('base64url')}`, expiresAt };
}

/** The search a token names, when its signature holds and it has not expired. */
export function readSearchToken(key: Uint8Array, token: string, now = new Date()): SignedSearch | undefined {
  const [payload, tag, ...rest] = token.split('.');
  if (!payload || !tag || rest.length > 0) return undefined;
  const expected = tagOf(key, payload);
  const given = Buffer.from(tag, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const { searchId, criteria, expiresAt } = (decoded ?? {}) as { searchId?: unknown; criteria?: unknown; expiresAt?: unknown };
  if (typeof expiresAt !== 'number' || expiresAt <= now.getTime() || typeof searchId !== 'string') return undefined;
  const parsed = ecCriteriaSchema.safeParse(criteria);
  return parsed.success ? { searchId, criteria: parsed.data } : undefined;
}
