import type { AddressInfo } from 'node:net';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Payment } from '@igrs/domain';
import { applications, auditLog, paymentNotices, paymentRefunds, paymentSettlements, payments as paymentRows, users } from '../../../db/schema.ts';
import { createTestContext, signIn, signInNewAccount, type TestContext } from '../../../test/harness.ts';
import { paymentRoutes } from '../routes.ts';
import { applyGatewayWord, startPayment, type Payments } from '../service.ts';
import { FakeRazorpay, type CheckoutReturn } from './fake-gateway.ts';
import { RazorpayGateway, razorpayConfigSchema } from './razorpay-gateway.ts';

/**
 * The Razorpay adapter against a local Razorpay over real HTTP both ways: the
 * portal calls the fake's API, the fake posts signed webhooks to the portal
 * listening on 127.0.0.1. The harness builds the server with the sandbox, so
 * the same payment routes are mounted for Razorpay under `/igrsapi/v1/bank`.
 */
const PURPOSE = 'test-fee';
const BANK = '/igrsapi/v1/bank';
const TIMEOUT_MS = 2_500;

let context: TestContext;
let fake: FakeRazorpay;
let gateway: RazorpayGateway;
let payments: Payments;
let portalUrl = '';
const credited: Payment[] = [];

beforeAll(async () => {
  fake = new FakeRazorpay('rzp_test_IGRSfake0001', 'fake-key-secret-0001', 'fake-webhook-secret-0001', () => `${portalUrl}${BANK}/payments/notices/razorpay`);
  await fake.start();
  gateway = new RazorpayGateway(
    razorpayConfigSchema.parse({
      RAZORPAY_KEY_ID: fake.keyId,
      RAZORPAY_KEY_SECRET: 'fake-key-secret-0001',
      RAZORPAY_WEBHOOK_SECRET: 'fake-webhook-secret-0001',
      RAZORPAY_API_URL: fake.url,
      RAZORPAY_CHECKOUT_URL: `${fake.url}/v1/checkout/embedded`,
      RAZORPAY_TIMEOUT_MS: String(TIMEOUT_MS),
      PORTAL_PUBLIC_URL: 'https://registration.example.gov.in',
    }),
  );
  context = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' }, (app) => {
    payments = { db: app.database.db, gateway, purposes: app.paymentPurposes };
    void app.register(paymentRoutes, { prefix: BANK, payments });
  });
  context.app.paymentPurposes.set(PURPOSE, {
    async onPaid(_tx, payment) {
      credited.push(payment);
    },
    async withdrawnBeforeAdmission(_tx, payment) {
      return payment.reference.startsWith('WITHDRAWN-');
    },
    // The test fee's records belong to Battiprolu (701), where demo_sro sits, in demo_dr's Guntur.
    async officeOf() {
      return '701';
    },
  });
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  portalUrl = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await context.close();
  await fake.stop();
});
beforeEach(() => {
  fake.misbehaviour = { delayMs: 0 };
});

const start = (reference: string, amountRupees = 1_500) =>
  startPayment(payments, { purpose: PURPOSE, reference, amountRupees, description: `Test fee for ${reference}`, returnPath: '/igrs/status' });
const status = async (orderId: string) => (await context.database.db.select().from(paymentRows).where(eq(paymentRows.orderId, orderId)))[0]?.status;
const outcomes = async (orderId: string) =>
  (await context.database.db.select().from(paymentNotices).where(eq(paymentNotices.orderId, orderId)).orderBy(paymentNotices.id)).map((row) => `${row.source}:${row.outcome}`);
const creditedFor = (reference: string) => credited.filter((entry) => entry.reference === reference);
const razorpayOrderOf = (orderId: string) => fake.orderByReceipt(orderId)!;

/** The payer's browser posting the checkout's return to the callback address, as the hosted checkout does. */
function postReturn(orderId: string, fields: Partial<CheckoutReturn>, headers: Record<string, string> = {}) {
  return context.app.inject({
    method: 'POST',
    url: `${BANK}/payments/returns/razorpay?orderId=${orderId}&to=${encodeURIComponent('/igrs/status')}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields as Record<string, string>).toString(),
  });
}
const enquire = (orderId: string, headers: Record<string, string> = {}) => context.app.inject({ method: 'POST', url: `${BANK}/payments/${orderId}/enquiry`, headers });

describe('paying through Razorpay', () => {
  it('opens the order in paise with the order number as receipt, carries the payer to the hosted checkout, and credits the payment once', async () => {
    const { payment, checkoutUrl } = await start('R-1');
    const order = razorpayOrderOf(payment.orderId);
    expect(order).toMatchObject({ entity: 'order', amount: 150_000, currency: 'INR', receipt: payment.orderId, status: 'created', notes: { description: 'Test fee for R-1' } });
    expect(checkoutUrl).toBe(`/igrsapi/v1/payments/checkout/razorpay/${payment.orderId}?order_id=${order.id}&to=%2Figrs%2Fstatus`);

    const page = await context.app.inject({ method: 'GET', url: checkoutUrl.replace('/igrsapi/v1/', `${BANK}/`) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${fake.url}`);
    expect(page.body).toContain(`action="${fake.url}/v1/checkout/embedded"`);
    expect(page.body).toContain(`name="order_id" value="${order.id}"`);
    expect(page.body).toContain(`name="key_id" value="${fake.keyId}"`);
    expect(page.body).toContain(`https://registration.example.gov.in/igrsapi/v1/payments/returns/razorpay?orderId=${payment.orderId}&#38;to=%2Figrs%2Fstatus`);
    expect(page.body).toContain('బ్యాంకుకు కొనసాగండి');

    // Opening it again resumes the same order at Razorpay.
    expect((await start('R-1')).payment.orderId).toBe(payment.orderId);
    expect([...fake.orders.values()].filter((entry) => entry.receipt === payment.orderId)).toHaveLength(1);

    const { payment: paid, checkoutReturn } = fake.pay(order.id);
    const back = await postReturn(payment.orderId, checkoutReturn);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/igrs/status?orderId=${payment.orderId}`);
    // The signed return prompted an enquiry, which found the captured payment.
    expect(await status(payment.orderId)).toBe('success');
    expect(await outcomes(payment.orderId)).toEqual(['enquiry:applied']);

    const notice = await fake.sendWebhook(fake.webhookBody('order.paid', paid));
    expect(notice.status).toBe(200);
    expect(await outcomes(payment.orderId)).toEqual(['enquiry:applied', 'notice:repeated']);
    expect(creditedFor('R-1')).toEqual([expect.objectContaining({ orderId: payment.orderId, gatewayTransactionId: paid.id, amountRupees: 1_500 })]);
    const [row] = await context.database.db.select().from(paymentRows).where(eq(paymentRows.orderId, payment.orderId));
    expect(row).toMatchObject({ gatewayTransactionId: paid.id, headOfAccount: '0030-03-800' });
    await expect(start('R-1')).rejects.toMatchObject({ statusCode: 409, code: 'ALREADY_PAID' });
  });

  it('applies a webhook that arrives before the return, and the return then changes nothing', async () => {
    const { payment } = await start('R-2');
    const { payment: paid, checkoutReturn } = fake.pay(razorpayOrderOf(payment.orderId).id);
    expect((await fake.sendWebhook(fake.webhookBody('payment.captured', paid))).status).toBe(200);
    expect(await status(payment.orderId)).toBe('success');
    const back = await postReturn(payment.orderId, checkoutReturn);
    expect(back.headers.location).toBe(`/igrs/status?orderId=${payment.orderId}`);
    expect(await outcomes(payment.orderId)).toEqual(['notice:applied']);
    expect(creditedFor('R-2')).toHaveLength(1);
  });

  it('refuses a webhook whose signature does not hold over the raw body, and takes a tampered return for nothing', async () => {
    const { payment } = await start('R-3');
    const { payment: paid, checkoutReturn } = fake.pay(razorpayOrderOf(payment.orderId).id);
    const body = fake.webhookBody('payment.captured', paid);
    const forged = await fake.sendWebhook(body, { signature: fake.webhookSignature(body).replace(/^./, (first) => (first === '0' ? '1' : '0')) });
    expect(forged.status).toBe(400);
    expect(JSON.parse(forged.body).error.code).toBe('PAYMENT_NOTICE_REFUSED');
    // The same facts written out again (spaces, field order) are not the bytes that were signed.
    const rewritten = await fake.sendWebhook(JSON.stringify(JSON.parse(body), null, 1), { signature: fake.webhookSignature(body) });
    expect(rewritten.status).toBe(400);
    const unsigned = await context.app.inject({ method: 'POST', url: `${BANK}/payments/notices/razorpay`, headers: { 'content-type': 'application/json' }, payload: body });
    expect(unsigned.statusCode).toBe(400);
    const notJson = await fake.sendWebhook('not json');
    expect(notJson.status).toBe(400);

    const tampered = await postReturn(payment.orderId, { ...checkoutReturn, razorpay_signature: fake.returnSignature(checkoutReturn.razorpay_order_id, 'pay_SomeoneElse000') });
    expect(tampered.statusCode).toBe(303);
    expect(await status(payment.orderId)).toBe('initiated');
    expect(await outcomes(payment.orderId)).toEqual([]);
    // A return sent somewhere else is sent to the portal's own front page instead.
    const elsewhere = await context.app.inject({ method: 'GET', url: `${BANK}/payments/returns/razorpay?orderId=${payment.orderId}&to=${encodeURIComponent('//evil.example/igrs')}` });
    expect(elsewhere.headers.location).toBe(`/igrs?orderId=${payment.orderId}`);
  });

  it('applies a replayed webhook once', async () => {
    const { payment } = await start('R-4');
    const { payment: paid } = fake.pay(razorpayOrderOf(payment.orderId).id);
    const body = fake.webhookBody('order.paid', paid);
    const answers = [];
    for (let copy = 0; copy < 3; copy += 1) answers.push(await fake.sendWebhook(body, { eventId: 'evt_ReplayedOnce0001' }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await outcomes(payment.orderId)).toEqual(['notice:applied', 'notice:repeated', 'notice:repeated']);
    expect(creditedFor('R-4')).toHaveLength(1);
  });

  it('keeps a payment of another amount without applying it, and refuses an order at Razorpay that is not the portal’s', async () => {
    const { payment } = await start('R-5');
    const { payment: short } = fake.pay(razorpayOrderOf(payment.orderId).id, { amount: 149_900 });
    expect((await fake.sendWebhook(fake.webhookBody('payment.captured', short))).status).toBe(200);
    expect(await status(payment.orderId)).toBe('initiated');
    expect(await outcomes(payment.orderId)).toEqual(['notice:amount-mismatch']);
    expect(creditedFor('R-5')).toHaveLength(0);

    // An order of another amount filed under the portal's order number: the payer is not sent to pay it.
    const { payment: other } = await start('R-5b');
    const genuine = razorpayOrderOf(other.orderId);
    fake.orders.set('order_Counterfeit0001', { ...genuine, id: 'order_Counterfeit0001', amount: 100, amount_due: 100 });
    const refused = await start('R-5b').catch((error: unknown) => error);
    expect(refused).toMatchObject({ statusCode: 503, code: 'PAYMENT_GATEWAY_UNAVAILABLE' });

    // A payment on an order that is not one of the portal's is acknowledged and changes nothing.
    fake.orders.set('order_NotThePortals1', { ...genuine, id: 'order_NotThePortals1', receipt: 'SHOP-0001' });
    const { payment: foreign } = fake.pay('order_NotThePortals1');
    expect((await fake.sendWebhook(fake.webhookBody('payment.captured', foreign))).status).toBe(200);
    expect(await outcomes(other.orderId)).toEqual([]);
  });

  it('leaves the order open after a failed attempt, for the payer to pay on it again', async () => {
    const { payment } = await start('R-6');
    const order = razorpayOrderOf(payment.orderId);
    const { payment: failed } = fake.pay(order.id, { outcome: 'failed' });
    expect((await fake.sendWebhook(fake.webhookBody('payment.failed', failed))).status).toBe(200);
    expect((await enquire(payment.orderId)).json()).toEqual({ orderId: payment.orderId, status: 'initiated' });
    expect((await start('R-6')).payment.orderId).toBe(payment.orderId);
    const { payment: paid } = fake.pay(order.id);
    expect((await fake.sendWebhook(fake.webhookBody('payment.captured', paid))).status).toBe(200);
    expect(await status(payment.orderId)).toBe('success');
    expect(creditedFor('R-6')).toEqual([expect.objectContaining({ gatewayTransactionId: paid.id })]);
  });

  it('settles on the notice when the enquiry still says open, and keeps an enquiry that contradicts what was applied without applying it', async () => {
    const { payment } = await start('R-7');
    const { payment: paid } = fake.pay(razorpayOrderOf(payment.orderId).id);
    fake.misbehaviour = { delayMs: 0, paymentsAnswer: () => [] };
    expect((await enquire(payment.orderId)).json()).toEqual({ orderId: payment.orderId, status: 'initiated' });
    expect((await fake.sendWebhook(fake.webhookBody('payment.captured', paid))).status).toBe(200);
    expect(await status(payment.orderId)).toBe('success');
    const contrary = { orderId: payment.orderId, gatewayTransactionId: paid.id, status: 'failed' as const, amountRupees: 1_500, paidAt: new Date().toISOString() };
    expect(await applyGatewayWord(payments, contrary, 'enquiry')).toBe('disagrees');
    expect(await status(payment.orderId)).toBe('success');
    expect(await outcomes(payment.orderId)).toEqual(['notice:applied', 'enquiry:disagrees']);
  });
});

describe('a gateway down or slow', () => {
  it('tells the payer to try again in their language, and resumes the same order when the bank is back', async () => {
    await fake.stop();
    const down = await start('R-8').catch((error: unknown) => error);
    expect(down).toMatchObject({ statusCode: 503, code: 'PAYMENT_GATEWAY_UNAVAILABLE', retryAfterSeconds: 30 });
    const [opened] = await context.database.db.select().from(paymentRows).where(eq(paymentRows.reference, 'R-8'));
    expect(opened?.status).toBe('initiated');
    const enquiry = await enquire(opened!.orderId, { 'accept-language': 'te' });
    expect(enquiry.statusCode).toBe(503);
    expect(enquiry.headers['retry-after']).toBe('30');
    expect(enquiry.json().error).toMatchObject({ code: 'PAYMENT_GATEWAY_UNAVAILABLE', message: expect.stringContaining('బ్యాంకును') });
    await fake.start();

    const resumed = await start('R-8');
    expect(resumed.payment.orderId).toBe(opened!.orderId);
    expect(await context.database.db.select().from(paymentRows).where(eq(paymentRows.reference, 'R-8'))).toHaveLength(1);
    expect([...fake.orders.values()].filter((order) => order.receipt === opened!.orderId)).toHaveLength(1);
  });

  it('answers 503 to a notice it cannot check with the gateway, and applies it when the gateway sends it again', async () => {
    const { payment } = await start('R-9');
    const { payment: paid } = fake.pay(razorpayOrderOf(payment.orderId).id);
    fake.misbehaviour = { delayMs: TIMEOUT_MS + 400 };
    const body = fake.webhookBody('payment.captured', paid);
    const slow = await fake.sendWebhook(body, { eventId: 'evt_SlowGateway0001' });
    expect(slow.status).toBe(503);
    const slowEnquiry = await enquire(payment.orderId);
    expect(slowEnquiry.statusCode).toBe(503);
    expect(slowEnquiry.headers['retry-after']).toBe('30');
    expect(await outcomes(payment.orderId)).toEqual([]);
    expect(await status(payment.orderId)).toBe('initiated');
    fake.misbehaviour = { delayMs: 0 };
    expect((await fake.sendWebhook(body, { eventId: 'evt_SlowGateway0001' })).status).toBe(200);
    expect(await outcomes(payment.orderId)).toEqual(['notice:applied']);
  });
});

describe('many words about one order at once', () => {
  it('settle it exactly once from 50 concurrent notices and enquiries', async () => {
    const { payment } = await start('R-10');
    const { payment: paid } = fake.pay(razorpayOrderOf(payment.orderId).id);
    const captured = fake.webhookBody('payment.captured', paid);
    const orderPaid = fake.webhookBody('order.paid', paid);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        index % 2 === 0 ? fake.sendWebhook(index % 4 === 0 ? captured : orderPaid).then((answer) => answer.status) : enquire(payment.orderId).then((answer) => answer.statusCode),
      ),
    );
    expect(answers.filter((code) => code !== 200)).toEqual([]);
    const recorded = await outcomes(payment.orderId);
    expect(recorded.filter((outcome) => outcome.endsWith(':applied'))).toHaveLength(1);
    expect(recorded.every((outcome) => outcome.endsWith(':applied') || outcome.endsWith(':repeated'))).toBe(true);
    expect(await status(payment.orderId)).toBe('success');
    expect(creditedFor('R-10')).toHaveLength(1);
  });
});

describe('refunds', () => {
  const auditOf = async (refundReference: string) =>
    (await context.database.db.select().from(auditLog).where(like(auditLog.event, 'payment.refund.%')))
      .filter((entry) => entry.details.refundReference === refundReference)
      .map((entry) => `${entry.event}:${entry.loginId ?? 'gateway'}`);

  it('returns money taken twice on one order through an officer’s request, another officer’s approval and the bank, with an audit entry per step', async () => {
    const { payment } = await start('R-11');
    const order = razorpayOrderOf(payment.orderId);
    const { payment: first } = fake.pay(order.id);
    const { payment: second } = fake.pay(order.id);
    await fake.sendWebhook(fake.webhookBody('payment.captured', first));
    await fake.sendWebhook(fake.webhookBody('payment.captured', second));
    expect(await outcomes(payment.orderId)).toEqual(['notice:applied', 'notice:paid-twice']);
    expect(creditedFor('R-11')).toHaveLength(1);

    const sro = (await signIn(context.app, 'demo_sro')).token;
    const dr = (await signIn(context.app, 'demo_dr')).token;
    const ask = (token: string, payload: object) => context.app.inject({ method: 'POST', url: `${BANK}/payments/refunds`, headers: { authorization: `Bearer ${token}` }, payload });
    const notDue = await ask(sro, { orderId: payment.orderId, gatewayTransactionId: first.id, reason: 'paid-twice' });
    expect(notDue.statusCode).toBe(409);
    expect(notDue.json().error.code).toBe('REFUND_NOT_DUE');
    expect((await context.app.inject({ method: 'POST', url: `${BANK}/payments/refunds`, payload: { orderId: payment.orderId, gatewayTransactionId: second.id, reason: 'paid-twice' } })).statusCode).toBe(401);

    // Another office's Sub-Registrar has no say in this office's refunds, nor sees them.
    const elsewhere = (await signInNewAccount(context, 'sro_of_another_office', 'SRO', '702')).token;
    expect((await ask(elsewhere, { orderId: payment.orderId, gatewayTransactionId: second.id, reason: 'paid-twice' })).json().error.code).toBe('OUTSIDE_JURISDICTION');

    const asked = await ask(sro, { orderId: payment.orderId, gatewayTransactionId: second.id, reason: 'paid-twice' });
    expect(asked.statusCode).toBe(201);
    const seenElsewhere = await context.app.inject({ method: 'GET', url: `${BANK}/payments/refunds?orderId=${payment.orderId}`, headers: { authorization: `Bearer ${elsewhere}` } });
    expect(seenElsewhere.json().refunds).toEqual([]);
    const refund = asked.json();
    expect(refund).toMatchObject({ status: 'requested', amountRupees: 1_500, gatewayTransactionId: second.id, requestedBy: 'demo_sro' });
    expect((await ask(sro, { orderId: payment.orderId, gatewayTransactionId: second.id, reason: 'paid-twice' })).json().error.code).toBe('REFUND_NOT_DUE');

    const decide = (token: string) =>
      context.app.inject({ method: 'POST', url: `${BANK}/payments/refunds/${refund.refundReference}/decision`, headers: { authorization: `Bearer ${token}` }, payload: { approve: true } });
    expect((await decide(sro)).statusCode).toBe(403);
    const approved = await decide(dr);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'sent', approvedBy: 'demo_dr', gatewayRefundId: expect.stringMatching(/^rfnd_/) });
    const atBank = fake.refunds.get(approved.json().gatewayRefundId)!;
    expect(atBank).toMatchObject({ amount: 150_000, payment_id: second.id, receipt: refund.refundReference, status: 'pending' });
    expect((await decide(dr)).json().error.code).toBe('REFUND_WRONG_STATUS');

    atBank.status = 'processed';
    const processed = fake.refundWebhookBody('refund.processed', atBank);
    expect((await fake.sendWebhook(processed)).status).toBe(200);
    expect((await fake.sendWebhook(processed)).status).toBe(200);
    const listed = await context.app.inject({ method: 'GET', url: `${BANK}/payments/refunds?orderId=${payment.orderId}`, headers: { authorization: `Bearer ${dr}` } });
    expect(listed.json().refunds).toEqual([expect.objectContaining({ refundReference: refund.refundReference, status: 'refunded' })]);
    expect(await auditOf(refund.refundReference)).toEqual(['payment.refund.requested:demo_sro', 'payment.refund.approved:demo_dr', 'payment.refund.sent:demo_dr', 'payment.refund.sent:gateway', 'payment.refund.refunded:gateway']);
    expect(await status(payment.orderId)).toBe('success');
  });

  it('sends a refund again after the bank could not be reached, as the same refund', async () => {
    const { payment } = await start('WITHDRAWN-1');
    const { payment: paid } = fake.pay(razorpayOrderOf(payment.orderId).id);
    await fake.sendWebhook(fake.webhookBody('order.paid', paid));
    const sro = (await signIn(context.app, 'demo_sro')).token;
    const dr = (await signIn(context.app, 'demo_dr')).token;
    const asked = await context.app.inject({
      method: 'POST',
      url: `${BANK}/payments/refunds`,
      headers: { authorization: `Bearer ${sro}` },
      payload: { orderId: payment.orderId, gatewayTransactionId: paid.id, reason: 'withdrawn-before-admission' },
    });
    const reference = asked.json().refundReference;
    fake.misbehaviour = { delayMs: TIMEOUT_MS + 400 };
    const slow = await context.app.inject({ method: 'POST', url: `${BANK}/payments/refunds/${reference}/decision`, headers: { authorization: `Bearer ${dr}` }, payload: { approve: true } });
    expect(slow.statusCode).toBe(503);
    expect(slow.headers['retry-after']).toBe('30');
    // The slow answer still reached the bank after the portal stopped waiting.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    fake.misbehaviour = { delayMs: 0 };
    const [pending] = await context.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.refundReference, reference));
    expect(pending).toMatchObject({ status: 'sent', gatewayRefundId: null });
    const again = await context.app.inject({ method: 'POST', url: `${BANK}/payments/refunds/${reference}/sending`, headers: { authorization: `Bearer ${dr}` } });
    expect(again.json()).toMatchObject({ status: 'sent', gatewayRefundId: expect.stringMatching(/^rfnd_/) });
    expect([...fake.refunds.values()].filter((refund) => refund.payment_id === paid.id)).toHaveLength(1);
  });
});

describe("the bank's settlement file", () => {
  it('records each receipt of the day as settled, missing or mismatched, and the reconciliation report reads it', async () => {
    // Receipts of applications of the Sub-Registrar's office, so the office's reports count them.
    const [office] = await context.database.db.select({ code: users.jurisdictionCode }).from(users).where(eq(users.loginId, 'demo_sro'));
    const references = ['APP-2026-900000001', 'APP-2026-900000002', 'APP-2026-900000003'];
    await context.database.db.insert(applications).values(references.map((id) => ({ id, guestSecretHash: 'unused', status: 'submitted', sroCode: office!.code, getStarted: {} })));
    const receipts = [];
    for (const reference of references) {
      const { payment } = await start(reference);
      const { payment: paid } = fake.pay(razorpayOrderOf(payment.orderId).id);
      await fake.sendWebhook(fake.webhookBody('payment.captured', paid));
      receipts.push({ orderId: payment.orderId, paid });
    }
    fake.settle([receipts[0]!.paid.id, receipts[2]!.paid.id]);
    // The bank credited the third with another amount.
    fake.payments.get(receipts[2]!.paid.id)!.amount = 140_000;
    const day = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const dr = (await signIn(context.app, 'demo_dr')).token;
    const run = await context.app.inject({ method: 'POST', url: `${BANK}/payments/settlements/${day}/reconciliation`, headers: { authorization: `Bearer ${dr}` } });
    expect(run.statusCode).toBe(200);
    const standing = Object.fromEntries((await context.database.db.select().from(paymentSettlements)).map((row) => [row.orderId, row.status]));
    expect(standing[receipts[0]!.orderId]).toBe('settled');
    expect(standing[receipts[1]!.orderId]).toBe('missing');
    expect(standing[receipts[2]!.orderId]).toBe('mismatched');
    const [settled] = await context.database.db.select().from(paymentSettlements).where(eq(paymentSettlements.orderId, receipts[0]!.orderId));
    expect(settled).toMatchObject({ settledAmountRupees: 1_500, settlementId: expect.stringMatching(/^setl_/), fileDay: day });

    // Settled later, the missing one is settled; a settled one stays settled whatever a later file says.
    fake.settle([receipts[1]!.paid.id]);
    await context.app.inject({ method: 'POST', url: `${BANK}/payments/settlements/${day}/reconciliation`, headers: { authorization: `Bearer ${dr}` } });
    const [later] = await context.database.db.select().from(paymentSettlements).where(eq(paymentSettlements.orderId, receipts[1]!.orderId));
    expect(later?.status).toBe('settled');

    expect((await context.app.inject({ method: 'POST', url: `${BANK}/payments/settlements/${day}/reconciliation` })).statusCode).toBe(401);

    const cig = (await signIn(context.app, 'demo_cig')).token;
    const shown = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/reports/challanReconciliation', headers: { authorization: `Bearer ${cig}` }, query: { fromDate: day, toDate: day } });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().rows).toEqual([expect.objectContaining({ cells: expect.objectContaining({ confirmed: 3, settled: 2, settlementMissing: 0, settlementMismatched: 1 }) })]);
    expect((await context.app.inject({ method: 'POST', url: `${BANK}/payments/settlements/not-a-day/reconciliation`, headers: { authorization: `Bearer ${dr}` } })).statusCode).toBe(400);
  });
});
