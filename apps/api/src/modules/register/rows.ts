import {
  districtKey,
  findSroOffice,
  maskNumber,
  mutationsCalledFor,
  officeKey,
  newDocumentSchema,
  partyNameKeys,
  type NewRegisterDocument,
  type NewRegisterParty,
} from '@igrs/domain';
import type { z } from 'zod';
import { encryptField } from '../../lib/field-encryption.ts';
import type { registerDocuments, registerParties, registerProperties } from '../../db/schema.ts';

export type DocumentRow = typeof registerDocuments.$inferInsert;
export type PartyRow = Omit<typeof registerParties.$inferInsert, 'documentId' | 'representsPartyId'>;
export type PropertyRow = Omit<typeof registerProperties.$inferInsert, 'documentId'>;

/** The last four characters kept beside an encrypted number, for masked display. */
const lastFour = (value: string | undefined) => (value ? maskNumber(value).slice(-4) : null);

/** Where the document was registered, among the name keys (see officeKey in the domain). */
function placeKeys(sroCode: string): string[] {
  const districtCode = findSroOffice(sroCode)?.revenueDistrictCode;
  return [officeKey(sroCode), ...(districtCode ? [districtKey(districtCode)] : [])];
}

/** "123/2A" → "123": an EC search by the base number finds its sub-divisions. */
export function surveyBase(surveyNumber: string): string {
  return surveyNumber.split(/[/-]/)[0]?.trim() ?? '';
}

/** A party's index keys: the spelling-tolerant keys of its name in both scripts, and its office's and district's place keys. */
export function partyNameKeysOf(nameEn: string, nameTe: string, sroCode: string): string[] {
  return [...partyNameKeys(nameEn, nameTe), ...placeKeys(sroCode)];
}

export function partyRow(key: Uint8Array, party: NewRegisterParty, position: number, sroCode: string, registeredOn: string): PartyRow {
  return {
    position,
    role: party.role,
    partyCode: party.partyCode,
    representType: party.representTypeCode ?? null,
    nameEn: party.name.en,
    nameTe: party.name.te,
    relationType: party.relationType,
    relationNameEn: party.relationName.en,
    relationNameTe: party.relationName.te,
    age: party.age,
    addressEn: party.address.en,
    addressTe: party.address.te,
    panEncrypted: party.pan ? encryptField(key, party.pan) : null,
    panLast4: lastFour(party.pan),
    form60: !party.pan,
    aadhaarEncrypted: party.aadhaar ? encryptField(key, party.aadhaar) : null,
    aadhaarLast4: lastFour(party.aadhaar),
    phoneEncrypted: party.phone ? encryptField(key, party.phone) : null,
    phoneLast4: lastFour(party.phone),
    email: party.email ?? null,
    residence: party.residence ?? 'resident',
    nameKeys: partyNameKeysOf(party.name.en, party.name.te, sroCode),
    sroCode,
    registeredOn,
  };
}

/**
 * The rows of one document, before it has a number or an id: shared by the
 * registering transaction and the bulk loader of the synthetic register, so
 * both store a document the same way.
 */
export function documentRows(key: Uint8Array, input: NewRegisterDocument) {
  return validDocumentRows(key, newDocumentSchema.parse(input));
}

/** A document as the schema gives it back: every default filled in. */
export type ValidRegisterDocument = z.output<typeof newDocumentSchema>;

/**
 * The rows of a document that has passed newDocumentSchema already: the bulk
 * loader's generated documents are checked against it by their tests, not
 * again row by row.
 */
export function validDocumentRows(key: Uint8Array, document: ValidRegisterDocument) {
  const base = {
    sroCode: document.sroCode,
    bookNumber: document.bookNumber,
    registrationYear: Number(document.registeredOn.slice(0, 4)),
    transactionMajorCode: document.transactionMajorCode,
    transactionMinorCode: document.transactionMinorCode,
    presentedOn: document.presentedOn,
    executedOn: document.executedOn,
    registeredOn: document.registeredOn,
    considerationRupees: document.considerationRupees,
    marketValueRupees: document.marketValueRupees,
    stampDutyRupees: document.stampDutyRupees,
    transferDutyRupees: document.transferDutyRupees,
    registrationFeeRupees: document.registrationFeeRupees,
    userChargesRupees: document.userChargesRupees,
    latePresentationFineRupees: document.latePresentationFineRupees,
    hasScannedImage: document.hasScannedImage,
  } satisfies Omit<DocumentRow, 'documentNumber'>;
  const parties = document.parties.map((party, index) => ({
    row: partyRow(key, party, index + 1, document.sroCode, document.registeredOn),
    representsIndex: party.representsIndex,
  }));
  const properties: PropertyRow[] = document.schedules.map((schedule, index) => ({
    scheduleNumber: index + 1,
    kind: schedule.kind,
    villageCode: schedule.villageCode,
    landUseCode: schedule.landUseCode,
    surveyNumber: schedule.surveyNumber,
    surveyBase: surveyBase(schedule.surveyNumber),
    ward: schedule.ward,
    block: schedule.block,
    doorNumber: schedule.doorNumber,
    plotNumber: schedule.plotNumber,
    layoutName: schedule.layoutName,
    apartmentName: schedule.apartmentName,
    flatNumber: schedule.flatNumber,
    extent: schedule.extent,
    extentUnit: schedule.extentUnit,
    plinthAreaSqFt: schedule.plinthAreaSqFt,
    boundaries: schedule.boundaries,
    structures: schedule.structures,
    marketValueRupees: schedule.marketValueRupees,
  }));
  // A transfer's schedules are sent for mutation of the land records in the registering transaction.
  const mutations = mutationsCalledFor(document.transactionMajorCode, document.schedules);
  return { base, parties, properties, links: document.links, cancels: document.cancels, mutations };
}
