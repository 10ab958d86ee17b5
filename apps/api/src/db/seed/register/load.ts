import { addDays, MUTATION_DAYS, MUTATION_PARTNER_OF, mutationRequestNumber, withdrawalRemarks, type MutationKind } from '@igrs/domain';
import type { Database } from '../../client.ts';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { anywhereRegistration, validDocumentRows } from '../../../modules/register/index.ts';
import { seededRandom } from '../random.ts';
import { generateRegister, REGISTER_END_DATE, type RegisterChunk } from './generate.ts';

/** A query as both drivers take it: text with $1… and an array of values. */
type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

interface Session {
  query: Query;
  transaction<T>(work: (query: Query) => Promise<T>): Promise<T>;
  release(): void;
}

interface PgliteLike {
  query: Query;
  transaction<T>(work: (tx: { query: Query }) => Promise<T>): Promise<T>;
}
interface PoolClientLike {
  query: Query;
  release(): void;
}
interface PoolLike {
  connect(): Promise<PoolClientLike>;
}

/**
 * The driver under Drizzle: the bulk load sends whole columns as arrays,
 * which neither Drizzle's query builder nor its `sql` template pass as one
 * parameter. On a server pool it keeps one connection for the whole load.
 */
async function openSession(db: Database): Promise<Session> {
  const client = (db as unknown as { $client: PgliteLike | PoolLike }).$client;
  if ('transaction' in client) {
    return { query: (text, params) => client.query(text, params), transaction: (work) => client.transaction((tx) => work((text, params) => tx.query(text, params))), release: () => undefined };
  }
  const connection = await client.connect();
  const query: Query = (text, params) => connection.query(text, params);
  return {
    query,
    transaction: async (work) => {
      await query('BEGIN');
      try {
        const result = await work(query);
        await query('COMMIT');
        return result;
      } catch (error) {
        await query('ROLLBACK');
        throw error;
      }
    },
    release: () => connection.release(),
  };
}

/** One loader at a time per server: a second one finds the lock taken and leaves the register to the first. */
const REGISTER_SEED_LOCK = 4_721_905_320;

export interface SeedRegisterOptions {
  documents: number;
  seed: number;
  /** The key the server encrypts Aadhaar, PAN and phone numbers with. */
  encryptionKey: Uint8Array;
  /** Documents per transaction. */
  chunkSize?: number;
  onProgress?: (progress: { documents: number; total: number; elapsedMs: number }) => void;
}

export interface SeedRegisterResult {
  /** False when the register already had documents (nothing is changed then). */
  seeded: boolean;
  documents: number;
  parties: number;
  properties: number;
  links: number;
  cancelled: number;
  prohibitions: number;
  mutationRequests: number;
  elapsedMs: number;
}

// A document's villages travel as space-separated text, like name_keys below.
const DOCUMENT_INSERT = `
INSERT INTO register_documents (id, sro_code, book_number, document_number, registration_year, transaction_major_code, transaction_minor_code,
  presented_on, executed_on, registered_on, consideration_rupees, market_value_rupees, stamp_duty_rupees, transfer_duty_rupees,
  registration_fee_rupees, has_scanned_image, anywhere_registration, is_demo)
OVERRIDING SYSTEM VALUE
SELECT u.id, u.sro_code, u.book_number, u.document_number, u.registration_year, u.transaction_major_code, u.transaction_minor_code,
  u.presented_on, u.executed_on, u.registered_on, u.consideration_rupees, u.market_value_rupees, u.stamp_duty_rupees, u.transfer_duty_rupees,
  u.registration_fee_rupees, u.has_scanned_image, ${new PgDialect().sqlToQuery(anywhereRegistration(sql.raw('u.sro_code'), sql.raw("string_to_array(u.village_codes, ' ')"))).sql}, true
FROM unnest($1::bigint[], $2::text[], $3::int[], $4::int[], $5::int[], $6::text[], $7::text[], $8::date[], $9::date[], $10::date[],
  $11::bigint[], $12::bigint[], $13::bigint[], $14::bigint[], $15::bigint[], $16::boolean[], $17::text[])
  AS u(id, sro_code, book_number, document_number, registration_year, transaction_major_code, transaction_minor_code, presented_on, executed_on,
  registered_on, consideration_rupees, market_value_rupees, stamp_duty_rupees, transfer_duty_rupees, registration_fee_rupees, has_scanned_image, village_codes)`;

// name_keys travels as space-separated text: unnest would flatten an array of arrays.
const PARTY_INSERT = `
INSERT INTO register_parties (id, document_id, position, role, party_code, represents_party_id, represent_type, name_en, name_te, relation_type,
  relation_name_en, relation_name_te, age, address_en, address_te, pan_encrypted, pan_last4, form60, aadhaar_encrypted, aadhaar_last4,
  phone_encrypted, phone_last4, email, name_keys, sro_code, registered_on)
OVERRIDING SYSTEM VALUE
SELECT u.id, u.document_id, u.position, u.role, u.party_code, u.represents_party_id, u.represent_type, u.name_en, u.name_te, u.relation_type,
  u.relation_name_en, u.relation_name_te, u.age, u.address_en, u.address_te, u.pan_encrypted, u.pan_last4, u.form60, u.aadhaar_encrypted,
  u.aadhaar_last4, u.phone_encrypted, u.phone_last4, u.email, string_to_array(u.name_keys, ' '), u.sro_code, u.registered_on
FROM unnest($1::bigint[], $2::bigint[], $3::int[], $4::text[], $5::text[], $6::bigint[], $7::text[], $8::text[], $9::text[], $10::text[],
  $11::text[], $12::text[], $13::int[], $14::text[], $15::text[], $16::text[], $17::text[], $18::boolean[], $19::text[], $20::text[],
  $21::text[], $22::text[], $23::text[], $24::text[], $25::text[], $26::date[])
  AS u(id, document_id, position, role, party_code, represents_party_id, represent_type, name_en, name_te, relation_type, relation_name_en,
  relation_name_te, age, address_en, address_te, pan_encrypted, pan_last4, form60, aadhaar_encrypted, aadhaar_last4, phone_encrypted,
  phone_last4, email, name_keys, sro_code, registered_on)`;

const PROPERTY_INSERT = `
INSERT INTO register_properties (id, document_id, schedule_number, kind, village_code, land_use_code, survey_number, survey_base, ward, block,
  door_number, plot_number, layout_name, apartment_name, flat_number, extent, extent_unit, plinth_area_sq_ft, boundaries, structures, market_value_rupees)
OVERRIDING SYSTEM VALUE
SELECT u.id, u.document_id, u.schedule_number, u.kind, u.village_code, u.land_use_code, u.survey_number, u.survey_base, u.ward, u.block,
  u.door_number, u.plot_number, u.layout_name, u.apartment_name, u.flat_number, u.extent, u.extent_unit, u.plinth_area_sq_ft,
  u.boundaries::jsonb, u.structures::jsonb, u.market_value_rupees
FROM unnest($1::bigint[], $2::bigint[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[],
  $11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $16::text[], $17::text[], $18::text[], $19::text[], $20::text[], $21::bigint[])
  AS u(id, document_id, schedule_number, kind, village_code, land_use_code, survey_number, survey_base, ward, block, door_number, plot_number,
  layout_name, apartment_name, flat_number, extent, extent_unit, plinth_area_sq_ft, boundaries, structures, market_value_rupees)`;

const LINK_INSERT = `
INSERT INTO register_document_links (document_id, linked_document_id, linked_sro_code, linked_document_number, linked_year)
SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::int[], $5::int[])`;

const CANCELLATION_UPDATE = `
UPDATE register_documents AS d SET status = 'cancelled', cancelled_by_document_id = u.cancelled_by
FROM unnest($1::bigint[], $2::bigint[]) AS u(id, cancelled_by) WHERE d.id = u.id`;

// A request the history decided only after its transfer was cancelled was in truth still undecided then, and is withdrawn as a live cancellation withdraws it.
export const WITHDRAWAL_UPDATE = `
UPDATE mutation_requests AS m SET status = 'withdrawn', decided_on = u.cancelled_on, order_number = NULL, remarks = u.remarks, reported_by = NULL, reported_at = NULL
FROM unnest($1::bigint[], $2::date[], $3::text[]) AS u(id, cancelled_on, remarks)
WHERE m.document_id = u.id AND (m.status = 'sent' OR m.decided_on > u.cancelled_on)`;

const COUNTER_UPSERT = `
INSERT INTO register_number_counters (sro_code, registration_year, last_number)
SELECT * FROM unnest($1::text[], $2::int[], $3::int[])
ON CONFLICT (sro_code, registration_year) DO UPDATE SET last_number = GREATEST(register_number_counters.last_number, EXCLUDED.last_number)`;

const PROHIBITION_INSERT = `
INSERT INTO prohibited_properties (village_code, survey_number, door_number, category, notified_on, denotified_on, reason_en, reason_te)
SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::date[], $6::date[], $7::text[], $8::text[])`;

const MUTATION_INSERT = `
INSERT INTO mutation_requests (request_number, document_id, schedule_number, sro_code, kind, sent_at, status, decided_on, order_number, remarks, reported_by, reported_at)
SELECT * FROM unnest($1::text[], $2::bigint[], $3::int[], $4::text[], $5::text[], $6::timestamptz[], $7::text[], $8::date[], $9::text[], $10::text[], $11::text[], $12::timestamptz[])`;

/** The synthetic register's mutation requests begin here; transfers before it are taken as mutated on paper. */
export const MUTATION_HISTORY_FROM = '2020-01-01';
const REJECTION_REMARKS: Record<MutationKind, readonly string[]> = {
  rural: ['The survey number is not in the village adangal', 'The extent sold is more than the seller holds in the land records', 'A civil suit over the land is pending'],
  urban: ['The assessment stands in another owner\'s name', 'The door number is not in the assessment register', 'Property tax arrears are unpaid'],
};

/**
 * What became of a synthetic request, the same for a document on every load:
 * most decided within the time allowed, a few late, a few rejected, and those
 * still inside their time at the register's end not decided yet.
 */
function mutationHistory(documentId: number, scheduleNumber: number, kind: MutationKind, registeredOn: string) {
  const random = seededRandom(documentId * 7 + scheduleNumber);
  const allowed = MUTATION_DAYS[kind];
  const days = random.chance(0.08) ? random.int(allowed + 1, allowed * 3) : random.int(1, allowed);
  const decidedOn = addDays(registeredOn, days);
  const sentAt = `${registeredOn}T17:30:00+05:30`;
  if (decidedOn > REGISTER_END_DATE) return { sentAt, status: 'sent', decidedOn: null, orderNumber: null, remarks: '', reportedBy: null, reportedAt: null };
  const rejected = random.chance(0.05);
  return {
    sentAt,
    status: rejected ? 'rejected' : 'mutated',
    decidedOn,
    orderNumber: `${kind === 'rural' ? 'WL' : 'PT'}/${decidedOn.slice(0, 4)}/${documentId}-${scheduleNumber}`,
    remarks: rejected ? random.pick(REJECTION_REMARKS[kind]) : '',
    reportedBy: MUTATION_PARTNER_OF[kind],
    reportedAt: `${decidedOn}T18:00:00+05:30`,
  };
}

/** Column arrays for one chunk's INSERT … SELECT FROM unnest(…). */
class Columns {
  readonly values: unknown[][];
  constructor(count: number) {
    this.values = Array.from({ length: count }, () => []);
  }
  push(...row: unknown[]): void {
    row.forEach((value, index) => this.values[index]?.push(value));
  }
  get length(): number {
    return this.values[0]?.length ?? 0;
  }
}

interface ChunkRows {
  documents: Columns;
  parties: Columns;
  properties: Columns;
  links: Columns;
  cancellations: Columns;
  withdrawals: Columns;
  counters: Columns;
  prohibitions: Columns;
  mutations: Columns;
}

/** Rows of a chunk, each built by the same mapping a live registration uses, with ids given here. */
function chunkRows(chunk: RegisterChunk, encryptionKey: Uint8Array, ids: { party: number; property: number }): ChunkRows {
  const rows: ChunkRows = {
    documents: new Columns(17),
    parties: new Columns(26),
    properties: new Columns(21),
    links: new Columns(5),
    cancellations: new Columns(2),
    withdrawals: new Columns(3),
    counters: new Columns(3),
    prohibitions: new Columns(8),
    mutations: new Columns(12),
  };
  const lastNumbers = new Map<string, { sroCode: string; year: number; number: number }>();
  for (const synthetic of chunk.documents) {
    const { base, parties, properties, links, mutations } = validDocumentRows(encryptionKey, synthetic.document);
    const documentId = synthetic.id;
    rows.documents.push(
      documentId,
      base.sroCode,
      base.bookNumber,
      synthetic.documentNumber,
      base.registrationYear,
      base.transactionMajorCode,
      base.transactionMinorCode,
      base.presentedOn,
      base.executedOn,
      base.registeredOn,
      base.considerationRupees,
      base.marketValueRupees,
      base.stampDutyRupees,
      base.transferDutyRupees,
      base.registrationFeeRupees,
      base.hasScannedImage,
      properties.map((property) => property.villageCode).join(' '),
    );
    const partyIds = parties.map(() => ids.party++);
    parties.forEach(({ row, representsIndex }, index) => {
      rows.parties.push(
        partyIds[index],
        documentId,
        row.position,
        row.role,
        row.partyCode,
        representsIndex === undefined ? null : (partyIds[representsIndex] ?? null),
        row.representType ?? null,
        row.nameEn,
        row.nameTe,
        row.relationType,
        row.relationNameEn,
        row.relationNameTe,
        row.age ?? null,
        row.addressEn,
        row.addressTe,
        row.panEncrypted ?? null,
        row.panLast4 ?? null,
        row.form60 ?? false,
        row.aadhaarEncrypted ?? null,
        row.aadhaarLast4 ?? null,
        row.phoneEncrypted ?? null,
        row.phoneLast4 ?? null,
        row.email ?? null,
        row.nameKeys.join(' '),
        row.sroCode,
        row.registeredOn,
      );
    });
    for (const property of properties) {
      rows.properties.push(
        ids.property++,
        documentId,
        property.scheduleNumber,
        property.kind,
        property.villageCode,
        property.landUseCode,
        property.surveyNumber ?? '',
        property.surveyBase ?? '',
        property.ward ?? '',
        property.block ?? '',
        property.doorNumber ?? '',
        property.plotNumber ?? '',
        property.layoutName ?? '',
        property.apartmentName ?? '',
        property.flatNumber ?? '',
        property.extent,
        property.extentUnit,
        property.plinthAreaSqFt ?? null,
        JSON.stringify(property.boundaries),
        JSON.stringify(property.structures ?? []),
        property.marketValueRupees,
      );
    }
    links.forEach((link, index) => rows.links.push(documentId, synthetic.linkedIds[index] ?? null, link.sroCode, link.documentNumber, link.year));
    if (synthetic.cancelsId !== null) {
      rows.cancellations.push(synthetic.cancelsId, documentId);
      rows.withdrawals.push(synthetic.cancelsId, base.registeredOn, withdrawalRemarks({ sroCode: base.sroCode, documentNumber: synthetic.documentNumber, year: base.registrationYear }));
    }
    if (base.registeredOn >= MUTATION_HISTORY_FROM) {
      for (const mutation of mutations) {
        const history = mutationHistory(documentId, mutation.scheduleNumber, mutation.kind, base.registeredOn);
        rows.mutations.push(
          mutationRequestNumber({ sroCode: base.sroCode, documentNumber: synthetic.documentNumber, year: base.registrationYear }, mutation.scheduleNumber),
          documentId,
          mutation.scheduleNumber,
          base.sroCode,
          mutation.kind,
          history.sentAt,
          history.status,
          history.decidedOn,
          history.orderNumber,
          history.remarks,
          history.reportedBy,
          history.reportedAt,
        );
      }
    }
    lastNumbers.set(`${base.sroCode}|${base.registrationYear}`, { sroCode: base.sroCode, year: base.registrationYear, number: synthetic.documentNumber });
  }
  for (const counter of lastNumbers.values()) rows.counters.push(counter.sroCode, counter.year, counter.number);
  for (const prohibition of chunk.prohibitions) {
    rows.prohibitions.push(
      prohibition.villageCode,
      prohibition.surveyNumber,
      prohibition.doorNumber,
      prohibition.category,
      prohibition.notifiedOn,
      prohibition.denotifiedOn,
      prohibition.reason.en,
      prohibition.reason.te,
    );
  }
  return rows;
}

async function insertChunk(session: Session, rows: ChunkRows): Promise<void> {
  await session.transaction(async (query) => {
    await query(DOCUMENT_INSERT, rows.documents.values);
    if (rows.parties.length > 0) await query(PARTY_INSERT, rows.parties.values);
    if (rows.properties.length > 0) await query(PROPERTY_INSERT, rows.properties.values);
    if (rows.links.length > 0) await query(LINK_INSERT, rows.links.values);
    if (rows.cancellations.length > 0) await query(CANCELLATION_UPDATE, rows.cancellations.values);
    if (rows.counters.length > 0) await query(COUNTER_UPSERT, rows.counters.values);
    if (rows.prohibitions.length > 0) await query(PROHIBITION_INSERT, rows.prohibitions.values);
    if (rows.mutations.length > 0) await query(MUTATION_INSERT, rows.mutations.values);
    if (rows.withdrawals.length > 0) await query(WITHDRAWAL_UPDATE, rows.withdrawals.values);
  });
}

const IDENTITY_COLUMNS = ['register_documents', 'register_parties', 'register_properties'] as const;
const REGISTER_TABLES = [...IDENTITY_COLUMNS, 'register_name_pairs', 'register_document_links', 'register_number_counters', 'register_day_figures', 'prohibited_properties', 'mutation_requests'] as const;

/**
 * Fills an empty register with a synthetic one (see generateRegister): one
 * transaction per chunk, so a failure keeps the chunks before it whole and
 * none of the failing one. Leaves a register that has documents alone.
 */
export async function seedRegister(db: Database, options: SeedRegisterOptions): Promise<SeedRegisterResult> {
  const started = performance.now();
  const result: SeedRegisterResult = { seeded: false, documents: 0, parties: 0, properties: 0, links: 0, cancelled: 0, prohibitions: 0, mutationRequests: 0, elapsedMs: 0 };
  const session = await openSession(db);
  try {
    const [lock] = (await session.query('SELECT pg_try_advisory_lock($1) AS locked', [REGISTER_SEED_LOCK])).rows;
    if (!lock?.locked) return result;
    try {
      const [existing] = (await session.query('SELECT EXISTS (SELECT 1 FROM register_documents) AS present')).rows;
      if (existing?.present) return result;
      const ids = { party: 1, property: 1 };
      let pending: Promise<void> | undefined;
      // The next chunk is generated while the server stores the previous one.
      for (const chunk of generateRegister({ documents: options.documents, seed: options.seed, chunkSize: options.chunkSize })) {
        const rows = chunkRows(chunk, options.encryptionKey, ids);
        await pending;
        const documentsSoFar = result.documents + rows.documents.length;
        pending = insertChunk(session, rows).then(() => options.onProgress?.({ documents: documentsSoFar, total: options.documents, elapsedMs: performance.now() - started }));
        result.documents = documentsSoFar;
        result.parties += rows.parties.length;
        result.properties += rows.properties.length;
        result.links += rows.links.length;
        result.cancelled += rows.cancellations.length;
        result.prohibitions += rows.prohibitions.length;
        result.mutationRequests += rows.mutations.length;
      }
      await pending;
      for (const table of IDENTITY_COLUMNS) {
        await session.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`);
      }
      // Vacuumed and analysed once, as any bulk load should be. Without statistics on tables that were empty a moment ago,
      // the planner reads a million rows for a lookup of ten. Vacuuming marks the pages all visible, so the name search reads
      // the name pairs from their index alone; it also settles each row's commit status, which the first reads of every page
      // would otherwise do, dirtying pages the database must then write out while it answers searches, until autovacuum
      // comes by in the middle of them.
      await session.query(`VACUUM (ANALYZE) ${REGISTER_TABLES.join(', ')}`);
      result.seeded = true;
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [REGISTER_SEED_LOCK]);
    }
  } finally {
    session.release();
  }
  result.elapsedMs = performance.now() - started;
  return result;
}

/** Empties every register table in one transaction, so a new synthetic register can be loaded. */
export async function clearRegister(db: Database): Promise<void> {
  const session = await openSession(db);
  try {
    await session.transaction((query) =>
      query(
        'TRUNCATE mutation_requests, register_document_links, register_name_pairs, register_parties, register_properties, register_documents, register_day_figures, register_number_counters, prohibited_properties RESTART IDENTITY CASCADE',
      ),
    );
  } finally {
    session.release();
  }
}
