import { z } from 'zod';
import { bilingualTextSchema, languageSchema } from '../i18n/index.ts';
import type { BilingualText } from '../i18n/index.ts';
import { sroOffices } from '../reference/index.ts';
import { REGISTER_BOOKS, REGISTER_START_DATE } from '../register/index.ts';
import { registeredDocumentSchema } from '../register/index.ts';
import { CERTIFIED_COPY_FEE_COMPONENTS } from './fee.ts';
import { CERTIFIED_COPY_STATUSES } from './workflow.ts';

export const CERTIFIED_COPY_PURPOSES = ['bank-loan', 'court-case', 'personal-record', 'government-department', 'other'] as const;
export type CertifiedCopyPurpose = (typeof CERTIFIED_COPY_PURPOSES)[number];

export const CERTIFIED_COPY_PURPOSE_LABELS = {
  'bank-loan': { en: 'Bank loan', te: 'బ్యాంకు రుణం' },
  'court-case': { en: 'Court case', te: 'కోర్టు కేసు' },
  'personal-record': { en: 'Personal record', te: 'వ్యక్తిగత రికార్డు' },
  'government-department': { en: 'Government department', te: 'ప్రభుత్వ శాఖ' },
  other: { en: 'Other', te: 'ఇతరం' },
} as const satisfies Record<CertifiedCopyPurpose, BilingualText>;

export const PAYMENT_MODES = ['cash', 'challan', 'online'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export const PAYMENT_MODE_LABELS = {
  cash: { en: 'Cash at the counter', te: 'కౌంటర్‌లో నగదు' },
  challan: { en: 'Challan', te: 'చలానా' },
  online: { en: 'Online payment', te: 'ఆన్‌లైన్ చెల్లింపు' },
} as const satisfies Record<PaymentMode, BilingualText>;

export const CERTIFIED_COPIES_MAX = 5;
export const CERTIFIED_COPY_PAGE_SIZE = 20;
export const CERTIFIED_COPY_SRO_CODES = sroOffices.filter((office) => office.state === 'AP').map((office) => office.code);
/** The register's first year: a document older than it is not in the register to copy. */
export const CERTIFIED_COPY_FIRST_YEAR = Number(REGISTER_START_DATE.slice(0, 4));

const requiredOrInvalid = (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : 'invalidValue');
const requiredOrUnknown = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === '' ? 'required' : 'unknownChoice');
const BOOK_NUMBERS = REGISTER_BOOKS.map((book) => book.number);
type BookNumber = (typeof BOOK_NUMBERS)[number];

const sroCodeSchema = z
  .string({ error: requiredOrUnknown })
  .trim()
  .min(1, { error: 'required' })
  .refine((code) => code === '' || CERTIFIED_COPY_SRO_CODES.includes(code), { error: 'unknownChoice' })
  .describe('SRO code, e.g. `712`');

/**
 * The registers a copy is taken from: the register of documents, or the
 * marriage registers the Sub-Registrar keeps as Marriage Registrar (Hindu
 * and special marriages), named by their registration number.
 */
export const CERTIFIED_COPY_RECORDS = ['document', 'marriage'] as const;
export type CertifiedCopyRecord = (typeof CERTIFIED_COPY_RECORDS)[number];

export const CERTIFIED_COPY_RECORD_LABELS = {
  document: { en: 'Registered document', te: 'రిజిస్టర్ అయిన దస్తావేజు' },
  marriage: { en: 'Marriage register entry', te: 'వివాహ రిజిస్టర్ నమోదు' },
} as const satisfies Record<CertifiedCopyRecord, BilingualText>;

/** `HMR/07/2026/000001` or `SMR/…`: the marriage registers' numbers. */
export const MARRIAGE_REGISTRATION_NUMBER_PATTERN = /^(HMR|SMR)\/\d{2}\/\d{4}\/\d{6}$/;

export const certifiedCopyRequestSchema = z
  .object({
    record: z.enum(CERTIFIED_COPY_RECORDS, { error: 'unknownChoice' }).default('document').describe('What is copied; a registered document unless said'),
    sroCode: sroCodeSchema,
    bookNumber: z
      .number({ error: requiredOrUnknown })
      .refine((book): book is BookNumber => (BOOK_NUMBERS as number[]).includes(book), { error: 'unknownChoice' })
      .optional()
      .describe('A document: Book 1 (immovable property), 3 (wills) or 4 (other documents)'),
    documentNumber: z
      .number({ error: requiredOrInvalid })
      .int({ error: 'invalidDocumentNumber' })
      .min(1, { error: 'invalidDocumentNumber' })
      .max(9_999_999, { error: 'invalidDocumentNumber' })
      .optional(),
    year: z
      .number({ error: requiredOrInvalid })
      .int({ error: 'invalidRegistrationYear' })
      .min(CERTIFIED_COPY_FIRST_YEAR, { error: 'invalidRegistrationYear' })
      .refine((year) => year <= new Date().getFullYear(), { error: 'invalidRegistrationYear' })
      .optional(),
    registrationNumber: z
      .string({ error: 'invalidMarriageNumber' })
      .trim()
      .toUpperCase()
      .refine((number) => number === '' || MARRIAGE_REGISTRATION_NUMBER_PATTERN.test(number), { error: 'invalidMarriageNumber' })
      .optional()
      .describe('A marriage: its registration number, e.g. `HMR/07/2026/000001`'),
  applicantName: z
    .string({ error: requiredOrInvalid })
    .trim()
    .min(1, { error: 'required' })
    .refine((name) => name === '' || name.length >= 2, { error: 'invalidName' })
    .max(100, { error: 'invalidName' }),
  applicantMobile: z
    .string({ error: 'invalidMobile' })
    .trim()
    .refine((mobile) => mobile === '' || /^[6-9]\d{9}$/.test(mobile), { error: 'invalidMobile' })
    .optional()
    .describe('Ten digits starting with 6 to 9; kept encrypted and shown masked'),
  purpose: z.enum(CERTIFIED_COPY_PURPOSES, { error: requiredOrUnknown }),
  copies: z
    .number({ error: requiredOrInvalid })
    .int({ error: 'invalidCopies' })
    .min(1, { error: 'invalidCopies' })
    .max(CERTIFIED_COPIES_MAX, { error: 'invalidCopies' }),
  })
  .superRefine(
    (request, context) => {
      // Runs beside the fields' own checks (none of them aborts), so a blank form names every field it lacks at once.
      if (typeof request !== 'object' || request === null) return;
      const required = (path: 'bookNumber' | 'documentNumber' | 'year' | 'registrationNumber') => {
        if (request[path] === undefined || request[path] === '') context.addIssue({ code: 'custom', path: [path], message: 'required' });
      };
      if (request.record === 'marriage') required('registrationNumber');
      else (['bookNumber', 'documentNumber', 'year'] as const).forEach(required);
    },
    { when: () => true },
  );
export type CertifiedCopyRequestInput = z.input<typeof certifiedCopyRequestSchema>;
export type CertifiedCopyRequest = z.output<typeof certifiedCopyRequestSchema>;

/** A challan number or a payment gateway's transaction id. */
export const PAYMENT_REFERENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/-]{3,39}$/;

export const certifiedCopyPaymentSchema = z
  .object({
    mode: z.enum(PAYMENT_MODES, { error: requiredOrUnknown }),
    reference: z
      .string({ error: 'invalidPaymentReference' })
      .trim()
      .refine((reference) => reference === '' || PAYMENT_REFERENCE_PATTERN.test(reference), { error: 'invalidPaymentReference' })
      .optional()
      .describe('Challan number or transaction id; may be left out for cash'),
  })
  .superRefine((payment, context) => {
    if (payment.mode !== 'cash' && !payment.reference) {
      context.addIssue({ code: 'custom', path: ['reference'], message: 'paymentReferenceRequired' });
    }
  });
export type CertifiedCopyPaymentInput = z.input<typeof certifiedCopyPaymentSchema>;

export const certifiedCopyReadySchema = z.object({
  language: languageSchema.describe('The language the certified copy is issued in'),
});

export const certifiedCopyListQuerySchema = z.object({
  status: z.union([z.literal(''), z.enum(CERTIFIED_COPY_STATUSES, { error: 'unknownChoice' })]).optional(),
  sroCode: z
    .string({ error: 'unknownChoice' })
    .trim()
    .refine((code) => code === '' || CERTIFIED_COPY_SRO_CODES.includes(code), { error: 'unknownChoice' })
    .optional(),
  page: z.coerce.number({ error: 'pageOutOfRange' }).int({ error: 'pageOutOfRange' }).min(1, { error: 'pageOutOfRange' }).max(10_000, { error: 'pageOutOfRange' }).default(1),
});
export type CertifiedCopyListQuery = z.input<typeof certifiedCopyListQuerySchema>;

export const certifiedCopyParamsSchema = z.object({
  id: z.coerce.number({ error: 'invalidValue' }).int({ error: 'invalidValue' }).positive({ error: 'invalidValue' }).max(2_147_483_647, { error: 'invalidValue' }),
});

export const certifiedCopyPdfQuerySchema = z.object({ lang: languageSchema.optional().describe('Ignored: the copy is served in the language it was issued in') });

const feeComponentsSchema = z.object(
  Object.fromEntries(CERTIFIED_COPY_FEE_COMPONENTS.map((component) => [component, z.number().int()])) as Record<
    (typeof CERTIFIED_COPY_FEE_COMPONENTS)[number],
    z.ZodNumber
  >,
);

export const certifiedCopyFeeSchema = z.object({ copies: z.number().int(), components: feeComponentsSchema, totalRupees: z.number().int() });

export const certifiedCopySummarySchema = z.object({
  id: z.number().int(),
  reference: z.string().describe('e.g. `CC/2026/000123`'),
  record: z.enum(CERTIFIED_COPY_RECORDS),
  /** The office whose register holds what is copied. */
  sro: z.object({ code: z.string(), name: bilingualTextSchema }),
  /** How the copied record is cited: `1234/2026` of a book, or a marriage's registration number. */
  citation: z.string(),
  document: z
    .object({
      id: z.number().int(),
      bookNumber: z.number().int(),
      documentNumber: z.number().int(),
      year: z.number().int(),
    })
    .nullable(),
  marriage: z.object({ entryId: z.string(), kind: z.enum(['hindu-marriage', 'special-marriage']), registrationNumber: z.string() }).nullable(),
  applicantName: z.string(),
  applicantMobileMasked: z.string().nullable(),
  purpose: z.enum(CERTIFIED_COPY_PURPOSES),
  fee: certifiedCopyFeeSchema,
  status: z.enum(CERTIFIED_COPY_STATUSES),
  paymentMode: z.enum(PAYMENT_MODES).nullable(),
  paymentReference: z.string().nullable(),
  certificateCode: z.string().nullable(),
  requestedAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  readyAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  requestedBy: z.string().nullable().describe('Login id of the officer who took the request'),
  lastActedBy: z.string().nullable().describe('Login id of the officer who took the latest step'),
});
export type CertifiedCopySummary = z.infer<typeof certifiedCopySummarySchema>;

export const certifiedCopyListSchema = z.object({
  requests: z.array(certifiedCopySummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z.object(Object.fromEntries(CERTIFIED_COPY_STATUSES.map((status) => [status, z.number().int()])) as Record<(typeof CERTIFIED_COPY_STATUSES)[number], z.ZodNumber>),
});
export type CertifiedCopyList = z.infer<typeof certifiedCopyListSchema>;

/** A marriage register's entry as a certified copy shows it: the particulars as registered, without the papers or the steps. */
export const certifiedMarriageSchema = z.object({
  kind: z.enum(['hindu-marriage', 'special-marriage']),
  registrationNumber: z.string(),
  registeredOn: z.string(),
  sroCode: z.string(),
  name: z.string(),
  particulars: z.record(z.string(), z.unknown()),
});
export type CertifiedMarriage = z.infer<typeof certifiedMarriageSchema>;

export const certifiedCopyDetailsSchema = z.object({ request: certifiedCopySummarySchema, document: registeredDocumentSchema.nullable(), marriage: certifiedMarriageSchema.nullable() });
export type CertifiedCopyDetails = z.infer<typeof certifiedCopyDetailsSchema>;
