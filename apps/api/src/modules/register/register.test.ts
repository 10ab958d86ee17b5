import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, DEMO_OFFICE, toYearMonthDay, type RegistrationRequest } from '@igrs/domain';
import { auditLog, registerDocuments, registerNumberCounters, registerParties, villages } from '../../db/schema.ts';
import { TEST_SECRETS } from '../../test/databases.ts';
import { createTestContext, signIn, signInNewAccount, type TestContext } from '../../test/harness.ts';
import { FIXTURE_AADHAAR, FIXTURE_PAN, FIXTURE_PHONE, presentedSaleDeed, saleDeedFixture } from '../../test/register-fixtures.ts';
import { registerDocument } from './repository.ts';

const encryptionKey = Buffer.from(TEST_SECRETS.DATA_ENCRYPTION_KEY, 'base64');
const TODAY = toYearMonthDay(new Date());
const YEAR = Number(TODAY.slice(0, 4));
let context: TestContext;
let token: string;
/** A rural village anywhere in the state, registered at the demo Sub-Registrar's office (anywhere registration). */
let place: { code: string; sroCode: string; localBodyTypeCode: string };

beforeAll(async () => {
  context = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
  token = (await signIn(context.app, 'demo_sro')).token;
  const [row] = await context.database.db
    .select({ code: villages.code, localBodyTypeCode: villages.localBodyTypeCode })
    .from(villages)
    .where(eq(villages.kind, 'rural'))
    .limit(1);
  place = { ...row!, sroCode: DEMO_OFFICE };
});
afterAll(() => context.close());

const saleDeed = (overrides: Partial<RegistrationRequest> = {}, dates: { executedOn?: string; presentedOn?: string } = {}) =>
  presentedSaleDeed(place, dates, overrides);

const post = (payload: unknown, headers: Record<string, string> = {}, bearer = token) =>
  context.app.inject({ method: 'POST', url: '/igrsapi/v1/register/documents', headers: { authorization: `Bearer ${bearer}`, ...headers }, payload: payload as object });

async function lastNumber(sroCode = DEMO_OFFICE, year = YEAR): Promise<number | undefined> {
  const [row] = await context.database.db
    .select({ lastNumber: registerNumberCounters.lastNumber })
    .from(registerNumberCounters)
    .where(and(eq(registerNumberCounters.sroCode, sroCode), eq(registerNumberCounters.registrationYear, year)));
  return row?.lastNumber;
}

const errorOf = (response: { json(): { error: { code: string; details?: { field: string; message: string }[] } } }) => response.json().error;

describe('registering a document at the Sub-Registrar\'s own office', () => {
  it('gives the next number of the office and year, dated today, and answers the document with identity numbers masked', async () => {
    const before = (await lastNumber()) ?? 0;
    const response = await post(saleDeed());
    expect(response.statusCode).toBe(201);
    const document = response.json();
    expect(document).toMatchObject({ documentNumber: before + 1, year: YEAR, citation: `${before + 1}/${YEAR}`, status: 'registered', registeredOn: TODAY });
    expect(document.parties[0]).toMatchObject({ aadhaarMasked: 'XXXXXXXX2346', panMasked: 'XXXXXX234F', form60: false });
    expect(document.parties[1]).toMatchObject({ aadhaarMasked: null, panMasked: null, form60: true });
    expect(document.schedules[0].description.en).toContain('Sy. No. 143/2A');
    expect(response.body).not.toMatch(new RegExp([FIXTURE_AADHAAR, FIXTURE_PAN, FIXTURE_PHONE].join('|')));
    expect(response.headers['cache-control']).toBe('no-store');
    const [audit] = await context.database.db.select().from(auditLog).where(eq(auditLog.event, 'document.registered')).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ loginId: 'demo_sro', details: { sroCode: DEMO_OFFICE, documentNumber: before + 1, year: YEAR } });
  });

  it('stores the duty the rules give, never amounts the client sends', async () => {
    const deed = saleDeed();
    // 5 % stamp duty of the ₹12,00,000 consideration (more than the ₹11,50,000 market value), 1 % registration fee.
    expect(deed.dutyPaid).toMatchObject({ stampDutyRupees: 60_000, registrationFeeRupees: 12_000, latePresentationFineRupees: 0 });
    const response = await post({ ...deed, stampDutyRupees: 1, transferDutyRupees: 1, registrationFeeRupees: 1, registeredOn: '2020-01-01' });
    expect(response.statusCode).toBe(201);
    const [row] = await context.database.db.select().from(registerDocuments).where(eq(registerDocuments.id, response.json().id));
    expect(row).toMatchObject({
      registeredOn: TODAY,
      stampDutyRupees: deed.dutyPaid.stampDutyRupees,
      transferDutyRupees: deed.dutyPaid.transferDutyRupees,
      registrationFeeRupees: deed.dutyPaid.registrationFeeRupees,
      userChargesRupees: deed.dutyPaid.userChargesRupees,
      marketValueRupees: 1_150_000,
    });
  });

  it('refuses a document paid short, stating the shortfall head by head, in Telugu when asked', async () => {
    const before = (await lastNumber()) ?? 0;
    const deed = saleDeed();
    const short = await post({ ...deed, dutyPaid: { ...deed.dutyPaid, stampDutyRupees: deed.dutyPaid.stampDutyRupees - 5_000 } });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short)).toEqual({
      code: 'DUTY_SHORT',
      message: expect.any(String),
      details: [{ field: 'body.dutyPaid.stampDutyRupees', message: 'Stamp duty: ₹60,000 due, ₹55,000 paid, ₹5,000 short.' }],
    });
    const telugu = await post({ ...deed, dutyPaid: { ...deed.dutyPaid, registrationFeeRupees: 0 } }, { 'accept-language': 'te' });
    expect(errorOf(telugu).details![0]!.message).toMatch(/రిజిస్ట్రేషన్ రుసుము: ₹12,000 చెల్లించాలి/);
    expect(await lastNumber()).toBe(before);
  });

  it('stores Aadhaar, PAN and phone only encrypted', async () => {
    const rows = await context.database.db.select().from(registerParties).where(eq(registerParties.nameEn, 'Kommareddy Venkata Lakshmi'));
    const stored = JSON.stringify(rows);
    expect(stored).not.toMatch(new RegExp([FIXTURE_AADHAAR, FIXTURE_PAN, FIXTURE_PHONE].join('|')));
    expect(stored).toContain('2346');
  });

  it('numbers concurrent registrations of one office without a gap or a duplicate', async () => {
    const before = (await lastNumber()) ?? 0;
    const responses = await Promise.all(Array.from({ length: 12 }, () => post(saleDeed())));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(12).fill(201));
    const numbers = responses.map((response) => response.json().documentNumber as number).sort((first, second) => first - second);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, index) => before + 1 + index));
    expect(await lastNumber()).toBe(before + 12);
  });

  it('gives the number back, and writes no audit entry, when the registering transaction fails', async () => {
    const before = (await lastNumber(place.sroCode, 2031)) ?? 0;
    const audits = async () => (await context.database.db.select({ count: sql<number>`count(*)::int` }).from(auditLog))[0]!.count;
    const auditsBefore = await audits();
    await expect(
      registerDocument(context.database.db, encryptionKey, saleDeedFixture(place, { registeredOn: '2031-03-02' }), async (tx) => {
        await tx.insert(auditLog).values({ event: 'document.registered', loginId: 'demo_sro', clientAddress: null, details: {} });
        throw new Error('the office lost power');
      }),
    ).rejects.toThrow('the office lost power');
    expect(await lastNumber(place.sroCode, 2031)).toBe(before === 0 ? undefined : before);
    expect(await audits()).toBe(auditsBefore);
  });
});

describe('where and when a document may be registered', () => {
  it('refuses another office\'s registration, saying why, and stores nothing', async () => {
    const before = (await lastNumber('702')) ?? 0;
    const response = await post(saleDeed({ sroCode: '702' }));
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toMatchObject({ code: 'NOT_OWN_OFFICE', details: [{ field: 'body.sroCode', message: expect.stringContaining('another Sub-Registrar office') }] });
    expect((await lastNumber('702')) ?? 0).toBe(before);
  });

  it('lets the other office\'s own Sub-Registrar register there', async () => {
    const other = await signInNewAccount(context, 'sro_repalle', 'SRO', '702');
    const response = await post(saleDeed({ sroCode: '702' }), {}, other.token);
    expect(response.statusCode).toBe(201);
    expect((await post(saleDeed(), {}, other.token)).statusCode).toBe(403);
  });


  it('marks a document registered away from the office over its village as an anywhere registration, and one at that office not', async () => {
    const [village] = await context.database.db.select({ code: villages.code, sroCode: villages.sroCode }).from(villages).where(eq(villages.kind, 'rural')).limit(1);
    const flagOf = async (sroCode: string) => {
      const registered = await registerDocument(context.database.db, encryptionKey, saleDeedFixture({ code: village!.code, sroCode }, { registeredOn: '2031-03-03' }));
      const [row] = await context.database.db.select({ anywhere: registerDocuments.anywhereRegistration }).from(registerDocuments).where(eq(registerDocuments.id, registered.id));
      return row?.anywhere;
    };
    expect(await flagOf(village!.sroCode)).toBe(false);
    expect(await flagOf(village!.sroCode === DEMO_OFFICE ? '702' : DEMO_OFFICE)).toBe(true);
  });

  it('refuses dates out of order, in the future or past the Act\'s eight months, field by field', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ executedOn: TODAY, presentedOn: addMonths(TODAY, -1) }, 'body.executedOn', 'executed on or before'],
      [{ executedOn: TODAY, presentedOn: `${YEAR + 1}-01-01` }, 'body.presentedOn', 'after today'],
      [{ executedOn: addMonths(TODAY, -9), presentedOn: TODAY }, 'body.presentedOn', 'more than eight months'],
    ];
    for (const [dates, field, message] of cases) {
      const response = await post(saleDeed({}, dates));
      expect(response.statusCode, JSON.stringify(dates)).toBe(400);
      expect(errorOf(response).details).toEqual(expect.arrayContaining([{ field, message: expect.stringContaining(message) }]));
    }
  });

  it('charges the late presentation fine between four and eight months, and refuses the document without it', async () => {
    const dates = { executedOn: addMonths(TODAY, -5), presentedOn: TODAY };
    const deed = saleDeed({}, dates);
    // Presented in the fifth month: one month late, a fine of the registration fee once.
    expect(deed.dutyPaid.latePresentationFineRupees).toBe(deed.dutyPaid.registrationFeeRupees);
    const unpaid = await post({ ...deed, dutyPaid: { ...deed.dutyPaid, latePresentationFineRupees: 0 } });
    expect(errorOf(unpaid)).toMatchObject({ code: 'DUTY_SHORT', details: [{ field: 'body.dutyPaid.latePresentationFineRupees' }] });
    const paid = await post(deed);
    expect(paid.statusCode).toBe(201);
    const [row] = await context.database.db.select().from(registerDocuments).where(eq(registerDocuments.id, paid.json().id));
    expect(row!.latePresentationFineRupees).toBe(12_000);
  });

  it('refuses unknown villages field by field, in Telugu when asked, and stores nothing', async () => {
    const before = (await lastNumber()) ?? 0;
    const bad = saleDeed();
    bad.schedules![0]!.villageCode = '9999999';
    const response = await post(bad, { 'accept-language': 'te' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details).toEqual([{ field: 'body.schedules.0.villageCode', message: expect.stringMatching(/[\u0C00-\u0C7F]/) }]);
    expect(await lastNumber()).toBe(before);
  });
});

describe('cancelling and rectifying', () => {
  const cancellationOf = (reference: { sroCode: string; documentNumber: number; year: number }, minorCode = '03') =>
    saleDeed({ transactionMajorCode: '08', transactionMinorCode: minorCode, cancels: reference, links: [reference], schedules: [], marketValueRupees: 0, considerationRupees: 0 });

  it('marks the earlier document cancelled through a cancellation deed of the same office, and links it', async () => {
    const first = (await post(saleDeed())).json();
    const reference = { sroCode: DEMO_OFFICE, documentNumber: first.documentNumber, year: YEAR };
    const cancellation = await post(cancellationOf(reference));
    expect(cancellation.statusCode).toBe(201);
    expect(cancellation.json().links).toEqual([expect.objectContaining({ citation: first.citation, documentId: first.id })]);
    const [row] = await context.database.db
      .select({ status: registerDocuments.status, cancelledBy: registerDocuments.cancelledByDocumentId })
      .from(registerDocuments)
      .where(eq(registerDocuments.id, first.id));
    expect(row).toEqual({ status: 'cancelled', cancelledBy: cancellation.json().id });

    const again = await post(cancellationOf(reference));
    expect(errorOf(again).details).toEqual([{ field: 'body.cancels', message: 'This document has already been cancelled.' }]);
  });

  it('cancels only through a cancellation type, and only the office\'s own documents', async () => {
    const first = (await post(saleDeed())).json();
    const reference = { sroCode: DEMO_OFFICE, documentNumber: first.documentNumber, year: YEAR };
    const asSale = await post(saleDeed({ cancels: reference }));
    expect(errorOf(asSale).details).toEqual([{ field: 'body.transactionMinorCode', message: 'Only a cancellation deed can cancel an earlier document.' }]);
    const elsewhere = await post(cancellationOf({ ...reference, sroCode: '702' }));
    expect(elsewhere.statusCode).toBe(403);
    expect(errorOf(elsewhere)).toMatchObject({ code: 'NOT_OWN_OFFICE', details: [{ field: 'body.cancels.sroCode' }] });
    const missing = await post(cancellationOf({ ...reference, documentNumber: 999_999 }));
    expect(errorOf(missing).details).toEqual([{ field: 'body.cancels', message: expect.stringContaining('No registered document') }]);
  });

  it('rectifies only through a rectification deed, linking the rectified document', async () => {
    const first = (await post(saleDeed())).json();
    const reference = { sroCode: DEMO_OFFICE, documentNumber: first.documentNumber, year: YEAR };
    const wrong = await post(saleDeed({ rectifies: reference }));
    expect(errorOf(wrong).details).toEqual([{ field: 'body.transactionMinorCode', message: 'Only a rectification deed can rectify an earlier document.' }]);
    const rectification = await post(
      saleDeed({ transactionMajorCode: '08', transactionMinorCode: '01', rectifies: reference, schedules: [], marketValueRupees: 0, considerationRupees: 0 }),
    );
    expect(rectification.statusCode).toBe(201);
    expect(rectification.json().links).toEqual([expect.objectContaining({ documentId: first.id })]);
  });
});
