import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { mandals, prohibitedProperties as p, users, villages } from '../../db/schema.ts';

const notifier = alias(users, 'notifier');
const withdrawer = alias(users, 'withdrawer');

/** The village's office and district, when the village is known. */
export async function placeOfVillage(db: Database, villageCode: string) {
  const [place] = await db
    .select({ sroCode: villages.sroCode, districtCode: mandals.revenueDistrictCode })
    .from(villages)
    .innerJoin(mandals, eq(mandals.code, villages.mandalCode))
    .where(eq(villages.code, villageCode));
  return place;
}

function prohibitionQuery(db: Database) {
  return db
    .select({
      prohibitionId: p.id,
      villageCode: p.villageCode,
      villageEn: villages.nameEn,
      villageTe: villages.nameTe,
      sroCode: villages.sroCode,
      districtCode: mandals.revenueDistrictCode,
      surveyNumber: p.surveyNumber,
      doorNumber: p.doorNumber,
      category: p.category,
      notifiedOn: p.notifiedOn,
      orderNumber: p.orderNumber,
      reason: p.reasonEn,
      notifiedBy: notifier.loginId,
      denotifiedOn: p.denotifiedOn,
      denotifyOrderNumber: p.denotifyOrderNumber,
      denotifyReason: p.denotifyReason,
      denotifiedBy: withdrawer.loginId,
    })
    .from(p)
    .innerJoin(villages, eq(villages.code, p.villageCode))
    .innerJoin(mandals, eq(mandals.code, villages.mandalCode))
    .leftJoin(notifier, eq(notifier.id, p.notifiedBy))
    .leftJoin(withdrawer, eq(withdrawer.id, p.denotifiedBy));
}
export type ProhibitionRow = Awaited<ReturnType<typeof prohibitionQuery>>[number];

/** The prohibitions in force at these offices, newest first. */
export function prohibitionsInForce(db: Database, offices: readonly string[]) {
  return prohibitionQuery(db)
    .where(and(inArray(villages.sroCode, [...offices]), isNull(p.denotifiedOn)))
    .orderBy(desc(p.notifiedOn), desc(p.id))
    .limit(500);
}

export async function findProhibition(db: Database, id: number): Promise<ProhibitionRow | undefined> {
  const [row] = await prohibitionQuery(db).where(eq(p.id, id));
  return row;
}

/** Whether the same survey or door number of the village is already prohibited. */
export async function alreadyProhibited(tx: Database, villageCode: string, surveyNumber: string, doorNumber: string): Promise<boolean> {
  // A row lock cannot hold a row that is not there yet: notices of one village wait for each other instead, to the end of the transaction.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`prohibition:${villageCode}`}))`);
  const [row] = await tx
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.villageCode, villageCode), sql`upper(${p.surveyNumber}) = upper(${surveyNumber})`, sql`upper(${p.doorNumber}) = upper(${doorNumber})`, isNull(p.denotifiedOn)));
  return row !== undefined;
}

export async function insertProhibition(tx: Database, row: typeof p.$inferInsert): Promise<number> {
  const [stored] = await tx.insert(p).values(row).returning({ id: p.id });
  return stored!.id;
}

/** Withdraws a prohibition still in force; false when it was withdrawn already. */
export async function withdrawProhibition(tx: Database, id: number, set: Partial<typeof p.$inferInsert>): Promise<boolean> {
  const [moved] = await tx.update(p).set(set).where(and(eq(p.id, id), isNull(p.denotifiedOn))).returning({ id: p.id });
  return moved !== undefined;
}
