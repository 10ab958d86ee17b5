import type { SheetRow } from '@igrs/domain';

export type CsvReading = { ok: true; rows: SheetRow[] } | { ok: false; unclosedQuoteRow: number };

/**
 * Reads CSV as RFC 4180 writes it: comma-separated, a field in double quotes
 * may hold commas, line breaks and doubled quotes; lines end in CRLF, LF or CR.
 * Rows are numbered by record, as a spreadsheet program shows the file.
 */
export function parseCsv(text: string): CsvReading {
  const rows: SheetRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  const endRow = () => {
    cells.push(cell);
    rows.push({ rowNumber: rows.length + 1, cells });
    cells = [];
    cell = '';
  };
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character !== '"') cell += character;
      else if (text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else quoted = false;
    } else if (character === '"' && cell === '') quoted = true;
    else if (character === ',') {
      cells.push(cell);
      cell = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[index + 1] === '\n') index += 1;
      endRow();
    } else cell += character;
  }
  if (quoted) return { ok: false, unclosedQuoteRow: rows.length + 1 };
  if (cell !== '' || cells.length > 0) endRow();
  return { ok: true, rows };
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
