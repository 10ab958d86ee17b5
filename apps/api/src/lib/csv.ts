export type Cell = string | number | null | undefined;

/**
 * What a spreadsheet program reads as the start of a formula (OWASP's CSV
 * injection rule): `=`, `+`, `-`, `@`, tab and carriage return. A party's or a
 * vendor's name is typed by the public, so it may start with any of them.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as every export writes it, CSV or workbook: text that a spreadsheet
 * would take as a formula is kept as text by a leading apostrophe; numbers,
 * negative ones too, stay numbers. A workbook never stores such text as a
 * formula, but a spreadsheet program evaluates it once the cell is edited.
 */
export function inertCell<Value extends Cell>(value: Value): Value {
  return typeof value === 'string' && FORMULA_START.test(value) ? (`'${value}` as Value) : value;
}

const csvCell = (value: Cell) => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = inertCell(value);
  // A neutralised cell is always quoted, as OWASP's rule asks, so no reader splits it before the apostrophe.
  return text !== value || /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
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
