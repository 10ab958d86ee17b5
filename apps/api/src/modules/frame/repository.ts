import { asc, eq } from 'drizzle-orm';
import type { FrameNotification, Leader } from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { contentFiles, counters, frameNotifications, leaders } from '../../db/schema.ts';
import { nextInSeries } from '../../lib/series.ts';
import { fileUrl } from '../content/index.ts';

export const VISITOR_COUNTER = 'visitors';

export async function listLeaders(db: Database): Promise<Leader[]> {
  const rows = await db
    .select({ leader: leaders, file: { id: contentFiles.id, fileName: contentFiles.fileName } })
    .from(leaders)
    .innerJoin(contentFiles, eq(contentFiles.id, leaders.portraitFileId))
    .orderBy(asc(leaders.position));
  return rows.map(({ leader, file }) => ({
    role: leader.role as Leader['role'],
    name: { en: leader.nameEn, te: leader.nameTe },
    title: { en: leader.titleEn, te: leader.titleTe },
    portraitUrl: fileUrl(file),
  }));
}

export async function listFrameNotifications(db: Database): Promise<FrameNotification[]> {
  const rows = await db
    .select({ notification: frameNotifications, file: contentFiles })
    .from(frameNotifications)
    .innerJoin(contentFiles, eq(contentFiles.id, frameNotifications.fileId))
    .orderBy(asc(frameNotifications.position));
  return rows.map(({ notification, file }) => ({
    id: notification.id,
    title: { en: notification.titleEn, te: notification.titleTe },
    file: { id: file.id, fileName: file.fileName, mediaType: file.mediaType, byteSize: file.byteSize, url: fileUrl(file) },
  }));
}

/** Adds one to a counter atomically, creating it at 1, and returns the new value. */
export async function incrementCounter(db: Database, name: string): Promise<number> {
  return nextInSeries(db, name);
}

export async function readCounter(db: Database, name: string): Promise<number> {
  const [row] = await db.select({ value: counters.value }).from(counters).where(eq(counters.name, name));
  return row?.value ?? 0;
}
