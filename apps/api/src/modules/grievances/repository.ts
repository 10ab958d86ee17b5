import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { grievanceAttachments, grievanceEvents, grievances } from '../../db/schema.ts';

export type Transaction = Database;
export type GrievanceRow = typeof grievances.$inferSelect;
export type AttachmentRow = typeof grievanceAttachments.$inferSelect;

export async function insertGrievance(tx: Transaction, row: typeof grievances.$inferInsert): Promise<void> {
  await tx.insert(grievances).values(row);
}

export async function lockGrievance(tx: Transaction, id: string): Promise<GrievanceRow | undefined> {
  const [row] = await tx.select().from(grievances).where(eq(grievances.id, id)).for('update');
  return row;
}

export async function findGrievance(db: Database, id: string): Promise<GrievanceRow | undefined> {
  const [row] = await db.select().from(grievances).where(eq(grievances.id, id));
  return row;
}

export async function updateGrievance(tx: Transaction, id: string, set: Partial<typeof grievances.$inferInsert>): Promise<void> {
  await tx.update(grievances).set(set).where(eq(grievances.id, id));
}

export async function addGrievanceEvent(tx: Transaction, event: typeof grievanceEvents.$inferInsert): Promise<void> {
  await tx.insert(grievanceEvents).values(event);
}

export async function eventsOfGrievances(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.select().from(grievanceEvents).where(inArray(grievanceEvents.grievanceId, [...ids])).orderBy(asc(grievanceEvents.id));
}

/** The offices' grievances, open ones first, then the newest. */
export async function grievancesOf(db: Database, offices: readonly string[], limit = 200): Promise<GrievanceRow[]> {
  return db
    .select()
    .from(grievances)
    .where(and(inArray(grievances.sroCode, [...offices])))
    .orderBy(sql`${grievances.status} in ('resolved', 'rejected')`, desc(grievances.receivedAt))
    .limit(limit);
}

export async function attachmentsOfGrievances(db: Database, ids: readonly string[]): Promise<AttachmentRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(grievanceAttachments).where(inArray(grievanceAttachments.grievanceId, [...ids])).orderBy(asc(grievanceAttachments.uploadedAt));
}

export async function insertAttachment(tx: Transaction, row: typeof grievanceAttachments.$inferInsert): Promise<void> {
  await tx.insert(grievanceAttachments).values(row);
}

export async function findAttachment(db: Database, grievanceId: string, id: string): Promise<AttachmentRow | undefined> {
  const [row] = await db.select().from(grievanceAttachments).where(and(eq(grievanceAttachments.grievanceId, grievanceId), eq(grievanceAttachments.id, id)));
  return row;
}

/** Bytes of the papers kept with one grievance. */
export async function grievanceBytes(db: Database, grievanceId: string): Promise<number> {
  const [row] = await db.select({ bytes: sql<string>`coalesce(sum(${grievanceAttachments.sizeBytes}), 0)` }).from(grievanceAttachments).where(eq(grievanceAttachments.grievanceId, grievanceId));
  return Number(row?.bytes ?? 0);
}

/**
 * Bytes of the papers sent from one client address since an instant, under a
 * lock of that address held to the end of the transaction, so that papers
 * sent at once from one address to many grievances are counted one by one.
 */
export async function bytesFromAddressSince(tx: Transaction, clientAddress: string, since: Date): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`grievance-papers:${clientAddress}`}))`);
  const [row] = await tx
    .select({ bytes: sql<string>`coalesce(sum(${grievanceAttachments.sizeBytes}), 0)` })
    .from(grievanceAttachments)
    .where(and(eq(grievanceAttachments.uploadedFrom, clientAddress), gte(grievanceAttachments.uploadedAt, since)));
  return Number(row?.bytes ?? 0);
}
