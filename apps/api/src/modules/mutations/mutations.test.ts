import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OFFICE, mutationRequestNumber, toYearMonthDay, type LandRecordsPartnerId, type MutationRequestView } from '@igrs/domain';
import { auditLog, mutationRequests, notificationOutbox, villages } from '../../db/schema.ts';
import { decryptField } from '../../lib/field-encryption.ts';
import { TEST_SECRETS } from '../../test/databases.ts';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { FIXTURE_AADHAAR, FIXTURE_PAN, FIXTURE_PHONE, presentedSaleDeed } from '../../test/register-fixtures.ts';
import { partnerCallHeaders, partnerKeys, type PartnerKeys } from './partners.ts';
import { SandboxLandRecordsOffice, SANDBOX_DECIDES_AFTER_MS } from './sandbox-office.ts';

let context: TestContext;
let token: string;
let keys: PartnerKeys;
let place: { code: string; sroCode: string; localBodyTypeCode: string };
const TODAY = toYearMonthDay(new Date());
const encryptionKey = Buffer.from(TEST_SECRETS.DATA_ENCRYPTION_KEY, 'base64');

beforeAll(async () => {
  context = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
  token = (await signIn(context.app, 'demo_sro')).token;
  keys = partnerKeys({}, encryptionKey, false);
  const [row] = await context.database.db.select({ code: villages.code, localBodyTypeCode: villages.localBodyTypeCode }).from(villages).where(eq(villages.kind, 'rural')).limit(1);
  place = { ...row!, sroCode: DEMO_OFFICE };
});
afterAll(() => context.close());

/** A call as the partner's system sends it, signed with its key (or another's). */
function partnerCall(partner: LandRecordsPartnerId, method: 'GET' | 'POST', url: string, payload?: object, options: { key?: Uint8Array; at?: Date; headers?: Record<string, string> } = {}) {
  const full = `/igrsapi/v1/land-records/mutations${url}`;
  const body = payload ? JSON.stringify(payload) : '';
  const headers = partnerCallHeaders(partner, options.key ?? keys.get(partner)!, method, full, body, options.at ?? new Date());
  return context.app.inject({ method, url: full, headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}), ...options.headers }, ...(payload ? { payload: body } : {}) });
}

/** The buyer's mobile, given in the deed: the one who hears how the mutation went. */
const BUYER_MOBILE = '9123456780';

const registerAtCounter = async (deed: object) => {
  const response = await context.app.inject({ method: 'POST', url: '/igrsapi/v1/register/documents', headers: { authorization: `Bearer ${token}` }, payload: deed });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ documentNumber: number; year: number }>();
};

async function registerSale(surveyNumber: string) {
  const deed = presentedSaleDeed(place, { surveyNumber });
  const document = await registerAtCounter({ ...deed, parties: deed.parties.map((party) => (party.role === 'claimant' ? { ...party, phone: BUYER_MOBILE } : party)) });
  return mutationRequestNumber({ sroCode: DEMO_OFFICE, ...document }, 1);
}

/** Registers the deed cancelling the sale a request was made for. */
async function cancelSaleOf(requestNumber: string) {
  const [, sroCode, documentNumber, year] = requestNumber.split('-');
  const reference = { sroCode: sroCode!, documentNumber: Number(documentNumber), year: Number(year) };
  return registerAtCounter(
    presentedSaleDeed(place, {}, { transactionMajorCode: '08', transactionMinorCode: '03', cancels: reference, links: [reference], schedules: [], marketValueRupees: 0, considerationRupees: 0 }),
  );
}

/** Every request still to decide for a partner, read page by page as a partner would. */
async function pendingOf(partner: LandRecordsPartnerId): Promise<MutationRequestView[]> {
  const all: MutationRequestView[] = [];
  let after = 0;
  for (;;) {
    const page = await partnerCall(partner, 'GET', `?status=sent&after=${after}&limit=200`);
    expect(page.statusCode, page.body).toBe(200);
    const { requests, next } = page.json<{ requests: MutationRequestView[]; next: number | null }>();
    all.push(...requests);
    if (next === null) return all;
    after = next;
  }
}

describe('mutation of the land records after a transfer is registered', () => {
  it('sends a request for each schedule in the registering transaction, which the revenue department reads and decides', async () => {
    const requestNumber = await registerSale('311/4');
    const [stored] = await context.database.db.select().from(mutationRequests).where(eq(mutationRequests.requestNumber, requestNumber));
    expect(stored).toMatchObject({ kind: 'rural', status: 'sent', sroCode: DEMO_OFFICE, scheduleNumber: 1, decidedOn: null });

    const pending = await pendingOf('webland');
    const mine = pending.find((request) => request.requestNumber === requestNumber);
    expect(mine).toMatchObject({
      kind: 'rural',
      status: 'sent',
      schedule: { villageCode: place.code, surveyNumber: '311/4', extent: '1.2500', extentUnit: 'acres' },
      transferors: ['Kommareddy Venkata Lakshmi'],
      transferees: ['Gudivada Ramesh'],
      outcome: null,
    });
    // Only names travel: the seller's Aadhaar, PAN and phone stay in the register.
    expect(JSON.stringify(mine)).not.toMatch(new RegExp([FIXTURE_AADHAAR, FIXTURE_PAN, FIXTURE_PHONE].join('|')));
    // The local bodies see no rural request.
    expect((await pendingOf('municipal')).some((request) => request.requestNumber === requestNumber)).toBe(false);

    const outcome = { outcome: 'mutated', decidedOn: TODAY, orderNumber: 'B/1234/2026', remarks: '' };
    const decided = await partnerCall('webland', 'POST', `/${requestNumber}/outcome`, outcome);
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({ requestNumber, status: 'mutated', outcome: { outcome: 'mutated', decidedOn: TODAY, orderNumber: 'B/1234/2026' } });
    const [audit] = await context.database.db.select().from(auditLog).where(eq(auditLog.event, 'mutation.decided')).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ loginId: 'partner:webland', details: { requestNumber, outcome: 'mutated', orderNumber: 'B/1234/2026' } });
    expect((await pendingOf('webland')).some((request) => request.requestNumber === requestNumber)).toBe(false);
    // The buyer, who took title, is told by text message; the seller is not.
    const messages = await context.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.messageKey, 'mutationDone'));
    expect(messages.map((message) => message.recipientLast4)).toEqual(['6780']);
    expect(decryptField(encryptionKey, messages[0]!.textEncrypted)).toContain('order B/1234/2026');

    // A retry of the same report is answered alike; a different outcome afterwards is refused, and nothing changes.
    expect((await partnerCall('webland', 'POST', `/${requestNumber}/outcome`, outcome)).statusCode).toBe(200);
    const changed = await partnerCall('webland', 'POST', `/${requestNumber}/outcome`, { outcome: 'rejected', decidedOn: TODAY, orderNumber: 'B/1234/2026', remarks: 'Changed our mind' });
    expect([changed.statusCode, changed.json().error.code]).toEqual([409, 'MUTATION_ALREADY_DECIDED']);
    expect((await context.database.db.select().from(mutationRequests).where(eq(mutationRequests.requestNumber, requestNumber)))[0]).toMatchObject({ status: 'mutated', reportedBy: 'webland' });
    expect(await context.database.db.select().from(auditLog).where(eq(auditLog.event, 'mutation.decided'))).toHaveLength(1);
    expect(await context.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.messageKey, 'mutationDone'))).toHaveLength(1);
  });

  it('refuses calls that are not signed by a partner now, outcomes of the other kind, and outcomes that do not hold', async () => {
    const requestNumber = await registerSale('312/1');
    const outcome = { outcome: 'mutated', decidedOn: TODAY, orderNumber: 'B/77/2026' };
    const unsigned = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/land-records/mutations' });
    expect([unsigned.statusCode, unsigned.json().error.code]).toEqual([401, 'UNAUTHENTICATED']);
    // A staff member's session is not a partner's signature.
    const staff = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/land-records/mutations', headers: { authorization: `Bearer ${token}` } });
    expect(staff.statusCode).toBe(401);
    expect((await partnerCall('webland', 'POST', `/${requestNumber}/outcome`, outcome, { key: keys.get('municipal')! })).statusCode).toBe(401);
    expect((await partnerCall('webland', 'GET', '', undefined, { at: new Date(Date.now() - 10 * 60_000) })).statusCode).toBe(401);
    // The body is what was signed: a changed body does not pass.
    const tampered = await context.app.inject({
      method: 'POST',
      url: `/igrsapi/v1/land-records/mutations/${requestNumber}/outcome`,
      headers: { ...partnerCallHeaders('webland', keys.get('webland')!, 'POST', `/igrsapi/v1/land-records/mutations/${requestNumber}/outcome`, JSON.stringify(outcome), new Date()), 'content-type': 'application/json' },
      payload: JSON.stringify({ ...outcome, outcome: 'rejected', remarks: 'Forged rejection' }),
    });
    expect(tampered.statusCode).toBe(401);

    // A body not sent as JSON cannot be checked against its signature; a signed call without its body, or with a broken one, is refused as input.
    const url = `/igrsapi/v1/land-records/mutations/${requestNumber}/outcome`;
    const signedText = partnerCallHeaders('webland', keys.get('webland')!, 'POST', url, JSON.stringify(outcome), new Date());
    expect((await context.app.inject({ method: 'POST', url, headers: { ...signedText, 'content-type': 'text/plain' }, payload: JSON.stringify(outcome) })).statusCode).toBe(401);
    expect((await partnerCall('webland', 'POST', `/${requestNumber}/outcome`)).statusCode).toBe(400);
    const broken = '{"outcome": "mutated",';
    const brokenCall = await context.app.inject({ method: 'POST', url, headers: { ...partnerCallHeaders('webland', keys.get('webland')!, 'POST', url, broken, new Date()), 'content-type': 'application/json' }, payload: broken });
    expect(brokenCall.statusCode).toBe(400);
    const poisoned = '{"outcome":"mutated","decidedOn":"2026-01-01","orderNumber":"X","__proto__":{"admin":true}}';
    const poisonedCall = await context.app.inject({ method: 'POST', url, headers: { ...partnerCallHeaders('webland', keys.get('webland')!, 'POST', url, poisoned, new Date()), 'content-type': 'application/json' }, payload: poisoned });
    expect(poisonedCall.statusCode).toBe(400);

    const otherKind = await partnerCall('municipal', 'POST', `/${requestNumber}/outcome`, outcome);
    expect([otherKind.statusCode, otherKind.json().error.code]).toEqual([403, 'MUTATION_NOT_PARTNERS_KIND']);
    const unknown = await partnerCall('webland', 'POST', '/MR-701-99999-2026-1/outcome', outcome);
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'MUTATION_REQUEST_NOT_FOUND']);
    const noReason = await partnerCall('webland', 'POST', `/${requestNumber}/outcome`, { ...outcome, outcome: 'rejected' });
    expect([noReason.statusCode, noReason.json().error.details[0].field]).toEqual([400, 'body.remarks']);
    const beforeSent = await partnerCall('webland', 'POST', `/${requestNumber}/outcome`, { ...outcome, decidedOn: '2020-01-01' });
    expect([beforeSent.statusCode, beforeSent.json().error.details[0].field]).toEqual([400, 'body.decidedOn']);
    const [stored] = await context.database.db.select().from(mutationRequests).where(eq(mutationRequests.requestNumber, requestNumber));
    expect(stored).toMatchObject({ status: 'sent', reportedBy: null });
  });

  it('withdraws the undecided request of a transfer cancelled before the land records changed, and keeps a decided one', async () => {
    const undecided = await registerSale('313/1');
    const decided = await registerSale('313/2');
    const outcome = { outcome: 'mutated', decidedOn: TODAY, orderNumber: 'B/88/2026', remarks: '' };
    expect((await partnerCall('webland', 'POST', `/${decided}/outcome`, outcome)).statusCode).toBe(200);
    const deed = await cancelSaleOf(undecided);
    await cancelSaleOf(decided);

    const stored = async (requestNumber: string) => (await context.database.db.select().from(mutationRequests).where(eq(mutationRequests.requestNumber, requestNumber)))[0];
    expect(await stored(undecided)).toMatchObject({ status: 'withdrawn', decidedOn: TODAY, remarks: `Cancellation deed ${deed.documentNumber}/${deed.year}, SRO ${DEMO_OFFICE} / రద్దు దస్తావేజు ${deed.documentNumber}/${deed.year}, ఎస్ఆర్ఓ ${DEMO_OFFICE}`, reportedBy: null });
    expect(await stored(decided)).toMatchObject({ status: 'mutated', orderNumber: 'B/88/2026' });
    // The revenue department no longer finds it to decide, reads it among the withdrawn, and cannot decide it now.
    expect((await pendingOf('webland')).some((request) => request.requestNumber === undecided)).toBe(false);
    const withdrawn = await partnerCall('webland', 'GET', '?status=withdrawn&after=0&limit=200');
    expect(withdrawn.json().requests.find((request: MutationRequestView) => request.requestNumber === undecided)).toMatchObject({
      status: 'withdrawn',
      outcome: null,
      withdrawal: { withdrawnOn: TODAY, remarks: `Cancellation deed ${deed.documentNumber}/${deed.year}, SRO ${DEMO_OFFICE} / రద్దు దస్తావేజు ${deed.documentNumber}/${deed.year}, ఎస్ఆర్ఓ ${DEMO_OFFICE}` },
    });
    // The officer looking the transfer up sees the day and the deed.
    const [, , documentNumber, year] = undecided.split('-');
    const lookedUp = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/reports/checkSlip/document', headers: { authorization: `Bearer ${token}` }, query: { sroCode: DEMO_OFFICE, documentNumber: documentNumber!, year: year! } });
    expect(lookedUp.statusCode, lookedUp.body).toBe(200);
    expect(lookedUp.json().mutations).toEqual([expect.objectContaining({ requestNumber: undecided, status: 'withdrawn', decidedOn: TODAY, remarks: expect.stringContaining('Cancellation deed') })]);
    const late = await partnerCall('webland', 'POST', `/${undecided}/outcome`, outcome);
    expect([late.statusCode, late.json().error.code]).toEqual([409, 'MUTATION_WITHDRAWN']);
    expect(await stored(undecided)).toMatchObject({ status: 'withdrawn', orderNumber: null });
  });

  it('is decided in the demonstration by the sandbox office, through the same signed calls, leaving what was sent before it opened', async () => {
    const [earlier] = await context.database.db.select().from(mutationRequests).where(eq(mutationRequests.status, 'sent')).limit(1);
    const office = new SandboxLandRecordsOffice(keys, async (call) => {
      const response = await context.app.inject({ method: call.method, url: call.url, headers: call.headers, ...(call.body ? { payload: call.body } : {}) });
      return { status: response.statusCode, body: response.body };
    });
    const requestNumber = await registerSale('313/2');
    const stillSent = async () => (await context.database.db.select().from(mutationRequests).where(eq(mutationRequests.requestNumber, requestNumber)))[0]!;
    await office.decidePending(new Date());
    expect((await stillSent()).status).toBe('sent');
    expect(await office.decidePending(new Date(Date.now() + SANDBOX_DECIDES_AFTER_MS + 1_000))).toBeGreaterThan(0);
    const decided = await stillSent();
    expect(['mutated', 'rejected']).toContain(decided.status);
    expect(decided).toMatchObject({ reportedBy: 'webland', orderNumber: `SANDBOX/webland/${requestNumber}`, decidedOn: TODAY });
    const untouched = (await context.database.db.select().from(mutationRequests).where(eq(mutationRequests.id, earlier!.id)))[0]!;
    expect(untouched).toMatchObject({ status: 'sent', reportedBy: null });
  });
});
