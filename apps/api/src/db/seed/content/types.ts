import type { BilingualText, ContentList, ContentPage, ContentTable } from '@igrs/domain';
import { formatDisplayDate } from '@igrs/domain';
import type { Spreadsheet } from '../../../lib/content-files.ts';
import type { TextDocument } from '../files.ts';

export type SeedDocument =
  | { kind: 'pdf'; fileName: string; document: TextDocument }
  | { kind: 'docx'; fileName: string; document: TextDocument }
  | { kind: 'xlsx'; fileName: string; spreadsheet: Spreadsheet };

export interface SeedSection {
  key: string;
  heading: BilingualText;
  paragraphs?: BilingualText[];
  bullets?: BilingualText[];
  table?: ContentTable;
  links?: { label: BilingualText; href: string }[];
}

export interface SeedPage {
  page: ContentPage;
  title: BilingualText;
  sections: SeedSection[];
}

export interface SeedGroup {
  key: string;
  label: BilingualText;
}

export interface SeedItem {
  group: string;
  title: BilingualText;
  summary: BilingualText;
  referenceNumber?: string;
  itemDate?: string;
  closingDate?: string;
  details?: Record<string, BilingualText>;
  file?: SeedDocument;
}

export interface SeedList {
  list: ContentList;
  /** Every item is made up for the demo: the page marks each one as demonstration data. */
  invented?: boolean;
  groups: SeedGroup[];
  items: SeedItem[];
}

export function pdf(fileName: string, document: TextDocument): SeedDocument {
  return { kind: 'pdf', fileName, document };
}

export function docx(fileName: string, document: TextDocument): SeedDocument {
  return { kind: 'docx', fileName, document };
}

export function xlsx(fileName: string, spreadsheet: Spreadsheet): SeedDocument {
  return { kind: 'xlsx', fileName, spreadsheet };
}

/** Text that reads the same in both languages, such as a telephone number or an office code. */
export function same(text: string): BilingualText {
  return { en: text, te: text };
}

/** `2024-07-12` as `12-07-2024`, the way department orders are dated. */
export function dated(iso: string): string {
  return formatDisplayDate(iso);
}
