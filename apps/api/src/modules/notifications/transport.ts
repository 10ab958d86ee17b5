import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notificationOutbox } from '../../db/schema.ts';

/**
 * What a workflow hands its messages to once its transaction has committed:
 * the delivery queue (`DeliveryQueue`), which sends them through the SMS
 * gateway and mail server chosen by configuration.
 */
export interface NotificationTransport {
  readonly name: string;
  handOver(db: Database): Promise<number>;
}

/**
 * The embedded demonstration's stand-in from before the delivery queue:
 * marks waiting messages sent without sending them. Kept only while the app
 * still passes it to the workflows; the delivery queue with the demo outbox
 * sender does the same through the one path every mode uses.
 */
export const demoOutboxTransport: NotificationTransport = {
  name: 'demo-outbox',
  async handOver(db) {
    const sent = await db
      .update(notificationOutbox)
      .set({ status: 'sent', sentAt: new Date() })
      .where(eq(notificationOutbox.status, 'queued'))
      .returning({ id: notificationOutbox.id });
    return sent.length;
  },
};

/** Hands the outbox's waiting messages over for delivery, after the caller's transaction has committed. */
export async function deliverQueued(db: Database, _key: Uint8Array, transport: NotificationTransport): Promise<number> {
  return transport.handOver(db);
}
