import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OFFICE, type CertifiedCopyRequestInput } from '@igrs/domain';
import { auditLog, certifiedCopyRequests, villages } from '../../db/schema.ts';
import { TEST_SECRETS } from '../../test/databases.ts';
import { createTestContext, signIn, signInCitizen, signInNewAccount, type TestContext } from '../../test/harness.ts';
import { appointmentToday, paidEntry } from '../../test/registries.ts';
import { registerDocument, type RegisteredCitation } from '../register/index.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { FIXTURE_AADHAAR as AADHAAR, FIXTURE_PAN as PAN, FIXTURE_PHONE as PARTY_PHONE, saleDeedFixture } from '../../test/register-fixtures.ts';

const encryptionKey = Buffer.from(TEST_SECRETS.DATA_ENCRYPTION_KEY, 'base64');
const YEAR = 2025;
const APPLICANT_MOBILE = '9123456789';
/** Any of these in an answer or a PDF would be a leak. */
const SECRETS = [AADHAAR, PAN, PARTY_PHONE, APPLICANT_MOBILE];

let context: TestContext;
let sroToken: string;
let adminToken: string;
/** A second officer of the same office, for two officers acting at once. */
let colleagueToken: string;
let village: { code: string; sroCode: string };
let saleDeed: RegisteredCitation;

function requestFor(document: RegisteredCitation, overrides: Partial<CertifiedCopyRequestInput> = {}): CertifiedCopyRequestInput {
  return {
    sroCode: document.sroCode,
    bookNumber: 1,
    documentNumber: document.documentNumber,
    year: document.year,
    applicantName: 'Pallapothu Anjaneyulu',
    applicantMobile: APPLICANT_MOBILE,
    purpose: 'bank-loan',
    copies: 2,
    ...overrides,
  };
}

const auth = (token: string, language = 'en') => ({ authorization: `Bearer ${token}`, 'accept-language': language });

async function post(url: string, payload: unknown, token = sroToken, language = 'en') {
  return context.app.inject({ method: 'POST', url: `/igrsapi/v1${url}`, headers: auth(token, language), payload: payload as object });
}

async function get(url: string, token = sroToken) {
  return context.app.inject({ method: 'GET', url: `/igrsapi/v1${url}`, headers: auth(token) });
}

async function requestCount(): Promise<number> {
  const [row] = await context.database.db.select({ requests: count() }).from(certifiedCopyRequests);
  return row!.requests;
}

async function createRequest(overrides: Partial<CertifiedCopyRequestInput> = {}) {
  const response = await post('/certified-copies', requestFor(saleDeed, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; reference: string; status: string }>();
}

function expectNoSecrets(text: string) {
  for (const secret of SECRETS) expect(text).not.toContain(secret);
  expect(text).not.toMatch(/(?<!\d)\d{12}(?!\d)/);
}

beforeAll(async () => {
  context = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
  sroToken = (await signIn(context.app, 'demo_sro')).token;
  adminToken = (await signIn(context.app, 'demo_admin')).token;
  colleagueToken = (await signInNewAccount(context, 'sro_battiprolu_second', 'SRO', DEMO_OFFICE)).token;
  const [row] = await context.database.db.select({ code: villages.code }).from(villages).where(eq(villages.kind, 'rural')).limit(1);
  village = { code: row!.code, sroCode: DEMO_OFFICE };
  saleDeed = await registerDocument(context.database.db, encryptionKey, saleDeedFixture(village, { registeredOn: `${YEAR}-03-02` }));
});
afterAll(() => context.close());

describe('POST /certified-copies', () => {
  it('takes a request with a yearly reference, the fee of ₹320 a copy and the applicant’s mobile masked', async () => {
    const response = await post('/certified-copies', requestFor(saleDeed, { copies: 3 }));
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      reference: expect.stringMatching(/^CC\/\d{4}\/\d{6}$/),
      status: 'requested',
      applicantMobileMasked: 'XXXXXX6789',
      purpose: 'bank-loan',
      fee: { copies: 3, components: { registrationFeeRupees: 600, userChargesRupees: 300, stampDutyRupees: 60 }, totalRupees: 960 },
      record: 'document',
      sro: { code: DEMO_OFFICE },
      citation: saleDeed.citation,
      document: { id: saleDeed.id, bookNumber: 1, documentNumber: saleDeed.documentNumber, year: YEAR },
      marriage: null,
      requestedBy: 'demo_sro',
      lastActedBy: 'demo_sro',
      paidAt: null,
    });
    expectNoSecrets(response.body);
    const [stored] = await context.database.db.select().from(certifiedCopyRequests).where(eq(certifiedCopyRequests.id, body.id));
    expect(stored).toMatchObject({ feeRupees: 960, copies: 3, applicantPhoneLast4: '6789' });
    expect(stored!.applicantPhoneEncrypted).not.toContain(APPLICANT_MOBILE);
    const audits = await context.database.db.select().from(auditLog).where(eq(auditLog.event, 'certified-copy.requested'));
    expect(audits.at(-1)).toMatchObject({ loginId: 'demo_sro', details: { reference: body.reference, requestId: body.id } });
    expectNoSecrets(JSON.stringify(audits));
  });

  it('numbers the references of a year one after another', async () => {
    const first = await createRequest();
    const second = await createRequest({ applicantMobile: '' });
    const serial = (reference: string) => Number(reference.split('/')[2]);
    expect(first.reference.slice(0, 8)).toBe(second.reference.slice(0, 8));
    expect(serial(second.reference)).toBe(serial(first.reference) + 1);
  });

  it('answers 404 with a bilingual message for a document not in the register, or not in that book, and stores nothing', async () => {
    const before = await requestCount();
    const missing = await post('/certified-copies', requestFor(saleDeed, { documentNumber: saleDeed.documentNumber + 5000 }), sroToken, 'te');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({
      code: 'DOCUMENT_NOT_FOUND',
      message: expect.stringMatching(/[\u0C00-\u0C7F]/),
      details: [{ field: 'body.documentNumber', message: expect.stringMatching(/[\u0C00-\u0C7F]/) }],
    });
    const wrongBook = await post('/certified-copies', requestFor(saleDeed, { bookNumber: 4 }));
    expect(wrongBook.statusCode).toBe(404);
    expect(wrongBook.json().error.message).toBe('No registered document has this office, number and year.');
    expect(await requestCount()).toBe(before);
  });

  it('names every wrong field in the caller’s language and stores nothing', async () => {
    const before = await requestCount();
    const response = await post(
      '/certified-copies',
      { ...requestFor(saleDeed), applicantName: 'K', applicantMobile: '12345', copies: 9, purpose: 'gossip', year: 1950 },
      sroToken,
      'te',
    );
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    const fields = Object.fromEntries(error.details.map((detail: { field: string; message: string }) => [detail.field, detail.message]));
    expect(Object.keys(fields).sort()).toEqual(['body.applicantMobile', 'body.applicantName', 'body.copies', 'body.purpose', 'body.year']);
    for (const message of Object.values(fields)) expect(message).toMatch(/[\u0C00-\u0C7F]/);
    const english = await post('/certified-copies', { ...requestFor(saleDeed), copies: 0 });
    expect(english.json().error.details).toEqual([{ field: 'body.copies', message: 'Choose between 1 and 5 copies.' }]);
    expect(await requestCount()).toBe(before);
  });
});

describe('the request’s life: requested → paid → ready → delivered', () => {
  it('records each step with its time and officer, issues a verifiable copy and serves the very bytes issued', async () => {
    const created = await createRequest({ copies: 1 });

    const paid = await post(`/certified-copies/${created.id}/payment`, { mode: 'challan', reference: 'CH-2025/000781' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', paymentMode: 'challan', paymentReference: 'CH-2025/000781', lastActedBy: 'demo_sro', requestedBy: 'demo_sro' });
    expect(paid.json().paidAt).not.toBeNull();

    const early = await get(`/certified-copies/${created.id}/pdf`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('CERTIFIED_COPY_WRONG_STATUS');

    const ready = await post(`/certified-copies/${created.id}/ready`, { language: 'te' });
    expect(ready.statusCode, ready.body).toBe(200);
    const code: string = ready.json().certificateCode;
    expect(ready.json()).toMatchObject({ status: 'ready', lastActedBy: 'demo_sro', certificateCode: expect.stringMatching(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/) });

    const download = await get(`/certified-copies/${created.id}/pdf?lang=te`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain(created.reference.replaceAll('/', '-'));
    const bytes = download.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const verification = await context.app.inject({ method: 'GET', url: `/igrsapi/v1/certificates/${code}` });
    expect(verification.statusCode).toBe(200);
    expect(verification.json()).toMatchObject({
      status: 'genuine',
      kind: 'certified-copy',
      language: 'te',
      pdfSha256: createHash('sha256').update(bytes).digest('hex'),
      summary: { requestReference: created.reference, copies: 1, document: `${saleDeed.citation}, Book 1` },
    });
    const again = await get(`/certified-copies/${created.id}/pdf`);
    expect(Buffer.compare(again.rawPayload, bytes)).toBe(0);

    const text = pdfText(bytes);
    expect(text).toContain('ధృవీకృత నకలు');
    expect(text).toContain(saleDeed.citation);
    expect(text).toContain(created.reference);
    expect(text).toContain('XXXXXXXX2346');
    expect(text).toMatch(/₹ ?320/);
    expectNoSecrets(text);

    const delivered = await post(`/certified-copies/${created.id}/delivered`, {});
    expect(delivered.statusCode, delivered.body).toBe(200);
    const final = delivered.json();
    expect(final).toMatchObject({ status: 'delivered', lastActedBy: 'demo_sro' });
    const times = [final.requestedAt, final.paidAt, final.readyAt, final.deliveredAt].map((value: string) => Date.parse(value));
    expect(times.every((time, index) => index === 0 || time >= times[index - 1]!)).toBe(true);
    expect((await get(`/certified-copies/${created.id}/pdf`)).statusCode).toBe(200);

    const audits = await context.database.db.select().from(auditLog).where(eq(auditLog.event, 'certified-copy.status-changed'));
    const steps = audits.filter((entry) => entry.details.requestId === created.id).map((entry) => `${entry.details.from}>${entry.details.to}:${entry.loginId}`);
    expect(steps).toEqual(['requested>paid:demo_sro', 'paid>ready:demo_sro', 'ready>delivered:demo_sro']);
  });

  it('issues an English copy when English is chosen', async () => {
    const created = await createRequest();
    await post(`/certified-copies/${created.id}/payment`, { mode: 'cash' });
    const ready = await post(`/certified-copies/${created.id}/ready`, { language: 'en' });
    const text = pdfText((await get(`/certified-copies/${created.id}/pdf`)).rawPayload);
    expect(text).toContain('Certified Copy');
    expect(text).toContain(`Verification code: ${ready.json().certificateCode}`);
    expect(text).toContain('Irrigation canal');
    expectNoSecrets(text);
  });

  it('refuses a step out of order with 409 and changes nothing', async () => {
    const created = await createRequest();
    const before = await context.database.db.select().from(certifiedCopyRequests).where(eq(certifiedCopyRequests.id, created.id));
    for (const step of ['ready', 'delivered'] as const) {
      const response = await post(`/certified-copies/${created.id}/${step}`, step === 'ready' ? { language: 'en' } : {}, sroToken, 'te');
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({ code: 'CERTIFIED_COPY_WRONG_STATUS', message: expect.stringMatching(/[\u0C00-\u0C7F]/) });
    }
    await post(`/certified-copies/${created.id}/payment`, { mode: 'cash' });
    const twice = await post(`/certified-copies/${created.id}/payment`, { mode: 'online', reference: 'TXN12345678' });
    expect(twice.statusCode).toBe(409);
    const after = await context.database.db.select().from(certifiedCopyRequests).where(eq(certifiedCopyRequests.id, created.id));
    expect(after[0]).toMatchObject({ status: 'paid', paymentMode: 'cash', paymentReference: null, certificateCode: null, readyAt: null });
    expect(before[0]!.status).toBe('requested');
  });

  it('lets exactly one of two simultaneous payments through', async () => {
    const created = await createRequest();
    const answers = await Promise.all([
      post(`/certified-copies/${created.id}/payment`, { mode: 'challan', reference: 'CH-FIRST-01' }),
      post(`/certified-copies/${created.id}/payment`, { mode: 'online', reference: 'TXN-SECOND-02' }, colleagueToken),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json();
    const [stored] = await context.database.db.select().from(certifiedCopyRequests).where(eq(certifiedCopyRequests.id, created.id));
    expect(stored).toMatchObject({ status: 'paid', paymentReference: winner.paymentReference });
    const audits = await context.database.db.select().from(auditLog).where(eq(auditLog.event, 'certified-copy.status-changed'));
    expect(audits.filter((entry) => entry.details.requestId === created.id)).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous "ready" clicks issue a certificate', async () => {
    const created = await createRequest();
    await post(`/certified-copies/${created.id}/payment`, { mode: 'cash' });
    const answers = await Promise.all([post(`/certified-copies/${created.id}/ready`, { language: 'en' }), post(`/certified-copies/${created.id}/ready`, { language: 'te' })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const losingCode = answers.find((answer) => answer.statusCode === 409);
    expect(losingCode).toBeDefined();
    const [stored] = await context.database.db.select().from(certifiedCopyRequests).where(eq(certifiedCopyRequests.id, created.id));
    expect(stored!.certificateCode).toBe(answers.find((answer) => answer.statusCode === 200)!.json().certificateCode);
  });

  it('needs a challan number or transaction id except for cash', async () => {
    const created = await createRequest();
    const response = await post(`/certified-copies/${created.id}/payment`, { mode: 'online' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([{ field: 'body.reference', message: 'Enter the challan number or the transaction id of this payment.' }]);
    const [stored] = await context.database.db.select().from(certifiedCopyRequests).where(eq(certifiedCopyRequests.id, created.id));
    expect(stored!.status).toBe('requested');
  });

  it('answers 404 for a request that does not exist', async () => {
    expect((await post('/certified-copies/999999/payment', { mode: 'cash' })).statusCode).toBe(404);
    expect((await get('/certified-copies/999999')).statusCode).toBe(404);
  });
});

describe('GET /certified-copies', () => {
  it('lists the queue newest first with counts per status, filtered by status and office', async () => {
    const newest = await createRequest({ applicantName: 'Queue Newest' });
    const all = await get(`/certified-copies?sroCode=${saleDeed.sroCode}`);
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.requests[0]).toMatchObject({ id: newest.id, applicantName: 'Queue Newest', status: 'requested', sro: { code: saleDeed.sroCode } });
    const counted = Object.values(body.counts as Record<string, number>).reduce((sum, value) => sum + value, 0);
    expect(counted).toBe(body.total);
    expect(body.counts.requested).toBeGreaterThan(0);
    expect(body.counts.delivered).toBeGreaterThan(0);
    expectNoSecrets(all.body);

    const delivered = await get('/certified-copies?status=delivered');
    expect(delivered.json().requests.length).toBe(delivered.json().counts.delivered);
    expect(delivered.json().requests.every((request: { status: string }) => request.status === 'delivered')).toBe(true);

    const elsewhere = await get('/certified-copies?sroCode=101');
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().error).toMatchObject({ code: 'OUTSIDE_JURISDICTION', details: [{ field: 'querystring.sroCode' }] });
    const badFilter = await get('/certified-copies?status=lost');
    expect(badFilter.statusCode).toBe(400);
  });
});

describe('GET /certified-copies/:id', () => {
  it('shows the request with its document, Aadhaar and PAN masked', async () => {
    const created = await createRequest();
    const response = await get(`/certified-copies/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      request: { id: created.id, reference: created.reference },
      marriage: null,
      document: { id: saleDeed.id, citation: saleDeed.citation, parties: [{ aadhaarMasked: 'XXXXXXXX2346', panMasked: 'XXXXXX234F' }, { aadhaarMasked: null }] },
    });
    expectNoSecrets(response.body);
  });
});

describe('certified copies within the office and jurisdiction', () => {
  const step = (id: number, token: string) => post(`/certified-copies/${id}/payment`, { mode: 'cash' }, token);

  it('lets only the office\'s own staff take a request, record the fee, issue or deliver', async () => {
    const created = await createRequest();
    const neighbour = (await signInNewAccount(context, 'sro_chebrolu', 'SRO', '702')).token;
    const districtRegistrar = (await signIn(context.app, 'demo_dr')).token;
    const auditsBefore = (await context.database.db.select({ entries: count() }).from(auditLog))[0]!.entries;
    for (const token of [neighbour, districtRegistrar, adminToken]) {
      const refused = await step(created.id, token);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().error.code).toBe('NOT_OWN_OFFICE');
      expect((await post(`/certified-copies/${created.id}/ready`, { language: 'en' }, token)).statusCode).toBe(403);
      expect((await post(`/certified-copies/${created.id}/delivered`, {}, token)).statusCode).toBe(403);
    }
    const taken = await post('/certified-copies', requestFor(saleDeed), neighbour);
    expect(taken.statusCode).toBe(403);
    expect(taken.json().error).toMatchObject({ code: 'NOT_OWN_OFFICE', details: [{ field: 'body.sroCode' }] });
    expect((await get(`/certified-copies/${created.id}`)).json().request.status).toBe('requested');
    expect((await context.database.db.select({ entries: count() }).from(auditLog))[0]!.entries).toBe(auditsBefore);

    expect((await get(`/certified-copies/${created.id}`, districtRegistrar)).statusCode).toBe(200);
    const outside = await get(`/certified-copies/${created.id}`, neighbour);
    expect(outside.statusCode).toBe(403);
    expect(outside.json().error.code).toBe('OUTSIDE_JURISDICTION');
  });

  it('gives each caller the queue of its own jurisdiction', async () => {
    const created = await createRequest({ applicantName: 'Queue Of Battiprolu' });
    const neighbour = (await signIn(context.app, 'sro_chebrolu', 'harbour signal amber')).token;
    const otherDistrict = (await signInNewAccount(context, 'dr_krishna', 'DR', '06')).token;
    const ids = async (token: string) => {
      const queue = await get('/certified-copies', token);
      expect(queue.statusCode, queue.body).toBe(200);
      return queue.json().requests.map((request: { id: number }) => request.id);
    };
    expect(await ids(sroToken)).toContain(created.id);
    expect(await ids(await signIn(context.app, 'demo_dr').then((session) => session.token))).toContain(created.id);
    expect(await ids(adminToken)).toContain(created.id);
    expect(await ids(neighbour)).not.toContain(created.id);
    expect(await ids(otherDistrict)).toEqual([]);
    expect((await get(`/certified-copies?sroCode=${DEMO_OFFICE}`, otherDistrict)).statusCode).toBe(403);
  });

  it('lets an outside agency request from any office and read only its own requests, never record a fee, issue or deliver', async () => {
    const incomeTax = (await signIn(context.app, 'demo_incometax')).token;
    const own = await post('/certified-copies', requestFor(saleDeed, { applicantName: 'Income Tax Officer, Ward 2' }), incomeTax);
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json()).toMatchObject({ requestedBy: 'demo_incometax' });
    const staffRequest = await createRequest();

    const queue = (await get('/certified-copies', incomeTax)).json();
    expect(queue.requests.map((request: { id: number }) => request.id)).toEqual([own.json().id]);
    expect(queue.total).toBe(1);
    expect((await get(`/certified-copies/${own.json().id}`, incomeTax)).statusCode).toBe(200);
    const others = await get(`/certified-copies/${staffRequest.id}`, incomeTax);
    expect(others.statusCode).toBe(403);
    expect(others.json().error.code).toBe('NOT_OWN_REQUEST');
    expect((await get(`/certified-copies/${staffRequest.id}/pdf`, incomeTax)).statusCode).toBe(403);

    const payment = await step(own.json().id, incomeTax);
    expect(payment.statusCode).toBe(403);
    expect(payment.json().error.code).toBe('READ_ONLY_ACCOUNT');
    expect((await post(`/certified-copies/${own.json().id}/ready`, { language: 'en' }, incomeTax)).json().error.code).toBe('READ_ONLY_ACCOUNT');
    expect((await post(`/certified-copies/${own.json().id}/delivered`, {}, incomeTax)).json().error.code).toBe('READ_ONLY_ACCOUNT');
    expect((await step(own.json().id, sroToken)).statusCode).toBe(200);
  });
});

describe('certified copies of marriage records', () => {
  /** A Hindu marriage taken from the couple's application to registration at the office. */
  async function registeredHinduMarriage(): Promise<string> {
    const citizen = await signInCitizen(context, '9849012345');
    const entryId = await paidEntry(context, citizen, 'hindu-marriage', DEMO_OFFICE);
    await appointmentToday(context, citizen, entryId, DEMO_OFFICE);
    const registered = await post(`/registries/office/hindu-marriage/${entryId}/decision`, { decision: 'register', appeared: true });
    expect(registered.statusCode, registered.body).toBe(200);
    return registered.json<{ registrationNumber: string }>().registrationNumber;
  }

  it('copies a registered marriage by its number, through the same fee, steps and verification as a document', async () => {
    const number = await registeredHinduMarriage();
    const marriageRequest = { record: 'marriage', sroCode: DEMO_OFFICE, registrationNumber: number.toLowerCase(), applicantName: 'Nallapati Sirisha', purpose: 'government-department', copies: 1 };
    const created = await post('/certified-copies', marriageRequest);
    expect(created.statusCode, created.body).toBe(201);
    const summary = created.json<{ id: number }>();
    expect(summary).toMatchObject({ record: 'marriage', citation: number, document: null, marriage: { kind: 'hindu-marriage', registrationNumber: number }, fee: { totalRupees: 320 } });

    const details = (await get(`/certified-copies/${summary.id}`)).json();
    expect(details).toMatchObject({ document: null, marriage: { registrationNumber: number, name: 'Nallapati Sirisha & Vemuri Karthik', particulars: { bride: { name: 'Nallapati Sirisha' } } } });

    expect((await post(`/certified-copies/${summary.id}/payment`, { mode: 'cash' })).statusCode).toBe(200);
    const ready = await post(`/certified-copies/${summary.id}/ready`, { language: 'te' });
    expect(ready.statusCode, ready.body).toBe(200);
    const text = pdfText((await get(`/certified-copies/${summary.id}/pdf`)).rawPayload);
    expect(text).toContain(number);
    // The text layer splits Telugu conjuncts; the act's name reads whole.
    expect(text).toContain('హిందూ వివాహ చట');
    expect(text).toContain('Nallapati Sirisha');
    const code = ready.json<{ certificateCode: string }>().certificateCode;
    const verified = await context.app.inject({ method: 'GET', url: `/igrsapi/v1/certificates/${code}` });
    expect(verified.json()).toMatchObject({ status: 'genuine', kind: 'certified-copy', summary: { marriage: number, sroCode: DEMO_OFFICE } });

    // The office's queue shows it beside the documents' requests.
    const queue = (await get('/certified-copies')).json<{ requests: { id: number; citation: string }[] }>();
    expect(queue.requests.find((request) => request.id === summary.id)?.citation).toBe(number);
  });

  it('refuses a number not registered at the office, or not in the marriage registers\' form, and stores nothing', async () => {
    const before = await requestCount();
    const base = { record: 'marriage', sroCode: DEMO_OFFICE, applicantName: 'Vemuri Karthik', purpose: 'other', copies: 1 };
    const unknown = await post('/certified-copies', { ...base, registrationNumber: 'HMR/07/2019/999999' }, sroToken, 'te');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({ code: 'MARRIAGE_NOT_FOUND', details: [{ field: 'body.registrationNumber', message: expect.stringMatching(/[\u0C00-\u0C7F]/) }] });
    const malformed = await post('/certified-copies', { ...base, registrationNumber: 'FIRM/07/2026/000001' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details.map((detail: { field: string }) => detail.field)).toEqual(['body.registrationNumber']);
    const missing = await post('/certified-copies', base);
    expect(missing.json().error.details.map((detail: { field: string }) => detail.field)).toEqual(['body.registrationNumber']);
    // Another office's marriage is not in this office's register.
    const number = await registeredHinduMarriage();
    const incomeTax = (await signIn(context.app, 'demo_incometax')).token;
    const elsewhere = await post('/certified-copies', { ...base, sroCode: '702', registrationNumber: number }, incomeTax);
    expect(elsewhere.json().error.code).toBe('MARRIAGE_NOT_FOUND');
    expect(await requestCount()).toBe(before);
  });
});

describe('who may use certified copies', () => {
  it('refuses an agency and anonymous callers', async () => {
    const agency = (await signIn(context.app, 'demo_agency')).token;
    expect((await get('/certified-copies', agency)).statusCode).toBe(403);
    expect((await context.app.inject({ method: 'GET', url: '/igrsapi/v1/certified-copies' })).statusCode).toBe(401);
  });
});
