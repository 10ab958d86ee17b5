import type { Database } from '../../db/client.ts';

/**
 * What a workflow hands its messages to once its transaction has committed:
 * the delivery queue (`DeliveryQueue`), which sends them through the SMS
 * gateway and mail server chosen by configuration.
 */
export interface NotificationTransport {
  readonly name: string;
  handOver(db: Database): Promise<number>;
}

/** Hands the outbox's waiting messages over for delivery, after the caller's transaction has committed. */
export async function deliverQueued(db: Database, _key: Uint8Array, transport: NotificationTransport): Promise<number> {
  return transport.handOver(db);
}
