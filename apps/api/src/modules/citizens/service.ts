import { createHmac, hkdfSync, randomInt } from 'node:crypto';
import {
  maskMobileFromLastFour,
  maskNumber,
  SIGN_IN_CODE_MINUTES,
  SIGN_IN_CODE_REQUESTS_PER_ADDRESS_PER_QUARTER_HOUR,
  SIGN_IN_CODE_TRIES,
  SIGN_IN_CODES_PER_MINUTE,
  SIGN_IN_CODES_PER_QUARTER_HOUR,
  type CitizenSession,
  type SignInCodeRequest,
} from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import type { SharedState } from '../../lib/shared-state.ts';
import { HttpProblem } from '../../plugins/errors.ts';
import { consumeCaptcha } from '../auth/index.ts';
import { deliverQueued, enqueueNotification, type NotificationTransport } from '../notifications/index.ts';
import { findCitizen, insertSignInCode, signInCitizen, trySignInCode } from './repository.ts';
import type { CitizenTokens } from './tokens.ts';

export interface CitizenAccess {
  db: Database;
  encryptionKey: Uint8Array;
  /** Keyed hashes: a mobile number is found without being stored in the clear, a code is checked without being stored at all. */
  hashKey: Uint8Array;
  tokens: CitizenTokens;
  transport: NotificationTransport;
  /** Where the budgets for sending codes are counted, alike for every process. */
  sharedState: SharedState;
}

export function citizenHashKey(dataEncryptionKey: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', dataEncryptionKey, new Uint8Array(0), 'igrs citizen mobiles and sign-in codes', 32));
}

const keyedHash = (key: Uint8Array, label: string, text: string) => createHmac('sha256', key).update(`${label}:${text}`).digest('hex');

const QUARTER_HOUR_MS = 15 * 60_000;

const secondsUntil = (resetInMs: number) => Math.max(1, Math.ceil(resetInMs / 1000));

/** Counts one against a shared budget; a budget that cannot be counted sends nothing rather than send without limit. */
async function spend(access: CitizenAccess, key: string, windowMs: number) {
  try {
    return await access.sharedState.hit(key, windowMs);
  } catch {
    throw new HttpProblem(503, 'PORTAL_BUSY', undefined, 1);
  }
}

/** A request for a code as the citizen sent it, and the address it came from. */
export type SignInCodeCall = SignInCodeRequest & { clientAddress: string };

/**
 * Sends a 6-digit code to the mobile, through the outbox in the same
 * transaction as the code. Sending a text costs the sender: a captcha solved
 * for each code, within a budget for their address; a number gets a few
 * codes a quarter of an hour, and the portal a few a minute in all, so it
 * cannot be used to flood a number, or anyone, with messages. The budgets
 * are counted in the state every process shares.
 */
export async function sendSignInCode(access: CitizenAccess, request: SignInCodeCall, now = new Date()): Promise<{ mobileMasked: string; expiresAt: string }> {
  const { mobile } = request;
  // Counted before the captcha is read, right or wrong: one address cannot work through captchas without end.
  const fromAddress = await spend(access, `sign-in-codes:address:${request.clientAddress}`, QUARTER_HOUR_MS);
  if (fromAddress.hits > SIGN_IN_CODE_REQUESTS_PER_ADDRESS_PER_QUARTER_HOUR) throw new HttpProblem(429, 'RATE_LIMITED', undefined, secondsUntil(fromAddress.resetInMs));
  if (!(await consumeCaptcha(access.db, request.captchaId, request.captchaText))) throw new HttpProblem(400, 'CAPTCHA_FAILED');
  const mobileHash = keyedHash(access.hashKey, 'mobile', mobile);
  const toMobile = await spend(access, `sign-in-codes:mobile:${mobileHash}`, QUARTER_HOUR_MS);
  if (toMobile.hits > SIGN_IN_CODES_PER_QUARTER_HOUR) throw new HttpProblem(429, 'SIGN_IN_CODES_TOO_MANY', undefined, secondsUntil(toMobile.resetInMs));
  const everywhere = await spend(access, 'sign-in-codes:all', 60_000);
  if (everywhere.hits > SIGN_IN_CODES_PER_MINUTE) throw new HttpProblem(503, 'PORTAL_BUSY', undefined, secondsUntil(everywhere.resetInMs));
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
