import { Worker } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import type { RateFileProblem, SheetRow } from '@igrs/domain';
import { parseCsv } from './csv.ts';

export type SheetReading = { ok: true; rows: SheetRow[] } | { ok: false; problem: RateFileProblem };

const NOT_A_SPREADSHEET: SheetReading = { ok: false, problem: { field: 'file', key: 'fileNotSpreadsheet' } };
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** Text has no control characters besides tab and line ends; binary files nearly always do. */
function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

/** A cell as the text an officer typed: numbers in full, a formula by its result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  if ('error' in value) return value.error;
  return '';
}

async function readWorkbook(bytes: Buffer, maxRows: number): Promise<SheetReading> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return NOT_A_SPREADSHEET;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return NOT_A_SPREADSHEET;
  if (sheet.actualRowCount > maxRows) return TOO_MUCH;
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    rows.push({ rowNumber, cells: Array.from(cells, (cell) => cell ?? '') });
  });
  return { ok: true, rows };
}

/**
 * Reads an uploaded rate file by what it contains, whatever its name says: a
 * zip package that opens as a workbook is Excel (its first sheet is read);
 * UTF-8 text without control characters is CSV; anything else is refused.
 * Runs inside the reading worker.
 */
export async function readSheet(bytes: Buffer, maxRows: number): Promise<SheetReading> {
  if (bytes.subarray(0, ZIP_SIGNATURE.length).equals(ZIP_SIGNATURE)) return readWorkbook(bytes, maxRows);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return NOT_A_SPREADSHEET;
  }
  if (hasControlCharacters(text)) return NOT_A_SPREADSHEET;
  const csv = parseCsv(text, maxRows + 1);
  if (csv.ok && csv.rows.length > maxRows) return TOO_MUCH;
  return csv.ok ? csv : { ok: false, problem: { field: `file.row[${csv.unclosedQuoteRow}]`, key: 'csvUnclosedQuote' } };
}

/** What one rate file may take to read: rows, the sheet data it unpacks to, time and memory. See docs/decisions/0012-reading-rate-files.md. */
export const READING_LIMITS = {
  maxRows: 200_000,
  maxUnpackedBytes: 64 * 1024 * 1024,
  /** A zip entry packed tighter than this is a bomb, not a spreadsheet. */
  maxPackingRatio: 150,
  maxSeconds: 20,
  maxMemoryMb: 512,
} as const;

const TOO_MUCH: SheetReading = { ok: false, problem: { field: 'file', key: 'fileTooComplex' } };

/**
 * The sizes a zip package declares for its entries, read from its central
 * directory before anything is unpacked; undefined when it has none.
 */
function declaredEntries(bytes: Buffer): { packed: number; unpacked: number }[] | undefined {
  const END_OF_DIRECTORY = 0x06054b50;
  const DIRECTORY_ENTRY = 0x02014b50;
  let end = -1;
  for (let offset = bytes.length - 22; offset >= Math.max(0, bytes.length - 22 - 65_535); offset -= 1) {
    if (bytes.readUInt32LE(offset) === END_OF_DIRECTORY) {
      end = offset;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  const entries: { packed: number; unpacked: number }[] = [];
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== DIRECTORY_ENTRY) return undefined;
    entries.push({ packed: bytes.readUInt32LE(offset + 20), unpacked: bytes.readUInt32LE(offset + 24) });
    offset += 46 + bytes.readUInt16LE(offset + 28) + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
  }
  return entries;
}

function unpacksTooFar(bytes: Buffer): boolean {
  const entries = declaredEntries(bytes);
  if (!entries) return false;
  const unpacked = entries.reduce((sum, entry) => sum + entry.unpacked, 0);
  return unpacked > READING_LIMITS.maxUnpackedBytes || entries.some((entry) => entry.unpacked > 1024 * 1024 && entry.unpacked > entry.packed * READING_LIMITS.maxPackingRatio);
}

/**
 * Reads a rate file off the event loop: a worker thread with its own memory
 * ceiling and a time limit, so the server keeps answering while a file is
 * checked, and a file built to expand or to stall is refused within seconds.
 */
export async function readSpreadsheet(bytes: Buffer): Promise<SheetReading> {
  if (bytes.subarray(0, ZIP_SIGNATURE.length).equals(ZIP_SIGNATURE) && unpacksTooFar(bytes)) return TOO_MUCH;
  const worker = new Worker(new URL('./reading-worker.mjs', import.meta.url), {
    workerData: { bytes, maxRows: READING_LIMITS.maxRows },
    resourceLimits: { maxOldGenerationSizeMb: READING_LIMITS.maxMemoryMb },
  });
  return new Promise<SheetReading>((resolve, reject) => {
    const timer = setTimeout(() => {
      resolve(TOO_MUCH);
      void worker.terminate();
    }, READING_LIMITS.maxSeconds * 1000);
    worker.once('message', (reading: SheetReading) => {
      clearTimeout(timer);
      resolve(reading);
      void worker.terminate();
    });
    worker.once('error', (error: Error & { code?: string }) => {
      clearTimeout(timer);
      // Running out of its memory ceiling is the file's doing; anything else is the server's.
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') resolve(TOO_MUCH);
      else reject(error);
    });
  });
}
