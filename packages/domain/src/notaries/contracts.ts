import { z } from 'zod';
import type { BilingualText } from '../i18n/index.ts';
import { calendarDate, text, TEXT_LIMITS } from '../validation/index.ts';

/** The header's notice: a spreadsheet of the notaries list, written afresh whenever the list changes. */
export const NOTARIES_NOTICE_TITLE: BilingualText = { en: 'Notaries List Notice', te: 'నోటరీల జాబితా ప్రకటన' };

/** `AP/NOT/2019/1151`: the state, the year of appointment and a serial. */
export const NOTARY_NUMBER_PATTERN = /^AP\/NOT\/\d{4}\/\d{3,6}$/;

/** A notary as the department keeps the list (Notaries Act 1952): appointment, area of practice and the term in force. */
export const notaryRequestSchema = z
  .object({
    registrationNumber: z.string({ error: 'required' }).trim().toUpperCase().regex(NOTARY_NUMBER_PATTERN, { error: 'invalidNotaryNumber' }),
    name: text(TEXT_LIMITS.name).trim().min(2, { error: 'invalidName' }),
    /** The revenue district the notary practises in. */
    districtCode: z.string({ error: 'required' }).trim().regex(/^\d{2}$/, { error: 'unknownChoice' }),
    address: text(TEXT_LIMITS.address).trim().min(5, { error: 'required' }),
    validFrom: calendarDate(),
    validTo: calendarDate(),
  })
  .superRefine((notary, context) => {
    if (notary.validTo < notary.validFrom) context.addIssue({ code: 'custom', path: ['validTo'], message: 'dateRangeOrder' });
  });
export type NotaryRequest = z.infer<typeof notaryRequestSchema>;

export const notaryViewSchema = z.object({
  notaryId: z.number().int(),
  registrationNumber: z.string(),
  name: z.string(),
  districtCode: z.string(),
  address: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  /** Whether today lies within the term: an expired notary is shown as such, never hidden. */
  inForce: z.boolean(),
  updatedBy: z.string(),
});
export type NotaryView = z.infer<typeof notaryViewSchema>;

export const notarySearchSchema = z.object({
  name: z.string().trim().max(100, { error: 'textTooLong' }).optional(),
  districtCode: z.string().regex(/^\d{2}$/, { error: 'unknownChoice' }).optional(),
});

export const notaryParamsSchema = z.object({ notaryId: z.coerce.number().int().min(1) });
