import { count, sql } from 'drizzle-orm';
import { SRO_WORKING_HOURS } from '@igrs/domain';
import { insertLandRateVersion, insertStructureVersion } from '../../modules/market-value/index.ts';
import type { Database } from '../client.ts';
import { mandals, sroContacts, villages } from '../schema.ts';
import { DEMO_RATES_EFFECTIVE_FROM, DEMO_STRUCTURE_SCHEDULE, generateGeography, generateLandRates } from './geography/index.ts';

/** Serialises seeders that start together against one PostgreSQL server, so only the first one inserts. */
const SEED_LOCK_KEY = 4_721_905_319;

/** Rows per INSERT, well under PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 2_000;

async function hasGeography(db: Pick<Database, 'select'>): Promise<boolean> {
  const [row] = await db.select({ mandals: count() }).from(mandals);
  return (row?.mandals ?? 0) > 0;
}

async function insertInChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) await insert(rows.slice(start, start + INSERT_CHUNK));
}

/**
 * Fills an empty database with the demonstration's geography (generated
 * mandals, villages and localities under the real districts and offices, with
 * invented office contacts) and market-value rates for every place, in one
 * transaction. Does nothing once any mandal exists, so it is safe at every start.
 */
export async function seedDemoGeography(db: Database): Promise<{ seeded: boolean }> {
  if (await hasGeography(db)) return { seeded: false };
  const geography = generateGeography();
  const landRates = generateLandRates(geography.villages);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasGeography(tx)) return { seeded: false };

    await tx.insert(mandals).values(
      geography.mandals.map((mandal) => ({ code: mandal.code, revenueDistrictCode: mandal.revenueDistrictCode, nameEn: mandal.name.en, nameTe: mandal.name.te, isTown: mandal.isTown, isDemo: true })),
    );
    await insertInChunks(geography.villages, (chunk) =>
      tx.insert(villages).values(
        chunk.map((village) => ({
          code: village.code,
          mandalCode: village.mandalCode,
          kind: village.kind,
          nameEn: village.name.en,
          nameTe: village.name.te,
          sroCode: village.sroCode,
          localBodyTypeCode: village.localBodyTypeCode,
          wards: village.wards,
          isDemo: true,
        })),
      ),
    );
    await tx.insert(sroContacts).values(
      geography.contacts.map((contact) => ({
        sroCode: contact.sroCode,
        addressEn: contact.address.en,
        addressTe: contact.address.te,
        pinCode: contact.pinCode,
        phone: contact.phone,
        opensAt: SRO_WORKING_HOURS.opens,
        closesAt: SRO_WORKING_HOURS.closes,
        isDemo: true,
      })),
    );
    await insertLandRateVersion(tx, { effectiveFrom: DEMO_RATES_EFFECTIVE_FROM, source: 'seed', isDemo: true }, landRates);
    await insertStructureVersion(tx, { effectiveFrom: DEMO_RATES_EFFECTIVE_FROM, source: 'seed', isDemo: true }, DEMO_STRUCTURE_SCHEDULE);
    return { seeded: true };
  });
}
