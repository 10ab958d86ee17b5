import { and, asc, between, desc, eq, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  APPLICATION_STATUSES,
  HIGH_VALUE_RUPEES,
  MUTATION_MAJOR_CODES,
  concessionalTypes,
  POWER_OF_ATTORNEY_TYPES,
  SFT_MAJOR_CODES,
  SFT_RUPEES,
  GRIEVANCE_DAYS,
  LAND_RECORDS_PARTNERS,
  MUTATION_DAYS,
  MUTATION_OUTCOMES,
  type MutationKind,
  financialYearStart,
  registryKindOfPage,
  sameDayLastYear,
  type DocumentSelection,
  type RecordSource,
  type RegisterMeasure,
  type ReportGrouping,
} from '@igrs/domain';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  applications,
  certifiedCopyRequests,
  indexCorrections,
  registerDayFigures,
  grievances,
  issuedCertificates,
  mutationRequests,
  mvRateVersions,
  notificationOutbox,
  paymentNotices,
  paymentSettlements,
  payments,
  prohibitedProperties,
  registerDocuments,
  registerParties,
  registerProperties,
  registryEntries,
  registryFilings,
  revenueTargets,
  registryObjections,
  slotBookings,
  stampIndents,
  stampLicenceRequests,
  stampPapers,
  stampSales,
  stampVendors,
  users,
  villages,
} from '../../db/schema.ts';

const d = registerDocuments;
const value = sql`greatest(${d.considerationRupees}, ${d.marketValueRupees})`;
const firstSchedule = (column: SQL) =>
  sql`(select ${column} from ${registerProperties} where ${registerProperties.documentId} = ${d.id} order by ${registerProperties.scheduleNumber} limit 1)`;
/** A schedule whose survey or door number is the one asked, in any letter case: how the reports' property filter finds a place. */
const scheduleNumbered = (asked: string) => sql`upper(${asked}) in (upper(${registerProperties.surveyNumber}), upper(${registerProperties.doorNumber}))`;
const scheduleOfKind = (kinds: string[]) =>
  sql`exists (select 1 from ${registerProperties} where ${registerProperties.documentId} = ${d.id} and ${inArray(registerProperties.kind, kinds)})`;

/** The documents a selection counts, as a condition on the register. */
function selectionCondition(selection: DocumentSelection): SQL | undefined {
  switch (selection) {
    case 'all':
      return undefined;
    case 'highValue':
      return sql`${value} > ${HIGH_VALUE_RUPEES}`;
    case 'belowMarketValue':
      return sql`${d.considerationRupees} < ${d.marketValueRupees}`;
    case 'sft':
      return and(sql`${value} >= ${SFT_RUPEES}`, inArray(d.transactionMajorCode, [...SFT_MAJOR_CODES]));
    case 'form60HighValue':
      return and(
        sql`${value} > ${HIGH_VALUE_RUPEES}`,
        sql`exists (select 1 from ${registerParties} where ${registerParties.documentId} = ${d.id} and ${registerParties.form60})`,
      );
    case 'cancelled':
      return eq(d.status, 'cancelled');
    case 'anywhere':
      return eq(d.anywhereRegistration, true);
    case 'powersOfAttorney':
      return inArray(sql`${d.transactionMajorCode} || ${d.transactionMinorCode}`, [...POWER_OF_ATTORNEY_TYPES]);
    case 'nriParty':
    case 'ociParty':
      return sql`exists (select 1 from ${registerParties} where ${registerParties.documentId} = ${d.id} and ${registerParties.residence} = ${selection === 'nriParty' ? 'nri' : 'oci'})`;
    case 'ruralMutation':
      return and(inArray(d.transactionMajorCode, [...MUTATION_MAJOR_CODES]), scheduleOfKind(['rural']));
    case 'urbanMutation':
      return and(inArray(d.transactionMajorCode, [...MUTATION_MAJOR_CODES]), scheduleOfKind(['urban', 'flat']));
    case 'missingImage':
      return eq(d.hasScannedImage, false);
  }
}

export interface DocumentScope {
  offices: readonly string[];
  from: string;
  to: string;
  transactionMajorCode?: string;
  selection: DocumentSelection;
  /** Part of a party's name, in either script. */
  partyName?: string;
  /** A schedule's survey or door number. */
  surveyNumber?: string;
}

/** `%text%` for ILIKE, the text's own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

function scopeCondition(scope: DocumentScope): SQL | undefined {
  return and(
    inArray(d.sroCode, [...scope.offices]),
    between(d.registeredOn, scope.from, scope.to),
    scope.transactionMajorCode ? eq(d.transactionMajorCode, scope.transactionMajorCode) : undefined,
    selectionCondition(scope.selection),
    scope.partyName
      ? sql`exists (select 1 from ${registerParties} where ${registerParties.documentId} = ${d.id} and (${registerParties.nameEn} ilike ${containing(scope.partyName)} or ${registerParties.nameTe} ilike ${containing(scope.partyName)}))`
      : undefined,
    scope.surveyNumber
      ? sql`exists (select 1 from ${registerProperties} where ${registerProperties.documentId} = ${d.id} and ${scheduleNumbered(scope.surveyNumber)})`
      : undefined,
  );
}

/** A document registered from a citizen's online application rather than entered at the counter. */
const fromApplication = sql`exists (select 1 from ${applications} where ${applications.documentId} = ${d.id})`;
const revenue = sql`${d.stampDutyRupees} + ${d.transferDutyRupees} + ${d.registrationFeeRupees} + ${d.userChargesRupees} + ${d.latePresentationFineRupees}`;
const MEASURE_SQL: Record<RegisterMeasure, SQL> = {
  documents: sql`count(*)`,
  considerationRupees: sql`sum(${d.considerationRupees})`,
  marketValueRupees: sql`sum(${d.marketValueRupees})`,
  stampDutyRupees: sql`sum(${d.stampDutyRupees})`,
  transferDutyRupees: sql`sum(${d.transferDutyRupees})`,
  registrationFeeRupees: sql`sum(${d.registrationFeeRupees})`,
  userChargesRupees: sql`sum(${d.userChargesRupees})`,
  revenueRupees: sql`sum(${revenue})`,
  netRevenueRupees: sql`sum(${revenue} - ${d.transferDutyRupees})`,
  cancelled: sql`count(*) filter (where ${d.status} = 'cancelled')`,
  highValue: sql`count(*) filter (where ${selectionCondition('highValue')})`,
  scanned: sql`count(*) filter (where ${d.hasScannedImage})`,
  missingImages: sql`count(*) filter (where not ${d.hasScannedImage})`,
  ruralMutations: sql`count(*) filter (where ${selectionCondition('ruralMutation')})`,
  urbanMutations: sql`count(*) filter (where ${selectionCondition('urbanMutation')})`,
  online: sql`count(*) filter (where ${fromApplication})`,
  atCounter: sql`count(*) filter (where not ${fromApplication})`,
};

const GROUP_KEY: Record<ReportGrouping, SQL> = {
  place: sql`${d.sroCode}`,
  month: sql`to_char(${d.registeredOn}, 'YYYY-MM')`,
  week: sql`to_char(date_trunc('week', ${d.registeredOn}), 'YYYY-MM-DD')`,
  propertyKind: sql`coalesce(${firstSchedule(sql`${registerProperties.kind}`)}, 'none')`,
  transaction: sql`${d.transactionMajorCode}`,
  localBody: sql`coalesce(${firstSchedule(sql`(select ${villages.localBodyTypeCode} from ${villages} where ${villages.code} = ${registerProperties.villageCode})`)}, 'none')`,
  village: sql`coalesce(${firstSchedule(sql`(select ${villages.nameEn} || ' / ' || ${villages.nameTe} || ' (' || ${villages.code} || ')' from ${villages} where ${villages.code} = ${registerProperties.villageCode})`)}, 'none')`,
};

/** The register's figures summed by the grouping's key, one row a key; money as numbers of whole rupees. */
export async function aggregateDocuments(db: Database, scope: DocumentScope, grouping: ReportGrouping, measures: readonly RegisterMeasure[]) {
  const fields: Record<string, SQL> = { key: GROUP_KEY[grouping] };
  for (const measure of measures) fields[measure] = sql`coalesce(${MEASURE_SQL[measure]}, 0)::bigint`;
  const rows = await db
    .select(fields as Record<string, SQL<unknown>>)
    .from(d)
    .where(scopeCondition(scope))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map((row) => {
    const out: Record<string, string | number> = { key: String(row.key) };
    for (const measure of measures) out[measure] = Number(row[measure]);
    return out;
  });
}

export interface DocumentPage {
  order: 'recent' | 'value' | 'random';
  limit: number;
  offset: number;
  /** A column the viewer chose to order by, across pages; columns the register cannot order by are ignored. */
  sort?: { key: string; order: 'asc' | 'desc' } | undefined;
}

/** The document list's columns the register orders by in the database. */
const SORTABLE_DOCUMENT_COLUMNS: Record<string, AnyPgColumn> = {
  registeredOn: d.registeredOn,
  considerationRupees: d.considerationRupees,
  marketValueRupees: d.marketValueRupees,
  stampDutyRupees: d.stampDutyRupees,
};

/** The columns a document list of this order can be sorted by: a top N or a random sample keeps its own order. */
export function sortableDocumentColumns(order: DocumentPage['order']): string[] {
  return order === 'recent' ? Object.keys(SORTABLE_DOCUMENT_COLUMNS) : [];
}

/** The documents of the scope with what a list shows of each; the count is of all that match. */
export async function listDocuments(db: Database, scope: DocumentScope, page: DocumentPage) {
  const where = scopeCondition(scope);
  const chosen = page.sort && sortableDocumentColumns(page.order).includes(page.sort.key) ? SORTABLE_DOCUMENT_COLUMNS[page.sort.key] : undefined;
  // What the rows are ordered by, then the id; the page is cut on these alone, so the columns read for display are read for its rows only.
  const [sortKey, sortDescending, idDescending] = chosen
    ? [sql`${chosen}`, page.sort!.order === 'desc', false]
    : page.order === 'value'
      ? [value, true, false]
      : page.order === 'random'
        ? [sql`md5(${d.id}::text || ${scope.from})`, false, false]
        : [sql`${d.registeredOn}`, true, true];
  const ordered = (key: Parameters<typeof asc>[0], descending: boolean) => (descending ? desc(key) : asc(key));
  const pageRows = db
    .select({ id: d.id, sortKey: sortKey.as('sort_key') })
    .from(d)
    .where(where)
    .orderBy(ordered(sortKey, sortDescending), ordered(d.id, idDescending))
    .limit(page.limit)
    .offset(page.offset)
    .as('page_rows');
  const [rows, [count]] = await Promise.all([
    db
      .select({
        sroCode: d.sroCode,
        documentNumber: d.documentNumber,
        year: d.registrationYear,
        registeredOn: d.registeredOn,
        transactionMajorCode: d.transactionMajorCode,
        transactionMinorCode: d.transactionMinorCode,
        considerationRupees: d.considerationRupees,
        marketValueRupees: d.marketValueRupees,
        stampDutyRupees: d.stampDutyRupees,
        status: d.status,
        village: firstSchedule(sql`${registerProperties.villageCode}`),
        survey: firstSchedule(sql`nullif(${registerProperties.surveyNumber} || ' ' || ${registerProperties.doorNumber}, ' ')`),
      })
      .from(pageRows)
      .innerJoin(d, eq(d.id, pageRows.id))
      .orderBy(ordered(pageRows.sortKey, sortDescending), ordered(pageRows.id, idDescending)),
    db.select({ count: sql<number>`count(*)::int` }).from(d).where(where),
  ]);
  return { rows, count: count?.count ?? 0 };
}

export interface RecordScope {
  offices: readonly string[];
  from: string;
  to: string;
  /** The day reports count from; for slots not used, the day before it is the last that has passed. */
  today: string;
  /** A survey, door or plot number the lists of property keep to. */
  surveyNumber?: string | undefined;
}

const dayOf = (column: AnyPgColumn) => sql<string>`to_char(${column} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

/** An office code worked out in SQL (not a column) among the viewer's offices. */
const inOffices = (office: SQL, offices: readonly string[]) => sql`${office} in (${sql.join(offices.map((code) => sql`${code}`), sql`, `)})`;

/** The record a payment paid for: an application (a balance is `APP-…/n`) or an indent. */
const paymentRecord = sql`split_part(${payments.reference}, '/', 1)`;
/** A payment belongs to the office of what it paid for: the application's office or the indent's depot. */
const paymentInOffices = (offices: readonly string[]) => inOffices(sql`coalesce(${applications.sroCode}, ${stampIndents.depotSroCode})`, offices);

const m = mutationRequests;
/** Requests sent in the period, as a range the office-and-time index reads (days in India). */
const sentInPeriod = (scope: RecordScope) =>
  and(
    inArray(m.sroCode, [...scope.offices]),
    sql`${m.sentAt} >= (${scope.from}::date)::timestamp at time zone 'Asia/Kolkata'`,
    sql`${m.sentAt} < (${scope.to}::date + 1)::timestamp at time zone 'Asia/Kolkata'`,
  );
const daysToDecide = sql`(${m.decidedOn} - (${m.sentAt} at time zone 'Asia/Kolkata')::date)`;
/** A request the other side decided, as against one awaited or withdrawn. */
const decided = inArray(m.status, [...MUTATION_OUTCOMES]);

/** By office: the requests sent in the period and where they stand now, against the days allowed. */
function mutationCounts(db: Database, kind: MutationKind, scope: RecordScope) {
  const allowed = MUTATION_DAYS[kind];
  return db
    .select({
      key: m.sroCode,
      sent: sql<number>`count(*)::int`,
      mutated: countWhere(sql`${m.status} = 'mutated'`),
      rejected: countWhere(sql`${m.status} = 'rejected'`),
      pending: countWhere(sql`${m.status} = 'sent'`),
      withdrawn: countWhere(sql`${m.status} = 'withdrawn'`),
      overdue: countWhere(sql`${m.status} = 'sent' and ${m.sentAt} < (${scope.today}::date - ${allowed}::int)::timestamp at time zone 'Asia/Kolkata'`),
      decidedInTime: countWhere(sql`${decided} and ${daysToDecide} <= ${allowed}::int`),
      decidedLate: countWhere(sql`${decided} and ${daysToDecide} > ${allowed}::int`),
    })
    .from(m)
    .where(and(eq(m.kind, kind), sentInPeriod(scope)))
    .groupBy(m.sroCode)
    .orderBy(m.sroCode);
}

/** Sources too long to read whole for a page: read a page at a time in the database, in one order. */
export const PAGED_RECORD_SOURCES = ['ruralMutationRequests', 'urbanMutationRequests', 'sftParties'] as const satisfies readonly RecordSource[];
export type PagedRecordSource = (typeof PAGED_RECORD_SOURCES)[number];
export const isPagedRecordSource = (source: RecordSource): source is PagedRecordSource => (PAGED_RECORD_SOURCES as readonly string[]).includes(source);

export interface RecordPage {
  rows: Record<string, string | number | null>[];
  count: number;
}

/** A page of a long list, and how many rows it has in all. */
export function recordPage(db: Database, source: PagedRecordSource, scope: RecordScope, window: { offset: number; limit: number }): Promise<RecordPage> {
  return source === 'sftParties' ? sftPartyPage(db, scope, window) : mutationRequestPage(db, source === 'ruralMutationRequests' ? 'rural' : 'urban', scope, window);
}

/**
 * The statement of financial transactions (SFT-012, immovable property of
 * ₹30 lakh or more): a row for each seller and buyer of each such sale, with
 * the PAN masked or Form 60, newest first.
 */
async function sftPartyPage(db: Database, scope: RecordScope, window: { offset: number; limit: number }): Promise<RecordPage> {
  const party = registerParties;
  const where = and(
    inArray(d.sroCode, [...scope.offices]),
    between(d.registeredOn, scope.from, scope.to),
    selectionCondition('sft'),
    inArray(party.role, ['executant', 'claimant']),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        key: d.sroCode,
        citation: sql<string>`${d.documentNumber} || '/' || ${d.registrationYear}`,
        documentNumber: d.documentNumber,
        year: d.registrationYear,
        registeredOn: d.registeredOn,
        role: party.role,
        name: party.nameEn,
        relation: sql<string>`${party.relationType} || ' ' || ${party.relationNameEn}`,
        panLast4: party.panLast4,
        form60: party.form60,
        address: party.addressEn,
        considerationRupees: d.considerationRupees,
        marketValueRupees: d.marketValueRupees,
        property: sql<string | null>`${firstSchedule(sql`nullif(concat_ws(' ', nullif(${registerProperties.surveyNumber}, ''), nullif(${registerProperties.doorNumber}, ''), nullif(${registerProperties.flatNumber}, '')), '')`)}`,
      })
      .from(party)
      .innerJoin(d, eq(d.id, party.documentId))
      .where(where)
      .orderBy(desc(d.registeredOn), desc(d.id), asc(party.position))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ count: sql<number>`count(*)::int` }).from(party).innerJoin(d, eq(d.id, party.documentId)).where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row, form60: row.form60 ? 'yes' : 'no' })), count: counted?.count ?? 0 };
}

/** A page of the mutation requests themselves, newest first, each with its document, schedule and outcome, and how many there are in all. */
async function mutationRequestPage(db: Database, kind: MutationKind, scope: RecordScope, window: { offset: number; limit: number }): Promise<RecordPage> {
  const p = registerProperties;
  const where = and(eq(m.kind, kind), sentInPeriod(scope), scope.surveyNumber ? scheduleNumbered(scope.surveyNumber) : undefined);
  const ofSchedule = and(eq(p.documentId, m.documentId), eq(p.scheduleNumber, m.scheduleNumber));
  // The schedule is read to find requests only when a number is asked; the page is cut first, and only its rows are joined to what they show.
  const requests = scope.surveyNumber ? db.select({ id: m.id, sentAt: m.sentAt }).from(m).innerJoin(p, ofSchedule) : db.select({ id: m.id, sentAt: m.sentAt }).from(m);
  const counted = scope.surveyNumber ? db.select({ count: sql<number>`count(*)::int` }).from(m).innerJoin(p, ofSchedule) : db.select({ count: sql<number>`count(*)::int` }).from(m);
  const pageRows = requests.where(where).orderBy(desc(m.sentAt), desc(m.id)).limit(window.limit).offset(window.offset).as('page_rows');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        key: m.sroCode,
        requestNumber: m.requestNumber,
        citation: sql<string>`${d.documentNumber} || '/' || ${d.registrationYear}`,
        documentNumber: d.documentNumber,
        year: d.registrationYear,
        village: villages.nameEn,
        villageTe: villages.nameTe,
        property: sql<string>`concat_ws(' ', nullif(${p.surveyNumber}, ''), nullif(${p.doorNumber}, ''), nullif(${p.plotNumber}, ''), nullif(concat_ws(' ', nullif(${p.apartmentName}, ''), nullif(${p.flatNumber}, '')), ''))`,
        sentOn: dayOf(m.sentAt),
        status: m.status,
        decidedOn: m.decidedOn,
        daysTaken: sql<number | null>`case when ${decided} then ${daysToDecide} end`,
        orderNumber: m.orderNumber,
        remarks: m.remarks,
      })
      .from(pageRows)
      .innerJoin(m, eq(m.id, pageRows.id))
      .innerJoin(d, eq(d.id, m.documentId))
      .innerJoin(p, ofSchedule)
      .innerJoin(villages, eq(villages.code, p.villageCode))
      .orderBy(desc(pageRows.sentAt), desc(pageRows.id)),
    counted.where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

/** Day by day, what went to Webland and what it reported back, on the day it reported. */
async function mutationExchange(db: Database, scope: RecordScope) {
  const inOfficesAndKind = and(eq(m.kind, LAND_RECORDS_PARTNERS.webland.kind), inArray(m.sroCode, [...scope.offices]));
  const [sent, reported] = await Promise.all([
    db.select({ key: dayOf(m.sentAt), sent: sql<number>`count(*)::int` }).from(m).where(and(inOfficesAndKind, sentInPeriod(scope))).groupBy(sql`1`),
    db
      .select({ key: dayOf(m.reportedAt), mutated: countWhere(sql`${m.status} = 'mutated'`), rejected: countWhere(sql`${m.status} = 'rejected'`) })
      .from(m)
      .where(and(inOfficesAndKind, isNotNull(m.reportedAt), sql`(${m.reportedAt} at time zone 'Asia/Kolkata')::date between ${scope.from}::date and ${scope.to}::date`))
      .groupBy(sql`1`),
  ]);
  const days = new Map<string, { key: string; sent: number; mutated: number; rejected: number }>();
  for (const row of sent) days.set(row.key, { key: row.key, sent: row.sent, mutated: 0, rejected: 0 });
  for (const row of reported) days.set(row.key, { ...(days.get(row.key) ?? { key: row.key, sent: 0 }), mutated: row.mutated, rejected: row.rejected });
  return [...days.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** A workflow's records counted by office or by day, in the viewer's offices and the period. */
export async function countRecords(db: Database, source: Exclude<RecordSource, PagedRecordSource>, scope: RecordScope): Promise<Record<string, string | number | null>[]> {
  // Timestamps are counted on the day they fall in India.
  const period = (column: AnyPgColumn) => sql`(${column} at time zone 'Asia/Kolkata')::date between ${scope.from}::date and ${scope.to}::date`;
  switch (source) {
    case 'ruralMutationStanding':
    case 'urbanMutationStanding':
      return mutationCounts(db, source === 'ruralMutationStanding' ? 'rural' : 'urban', scope);
    case 'weblandExchange':
      return mutationExchange(db, scope);
    case 'certifiedCopies':
      return db
        .select({
          key: certifiedCopyRequests.sroCode,
          requested: sql<number>`count(*)::int`,
          ofMarriages: countWhere(sql`${certifiedCopyRequests.registryEntryId} is not null`),
          paid: countWhere(sql`${certifiedCopyRequests.paidAt} is not null`),
          ready: countWhere(sql`${certifiedCopyRequests.readyAt} is not null`),
          delivered: countWhere(sql`${certifiedCopyRequests.deliveredAt} is not null`),
        })
        .from(certifiedCopyRequests)
        .where(and(inArray(certifiedCopyRequests.sroCode, [...scope.offices]), period(certifiedCopyRequests.requestedAt)))
        .groupBy(certifiedCopyRequests.sroCode)
        .orderBy(certifiedCopyRequests.sroCode);
    case 'signedCertificates': {
      // A certificate names its office where it has one (an EC of a property, a registration); the rest count wherever they were asked.
      const office = sql`coalesce(${issuedCertificates.summary} ->> 'sroCode', ${issuedCertificates.summary} -> 'criteria' ->> 'sroCode')`;
      const ofKind = (kind: string) => countWhere(sql`${issuedCertificates.kind} = ${kind}`);
      return db
        .select({
          key: dayOf(issuedCertificates.issuedAt),
          ec: ofKind('ec'),
          certifiedCopies: ofKind('certified-copy'),
          acknowledgements: ofKind('acknowledgement'),
          endorsements: ofKind('endorsement'),
          registrationCertificates: ofKind('registration-certificate'),
          misReports: ofKind('mis-report'),
        })
        .from(issuedCertificates)
        .where(and(period(issuedCertificates.issuedAt), sql`(${office} is null or ${inOffices(office, scope.offices)})`))
        .groupBy(sql`1`)
        .orderBy(sql`1`);
    }
    case 'certificates': {
      const office = sql`${issuedCertificates.summary} -> 'criteria' ->> 'sroCode'`;
      return db
        .select({
          key: dayOf(issuedCertificates.issuedAt),
          ec: countWhere(sql`${issuedCertificates.kind} = 'ec'`),
          certifiedCopies: countWhere(sql`${issuedCertificates.kind} = 'certified-copy'`),
        })
        .from(issuedCertificates)
        // An EC of a property names its office; one searched by document number is counted wherever it was asked.
        .where(and(period(issuedCertificates.issuedAt), sql`(${office} is null or ${inOffices(office, scope.offices)})`))
        .groupBy(sql`1`)
        .orderBy(sql`1`);
    }
    case 'applications':
      return db
        .select({
          key: applications.sroCode,
          draft: countWhere(sql`${applications.status} = 'draft'`),
          submitted: countWhere(sql`${applications.status} = 'submitted'`),
          paid: countWhere(sql`${applications.status} = 'paid'`),
          slotBooked: countWhere(sql`${applications.status} = 'slot-booked'`),
          checked: countWhere(sql`${applications.status} = 'checked'`),
          sentBack: countWhere(sql`${applications.status} = 'sent-back'`),
        })
        .from(applications)
        .where(and(inArray(applications.sroCode, [...scope.offices]), period(applications.createdAt), sql`${applications.status} not in ('registered', 'returned')`))
        .groupBy(applications.sroCode)
        .orderBy(applications.sroCode);
    case 'slots':
      return db
        .select({
          key: slotBookings.sroCode,
          held: countWhere(sql`${slotBookings.status} = 'held'`),
          confirmed: countWhere(sql`${slotBookings.status} = 'confirmed'`),
          released: countWhere(sql`${slotBookings.status} = 'released'`),
        })
        .from(slotBookings)
        .where(and(inArray(slotBookings.sroCode, [...scope.offices]), between(slotBookings.slotDate, scope.from, scope.to)))
        .groupBy(slotBookings.sroCode)
        .orderBy(slotBookings.sroCode);
    case 'unusedSlots':
      return db
        .select({ key: slotBookings.sroCode, unused: sql<number>`count(*)::int` })
        .from(slotBookings)
        .innerJoin(applications, eq(applications.id, slotBookings.applicationId))
        .where(
          and(
            inArray(slotBookings.sroCode, [...scope.offices]),
            between(slotBookings.slotDate, scope.from, scope.to),
            lt(slotBookings.slotDate, scope.today),
            eq(slotBookings.status, 'confirmed'),
            eq(applications.status, 'slot-booked'),
          ),
        )
        .groupBy(slotBookings.sroCode)
        .orderBy(slotBookings.sroCode);
    case 'notifications':
      return db
        .select({
          key: dayOf(notificationOutbox.createdAt),
          signInCodes: countWhere(sql`${notificationOutbox.messageKey} = 'signInCode'`),
          others: countWhere(sql`${notificationOutbox.messageKey} <> 'signInCode'`),
          queued: countWhere(sql`${notificationOutbox.status} = 'queued'`),
        })
        .from(notificationOutbox)
        .where(period(notificationOutbox.createdAt))
        .groupBy(sql`1`)
        .orderBy(sql`1`);
    case 'prohibited':
    case 'denotified': {
      const rows = await db
        .select({
          key: villages.sroCode,
          village: villages.nameEn,
          villageTe: villages.nameTe,
          surveyNumber: prohibitedProperties.surveyNumber,
          doorNumber: prohibitedProperties.doorNumber,
          category: prohibitedProperties.category,
          notifiedOn: prohibitedProperties.notifiedOn,
          denotifiedOn: prohibitedProperties.denotifiedOn,
        })
        .from(prohibitedProperties)
        .innerJoin(villages, eq(villages.code, prohibitedProperties.villageCode))
        .where(
          and(
            inArray(villages.sroCode, [...scope.offices]),
            source === 'prohibited' ? isNull(prohibitedProperties.denotifiedOn) : isNotNull(prohibitedProperties.denotifiedOn),
            lte(prohibitedProperties.notifiedOn, scope.to),
          ),
        )
        .orderBy(villages.sroCode, villages.nameEn, prohibitedProperties.surveyNumber)
        .limit(2000);
      return rows;
    }
    case 'approvalsGranted': {
      // Every approval given: rate versions (state-wide), and the index corrections and stamp vendors' licences of the viewer's offices, newest first.
      const uploader = alias(users, 'uploader');
      const checker = alias(users, 'checker');
      const vendor = alias(users, 'vendor');
      const [rates, corrections, licences] = await Promise.all([
        db
          .select({
            key: sql<string>`'MV-' || ${mvRateVersions.id}::text`,
            subject: sql<string>`'Market value rates / మార్కెట్ విలువ రేట్లు'`,
            scope: mvRateVersions.scope,
            effectiveFrom: mvRateVersions.effectiveFrom,
            status: mvRateVersions.status,
            madeBy: uploader.loginId,
            decidedBy: checker.loginId,
            decidedOn: dayOf(mvRateVersions.decidedAt),
            decidedAt: mvRateVersions.decidedAt,
          })
          .from(mvRateVersions)
          .leftJoin(uploader, eq(uploader.id, mvRateVersions.uploadedBy))
          .leftJoin(checker, eq(checker.id, mvRateVersions.decidedBy))
          .where(and(isNotNull(mvRateVersions.decidedAt), period(mvRateVersions.decidedAt)))
          .orderBy(desc(mvRateVersions.decidedAt))
          .limit(500),
        db
          .select({
            key: sql<string>`'IC-' || ${indexCorrections.id}::text`,
            subject: sql<string>`'Index correction / ఇండెక్స్ సవరణ'`,
            scope: sql<string>`${d.sroCode} || ' ' || ${d.documentNumber}::text || '/' || ${d.registrationYear}::text`,
            effectiveFrom: dayOf(indexCorrections.decidedAt),
            status: indexCorrections.status,
            madeBy: indexCorrections.correctedBy,
            decidedBy: indexCorrections.decidedBy,
            decidedOn: dayOf(indexCorrections.decidedAt),
            decidedAt: indexCorrections.decidedAt,
          })
          .from(indexCorrections)
          .innerJoin(d, eq(d.id, indexCorrections.documentId))
          .where(and(inArray(d.sroCode, [...scope.offices]), isNotNull(indexCorrections.decidedAt), period(indexCorrections.decidedAt)))
          .orderBy(desc(indexCorrections.decidedAt))
          .limit(500),
        db
          .select({
            key: stampLicenceRequests.id,
            subject: sql<string>`case when ${stampLicenceRequests.requestKind} = 'new' then 'Stamp vendor licence / స్టాంపు వెండర్ లైసెన్స్' else 'Renewal of a stamp vendor licence / స్టాంపు వెండర్ లైసెన్స్ పునరుద్ధరణ' end`,
            scope: sql<string>`coalesce(${stampLicenceRequests.applicantName}, ${vendor.loginId}) || ', depot ' || ${stampLicenceRequests.depotSroCode}`,
            effectiveFrom: sql<string>`${stampLicenceRequests.periodFrom}::text`,
            status: stampLicenceRequests.status,
            madeBy: vendor.loginId,
            decidedBy: stampLicenceRequests.decidedBy,
            decidedOn: dayOf(stampLicenceRequests.decidedAt),
            decidedAt: stampLicenceRequests.decidedAt,
          })
          .from(stampLicenceRequests)
          .innerJoin(vendor, eq(vendor.id, stampLicenceRequests.vendorUserId))
          .where(and(inArray(stampLicenceRequests.depotSroCode, [...scope.offices]), isNotNull(stampLicenceRequests.decidedAt), period(stampLicenceRequests.decidedAt)))
          .orderBy(desc(stampLicenceRequests.decidedAt))
          .limit(500),
      ]);
      return [...rates, ...corrections, ...licences]
        .sort((first, second) => (second.decidedAt?.getTime() ?? 0) - (first.decidedAt?.getTime() ?? 0))
        .slice(0, 500)
        .map(({ decidedAt: _decidedAt, ...row }) => row);
    }
    case 'stampStockByDepot':
    case 'stampStockByValue': {
      const key = source === 'stampStockByDepot' ? sql<string>`${stampPapers.depotSroCode}` : sql<string>`${stampPapers.kind} || ' ₹' || ${stampPapers.denomination}`;
      // Where each paper stood at the end of the report's last day, from the times of its own movements.
      const end = new Date(`${scope.to}T00:00:00+05:30`);
      end.setUTCDate(end.getUTCDate() + 1);
      const by = (column: AnyPgColumn) => sql`(${column} is not null and ${column} < ${end.toISOString()})`;
      const left = sql`not ${by(stampPapers.soldAt)} and not ${by(stampPapers.spoiltAt)} and not ${by(stampPapers.returnedAt)}`;
      return db
        .select({
          key,
          atDepot: countWhere(sql`not ${by(stampPapers.issuedAt)}`),
          withVendors: countWhere(sql`${by(stampPapers.issuedAt)} and ${left}`),
          sold: countWhere(sql`${by(stampPapers.soldAt)} and not ${by(stampPapers.usedAt)}`),
          spoilt: countWhere(by(stampPapers.spoiltAt)),
          used: countWhere(by(stampPapers.usedAt)),
          returned: countWhere(by(stampPapers.returnedAt)),
        })
        .from(stampPapers)
        .where(inArray(stampPapers.depotSroCode, [...scope.offices]))
        .groupBy(sql`1`)
        .orderBy(sql`1`);
    }
    case 'vendorStock':
      return db
        .select({
          key: stampVendors.licenceNumber,
          name: stampVendors.name,
          depot: stampVendors.depotSroCode,
          inForce: sql<string>`case when ${stampVendors.status} = 'active' and ${stampVendors.validTo} >= ${scope.today}::date then 'yes' else 'no' end`,
          inHand: countWhere(sql`${stampPapers.status} = 'vendor'`),
          sold: countWhere(sql`${stampPapers.status} = 'sold'`),
          spoilt: countWhere(sql`${stampPapers.status} = 'spoilt'`),
          // What the department watches for: many papers to one buyer (hoarding) and sales after the licence ended.
          largestSale: sql<number>`coalesce((select max(${stampSales.quantity}) from ${stampSales} where ${stampSales.vendorUserId} = ${stampVendors.userId} and ${dayOf(stampSales.soldAt)} between ${scope.from} and ${scope.to}), 0)::int`,
          salesAfterLicence: sql<number>`(select count(*) from ${stampSales} where ${stampSales.vendorUserId} = ${stampVendors.userId} and ${dayOf(stampSales.soldAt)} between ${scope.from} and ${scope.to} and ${dayOf(stampSales.soldAt)} > ${stampVendors.validTo}::text)::int`,
        })
        .from(stampVendors)
        .leftJoin(stampPapers, eq(stampPapers.vendorUserId, stampVendors.userId))
        .where(inArray(stampVendors.depotSroCode, [...scope.offices]))
        .groupBy(stampVendors.userId, stampVendors.licenceNumber, stampVendors.name, stampVendors.depotSroCode, stampVendors.status, stampVendors.validTo)
        .orderBy(stampVendors.licenceNumber);
    case 'challansByHead':
      return db
        .select({
          key: sql<string>`${stampIndents.lines} -> 0 ->> 'kind'`,
          challans: sql<number>`count(*)::int`,
          amountRupees: sql<number>`coalesce(sum(${payments.amountRupees}), 0)::bigint`,
        })
        .from(stampIndents)
        .innerJoin(payments, and(eq(payments.orderId, stampIndents.challanNumber), eq(payments.status, 'success')))
        .where(and(inArray(stampIndents.depotSroCode, [...scope.offices]), period(payments.settledAt)))
        .groupBy(sql`1`)
        .orderBy(sql`1`);
    case 'dutyHeads': {
      const [row] = await db
        .select({
          stampDutyRupees: sql<number>`coalesce(sum(${d.stampDutyRupees}), 0)::bigint`,
          transferDutyRupees: sql<number>`coalesce(sum(${d.transferDutyRupees}), 0)::bigint`,
          registrationFeeRupees: sql<number>`coalesce(sum(${d.registrationFeeRupees}), 0)::bigint`,
          userChargesRupees: sql<number>`coalesce(sum(${d.userChargesRupees}), 0)::bigint`,
          latePresentationFineRupees: sql<number>`coalesce(sum(${d.latePresentationFineRupees}), 0)::bigint`,
          documents: sql<number>`count(*)::int`,
        })
        .from(d)
        .where(and(inArray(d.sroCode, [...scope.offices]), between(d.registeredOn, scope.from, scope.to)));
      return row ? [row] : [];
    }
    case 'paymentReconciliation':
      return db
        .select({
          key: dayOf(payments.createdAt),
          confirmed: countWhere(sql`${payments.status} = 'success'`),
          failed: countWhere(sql`${payments.status} = 'failed'`),
          open: countWhere(sql`${payments.status} = 'initiated'`),
          mismatched: countWhere(sql`exists (select 1 from ${paymentNotices} where ${paymentNotices.orderId} = ${payments.orderId} and ${paymentNotices.outcome} in ('amount-mismatch', 'paid-twice'))`),
          // The bank's settlement file's word on each receipt: credited to the Government account, not (yet), or for another amount.
          settled: countWhere(sql`${paymentSettlements.status} = 'settled'`),
          settlementMissing: countWhere(sql`${payments.status} = 'success' and ${payments.gateway} <> 'bank-challan' and coalesce(${paymentSettlements.status}, 'missing') = 'missing'`),
          settlementMismatched: countWhere(sql`${paymentSettlements.status} = 'mismatched'`),
        })
        .from(payments)
        .leftJoin(applications, eq(applications.id, paymentRecord))
        .leftJoin(stampIndents, eq(stampIndents.id, paymentRecord))
        .leftJoin(paymentSettlements, eq(paymentSettlements.orderId, payments.orderId))
        .where(and(paymentInOffices(scope.offices), period(payments.createdAt)))
        .groupBy(sql`1`)
        .orderBy(sql`1`);
    case 'openPayments':
      return db
        .select({ key: payments.orderId, purpose: payments.purpose, reference: payments.reference, amountRupees: payments.amountRupees, openedOn: dayOf(payments.createdAt) })
        .from(payments)
        .leftJoin(applications, eq(applications.id, paymentRecord))
        .leftJoin(stampIndents, eq(stampIndents.id, paymentRecord))
        .where(and(eq(payments.status, 'initiated'), paymentInOffices(scope.offices), period(payments.createdAt)))
        .orderBy(asc(payments.createdAt))
        .limit(500);
    case 'feesForegone':
      // Each document of a concessional type; the service works out what its concession gave up.
      return db
        .select({
          key: d.id,
          majorCode: d.transactionMajorCode,
          minorCode: d.transactionMinorCode,
          considerationRupees: d.considerationRupees,
          marketValueRupees: d.marketValueRupees,
          registeredOn: d.registeredOn,
          chargedRupees: sql<number>`(${d.stampDutyRupees} + ${d.transferDutyRupees} + ${d.registrationFeeRupees})::bigint`,
        })
        .from(d)
        .where(and(inArray(d.sroCode, [...scope.offices]), between(d.registeredOn, scope.from, scope.to), inArray(sql`${d.transactionMajorCode} || ${d.transactionMinorCode}`, concessionalTypes())))
        .limit(200_000);
    case 'hinduMarriages':
    case 'specialMarriages':
    case 'firms':
    case 'societies':
    case 'chits': {
      // Applications made in the period (drafts never sent are not applications) and where each stands today.
      const statusIn = (...statuses: string[]) => countWhere(sql`${registryEntries.status} in (${sql.join(statuses.map((status) => sql`${status}`), sql`, `)})`);
      const filingCounts = db
        .select({ entryId: registryFilings.entryId, filed: sql<number>`count(*)`.as('filed'), accepted: sql<number>`count(*) filter (where ${registryFilings.status} = 'accepted')`.as('accepted') })
        .from(registryFilings)
        .groupBy(registryFilings.entryId)
        .as('filing_counts');
      const objectionCounts = db.select({ entryId: registryObjections.entryId, made: sql<number>`count(*)`.as('made') }).from(registryObjections).groupBy(registryObjections.entryId).as('objection_counts');
      return db
        .select({
          key: registryEntries.sroCode,
          applied: sql<number>`count(*)::int`,
          pending: statusIn('awaiting-fee', 'with-registrar', 'notice-published'),
          returned: statusIn('returned'),
          registered: statusIn('registered', 'dissolved'),
          refused: statusIn('refused'),
          objections: sql<number>`coalesce(sum(${objectionCounts.made}), 0)::int`,
          filings: sql<number>`coalesce(sum(${filingCounts.filed}), 0)::int`,
          filingsAccepted: sql<number>`coalesce(sum(${filingCounts.accepted}), 0)::int`,
          // A float8 comes back as a number from either database; whole rupees stay exact far beyond any year's fees.
          feesPaidRupees: sql<number>`coalesce(sum(${registryEntries.paidRupees}), 0)::float8`,
        })
        .from(registryEntries)
        .leftJoin(filingCounts, eq(filingCounts.entryId, registryEntries.id))
        .leftJoin(objectionCounts, eq(objectionCounts.entryId, registryEntries.id))
        .where(
          and(
            eq(registryEntries.kind, registryKindOfPage(source)!),
            sql`${registryEntries.status} <> 'draft'`,
            inArray(registryEntries.sroCode, [...scope.offices]),
            period(registryEntries.createdAt),
          ),
        )
        .groupBy(registryEntries.sroCode)
        .orderBy(registryEntries.sroCode);
    }
    case 'grievances': {
      const closed = sql`${grievances.status} in ('resolved', 'rejected')`;
      const waitedDays = (days: number) => sql`not ${closed} and ${grievances.receivedAt} < now() - make_interval(days => ${days})`;
      return db
        .select({
          key: grievances.sroCode,
          received: sql<number>`count(*)::int`,
          open: countWhere(sql`${grievances.status} = 'open'`),
          inProgress: countWhere(sql`${grievances.status} = 'in-progress'`),
          resolved: countWhere(sql`${grievances.status} = 'resolved'`),
          rejected: countWhere(sql`${grievances.status} = 'rejected'`),
          overdue: countWhere(waitedDays(GRIEVANCE_DAYS)),
          withZone: countWhere(waitedDays(2 * GRIEVANCE_DAYS)),
        })
        .from(grievances)
        .where(and(inArray(grievances.sroCode, [...scope.offices]), period(grievances.receivedAt)))
        .groupBy(grievances.sroCode)
        .orderBy(grievances.sroCode);
    }
    case 'numberGaps': {
      // Each number whose predecessor in the office's series of the year is not the number before it.
      const numbered = db
        .select({
          sroCode: d.sroCode,
          year: d.registrationYear,
          number: d.documentNumber,
          previous: sql<number>`coalesce(lag(${d.documentNumber}) over (partition by ${d.sroCode}, ${d.registrationYear} order by ${d.documentNumber}), 0)`.as('previous'),
        })
        .from(d)
        .where(and(inArray(d.sroCode, [...scope.offices]), between(d.registrationYear, Number(scope.from.slice(0, 4)), Number(scope.to.slice(0, 4)))))
        .as('numbered');
      return db
        .select({ key: numbered.sroCode, year: numbered.year, after: numbered.previous, before: numbered.number, missing: sql<number>`(${numbered.number} - ${numbered.previous} - 1)::int` })
        .from(numbered)
        .where(sql`${numbered.number} - ${numbered.previous} > 1`)
        .orderBy(numbered.sroCode, numbered.year, numbered.number)
        .limit(2000);
    }
    case 'duplicateProperties': {
      const p = registerProperties;
      // Each sale's numbered schedules, looked up by document: the period holds a few thousand sales, and without the fence
      // (`offset 0`) the planner would join them to every schedule of the register read whole.
      const schedules = db
        .select({ villageCode: p.villageCode, surveyNumber: p.surveyNumber, doorNumber: p.doorNumber })
        .from(p)
        .where(and(eq(p.documentId, d.id), sql`(${p.surveyNumber} <> '' or ${p.doorNumber} <> '')`))
        .offset(0)
        .as('schedules');
      const places = db
        .select({
          villageCode: schedules.villageCode,
          surveyNumber: sql<string>`max(${schedules.surveyNumber})`.as('survey_number'),
          doorNumber: sql<string>`max(${schedules.doorNumber})`.as('door_number'),
          documents: sql<number>`count(distinct ${d.id})::int`.as('documents'),
          citations: sql<string>`string_agg(distinct ${d.sroCode} || '-' || ${d.documentNumber} || '/' || ${d.registrationYear}, ', ')`.as('citations'),
        })
        .from(d)
        .crossJoinLateral(schedules)
        .where(and(inArray(d.sroCode, [...scope.offices]), between(d.registeredOn, scope.from, scope.to), inArray(d.transactionMajorCode, [...SFT_MAJOR_CODES])))
        .groupBy(schedules.villageCode, sql`upper(${schedules.surveyNumber})`, sql`upper(${schedules.doorNumber})`)
        .having(sql`count(distinct ${d.id}) > 1`)
        .as('places');
      return db
        .select({
          key: villages.sroCode,
          village: villages.nameEn,
          villageTe: villages.nameTe,
          surveyNumber: places.surveyNumber,
          doorNumber: places.doorNumber,
          documents: places.documents,
          citations: places.citations,
        })
        .from(places)
        .innerJoin(villages, eq(villages.code, places.villageCode))
        .orderBy(villages.sroCode, villages.nameEn)
        .limit(2000);
    }
    case 'serviceLevel': {
      const registered = await db
        .select({
          key: d.sroCode,
          registered: sql<number>`count(*)::int`,
          sameDay: countWhere(sql`${d.registeredOn} = ${d.presentedOn}`),
          laterDays: countWhere(sql`${d.registeredOn} > ${d.presentedOn}`),
        })
        .from(d)
        .where(and(inArray(d.sroCode, [...scope.offices]), between(d.registeredOn, scope.from, scope.to)))
        .groupBy(d.sroCode);
      const copies = await db
        .select({
          key: certifiedCopyRequests.sroCode,
          copiesDelivered: countWhere(sql`${certifiedCopyRequests.deliveredAt} is not null`),
          copiesWithinDay: countWhere(sql`${certifiedCopyRequests.deliveredAt} <= ${certifiedCopyRequests.requestedAt} + interval '1 day'`),
        })
        .from(certifiedCopyRequests)
        .where(and(inArray(certifiedCopyRequests.sroCode, [...scope.offices]), period(certifiedCopyRequests.requestedAt)))
        .groupBy(certifiedCopyRequests.sroCode);
      const offices = [...new Set([...registered.map((row) => row.key), ...copies.map((row) => row.key)])].sort();
      return offices.map((office) => {
        const documents = registered.find((row) => row.key === office);
        const copied = copies.find((row) => row.key === office);
        return { key: office, registered: documents?.registered ?? 0, sameDay: documents?.sameDay ?? 0, laterDays: documents?.laterDays ?? 0, copiesDelivered: copied?.copiesDelivered ?? 0, copiesWithinDay: copied?.copiesWithinDay ?? 0 };
      });
    }
    case 'applicationStatus':
      return db
        .select({
          key: applications.sroCode,
          started: sql<number>`count(*)::int`,
          ...Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, countWhere(sql`${applications.status} = ${status}`)])),
        })
        .from(applications)
        .where(and(inArray(applications.sroCode, [...scope.offices]), period(applications.createdAt)))
        .groupBy(applications.sroCode)
        .orderBy(applications.sroCode);
    case 'prohibitedByOffice':
      return db
        .select({
          key: villages.sroCode,
          inForce: countWhere(sql`${prohibitedProperties.denotifiedOn} is null or ${prohibitedProperties.denotifiedOn} > ${scope.to}`),
          denotified: countWhere(sql`${prohibitedProperties.denotifiedOn} <= ${scope.to}`),
        })
        .from(prohibitedProperties)
        .innerJoin(villages, eq(villages.code, prohibitedProperties.villageCode))
        .where(and(inArray(villages.sroCode, [...scope.offices]), lte(prohibitedProperties.notifiedOn, scope.to)))
        .groupBy(villages.sroCode)
        .orderBy(villages.sroCode);
    case 'trend': {
      // Day by day from the April before the same days last year, so that both years' progressive totals are whole.
      const earliest = financialYearStart(sameDayLastYear(scope.from));
      const [byDay, targetByMonth] = await Promise.all([
        db
          .select({ day: d.registeredOn, documents: sql<number>`count(*)::int`, revenueRupees: sql<string>`sum(${revenue})` })
          .from(d)
          .where(and(inArray(d.sroCode, [...scope.offices]), between(d.registeredOn, earliest, scope.to)))
          .groupBy(d.registeredOn),
        db
          .select({ month: revenueTargets.month, targetRupees: sql<string>`sum(${revenueTargets.targetRupees})` })
          .from(revenueTargets)
          .where(and(inArray(revenueTargets.sroCode, [...scope.offices]), between(revenueTargets.month, scope.from.slice(0, 7), scope.to.slice(0, 7))))
          .groupBy(revenueTargets.month),
      ]);
      return [
        ...byDay.map((row) => ({ day: row.day, documents: row.documents, revenueRupees: Number(row.revenueRupees) })),
        ...targetByMonth.map((row) => ({ month: row.month, targetRupees: Number(row.targetRupees) })),
      ];
    }
    case 'targets': {
      const [targets, achieved] = await Promise.all([
        db
          .select({ key: revenueTargets.sroCode, targetRupees: sql<string>`sum(${revenueTargets.targetRupees})` })
          .from(revenueTargets)
          .where(and(inArray(revenueTargets.sroCode, [...scope.offices]), between(revenueTargets.month, scope.from.slice(0, 7), scope.to.slice(0, 7))))
          .groupBy(revenueTargets.sroCode),
        db
          .select({ key: d.sroCode, achievedRupees: sql<string>`sum(${revenue})` })
          .from(d)
          .where(and(inArray(d.sroCode, [...scope.offices]), between(d.registeredOn, scope.from, scope.to)))
          .groupBy(d.sroCode),
      ]);
      const offices = [...new Set([...targets.map((row) => row.key), ...achieved.map((row) => row.key)])].sort();
      return offices.map((office) => ({
        key: office,
        targetRupees: Number(targets.find((row) => row.key === office)?.targetRupees ?? 0),
        achievedRupees: Number(achieved.find((row) => row.key === office)?.achievedRupees ?? 0),
      }));
    }
    case 'rateVersions':
      return db
        .select({
          key: sql<string>`${mvRateVersions.id}::text`,
          scope: mvRateVersions.scope,
          effectiveFrom: mvRateVersions.effectiveFrom,
          status: mvRateVersions.status,
          rowCount: mvRateVersions.rowCount,
          uploadedBy: users.loginId,
          uploadedOn: dayOf(mvRateVersions.createdAt),
        })
        .from(mvRateVersions)
        .leftJoin(users, eq(users.id, mvRateVersions.uploadedBy))
        .orderBy(desc(mvRateVersions.createdAt))
        .limit(500);
  }
}

/** A stretch of days, both ends counted. */
export interface Window {
  from: string;
  to: string;
}

/**
 * The dashboard's register figures for each window, in one pass over the
 * documents of the earliest window to the latest: documents, revenue,
 * high-value registrations and mutations set off.
 */
/** The register's figures in each window of days, from the figures kept by office and day (register_day_figures), not from the documents. */
export async function registerFiguresByWindow(db: Database, offices: readonly string[], windows: readonly Window[]) {
  const kept = registerDayFigures;
  const fields: Record<string, SQL> = {};
  windows.forEach((window, index) => {
    const inWindow = between(kept.day, window.from, window.to);
    fields[`documents${index}`] = sql`coalesce(sum(${kept.documents}) filter (where ${inWindow}), 0)`;
    fields[`revenue${index}`] = sql`coalesce(sum(${kept.revenueRupees}) filter (where ${inWindow}), 0)`;
    fields[`highValue${index}`] = sql`coalesce(sum(${kept.highValue}) filter (where ${inWindow}), 0)`;
    fields[`autoMutations${index}`] = sql`coalesce(sum(${kept.autoMutations}) filter (where ${inWindow}), 0)`;
  });
  const earliest = windows.reduce((first, window) => (window.from < first ? window.from : first), windows[0]!.from);
  const latest = windows.reduce((last, window) => (window.to > last ? window.to : last), windows[0]!.to);
  const [row] = await db
    .select(fields as Record<string, SQL<unknown>>)
    .from(kept)
    .where(and(inArray(kept.sroCode, [...offices]), between(kept.day, earliest, latest)));
  return windows.map((_, index) => ({
    documents: Number(row?.[`documents${index}`] ?? 0),
    revenue: Number(row?.[`revenue${index}`] ?? 0),
    highValue: Number(row?.[`highValue${index}`] ?? 0),
    autoMutations: Number(row?.[`autoMutations${index}`] ?? 0),
  }));
}

/** How things stand at the offices now: applications waiting, slots of the day, prohibitions in force. */
export async function standingFigures(db: Database, offices: readonly string[], today: string) {
  const [[pending], [slots], [prohibited]] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(applications)
      .where(and(inArray(applications.sroCode, [...offices]), inArray(applications.status, ['submitted', 'paid', 'slot-booked', 'checked', 'sent-back']))),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(slotBookings)
      .where(
        and(
          inArray(slotBookings.sroCode, [...offices]),
          eq(slotBookings.slotDate, today),
          // A hold counts only while it holds; a lapsed one frees the slot.
          or(eq(slotBookings.status, 'confirmed'), and(eq(slotBookings.status, 'held'), sql`${slotBookings.heldUntil} >= now()`)),
        ),
      ),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(prohibitedProperties)
      .innerJoin(villages, eq(villages.code, prohibitedProperties.villageCode))
      .where(and(inArray(villages.sroCode, [...offices]), isNull(prohibitedProperties.denotifiedOn))),
  ]);
  return { applicationsPending: pending?.count ?? 0, slotsToday: slots?.count ?? 0, prohibited: prohibited?.count ?? 0 };
}

/** Sets an office's target for a month, replacing the earlier one; answers what it replaced. */
export async function upsertTarget(tx: Database, row: typeof revenueTargets.$inferInsert): Promise<number | undefined> {
  const [previous] = await tx.select({ targetRupees: revenueTargets.targetRupees }).from(revenueTargets).where(and(eq(revenueTargets.sroCode, row.sroCode), eq(revenueTargets.month, row.month))).for('update');
  await tx
    .insert(revenueTargets)
    .values(row)
    .onConflictDoUpdate({ target: [revenueTargets.sroCode, revenueTargets.month], set: { targetRupees: row.targetRupees, reason: row.reason, setBy: row.setBy, setAt: row.setAt } });
  return previous?.targetRupees;
}

/** The targets of the offices, of a month or all, newest month first. */
export function targetsOf(db: Database, offices: readonly string[], month: string | undefined) {
  return db
    .select({ sroCode: revenueTargets.sroCode, month: revenueTargets.month, targetRupees: revenueTargets.targetRupees, reason: revenueTargets.reason, setBy: users.loginId, setAt: revenueTargets.setAt })
    .from(revenueTargets)
    .innerJoin(users, eq(users.id, revenueTargets.setBy))
    .where(and(inArray(revenueTargets.sroCode, [...offices]), month ? eq(revenueTargets.month, month) : undefined))
    .orderBy(desc(revenueTargets.month), revenueTargets.sroCode)
    .limit(1000);
}
