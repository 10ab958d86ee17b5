import { desc } from 'drizzle-orm';
import { bilingualMessage, maskMobileFromLastFour, type NotificationChannel, type NotificationMessageKey, type OutboxMessage } from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { notificationOutbox } from '../../db/schema.ts';
import { decryptField, encryptField } from '../../lib/field-encryption.ts';

export interface Notification {
  channel: NotificationChannel;
  /** A 10-digit mobile number or an email address. */
  recipient: string;
  messageKey: NotificationMessageKey;
  values: Record<string, string | number>;
}

/** Puts a message in the outbox, in the caller's transaction: a step and the message about it are kept together. */
export async function enqueueNotification(db: Pick<Database, 'insert'>, key: Uint8Array, notification: Notification): Promise<number> {
  const [row] = await db
    .insert(notificationOutbox)
    .values({
      channel: notification.channel,
      recipientEncrypted: encryptField(key, notification.recipient),
      recipientLast4: notification.recipient.slice(-4),
      messageKey: notification.messageKey,
      textEncrypted: encryptField(key, bilingualMessage(notification.messageKey, notification.values)),
      status: 'queued',
    })
    .returning({ id: notificationOutbox.id });
  if (!row) throw new Error('The notification was not queued');
  return row.id;
}

/** The latest messages with their text, for the demo's outbox page (never in production). */
export async function latestMessages(db: Database, key: Uint8Array, limit: number): Promise<OutboxMessage[]> {
  const rows = await db.select().from(notificationOutbox).orderBy(desc(notificationOutbox.id)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    recipientMasked: maskMobileFromLastFour(row.recipientLast4),
    messageKey: row.messageKey,
    text: decryptField(key, row.textEncrypted),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  }));
}
