import { z } from 'zod';
import { rateDecisionSchema, type RateDecision } from '../market-value/index.ts';
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

/**
 * A correction is proposed by one officer and takes effect only when a second
 * officer above them approves it (maker–checker); a rejected one changes
 * nothing. Either way it is kept, with who decided, when and why.
 */
export const INDEX_CORRECTION_STATUSES = ['proposed', 'approved', 'rejected'] as const;
export type IndexCorrectionStatus = (typeof INDEX_CORRECTION_STATUSES)[number];

/** A decision on a proposed correction reads as one on a rate version: approve, or reject saying why. */
export const indexCorrectionDecisionSchema = rateDecisionSchema;
export type IndexCorrectionDecision = RateDecision;

export const indexCorrectionViewSchema = z.object({
  id: z.number().int(),
  sroCode: z.string(),
  citation: z.string(),
  partyPosition: z.number().int(),
  status: z.enum(INDEX_CORRECTION_STATUSES),
  /** When it was proposed, by whom and why. */
  at: z.iso.datetime(),
  by: z.string(),
  reason: z.string(),
  before: z.record(z.string(), z.string()),
  after: z.record(z.string(), z.string()),
  decidedBy: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  remarks: z.string(),
});
export type IndexCorrectionView = z.infer<typeof indexCorrectionViewSchema>;
export const indexCorrectionsResponseSchema = z.object({ corrections: z.array(indexCorrectionViewSchema) });
