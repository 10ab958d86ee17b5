import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, indexCorrections, registerDocuments, registerParties } from '../../db/schema.ts';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { partyNameKeysOf } from './rows.ts';

let context: TestContext;
let sro: string;

beforeAll(async () => {
  context = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
  sro = (await signIn(context.app, 'demo_sro')).token;
});
afterAll(() => context.close());

const correct = (token: string, payload: object) =>
  context.app.inject({ method: 'POST', url: '/igrsapi/v1/register/index-corrections', headers: { authorization: `Bearer ${token}` }, payload });

describe("correcting a document's index", () => {
  it("changes how the party is indexed and searched, keeps what it was, who changed it and why, and refuses other offices' documents", async () => {
    const db = context.database.db;
    const [document] = await db.select().from(registerDocuments).where(eq(registerDocuments.sroCode, '701')).limit(1);
    const [party] = await db.select().from(registerParties).where(eq(registerParties.documentId, document!.id)).orderBy(asc(registerParties.position)).limit(1);
    const reference = { sroCode: '701', documentNumber: document!.documentNumber, year: document!.registrationYear, partyPosition: party!.position };
    const body = {
      ...reference,
      name: { en: 'Kotamarthi Venkata Ramana', te: 'కోటమర్తి వెంకట రమణ' },
      relationName: { en: party!.relationNameEn, te: party!.relationNameTe },
      address: { en: party!.addressEn, te: party!.addressTe },
      reason: 'Surname misspelt at data entry; corrected from the deed as presented.',
    };
    const answer = await correct(sro, body);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().corrections).toEqual([
      expect.objectContaining({ by: 'demo_sro', before: { nameEn: party!.nameEn, nameTe: party!.nameTe }, after: { nameEn: 'Kotamarthi Venkata Ramana', nameTe: 'కోటమర్తి వెంకట రమణ' } }),
    ]);
    const [after] = await db.select().from(registerParties).where(eq(registerParties.id, party!.id));
    expect(after?.nameKeys).toEqual(partyNameKeysOf('Kotamarthi Venkata Ramana', 'కోటమర్తి వెంకట రమణ', '701'));
    expect(await db.select().from(indexCorrections).where(eq(indexCorrections.documentId, document!.id))).toHaveLength(1);
    expect((await db.select().from(auditLog).where(eq(auditLog.event, 'index.corrected'))).length).toBe(1);

    expect((await correct(sro, body)).json().error.code).toBe('INDEX_UNCHANGED');
    expect((await correct(sro, { ...body, reason: 'typo' })).statusCode).toBe(400);
    const [elsewhere] = await db.select().from(registerDocuments).where(eq(registerDocuments.sroCode, '702')).limit(1);
    if (elsewhere) {
      const refused = await correct(sro, { ...body, sroCode: '702', documentNumber: elsewhere.documentNumber, year: elsewhere.registrationYear });
      expect(refused.json().error.code).toBe('NOT_OWN_OFFICE');
    }
  });
});
