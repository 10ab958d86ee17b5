import { and, eq, inArray } from 'drizzle-orm';
import { REGISTRY_DEFINITIONS, addDays, toYearMonthDay, type RegistryKind } from '@igrs/domain';
import { slotBookings } from '../db/schema.ts';
import { multipartBody } from './multipart.ts';
import type { TestContext } from './harness.ts';

const person = (name: string, address = 'Door 3-14, Gandhi Nagar, Tenali') => ({ name, address });
const witnesses = [person('Kolla Ramesh'), person('Pinnamaneni Sujatha'), person('Gorantla Venkateswarlu')];

let named = 0;
/** A firm's or society's name no other test entry bears, as the one-name-a-district rule asks. */
const freshName = (base: string) => `${base} ${String.fromCharCode(65 + (named % 26))}${Math.floor(named++ / 26)}`;

/** Particulars of each kind that the law's checks accept today; a firm or society takes the name given, or a fresh one. */
export function validParticulars(kind: RegistryKind, name?: string, today = toYearMonthDay(new Date())): Record<string, unknown> {
  const spouse = (name: string, years: number, religion = 'hindu') => ({
    name,
    dateOfBirth: addDays(today, -Math.ceil(years * 365.25) - 40),
    religion,
    fatherName: `${name.split(' ')[0]} Subba Rao`,
    motherName: `${name.split(' ')[0]} Lakshmi`,
    address: 'Door 5-21, Station Road, Battiprolu',
  });
  switch (kind) {
    case 'hindu-marriage':
      return { bride: spouse('Nallapati Sirisha', 24), groom: spouse('Vemuri Karthik', 27), marriage: { marriageDate: addDays(today, -20), marriagePlace: 'Sri Venkateswara Temple, Battiprolu' }, witnesses };
    case 'special-marriage':
      return {
        bride: spouse('Mohammed Ayesha', 25, 'muslim'),
        groom: spouse('Tadikonda Pavan', 28),
        residence: { party: 'groom', since: addDays(today, -400), address: 'Door 5-21, Station Road, Battiprolu' },
        witnesses,
      };
    case 'firm':
      return {
        firm: { name: name ?? freshName('Sri Lakshmi Traders'), principalPlace: 'Main Road, Battiprolu', business: 'Wholesale rice and pulses', commencedOn: addDays(today, -30), duration: 'at-will' },
        partners: [
          { ...person('Alapati Srinivas'), joinedOn: addDays(today, -30) },
          { ...person('Alapati Padmavathi'), joinedOn: addDays(today, -30) },
        ],
      };
    case 'society':
      return {
        society: { name: name ?? freshName('Battiprolu Rural Library Society'), office: 'Panchayat Office Road, Battiprolu', objects: 'To run a free public library and reading room for the villages around Battiprolu.', formedOn: addDays(today, -10) },
        governingBody: ['President', 'Secretary', 'Treasurer', 'Member', 'Member', 'Member', 'Member'].map((designation, index) => ({ ...person(`Member Number ${index + 1}`), designation })),
      };
    case 'chit':
      return {
        foreman: { name: name ?? freshName('Sri Sai Chits Private Limited'), address: 'Door 2-40, Main Road, Battiprolu' },
        chit: { groupName: freshName('SSC-25L'), chitValue: '500000', instalments: '25', subscribers: '25', commencesOn: addDays(today, 30) },
        security: { amount: '500000', bank: 'State Bank of India, Battiprolu' },
      };
  }
}

/** A small, plain PDF as a scanner writes one. */
export const PLAIN_PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** Uploads a paper of a kind to an entry as the applicant. */
export function uploadPaper(context: TestContext, citizen: string, entryId: string, kind: string, bytes: Buffer = PLAIN_PDF, fileName = `${kind}.pdf`) {
  const { payload, headers } = multipartBody([
    { name: 'kind', value: kind },
    { name: 'file', value: bytes, fileName },
  ]);
  return context.app.inject({ method: 'POST', url: `/igrsapi/v1/registries/${entryId}/documents/uplods/`, headers: { ...headers, authorization: `Bearer ${citizen}` }, payload });
}

/** An entry made, submitted and paid in the sandbox, now with its registrar (or its notice published). */
export async function paidEntry(context: TestContext, citizen: string, kind: RegistryKind, sroCode: string, name?: string): Promise<string> {
  const call = (method: 'POST' | 'PUT', url: string, payload?: object) =>
    context.app.inject({ method, url: `/igrsapi/v1${url}`, headers: { authorization: `Bearer ${citizen}` }, ...(payload ? { payload } : {}) });
  const started = await call('POST', '/registries', { kind, sroCode });
  if (started.statusCode !== 201) throw new Error(`Starting failed: ${started.body}`);
  const entryId = started.json<{ entryId: string }>().entryId;
  for (const paper of REGISTRY_DEFINITIONS[kind].documents.filter((document) => document.required)) {
    const uploaded = await uploadPaper(context, citizen, entryId, paper.kind);
    if (uploaded.statusCode !== 201) throw new Error(`Uploading ${paper.kind} failed: ${uploaded.body}`);
  }
  for (const [method, url, payload] of [
    ['PUT', `/registries/${entryId}/particulars`, validParticulars(kind, name)],
    ['POST', `/registries/${entryId}/submission`, undefined],
  ] as const) {
    const response = await call(method, url, payload);
    if (response.statusCode !== 200) throw new Error(`${url} failed: ${response.body}`);
  }
  const { checkoutUrl } = (await call('POST', `/registries/${entryId}/payments`)).json<{ checkoutUrl: string }>();
  await context.app.inject({ method: 'POST', url: checkoutUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=success' });
  return entryId;
}

/**
 * The day of an entry's appointment arrives: its booking is moved to today,
 * as if it had been made for today (a slot today may be gone by the hour the
 * test runs, or the office closed).
 */
export async function appointmentDayArrives(context: TestContext, entryId: string): Promise<void> {
  const moved = await context.database.db
    .update(slotBookings)
    .set({ slotDate: toYearMonthDay(new Date()) })
    .where(and(eq(slotBookings.registryEntryId, entryId), inArray(slotBookings.status, ['held', 'confirmed'])))
    .returning({ id: slotBookings.id });
  if (moved.length !== 1) throw new Error(`Entry ${entryId} has no appointment to move`);
}

/** Books the couple's appointment on a coming day at a time still free today, then lets its day arrive. */
export async function appointmentToday(context: TestContext, citizen: string, entryId: string, sroCode: string): Promise<void> {
  const today = toYearMonthDay(new Date());
  const takenToday = await context.database.db
    .select({ time: slotBookings.slotTime })
    .from(slotBookings)
    .where(and(eq(slotBookings.sroCode, sroCode), eq(slotBookings.slotDate, today), inArray(slotBookings.status, ['held', 'confirmed'])));
  const taken = new Set(takenToday.map((row) => row.time));
  for (let ahead = 1; ahead < 30; ahead += 1) {
    const date = addDays(today, ahead);
    const day = (await context.app.inject({ method: 'GET', url: `/igrsapi/v1/offices/${sroCode}/slots?date=${date}` })).json<{ slots: { time: string; free: boolean }[] }>();
    const slot = day.slots.find((entry) => entry.free && !taken.has(entry.time));
    if (!slot) continue;
    const booked = await context.app.inject({ method: 'POST', url: `/igrsapi/v1/registries/${entryId}/appointment`, headers: { authorization: `Bearer ${citizen}` }, payload: { date, time: slot.time } });
    if (booked.statusCode !== 200) throw new Error(`Booking the appointment failed: ${booked.body}`);
    await appointmentDayArrives(context, entryId);
    return;
  }
  throw new Error('No free appointment in the coming days');
}
