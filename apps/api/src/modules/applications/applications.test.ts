import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSroOffice, toYearMonthDay } from '@igrs/domain';
import { applicationDocuments, applicationParties, applications, auditLog, mvLandRates, prohibitedProperties, registerDocuments, slotBookings, villages } from '../../db/schema.ts';
import { createTestContext, signIn, signInCitizen, signInNewAccount, type TestContext } from '../../test/harness.ts';
import { multipartBody } from '../../test/multipart.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { takeSlot } from './repository.ts';

let context: TestContext;
let village: string;
/** The village's office, its district, and an officer of it. */
let office: string;
let start: { registrationType: string; transactionMajorCode: string; transactionMinorCode: string; districtCode: string; sroCode: string };
let officer: string;
const API = '/igrsapi/v1';
const SELLER_AADHAAR = '234123412346';
const SELLER_PAN = 'ABCPK1234F';

beforeAll(async () => {
  context = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
  // A village priced for dry land, and an officer of its Sub-Registrar office.
  const [row] = await context.database.db
    .select({ code: mvLandRates.villageCode, sroCode: villages.sroCode })
    .from(mvLandRates)
    .innerJoin(villages, eq(villages.code, mvLandRates.villageCode))
    .where(and(eq(mvLandRates.kind, 'rural'), eq(mvLandRates.landUseCode, '21'), eq(mvLandRates.surveyNumber, '')))
    .orderBy(asc(mvLandRates.villageCode))
    .limit(1);
  village = row!.code;
  office = row!.sroCode;
  start = { registrationType: 'regular', transactionMajorCode: '01', transactionMinorCode: '01', districtCode: findSroOffice(office)!.revenueDistrictCode!, sroCode: office };
  officer = (await signInNewAccount(context, 'sro_of_the_village', 'SRO', office)).token;
});
afterAll(() => context.close());

const citizenToken = (mobile: string) => signInCitizen(context, mobile);

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  context.app.inject({ method, url: `${API}${url}`, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });


const seller = {
  partyCode: 'EX',
  name: 'Kommareddy Venkata Lakshmi',
  nameTe: 'కొమ్మారెడ్డి వెంకట లక్ష్మి',
  relationType: 'W/O',
  relationName: 'Kommareddy Srinivasa Rao',
  age: 52,
  pan: SELLER_PAN,
  aadhaar: SELLER_AADHAAR,
  phone: '9876543210',
  address: 'Door 4-12, Main Road, Battiprolu',
};
const buyer = { partyCode: 'CL', name: 'Shaik Abdul Rahim', relationType: 'S/O', relationName: 'Shaik Khasim', age: 38, panForm: 'form60', address: 'Door 2-7, Temple Street, Tenali' };

const property = (surveyNumber = '143/2A', serials?: string[], today = toYearMonthDay(new Date())) => ({
  considerationRupees: 1_500_000,
  executedOn: today,
  ...(serials ? { stampPaper: { serials } } : {}),
  valuation: { kind: 'rural', villageCode: village, landUseCode: '21', surveyNumber, extent: { value: 125, unit: '1' } },
  boundaries: { north: 'Land of K. Ramaiah', south: 'Panchayat road', east: 'Canal', west: 'Land of S. Babu' },
});

/** The next working day's first slot a citizen can take. */
async function freeSlot(): Promise<{ date: string; time: string }> {
  for (let ahead = 1; ahead < 10; ahead += 1) {
    const date = toYearMonthDay(new Date(Date.now() + ahead * 86_400_000));
    const day = (await context.app.inject({ method: 'GET', url: `${API}/offices/${office}/slots?date=${date}` })).json();
    const slot = day.slots.find((entry: { free: boolean }) => entry.free);
    if (slot) return { date, time: slot.time };
  }
  throw new Error('No free slot in the next days');
}

/**
 * Moves an application's slot to another day, as if it had been booked for
 * that day: the office acts on the slot's day only. Each move takes an early
 * time of its own, so no two moved slots meet at one time.
 */
let slotsMoved = 0;
async function slotMovedTo(id: string, date: string): Promise<void> {
  const slotTime = `06:${String(slotsMoved++).padStart(2, '0')}`;
  const moved = await context.database.db.update(slotBookings).set({ slotDate: date, slotTime }).where(and(eq(slotBookings.applicationId, id), eq(slotBookings.status, 'confirmed'))).returning({ id: slotBookings.id });
  expect(moved).toHaveLength(1);
}
const dayFromToday = (days: number) => toYearMonthDay(new Date(Date.now() + days * 86_400_000));

/** The payer's choice on the sandbox's checkout page. */
const choose = (checkoutUrl: string, outcome: 'success' | 'failure') =>
  context.app.inject({ method: 'POST', url: checkoutUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `outcome=${outcome}` });

/** Stamp papers the demo vendor sells over the counter, by serial. */
async function boughtStampPapers(quantity: number): Promise<string[]> {
  const vendor = (await signIn(context.app, 'demo_vendor')).token;
  const sale = await call(vendor, 'POST', '/vendor/sales', {
    kind: 'non-judicial',
    denomination: 100,
    quantity,
    purchaserName: 'Kommareddy Venkata Lakshmi',
    relationType: 'W/O',
    relationName: 'Kommareddy Srinivasa Rao',
    address: 'Door 4-12, Main Road, Battiprolu',
    purpose: 'Sale deed',
  });
  expect(sale.statusCode, sale.body).toBe(201);
  return sale.json().serials;
}

async function submittedApplication(token: string, surveyNumber: string, serials?: string[]) {
  const started = await call(token, 'POST', '/applications', start);
  expect(started.statusCode, started.body).toBe(201);
  const id = started.json().applicationId as string;
  expect((await call(token, 'PUT', `/applications/${id}/parties`, { parties: [seller, buyer] })).statusCode).toBe(200);
  const saved = await call(token, 'PUT', `/applications/${id}/property`, property(surveyNumber, serials));
  expect(saved.statusCode, saved.body).toBe(200);
  const submitted = await call(token, 'POST', `/applications/${id}/submission`);
  expect(submitted.statusCode, submitted.body).toBe(200);
  return { id, started: started.json(), submitted: submitted.json() };
}

describe("a citizen's application, from data entry to a registered document", () => {
  it('goes from start to registered, with the amounts the server worked out and every step recorded', async () => {
    const token = await citizenToken('9440022001');
    const serials = await boughtStampPapers(1);
    const { id, started, submitted } = await submittedApplication(token, '143/2A', serials);
    expect(id).toMatch(/^APP-\d{4}-\d{6}$/);
    expect(started.guestSecret.length).toBeGreaterThanOrEqual(16);
    expect(submitted.status).toBe('submitted');
    const fees = submitted.fees;
    // Stamp duty, transfer duty and fee from the shared rules on the larger of price and value, less the stamp paper bought.
    expect(fees.stampPaperRupees).toBe(100);
    expect(fees.payableRupees).toBe(fees.stampDutyRupees - 100 + fees.transferDutyRupees + fees.registrationFeeRupees + fees.userChargesRupees);
    expect(fees.stampDutyRupees).toBeGreaterThan(0);
    // Identity numbers are stored encrypted and shown masked.
    expect(submitted.parties[0]).toMatchObject({ aadhaarMasked: 'XXXXXXXX2346', panMasked: 'XXXXXXXX234F' });
    expect(JSON.stringify(submitted)).not.toContain(SELLER_AADHAAR);
    const [stored] = await context.database.db.select().from(applicationParties).where(eq(applicationParties.applicationId, id)).orderBy(asc(applicationParties.position));
    expect(JSON.stringify(stored)).not.toContain(SELLER_AADHAAR);
    expect(JSON.stringify(stored)).not.toContain(SELLER_PAN);

    const slot = await freeSlot();
    const held = await call(token, 'PUT', `/applications/${id}/slot`, slot);
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().slot).toMatchObject({ ...slot, status: 'held' });

    // A failed payment, then a successful one: paid once, the held slot confirmed.
    const first = await call(token, 'POST', `/applications/${id}/payment`);
    expect(first.json().amountRupees).toBe(fees.payableRupees);
    await choose(first.json().checkoutUrl, 'failure');
    expect((await call(token, 'GET', `/applications/${id}`)).json().status).toBe('submitted');
    const second = await call(token, 'POST', `/applications/${id}/payment`);
    expect(second.json().orderId).not.toBe(first.json().orderId);
    await choose(second.json().checkoutUrl, 'success');
    const paid = (await call(token, 'GET', `/applications/${id}`)).json();
    expect(paid).toMatchObject({ status: 'slot-booked', paidRupees: fees.payableRupees, slot: { ...slot, status: 'confirmed' } });
    expect((await call(token, 'POST', `/applications/${id}/payment`)).statusCode).toBe(409);

    // The office's queue for the slot's day, then the check and admission.
    const sro = officer;
    const queue = await call(sro, 'GET', `/office/applications?date=${slot.date}`);
    expect(queue.json().applications).toEqual([expect.objectContaining({ applicationId: id, slotTime: slot.time, executants: [seller.name, buyer.name] })]);
    // Not before the slot's day: the office waits for it.
    const early = await call(sro, 'POST', `/office/applications/${id}/check`, { decision: 'accept', presence: [{ partyIndex: 0, identityDocument: 'aadhaar', lastFour: '2346' }, { partyIndex: 1, identityDocument: 'voter-id', lastFour: '7781' }] });
    expect({ status: early.statusCode, code: early.json().error.code }).toEqual({ status: 409, code: 'NOT_THE_SLOT_DAY' });
    await slotMovedTo(id, dayFromToday(0));
    const checked = await call(sro, 'POST', `/office/applications/${id}/check`, {
      decision: 'accept',
      presence: [
        { partyIndex: 0, identityDocument: 'aadhaar', lastFour: '2346' },
        { partyIndex: 1, identityDocument: 'voter-id', lastFour: '7781' },
      ],
    });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().parties[0].presence).toEqual({ identityDocument: 'aadhaar', lastFour: '2346', recordedBy: 'sro_of_the_village' });
    // Admission two days before the slot is refused and changes nothing.
    await slotMovedTo(id, dayFromToday(2));
    const beforeTheSlot = await call(sro, 'POST', `/office/applications/${id}/admission`);
    expect({ status: beforeTheSlot.statusCode, code: beforeTheSlot.json().error.code }).toEqual({ status: 409, code: 'NOT_THE_SLOT_DAY' });
    expect((await call(token, 'GET', `/applications/${id}`)).json().status).toBe('checked');
    await slotMovedTo(id, dayFromToday(0));
    const admitted = await call(sro, 'POST', `/office/applications/${id}/admission`);
    expect(admitted.statusCode, admitted.body).toBe(200);
    const document = admitted.json().document;
    expect(admitted.json().status).toBe('registered');
    expect(document).toMatchObject({ sroCode: office, year: Number(toYearMonthDay(new Date()).slice(0, 4)) });
    const [registered] = await context.database.db.select().from(registerDocuments).where(and(eq(registerDocuments.sroCode, office), eq(registerDocuments.documentNumber, document.documentNumber), eq(registerDocuments.registrationYear, document.year)));
    expect(registered).toMatchObject({ stampDutyRupees: fees.stampDutyRupees, registrationFeeRupees: fees.registrationFeeRupees, considerationRupees: 1_500_000 });

    // The EC of the property shows the new document at once.
    const ec = await call(sro, 'POST', '/ec/search', { searchBy: 'property', districtCode: start.districtCode, sroCode: office, villageCode: village, surveyNumber: '143/2A', fromDate: '2000-01-01', toDate: toYearMonthDay(new Date()) });
    expect(ec.statusCode, ec.body).toBe(200);
    expect(JSON.stringify(ec.json())).toContain(`${document.documentNumber}/${document.year}`);

    // The stamp paper is now used on this document, and no other deed can use it again; the public trace still says only that it is genuine.
    const trace = (await context.app.inject({ method: 'GET', url: `${API}/stamp-papers/${serials[0]}` })).json();
    expect(trace).toEqual({ serial: serials[0], kind: 'non-judicial', denomination: 100, genuine: true, sale: { vendor: expect.any(Object), sroCode: expect.any(String), soldOn: toYearMonthDay(new Date()) } });
    const other = (await call(token, 'POST', '/applications', start)).json().applicationId;
    expect((await call(token, 'PUT', `/applications/${other}/parties`, { parties: [seller, buyer] })).statusCode).toBe(200);
    const reused = await call(token, 'PUT', `/applications/${other}/property`, property('143/2A', serials));
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.details).toEqual([
      { field: 'body.stampPaper.serials.0', message: `${serials[0]}: This stamp paper was already used on a registered document. ${document.documentNumber}/${document.year} (SRO ${office})` },
    ]);

    const returned = await call(sro, 'POST', `/office/applications/${id}/return`);
    const steps = returned.json().events.map((event: { step: string; by: string }) => `${event.step}:${event.by}`);
    expect(steps).toEqual([
      'started:citizen',
      'parties-saved:citizen',
      'property-saved:citizen',
      'submitted:citizen',
      'slot-held:citizen',
      'paid:gateway',
      'checked:sro_of_the_village',
      'registered:sro_of_the_village',
      'returned:sro_of_the_village',
    ]);
    const audit = await context.database.db.select().from(auditLog).where(eq(auditLog.event, 'document.registered'));
    expect(audit.some((entry) => (entry.details as { documentNumber?: number }).documentNumber === document.documentNumber)).toBe(true);
  });

  it("refuses stamp papers sold to a stranger to the deed, and takes them on the true purchaser's deed", async () => {
    const serials = await boughtStampPapers(2);
    // Someone else's deed: its parties are not the purchaser, whatever the papers' serials reveal.
    const stranger = await citizenToken('9440022031');
    const strangersDeed = (await call(stranger, 'POST', '/applications', start)).json().applicationId;
    expect((await call(stranger, 'PUT', `/applications/${strangersDeed}/parties`, { parties: [{ ...seller, name: 'Bandaru Ravi Teja', nameTe: undefined, relationName: 'Bandaru Appa Rao' }, buyer] })).statusCode).toBe(200);
    const claimed = await call(stranger, 'PUT', `/applications/${strangersDeed}/property`, property('143/3', [serials[0]!]));
    expect(claimed.statusCode, claimed.body).toBe(422);
    expect(claimed.json().error.code).toBe('STAMP_PAPER_NOT_BOUGHT_BY_PARTY');
    expect(claimed.json().error.details).toEqual([{ field: 'body.stampPaper.serials.0', message: expect.stringContaining(`${serials[0]}: By the vendor's sale register`) }]);
    // A party of the same name with another relation is not the purchaser either.
    const namesake = await call(stranger, 'PUT', `/applications/${strangersDeed}/parties`, { parties: [{ ...seller, relationType: 'D/O' }, buyer] });
    expect(namesake.statusCode).toBe(200);
    expect((await call(stranger, 'PUT', `/applications/${strangersDeed}/property`, property('143/3', [serials[0]!]))).json().error.code).toBe('STAMP_PAPER_NOT_BOUGHT_BY_PARTY');

    // The purchaser's own deed takes them, her name written with an initial and in another order.
    const purchaser = await citizenToken('9440022032');
    const deed = (await call(purchaser, 'POST', '/applications', start)).json().applicationId;
    expect((await call(purchaser, 'PUT', `/applications/${deed}/parties`, { parties: [{ ...seller, name: 'Venkata Lakshmi K.', relationName: 'K. Srinivasa Rao' }, buyer] })).statusCode).toBe(200);
    const taken = await call(purchaser, 'PUT', `/applications/${deed}/property`, property('143/3', serials));
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().fees.stampPaperRupees).toBe(200);

    // Parties changed afterwards to strangers are caught when the fees are fixed.
    expect((await call(purchaser, 'PUT', `/applications/${deed}/parties`, { parties: [{ ...seller, name: 'Bandaru Ravi Teja', nameTe: undefined }, buyer] })).statusCode).toBe(200);
    const submitted = await call(purchaser, 'POST', `/applications/${deed}/submission`);
    expect(submitted.statusCode).toBe(422);
    expect(submitted.json().error.code).toBe('STAMP_PAPER_NOT_BOUGHT_BY_PARTY');

    // The public trace says the papers are genuine, and nothing of who bought them or whether they are used.
    const trace = await context.app.inject({ method: 'GET', url: `${API}/stamp-papers/${serials[0]}` });
    expect(Object.keys(trace.json()).sort()).toEqual(['denomination', 'genuine', 'kind', 'sale', 'serial']);
    expect(Object.keys(trace.json().sale).sort()).toEqual(['soldOn', 'sroCode', 'vendor']);
    expect(trace.body).not.toMatch(/Kommareddy|Lakshmi|used|status/i);
  });

  it('is sent back with remarks, corrected without re-entering, and resubmitted to where it stood', async () => {
    const token = await citizenToken('9440022002');
    const { id, submitted } = await submittedApplication(token, '150');
    const slot = await freeSlot();
    await call(token, 'PUT', `/applications/${id}/slot`, slot);
    const payment = await call(token, 'POST', `/applications/${id}/payment`);
    await choose(payment.json().checkoutUrl, 'success');
    const sro = officer;
    // A missed slot is not checked: the citizen books another (an application with a slot may move it).
    await slotMovedTo(id, dayFromToday(-1));
    expect((await call(sro, 'POST', `/office/applications/${id}/check`, { decision: 'send-back', remarks: 'The east boundary differs from the link document.' })).json().error.code).toBe('NOT_THE_SLOT_DAY');
    await slotMovedTo(id, dayFromToday(0));
    const sentBack = await call(sro, 'POST', `/office/applications/${id}/check`, { decision: 'send-back', remarks: 'The east boundary differs from the link document.' });
    expect(sentBack.json()).toMatchObject({ status: 'sent-back', remarks: 'The east boundary differs from the link document.' });
    const corrected = await call(token, 'PUT', `/applications/${id}/property`, { ...property('150'), boundaries: { ...property('150').boundaries, east: 'Irrigation canal' } });
    expect(corrected.json().status).toBe('sent-back');
    // The parties saved again without their identity numbers keep the ones stored, which never come back to the browser.
    const resaved = await call(token, 'PUT', `/applications/${id}/parties`, {
      parties: [
        { ...seller, pan: undefined, aadhaar: undefined, keepIdentityOf: 0, address: 'Door 4-12A, Main Road, Battiprolu' },
        { ...buyer, keepIdentityOf: 1 },
      ],
    });
    expect(resaved.statusCode, resaved.body).toBe(200);
    expect(resaved.json().parties[0]).toMatchObject({ address: 'Door 4-12A, Main Road, Battiprolu', aadhaarMasked: 'XXXXXXXX2346', panMasked: 'XXXXXXXX234F' });
    expect(resaved.json().parties[0]).not.toHaveProperty('keepIdentityOf');
    const resubmitted = await call(token, 'POST', `/applications/${id}/submission`);
    expect(resubmitted.json()).toMatchObject({ status: 'slot-booked', remarks: null, paidRupees: submitted.fees.payableRupees, slot: { status: 'confirmed' } });

    // One change of slot is allowed, not two.
    const later = { ...(await freeSlot()) };
    const moved = await call(token, 'PUT', `/applications/${id}/slot`, later);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ reschedulesLeft: 0, slot: { ...later, status: 'confirmed' } });
    const again = await call(token, 'PUT', `/applications/${id}/slot`, await freeSlot());
    expect(again.json().error.code).toBe('RESCHEDULE_USED');
  });

  it('lets a guest continue with the id and secret, and no one else see the application', async () => {
    const token = await citizenToken('9440022003');
    const started = (await call(token, 'POST', '/applications', start)).json();
    const guest = await context.app.inject({ method: 'POST', url: `${API}/applications/guest-sessions`, payload: { applicationId: started.applicationId, guestSecret: started.guestSecret } });
    expect(guest.statusCode).toBe(201);
    expect((await call(guest.json().token, 'GET', `/applications/${started.applicationId}`)).json().applicationId).toBe(started.applicationId);
    const wrong = await context.app.inject({ method: 'POST', url: `${API}/applications/guest-sessions`, payload: { applicationId: started.applicationId, guestSecret: 'not-the-secret' } });
    expect(wrong.json().error.code).toBe('GUEST_SECRET_WRONG');

    const stranger = await citizenToken('9440022004');
    expect((await call(stranger, 'GET', `/applications/${started.applicationId}`)).statusCode).toBe(404);
    expect((await call(stranger, 'PUT', `/applications/${started.applicationId}/parties`, { parties: [seller, buyer] })).statusCode).toBe(404);
    // demo_sro works at Battiprolu (701), not at the application's office.
    expect(office).not.toBe('701');
    expect((await call((await signIn(context.app, 'demo_sro')).token, 'GET', `/office/applications/${started.applicationId}`)).json().error.code).toBe('NOT_OWN_OFFICE');
    expect((await call(officer, 'GET', `/office/applications/${started.applicationId}`)).statusCode).toBe(200);
  });

  it('refuses a prohibited property before anything is paid, and a missing PAN above ₹10 lakh', async () => {
    const token = await citizenToken('9440022005');
    const id = (await call(token, 'POST', '/applications', start)).json().applicationId;
    await context.database.db.insert(prohibitedProperties).values({
      villageCode: village,
      surveyNumber: '777',
      category: 'government',
      notifiedOn: '2019-06-01',
      reasonEn: 'Government land (poramboke)',
      reasonTe: 'ప్రభుత్వ భూమి (పోరంబోకు)',
    });
    // Stamp papers are what the sales register says: a serial never issued, or one still in a vendor's stock, is refused by name.
    const papers = await call(token, 'PUT', `/applications/${id}/property`, property('160', ['NJ100-9999999', 'NJ100-1000025']));
    expect(papers.statusCode).toBe(400);
    expect(papers.json().error.details.map((detail: { field: string; message: string }) => [detail.field, detail.message])).toEqual([
      ['body.stampPaper.serials.0', 'NJ100-9999999: No stamp paper has this serial number.'],
      ['body.stampPaper.serials.1', 'NJ100-1000025: This stamp paper has not been sold by a licensed vendor.'],
    ]);
    const prohibited = await call(token, 'PUT', `/applications/${id}/property`, property('777/1'));
    expect(prohibited.statusCode).toBe(422);
    expect(prohibited.json().error.code).toBe('PROPERTY_PROHIBITED');
    expect(prohibited.json().error.details[0].message).toContain('Government land (poramboke)');

    await call(token, 'PUT', `/applications/${id}/property`, property('160'));
    const noPan = await call(token, 'PUT', `/applications/${id}/parties`, { parties: [{ ...seller, pan: undefined }, buyer] });
    expect(noPan.statusCode).toBe(400);
    expect(noPan.json().error.details).toEqual([expect.objectContaining({ field: 'body.parties.0.pan' })]);
    const badAadhaar = await call(token, 'PUT', `/applications/${id}/parties`, { parties: [{ ...seller, aadhaar: '234123412345' }, buyer] });
    expect(badAadhaar.json().error.details[0].field).toBe('body.parties.0.aadhaar');
    const [row] = await context.database.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.status).toBe('draft');
  });
});

/** A small, plain PDF as a scanner writes one. */
const PLAIN_PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

const uploadFile = (token: string, id: string, file: Buffer, fileName: string, kind = 'deed') => {
  const { payload, headers } = multipartBody([
    { name: 'kind', value: kind },
    { name: 'file', value: file, fileName },
  ]);
  return context.app.inject({ method: 'POST', url: `${API}/applications/${id}/documents/uplods/`, headers: { ...headers, authorization: `Bearer ${token}` }, payload });
};

/** Messages in the demo outbox to a mobile ending in these four digits, oldest first. */
async function messagesTo(lastFour: string): Promise<string[]> {
  const outbox = await context.app.inject({ method: 'GET', url: `${API}/notifications/outbox` });
  return outbox
    .json<{ messages: { recipientMasked: string; text: string }[] }>()
    .messages.filter((message) => message.recipientMasked.endsWith(lastFour))
    .map((message) => message.text)
    .reverse();
}

describe('files, printouts and messages of an application', () => {
  it('keeps the deed by its content, outside the web root, for the applicant and the office only', async () => {
    const token = await citizenToken('9440022011');
    const id = (await call(token, 'POST', '/applications', start)).json().applicationId as string;
    const uploaded = await uploadFile(token, id, PLAIN_PDF, 'sale deed.pdf');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [file] = uploaded.json().documents;
    expect(file).toMatchObject({ kind: 'deed', fileName: 'sale deed.pdf', contentType: 'application/pdf', sizeBytes: expect.any(Number) });
    const [row] = await context.database.db.select().from(applicationDocuments).where(eq(applicationDocuments.id, file.documentId));
    expect(row!.storedAs).not.toContain('sale deed');
    expect(path.isAbsolute(row!.storedAs)).toBe(false);

    const back = await call(token, 'GET', `/applications/${id}/documents/${file.documentId}`);
    expect(back.statusCode).toBe(200);
    // The PDF kept is qpdf's rewrite of the one sent (docs/decisions/0022-uploaded-papers.md).
    expect(back.rawPayload.length).toBe(file.sizeBytes);
    expect(back.headers['content-disposition']).toMatch(/^attachment;/);
    expect(back.headers['x-content-type-options']).toBe('nosniff');
    const stranger = await citizenToken('9440022012');
    expect((await call(stranger, 'GET', `/applications/${id}/documents/${file.documentId}`)).statusCode).toBe(404);
    expect((await call(officer, 'GET', `/office/applications/${id}/documents/${file.documentId}`)).statusCode).toBe(200);
    expect((await call((await signIn(context.app, 'demo_sro')).token, 'GET', `/office/applications/${id}/documents/${file.documentId}`)).statusCode).toBe(403);

    // What a file is comes from its bytes: a renamed executable, a PDF with a script, an empty or oversized file are refused, and nothing is kept.
    const renamed = await uploadFile(token, id, Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), 'deed.pdf');
    expect(renamed.statusCode).toBe(415);
    const scripted = await uploadFile(token, id, Buffer.from('%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF', 'latin1'), 'deed.pdf');
    expect(scripted.statusCode).toBe(400);
    expect(scripted.json().error.details[0]).toMatchObject({ field: 'body.file' });
    const escaped = await uploadFile(token, id, Buffer.from('%PDF-1.4\n1 0 obj << /OpenAction << /S /Java#53cript >> >> endobj\n%%EOF', 'latin1'), 'deed.pdf');
    expect(escaped.statusCode).toBe(400);
    expect((await uploadFile(token, id, Buffer.alloc(0), 'empty.pdf')).statusCode).toBe(400);
    const oversized = await uploadFile(token, id, Buffer.concat([PLAIN_PDF, Buffer.alloc(5 * 1024 * 1024)]), 'big.pdf');
    expect(oversized.statusCode).toBe(413);
    const badKind = await uploadFile(token, id, PLAIN_PDF, 'deed.pdf', 'photo');
    expect(badKind.json().error.details).toEqual([expect.objectContaining({ field: 'body.kind' })]);
    expect(await context.database.db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, id))).toHaveLength(1);

    const removed = await call(token, 'DELETE', `/applications/${id}/documents/${file.documentId}`);
    expect(removed.json().documents).toEqual([]);
    expect(removed.json().events.map((event: { step: string }) => event.step)).toEqual(['started', 'document-uploaded', 'document-removed']);
  });

  it("lists the citizen's applications, prints a verifiable acknowledgement and endorsement, and tells the applicant of each step", async () => {
    const mobile = '9440022013';
    const token = await citizenToken(mobile);
    const { id, submitted } = await submittedApplication(token, '171');
    const listed = (await call(token, 'GET', '/applications')).json().applications;
    expect(listed[0]).toMatchObject({ applicationId: id, status: 'submitted', sroCode: office });

    const slot = await freeSlot();
    await call(token, 'PUT', `/applications/${id}/slot`, slot);
    const payment = await call(token, 'POST', `/applications/${id}/payment`);
    await choose(payment.json().checkoutUrl, 'success');

    const acknowledgement = await call(token, 'GET', `/applications/${id}/acknowledgement?language=en`);
    expect(acknowledgement.statusCode, acknowledgement.body).toBe(200);
    expect(acknowledgement.headers['content-type']).toBe('application/pdf');
    const printed = pdfText(acknowledgement.rawPayload);
    expect(printed).toContain(id);
    expect(printed).toContain(slot.time);
    expect(printed).toContain(seller.name);
    expect(printed).toContain('XXXXXXXX2346');
    expect(printed).not.toContain(SELLER_AADHAAR);
    const code = /acknowledgement-[^-]+-\d+-\d+-([0-9A-Z-]+)\.pdf/.exec(String(acknowledgement.headers['content-disposition']))![1]!;
    const verified = await context.app.inject({ method: 'GET', url: `${API}/certificates/${code}` });
    expect(verified.json()).toMatchObject({ status: 'genuine', kind: 'acknowledgement', summary: { applicationId: id } });
    const telugu = pdfText((await call(token, 'GET', `/applications/${id}/acknowledgement?language=te`)).rawPayload);
    expect(telugu).toContain('రసీదు');
    expect(telugu).toContain(id);

    expect((await call(token, 'GET', `/applications/${id}/endorsement`)).statusCode).toBe(409);
    await slotMovedTo(id, dayFromToday(0));
    await call(officer, 'POST', `/office/applications/${id}/check`, { decision: 'accept', presence: [{ partyIndex: 0, identityDocument: 'aadhaar', lastFour: '2346' }, { partyIndex: 1, identityDocument: 'pan', lastFour: '123F' }] });
    const admitted = (await call(officer, 'POST', `/office/applications/${id}/admission`)).json();
    const citation = `${admitted.document.documentNumber}/${admitted.document.year}`;
    const endorsement = await call(token, 'GET', `/applications/${id}/endorsement?language=en`);
    expect(endorsement.statusCode, endorsement.body).toBe(200);
    const endorsed = pdfText(endorsement.rawPayload);
    expect(endorsed).toContain(citation);
    expect(endorsed).toContain('sro_of_the_village');
    expect((await call(officer, 'GET', `/office/applications/${id}/endorsement`)).statusCode).toBe(200);

    // The buyer's resale starts from this document: the buyer conveys now, and the property's place and boundaries come with it.
    const linkDocument = { sroCode: office, documentNumber: admitted.document.documentNumber, year: admitted.document.year };
    const resale = await call(token, 'POST', '/applications', { ...start, linkDocument });
    expect(resale.statusCode, resale.body).toBe(201);
    const taken = resale.json().application;
    expect(taken.parties).toEqual([expect.objectContaining({ partyCode: 'EX', name: buyer.name, relationName: buyer.relationName, age: buyer.age, aadhaarMasked: null, panMasked: null })]);
    expect(taken.imported).toMatchObject({
      valuation: { kind: 'rural', villageCode: village, surveyNumber: '171', landUseCode: '21', extent: { value: 1.25, unit: '2' } },
      boundaries: { north: 'Land of K. Ramaiah', east: 'Canal' },
      linkDocuments: [linkDocument],
    });
    const unknownLink = await call(token, 'POST', '/applications', { ...start, linkDocument: { ...linkDocument, documentNumber: 999_999 } });
    expect(unknownLink.statusCode).toBe(400);
    expect(unknownLink.json().error.details[0].field).toBe('body.linkDocument');

    const messages = await messagesTo(mobile.slice(-4));
    const about = messages.filter((text) => text.includes(id));
    expect(about.map((text) => text.split('\n')[0])).toEqual([
      `IGRS AP: application ${id} is submitted. Amount to pay: Rs ${submitted.fees.payableRupees}. Pay and book a slot to go on.`,
      expect.stringContaining(`IGRS AP: Rs ${submitted.fees.payableRupees} received for application ${id}`),
      `IGRS AP: application ${id} has a slot at SRO ${office} on ${slot.date} at ${slot.time}. Bring the parties and their identity proofs.`,
      `IGRS AP: application ${id} is registered as document ${citation} of SRO ${office}.`,
    ]);
  });

  it('lets an office close a day to bookings, with the reason shown, and no one else', async () => {
    const slot = await freeSlot();
    const refused = await call(officer, 'POST', '/office/closed-days', { date: '2020-01-06', reason: { en: 'Past day', te: 'గడిచిన రోజు' } });
    expect(refused.statusCode).toBe(400);
    const closed = await call(officer, 'POST', '/office/closed-days', { date: slot.date, reason: { en: 'Annual inspection', te: 'వార్షిక తనిఖీ' } });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ open: false, closedReason: { en: 'Annual inspection' }, slots: [] });
    const token = await citizenToken('9440022014');
    const { id } = await submittedApplication(token, '172');
    const booking = await call(token, 'PUT', `/applications/${id}/slot`, slot);
    expect(booking.statusCode).toBe(400);
    const citizenTry = await call(token, 'POST', '/office/closed-days', { date: slot.date, reason: { en: 'Not mine', te: 'నాది కాదు' } });
    expect(citizenTry.statusCode).toBe(401);
  });

  it("gives the slots of an office's own counter settings, and refuses a time outside them", async () => {
    const settings = { opens: '09:00', closes: '11:00', slotMinutes: 15, slotsPerDay: 3 };
    const set = await call(officer, 'PUT', '/office/slot-settings', settings);
    expect(set.statusCode, set.body).toBe(200);
    expect((await context.app.inject({ method: 'GET', url: `${API}/offices/${office}/slot-settings` })).json()).toEqual(settings);
    const slot = await freeSlot();
    const day = (await context.app.inject({ method: 'GET', url: `${API}/offices/${office}/slots?date=${slot.date}` })).json();
    expect(day.slots.map((entry: { time: string }) => entry.time)).toEqual(['09:00', '09:15', '09:30']);
    const token = await citizenToken('9440022015');
    const { id } = await submittedApplication(token, '173');
    expect((await call(token, 'PUT', `/applications/${id}/slot`, { date: slot.date, time: '10:30' })).statusCode).toBe(400);
    expect((await call(token, 'PUT', `/applications/${id}/slot`, { date: slot.date, time: '09:15' })).statusCode).toBe(200);
    const backwards = await call(officer, 'PUT', '/office/slot-settings', { ...settings, opens: '12:00' });
    expect(backwards.json().error.details[0].field).toBe('body.closes');
    expect((await call(token, 'PUT', '/office/slot-settings', settings)).statusCode).toBe(401);
    // The department's defaults again, for the rest of the file.
    await call(officer, 'PUT', '/office/slot-settings', { opens: '10:30', closes: '17:00', slotMinutes: 10, slotsPerDay: null });
  });
});

describe('slots under concurrent booking', () => {
  it('gives a slot to exactly one of 200 applications asking at once', async () => {
    const db = context.database.db;
    const ids = Array.from({ length: 200 }, (_, index) => `APP-2099-${String(index + 1).padStart(6, '0')}`);
    await db.insert(applications).values(ids.map((id) => ({ id, guestSecretHash: '0', status: 'submitted', sroCode: office, getStarted: start })));
    const results = await Promise.allSettled(
      ids.map((applicationId) =>
        db.transaction((tx) =>
          takeSlot(tx, { sroCode: office, slotDate: '2099-01-05', slotTime: '10:30', applicationId, status: 'held', heldUntil: new Date(Date.now() + 60_000) }, new Date()),
        ),
      ),
    );
    const winners = results.filter((result) => result.status === 'fulfilled' && result.value !== undefined);
    expect(winners).toHaveLength(1);
    const live = await db.select().from(slotBookings).where(and(eq(slotBookings.slotDate, '2099-01-05'), eq(slotBookings.slotTime, '10:30')));
    expect(live.filter((row) => row.status !== 'released')).toHaveLength(1);
  });
});
