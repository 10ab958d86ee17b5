import { sql } from 'drizzle-orm';
import { bigint, customType, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BilingualText, ContentTable } from '@igrs/domain';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** Every downloadable document the portal serves, stored with its bytes. */
export const contentFiles = pgTable('content_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  fileName: text('file_name').notNull(),
  mediaType: text('media_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  sha256: text('sha256').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Descriptive pages (about-us, accessibility…): ordered sections. */
export const contentPages = pgTable('content_pages', {
  page: text('page').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleTe: text('title_te').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contentSections = pgTable(
  'content_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    page: text('page')
      .notNull()
      .references(() => contentPages.page, { onDelete: 'cascade' }),
    sectionKey: text('section_key').notNull(),
    position: integer('position').notNull(),
    headingEn: text('heading_en').notNull(),
    headingTe: text('heading_te').notNull(),
    paragraphs: jsonb('paragraphs').$type<BilingualText[]>().notNull().default([]),
    bullets: jsonb('bullets').$type<BilingualText[]>().notNull().default([]),
    contentTable: jsonb('content_table').$type<ContentTable | null>(),
    links: jsonb('links').$type<{ label: BilingualText; href: string }[]>().notNull().default([]),
  },
  (table) => [index('content_sections_page_idx').on(table.page, table.position)],
);

/** Sub-divisions of a list (e.g. the act-rules checklists by topic). */
export const contentGroups = pgTable(
  'content_groups',
  {
    list: text('list').notNull(),
    groupKey: text('group_key').notNull(),
    position: integer('position').notNull(),
    labelEn: text('label_en').notNull(),
    labelTe: text('label_te').notNull(),
  },
  (table) => [index('content_groups_list_idx').on(table.list, table.position)],
);

/** Entries of the public lists: circulars, judgements, tenders, FAQs, downloads… */
export const contentItems = pgTable(
  'content_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    list: text('list').notNull(),
    groupKey: text('group_key').notNull(),
    position: integer('position').notNull().default(0),
    titleEn: text('title_en').notNull(),
    titleTe: text('title_te').notNull(),
    summaryEn: text('summary_en').notNull().default(''),
    summaryTe: text('summary_te').notNull().default(''),
    referenceNumber: text('reference_number'),
    itemDate: date('item_date', { mode: 'string' }),
    closingDate: date('closing_date', { mode: 'string' }),
    details: jsonb('details').$type<Record<string, BilingualText>>().notNull().default({}),
    fileId: uuid('file_id').references(() => contentFiles.id),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(title_en || ' ' || title_te || ' ' || summary_en || ' ' || summary_te || ' ' || coalesce(reference_number, ''))`,
      ),
  },
  (table) => [index('content_items_list_idx').on(table.list, table.groupKey, table.itemDate)],
);

/** The two office-holders pictured in the header. */
export const leaders = pgTable('leaders', {
  role: text('role').primaryKey(),
  position: integer('position').notNull(),
  nameEn: text('name_en').notNull(),
  nameTe: text('name_te').notNull(),
  titleEn: text('title_en').notNull(),
  titleTe: text('title_te').notNull(),
  portraitFileId: uuid('portrait_file_id')
    .notNull()
    .references(() => contentFiles.id),
});

/** The header's notifications dropdown. */
export const frameNotifications = pgTable('frame_notifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  position: integer('position').notNull(),
  titleEn: text('title_en').notNull(),
  titleTe: text('title_te').notNull(),
  fileId: uuid('file_id')
    .notNull()
    .references(() => contentFiles.id),
});

/** Named counters; the footer's visitor count is one of them. */
export const counters = pgTable('counters', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});
