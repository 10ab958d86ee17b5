import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES, type NotificationMessageKey } from '@igrs/domain';
import { captchas } from './db/schema.ts';
import { FakeRazorpay } from './modules/payments/razorpay/fake-gateway.ts';
import { FakeMailServer } from './modules/notifications/testing/fake-mail-server.ts';
import { FakeSmsGateway } from './modules/notifications/testing/fake-sms-gateway.ts';
import { createTestContext, type TestContext } from './test/harness.ts';
import { PRODUCTION_SERVICES } from './test/production.ts';

/**
 * The portal as a department runs it: NODE_ENV=production with its own
 * secrets, the Razorpay adapter, the DLT SMS gateway and the mail server,
 * each a local fake speaking its protocol. Nothing of the sandboxes answers.
 */
const API = '/igrsapi/v1';
const CAPTCHA_ANSWER = 'Pr0dK7';
const KEY_SECRET = 'production-test-key-secret';
const WEBHOOK_SECRET = 'production-test-webhook-secret';
const SMS_ACCOUNT = { userId: PRODUCTION_SERVICES.SMS_API_USER_ID, password: PRODUCTION_SERVICES.SMS_API_PASSWORD, senderId: PRODUCTION_SERVICES.SMS_SENDER_ID, entityId: PRODUCTION_SERVICES.SMS_ENTITY_ID };
/** Every message of the catalogue registered as a DLT template, as the department registers them. */
const TEMPLATES = Object.keys(NOTIFICATION_MESSAGES).map((key, index) => [key as NotificationMessageKey, `11071600000000${String(index + 1).padStart(5, '0')}`] as const);

let context: TestContext;
let bank: FakeRazorpay;
let sms: FakeSmsGateway;
let mail: FakeMailServer;
let portalUrl = '';

beforeAll(async () => {
  bank = new FakeRazorpay(PRODUCTION_SERVICES.RAZORPAY_KEY_ID, KEY_SECRET, WEBHOOK_SECRET, () => `${portalUrl}${API}/payments/notices/razorpay`);
  await bank.start();
  sms = new FakeSmsGateway({ ...SMS_ACCOUNT, templates: Object.fromEntries(TEMPLATES.map(([key, id]) => [id, key])) });
  const smsUrl = await sms.start();
  mail = new FakeMailServer();
  const mailUrl = await mail.start();
  context = await createTestContext({
    ...PRODUCTION_SERVICES,
    NODE_ENV: 'production',
    // Production takes no fixed captcha answer: the test solves each captcha as a person reads it (below).
    CAPTCHA_FIXED_ANSWER: '',
    RATE_LIMIT_PER_MINUTE: '100000',
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_URL: bank.url,
    RAZORPAY_CHECKOUT_URL: `${bank.url}/v1/checkout/embedded`,
    SMS_API_URL: smsUrl,
    SMS_TEMPLATE_IDS: TEMPLATES.map(([key, id]) => `${key}=${id}`).join(','),
    SMTP_URL: mailUrl,
    DELIVERY_RETRY_DELAY_SECONDS: '1',
  });
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  portalUrl = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await context.close();
  await Promise.all([bank.stop(), sms.stop(), mail.stop()]);
});

/** A captcha answered as the person reading its picture would: the test knows its answer by setting it. */
async function solvedCaptcha(): Promise<{ captchaId: string; captchaText: string }> {
  const { captchaId } = (await context.app.inject({ method: 'GET', url: `${API}/captcha` })).json<{ captchaId: string }>();
  await context.database.db
    .update(captchas)
    .set({ answerHash: createHash('sha256').update(CAPTCHA_ANSWER, 'utf8').digest('hex') })
    .where(eq(captchas.id, captchaId));
  return { captchaId, captchaText: CAPTCHA_ANSWER };
}

async function staffToken(loginId: string): Promise<string> {
  const response = await context.app.inject({ method: 'POST', url: `${API}/users/login`, payload: { loginId, password: 'Demo@2026', ...(await solvedCaptcha()) } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
}

describe('the portal in production', () => {
  it('serves none of the sandboxes: no sandbox gateway, no demo outbox, no settable clock', async () => {
    expect((await context.app.inject({ method: 'GET', url: `${API}/sandbox-gateway/checkout/PAY-2026-000001` })).statusCode).toBe(404);
    expect((await context.app.inject({ method: 'GET', url: `${API}/notifications/outbox` })).statusCode).toBe(404);
    expect((await context.app.inject({ method: 'PUT', url: `${API}/test-clock`, payload: { now: null } })).statusCode).toBe(404);
    const frame = (await context.app.inject({ method: 'GET', url: `${API}/frame` })).json<{ sandbox: unknown }>();
    expect(frame.sandbox).toEqual({ payments: false, messages: false });
  });

  it("texts a citizen's sign-in code through the DLT gateway, in both languages under its registered template, and signs the citizen in with it", async () => {
    const mobile = '9491077001';
    const asked = await context.app.inject({ method: 'POST', url: `${API}/citizens/sign-in-code`, payload: { mobile, ...(await solvedCaptcha()) } });
    expect(asked.statusCode, asked.body).toBeLessThan(300);
    await expect.poll(() => sms.accepted.find((message) => message.phone === `91${mobile}`), { timeout: 20_000, interval: 200 }).toBeDefined();
    const text = sms.accepted.find((message) => message.phone === `91${mobile}`)!;
    expect(text).toMatchObject({ mask: 'IGRSAP', principalEntityId: PRODUCTION_SERVICES.SMS_ENTITY_ID, dltTemplateId: TEMPLATES.find(([key]) => key === 'signInCode')![1], msgType: 'UNICODE_TEXT' });
    const code = /(\d{6}) is your IGRS AP sign-in code/.exec(text.text)![1]!;
    const session = await context.app.inject({ method: 'POST', url: `${API}/citizens/sessions`, payload: { mobile, code } });
    expect(session.statusCode, session.body).toBe(201);
    expect(session.json<{ token: string }>().token).toEqual(expect.any(String));
  });

  it("takes a vendor's challan through the bank's checkout and credits it on the bank's signed notice", async () => {
    const vendor = await staffToken('demo_vendor');
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      context.app.inject({ method, url: `${API}${url}`, headers: { authorization: `Bearer ${vendor}` }, ...(payload ? { payload } : {}) });
    const indent = await call('POST', '/vendor/indents', { lines: [{ kind: 'non-judicial', denomination: 100, quantity: 10 }] });
    expect(indent.statusCode, indent.body).toBe(201);
    const indentId = indent.json<{ indentId: string }>().indentId;
    const challan = await call('POST', `/vendor/indents/${indentId}/challan`);
    expect(challan.statusCode, challan.body).toBeLessThan(300);
    const { checkoutUrl, challanNumber, amountRupees } = challan.json<{ checkoutUrl: string; challanNumber: string; amountRupees: number }>();
    expect(checkoutUrl).toMatch(new RegExp(`^${API}/payments/checkout/razorpay/`));

    // The payer's browser is handed a form that posts the order to the bank's hosted checkout.
    const checkout = await context.app.inject({ method: 'GET', url: checkoutUrl });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.body).toContain(`${bank.url}/v1/checkout/embedded`);
    const order = bank.orderByReceipt(challanNumber)!;
    expect(order.amount).toBe(amountRupees * 100);

    const { payment } = bank.pay(order.id);
    expect((await bank.sendWebhook(bank.webhookBody('payment.captured', payment))).status).toBe(200);
    const paid = (await call('GET', `/stamp-indents/${indentId}`)).json();
    expect(paid).toMatchObject({ status: 'paid', challan: { number: challanNumber, status: 'success', headOfAccount: '0030-02-102' } });
  });
});
