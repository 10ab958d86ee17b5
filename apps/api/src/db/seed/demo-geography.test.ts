import { PGlite } from '@electric-sql/pglite';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleProblems } from '@igrs/domain';
import { openPglite, type DatabaseHandle } from '../client.ts';
import { mandals, mvLandRates, mvRateVersions, sroContacts, villages } from '../schema.ts';
import { seedDemoGeography } from './demo-geography.ts';
import { DEMO_STRUCTURE_SCHEDULE } from './geography/index.ts';

async function rowCounts(database: DatabaseHandle) {
  const tables = { mandals, villages, sroContacts, mvRateVersions, mvLandRates };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await database.db.select({ rows: count() }).from(table);
      return [name, row?.rows ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe('seedDemoGeography', () => {
  let database: DatabaseHandle;
  let firstRun: { seeded: boolean };

  beforeAll(async () => {
    database = await openPglite({ client: new PGlite() });
    await database.migrate();
    firstRun = await seedDemoGeography(database.db);
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  it('seeds an empty database and leaves a seeded one alone', async () => {
    expect(firstRun).toEqual({ seeded: true });
    const before = await rowCounts(database);
    expect(await seedDemoGeography(database.db)).toEqual({ seeded: false });
    expect(await rowCounts(database)).toEqual(before);
    expect(before.sroContacts).toBe(295);
  });

  it('prices every rural class in every village, and every urban class and flats in every block', async () => {
    const rates = await database.db.select().from(mvLandRates);
    const keys = new Set(rates.map((rate) => [rate.kind, rate.villageCode, rate.ward, rate.block, rate.surveyNumber, rate.doorNumber, rate.landUseCode].join('|')));
    const missing: string[] = [];
    for (const village of await database.db.select().from(villages)) {
      const wanted =
        village.kind === 'rural'
          ? ['21', '22', '26', '27', '30', '44', '45', '46'].map((landUse) => `rural|${village.code}|||||${landUse}`)
          : village.wards.flatMap(({ ward, blocks }) =>
              blocks.flatMap((block) => [
                ...['01', '02', '05', '07', '09', '11'].map((landUse) => `urban|${village.code}|${ward}|${block}|||${landUse}`),
                ...['01', '02'].map((landUse) => `composite|${village.code}|${ward}|${block}|||${landUse}`),
              ]),
            );
      missing.push(...wanted.filter((key) => !keys.has(key)));
    }
    expect(missing).toEqual([]);
    expect(rates.every((rate) => Number.isSafeInteger(rate.rateRupees) && rate.rateRupees > 0)).toBe(true);
  });

  it('stores a sound structure schedule as a demonstration version', async () => {
    expect(scheduleProblems(DEMO_STRUCTURE_SCHEDULE)).toEqual([]);
    const versions = await database.db.select().from(mvRateVersions).where(eq(mvRateVersions.source, 'seed')).orderBy(asc(mvRateVersions.id));
    expect(versions.map((version) => [version.scope, version.effectiveFrom, version.isDemo])).toEqual([
      ['land', '2025-02-01', true],
      ['structure', '2025-02-01', true],
    ]);
  });
});
