import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { bilingualMessage, maskMobileFromLastFour, type DeadLetter, type NotificationChannel, type NotificationMessageKey, type OutboxMessage } from '@igrs/domain';
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

type OutboxRow = typeof notificationOutbox.$inferSelect;

function withoutText(row: OutboxRow): DeadLetter {
  return {
    id: row.id,
    channel: row.channel,
    recipientMasked: row.channel === 'sms' ? maskMobileFromLastFour(row.recipientLast4) : `…${row.recipientLast4}`,
    messageKey: row.messageKey,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    deliveryStatus: row.deliveryStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The latest messages with their text, for the demo's outbox page (never in production). */
export async function latestMessages(db: Database, key: Uint8Array, limit: number): Promise<OutboxMessage[]> {
  const rows = await db.select().from(notificationOutbox).orderBy(desc(notificationOutbox.id)).limit(limit);
  return rows.map((row) => ({ ...withoutText(row), text: decryptField(key, row.textEncrypted) }));
}

/** Messages given up, newest first. */
export async function deadLetters(db: Database, limit: number): Promise<DeadLetter[]> {
  const rows = await db.select().from(notificationOutbox).where(eq(notificationOutbox.status, 'dead')).orderBy(desc(notificationOutbox.id)).limit(limit);
  return rows.map(withoutText);
}

/**
 * Marks the outbox's waiting messages as handed to the queue, in the
 * transaction that creates their jobs; rows another transaction is handing
 * over are skipped, not waited for.
 */
export async function takeWaitingMessages(tx: Pick<Database, 'execute'>, batch: number): Promise<{ id: number; messageKey: string }[]> {
  const result = await tx.execute(sql`
    UPDATE ${notificationOutbox} SET status = 'dispatched'
    WHERE id IN (SELECT id FROM ${notificationOutbox} WHERE status = 'queued' ORDER BY id LIMIT ${batch} FOR UPDATE SKIP LOCKED)
    RETURNING id, message_key`);
  return (result as unknown as { rows: { id: string | number; message_key: string }[] }).rows.map((row) => ({ id: Number(row.id), messageKey: row.message_key }));
}

/**
 * Takes a message for an attempt. A message already sent, or given up, is
 * not taken: its job is a repeat (a worker that died after recording the
 * send) and completes without sending anything.
 */
export async function claimForAttempt(db: Database, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(notificationOutbox)
    .set({ status: 'sending', attempts: sql`${notificationOutbox.attempts} + 1` })
    .where(and(eq(notificationOutbox.id, id), inArray(notificationOutbox.status, ['dispatched', 'sending'])))
    .returning();
  return row;
}

export async function recordSent(tx: Pick<Database, 'update'>, id: number, reference: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(notificationOutbox)
    .set({ status: 'sent', sentAt: at, gatewayReference: reference, lastError: null })
    .where(and(eq(notificationOutbox.id, id), eq(notificationOutbox.status, 'sending')))
    .returning({ id: notificationOutbox.id });
  return rows.length === 1;
}

/** A passing failure: the message waits for its job's next try. */
export async function recordFailedAttempt(db: Database, id: number, reason: string): Promise<void> {
  await db
    .update(notificationOutbox)
    .set({ status: 'dispatched', lastError: reason.slice(0, 500) })
    .where(and(eq(notificationOutbox.id, id), eq(notificationOutbox.status, 'sending')));
}

/** Gives a message up, with the reason, unless it was sent after all. */
export async function recordDead(db: Pick<Database, 'update'>, id: number, reason: string): Promise<void> {
  await db
    .update(notificationOutbox)
    .set({ status: 'dead', lastError: reason.slice(0, 500) })
    .where(and(eq(notificationOutbox.id, id), inArray(notificationOutbox.status, ['queued', 'dispatched', 'sending'])));
}

/** A dead letter put back in the outbox to be handed to the queue again; false when there is none by that id. */
export async function requeueDeadLetter(tx: Pick<Database, 'update' | 'select'>, id: number): Promise<'requeued' | 'not-found' | 'not-dead'> {
  const [row] = await tx.update(notificationOutbox).set({ status: 'queued' }).where(and(eq(notificationOutbox.id, id), eq(notificationOutbox.status, 'dead'))).returning({ id: notificationOutbox.id });
  if (row) return 'requeued';
  const [exists] = await tx.select({ id: notificationOutbox.id }).from(notificationOutbox).where(eq(notificationOutbox.id, id));
  return exists ? 'not-dead' : 'not-found';
}

/** What the gateway reported of a message it was given; a report for an unknown reference changes nothing. */
export async function recordDeliveryReport(db: Database, reference: string, outcome: 'delivered' | 'failed', at: Date): Promise<boolean> {
  const rows = await db
    .update(notificationOutbox)
    .set({ deliveryStatus: outcome, deliveryReportedAt: at })
    .where(and(eq(notificationOutbox.gatewayReference, reference), eq(notificationOutbox.status, 'sent')))
    .returning({ id: notificationOutbox.id });
  return rows.length > 0;
}

export async function outboxRow(db: Database, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(notificationOutbox).where(eq(notificationOutbox.id, id));
  return row;
}

export function decryptMessage(key: Uint8Array, row: OutboxRow): { recipient: string; text: string } {
  return { recipient: decryptField(key, row.recipientEncrypted), text: decryptField(key, row.textEncrypted) };
}
