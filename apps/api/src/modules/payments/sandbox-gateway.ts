import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH, gatewayNoticeSchema, type GatewayNotice } from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { sandboxGatewayOrders } from '../../db/schema.ts';
import { signNotice, verifySignedNotice, type GatewayOrder, type PaymentGateway } from './gateway.ts';

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
    if (response.statusCode !== 201) throw new Error(`The sandbox gateway refused order ${order.orderId}: ${response.statusCode}`);
    return { checkoutUrl: response.json<{ checkoutUrl: string }>().checkoutUrl };
  }

  readNotice(body: unknown): GatewayNotice | undefined {
    return verifySignedNotice(this.key, body);
  }

  async enquire(orderId: string): Promise<GatewayNotice | 'open' | 'unknown'> {
    const response = await this.app.inject({
      method: 'GET',
      url: `${SANDBOX_BASE_PATH}/orders/${encodeURIComponent(orderId)}`,
      headers: { [SANDBOX_SIGNATURE_HEADER]: signRequest(this.key, orderId) },
    });
    if (response.statusCode === 404) return 'unknown';
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
