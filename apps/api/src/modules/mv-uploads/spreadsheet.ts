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

async function readWorkbook(bytes: Buffer): Promise<SheetReading> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return NOT_A_SPREADSHEET;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return NOT_A_SPREADSHEET;
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
 */
export async function readSpreadsheet(bytes: Buffer): Promise<SheetReading> {
  if (bytes.subarray(0, ZIP_SIGNATURE.length).equals(ZIP_SIGNATURE)) return readWorkbook(bytes);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return NOT_A_SPREADSHEET;
  }
  if (hasControlCharacters(text)) return NOT_A_SPREADSHEET;
  const csv = parseCsv(text);
  return csv.ok ? csv : { ok: false, problem: { field: `file.row[${csv.unclosedQuoteRow}]`, key: 'csvUnclosedQuote' } };
}
