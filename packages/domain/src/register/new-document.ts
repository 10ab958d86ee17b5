import { z } from 'zod';
import { bilingualText, calendarDate, TEXT_LIMITS } from '../validation/index.ts';
import { BOUNDARY_SIDES, PARTY_RELATIONS, PARTY_RESIDENCES, PARTY_ROLES, PROPERTY_KINDS, REGISTER_BOOKS } from './constants.ts';

const isoDate = calendarDate();
const rupees = z.number().int({ error: 'invalidAmount' }).min(0, { error: 'invalidAmount' });
const decimalText = z.string().regex(/^\d{1,9}(\.\d{1,4})?$/, { error: 'invalidValue' });

export const newPartySchema = z.object({
  role: z.enum(PARTY_ROLES),
  partyCode: z.string().min(2).max(2),
  /** Index, in this document's party list, of the party a representative acts for. */
  representsIndex: z.number().int().min(0).optional(),
  representTypeCode: z.string().optional(),
  name: bilingualText(TEXT_LIMITS.name),
  relationType: z.enum(Object.keys(PARTY_RELATIONS) as [keyof typeof PARTY_RELATIONS]),
  relationName: bilingualText(TEXT_LIMITS.name),
  age: z.number().int().min(0).max(120).nullable(),
  address: bilingualText(TEXT_LIMITS.address),
  pan: z.string().regex(/^[A-Z]{5}\d{4}[A-Z]$/, { error: 'invalidPan' }).optional(),
  aadhaar: z.string().regex(/^\d{12}$/, { error: 'invalidAadhaar' }).optional(),
  phone: z.string().regex(/^[6-9]\d{9}$/, { error: 'invalidMobile' }).optional(),
  email: z.email({ error: 'invalidEmail' }).optional(),
  residence: z.enum(PARTY_RESIDENCES, { error: 'unknownChoice' }).optional(),
});
export type NewRegisterParty = z.infer<typeof newPartySchema>;

export const newScheduleSchema = z.object({
  kind: z.enum(PROPERTY_KINDS),
  villageCode: z.string().min(1),
  landUseCode: z.string().min(1),
  surveyNumber: z.string().max(20).default(''),
  ward: z.string().max(10).default(''),
  block: z.string().max(10).default(''),
  doorNumber: z.string().max(30).default(''),
  plotNumber: z.string().max(20).default(''),
  layoutName: z.string().max(100).default(''),
  apartmentName: z.string().max(100).default(''),
  flatNumber: z.string().max(20).default(''),
  extent: decimalText,
  extentUnit: z.enum(['acres', 'sq-yards']),
  plinthAreaSqFt: decimalText.nullable().default(null),
  boundaries: z.record(z.enum(BOUNDARY_SIDES), bilingualText(TEXT_LIMITS.boundary)),
  structures: z
    .array(z.object({ structureTypeCode: z.string(), floorCode: z.string(), plinthAreaSqFt: decimalText, stageCode: z.string(), ageYears: z.number().int().min(0) }))
    .default([]),
  marketValueRupees: rupees,
});
export type NewRegisterSchedule = z.input<typeof newScheduleSchema>;

export const documentReferenceSchema = z.object({
  sroCode: z.string().min(1),
  documentNumber: z.number().int().min(1),
  year: z.number().int().min(1900).max(2100),
});
export type DocumentReference = z.infer<typeof documentReferenceSchema>;

/** A document presented for registration; its number is given when it is registered. */
export const newDocumentSchema = z.object({
  sroCode: z.string().min(1),
  bookNumber: z.union(REGISTER_BOOKS.map((book) => z.literal(book.number)) as [z.ZodLiteral<1>, z.ZodLiteral<3>, z.ZodLiteral<4>]),
  transactionMajorCode: z.string().regex(/^\d{2}$/),
  transactionMinorCode: z.string().regex(/^\d{2}$/),
  presentedOn: isoDate,
  executedOn: isoDate,
  registeredOn: isoDate,
  considerationRupees: rupees,
  marketValueRupees: rupees,
  stampDutyRupees: rupees,
  transferDutyRupees: rupees,
  registrationFeeRupees: rupees,
  userChargesRupees: rupees.default(0),
  latePresentationFineRupees: rupees.default(0),
  hasScannedImage: z.boolean().default(true),
  parties: z.array(newPartySchema).min(1),
  schedules: z.array(newScheduleSchema).default([]),
  /** Earlier documents the title comes from. */
  links: z.array(documentReferenceSchema).default([]),
  /** An earlier document this one cancels. */
  cancels: documentReferenceSchema.optional(),
});
export type NewRegisterDocument = z.input<typeof newDocumentSchema>;
