import { and, asc, between, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { EC_DOCUMENT_LIMIT, prohibitionCategoryName, type EcCriteria, type ProhibitionNotice } from '@igrs/domain';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { jsonRowShape } from '../../db/json-rows.ts';
import { ecSearchQuota, prohibitedProperties, registerDocumentLinks, registerDocuments } from '../../db/schema.ts';
import { surveyBase, type DocumentViewRows } from '../register/index.ts';

type PropertyCriteria = Extract<EcCriteria, { searchBy: 'property' }>;

export interface MatchingDocuments {
  /** Oldest first, by registration date then number; at most EC_DOCUMENT_LIMIT. */
  ids: number[];
  total: number;
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
  return prohibitionsOn(rows, places);
}

type ProhibitionRow = Pick<typeof prohibitedProperties.$inferSelect, 'villageCode' | 'surveyNumber' | 'doorNumber' | 'category' | 'notifiedOn' | 'denotifiedOn' | 'reasonEn' | 'reasonTe'>;

/** The notices, of those listed for the villages, that reach the places. */
function prohibitionsOn(rows: readonly ProhibitionRow[], places: readonly ProhibitionPlace[]): ProhibitionNotice[] {
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

/** What a property's EC search reads, named as the request gives it; the village is checked against its office and district afterwards. */
export interface PropertySearchRequest {
  villageCode: string;
  identifiedBy: PropertyCriteria['identifiedBy'];
  surveyNumber: string;
  doorNumber: string;
  plotNumber: string;
  apartmentName: string;
  flatNumber: string;
  fromDate: string;
  toDate: string;
}

export interface PropertySearchAnswer {
  village: { code: string; nameEn: string; nameTe: string; sroCode: string; mandalCode: string } | null;
  matches: MatchingDocuments;
  rows: DocumentViewRows;
  prohibitions: ProhibitionNotice[];
}

/** The schedules naming the property, for each way of naming it ($1 the village, $4 and $5 the identifiers). */
const PROPERTY_CONDITIONS = {
  'survey-whole': 'p.survey_base = $4',
  'survey-part': 'p.survey_base = $4 and upper(p.survey_number) = $5',
  door: 'p.door_number = $4',
  plot: 'p.plot_number = $4',
  flat: 'p.apartment_name = $4 and p.flat_number = $5',
} as const;

const VILLAGE_ROW = jsonRowShape<NonNullable<PropertySearchAnswer['village']>>({ code: 'v.code', nameEn: 'v.name_en', nameTe: 'v.name_te', sroCode: 'v.sro_code', mandalCode: 'v.mandal_code' });
const DOCUMENT_COLUMNS = {
  id: 'd.id', sroCode: 'd.sro_code', bookNumber: 'd.book_number', documentNumber: 'd.document_number', registrationYear: 'd.registration_year',
  transactionMajorCode: 'd.transaction_major_code', transactionMinorCode: 'd.transaction_minor_code', presentedOn: 'd.presented_on', executedOn: 'd.executed_on',
  registeredOn: 'd.registered_on', considerationRupees: 'd.consideration_rupees', marketValueRupees: 'd.market_value_rupees', stampDutyRupees: 'd.stamp_duty_rupees',
  transferDutyRupees: 'd.transfer_duty_rupees', registrationFeeRupees: 'd.registration_fee_rupees', status: 'd.status', cancelledByDocumentId: 'd.cancelled_by_document_id',
};
const DOCUMENT_ROW = jsonRowShape<DocumentViewRows['documents'][number]>(DOCUMENT_COLUMNS);

const PARTY_ROW = jsonRowShape<DocumentViewRows['parties'][number]>({
  id: 'p.id', documentId: 'p.document_id', position: 'p.position', role: 'p.role', partyCode: 'p.party_code', representsPartyId: 'p.represents_party_id',
  representType: 'p.represent_type', nameEn: 'p.name_en', nameTe: 'p.name_te', relationType: 'p.relation_type', relationNameEn: 'p.relation_name_en',
  relationNameTe: 'p.relation_name_te', age: 'p.age', addressEn: 'p.address_en', addressTe: 'p.address_te', panLast4: 'p.pan_last4', form60: 'p.form60',
  aadhaarLast4: 'p.aadhaar_last4',
});
const SCHEDULE_ROW = jsonRowShape<DocumentViewRows['properties'][number]>({
  documentId: 's.document_id', scheduleNumber: 's.schedule_number', kind: 's.kind', villageCode: 's.village_code', landUseCode: 's.land_use_code',
  surveyNumber: 's.survey_number', ward: 's.ward', block: 's.block', doorNumber: 's.door_number', plotNumber: 's.plot_number', layoutName: 's.layout_name',
  apartmentName: 's.apartment_name', flatNumber: 's.flat_number', extent: 's.extent', extentUnit: 's.extent_unit', plinthAreaSqFt: 's.plinth_area_sq_ft',
  boundaries: 's.boundaries', structures: 's.structures', marketValueRupees: 's.market_value_rupees',
});
const LINK_ROW = jsonRowShape<DocumentViewRows['links'][number]>({
  documentId: 'l.document_id', linkedDocumentId: 'l.linked_document_id', linkedSroCode: 'l.linked_sro_code', linkedDocumentNumber: 'l.linked_document_number', linkedYear: 'l.linked_year',
});
const VILLAGE_NAME_ROW = jsonRowShape<DocumentViewRows['villages'][number]>({ code: 'v.code', nameEn: 'v.name_en', nameTe: 'v.name_te' });
const CANCELLER_ROW = jsonRowShape<DocumentViewRows['cancellers'][number]>({ id: 'c.id', sroCode: 'c.sro_code', documentNumber: 'c.document_number', year: 'c.registration_year' });
const PROHIBITION_ROW = jsonRowShape<ProhibitionRow>({
  villageCode: 'x.village_code', surveyNumber: 'x.survey_number', doorNumber: 'x.door_number', category: 'x.category', notifiedOn: 'x.notified_on',
  denotifiedOn: 'x.denotified_on', reasonEn: 'x.reason_en', reasonTe: 'x.reason_te',
});

/**
 * The whole answer of an EC search by property in one statement, which the
 * server prepares once per connection: the village, the page of documents with
 * their total, each document's parties, schedules, links and canceller, the
 * schedules' village names and the notices on the village, built as JSON by the
 * database, so one round trip and one parse carry it. The page keeps the
 * documents' columns and the schedules are read once, for the lists that need
 * them, rather than looked up again by each (a third more searches a second
 * from the database, docs/production.md).
 */
function propertySearchStatement(condition: string): string {
  const page = 'select id from matched';
  return `
    with matched as (
      select ${Object.values(DOCUMENT_COLUMNS).join(', ')}, count(*) over () as total
      from register_documents d
      where d.id in (select p.document_id from register_properties p where p.village_code = $1 and ${condition})
        and d.registered_on between $2::date and $3::date
      order by d.registered_on, d.document_number, d.id
      limit ${EC_DOCUMENT_LIMIT}
    ), schedules as (
      select * from register_properties s where s.document_id in (${page})
    )
    select
      (select ${VILLAGE_ROW.sql} from villages v where v.code = $1) as village,
      coalesce((select max(total) from matched), 0)::int as total,
      coalesce((select json_agg(${DOCUMENT_ROW.sql} order by d.registered_on, d.document_number, d.id) from matched d), '[]') as documents,
      coalesce((select json_agg(${PARTY_ROW.sql} order by p.document_id, p.position) from register_parties p where p.document_id in (${page})), '[]') as parties,
      coalesce((select json_agg(${SCHEDULE_ROW.sql} order by s.document_id, s.schedule_number) from schedules s), '[]') as properties,
      coalesce((select json_agg(${LINK_ROW.sql}) from register_document_links l where l.document_id in (${page})), '[]') as links,
      coalesce((select json_agg(${VILLAGE_NAME_ROW.sql}) from villages v where v.code in (select s.village_code from schedules s)), '[]') as villages,
      coalesce((select json_agg(${CANCELLER_ROW.sql}) from register_documents c where c.id in (select d.cancelled_by_document_id from matched d)), '[]') as cancellers,
      coalesce((select json_agg(${PROHIBITION_ROW.sql} order by x.notified_on, x.id) from prohibited_properties x where x.village_code = $1), '[]') as prohibitions`;
}

const PROPERTY_SEARCH_STATEMENTS = Object.fromEntries(
  Object.entries(PROPERTY_CONDITIONS).map(([way, condition]) => [way, { name: `ec-property-${way}`, text: propertySearchStatement(condition) }]),
) as Record<keyof typeof PROPERTY_CONDITIONS, { name: string; text: string }>;

type JsonRows = unknown[][];

/** The statement's one row: each list as arrays of its columns (see json-rows). */
interface PropertySearchRow {
  village: unknown[] | null;
  total: number;
  /** Oldest first: the page's order. */
  documents: JsonRows;
  parties: JsonRows;
  properties: JsonRows;
  links: JsonRows;
  villages: JsonRows;
  cancellers: JsonRows;
  prohibitions: JsonRows;
}

/** Every document with a schedule on the property in the period, and all the EC shows of them, in one round trip. */
export async function searchProperty(database: DatabaseHandle, request: PropertySearchRequest): Promise<PropertySearchAnswer> {
  const wholeSurvey = surveyBase(request.surveyNumber) === request.surveyNumber;
  const [way, first, second] =
    request.identifiedBy === 'survey'
      ? wholeSurvey
        ? (['survey-whole', request.surveyNumber, null] as const)
        : (['survey-part', surveyBase(request.surveyNumber), request.surveyNumber.toUpperCase()] as const)
      : request.identifiedBy === 'door'
        ? (['door', request.doorNumber, null] as const)
        : request.identifiedBy === 'plot'
          ? (['plot', request.plotNumber, null] as const)
          : (['flat', request.apartmentName, request.flatNumber] as const);
  const statement = PROPERTY_SEARCH_STATEMENTS[way];
  const values = [request.villageCode, request.fromDate, request.toDate, first, ...(second === null ? [] : [second])];
  const [row] = await database.statement<PropertySearchRow>(statement.name, statement.text, values);
  if (!row) throw new Error('The EC statement answered no row');
  const place = { villageCode: request.villageCode, surveyNumber: request.surveyNumber, doorNumber: request.doorNumber };
  const rows: DocumentViewRows = {
    documents: DOCUMENT_ROW.readAll(row.documents),
    parties: PARTY_ROW.readAll(row.parties),
    properties: SCHEDULE_ROW.readAll(row.properties),
    links: LINK_ROW.readAll(row.links),
    villages: VILLAGE_NAME_ROW.readAll(row.villages),
    cancellers: CANCELLER_ROW.readAll(row.cancellers),
  };
  return {
    village: row.village ? VILLAGE_ROW.read(row.village) : null,
    matches: { ids: rows.documents.map((document) => document.id), total: row.total },
    rows,
    prohibitions: prohibitionsOn(PROHIBITION_ROW.readAll(row.prohibitions), [place]),
  };
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
