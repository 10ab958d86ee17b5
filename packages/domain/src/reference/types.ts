import type { BilingualText } from '../i18n/index.ts';

/** One coded entry of a reference list (spec §3.4): a code and its name in both languages. */
export interface ReferenceEntry {
  readonly code: string;
  readonly description: BilingualText;
  /**
   * Set where the portal supplies some of the description itself because the
   * department's lists lack it (a missing code, a missing Telugu name, or a
   * meaning the specification changes).
   */
  readonly authored?: true;
}

export interface StageOfConstruction extends ReferenceEntry {
  /** The stage's number in the department's list, which orders the stages differently. */
  readonly sourceCode?: string;
}

export type Floor = ReferenceEntry;
export type StructureType = ReferenceEntry;

export type LandUseArea = 'urban' | 'rural' | 'other';
export interface LandUse extends ReferenceEntry {
  readonly area: LandUseArea;
}

export type LocalBodyType = ReferenceEntry;

/** The side of a document a party stands on: the source's PARTY1, PARTY2 and PARTY3 columns. */
export type PartySide = 'executant' | 'claimant' | 'witness';
export interface PartyRole extends ReferenceEntry {
  readonly side: PartySide;
}

export interface TransactionType extends ReferenceEntry {
  readonly majorCode: string;
  readonly minorCode: string;
  /** The parties this row itself names; see `transactionParties` for the ones that apply. */
  readonly parties: readonly PartyRole[];
}

export interface District extends ReferenceEntry {
  readonly revenueDistrictCode: string;
}

export type SroOfficeState = 'AP' | 'TG' | 'STATE';
export interface SroOffice extends ReferenceEntry {
  readonly state: SroOfficeState;
  /** Absent on the state-level entries, which belong to no district. */
  readonly revenueDistrictCode?: string;
}

export type ExtentUnit = ReferenceEntry;
export type PropertyType = ReferenceEntry;
export type PropertyKind = ReferenceEntry;
export type RelationType = ReferenceEntry;
export type RepresentType = ReferenceEntry;
export type Salutation = ReferenceEntry;

export interface Occupation extends ReferenceEntry {
  /** The form asks for the occupation in words when this entry is chosen. */
  readonly requiresDetail?: true;
}

/** A record of spec §9's RFZeroMax: the registration-fee cap of one transaction type. */
export interface RfZeroMaxRecord {
  readonly majorCode: string;
  readonly minorCode: string;
  readonly max: number;
}
