import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toYearMonthDay } from '@igrs/domain';
import { auditLog, registerDocuments, registerParties } from '../../db/schema.ts';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { partyNameKeysOf } from './rows.ts';

let context: TestContext;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  context = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
  for (const loginId of ['demo_sro', 'demo_dr', 'demo_admin']) tokens[loginId] = (await signIn(context.app, loginId)).token;
});
afterAll(() => context.close());

const call = (loginId: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  context.app.inject({ method, url: `/igrsapi/v1/register/index-corrections${url}`, headers: { authorization: `Bearer ${tokens[loginId]}` }, ...(payload ? { payload } : {}) });
const propose = (loginId: string, payload: object) => call(loginId, 'POST', '', payload);
const decide = (loginId: string, id: number, payload: object) => call(loginId, 'POST', `/${id}/decision`, payload);

/** The nth party of office 701's documents, and a correction of its name. */
async function partyOfOffice(nth: number) {
  const db = context.database.db;
  const parties = await db
    .select({ party: registerParties, document: registerDocuments })
    .from(registerParties)
    .innerJoin(registerDocuments, eq(registerDocuments.id, registerParties.documentId))
    .where(eq(registerDocuments.sroCode, '701'))
    .orderBy(asc(registerParties.id))
    .limit(nth + 1);
  const { party, document } = parties[nth]!;
  const body = (name: { en: string; te: string }) => ({
    sroCode: '701',
    documentNumber: document.documentNumber,
    year: document.registrationYear,
    partyPosition: party!.position,
    name,
    relationName: { en: party!.relationNameEn, te: party!.relationNameTe },
    address: { en: party!.addressEn, te: party!.addressTe },
    reason: 'Surname misspelt at data entry; corrected from the deed as presented.',
  });
  return { party: party!, body };
}

/** The newest correction of the document an answer lists. */
const newest = (answer: { json(): { corrections: { id: number; status: string }[] } }) => answer.json().corrections.at(-1)!;
const partyNow = async (id: number) => (await context.database.db.select().from(registerParties).where(eq(registerParties.id, id)))[0]!;
const audited = async (event: string) => (await context.database.db.select().from(auditLog).where(eq(auditLog.event, event))).length;

describe("correcting a document's index, maker and checker", () => {
  it('keeps a proposal waiting without touching the register, until an officer above the proposer approves it', async () => {
    const { party, body } = await partyOfOffice(0);
    const corrected = { en: 'Kotamarthi Venkata Ramana', te: 'కోటమర్తి వెంకట రమణ' };
    const proposed = await propose('demo_sro', body(corrected));
    expect(proposed.statusCode, proposed.body).toBe(200);
    const proposal = newest(proposed);
    expect(proposal).toMatchObject({ status: 'proposed', by: 'demo_sro', before: { nameEn: party.nameEn, nameTe: party.nameTe }, after: { nameEn: corrected.en, nameTe: corrected.te }, decidedBy: null });
    expect((await partyNow(party.id)).nameEn).toBe(party.nameEn);
    expect(await audited('index.correction-proposed')).toBe(1);

    expect((await propose('demo_sro', body({ en: 'Another Name Altogether', te: 'మరొక పేరు' }))).json().error.code).toBe('INDEX_CORRECTION_PENDING');
    expect((await decide('demo_sro', proposal.id, { decision: 'approve' })).json().error.code).toBe('SAME_OFFICER');
    const waiting = await call('demo_dr', 'GET', '');
    expect(waiting.json().corrections.map((entry: { id: number }) => entry.id)).toContain(proposal.id);

    const approved = await decide('demo_dr', proposal.id, { decision: 'approve', remarks: 'Checked against the presented deed.' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(newest(approved)).toMatchObject({ status: 'approved', decidedBy: 'demo_dr', remarks: 'Checked against the presented deed.' });
    const after = await partyNow(party.id);
    expect([after.nameEn, after.nameTe]).toEqual([corrected.en, corrected.te]);
    expect(after.nameKeys).toEqual(partyNameKeysOf(corrected.en, corrected.te, '701'));
    expect(await audited('index.correction-approved')).toBe(1);
    expect((await decide('demo_admin', proposal.id, { decision: 'reject', remarks: 'Too late to change.' })).json().error.code).toBe('INDEX_CORRECTION_DECIDED');
    expect((await call('demo_dr', 'GET', '')).json().corrections.map((entry: { id: number }) => entry.id)).not.toContain(proposal.id);

    // The Grant Approval report lists the decision beside those on rate versions.
    const today = toYearMonthDay(new Date());
    const grants = async (loginId: string) =>
      (
        await context.app.inject({ method: 'GET', url: '/igrsapi/v1/reports/grantApproval', headers: { authorization: `Bearer ${tokens[loginId]}` }, query: { fromDate: today, toDate: today } })
      ).json<{ rows: { cells: Record<string, unknown> }[] }>().rows.map((row) => row.cells);
    expect((await grants('demo_dr')).find((cells) => cells.key === `IC-${proposal.id}`)).toMatchObject({ madeBy: 'demo_sro', decidedBy: 'demo_dr', status: 'approved' });
  });

  it("lets a District Registrar's proposal be decided only above the district, and a rejection, which needs remarks, changes nothing", async () => {
    const { party, body } = await partyOfOffice(1);
    const proposed = await propose('demo_dr', body({ en: 'Bellamkonda Sita Devi', te: 'బెల్లంకొండ సీతా దేవి' }));
    expect(proposed.statusCode, proposed.body).toBe(200);
    const { id } = newest(proposed);
    expect((await decide('demo_sro', id, { decision: 'approve' })).json().error.code).toBe('NOT_ABOVE_MAKER');
    expect((await decide('demo_admin', id, { decision: 'reject' })).statusCode).toBe(400);
    const rejected = await decide('demo_admin', id, { decision: 'reject', remarks: 'The deed reads as indexed.' });
    expect(newest(rejected)).toMatchObject({ status: 'rejected', decidedBy: 'demo_admin', remarks: 'The deed reads as indexed.' });
    expect((await partyNow(party.id)).nameEn).toBe(party.nameEn);
    expect(await audited('index.correction-rejected')).toBe(1);
  });

  it('refuses to approve a proposal made against an index that has changed since, and leaves it waiting', async () => {
    const { party, body } = await partyOfOffice(2);
    const { id } = newest(await propose('demo_sro', body({ en: 'Gorantla Prasad', te: 'గోరంట్ల ప్రసాద్' })));
    await context.database.db.update(registerParties).set({ nameEn: `${party.nameEn} Jr` }).where(eq(registerParties.id, party.id));
    expect((await decide('demo_dr', id, { decision: 'approve', remarks: 'Checked.' })).json().error.code).toBe('INDEX_CHANGED_SINCE_PROPOSED');
    expect((await partyNow(party.id)).nameEn).toBe(`${party.nameEn} Jr`);
    expect((await call('demo_dr', 'GET', '')).json().corrections.map((entry: { id: number }) => entry.id)).toContain(id);
  });

  it('takes one of two proposals made at once for the same party', async () => {
    const { body } = await partyOfOffice(3);
    const answers = await Promise.all([
      propose('demo_sro', body({ en: 'Pamidi Lakshmi', te: 'పామిడి లక్ష్మి' })),
      propose('demo_dr', body({ en: 'Pamidi Lakshmamma', te: 'పామిడి లక్ష్మమ్మ' })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it("refuses an unchanged index, a missing reason and other offices' documents", async () => {
    const db = context.database.db;
    const { party, body } = await partyOfOffice(4);
    expect((await propose('demo_sro', body({ en: party.nameEn, te: party.nameTe }))).json().error.code).toBe('INDEX_UNCHANGED');
    expect((await propose('demo_sro', { ...body({ en: 'Some Name', te: 'ఏదో పేరు' }), reason: 'typo' })).statusCode).toBe(400);
    const [elsewhere] = await db.select().from(registerDocuments).where(eq(registerDocuments.sroCode, '1101')).limit(1);
    const refused = await propose('demo_sro', { ...body({ en: 'Some Name', te: 'ఏదో పేరు' }), sroCode: '1101', documentNumber: elsewhere!.documentNumber, year: elsewhere!.registrationYear });
    expect(refused.json().error.code).toBe('OUTSIDE_JURISDICTION');
  });
});
