type Cell = string | number | null | undefined;

const csvCell = (value: Cell) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** Rows as CSV: UTF-8 with a byte-order mark, so spreadsheets read Telugu, and CRLF line ends. */
export function csvText(rows: readonly (readonly Cell[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
