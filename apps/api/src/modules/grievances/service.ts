import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  GRIEVANCE_DAYS,
  GRIEVANCE_MAX_ATTACHMENTS,
  STORAGE_QUOTAS,
  withinQuota,
  type StorageQuotas,
  addDays,
  decideGrievanceAction,
  decideOfficeAction,
  grievanceLevel,
  isKnownJurisdiction,
  maskMobileFromLastFour,
  officesCovered,
  toYearMonthDay,
  type GrievanceAction,
  type GrievanceCategory,
  type GrievanceFiling,
  type GrievancePublicView,
  type GrievanceRequest,
  type GrievanceStatus,
  type GrievanceView,
  type Language,
  type Principal,
  validationMessage,
} from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { decryptField, encryptField } from '../../lib/field-encryption.ts';
import { nextInSeries } from '../../lib/series.ts';
import { HttpProblem, refuseIf } from '../../plugins/errors.ts';
import { checkUpload, dropUpload, keepUpload } from '../../lib/uploads.ts';
import {
  addGrievanceEvent,
  bytesFromAddressSince,
  grievanceBytes,
  attachmentsOfGrievances,
  eventsOfGrievances,
  findAttachment,
  findGrievance,
  grievancesOf,
  insertAttachment,
  insertGrievance,
  lockGrievance,
  updateGrievance,
  type GrievanceRow,
} from './repository.ts';

/** Where grievances' files are kept, and the key their mobiles are sealed with. */
export interface GrievanceStore {
  db: Database;
  encryptionKey: Uint8Array;
  uploadDir: string;
  /** What one grievance and one address may keep; the department's quotas unless a test sets smaller ones. */
  quotas?: StorageQuotas;
}

interface Step {
  principal: Principal;
  language: Language;
  now: Date;
}

const CLOSED: readonly GrievanceStatus[] = ['resolved', 'rejected'];

/** How far a grievance has climbed: by the time it has waited, until it is closed. */
const levelOf = (row: GrievanceRow, now: Date) => grievanceLevel(row.receivedAt, row.closedAt ?? now);

async function views(db: Database, rows: readonly GrievanceRow[], now: Date): Promise<GrievanceView[]> {
  const ids = rows.map((row) => row.id);
  const [events, attachments] = await Promise.all([eventsOfGrievances(db, ids), attachmentsOfGrievances(db, ids)]);
  return rows.map((row) => ({
    grievanceId: row.id,
    sroCode: row.sroCode,
    category: row.category as GrievanceCategory,
    complainantName: row.complainantName,
    mobileMasked: maskMobileFromLastFour(row.mobileLast4),
    description: row.description,
    receivedThrough: row.receivedThrough,
    status: row.status as GrievanceStatus,
    receivedAt: row.receivedAt.toISOString(),
    overdue: !CLOSED.includes(row.status as GrievanceStatus) && now.getTime() - row.receivedAt.getTime() > GRIEVANCE_DAYS * 86_400_000,
    level: levelOf(row, now),
    events: events
      .filter((event) => event.grievanceId === row.id)
      .map((event) => ({ at: event.at.toISOString(), status: event.status as GrievanceStatus, by: event.actor, remarks: event.remarks })),
    attachments: attachments
      .filter((attachment) => attachment.grievanceId === row.id)
      .map((attachment) => ({ attachmentId: attachment.id, fileName: attachment.fileName, contentType: attachment.contentType, sizeBytes: attachment.sizeBytes, uploadedAt: attachment.uploadedAt.toISOString() })),
  }));
}

/** Records a grievance an office received; only the office's own staff record for it. The mobile is kept encrypted. */
export async function recordGrievance(db: Database, encryptionKey: Uint8Array, request: GrievanceRequest, step: Step): Promise<GrievanceView> {
  refuseIf(decideOfficeAction(step.principal, 'act', request.sroCode), step.language, 'body.sroCode');
  const id = await insertNew(db, encryptionKey, request, step.principal.loginId, step.now);
  return (await views(db, [(await findGrievance(db, id))!], step.now))[0]!;
}

/**
 * A grievance anyone files online about an office: its reference is the
 * complainant's way back to it, with the mobile. The office must be one of
 * the state's, or no one would ever be given it to answer.
 */
export async function fileGrievance(
  db: Database,
  encryptionKey: Uint8Array,
  filing: Omit<GrievanceFiling, 'captchaId' | 'captchaText'>,
  language: Language,
  now: Date,
): Promise<{ grievanceId: string; answerDue: string }> {
  if (!isKnownJurisdiction({ level: 'office', code: filing.sroCode })) {
    throw new HttpProblem(400, 'VALIDATION_FAILED', [{ field: 'body.sroCode', message: validationMessage('unknownChoice', language) }]);
  }
  const grievanceId = await insertNew(db, encryptionKey, { ...filing, receivedThrough: 'online' }, 'public', now);
  return { grievanceId, answerDue: addDays(toYearMonthDay(now), GRIEVANCE_DAYS) };
}

/** The complainant's view of a grievance, for the reference and the mobile it was filed with; anything else is not found. */
export async function publicGrievance(db: Database, encryptionKey: Uint8Array, id: string, mobile: string, now: Date): Promise<GrievancePublicView> {
  const row = complainantsOwn(encryptionKey, await findGrievance(db, id), mobile);
  const view = (await views(db, [row], now))[0]!;
  return {
    grievanceId: view.grievanceId,
    sroCode: view.sroCode,
    category: view.category,
    status: view.status,
    level: view.level,
    receivedAt: view.receivedAt,
    answerDue: addDays(toYearMonthDay(row.receivedAt), GRIEVANCE_DAYS),
    events: view.events.map(({ at, status, remarks }) => ({ at, status, remarks })),
    attachments: view.attachments,
  };
}

/** The grievance, when the mobile is the one it was filed with; anything else is not found, so a reference alone reveals nothing. */
function complainantsOwn(encryptionKey: Uint8Array, row: GrievanceRow | undefined, mobile: string): GrievanceRow {
  if (!row || row.mobileLast4 !== mobile.slice(-4) || decryptField(encryptionKey, row.mobileEncrypted) !== mobile) throw new HttpProblem(404, 'NOT_FOUND');
  return row;
}

/**
 * A paper the complainant adds while the grievance is open, at most
 * GRIEVANCE_MAX_ATTACHMENTS and within the grievance's quota of bytes and the
 * quota of what one client address may send in a day: checked by its bytes
 * before it is kept, counted and recorded as a step of the grievance in the
 * same transaction, under the grievance's lock and the address's.
 */
export async function attachToGrievance(store: GrievanceStore, id: string, mobile: string, file: { fileName: string; bytes: Buffer }, language: Language, now: Date, clientAddress: string): Promise<GrievancePublicView> {
  complainantsOwn(store.encryptionKey, await findGrievance(store.db, id), mobile);
  const { contentType, fileName, bytes } = await checkUpload(file, language);
  const storedAs = await keepUpload(store.uploadDir, 'grievances', bytes);
  try {
    await store.db.transaction(async (tx) => {
      const row = await lockGrievance(tx, id);
      if (!row) throw new HttpProblem(404, 'NOT_FOUND');
      if (CLOSED.includes(row.status as GrievanceStatus)) throw new HttpProblem(409, 'GRIEVANCE_CLOSED');
      if ((await attachmentsOfGrievances(tx, [id])).length >= GRIEVANCE_MAX_ATTACHMENTS) {
        throw new HttpProblem(400, 'VALIDATION_FAILED', [{ field: 'body.file', message: validationMessage('tooManyFiles', language) }]);
      }
      await refuseBeyondQuotas(tx, store.quotas ?? STORAGE_QUOTAS, { grievanceId: id, clientAddress, bytes: bytes.length, now }, language);
      await insertAttachment(tx, { grievanceId: id, fileName, contentType, sizeBytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), storedAs, uploadedAt: now, uploadedFrom: clientAddress });
      await addGrievanceEvent(tx, { grievanceId: id, status: row.status, actor: 'public', remarks: `Attachment added: ${fileName}`, at: now });
    });
  } catch (error) {
    await dropUpload(store.uploadDir, storedAs);
    throw error;
  }
  return publicGrievance(store.db, store.encryptionKey, id, mobile, now);
}

/** The day of an address's quota: the last 24 hours, so that it does not start afresh at midnight. */
const ADDRESS_QUOTA_WINDOW_MS = 86_400_000;

async function refuseBeyondQuotas(tx: Database, quotas: StorageQuotas, paper: { grievanceId: string; clientAddress: string; bytes: number; now: Date }, language: Language): Promise<void> {
  const beyond = (limit: number) =>
    new HttpProblem(413, 'STORAGE_QUOTA_EXCEEDED', [{ field: 'body.file', message: validationMessage('storageQuotaExceeded', language).replace('{limit}', String(Math.floor(limit / (1024 * 1024)))) }]);
  if (!withinQuota(await grievanceBytes(tx, paper.grievanceId), paper.bytes, quotas.bytesPerGrievance)) throw beyond(quotas.bytesPerGrievance);
  const sent = await bytesFromAddressSince(tx, paper.clientAddress, new Date(paper.now.getTime() - ADDRESS_QUOTA_WINDOW_MS));
  if (!withinQuota(sent, paper.bytes, quotas.grievanceBytesPerAddressPerDay)) throw beyond(quotas.grievanceBytesPerAddressPerDay);
}

/** A grievance's paper, for the staff who may answer it. */
export async function attachmentFile(store: GrievanceStore, id: string, attachmentId: string, step: Step) {
  const row = await findGrievance(store.db, id);
  if (!row) throw new HttpProblem(404, 'NOT_FOUND');
  refuseIf(decideOfficeAction(step.principal, 'read', row.sroCode), step.language);
  const attachment = await findAttachment(store.db, id, attachmentId);
  if (!attachment) throw new HttpProblem(404, 'NOT_FOUND');
  return { fileName: attachment.fileName, contentType: attachment.contentType, bytes: await readFile(path.join(store.uploadDir, attachment.storedAs)) };
}

async function insertNew(db: Database, encryptionKey: Uint8Array, request: GrievanceRequest | (Omit<GrievanceRequest, 'receivedThrough'> & { receivedThrough: 'online' }), actor: string, now: Date): Promise<string> {
  const step = { now, principal: { loginId: actor } };
  const year = Number(toYearMonthDay(step.now).slice(0, 4));
  return db.transaction(async (tx) => {
    const newId = `GRV-${year}-${String(await nextInSeries(tx, `grievance-${year}`)).padStart(6, '0')}`;
    await insertGrievance(tx, {
      id: newId,
      sroCode: request.sroCode,
      category: request.category,
      complainantName: request.complainantName,
      mobileEncrypted: encryptField(encryptionKey, request.mobile),
      mobileLast4: request.mobile.slice(-4),
      description: request.description,
      receivedThrough: request.receivedThrough,
      status: 'open',
      receivedAt: step.now,
    });
    await addGrievanceEvent(tx, { grievanceId: newId, status: 'open', actor: step.principal.loginId, remarks: `Received (${request.receivedThrough})`, at: step.now });
    return newId;
  });
}

/** The grievances of the offices the viewer covers. */
export async function listGrievances(db: Database, step: Step): Promise<GrievanceView[]> {
  return views(db, await grievancesOf(db, officesCovered(step.principal.jurisdiction)), step.now);
}

/** The office's answer: taken up, resolved or rejected, always with what was said; a closed grievance stays closed. */
export async function actOnGrievance(db: Database, id: string, action: GrievanceAction, step: Step): Promise<GrievanceView> {
  await db.transaction(async (tx) => {
    const row = await lockGrievance(tx, id);
    if (!row) throw new HttpProblem(404, 'NOT_FOUND');
    refuseIf(decideGrievanceAction(step.principal, row.sroCode, levelOf(row, step.now)), step.language);
    if (CLOSED.includes(row.status as GrievanceStatus)) throw new HttpProblem(409, 'GRIEVANCE_CLOSED');
    await updateGrievance(tx, id, { status: action.status, ...(CLOSED.includes(action.status) ? { closedAt: step.now } : {}) });
    await addGrievanceEvent(tx, { grievanceId: id, status: action.status, actor: step.principal.loginId, remarks: action.remarks, at: step.now });
  });
  return (await views(db, [(await findGrievance(db, id))!], step.now))[0]!;
}
