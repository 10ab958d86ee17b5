import { createHmac, hkdfSync, randomInt } from 'node:crypto';
import { CERTIFICATE_CODE_ALPHABET, CERTIFICATE_CODE_PATTERN, normaliseCertificateCode } from '@igrs/domain';

const RANDOM_LENGTH = 12;
const TAG_LENGTH = 4;

/**
 * The key that signs certificate codes, derived from the data encryption key:
 * both must outlive every certificate issued, which the signing key of
 * access tokens need not.
 */
export function certificateCodeKey(dataEncryptionKey: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', dataEncryptionKey, new Uint8Array(0), 'igrs certificate verification codes', 32));
}

function tagOf(key: Uint8Array, body: string): string {
  const digest = createHmac('sha256', key).update(body).digest();
  let tag = '';
  for (let index = 0; index < TAG_LENGTH; index += 1) tag += CERTIFICATE_CODE_ALPHABET[digest[index]! % CERTIFICATE_CODE_ALPHABET.length];
  return tag;
}

const grouped = (compact: string) => compact.match(/.{4}/g)!.join('-');

/**
 * A new code: twelve random characters and four of signature, so that an
 * altered or mistyped code is told apart from one that was never issued
 * without looking it up.
 */
export function newCertificateCode(key: Uint8Array): string {
  let body = '';
  for (let index = 0; index < RANDOM_LENGTH; index += 1) body += CERTIFICATE_CODE_ALPHABET[randomInt(CERTIFICATE_CODE_ALPHABET.length)];
  return grouped(body + tagOf(key, body));
}

/** The code in its printed form when it is well formed and its signature holds; undefined otherwise. */
export function checkCertificateCode(key: Uint8Array, typed: string): string | undefined {
  const code = normaliseCertificateCode(typed);
  if (!CERTIFICATE_CODE_PATTERN.test(code)) return undefined;
  const compact = code.replace(/-/g, '');
  return tagOf(key, compact.slice(0, RANDOM_LENGTH)) === compact.slice(RANDOM_LENGTH) ? code : undefined;
}
