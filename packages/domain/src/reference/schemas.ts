import { z } from 'zod';
import { bilingualTextSchema } from '../i18n/index.ts';
import { CODED_REFERENCE_LIST_NAMES, REFERENCE_LIST_NAMES } from './names.ts';

export const referenceListNameSchema = z.enum(REFERENCE_LIST_NAMES);
export const referenceListParamsSchema = z.object({ list: referenceListNameSchema });

/** A coded entry; each list adds its own fields (area, parties, state, …), which pass through. */
export const referenceEntrySchema = z.looseObject({
  code: z.string().min(1),
  description: bilingualTextSchema,
  authored: z.literal(true).optional(),
});

const twoDigitCode = z.string().regex(/^\d{2}$/);
export const rfZeroMaxRecordSchema = z.object({
  majorCode: twoDigitCode,
  minorCode: twoDigitCode,
  max: z.number().int().positive(),
});

export const referenceListResponseSchema = z.discriminatedUnion('list', [
  z.object({ list: z.enum(CODED_REFERENCE_LIST_NAMES), entries: z.array(referenceEntrySchema) }),
  z.object({ list: z.literal('rf-zero-max'), entries: z.array(rfZeroMaxRecordSchema) }),
]);
export type ReferenceListResponse = z.infer<typeof referenceListResponseSchema>;
