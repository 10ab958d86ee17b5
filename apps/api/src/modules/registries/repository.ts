import { and, asc, desc, eq, ilike, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { citizenAccounts, registryDocuments, registryEntries, registryEvents, registryFilings, registryObjections } from '../../db/schema.ts';

export type Transaction = Database;
export type EntryRow = typeof registryEntries.$inferSelect;
export type ObjectionRow = typeof registryObjections.$inferSelect;
export type FilingRow = typeof registryFilings.$inferSelect;
export type DocumentRow = typeof registryDocuments.$inferSelect;

export async function insertEntry(tx: Transaction, row: typeof registryEntries.$inferInsert): Promise<void> {
  await tx.insert(registryEntries).values(row);
}

export async function findEntry(db: Database, id: string): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(registryEntries).where(eq(registryEntries.id, id));
  return row;
}

export async function lockEntry(tx: Transaction, id: string): Promise<EntryRow | undefined> {
  const [row] = await tx.select().from(registryEntries).where(eq(registryEntries.id, id)).for('update');
  return row;
}

export async function updateEntry(tx: Transaction, id: string, set: Partial<typeof registryEntries.$inferInsert>): Promise<void> {
  await tx.update(registryEntries).set(set).where(eq(registryEntries.id, id));
}

export async function addEvent(tx: Transaction, event: typeof registryEvents.$inferInsert): Promise<void> {
  await tx.insert(registryEvents).values(event);
}

export async function eventsOf(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.select().from(registryEvents).where(inArray(registryEvents.entryId, [...ids])).orderBy(asc(registryEvents.id));
}

export async function objectionsOf(db: Database, ids: readonly string[]): Promise<ObjectionRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(registryObjections).where(inArray(registryObjections.entryId, [...ids])).orderBy(asc(registryObjections.id));
}

export async function insertObjection(tx: Transaction, row: typeof registryObjections.$inferInsert): Promise<void> {
  await tx.insert(registryObjections).values(row);
}

export async function lockObjection(tx: Transaction, entryId: string, id: number): Promise<ObjectionRow | undefined> {
  const [row] = await tx
    .select()
    .from(registryObjections)
    .where(and(eq(registryObjections.entryId, entryId), eq(registryObjections.id, id)))
    .for('update');
  return row;
}

export async function updateObjection(tx: Transaction, id: number, set: Partial<typeof registryObjections.$inferInsert>): Promise<void> {
  await tx.update(registryObjections).set(set).where(eq(registryObjections.id, id));
}

export async function entriesOfCitizen(db: Database, citizenId: string): Promise<EntryRow[]> {
  return db.select().from(registryEntries).where(eq(registryEntries.citizenId, citizenId)).orderBy(desc(registryEntries.updatedAt)).limit(100);
}

/** A kind's entries at the offices in view, worked on in the period (India's days), optionally of one status; drafts are the applicant's own. */
export async function entriesAtOffices(db: Database, kind: string, offices: readonly string[], from: string, to: string, status: string | undefined, limit = 500): Promise<EntryRow[]> {
  if (offices.length === 0) return [];
  const madeOn = sql`(${registryEntries.updatedAt} at time zone 'Asia/Kolkata')::date`;
  return db
    .select()
    .from(registryEntries)
    .where(
      and(
        eq(registryEntries.kind, kind),
        inArray(registryEntries.sroCode, [...offices]),
        sql`${madeOn} between ${from}::date and ${to}::date`,
        status ? eq(registryEntries.status, status) : sql`${registryEntries.status} <> 'draft'`,
      ),
    )
    .orderBy(desc(registryEntries.updatedAt))
    .limit(limit);
}

/** Special marriages whose notice stands published, for the public list. */
export async function publishedNotices(db: Database): Promise<EntryRow[]> {
  return db
    .select()
    .from(registryEntries)
    .where(and(eq(registryEntries.kind, 'special-marriage'), eq(registryEntries.status, 'notice-published')))
    .orderBy(desc(registryEntries.noticePublishedOn))
    .limit(500);
}

/** Registered entries of a kind whose name holds the words asked, for the public search. */
export async function registeredByName(db: Database, kind: string, name: string): Promise<EntryRow[]> {
  const pattern = `%${name.replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_')}%`;
  return db
    .select()
    .from(registryEntries)
    .where(and(eq(registryEntries.kind, kind), isNotNull(registryEntries.registrationNumber), ilike(registryEntries.name, pattern)))
    .orderBy(asc(registryEntries.name))
    .limit(100);
}

export async function citizenMobileOf(db: Database, citizenId: string): Promise<string | undefined> {
  const [row] = await db.select({ mobile: citizenAccounts.mobileEncrypted }).from(citizenAccounts).where(eq(citizenAccounts.id, citizenId));
  return row?.mobile;
}

export async function filingsOf(db: Database, ids: readonly string[]): Promise<FilingRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(registryFilings).where(inArray(registryFilings.entryId, [...ids])).orderBy(asc(registryFilings.id));
}

export async function insertFiling(tx: Transaction, row: typeof registryFilings.$inferInsert): Promise<number> {
  const [inserted] = await tx.insert(registryFilings).values(row).returning({ id: registryFilings.id });
  return inserted!.id;
}

export async function lockFiling(tx: Transaction, entryId: string, id: number): Promise<FilingRow | undefined> {
  const [row] = await tx
    .select()
    .from(registryFilings)
    .where(and(eq(registryFilings.entryId, entryId), eq(registryFilings.id, id)))
    .for('update');
  return row;
}

export async function updateFiling(tx: Transaction, id: number, set: Partial<typeof registryFilings.$inferInsert>): Promise<void> {
  await tx.update(registryFilings).set(set).where(eq(registryFilings.id, id));
}

/** Another entry of the kind at these offices with the same name, in one of the statuses given. */
export async function sameNameElsewhere(db: Database, kind: string, nameKey: string, offices: readonly string[], exceptId: string, statuses: readonly string[]): Promise<boolean> {
  const [row] = await db
    .select({ id: registryEntries.id })
    .from(registryEntries)
    .where(
      and(
        eq(registryEntries.kind, kind),
        eq(registryEntries.nameKey, nameKey),
        inArray(registryEntries.sroCode, [...offices]),
        inArray(registryEntries.status, [...statuses]),
        ne(registryEntries.id, exceptId),
      ),
    )
    .limit(1);
  return !!row;
}

export async function documentsOf(db: Database, ids: readonly string[]): Promise<DocumentRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(registryDocuments).where(inArray(registryDocuments.entryId, [...ids])).orderBy(asc(registryDocuments.uploadedAt));
}

export async function insertDocument(tx: Transaction, row: typeof registryDocuments.$inferInsert): Promise<void> {
  await tx.insert(registryDocuments).values(row);
}

export async function deleteDocument(tx: Transaction, entryId: string, id: string): Promise<DocumentRow | undefined> {
  const [row] = await tx.delete(registryDocuments).where(and(eq(registryDocuments.entryId, entryId), eq(registryDocuments.id, id))).returning();
  return row;
}

export async function findDocument(db: Database, entryId: string, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(registryDocuments).where(and(eq(registryDocuments.entryId, entryId), eq(registryDocuments.id, id)));
  return row;
}

/** A registered entry of one of these kinds at an office, by its registration number. */
export async function registeredByNumber(db: Database, kinds: readonly string[], sroCode: string, registrationNumber: string): Promise<EntryRow | undefined> {
  const [row] = await db
    .select()
    .from(registryEntries)
    .where(and(inArray(registryEntries.kind, [...kinds]), eq(registryEntries.sroCode, sroCode), eq(registryEntries.registrationNumber, registrationNumber), isNotNull(registryEntries.registeredAt)));
  return row;
}
