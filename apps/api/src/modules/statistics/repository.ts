import { and, between, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mandals, registerDocuments as d, registerProperties as p, villages } from '../../db/schema.ts';

const revenue = sql`${d.stampDutyRupees} + ${d.transferDutyRupees} + ${d.registrationFeeRupees} + ${d.userChargesRupees} + ${d.latePresentationFineRupees}`;

/** Documents and revenue by office and month of registration. */
export function byOfficeMonth(db: Database, from: string, to: string) {
  return db
    .select({ sroCode: d.sroCode, month: sql<string>`to_char(${d.registeredOn}, 'YYYY-MM')`, documents: sql<number>`count(*)::int`, revenueRupees: sql<string>`sum(${revenue})` })
    .from(d)
    .where(between(d.registeredOn, from, to))
    .groupBy(d.sroCode, sql`2`);
}

/** Documents by major head of transaction. */
export function byTransaction(db: Database, from: string, to: string) {
  return db
    .select({ majorCode: d.transactionMajorCode, documents: sql<number>`count(*)::int` })
    .from(d)
    .where(between(d.registeredOn, from, to))
    .groupBy(d.transactionMajorCode)
    .orderBy(d.transactionMajorCode);
}

/** A schedule's extent as a number, when it is written as one; the cast is never tried on anything else. */
const extentNumber = sql`case when ${p.extent} ~ '^[0-9]+(\\.[0-9]+)?$' then ${p.extent}::numeric end`;

/** The median market value a square yard of the sites conveyed, by the district they lie in. */
export function medianValuePerSquareYard(db: Database, from: string, to: string) {
  return db
    .select({
      districtCode: mandals.revenueDistrictCode,
      properties: sql<number>`count(*)::int`,
      medianRupees: sql<string>`round(percentile_cont(0.5) within group (order by ${p.marketValueRupees} / ${extentNumber}))`,
    })
    .from(p)
    .innerJoin(d, eq(d.id, p.documentId))
    .innerJoin(villages, eq(villages.code, p.villageCode))
    .innerJoin(mandals, eq(mandals.code, villages.mandalCode))
    .where(and(between(d.registeredOn, from, to), eq(p.extentUnit, 'sq-yards'), sql`${extentNumber} > 0`))
    .groupBy(mandals.revenueDistrictCode)
    .orderBy(mandals.revenueDistrictCode);
}
