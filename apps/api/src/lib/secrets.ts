import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config.ts';

export interface Secrets {
  /** HMAC key for access tokens, at least 256 bits. */
  jwtSecret: Uint8Array;
  /** AES-256-GCM key for Aadhaar and mobile numbers at rest. */
  dataEncryptionKey: Uint8Array;
}

const SECRETS_FILE = 'secrets.json';

/**
 * Secrets come from the environment; outside production, missing ones are
 * generated once and kept in DATA_DIR so a restart keeps sessions and stored
 * data readable. The file is readable by its owner only.
 */
export async function loadSecrets(config: AppConfig): Promise<Secrets> {
  const file = path.join(config.DATA_DIR, SECRETS_FILE);
  let stored: { jwtSecret?: string; dataEncryptionKey?: string } = {};
  if (!config.JWT_SECRET || !config.DATA_ENCRYPTION_KEY) {
    stored = await readFile(file, 'utf8').then(
      (text) => JSON.parse(text) as typeof stored,
      () => ({}),
    );
    const generated = {
      jwtSecret: stored.jwtSecret ?? randomBytes(32).toString('base64'),
      dataEncryptionKey: stored.dataEncryptionKey ?? randomBytes(32).toString('base64'),
    };
    if (generated.jwtSecret !== stored.jwtSecret || generated.dataEncryptionKey !== stored.dataEncryptionKey) {
      await mkdir(config.DATA_DIR, { recursive: true });
      await writeFile(file, JSON.stringify(generated), { mode: 0o600 });
    }
    stored = generated;
  }
  return {
    jwtSecret: Buffer.from(config.JWT_SECRET ?? stored.jwtSecret ?? '', config.JWT_SECRET ? 'utf8' : 'base64'),
    dataEncryptionKey: Buffer.from(config.DATA_ENCRYPTION_KEY ?? stored.dataEncryptionKey ?? '', 'base64'),
  };
}
