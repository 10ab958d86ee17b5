import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Razorpay for the tests: a real HTTP server on 127.0.0.1 that
 * speaks the merchant API as Razorpay documents it (Basic auth with the key
 * id and secret, amounts in paise, `entity` on every object, collections as
 * `{ entity: 'collection', count, items }`, errors as `{ error: { code,
 * description } }`), plays the payer at the hosted checkout, and posts
 * webhooks signed with the webhook secret to the portal. It misbehaves on
 * demand: slow or silent answers, tampered signatures, replayed events,
 * payments of another amount, enquiries that disagree.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const razorpayId = (prefix: string) => `${prefix}_${Array.from(randomBytes(14), (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
const now = () => Math.floor(Date.now() / 1000);

export interface FakeOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface FakePayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'failed' | 'refunded';
  order_id: string;
  invoice_id: null;
  international: boolean;
  method: string;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: string | null;
  card_id: null;
  bank: string | null;
  wallet: null;
  vpa: string | null;
  email: string;
  contact: string;
  notes: Record<string, string>;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
}

export interface FakeRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'normal';
  speed_requested: 'normal';
}

interface Settlement {
  id: string;
  utr: string;
  settledAt: number;
}

/** What the portal's browser would post back to the callback URL after a successful payment. */
export interface CheckoutReturn {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface Misbehaviour {
  /** Every API answer waits this long first (beyond the adapter's timeout, it never arrives in time). */
  delayMs: number;
  /** Answers the enquiry of an order's payments with these instead of the truth. */
  paymentsAnswer?: (order: FakeOrder, truth: FakePayment[]) => FakePayment[];
}

export class FakeRazorpay {
  readonly orders = new Map<string, FakeOrder>();
  readonly payments = new Map<string, FakePayment>();
  readonly refunds = new Map<string, FakeRefund>();
  private readonly settlements = new Map<string, Settlement>();
  /** Webhooks as sent, with their event ids, so a test can send one again. */
  readonly sentWebhooks: { eventId: string; body: string }[] = [];
  misbehaviour: Misbehaviour = { delayMs: 0 };
  private server: Server | undefined;
  private port = 0;

  constructor(
    readonly keyId: string,
    private readonly keySecret: string,
    private readonly webhookSecret: string,
    /** The portal's notice address, where webhooks are posted. */
    private readonly noticeUrl: () => string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = createServer((request, response) => void this.answer(request, response));
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Down: the port refuses connections until started again (on the same port). */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  // --- the payer at the hosted checkout ---

  /**
   * The payer pays an order at the checkout: the payment is captured (or
   * fails), the order is marked, and the signed return the browser would
   * carry back is answered. Webhooks are sent by the test, in whatever order
   * it wants them.
   */
  pay(orderId: string, options: { outcome?: 'captured' | 'failed'; amount?: number } = {}): { payment: FakePayment; checkoutReturn: CheckoutReturn } {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`No order ${orderId} at the fake gateway`);
    const outcome = options.outcome ?? 'captured';
    const amount = options.amount ?? order.amount;
    const payment: FakePayment = {
      id: razorpayId('pay'),
      entity: 'payment',
      amount,
      currency: order.currency,
      status: outcome,
      order_id: order.id,
      invoice_id: null,
      international: false,
      method: 'netbanking',
      amount_refunded: 0,
      refund_status: null,
      captured: outcome === 'captured',
      description: `Order ${order.receipt}`,
      card_id: null,
      bank: 'SBIN',
      wallet: null,
      vpa: null,
      email: 'void@razorpay.com',
      contact: '+919000090000',
      notes: {},
      fee: outcome === 'captured' ? Math.round(amount * 0.01) : null,
      tax: outcome === 'captured' ? Math.round(amount * 0.0018) : null,
      error_code: outcome === 'failed' ? 'BAD_REQUEST_ERROR' : null,
      error_description: outcome === 'failed' ? 'Payment processing failed because of incorrect OTP' : null,
      error_source: outcome === 'failed' ? 'customer' : null,
      error_step: outcome === 'failed' ? 'payment_authentication' : null,
      error_reason: outcome === 'failed' ? 'incorrect_otp' : null,
      acquirer_data: { bank_transaction_id: outcome === 'captured' ? String(Math.floor(Math.random() * 1e10)) : null },
      created_at: now(),
    };
    this.payments.set(payment.id, payment);
    order.attempts += 1;
    if (outcome === 'captured') {
      order.amount_paid += amount;
      order.amount_due = Math.max(0, order.amount - order.amount_paid);
      order.status = 'paid';
    } else if (order.status === 'created') {
      order.status = 'attempted';
    }
    return { payment, checkoutReturn: { razorpay_payment_id: payment.id, razorpay_order_id: order.id, razorpay_signature: this.returnSignature(order.id, payment.id) } };
  }

  returnSignature(orderId: string, paymentId: string): string {
    return createHmac('sha256', this.keySecret).update(`${orderId}|${paymentId}`).digest('hex');
  }

  orderByReceipt(receipt: string): FakeOrder | undefined {
    return [...this.orders.values()].find((order) => order.receipt === receipt);
  }

  /** Marks payments as settled to the merchant's bank account under one settlement, for the recon file. */
  settle(paymentIds: string[]): Settlement {
    const settlement = { id: razorpayId('setl'), utr: `${now()}${randomBytes(3).toString('hex')}`, settledAt: now() };
    for (const id of paymentIds) this.settlements.set(id, settlement);
    return settlement;
  }

  // --- webhooks ---

  /** The event body Razorpay posts for an event about a payment (and its order, for order.paid). */
  webhookBody(event: 'payment.captured' | 'payment.failed' | 'order.paid', payment: FakePayment): string {
    const order = this.orders.get(payment.order_id)!;
    const contains = event === 'order.paid' ? ['payment', 'order'] : ['payment'];
    const payload = event === 'order.paid' ? { payment: { entity: payment }, order: { entity: order } } : { payment: { entity: payment } };
    return JSON.stringify({ entity: 'event', account_id: 'acc_BFQ7uQEaa7j2z7', event, contains, payload, created_at: now() });
  }

  refundWebhookBody(event: 'refund.processed' | 'refund.failed', refund: FakeRefund): string {
    const payment = this.payments.get(refund.payment_id)!;
    return JSON.stringify({ entity: 'event', account_id: 'acc_BFQ7uQEaa7j2z7', event, contains: ['refund', 'payment'], payload: { refund: { entity: refund }, payment: { entity: payment } }, created_at: now() });
  }

  webhookSignature(body: string): string {
    return createHmac('sha256', this.webhookSecret).update(body).digest('hex');
  }

  /**
   * Posts a webhook to the portal as Razorpay does: the raw body, its
   * signature in X-Razorpay-Signature, the event's id in x-razorpay-event-id.
   * A replay sends the same bytes under the same event id.
   */
  async sendWebhook(body: string, options: { signature?: string; eventId?: string } = {}): Promise<{ status: number; body: string }> {
    const eventId = options.eventId ?? razorpayId('evt');
    this.sentWebhooks.push({ eventId, body });
    const response = await fetch(this.noticeUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': options.signature ?? this.webhookSignature(body), 'x-razorpay-event-id': eventId, 'user-agent': 'Razorpay-Webhook/v1' },
      body,
    });
    return { status: response.status, body: await response.text() };
  }

  // --- the API ---

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (this.misbehaviour.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.misbehaviour.delayMs));
    if (response.destroyed) return;
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
    };
    const error = (status: number, description: string) => send(status, { error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA', metadata: {} } });
    const expected = `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected) return error(401, 'The api key provided is invalid');
    const url = new URL(request.url ?? '/', this.url);
    const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
    const path = url.pathname;
    const collection = <T>(items: T[]) => send(200, { entity: 'collection', count: items.length, items });
    let match: RegExpExecArray | null;

    if (request.method === 'POST' && path === '/v1/orders') {
      const { amount, currency, receipt, notes } = body as { amount?: unknown; currency?: unknown; receipt?: unknown; notes?: Record<string, string> };
      if (!Number.isInteger(amount) || (amount as number) < 100) return error(400, 'The amount must be atleast INR 1.00');
      if (currency !== 'INR') return error(400, 'The currency field is required.');
      if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) return error(400, 'The receipt may not be greater than 40 characters.');
      const order: FakeOrder = {
        id: razorpayId('order'),
        entity: 'order',
        amount: amount as number,
        amount_paid: 0,
        amount_due: amount as number,
        currency: 'INR',
        receipt: (receipt as string | undefined) ?? null,
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes: notes ?? {},
        created_at: now(),
      };
      this.orders.set(order.id, order);
      return send(200, order);
    }
    if (request.method === 'GET' && path === '/v1/orders') {
      const receipt = url.searchParams.get('receipt');
      return collection([...this.orders.values()].filter((order) => receipt === null || order.receipt === receipt).reverse());
    }
    if (request.method === 'GET' && (match = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path))) {
      const order = this.orders.get(match[1]!);
      if (!order) return error(400, 'The id provided does not exist');
      const truth = [...this.payments.values()].filter((payment) => payment.order_id === order.id);
      return collection(this.misbehaviour.paymentsAnswer ? this.misbehaviour.paymentsAnswer(order, truth) : truth);
    }
    if (request.method === 'GET' && (match = /^\/v1\/orders\/([^/]+)$/.exec(path))) {
      const order = this.orders.get(match[1]!);
      return order ? send(200, order) : error(400, 'The id provided does not exist');
    }
    if ((match = /^\/v1\/payments\/([^/]+)\/refunds?$/.exec(path))) {
      const payment = this.payments.get(match[1]!);
      if (!payment) return error(400, 'The id provided does not exist');
      if (request.method === 'GET' && path.endsWith('/refunds')) return collection([...this.refunds.values()].filter((refund) => refund.payment_id === payment.id));
      if (request.method === 'POST' && path.endsWith('/refund')) {
        const amount = body.amount === undefined ? payment.amount - payment.amount_refunded : body.amount;
        if (payment.status === 'failed') return error(400, 'The payment has not been captured');
        if (!Number.isInteger(amount) || (amount as number) < 100 || (amount as number) > payment.amount - payment.amount_refunded) return error(400, 'The refund amount provided is greater than amount captured');
        const refund: FakeRefund = {
          id: razorpayId('rfnd'),
          entity: 'refund',
          amount: amount as number,
          currency: 'INR',
          payment_id: payment.id,
          notes: (body.notes as Record<string, string> | undefined) ?? {},
          receipt: (body.receipt as string | undefined) ?? null,
          acquirer_data: { arn: null },
          created_at: now(),
          batch_id: null,
          status: 'pending',
          speed_processed: 'normal',
          speed_requested: 'normal',
        };
        this.refunds.set(refund.id, refund);
        payment.amount_refunded += refund.amount;
        payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
        if (payment.refund_status === 'full') payment.status = 'refunded';
        return send(200, refund);
      }
    }
    if (request.method === 'GET' && path === '/v1/settlements/recon/combined') {
      const year = Number(url.searchParams.get('year'));
      const month = Number(url.searchParams.get('month'));
      const day = url.searchParams.get('day') ? Number(url.searchParams.get('day')) : undefined;
      if (!year || !month) return error(400, 'The year field is required.');
      const count = Number(url.searchParams.get('count') ?? 1000);
      const skip = Number(url.searchParams.get('skip') ?? 0);
      const items = [...this.payments.values()]
        .filter((payment) => payment.status !== 'failed')
        .filter((payment) => {
          // The recon file is by the day in India.
          const at = new Date((payment.created_at + 19_800) * 1000);
          return at.getUTCFullYear() === year && at.getUTCMonth() + 1 === month && (day === undefined || at.getUTCDate() === day);
        })
        .map((payment) => {
          const settlement = this.settlements.get(payment.id);
          const order = this.orders.get(payment.order_id);
          return {
            entity_id: payment.id,
            type: 'payment',
            debit: 0,
            credit: payment.amount - (payment.fee ?? 0),
            amount: payment.amount,
            currency: 'INR',
            fee: payment.fee ?? 0,
            tax: payment.tax ?? 0,
            on_hold: false,
            settled: settlement !== undefined,
            created_at: payment.created_at,
            settled_at: settlement?.settledAt ?? null,
            settlement_id: settlement?.id ?? null,
            posted_at: null,
            credit_type: 'default',
            description: payment.description,
            notes: payment.notes,
            payment_id: null,
            settlement_utr: settlement?.utr ?? null,
            order_id: payment.order_id,
            order_receipt: order?.receipt ?? null,
            method: payment.method,
            card_network: null,
            card_issuer: null,
            card_type: null,
            dispute_id: null,
          };
        });
      return collection(items.slice(skip, skip + count));
    }
    return error(404, 'The requested URL was not found on the server.');
  }
}
