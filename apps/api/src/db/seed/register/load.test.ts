import { asc, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_REGISTER_DOCUMENTS, TEST_SECRETS } from '../../../test/databases.ts';
import { openTestDatabase } from '../../../test/harness.ts';
import { registerExamples } from '../../../test/register-examples.ts';
import { decryptField } from '../../../lib/field-encryption.ts';
import { loadDocumentViews, registerDocument } from '../../../modules/register/index.ts';
import type { DatabaseHandle } from '../../client.ts';
import { mutationRequests, prohibitedProperties, villages, registerDocumentLinks, registerDocuments, registerNumberCounters, registerParties, registerProperties } from '../../schema.ts';
import { generateRegister, type SyntheticDocument } from './generate.ts';
import { DEMO_REGISTER_SEED, clearRegister, seedRegister } from './index.ts';
import { MUTATION_HISTORY_FROM, WITHDRAWAL_UPDATE } from './load.ts';
import { addDays, MUTATION_DAYS, mutationsCalledFor } from '@igrs/domain';

const key = Buffer.from(TEST_SECRETS.DATA_ENCRYPTION_KEY, 'base64');
const DOCUMENTS = 600;
const SEED = 11;

describe('the test database register', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('is loaded once, and a second load leaves it alone', async () => {
    const [before] = await database.db.select({ documents: count() }).from(registerDocuments);
    expect(before?.documents).toBe(TEST_REGISTER_DOCUMENTS);
    const again = await seedRegister(database.db, { documents: 50, seed: DEMO_REGISTER_SEED, encryptionKey: key });
    expect(again.seeded).toBe(false);
    const [after] = await database.db.select({ documents: count() }).from(registerDocuments);
    expect(after?.documents).toBe(TEST_REGISTER_DOCUMENTS);
  });

  it('offers examples of every kind a search test needs', async () => {
    const examples = await registerExamples(database.db);
    expect(examples.ruralParcel.documentIds.length).toBeGreaterThanOrEqual(2);
    expect(examples.ruralParcel.surveyNumber).not.toBe('');
    expect(examples.urbanProperty.doorNumber).toMatch(/^\d+-\d+-\d+$/);
    expect(examples.flat.flatNumber).not.toBe('');
    expect(examples.prohibitedProperty.category).not.toBe('');
    expect(examples.recurringName.documentIds.length).toBeGreaterThanOrEqual(3);
    const [cancelled] = await loadDocumentViews(database.db, [examples.cancelledDocument.id]);
    expect(cancelled?.status).toBe('cancelled');
    expect(cancelled?.cancelledBy?.documentId).toBe(examples.cancelledDocument.cancelledByDocumentId);
    const views = await loadDocumentViews(database.db, examples.ruralParcel.documentIds);
    expect(views.every((view) => view.schedules[0]?.surveyNumber === examples.ruralParcel.surveyNumber && view.sro.code === examples.ruralParcel.sroCode)).toBe(true);
  });
});

describe('seedRegister', () => {
  let database: DatabaseHandle;
  let generated: SyntheticDocument[];
  let result: Awaited<ReturnType<typeof seedRegister>>;

  beforeAll(async () => {
    database = await openTestDatabase();
    await clearRegister(database.db);
    generated = [...generateRegister({ documents: DOCUMENTS, seed: SEED })].flatMap((chunk) => chunk.documents);
    result = await seedRegister(database.db, { documents: DOCUMENTS, seed: SEED, encryptionKey: key, chunkSize: 250 });
  });
  afterAll(async () => {
    await database.close();
  });

  it('stores every generated document, party, schedule and link', async () => {
    expect(result.seeded).toBe(true);
    const total = async (table: Parameters<ReturnType<DatabaseHandle['db']['select']>['from']>[0]) => (await database.db.select({ rows: count() }).from(table))[0]?.rows;
    expect(await total(registerDocuments)).toBe(DOCUMENTS);
    expect(await total(registerParties)).toBe(generated.reduce((sum, document) => sum + document.document.parties.length, 0));
    expect(await total(registerProperties)).toBe(generated.reduce((sum, document) => sum + (document.document.schedules?.length ?? 0), 0));
    expect(await total(registerDocumentLinks)).toBe(generated.reduce((sum, document) => sum + document.linkedIds.length, 0));
    expect(await total(prohibitedProperties)).toBe(result.prohibitions);
    const cancelled = await database.db.select({ id: registerDocuments.id, by: registerDocuments.cancelledByDocumentId }).from(registerDocuments).where(eq(registerDocuments.status, 'cancelled'));
    expect(cancelled.map((row) => [row.id, row.by])).toEqual(generated.filter((document) => document.cancelsId !== null).map((document) => [document.cancelsId, document.id]).sort((first, second) => first[0]! - second[0]!));
  });

  it('marks as anywhere registrations the documents registered away from the office over a village of theirs, as a live registration would', async () => {
    const officeOf = new Map((await database.db.select({ code: villages.code, sroCode: villages.sroCode }).from(villages)).map((village) => [village.code, village.sroCode]));
    const expected = generated
      .filter((document) => (document.document.schedules ?? []).some((schedule) => officeOf.get(schedule.villageCode) !== document.document.sroCode))
      .map((document) => document.id);
    const marked = await database.db.select({ id: registerDocuments.id }).from(registerDocuments).where(eq(registerDocuments.anywhereRegistration, true)).orderBy(asc(registerDocuments.id));
    expect(expected.length).toBeGreaterThan(0);
    expect(marked.map((row) => row.id)).toEqual(expected);
  });

  it('gives the transfers since the interface began a history of mutation requests: mostly decided in time, some late, some rejected, the newest still awaited', async () => {
    const expected = generated
      .filter((document) => document.document.registeredOn >= MUTATION_HISTORY_FROM)
      .reduce((sum, document) => sum + mutationsCalledFor(document.document.transactionMajorCode, document.document.schedules ?? []).length, 0);
    const requests = await database.db
      .select({ status: mutationRequests.status, kind: mutationRequests.kind, sentOn: sql<string>`(${mutationRequests.sentAt} at time zone 'Asia/Kolkata')::date::text`, decidedOn: mutationRequests.decidedOn, registeredOn: registerDocuments.registeredOn })
      .from(mutationRequests)
      .innerJoin(registerDocuments, eq(registerDocuments.id, mutationRequests.documentId));
    expect(requests).toHaveLength(expected);
    expect(result.mutationRequests).toBe(expected);
    expect(requests.every((request) => request.sentOn === request.registeredOn)).toBe(true);
    expect(requests.every((request) => (request.status === 'sent') === (request.decidedOn === null))).toBe(true);
    expect(requests.every((request) => request.decidedOn === null || request.decidedOn > request.sentOn)).toBe(true);
    expect(new Set(requests.map((request) => request.status))).toEqual(new Set(['sent', 'mutated', 'rejected']));
    const days = (request: (typeof requests)[number]) => (Date.parse(request.decidedOn!) - Date.parse(request.sentOn)) / 86_400_000;
    const decided = requests.filter((request) => request.decidedOn !== null);
    expect(decided.filter((request) => days(request) > MUTATION_DAYS[request.kind as 'rural' | 'urban']).length).toBeGreaterThan(0);
    expect(decided.filter((request) => days(request) <= MUTATION_DAYS[request.kind as 'rural' | 'urban']).length / decided.length).toBeGreaterThan(0.8);
  });

  it('withdraws on its cancellation day each request of a cancelled transfer that was not decided before it', async () => {
    const cancelling = alias(registerDocuments, 'cancelling');
    const requests = await database.db
      .select({ status: mutationRequests.status, decidedOn: mutationRequests.decidedOn, cancelledOn: cancelling.registeredOn })
      .from(mutationRequests)
      .innerJoin(registerDocuments, eq(registerDocuments.id, mutationRequests.documentId))
      .innerJoin(cancelling, eq(cancelling.id, registerDocuments.cancelledByDocumentId));
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((request) => request.status === 'sent')).toEqual([]);
    expect(requests.filter((request) => request.status !== 'withdrawn' && request.decidedOn! > request.cancelledOn)).toEqual([]);
    expect(requests.filter((request) => request.status === 'withdrawn' && request.decidedOn !== request.cancelledOn)).toEqual([]);
    const withdrawn = await database.db.select({ documentId: mutationRequests.documentId }).from(mutationRequests).where(eq(mutationRequests.status, 'withdrawn'));
    expect(withdrawn.length).toBe(requests.filter((request) => request.status === 'withdrawn').length);

    // Few synthetic cancellations fall inside a decision's days, so the rule is also put to requests chosen for it: one still
    // awaited and one decided after the day it is cancelled are withdrawn; one decided before that day stands.
    const byStatus = (status: string) => database.db.select().from(mutationRequests).where(eq(mutationRequests.status, status)).orderBy(asc(mutationRequests.id)).limit(20);
    const [awaited] = await byStatus('sent');
    const mutated = await byStatus('mutated');
    const decidedEarly = mutated[0]!;
    const decidedLate = mutated.find((request) => request.documentId !== decidedEarly.documentId && request.documentId !== awaited!.documentId)!;
    const dayBefore = (day: string) => addDays(day, -1);
    const today = new Date().toISOString().slice(0, 10);
    const client = (database.db as unknown as { $client: { query(text: string, values: unknown[]): Promise<unknown> } }).$client;
    await client.query(WITHDRAWAL_UPDATE, [
      [awaited!.documentId, decidedLate.documentId, decidedEarly.documentId],
      [today, dayBefore(decidedLate.decidedOn!), addDays(decidedEarly.decidedOn!, 1)],
      ['Cancellation deed 1/2026, SRO 701', 'Cancellation deed 2/2026, SRO 701', 'Cancellation deed 3/2026, SRO 701'],
    ]);
    const now = async (id: number) => (await database.db.select().from(mutationRequests).where(eq(mutationRequests.id, id)))[0];
    expect(await now(awaited!.id)).toMatchObject({ status: 'withdrawn', decidedOn: today, remarks: 'Cancellation deed 1/2026, SRO 701', orderNumber: null, reportedBy: null });
    expect(await now(decidedLate.id)).toMatchObject({ status: 'withdrawn', decidedOn: dayBefore(decidedLate.decidedOn!), orderNumber: null });
    expect(await now(decidedEarly.id)).toMatchObject({ status: 'mutated', decidedOn: decidedEarly.decidedOn, orderNumber: decidedEarly.orderNumber });
  });

  it('sets each office-year counter to its last number, so a live registration continues the sequence', async () => {
    const counters = await database.db.select().from(registerNumberCounters);
    const numbers = await database.db
      .select({ sroCode: registerDocuments.sroCode, year: registerDocuments.registrationYear, last: sql<number>`max(${registerDocuments.documentNumber})`, documents: count() })
      .from(registerDocuments)
      .groupBy(registerDocuments.sroCode, registerDocuments.registrationYear);
    expect(counters).toHaveLength(numbers.length);
    const counterOf = new Map(counters.map((counter) => [`${counter.sroCode}|${counter.registrationYear}`, counter.lastNumber]));
    for (const office of numbers) {
      expect(Number(office.last)).toBe(office.documents);
      expect(counterOf.get(`${office.sroCode}|${office.year}`)).toBe(office.documents);
    }

    const latest = generated.at(-1)!.document;
    const year = Number(latest.registeredOn.slice(0, 4));
    const live = await registerDocument(database.db, key, { ...latest, links: [], cancels: undefined });
    expect(live.documentNumber).toBe((counterOf.get(`${latest.sroCode}|${year}`) ?? 0) + 1);
    expect(live.id).toBe(DOCUMENTS + 1);
  });

  it('keeps Aadhaar, PAN and phone numbers only encrypted, with the last four digits beside them', async () => {
    const parties = await database.db
      .select()
      .from(registerParties)
      .where(sql`${registerParties.documentId} <= ${DOCUMENTS}`)
      .orderBy(asc(registerParties.id));
    const plaintext = generated.flatMap((document) => document.document.parties);
    expect(parties).toHaveLength(plaintext.length);
    const secrets = new Set(plaintext.flatMap((party) => [party.aadhaar, party.pan, party.phone].filter((value): value is string => value !== undefined)));
    expect(secrets.size).toBeGreaterThan(0);
    for (const [index, row] of parties.entries()) {
      const party = plaintext[index]!;
      const stored = JSON.stringify(row);
      expect([party.aadhaar, party.pan, party.phone].filter((secret) => secret !== undefined && stored.includes(secret))).toEqual([]);
      expect(row.aadhaarEncrypted ? decryptField(key, row.aadhaarEncrypted) : undefined).toBe(party.aadhaar);
      expect(row.panEncrypted ? decryptField(key, row.panEncrypted) : undefined).toBe(party.pan);
      expect(row.aadhaarLast4 ?? undefined).toBe(party.aadhaar?.slice(-4));
      expect(row.form60).toBe(!party.pan);
      expect(row.nameKeys.length).toBeGreaterThan(0);
    }
  });

  it('keeps the chunks stored before a failing one, and nothing of the failing one', async () => {
    const failing = await openTestDatabase();
    try {
      await clearRegister(failing.db);
      await failing.db.execute(sql`ALTER TABLE register_documents ADD CONSTRAINT first_chunks_only CHECK (id <= 300)`);
      await expect(seedRegister(failing.db, { documents: DOCUMENTS, seed: SEED, encryptionKey: key, chunkSize: 200 })).rejects.toThrow();
      const [documents] = await failing.db.select({ rows: count(), last: sql<number>`max(${registerDocuments.id})` }).from(registerDocuments);
      expect([documents?.rows, Number(documents?.last)]).toEqual([200, 200]);
      const [orphans] = await failing.db.select({ rows: count() }).from(registerParties).where(sql`${registerParties.documentId} > 200`);
      expect(orphans?.rows).toBe(0);
    } finally {
      await failing.close();
    }
  });
});
