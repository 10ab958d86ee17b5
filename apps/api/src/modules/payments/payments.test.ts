import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment } from '@igrs/domain';
import { paymentNotices, payments as paymentRows, sandboxGatewayOrders } from '../../db/schema.ts';
import { TEST_SECRETS } from '../../test/databases.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { signNotice } from './gateway.ts';
import { SandboxGateway, sandboxGatewayKey, sandboxNotice, sandboxOrder } from './sandbox-gateway.ts';
import { reconcile, startPayment, type Payments } from './service.ts';

const PURPOSE = 'test-fee';
const key = sandboxGatewayKey(Buffer.from(TEST_SECRETS.DATA_ENCRYPTION_KEY, 'base64'));

let context: TestContext;
let payments: Payments;
/** What the purpose's own step saw, in the order it ran. */
const credited: Payment[] = [];

beforeAll(async () => {
  context = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
  context.app.paymentPurposes.set(PURPOSE, {
    async onPaid(_tx, payment) {
      credited.push(payment);
    },
  });
  payments = { db: context.database.db, gateway: new SandboxGateway(key, context.database.db), purposes: context.app.paymentPurposes };
});
afterAll(() => context.close());

const start = (reference: string, amountRupees = 1_500) =>
  startPayment(payments, { purpose: PURPOSE, reference, amountRupees, description: `Test fee for ${reference}`, returnPath: '/igrs/status' });

/** The payer's choice on the sandbox's checkout page, as the browser posts the form. */
function choose(checkoutUrl: string, outcome: 'success' | 'failure') {
  return context.app.inject({ method: 'POST', url: checkoutUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `outcome=${outcome}` });
}

const status = async (orderId: string) => (await context.database.db.select().from(paymentRows).where(eq(paymentRows.orderId, orderId)))[0]?.status;
const outcomes = async (orderId: string) => (await context.database.db.select().from(paymentNotices).where(eq(paymentNotices.orderId, orderId))).map((row) => `${row.source}:${row.outcome}`);
const postNotice = (payload: object) => context.app.inject({ method: 'POST', url: '/igrsapi/v1/payments/notices/sandbox', payload });

describe('paying through the sandbox gateway', () => {
  it('sends the payer to a checkout page labelled as a sandbox, and credits the payment once, on the signed notice', async () => {
    const { payment, checkoutUrl } = await start('APP-1');
    expect(payment).toMatchObject({ status: 'initiated', amountRupees: 1_500, gateway: 'sandbox', orderId: expect.stringMatching(/^PAY-\d{4}-\d{6}$/) });
    const page = await context.app.inject({ method: 'GET', url: checkoutUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('SANDBOX payment gateway — no real money');
    expect(page.body).toContain('₹1,500');

    const back = await choose(checkoutUrl, 'success');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/igrs/status?orderId=${payment.orderId}`);
    expect(await status(payment.orderId)).toBe('success');
    expect(await outcomes(payment.orderId)).toEqual(['notice:applied']);
    expect(credited.filter((entry) => entry.reference === 'APP-1')).toEqual([expect.objectContaining({ orderId: payment.orderId, status: 'success' })]);

    // A second click on the gateway's page, or its notice sent again, changes nothing.
    await choose(checkoutUrl, 'failure');
    const order = await sandboxOrder(context.database.db, payment.orderId);
    expect(order?.status).toBe('success');
    expect((await postNotice(sandboxNotice(key, order!)!)).statusCode).toBe(200);
    expect(await outcomes(payment.orderId)).toEqual(['notice:applied', 'notice:repeated']);
    expect(credited.filter((entry) => entry.reference === 'APP-1')).toHaveLength(1);
    await expect(start('APP-1')).rejects.toMatchObject({ statusCode: 409, code: 'ALREADY_PAID' });
  });

  it('refuses a forged or altered notice and changes nothing', async () => {
    const { payment } = await start('APP-2');
    const forged = { orderId: payment.orderId, gatewayTransactionId: 'SBXFORGED', status: 'success', amountRupees: 1_500, paidAt: new Date().toISOString() };
    const unsigned = await postNotice(forged);
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().error.code).toBe('PAYMENT_NOTICE_REFUSED');
    const wrongKey = await postNotice({ ...forged, signature: signNotice(new Uint8Array(32).fill(7), forged as never) });
    expect(wrongKey.json().error.code).toBe('PAYMENT_NOTICE_REFUSED');
    const altered = await postNotice({ ...forged, signature: signNotice(key, { ...forged, amountRupees: 1 } as never) });
    expect(altered.json().error.code).toBe('PAYMENT_NOTICE_REFUSED');
    expect(await status(payment.orderId)).toBe('initiated');
    expect(await outcomes(payment.orderId)).toEqual([]);
  });

  it('keeps but does not apply a signed notice whose amount differs from the order', async () => {
    const { payment } = await start('APP-3');
    const notice = { orderId: payment.orderId, gatewayTransactionId: 'SBXSHORT', status: 'success' as const, amountRupees: 1_499, paidAt: new Date().toISOString() };
    expect((await postNotice({ ...notice, signature: signNotice(key, notice) })).statusCode).toBe(200);
    expect(await status(payment.orderId)).toBe('initiated');
    expect(await outcomes(payment.orderId)).toEqual(['notice:amount-mismatch']);
  });

  it('opens a new order after a failed one, and resumes an open one rather than opening two', async () => {
    const first = await start('APP-4');
    await choose(first.checkoutUrl, 'failure');
    expect(await status(first.payment.orderId)).toBe('failed');
    expect(credited.some((entry) => entry.reference === 'APP-4')).toBe(false);

    const second = await start('APP-4');
    expect(second.payment.orderId).not.toBe(first.payment.orderId);
    const resumed = await start('APP-4');
    expect(resumed.payment.orderId).toBe(second.payment.orderId);
    expect(resumed.checkoutUrl).toBe(second.checkoutUrl);
  });

  it('learns the outcome by enquiry when the notice never arrived', async () => {
    const { payment } = await start('APP-5');
    // The payer paid, but the gateway's call back was lost on the way.
    await context.database.db
      .update(sandboxGatewayOrders)
      .set({ status: 'success', transactionId: 'SBXLOSTNOTICE', decidedAt: new Date() })
      .where(eq(sandboxGatewayOrders.orderId, payment.orderId));
    const enquiry = await context.app.inject({ method: 'POST', url: `/igrsapi/v1/payments/${payment.orderId}/enquiry` });
    expect(enquiry.json()).toEqual({ orderId: payment.orderId, status: 'success' });
    expect(await outcomes(payment.orderId)).toEqual(['enquiry:applied']);
    await expect(start('APP-5')).rejects.toMatchObject({ code: 'ALREADY_PAID' });
    expect((await context.app.inject({ method: 'POST', url: '/igrsapi/v1/payments/PAY-1999-000001/enquiry' })).statusCode).toBe(404);
    expect((await context.app.inject({ method: 'POST', url: '/igrsapi/v1/payments/not-an-order/enquiry' })).statusCode).toBe(400);
  });
});

describe('payments at once', () => {
  it('number orders without a gap or a repeat', async () => {
    const started = await Promise.all(Array.from({ length: 20 }, (_, index) => start(`BULK-${index}`)));
    const serials = started.map(({ payment }) => Number(payment.orderId.split('-')[2])).sort((a, b) => a - b);
    expect(new Set(serials).size).toBe(20);
    expect(serials.at(-1)! - serials[0]!).toBe(19);
  });

  it('apply one of many copies of the same notice arriving together', async () => {
    const { payment, checkoutUrl } = await start('APP-6');
    await choose(checkoutUrl, 'success');
    const notice = sandboxNotice(key, (await sandboxOrder(context.database.db, payment.orderId))!)!;
    const answers = await Promise.all(Array.from({ length: 10 }, () => postNotice(notice)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const recorded = await outcomes(payment.orderId);
    expect(recorded.filter((outcome) => outcome === 'notice:applied')).toHaveLength(1);
    expect(recorded).toHaveLength(11);
    expect(credited.filter((entry) => entry.reference === 'APP-6')).toHaveLength(1);
  });
});

describe('a busy portal', () => {
  it('opens a payment and hears the gateway while a flood of anonymous callers is turned away', async () => {
    const busy = await createTestContext({ ANONYMOUS_IN_FLIGHT_LIMIT: '1', RATE_LIMIT_PER_MINUTE: '100000' }, undefined, undefined, { isBusy: () => true, crowded: () => undefined });
    try {
      const busyPayments: Payments = { db: busy.database.db, gateway: new SandboxGateway(key, busy.database.db), purposes: busy.app.paymentPurposes };
      busy.app.paymentPurposes.set(PURPOSE, { async onPaid() {} });
      const flood = Promise.all(Array.from({ length: 50 }, () => busy.app.inject({ method: 'GET', url: '/igrsapi/v1/reference/floorNo' })));
      const { payment } = await startPayment(busyPayments, { purpose: PURPOSE, reference: 'BUSY-1', amountRupees: 300, description: 'Fee while busy', returnPath: '/igrs/status' });
      await busy.database.db.update(sandboxGatewayOrders).set({ status: 'success', transactionId: 'SBXBUSY', decidedAt: new Date() }).where(eq(sandboxGatewayOrders.orderId, payment.orderId));
      const settled = await reconcile(busyPayments, payment.orderId);
      const answers = await flood;
      // The flood was shed, the payment was not: the gateway's steps never pass through the portal's front door.
      expect(answers.some((answer) => answer.statusCode === 503)).toBe(true);
      expect(settled?.status).toBe('success');
    } finally {
      await busy.close();
    }
  });
});
