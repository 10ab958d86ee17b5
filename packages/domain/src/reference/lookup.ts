import { stagesOfConstruction, structureTypes } from './construction.ts';
import { districts } from './districts.ts';
import { floors } from './floors.ts';
import { landUses } from './land-uses.ts';
import { localBodyTypes } from './local-body-types.ts';
import { CODED_REFERENCE_LIST_NAMES, type CodedReferenceListName, type ReferenceListName } from './names.ts';
import { partyRoles } from './party-roles.ts';
import { occupations, relationTypes, representTypes, salutations } from './persons.ts';
import { extentUnits, propertyTypes } from './property.ts';
import { rfZeroMax } from './rf-zero-max.ts';
import { sroOffices } from './sro-offices.ts';
import { transactionTypes } from './transaction-types.ts';
import type { District, PartyRole, ReferenceEntry, RfZeroMaxRecord, SroOffice, TransactionType } from './types.ts';

const REFERENCE_LISTS = {
  'stages-of-construction': stagesOfConstruction,
  floors,
  'structure-types': structureTypes,
  'land-uses': landUses,
  'local-body-types': localBodyTypes,
  'transaction-types': transactionTypes,
  districts,
  'sro-offices': sroOffices,
  'extent-units': extentUnits,
  'relation-types': relationTypes,
  'represent-types': representTypes,
  occupations,
  salutations,
  'property-types': propertyTypes,
  'rf-zero-max': rfZeroMax,
} as const satisfies { readonly [N in ReferenceListName]: readonly unknown[] };

export type ReferenceLists = typeof REFERENCE_LISTS;
export type ReferenceListEntry<N extends ReferenceListName> = ReferenceLists[N][number];

export function referenceList<N extends ReferenceListName>(name: N): ReferenceLists[N] {
  return REFERENCE_LISTS[name];
}

function indexByKey<T>(entries: readonly T[], keyOf: (entry: T) => string, listName: string): ReadonlyMap<string, T> {
  const index = new Map<string, T>();
  for (const entry of entries) {
    const key = keyOf(entry);
    if (index.has(key)) throw new Error(`Reference list ${listName} repeats the code ${key}`);
    index.set(key, entry);
  }
  return index;
}

// A repeated code would make a form's choice mean two things, so it fails at load rather than at lookup.
const CODE_INDEXES = new Map<CodedReferenceListName, ReadonlyMap<string, ReferenceEntry>>(
  CODED_REFERENCE_LIST_NAMES.map((name) => [name, indexByKey<ReferenceEntry>(REFERENCE_LISTS[name], (entry) => entry.code, name)]),
);

/** The entry with this code in a coded list, if any; the way to check a code a form sends. */
export function findReferenceEntry<N extends CodedReferenceListName>(name: N, code: string): ReferenceListEntry<N> | undefined {
  return CODE_INDEXES.get(name)?.get(code) as ReferenceListEntry<N> | undefined;
}

const transactionKey = (majorCode: string, minorCode: string) => `${majorCode}/${minorCode}`;

const TRANSACTION_INDEX = indexByKey(transactionTypes, (type) => transactionKey(type.majorCode, type.minorCode), 'transaction-types');

export function findTransactionType(majorCode: string, minorCode: string): TransactionType | undefined {
  return TRANSACTION_INDEX.get(transactionKey(majorCode, minorCode));
}

/**
 * The major transaction types (registration types): the rows with minor code
 * 00. Two majors carry the same name in the department's list (09 and 41, both
 * "Power Of Attorney"); in a list a person chooses from, such names carry their
 * major code, so no two choices read alike.
 */
export function majorTransactionTypes(): readonly TransactionType[] {
  return MAJOR_TRANSACTION_TYPES;
}

const MAJOR_TRANSACTION_TYPES: readonly TransactionType[] = (() => {
  const majors = transactionTypes.filter((type) => type.minorCode === '00');
  const named = (type: TransactionType) => majors.filter((other) => other.description.en === type.description.en).length;
  return majors.map((type) =>
    named(type) > 1 ? { ...type, description: { en: `${type.description.en} (${type.majorCode})`, te: `${type.description.te} (${type.majorCode})` } } : type,
  );
})();

/** The minor types (document natures) of one major type, without the major's own 00 row. */
export function transactionTypesOfMajor(majorCode: string): readonly TransactionType[] {
  return transactionTypes.filter((type) => type.majorCode === majorCode && type.minorCode !== '00');
}

/**
 * The parties a document of this type names. Most minor types list none of their
 * own and take those of their major type.
 */
export function transactionParties(majorCode: string, minorCode: string): readonly PartyRole[] | undefined {
  const type = findTransactionType(majorCode, minorCode);
  if (!type) return undefined;
  if (type.parties.length > 0) return type.parties;
  return findTransactionType(majorCode, '00')?.parties ?? [];
}

const PARTY_ROLE_INDEX = indexByKey(partyRoles, (role) => role.code, 'party-roles');

export function findPartyRole(code: string): PartyRole | undefined {
  return PARTY_ROLE_INDEX.get(code);
}

/**
 * Indexes RFZeroMax records by major/minor code. The list repeats records; a
 * repeat is harmless only while it agrees, so a disagreement throws instead of
 * letting the first or last record win.
 */
export function indexRfZeroMax(records: readonly RfZeroMaxRecord[]): ReadonlyMap<string, number> {
  const caps = new Map<string, number>();
  for (const record of records) {
    const key = transactionKey(record.majorCode, record.minorCode);
    const known = caps.get(key);
    if (known !== undefined && known !== record.max) {
      throw new Error(`RFZeroMax gives ${key} two caps: ${known} and ${record.max}`);
    }
    caps.set(key, record.max);
  }
  return caps;
}

const FEE_CAPS = indexRfZeroMax(rfZeroMax);

/** The registration-fee cap (spec §9 RFZeroMax) of a transaction type, if it has one. */
export function registrationFeeCap(majorCode: string, minorCode: string): number | undefined {
  return FEE_CAPS.get(transactionKey(majorCode, minorCode));
}

export function findDistrict(code: string): District | undefined {
  return findReferenceEntry('districts', code);
}

export function findSroOffice(code: string): SroOffice | undefined {
  return findReferenceEntry('sro-offices', code);
}

/**
 * The Andhra Pradesh SRO offices of a registration district. The department's
 * lists tie an office only to its revenue district (the prefix of its code), so
 * the registration districts that share a revenue district share its offices.
 */
export function sroOfficesOfDistrict(districtCode: string): readonly SroOffice[] {
  const district = findDistrict(districtCode);
  if (!district) return [];
  return sroOffices.filter((office) => office.state === 'AP' && office.revenueDistrictCode === district.revenueDistrictCode);
}
