import { z } from 'zod';
import type { ValidationMessageKey } from '../errors/index.ts';
import type { VillageKind, Ward } from '../geography/index.ts';
import type { BilingualText } from '../i18n/index.ts';
import { landUses } from '../reference/index.ts';
import { RATE_KINDS, type RateKind } from './calculate.ts';
import { DOOR_NUMBER_PATTERN, SURVEY_NUMBER_PATTERN, WARD_OR_BLOCK_PATTERN, wardOrBlockNumber, type LandRateRow } from './contracts.ts';

/**
 * The market-value rate file a department officer uploads, CSV or Excel: a
 * header row naming these columns (in any order), then one rate per row.
 */
export const RATE_FILE_COLUMNS = ['village_code', 'kind', 'survey_number', 'ward', 'block', 'door_number', 'land_use_code', 'rate'] as const;
export type RateFileColumn = (typeof RATE_FILE_COLUMNS)[number];
/** What each column holds, for the template's instructions and the upload page. */
export const RATE_FILE_COLUMN_HELP: Record<RateFileColumn, BilingualText> = {
  village_code: {
    en: '7-digit code of the revenue village (rural) or urban locality.',
    te: 'రెవెన్యూ గ్రామం (గ్రామీణ) లేదా పట్టణ ప్రాంతం యొక్క 7 అంకెల కోడ్.',
  },
  kind: {
    en: 'rural: land, rupees per acre; urban: land, rupees per sq. yard; composite: a flat, rupees per sq. ft of plinth area.',
    te: 'rural: భూమి, ఎకరానికి రూపాయలు; urban: భూమి, చదరపు గజానికి రూపాయలు; composite: ఫ్లాట్, ప్లింత్ విస్తీర్ణంలో చదరపు అడుగుకు రూపాయలు.',
  },
  survey_number: {
    en: 'Rural only. Blank for the village\'s own rate; a survey number (45/2A) for a rate of that survey number alone.',
    te: 'గ్రామీణ రేట్లకు మాత్రమే. గ్రామం మొత్తం రేటుకు ఖాళీగా; ఒక సర్వే నంబర్‌కు మాత్రమే వర్తించే రేటుకు ఆ సర్వే నంబర్ (45/2A).',
  },
  ward: { en: 'Urban and composite only: the ward number.', te: 'పట్టణ, కాంపోజిట్ రేట్లకు మాత్రమే: వార్డు నంబర్.' },
  block: { en: 'Urban and composite only: the block number within the ward.', te: 'పట్టణ, కాంపోజిట్ రేట్లకు మాత్రమే: వార్డులోని బ్లాకు నంబర్.' },
  door_number: {
    en: 'Urban only. Blank for the block\'s own rate; a door number (12-3-45) for a rate of that door number alone.',
    te: 'పట్టణ రేట్లకు మాత్రమే. బ్లాకు మొత్తం రేటుకు ఖాళీగా; ఒక డోర్ నంబర్‌కు మాత్రమే వర్తించే రేటుకు ఆ డోర్ నంబర్ (12-3-45).',
  },
  land_use_code: {
    en: 'Land-use class: 21 to 50 for rural rates, 01 to 13 for urban and composite rates.',
    te: 'భూ వినియోగ తరగతి: గ్రామీణ రేట్లకు 21 నుండి 50, పట్టణ, కాంపోజిట్ రేట్లకు 01 నుండి 13.',
  },
  rate: { en: 'Whole rupees per unit of the kind, above 0.', te: 'రకానికి తగిన ఒక్కో యూనిట్‌కు పూర్తి రూపాయలు, 0 కంటే ఎక్కువ.' },
};

/** The other columns may be left out when no row needs them. */
export const REQUIRED_RATE_FILE_COLUMNS: readonly RateFileColumn[] = ['village_code', 'kind', 'land_use_code', 'rate'];

export const MAX_RATE_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_RATE_FILE_ROWS = 100_000;
/** A file wrong throughout would otherwise answer with hundreds of thousands of problems. */
export const MAX_LISTED_FILE_PROBLEMS = 1_000;
/** ₹100 crore per unit: above any rate in force, and every product with it stays exact. */
export const MAX_RATE_RUPEES = 1_000_000_000;
export const VILLAGE_CODE_DIGITS = 7;

/** One row of the sheet as text, numbered as a spreadsheet program shows it (the header is row 1). */
export interface SheetRow {
  readonly rowNumber: number;
  readonly cells: readonly string[];
}

/** What the checks need to know of a village code. */
export interface RateFileVillage {
  readonly kind: VillageKind;
  readonly wards: readonly Ward[];
}

/** `field` is `file`, `file.columns.<name>` or `file.row[<n>].<column>`. */
export interface RateFileProblem {
  readonly field: string;
  readonly key: ValidationMessageKey;
}

export type RateFileResult =
  | { ok: true; rows: LandRateRow[] }
  | { ok: false; problems: RateFileProblem[]; truncated: boolean };

/** `Village Code` and `village-code` both name `village_code`. */
function columnName(header: string): string {
  return header.trim().toLowerCase().replace(/[\s-]+/g, '_');
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/**
 * Spreadsheet programs drop the leading zeros of a number-looking cell, so a
 * code that is all digits and short is padded back to its fixed width.
 */
function padDigits(value: string, width: number): string {
  return /^\d+$/.test(value) && value.length < width ? value.padStart(width, '0') : value;
}

const RATE_AREA: Record<RateKind, 'rural' | 'urban'> = { rural: 'rural', urban: 'urban', composite: 'urban' };
const VILLAGE_KIND_OF_RATE: Record<RateKind, VillageKind> = { rural: 'rural', urban: 'urban', composite: 'urban' };

class ProblemList {
  readonly problems: RateFileProblem[] = [];
  truncated = false;
  add(field: string, key: ValidationMessageKey): void {
    if (this.problems.length < MAX_LISTED_FILE_PROBLEMS) this.problems.push({ field, key });
    else this.truncated = true;
  }
}

function headerProblems(header: readonly string[]): { columns: Map<RateFileColumn, number>; problems: RateFileProblem[] } {
  const columns = new Map<RateFileColumn, number>();
  const problems: RateFileProblem[] = [];
  const known = new Set<string>(RATE_FILE_COLUMNS);
  header.forEach((cell, index) => {
    const name = columnName(cell);
    if (name === '') return;
    if (!known.has(name)) problems.push({ field: `file.columns.${name}`, key: 'columnUnknown' });
    else if (columns.has(name as RateFileColumn)) problems.push({ field: `file.columns.${name}`, key: 'columnRepeated' });
    else columns.set(name as RateFileColumn, index);
  });
  for (const required of REQUIRED_RATE_FILE_COLUMNS) {
    if (!columns.has(required)) problems.push({ field: `file.columns.${required}`, key: 'columnMissing' });
  }
  return { columns, problems };
}

/**
 * Checks a whole rate file and answers either every row, ready to store, or
 * every problem found (up to MAX_LISTED_FILE_PROBLEMS), so that an officer can
 * correct the file in one pass. Nothing is partly accepted. A header problem
 * stops the check there, since the rows cannot be read without their columns.
 */
export function readRateFile(sheet: readonly SheetRow[], villageOf: (code: string) => RateFileVillage | undefined): RateFileResult {
  const filled = sheet.filter((row) => !isBlank(row.cells));
  const [headerRow, ...dataRows] = filled;
  if (!headerRow) return { ok: false, problems: [{ field: 'file', key: 'fileEmpty' }], truncated: false };
  const header = headerProblems(headerRow.cells);
  if (header.problems.length > 0) return { ok: false, problems: header.problems, truncated: false };
  if (dataRows.length === 0) return { ok: false, problems: [{ field: 'file', key: 'fileHasNoRows' }], truncated: false };
  if (dataRows.length > MAX_RATE_FILE_ROWS) return { ok: false, problems: [{ field: 'file', key: 'fileHasTooManyRows' }], truncated: false };

  const list = new ProblemList();
  const rows: LandRateRow[] = [];
  const rowsByKey = new Map<string, number[]>();

  for (const { rowNumber, cells } of dataRows) {
    let rowIsBad = false;
    const report = (column: RateFileColumn, key: ValidationMessageKey) => {
      rowIsBad = true;
      list.add(`file.row[${rowNumber}].${column}`, key);
    };
    const cell = (column: RateFileColumn) => {
      const index = header.columns.get(column);
      return index === undefined ? '' : (cells[index] ?? '').trim();
    };

    const villageCode = padDigits(cell('village_code'), VILLAGE_CODE_DIGITS);
    const village = /^\d{7}$/.test(villageCode) ? villageOf(villageCode) : undefined;
    if (villageCode === '') report('village_code', 'required');
    else if (!/^\d{7}$/.test(villageCode)) report('village_code', 'invalidValue');
    else if (!village) report('village_code', 'unknownVillage');

    const kindText = cell('kind').toLowerCase();
    const kind = RATE_KINDS.find((candidate) => candidate === kindText);
    if (kindText === '') report('kind', 'required');
    else if (!kind) report('kind', 'unknownChoice');
    else if (village && village.kind !== VILLAGE_KIND_OF_RATE[kind]) report('kind', 'villageKindMismatch');

    const surveyNumber = cell('survey_number').toUpperCase();
    if (surveyNumber !== '' && kind && kind !== 'rural') report('survey_number', 'notApplicable');
    else if (surveyNumber !== '' && !SURVEY_NUMBER_PATTERN.test(surveyNumber)) report('survey_number', 'invalidSurveyNumber');

    const townRate = kind === 'urban' || kind === 'composite';
    const ward = wardOrBlockNumber(cell('ward'));
    const block = wardOrBlockNumber(cell('block'));
    for (const [column, value] of [['ward', ward], ['block', block]] as const) {
      if (kind === 'rural' && value !== '') report(column, 'notApplicable');
      else if (townRate && value === '') report(column, 'required');
      else if (townRate && !WARD_OR_BLOCK_PATTERN.test(value)) report(column, 'invalidWardOrBlock');
    }
    if (townRate && village?.kind === 'urban' && WARD_OR_BLOCK_PATTERN.test(ward) && WARD_OR_BLOCK_PATTERN.test(block)) {
      const wardEntry = village.wards.find((entry) => entry.ward === ward);
      if (!wardEntry) report('ward', 'unknownWard');
      else if (!wardEntry.blocks.includes(block)) report('block', 'unknownBlock');
    }

    const doorNumber = cell('door_number').toUpperCase();
    if (doorNumber !== '' && kind && kind !== 'urban') report('door_number', 'notApplicable');
    else if (doorNumber !== '' && !DOOR_NUMBER_PATTERN.test(doorNumber)) report('door_number', 'invalidDoorNumber');

    const landUseCode = padDigits(cell('land_use_code').toUpperCase(), 2);
    const landUse = landUses.find((entry) => entry.code === landUseCode);
    if (landUseCode === '') report('land_use_code', 'required');
    else if (!landUse) report('land_use_code', 'unknownChoice');
    else if (kind && landUse.area !== RATE_AREA[kind]) report('land_use_code', 'landUseNotForKind');

    const rateText = cell('rate').replace(/,/g, '');
    const rate = /^\d+$/.test(rateText) ? Number(rateText) : Number.NaN;
    if (rateText === '') report('rate', 'required');
    else if (!Number.isSafeInteger(rate) || rate < 1 || rate > MAX_RATE_RUPEES) report('rate', 'invalidRate');

    if (rowIsBad || !kind) continue;
    const row: LandRateRow = { kind, villageCode, surveyNumber, ward: townRate ? ward : '', block: townRate ? block : '', doorNumber, landUseCode, rate };
    const key = [row.kind, row.villageCode, row.surveyNumber, row.ward, row.block, row.doorNumber, row.landUseCode].join('|');
    rowsByKey.set(key, [...(rowsByKey.get(key) ?? []), rowNumber]);
    rows.push(row);
  }

  const repeated = [...rowsByKey.values()].filter((rowNumbers) => rowNumbers.length > 1).flat().sort((a, b) => a - b);
  for (const rowNumber of repeated) list.add(`file.row[${rowNumber}]`, 'rowRepeated');
  if (list.problems.length > 0) return { ok: false, problems: sortByRow(list.problems), truncated: list.truncated };
  return { ok: true, rows };
}

const rowOf = (field: string) => Number(/^file\.row\[(\d+)\]/.exec(field)?.[1] ?? 0);

/** Problems in the order of the file, a row's repeat after its cell problems. */
function sortByRow(problems: RateFileProblem[]): RateFileProblem[] {
  return problems.map((problem, index) => ({ problem, index })).sort((a, b) => rowOf(a.problem.field) - rowOf(b.problem.field) || a.index - b.index).map(({ problem }) => problem);
}

/** Whether an upload may take effect on this date: not before today, so no past valuation changes. */
export function effectiveFromProblem(effectiveFrom: string | undefined, today: string): ValidationMessageKey | undefined {
  if (effectiveFrom === undefined || effectiveFrom.trim() === '') return 'required';
  if (!z.iso.date().safeParse(effectiveFrom).success) return 'invalidDate';
  return effectiveFrom < today ? 'effectiveDateInPast' : undefined;
}
