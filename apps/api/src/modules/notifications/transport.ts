import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notificationOutbox } from '../../db/schema.ts';
import { decryptField } from '../../lib/field-encryption.ts';

/**
 * Where queued messages go: an SMS or email service in production (each
 * implements `deliver`), the outbox page in the embedded demo.
 */
export interface NotificationTransport {
  readonly name: string;
  deliver(message: { channel: string; recipient: string; text: string }): Promise<void>;
}

/** The embedded demo's transport: nothing leaves the machine; the outbox page shows what was sent. */
export const demoOutboxTransport: NotificationTransport = {
  name: 'demo-outbox',
  async deliver() {},
};

/**
 * Hands queued messages to the transport, oldest first. Each batch is claimed
 * with one conditional update, so two senders running at once never send the
 * same message twice.
 */
export async function deliverQueued(db: Database, key: Uint8Array, transport: NotificationTransport, batch = 50): Promise<number> {
  const waiting = await db.select({ id: notificationOutbox.id }).from(notificationOutbox).where(eq(notificationOutbox.status, 'queued')).orderBy(asc(notificationOutbox.id)).limit(batch);
  if (waiting.length === 0) return 0;
  const claimed = await db
    .update(notificationOutbox)
    .set({ status: 'sending' })
    .where(and(eq(notificationOutbox.status, 'queued'), inArray(notificationOutbox.id, waiting.map((row) => row.id))))
    .returning();
  let sent = 0;
  for (const message of claimed) {
    await transport.deliver({ channel: message.channel, recipient: decryptField(key, message.recipientEncrypted), text: decryptField(key, message.textEncrypted) });
    await db.update(notificationOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(notificationOutbox.id, message.id));
    sent += 1;
  }
  return sent;
}
