import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  applicationFees,
  applicationId,
  decideOfficeAction,
  findPartyRole,
  findTransactionType,
  registrationRequestSchema,
  applicationPropertySchema,
  getStartedProblems,
  getStartedSchema,
  importFromLinkDocument,
  isEditable,
  isWorkingDay,
  LOCAL_BODY_CODES,
  maskNumber,
  mayBookSlot,
  slotTimesOf,
  partyProblems,
  REPRESENTATIVE_CODE,
  RESCHEDULES_ALLOWED,
  SLOT_BOOKING_DAYS_AHEAD,
  SLOT_HOLD_MINUTES,
  toYearMonthDay,
  validationMessage,
  addMonths,
  MAX_APPLICATION_DOCUMENTS,
  STORAGE_QUOTAS,
  UNPAID_DRAFT_STATUSES,
  withinQuota,
  type StorageQuotas,
  type ApplicationDocumentKind,
  type ApplicationFees,
  type ApplicationParty,
  type ApplicationProblem,
  type ApplicationProperty,
  type ApplicationStatus,
  type ApplicationView,
  type DeedPartyName,
  type DocumentReference,
  type GetStarted,
  type Language,
  type NotificationMessageKey,
  type OfficeCheck,
  type OfficeSlotSettings,
  type Principal,
  type SlotRequest,
} from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { decryptField, encryptField } from '../../lib/field-encryption.ts';
import { nextInSeries } from '../../lib/series.ts';
import { HttpProblem, refuseIf } from '../../plugins/errors.ts';
import type { CitizenCaller } from '../../plugins/access.ts';
import { certificateVerificationUrl, newCertificateCode, storeCertificate } from '../certificates/index.ts';
import { findProhibitions } from '../ec/index.ts';
import { findVillage } from '../geography/index.ts';
import { valueProperty } from '../market-value/index.ts';
import { deliverQueued, enqueueNotification, type NotificationTransport } from '../notifications/index.ts';
import { startPayment, type PaymentPurpose, type Payments } from '../payments/index.ts';
import { checkDeedPapers, deedPapersRefusal, useDeedPapers } from '../stamps/index.ts';
import { findDocumentId, loadDocumentViews, registerPresentedDocument } from '../register/index.ts';
import {
  accountMobileOf,
  addEvent,
  applicationsOfCitizen,
  closedDay,
  closeDay,
  countUnpaidApplications,
  lockCitizenAccount,
  storedBytes,
  deleteDocument,
  documentsOf,
  findDocument,
  insertDocument,
  partiesOfMany,
  confirmSlot,
  eventsOf,
  findApplication,
  insertApplication,
  liveSlotOf,
  lockApplication,
  officeDay,
  partiesOf,
  registeredCitation,
  recordPresence,
  releaseSlot,
  replaceParties,
  saveSlotSettings,
  slotSettingsOf,
  takenSlotTimes,
  takeSlot,
  updateApplication,
  type ApplicationRow,
  type DocumentRow,
  type Transaction,
} from './repository.ts';
import { acknowledgementPdf, endorsementPdf } from './application-pdf.ts';
import { checkUpload, dropUpload, keepUpload } from '../../lib/uploads.ts';

export const APPLICATION_PAYMENT_PURPOSE = 'application';

export interface Applications {
  db: Database;
  encryptionKey: Uint8Array;
  /** Keys the guest secrets' hashes. */
  hashKey: Uint8Array;
  payments: Payments;
  /** Where uploaded files are kept: under the data folder, never below anything the web server serves. */
  uploadDir: string;
  /** Sends the messages each step queues (SMS and email in production, the outbox in the demo). */
  transport: NotificationTransport;
  /** Keys the verification codes printed on acknowledgements and endorsements. */
  codeKey: Uint8Array;
  /** What one account and one application may keep; the department's quotas unless a test sets smaller ones. */
  quotas?: StorageQuotas;
}

interface Step {
  language: Language;
  now: Date;
}

const secretHash = (key: Uint8Array, secret: string) => createHmac('sha256', key).update(`guest-secret:${secret}`).digest('hex');

function invalid(language: Language, problems: readonly ApplicationProblem[]): HttpProblem {
  return new HttpProblem(
    400,
    'VALIDATION_FAILED',
    problems.map((problem) => ({ field: `body.${problem.field}`, message: validationMessage(problem.key, language) })),
  );
}

const actorOf = (caller: CitizenCaller) => ('citizenId' in caller ? 'citizen' : 'guest');

/** The caller's own application, or 404 for anyone else's (an id is not a secret, so nothing tells others that it exists). */
function ownedBy(caller: CitizenCaller, row: ApplicationRow | undefined): ApplicationRow {
  const owns = row && ('citizenId' in caller ? row.citizenId === caller.citizenId : row.id === caller.guestApplicationId);
  if (!owns) throw new HttpProblem(404, 'NOT_FOUND');
  return row;
}

function wrongStatus(): HttpProblem {
  return new HttpProblem(409, 'APPLICATION_WRONG_STATUS');
}

/** A message to the applicant about a step, queued in the step's own transaction. */
interface Notice {
  key: NotificationMessageKey;
  values: Record<string, string | number>;
}

/**
 * Queues a message to the applicant: the mobile of the citizen's account, or
 * for a guest the first party's mobile as entered. Nothing is queued when
 * neither is known.
 */
export async function notifyApplicant(tx: Transaction, apps: Pick<Applications, 'encryptionKey'>, row: ApplicationRow, notice: Notice): Promise<void> {
  const accountMobile = row.citizenId ? await accountMobileOf(tx, row.citizenId) : undefined;
  const recipient = accountMobile
    ? decryptField(apps.encryptionKey, accountMobile)
    : (await partiesOf(tx, row.id)).map((party) => (party.details as ApplicationParty).phone).find((phone) => phone !== undefined);
  if (!recipient) return;
  await enqueueNotification(tx, apps.encryptionKey, { channel: 'sms', recipient, messageKey: notice.key, values: { applicationId: row.id, ...notice.values } });
}

/** Hands queued messages to the transport after a step; a failure to send never undoes the step, and the next step sends what is left. */
export async function deliver(apps: Applications): Promise<void> {
  await deliverQueued(apps.db, apps.encryptionKey, apps.transport).catch(() => 0);
}

interface StepOutcome<T> {
  status: ApplicationStatus;
  step: string;
  remarks?: string;
  notice?: Notice;
  result: T;
}

/** Runs a citizen's step on their own application under its row lock, with the step's event (and message) in the same transaction. */
async function citizenStep<T>(apps: Applications, caller: CitizenCaller, id: string, run: (tx: Transaction, row: ApplicationRow) => Promise<StepOutcome<T>>): Promise<T> {
  const result = await apps.db.transaction(async (tx) => {
    const row = ownedBy(caller, await lockApplication(tx, id));
    const outcome = await run(tx, row);
    if (outcome.status !== row.status) await updateApplication(tx, id, { status: outcome.status });
    await addEvent(tx, { applicationId: id, step: outcome.step, status: outcome.status, actor: actorOf(caller), remarks: outcome.remarks ?? null });
    if (outcome.notice) await notifyApplicant(tx, apps, row, outcome.notice);
    return outcome.result;
  });
  await deliver(apps);
  return result;
}

export async function startApplication(apps: Applications, caller: CitizenCaller, start: GetStarted, step: Step) {
  const problems = getStartedProblems(start);
  if (problems.length > 0) throw invalid(step.language, problems);
  const year = Number(toYearMonthDay(step.now).slice(0, 4));
  const fromLink = start.linkDocument ? await linkDocumentImport(apps.db, start, start.linkDocument, year, step.language) : undefined;
  const guestSecret = randomBytes(12).toString('base64url');
  const id = await apps.db.transaction(async (tx) => {
    // A guest's session is for the one application it continues: drafts started from it would belong to no account and escape the account's quota.
    if (!('citizenId' in caller)) throw new HttpProblem(409, 'TOO_MANY_DRAFTS', [{ field: 'applications', message: validationMessage('guestStartsNone', step.language) }]);
    await refuseBeyondDrafts(tx, apps, caller.citizenId, step.language);
    const newId = applicationId(year, await nextInSeries(tx, `application-${year}`));
    await insertApplication(tx, {
      id: newId,
      citizenId: caller.citizenId,
      guestSecretHash: secretHash(apps.hashKey, guestSecret),
      status: 'draft',
      sroCode: start.sroCode,
      getStarted: start,
      imported: fromLink?.imported ?? null,
    });
    if (fromLink && fromLink.parties.length > 0) {
      await replaceParties(
        tx,
        newId,
        fromLink.parties.map((details, position) => ({ position, details, panEncrypted: null, panLast4: null, aadhaarEncrypted: null, aadhaarLast4: null })),
      );
    }
    await addEvent(tx, { applicationId: newId, step: 'started', status: 'draft', actor: actorOf(caller), remarks: start.linkDocument ? `${start.linkDocument.documentNumber}/${start.linkDocument.year} (${start.linkDocument.sroCode})` : null });
    return newId;
  });
  return { applicationId: id, guestSecret, application: await applicationView(apps, id) };
}

/** The parties and property a registered link document gives the new deed; a document not in the register is refused by name. */
async function linkDocumentImport(db: Database, start: GetStarted, reference: DocumentReference, year: number, language: Language) {
  const documentId = await findDocumentId(db, reference);
  const [link] = documentId ? await loadDocumentViews(db, [documentId]) : [];
  if (!link) throw invalid(language, [{ field: 'linkDocument', key: 'documentNotInRegister' }]);
  if (link.status === 'cancelled') throw invalid(language, [{ field: 'linkDocument', key: 'documentAlreadyCancelled' }]);
  return importFromLinkDocument(start, link, reference, year);
}

/** A citizen may hold only so many unpaid drafts at once; counted under the account's lock, so drafts started together cannot pass it together. */
async function refuseBeyondDrafts(tx: Transaction, apps: Applications, citizenId: string, language: Language): Promise<void> {
  const limit = (apps.quotas ?? STORAGE_QUOTAS).openDraftsPerCitizen;
  await lockCitizenAccount(tx, citizenId);
  if ((await countUnpaidApplications(tx, citizenId, UNPAID_DRAFT_STATUSES)) >= limit) {
    throw new HttpProblem(409, 'TOO_MANY_DRAFTS', [{ field: 'applications', message: validationMessage('tooManyDrafts', language).replace('{limit}', String(limit)) }]);
  }
}

/**
 * A file is kept only within the application's quota and, for an account,
 * the account's: both counted in the upload's transaction under the
 * application's lock and the account's, so uploads sent together cannot
 * pass a quota together.
 */
async function refuseBeyondStorage(tx: Transaction, apps: Applications, row: ApplicationRow, addingBytes: number, language: Language): Promise<void> {
  const quotas = apps.quotas ?? STORAGE_QUOTAS;
  const beyond = (limit: number) => new HttpProblem(413, 'STORAGE_QUOTA_EXCEEDED', [{ field: 'body.file', message: validationMessage('storageQuotaExceeded', language).replace('{limit}', String(Math.floor(limit / (1024 * 1024)))) }]);
  if (!withinQuota(await storedBytes(tx, { applicationId: row.id }), addingBytes, quotas.bytesPerApplication)) throw beyond(quotas.bytesPerApplication);
  if (row.citizenId) {
    await lockCitizenAccount(tx, row.citizenId);
    if (!withinQuota(await storedBytes(tx, { citizenId: row.citizenId }), addingBytes, quotas.bytesPerCitizen)) throw beyond(quotas.bytesPerCitizen);
  }
}

/** A guest continues an application with its id and secret. */
export async function checkGuestSecret(apps: Applications, id: string, secret: string): Promise<void> {
  const row = await findApplication(apps.db, id);
  const expected = Buffer.from(row?.guestSecretHash ?? '0'.repeat(64), 'hex');
  const given = Buffer.from(secretHash(apps.hashKey, secret), 'hex');
  if (!row || !timingSafeEqual(expected, given)) throw new HttpProblem(401, 'GUEST_SECRET_WRONG');
}

const transactionName = (start: GetStarted) => findTransactionType(start.transactionMajorCode, start.transactionMinorCode)?.description ?? { en: '', te: '' };

/** The applications a citizen can go back to: all of their account's, or a guest's one. */
export async function listApplications(apps: Applications, caller: CitizenCaller) {
  const rows = 'citizenId' in caller ? await applicationsOfCitizen(apps.db, caller.citizenId, 100) : [await findApplication(apps.db, caller.guestApplicationId)].filter((row) => row !== undefined);
  return {
    applications: rows.map((row) => ({
      applicationId: row.id,
      status: row.status as ApplicationStatus,
      transaction: transactionName(getStartedSchema.parse(row.getStarted)),
      sroCode: row.sroCode,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

export async function readApplication(apps: Applications, caller: CitizenCaller, id: string): Promise<ApplicationView> {
  ownedBy(caller, await findApplication(apps.db, id));
  return applicationView(apps, id);
}

const masked = (last4: string | null) => (last4 ? maskNumber(`00000000${last4}`) : null);

export async function applicationView(apps: Applications, id: string): Promise<ApplicationView> {
  const row = await findApplication(apps.db, id);
  if (!row) throw new HttpProblem(404, 'NOT_FOUND');
  const [parties, events, slot, documents] = await Promise.all([partiesOf(apps.db, id), eventsOf(apps.db, id), liveSlotOf(apps.db, id), documentsOf(apps.db, id)]);
  const document = row.documentId ? ((await registeredCitation(apps.db, row.documentId)) ?? null) : null;
  return {
    applicationId: row.id,
    status: row.status as ApplicationStatus,
    getStarted: getStartedSchema.parse(row.getStarted),
    parties: parties.map((party) => ({
      ...(party.details as Omit<ApplicationParty, 'pan' | 'aadhaar'>),
      panMasked: masked(party.panLast4),
      aadhaarMasked: masked(party.aadhaarLast4),
      presence: party.presence ?? null,
    })),
    property: row.property ? applicationPropertySchema.parse(row.property) : null,
    fees: (row.fees as ApplicationFees | null) ?? null,
    paidRupees: row.paidRupees,
    slot: slot
      ? { sroCode: slot.sroCode, date: slot.slotDate, time: slot.slotTime, status: slot.status as 'held' | 'confirmed', heldUntil: slot.heldUntil?.toISOString() ?? null }
      : null,
    reschedulesLeft: Math.max(0, RESCHEDULES_ALLOWED - row.reschedulesUsed),
    remarks: row.remarks,
    document,
    imported: (row.imported as ApplicationView['imported']) ?? null,
    documents: documents.map((file) => ({
      documentId: file.id,
      kind: file.kind as ApplicationDocumentKind,
      fileName: file.fileName,
      contentType: file.contentType as ApplicationView['documents'][number]['contentType'],
      sizeBytes: file.sizeBytes,
      uploadedAt: file.uploadedAt.toISOString(),
    })),
    events: events.map((event) => ({ at: event.at.toISOString(), step: event.step, status: event.status as ApplicationStatus, by: event.actor, remarks: event.remarks })),
  };
}

/** The parties as entered; the identity numbers are encrypted apart from the rest, with their last four kept for masking. */
export async function saveParties(apps: Applications, caller: CitizenCaller, id: string, parties: readonly ApplicationParty[], step: Step) {
  await citizenStep(apps, caller, id, async (tx, row) => {
    if (!isEditable(row.status as ApplicationStatus)) throw wrongStatus();
    const start = getStartedSchema.parse(row.getStarted);
    const property = row.property ? applicationPropertySchema.parse(row.property) : undefined;
    const saved = await partiesOf(tx, id);
    // A party's stored identity numbers stay where the browser says so and gives no new ones.
    const identities = parties.map((party) => {
      const before = party.keepIdentityOf === undefined ? undefined : saved.find((entry) => entry.position === party.keepIdentityOf);
      return {
        pan: party.pan ? { encrypted: encryptField(apps.encryptionKey, party.pan), last4: party.pan.slice(-4) } : before?.panEncrypted ? { encrypted: before.panEncrypted, last4: before.panLast4! } : undefined,
        aadhaar: party.aadhaar
          ? { encrypted: encryptField(apps.encryptionKey, party.aadhaar), last4: party.aadhaar.slice(-4) }
          : before?.aadhaarEncrypted
            ? { encrypted: before.aadhaarEncrypted, last4: before.aadhaarLast4! }
            : undefined,
      };
    });
    const checked = parties.map((party, index) => {
      const pan = identities[index]!.pan;
      return { ...party, ...(pan ? { pan: party.pan ?? decryptField(apps.encryptionKey, pan.encrypted) } : {}) };
    });
    const problems = partyProblems(start, checked, property ? Math.max(property.considerationRupees, row.fees?.marketValueRupees ?? 0) : undefined);
    if (problems.length > 0) throw invalid(step.language, problems);
    await replaceParties(
      tx,
      id,
      parties.map(({ pan, aadhaar, keepIdentityOf, ...details }, position) => ({
        position,
        details,
        panEncrypted: identities[position]!.pan?.encrypted ?? null,
        panLast4: identities[position]!.pan?.last4 ?? null,
        aadhaarEncrypted: identities[position]!.aadhaar?.encrypted ?? null,
        aadhaarLast4: identities[position]!.aadhaar?.last4 ?? null,
      })),
    );
    return { status: reopened(row), step: 'parties-saved', result: undefined };
  });
  return applicationView(apps, id);
}

/** A change to a submitted application's particulars unfixes its fees until it is submitted again. */
const reopened = (row: ApplicationRow): ApplicationStatus => (row.status === 'submitted' ? 'draft' : (row.status as ApplicationStatus));

/**
 * The property, priced by the market value rules on the server. A property on
 * the prohibited list is stopped here, before anything is paid.
 */
export async function saveProperty(apps: Applications, caller: CitizenCaller, id: string, property: ApplicationProperty, step: Step) {
  const today = toYearMonthDay(step.now);
  if (property.executedOn > today) throw invalid(step.language, [{ field: 'executedOn', key: 'dateAfterToday' }]);
  if (addMonths(property.executedOn, 8) < today) throw invalid(step.language, [{ field: 'executedOn', key: 'presentedTooLate' }]);
  await prohibitionCheck(apps.db, property, step.language);
  const before = ownedBy(caller, await findApplication(apps.db, id));
  // The dues as they stand, shown while the citizen goes on; they are fixed when the application is submitted.
  const parties = (await partiesOf(apps.db, id)).map((party) => party.details as ApplicationParty);
  const fees = await priceApplication(apps.db, getStartedSchema.parse(before.getStarted), property, today, step.language, parties);
  await citizenStep(apps, caller, id, async (tx, row) => {
    if (!isEditable(row.status as ApplicationStatus)) throw wrongStatus();
    await updateApplication(tx, id, { property, fees });
    return { status: reopened(row), step: 'property-saved', result: undefined };
  });
  return applicationView(apps, id);
}

/**
 * The property priced by the market value rules and the dues by the shared
 * duty rules, on the day; stamp papers declared are checked against the
 * sales register (bought by one of these parties) and count at their face
 * value there.
 */
async function priceApplication(db: Database, start: GetStarted, property: ApplicationProperty, onDate: string, language: Language, parties: readonly DeedPartyName[]): Promise<ApplicationFees> {
  const papers = await checkDeedPapers(db, property.stampPaper?.serials ?? [], property.executedOn, parties);
  if (papers.problems.length > 0) throw deedPapersRefusal(papers.problems, language);
  const value = await valueProperty(db, property.valuation, onDate, language);
  const localBodyType = LOCAL_BODY_CODES.find((code) => code === value.village.localBodyType.code);
  return applicationFees({ start, property, marketValueRupees: value.calculation.total, onDate, stampPaperRupees: papers.valueRupees, ...(localBodyType ? { localBodyType } : {}) });
}

async function prohibitionCheck(db: Database, property: ApplicationProperty, language: Language): Promise<void> {
  const valuation = property.valuation;
  const notices = await findProhibitions(db, [
    {
      villageCode: valuation.villageCode,
      surveyNumber: valuation.kind === 'rural' ? valuation.surveyNumber : '',
      doorNumber: valuation.kind === 'rural' ? '' : (valuation.doorNumber ?? ''),
    },
  ]);
  const standing = notices.find((notice) => !notice.denotifiedOn);
  if (standing) {
    throw new HttpProblem(422, 'PROPERTY_PROHIBITED', [{ field: 'body.valuation', message: `${standing.category.name[language]}: ${standing.reason[language]}` }]);
  }
}

/**
 * Fixes the fees from the particulars: the parties and property are checked
 * again, the property priced again, and the dues worked out by the shared
 * duty rules with stamp paper set against the stamp duty. After a send-back
 * the application returns to where it was (paid, slot booked) unless the
 * correction raised what is due.
 */
export async function submitApplication(apps: Applications, caller: CitizenCaller, id: string, step: Step) {
  const row = ownedBy(caller, await findApplication(apps.db, id));
  if (row.status !== 'draft' && row.status !== 'sent-back') throw wrongStatus();
  const start = getStartedSchema.parse(row.getStarted);
  if (!row.property) throw invalid(step.language, [{ field: 'property', key: 'propertyMissing' }]);
  const property = applicationPropertySchema.parse(row.property);
  const parties = await partiesOf(apps.db, id);
  if (parties.length === 0) throw invalid(step.language, [{ field: 'parties', key: 'partiesMissing' }]);
  await prohibitionCheck(apps.db, property, step.language);
  const today = toYearMonthDay(step.now);
  const fees = await priceApplication(apps.db, start, property, today, step.language, parties.map((party) => party.details as ApplicationParty));
  const entered = parties.map((party) => ({
    ...(party.details as Omit<ApplicationParty, 'pan' | 'aadhaar'>),
    ...(party.panLast4 ? { pan: decryptField(apps.encryptionKey, party.panEncrypted!) } : {}),
  }));
  const problems = partyProblems(start, entered, Math.max(property.considerationRupees, fees.marketValueRupees));
  if (problems.length > 0) throw invalid(step.language, problems);
  await citizenStep(apps, caller, id, async (tx, locked) => {
    if (locked.status !== row.status) throw wrongStatus();
    await updateApplication(tx, id, { fees, remarks: null });
    const slot = await liveSlotOf(tx, id);
    const paidUp = locked.paidRupees >= fees.payableRupees;
    const status: ApplicationStatus = !paidUp ? 'submitted' : slot?.status === 'confirmed' && slot.slotDate >= today ? 'slot-booked' : 'paid';
    const notice: Notice | undefined = paidUp ? undefined : { key: 'applicationSubmitted', values: { amount: fees.payableRupees - locked.paidRupees } };
    return { status, step: locked.status === 'sent-back' ? 'resubmitted' : 'submitted', notice, result: undefined };
  });
  return applicationView(apps, id);
}

/** Files are taken until the office holds the application: the officer checks the deed that will be registered. */
const mayChangeFiles = (status: ApplicationStatus) => isEditable(status) || mayBookSlot(status);

/**
 * Keeps a file with the application: recognised by its first bytes as a PDF,
 * JPEG or PNG, a PDF with active content refused, written under the upload
 * folder by a random name (never the uploader's) and recorded, with its hash,
 * in the step's transaction; a failed step leaves no file behind.
 */
export async function uploadDocument(apps: Applications, caller: CitizenCaller, id: string, file: { kind: ApplicationDocumentKind; fileName: string; bytes: Buffer }, step: Step) {
  const { contentType, fileName, bytes } = await checkUpload(file, step.language);
  const storedAs = await keepUpload(apps.uploadDir, 'applications', bytes);
  try {
    await citizenStep(apps, caller, id, async (tx, row) => {
      if (!mayChangeFiles(row.status as ApplicationStatus)) throw wrongStatus();
      if ((await documentsOf(tx, id)).length >= MAX_APPLICATION_DOCUMENTS) throw invalid(step.language, [{ field: 'file', key: 'tooManyFiles' }]);
      await refuseBeyondStorage(tx, apps, row, bytes.length, step.language);
      await insertDocument(tx, { applicationId: id, kind: file.kind, fileName, contentType, sizeBytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), storedAs });
      return { status: row.status as ApplicationStatus, step: 'document-uploaded', remarks: `${file.kind}: ${fileName}`, result: undefined };
    });
  } catch (error) {
    await dropUpload(apps.uploadDir, storedAs);
    throw error;
  }
  return applicationView(apps, id);
}

/** Takes a file off the application while the citizen may still change its files. */
export async function removeDocument(apps: Applications, caller: CitizenCaller, id: string, documentId: string) {
  let removed: DocumentRow | undefined;
  await citizenStep(apps, caller, id, async (tx, row) => {
    if (!mayChangeFiles(row.status as ApplicationStatus)) throw wrongStatus();
    removed = await deleteDocument(tx, id, documentId);
    if (!removed) throw new HttpProblem(404, 'NOT_FOUND');
    return { status: row.status as ApplicationStatus, step: 'document-removed', remarks: `${removed.kind}: ${removed.fileName}`, result: undefined };
  });
  if (removed) await dropUpload(apps.uploadDir, removed.storedAs);
  return applicationView(apps, id);
}

async function documentFile(apps: Applications, id: string, documentId: string) {
  const row = await findDocument(apps.db, id, documentId);
  if (!row) throw new HttpProblem(404, 'NOT_FOUND');
  return { fileName: row.fileName, contentType: row.contentType, bytes: await readFile(path.join(apps.uploadDir, row.storedAs)) };
}

/** A file of the citizen's own application. */
export async function citizenDocumentFile(apps: Applications, caller: CitizenCaller, id: string, documentId: string) {
  ownedBy(caller, await findApplication(apps.db, id));
  return documentFile(apps, id, documentId);
}

/** A file of an application of the officer's own office, opened beside its check slip. */
export async function officeDocumentFile(apps: Applications, id: string, documentId: string, step: OfficeStep) {
  const row = await findApplication(apps.db, id);
  if (!row) throw new HttpProblem(404, 'NOT_FOUND');
  refuseIf(decideOfficeAction(step.principal, 'act', row.sroCode), step.language);
  return documentFile(apps, id, documentId);
}

/** An office closes a day to bookings (a holiday, an inspection); slots already confirmed that day stay, and the office calls those applicants. */
export async function closeOfficeDay(apps: Applications, sroCode: string, day: string, reason: { en: string; te: string }, step: OfficeStep) {
  refuseIf(decideOfficeAction(step.principal, 'act', sroCode), step.language);
  if (day < toYearMonthDay(step.now)) throw invalid(step.language, [{ field: 'date', key: 'dateBeforeToday' }]);
  await apps.db.transaction(async (tx) => {
    await closeDay(tx, { sroCode, day, reasonEn: reason.en, reasonTe: reason.te, closedBy: step.principal.loginId });
    await recordAudit(tx, { event: 'office.day-closed', loginId: step.principal.loginId, clientAddress: step.clientAddress, details: { sroCode, day, reason: reason.en } });
  });
  return officeDaySlots(apps.db, sroCode, day, step.now);
}

/** The office's slots on a day and which are free. */
export async function officeDaySlots(db: Database, sroCode: string, date: string, now: Date) {
  const [closed, settings] = await Promise.all([closedDay(db, sroCode, date), slotSettingsOf(db, sroCode)]);
  const open = isWorkingDay(date) && !closed;
  const taken = open ? await takenSlotTimes(db, sroCode, date, now) : new Set<string>();
  return {
    sroCode,
    date,
    open,
    closedReason: closed ? { en: closed.reasonEn, te: closed.reasonTe } : null,
    slots: open ? slotTimesOf(settings).map((time) => ({ time, free: !taken.has(time) })) : [],
  };
}

export const readSlotSettings = (apps: Applications, sroCode: string) => slotSettingsOf(apps.db, sroCode);

/**
 * An office sets its counter: hours, slot length and how many a day. Slots
 * already booked stay as they are; the new times apply to bookings from now on.
 */
export async function setSlotSettings(apps: Applications, sroCode: string, settings: OfficeSlotSettings, step: OfficeStep) {
  refuseIf(decideOfficeAction(step.principal, 'act', sroCode), step.language);
  await apps.db.transaction(async (tx) => {
    await saveSlotSettings(tx, sroCode, settings, step.principal.loginId);
    await recordAudit(tx, {
      event: 'office.slots-set',
      loginId: step.principal.loginId,
      clientAddress: step.clientAddress,
      details: { sroCode, opens: settings.opens, closes: settings.closes, slotMinutes: settings.slotMinutes, slotsPerDay: settings.slotsPerDay },
    });
  });
  return slotSettingsOf(apps.db, sroCode);
}

/** A slot is booked from the next slot today up to the booking window's last day. */
export function refuseOutsideBookingWindow(request: SlotRequest, step: Step): void {
  const today = toYearMonthDay(step.now);
  const lastDay = toYearMonthDay(new Date(step.now.getTime() + SLOT_BOOKING_DAYS_AHEAD * 86_400_000));
  const nowTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hour12: false }).format(step.now);
  const inWindow = request.date > today || (request.date === today && request.time > nowTime);
  if (!inWindow || request.date > lastDay) throw invalid(step.language, [{ field: 'time', key: 'slotNotOffered' }]);
}

/** A slot the office gives: one of its times, on a working day it has not closed. */
export async function refuseUnofferedSlot(tx: Database, sroCode: string, request: SlotRequest, language: Language): Promise<void> {
  if (!slotTimesOf(await slotSettingsOf(tx, sroCode)).includes(request.time)) throw invalid(language, [{ field: 'time', key: 'slotNotOffered' }]);
  if (!isWorkingDay(request.date) || (await closedDay(tx, sroCode, request.date))) throw invalid(language, [{ field: 'date', key: 'slotNotOffered' }]);
}

/**
 * Books a slot at the application's office: held for the payer while an
 * unpaid application is paid, confirmed at once for a paid one; a confirmed
 * slot may be changed once. The slot goes to exactly one application however
 * many ask for it at once.
 */
export async function bookSlot(apps: Applications, caller: CitizenCaller, id: string, request: SlotRequest, step: Step) {
  refuseOutsideBookingWindow(request, step);
  await citizenStep(apps, caller, id, async (tx, row) => {
    const status = row.status as ApplicationStatus;
    await refuseUnofferedSlot(tx, row.sroCode, request, step.language);
    if (!mayBookSlot(status)) throw wrongStatus();
    const current = await liveSlotOf(tx, id);
    const rescheduling = current?.status === 'confirmed';
    if (rescheduling && row.reschedulesUsed >= RESCHEDULES_ALLOWED) throw new HttpProblem(409, 'RESCHEDULE_USED');
    const confirmNow = status !== 'submitted';
    const taken = await takeSlot(
      tx,
      {
        sroCode: row.sroCode,
        slotDate: request.date,
        slotTime: request.time,
        applicationId: id,
        status: confirmNow ? 'confirmed' : 'held',
        heldUntil: confirmNow ? null : new Date(step.now.getTime() + SLOT_HOLD_MINUTES * 60_000),
      },
      step.now,
    );
    if (!taken) throw new HttpProblem(409, 'SLOT_TAKEN');
    if (current) await releaseSlot(tx, current.id);
    if (rescheduling) await updateApplication(tx, id, { reschedulesUsed: row.reschedulesUsed + 1 });
    return {
      status: confirmNow ? 'slot-booked' : status,
      step: rescheduling ? 'rescheduled' : confirmNow ? 'slot-booked' : 'slot-held',
      remarks: `${request.date} ${request.time}`,
      notice: confirmNow ? { key: 'applicationSlotBooked', values: { sroCode: row.sroCode, date: request.date, time: request.time } } : undefined,
      result: undefined,
    };
  });
  return applicationView(apps, id);
}

/** Sends the payer to the gateway for what is still due; the amount is the server's, from the fixed fees. */
export async function payApplication(apps: Applications, caller: CitizenCaller, id: string) {
  const row = ownedBy(caller, await findApplication(apps.db, id));
  if (row.status !== 'submitted' || !row.fees) throw wrongStatus();
  const due = (row.fees as ApplicationFees).payableRupees - row.paidRupees;
  if (due <= 0) throw wrongStatus();
  return startPayment(apps.payments, {
    purpose: APPLICATION_PAYMENT_PURPOSE,
    // A balance after a correction is a payment of its own.
    reference: row.paidRupees === 0 ? id : `${id}/${row.paidRupees}`,
    amountRupees: due,
    description: `Stamp duty and fees, application ${id}`,
    returnPath: `/igrs/Registration/${id}/status`,
  });
}

/** What a successful payment does to its application, in the transaction that settles it. */
export function applicationPaymentPurpose(encryptionKey: Uint8Array): PaymentPurpose {
  return {
    async officeOf(db, payment) {
      return (await findApplication(db, payment.reference.split('/')[0]!))?.sroCode;
    },
    async onPaid(tx, payment) {
      const id = payment.reference.split('/')[0]!;
      const row = await lockApplication(tx, id);
      if (!row) return;
      const paidRupees = row.paidRupees + payment.amountRupees;
      const payable = (row.fees as ApplicationFees | null)?.payableRupees ?? 0;
      let status = row.status as ApplicationStatus;
      const slot = await liveSlotOf(tx, id);
      if (status === 'submitted' && paidRupees >= payable) {
        if (slot?.status === 'held') await confirmSlot(tx, slot.id);
        status = slot ? 'slot-booked' : 'paid';
      }
      await updateApplication(tx, id, { paidRupees, status });
      await addEvent(tx, { applicationId: id, step: 'paid', status, actor: 'gateway', remarks: `${payment.orderId}: ₹${payment.amountRupees}` });
      await notifyApplicant(tx, { encryptionKey }, row, { key: 'applicationPaid', values: { amount: payment.amountRupees, orderId: payment.orderId } });
      if (status === 'slot-booked' && slot) {
        await notifyApplicant(tx, { encryptionKey }, row, { key: 'applicationSlotBooked', values: { sroCode: slot.sroCode, date: slot.slotDate, time: slot.slotTime } });
      }
    },
  };
}

export interface OfficeStep extends Step {
  principal: Principal;
  clientAddress: string;
}

/** The office's applications with a slot on the day; only the office's own staff see them. */
export async function officeQueue(apps: Applications, sroCode: string, date: string, step: OfficeStep) {
  refuseIf(decideOfficeAction(step.principal, 'act', sroCode), step.language, 'query.sroCode');
  const rows = await officeDay(apps.db, sroCode, date);
  const partiesByApplication = await partiesOfMany(apps.db, rows.map(({ application }) => application.id));
  return {
    sroCode,
    date,
    applications: rows.map(({ application, slotTime }) => {
      const start = getStartedSchema.parse(application.getStarted);
      return {
        applicationId: application.id,
        slotTime,
        status: application.status as ApplicationStatus,
        transaction: transactionName(start),
        executants: (partiesByApplication.get(application.id) ?? []).map((party) => (party.details as ApplicationParty).name),
      };
    }),
  };
}

/** An office's step on an application of its own, under the row lock, with the step's event. */
async function officeStep<T>(apps: Applications, id: string, step: OfficeStep, run: (tx: Transaction, row: ApplicationRow) => Promise<StepOutcome<T>>): Promise<T> {
  const result = await apps.db.transaction(async (tx) => {
    const row = await lockApplication(tx, id);
    if (!row) throw new HttpProblem(404, 'NOT_FOUND');
    refuseIf(decideOfficeAction(step.principal, 'act', row.sroCode), step.language);
    const outcome = await run(tx, row);
    if (outcome.status !== row.status) await updateApplication(tx, id, { status: outcome.status });
    await addEvent(tx, { applicationId: id, step: outcome.step, status: outcome.status, actor: step.principal.loginId, remarks: outcome.remarks ?? null });
    if (outcome.notice) await notifyApplicant(tx, apps, row, outcome.notice);
    return outcome.result;
  });
  await deliver(apps);
  return result;
}

/** The check slip of an application of the officer's own office. */
export async function readForOffice(apps: Applications, id: string, step: OfficeStep): Promise<ApplicationView> {
  const row = await findApplication(apps.db, id);
  if (!row) throw new HttpProblem(404, 'NOT_FOUND');
  refuseIf(decideOfficeAction(step.principal, 'act', row.sroCode), step.language);
  return applicationView(apps, id);
}

/**
 * The office checks and admits an application at its slot, on the slot's day
 * in India, never before it. The check is that day's alone: once the day has
 * passed, the slot is booked again (an application with a slot may be
 * rescheduled); one checked on its day is admitted then or later.
 */
async function refuseOffSlotDay(db: Database, id: string, now: Date, afterTheDay: 'refused' | 'allowed'): Promise<void> {
  const slot = await liveSlotOf(db, id);
  const today = toYearMonthDay(now);
  if (!slot || slot.status !== 'confirmed' || slot.slotDate > today || (afterTheDay === 'refused' && slot.slotDate < today)) {
    throw new HttpProblem(409, 'NOT_THE_SLOT_DAY');
  }
}

/** The officer's record of the check at the slot: each party's appearance and identity, then accepted, or sent back with remarks. */
export async function checkAtOffice(apps: Applications, id: string, check: OfficeCheck, step: OfficeStep) {
  await officeStep(apps, id, step, async (tx, row) => {
    if (row.status !== 'slot-booked') throw wrongStatus();
    await refuseOffSlotDay(tx, id, step.now, 'refused');
    if (check.decision === 'send-back') {
      await updateApplication(tx, id, { remarks: check.remarks });
      return { status: 'sent-back', step: 'sent-back', remarks: check.remarks, notice: { key: 'applicationSentBack', values: { remarks: check.remarks } }, result: undefined };
    }
    const parties = await partiesOf(tx, id);
    const seen = new Set(check.presence.map((entry) => entry.partyIndex));
    const absent = parties.filter((party) => !seen.has(party.position) && (party.details as ApplicationParty).partyCode !== 'WT');
    if (absent.length > 0 || check.presence.some((entry) => entry.partyIndex >= parties.length)) {
      throw invalid(step.language, [{ field: 'presence', key: 'required' }]);
    }
    for (const entry of check.presence) {
      await recordPresence(tx, id, entry.partyIndex, { identityDocument: entry.identityDocument, lastFour: entry.lastFour.toUpperCase(), recordedBy: step.principal.loginId });
    }
    return { status: 'checked', step: 'checked', result: undefined };
  });
  return applicationView(apps, id);
}

const ACRES_PER_UNIT: Record<string, number> = { '1': 0.01, '2': 1, '3': 1 / 4840, '4': 1 / 4046.8564224, '5': 1 / 43_560, '6': 2.471_053_8 };
const SQ_YARDS_PER_ACRE = 4840;

/** An extent as the register keeps it: acres for land, square yards in towns, to four decimals. */
function registerExtent(value: number, unit: string, into: 'acres' | 'sq-yards'): string {
  const acres = value * (ACRES_PER_UNIT[unit] ?? 1);
  const amount = into === 'acres' ? acres : acres * SQ_YARDS_PER_ACRE;
  return String(Math.round(amount * 10_000) / 10_000);
}

const both = (text: string | undefined) => ({ en: text ?? '', te: text ?? '' });

/** The register's schedule for the application's property, valued again today. */
function scheduleOf(property: ApplicationProperty, marketValueRupees: number) {
  const valuation = property.valuation;
  const boundaries = { north: both(property.boundaries.north), south: both(property.boundaries.south), east: both(property.boundaries.east), west: both(property.boundaries.west) };
  const structures =
    valuation.kind === 'apartment'
      ? []
      : (valuation.structures ?? []).map((structure) => ({
          structureTypeCode: structure.structureTypeCode,
          floorCode: structure.floor ?? 'GR',
          plinthAreaSqFt: String(structure.plinthAreaSqFt),
          stageCode: structure.stageOfConstruction,
          ageYears: structure.ageYears,
        }));
  const common = {
    villageCode: valuation.villageCode,
    landUseCode: valuation.landUseCode,
    plotNumber: property.plotNumber ?? '',
    layoutName: property.layoutName ?? '',
    apartmentName: property.apartmentName ?? '',
    flatNumber: property.flatNumber ?? '',
    boundaries,
    structures,
    marketValueRupees,
  };
  if (valuation.kind === 'rural') {
    return { ...common, kind: 'rural' as const, surveyNumber: valuation.surveyNumber, extent: registerExtent(valuation.extent.value, valuation.extent.unit, 'acres'), extentUnit: 'acres' as const };
  }
  const place = { ward: valuation.ward, block: valuation.block, doorNumber: valuation.doorNumber ?? '' };
  if (valuation.kind === 'urban') {
    return { ...common, ...place, kind: 'urban' as const, extent: registerExtent(valuation.extent.value, valuation.extent.unit, 'sq-yards'), extentUnit: 'sq-yards' as const };
  }
  return {
    ...common,
    ...place,
    kind: 'flat' as const,
    extent: String(valuation.undividedShareSqYards),
    extentUnit: 'sq-yards' as const,
    plinthAreaSqFt: String(valuation.plinthAreaSqFt),
  };
}

/**
 * Admits a checked application: it is registered through the register's own
 * rules (the office's next number, the dates, the dues worked out again today
 * against what was paid) and becomes `registered` in the same transaction, so
 * the EC of the property shows it at once.
 */
export async function admitApplication(apps: Applications, id: string, step: OfficeStep) {
  const row = await findApplication(apps.db, id);
  if (!row) throw new HttpProblem(404, 'NOT_FOUND');
  refuseIf(decideOfficeAction(step.principal, 'act', row.sroCode), step.language);
  if (row.status !== 'checked' || !row.property || !row.fees) throw wrongStatus();
  await refuseOffSlotDay(apps.db, id, step.now, 'allowed');
  const start = getStartedSchema.parse(row.getStarted);
  const property = applicationPropertySchema.parse(row.property);
  const fees = row.fees as ApplicationFees;
  await prohibitionCheck(apps.db, property, step.language);
  const value = await valueProperty(apps.db, property.valuation, toYearMonthDay(step.now), step.language);

  const parties = await partiesOf(apps.db, id);
  const kept = parties.filter((party) => {
    const code = (party.details as ApplicationParty).partyCode;
    return code === REPRESENTATIVE_CODE || findPartyRole(code)?.side !== 'witness';
  });
  const registerIndex = new Map(kept.map((party, index) => [party.position, index]));
  const registerParties = kept.map((party) => {
    const details = party.details as Omit<ApplicationParty, 'pan' | 'aadhaar'>;
    const side = details.partyCode === REPRESENTATIVE_CODE ? 'representative' : findPartyRole(details.partyCode)!.side;
    return {
      role: side,
      partyCode: details.partyCode,
      ...(details.representsIndex !== undefined ? { representsIndex: registerIndex.get(details.representsIndex) } : {}),
      ...(details.representTypeCode ? { representTypeCode: details.representTypeCode } : {}),
      name: { en: details.name, te: details.nameTe ?? details.name },
      relationType: details.relationType,
      relationName: both(details.relationName),
      age: details.age,
      address: both(details.address),
      ...(party.panEncrypted ? { pan: decryptField(apps.encryptionKey, party.panEncrypted) } : {}),
      ...(party.aadhaarEncrypted ? { aadhaar: decryptField(apps.encryptionKey, party.aadhaarEncrypted) } : {}),
      ...(details.phone ? { phone: details.phone } : {}),
      ...(details.email ? { email: details.email } : {}),
      ...(details.residence ? { residence: details.residence } : {}),
    };
  });
  // What was paid: stamp paper and the online payment, head by head as the fees were fixed.
  const paidUp = row.paidRupees >= fees.payableRupees;
  const body = registrationRequestSchema.parse({
    sroCode: row.sroCode,
    bookNumber: 1,
    transactionMajorCode: start.transactionMajorCode,
    transactionMinorCode: start.transactionMinorCode,
    presentedOn: toYearMonthDay(step.now),
    executedOn: property.executedOn,
    considerationRupees: property.considerationRupees,
    marketValueRupees: value.calculation.total,
    hasScannedImage: false,
    parties: registerParties,
    schedules: [scheduleOf(property, value.calculation.total)],
    links: property.linkDocuments,
    dutyPaid: {
      stampDutyRupees: paidUp ? fees.stampDutyRupees : fees.stampPaperRupees,
      transferDutyRupees: paidUp ? fees.transferDutyRupees : 0,
      registrationFeeRupees: paidUp ? fees.registrationFeeRupees : 0,
      userChargesRupees: paidUp ? fees.userChargesRupees : 0,
    },
  });
  await registerPresentedDocument(apps.db, apps.encryptionKey, body, {
    ...step,
    alongside: async (tx, registered) => {
      const locked = await lockApplication(tx, id);
      if (locked?.status !== 'checked') throw wrongStatus();
      await useDeedPapers(tx, property.stampPaper?.serials ?? [], { executedOn: property.executedOn, parties: kept.map((party) => party.details as ApplicationParty), language: step.language }, registered.id, step.now);
      await updateApplication(tx, id, { status: 'registered', documentId: registered.id });
      await addEvent(tx, {
        applicationId: id,
        step: 'registered',
        status: 'registered',
        actor: step.principal.loginId,
        remarks: `${registered.documentNumber}/${registered.year}`,
      });
      await notifyApplicant(tx, apps, locked, { key: 'applicationRegistered', values: { documentNumber: registered.documentNumber, year: registered.year, sroCode: locked.sroCode } });
    },
  });
  await deliver(apps);
  return applicationView(apps, id);
}

/** The registered document is handed back to the party. */
export async function returnDocument(apps: Applications, id: string, step: OfficeStep) {
  await officeStep(apps, id, step, async (tx, row) => {
    if (row.status !== 'registered' || !row.documentId) throw wrongStatus();
    const citation = await registeredCitation(tx, row.documentId);
    return {
      status: 'returned',
      step: 'returned',
      notice: citation ? { key: 'applicationReturned', values: { documentNumber: citation.documentNumber, year: citation.year } } : undefined,
      result: undefined,
    };
  });
  return applicationView(apps, id);
}

type ReachedAt = { protocol: string; host: string };

/** Stores a printed certificate so that its QR code verifies it, and gives its bytes. */
async function issuePrinted(apps: Applications, kind: 'acknowledgement' | 'endorsement', language: Language, build: (code: string) => Promise<Uint8Array>, summary: Record<string, unknown>, issuedTo: string | null) {
  const code = newCertificateCode(apps.codeKey);
  const pdf = await build(code);
  await storeCertificate(apps.db, { code, kind, language, pdf, issuedToLoginId: issuedTo, summary });
  return { code, pdf };
}

async function villageNameOf(apps: Applications, view: ApplicationView) {
  return view.property ? (await findVillage(apps.db, view.property.valuation.villageCode))?.name : undefined;
}

/** The acknowledgement of a submitted application, in one language, verifiable by its code. */
export async function issueAcknowledgement(apps: Applications, id: string, language: Language, reachedAt: ReachedAt) {
  const view = await applicationView(apps, id);
  if (view.status === 'draft' || !view.fees) throw wrongStatus();
  const villageName = await villageNameOf(apps, view);
  const subject = { en: `Application ${id}`, te: `దరఖాస్తు ${id}` };
  return issuePrinted(
    apps,
    'acknowledgement',
    language,
    (code) => acknowledgementPdf({ application: view, villageName, language, code, verificationUrl: certificateVerificationUrl(reachedAt, code) }),
    { subject, applicationId: id, status: view.status, slot: view.slot ? `${view.slot.date} ${view.slot.time}` : null, paidRupees: view.paidRupees },
    null,
  );
}

/** The endorsement of a registered application: document number, date, officer and amounts, verifiable by its code. */
export async function issueEndorsement(apps: Applications, id: string, language: Language, reachedAt: ReachedAt) {
  const view = await applicationView(apps, id);
  const registration = view.events.find((event) => event.step === 'registered');
  if (!view.document || !registration) throw wrongStatus();
  const villageName = await villageNameOf(apps, view);
  const citation = `${view.document.documentNumber}/${view.document.year}`;
  return issuePrinted(
    apps,
    'endorsement',
    language,
    (code) => endorsementPdf({ application: view, villageName, language, code, verificationUrl: certificateVerificationUrl(reachedAt, code), registeredOn: toYearMonthDay(new Date(registration.at)), officer: registration.by }),
    {
      subject: { en: `Document ${citation}, application ${id}`, te: `దస్తావేజు ${citation}, దరఖాస్తు ${id}` },
      documents: [{ citation, registeredOn: toYearMonthDay(new Date(registration.at)) }],
      applicationId: id,
    },
    null,
  );
}

/** The citizen's own acknowledgement or endorsement. */
export async function citizenPrintout(apps: Applications, caller: CitizenCaller, id: string, which: 'acknowledgement' | 'endorsement', language: Language, reachedAt: ReachedAt) {
  ownedBy(caller, await findApplication(apps.db, id));
  return which === 'acknowledgement' ? issueAcknowledgement(apps, id, language, reachedAt) : issueEndorsement(apps, id, language, reachedAt);
}

/** The office's copy of the endorsement, for its own applications. */
export async function officeEndorsement(apps: Applications, id: string, step: OfficeStep, reachedAt: ReachedAt) {
  const row = await findApplication(apps.db, id);
  if (!row) throw new HttpProblem(404, 'NOT_FOUND');
  refuseIf(decideOfficeAction(step.principal, 'act', row.sroCode), step.language);
  return issueEndorsement(apps, id, step.language, reachedAt);
}
