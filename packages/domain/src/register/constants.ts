import type { BilingualText } from '../i18n/index.ts';

/** The register goes back to 1 January 1983; no encumbrance search reaches earlier. */
export const REGISTER_START_DATE = '1983-01-01';

/** Anonymous EC searches allowed per client address per day (IST); signed-in staff are not limited. */
export const ANONYMOUS_EC_SEARCHES_PER_DAY = 20;

export const REGISTER_BOOKS = [
  { number: 1, description: { en: 'Book 1 (immovable property)', te: 'పుస్తకం 1 (స్థిరాస్తి)' } },
  { number: 3, description: { en: 'Book 3 (wills)', te: 'పుస్తకం 3 (వీలునామాలు)' } },
  { number: 4, description: { en: 'Book 4 (other documents)', te: 'పుస్తకం 4 (ఇతర దస్తావేజులు)' } },
] as const satisfies readonly { number: number; description: BilingualText }[];
export type RegisterBookNumber = (typeof REGISTER_BOOKS)[number]['number'];

export const DOCUMENT_STATUSES = ['registered', 'cancelled'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const PARTY_ROLES = ['executant', 'claimant', 'representative'] as const;
export type RegisterPartyRole = (typeof PARTY_ROLES)[number];

/** How a party is described by a relative, as a deed writes it: S/o, D/o, W/o, C/o. */
export const PARTY_RELATIONS = {
  'S/O': { en: 'S/o', te: 'తండ్రి' },
  'D/O': { en: 'D/o', te: 'తండ్రి' },
  'W/O': { en: 'W/o', te: 'భర్త' },
  'C/O': { en: 'C/o', te: 'సంరక్షకులు' },
} as const satisfies Record<string, BilingualText>;
export type PartyRelation = keyof typeof PARTY_RELATIONS;

/** Where a party lives: in India, or abroad as a non-resident Indian or an overseas citizen of India (the NRI and OCI reports count these). */
export const PARTY_RESIDENCES = ['resident', 'nri', 'oci'] as const;
export type PartyResidence = (typeof PARTY_RESIDENCES)[number];

export const PROPERTY_KINDS = ['rural', 'urban', 'flat'] as const;
export type RegisterPropertyKind = (typeof PROPERTY_KINDS)[number];

export const BOUNDARY_SIDES = ['north', 'south', 'east', 'west'] as const;
export type BoundarySide = (typeof BOUNDARY_SIDES)[number];

/** `1234/2024`, the way a document is cited. */
export function formatDocumentNumber(documentNumber: number, year: number): string {
  return `${documentNumber}/${year}`;
}
