import { z } from 'zod';
import { isValidAadhaar } from '../auth/index.ts';
import { bilingualTextSchema } from '../i18n/index.ts';
import { marketValueRequestSchema } from '../market-value/index.ts';
import { documentReferenceSchema, PARTY_RELATIONS, PARTY_RESIDENCES } from '../register/index.ts';
import { SERIAL_PATTERN } from '../stamps/index.ts';
import { calendarDate, text, TEXT_LIMITS } from '../validation/index.ts';

/**
 * Where a citizen's application stands. A draft is being entered; `submitted`
 * means the particulars are complete and the fees fixed from them; payment and
 * a confirmed slot make it `slot-booked`; the office checks it at the slot
 * (`checked`) or sends it back for correction (`sent-back`, resubmitted by the
 * citizen), registers it (`registered`, a document number), and hands the
 * document back (`returned`).
 */
/** `withdrawn`: an unpaid draft left without a step past its expiry, its files removed. */
export const APPLICATION_STATUSES = ['draft', 'submitted', 'paid', 'slot-booked', 'checked', 'sent-back', 'registered', 'returned', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** `APP-2026-000001`: one gapless series a year. */
export const APPLICATION_ID_PATTERN = /^APP-\d{4}-\d{6,9}$/;
export const applicationId = (year: number, serial: number) => `APP-${year}-${String(serial).padStart(6, '0')}`;
export const applicationParamsSchema = z.object({ applicationId: z.string().regex(APPLICATION_ID_PATTERN, { error: 'invalidValue' }) });

/**
 * Income-tax rule 114B: a PAN (or Form 60 from one who has none) is quoted on
 * a sale or purchase of immovable property valued above ₹10 lakh.
 */
export const PAN_REQUIRED_ABOVE_RUPEES = 10_00_000;

/** Stamp papers one deed may declare. */
export const MAX_STAMP_PAPERS_PER_DEED = 100;

const optionalText = (max: number) => text(max).trim().optional();
const code = z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(10, { error: 'unknownChoice' });

export const getStartedSchema = z.object({
  /** `regular` at the office of the property; `anywhere` at another office of the same district. */
  registrationType: z.enum(['regular', 'anywhere'], { error: 'unknownChoice' }),
  transactionMajorCode: z.string().regex(/^\d{2}$/, { error: 'unknownChoice' }),
  transactionMinorCode: z.string().regex(/^\d{2}$/, { error: 'unknownChoice' }),
  districtCode: code,
  sroCode: code,
  /** An earlier document whose executants and property this one starts from. */
  linkDocument: documentReferenceSchema.optional(),
});
export type GetStarted = z.infer<typeof getStartedSchema>;

const panSchema = z.string().trim().toUpperCase().regex(/^[A-Z]{5}\d{4}[A-Z]$/, { error: 'invalidPan' });
const aadhaarSchema = z
  .string()
  .trim()
  .regex(/^\d{12}$/, { error: 'invalidAadhaar' })
  .refine(isValidAadhaar, { error: 'invalidAadhaar' });

/** One party to the deed as the citizen enters it (spec §3.2 `Party details`). */
export const applicationPartySchema = z.object({
  /** The party's place in the deed: a code of the party-role list (EX, CL, MR, ME, …) or `RP` for a representative. */
  partyCode: z.string().trim().regex(/^[A-Z]{2}$/, { error: 'unknownChoice' }),
  name: text(TEXT_LIMITS.name).trim().min(2, { error: 'invalidName' }),
  /** The name as written in Telugu, when the party gives it. */
  nameTe: optionalText(TEXT_LIMITS.name),
  relationType: z.enum(Object.keys(PARTY_RELATIONS) as [keyof typeof PARTY_RELATIONS], { error: 'unknownChoice' }),
  relationName: text(TEXT_LIMITS.name).trim().min(2, { error: 'invalidName' }),
  age: z.number({ error: 'invalidAge' }).int({ error: 'invalidAge' }).min(0, { error: 'invalidAge' }).max(120, { error: 'invalidAge' }),
  /** A PAN, or which form the party gives instead. */
  pan: panSchema.optional(),
  panForm: z.enum(['form60', 'form61'], { error: 'unknownChoice' }).optional(),
  tan: z.string().trim().toUpperCase().regex(/^[A-Z]{4}\d{5}[A-Z]$/, { error: 'invalidValue' }).optional(),
  aadhaar: aadhaarSchema.optional(),
  /** How a representative stands for the party: a code of the represent-type list (GPA agent, guardian, …). */
  representTypeCode: z.string().trim().max(2).optional(),
  representSubType: optionalText(100),
  /** For a representative: the position, in this list, of the party represented. */
  representsIndex: z.number().int().min(0).max(49).optional(),
  email: z.email({ error: 'invalidEmail' }).max(254).optional(),
  phone: z.string().trim().regex(/^[6-9]\d{9}$/, { error: 'invalidMobile' }).optional(),
  address: text(TEXT_LIMITS.address).trim().min(5, { error: 'required' }),
  currentAddress: optionalText(TEXT_LIMITS.address),
  residence: z.enum(PARTY_RESIDENCES, { error: 'unknownChoice' }).optional(),
  /**
   * The party's place in the list as last saved: the Aadhaar and PAN stored
   * for it then stay unless new ones are given, so that a correction never
   * asks for them again (they are never sent back to the browser).
   */
  keepIdentityOf: z.number().int().min(0).max(49).optional(),
});
export type ApplicationParty = z.infer<typeof applicationPartySchema>;

export const MAX_APPLICATION_PARTIES = 50;
export const applicationPartiesSchema = z.object({
  parties: z.array(applicationPartySchema).min(1, { error: 'required' }).max(MAX_APPLICATION_PARTIES, { error: 'invalidValue' }),
});

const boundary = optionalText(TEXT_LIMITS.boundary);
const boundariesSchema = z.object({ north: boundary, south: boundary, east: boundary, west: boundary });
const money = z.number({ error: 'invalidAmount' }).int({ error: 'invalidAmount' }).min(0, { error: 'invalidAmount' }).max(1e12, { error: 'invalidAmount' });

/** The property of the deed (spec §3.2 `PropertyDetails`): what prices it, and what describes it. */
export const applicationPropertySchema = z.object({
  /** The deed's consideration (the price, or the amount secured). */
  considerationRupees: money,
  executedOn: calendarDate(),
  /**
   * Stamp papers already bought for the deed, by serial number: each is
   * checked against the vendors' sales register, and their face value (not a
   * typed amount) is set against the stamp duty.
   */
  stampPaper: z
    .object({
      serials: z
        .array(z.string().trim().toUpperCase().regex(SERIAL_PATTERN, { error: 'invalidStampSerial' }))
        .min(1, { error: 'required' })
        .max(MAX_STAMP_PAPERS_PER_DEED, { error: 'invalidValue' })
        .refine((serials) => new Set(serials).size === serials.length, { error: 'stampPaperRepeated' }),
    })
    .optional(),
  /** What prices it: the same request the market value calculator takes. */
  valuation: marketValueRequestSchema,
  khataNumber: optionalText(30),
  lpmNumber: optionalText(30),
  ptinNumber: optionalText(30),
  layoutNumber: optionalText(30),
  layoutName: optionalText(100),
  plotNumber: optionalText(20),
  apartmentName: optionalText(100),
  flatNumber: optionalText(20),
  totalFloors: z.number().int().min(1).max(200).optional(),
  flatBoundaries: boundariesSchema.optional(),
  boundaries: boundariesSchema,
  /** Earlier documents the title comes from. */
  linkDocuments: z.array(documentReferenceSchema).max(10, { error: 'invalidValue' }).default([]),
  lease: z
    .object({ months: z.number().int().min(1).max(1200), monthlyRentRupees: money, advanceRupees: money })
    .optional(),
});
export type ApplicationProperty = z.infer<typeof applicationPropertySchema>;

/** What the rules make due, what stamp paper already covers, and what is left to pay online. */
export const applicationFeesSchema = z.object({
  marketValueRupees: z.number().int(),
  stampDutyRupees: z.number().int(),
  transferDutyRupees: z.number().int(),
  registrationFeeRupees: z.number().int(),
  userChargesRupees: z.number().int(),
  stampPaperRupees: z.number().int().describe('Stamp paper already bought, set against the stamp duty'),
  payableRupees: z.number().int().describe('What is paid online: the dues less the stamp paper, never below 0'),
});
export type ApplicationFees = z.infer<typeof applicationFeesSchema>;

export const slotRequestSchema = z.object({
  date: calendarDate(),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'invalidValue' }),
});
export type SlotRequest = z.infer<typeof slotRequestSchema>;

export const slotSchema = z.object({
  sroCode: z.string(),
  date: z.string(),
  time: z.string(),
  status: z.enum(['held', 'confirmed']),
  heldUntil: z.iso.datetime().nullable(),
});
export type BookedSlot = z.infer<typeof slotSchema>;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'invalidValue' });

/** An office's counter settings as its Sub-Registrar sets them. */
export const officeSlotSettingsSchema = z
  .object({
    opens: clockTime,
    closes: clockTime,
    slotMinutes: z.number({ error: 'invalidValue' }).int({ error: 'invalidValue' }).min(5, { error: 'invalidValue' }).max(60, { error: 'invalidValue' }),
    slotsPerDay: z.number({ error: 'invalidValue' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(200, { error: 'invalidValue' }).nullable(),
  })
  .refine((settings) => settings.opens < settings.closes, { path: ['closes'], error: 'invalidValue' });

export const officeDaySlotsSchema = z.object({
  sroCode: z.string(),
  date: z.string(),
  open: z.boolean(),
  closedReason: bilingualTextSchema.nullable(),
  slots: z.array(z.object({ time: z.string(), free: z.boolean() })),
});

export const applicationEventSchema = z.object({
  at: z.iso.datetime(),
  step: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  by: z.string().describe('`citizen`, `gateway`, or the officer\'s login id'),
  remarks: z.string().nullable(),
});

export const applicationPartyViewSchema = applicationPartySchema.omit({ pan: true, aadhaar: true, keepIdentityOf: true }).extend({
  panMasked: z.string().nullable(),
  aadhaarMasked: z.string().nullable(),
  presence: z.object({ identityDocument: z.string(), lastFour: z.string(), recordedBy: z.string() }).nullable(),
});

/** What a citizen uploads with an application: the deed itself, and papers that support it. */
export const APPLICATION_DOCUMENT_KINDS = ['deed', 'supporting'] as const;
export type ApplicationDocumentKind = (typeof APPLICATION_DOCUMENT_KINDS)[number];
/** The largest file accepted: a scanned deed of a few dozen pages. */
export const MAX_APPLICATION_DOCUMENT_BYTES = 5 * 1024 * 1024;
export const MAX_APPLICATION_DOCUMENTS = 10;
/** Files as the server recognises them by their first bytes, whatever their name says. */
export const APPLICATION_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

export const applicationDocumentSchema = z.object({
  documentId: z.uuid(),
  kind: z.enum(APPLICATION_DOCUMENT_KINDS),
  fileName: z.string(),
  contentType: z.enum(APPLICATION_DOCUMENT_TYPES),
  sizeBytes: z.number().int(),
  uploadedAt: z.iso.datetime(),
});
export type ApplicationDocument = z.infer<typeof applicationDocumentSchema>;
export const applicationDocumentParamsSchema = applicationParamsSchema.extend({ documentId: z.uuid({ error: 'invalidValue' }) });

export const applicationViewSchema = z.object({
  applicationId: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  getStarted: getStartedSchema,
  parties: z.array(applicationPartyViewSchema),
  property: applicationPropertySchema.nullable(),
  fees: applicationFeesSchema.nullable(),
  paidRupees: z.number().int(),
  slot: slotSchema.nullable(),
  reschedulesLeft: z.number().int(),
  remarks: z.string().nullable().describe("The office's remarks when it sent the application back"),
  document: z.object({ sroCode: z.string(), documentNumber: z.number().int(), year: z.number().int() }).nullable(),
  documents: z.array(applicationDocumentSchema),
  /** Taken from the link document at the start, for the property step to begin from. */
  imported: z
    .object({
      valuation: marketValueRequestSchema.nullable(),
      boundaries: boundariesSchema,
      linkDocuments: z.array(documentReferenceSchema),
    })
    .nullable(),
  events: z.array(applicationEventSchema),
});
export type ApplicationView = z.infer<typeof applicationViewSchema>;

/** One line of the citizen's own list of applications. */
export const applicationSummarySchema = z.object({
  applicationId: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  transaction: bilingualTextSchema,
  sroCode: z.string(),
  updatedAt: z.iso.datetime(),
});
export const applicationListSchema = z.object({ applications: z.array(applicationSummarySchema) });

export const applicationStartedSchema = z.object({
  applicationId: z.string(),
  /** Shown once: with the application id it lets a guest continue on any device. */
  guestSecret: z.string(),
  application: applicationViewSchema,
});

export const guestSessionRequestSchema = z.object({
  applicationId: z.string().trim().toUpperCase().regex(APPLICATION_ID_PATTERN, { error: 'invalidValue' }),
  guestSecret: z.string().trim().min(8, { error: 'invalidValue' }).max(64, { error: 'invalidValue' }),
});

/** The officer's record of who appeared at the slot and how each proved who they are. */
export const officeCheckSchema = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('accept'),
    presence: z
      .array(
        z.object({
          partyIndex: z.number().int().min(0).max(49),
          identityDocument: z.enum(['aadhaar', 'pan', 'voter-id', 'passport', 'driving-licence'], { error: 'unknownChoice' }),
          lastFour: z.string().trim().regex(/^[A-Z0-9]{4}$/i, { error: 'invalidValue' }),
        }),
      )
      .min(1, { error: 'required' }),
  }),
  z.object({ decision: z.literal('send-back'), remarks: text(TEXT_LIMITS.remarks).trim().min(5, { error: 'required' }) }),
]);
export type OfficeCheck = z.infer<typeof officeCheckSchema>;

export const officeQueueQuerySchema = z.object({ date: calendarDate().optional() });
export const officeQueueSchema = z.object({
  sroCode: z.string(),
  date: z.string(),
  applications: z.array(
    z.object({ applicationId: z.string(), slotTime: z.string(), status: z.enum(APPLICATION_STATUSES), transaction: bilingualTextSchema, executants: z.array(z.string()) }),
  ),
});
