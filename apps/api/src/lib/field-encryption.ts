import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const NONCE_BYTES = 12;

/**
 * Random bytes are drawn a few kilobytes at a time and handed out as nonces:
 * the same randomness, without a system call for every field when thousands
 * are encrypted at once (bulk loads).
 */
let noncePool = Buffer.alloc(0);
let noncePoolOffset = 0;

function nextNonce(): Buffer {
  if (noncePoolOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 512);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.subarray(noncePoolOffset, noncePoolOffset + NONCE_BYTES);
  noncePoolOffset += NONCE_BYTES;
  return nonce;
}

/**
 * Encrypts a personal identifier (Aadhaar, mobile) for storage with
 * AES-256-GCM; the stored text carries its own nonce and tag.
 */
export function encryptField(key: Uint8Array, plaintext: string): string {
  const nonce = nextNonce();
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, nonce.toString('base64'), cipher.getAuthTag().toString('base64'), ciphertext.toString('base64')].join(':');
}

export function decryptField(key: Uint8Array, stored: string): string {
  const [version, nonce, tag, ciphertext] = stored.split(':');
  if (version !== VERSION || !nonce || !tag || ciphertext === undefined) throw new Error('Unrecognised encrypted field');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8');
}
