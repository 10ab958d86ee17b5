import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { CAPTCHA_IMAGE_LENGTH, CAPTCHA_QUESTION_LENGTH, captchaTextLooksRight } from '@igrs/domain';
import { deliveryConfigProblems, deliveryConfigShape } from './modules/notifications/delivery-config.ts';
import { razorpayConfigSchema, type RazorpayConfig } from './modules/payments/razorpay/razorpay-gateway.ts';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The adapters each outside service can be reached through; the first of each is the demonstration's stand-in. */
export const PAYMENT_GATEWAYS = ['sandbox', 'razorpay'] as const;
export const SMS_GATEWAYS = ['demo-outbox', 'dlt-http'] as const;
export const EMAIL_TRANSPORTS = ['demo-outbox', 'smtp'] as const;

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** 32 random bytes in base64. */
const key32 = z.string().regex(/^[A-Za-z0-9+/]{43}=$/, 'must be 32 random bytes in base64 (44 characters)');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// address')
    .optional(),
  /** Where counters and notices shared by every process live; without it, in PostgreSQL (or, embedded, in the one process). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// address')
    .optional(),
  /** API processes under one supervisor, with a PostgreSQL server; 0 means one per core. The embedded database is always one process. */
  WORKERS: z.coerce.number().int().min(0).max(64).default(0),
  /** Anonymous API requests one process works on at once with time to spare (fewer when busy); more are turned away (503, Retry-After). */
  ANONYMOUS_IN_FLIGHT_LIMIT: z.coerce.number().int().positive().default(16),
  /** Whether a busy process serves anonymous callers one at a time. Off only where the load is the tests' own (a browser on the same cores). */
  SHED_WHEN_BUSY: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).default(path.resolve(apiRoot, '../web/dist')),
  /** The web build's page renderer, which draws public pages on the server; without it every page is drawn in the browser. */
  WEB_RENDERER: z.string().min(1).default(path.resolve(apiRoot, '../web/dist-ssr/render-page.js')),
  /** How long a visitor waits for a page drawn on the server before getting the shell instead; longer only where the tests' own browser shares the cores. */
  DRAWN_PAGE_WAIT_MS: z.coerce.number().int().positive().default(1000),
  SEED_DEMO_CONTENT: booleanFlag.optional(),
  TRUST_PROXY: booleanFlag.default(false),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  CERTIFIED_COPY_URL: z.url().default('https://registration.ap.gov.in/CertifiedCopy'),
  ONLINE_PAYMENT_URL: z.url().default('https://registration.ap.gov.in/OnlinePayments'),
  FACEBOOK_URL: z.url().default('https://www.facebook.com/'),
  TWITTER_URL: z.url().default('https://twitter.com/'),
  INSTAGRAM_URL: z.url().default('https://www.instagram.com/'),
  JWT_SECRET: z.string().min(43, 'must be at least 256 bits: 43 or more base64 characters').optional(),
  DATA_ENCRYPTION_KEY: key32.optional(),
  ACCESS_TOKEN_MINUTES: z.coerce.number().int().min(1).max(60).default(15),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(72).default(12),
  /** Fits the captcha form the web offers: 6 letters and digits (the picture) or 5 digits (the spoken question). */
  CAPTCHA_FIXED_ANSWER: z
    .string()
    .refine((value) => captchaTextLooksRight('image', value) || captchaTextLooksRight('question', value), {
      error: `must be typeable in the sign-in form: ${CAPTCHA_IMAGE_LENGTH} letters and digits, or ${CAPTCHA_QUESTION_LENGTH} digits`,
    })
    .optional(),
  /** The revenue department's (Webland) and the local bodies' keys for signing their mutation calls, exchanged with them. Outside production they are derived, for the sandbox. */
  WEBLAND_KEY: key32.optional(),
  MUNICIPAL_KEY: key32.optional(),
  /** A sandbox land records office decides mutation requests in the demonstration; on by default in development only. */
  LAND_RECORDS_SANDBOX: booleanFlag.optional(),
  INCOME_TAX_AGENCY_LOGIN_ID: z.string().min(1).optional(),
  /** Automated tests only: the office's clock may be set (PUT /igrsapi/v1/test-clock), so a browser journey reaches the day of a slot it booked. */
  TEST_CLOCK: booleanFlag.default(false),
  /** The bearer token Prometheus presents for /metrics; without it /metrics answers only METRICS_ALLOW_FROM. */
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Client addresses that may read /metrics without a token, comma-separated. */
  METRICS_ALLOW_FROM: z
    .string()
    .default('127.0.0.1,::1,::ffff:127.0.0.1')
    .transform((value) => value.split(',').map((address) => address.trim()).filter(Boolean)),
  /** Which payment gateway takes the portal's payments; the sandbox (no real money) is the default outside production and refused in it. */
  PAYMENT_GATEWAY: z.enum(PAYMENT_GATEWAYS).optional(),
  /** Which service sends texts (sign-in codes, step notices); the demo outbox sends nothing and is refused in production. */
  SMS_GATEWAY: z.enum(SMS_GATEWAYS).optional(),
  /** Which service sends e-mail; the demo outbox sends nothing and is refused in production. */
  EMAIL_TRANSPORT: z.enum(EMAIL_TRANSPORTS).optional(),
  /** The SMS gateway's and mail server's own settings, and the delivery queue's retries (modules/notifications). */
  ...deliveryConfigShape,
  SEED_DEMO_ACCOUNTS: booleanFlag.optional(),
  /** Read only by the create-admin command, so the password never appears in a command line. */
  ADMIN_PASSWORD: z.string().optional(),
});

export type AppConfig = Omit<z.infer<typeof configSchema>, 'SEED_DEMO_CONTENT' | 'SEED_DEMO_ACCOUNTS' | 'LAND_RECORDS_SANDBOX' | 'PAYMENT_GATEWAY' | 'SMS_GATEWAY' | 'EMAIL_TRANSPORT'> & {
  PAYMENT_GATEWAY: (typeof PAYMENT_GATEWAYS)[number];
  SMS_GATEWAY: (typeof SMS_GATEWAYS)[number];
  EMAIL_TRANSPORT: (typeof EMAIL_TRANSPORTS)[number];
  /** The bank gateway's settings, when PAYMENT_GATEWAY names it. */
  razorpay?: RazorpayConfig;
  /** Whether the sandbox land records office decides mutation requests; never in production. */
  LAND_RECORDS_SANDBOX: boolean;
  /** Demo content is seeded into an empty database unless in production or switched off. */
  SEED_DEMO_CONTENT: boolean;
  /** One demo account per login type; never in production. */
  SEED_DEMO_ACCOUNTS: boolean;
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
  // npm runs workspace scripts inside the workspace; relative paths mean the folder the command was typed in.
  const invokedFrom = env.INIT_CWD ?? process.cwd();
  const production = config.NODE_ENV === 'production';
  const productionProblems = [
    ...(production && config.CAPTCHA_FIXED_ANSWER ? ['CAPTCHA_FIXED_ANSWER: is for automated tests only and is refused in production'] : []),
    ...(production && config.SEED_DEMO_ACCOUNTS ? ['SEED_DEMO_ACCOUNTS: demo accounts are never created in production'] : []),
    ...(production && !config.JWT_SECRET ? ['JWT_SECRET: is required in production'] : []),
    ...(production && !config.DATA_ENCRYPTION_KEY ? ['DATA_ENCRYPTION_KEY: is required in production'] : []),
    ...(production && config.TEST_CLOCK ? ['TEST_CLOCK: is for automated tests only and is refused in production'] : []),
    ...(production && config.LAND_RECORDS_SANDBOX ? ['LAND_RECORDS_SANDBOX: the sandbox never decides mutations in production'] : []),
    ...(production ? realAdapterProblems('PAYMENT_GATEWAY', config.PAYMENT_GATEWAY, PAYMENT_GATEWAYS, 'takes no real money') : []),
    ...(production ? realAdapterProblems('SMS_GATEWAY', config.SMS_GATEWAY, SMS_GATEWAYS, 'sends no text, so no citizen could sign in') : []),
    ...(production ? realAdapterProblems('EMAIL_TRANSPORT', config.EMAIL_TRANSPORT, EMAIL_TRANSPORTS, 'sends no e-mail') : []),
  ];
  const razorpay = config.PAYMENT_GATEWAY === 'razorpay' ? adapterSettings(razorpayConfigSchema, env) : undefined;
  const problems = [
    ...productionProblems,
    ...(razorpay?.problems ?? []),
    ...deliveryConfigProblems({ ...config, SMS_GATEWAY: config.SMS_GATEWAY ?? SMS_GATEWAYS[0], EMAIL_TRANSPORT: config.EMAIL_TRANSPORT ?? EMAIL_TRANSPORTS[0] }),
  ];
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    ...config,
    DATA_DIR: path.resolve(invokedFrom, config.DATA_DIR),
    SEED_DEMO_CONTENT: config.SEED_DEMO_CONTENT ?? !production,
    SEED_DEMO_ACCOUNTS: config.SEED_DEMO_ACCOUNTS ?? !production,
    LAND_RECORDS_SANDBOX: config.LAND_RECORDS_SANDBOX ?? config.NODE_ENV === 'development',
    PAYMENT_GATEWAY: config.PAYMENT_GATEWAY ?? PAYMENT_GATEWAYS[0],
    SMS_GATEWAY: config.SMS_GATEWAY ?? SMS_GATEWAYS[0],
    EMAIL_TRANSPORT: config.EMAIL_TRANSPORT ?? EMAIL_TRANSPORTS[0],
    ...(razorpay?.settings ? { razorpay: razorpay.settings } : {}),
  };
}

/** An adapter's own settings, read only when it is chosen; each bad or missing variable is named. */
function adapterSettings<T extends z.ZodObject>(schema: T, env: Record<string, string | undefined>): { settings?: z.infer<T>; problems: string[] } {
  const present = Object.fromEntries(Object.keys(schema.shape).flatMap((key) => (env[key] ? [[key, env[key]]] : [])));
  const parsed = schema.safeParse(present);
  if (parsed.success) return { settings: parsed.data, problems: [] };
  return { problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}${present[String(issue.path[0])] === undefined ? ' (not set)' : ''}`) };
}

/** In production an outside service must be named, and not by its stand-in (the first of its adapters). */
function realAdapterProblems(variable: string, chosen: string | undefined, adapters: readonly string[], standInFailing: string): string[] {
  const real = adapters.slice(1).join(', ');
  if (chosen === undefined) return [`${variable}: is required in production (one of: ${real})`];
  if (chosen === adapters[0]) return [`${variable}: ${chosen} ${standInFailing} and is refused in production (one of: ${real})`];
  return [];
}
