import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { payments, registerDocuments, stampIndentEvents, stampIndents, stampLicenceRequests, stampPapers, stampSales, stampVendors } from '../../db/schema.ts';

export type Transaction = Database;
export type VendorRow = typeof stampVendors.$inferSelect;
export type IndentRow = typeof stampIndents.$inferSelect;
export type SaleRow = typeof stampSales.$inferSelect;
export type LicenceRequestRow = typeof stampLicenceRequests.$inferSelect;

export async function findVendor(db: Database, userId: string): Promise<VendorRow | undefined> {
  const [row] = await db.select().from(stampVendors).where(eq(stampVendors.userId, userId));
  return row;
}

export async function insertIndent(tx: Transaction, row: typeof stampIndents.$inferInsert): Promise<void> {
  await tx.insert(stampIndents).values(row);
}

export async function findIndent(db: Database, id: string): Promise<IndentRow | undefined> {
  const [row] = await db.select().from(stampIndents).where(eq(stampIndents.id, id));
  return row;
}

export async function lockIndent(tx: Transaction, id: string): Promise<IndentRow | undefined> {
  const [row] = await tx.select().from(stampIndents).where(eq(stampIndents.id, id)).for('update');
  return row;
}

export async function updateIndent(tx: Transaction, id: string, set: Partial<typeof stampIndents.$inferInsert>): Promise<void> {
  await tx.update(stampIndents).set(set).where(eq(stampIndents.id, id));
}

export async function addIndentEvent(tx: Transaction, event: { indentId: string; step: string; actor: string; remarks?: string | null }): Promise<void> {
  await tx.insert(stampIndentEvents).values({ ...event, remarks: event.remarks ?? null });
}

export async function indentEvents(db: Database, id: string) {
  return db.select().from(stampIndentEvents).where(eq(stampIndentEvents.indentId, id)).orderBy(asc(stampIndentEvents.id));
}

export async function indentsOfVendor(db: Database, vendorUserId: string, limit = 100): Promise<IndentRow[]> {
  return db.select().from(stampIndents).where(eq(stampIndents.vendorUserId, vendorUserId)).orderBy(desc(stampIndents.createdAt)).limit(limit);
}

/** A depot's indents waiting for stamps: paid, or issued in part. */
export async function depotQueue(db: Database, depotSroCodes: readonly string[] | 'all'): Promise<IndentRow[]> {
  if (depotSroCodes !== 'all' && depotSroCodes.length === 0) return [];
  const depots = depotSroCodes === 'all' ? undefined : inArray(stampIndents.depotSroCode, [...depotSroCodes]);
  return db
    .select()
    .from(stampIndents)
    .where(and(depots, inArray(stampIndents.status, ['paid', 'partly-issued'])))
    .orderBy(asc(stampIndents.createdAt));
}

/**
 * Takes up to `count` papers of one kind and denomination in the lowest
 * serials available, locked so that a paper goes to one taker only however
 * many take at once.
 */
export async function takePapers(
  tx: Transaction,
  where: { status: 'depot'; depotSroCode: string } | { status: 'vendor'; vendorUserId: string },
  kind: string,
  denomination: number,
  count: number,
): Promise<string[]> {
  const owner = where.status === 'depot' ? eq(stampPapers.depotSroCode, where.depotSroCode) : eq(stampPapers.vendorUserId, where.vendorUserId);
  const rows = await tx
    .select({ serial: stampPapers.serial })
    .from(stampPapers)
    .where(and(owner, eq(stampPapers.kind, kind), eq(stampPapers.denomination, denomination), eq(stampPapers.status, where.status)))
    .orderBy(asc(stampPapers.serial))
    .limit(count)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.serial);
}

export async function markPapers(tx: Transaction, serials: readonly string[], set: Partial<typeof stampPapers.$inferInsert>): Promise<void> {
  if (serials.length > 0) await tx.update(stampPapers).set(set).where(inArray(stampPapers.serial, [...serials]));
}

/** Marks the vendor's own papers returned, only those still in its hands; answers how many were. */
export async function returnHeldPapers(tx: Transaction, vendorUserId: string, serials: readonly string[], at: Date, reason: string): Promise<number> {
  const rows = await tx
    .update(stampPapers)
    .set({ status: 'returned', returnedAt: at, returnReason: reason })
    .where(and(inArray(stampPapers.serial, [...serials]), eq(stampPapers.vendorUserId, vendorUserId), eq(stampPapers.status, 'vendor')))
    .returning({ serial: stampPapers.serial });
  return rows.length;
}

export async function papersOfIndent(db: Database, indentId: string) {
  return db
    .select({ serial: stampPapers.serial, kind: stampPapers.kind, denomination: stampPapers.denomination })
    .from(stampPapers)
    .where(eq(stampPapers.indentId, indentId))
    .orderBy(asc(stampPapers.serial));
}

export async function insertSale(tx: Transaction, row: typeof stampSales.$inferInsert): Promise<void> {
  await tx.insert(stampSales).values(row);
}

export async function findSale(db: Database, id: string): Promise<SaleRow | undefined> {
  const [row] = await db.select().from(stampSales).where(eq(stampSales.id, id));
  return row;
}

export async function serialsOfSale(db: Database, saleId: string): Promise<string[]> {
  return (await db.select({ serial: stampPapers.serial }).from(stampPapers).where(eq(stampPapers.saleId, saleId)).orderBy(asc(stampPapers.serial))).map((row) => row.serial);
}

export async function salesOfVendor(db: Database, vendorUserId: string, from: Date, to: Date): Promise<SaleRow[]> {
  return db
    .select()
    .from(stampSales)
    .where(and(eq(stampSales.vendorUserId, vendorUserId), gte(stampSales.soldAt, from), lt(stampSales.soldAt, to)))
    .orderBy(desc(stampSales.soldAt))
    .limit(1000);
}

export async function findPaper(db: Database, serial: string) {
  const [row] = await db
    .select({
      paper: stampPapers,
      licenceNumber: stampVendors.licenceNumber,
      vendorName: stampVendors.name,
    })
    .from(stampPapers)
    .leftJoin(stampVendors, eq(stampVendors.userId, stampPapers.vendorUserId))
    .where(eq(stampPapers.serial, serial));
  return row;
}

/** A vendor's papers by kind and denomination: received before `to`, and sold or spoilt before `from` and within the period. */
export async function vendorMovements(db: Database, vendorUserId: string, from: Date, to: Date) {
  const before = (column: AnyPgColumn, at: Date) => sql<number>`(count(*) filter (where ${column} < ${at.toISOString()}))::int`;
  const within = (column: AnyPgColumn) => sql<number>`(count(*) filter (where ${column} >= ${from.toISOString()} and ${column} < ${to.toISOString()}))::int`;
  return db
    .select({
      kind: stampPapers.kind,
      denomination: stampPapers.denomination,
      receivedBefore: before(stampPapers.issuedAt, from),
      soldBefore: before(stampPapers.soldAt, from),
      spoiltBefore: before(stampPapers.spoiltAt, from),
      returnedBefore: before(stampPapers.returnedAt, from),
      received: within(stampPapers.issuedAt),
      sold: within(stampPapers.soldAt),
      spoilt: within(stampPapers.spoiltAt),
      returned: within(stampPapers.returnedAt),
    })
    .from(stampPapers)
    .where(eq(stampPapers.vendorUserId, vendorUserId))
    .groupBy(stampPapers.kind, stampPapers.denomination)
    .orderBy(stampPapers.kind, stampPapers.denomination);
}

export async function challanPayment(db: Database, orderId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  return row;
}

export async function indentOfChallan(db: Database, challanNumber: string): Promise<IndentRow | undefined> {
  const [row] = await db.select().from(stampIndents).where(eq(stampIndents.challanNumber, challanNumber));
  return row;
}

/**
 * The papers of these serials with the sale register's purchaser and the
 * document each was used on, for checking a deed's stamp papers; locked for
 * the registration that will use them when `lock` is set.
 */
export async function papersBySerial(db: Database, serials: readonly string[], lock = false) {
  if (serials.length === 0) return [];
  const query = db
    .select({
      paper: stampPapers,
      purchaser: { purchaserName: stampSales.purchaserName, relationType: stampSales.relationType, relationName: stampSales.relationName, onBehalfOf: stampSales.onBehalfOf },
      document: { sroCode: registerDocuments.sroCode, documentNumber: registerDocuments.documentNumber, year: registerDocuments.registrationYear },
    })
    .from(stampPapers)
    .leftJoin(stampSales, eq(stampSales.id, stampPapers.saleId))
    .leftJoin(registerDocuments, eq(registerDocuments.id, stampPapers.documentId))
    .where(inArray(stampPapers.serial, [...serials]));
  return lock ? query.for('update', { of: stampPapers }) : query;
}

/** Marks sold papers used on a document; answers how many were still sold, so a paper used meanwhile is noticed. */
export async function usePapers(tx: Transaction, serials: readonly string[], documentId: number, at: Date): Promise<number> {
  if (serials.length === 0) return 0;
  const updated = await tx
    .update(stampPapers)
    .set({ status: 'used', documentId, usedAt: at })
    .where(and(inArray(stampPapers.serial, [...serials]), eq(stampPapers.status, 'sold')))
    .returning({ serial: stampPapers.serial });
  return updated.length;
}

export async function insertLicenceRequest(tx: Transaction, row: typeof stampLicenceRequests.$inferInsert): Promise<void> {
  await tx.insert(stampLicenceRequests).values(row);
}

/** Requests with the vendor's licence number and name, newest first: a vendor's own, or those of some depots. */
export async function licenceRequests(db: Database, where: { vendorUserId: string } | { depotSroCodes: readonly string[] | 'all' }) {
  const condition =
    'vendorUserId' in where
      ? eq(stampLicenceRequests.vendorUserId, where.vendorUserId)
      : where.depotSroCodes === 'all'
        ? undefined
        : inArray(stampLicenceRequests.depotSroCode, [...where.depotSroCodes, '']);
  return db
    .select({ request: stampLicenceRequests, licenceNumber: stampVendors.licenceNumber, vendorName: stampVendors.name })
    .from(stampLicenceRequests)
    // A first licence's applicant has no licence yet.
    .leftJoin(stampVendors, eq(stampVendors.userId, stampLicenceRequests.vendorUserId))
    .where(condition)
    .orderBy(desc(stampLicenceRequests.requestedAt))
    .limit(500);
}

export async function lockLicenceRequest(tx: Transaction, id: string): Promise<LicenceRequestRow | undefined> {
  const [row] = await tx.select().from(stampLicenceRequests).where(eq(stampLicenceRequests.id, id)).for('update');
  return row;
}

export async function updateLicenceRequest(tx: Transaction, id: string, set: Partial<typeof stampLicenceRequests.$inferInsert>): Promise<void> {
  await tx.update(stampLicenceRequests).set(set).where(eq(stampLicenceRequests.id, id));
}

export async function updateVendor(tx: Transaction, userId: string, set: Partial<typeof stampVendors.$inferInsert>): Promise<void> {
  await tx.update(stampVendors).set(set).where(eq(stampVendors.userId, userId));
}

/** The indent a bank challan was entered for, whatever its office. */
export async function indentOfBankChallan(db: Database, orderId: string, gateway: string): Promise<string | undefined> {
  const [row] = await db
    .select({ indentId: stampIndents.id })
    .from(payments)
    .innerJoin(stampIndents, eq(stampIndents.id, payments.reference))
    .where(and(eq(payments.orderId, orderId), eq(payments.gateway, gateway)));
  return row?.indentId;
}

/** Bank challans entered for the depot's indents and not yet verified, oldest first. */
export async function pendingBankChallans(db: Database, depotSroCodes: readonly string[] | 'all', gateway: string) {
  if (depotSroCodes !== 'all' && depotSroCodes.length === 0) return [];
  const depots = depotSroCodes === 'all' ? undefined : inArray(stampIndents.depotSroCode, [...depotSroCodes]);
  return db
    .select({ payment: payments, indentId: stampIndents.id, licenceNumber: stampVendors.licenceNumber, vendorName: stampVendors.name })
    .from(payments)
    .innerJoin(stampIndents, eq(stampIndents.id, payments.reference))
    .innerJoin(stampVendors, eq(stampVendors.userId, stampIndents.vendorUserId))
    .where(and(eq(payments.gateway, gateway), eq(payments.status, 'initiated'), depots))
    .orderBy(asc(payments.createdAt));
}

/** The licences of the vendors supplied by the depots given (or all), by licence number. */
export async function vendorsOfDepots(db: Database, depotSroCodes: readonly string[] | 'all'): Promise<VendorRow[]> {
  if (depotSroCodes !== 'all' && depotSroCodes.length === 0) return [];
  return db
    .select()
    .from(stampVendors)
    .where(depotSroCodes === 'all' ? undefined : inArray(stampVendors.depotSroCode, [...depotSroCodes]))
    .orderBy(asc(stampVendors.licenceNumber));
}

export async function lockVendorByLicence(tx: Transaction, licenceNumber: string): Promise<VendorRow | undefined> {
  const [row] = await tx.select().from(stampVendors).where(eq(stampVendors.licenceNumber, licenceNumber)).for('update');
  return row;
}

/** Papers returned, one vendor's (by user) or those of depots (by office), newest first, with the vendor's licence. */
export async function returnedPapers(db: Database, where: { vendorUserId: string } | { depotSroCodes: readonly string[] | 'all' }) {
  const condition =
    'vendorUserId' in where
      ? eq(stampPapers.vendorUserId, where.vendorUserId)
      : where.depotSroCodes === 'all'
        ? undefined
        : inArray(stampPapers.depotSroCode, where.depotSroCodes.length > 0 ? [...where.depotSroCodes] : ['']);
  return db
    .select({ paper: stampPapers, licenceNumber: stampVendors.licenceNumber, vendorName: stampVendors.name })
    .from(stampPapers)
    .innerJoin(stampVendors, eq(stampVendors.userId, stampPapers.vendorUserId))
    .where(and(eq(stampPapers.status, 'returned'), condition))
    .orderBy(desc(stampPapers.returnedAt), asc(stampPapers.serial))
    .limit(5000);
}

export async function insertVendor(tx: Transaction, row: typeof stampVendors.$inferInsert): Promise<void> {
  await tx.insert(stampVendors).values(row);
}
