import { createHash } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { Database } from '../db/client.ts';
import { inertCell } from './csv.ts';
import { contentFiles } from '../db/schema.ts';

/** Printed on every document the portal generates. */
export const DEPARTMENT_HEADING = 'Registration & Stamps Department, Government of Andhra Pradesh';

export const MEDIA_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  svg: 'image/svg+xml',
} as const;

export interface Spreadsheet {
  sheetName: string;
  title: string;
  columns: string[];
  rows: (string | number)[][];
}

/** A one-sheet workbook: a bold, tinted, frozen header row with filters, columns as wide as their longest cell; dated `created`. */
export async function renderXlsx(sheet: Spreadsheet, created: Date): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = DEPARTMENT_HEADING;
  workbook.title = sheet.title;
  workbook.created = created;
  workbook.modified = created;
  const worksheet = workbook.addWorksheet(sheet.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = sheet.columns.map((header, index) => ({
    header,
    key: `c${index}`,
    width: Math.min(60, Math.max(header.length, ...sheet.rows.map((row) => String(row[index] ?? '').length)) + 2),
  }));
  worksheet.getRow(1).font = { bold: true };
  worksheet.getRow(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF5' } };
  worksheet.addRows(sheet.rows.map((row) => row.map(inertCell)));
  worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

export interface StoredFile {
  fileName: string;
  mediaType: string;
  bytes: Uint8Array;
}

/** Stores one document with the digest and size the download route serves, and returns its id. */
export async function storeFile(db: Pick<Database, 'insert'>, file: StoredFile): Promise<string> {
  const [row] = await db
    .insert(contentFiles)
    .values({
      fileName: file.fileName,
      mediaType: file.mediaType,
      byteSize: file.bytes.byteLength,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      bytes: file.bytes,
    })
    .returning({ id: contentFiles.id });
  if (!row) throw new Error(`Storing ${file.fileName} returned no row`);
  return row.id;
}
