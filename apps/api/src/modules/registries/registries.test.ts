import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, toYearMonthDay, type RegistryEntryView } from '@igrs/domain';
import { auditLog, registryEntries } from '../../db/schema.ts';
import { TEST_CAPTCHA_ANSWER, createTestContext, signIn, signInCitizen, signInNewAccount, type TestContext } from '../../test/harness.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { PLAIN_PDF, appointmentDayArrives, appointmentToday, paidEntry, uploadPaper, validParticulars } from '../../test/registries.ts';

let context: TestContext;
let citizen: string;
let sro: string;
let dr: string;
const API = '/igrsapi/v1';
const OFFICE = '701';

beforeAll(async () => {
  context = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
  citizen = await signInCitizen(context, '9440011223');
  sro = (await signIn(context.app, 'demo_sro')).token;
  dr = (await signIn(context.app, 'demo_dr')).token;
});
afterAll(() => context.close());

const call = (token: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  context.app.inject({ method, url: `${API}${url}`, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}), ...(payload ? { payload } : {}) });

/** The first free slot at the office from a day on. */
async function freeSlot(from: string): Promise<{ date: string; time: string }> {
  for (let ahead = 0; ahead < 20; ahead += 1) {
    const date = addDays(from, ahead);
    const day = (await call(null, 'GET', `/offices/${OFFICE}/slots?date=${date}`)).json<{ slots: { time: string; free: boolean }[] }>();
    const slot = day.slots.find((entry) => entry.free);
    if (slot) return { date, time: slot.time };
  }
  throw new Error('No free slot');
}

const fieldsOf = (response: { json: () => unknown }) => (response.json() as { error: { details?: { field: string; message: string }[] } }).error.details?.map((detail) => detail.field) ?? [];

/** Moves an entry's notice back by days, as if it had been published then. */
const publishedDaysAgo = (entryId: string, days: number) =>
  context.database.db.update(registryEntries).set({ noticePublishedOn: addDays(toYearMonthDay(new Date()), -days) }).where(eq(registryEntries.id, entryId));

describe('Hindu marriage', () => {
  it('refuses a bride under 18 or a bridegroom under 21 on the day of the marriage, and a marriage after today, each by its field', async () => {
    const started = await call(citizen, 'POST', '/registries', { kind: 'hindu-marriage', sroCode: OFFICE });
    expect(started.statusCode, started.body).toBe(201);
    const entry = started.json<RegistryEntryView>();
    expect(entry).toMatchObject({ status: 'draft', feeRupees: 500, kind: 'hindu-marriage' });
    const valid = validParticulars('hindu-marriage') as { bride: object; groom: object; marriage: { marriageDate: string }; witnesses: object[] };
    const today = toYearMonthDay(new Date());
    const young = {
      ...valid,
      bride: { ...valid.bride, dateOfBirth: addDays(today, -17 * 366) },
      groom: { ...valid.groom, dateOfBirth: addDays(today, -20 * 366) },
      marriage: { ...valid.marriage, marriageDate: addDays(today, 3) },
    };
    const refused = await call(citizen, 'PUT', `/registries/${entry.entryId}/particulars`, young);
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused).sort()).toEqual(['body.bride.dateOfBirth', 'body.groom.dateOfBirth', 'body.marriage.marriageDate']);
    const telugu = await context.app.inject({ method: 'PUT', url: `${API}/registries/${entry.entryId}/particulars`, headers: { authorization: `Bearer ${citizen}`, 'accept-language': 'te' }, payload: young });
    expect(telugu.body).toContain('వధువుకు కనీసం 18');
    // Two witnesses where the law asks for three.
    const short = await call(citizen, 'PUT', `/registries/${entry.entryId}/particulars`, { ...valid, witnesses: valid.witnesses.slice(0, 2) });
    expect(fieldsOf(short)).toEqual(['body.witnesses']);
    expect((await call(citizen, 'GET', `/registries/${entry.entryId}`)).json<RegistryEntryView>().particulars).toBeNull();
  });

  it('runs from the application to a registered marriage with its number, certificate and every step recorded', async () => {
    const entryId = await paidEntry(context, citizen, 'hindu-marriage', OFFICE);
    const paid = (await call(citizen, 'GET', `/registries/${entryId}`)).json<RegistryEntryView>();
    expect(paid).toMatchObject({ status: 'with-registrar', paidRupees: 500, name: 'Nallapati Sirisha & Vemuri Karthik' });

    // The office's list shows it; another office's Sub-Registrar may not decide it; nor may it be registered without the appearance.
    const listed = await call(sro, 'GET', '/registries/office/hindu-marriage');
    expect(listed.json<{ entries: RegistryEntryView[] }>().entries.map((entry) => entry.entryId)).toContain(entryId);
    const stranger = (await signInNewAccount(context, 'sro_of_tenali', 'SRO', '702')).token;
    const refused = await call(stranger, 'POST', `/registries/office/hindu-marriage/${entryId}/decision`, { decision: 'register', appeared: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('NOT_OWN_OFFICE');
    // The couple's appointment: a slot the office gives, to them alone.
    const slot = await freeSlot(addDays(toYearMonthDay(new Date()), 1));
    const booked = await call(citizen, 'POST', `/registries/${entryId}/appointment`, slot);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json<RegistryEntryView>().appointment).toEqual(slot);
    const rival = await paidEntry(context, citizen, 'hindu-marriage', OFFICE);
    expect((await call(citizen, 'POST', `/registries/${rival}/appointment`, slot)).json().error.code).toBe('SLOT_TAKEN');
    // Not before the appointment's day, and not at all without an appointment.
    const beforeTheDay = await call(sro, 'POST', `/registries/office/hindu-marriage/${entryId}/decision`, { decision: 'register', appeared: true });
    expect({ status: beforeTheDay.statusCode, code: beforeTheDay.json().error.code }).toEqual({ status: 409, code: 'NOT_THE_SLOT_DAY' });
    const withoutAppointment = await context.app.inject({ method: 'POST', url: `${API}/registries/office/hindu-marriage/${rival}/decision`, headers: { authorization: `Bearer ${sro}`, 'accept-language': 'te' }, payload: { decision: 'register', appeared: true } });
    expect(withoutAppointment.json().error.code).toBe('NOT_THE_SLOT_DAY');
    expect(withoutAppointment.json().error.message).toMatch(/[\u0C00-\u0C7F]/);
    expect((await call(citizen, 'GET', `/registries/${rival}`)).json<RegistryEntryView>().status).toBe('with-registrar');
    await appointmentDayArrives(context, entryId);
    const noAppearance = await call(sro, 'POST', `/registries/office/hindu-marriage/${entryId}/decision`, { decision: 'register' });
    expect(noAppearance.json().error.code).toBe('APPEARANCE_NOT_RECORDED');

    // Returned, corrected and submitted again: the fee paid carries over.
    const returned = await call(sro, 'POST', `/registries/office/hindu-marriage/${entryId}/decision`, { decision: 'return', remarks: "The bride's father's name differs from the proof" });
    expect(returned.json<RegistryEntryView>().status).toBe('returned');
    const corrected = validParticulars('hindu-marriage') as { bride: object };
    expect((await call(citizen, 'PUT', `/registries/${entryId}/particulars`, { ...corrected, bride: { ...corrected.bride, fatherName: 'Nallapati Venkata Subba Rao' } })).statusCode).toBe(200);
    expect((await call(citizen, 'POST', `/registries/${entryId}/submission`)).json<RegistryEntryView>().status).toBe('with-registrar');

    const registered = await call(sro, 'POST', `/registries/office/hindu-marriage/${entryId}/decision`, { decision: 'register', appeared: true, remarks: 'Photographs and proofs seen' });
    expect(registered.statusCode, registered.body).toBe(200);
    const view = registered.json<RegistryEntryView>();
    expect(view.registrationNumber).toMatch(new RegExp(`^HMR/07/${new Date().getFullYear()}/\\d{6}$`));
    expect(view.events.map((event) => event.step)).toEqual(['started', ...Array(4).fill('document-uploaded'), 'particulars-saved', 'submitted', 'fee-paid', 'with-registrar', 'appointment-booked', 'returned', 'particulars-saved', 'submitted', 'with-registrar', 'registered']);
    expect(view.events.at(-1)).toMatchObject({ by: 'demo_sro' });
    expect(view.events.at(-1)!.remarks).toContain('Both parties and three witnesses appeared');
    expect((await call(sro, 'POST', `/registries/office/hindu-marriage/${entryId}/decision`, { decision: 'register', appeared: true })).statusCode).toBe(409);
    const audit = await context.database.db.select().from(auditLog).where(eq(auditLog.event, 'registry.decided'));
    expect(audit.filter((row) => (row.details as { entryId: string }).entryId === entryId)).toHaveLength(2);

    // The certificate, in Telugu, verifies by its code.
    const certificate = await context.app.inject({ method: 'GET', url: `${API}/registries/${entryId}/certificate?language=te`, headers: { authorization: `Bearer ${citizen}` } });
    expect(certificate.statusCode).toBe(200);
    expect(certificate.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(certificate.rawPayload);
    expect(text).toContain(view.registrationNumber!);
    expect(text).toContain('హిందూ వివాహ ధృవీకరణ పత్రం');
    const code = /([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(text)?.[1];
    expect(code).toBeDefined();
    const verified = await call(null, 'GET', `/certificates/${code}`);
    expect(verified.json()).toMatchObject({ status: 'genuine', kind: 'registration-certificate', summary: { registrationNumber: view.registrationNumber } });

    // The applicant was told at each step.
    const outbox = (await call(null, 'GET', '/notifications/outbox')).json<{ messages: { text: string }[] }>().messages.map((message) => message.text);
    expect(outbox.some((message) => message.includes(`${entryId} is registered as ${view.registrationNumber}`))).toBe(true);
    expect(outbox.some((message) => message.includes(`returned ${entryId} for correction`))).toBe(true);
  });

  it("keeps one citizen's entries from another and from a guest", async () => {
    const entryId = await paidEntry(context, citizen, 'hindu-marriage', OFFICE);
    const other = await signInCitizen(context, '9440011224');
    expect((await call(other, 'GET', `/registries/${entryId}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', '/registries')).json().entries).toEqual([]);
    expect((await call(null, 'GET', `/registries/${entryId}`)).statusCode).toBe(401);
  });
});

describe('papers uploaded with an application', () => {
  it('are checked by their bytes, required before submission, and given back to the applicant and the office only', async () => {
    const started = (await call(citizen, 'POST', '/registries', { kind: 'society', sroCode: OFFICE })).json<RegistryEntryView>();
    await call(citizen, 'PUT', `/registries/${started.entryId}/particulars`, validParticulars('society'));
    const missing = await call(citizen, 'POST', `/registries/${started.entryId}/submission`);
    expect(fieldsOf(missing).sort()).toEqual(['body.documents.bye-laws', 'body.documents.memorandum']);

    expect((await uploadPaper(context, citizen, started.entryId, 'memorandum', Buffer.from('MZ not a pdf'), 'memo.exe')).statusCode).toBe(415);
    const active = Buffer.from('%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF', 'latin1');
    expect(fieldsOf(await uploadPaper(context, citizen, started.entryId, 'memorandum', active))).toEqual(['body.file']);
    expect(fieldsOf(await uploadPaper(context, citizen, started.entryId, 'partnership-deed'))).toEqual(['body.kind']);
    const memorandum = await uploadPaper(context, citizen, started.entryId, 'memorandum', PLAIN_PDF, 'memorandum of association.pdf');
    expect(memorandum.statusCode, memorandum.body).toBe(201);
    await uploadPaper(context, citizen, started.entryId, 'bye-laws');
    const view = (await call(citizen, 'GET', `/registries/${started.entryId}`)).json<RegistryEntryView>();
    expect(view.documents.map((document) => [document.kind, document.fileName, document.contentType])).toEqual([
      ['memorandum', 'memorandum of association.pdf', 'application/pdf'],
      ['bye-laws', 'bye-laws.pdf', 'application/pdf'],
    ]);
    expect((await call(citizen, 'POST', `/registries/${started.entryId}/submission`)).statusCode).toBe(200);
    // Submitted, the papers stay as they are.
    expect((await call(citizen, 'DELETE', `/registries/${started.entryId}/documents/${view.documents[0]!.documentId}`)).statusCode).toBe(409);

    const paper = `/registries/office/society/${started.entryId}/documents/${view.documents[0]!.documentId}`;
    const own = await call(dr, 'GET', paper);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toContain('attachment');
    expect(own.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const otherDr = (await signInNewAccount(context, 'dr_of_prakasam', 'DR', '08')).token;
    expect((await call(otherDr, 'GET', paper)).statusCode).toBe(403);
    const stranger = await signInCitizen(context, '9440011299');
    expect((await call(stranger, 'GET', `/registries/${started.entryId}/documents/${view.documents[0]!.documentId}`)).statusCode).toBe(404);
  });
});

describe('Special marriage', () => {
  it('publishes the notice on payment, hears objections, and solemnises only between the 30th day and three months', async () => {
    const entryId = await paidEntry(context, citizen, 'special-marriage', OFFICE);
    const view = (await call(citizen, 'GET', `/registries/${entryId}`)).json<RegistryEntryView>();
    const today = toYearMonthDay(new Date());
    expect(view.status).toBe('notice-published');
    expect(view.notice).toEqual({ publishedOn: today, objectionsUntil: addDays(today, 30), lapsesOn: addDays(today, 90) });

    // The public list names the couple and the office, never an address.
    const notices = await call(null, 'GET', '/registries/notices');
    const listed = notices.json<{ notices: Record<string, string>[] }>().notices.find((notice) => notice.entryId === entryId);
    expect(listed).toEqual({ entryId, brideName: 'Mohammed Ayesha', groomName: 'Tadikonda Pavan', sroCode: OFFICE, publishedOn: today, objectionsUntil: addDays(today, 30) });
    expect(notices.body).not.toContain('Station Road');

    const tooSoon = await call(citizen, 'POST', `/registries/${entryId}/appointment`, await freeSlot(addDays(today, 1)));
    expect(fieldsOf(tooSoon)).toEqual(['body.date']);
    const early = await call(sro, 'POST', `/registries/office/special-marriage/${entryId}/decision`, { decision: 'register', appeared: true });
    expect(early.json().error.code).toBe('NOTICE_PERIOD_RUNNING');

    // An objection, filed by anyone with a captcha; a captcha works once.
    const captcha = (await call(null, 'GET', '/captcha')).json().captchaId;
    const objection = { objectorName: 'Tadikonda Ramarao', objectorAddress: 'Door 1-1, Tenali', grounds: 'The bridegroom is already married to another woman.', captchaId: captcha, captchaText: TEST_CAPTCHA_ANSWER };
    const filed = await call(null, 'POST', `/registries/notices/${entryId}/objections`, objection);
    expect(filed.statusCode, filed.body).toBe(201);
    expect((await call(null, 'POST', `/registries/notices/${entryId}/objections`, objection)).json().error.code).toBe('CAPTCHA_FAILED');
    // A captcha id that names no captcha is refused as input (400), never a server error.
    for (const captchaId of ['x', '123', 'ZZZZZZZZ-0000-0000-0000-000000000000']) {
      const refused = await call(null, 'POST', `/registries/notices/${entryId}/objections`, { ...objection, captchaId });
      expect(refused.statusCode, captchaId).toBe(400);
      expect(fieldsOf(refused)).toEqual(['body.captchaId']);
    }

    await publishedDaysAgo(entryId, 31);
    expect((await call(sro, 'POST', `/registries/office/special-marriage/${entryId}/decision`, { decision: 'register', appeared: true })).json().error.code).toBe('OBJECTION_PENDING');
    const objectionId = filed.json().objectionId;
    const dismissed = await call(sro, 'POST', `/registries/office/special-marriage/${entryId}/objections/${objectionId}/decision`, { decision: 'dismiss', remarks: 'The earlier marriage was dissolved by decree; the decree was produced.' });
    expect(dismissed.json<RegistryEntryView>().objections[0]).toMatchObject({ status: 'dismissed', decidedBy: 'demo_sro' });
    expect((await call(sro, 'POST', `/registries/office/special-marriage/${entryId}/decision`, { decision: 'register', appeared: true })).json().error.code).toBe('NOT_THE_SLOT_DAY');
    await appointmentToday(context, citizen, entryId, OFFICE);
    const registered = await call(sro, 'POST', `/registries/office/special-marriage/${entryId}/decision`, { decision: 'register', appeared: true });
    expect(registered.json<RegistryEntryView>().registrationNumber).toMatch(/^SMR\/07\//);
  });

  it('refuses the marriage when an objection is upheld, and lets a notice three months old lapse', async () => {
    const upheld = await paidEntry(context, citizen, 'special-marriage', OFFICE);
    const captcha = (await call(null, 'GET', '/captcha')).json().captchaId;
    const filed = await call(null, 'POST', `/registries/notices/${upheld}/objections`, { objectorName: 'A Relative', objectorAddress: 'Door 9, Guntur', grounds: 'The parties are within the degrees of prohibited relationship.', captchaId: captcha, captchaText: TEST_CAPTCHA_ANSWER });
    const decided = await call(sro, 'POST', `/registries/office/special-marriage/${upheld}/objections/${filed.json().objectionId}/decision`, { decision: 'uphold', remarks: 'The relationship is proved by the records produced.' });
    expect(decided.json<RegistryEntryView>().status).toBe('refused');

    const lapsed = await paidEntry(context, citizen, 'special-marriage', OFFICE);
    await publishedDaysAgo(lapsed, 91);
    expect((await call(sro, 'POST', `/registries/office/special-marriage/${lapsed}/decision`, { decision: 'register', appeared: true })).json().error.code).toBe('NOTICE_LAPSED');
  });

  it('refuses a notice when neither party has lived 30 days in the district', async () => {
    const started = (await call(citizen, 'POST', '/registries', { kind: 'special-marriage', sroCode: OFFICE })).json<RegistryEntryView>();
    const valid = validParticulars('special-marriage') as { residence: object };
    const refused = await call(citizen, 'PUT', `/registries/${started.entryId}/particulars`, { ...valid, residence: { ...valid.residence, since: addDays(toYearMonthDay(new Date()), -10) } });
    expect(fieldsOf(refused)).toEqual(['body.residence.since']);
  });
});

describe('Firms and societies', () => {
  it("are decided by the District Registrar of the office's district, not the office, and are then found by the public search", async () => {
    const firm = await paidEntry(context, citizen, 'firm', OFFICE, 'Sri Lakshmi Traders');
    const bySro = await call(sro, 'POST', `/registries/office/firm/${firm}/decision`, { decision: 'register' });
    expect(bySro.statusCode).toBe(403);
    const otherDr = (await signInNewAccount(context, 'dr_of_krishna', 'DR', '06')).token;
    expect((await call(otherDr, 'POST', `/registries/office/firm/${firm}/decision`, { decision: 'register' })).json().error.code).toBe('OUTSIDE_JURISDICTION');
    expect((await call(otherDr, 'GET', '/registries/office/firm')).json().entries.map((entry: RegistryEntryView) => entry.entryId)).not.toContain(firm);
    const registered = await call(dr, 'POST', `/registries/office/firm/${firm}/decision`, { decision: 'register' });
    expect(registered.statusCode, registered.body).toBe(200);
    const number = registered.json<RegistryEntryView>().registrationNumber;
    expect(number).toMatch(/^FIRM\/07\//);

    const found = await call(null, 'GET', '/registries/search?kind=firm&name=lakshmi%20trad');
    expect(found.json().results).toContainEqual({ registrationNumber: number, kind: 'firm', name: 'Sri Lakshmi Traders', place: 'Main Road, Battiprolu', sroCode: OFFICE, registeredOn: toYearMonthDay(new Date()), status: 'registered', filings: [] });
    expect((await call(null, 'GET', '/registries/search?kind=society&name=lakshmi')).json().results).toEqual([]);
  });

  it('refuses a second firm of the same name in the district, whatever its case or spacing, but not in another district', async () => {
    const first = await paidEntry(context, citizen, 'firm', OFFICE, 'Sri Venkata Rice Mill');
    const other = (await call(citizen, 'POST', '/registries', { kind: 'firm', sroCode: '702' })).json<RegistryEntryView>();
    const valid = validParticulars('firm', 'SRI  VENKATA rice-mill.');
    await call(citizen, 'PUT', `/registries/${other.entryId}/particulars`, valid);
    await uploadPaper(context, citizen, other.entryId, 'partnership-deed');
    const refused = await call(citizen, 'POST', `/registries/${other.entryId}/submission`);
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toEqual(['body.firm.name']);
    expect(refused.body).toContain('already registered, or waiting to be, in this district');
    const elsewhere = (await call(citizen, 'POST', '/registries', { kind: 'firm', sroCode: '601' })).json<RegistryEntryView>();
    await call(citizen, 'PUT', `/registries/${elsewhere.entryId}/particulars`, valid);
    await uploadPaper(context, citizen, elsewhere.entryId, 'partnership-deed');
    expect((await call(citizen, 'POST', `/registries/${elsewhere.entryId}/submission`)).statusCode).toBe(200);
    expect((await call(dr, 'POST', `/registries/office/firm/${first}/decision`, { decision: 'return', remarks: 'Name clash to be resolved' })).statusCode).toBe(200);
  });

  it('takes later filings from a partner only, and the accepted ones change the register and the public search', async () => {
    const firm = await paidEntry(context, citizen, 'firm', OFFICE, 'Sri Durga Agencies');
    const number = (await call(dr, 'POST', `/registries/office/firm/${firm}/decision`, { decision: 'register' })).json<RegistryEntryView>().registrationNumber;
    const today = toYearMonthDay(new Date());
    const filing = (filedBy: string) => ({
      filingKind: 'partners-changed',
      particulars: {
        filing: { filedBy, effectiveOn: today },
        partners: [
          { name: 'Alapati Srinivas', address: 'Main Road, Battiprolu', joinedOn: addDays(today, -30) },
          { name: 'Alapati Padmavathi', address: 'Main Road, Battiprolu', joinedOn: addDays(today, -30) },
          { name: 'Alapati Ravi Teja', address: 'Main Road, Battiprolu', joinedOn: today },
        ],
      },
    });
    const stranger = await call(citizen, 'POST', `/registries/${firm}/filings`, filing('Someone Else'));
    expect(stranger.statusCode).toBe(400);
    expect(fieldsOf(stranger)).toEqual(['body.particulars.filing.filedBy']);
    const filed = await call(citizen, 'POST', `/registries/${firm}/filings`, filing('alapati  srinivas'));
    expect(filed.statusCode, filed.body).toBe(201);
    const filingId = filed.json<RegistryEntryView>().filings[0]!.filingId;
    expect((await call(sro, 'POST', `/registries/office/firm/${firm}/filings/${filingId}/decision`, { decision: 'accept' })).json().error.code).toBe('NOT_THE_REGISTRAR');
    const accepted = await call(dr, 'POST', `/registries/office/firm/${firm}/filings/${filingId}/decision`, { decision: 'accept' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((accepted.json<RegistryEntryView>().particulars!.partners as object[]).length).toBe(3);
    expect((await call(dr, 'POST', `/registries/office/firm/${firm}/filings/${filingId}/decision`, { decision: 'accept' })).json().error.code).toBe('FILING_DECIDED');

    // Dissolution ends the firm; nothing more is filed on it.
    const dissolution = await call(citizen, 'POST', `/registries/${firm}/filings`, { filingKind: 'dissolved', particulars: { filing: { filedBy: 'Alapati Ravi Teja', effectiveOn: today } } });
    const dissolutionId = dissolution.json<RegistryEntryView>().filings[1]!.filingId;
    expect((await call(dr, 'POST', `/registries/office/firm/${firm}/filings/${dissolutionId}/decision`, { decision: 'accept', remarks: 'Deed of dissolution seen' })).json<RegistryEntryView>().status).toBe('dissolved');
    expect((await call(citizen, 'POST', `/registries/${firm}/filings`, filing('Alapati Srinivas'))).statusCode).toBe(409);

    const found = (await call(null, 'GET', '/registries/search?kind=firm&name=durga')).json<{ results: { registrationNumber: string; status: string; filings: { filingKind: string }[] }[] }>().results;
    expect(found).toEqual([expect.objectContaining({ registrationNumber: number, status: 'dissolved', filings: [expect.objectContaining({ filingKind: 'partners-changed' }), expect.objectContaining({ filingKind: 'dissolved' })] })]);
  });

  it('asks a society for seven members of its governing body', async () => {
    const started = (await call(citizen, 'POST', '/registries', { kind: 'society', sroCode: OFFICE })).json<RegistryEntryView>();
    const valid = validParticulars('society') as { governingBody: object[] };
    const refused = await call(citizen, 'PUT', `/registries/${started.entryId}/particulars`, { ...valid, governingBody: valid.governingBody.slice(0, 5) });
    expect(fieldsOf(refused)).toEqual(['body.governingBody']);
  });

  it('numbers each kind per district and year without a gap or a repeat when registered at once', async () => {
    const entries = await Promise.all(Array.from({ length: 6 }, () => paidEntry(context, citizen, 'society', OFFICE)));
    const decisions = await Promise.all(entries.map((entryId) => call(dr, 'POST', `/registries/office/society/${entryId}/decision`, { decision: 'register' })));
    const numbers = decisions.map((response) => Number(response.json<RegistryEntryView>().registrationNumber!.split('/').at(-1))).sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('Chit funds', () => {
  it('are sanctioned before they begin, with security of the chit amount and a ticket an instalment', async () => {
    const started = (await call(citizen, 'POST', '/registries', { kind: 'chit', sroCode: OFFICE })).json<RegistryEntryView>();
    const valid = validParticulars('chit') as { chit: Record<string, string>; security: Record<string, string> };
    const typed = await call(citizen, 'PUT', `/registries/${started.entryId}/particulars`, { ...valid, chit: { ...valid.chit, chitValue: '5 lakh' } });
    expect(fieldsOf(typed)).toEqual(['body.chit.chitValue']);
    const refused = await call(citizen, 'PUT', `/registries/${started.entryId}/particulars`, {
      ...valid,
      chit: { ...valid.chit, commencesOn: toYearMonthDay(new Date()), subscribers: '20' },
      security: { ...valid.security, amount: '100000' },
    });
    expect(fieldsOf(refused).sort()).toEqual(['body.chit.commencesOn', 'body.chit.subscribers', 'body.security.amount']);
  });

  it("take the foreman's returns of each auction, within the chit's instalments and the law's forty per cent", async () => {
    const chit = await paidEntry(context, citizen, 'chit', OFFICE, 'Sri Sai Chits Private Limited');
    const registered = await call(dr, 'POST', `/registries/office/chit/${chit}/decision`, { decision: 'register' });
    expect(registered.json<RegistryEntryView>().registrationNumber).toMatch(/^CHIT\/07\//);
    const auction = (overrides: object) => ({
      filingKind: 'auction-return',
      particulars: { filing: { filedBy: 'Sri Sai Chits Private Limited', effectiveOn: toYearMonthDay(new Date()) }, auction: { instalment: '1', ticket: '7', discount: '150000', ...overrides } },
    });
    expect(fieldsOf(await call(citizen, 'POST', `/registries/${chit}/filings`, auction({ discount: '200001' })))).toEqual(['body.particulars.auction.discount']);
    expect(fieldsOf(await call(citizen, 'POST', `/registries/${chit}/filings`, auction({ instalment: '26' })))).toEqual(['body.particulars.auction.instalment']);
    const filed = await call(citizen, 'POST', `/registries/${chit}/filings`, auction({}));
    expect(filed.statusCode, filed.body).toBe(201);
    const accepted = await call(dr, 'POST', `/registries/office/chit/${chit}/filings/${filed.json<RegistryEntryView>().filings[0]!.filingId}/decision`, { decision: 'accept' });
    expect(accepted.json<RegistryEntryView>().filings[0]).toMatchObject({ status: 'accepted', decidedBy: 'demo_dr' });
  });
});

describe('the MIS reports of the registers', () => {
  it("count each office's applications, where they stand, objections and filings, as the records hold them", async () => {
    const kinds = ['hinduMarriages', 'specialMarriages', 'firms', 'chits'] as const;
    const kindOf = { hinduMarriages: 'hindu-marriage', specialMarriages: 'special-marriage', firms: 'firm', chits: 'chit' } as const;
    for (const report of kinds) {
      const answer = await call(dr, 'GET', `/reports/${report}?sroCode=${OFFICE}`);
      expect(answer.statusCode, answer.body).toBe(200);
      const row = answer.json<{ rows: { cells: Record<string, number> }[] }>().rows[0]!;
      const entries = await context.database.db.select().from(registryEntries).where(and(eq(registryEntries.kind, kindOf[report]), eq(registryEntries.sroCode, OFFICE), ne(registryEntries.status, 'draft')));
      expect(row.cells.applied, report).toBe(entries.length);
      expect(row.cells.registered, report).toBe(entries.filter((entry) => entry.status === 'registered' || entry.status === 'dissolved').length);
      expect(row.cells.feesPaidRupees, report).toBe(entries.reduce((sum, entry) => sum + entry.paidRupees, 0));
    }
    const chits = (await call(dr, 'GET', `/reports/chits?sroCode=${OFFICE}`)).json<{ rows: { cells: Record<string, number> }[] }>().rows[0]!;
    expect(chits.cells.filingsAccepted).toBeGreaterThanOrEqual(1);
    // An office's Sub-Registrar sees only the office; the firms' report is the District Registrar's.
    expect((await call(sro, 'GET', '/reports/hinduMarriages?sroCode=702')).statusCode).toBe(403);
  });
});
