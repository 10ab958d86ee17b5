import { asc, eq, inArray, sql } from 'drizzle-orm';
import { nameOrCode, findReferenceEntry, type Mandal, type RateFileVillage, type SroContact, type Village, type VillageKind } from '@igrs/domain';
import { SRO_WORKING_DAYS, workingHoursText } from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { mandals, sroContacts, villages } from '../../db/schema.ts';

type MandalRow = typeof mandals.$inferSelect;
type VillageRow = typeof villages.$inferSelect;

function toMandal(row: MandalRow): Mandal {
  return { code: row.code, name: { en: row.nameEn, te: row.nameTe }, districtCode: row.revenueDistrictCode, isTown: row.isTown, isDemo: row.isDemo };
}

function toVillage(row: VillageRow): Village {
  return {
    code: row.code,
    name: { en: row.nameEn, te: row.nameTe },
    kind: row.kind as VillageKind,
    mandalCode: row.mandalCode,
    sroCode: row.sroCode,
    localBodyType: { code: row.localBodyTypeCode, name: nameOrCode(findReferenceEntry('local-body-types', row.localBodyTypeCode)?.description, row.localBodyTypeCode) },
    wards: row.wards,
    isDemo: row.isDemo,
  };
}

export async function listMandals(db: Database, revenueDistrictCode: string): Promise<Mandal[]> {
  const rows = await db.select().from(mandals).where(eq(mandals.revenueDistrictCode, revenueDistrictCode)).orderBy(asc(mandals.code));
  return rows.map(toMandal);
}

export async function findMandal(db: Database, code: string): Promise<Mandal | undefined> {
  const [row] = await db.select().from(mandals).where(eq(mandals.code, code));
  return row && toMandal(row);
}

export async function listVillages(db: Database, mandalCode: string): Promise<Village[]> {
  const rows = await db.select().from(villages).where(eq(villages.mandalCode, mandalCode)).orderBy(asc(villages.code));
  return rows.map(toVillage);
}

export async function findVillage(db: Database, code: string): Promise<Village | undefined> {
  const [row] = await db.select().from(villages).where(eq(villages.code, code));
  return row && toVillage(row);
}

/** Every village's kind, wards and office, for checking a rate file's codes in one pass. */
export async function villageIndex(db: Database): Promise<ReadonlyMap<string, RateFileVillage & { sroCode: string }>> {
  const rows = await db.select({ code: villages.code, kind: villages.kind, wards: villages.wards, sroCode: villages.sroCode }).from(villages);
  return new Map(rows.map((row) => [row.code, { kind: row.kind as VillageKind, wards: row.wards, sroCode: row.sroCode }]));
}

export interface ServedVillage {
  sroCode: string;
  code: string;
  name: { en: string; te: string };
  kind: VillageKind;
  mandal: { code: string; name: { en: string; te: string } };
  isDemo: boolean;
}

/** The villages and localities registered at each of these offices, in code order. */
export async function servedVillages(db: Database, sroCodes: readonly string[]): Promise<ServedVillage[]> {
  if (sroCodes.length === 0) return [];
  const rows = await db
    .select({ village: villages, mandal: mandals })
    .from(villages)
    .innerJoin(mandals, eq(mandals.code, villages.mandalCode))
    .where(inArray(villages.sroCode, [...sroCodes]))
    .orderBy(asc(villages.code));
  return rows.map(({ village, mandal }) => ({
    sroCode: village.sroCode,
    code: village.code,
    name: { en: village.nameEn, te: village.nameTe },
    kind: village.kind as VillageKind,
    mandal: { code: mandal.code, name: { en: mandal.nameEn, te: mandal.nameTe } },
    isDemo: village.isDemo,
  }));
}

/** The offices registering any village of a mandal. */
export async function officesOfMandal(db: Database, mandalCode: string): Promise<Set<string>> {
  const rows = await db.selectDistinct({ sroCode: villages.sroCode }).from(villages).where(eq(villages.mandalCode, mandalCode));
  return new Set(rows.map((row) => row.sroCode));
}

/** The offices registering a village whose name, in either language, contains the text. */
export async function officesOfVillagesNamed(db: Database, text: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ sroCode: villages.sroCode })
    .from(villages)
    .where(sql`strpos(${villages.searchText}, ${text.toLowerCase()}) > 0`);
  return new Set(rows.map((row) => row.sroCode));
}

export async function sroContactsOf(db: Database, sroCodes: readonly string[]): Promise<Map<string, SroContact>> {
  if (sroCodes.length === 0) return new Map();
  const rows = await db.select().from(sroContacts).where(inArray(sroContacts.sroCode, [...sroCodes]));
  return new Map(
    rows.map((row) => {
      const hours = { opens: row.opensAt, closes: row.closesAt };
      return [
        row.sroCode,
        {
          address: { en: row.addressEn, te: row.addressTe },
          pinCode: row.pinCode,
          phone: row.phone,
          hours: { ...hours, days: SRO_WORKING_DAYS, text: workingHoursText(hours) },
          isDemo: row.isDemo,
        },
      ];
    }),
  );
}
