import { z } from 'zod';
import { calendarDate, text, TEXT_LIMITS } from '../validation/index.ts';
import { PROHIBITION_CATEGORIES } from './contracts.ts';

const CATEGORY_CODES = Object.keys(PROHIBITION_CATEGORIES) as [string, ...string[]];
const orderNumber = z.string({ error: 'required' }).trim().min(3, { error: 'required' }).max(60, { error: 'textTooLong' });
const reason = text(TEXT_LIMITS.remarks).trim().min(5, { error: 'required' });

/**
 * A District Registrar's notification of property prohibited from
 * registration (Registration Act s.22-A): the village, the survey or door
 * number, the category, and the order that prohibits it.
 */
export const prohibitionOrderSchema = z
  .object({
    villageCode: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(20, { error: 'unknownChoice' }),
    surveyNumber: z.string().trim().max(20, { error: 'invalidSurveyNumber' }).default(''),
    doorNumber: z.string().trim().max(30, { error: 'textTooLong' }).default(''),
    category: z.enum(CATEGORY_CODES, { error: 'unknownChoice' }),
    orderNumber,
    orderDate: calendarDate(),
    reason,
  })
  .superRefine((notice, context) => {
    if (!notice.surveyNumber && !notice.doorNumber) context.addIssue({ code: 'custom', path: ['surveyNumber'], message: 'surveyOrDoorRequired' });
  });
export type ProhibitionOrderInput = z.input<typeof prohibitionOrderSchema>;
export type ProhibitionOrder = z.output<typeof prohibitionOrderSchema>;

/** Its withdrawal, by a later order. */
export const denotificationSchema = z.object({ orderNumber, orderDate: calendarDate(), reason });
export type Denotification = z.infer<typeof denotificationSchema>;

export const prohibitionParamsSchema = z.object({ prohibitionId: z.coerce.number({ error: 'invalidValue' }).int({ error: 'invalidValue' }).positive({ error: 'invalidValue' }).max(2_147_483_647, { error: 'invalidValue' }) });
export const prohibitionListQuerySchema = z.object({ districtCode: z.string().max(10).optional() });

export const prohibitionViewSchema = z.object({
  prohibitionId: z.number().int(),
  villageCode: z.string(),
  village: z.object({ en: z.string(), te: z.string() }),
  sroCode: z.string(),
  surveyNumber: z.string(),
  doorNumber: z.string(),
  category: z.string(),
  notifiedOn: z.string(),
  orderNumber: z.string().nullable(),
  reason: z.string(),
  notifiedBy: z.string().nullable(),
  denotifiedOn: z.string().nullable(),
  denotifyOrderNumber: z.string().nullable(),
  denotifyReason: z.string().nullable(),
  denotifiedBy: z.string().nullable(),
});
export type ProhibitionView = z.infer<typeof prohibitionViewSchema>;
