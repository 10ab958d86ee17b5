import ExcelJS from 'exceljs';
import { RATE_FILE_COLUMNS, RATE_FILE_COLUMN_HELP, type LandRateRow } from '@igrs/domain';
import { csvLines, inertCell } from '../../lib/csv.ts';

function cells(row: LandRateRow): string[] {
  return [row.villageCode, row.kind, row.surveyNumber, row.ward, row.block, row.doorNumber, row.landUseCode, String(row.rate)];
}

/** The header row and the example rows, ready to overwrite. */
export function templateCsv(examples: readonly LandRateRow[]): string {
  return csvLines([[...RATE_FILE_COLUMNS], ...examples.map(cells)]);
}

/**
 * The same as a workbook: code columns formatted as text so a spreadsheet
 * program keeps their leading zeros, and a second sheet explaining each column
 * in English and Telugu.
 */
export async function templateXlsx(examples: readonly LandRateRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Registration & Stamps Department, Government of Andhra Pradesh';
  workbook.title = 'Market value rates';
  const rates = workbook.addWorksheet('Rates', { views: [{ state: 'frozen', ySplit: 1 }] });
  rates.columns = RATE_FILE_COLUMNS.map((column) => ({ header: column, key: column, width: column === 'village_code' ? 14 : 12, style: column === 'rate' ? {} : { numFmt: '@' } }));
  rates.getRow(1).font = { bold: true };
  for (const example of examples) {
    const row = cells(example);
    rates.addRow([...row.slice(0, -1).map(inertCell), example.rate]);
  }

  const help = workbook.addWorksheet('Instructions');
  help.columns = [
    { header: 'Column', width: 16 },
    { header: 'What it holds', width: 80 },
    { header: 'వివరణ', width: 80 },
  ];
  help.getRow(1).font = { bold: true };
  for (const column of RATE_FILE_COLUMNS) help.addRow([column, RATE_FILE_COLUMN_HELP[column].en, RATE_FILE_COLUMN_HELP[column].te]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
