/** Digits, lower- and upper-case letters: the 62 characters of spec §5. */
export const ALPHANUMERIC_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A random string drawn with the platform's cryptographic source. Bytes at or
 * above the largest multiple of the alphabet size are redrawn, so every
 * character is equally likely.
 */
export function randomString(length: number, alphabet: string = ALPHANUMERIC_ALPHABET): string {
  if (!Number.isInteger(length) || length < 0) throw new RangeError('length must be a non-negative integer');
  if (alphabet.length < 2 || alphabet.length > 256) throw new RangeError('alphabet must have 2 to 256 characters');
  const limit = 256 - (256 % alphabet.length);
  let result = '';
  // getRandomValues fills at most 64 KiB per call.
  const buffer = new Uint8Array(Math.min(65_536, Math.max(16, length * 2)));
  while (result.length < length) {
    crypto.getRandomValues(buffer);
    for (const byte of buffer) {
      if (byte < limit) result += alphabet[byte % alphabet.length];
      if (result.length === length) break;
    }
  }
  return result;
}
