type Cell = string | number | null | undefined;

const csvCell = (value: Cell) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** Rows as lines of CSV, each ended by CRLF: a piece of a file written as it goes. */
export function csvLines(rows: readonly (readonly Cell[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/** A byte-order mark opens a CSV file, so spreadsheets read Telugu as UTF-8. */
export const CSV_START = '\uFEFF';

/** Rows as CSV: UTF-8 with a byte-order mark, so spreadsheets read Telugu, and CRLF line ends. */
export function csvText(rows: readonly (readonly Cell[])[]): string {
  return `${CSV_START}${csvLines(rows)}`;
}
