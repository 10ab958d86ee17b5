import { z } from 'zod';
import { bilingualTextSchema } from '../i18n/index.ts';

/** The content lists behind the public pages of spec §2.1. */
export const CONTENT_LISTS = [
  'act-rules',
  'legal',
  'faqs',
  'mv-guidelines',
  'rti',
  'tenders',
  'downloads',
  'document-templates',
  'estamp-acc',
  'circulars',
  'judgements',
  'stamp-judgements',
] as const;
export const contentListSchema = z.enum(CONTENT_LISTS);
export type ContentList = z.infer<typeof contentListSchema>;

/** The descriptive pages made of sections rather than lists. */
export const CONTENT_PAGES = ['home', 'about-us', 'values-rates', 'rti-act', 'accessibility', 'ec-search', 'find-sro', 'property-value', 'department-login', 'vendor-login', 'password-reset'] as const;
export const contentPageSchema = z.enum(CONTENT_PAGES);
export type ContentPage = z.infer<typeof contentPageSchema>;

/** A date filter as a form sends it: ISO `YYYY-MM-DD`, or empty for "no limit". */
const optionalDateFilter = z.union([z.literal(''), z.iso.date({ error: 'invalidDate' })], { error: 'invalidDate' }).optional();

export const CONTENT_PAGE_SIZE_LIMIT = 50;

export const contentListQuerySchema = z
  .object({
    q: z.string().trim().max(100, { error: 'textTooLong' }).optional(),
    group: z.string().trim().max(60, { error: 'textTooLong' }).optional(),
    from: optionalDateFilter,
    to: optionalDateFilter,
    page: z.coerce.number({ error: 'pageOutOfRange' }).int({ error: 'pageOutOfRange' }).min(1, { error: 'pageOutOfRange' }).default(1),
    pageSize: z.coerce
      .number({ error: 'pageSizeOutOfRange' })
      .int({ error: 'pageSizeOutOfRange' })
      .min(1, { error: 'pageSizeOutOfRange' })
      .max(CONTENT_PAGE_SIZE_LIMIT, { error: 'pageSizeOutOfRange' })
      .default(10),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'dateRangeOrder',
    path: ['to'],
  });
export type ContentListQuery = z.infer<typeof contentListQuerySchema>;

export const contentFileSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  mediaType: z.string(),
  byteSize: z.number().int().nonnegative(),
  url: z.string().describe('Download address below the API base'),
});
export type ContentFile = z.infer<typeof contentFileSchema>;

export const TENDER_STATUSES = ['open', 'closed'] as const;

export const contentItemSchema = z.object({
  id: z.string(),
  group: z.string(),
  title: bilingualTextSchema,
  summary: bilingualTextSchema,
  referenceNumber: z.string().nullable(),
  itemDate: z.iso.date().nullable(),
  closingDate: z.iso.date().nullable(),
  status: z.enum(TENDER_STATUSES).nullable().describe('Tenders only: open until the closing date has passed'),
  details: z.record(z.string(), bilingualTextSchema).describe('Further labelled facts, e.g. an ACC\'s address'),
  file: contentFileSchema.nullable(),
  isDemo: z.boolean().describe('Made up for the demonstration, not a real order, judgement or tender'),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

export const contentGroupSchema = z.object({ key: z.string(), label: bilingualTextSchema });
export type ContentGroup = z.infer<typeof contentGroupSchema>;

export const contentListResponseSchema = z.object({
  list: contentListSchema,
  groups: z.array(contentGroupSchema),
  items: z.array(contentItemSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type ContentListResponse = z.infer<typeof contentListResponseSchema>;

export const contentTableSchema = z.object({
  caption: bilingualTextSchema,
  columns: z.array(bilingualTextSchema),
  rows: z.array(z.array(bilingualTextSchema)),
});
export type ContentTable = z.infer<typeof contentTableSchema>;

export const contentSectionSchema = z.object({
  key: z.string(),
  heading: bilingualTextSchema,
  paragraphs: z.array(bilingualTextSchema),
  bullets: z.array(bilingualTextSchema),
  table: contentTableSchema.nullable(),
  links: z.array(z.object({ label: bilingualTextSchema, href: z.string() })),
});
export type ContentSection = z.infer<typeof contentSectionSchema>;

export const contentPageResponseSchema = z.object({
  page: contentPageSchema,
  title: bilingualTextSchema,
  sections: z.array(contentSectionSchema),
  updatedAt: z.string(),
});
export type ContentPageResponse = z.infer<typeof contentPageResponseSchema>;
