import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  nameOrCode,
  describeSchedule,
  findPartyRole,
  findReferenceEntry,
  findRevenueDistrict,
  findSroOffice,
  findTransactionType,
  formatDocumentNumber,
  maskPanFromLastFour,
  mutationRequestNumber,
  withdrawalRemarks,
  type BilingualText,
  type DocumentCitation,
  type DocumentReference,
  type NewRegisterDocument,
  type PartyRelation,
  type RegisteredDocumentView,
  type RegisterPartyView,
  type RegisterScheduleView,
} from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { mutationRequests, registerDocumentLinks, registerDocuments, registerNumberCounters, registerParties, registerProperties, villages } from '../../db/schema.ts';
import { documentRows } from './rows.ts';

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

/**
 * Whether a document registered at `sroCode` is an anywhere registration: a
 * village of its schedules lies under another office. The bulk loader writes
 * the same rule into its own statement, so both decide alike.
 */
export const anywhereRegistration = (sroCode: SQL, villageCodes: SQL) =>
  sql`exists (select 1 from ${villages} where ${villages.code} = any(${villageCodes}) and ${villages.sroCode} <> ${sroCode})`;

export interface RegisteredCitation {
  id: number;
  sroCode: string;
  documentNumber: number;
  year: number;
  citation: string;
}

/**
 * The next number of an office's year. The counter row stays locked until the
 * registering transaction ends, so concurrent registrations at one office
 * queue for it, and a transaction that fails gives its number back.
 */
async function nextDocumentNumber(tx: Executor, sroCode: string, year: number): Promise<number> {
  const [row] = await tx
    .insert(registerNumberCounters)
    .values({ sroCode, registrationYear: year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [registerNumberCounters.sroCode, registerNumberCounters.registrationYear],
      set: { lastNumber: sql`${registerNumberCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: registerNumberCounters.lastNumber });
  if (!row) throw new Error(`No document number for ${sroCode}/${year}`);
  return row.lastNumber;
}

export async function findDocumentId(db: Pick<Database, 'select'>, reference: DocumentReference): Promise<number | undefined> {
  return (await findDocumentStanding(db, reference))?.id;
}

/**
 * Registers a document with the next number of its office and year; all of it
 * or nothing. `alongside` runs in the same transaction once the number is
 * known (the audit entry of the registration, say), so neither stands alone.
 */
export async function registerDocument(
  db: Database,
  encryptionKey: Uint8Array,
  input: NewRegisterDocument,
  alongside?: (tx: Database, registered: RegisteredCitation) => Promise<void>,
): Promise<RegisteredCitation> {
  const rows = documentRows(encryptionKey, input);
  return db.transaction(async (tx) => {
    const documentNumber = await nextDocumentNumber(tx, rows.base.sroCode, rows.base.registrationYear);
    const [document] = await tx
      .insert(registerDocuments)
      .values({
        ...rows.base,
        documentNumber,
        anywhereRegistration: anywhereRegistration(sql`${rows.base.sroCode}`, sql`${sql.param(rows.properties.map((property) => property.villageCode))}::text[]`),
      })
      .returning({ id: registerDocuments.id });
    if (!document) throw new Error('The document was not stored');

    const partyIds: number[] = [];
    for (const party of rows.parties) {
      const representsPartyId = party.representsIndex === undefined ? null : (partyIds[party.representsIndex] ?? null);
      const [stored] = await tx
        .insert(registerParties)
        .values({ ...party.row, documentId: document.id, representsPartyId })
        .returning({ id: registerParties.id });
      if (!stored) throw new Error('A party was not stored');
      partyIds.push(stored.id);
    }
    if (rows.properties.length > 0) await tx.insert(registerProperties).values(rows.properties.map((property) => ({ ...property, documentId: document.id })));
    if (rows.mutations.length > 0) {
      const citation = { sroCode: rows.base.sroCode, documentNumber, year: rows.base.registrationYear };
      await tx.insert(mutationRequests).values(
        rows.mutations.map((mutation) => ({
          requestNumber: mutationRequestNumber(citation, mutation.scheduleNumber),
          documentId: document.id,
          scheduleNumber: mutation.scheduleNumber,
          sroCode: rows.base.sroCode,
          kind: mutation.kind,
          sentAt: sql`now()`,
        })),
      );
    }
    for (const link of rows.links) {
      await tx.insert(registerDocumentLinks).values({
        documentId: document.id,
        linkedDocumentId: (await findDocumentId(tx, link)) ?? null,
        linkedSroCode: link.sroCode,
        linkedDocumentNumber: link.documentNumber,
        linkedYear: link.year,
      });
    }
    if (rows.cancels) {
      const cancelledId = await findDocumentId(tx, rows.cancels);
      if (cancelledId !== undefined) {
        await tx.update(registerDocuments).set({ status: 'cancelled', cancelledByDocumentId: document.id }).where(eq(registerDocuments.id, cancelledId));
        // A transfer cancelled before the land records were changed leaves nothing to record: its undecided requests are withdrawn with it.
        await tx
          .update(mutationRequests)
          .set({ status: 'withdrawn', decidedOn: rows.base.registeredOn, remarks: withdrawalRemarks({ sroCode: rows.base.sroCode, documentNumber, year: rows.base.registrationYear }) })
          .where(and(eq(mutationRequests.documentId, cancelledId), eq(mutationRequests.status, 'sent')));
      }
    }
    const registered = {
      id: document.id,
      sroCode: rows.base.sroCode,
      documentNumber,
      year: rows.base.registrationYear,
      citation: formatDocumentNumber(documentNumber, rows.base.registrationYear),
    };
    await alongside?.(tx, registered);
    return registered;
  });
}

/** A registered document's office and standing, for the checks on cancelling or rectifying it. */
export async function findDocumentStanding(
  db: Pick<Database, 'select'>,
  reference: DocumentReference,
): Promise<{ id: number; sroCode: string; status: string } | undefined> {
  const [row] = await db
    .select({ id: registerDocuments.id, sroCode: registerDocuments.sroCode, status: registerDocuments.status })
    .from(registerDocuments)
    .where(
      and(
        eq(registerDocuments.sroCode, reference.sroCode),
        eq(registerDocuments.registrationYear, reference.year),
        eq(registerDocuments.documentNumber, reference.documentNumber),
      ),
    );
  return row;
}

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

const named = (code: string, name: BilingualText | undefined) => ({ code, name: nameOrCode(name, code) });

function citationOf(row: { sroCode: string; documentNumber: number; year: number; documentId: number | null }): DocumentCitation {
  return { ...row, citation: formatDocumentNumber(row.documentNumber, row.year) };
}

/**
 * Registered documents as every service shows them, in the order of `ids`;
 * Aadhaar and PAN only ever masked, never decrypted here.
 */
export async function loadDocumentViews(db: Database, ids: readonly number[]): Promise<RegisteredDocumentView[]> {
  if (ids.length === 0) return [];
  const idList = [...ids];
  const [documents, parties, properties, links] = await Promise.all([
    db.select().from(registerDocuments).where(inArray(registerDocuments.id, idList)),
    db.select().from(registerParties).where(inArray(registerParties.documentId, idList)).orderBy(asc(registerParties.documentId), asc(registerParties.position)),
    db.select().from(registerProperties).where(inArray(registerProperties.documentId, idList)).orderBy(asc(registerProperties.documentId), asc(registerProperties.scheduleNumber)),
    db.select().from(registerDocumentLinks).where(inArray(registerDocumentLinks.documentId, idList)),
  ]);

  const villageCodes = [...new Set(properties.map((property) => property.villageCode))];
  const cancellerIds = [...new Set(documents.flatMap((document) => (document.cancelledByDocumentId ? [document.cancelledByDocumentId] : [])))];
  const [villageRows, cancellers] = await Promise.all([
    villageCodes.length ? db.select({ code: villages.code, nameEn: villages.nameEn, nameTe: villages.nameTe }).from(villages).where(inArray(villages.code, villageCodes)) : [],
    cancellerIds.length
      ? db
          .select({ id: registerDocuments.id, sroCode: registerDocuments.sroCode, documentNumber: registerDocuments.documentNumber, year: registerDocuments.registrationYear })
          .from(registerDocuments)
          .where(inArray(registerDocuments.id, cancellerIds))
      : [],
  ]);
  return documentViews({ documents, parties, properties, links, villages: villageRows, cancellers }, idList);
}

type DocumentRecord = typeof registerDocuments.$inferSelect;
type PartyRecord = typeof registerParties.$inferSelect;
type PropertyRecord = typeof registerProperties.$inferSelect;

/** The rows a document's view is made from: only the columns it shows, however they were read. */
export interface DocumentViewRows {
  documents: Pick<
    DocumentRecord,
    | 'id' | 'sroCode' | 'bookNumber' | 'documentNumber' | 'registrationYear' | 'transactionMajorCode' | 'transactionMinorCode' | 'presentedOn' | 'executedOn'
    | 'registeredOn' | 'considerationRupees' | 'marketValueRupees' | 'stampDutyRupees' | 'transferDutyRupees' | 'registrationFeeRupees' | 'status' | 'cancelledByDocumentId'
  >[];
  /** By document, then position. */
  parties: Pick<
    PartyRecord,
    | 'id' | 'documentId' | 'position' | 'role' | 'partyCode' | 'representsPartyId' | 'representType' | 'nameEn' | 'nameTe' | 'relationType' | 'relationNameEn'
    | 'relationNameTe' | 'age' | 'addressEn' | 'addressTe' | 'panLast4' | 'form60' | 'aadhaarLast4'
  >[];
  /** By document, then schedule. */
  properties: Omit<PropertyRecord, 'id' | 'surveyBase'>[];
  links: (typeof registerDocumentLinks.$inferSelect)[];
  villages: { code: string; nameEn: string; nameTe: string }[];
  cancellers: { id: number; sroCode: string; documentNumber: number; year: number }[];
}

/** Registered documents as every service shows them, in the order of `ids`, from their rows. */
export function documentViews({ documents, parties, properties, links, villages: villageRows, cancellers }: DocumentViewRows, ids: readonly number[]): RegisteredDocumentView[] {
  const idList = ids;
  const villageNames = new Map(villageRows.map((row) => [row.code, { en: row.nameEn, te: row.nameTe }]));
  const cancellerById = new Map(cancellers.map((row) => [row.id, row]));

  const partiesOf = groupBy(parties, (party) => party.documentId);
  const propertiesOf = groupBy(properties, (property) => property.documentId);
  const linksOf = groupBy(links, (link) => link.documentId);

  const views = documents.map((document): RegisteredDocumentView => {
    const sro = findSroOffice(document.sroCode);
    const districtCode = sro?.revenueDistrictCode ?? '';
    const documentParties = partiesOf.get(document.id) ?? [];
    const positionById = new Map(documentParties.map((party) => [party.id, party.position]));
    const canceller = document.cancelledByDocumentId ? cancellerById.get(document.cancelledByDocumentId) : undefined;
    return {
      id: document.id,
      sro: named(document.sroCode, sro?.description),
      district: named(districtCode, findRevenueDistrict(districtCode)?.description),
      bookNumber: document.bookNumber,
      documentNumber: document.documentNumber,
      year: document.registrationYear,
      citation: formatDocumentNumber(document.documentNumber, document.registrationYear),
      transaction: {
        majorCode: document.transactionMajorCode,
        minorCode: document.transactionMinorCode,
        name: findTransactionType(document.transactionMajorCode, document.transactionMinorCode)?.description ?? {
          en: `${document.transactionMajorCode}/${document.transactionMinorCode}`,
          te: `${document.transactionMajorCode}/${document.transactionMinorCode}`,
        },
      },
      presentedOn: document.presentedOn,
      executedOn: document.executedOn,
      registeredOn: document.registeredOn,
      considerationRupees: document.considerationRupees,
      marketValueRupees: document.marketValueRupees,
      stampDutyRupees: document.stampDutyRupees,
      transferDutyRupees: document.transferDutyRupees,
      registrationFeeRupees: document.registrationFeeRupees,
      status: document.status === 'cancelled' ? 'cancelled' : 'registered',
      cancelledBy: canceller ? citationOf({ sroCode: canceller.sroCode, documentNumber: canceller.documentNumber, year: canceller.year, documentId: canceller.id }) : null,
      parties: documentParties.map(
        (party): RegisterPartyView => ({
          position: party.position,
          role: party.role === 'claimant' ? 'claimant' : party.role === 'representative' ? 'representative' : 'executant',
          partyLabel: nameOrCode(findPartyRole(party.partyCode)?.description, party.partyCode),
          name: { en: party.nameEn, te: party.nameTe },
          relationType: party.relationType as PartyRelation,
          relationName: { en: party.relationNameEn, te: party.relationNameTe },
          age: party.age,
          address: { en: party.addressEn, te: party.addressTe },
          aadhaarMasked: party.aadhaarLast4 ? `XXXXXXXX${party.aadhaarLast4}` : null,
          panMasked: party.panLast4 ? maskPanFromLastFour(party.panLast4) : null,
          form60: party.form60,
          representType: party.representType ? named(party.representType, findReferenceEntry('represent-types', party.representType)?.description) : null,
          representsPosition: party.representsPartyId ? (positionById.get(party.representsPartyId) ?? null) : null,
        }),
      ),
      schedules: (propertiesOf.get(document.id) ?? []).map((property): RegisterScheduleView => {
        const villageName = nameOrCode(villageNames.get(property.villageCode), property.villageCode);
        const extentUnit = property.extentUnit === 'acres' ? 'acres' : 'sq-yards';
        const kind = property.kind === 'flat' ? 'flat' : property.kind === 'urban' ? 'urban' : 'rural';
        const villageDistrict = property.villageCode.slice(0, 2);
        return {
          scheduleNumber: property.scheduleNumber,
          kind,
          district: named(villageDistrict, findRevenueDistrict(villageDistrict)?.description),
          village: named(property.villageCode, villageName),
          landUse: named(property.landUseCode, findReferenceEntry('land-uses', property.landUseCode)?.description),
          surveyNumber: property.surveyNumber,
          ward: property.ward,
          block: property.block,
          doorNumber: property.doorNumber,
          plotNumber: property.plotNumber,
          layoutName: property.layoutName,
          apartmentName: property.apartmentName,
          flatNumber: property.flatNumber,
          extent: property.extent,
          extentUnit,
          plinthAreaSqFt: property.plinthAreaSqFt,
          boundaries: property.boundaries,
          structures: property.structures.map((structure) => ({
            structureType: named(structure.structureTypeCode, findReferenceEntry('structure-types', structure.structureTypeCode)?.description),
            floor: named(structure.floorCode, findReferenceEntry('floors', structure.floorCode)?.description),
            plinthAreaSqFt: structure.plinthAreaSqFt,
            stage: named(structure.stageCode, findReferenceEntry('stages-of-construction', structure.stageCode)?.description),
            ageYears: structure.ageYears,
          })),
          marketValueRupees: property.marketValueRupees,
          description: describeSchedule({ ...property, kind, extentUnit, villageName }),
        };
      }),
      links: (linksOf.get(document.id) ?? []).map((link) =>
        citationOf({ sroCode: link.linkedSroCode, documentNumber: link.linkedDocumentNumber, year: link.linkedYear, documentId: link.linkedDocumentId }),
      ),
    };
  });
  const order = new Map(idList.map((id, index) => [id, index]));
  return views.sort((first, second) => (order.get(first.id) ?? 0) - (order.get(second.id) ?? 0));
}
