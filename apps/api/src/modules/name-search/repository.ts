import { and, asc, count, desc, eq, gte, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { NameSearchAction, NameSearchLoggedCriteria, NameSearchRole } from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { nameSearchAgreements, nameSearchLog, registerDocuments, registerParties, users } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';

export async function findAcceptance(db: Database, userId: string, termsVersion: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ acceptedAt: nameSearchAgreements.acceptedAt })
    .from(nameSearchAgreements)
    .where(and(eq(nameSearchAgreements.userId, userId), eq(nameSearchAgreements.termsVersion, termsVersion)))
    .orderBy(asc(nameSearchAgreements.acceptedAt))
    .limit(1);
  return row?.acceptedAt;
}

/** Records that a user accepted a version of the terms, with its audit event: both or neither. */
export async function recordAcceptance(
  db: Database,
  acceptance: { userId: string; loginId: string; termsVersion: string; clientAddress: string },
): Promise<Date> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(nameSearchAgreements)
      .values({ userId: acceptance.userId, termsVersion: acceptance.termsVersion, clientAddress: acceptance.clientAddress })
      .returning({ acceptedAt: nameSearchAgreements.acceptedAt });
    if (!row) throw new Error('The acceptance was not stored');
    await recordAudit(tx, {
      event: 'name-search.terms-accepted',
      loginId: acceptance.loginId,
      clientAddress: acceptance.clientAddress,
      details: { termsVersion: acceptance.termsVersion },
    });
    return row.acceptedAt;
  });
}

export interface PartyFilter {
  /** searchNameKeys of the typed name, and the office or district key of a narrowed search: a party must have every one. */
  nameKeys: string[];
  /** Absent bounds are the register's own: leaving them out lets the planner skip the date index when it would not narrow anything. */
  fromDate?: string;
  toDate?: string;
  role: NameSearchRole;
}

export type CandidateParty = Awaited<ReturnType<typeof findCandidateParties>>[number];

/**
 * Parties, up to `limit`, whose name keys hold every key asked for.
 * `name_keys @>` is answered by the GIN index, the office or district
 * included (see officeKey); the period and role are checked on the rows it
 * finds, so no filter scans the table. There is deliberately no ORDER BY: ordering needs every match read from the table
 * (tens of thousands of rows for the commonest names, over half a second),
 * while without it the scan stops after `limit` rows. When fewer than
 * `limit` match, this is every match and the caller orders them; when more,
 * the caller says so and asks for a narrower search.
 */
export async function findCandidateParties(db: Database, filter: PartyFilter, limit: number) {
  const keys = sql.join(
    filter.nameKeys.map((key) => sql`${key}`),
    sql`, `,
  );
  const conditions: SQL[] = [sql`${registerParties.nameKeys} @> ARRAY[${keys}]::text[]`];
  if (filter.fromDate) conditions.push(gte(registerParties.registeredOn, filter.fromDate));
  if (filter.toDate) conditions.push(lte(registerParties.registeredOn, filter.toDate));
  if (filter.role !== 'any') conditions.push(eq(registerParties.role, filter.role));
  return db
    .select({
      id: registerParties.id,
      documentId: registerParties.documentId,
      role: registerParties.role,
      partyCode: registerParties.partyCode,
      representsPartyId: registerParties.representsPartyId,
      nameEn: registerParties.nameEn,
      nameTe: registerParties.nameTe,
      relationType: registerParties.relationType,
      relationNameEn: registerParties.relationNameEn,
      relationNameTe: registerParties.relationNameTe,
      age: registerParties.age,
      aadhaarLast4: registerParties.aadhaarLast4,
      panLast4: registerParties.panLast4,
      sroCode: registerParties.sroCode,
      registeredOn: registerParties.registeredOn,
    })
    .from(registerParties)
    .where(and(...conditions))
    .limit(limit);
}

/** The documents of a page of hits, and every other principal party of them (representatives aside). */
export async function loadHitContext(db: Database, documentIds: readonly number[]) {
  if (documentIds.length === 0) return { documents: [], parties: [] };
  const ids = [...documentIds];
  const [documents, parties] = await Promise.all([
    db
      .select({
        id: registerDocuments.id,
        documentNumber: registerDocuments.documentNumber,
        year: registerDocuments.registrationYear,
        transactionMajorCode: registerDocuments.transactionMajorCode,
        transactionMinorCode: registerDocuments.transactionMinorCode,
      })
      .from(registerDocuments)
      .where(inArray(registerDocuments.id, ids)),
    db
      .select({
        id: registerParties.id,
        documentId: registerParties.documentId,
        role: registerParties.role,
        nameEn: registerParties.nameEn,
        nameTe: registerParties.nameTe,
      })
      .from(registerParties)
      .where(and(inArray(registerParties.documentId, ids), ne(registerParties.role, 'representative')))
      .orderBy(asc(registerParties.documentId), asc(registerParties.position)),
  ]);
  return { documents, parties };
}

/** The agency master whose usage log a user's searches belong to: itself for a master, its creator for a sub user, none for staff. */
export async function agencyMasterOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ isMasterUser: users.isMasterUser, masterUserId: users.masterUserId }).from(users).where(eq(users.id, userId));
  if (!row) return null;
  return row.isMasterUser ? userId : row.masterUserId;
}

export interface UsageEntry {
  userId: string;
  loginId: string;
  masterUserId: string | null;
  action: NameSearchAction;
  criteria: NameSearchLoggedCriteria;
  resultCount: number;
  clientAddress: string;
  shownDocumentIds?: number[];
}

export async function recordUsage(db: Database, entry: UsageEntry): Promise<void> {
  await db.insert(nameSearchLog).values(entry);
}

/** Whether one of the user's own searches since `since` showed the document. */
export async function searchShowedDocument(db: Database, userId: string, documentId: number, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: nameSearchLog.id })
    .from(nameSearchLog)
    .where(
      and(
        eq(nameSearchLog.userId, userId),
        eq(nameSearchLog.action, 'search'),
        gte(nameSearchLog.occurredAt, since),
        sql`${documentId} = any(${nameSearchLog.shownDocumentIds})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface UsageFilter {
  /** Every search of this agency master's agency, or else only the user's own. */
  scope: { masterUserId: string } | { userId: string };
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

function usageConditions(filter: UsageFilter): SQL | undefined {
  const conditions: SQL[] = [
    'masterUserId' in filter.scope ? eq(nameSearchLog.masterUserId, filter.scope.masterUserId) : eq(nameSearchLog.userId, filter.scope.userId),
  ];
  if (filter.from) conditions.push(gte(nameSearchLog.occurredAt, filter.from));
  if (filter.to) conditions.push(lt(nameSearchLog.occurredAt, filter.to));
  return and(...conditions);
}

export async function findUsage(db: Database, filter: UsageFilter, page: { offset: number; limit: number }) {
  const where = usageConditions(filter);
  const [entries, [totalRow], perUser] = await Promise.all([
    db
      .select({
        id: nameSearchLog.id,
        occurredAt: nameSearchLog.occurredAt,
        loginId: nameSearchLog.loginId,
        action: nameSearchLog.action,
        criteria: nameSearchLog.criteria,
        resultCount: nameSearchLog.resultCount,
      })
      .from(nameSearchLog)
      .where(where)
      .orderBy(desc(nameSearchLog.occurredAt), desc(nameSearchLog.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(nameSearchLog).where(where),
    db
      .select({
        loginId: nameSearchLog.loginId,
        searches: sql<number>`count(*) filter (where ${nameSearchLog.action} = 'search')`.mapWith(Number),
        details: sql<number>`count(*) filter (where ${nameSearchLog.action} = 'details')`.mapWith(Number),
      })
      .from(nameSearchLog)
      .where(where)
      .groupBy(nameSearchLog.loginId)
      .orderBy(asc(nameSearchLog.loginId)),
  ]);
  return { entries, total: totalRow?.total ?? 0, perUser };
}
