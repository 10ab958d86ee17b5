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

/**
 * What the portal needs of a payment gateway. The sandbox implements it in
 * this repository; a bank's gateway implements the same four calls with its
 * own checkout address, signature scheme and enquiry API (see
 * docs/decisions/0013-payments.md).
 */
export interface PaymentGateway {
  /** The gateway's name, as stored with each payment and used in its notice address. */
  readonly name: string;
  /** Registers the order with the gateway and answers where to send the payer. */
  openOrder(order: GatewayOrder): Promise<{ checkoutUrl: string }>;
  /** The notice's facts when its signature holds; undefined for anything else. */
  readNotice(body: unknown): GatewayNotice | undefined;
  /** Asks the gateway what became of an order: its signed word, or `open` while the payer has not finished. */
  enquire(orderId: string): Promise<GatewayNotice | 'open' | 'unknown'>;
}

export function signNotice(key: Uint8Array, notice: GatewayNotice): string {
  return createHmac('sha256', key).update(gatewayNoticeText(notice)).digest('hex');
}

/** A signed notice's facts, when it is well formed and its HMAC-SHA256 matches. */
export function verifySignedNotice(key: Uint8Array, body: unknown): GatewayNotice | undefined {
  const parsed = signedGatewayNoticeSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { signature, ...notice } = parsed.data;
  const expected = Buffer.from(signNotice(key, notice), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? notice : undefined;
}
