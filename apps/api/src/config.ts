import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// address')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).default(path.resolve(apiRoot, '../web/dist')),
  SEED_DEMO_CONTENT: booleanFlag.optional(),
  TRUST_PROXY: booleanFlag.default(false),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  CERTIFIED_COPY_URL: z.url().default('https://registration.ap.gov.in/CertifiedCopy'),
  ONLINE_PAYMENT_URL: z.url().default('https://registration.ap.gov.in/OnlinePayments'),
  FACEBOOK_URL: z.url().default('https://www.facebook.com/'),
  TWITTER_URL: z.url().default('https://twitter.com/'),
  INSTAGRAM_URL: z.url().default('https://www.instagram.com/'),
});

export type AppConfig = Omit<z.infer<typeof configSchema>, 'SEED_DEMO_CONTENT'> & {
  /** Demo content is seeded into an empty database unless in production or switched off. */
  SEED_DEMO_CONTENT: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and checks the environment once; every bad variable is named in the error. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const present = Object.fromEntries(
    Object.keys(configSchema.shape).flatMap((key) => {
      const value = env[key];
      return value === undefined || value === '' ? [] : [[key, value]];
    }),
  );
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(present[String(issue.path[0])])})`),
    );
  }
  const config = parsed.data;
  return {
    ...config,
    DATA_DIR: path.resolve(config.DATA_DIR),
    SEED_DEMO_CONTENT: config.SEED_DEMO_CONTENT ?? config.NODE_ENV !== 'production',
  };
}
