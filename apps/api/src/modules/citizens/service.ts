import { createHmac, hkdfSync, randomInt } from 'node:crypto';
import {
  maskMobileFromLastFour,
  maskNumber,
  SIGN_IN_CODE_MINUTES,
  SIGN_IN_CODE_TRIES,
  SIGN_IN_CODES_PER_QUARTER_HOUR,
  type CitizenSession,
} from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { HttpProblem } from '../../plugins/errors.ts';
import { deliverQueued, enqueueNotification, type NotificationTransport } from '../notifications/index.ts';
import { codesSentSince, findCitizen, insertSignInCode, signInCitizen, trySignInCode } from './repository.ts';
import type { CitizenTokens } from './tokens.ts';

export interface CitizenAccess {
  db: Database;
  encryptionKey: Uint8Array;
  /** Keyed hashes: a mobile number is found without being stored in the clear, a code is checked without being stored at all. */
  hashKey: Uint8Array;
  tokens: CitizenTokens;
  transport: NotificationTransport;
}

export function citizenHashKey(dataEncryptionKey: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', dataEncryptionKey, new Uint8Array(0), 'igrs citizen mobiles and sign-in codes', 32));
}

const keyedHash = (key: Uint8Array, label: string, text: string) => createHmac('sha256', key).update(`${label}:${text}`).digest('hex');

/**
 * Sends a 6-digit code to the mobile, through the outbox in the same
 * transaction as the code. A few codes a quarter of an hour at most, so the
 * portal cannot be used to flood a number with messages.
 */
export async function sendSignInCode(access: CitizenAccess, mobile: string, now = new Date()): Promise<{ mobileMasked: string; expiresAt: string }> {
  const mobileHash = keyedHash(access.hashKey, 'mobile', mobile);
  if ((await codesSentSince(access.db, mobileHash, new Date(now.getTime() - 15 * 60_000))) >= SIGN_IN_CODES_PER_QUARTER_HOUR) {
    throw new HttpProblem(429, 'SIGN_IN_CODES_TOO_MANY');
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + SIGN_IN_CODE_MINUTES * 60_000);
  await access.db.transaction(async (tx) => {
    await insertSignInCode(tx, { mobileHash, codeHash: keyedHash(access.hashKey, 'code', code), expiresAt });
    await enqueueNotification(tx, access.encryptionKey, { channel: 'sms', recipient: mobile, messageKey: 'signInCode', values: { code, minutes: SIGN_IN_CODE_MINUTES } });
  });
  await deliverQueued(access.db, access.encryptionKey, access.transport);
  return { mobileMasked: maskNumber(mobile), expiresAt: expiresAt.toISOString() };
}

/**
 * Signs a citizen in with the latest code sent to the mobile: a wrong code
 * uses up one of its tries, a right one is spent at once (two sign-ins with
 * the same code: one wins), however many tries come at once. The first
 * sign-in creates the citizen's account.
 */
export async function signInWithCode(access: CitizenAccess, mobile: string, typed: string, now = new Date()): Promise<{ session: CitizenSession; refreshToken: string }> {
  const mobileHash = keyedHash(access.hashKey, 'mobile', mobile);
  const codeHash = keyedHash(access.hashKey, 'code', typed);
  const signedIn = await access.db.transaction(async (tx) => {
    if (!(await trySignInCode(tx, mobileHash, codeHash, now, SIGN_IN_CODE_TRIES))) return undefined;
    const citizen = await signInCitizen(tx, access.encryptionKey, mobile, mobileHash, now);
    return { citizen, ...(await access.tokens.start({ citizenId: citizen.id }, now, tx)) };
  });
  if (!signedIn) throw new HttpProblem(400, 'SIGN_IN_CODE_WRONG');
  const { citizen, token, expiresAt, refreshToken } = signedIn;
  return {
    session: { token, expiresAt: expiresAt.toISOString(), citizen: { citizenId: citizen.id, mobileMasked: maskNumber(mobile), since: citizen.createdAt.toISOString() } },
    refreshToken,
  };
}

export async function citizenProfile(access: CitizenAccess, citizenId: string) {
  const citizen = await findCitizen(access.db, citizenId);
  if (!citizen) throw new HttpProblem(401, 'UNAUTHENTICATED');
  return { citizenId: citizen.id, mobileMasked: maskMobileFromLastFour(citizen.mobileLast4), since: citizen.createdAt.toISOString() };
}
