import { z } from 'zod';
import { bilingualTextSchema } from '../i18n/index.ts';
import { DUTY_LINE_COMPONENTS } from './calculate.ts';
import { LOCAL_BODY_CODES } from './rate-table.ts';

/** ₹10 lakh crore: above any property value, and still exact in a JavaScript number. */
export const MAX_DUTY_RUPEES = 10 ** 13;

/** A missing field and a wrong one get different messages (keys of VALIDATION_MESSAGES). */
const requiredOrInvalid = (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : 'invalidValue');

const transactionCodeSchema = z.string({ error: requiredOrInvalid }).regex(/^\d{2}$/, { error: 'invalidValue' });

/** An amount says what it wants: whole rupees, not paise or a negative. */
const rupeesInputSchema = z
  .number({ error: (issue) => (issue.input === undefined ? 'required' : 'invalidAmount') })
  .int({ error: 'invalidAmount' })
  .min(0, { error: 'invalidAmount' })
  .max(MAX_DUTY_RUPEES, { error: 'invalidAmount' });

export const dutyCalculationRequestSchema = z.object({
  majorCode: transactionCodeSchema.describe('Transaction major code, e.g. `01` sale'),
  minorCode: transactionCodeSchema.describe('Transaction minor code, e.g. `01` sale deed'),
  marketValue: rupeesInputSchema.describe('Market value in whole rupees'),
  consideration: rupeesInputSchema.describe('Consideration in whole rupees; for a lease, total rent plus advance'),
  stampPaperValue: rupeesInputSchema.optional().describe('Stamp paper already bought for the document, whole rupees'),
  localBodyType: z.enum(LOCAL_BODY_CODES, { error: 'unknownChoice' }).optional().describe('Local-body class of spec §3.4, `1`–`8`'),
  sezParty: z.boolean({ error: 'invalidValue' }).optional().describe('A party is an SEZ developer or unit'),
});
export type DutyCalculationRequest = z.infer<typeof dutyCalculationRequestSchema>;

const rupeesSchema = z.number().int().nonnegative();

export const dutyLineSchema = z.object({
  component: z.enum(DUTY_LINE_COMPONENTS),
  amount: rupeesSchema.describe('Whole rupees; the `stampPaperDeduction` line is taken off the total'),
  rule: bilingualTextSchema.describe("How the amount was reached, e.g. '5% of ₹50,00,000'"),
  citation: bilingualTextSchema.describe('The government orders the rate comes from, with their dates, for the reader'),
  rateRowId: z.string().describe('The rate-table row applied'),
});

export const dutyCalculationResponseSchema = z.object({
  chargeableValue: rupeesSchema.describe('The higher of market value and consideration'),
  stampDuty: rupeesSchema,
  transferDuty: rupeesSchema,
  registrationFee: rupeesSchema,
  userCharges: rupeesSchema,
  stampPaperDeducted: rupeesSchema,
  total: rupeesSchema.describe('Payable: stamp duty + transfer duty + registration fee + user charges − stamp paper deducted'),
  lines: z.array(dutyLineSchema),
});
export type DutyCalculationResponse = z.infer<typeof dutyCalculationResponseSchema>;
