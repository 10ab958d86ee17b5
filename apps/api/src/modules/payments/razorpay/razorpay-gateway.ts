import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { API_BASE_PATH, ORDER_ID_PATTERN, gatewayNoticeSchema, type GatewayNotice } from '@igrs/domain';
import {
  GatewayUnavailable,
  hexSignatureHolds,
  parseJson,
  safeReturnPath,
  type CheckoutForm,
  type GatewayOrder,
  type GatewayRefundWord,
  type IncomingNotice,
  type NoticeReading,
  type PaymentGateway,
  type SettlementLine,
} from '../gateway.ts';

export const RAZORPAY_GATEWAY = 'razorpay';

/**
 * The settings of the Razorpay adapter, read from the environment. The key id
 * and secret are the merchant's API keys (Basic auth, and the checkout's
 * return signature); the webhook secret is the one set on the dashboard for
 * the portal's notice address.
 */
export const razorpayConfigSchema = z.object({
  RAZORPAY_KEY_ID: z.string().regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, 'a Razorpay key id, rzp_live_… or rzp_test_…'),
  RAZORPAY_KEY_SECRET: z.string().min(8),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8),
  /** Razorpay's API; only the tests point it elsewhere. */
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  /** Razorpay's hosted checkout, which the payer's browser posts the order to. */
  RAZORPAY_CHECKOUT_URL: z.url().default('https://api.razorpay.com/v1/checkout/embedded'),
  /** How long a call to Razorpay may take before the payer is told to try again. */
  RAZORPAY_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(8_000),
  /** The portal's own address as payers reach it (https://…), where Razorpay sends them back. */
  PORTAL_PUBLIC_URL: z.url(),
});
export type RazorpayConfig = z.infer<typeof razorpayConfigSchema>;

/** The adapter from the environment; throws naming each variable that is missing or wrong. */
export function razorpayGatewayFromEnv(env: Record<string, string | undefined>): RazorpayGateway {
  return new RazorpayGateway(razorpayConfigSchema.parse(env));
}

const orderSchema = z.object({
  id: z.string(),
  entity: z.literal('order'),
  amount: z.number().int(),
  currency: z.string(),
  receipt: z.string().nullable(),
  status: z.enum(['created', 'attempted', 'paid']),
});
type RazorpayOrder = z.infer<typeof orderSchema>;

const paymentSchema = z.object({
  id: z.string(),
  entity: z.literal('payment'),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  order_id: z.string().nullable(),
  created_at: z.number().int(),
});
type RazorpayPayment = z.infer<typeof paymentSchema>;

const refundSchema = z.object({
  id: z.string(),
  entity: z.literal('refund'),
  amount: z.number().int(),
  payment_id: z.string(),
  receipt: z.string().nullable().optional(),
  status: z.enum(['pending', 'processed', 'failed']),
});

const reconItemSchema = z.object({
  entity_id: z.string(),
  type: z.string(),
  amount: z.number().int(),
  settled: z.boolean(),
  settlement_id: z.string().nullable().optional(),
  settlement_utr: z.string().nullable().optional(),
  order_receipt: z.string().nullable().optional(),
});

const collectionOf = <T extends z.ZodType>(item: T) => z.object({ entity: z.literal('collection'), count: z.number().int(), items: z.array(item) });

/** A webhook as Razorpay posts it: the event's name, and a snapshot of each entity it concerns. */
const webhookSchema = z.object({
  entity: z.literal('event'),
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: paymentSchema }).optional(),
    order: z.object({ entity: orderSchema }).optional(),
    refund: z.object({ entity: refundSchema }).optional(),
  }),
  created_at: z.number().int(),
});

/** The recon file is read a page at a time, at the most the API gives in one. */
const RECON_PAGE = 1000;

const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

const headerOf = (headers: IncomingNotice['headers'], name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Razorpay's merchant protocol (docs/decisions/0023-bank-payment-gateway.md):
 * orders created by the Orders API with the amount in paise and the portal's
 * order number as the receipt; the payer posted to the hosted checkout; the
 * checkout's return signed with the key secret over `order_id|payment_id`;
 * webhooks signed with the webhook secret over the raw body; status by the
 * order's payments; refunds on a payment; the settlement recon file by day.
 * An order at Razorpay stays open after a failed attempt (the payer may try
 * again on it), so only a captured payment decides one.
 */
export class RazorpayGateway implements PaymentGateway {
  readonly name = RAZORPAY_GATEWAY;
  private readonly authorization: string;

  constructor(private readonly settings: RazorpayConfig) {
    this.authorization = `Basic ${Buffer.from(`${settings.RAZORPAY_KEY_ID}:${settings.RAZORPAY_KEY_SECRET}`).toString('base64')}`;
  }

  async openOrder(order: GatewayOrder): Promise<{ checkoutUrl: string }> {
    const paise = order.amountRupees * 100;
    // Asked again after an answer that was lost on the way, the order already at Razorpay is taken rather than a second one made.
    const known = await this.orderByReceipt(order.orderId);
    const placed =
      known ??
      (await this.call(orderSchema, 'POST', '/v1/orders', {
        amount: paise,
        currency: 'INR',
        receipt: order.orderId,
        notes: { description: order.description.slice(0, 256) },
      }));
    if (placed.receipt !== order.orderId || placed.amount !== paise || placed.currency !== 'INR') {
      throw new GatewayUnavailable(`Razorpay's order ${placed.id} (${placed.receipt}, ${placed.amount} ${placed.currency}) is not the portal's ${order.orderId} for ${paise} paise`);
    }
    const query = new URLSearchParams({ order_id: placed.id, to: order.returnPath });
    return { checkoutUrl: `${API_BASE_PATH}/payments/checkout/${RAZORPAY_GATEWAY}/${encodeURIComponent(order.orderId)}?${query}` };
  }

  checkoutForm(orderId: string, query: Readonly<Record<string, string>>): CheckoutForm | undefined {
    const razorpayOrderId = query.order_id;
    if (!razorpayOrderId || !/^order_[A-Za-z0-9]{1,40}$/.test(razorpayOrderId)) return undefined;
    const back = new URL(`${API_BASE_PATH}/payments/returns/${RAZORPAY_GATEWAY}`, this.settings.PORTAL_PUBLIC_URL);
    back.search = new URLSearchParams({ orderId, to: safeReturnPath(query.to) }).toString();
    return {
      action: this.settings.RAZORPAY_CHECKOUT_URL,
      fields: {
        key_id: this.settings.RAZORPAY_KEY_ID,
        order_id: razorpayOrderId,
        name: 'Registration and Stamps Department, Andhra Pradesh',
        description: `Order ${orderId}`,
        callback_url: back.toString(),
        cancel_url: back.toString(),
      },
    };
  }

  returnSignatureHolds(fields: Readonly<Record<string, string>>): boolean {
    const { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature } = fields;
    if (!orderId || !paymentId) return false;
    return hexSignatureHolds(hmacHex(this.settings.RAZORPAY_KEY_SECRET, `${orderId}|${paymentId}`), signature);
  }

  async readNotice(incoming: IncomingNotice): Promise<NoticeReading | undefined> {
    if (!hexSignatureHolds(hmacHex(this.settings.RAZORPAY_WEBHOOK_SECRET, incoming.rawBody), headerOf(incoming.headers, 'x-razorpay-signature'))) return undefined;
    const parsed = webhookSchema.safeParse(parseJson(incoming.rawBody));
    if (!parsed.success) return undefined;
    const { event, payload } = parsed.data;
    if ((event === 'order.paid' || event === 'payment.captured') && payload.payment) {
      const payment = payload.payment.entity;
      if (!payment.order_id) return { kind: 'acknowledged' };
      // payment.captured carries no receipt: the order it was paid on is asked for, from Razorpay itself.
      const order = payload.order?.entity.id === payment.order_id ? payload.order.entity : await this.call(orderSchema, 'GET', `/v1/orders/${encodeURIComponent(payment.order_id)}`);
      const notice = order.receipt ? capturedWord(order.receipt, payment) : undefined;
      return notice ? { kind: 'order', notice } : { kind: 'acknowledged' };
    }
    if ((event === 'refund.processed' || event === 'refund.failed') && payload.refund) {
      const refund = payload.refund.entity;
      return { kind: 'refund', refund: { refundId: refund.id, ...(refund.receipt ? { refundReference: refund.receipt } : {}), status: refund.status } };
    }
    // A failed attempt leaves the order open for the payer to try again; other events tell the portal nothing it keeps.
    return { kind: 'acknowledged' };
  }

  async enquire(orderId: string): Promise<GatewayNotice | 'open' | 'unknown'> {
    const order = await this.orderByReceipt(orderId);
    if (!order) return 'unknown';
    const attempts = await this.call(collectionOf(paymentSchema), 'GET', `/v1/orders/${encodeURIComponent(order.id)}/payments`);
    const captured = attempts.items.filter((payment) => payment.status === 'captured' || payment.status === 'refunded').sort((a, b) => a.created_at - b.created_at)[0];
    return (captured && capturedWord(orderId, captured)) ?? 'open';
  }

  async refund(request: { refundReference: string; gatewayTransactionId: string; amountRupees: number }): Promise<GatewayRefundWord> {
    const paymentPath = `/v1/payments/${encodeURIComponent(request.gatewayTransactionId)}`;
    const paise = request.amountRupees * 100;
    // The refund's receipt is the portal's reference: sent again after a lost answer, the refund already made is taken.
    const earlier = await this.call(collectionOf(refundSchema), 'GET', `${paymentPath}/refunds`);
    const refund =
      earlier.items.find((item) => item.receipt === request.refundReference) ??
      (await this.call(refundSchema, 'POST', `${paymentPath}/refund`, { amount: paise, speed: 'normal', receipt: request.refundReference }));
    if (refund.amount !== paise || refund.payment_id !== request.gatewayTransactionId) {
      throw new GatewayUnavailable(`Razorpay's refund ${refund.id} is not the portal's ${request.refundReference}`);
    }
    return { refundId: refund.id, status: refund.status };
  }

  async settlements(day: string): Promise<SettlementLine[]> {
    const [year, month, date] = day.split('-');
    const lines: SettlementLine[] = [];
    for (let skip = 0; ; skip += RECON_PAGE) {
      const query = new URLSearchParams({ year: year!, month: month!, day: date!, count: String(RECON_PAGE), skip: String(skip) });
      const page = await this.call(collectionOf(reconItemSchema), 'GET', `/v1/settlements/recon/combined?${query}`);
      for (const item of page.items) {
        if (item.type !== 'payment') continue;
        lines.push({
          orderId: item.order_receipt ?? null,
          gatewayTransactionId: item.entity_id,
          amountRupees: item.amount / 100,
          settled: item.settled,
          settlementId: item.settlement_id ?? null,
          settlementReference: item.settlement_utr ?? null,
        });
      }
      if (page.items.length < RECON_PAGE) return lines;
    }
  }

  private async orderByReceipt(receipt: string): Promise<RazorpayOrder | undefined> {
    const found = await this.call(collectionOf(orderSchema), 'GET', `/v1/orders?${new URLSearchParams({ receipt })}`);
    return found.items.find((order) => order.receipt === receipt);
  }

  /** One call to Razorpay's API; anything but a documented answer in time is the gateway being unavailable. */
  private async call<T extends z.ZodType>(schema: T, method: 'GET' | 'POST', path: string, body?: object): Promise<z.infer<T>> {
    const where = `${method} ${path.split('?')[0]}`;
    let status: number;
    let text: string;
    try {
      const response = await fetch(new URL(path, this.settings.RAZORPAY_API_URL), {
        method,
        headers: { authorization: this.authorization, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.settings.RAZORPAY_TIMEOUT_MS),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw new GatewayUnavailable(`Razorpay did not answer ${where}`, { cause: error });
    }
    if (status < 200 || status > 299) throw new GatewayUnavailable(`Razorpay answered ${status} to ${where}: ${text.slice(0, 300)}`);
    const parsed = schema.safeParse(parseJson(text));
    if (!parsed.success) throw new GatewayUnavailable(`Razorpay's answer to ${where} is not as its API documents`);
    return parsed.data;
  }
}

/**
 * A captured payment as the portal's word on its order. Portal orders are in
 * whole rupees; a payment of a part of a rupee more is taken at the rupee
 * below, so a short payment can never pass for a full one.
 */
function capturedWord(receipt: string, payment: RazorpayPayment): GatewayNotice | undefined {
  if (!ORDER_ID_PATTERN.test(receipt) || payment.currency !== 'INR') return undefined;
  const word = gatewayNoticeSchema.safeParse({
    orderId: receipt,
    gatewayTransactionId: payment.id,
    status: 'success',
    amountRupees: Math.floor(payment.amount / 100),
    paidAt: new Date(payment.created_at * 1000).toISOString(),
  });
  return word.success ? word.data : undefined;
}
