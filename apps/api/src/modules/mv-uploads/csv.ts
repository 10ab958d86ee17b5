import { CsvError, parse } from 'csv-parse/sync';
import type { SheetRow } from '@igrs/domain';

export type CsvReading = { ok: true; rows: SheetRow[] } | { ok: false; unclosedQuoteRow: number };

/**
 * Reads CSV as RFC 4180 writes it (csv-parse): comma-separated, a field in
 * double quotes may hold commas, line breaks and doubled quotes; lines end in
 * CRLF, LF or CR. Rows are numbered by record, as a spreadsheet program shows
 * the file; reading stops after `maxRows` records.
 */
export function parseCsv(text: string, maxRows = Number.MAX_SAFE_INTEGER): CsvReading {
  try {
    const records: string[][] = parse(text, { relax_column_count: true, relax_quotes: false, skip_empty_lines: false, to: maxRows, bom: true });
    return { ok: true, rows: records.map((cells, index) => ({ rowNumber: index + 1, cells })) };
  } catch (error) {
    if (error instanceof CsvError && error.code === 'CSV_QUOTE_NOT_CLOSED') return { ok: false, unclosedQuoteRow: (error as CsvError & { records: number }).records + 1 };
    throw error;
  }
}
