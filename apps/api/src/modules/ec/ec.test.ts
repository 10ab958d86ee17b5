import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_EC_SEARCHES_PER_DAY, secondsToIndianMidnight, type EcSearchRequestInput, type EcSearchResponse, type NewRegisterDocument } from '@igrs/domain';
import { auditLog, ecSearchQuota, prohibitedProperties, villages } from '../../db/schema.ts';
import { TEST_SECRETS } from '../../test/databases.ts';
import { createTestContext, signIn, TEST_CAPTCHA_ANSWER, type TestContext } from '../../test/harness.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { FIXTURE_PAN as PAN, saleDeedFixture } from '../../test/register-fixtures.ts';
import { registerDocument, type RegisteredCitation } from '../register/index.ts';
import { searchTokenKey, signSearchToken } from './search-token.ts';

const encryptionKey = Buffer.from(TEST_SECRETS.DATA_ENCRYPTION_KEY, 'base64');
/** A survey number no seeded document uses, so the certificate holds exactly this file's documents. */
const SURVEY = '97531';
const PERIOD = { fromDate: '2005-01-01', toDate: '2015-12-31' };

interface Place {
  code: string;
  sroCode: string;
  districtCode: string;
}

let context: TestContext;
let staffToken: string;
let village: Place;
let otherVillage: Place;
const registered: Record<string, RegisteredCitation> = {};

const reference = (citation: RegisteredCitation) => ({ sroCode: citation.sroCode, documentNumber: citation.documentNumber, year: citation.year });

async function captcha(): Promise<{ captchaId: string; captchaText: string }> {
  const response = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/captcha' });
  return { captchaId: response.json().captchaId, captchaText: TEST_CAPTCHA_ANSWER };
}

function propertySearch(overrides: Partial<EcSearchRequestInput> = {}): EcSearchRequestInput {
  return { searchBy: 'property', districtCode: village.districtCode, sroCode: village.sroCode, villageCode: village.code, surveyNumber: SURVEY, ...PERIOD, ...overrides };
}

async function search(payload: EcSearchRequestInput, options: { token?: string; remoteAddress?: string; language?: string } = {}) {
  return context.app.inject({
    method: 'POST',
    url: '/igrsapi/v1/ec/search',
    payload,
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...(options.language ? { 'accept-language': options.language } : {}) },
  });
}

async function anonymousSearch(payload: EcSearchRequestInput, remoteAddress?: string) {
  return search({ ...payload, ...(await captcha()) }, { ...(remoteAddress ? { remoteAddress } : {}) });
}

const citationsOf = (body: EcSearchResponse) => body.documents.map((document) => `${document.citation}@${document.registeredOn}`);
const expected = (...names: string[]) => names.map((name) => `${registered[name]!.citation}@${name.split(':')[1]}`);

async function quotaRows(clientAddress: string) {
  return context.database.db.select().from(ecSearchQuota).where(eq(ecSearchQuota.clientAddress, clientAddress));
}

beforeAll(async () => {
  context = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
  staffToken = (await signIn(context.app, 'demo_sro')).token;
  const rural = await context.database.db
    .select({ code: villages.code, sroCode: villages.sroCode, mandalCode: villages.mandalCode })
    .from(villages)
    .where(eq(villages.kind, 'rural'))
    .orderBy(villages.code)
    .limit(1);
  village = { code: rural[0]!.code, sroCode: rural[0]!.sroCode, districtCode: rural[0]!.mandalCode.slice(0, 2) };
  const [other] = await context.database.db
    .select({ code: villages.code, sroCode: villages.sroCode, mandalCode: villages.mandalCode })
    .from(villages)
    .where(and(eq(villages.kind, 'rural'), ne(villages.code, village.code)))
    .limit(1);
  otherVillage = { code: other!.code, sroCode: other!.sroCode, districtCode: other!.mandalCode.slice(0, 2) };

  const db = context.database.db;
  // Keys name the document and its registration date; registered in date order, as an office would.
  const add = async (key: string, place: Place, surveyNumber: string, overrides: Partial<NewRegisterDocument> = {}) => {
    const date = key.split(':')[1]!;
    registered[key] = await registerDocument(db, encryptionKey, saleDeedFixture(place, { registeredOn: date, surveyNumber }, overrides));
  };
  await add('before:2001-06-15', village, SURVEY);
  await add('subdivision:2006-05-10', village, `${SURVEY}/1`);
  await add('sale:2008-02-01', village, SURVEY);
  await add('sameDay:2008-02-01', village, `${SURVEY}/2A`, { links: [reference(registered['sale:2008-02-01']!)] });
  await add('wrongNumber:2009-03-03', village, `${SURVEY}0`);
  await add('otherVillage:2010-07-07', otherVillage, SURVEY);
  await add('mortgage:2012-01-20', village, SURVEY, { transactionMajorCode: '02', transactionMinorCode: '00', links: [reference(registered['sale:2008-02-01']!)] });
  await add('cancellation:2013-09-09', village, SURVEY, { transactionMajorCode: '08', transactionMinorCode: '00', cancels: reference(registered['mortgage:2012-01-20']!) });
  await add('after:2018-11-11', village, SURVEY);
  await db.insert(prohibitedProperties).values({
    villageCode: village.code,
    surveyNumber: `${SURVEY}/1`,
    category: 'endowment',
    notifiedOn: '2014-04-01',
    reasonEn: 'Temple land under the Endowments Act',
    reasonTe: 'దేవాదాయ చట్టం కింద ఆలయ భూమి',
  });
});
afterAll(() => context.close());

describe('POST /ec/search by property', () => {
  it('lists exactly the documents of the period on the property and its sub-divisions, oldest first', async () => {
    const response = await search(propertySearch(), { token: staffToken });
    expect(response.statusCode).toBe(200);
    const body: EcSearchResponse = response.json();
    expect(citationsOf(body)).toEqual(expected('subdivision:2006-05-10', 'sale:2008-02-01', 'sameDay:2008-02-01', 'mortgage:2012-01-20', 'cancellation:2013-09-09'));
    expect(body.totalDocuments).toBe(5);
    expect(body.capped).toBe(false);
    expect(body.anonymousSearchesLeft).toBeNull();
    const mortgage = body.documents.find((document) => document.citation === registered['mortgage:2012-01-20']!.citation)!;
    expect(mortgage.status).toBe('cancelled');
    expect(mortgage.cancelledBy?.citation).toBe(registered['cancellation:2013-09-09']!.citation);
    expect(mortgage.links.map((link) => link.citation)).toEqual([registered['sale:2008-02-01']!.citation]);
  });

  it('shows the prohibition notice of a sub-division on the whole survey number, with its category and dates', async () => {
    const body: EcSearchResponse = (await search(propertySearch(), { token: staffToken })).json();
    expect(body.prohibitions).toEqual([
      expect.objectContaining({ surveyNumber: `${SURVEY}/1`, category: { code: 'endowment', name: expect.objectContaining({ en: expect.stringContaining('Endowment') }) }, notifiedOn: '2014-04-01', denotifiedOn: null }),
    ]);
  });

  it('finds only the one sub-division when it is named', async () => {
    const body: EcSearchResponse = (await search(propertySearch({ surveyNumber: `${SURVEY}/2a` }), { token: staffToken })).json();
    expect(citationsOf(body)).toEqual(expected('sameDay:2008-02-01'));
    expect(body.prohibitions).toEqual([]);
  });

  it('answers an empty certificate for a period with no documents', async () => {
    const body: EcSearchResponse = (await search(propertySearch({ fromDate: '2019-01-01', toDate: '2019-12-31' }), { token: staffToken })).json();
    expect(body.documents).toEqual([]);
    expect(body.totalDocuments).toBe(0);
  });

  it('never shows a full Aadhaar or PAN', async () => {
    const response = await search(propertySearch(), { token: staffToken });
    expect(response.body).not.toMatch(/\d{12}/);
    expect(response.body).not.toMatch(/[A-Z]{5}\d{4}[A-Z]/);
    expect(response.body).toContain('XXXXXXXX2346');
  });
});

describe('POST /ec/search by document', () => {
  it('gives the document with the documents it cites and those citing it', async () => {
    const sale = registered['sale:2008-02-01']!;
    const response = await search({ searchBy: 'document', sroCode: sale.sroCode, documentNumber: sale.documentNumber, year: sale.year, ...PERIOD }, { token: staffToken });
    expect(response.statusCode).toBe(200);
    expect(citationsOf(response.json())).toEqual(expected('sale:2008-02-01', 'sameDay:2008-02-01', 'mortgage:2012-01-20'));
  });

  it('answers 404 for a document not in the register', async () => {
    const response = await search({ searchBy: 'document', sroCode: village.sroCode, documentNumber: 999_999, year: 2010, ...PERIOD }, { token: staffToken });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('DOCUMENT_NOT_FOUND');
  });
});

describe('anonymous searches', () => {
  it('need a captcha, which works once only', async () => {
    const missing = await search(propertySearch());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details).toEqual([expect.objectContaining({ field: 'body.captchaText' })]);

    const answer = await captcha();
    const first = await search({ ...propertySearch(), ...answer });
    expect(first.statusCode).toBe(200);
    expect(first.json().anonymousSearchesLeft).toBeLessThan(ANONYMOUS_EC_SEARCHES_PER_DAY);
    const again = await search({ ...propertySearch(), ...answer });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('CAPTCHA_FAILED');

    const wrong = await search({ ...propertySearch(), ...(await captcha()), captchaText: 'wrong1' });
    expect(wrong.json().error.code).toBe('CAPTCHA_FAILED');
  });

  it(`are limited to ${ANONYMOUS_EC_SEARCHES_PER_DAY} a day per address`, async () => {
    const address = '203.0.113.7';
    for (let count = 1; count <= ANONYMOUS_EC_SEARCHES_PER_DAY; count += 1) {
      const response = await anonymousSearch(propertySearch(), address);
      expect(response.statusCode).toBe(200);
      expect(response.json().anonymousSearchesLeft).toBe(ANONYMOUS_EC_SEARCHES_PER_DAY - count);
    }
    const over = await anonymousSearch(propertySearch(), address);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('EC_DAILY_LIMIT_REACHED');
    // Come back at India's midnight, when the day's searches start again.
    const retryAfter = Number(over.headers['retry-after']);
    expect(Math.abs(retryAfter - secondsToIndianMidnight(new Date()))).toBeLessThanOrEqual(2);
    expect((await anonymousSearch(propertySearch(), '203.0.113.8')).statusCode).toBe(200);
  });

  it('are not limited or asked for a captcha when department staff search', async () => {
    const address = '198.51.100.9';
    for (let count = 0; count <= ANONYMOUS_EC_SEARCHES_PER_DAY; count += 1) {
      expect((await search(propertySearch(), { token: staffToken, remoteAddress: address })).statusCode).toBe(200);
    }
    expect(await quotaRows(address)).toEqual([]);
  });

  it('are asked of outside agencies, income tax and CCLA like the public', async () => {
    for (const loginId of ['demo_agency', 'demo_incometax', 'demo_ccla']) {
      const token = (await signIn(context.app, loginId)).token;
      const refused = await search(propertySearch(), { token, remoteAddress: '198.51.100.10' });
      expect(refused.statusCode, loginId).toBe(400);
      expect(refused.json().error.details[0].field).toBe('body.captchaText');
    }
  });

  it('answer 400, never a server error, for a captcha id that names no captcha', async () => {
    for (const captchaId of ['nope', '12345', '00000000-0000-0000-0000-00000000000z', 'ఐడీ']) {
      const refused = await search({ ...propertySearch(), captchaId, captchaText: TEST_CAPTCHA_ANSWER }, { remoteAddress: '192.0.2.45' });
      expect(refused.statusCode, captchaId).toBe(400);
      expect(refused.json().error.details).toEqual([expect.objectContaining({ field: 'body.captchaId' })]);
    }
  });

  it('reject bad input field by field, in the caller’s language, without counting a search', async () => {
    const address = '192.0.2.44';
    const response = await search(
      { ...propertySearch({ surveyNumber: '', fromDate: '1980-01-01', toDate: '2999-01-01' }), ...(await captcha()) },
      { remoteAddress: address, language: 'te' },
    );
    expect(response.statusCode).toBe(400);
    const error = response.json().error;
    expect(error.code).toBe('VALIDATION_FAILED');
    const fields = Object.fromEntries(error.details.map((detail: { field: string; message: string }) => [detail.field, detail.message]));
    expect(Object.keys(fields).sort()).toEqual(['body.fromDate', 'body.surveyNumber', 'body.toDate']);
    for (const message of Object.values(fields)) expect(message).toMatch(/[\u0C00-\u0C7F]/);
    expect(await quotaRows(address)).toEqual([]);

    const twoNumbers = await search({ ...propertySearch({ doorNumber: '4-12' }), ...(await captcha()) }, { remoteAddress: address });
    expect(twoNumbers.json().error.details).toEqual([expect.objectContaining({ field: 'body.doorNumber', message: expect.stringContaining('only one') })]);
    const [elsewhere] = await context.database.db.select({ code: villages.code }).from(villages).where(ne(villages.sroCode, village.sroCode)).limit(1);
    for (const villageCode of ['9999999', elsewhere!.code]) {
      const wrongVillage = await search({ ...propertySearch({ villageCode }), ...(await captcha()) }, { remoteAddress: address });
      expect(wrongVillage.json().error.details).toEqual([expect.objectContaining({ field: 'body.villageCode' })]);
    }
    expect(await quotaRows(address)).toEqual([]);
  });
});

describe('POST /ec/certificates', () => {
  async function issue(searchToken: string, language: 'en' | 'te', token?: string) {
    return context.app.inject({
      method: 'POST',
      url: '/igrsapi/v1/ec/certificates',
      payload: { searchToken, language },
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  }

  it('issues a PDF in English and in Telugu whose code verifies as genuine', async () => {
    const body: EcSearchResponse = (await anonymousSearch(propertySearch())).json();
    for (const language of ['en', 'te'] as const) {
      const response = await issue(body.searchToken, language);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const code = String(response.headers['x-verification-code']);
      expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="EC-${code}.pdf"`);
      const pdf = response.rawPayload;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(pdf);
      expect(text).toContain(code);
      expect(text).toContain(`/igrs/verify/${code}`);
      expect(text).toContain(registered['mortgage:2012-01-20']!.citation);
      // Column headers break between words, never inside one.
      if (language === 'en') for (const word of ['Consideration,', 'Executants', 'Boundaries', 'Schedule']) expect(text).toContain(word);
      expect(text).not.toMatch(/\d{12}/);
      expect(text).not.toContain(PAN);

      const verified = await context.app.inject({ method: 'GET', url: `/igrsapi/v1/certificates/${code}` });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toMatchObject({
        status: 'genuine',
        kind: 'ec',
        language,
        summary: { totalDocuments: 5, period: { en: '01-01-2005 to 31-12-2015' }, issuedToLoginId: null },
      });
      expect(verified.json().summary.documents.map((document: { citation: string }) => document.citation)).toEqual(body.documents.map((document) => document.citation));
      const altered = code.slice(0, 3) + (code[3] === '7' ? '8' : '7') + code.slice(4);
      expect((await context.app.inject({ method: 'GET', url: `/igrsapi/v1/certificates/${altered}` })).json().error.code).toBe('CERTIFICATE_CODE_TAMPERED');
    }
  });

  it('gives one certificate per search and language: asking again answers the same certificate', async () => {
    const body: EcSearchResponse = (await search(propertySearch(), { token: staffToken })).json();
    const answers = await Promise.all([issue(body.searchToken, 'en', staffToken), issue(body.searchToken, 'en', staffToken)]);
    const again = await issue(body.searchToken, 'en', staffToken);
    const codes = [...answers, again].map((answer) => String(answer.headers['x-verification-code']));
    expect(new Set(codes).size).toBe(1);
    expect(Buffer.compare(again.rawPayload, answers[0]!.rawPayload)).toBe(0);
    expect(Buffer.compare(answers[1]!.rawPayload, answers[0]!.rawPayload)).toBe(0);
    const telugu = await issue(body.searchToken, 'te', staffToken);
    expect(String(telugu.headers['x-verification-code'])).not.toBe(codes[0]);
    const issued = await context.database.db.select().from(auditLog).where(eq(auditLog.event, 'ec.certificate-issued'));
    expect(issued.filter((entry) => [codes[0], String(telugu.headers['x-verification-code'])].includes(String(entry.details.code)))).toHaveLength(2);
    const another = (await search(propertySearch(), { token: staffToken })).json().searchToken;
    expect(String((await issue(another, 'en', staffToken)).headers['x-verification-code'])).not.toBe(codes[0]);
  });

  it('says in an empty certificate that no transactions were found, and records who it was issued to', async () => {
    const body: EcSearchResponse = (await search(propertySearch({ fromDate: '2019-01-01', toDate: '2019-12-31' }), { token: staffToken })).json();
    const response = await issue(body.searchToken, 'en', staffToken);
    expect(pdfText(response.rawPayload)).toContain('No transactions were registered');
    const verified = await context.app.inject({ method: 'GET', url: `/igrsapi/v1/certificates/${String(response.headers['x-verification-code'])}` });
    expect(verified.json().summary).toMatchObject({ totalDocuments: 0, documents: [], issuedToLoginId: 'demo_sro' });
  });

  it('refuses a token that was altered or has expired', async () => {
    const { searchToken } = (await search(propertySearch(), { token: staffToken })).json();
    const [payload, tag] = searchToken.split('.');
    const forged = `${Buffer.from(Buffer.from(payload, 'base64url').toString().replace(SURVEY, '1')).toString('base64url')}.${tag}`;
    expect((await issue(forged, 'en')).json().error.code).toBe('SEARCH_EXPIRED');
    const criteria = (await search(propertySearch(), { token: staffToken })).json().criteria;
    const expired = signSearchToken(searchTokenKey(encryptionKey), criteria, new Date(Date.now() - 31 * 60_000)).token;
    const response = await issue(expired, 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('SEARCH_EXPIRED');
  });
});
