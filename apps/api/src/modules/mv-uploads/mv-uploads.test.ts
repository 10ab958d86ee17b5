import { randomBytes } from 'node:crypto';
import { crc32, deflateRawSync } from 'node:zlib';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RATE_FILE_BYTES, toYearMonthDay, type MarketValueResponse, type RateUpload, type RateVersion, type RateVersionDetail } from '@igrs/domain';
import { auditLog, mandals, mvLandRates, mvRateVersions, villages } from '../../db/schema.ts';
import { createTestContext, signIn, signInNewAccount, type TestContext } from '../../test/harness.ts';
import { parseCsv } from './csv.ts';
import { multipartBody, type MultipartPart } from '../../test/multipart.ts';

let context: TestContext;
/** The District Registrar of Guntur district uploads; the DIG of the Guntur zone above approves. */
let uploader: string;
let checker: string;
let outsider: string;
let rural: typeof mvLandRates.$inferSelect;
let urban: typeof mvLandRates.$inferSelect;

beforeAll(async () => {
  context = await createTestContext();
  uploader = (await signIn(context.app, 'demo_dr')).token;
  checker = (await signIn(context.app, 'demo_dig')).token;
  outsider = (await signIn(context.app, 'demo_cig')).token;
  const seedRate = async (kind: string) => {
    const [row] = await context.database.db
      .select({ rate: mvLandRates })
      .from(mvLandRates)
      .innerJoin(villages, eq(villages.code, mvLandRates.villageCode))
      .innerJoin(mandals, eq(mandals.code, villages.mandalCode))
      .where(
        and(
          eq(mandals.revenueDistrictCode, GUNTUR),
          eq(mvLandRates.kind, kind),
          eq(mvLandRates.surveyNumber, ''),
          eq(mvLandRates.doorNumber, ''),
          eq(mvLandRates.landUseCode, kind === 'rural' ? '21' : '01'),
        ),
      )
      .orderBy(asc(mvLandRates.villageCode))
      .limit(1);
    if (!row) throw new Error(`no seeded ${kind} rate in Guntur district`);
    return row.rate;
  };
  rural = await seedRate('rural');
  urban = await seedRate('urban');
});
afterAll(() => context.close());

const HEADER = 'village_code,kind,survey_number,ward,block,door_number,land_use_code,rate';
const GUNTUR = '07';
const FUTURE = '2099-01-01';

async function upload(file: string | Buffer | undefined, options: { effectiveFrom?: string; fileName?: string; token?: string; language?: string } = {}) {
  const parts: MultipartPart[] = [];
  if (options.effectiveFrom !== '') parts.push({ name: 'effectiveFrom', value: options.effectiveFrom ?? FUTURE });
  if (file !== undefined) parts.push({ name: 'file', value: file, fileName: options.fileName ?? 'rates.csv' });
  const { payload, headers } = multipartBody(parts);
  return context.app.inject({
    method: 'POST',
    url: '/igrsapi/v1/market-value/uploads',
    payload,
    headers: { ...headers, authorization: `Bearer ${options.token ?? uploader}`, ...(options.language ? { 'accept-language': options.language } : {}) },
  });
}

async function decide(id: number, body: { decision: 'approve' | 'reject'; remarks?: string }, token = checker) {
  return context.app.inject({ method: 'POST', url: `/igrsapi/v1/market-value/uploads/${id}/decision`, payload: body, headers: { authorization: `Bearer ${token}` } });
}

/** Uploads a file and has it approved, for tests about what approved rates do. */
async function uploadApproved(file: string | Buffer, options: Parameters<typeof upload>[1] = {}) {
  const response = await upload(file, options);
  expect(response.statusCode, response.body).toBe(201);
  const approved = await decide(response.json<RateUpload>().id, { decision: 'approve' });
  expect(approved.statusCode, approved.body).toBe(200);
  return approved.json<RateUpload>();
}

async function stored(): Promise<{ versions: number; rows: number }> {
  const [versions] = await context.database.db.select({ total: count() }).from(mvRateVersions);
  const [rows] = await context.database.db.select({ total: count() }).from(mvLandRates);
  return { versions: versions?.total ?? 0, rows: rows?.total ?? 0 };
}

function detailsOf(response: { json<T>(): T }): [string, string][] {
  return response.json<{ error: { details: { field: string; message: string }[] } }>().error.details.map((detail) => [detail.field, detail.message]);
}

async function ruralValue(onDate?: string, villageCode = rural.villageCode): Promise<MarketValueResponse> {
  const response = await context.app.inject({
    method: 'POST',
    url: '/igrsapi/v1/market-value',
    payload: { kind: 'rural', villageCode, surveyNumber: '77', landUseCode: '21', extent: { value: 1, unit: '2' }, ...(onDate ? { onDate } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MarketValueResponse>();
}

describe('who may upload', () => {
  it('refuses anonymous callers with 401 and logins without the MV Data Upload page with 403', async () => {
    const anonymous = await context.app.inject({ method: 'POST', url: '/igrsapi/v1/market-value/uploads', ...multipartBody([{ name: 'effectiveFrom', value: FUTURE }]) });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHENTICATED');
    const forbidden = await upload(`${HEADER}\r\n`, { token: outsider });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.code).toBe('FORBIDDEN');
    const list = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/market-value/uploads', headers: { authorization: `Bearer ${outsider}` } });
    expect(list.statusCode).toBe(403);
  });

  it('answers an allowed caller who sends no form with 415, not a server error', async () => {
    const response = await context.app.inject({ method: 'POST', url: '/igrsapi/v1/market-value/uploads', headers: { authorization: `Bearer ${uploader}` } });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a broken form with a 400, not a server error', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/igrsapi/v1/market-value/uploads',
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nvillage_code',
      headers: { authorization: `Bearer ${uploader}`, 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(response.statusCode).toBe(400);
    expect(detailsOf(response)).toEqual([['body', 'This is not in the form expected here: check it against the hint beside the field.']]);
  });
});

describe('a good upload', () => {
  it('becomes a new version that waits for approval, then prices from its effective date on, and not before', async () => {
    const newRate = rural.rateRupees + 1_23_000;
    const before = await stored();
    const response = await upload(`${HEADER}\r\n${rural.villageCode},rural,,,,,21,"${newRate.toLocaleString('en-IN')}"\r\n${urban.villageCode},urban,,${urban.ward},${urban.block},,01,${urban.rateRupees + 500}\r\n`, {
      fileName: 'revision-2099.csv',
    });
    expect(response.statusCode, response.body).toBe(201);
    const version = response.json<RateUpload>();
    expect(version).toMatchObject({
      scope: 'land',
      source: 'upload',
      effectiveFrom: FUTURE,
      fileName: 'revision-2099.csv',
      rowCount: 2,
      isDemo: false,
      status: 'pending',
      uploadedBy: { loginId: 'demo_dr', loginName: 'Demo District Registrar', jurisdictionLevel: 'district', jurisdictionCode: GUNTUR },
      decidedBy: null,
    });
    expect(version.sroCodes.length).toBeGreaterThan(0);
    expect(await stored()).toEqual({ versions: before.versions + 1, rows: before.rows + 2 });
    expect((await ruralValue(FUTURE)).total).toBe(rural.rateRupees);

    const approved = await decide(version.id, { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', decidedBy: { loginId: 'demo_dig', jurisdictionLevel: 'zone' }, decidedAt: expect.any(String) });
    const trail = (await context.database.db.select().from(auditLog)).filter((entry) => entry.details.versionId === version.id).map((entry) => `${entry.event}:${entry.loginId}`);
    expect(trail).toEqual(['market-value.uploaded:demo_dr', 'market-value.approved:demo_dig']);

    const dayBefore = await ruralValue('2098-12-31');
    expect(dayBefore.total).toBe(rural.rateRupees);
    expect(dayBefore.rateVersions.map((entry) => entry.id)).toEqual([rural.versionId]);
    const fromThen = await ruralValue(FUTURE);
    expect(fromThen.total).toBe(newRate);
    expect(fromThen.rateVersions).toEqual([{ id: version.id, effectiveFrom: FUTURE }]);
    expect(fromThen.isDemo).toBe(true);
    expect((await ruralValue('2100-06-30')).total).toBe(newRate);

    // A key the upload does not carry keeps the latest rate that has it.
    const [other] = await context.database.db
      .select()
      .from(mvLandRates)
      .where(and(eq(mvLandRates.kind, 'rural'), eq(mvLandRates.surveyNumber, ''), eq(mvLandRates.landUseCode, '21'), eq(mvLandRates.versionId, rural.versionId)))
      .orderBy(asc(mvLandRates.villageCode))
      .offset(1)
      .limit(1);
    expect((await ruralValue(FUTURE, other!.villageCode)).total).toBe(other!.rateRupees);
  });

  it('takes effect today when dated today', async () => {
    const today = toYearMonthDay(new Date());
    await uploadApproved(`${HEADER}\n${rural.villageCode},rural,77,,,,21,4321000\n`, { effectiveFrom: today });
    const result = await ruralValue();
    expect(result.total).toBe(43_21_000);
    expect(result.components[0]?.matchedOn).toBe('surveyNumber');
  });

  it('reads an Excel workbook by its content, whatever the file is called', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Rates');
    sheet.addRow(['Village Code', 'Kind', 'Land Use Code', 'Rate']);
    // A spreadsheet program turns the code into a number and drops its leading zero.
    sheet.addRow([Number(rural.villageCode), 'rural', 26, 3_100_000]);
    sheet.addRow([]);
    sheet.addRow([urban.villageCode, 'composite', '01', { formula: '3000+250', result: 3_250 }]);
    sheet.getCell('A4').value = urban.villageCode;
    sheet.getRow(4).getCell(5).value = null;
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const compositeWithoutWard = await upload(bytes, { fileName: 'rates.csv', effectiveFrom: '2099-02-01' });
    expect(detailsOf(compositeWithoutWard)).toEqual([
      ['file.row[4].ward', 'This field is required.'],
      ['file.row[4].block', 'This field is required.'],
    ]);

    sheet.getRow(1).getCell(5).value = 'ward';
    sheet.getRow(1).getCell(6).value = 'block';
    sheet.getRow(4).getCell(5).value = Number(urban.ward);
    sheet.getRow(4).getCell(6).value = urban.block;
    const response = await upload(Buffer.from(await workbook.xlsx.writeBuffer()), { fileName: 'whatever.bin', effectiveFrom: '2099-02-01' });
    expect(response.statusCode, response.body).toBe(201);
    const versionUrl = `/igrsapi/v1/market-value/versions/${response.json<RateUpload>().id}`;
    // Awaiting approval, the rates are shown to the officers who review uploads only.
    expect((await context.app.inject({ method: 'GET', url: versionUrl })).statusCode).toBe(404);
    const reviewed = await context.app.inject({ method: 'GET', url: versionUrl, headers: { authorization: `Bearer ${checker}` } });
    expect(reviewed.headers['cache-control']).toBe('no-store');
    const detail = reviewed.json<RateVersionDetail>();
    expect(detail.rows).toEqual([
      { kind: 'rural', villageCode: rural.villageCode, surveyNumber: '', ward: '', block: '', doorNumber: '', landUseCode: '26', rate: 3_100_000 },
      { kind: 'composite', villageCode: urban.villageCode, surveyNumber: '', ward: urban.ward, block: urban.block, doorNumber: '', landUseCode: '01', rate: 3_250 },
    ].sort((a, b) => a.villageCode.localeCompare(b.villageCode)));
  });

  it('takes a file of several megabytes, above the limit for other requests', async () => {
    const rows = Array.from({ length: 80_000 }, (_, index) => `${rural.villageCode},rural,${index + 1}/A,,,,21,${1_00_000 + index}`);
    const file = `${HEADER}\n${rows.join('\n')}\n`;
    expect(file.length).toBeGreaterThan(2 * 1024 * 1024);
    const response = await upload(file, { effectiveFrom: '2099-05-01' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<RateUpload>().rowCount).toBe(80_000);
  });

  it('lists uploads with who made them to uploaders, and approved versions without them to everyone', async () => {
    const uploads = (await context.app.inject({ method: 'GET', url: '/igrsapi/v1/market-value/uploads', headers: { authorization: `Bearer ${uploader}` } })).json<{ uploads: RateUpload[] }>().uploads;
    expect(uploads.length).toBeGreaterThanOrEqual(3);
    expect(uploads.every((entry) => entry.source === 'upload' && entry.uploadedBy?.loginId === 'demo_dr')).toBe(true);
    const versions = (await context.app.inject({ method: 'GET', url: '/igrsapi/v1/market-value/versions' })).json<{ versions: RateVersion[] }>().versions;
    const approvedIds = uploads.filter((entry) => entry.status === 'approved').map((entry) => entry.id);
    expect(approvedIds.length).toBeGreaterThan(0);
    expect(versions.map((entry) => entry.id)).toEqual(expect.arrayContaining(approvedIds));
    expect(versions.every((entry) => entry.status === 'approved')).toBe(true);
    expect(JSON.stringify(versions)).not.toContain('demo_dr');
  });
});

describe('maker and checker', () => {
  const file = (rate: number) => `${HEADER}\n${rural.villageCode},rural,91,,,,21,${rate}\n`;

  it('lets only an officer above the uploader, whose jurisdiction holds it, decide', async () => {
    const pending = (await upload(file(5_55_000), { effectiveFrom: '2099-07-01' })).json<RateUpload>();
    const sameDistrict = (await signInNewAccount(context, 'dr_guntur_second', 'DR', GUNTUR)).token;
    const otherZone = (await signInNewAccount(context, 'dig_kurnool', 'DIG', 'KNL')).token;
    const refusals = [
      [uploader, 'SAME_OFFICER'],
      [sameDistrict, 'NOT_ABOVE_MAKER'],
      [otherZone, 'NOT_ABOVE_MAKER'],
      [outsider, 'FORBIDDEN'],
    ] as const;
    for (const [token, code] of refusals) {
      const refused = await decide(pending.id, { decision: 'approve' }, token);
      expect(refused.statusCode, code).toBe(403);
      expect(refused.json().error.code).toBe(code);
    }
    const [row] = await context.database.db.select().from(mvRateVersions).where(eq(mvRateVersions.id, pending.id));
    expect(row).toMatchObject({ status: 'pending', decidedBy: null });

    const state = (await signIn(context.app, 'demo_admin')).token;
    expect((await decide(pending.id, { decision: 'approve' }, state)).json()).toMatchObject({ status: 'approved', decidedBy: { loginId: 'demo_admin' } });
    const again = await decide(pending.id, { decision: 'reject', remarks: 'Too late to change' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('RATE_VERSION_NOT_PENDING');
  });

  it('keeps rejected rates out of use, and asks the checker to say why', async () => {
    const pending = (await upload(file(9_99_000), { effectiveFrom: '2099-08-01' })).json<RateUpload>();
    const silent = await decide(pending.id, { decision: 'reject' });
    expect(silent.statusCode).toBe(400);
    expect(detailsOf(silent)).toEqual([['body.remarks', 'Say why the rates are rejected (at least 5 characters), so the uploader can correct them.']]);
    const rejected = await decide(pending.id, { decision: 'reject', remarks: 'Rate is ten times the neighbouring villages' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', decisionRemarks: 'Rate is ten times the neighbouring villages', decidedBy: { loginId: 'demo_dig' } });
    const value = await context.app.inject({
      method: 'POST',
      url: '/igrsapi/v1/market-value',
      payload: { kind: 'rural', villageCode: rural.villageCode, surveyNumber: '91', landUseCode: '21', extent: { value: 1, unit: '2' }, onDate: '2099-09-01' },
    });
    expect(value.json<MarketValueResponse>().rateVersions.map((entry) => entry.id)).not.toContain(pending.id);
    const trail = (await context.database.db.select().from(auditLog)).filter((entry) => entry.details.versionId === pending.id).map((entry) => entry.event);
    expect(trail).toEqual(['market-value.uploaded', 'market-value.rejected']);
  });

  it('lets one of two checkers deciding at once through', async () => {
    const pending = (await upload(file(6_00_000), { effectiveFrom: '2099-10-01' })).json<RateUpload>();
    const state = (await signIn(context.app, 'demo_admin')).token;
    const answers = await Promise.all([decide(pending.id, { decision: 'approve' }), decide(pending.id, { decision: 'reject', remarks: 'Check the survey number' }, state)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const decisions = (await context.database.db.select().from(auditLog)).filter((entry) => entry.details.versionId === pending.id && entry.event !== 'market-value.uploaded');
    expect(decisions).toHaveLength(1);
  });

  it('refuses a file that prices villages outside the uploader\'s jurisdiction, and stores nothing', async () => {
    const [elsewhere] = await context.database.db
      .select({ code: villages.code })
      .from(villages)
      .innerJoin(mandals, eq(mandals.code, villages.mandalCode))
      .where(and(eq(villages.kind, 'rural'), ne(mandals.revenueDistrictCode, GUNTUR)))
      .limit(1);
    const before = await stored();
    const refused = await upload(`${HEADER}\n${rural.villageCode},rural,,,,,21,100000\n${elsewhere!.code},rural,,,,,21,100000\n`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'OUTSIDE_JURISDICTION', details: [{ field: 'file' }] });
    expect(await stored()).toEqual(before);
  });
});

describe('the uploads of a jurisdiction', () => {
  it('are listed to the officers of that jurisdiction only', async () => {
    const otherDistrict = (await signInNewAccount(context, 'dr_prakasam', 'DR', '08')).token;
    const listed = (await context.app.inject({ method: 'GET', url: '/igrsapi/v1/market-value/uploads', headers: { authorization: `Bearer ${otherDistrict}` } })).json<{ uploads: RateUpload[] }>();
    expect(listed.uploads).toEqual([]);
    const above = (await context.app.inject({ method: 'GET', url: '/igrsapi/v1/market-value/uploads', headers: { authorization: `Bearer ${checker}` } })).json<{ uploads: RateUpload[] }>();
    expect(above.uploads.length).toBeGreaterThan(0);
  });
});

describe('the templates', () => {
  it('download with the header and example rows of real codes, and upload again as they are', async () => {
    const csv = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/market-value/uploads/template.csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="market-value-rates-template.csv"');
    const parsed = parseCsv(csv.body);
    expect(parsed.ok && parsed.rows[0]?.cells.join(',')).toBe(HEADER);
    expect(parsed.ok && parsed.rows.slice(1).map((row) => row.cells[1])).toEqual(['rural', 'rural', 'urban', 'urban', 'composite']);
    // The examples come from across the state, so a state officer uploads them.
    const state = (await signIn(context.app, 'demo_admin')).token;
    expect((await upload(csv.body, { effectiveFrom: '2099-03-01', token: state })).statusCode).toBe(201);

    const xlsx = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/market-value/uploads/template.xlsx' });
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Rates', 'Instructions']);
    expect(workbook.worksheets[0]?.getRow(2).getCell(1).value).toMatch(/^\d{7}$/);
    expect(String(workbook.worksheets[1]?.getRow(3).getCell(3).value)).toMatch(/[\u0C00-\u0C7F]/);
    expect((await upload(xlsx.rawPayload, { fileName: 'template.xlsx', effectiveFrom: '2099-03-02', token: state })).statusCode).toBe(201);
  });
});

describe('a bad upload is refused whole, with every problem named, and changes nothing', () => {
  let before: { versions: number; rows: number };
  beforeAll(async () => {
    before = await stored();
  });

  const refusals: [string, () => Promise<{ statusCode: number; json<T>(): T }>, number, string, [string, string][]][] = [
    [
      'wrong columns',
      () => upload(`village,type,rate,kind\r\n${urban.villageCode},urban,100,urban\r\n`),
      400,
      'VALIDATION_FAILED',
      [
        ['file.columns.village', 'This column is not one of the template\'s columns.'],
        ['file.columns.type', 'This column is not one of the template\'s columns.'],
        ['file.columns.village_code', 'This column is missing from the header row.'],
        ['file.columns.land_use_code', 'This column is missing from the header row.'],
      ],
    ],
    [
      'wrong types',
      () => upload(`${HEADER}\n${urban.villageCode},urban,,one,1,,02,18000\n${urban.villageCode},rural,,,,,21,lots\n${rural.villageCode},farm,,,,,2x,1.5\n`),
      400,
      'VALIDATION_FAILED',
      [
        ['file.row[2].ward', 'Enter a ward or block number of 1 to 3 digits.'],
        ['file.row[3].kind', 'Rural rates and properties need a revenue village; urban rates, composite rates and flats need an urban locality.'],
        ['file.row[3].rate', 'Enter the rate in whole rupees, more than 0 and at most 1,00,00,00,000.'],
        ['file.row[4].kind', 'Choose one of the options offered.'],
        ['file.row[4].land_use_code', 'Choose one of the options offered.'],
        ['file.row[4].rate', 'Enter the rate in whole rupees, more than 0 and at most 1,00,00,00,000.'],
      ],
    ],
    [
      'duplicate keys',
      () => upload(`${HEADER}\n${rural.villageCode},rural,,,,,21,100000\n${rural.villageCode},rural,,,,,22,100000\n${rural.villageCode},Rural,,,,,21,200000\n`),
      400,
      'VALIDATION_FAILED',
      [
        ['file.row[2]', 'Another row has the same village, kind, survey number, ward, block, door number and land use.'],
        ['file.row[4]', 'Another row has the same village, kind, survey number, ward, block, door number and land use.'],
      ],
    ],
    [
      'unknown village codes',
      () => upload(`${HEADER}\n1399999,rural,,,,,21,100000\n0000000,rural,,,,,21,100000\n`),
      400,
      'VALIDATION_FAILED',
      [
        ['file.row[2].village_code', 'No village or locality has this code.'],
        ['file.row[3].village_code', 'No village or locality has this code.'],
      ],
    ],
    [
      'a file just over 5 MB',
      () => upload(Buffer.concat([Buffer.from(`${HEADER}\n`), Buffer.alloc(MAX_RATE_FILE_BYTES, 0x20)])),
      413,
      'PAYLOAD_TOO_LARGE',
      [['file', 'The file is larger than 5 MB.']],
    ],
    ['a huge file', () => upload(Buffer.alloc(12 * 1024 * 1024, 0x41)), 413, 'PAYLOAD_TOO_LARGE', [['file', 'The file is larger than 5 MB.']]],
    [
      'a PDF renamed .xlsx',
      () => upload(Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1'), randomBytes(512)]), { fileName: 'rates.xlsx' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      [['file', 'The file is neither CSV text (UTF-8) nor an Excel workbook (.xlsx).']],
    ],
    ['random bytes renamed .xlsx', () => upload(randomBytes(4096), { fileName: 'rates.xlsx' }), 415, 'UNSUPPORTED_MEDIA_TYPE', [['file', 'The file is neither CSV text (UTF-8) nor an Excel workbook (.xlsx).']]],
    [
      'a zip that is not a workbook',
      () => upload(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(256)]), { fileName: 'rates.xlsx' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      [['file', 'The file is neither CSV text (UTF-8) nor an Excel workbook (.xlsx).']],
    ],
    ['an empty file', () => upload(''), 400, 'VALIDATION_FAILED', [['file', 'The file is empty.']]],
    ['a header without rows', () => upload(`${HEADER}\r\n\r\n`), 400, 'VALIDATION_FAILED', [['file', 'The file has no rate rows below its header row.']]],
    ['an unclosed quote', () => upload(`${HEADER}\n0101001,"urban,,1,1,,01,100\n`), 400, 'VALIDATION_FAILED', [['file.row[2]', 'A quoted value in this row is not closed.']]],
    [
      'no file and no date',
      () => upload(undefined, { effectiveFrom: '' }),
      400,
      'VALIDATION_FAILED',
      [
        ['file', 'This field is required.'],
        ['effectiveFrom', 'This field is required.'],
      ],
    ],
    ['a date in the past', () => upload(`${HEADER}\n${rural.villageCode},rural,,,,,21,100000\n`, { effectiveFrom: '2025-02-01' }), 400, 'VALIDATION_FAILED', [['effectiveFrom', 'The effective date cannot be before today.']]],
    ['a malformed date', () => upload(`${HEADER}\n${rural.villageCode},rural,,,,,21,100000\n`, { effectiveFrom: '01-01-2099' }), 400, 'VALIDATION_FAILED', [['effectiveFrom', 'Enter a date as YYYY-MM-DD.']]],
  ];

  it.each(refusals)('refuses %s', async (_name, send, status, code, expected) => {
    const response = await send();
    expect(response.statusCode).toBe(status);
    expect(response.json<{ error: { code: string } }>().error.code).toBe(code);
    expect(detailsOf(response)).toEqual(expected);
    expect(await stored()).toEqual(before);
  });

  it('lists a thousand problems at most, and says there are more', async () => {
    const rows = Array.from({ length: 400 }, (_, index) => `99${String(index).padStart(5, '0')},farm,,,,,xx,0`).join('\n');
    const response = await upload(`${HEADER}\n${rows}\n`);
    const details = detailsOf(response);
    expect(details).toHaveLength(1_001);
    expect(details.at(-1)).toEqual(['file', 'More rows have problems than are listed here. Correct these and upload the file again.']);
    expect(await stored()).toEqual(before);
  });

  it('names the problems in Telugu when asked', async () => {
    const response = await upload(`${HEADER}\n1399999,rural,,,,,21,100000\n`, { language: 'te' });
    expect(detailsOf(response)).toEqual([['file.row[2].village_code', 'ఈ కోడ్‌తో గ్రామం లేదా ప్రాంతం ఏదీ లేదు.']]);
  });
});

/** A zip package of the given entries, deflated, as a spreadsheet program writes one. */
function zipOf(entries: Record<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const packed = deflateRawSync(content, { level: 9 });
    const nameBytes = Buffer.from(name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(crc32(content), 14);
    header.writeUInt32LE(packed.length, 18);
    header.writeUInt32LE(content.length, 22);
    header.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(content), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(header, nameBytes, packed);
    directory.push(central, nameBytes);
    offset += header.length + nameBytes.length + packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

describe('files built to take the server down', () => {
  it('are refused within seconds, all at once, while the server keeps answering', async () => {
    // 96 MB of sheet rows packed into a few hundred kilobytes.
    const row = Buffer.from('<row><c t="inlineStr"><is><t>1399999</t></is></c></row>');
    const sheet = Buffer.concat([Buffer.from('<worksheet><sheetData>'), Buffer.alloc(96 * 1024 * 1024, row), Buffer.from('</sheetData></worksheet>')]);
    const bomb = zipOf({ '[Content_Types].xml': Buffer.from('<Types/>'), 'xl/workbook.xml': Buffer.from('<workbook/>'), 'xl/worksheets/sheet1.xml': sheet });
    expect(bomb.length).toBeLessThan(MAX_RATE_FILE_BYTES);
    // More rows than one file may hold, in a small CSV.
    const endless = `${HEADER}\n${`${rural.villageCode},rural,,,,,21,1\n`.repeat(210_000)}`;
    expect(endless.length).toBeLessThan(MAX_RATE_FILE_BYTES);

    const before = await stored();
    let answering = true;
    const healthLatencies: number[] = [];
    const health = (async () => {
      while (answering) {
        const started = performance.now();
        const response = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/health' });
        expect(response.statusCode).toBe(200);
        healthLatencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    const started = performance.now();
    const answers = await Promise.all([
      upload(bomb, { fileName: 'rates.xlsx' }),
      upload(bomb, { fileName: 'rates.xlsx' }),
      upload(endless),
      upload(endless),
    ]);
    const elapsed = performance.now() - started;
    answering = false;
    await health;

    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(detailsOf(answer)).toEqual([['file', expect.stringContaining('Split it into smaller files')]]);
    }
    expect(elapsed).toBeLessThan(15_000);
    expect(healthLatencies.length).toBeGreaterThan(3);
    // The event loop stayed free: the health route never waited behind a file.
    expect(Math.max(...healthLatencies)).toBeLessThan(1_500);
    expect(await stored()).toEqual(before);
  }, 60_000);
});
