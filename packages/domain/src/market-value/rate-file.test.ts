import { describe, expect, it } from 'vitest';
import { isValidationMessageKey } from '../errors/index.ts';
import { MAX_LISTED_FILE_PROBLEMS, effectiveFromProblem, readRateFile, type RateFileVillage, type SheetRow } from './rate-file.ts';

const VILLAGES: Record<string, RateFileVillage> = {
  '0305012': { kind: 'rural', wards: [] },
  '0301001': { kind: 'urban', wards: [{ ward: '1', blocks: ['1', '2'] }, { ward: '2', blocks: ['1'] }] },
};
const villageOf = (code: string) => VILLAGES[code];
const HEADER = ['village_code', 'kind', 'survey_number', 'ward', 'block', 'door_number', 'land_use_code', 'rate'];

function sheet(...rows: string[][]): SheetRow[] {
  return rows.map((cells, index) => ({ rowNumber: index + 1, cells }));
}

function problemsOf(rows: SheetRow[]): [string, string][] {
  const result = readRateFile(rows, villageOf);
  if (result.ok) return [];
  return result.problems.map((problem) => [problem.field, problem.key]);
}

describe('readRateFile', () => {
  it('reads every kind of row, tidying what spreadsheets do to codes', () => {
    const result = readRateFile(
      sheet(
        ['Village Code', 'KIND', 'survey-number', 'ward', 'block', 'door_number', 'land_use_code', 'rate'],
        ['305012', 'Rural', '', '', '', '', '21', '12,00,000'],
        ['0305012', 'rural', '45/2a', '', '', '', '26', '2500000'],
        ['', '', '', '', '', '', '', ''],
        ['0301001', 'urban', '', '01', '2', '12-3-45', '1', '18000'],
        ['0301001', 'composite', '', '2', '1', '', '01', '3200'],
      ),
      villageOf,
    );
    expect(result).toEqual({
      ok: true,
      rows: [
        { kind: 'rural', villageCode: '0305012', surveyNumber: '', ward: '', block: '', doorNumber: '', landUseCode: '21', rate: 12_00_000 },
        { kind: 'rural', villageCode: '0305012', surveyNumber: '45/2A', ward: '', block: '', doorNumber: '', landUseCode: '26', rate: 25_00_000 },
        { kind: 'urban', villageCode: '0301001', surveyNumber: '', ward: '1', block: '2', doorNumber: '12-3-45', landUseCode: '01', rate: 18_000 },
        { kind: 'composite', villageCode: '0301001', surveyNumber: '', ward: '2', block: '1', doorNumber: '', landUseCode: '01', rate: 3_200 },
      ],
    });
  });

  it('lets the optional columns be left out', () => {
    const result = readRateFile(sheet(['rate', 'land_use_code', 'kind', 'village_code'], ['900000', '21', 'rural', '0305012']), villageOf);
    expect(result.ok && result.rows).toEqual([{ kind: 'rural', villageCode: '0305012', surveyNumber: '', ward: '', block: '', doorNumber: '', landUseCode: '21', rate: 9_00_000 }]);
  });

  it('names every missing, unknown and repeated column, and goes no further', () => {
    expect(problemsOf(sheet(['village', 'kind', 'kind', 'rate'], ['0305012', 'rural', 'rural', '1']))).toEqual([
      ['file.columns.village', 'columnUnknown'],
      ['file.columns.kind', 'columnRepeated'],
      ['file.columns.village_code', 'columnMissing'],
      ['file.columns.land_use_code', 'columnMissing'],
    ]);
  });

  it('refuses an empty file and a header without rows', () => {
    expect(problemsOf([])).toEqual([['file', 'fileEmpty']]);
    expect(problemsOf(sheet(['', ''], []))).toEqual([['file', 'fileEmpty']]);
    expect(problemsOf(sheet(HEADER))).toEqual([['file', 'fileHasNoRows']]);
  });

  it('names every bad cell of every row, in the order of the file', () => {
    const problems = problemsOf(
      sheet(
        HEADER,
        ['0305012', 'rural', '', '', '', '', '21', '900000'],
        ['9999999', 'farm', 'twelve', '', '', '', '77', '1200.50'],
        ['', '', '', '', '', '', '', ''],
        ['0305012', 'urban', '12', '', '', '4-5', '01', '0'],
        ['0301001', 'rural', '', '9', '1', '', '21', ''],
        ['0301001', 'urban', '', '3', '1', '#1', '21', '1000000000000'],
        ['0301001', 'composite', '', '1', '7', '9-9', '01', '3200'],
        ['abc', '', '', '', '', '', '', 'x'],
      ),
    );
    expect(problems).toEqual([
      ['file.row[3].village_code', 'unknownVillage'],
      ['file.row[3].kind', 'unknownChoice'],
      ['file.row[3].survey_number', 'invalidSurveyNumber'],
      ['file.row[3].land_use_code', 'unknownChoice'],
      ['file.row[3].rate', 'invalidRate'],
      ['file.row[5].kind', 'villageKindMismatch'],
      ['file.row[5].survey_number', 'notApplicable'],
      ['file.row[5].ward', 'required'],
      ['file.row[5].block', 'required'],
      ['file.row[5].rate', 'invalidRate'],
      ['file.row[6].kind', 'villageKindMismatch'],
      ['file.row[6].ward', 'notApplicable'],
      ['file.row[6].block', 'notApplicable'],
      ['file.row[6].rate', 'required'],
      ['file.row[7].ward', 'unknownWard'],
      ['file.row[7].door_number', 'invalidDoorNumber'],
      ['file.row[7].land_use_code', 'landUseNotForKind'],
      ['file.row[7].rate', 'invalidRate'],
      ['file.row[8].block', 'unknownBlock'],
      ['file.row[8].door_number', 'notApplicable'],
      ['file.row[9].village_code', 'invalidValue'],
      ['file.row[9].kind', 'required'],
      ['file.row[9].land_use_code', 'required'],
      ['file.row[9].rate', 'invalidRate'],
    ]);
    for (const [, key] of problems) expect(isValidationMessageKey(key), key).toBe(true);
  });

  it('names every row of a repeated key, however the key was spelled', () => {
    expect(
      problemsOf(
        sheet(
          HEADER,
          ['0305012', 'rural', '', '', '', '', '21', '900000'],
          ['0301001', 'urban', '', '1', '1', '', '01', '18000'],
          ['305012', 'RURAL', '', '', '', '', '21', '950000'],
          ['0301001', 'urban', '', '001', '1', '', '1', '19000'],
          ['0301001', 'urban', '', '1', '1', '7-1', '01', '19000'],
        ),
      ),
    ).toEqual([
      ['file.row[2]', 'rowRepeated'],
      ['file.row[3]', 'rowRepeated'],
      ['file.row[4]', 'rowRepeated'],
      ['file.row[5]', 'rowRepeated'],
    ]);
  });

  it('lists at most so many problems and says there are more', () => {
    const bad = Array.from({ length: MAX_LISTED_FILE_PROBLEMS }, () => ['x', 'x', '', '', '', '', 'x', 'x']);
    const result = readRateFile(sheet(HEADER, ...bad), villageOf);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems).toHaveLength(MAX_LISTED_FILE_PROBLEMS);
      expect(result.truncated).toBe(true);
    }
  });
});

describe('effectiveFromProblem', () => {
  it('takes today or a later date, and nothing else', () => {
    expect(effectiveFromProblem('2026-04-01', '2026-04-01')).toBeUndefined();
    expect(effectiveFromProblem('2027-01-01', '2026-04-01')).toBeUndefined();
    expect(effectiveFromProblem('2026-03-31', '2026-04-01')).toBe('effectiveDateInPast');
    expect(effectiveFromProblem('2026-02-30', '2026-01-01')).toBe('invalidDate');
    expect(effectiveFromProblem('01-04-2026', '2026-01-01')).toBe('invalidDate');
    expect(effectiveFromProblem(undefined, '2026-01-01')).toBe('required');
    expect(effectiveFromProblem(' ', '2026-01-01')).toBe('required');
  });
});
