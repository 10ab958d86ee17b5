import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH, gatewayNoticeSchema, type GatewayNotice } from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { sandboxGatewayOrders } from '../../db/schema.ts';
import {
  GatewayUnavailable,
  parseJson,
  signNotice,
  verifySignedNotice,
  type GatewayOrder,
  type GatewayRefundWord,
  type IncomingNotice,
  type NoticeReading,
  type PaymentGateway,
  type SettlementLine,
} from './gateway.ts';

export const SANDBOX_GATEWAY = 'sandbox';
export const SANDBOX_BASE_PATH = `${API_BASE_PATH}/sandbox-gateway`;

/** The key the portal and the sandbox share, derived under its own name so it can stand in for no other. */
export function sandboxGatewayKey(dataEncryptionKey: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', dataEncryptionKey, new Uint8Array(0), 'igrs sandbox payment gateway', 32));
}

/** How the portal signs its calls to the sandbox: HMAC-SHA256 of the body, in a header. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export function signRequest(key: Uint8Array, text: string): string {
  return createHmac('sha256', key).update(text).digest('hex');
}

export function requestSignatureHolds(key: Uint8Array, text: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signature, 'hex'), Buffer.from(signRequest(key, text), 'hex'));
}

/**
 * The portal's side of the sandbox: it talks to the sandbox's routes over the
 * server's own HTTP handling, exactly as it would call a bank over the network.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = SANDBOX_GATEWAY;

  constructor(
    private readonly key: Uint8Array,
    private readonly app: FastifyInstance,
  ) {}

  async openOrder(order: GatewayOrder): Promise<{ checkoutUrl: string }> {
    const body = JSON.stringify(order);
    const response = await this.app.inject({
      method: 'POST',
      url: `${SANDBOX_BASE_PATH}/orders`,
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signRequest(this.key, body) },
      payload: body,
    });
    if (response.statusCode !== 201) throw new GatewayUnavailable(`The sandbox gateway refused order ${order.orderId}: ${response.statusCode}`);
    return { checkoutUrl: response.json<{ checkoutUrl: string }>().checkoutUrl };
  }

  async readNotice(incoming: IncomingNotice): Promise<NoticeReading | undefined> {
    const notice = verifySignedNotice(this.key, parseJson(incoming.rawBody));
    return notice && { kind: 'order', notice };
  }

  /** The sandbox sends the payer straight back to the portal's page, which asks by enquiry; there is nothing to check. */
  returnSignatureHolds(): boolean {
    return false;
  }

  /** The sandbox returns money at once, under a number made from the portal's own refund reference, so asking twice is the same refund. */
  async refund(request: { refundReference: string }): Promise<GatewayRefundWord> {
    return { refundId: `SBXRFND${createHmac('sha256', this.key).update(request.refundReference).digest('hex').slice(0, 12).toUpperCase()}`, status: 'processed' };
  }

  /** The sandbox settles every successful order of a day in full on that day. */
  async settlements(day: string): Promise<SettlementLine[]> {
    const from = new Date(`${day}T00:00:00+05:30`);
    const to = new Date(from.getTime() + 86_400_000);
    const db = this.app.database.db;
    const rows = await db
      .select()
      .from(sandboxGatewayOrders)
      .where(and(eq(sandboxGatewayOrders.status, 'success'), gte(sandboxGatewayOrders.decidedAt, from), lt(sandboxGatewayOrders.decidedAt, to)));
    return rows.map((row) => ({
      orderId: row.orderId,
      gatewayTransactionId: row.transactionId ?? row.orderId,
      amountRupees: row.amountRupees,
      settled: true,
      settlementId: `SBXSETL${day.replaceAll('-', '')}`,
      settlementReference: `SBXUTR${day.replaceAll('-', '')}`,
    }));
  }

  async enquire(orderId: string): Promise<GatewayNotice | 'open' | 'unknown'> {
    const response = await this.app.inject({
      method: 'GET',
      url: `${SANDBOX_BASE_PATH}/orders/${encodeURIComponent(orderId)}`,
      headers: { [SANDBOX_SIGNATURE_HEADER]: signRequest(this.key, orderId) },
    });
    if (response.statusCode === 404) return 'unknown';
    if (response.statusCode !== 200) throw new GatewayUnavailable(`The sandbox gateway did not answer the enquiry of ${orderId}: ${response.statusCode}`);
    const answer = response.json<{ status: string }>();
    if (answer.status === 'open') return 'open';
    return verifySignedNotice(this.key, answer) ?? 'unknown';
  }
}

/** The sandbox's book: what a bank keeps of an order. */
export async function sandboxOrder(db: Database, orderId: string) {
  const [row] = await db.select().from(sandboxGatewayOrders).where(eq(sandboxGatewayOrders.orderId, orderId));
  return row;
}

/** The sandbox's signed word on a decided order. */
export function sandboxNotice(key: Uint8Array, order: NonNullable<Awaited<ReturnType<typeof sandboxOrder>>>): (GatewayNotice & { signature: string }) | undefined {
  if (order.status !== 'success' && order.status !== 'failed') return undefined;
  const notice = gatewayNoticeSchema.parse({
    orderId: order.orderId,
    gatewayTransactionId: order.transactionId,
    status: order.status,
    amountRupees: order.amountRupees,
    paidAt: order.decidedAt?.toISOString(),
  });
  return { ...notice, signature: signNotice(key, notice) };
}

export function newSandboxTransactionId(): string {
  return `SBX${randomBytes(8).toString('hex').toUpperCase()}`;
}
