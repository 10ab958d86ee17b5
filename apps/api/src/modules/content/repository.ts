import { and, asc, count, desc, eq, gte, like, lte, sql, type SQL } from 'drizzle-orm';
import type { ContentFile, ContentItem, ContentList, ContentListQuery, ContentPage, ContentPageResponse, ContentGroup } from '@igrs/domain';
import { API_BASE_PATH, toYearMonthDay } from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { contentFiles, contentGroups, contentItems, contentPages, contentSections } from '../../db/schema.ts';

export function fileUrl(file: { id: string; fileName: string }): string {
  return `${API_BASE_PATH}/files/${file.id}/${encodeURIComponent(file.fileName)}`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export async function findContentPage(db: Database, page: ContentPage): Promise<ContentPageResponse | undefined> {
  const [pageRow] = await db.select().from(contentPages).where(eq(contentPages.page, page));
  if (!pageRow) return undefined;
  const sections = await db
    .select()
    .from(contentSections)
    .where(eq(contentSections.page, page))
    .orderBy(asc(contentSections.position));
  return {
    page,
    title: { en: pageRow.titleEn, te: pageRow.titleTe },
    updatedAt: pageRow.updatedAt.toISOString(),
    sections: sections.map((section) => ({
      key: section.sectionKey,
      heading: { en: section.headingEn, te: section.headingTe },
      paragraphs: section.paragraphs,
      bullets: section.bullets,
      table: section.contentTable ?? null,
      links: section.links,
    })),
  };
}

export async function listContentGroups(db: Database, list: ContentList): Promise<ContentGroup[]> {
  const rows = await db.select().from(contentGroups).where(eq(contentGroups.list, list)).orderBy(asc(contentGroups.position));
  return rows.map((row) => ({ key: row.groupKey, label: { en: row.labelEn, te: row.labelTe } }));
}

export async function listContentItems(
  db: Database,
  list: ContentList,
  query: ContentListQuery,
  today: string = toYearMonthDay(new Date()),
): Promise<{ items: ContentItem[]; total: number }> {
  const conditions: SQL[] = [eq(contentItems.list, list)];
  if (query.group) conditions.push(eq(contentItems.groupKey, query.group));
  if (query.q) conditions.push(like(contentItems.searchText, `%${escapeLike(query.q.toLowerCase())}%`));
  if (query.from) conditions.push(gte(contentItems.itemDate, query.from));
  if (query.to) conditions.push(lte(contentItems.itemDate, query.to));
  const where = and(...conditions);

  const [totals] = await db.select({ total: count() }).from(contentItems).where(where);
  const rows = await db
    .select({ item: contentItems, file: { id: contentFiles.id, fileName: contentFiles.fileName, mediaType: contentFiles.mediaType, byteSize: contentFiles.byteSize } })
    .from(contentItems)
    .leftJoin(contentFiles, eq(contentFiles.id, contentItems.fileId))
    .where(where)
    .orderBy(sql`${contentItems.itemDate} desc nulls last`, asc(contentItems.position), desc(contentItems.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);

  return {
    total: totals?.total ?? 0,
    items: rows.map(({ item, file }) => ({
      id: item.id,
      group: item.groupKey,
      title: { en: item.titleEn, te: item.titleTe },
      summary: { en: item.summaryEn, te: item.summaryTe },
      referenceNumber: item.referenceNumber,
      itemDate: item.itemDate,
      closingDate: item.closingDate,
      status: list === 'tenders' && item.closingDate ? (item.closingDate >= today ? 'open' : 'closed') : null,
      details: item.details,
      file: file ? { ...file, url: fileUrl(file) } : null,
      isDemo: item.isDemo,
    })),
  };
}

export async function findFile(db: Database, id: string): Promise<(ContentFile & { bytes: Uint8Array; sha256: string }) | undefined> {
  const [row] = await db.select().from(contentFiles).where(eq(contentFiles.id, id));
  if (!row) return undefined;
  return {
    id: row.id,
    fileName: row.fileName,
    mediaType: row.mediaType,
    byteSize: row.byteSize,
    sha256: row.sha256,
    bytes: row.bytes,
    url: fileUrl(row),
  };
}
