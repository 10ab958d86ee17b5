import { createHmac, timingSafeEqual } from 'node:crypto';
import { gatewayNoticeText, signedGatewayNoticeSchema, type GatewayNotice } from '@igrs/domain';

/** An order as the portal hands it to a gateway. */
export interface GatewayOrder {
  orderId: string;
  amountRupees: number;
  description: string;
  /** Where the gateway posts its signed notice, server to server. */
  notifyPath: string;
  /** Where the gateway sends the payer's browser back (trusted for nothing). */
  returnPath: string;
}

/** A server-to-server notice as it reached the portal: the exact bytes the gateway signed, and its headers. */
export interface IncomingNotice {
  rawBody: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** What the gateway said of a refund the portal asked it for. */
export interface GatewayRefundWord {
  refundId: string;
  /** The portal's own reference of the refund, when the gateway gives it back. */
  refundReference?: string;
  status: 'processed' | 'failed' | 'pending';
}

/**
 * A notice whose signature holds: the gateway's word on an order, its word on
 * a refund, or something the portal acknowledges and acts on no further (an
 * attempt the payer may retry on the same order, an event it does not use).
 */
export type NoticeReading = { kind: 'order'; notice: GatewayNotice } | { kind: 'refund'; refund: GatewayRefundWord } | { kind: 'acknowledged' };

/** One line of the bank's settlement file: money of one payment credited (or not yet) to the department's account. */
export interface SettlementLine {
  orderId: string | null;
  gatewayTransactionId: string;
  amountRupees: number;
  settled: boolean;
  settlementId: string | null;
  /** The bank's reference of the credit to the Government account. */
  settlementReference: string | null;
}

/** A checkout reached by a form the payer's browser posts to the gateway (fields as the gateway names them). */
export interface CheckoutForm {
  action: string;
  fields: Record<string, string>;
}

/**
 * The gateway could not be asked (refused connection, no answer in time, an
 * answer it would not stand by): the payer is told to try again, and nothing
 * is taken as decided.
 */
export class GatewayUnavailable extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'GatewayUnavailable';
  }
}

/**
 * What the portal needs of a payment gateway. The sandbox implements it in
 * this repository, Razorpay in `razorpay/`; a bank's gateway implements the
 * same calls with its own checkout address, signature scheme and enquiry API
 * (see docs/decisions/0013-payments.md and 0023-bank-payment-gateway.md).
 * Every call that goes over the network throws `GatewayUnavailable` when the
 * gateway cannot be asked.
 */
export interface PaymentGateway {
  /** The gateway's name, as stored with each payment and used in its notice address. */
  readonly name: string;
  /** Registers the order with the gateway (once, however often it is asked) and answers where to send the payer. */
  openOrder(order: GatewayOrder): Promise<{ checkoutUrl: string }>;
  /** For a checkout the payer's browser must post to: the form the portal serves at the checkout address it gave. */
  checkoutForm?(orderId: string, query: Readonly<Record<string, string>>): CheckoutForm | undefined;
  /** The notice's meaning when its signature over the raw body holds; undefined for anything else. */
  readNotice(incoming: IncomingNotice): Promise<NoticeReading | undefined>;
  /**
   * Whether the payer's return from the checkout carries the gateway's
   * signature. It decides nothing: a signed return only prompts an enquiry.
   */
  returnSignatureHolds(fields: Readonly<Record<string, string>>): boolean;
  /** Asks the gateway what became of an order: its signed word, or `open` while the payer has not finished. */
  enquire(orderId: string): Promise<GatewayNotice | 'open' | 'unknown'>;
  /** Asks the gateway to return money of one of its payments; asked again for the same refund, it answers the first. */
  refund(request: { refundReference: string; gatewayTransactionId: string; amountRupees: number }): Promise<GatewayRefundWord>;
  /** The bank's settlement file of one day: what reached the department's account. */
  settlements(day: string): Promise<SettlementLine[]>;
}

export function signNotice(key: Uint8Array, notice: GatewayNotice): string {
  return createHmac('sha256', key).update(gatewayNoticeText(notice)).digest('hex');
}

/** A signed notice's facts, when it is well formed and its HMAC-SHA256 matches. */
export function verifySignedNotice(key: Uint8Array, body: unknown): GatewayNotice | undefined {
  const parsed = signedGatewayNoticeSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { signature, ...notice } = parsed.data;
  return hexSignatureHolds(signNotice(key, notice), signature) ? notice : undefined;
}

/** Compares a hex signature in constant time; anything not hex of the right length fails. */
export function hexSignatureHolds(expectedHex: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]+$/i.test(given)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const offered = Buffer.from(given.toLowerCase(), 'hex');
  return offered.length === expected.length && timingSafeEqual(offered, expected);
}

/** A JSON body, or undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The portal page a payer is sent back to: one of the portal's own pages, never another site. */
export function safeReturnPath(to: unknown): string {
  return typeof to === 'string' && /^\/igrs(\/[\w\-./?=&%]*)?$/.test(to) && !to.includes('//') && !to.includes('/..') ? to : '/igrs';
}
