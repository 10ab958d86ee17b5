import {
  APPOINTMENT_KINDS,
  CHIT_MAXIMUM_DISCOUNT_SHARE,
  EDITABLE_REGISTRY_STATUSES,
  MAX_REGISTRY_DOCUMENTS,
  STORAGE_QUOTAS,
  withinQuota,
  type StorageQuotas,
  REGISTRY_DEFINITIONS,
  REGISTRY_STATUS_NAMES,
  SPECIAL_MARRIAGE_NOTICE_LAPSES_DAYS,
  SPECIAL_MARRIAGE_OBJECTION_DAYS,
  addDays,
  comparableName,
  decideOfficeAction,
  decideRegistrar,
  filingSchema,
  findFiling,
  findSroOffice,
  officesCovered,
  sroOffices,
  particularsSchema,
  registryEntryName,
  toYearMonthDay,
  validationMessage,
  type CertifiedMarriage,
  type Language,
  type FilingDecision,
  type FilingRequest,
  type FilingStatus,
  type NotificationMessageKey,
  type ObjectionDecision,
  type ObjectionRequest,
  type ObjectionStatus,
  type Particulars,
  type Principal,
  type PublicNotice,
  type PublicRegistration,
  type RegistrarDecision,
  type RegistryEntryView,
  type RegistryKind,
  type RegistryStatus,
  type SlotRequest,
  type StartRegistry,
} from '@igrs/domain';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { decryptField } from '../../lib/field-encryption.ts';
import { nextInSeries } from '../../lib/series.ts';
import { checkUpload, dropUpload, keepUpload } from '../../lib/uploads.ts';
import type { CitizenCaller } from '../../plugins/access.ts';
import { HttpProblem, refuseIf } from '../../plugins/errors.ts';
import { liveSlotOf, refuseOutsideBookingWindow, refuseUnofferedSlot, releaseSlot, takeSlot } from '../applications/index.ts';
import { certificateVerificationUrl, newCertificateCode, storeCertificate } from '../certificates/index.ts';
import { enqueueNotification, deliverQueued, type NotificationTransport } from '../notifications/index.ts';
import { startPayment, type PaymentPurpose, type Payments } from '../payments/index.ts';
import { registrationCertificatePdf } from './certificate-pdf.ts';
import {
  addEvent,
  citizenMobileOf,
  deleteDocument,
  documentsOf,
  findDocument,
  insertDocument,
  entriesAtOffices,
  entriesOfCitizen,
  eventsOf,
  filingsOf,
  findEntry,
  insertEntry,
  insertFiling,
  insertObjection,
  lockEntry,
  lockFiling,
  lockObjection,
  objectionsOf,
  publishedNotices,
  registeredByName,
  registeredByNumber,
  sameNameElsewhere,
  updateEntry,
  updateFiling,
  updateObjection,
  type EntryRow,
  type Transaction,
} from './repository.ts';

export const REGISTRY_PAYMENT_PURPOSE = 'registry';

export interface Registries {
  db: Database;
  /** Where uploaded papers are kept: under the data folder, never below anything the web server serves. */
  uploadDir: string;
  encryptionKey: Uint8Array;
  payments: Payments;
  transport: NotificationTransport;
  /** Keys the verification codes printed on certificates. */
  codeKey: Uint8Array;
  /** What one filing may keep; the department's quotas unless a test sets smaller ones. */
  quotas?: StorageQuotas;
}

interface Step {
  language: Language;
  now: Date;
}

interface OfficerStep extends Step {
  principal: Principal;
  clientAddress: string;
}

const wrongStatus = () => new HttpProblem(409, 'REGISTRY_WRONG_STATUS');

/** The offices of the revenue district an office lies in: a firm's or society's name is its own across them. */
function districtOffices(sroCode: string): string[] {
  const district = findSroOffice(sroCode)?.revenueDistrictCode;
  return sroOffices.filter((office) => office.state === 'AP' && office.revenueDistrictCode === district).map((office) => office.code);
}

/** Whether another entry of the kind in the district bears the entry's name, in one of the statuses given. */
function nameTaken(tx: Transaction, row: EntryRow, statuses: readonly RegistryStatus[]): Promise<boolean> {
  return sameNameElsewhere(tx, row.kind, row.nameKey, districtOffices(row.sroCode), row.id, statuses);
}

/** The citizen's own entry, or 404 for anyone else's: an id is not a secret, so nothing tells others it exists. A guest of a deed application has none. */
function ownedBy(caller: CitizenCaller, row: EntryRow | undefined): EntryRow {
  if (!row || !('citizenId' in caller) || row.citizenId !== caller.citizenId) throw new HttpProblem(404, 'NOT_FOUND');
  return row;
}

function citizenOf(caller: CitizenCaller): string {
  if (!('citizenId' in caller)) throw new HttpProblem(403, 'FORBIDDEN');
  return caller.citizenId;
}

/** The notice's days, counted from its publication: objections until, and the day it lapses unsolemnised. */
function noticeOf(row: EntryRow) {
  if (!row.noticePublishedOn) return null;
  return {
    publishedOn: row.noticePublishedOn,
    objectionsUntil: addDays(row.noticePublishedOn, SPECIAL_MARRIAGE_OBJECTION_DAYS),
    lapsesOn: addDays(row.noticePublishedOn, SPECIAL_MARRIAGE_NOTICE_LAPSES_DAYS),
  };
}

async function views(db: Database, rows: readonly EntryRow[]): Promise<RegistryEntryView[]> {
  const ids = rows.map((row) => row.id);
  const [events, objections, filings, documents, slots] = await Promise.all([
    eventsOf(db, ids),
    objectionsOf(db, ids),
    filingsOf(db, ids),
    documentsOf(db, ids),
    Promise.all(rows.map((row) => (APPOINTMENT_KINDS.includes(row.kind as RegistryKind) ? liveSlotOf(db, row.id, 'registry') : undefined))),
  ]);
  return rows.map((row, index) => ({
    entryId: row.id,
    kind: row.kind as RegistryKind,
    status: row.status as RegistryStatus,
    sroCode: row.sroCode,
    name: row.name,
    particulars: (row.particulars as Particulars | null) ?? null,
    feeRupees: row.feeRupees,
    paidRupees: row.paidRupees,
    registrationNumber: row.registrationNumber,
    registeredOn: row.registeredAt ? toYearMonthDay(row.registeredAt) : null,
    notice: noticeOf(row),
    objections: objections
      .filter((objection) => objection.entryId === row.id)
      .map((objection) => ({
        objectionId: objection.id,
        filedAt: objection.filedAt.toISOString(),
        objectorName: objection.objectorName,
        grounds: objection.grounds,
        status: objection.status as ObjectionStatus,
        decidedBy: objection.decidedBy,
        decisionRemarks: objection.decisionRemarks,
      })),
    filings: filings
      .filter((filing) => filing.entryId === row.id)
      .map((filing) => ({
        filingId: filing.id,
        filingKind: filing.filingKind,
        status: filing.status as FilingStatus,
        particulars: filing.particulars as Particulars,
        filedAt: filing.filedAt.toISOString(),
        decidedBy: filing.decidedBy,
        decidedAt: filing.decidedAt?.toISOString() ?? null,
        remarks: filing.remarks,
      })),
    documents: documents
      .filter((document) => document.entryId === row.id)
      .map((document) => ({
        documentId: document.id,
        kind: document.kind,
        fileName: document.fileName,
        contentType: document.contentType,
        sizeBytes: document.sizeBytes,
        uploadedAt: document.uploadedAt.toISOString(),
      })),
    appointment: slots[index] ? { date: slots[index].slotDate, time: slots[index].slotTime } : null,
    remarks: row.remarks,
    events: events.filter((event) => event.entryId === row.id).map((event) => ({ at: event.at.toISOString(), step: event.step, by: event.actor, remarks: event.remarks })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

async function viewOf(db: Database, id: string): Promise<RegistryEntryView> {
  return (await views(db, [(await findEntry(db, id))!]))[0]!;
}

/** A message to the applicant's mobile about a step, queued in the step's own transaction. */
async function notify(tx: Transaction, encryptionKey: Uint8Array, row: EntryRow, key: NotificationMessageKey, values: Record<string, string | number> = {}): Promise<void> {
  const mobile = await citizenMobileOf(tx, row.citizenId);
  if (!mobile) return;
  await enqueueNotification(tx, encryptionKey, { channel: 'sms', recipient: decryptField(encryptionKey, mobile), messageKey: key, values: { entryId: row.id, ...values } });
}

async function deliver(registries: Registries): Promise<void> {
  await deliverQueued(registries.db, registries.encryptionKey, registries.transport).catch(() => 0);
}

/** Starts an entry of a kind at an office; the fee is the kind's own, fixed here on the server. */
export async function startEntry(registries: Registries, caller: CitizenCaller, request: StartRegistry, step: Step): Promise<RegistryEntryView> {
  const citizenId = citizenOf(caller);
  const office = findSroOffice(request.sroCode);
  if (!office || office.state !== 'AP') throw new HttpProblem(400, 'VALIDATION_FAILED', [{ field: 'body.sroCode', message: validationMessage('unknownChoice', step.language) }]);
  const year = Number(toYearMonthDay(step.now).slice(0, 4));
  const id = await registries.db.transaction(async (tx) => {
    const newId = `REG-${year}-${String(await nextInSeries(tx, `registry-${year}`)).padStart(6, '0')}`;
    await insertEntry(tx, {
      id: newId,
      kind: request.kind,
      citizenId,
      sroCode: request.sroCode,
      status: 'draft',
      feeRupees: REGISTRY_DEFINITIONS[request.kind].feeRupees,
      createdAt: step.now,
      updatedAt: step.now,
    });
    await addEvent(tx, { entryId: newId, step: 'started', actor: 'citizen', remarks: null, at: step.now });
    return newId;
  });
  return viewOf(registries.db, id);
}

export async function citizenEntries(db: Database, caller: CitizenCaller): Promise<RegistryEntryView[]> {
  return views(db, await entriesOfCitizen(db, citizenOf(caller)));
}

export async function citizenEntry(db: Database, caller: CitizenCaller, id: string): Promise<RegistryEntryView> {
  return (await views(db, [ownedBy(caller, await findEntry(db, id))]))[0]!;
}

/** Checks particulars against the kind's schema as of today; each problem names its field. */
function checkParticulars(kind: RegistryKind, body: unknown, step: Step): Particulars {
  const parsed = particularsSchema(kind, toYearMonthDay(step.now)).safeParse(body);
  if (parsed.success) return parsed.data as Particulars;
  throw new HttpProblem(
    400,
    'VALIDATION_FAILED',
    parsed.error.issues.map((issue) => ({ field: ['body', ...issue.path].join('.'), message: validationMessage(issue.message, step.language) })),
  );
}

/** Saves the particulars while the entry is being entered or is back for correction. */
export async function saveParticulars(registries: Registries, caller: CitizenCaller, id: string, body: unknown, step: Step): Promise<RegistryEntryView> {
  const owned = ownedBy(caller, await findEntry(registries.db, id));
  const particulars = checkParticulars(owned.kind as RegistryKind, body, step);
  await registries.db.transaction(async (tx) => {
    const row = await lockEntry(tx, id);
    if (!row || !EDITABLE_REGISTRY_STATUSES.includes(row.status as RegistryStatus)) throw wrongStatus();
    const name = registryEntryName(row.kind as RegistryKind, particulars);
    await updateEntry(tx, id, { particulars, name, nameKey: comparableName(name), updatedAt: step.now });
    await addEvent(tx, { entryId: id, step: 'particulars-saved', actor: 'citizen', remarks: null, at: step.now });
  });
  return viewOf(registries.db, id);
}

/**
 * The registrar's next step once the fee is in: a special marriage's notice
 * is published that day (a corrected one is published afresh), anything else
 * goes to the registrar.
 */
async function afterFee(tx: Transaction, registries: Pick<Registries, 'encryptionKey'>, row: EntryRow, now: Date): Promise<void> {
  if (row.kind === 'special-marriage') {
    const today = toYearMonthDay(now);
    await updateEntry(tx, row.id, { status: 'notice-published', noticePublishedOn: today, updatedAt: now });
    await addEvent(tx, { entryId: row.id, step: 'notice-published', actor: 'portal', remarks: `Objections until ${addDays(today, SPECIAL_MARRIAGE_OBJECTION_DAYS)}`, at: now });
    await notify(tx, registries.encryptionKey, row, 'registryNoticePublished', { until: addDays(today, SPECIAL_MARRIAGE_OBJECTION_DAYS) });
    return;
  }
  await updateEntry(tx, row.id, { status: 'with-registrar', updatedAt: now });
  await addEvent(tx, { entryId: row.id, step: 'with-registrar', actor: 'portal', remarks: null, at: now });
}

/** Submits the entry: the particulars are checked again as of today; an entry back for correction whose fee is paid goes straight on. */
export async function submitEntry(registries: Registries, caller: CitizenCaller, id: string, step: Step): Promise<RegistryEntryView> {
  const owned = ownedBy(caller, await findEntry(registries.db, id));
  if (!owned.particulars) throw new HttpProblem(400, 'VALIDATION_FAILED', [{ field: 'body.particulars', message: validationMessage('required', step.language) }]);
  checkParticulars(owned.kind as RegistryKind, owned.particulars, step);
  const uploaded = new Set((await documentsOf(registries.db, [id])).map((document) => document.kind));
  const missing = REGISTRY_DEFINITIONS[owned.kind as RegistryKind].documents.filter((document) => document.required && !uploaded.has(document.kind));
  if (missing.length > 0) throw new HttpProblem(400, 'VALIDATION_FAILED', missing.map((document) => ({ field: `body.documents.${document.kind}`, message: validationMessage('documentsMissing', step.language) })));
  await registries.db.transaction(async (tx) => {
    const row = await lockEntry(tx, id);
    if (!row || !EDITABLE_REGISTRY_STATUSES.includes(row.status as RegistryStatus)) throw wrongStatus();
    const nameField = REGISTRY_DEFINITIONS[row.kind as RegistryKind].nameField;
    if (nameField && (await nameTaken(tx, row, ['with-registrar', 'notice-published', 'registered']))) {
      throw new HttpProblem(400, 'VALIDATION_FAILED', [{ field: `body.${nameField.section}.${nameField.field}`, message: validationMessage('nameTakenInDistrict', step.language) }]);
    }
    await addEvent(tx, { entryId: id, step: 'submitted', actor: 'citizen', remarks: null, at: step.now });
    if (row.paidRupees >= row.feeRupees) return afterFee(tx, registries, row, step.now);
    await updateEntry(tx, id, { status: 'awaiting-fee', remarks: null, updatedAt: step.now });
    await notify(tx, registries.encryptionKey, row, 'registrySubmitted', { amount: row.feeRupees });
  });
  await deliver(registries);
  return viewOf(registries.db, id);
}

/** A paper uploaded with the application while its particulars can change, kept only once the file passes the upload checks. */
export async function uploadRegistryDocument(registries: Registries, caller: CitizenCaller, id: string, file: { kind: string; fileName: string; bytes: Buffer }, step: Step): Promise<RegistryEntryView> {
  const owned = ownedBy(caller, await findEntry(registries.db, id));
  if (!REGISTRY_DEFINITIONS[owned.kind as RegistryKind].documents.some((document) => document.kind === file.kind)) {
    throw new HttpProblem(400, 'VALIDATION_FAILED', [{ field: 'body.kind', message: validationMessage('unknownChoice', step.language) }]);
  }
  const { contentType, fileName, bytes } = await checkUpload(file, step.language);
  const storedAs = await keepUpload(registries.uploadDir, 'registries', bytes);
  try {
    await registries.db.transaction(async (tx) => {
      const row = await lockEntry(tx, id);
      if (!row || !EDITABLE_REGISTRY_STATUSES.includes(row.status as RegistryStatus)) throw wrongStatus();
      const kept = await documentsOf(tx, [id]);
      if (kept.length >= MAX_REGISTRY_DOCUMENTS) throw new HttpProblem(400, 'VALIDATION_FAILED', [{ field: 'body.file', message: validationMessage('tooManyFiles', step.language) }]);
      // The same quota of bytes as a deed's application, counted under the entry's lock.
      const limit = (registries.quotas ?? STORAGE_QUOTAS).bytesPerApplication;
      if (!withinQuota(kept.reduce((sum, document) => sum + document.sizeBytes, 0), bytes.length, limit)) {
        throw new HttpProblem(413, 'STORAGE_QUOTA_EXCEEDED', [{ field: 'body.file', message: validationMessage('storageQuotaExceeded', step.language).replace('{limit}', String(Math.floor(limit / (1024 * 1024)))) }]);
      }
      await insertDocument(tx, { entryId: id, kind: file.kind, fileName, contentType, sizeBytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), storedAs, uploadedAt: step.now });
      await updateEntry(tx, id, { updatedAt: step.now });
      await addEvent(tx, { entryId: id, step: 'document-uploaded', actor: 'citizen', remarks: `${file.kind}: ${fileName}`, at: step.now });
    });
  } catch (error) {
    await dropUpload(registries.uploadDir, storedAs);
    throw error;
  }
  return viewOf(registries.db, id);
}

export async function removeRegistryDocument(registries: Registries, caller: CitizenCaller, id: string, documentId: string, step: Step): Promise<RegistryEntryView> {
  ownedBy(caller, await findEntry(registries.db, id));
  const removed = await registries.db.transaction(async (tx) => {
    const row = await lockEntry(tx, id);
    if (!row || !EDITABLE_REGISTRY_STATUSES.includes(row.status as RegistryStatus)) throw wrongStatus();
    const document = await deleteDocument(tx, id, documentId);
    if (!document) throw new HttpProblem(404, 'NOT_FOUND');
    await addEvent(tx, { entryId: id, step: 'document-removed', actor: 'citizen', remarks: `${document.kind}: ${document.fileName}`, at: step.now });
    return document;
  });
  await dropUpload(registries.uploadDir, removed.storedAs);
  return viewOf(registries.db, id);
}

async function documentFile(registries: Registries, id: string, documentId: string) {
  const row = await findDocument(registries.db, id, documentId);
  if (!row) throw new HttpProblem(404, 'NOT_FOUND');
  return { fileName: row.fileName, contentType: row.contentType, bytes: await readFile(path.join(registries.uploadDir, row.storedAs)) };
}

/** A paper of the citizen's own application. */
export async function citizenDocumentFile(registries: Registries, caller: CitizenCaller, id: string, documentId: string) {
  ownedBy(caller, await findEntry(registries.db, id));
  return documentFile(registries, id, documentId);
}

/** A paper of an application to an office the officer covers. */
export async function officeDocumentFile(registries: Registries, kind: RegistryKind, id: string, documentId: string, step: OfficerStep) {
  await officeEntry(registries.db, kind, id, step);
  return documentFile(registries, id, documentId);
}

/**
 * The couple's appointment with the registrar, at a slot the office gives:
 * once the fee is in, and for a special marriage only on a day the notice
 * allows solemnising (after its thirty days, before it lapses). A new
 * appointment frees the old one; a slot goes to one booking however many ask.
 */
export async function bookAppointment(registries: Registries, caller: CitizenCaller, id: string, request: SlotRequest, step: Step): Promise<RegistryEntryView> {
  const owned = ownedBy(caller, await findEntry(registries.db, id));
  if (!APPOINTMENT_KINDS.includes(owned.kind as RegistryKind)) throw wrongStatus();
  refuseOutsideBookingWindow(request, step);
  await registries.db.transaction(async (tx) => {
    const row = await lockEntry(tx, id);
    if (!row || (row.status !== 'with-registrar' && row.status !== 'notice-published')) throw wrongStatus();
    await refuseUnofferedSlot(tx, row.sroCode, request, step.language);
    const notice = noticeOf(row);
    if (notice && (request.date <= notice.objectionsUntil || request.date > notice.lapsesOn)) {
      throw new HttpProblem(400, 'VALIDATION_FAILED', [{ field: 'body.date', message: validationMessage('appointmentOutsideNotice', step.language) }]);
    }
    const current = await liveSlotOf(tx, id, 'registry');
    const taken = await takeSlot(tx, { sroCode: row.sroCode, slotDate: request.date, slotTime: request.time, registryEntryId: id, status: 'confirmed', heldUntil: null }, step.now);
    if (!taken) throw new HttpProblem(409, 'SLOT_TAKEN');
    if (current) await releaseSlot(tx, current.id);
    await updateEntry(tx, id, { updatedAt: step.now });
    await addEvent(tx, { entryId: id, step: current ? 'appointment-changed' : 'appointment-booked', actor: 'citizen', remarks: `${request.date} ${request.time}`, at: step.now });
  });
  return viewOf(registries.db, id);
}

/** Sends the applicant to the gateway for the kind's fee, as fixed on the entry. */
export async function payEntry(registries: Registries, caller: CitizenCaller, id: string) {
  const row = ownedBy(caller, await findEntry(registries.db, id));
  if (row.status !== 'awaiting-fee') throw wrongStatus();
  return startPayment(registries.payments, {
    purpose: REGISTRY_PAYMENT_PURPOSE,
    reference: id,
    amountRupees: row.feeRupees - row.paidRupees,
    description: `${REGISTRY_DEFINITIONS[row.kind as RegistryKind].title.en} ${id}`,
    returnPath: `/igrs/OtherRegistrations/${id}`,
  });
}

/** What the fee's success does to the entry, in the transaction that settles the payment. */
export function registryPaymentPurpose(encryptionKey: Uint8Array): PaymentPurpose {
  return {
    async officeOf(db, payment) {
      return (await findEntry(db, payment.reference))?.sroCode;
    },
    async onPaid(tx, payment) {
      const row = await lockEntry(tx, payment.reference);
      if (!row) return;
      const paidRupees = row.paidRupees + payment.amountRupees;
      await updateEntry(tx, row.id, { paidRupees });
      await addEvent(tx, { entryId: row.id, step: 'fee-paid', actor: 'gateway', remarks: `${payment.orderId}: ₹${payment.amountRupees}` });
      if (row.status === 'awaiting-fee' && paidRupees >= row.feeRupees) {
        await afterFee(tx, { encryptionKey }, row, payment.settledAt ? new Date(payment.settledAt) : new Date());
        if (row.kind !== 'special-marriage') await notify(tx, encryptionKey, row, 'registryWithRegistrar');
      }
    },
  };
}

/** The registrar's list of a kind: the entries of the offices the viewer covers, in the period, by status. */
export async function registrarEntries(db: Database, kind: RegistryKind, principal: Principal, query: { fromDate?: string; toDate?: string; status?: RegistryStatus }, now: Date) {
  const to = query.toDate ?? toYearMonthDay(now);
  const from = query.fromDate ?? addDays(to, -365);
  return views(db, await entriesAtOffices(db, kind, officesCovered(principal.jurisdiction), from, to, query.status));
}

/** One entry for staff who cover its office. */
export async function officeEntry(db: Database, kind: RegistryKind, id: string, step: OfficerStep): Promise<RegistryEntryView> {
  const row = await findEntry(db, id);
  if (!row || row.kind !== kind || row.status === 'draft') throw new HttpProblem(404, 'NOT_FOUND');
  refuseIf(decideOfficeAction(step.principal, 'read', row.sroCode), step.language);
  return (await views(db, [row]))[0]!;
}

/** `HMR/07/2026/000001`: the kind's series in the office's district for the year, without a gap or a repeat. */
async function nextRegistrationNumber(tx: Transaction, kind: RegistryKind, sroCode: string, now: Date): Promise<string> {
  const district = findSroOffice(sroCode)?.revenueDistrictCode ?? sroCode.slice(0, 2);
  const year = toYearMonthDay(now).slice(0, 4);
  const prefix = REGISTRY_DEFINITIONS[kind].numberPrefix;
  const serial = await nextInSeries(tx, `registry-${prefix}-${district}-${year}`);
  return `${prefix}/${district}/${year}/${String(serial).padStart(6, '0')}`;
}

/** Why a special marriage cannot be solemnised today, by the notice's dates and its objections. */
async function specialMarriageBar(tx: Transaction, row: EntryRow, today: string) {
  const notice = noticeOf(row);
  if (!notice) return 'REGISTRY_WRONG_STATUS' as const;
  if (today <= notice.objectionsUntil) return 'NOTICE_PERIOD_RUNNING' as const;
  if (today > notice.lapsesOn) return 'NOTICE_LAPSED' as const;
  const objections = await objectionsOf(tx, [row.id]);
  if (objections.some((objection) => objection.status === 'pending')) return 'OBJECTION_PENDING' as const;
  return undefined;
}

/**
 * The registrar registers the entry (its number drawn, in the same
 * transaction) or returns it for correction with what is wrong. A marriage is
 * registered only on the day of its booked appointment, with the parties' and
 * witnesses' appearance recorded, and a special marriage only after its
 * notice has stood unopposed.
 */
export async function decideEntry(registries: Registries, kind: RegistryKind, id: string, decision: RegistrarDecision, step: OfficerStep): Promise<RegistryEntryView> {
  await registries.db.transaction(async (tx) => {
    const row = await lockEntry(tx, id);
    if (!row || row.kind !== kind || row.status === 'draft') throw new HttpProblem(404, 'NOT_FOUND');
    refuseIf(decideRegistrar(step.principal, kind, row.sroCode), step.language);
    if (row.status !== 'with-registrar' && row.status !== 'notice-published') throw wrongStatus();
    if (decision.decision === 'return') {
      await updateEntry(tx, id, { status: 'returned', remarks: decision.remarks, updatedAt: step.now });
      await addEvent(tx, { entryId: id, step: 'returned', actor: step.principal.loginId, remarks: decision.remarks, at: step.now });
      await notify(tx, registries.encryptionKey, row, 'registryReturned', { remarks: decision.remarks });
    } else {
      if (kind === 'special-marriage') {
        const bar = await specialMarriageBar(tx, row, toYearMonthDay(step.now));
        if (bar) throw new HttpProblem(409, bar);
      }
      const marriage = APPOINTMENT_KINDS.includes(kind);
      if (marriage) {
        // The parties and witnesses appear at the appointment they booked, on its day in India; not before it, not without one.
        const appointment = await liveSlotOf(tx, id, 'registry');
        if (appointment?.status !== 'confirmed' || appointment.slotDate !== toYearMonthDay(step.now)) throw new HttpProblem(409, 'NOT_THE_SLOT_DAY');
        if (decision.appeared !== true) throw new HttpProblem(409, 'APPEARANCE_NOT_RECORDED');
      }
      if (REGISTRY_DEFINITIONS[kind].nameField && (await nameTaken(tx, row, ['registered', 'dissolved']))) throw new HttpProblem(409, 'NAME_TAKEN_IN_DISTRICT');
      const number = await nextRegistrationNumber(tx, kind, row.sroCode, step.now);
      await updateEntry(tx, id, { status: 'registered', registrationNumber: number, registeredAt: step.now, remarks: decision.remarks ?? null, updatedAt: step.now });
      const appearance = marriage ? 'Both parties and three witnesses appeared' : null;
      await addEvent(tx, { entryId: id, step: 'registered', actor: step.principal.loginId, remarks: [number, appearance, decision.remarks].filter(Boolean).join('. '), at: step.now });
      await notify(tx, registries.encryptionKey, row, 'registryRegistered', { number });
    }
    await recordAudit(tx, {
      event: 'registry.decided',
      loginId: step.principal.loginId,
      clientAddress: step.clientAddress,
      details: { entryId: id, kind, decision: decision.decision },
    });
  });
  await deliver(registries);
  return viewOf(registries.db, id);
}

/** Anyone may object to a published notice while it stands; the objector's address is kept for the officer, never shown in the public list. */
export async function fileObjection(db: Database, id: string, request: ObjectionRequest, step: Step): Promise<{ objectionId: number }> {
  return db.transaction(async (tx) => {
    const row = await lockEntry(tx, id);
    const notice = row && row.status === 'notice-published' ? noticeOf(row) : null;
    if (!row || !notice) throw new HttpProblem(404, 'NOT_FOUND');
    // An objection is heard while the notice stands for objections; after that the officer goes on.
    if (toYearMonthDay(step.now) > notice.objectionsUntil) throw wrongStatus();
    await insertObjection(tx, { entryId: id, objectorName: request.objectorName, objectorAddress: request.objectorAddress, grounds: request.grounds, status: 'pending', filedAt: step.now });
    await addEvent(tx, { entryId: id, step: 'objection-filed', actor: 'public', remarks: request.objectorName, at: step.now });
    const [latest] = (await objectionsOf(tx, [id])).slice(-1);
    return { objectionId: latest!.id };
  });
}

/** The Marriage Officer decides an objection with reasons (SMA s.8): upheld, the marriage is refused; dismissed, it may go on. */
export async function decideObjection(registries: Registries, id: string, objectionId: number, decision: ObjectionDecision, step: OfficerStep): Promise<RegistryEntryView> {
  await registries.db.transaction(async (tx) => {
    const row = await lockEntry(tx, id);
    if (!row || row.kind !== 'special-marriage') throw new HttpProblem(404, 'NOT_FOUND');
    refuseIf(decideRegistrar(step.principal, 'special-marriage', row.sroCode), step.language);
    const objection = await lockObjection(tx, id, objectionId);
    if (!objection) throw new HttpProblem(404, 'NOT_FOUND');
    if (objection.status !== 'pending') throw new HttpProblem(409, 'OBJECTION_DECIDED');
    if (row.status !== 'notice-published') throw wrongStatus();
    const status: ObjectionStatus = decision.decision === 'uphold' ? 'upheld' : 'dismissed';
    await updateObjection(tx, objectionId, { status, decidedBy: step.principal.loginId, decidedAt: step.now, decisionRemarks: decision.remarks });
    await addEvent(tx, { entryId: id, step: `objection-${status}`, actor: step.principal.loginId, remarks: decision.remarks, at: step.now });
    if (status === 'upheld') {
      await updateEntry(tx, id, { status: 'refused', remarks: decision.remarks, updatedAt: step.now });
      await notify(tx, registries.encryptionKey, row, 'registryRefused', { remarks: decision.remarks });
    }
    await recordAudit(tx, { event: 'registry.objection-decided', loginId: step.principal.loginId, clientAddress: step.clientAddress, details: { entryId: id, objectionId, status } });
  });
  await deliver(registries);
  return viewOf(registries.db, id);
}

const section = (row: EntryRow, key: string) => ((row.particulars ?? {})[key] ?? {}) as Record<string, string>;

/** The public list of special marriages' notices standing for objections: names and office only. */
export async function noticeList(db: Database): Promise<PublicNotice[]> {
  return (await publishedNotices(db)).map((row) => {
    const notice = noticeOf(row)!;
    return { entryId: row.id, brideName: section(row, 'bride').name ?? '', groomName: section(row, 'groom').name ?? '', sroCode: row.sroCode, publishedOn: notice.publishedOn, objectionsUntil: notice.objectionsUntil };
  });
}

/** Registered firms or societies whose name holds the words asked. */
export async function searchRegistered(db: Database, kind: 'firm' | 'society', name: string): Promise<PublicRegistration[]> {
  const rows = await registeredByName(db, kind, name);
  const filings = (await filingsOf(db, rows.map((row) => row.id))).filter((filing) => filing.status === 'accepted');
  return rows.map((row) => ({
    registrationNumber: row.registrationNumber!,
    kind,
    name: row.name,
    place: kind === 'firm' ? (section(row, 'firm').principalPlace ?? '') : (section(row, 'society').office ?? ''),
    sroCode: row.sroCode,
    registeredOn: toYearMonthDay(row.registeredAt!),
    status: row.status as RegistryStatus,
    filings: filings
      .filter((filing) => filing.entryId === row.id)
      .map((filing) => ({ filingKind: filing.filingKind, effectiveOn: (filing.particulars as { filing?: { effectiveOn?: string } }).filing?.effectiveOn ?? '', acceptedOn: toYearMonthDay(filing.decidedAt!) })),
  }));
}

/** What the chit's own terms forbid in an auction's return: an instalment it does not have, a discount above the law's share. */
function auctionProblem(registered: Particulars, filed: Particulars): { field: string; key: 'chitInstalmentBeyond' | 'chitDiscountTooHigh' } | undefined {
  const chit = registered.chit as Record<string, string>;
  const auction = filed.auction as Record<string, string>;
  if (Number(auction.instalment) > Number(chit.instalments)) return { field: 'instalment', key: 'chitInstalmentBeyond' };
  if (Number(auction.discount) > Number(chit.chitValue) * CHIT_MAXIMUM_DISCOUNT_SHARE) return { field: 'discount', key: 'chitDiscountTooHigh' };
  return undefined;
}

/**
 * A later filing on a registered firm, society or chit, by its applicant, naming
 * the partner or member who files: someone the register does not show as
 * one is refused by name.
 */
export async function fileFiling(registries: Registries, caller: CitizenCaller, id: string, request: FilingRequest, step: Step): Promise<RegistryEntryView> {
  const owned = ownedBy(caller, await findEntry(registries.db, id));
  const kind = owned.kind as RegistryKind;
  const filing = findFiling(kind, request.filingKind);
  if (!filing) throw new HttpProblem(400, 'VALIDATION_FAILED', [{ field: 'body.filingKind', message: validationMessage('unknownChoice', step.language) }]);
  const parsed = filingSchema(filing, toYearMonthDay(step.now)).safeParse(request.particulars);
  if (!parsed.success) {
    throw new HttpProblem(
      400,
      'VALIDATION_FAILED',
      parsed.error.issues.map((issue) => ({ field: ['body', 'particulars', ...issue.path].join('.'), message: validationMessage(issue.message, step.language) })),
    );
  }
  const particulars = parsed.data as Particulars;
  await registries.db.transaction(async (tx) => {
    const row = await lockEntry(tx, id);
    if (!row || row.status !== 'registered') throw wrongStatus();
    const registered = (row.particulars ?? {}) as Particulars;
    const section = registered[REGISTRY_DEFINITIONS[kind].members ?? ''] ?? [];
    const members = Array.isArray(section) ? section : [section];
    const filedBy = comparableName((particulars.filing as Record<string, string>).filedBy ?? '');
    if (!members.some((member) => comparableName(member.name ?? '') === filedBy)) {
      throw new HttpProblem(400, 'VALIDATION_FAILED', [{ field: 'body.particulars.filing.filedBy', message: validationMessage('notAMember', step.language) }]);
    }
    const problem = filing.kind === 'auction-return' ? auctionProblem(registered, particulars) : undefined;
    if (problem) throw new HttpProblem(400, 'VALIDATION_FAILED', [{ field: `body.particulars.auction.${problem.field}`, message: validationMessage(problem.key, step.language) }]);
    await insertFiling(tx, { entryId: id, filingKind: filing.kind, particulars, status: 'filed', filedAt: step.now });
    await updateEntry(tx, id, { updatedAt: step.now });
    await addEvent(tx, { entryId: id, step: 'filing-filed', actor: 'citizen', remarks: filing.title.en, at: step.now });
  });
  return viewOf(registries.db, id);
}

/**
 * The registrar accepts a filing — the register changes as its effect says,
 * in the same transaction — or returns it with the reason.
 */
export async function decideFiling(registries: Registries, kind: RegistryKind, id: string, filingId: number, decision: FilingDecision, step: OfficerStep): Promise<RegistryEntryView> {
  await registries.db.transaction(async (tx) => {
    const row = await lockEntry(tx, id);
    if (!row || row.kind !== kind) throw new HttpProblem(404, 'NOT_FOUND');
    refuseIf(decideRegistrar(step.principal, kind, row.sroCode), step.language);
    const filingRow = await lockFiling(tx, id, filingId);
    if (!filingRow) throw new HttpProblem(404, 'NOT_FOUND');
    if (filingRow.status !== 'filed') throw new HttpProblem(409, 'FILING_DECIDED');
    if (row.status !== 'registered') throw wrongStatus();
    const definition = findFiling(kind, filingRow.filingKind)!;
    await updateFiling(tx, filingId, { status: decision.decision === 'accept' ? 'accepted' : 'returned', decidedBy: step.principal.loginId, decidedAt: step.now, remarks: decision.remarks ?? null });
    if (decision.decision === 'accept') {
      const filed = filingRow.particulars as Particulars;
      const current = (row.particulars ?? {}) as Particulars;
      const effect = definition.effect;
      if (effect.type === 'replace') await updateEntry(tx, id, { particulars: { ...current, [effect.section]: filed[effect.section]! }, updatedAt: step.now });
      if (effect.type === 'merge') {
        const merged = { ...(current[effect.into] as Record<string, string>), ...(filed[effect.section] as Record<string, string>) };
        await updateEntry(tx, id, { particulars: { ...current, [effect.into]: merged }, updatedAt: step.now });
      }
      if (effect.type === 'dissolve') await updateEntry(tx, id, { status: 'dissolved', updatedAt: step.now });
    }
    await addEvent(tx, { entryId: id, step: decision.decision === 'accept' ? 'filing-accepted' : 'filing-returned', actor: step.principal.loginId, remarks: [definition.title.en, decision.remarks].filter(Boolean).join(': '), at: step.now });
    await recordAudit(tx, { event: 'registry.filing-decided', loginId: step.principal.loginId, clientAddress: step.clientAddress, details: { entryId: id, filingId, decision: decision.decision } });
  });
  return viewOf(registries.db, id);
}

type ReachedAt = { protocol: string; host: string };

/**
 * The certificate of a registered entry in a language, with a verification
 * code and QR code: for the applicant, and for staff who cover its office.
 */
export async function certificateOf(registries: Registries, view: RegistryEntryView, language: Language, reachedAt: ReachedAt, issuedTo: string | null): Promise<Uint8Array> {
  if (view.status !== 'registered' || !view.registrationNumber) throw wrongStatus();
  const definition = REGISTRY_DEFINITIONS[view.kind];
  const code = newCertificateCode(registries.codeKey);
  const pdf = await registrationCertificatePdf({ view, language, code, verificationUrl: certificateVerificationUrl(reachedAt, code) });
  await storeCertificate(registries.db, {
    code,
    kind: 'registration-certificate',
    language,
    pdf,
    issuedToLoginId: issuedTo,
    summary: {
      subject: { en: `${definition.title.en} ${view.registrationNumber}: ${view.name}`, te: `${definition.title.te} ${view.registrationNumber}: ${view.name}` },
      registrationNumber: view.registrationNumber,
      registeredOn: view.registeredOn,
      sroCode: view.sroCode,
      status: REGISTRY_STATUS_NAMES[view.status],
    },
  });
  return pdf;
}

const MARRIAGE_KINDS = ['hindu-marriage', 'special-marriage'] as const satisfies readonly RegistryKind[];

function certifiedMarriage(row: EntryRow): CertifiedMarriage & { entryId: string } {
  return {
    entryId: row.id,
    kind: row.kind as (typeof MARRIAGE_KINDS)[number],
    registrationNumber: row.registrationNumber!,
    registeredOn: toYearMonthDay(row.registeredAt!),
    sroCode: row.sroCode,
    name: row.name,
    particulars: (row.particulars as Particulars | null) ?? {},
  };
}

/** A marriage registered at the office under this number, as a certified copy of the register shows it. */
export async function findRegisteredMarriage(db: Database, sroCode: string, registrationNumber: string): Promise<(CertifiedMarriage & { entryId: string }) | undefined> {
  const row = await registeredByNumber(db, MARRIAGE_KINDS, sroCode, registrationNumber);
  return row ? certifiedMarriage(row) : undefined;
}

/** The marriage a certified copy request names, by its entry. */
export async function registeredMarriage(db: Database, entryId: string): Promise<(CertifiedMarriage & { entryId: string }) | undefined> {
  const row = await findEntry(db, entryId);
  return row?.registrationNumber && row.registeredAt && (MARRIAGE_KINDS as readonly string[]).includes(row.kind) ? certifiedMarriage(row) : undefined;
}
