import { and, asc, eq, ilike } from 'drizzle-orm';
import { NOTARIES_NOTICE_TITLE } from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { contentFiles, frameNotifications, notaries } from '../../db/schema.ts';

export type NotaryRow = typeof notaries.$inferSelect;

export async function searchNotaries(db: Database, filter: { name?: string | undefined; districtCode?: string | undefined }): Promise<NotaryRow[]> {
  const pattern = filter.name ? `%${filter.name.replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_')}%` : undefined;
  return db
    .select()
    .from(notaries)
    .where(and(pattern ? ilike(notaries.name, pattern) : undefined, filter.districtCode ? eq(notaries.districtCode, filter.districtCode) : undefined))
    .orderBy(asc(notaries.districtCode), asc(notaries.name))
    .limit(500);
}

export async function allNotaries(db: Database): Promise<NotaryRow[]> {
  return db.select().from(notaries);
}

export async function lockNotary(tx: Database, id: number): Promise<NotaryRow | undefined> {
  const [row] = await tx.select().from(notaries).where(eq(notaries.id, id)).for('update');
  return row;
}

export async function insertNotaries(tx: Pick<Database, 'insert'>, rows: (typeof notaries.$inferInsert)[]): Promise<number[]> {
  if (rows.length === 0) return [];
  return (await tx.insert(notaries).values(rows).onConflictDoNothing().returning({ id: notaries.id })).map((row) => row.id);
}

export async function updateNotary(tx: Database, id: number, set: Partial<typeof notaries.$inferInsert>): Promise<void> {
  await tx.update(notaries).set(set).where(eq(notaries.id, id));
}

export async function numberTaken(db: Database, registrationNumber: string, exceptId?: number): Promise<boolean> {
  const [row] = await db.select({ id: notaries.id }).from(notaries).where(eq(notaries.registrationNumber, registrationNumber));
  return !!row && row.id !== exceptId;
}

/** Points the header's notice at a new file and removes the one it replaces. */
export async function replaceNoticeFile(tx: Database, fileId: string): Promise<void> {
  const [notice] = await tx.select().from(frameNotifications).where(eq(frameNotifications.titleEn, NOTARIES_NOTICE_TITLE.en)).for('update');
  if (!notice) return;
  await tx.update(frameNotifications).set({ fileId }).where(eq(frameNotifications.id, notice.id));
  await tx.delete(contentFiles).where(eq(contentFiles.id, notice.fileId));
}
