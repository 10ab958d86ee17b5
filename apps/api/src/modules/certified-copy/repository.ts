import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  nameOrCode,
  CERTIFIED_COPY_PAGE_SIZE,
  CERTIFIED_COPY_PURPOSES,
  CERTIFIED_COPY_STATUSES,
  PAYMENT_MODES,
  certifiedCopyFee,
  findSroOffice,
  formatDocumentNumber,
  maskMobileFromLastFour,
  toYearMonthDay,
  type CertifiedCopyRequest,
  type CertifiedCopyStatus,
  type CertifiedCopySummary,
  type PaymentMode,
} from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { certifiedCopyRequests, registerDocuments, registryEntries, users } from '../../db/schema.ts';
import { nextInSeries } from '../../lib/series.ts';
import { recordAudit } from '../../lib/audit.ts';
import { encryptField } from '../../lib/field-encryption.ts';
import { findDocumentId } from '../register/index.ts';

export interface Actor {
  userId: string;
  loginId: string;
  clientAddress: string;
}

export function certifiedCopyReference(year: number, serial: number): string {
  return `CC/${year}/${String(serial).padStart(6, '0')}`;
}

/** The document a request names, when the register has it in that book. */
export async function findRequestedDocument(db: Database, request: { sroCode: string; bookNumber: number; documentNumber: number; year: number }): Promise<number | undefined> {
  const id = await findDocumentId(db, { sroCode: request.sroCode, documentNumber: request.documentNumber, year: request.year });
  if (id === undefined) return undefined;
  const [document] = await db.select({ bookNumber: registerDocuments.bookNumber }).from(registerDocuments).where(eq(registerDocuments.id, id));
  return document?.bookNumber === request.bookNumber ? id : undefined;
}

/** What a request copies: a registered document or a registered marriage, at the request's office. */
export type CopiedRecord = { documentId: number } | { registryEntryId: string };

/** Records a request with its reference, fee and audit entry, all together. */
export async function createCertifiedCopyRequest(
  db: Database,
  encryptionKey: Uint8Array,
  request: CertifiedCopyRequest,
  record: CopiedRecord,
  actor: Actor,
  now = new Date(),
): Promise<{ id: number; reference: string }> {
  return db.transaction(async (tx) => {
    const year = Number(toYearMonthDay(now).slice(0, 4));
    const reference = certifiedCopyReference(year, await nextInSeries(tx, `certified-copy-reference:${year}`));
    const mobile = request.applicantMobile || undefined;
    const [stored] = await tx
      .insert(certifiedCopyRequests)
      .values({
        reference,
        sroCode: request.sroCode,
        documentId: 'documentId' in record ? record.documentId : null,
        registryEntryId: 'registryEntryId' in record ? record.registryEntryId : null,
        applicantName: request.applicantName,
        applicantPhoneEncrypted: mobile ? encryptField(encryptionKey, mobile) : null,
        applicantPhoneLast4: mobile ? mobile.slice(-4) : null,
        purpose: request.purpose,
        copies: request.copies,
        feeRupees: certifiedCopyFee(request.copies).totalRupees,
        status: 'requested',
        requestedAt: now,
        requestedBy: actor.userId,
        lastActedBy: actor.userId,
      })
      .returning({ id: certifiedCopyRequests.id });
    if (!stored) throw new Error('The certified copy request was not stored');
    await recordAudit(tx, {
      event: 'certified-copy.requested',
      loginId: actor.loginId,
      clientAddress: actor.clientAddress,
      details: { requestId: stored.id, reference, ...record, copies: request.copies },
    });
    return { id: stored.id, reference };
  });
}

const requester = alias(users, 'requester');
const lastActor = alias(users, 'last_actor');

const summaryColumns = {
  id: certifiedCopyRequests.id,
  reference: certifiedCopyRequests.reference,
  sroCode: certifiedCopyRequests.sroCode,
  documentId: registerDocuments.id,
  bookNumber: registerDocuments.bookNumber,
  documentNumber: registerDocuments.documentNumber,
  year: registerDocuments.registrationYear,
  registryEntryId: registryEntries.id,
  registryKind: registryEntries.kind,
  registrationNumber: registryEntries.registrationNumber,
  applicantName: certifiedCopyRequests.applicantName,
  applicantPhoneLast4: certifiedCopyRequests.applicantPhoneLast4,
  purpose: certifiedCopyRequests.purpose,
  copies: certifiedCopyRequests.copies,
  status: certifiedCopyRequests.status,
  paymentMode: certifiedCopyRequests.paymentMode,
  paymentReference: certifiedCopyRequests.paymentReference,
  certificateCode: certifiedCopyRequests.certificateCode,
  requestedAt: certifiedCopyRequests.requestedAt,
  paidAt: certifiedCopyRequests.paidAt,
  readyAt: certifiedCopyRequests.readyAt,
  deliveredAt: certifiedCopyRequests.deliveredAt,
  requestedBy: requester.loginId,
  lastActedBy: lastActor.loginId,
};

type SummaryRow = Awaited<ReturnType<typeof summaryQuery>>[number];

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.find((candidate) => candidate === value) ?? fallback;
}

function toSummary(row: SummaryRow): CertifiedCopySummary {
  const sro = findSroOffice(row.sroCode);
  const document =
    row.documentId !== null && row.bookNumber !== null && row.documentNumber !== null && row.year !== null
      ? { id: row.documentId, bookNumber: row.bookNumber, documentNumber: row.documentNumber, year: row.year }
      : null;
  const marriage =
    row.registryEntryId !== null && row.registrationNumber !== null
      ? { entryId: row.registryEntryId, kind: row.registryKind === 'special-marriage' ? ('special-marriage' as const) : ('hindu-marriage' as const), registrationNumber: row.registrationNumber }
      : null;
  return {
    id: row.id,
    reference: row.reference,
    record: marriage ? 'marriage' : 'document',
    sro: { code: row.sroCode, name: nameOrCode(sro?.description, row.sroCode) },
    citation: document ? formatDocumentNumber(document.documentNumber, document.year) : (marriage?.registrationNumber ?? ''),
    document,
    marriage,
    applicantName: row.applicantName,
    applicantMobileMasked: row.applicantPhoneLast4 ? maskMobileFromLastFour(row.applicantPhoneLast4) : null,
    purpose: oneOf(CERTIFIED_COPY_PURPOSES, row.purpose, 'other'),
    fee: certifiedCopyFee(row.copies),
    status: oneOf(CERTIFIED_COPY_STATUSES, row.status, 'requested'),
    paymentMode: row.paymentMode ? oneOf<PaymentMode>(PAYMENT_MODES, row.paymentMode, 'cash') : null,
    paymentReference: row.paymentReference,
    certificateCode: row.certificateCode,
    requestedAt: row.requestedAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    readyAt: row.readyAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    requestedBy: row.requestedBy,
    lastActedBy: row.lastActedBy,
  };
}

function summaryQuery(db: Database) {
  return db
    .select(summaryColumns)
    .from(certifiedCopyRequests)
    .leftJoin(registerDocuments, eq(registerDocuments.id, certifiedCopyRequests.documentId))
    .leftJoin(registryEntries, eq(registryEntries.id, certifiedCopyRequests.registryEntryId))
    .leftJoin(requester, eq(requester.id, certifiedCopyRequests.requestedBy))
    .leftJoin(lastActor, eq(lastActor.id, certifiedCopyRequests.lastActedBy));
}

export async function findCertifiedCopy(db: Database, id: number): Promise<CertifiedCopySummary | undefined> {
  const [row] = await summaryQuery(db).where(eq(certifiedCopyRequests.id, id));
  return row ? toSummary(row) : undefined;
}

export interface QueueFilter {
  status?: CertifiedCopyStatus | undefined;
  sroCode?: string | undefined;
  /** Only these offices' requests: the caller's jurisdiction. */
  sroCodes?: readonly string[] | undefined;
  /** Only the requests this user made: an outside agency's own. */
  requestedByUserId?: string | undefined;
  page: number;
}

/** The queue, newest first, with the number of requests in each status (of the chosen offices, whatever the status filter). */
export async function listCertifiedCopies(db: Database, filter: QueueFilter) {
  const officeCondition: SQL | undefined = and(
    filter.sroCode ? eq(certifiedCopyRequests.sroCode, filter.sroCode) : undefined,
    filter.sroCodes ? inArray(certifiedCopyRequests.sroCode, [...filter.sroCodes]) : undefined,
    filter.requestedByUserId ? eq(certifiedCopyRequests.requestedBy, filter.requestedByUserId) : undefined,
  );
  const condition = and(officeCondition, filter.status ? eq(certifiedCopyRequests.status, filter.status) : undefined);
  const rows = await summaryQuery(db)
    .where(condition)
    .orderBy(desc(certifiedCopyRequests.requestedAt), desc(certifiedCopyRequests.id))
    .limit(CERTIFIED_COPY_PAGE_SIZE)
    .offset((filter.page - 1) * CERTIFIED_COPY_PAGE_SIZE);
  const perStatus = await db
    .select({ status: certifiedCopyRequests.status, requests: count() })
    .from(certifiedCopyRequests)
    .where(officeCondition)
    .groupBy(certifiedCopyRequests.status);
  const counts = Object.fromEntries(
    CERTIFIED_COPY_STATUSES.map((status) => [status, perStatus.find((row) => row.status === status)?.requests ?? 0]),
  ) as Record<CertifiedCopyStatus, number>;
  return {
    requests: rows.map(toSummary),
    total: filter.status ? counts[filter.status] : Object.values(counts).reduce((sum, value) => sum + value, 0),
    page: filter.page,
    pageSize: CERTIFIED_COPY_PAGE_SIZE,
    counts,
  };
}

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface StatusChange {
  id: number;
  from: CertifiedCopyStatus;
  to: CertifiedCopyStatus;
  /** Columns set with the status: the step's own time and particulars. */
  set: Partial<typeof certifiedCopyRequests.$inferInsert>;
  /** Work done inside the same transaction once the step is won (the issued copy is stored here). */
  alongside?: (tx: Transaction) => Promise<void>;
}

/**
 * Moves a request one step with a single conditional update: of two officers
 * taking the same step at once, the second finds the status already changed
 * and gets false, and nothing of theirs is stored.
 */
export async function changeCertifiedCopyStatus(db: Database, change: StatusChange, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(certifiedCopyRequests)
      .set({ ...change.set, status: change.to, lastActedBy: actor.userId })
      .where(and(eq(certifiedCopyRequests.id, change.id), eq(certifiedCopyRequests.status, change.from)))
      .returning({ id: certifiedCopyRequests.id, reference: certifiedCopyRequests.reference });
    if (!moved) return false;
    await change.alongside?.(tx);
    await recordAudit(tx, {
      event: 'certified-copy.status-changed',
      loginId: actor.loginId,
      clientAddress: actor.clientAddress,
      details: { requestId: moved.id, reference: moved.reference, from: change.from, to: change.to },
    });
    return true;
  });
}

export async function issuedCopyPdf(db: Database, id: number): Promise<Uint8Array | undefined> {
  const [row] = await db.select({ pdf: certifiedCopyRequests.certificatePdf }).from(certifiedCopyRequests).where(eq(certifiedCopyRequests.id, id));
  return row?.pdf ?? undefined;
}

/** Keeps the issued copy's code and exact bytes with the request. */
export async function attachIssuedCopy(tx: Transaction, id: number, code: string, pdf: Uint8Array): Promise<void> {
  await tx.update(certifiedCopyRequests).set({ certificateCode: code, certificatePdf: pdf }).where(eq(certifiedCopyRequests.id, id));
}
