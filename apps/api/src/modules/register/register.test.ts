import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewRegisterDocument } from '@igrs/domain';
import { registerDocuments, registerNumberCounters, registerParties, villages } from '../../db/schema.ts';
import { TEST_SECRETS } from '../../test/databases.ts';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { FIXTURE_AADHAAR, FIXTURE_PAN, FIXTURE_PHONE, saleDeedFixture } from '../../test/register-fixtures.ts';
import { registerDocument } from './repository.ts';

const encryptionKey = Buffer.from(TEST_SECRETS.DATA_ENCRYPTION_KEY, 'base64');
const YEAR = 2031;
let context: TestContext;
let token: string;
let village: { code: string; sroCode: string };

beforeAll(async () => {
  context = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
  token = (await signIn(context.app, 'demo_sro')).token;
  const [row] = await context.database.db.select({ code: villages.code, sroCode: villages.sroCode }).from(villages).where(eq(villages.kind, 'rural')).limit(1);
  village = row!;
});
afterAll(() => context.close());

const saleDeed = (overrides: Partial<NewRegisterDocument> = {}) => saleDeedFixture(village, { registeredOn: `${YEAR}-03-02` }, overrides);

const post = (payload: NewRegisterDocument, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'POST', url: '/igrsapi/v1/register/documents', headers: { authorization: `Bearer ${token}`, ...headers }, payload });

async function lastNumber(sroCode: string, year: number): Promise<number | undefined> {
  const [row] = await context.database.db
    .select({ lastNumber: registerNumberCounters.lastNumber })
    .from(registerNumberCounters)
    .where(and(eq(registerNumberCounters.sroCode, sroCode), eq(registerNumberCounters.registrationYear, year)));
  return row?.lastNumber;
}

describe('registering a document', () => {
  it('gives the next number of the office and year and answers the document with identity numbers masked', async () => {
    const before = (await lastNumber(village.sroCode, YEAR)) ?? 0;
    const response = await post(saleDeed());
    expect(response.statusCode).toBe(201);
    const document = response.json();
    expect(document).toMatchObject({ documentNumber: before + 1, year: YEAR, citation: `${before + 1}/${YEAR}`, status: 'registered' });
    expect(document.parties[0]).toMatchObject({ aadhaarMasked: 'XXXXXXXX2346', panMasked: 'XXXXXX234F', form60: false });
    expect(document.parties[1]).toMatchObject({ aadhaarMasked: null, panMasked: null, form60: true });
    expect(document.schedules[0].description.en).toContain('Sy. No. 143/2A');
    expect(response.body).not.toMatch(new RegExp([FIXTURE_AADHAAR, FIXTURE_PAN, FIXTURE_PHONE].join('|')));
  });

  it('stores Aadhaar, PAN and phone only encrypted', async () => {
    const rows = await context.database.db.select().from(registerParties).where(eq(registerParties.nameEn, 'Kommareddy Venkata Lakshmi'));
    const stored = JSON.stringify(rows);
    expect(stored).not.toMatch(new RegExp([FIXTURE_AADHAAR, FIXTURE_PAN, FIXTURE_PHONE].join('|')));
    expect(stored).toContain('2346');
  });

  it('numbers concurrent registrations of one office without a gap or a duplicate', async () => {
    const before = (await lastNumber(village.sroCode, YEAR)) ?? 0;
    const responses = await Promise.all(Array.from({ length: 12 }, () => post(saleDeed())));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(12).fill(201));
    const numbers = responses.map((response) => response.json().documentNumber as number).sort((first, second) => first - second);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, index) => before + 1 + index));
    expect(await lastNumber(village.sroCode, YEAR)).toBe(before + 12);
  });

  it('gives the number back when the registering transaction fails', async () => {
    const before = (await lastNumber(village.sroCode, YEAR)) ?? 0;
    await expect(
      context.database.db.transaction(async (tx) => {
        await registerDocument(tx as unknown as typeof context.database.db, encryptionKey, saleDeed());
        throw new Error('the office lost power');
      }),
    ).rejects.toThrow('the office lost power');
    expect(await lastNumber(village.sroCode, YEAR)).toBe(before);
    expect((await post(saleDeed())).json().documentNumber).toBe(before + 1);
  });

  it('refuses unknown villages and impossible dates field by field, in Telugu when asked, and stores nothing', async () => {
    const before = (await lastNumber(village.sroCode, YEAR)) ?? 0;
    const [{ parties: partiesBefore } = { parties: 0 }] = (await context.database.db.select({ parties: sql<number>`count(*)::int` }).from(registerParties)) as { parties: number }[];
    const bad = saleDeed({ executedOn: `${YEAR}-03-05` });
    bad.schedules![0]!.villageCode = '9999999';
    const response = await post(bad, { 'accept-language': 'te' });
    expect(response.statusCode).toBe(400);
    const fields = response.json().error.details.map((detail: { field: string }) => detail.field);
    expect(fields).toEqual(expect.arrayContaining(['body.executedOn', 'body.schedules.0.villageCode']));
    expect(response.json().error.details[0].message).toMatch(/[\u0C00-\u0C7F]/);
    expect(await lastNumber(village.sroCode, YEAR)).toBe(before);
    const [{ parties: partiesAfter } = { parties: 0 }] = (await context.database.db.select({ parties: sql<number>`count(*)::int` }).from(registerParties)) as { parties: number }[];
    expect(partiesAfter).toBe(partiesBefore);
  });

  it('marks the earlier document cancelled when a deed cancels it, and links earlier documents', async () => {
    const first = (await post(saleDeed())).json();
    const cancellation = await post(
      saleDeed({
        transactionMajorCode: '08',
        transactionMinorCode: '03',
        cancels: { sroCode: village.sroCode, documentNumber: first.documentNumber, year: YEAR },
        links: [{ sroCode: village.sroCode, documentNumber: first.documentNumber, year: YEAR }],
      }),
    );
    expect(cancellation.statusCode).toBe(201);
    expect(cancellation.json().links).toEqual([expect.objectContaining({ citation: first.citation, documentId: first.id })]);
    const followUp = await post(saleDeed({ links: [{ sroCode: village.sroCode, documentNumber: first.documentNumber, year: YEAR }] }));
    expect(followUp.json().links[0].documentId).toBe(first.id);
    const [row] = await context.database.db
      .select({ status: registerDocuments.status, cancelledBy: registerDocuments.cancelledByDocumentId })
      .from(registerDocuments)
      .where(eq(registerDocuments.id, first.id));
    expect(row).toEqual({ status: 'cancelled', cancelledBy: cancellation.json().id });
  });
});
