import { z } from 'zod';
import { bilingualTextSchema } from '../i18n/index.ts';
import { BOUNDARY_SIDES, DOCUMENT_STATUSES, PARTY_RELATIONS, PARTY_ROLES, PROPERTY_KINDS } from './constants.ts';

const codeAndName = z.object({ code: z.string(), name: bilingualTextSchema });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A reference to a registered document, as cited: office, number and year. */
export const documentCitationSchema = z.object({
  sroCode: z.string(),
  documentNumber: z.number().int(),
  year: z.number().int(),
  /** `1234/2024`. */
  citation: z.string(),
  /** Set when the cited document is in the register (it may predate it). */
  documentId: z.number().int().nullable(),
});
export type DocumentCitation = z.infer<typeof documentCitationSchema>;

/** A party as any service shows it: identity numbers only ever masked. */
export const registerPartySchema = z.object({
  position: z.number().int(),
  role: z.enum(PARTY_ROLES),
  /** The party's description in this transaction (vendor, vendee, mortgagor…). */
  partyLabel: bilingualTextSchema,
  name: bilingualTextSchema,
  relationType: z.enum(Object.keys(PARTY_RELATIONS) as [keyof typeof PARTY_RELATIONS]),
  relationName: bilingualTextSchema,
  age: z.number().int().nullable(),
  address: bilingualTextSchema,
  aadhaarMasked: z.string().nullable(),
  panMasked: z.string().nullable(),
  form60: z.boolean(),
  /** A code of the reference list of represent types (GPA agent, minor guardian…). */
  representType: codeAndName.nullable(),
  /** The position of the party a representative acts for. */
  representsPosition: z.number().int().nullable(),
});
export type RegisterPartyView = z.infer<typeof registerPartySchema>;

export const scheduleStructureSchema = z.object({
  structureType: codeAndName,
  floor: codeAndName,
  plinthAreaSqFt: z.string(),
  stage: codeAndName,
  ageYears: z.number().int(),
});

export const registerScheduleSchema = z.object({
  scheduleNumber: z.number().int(),
  kind: z.enum(PROPERTY_KINDS),
  district: codeAndName,
  village: codeAndName,
  landUse: codeAndName,
  surveyNumber: z.string(),
  ward: z.string(),
  block: z.string(),
  doorNumber: z.string(),
  plotNumber: z.string(),
  layoutName: z.string(),
  apartmentName: z.string(),
  flatNumber: z.string(),
  /** Decimal text in `extentUnit`. */
  extent: z.string(),
  extentUnit: z.enum(['acres', 'sq-yards']),
  plinthAreaSqFt: z.string().nullable(),
  boundaries: z.record(z.enum(BOUNDARY_SIDES), bilingualTextSchema),
  structures: z.array(scheduleStructureSchema),
  marketValueRupees: z.number().int(),
  /** One line, as an EC prints it: place, numbers and extent. */
  description: bilingualTextSchema,
});
export type RegisterScheduleView = z.infer<typeof registerScheduleSchema>;

/** A registered document as the EC, the name search and certified copies show it. */
export const registeredDocumentSchema = z.object({
  id: z.number().int(),
  sro: codeAndName,
  district: codeAndName,
  bookNumber: z.number().int(),
  documentNumber: z.number().int(),
  year: z.number().int(),
  citation: z.string(),
  transaction: z.object({ majorCode: z.string(), minorCode: z.string(), name: bilingualTextSchema }),
  presentedOn: isoDate,
  executedOn: isoDate,
  registeredOn: isoDate,
  considerationRupees: z.number().int(),
  marketValueRupees: z.number().int(),
  stampDutyRupees: z.number().int(),
  transferDutyRupees: z.number().int(),
  registrationFeeRupees: z.number().int(),
  status: z.enum(DOCUMENT_STATUSES),
  cancelledBy: documentCitationSchema.nullable(),
  parties: z.array(registerPartySchema),
  schedules: z.array(registerScheduleSchema),
  links: z.array(documentCitationSchema),
});
export type RegisteredDocumentView = z.infer<typeof registeredDocumentSchema>;
