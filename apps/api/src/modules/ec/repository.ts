import { and, asc, between, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { EC_DOCUMENT_LIMIT, prohibitionCategoryName, type EcCriteria, type ProhibitionNotice } from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { ecSearchQuota, prohibitedProperties, registerDocumentLinks, registerDocuments, registerProperties } from '../../db/schema.ts';
import { surveyBase } from '../register/index.ts';

type PropertyCriteria = Extract<EcCriteria, { searchBy: 'property' }>;

export interface MatchingDocuments {
  /** Oldest first, by registration date then number; at most EC_DOCUMENT_LIMIT. */
  ids: number[];
  total: number;
}

/** The condition on register_properties that names the property, shaped to use its place indexes. */
function propertyCondition(criteria: PropertyCriteria): SQL {
  const village = eq(registerProperties.villageCode, criteria.village.code);
  switch (criteria.identifiedBy) {
    case 'survey': {
      const base = eq(registerProperties.surveyBase, surveyBase(criteria.surveyNumber));
      const wholeNumber = surveyBase(criteria.surveyNumber) === criteria.surveyNumber;
      return wholeNumber ? and(village, base)! : and(village, base, sql`upper(${registerProperties.surveyNumber}) = ${criteria.surveyNumber.toUpperCase()}`)!;
    }
    case 'door':
      return and(village, eq(registerProperties.doorNumber, criteria.doorNumber))!;
    case 'plot':
      return and(village, eq(registerProperties.plotNumber, criteria.plotNumber))!;
    case 'flat':
      return and(village, eq(registerProperties.apartmentName, criteria.apartmentName), eq(registerProperties.flatNumber, criteria.flatNumber))!;
  }
}

const inPeriod = (fromDate: string, toDate: string) => between(registerDocuments.registeredOn, fromDate, toDate);
const oldestFirst = [asc(registerDocuments.registeredOn), asc(registerDocuments.documentNumber), asc(registerDocuments.id)];

async function pageOfMatches(db: Database, where: SQL): Promise<MatchingDocuments> {
  const rows = await db
    .select({ id: registerDocuments.id })
    .from(registerDocuments)
    .where(where)
    .orderBy(...oldestFirst)
    .limit(EC_DOCUMENT_LIMIT + 1);
  if (rows.length <= EC_DOCUMENT_LIMIT) return { ids: rows.map((row) => row.id), total: rows.length };
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(registerDocuments).where(where);
  return { ids: rows.slice(0, EC_DOCUMENT_LIMIT).map((row) => row.id), total: counted?.total ?? rows.length };
}

/** Every document with a schedule on the property, registered within the period. */
export async function findPropertyDocuments(db: Database, criteria: PropertyCriteria): Promise<MatchingDocuments> {
  const onProperty = db.selectDistinct({ documentId: registerProperties.documentId }).from(registerProperties).where(propertyCondition(criteria));
  return pageOfMatches(db, and(inArray(registerDocuments.id, onProperty), inPeriod(criteria.fromDate, criteria.toDate))!);
}

/**
 * The document itself, whatever its date, with the documents of the period it
 * cites as its title (earlier) and those citing it (later).
 */
export async function findLinkedDocuments(db: Database, documentId: number, fromDate: string, toDate: string): Promise<MatchingDocuments> {
  const earlier = db
    .select({ id: sql<number>`${registerDocumentLinks.linkedDocumentId}` })
    .from(registerDocumentLinks)
    .where(and(eq(registerDocumentLinks.documentId, documentId), isNotNull(registerDocumentLinks.linkedDocumentId)));
  const later = db.select({ id: registerDocumentLinks.documentId }).from(registerDocumentLinks).where(eq(registerDocumentLinks.linkedDocumentId, documentId));
  return pageOfMatches(
    db,
    or(eq(registerDocuments.id, documentId), and(or(inArray(registerDocuments.id, earlier), inArray(registerDocuments.id, later)), inPeriod(fromDate, toDate)))!,
  );
}

export interface ProhibitionPlace {
  villageCode: string;
  surveyNumber: string;
  doorNumber: string;
}

function sameSurveyLand(noticed: string, searched: string): boolean {
  if (!noticed || !searched || surveyBase(noticed) !== surveyBase(searched)) return false;
  return noticed.toUpperCase() === searched.toUpperCase() || surveyBase(noticed) === noticed || surveyBase(searched) === searched;
}

/**
 * Notices on the places given. A survey number's notice reaches its
 * sub-divisions and a sub-division's notice the whole number, since either
 * way part of the property is affected.
 */
export async function findProhibitions(db: Database, places: readonly ProhibitionPlace[]): Promise<ProhibitionNotice[]> {
  const villageCodes = [...new Set(places.map((place) => place.villageCode))];
  if (villageCodes.length === 0) return [];
  const rows = await db
    .select()
    .from(prohibitedProperties)
    .where(inArray(prohibitedProperties.villageCode, villageCodes))
    .orderBy(asc(prohibitedProperties.notifiedOn), asc(prohibitedProperties.id));
  return rows
    .filter((row) =>
      places.some(
        (place) =>
          place.villageCode === row.villageCode &&
          (sameSurveyLand(row.surveyNumber, place.surveyNumber) || (row.doorNumber !== '' && row.doorNumber === place.doorNumber)),
      ),
    )
    .map((row) => ({
      villageCode: row.villageCode,
      surveyNumber: row.surveyNumber,
      doorNumber: row.doorNumber,
      category: { code: row.category, name: prohibitionCategoryName(row.category) },
      notifiedOn: row.notifiedOn,
      denotifiedOn: row.denotifiedOn,
      reason: { en: row.reasonEn, te: row.reasonTe },
    }));
}

/** Counts one more search for the address on the day, in one statement so concurrent searches cannot slip past the limit; answers the new count. */
export async function countAnonymousSearch(db: Database, clientAddress: string, day: string): Promise<number> {
  const [row] = await db
    .insert(ecSearchQuota)
    .values({ clientAddress, day, searches: 1 })
    .onConflictDoUpdate({ target: [ecSearchQuota.clientAddress, ecSearchQuota.day], set: { searches: sql`${ecSearchQuota.searches} + 1` } })
    .returning({ searches: ecSearchQuota.searches });
  if (!row) throw new Error('The search was not counted');
  return row.searches;
}
