import { and, arrayOverlaps, asc, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  JURISDICTION_LEVELS,
  RATE_VERSION_STATUSES,
  type LandRateRow,
  type LocationRate,
  type RateKind,
  type RateRowsQuery,
  type RateUpload,
  type RateVersion,
  type RateVersionScope,
  type RateVersionStatus,
  type StructureSchedule,
} from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { mvAgeBands, mvLandRates, mvRateVersions, mvStageShares, mvStructureRates, users } from '../../db/schema.ts';

type VersionRow = typeof mvRateVersions.$inferSelect;

export interface NewRateVersion {
  effectiveFrom: string;
  source: 'seed' | 'upload';
  fileName?: string | null;
  uploadedBy?: string | null;
  isDemo?: boolean;
  /** An upload waits for a second officer's approval; seeded rates are in force at once. */
  status?: RateVersionStatus;
  sroCodes?: readonly string[];
}

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Only approved versions price anything; pending and rejected uploads are never used. */
const approved = eq(mvRateVersions.status, 'approved');

/**
 * Rows per INSERT. The rows travel as one JSON parameter, which the embedded
 * database takes several times faster than one parameter per value.
 */
const INSERT_CHUNK = 25_000;

function toRateVersion(row: VersionRow): RateVersion {
  return {
    id: row.id,
    scope: row.scope as RateVersionScope,
    effectiveFrom: row.effectiveFrom,
    source: row.source as RateVersion['source'],
    fileName: row.fileName,
    rowCount: row.rowCount,
    createdAt: row.createdAt.toISOString(),
    isDemo: row.isDemo,
    status: RATE_VERSION_STATUSES.find((status) => status === row.status) ?? 'pending',
    sroCodes: row.sroCodes,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionRemarks: row.decisionRemarks,
  };
}

function toLandRateRow(row: typeof mvLandRates.$inferSelect): LandRateRow {
  return {
    kind: row.kind as RateKind,
    villageCode: row.villageCode,
    surveyNumber: row.surveyNumber,
    ward: row.ward,
    block: row.block,
    doorNumber: row.doorNumber,
    landUseCode: row.landUseCode,
    rate: row.rateRupees,
  };
}

/**
 * Stores a land register as a new version, in one transaction: all of its rows
 * or nothing, with whatever `alongside` records (the audit entry) in the same
 * transaction.
 */
export async function insertLandRateVersion(
  db: Database,
  version: NewRateVersion,
  rows: readonly LandRateRow[],
  alongside?: (tx: Transaction, stored: RateVersion) => Promise<void>,
): Promise<RateVersion> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(mvRateVersions)
      .values({
        scope: 'land',
        effectiveFrom: version.effectiveFrom,
        source: version.source,
        fileName: version.fileName ?? null,
        rowCount: rows.length,
        uploadedBy: version.uploadedBy ?? null,
        isDemo: version.isDemo ?? false,
        status: version.status ?? 'approved',
        sroCodes: [...(version.sroCodes ?? [])],
      })
      .returning();
    if (!stored) throw new Error('The rate version was not stored');
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      const records = rows.slice(start, start + INSERT_CHUNK).map((row) => ({
        kind: row.kind,
        village_code: row.villageCode,
        survey_number: row.surveyNumber,
        ward: row.ward,
        block: row.block,
        door_number: row.doorNumber,
        land_use_code: row.landUseCode,
        rate_rupees: row.rate,
      }));
      await tx.execute(sql`
        insert into mv_land_rates (version_id, kind, village_code, survey_number, ward, block, door_number, land_use_code, rate_rupees)
        select ${stored.id}, kind, village_code, survey_number, ward, block, door_number, land_use_code, rate_rupees
        from jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
          as rate(kind text, village_code text, survey_number text, ward text, block text, door_number text, land_use_code text, rate_rupees bigint)`);
    }
    const result = toRateVersion(stored);
    await alongside?.(tx, result);
    return result;
  });
}

/** Stores a structure schedule as a new version, in one transaction. */
export async function insertStructureVersion(
  db: Database,
  version: NewRateVersion,
  schedule: Pick<StructureSchedule, 'ratesPerSqFt' | 'stageShares' | 'ageBands'>,
): Promise<RateVersion> {
  return db.transaction(async (tx) => {
    const rates = Object.entries(schedule.ratesPerSqFt);
    const [stored] = await tx
      .insert(mvRateVersions)
      .values({
        scope: 'structure',
        effectiveFrom: version.effectiveFrom,
        source: version.source,
        fileName: version.fileName ?? null,
        rowCount: rates.length + schedule.stageShares.length + schedule.ageBands.length,
        uploadedBy: version.uploadedBy ?? null,
        isDemo: version.isDemo ?? false,
      })
      .returning();
    if (!stored) throw new Error('The structure schedule was not stored');
    await tx.insert(mvStructureRates).values(rates.map(([structureTypeCode, rateRupees]) => ({ versionId: stored.id, structureTypeCode, rateRupees })));
    await tx.insert(mvStageShares).values(schedule.stageShares.map((share) => ({ versionId: stored.id, ...share })));
    await tx.insert(mvAgeBands).values(schedule.ageBands.map((band) => ({ versionId: stored.id, ...band })));
    return toRateVersion(stored);
  });
}

export interface LandRateKey {
  kind: RateKind;
  villageCode: string;
  landUseCode: string;
  surveyNumber?: string | undefined;
  ward?: string | undefined;
  block?: string | undefined;
  doorNumber?: string | undefined;
}

/**
 * The rate for a location on a date. Of the versions in force on that date
 * (effective on or before it), the latest that has a row for the key answers;
 * a survey or door number's own row outranks its village's or block's row
 * whatever their versions, as the most specific entry of the register.
 */
export async function findLandRate(db: Database, key: LandRateKey, onDate: string): Promise<(LocationRate & { isDemo: boolean }) | undefined> {
  const specific = key.kind === 'rural' ? key.surveyNumber : key.kind === 'urban' ? key.doorNumber : undefined;
  const specificColumn = key.kind === 'rural' ? mvLandRates.surveyNumber : mvLandRates.doorNumber;
  const conditions: SQL[] = [
    eq(mvLandRates.kind, key.kind),
    eq(mvLandRates.villageCode, key.villageCode),
    eq(mvLandRates.landUseCode, key.landUseCode),
    eq(mvLandRates.ward, key.ward ?? ''),
    eq(mvLandRates.block, key.block ?? ''),
    eq(key.kind === 'rural' ? mvLandRates.doorNumber : mvLandRates.surveyNumber, ''),
    specific ? inArray(specificColumn, [specific, '']) : eq(specificColumn, ''),
    lte(mvRateVersions.effectiveFrom, onDate),
    approved,
  ];
  const [row] = await db
    .select({ rupees: mvLandRates.rateRupees, specific: specificColumn, versionId: mvRateVersions.id, effectiveFrom: mvRateVersions.effectiveFrom, isDemo: mvRateVersions.isDemo })
    .from(mvLandRates)
    .innerJoin(mvRateVersions, eq(mvRateVersions.id, mvLandRates.versionId))
    .where(and(...conditions))
    .orderBy(desc(sql`${specificColumn} <> ''`), desc(mvRateVersions.effectiveFrom), desc(mvRateVersions.id))
    .limit(1);
  if (!row) return undefined;
  const ownRow = row.specific !== '';
  return {
    rupees: row.rupees,
    versionId: row.versionId,
    effectiveFrom: row.effectiveFrom,
    isDemo: row.isDemo,
    matchedOn: key.kind === 'rural' ? (ownRow ? 'surveyNumber' : 'village') : ownRow ? 'doorNumber' : 'block',
  };
}

async function readStructureSchedule(db: Database, version: Pick<VersionRow, 'id' | 'effectiveFrom'>): Promise<StructureSchedule> {
  const [rates, stageShares, ageBands] = await Promise.all([
    db.select().from(mvStructureRates).where(eq(mvStructureRates.versionId, version.id)).orderBy(asc(mvStructureRates.structureTypeCode)),
    db.select({ stageCode: mvStageShares.stageCode, basisPoints: mvStageShares.basisPoints }).from(mvStageShares).where(eq(mvStageShares.versionId, version.id)).orderBy(asc(mvStageShares.stageCode)),
    db
      .select({ fromYears: mvAgeBands.fromYears, toYears: mvAgeBands.toYears, depreciationBasisPoints: mvAgeBands.depreciationBasisPoints })
      .from(mvAgeBands)
      .where(eq(mvAgeBands.versionId, version.id))
      .orderBy(asc(mvAgeBands.fromYears)),
  ]);
  return {
    versionId: version.id,
    effectiveFrom: version.effectiveFrom,
    ratesPerSqFt: Object.fromEntries(rates.map((rate) => [rate.structureTypeCode, rate.rateRupees])),
    stageShares,
    ageBands,
  };
}

/** The structure schedule in force on a date: the latest one effective on or before it. */
export async function findStructureSchedule(db: Database, onDate: string): Promise<(StructureSchedule & { isDemo: boolean }) | undefined> {
  const [version] = await db
    .select()
    .from(mvRateVersions)
    .where(and(eq(mvRateVersions.scope, 'structure'), lte(mvRateVersions.effectiveFrom, onDate), approved))
    .orderBy(desc(mvRateVersions.effectiveFrom), desc(mvRateVersions.id))
    .limit(1);
  return version ? { ...(await readStructureSchedule(db, version)), isDemo: version.isDemo } : undefined;
}

/** The versions in force or to come: approved ones only. */
export async function listRateVersions(db: Database): Promise<RateVersion[]> {
  const rows = await db.select().from(mvRateVersions).where(approved).orderBy(desc(mvRateVersions.effectiveFrom), desc(mvRateVersions.id));
  return rows.map(toRateVersion);
}

const uploader = alias(users, 'uploader');
const checker = alias(users, 'checker');

type OfficerRow = { loginId: string | null; loginName: string | null; jurisdictionLevel: string | null; jurisdictionCode: string | null } | null;

function officerOf(row: OfficerRow) {
  const level = JURISDICTION_LEVELS.find((candidate) => candidate === row?.jurisdictionLevel);
  return row?.loginId && row.loginName && level ? { loginId: row.loginId, loginName: row.loginName, jurisdictionLevel: level, jurisdictionCode: row.jurisdictionCode ?? '' } : null;
}

function uploadQuery(db: Database) {
  return db
    .select({
      version: mvRateVersions,
      uploadedBy: { loginId: uploader.loginId, loginName: uploader.loginName, jurisdictionLevel: uploader.jurisdictionLevel, jurisdictionCode: uploader.jurisdictionCode },
      decidedBy: { loginId: checker.loginId, loginName: checker.loginName, jurisdictionLevel: checker.jurisdictionLevel, jurisdictionCode: checker.jurisdictionCode },
    })
    .from(mvRateVersions)
    .leftJoin(uploader, eq(uploader.id, mvRateVersions.uploadedBy))
    .leftJoin(checker, eq(checker.id, mvRateVersions.decidedBy));
}

function toRateUpload(row: Awaited<ReturnType<typeof uploadQuery>>[number]): RateUpload {
  return { ...toRateVersion(row.version), uploadedBy: officerOf(row.uploadedBy), decidedBy: officerOf(row.decidedBy) };
}

/**
 * Uploaded versions with who uploaded and who decided them, newest first:
 * those pricing any office of the given ones, or all of them (the state).
 */
export async function listRateUploads(db: Database, sroCodes?: readonly string[]): Promise<RateUpload[]> {
  const rows = await uploadQuery(db)
    .where(and(eq(mvRateVersions.source, 'upload'), sroCodes ? arrayOverlaps(mvRateVersions.sroCodes, [...sroCodes]) : undefined))
    .orderBy(desc(mvRateVersions.createdAt), desc(mvRateVersions.id));
  return rows.map(toRateUpload);
}

/** One uploaded version with its uploader, for a checker's decision. */
export async function findRateUpload(db: Database, id: number): Promise<RateUpload | undefined> {
  const [row] = await uploadQuery(db).where(and(eq(mvRateVersions.id, id), eq(mvRateVersions.source, 'upload')));
  return row ? toRateUpload(row) : undefined;
}

/**
 * Records a checker's decision on a pending version with one conditional
 * update, and whatever `alongside` records in the same transaction: of two
 * checkers deciding at once, the second finds it decided and gets false.
 */
export async function decideRateVersion(
  db: Database,
  decision: { id: number; status: 'approved' | 'rejected'; decidedBy: string; remarks: string },
  alongside: (tx: Transaction) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [decided] = await tx
      .update(mvRateVersions)
      .set({ status: decision.status, decidedBy: decision.decidedBy, decidedAt: new Date(), decisionRemarks: decision.remarks || null })
      .where(and(eq(mvRateVersions.id, decision.id), eq(mvRateVersions.status, 'pending')))
      .returning({ id: mvRateVersions.id });
    if (!decided) return false;
    await alongside(tx);
    return true;
  });
}

export interface RateVersionPage {
  version: RateVersion;
  rows: LandRateRow[];
  total: number;
  structureSchedule: StructureSchedule | null;
}

/** A stored version with one page of its land rows (or its structure schedule), in register order. */
export async function findRateVersionPage(db: Database, id: number, query: RateRowsQuery): Promise<RateVersionPage | undefined> {
  const [version] = await db.select().from(mvRateVersions).where(eq(mvRateVersions.id, id));
  if (!version) return undefined;
  if (version.scope === 'structure') return { version: toRateVersion(version), rows: [], total: 0, structureSchedule: await readStructureSchedule(db, version) };

  const where = and(eq(mvLandRates.versionId, id), query.villageCode ? eq(mvLandRates.villageCode, query.villageCode) : undefined);
  const [totals] = await db.select({ total: count() }).from(mvLandRates).where(where);
  const rows = await db
    .select()
    .from(mvLandRates)
    .where(where)
    .orderBy(asc(mvLandRates.villageCode), asc(mvLandRates.kind), asc(mvLandRates.ward), asc(mvLandRates.block), asc(mvLandRates.surveyNumber), asc(mvLandRates.doorNumber), asc(mvLandRates.landUseCode))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    version: toRateVersion(version),
    total: totals?.total ?? 0,
    structureSchedule: null,
    rows: rows.map(toLandRateRow),
  };
}

/** A few rows of the register as it stands today, one of each sort, to show the upload format with real codes. */
export async function exampleLandRates(db: Database, onDate: string): Promise<LandRateRow[]> {
  const sorts: SQL[] = [
    sql`${mvLandRates.kind} = 'rural' and ${mvLandRates.surveyNumber} = ''`,
    sql`${mvLandRates.kind} = 'rural' and ${mvLandRates.surveyNumber} <> ''`,
    sql`${mvLandRates.kind} = 'urban' and ${mvLandRates.doorNumber} = ''`,
    sql`${mvLandRates.kind} = 'urban' and ${mvLandRates.doorNumber} <> ''`,
    sql`${mvLandRates.kind} = 'composite'`,
  ];
  const found = await Promise.all(
    sorts.map((sort) =>
      db
        .select({ row: mvLandRates })
        .from(mvLandRates)
        .innerJoin(mvRateVersions, eq(mvRateVersions.id, mvLandRates.versionId))
        .where(and(sort, lte(mvRateVersions.effectiveFrom, onDate), approved))
        .orderBy(asc(mvLandRates.villageCode), asc(mvLandRates.landUseCode), desc(mvRateVersions.id))
        .limit(1),
    ),
  );
  return found.flat().map(({ row }) => toLandRateRow(row));
}
