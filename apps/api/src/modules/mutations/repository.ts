import { and, asc, eq, gt, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { isMutationOutcome, type MutationKind, type MutationOutcome, type MutationRequestView, type MutationStatus } from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { mutationRequests, registerDocuments, registerParties, registerProperties } from '../../db/schema.ts';

const r = mutationRequests;
const d = registerDocuments;
const p = registerProperties;

/** Names of a document's parties of one role, in the deed's order. */
const partyNames = (role: 'executant' | 'claimant') =>
  sql<string[]>`coalesce((select array_agg(${registerParties.nameEn} order by ${registerParties.position}) from ${registerParties} where ${registerParties.documentId} = ${d.id} and ${registerParties.role} = ${role}), '{}')`;

async function requestViews(db: Pick<Database, 'select'>, where: SQL | undefined, limit: number): Promise<MutationRequestView[]> {
  const rows = await db
    .select({
      id: r.id,
      requestNumber: r.requestNumber,
      kind: r.kind,
      status: r.status,
      sentAt: r.sentAt,
      decidedOn: r.decidedOn,
      orderNumber: r.orderNumber,
      remarks: r.remarks,
      reportedAt: r.reportedAt,
      sroCode: d.sroCode,
      documentNumber: d.documentNumber,
      year: d.registrationYear,
      registeredOn: d.registeredOn,
      transactionCode: sql<string>`${d.transactionMajorCode} || ${d.transactionMinorCode}`,
      scheduleNumber: r.scheduleNumber,
      villageCode: p.villageCode,
      surveyNumber: p.surveyNumber,
      doorNumber: p.doorNumber,
      plotNumber: p.plotNumber,
      apartmentName: p.apartmentName,
      flatNumber: p.flatNumber,
      extent: p.extent,
      extentUnit: p.extentUnit,
      transferors: partyNames('executant'),
      transferees: partyNames('claimant'),
    })
    .from(r)
    .innerJoin(d, eq(d.id, r.documentId))
    .innerJoin(p, and(eq(p.documentId, r.documentId), eq(p.scheduleNumber, r.scheduleNumber)))
    .where(where)
    .orderBy(asc(r.id))
    .limit(limit);
  return rows.map((row) => ({
    requestNumber: row.requestNumber,
    sequence: row.id,
    kind: row.kind as MutationKind,
    status: row.status as MutationStatus,
    sentAt: row.sentAt.toISOString(),
    document: { sroCode: row.sroCode, documentNumber: row.documentNumber, year: row.year, registeredOn: row.registeredOn, transactionCode: row.transactionCode },
    schedule: {
      scheduleNumber: row.scheduleNumber,
      villageCode: row.villageCode,
      surveyNumber: row.surveyNumber,
      doorNumber: row.doorNumber,
      plotNumber: row.plotNumber,
      apartmentName: row.apartmentName,
      flatNumber: row.flatNumber,
      extent: row.extent,
      extentUnit: row.extentUnit,
    },
    transferors: row.transferors,
    transferees: row.transferees,
    outcome:
      !isMutationOutcome(row.status) || !row.decidedOn || !row.reportedAt
        ? null
        : { outcome: row.status, decidedOn: row.decidedOn, orderNumber: row.orderNumber ?? '', remarks: row.remarks, reportedAt: row.reportedAt.toISOString() },
    withdrawal: row.status === 'withdrawn' && row.decidedOn ? { withdrawnOn: row.decidedOn, remarks: row.remarks } : null,
  }));
}

/** A partner's requests of one standing after the last it read, oldest first. */
export function requestsAfter(db: Database, kind: MutationKind, status: MutationStatus, after: number, limit: number): Promise<MutationRequestView[]> {
  return requestViews(db, and(eq(r.kind, kind), eq(r.status, status), gt(r.id, after)), limit);
}

export async function findRequestView(db: Pick<Database, 'select'>, requestNumber: string): Promise<MutationRequestView | undefined> {
  const [view] = await requestViews(db, eq(r.requestNumber, requestNumber), 1);
  return view;
}

/** The requests of the given documents, for their details pages. */
export function requestsOfDocuments(db: Database, documentIds: readonly number[]): Promise<MutationRequestView[]> {
  return requestViews(db, inArray(r.documentId, [...documentIds]), 1_000);
}

/** A request held for its decision until the transaction ends, so two reports of it are taken one after the other. */
export async function lockRequest(tx: Database, requestNumber: string) {
  const [row] = await tx
    .select({ id: r.id, documentId: r.documentId, kind: r.kind, status: r.status, sentAt: r.sentAt, decidedOn: r.decidedOn, orderNumber: r.orderNumber })
    .from(r)
    .where(eq(r.requestNumber, requestNumber))
    .for('update');
  return row;
}

/** The encrypted mobiles of the parties a document passes title to. */
export async function transfereeMobiles(tx: Database, documentId: number): Promise<string[]> {
  const rows = await tx
    .select({ phone: registerParties.phoneEncrypted })
    .from(registerParties)
    .where(and(eq(registerParties.documentId, documentId), eq(registerParties.role, 'claimant'), isNotNull(registerParties.phoneEncrypted)));
  return rows.flatMap((row) => (row.phone ? [row.phone] : []));
}

export async function recordOutcome(tx: Database, id: number, outcome: MutationOutcome, partner: string): Promise<void> {
  await tx
    .update(r)
    .set({ status: outcome.outcome, decidedOn: outcome.decidedOn, orderNumber: outcome.orderNumber, remarks: outcome.remarks, reportedBy: partner, reportedAt: sql`now()` })
    .where(and(eq(r.id, id), eq(r.status, 'sent')));
}
