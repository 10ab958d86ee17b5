import { randomBytes } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RATE_FILE_BYTES, toYearMonthDay, type MarketValueResponse, type RateUpload, type RateVersion, type RateVersionDetail } from '@igrs/domain';
import { mvLandRates, mvRateVersions } from '../../db/schema.ts';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { parseCsv } from './csv.ts';

let context: TestContext;
let uploader: string;
let outsider: string;
let rural: typeof mvLandRates.$inferSelect;
let urban: typeof mvLandRates.$inferSelect;

beforeAll(async () => {
  context = await createTestContext();
  uploader = (await signIn(context.app, 'demo_dr')).token;
  outsider = (await signIn(context.app, 'demo_cig')).token;
  const seedRate = async (kind: string) => {
    const [row] = await context.database.db
      .select()
      .from(mvLandRates)
      .where(and(eq(mvLandRates.kind, kind), eq(mvLandRates.surveyNumber, ''), eq(mvLandRates.doorNumber, ''), eq(mvLandRates.landUseCode, kind === 'rural' ? '21' : '01')))
      .orderBy(asc(mvLandRates.villageCode))
      .limit(1);
    if (!row) throw new Error(`no seeded ${kind} rate`);
    return row;
  };
  rural = await seedRate('rural');
  urban = await seedRate('urban');
});
afterAll(() => context.close());

const HEADER = 'village_code,kind,survey_number,ward,block,door_number,land_use_code,rate';
const FUTURE = '2099-01-01';

interface Part {
  name: string;
  value: string | Buffer;
  fileName?: string;
}

function multipartBody(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----igrs-${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.fileName ? `; filename="${part.fileName}"\r\nContent-Type: application/octet-stream` : ''}\r\n\r\n`,
    ),
    Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(file: string | Buffer | undefined, options: { effectiveFrom?: string; fileName?: string; token?: string; language?: string } = {}) {
  const parts: Part[] = [];
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
    expect(detailsOf(response)).toEqual([['body', 'This value is not valid.']]);
  });
});

describe('a good upload', () => {
  it('becomes a new version that prices from its effective date on, and not before', async () => {
    const newRate = rural.rateRupees + 1_23_000;
    const before = await stored();
    const response = await upload(`${HEADER}\r\n${rural.villageCode},rural,,,,,21,"${newRate.toLocaleString('en-IN')}"\r\n${urban.villageCode},urban,,${urban.ward},${urban.block},,01,${urban.rateRupees + 500}\r\n`, {
      fileName: 'revision-2099.csv',
    });
    expect(response.statusCode, response.body).toBe(201);
    const version = response.json<RateUpload>();
    expect(version).toMatchObject({ scope: 'land', source: 'upload', effectiveFrom: FUTURE, fileName: 'revision-2099.csv', rowCount: 2, isDemo: false, uploadedBy: { loginId: 'demo_dr', loginName: 'Demo District Registrar' } });
    expect(await stored()).toEqual({ versions: before.versions + 1, rows: before.rows + 2 });

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
    const response = await upload(`${HEADER}\n${rural.villageCode},rural,77,,,,21,4321000\n`, { effectiveFrom: today });
    expect(response.statusCode, response.body).toBe(201);
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
    const detail = (await context.app.inject({ method: 'GET', url: `/igrsapi/v1/market-value/versions/${response.json<RateUpload>().id}` })).json<RateVersionDetail>();
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

  it('lists uploads with who made them to uploaders, and versions without them to everyone', async () => {
    const uploads = (await context.app.inject({ method: 'GET', url: '/igrsapi/v1/market-value/uploads', headers: { authorization: `Bearer ${uploader}` } })).json<{ uploads: RateUpload[] }>().uploads;
    expect(uploads.length).toBeGreaterThanOrEqual(3);
    expect(uploads.every((entry) => entry.source === 'upload' && entry.uploadedBy?.loginId === 'demo_dr')).toBe(true);
    const versions = (await context.app.inject({ method: 'GET', url: '/igrsapi/v1/market-value/versions' })).json<{ versions: RateVersion[] }>().versions;
    expect(versions.map((entry) => entry.id)).toEqual(expect.arrayContaining(uploads.map((entry) => entry.id)));
    expect(JSON.stringify(versions)).not.toContain('demo_dr');
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
    expect((await upload(csv.body, { effectiveFrom: '2099-03-01' })).statusCode).toBe(201);

    const xlsx = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/market-value/uploads/template.xlsx' });
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Rates', 'Instructions']);
    expect(workbook.worksheets[0]?.getRow(2).getCell(1).value).toMatch(/^\d{7}$/);
    expect(String(workbook.worksheets[1]?.getRow(3).getCell(3).value)).toMatch(/[\u0C00-\u0C7F]/);
    expect((await upload(xlsx.rawPayload, { fileName: 'template.xlsx', effectiveFrom: '2099-03-02' })).statusCode).toBe(201);
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
