import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { rarestKeyPair, searchKeyPairs, type NameSearchAction, type NameSearchLoggedCriteria, type NameSearchRole } from '@igrs/domain';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { jsonRowShape } from '../../db/json-rows.ts';
import { nameSearchAgreements, nameSearchLog } from '../../db/schema.ts';
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

/** Only what ranking reads: hundreds of candidates are read for the twenty or so a page shows. */
export interface CandidateParty {
  id: number;
  documentId: number;
  nameEn: string;
  nameTe: string;
  registeredOn: string;
}

/**
 * The candidates of one spelling of a name, which the database sends once:
 * namesakes are most of a common name's candidates (1.2 names, on average,
 * among the 480 candidates of a name drawn from the benchmark register).
 */
const NAMESAKES_ROW = jsonRowShape<{ nameEn: string; nameTe: string; ids: number[]; documentIds: number[]; registeredOn: string[] }>({
  nameEn: 'p.name_en',
  nameTe: 'p.name_te',
  // The aggregates of one group take its rows in the same order, so their places line up.
  ids: 'json_agg(p.id)',
  documentIds: 'json_agg(p.document_id)',
  registeredOn: 'json_agg(p.registered_on)',
});

/**
 * The name pairs most parties share, and the share of all pairs each is, as
 * the database last measured them (ANALYZE keeps the commonest thousand, see
 * migration 0041). A common pair ("Venkata Lakshmi") is shared by tens of
 * thousands of parties, and reading it for a search of three words meant
 * passing over all of those without the third: a pair fewer share is read
 * instead. They only choose which of a search's pairs is read, never what
 * is found, so counts some minutes old serve; none (the embedded database
 * before its first ANALYZE) leaves the longest keys' pair.
 */
const PAIR_FREQUENCIES_STATEMENT = {
  name: 'name-search-pair-frequencies',
  text: `
    select most_common_vals::text::text[] as pairs, most_common_freqs as frequencies
    from pg_stats where schemaname = current_schema() and tablename = 'register_name_pairs' and attname = 'pair'`,
};
const PAIR_FREQUENCIES_KEPT_MS = 10 * 60_000;
/** After a failed reading, the next is tried sooner. */
const PAIR_FREQUENCIES_RETRY_MS = 30_000;

interface PairFrequencies {
  frequencies: Map<string, number>;
  /** When they are next read; 0 before the first reading. */
  readAgainAt: number;
  reading?: Promise<void>;
}
const pairFrequencies = new WeakMap<DatabaseHandle, PairFrequencies>();

async function readPairFrequencies(database: DatabaseHandle, kept: PairFrequencies): Promise<void> {
  try {
    const [row] = await database.statement<{ pairs: string[] | null; frequencies: number[] | null }>(PAIR_FREQUENCIES_STATEMENT.name, PAIR_FREQUENCIES_STATEMENT.text, []);
    const frequencies = row?.frequencies ?? [];
    kept.frequencies = new Map((row?.pairs ?? []).map((pair, index) => [pair, Number(frequencies[index] ?? 0)]));
    kept.readAgainAt = Date.now() + PAIR_FREQUENCIES_KEPT_MS;
  } catch {
    // Counts that cannot be read only make some searches slower, never wrong: the ones kept (or none) serve until the next try.
    kept.readAgainAt = Date.now() + PAIR_FREQUENCIES_RETRY_MS;
  }
}

/** The counts kept for this database: the searches before the first reading wait for it; later ones use the counts they have while new ones are read. */
async function frequenciesOf(database: DatabaseHandle): Promise<Map<string, number>> {
  let kept = pairFrequencies.get(database);
  if (!kept) {
    kept = { frequencies: new Map(), readAgainAt: 0 };
    pairFrequencies.set(database, kept);
  }
  const first = kept.readAgainAt === 0;
  if (!kept.reading && Date.now() >= kept.readAgainAt) {
    kept.reading = readPairFrequencies(database, kept).finally(() => {
      delete kept.reading;
    });
  }
  if (first && kept.reading) await kept.reading;
  return kept.frequencies;
}

/** One prepared statement for each combination of the filters a search gives, made the first time it is asked for. */
const candidateStatements = new Map<string, { name: string; text: string }>();

function candidateStatement(filter: PartyFilter, frequencies: ReadonlyMap<string, number>): { name: string; text: string; values: unknown[] } {
  const pair = rarestKeyPair(searchKeyPairs(filter.nameKeys), (each) => frequencies.get(each));
  // Both sources have the columns the filters name: the parties themselves, or their name pairs' index.
  const values: unknown[] = [filter.nameKeys];
  const conditions = ['p.name_keys @> $1::text[]'];
  const given: string[] = [];
  if (pair) {
    values.push(pair);
    conditions.unshift(`p.pair = $${values.length}`);
    given.push('pair');
  }
  if (filter.fromDate) {
    values.push(filter.fromDate);
    conditions.push(`p.registered_on >= $${values.length}::date`);
    given.push('from');
  }
  if (filter.toDate) {
    values.push(filter.toDate);
    conditions.push(`p.registered_on <= $${values.length}::date`);
    given.push('to');
  }
  if (filter.role !== 'any') {
    values.push(filter.role);
    conditions.push(`p.role = $${values.length}`);
    given.push('role');
  }
  const name = `name-search-candidates${given.map((part) => `-${part}`).join('')}`;
  let statement = candidateStatements.get(name);
  if (!statement) {
    const limit = `$${values.length + 1}`;
    const parties = pair
      ? `select p.party_id as id, p.document_id, p.name_en, p.name_te, p.registered_on from register_name_pairs p where ${conditions.join(' and ')} order by p.pair, p.party_id limit ${limit}`
      : `select p.id, p.document_id, p.name_en, p.name_te, p.registered_on from register_parties p where ${conditions.join(' and ')} limit ${limit}`;
    statement = {
      name,
      text: `
        select coalesce(json_agg(n.namesakes), '[]') as names
        from (select ${NAMESAKES_ROW.sql} as namesakes from (${parties}) p group by p.name_en, p.name_te) n`,
    };
    candidateStatements.set(name, statement);
  }
  return { ...statement, values };
}

/**
 * Parties, up to `limit`, whose name keys hold every key asked for.
 * A search of two whole words or more reads the parties of its rarest pair
 * (see PAIR_FREQUENCIES_STATEMENT) in order from the index of name pairs,
 * which holds everything filtered and ranked on, and stops at the limit. A
 * search of one word is answered by the GIN index of single keys, the office
 * or district included (see officeKey), with the period and role checked on
 * the rows it finds. Neither orders by relevance: that would need every
 * match read (tens of thousands of rows for the commonest names, over half a
 * second). When fewer than `limit` match, this is every match and the caller
 * orders them; when more, the caller says so and asks for a narrower search.
 * They come in order of party, as the index of pairs reads them.
 */
export async function findCandidateParties(database: DatabaseHandle, filter: PartyFilter, limit: number): Promise<CandidateParty[]> {
  const { name, text, values } = candidateStatement(filter, await frequenciesOf(database));
  const [row] = await database.statement<{ names: unknown[][] }>(name, text, [...values, limit]);
  const candidates = NAMESAKES_ROW.readAll(row?.names ?? []).flatMap(({ nameEn, nameTe, ids, documentIds, registeredOn }) =>
    ids.map((id, index): CandidateParty => ({ id, documentId: documentIds[index]!, nameEn, nameTe, registeredOn: registeredOn[index]! })),
  );
  return candidates.sort((first, second) => first.id - second.id);
}

const HIT_DOCUMENT_ROW = jsonRowShape<HitContext['documents'][number]>({ id: 'd.id', documentNumber: 'd.document_number', year: 'd.registration_year', transactionMajorCode: 'd.transaction_major_code', transactionMinorCode: 'd.transaction_minor_code' });
const HIT_DOCUMENT_PARTY_ROW = jsonRowShape<HitContext['parties'][number]>({ id: 'p.id', documentId: 'p.document_id', role: 'p.role', nameEn: 'p.name_en', nameTe: 'p.name_te' });
const HIT_PARTY_ROW = jsonRowShape<HitContext['hitParties'][number]>({
  id: 'p.id', documentId: 'p.document_id', role: 'p.role', partyCode: 'p.party_code', representsPartyId: 'p.represents_party_id', nameEn: 'p.name_en', nameTe: 'p.name_te',
  relationType: 'p.relation_type', relationNameEn: 'p.relation_name_en', relationNameTe: 'p.relation_name_te', age: 'p.age', aadhaarLast4: 'p.aadhaar_last4',
  panLast4: 'p.pan_last4', sroCode: 'p.sro_code', registeredOn: 'p.registered_on',
});

const HIT_CONTEXT_STATEMENT = {
  name: 'name-search-hit-context',
  text: `
    select
      coalesce((select json_agg(${HIT_DOCUMENT_ROW.sql}) from register_documents d where d.id = any($1::bigint[])), '[]') as documents,
      parties.parties,
      parties."hitParties"
    from (
      -- The hit parties are parties of these documents: one reading of the documents' parties gives both lists.
      select
        coalesce(json_agg(${HIT_DOCUMENT_PARTY_ROW.sql} order by p.document_id, p.position) filter (where p.role <> 'representative'), '[]') as parties,
        coalesce(json_agg(${HIT_PARTY_ROW.sql}) filter (where p.id = any($2::bigint[])), '[]') as "hitParties"
      from register_parties p where p.document_id = any($1::bigint[])
    ) parties`,
};

export interface HitContext {
  documents: { id: number; documentNumber: number; year: number; transactionMajorCode: string; transactionMinorCode: string }[];
  /** Every principal party of the documents (representatives aside), by document and position. */
  parties: { id: number; documentId: number; role: string; nameEn: string; nameTe: string }[];
  /** The hit parties themselves, in full. */
  hitParties: {
    id: number;
    documentId: number;
    role: string;
    partyCode: string;
    representsPartyId: number | null;
    nameEn: string;
    nameTe: string;
    relationType: string;
    relationNameEn: string;
    relationNameTe: string;
    age: number | null;
    aadhaarLast4: string | null;
    panLast4: string | null;
    sroCode: string;
    registeredOn: string;
  }[];
}

/** The documents of a page of hits, the other parties of them and the hit parties, in one prepared statement. */
export async function loadHitContext(database: DatabaseHandle, documentIds: readonly number[], partyIds: readonly number[]): Promise<HitContext> {
  if (documentIds.length === 0) return { documents: [], parties: [], hitParties: [] };
  const [row] = await database.statement<Record<keyof HitContext, unknown[][]>>(HIT_CONTEXT_STATEMENT.name, HIT_CONTEXT_STATEMENT.text, [documentIds, partyIds]);
  if (!row) throw new Error('The hit context statement answered no row');
  return {
    documents: HIT_DOCUMENT_ROW.readAll(row.documents),
    parties: HIT_DOCUMENT_PARTY_ROW.readAll(row.parties),
    hitParties: HIT_PARTY_ROW.readAll(row.hitParties),
  };
}

export interface UsageEntry {
  userId: string;
  loginId: string;
  action: NameSearchAction;
  criteria: NameSearchLoggedCriteria;
  resultCount: number;
  clientAddress: string;
  shownDocumentIds?: number[];
}

const RECORD_USAGE_STATEMENT = {
  name: 'name-search-record-usage',
  text: `
    insert into name_search_log (user_id, login_id, master_user_id, action, criteria, result_count, client_address, shown_document_ids)
    values ($1::uuid, $2, (select case when u.is_master_user then u.id else u.master_user_id end from users u where u.id = $1::uuid), $3, $4::jsonb, $5, $6, $7::bigint[])`,
};

/** Records a search or view in the usage log of the user's agency master (itself for a master, its creator for a sub user, none for staff), in one prepared statement. */
export async function recordUsage(database: DatabaseHandle, entry: UsageEntry): Promise<void> {
  await database.statement(RECORD_USAGE_STATEMENT.name, RECORD_USAGE_STATEMENT.text, [
    entry.userId,
    entry.loginId,
    entry.action,
    JSON.stringify(entry.criteria),
    entry.resultCount,
    entry.clientAddress,
    entry.shownDocumentIds ?? [],
  ]);
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
