import { z } from 'zod';
import { bilingualText, text, TEXT_LIMITS } from '../validation/index.ts';

/** A Sub-Registrar's correction of how a party of a document is indexed, always with the reason. */
export const indexCorrectionSchema = z.object({
  sroCode: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(10, { error: 'unknownChoice' }),
  documentNumber: z.number({ error: 'invalidDocumentNumber' }).int({ error: 'invalidDocumentNumber' }).min(1, { error: 'invalidDocumentNumber' }),
  year: z.number({ error: 'invalidRegistrationYear' }).int({ error: 'invalidRegistrationYear' }).min(1900, { error: 'invalidRegistrationYear' }).max(2100, { error: 'invalidRegistrationYear' }),
  /** The party's place in the document's list, from 0. */
  partyPosition: z.number({ error: 'unknownChoice' }).int().min(0).max(99),
  name: bilingualText(TEXT_LIMITS.name),
  relationName: bilingualText(TEXT_LIMITS.name),
  address: bilingualText(TEXT_LIMITS.address),
  reason: text(TEXT_LIMITS.remarks).trim().min(10, { error: 'correctionNeedsReason' }),
});
export type IndexCorrection = z.infer<typeof indexCorrectionSchema>;

export const indexCorrectionViewSchema = z.object({
  at: z.iso.datetime(),
  by: z.string(),
  reason: z.string(),
  before: z.record(z.string(), z.string()),
  after: z.record(z.string(), z.string()),
});
