import { hash, verify } from '@node-rs/argon2';
import commonPasswords from '@zxcvbn-ts/language-common/dist/passwords.json.mjs';
import type { ValidationMessageKey } from '@igrs/domain';

/** OWASP's argon2id recommendation: 19 MiB, two passes, one lane (algorithm 2 is argon2id). */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Verified against when no account matches, so a wrong login id costs the
 * same time as a wrong password and reveals nothing.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('no account has this password: it only spends the same time');
  return decoyHash;
}

const COMMON = new Set((commonPasswords as string[]).map((password) => password.toLowerCase()));

/**
 * NIST SP 800-63B checks beyond length: not a commonly used or breached
 * password (the list of about 30,000 shipped with @zxcvbn-ts/language-common),
 * not built from the login id, not one character repeated. No composition rules.
 */
export function passwordProblem(password: string, loginId: string): ValidationMessageKey | undefined {
  const lowered = password.toLowerCase();
  if (COMMON.has(lowered) || /^(.)\1*$/.test(password)) return 'passwordTooCommon';
  if (loginId.length >= 3 && lowered.includes(loginId.toLowerCase())) return 'passwordContainsLoginId';
  return undefined;
}
