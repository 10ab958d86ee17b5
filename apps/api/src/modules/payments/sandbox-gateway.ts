import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { and, eq, gte, lt } from 'drizzle-orm';
import { API_BASE_PATH, gatewayNoticeSchema, type GatewayNotice } from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { sandboxGatewayOrders } from '../../db/schema.ts';
import {
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

/**
 * The portal's side of the sandbox: it writes orders into the sandbox's book
 * and reads its signed word back directly. (Calling the sandbox through the
 * portal's own front door made the portal's calls to itself count as
 * anonymous callers, which a busy process turned away.) A bank's adapter
 * makes the same calls over the network.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = SANDBOX_GATEWAY;

  constructor(
    private readonly key: Uint8Array,
    private readonly db: Database,
  ) {}

  async openOrder(order: GatewayOrder): Promise<{ checkoutUrl: string }> {
    // Opened again for the same order (the payer came back to pay), the order already in the book is kept.
    await this.db
      .insert(sandboxGatewayOrders)
      .values({ orderId: order.orderId, amountRupees: order.amountRupees, description: order.description, notifyPath: order.notifyPath, returnPath: order.returnPath, status: 'open' })
      .onConflictDoNothing();
    return { checkoutUrl: `${SANDBOX_BASE_PATH}/checkout/${encodeURIComponent(order.orderId)}` };
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
    const rows = await this.db
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
    const order = await sandboxOrder(this.db, orderId);
    if (!order) return 'unknown';
    const word = sandboxNotice(this.key, order);
    if (!word) return 'open';
    // Read back through the signature check, as a bank's answer would be.
    return verifySignedNotice(this.key, word) ?? 'unknown';
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
