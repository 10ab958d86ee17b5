import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { PRODUCTION_SERVICES } from './test/production.ts';

describe('loadConfig', () => {
  it('has working defaults for the embedded demo', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ HOST: '127.0.0.1', PORT: 8080, NODE_ENV: 'development', SEED_DEMO_CONTENT: true });
    expect(config.DATA_DIR).toBe(path.resolve('./data'));
    expect(config.DATABASE_URL).toBeUndefined();
  });

  /** Production's secrets, without its outside services. */
  const PRODUCTION_BARE = {
    NODE_ENV: 'production',
    JWT_SECRET: 'a-production-signing-key-of-well-over-43-characters-long',
    DATA_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'),
  };
  const PRODUCTION = { ...PRODUCTION_BARE, ...PRODUCTION_SERVICES };

  it('does not seed demo content in production unless told to, and never demo accounts', () => {
    expect(loadConfig(PRODUCTION)).toMatchObject({ SEED_DEMO_CONTENT: false, SEED_DEMO_ACCOUNTS: false });
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO_CONTENT: 'true' }).SEED_DEMO_CONTENT).toBe(true);
    expect(() => loadConfig({ ...PRODUCTION, SEED_DEMO_ACCOUNTS: 'true' })).toThrow(/SEED_DEMO_ACCOUNTS/);
  });

  it("refuses a settable office clock in production", () => {
    expect(() => loadConfig({ ...PRODUCTION, TEST_CLOCK: 'true' })).toThrow(/TEST_CLOCK: is for automated tests only/);
    expect(loadConfig({ TEST_CLOCK: 'true' }).TEST_CLOCK).toBe(true);
  });

  it('refuses a fixed captcha answer in production', () => {
    expect(() => loadConfig({ ...PRODUCTION, CAPTCHA_FIXED_ANSWER: 'abc123' })).toThrow(/CAPTCHA_FIXED_ANSWER/);
    expect(loadConfig({ CAPTCHA_FIXED_ANSWER: 'abc123' }).CAPTCHA_FIXED_ANSWER).toBe('abc123');
    expect(loadConfig({ CAPTCHA_FIXED_ANSWER: '47092' }).CAPTCHA_FIXED_ANSWER).toBe('47092');
    // A value the sign-in form cannot take would make signing in impossible.
    for (const untypeable of ['abc1234', 'ab-123', '1234']) expect(() => loadConfig({ CAPTCHA_FIXED_ANSWER: untypeable })).toThrow(/CAPTCHA_FIXED_ANSWER: must be typeable/);
  });

  it('takes payments and messages through stand-ins outside production, and refuses them in production, naming the variable', () => {
    expect(loadConfig({})).toMatchObject({ PAYMENT_GATEWAY: 'sandbox', SMS_GATEWAY: 'demo-outbox', EMAIL_TRANSPORT: 'demo-outbox' });
    expect(() => loadConfig(PRODUCTION_BARE)).toThrow(/PAYMENT_GATEWAY: is required in production[\s\S]*SMS_GATEWAY: is required[\s\S]*EMAIL_TRANSPORT: is required/);
    expect(() => loadConfig({ ...PRODUCTION_BARE, PAYMENT_GATEWAY: 'sandbox' })).toThrow(/PAYMENT_GATEWAY: sandbox takes no real money and is refused in production/);
    expect(() => loadConfig({ ...PRODUCTION_BARE, SMS_GATEWAY: 'demo-outbox' })).toThrow(/SMS_GATEWAY: demo-outbox sends no text/);
    expect(() => loadConfig({ ...PRODUCTION_BARE, EMAIL_TRANSPORT: 'demo-outbox' })).toThrow(/EMAIL_TRANSPORT: demo-outbox sends no e-mail/);
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'cash-in-hand' })).toThrow(/PAYMENT_GATEWAY/);
  });

  it("reads a bank gateway's own settings when it is chosen, naming each one missing", () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'razorpay' })).toThrow(/RAZORPAY_KEY_ID[^\n]*not set[\s\S]*RAZORPAY_KEY_SECRET[\s\S]*RAZORPAY_WEBHOOK_SECRET[\s\S]*PORTAL_PUBLIC_URL/);
    expect(() => loadConfig({ ...PRODUCTION_SERVICES, RAZORPAY_KEY_ID: 'not-a-key' })).toThrow(/RAZORPAY_KEY_ID: a Razorpay key id/);
    expect(loadConfig({ ...PRODUCTION_SERVICES }).razorpay).toMatchObject({ RAZORPAY_KEY_ID: 'rzp_test_IgrsPortalTests', RAZORPAY_API_URL: 'https://api.razorpay.com' });
    expect(loadConfig({}).razorpay).toBeUndefined();
  });

  it("reads the SMS gateway's and mail server's settings when they are chosen, naming each one missing", () => {
    expect(() => loadConfig({ SMS_GATEWAY: 'dlt-http' })).toThrow(/SMS_API_URL: is required with SMS_GATEWAY=dlt-http[\s\S]*SMS_TEMPLATE_IDS/);
    expect(() => loadConfig({ EMAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL: is required with EMAIL_TRANSPORT=smtp[\s\S]*EMAIL_FROM/);
    expect(() => loadConfig({ ...PRODUCTION, SMS_TEMPLATE_IDS: 'applicationSubmitted=1107161234567890124' })).toThrow(/signInCode has no DLT template/);
    expect(loadConfig(PRODUCTION)).toMatchObject({ SMS_GATEWAY: 'dlt-http', SMS_SENDER_ID: 'IGRSAP', EMAIL_TRANSPORT: 'smtp' });
  });

  it('requires its own secrets in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET[\s\S]*DATA_ENCRYPTION_KEY/);
    expect(() => loadConfig({ ...PRODUCTION, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('names every bad variable', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', CERTIFIED_COPY_URL: 'not a url' });
      expect.unreachable('a bad configuration must be refused');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const { problems, message } = error as ConfigError;
      expect(problems).toHaveLength(3);
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('CERTIFIED_COPY_URL');
    }
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '' });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('resolves a relative DATA_DIR against the folder npm was invoked from', () => {
    expect(loadConfig({ INIT_CWD: '/srv/igrs', DATA_DIR: './data' }).DATA_DIR).toBe('/srv/igrs/data');
    expect(loadConfig({ INIT_CWD: '/srv/igrs', DATA_DIR: '/var/lib/igrs' }).DATA_DIR).toBe('/var/lib/igrs');
  });

  it('takes a PostgreSQL address', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }).DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/test');
  });
});
