import { z } from 'zod';
import type { BilingualText } from '../i18n/index.ts';
import { calendarDate } from '../validation/index.ts';
import { registeredDocumentSchema, type RegisterPropertyKind } from '../register/index.ts';

/** Transactions that pass title and so call for mutation of the land records: sale, gift, partition, release, exchange. */
export const MUTATION_MAJOR_CODES: readonly string[] = ['01', '03', '04', '05', '06'];

/**
 * Who mutates what: agricultural land in the revenue department's land
 * records (Webland, by the Tahsildar), sites and flats in the local body's
 * property tax assessment.
 */
export const MUTATION_KINDS = ['rural', 'urban'] as const;
export type MutationKind = (typeof MUTATION_KINDS)[number];

export const mutationKindOf = (scheduleKind: RegisterPropertyKind): MutationKind => (scheduleKind === 'rural' ? 'rural' : 'urban');

/**
 * Days the other side has to decide, from the day the request is sent: the
 * revenue department's auto-mutation time and the municipal citizen
 * charter's time for a transfer of assessment. A request still undecided
 * after them is overdue in the reports.
 */
export const MUTATION_DAYS: Record<MutationKind, number> = { rural: 30, urban: 15 };

/**
 * `sent` until the other side reports `mutated` or `rejected`; an outcome,
 * once reported, stands. A request still undecided when its document is
 * cancelled is `withdrawn` that day, for there is no transfer left to record.
 */
export const MUTATION_STATUSES = ['sent', 'mutated', 'rejected', 'withdrawn'] as const;
export type MutationStatus = (typeof MUTATION_STATUSES)[number];
/** The statuses the other side reports: the decisions, which alone count as decided in time or late. */
export const MUTATION_OUTCOMES = ['mutated', 'rejected'] as const satisfies readonly MutationStatus[];
export type MutationOutcomeStatus = (typeof MUTATION_OUTCOMES)[number];
export const isMutationOutcome = (status: string): status is MutationOutcomeStatus => (MUTATION_OUTCOMES as readonly string[]).includes(status);

export const MUTATION_STATUS_LABELS: Record<MutationStatus, BilingualText> = {
  sent: { en: 'Sent, awaiting decision', te: 'పంపబడింది, నిర్ణయం కోసం వేచి ఉంది' },
  mutated: { en: 'Mutated', te: 'మ్యుటేషన్ జరిగింది' },
  rejected: { en: 'Rejected', te: 'తిరస్కరించబడింది' },
  withdrawn: { en: 'Withdrawn: the document was cancelled', te: 'ఉపసంహరించబడింది: దస్తావేజు రద్దయింది' },
};

/**
 * The systems that decide mutations and report back, each for one kind, each
 * signing its calls with a key of its own.
 */
export const LAND_RECORDS_PARTNERS = {
  webland: { kind: 'rural', name: { en: 'Revenue department (Webland land records)', te: 'రెవెన్యూ శాఖ (వెబ్‌ల్యాండ్ భూ రికార్డులు)' } },
  municipal: { kind: 'urban', name: { en: 'Local bodies (property tax assessment)', te: 'స్థానిక సంస్థలు (ఆస్తి పన్ను అసెస్‌మెంట్)' } },
} as const satisfies Record<string, { kind: MutationKind; name: BilingualText }>;
export type LandRecordsPartnerId = keyof typeof LAND_RECORDS_PARTNERS;
export const LAND_RECORDS_PARTNER_IDS = Object.keys(LAND_RECORDS_PARTNERS) as LandRecordsPartnerId[];
/** The partner that decides each kind. */
export const MUTATION_PARTNER_OF: Record<MutationKind, LandRecordsPartnerId> = { rural: 'webland', urban: 'municipal' };
export const isLandRecordsPartner = (id: string): id is LandRecordsPartnerId => Object.hasOwn(LAND_RECORDS_PARTNERS, id);

/** The schedules of a document that call for mutation, with the kind each goes to. */
export function mutationsCalledFor(majorCode: string, schedules: readonly { kind: RegisterPropertyKind }[]): { scheduleNumber: number; kind: MutationKind }[] {
  if (!MUTATION_MAJOR_CODES.includes(majorCode)) return [];
  return schedules.map((schedule, index) => ({ scheduleNumber: index + 1, kind: mutationKindOf(schedule.kind) }));
}

/**
 * What a request withdrawn by a cancellation deed says of why: the deed's
 * number and office, in both languages, for the remark is kept as text beside
 * the partners' own and read by officers of either language.
 */
export function withdrawalRemarks(deed: { sroCode: string; documentNumber: number; year: number }): string {
  const citation = `${deed.documentNumber}/${deed.year}`;
  return `Cancellation deed ${citation}, SRO ${deed.sroCode} / రద్దు దస్తావేజు ${citation}, ఎస్ఆర్ఓ ${deed.sroCode}`;
}

/** A request's number names its document and schedule: `MR-701-1234-2026-1` (office, document, year, schedule). */
export function mutationRequestNumber(document: { sroCode: string; documentNumber: number; year: number }, scheduleNumber: number): string {
  return `MR-${document.sroCode}-${document.documentNumber}-${document.year}-${scheduleNumber}`;
}
export const MUTATION_REQUEST_NUMBER_PATTERN = /^MR-\d{1,10}-\d{1,8}-\d{4}-\d{1,3}$/;

/**
 * How a partner signs a call: HMAC-SHA256, in hex, over the time (Unix
 * seconds), the method, the path with its query and the body exactly as
 * sent, one per line. A signature older or newer than the allowed skew is
 * refused, so a captured call cannot be sent again later.
 */
export const PARTNER_HEADERS = { partner: 'x-partner-id', timestamp: 'x-partner-timestamp', signature: 'x-partner-signature' } as const;
export const PARTNER_SIGNATURE_SKEW_SECONDS = 300;
export function partnerSignatureText(timestamp: string, method: string, pathWithQuery: string, body: string): string {
  return `${timestamp}\n${method.toUpperCase()}\n${pathWithQuery}\n${body}`;
}

/** What the other side reports of a request: mutated, with its order, or rejected, with why. */
export const mutationOutcomeSchema = z
  .object({
    outcome: z.enum(MUTATION_OUTCOMES, { error: 'unknownChoice' }),
    decidedOn: calendarDate(),
    /** The mutation order or proceedings number of the deciding office. */
    orderNumber: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(60, { error: 'textTooLong' }),
    remarks: z.string().trim().max(500, { error: 'textTooLong' }).default(''),
  })
  .superRefine((outcome, context) => {
    if (outcome.outcome === 'rejected' && outcome.remarks.length < 5) context.addIssue({ code: 'custom', path: ['remarks'], message: 'required' });
  });
export type MutationOutcome = z.output<typeof mutationOutcomeSchema>;

export const mutationRequestParamsSchema = z.object({ requestNumber: z.string().max(40).regex(MUTATION_REQUEST_NUMBER_PATTERN, { error: 'invalidValue' }) });

export const MUTATION_PAGE_LIMIT = 200;
/**
 * A partner reads the requests of its kind in the order they were made, a
 * page after another from `after=0`. A request is numbered when it is made
 * and may commit a moment after a later one, so each reading of what is
 * still to decide starts again from 0, not from where the last one ended;
 * that list holds only what is undecided, so it stays short.
 */
export const mutationRequestListQuerySchema = z.object({
  status: z.enum(MUTATION_STATUSES, { error: 'unknownChoice' }).default('sent'),
  after: z.coerce.number().int().min(0, { error: 'invalidValue' }).default(0).describe('The `sequence` of the last request read; 0 from the start'),
  limit: z.coerce.number().int().min(1, { error: 'invalidValue' }).max(MUTATION_PAGE_LIMIT, { error: 'invalidValue' }).default(100),
});

/** A request as the other side reads it: the document, the schedule and who passes title to whom. Names only, never Aadhaar or PAN. */
export const mutationRequestViewSchema = z.object({
  requestNumber: z.string(),
  /** The order the requests were sent in, for reading on from where one left off. */
  sequence: z.number().int(),
  kind: z.enum(MUTATION_KINDS),
  status: z.enum(MUTATION_STATUSES),
  sentAt: z.iso.datetime(),
  document: z.object({ sroCode: z.string(), documentNumber: z.number().int(), year: z.number().int(), registeredOn: z.string(), transactionCode: z.string() }),
  schedule: z.object({
    scheduleNumber: z.number().int(),
    villageCode: z.string(),
    surveyNumber: z.string(),
    doorNumber: z.string(),
    plotNumber: z.string(),
    apartmentName: z.string(),
    flatNumber: z.string(),
    extent: z.string(),
    extentUnit: z.string(),
  }),
  transferors: z.array(z.string()),
  transferees: z.array(z.string()),
  outcome: z.object({ outcome: z.enum(MUTATION_OUTCOMES), decidedOn: z.string(), orderNumber: z.string(), remarks: z.string(), reportedAt: z.iso.datetime() }).nullable(),
  /** When a request was withdrawn because its document was cancelled, and by which deed. */
  withdrawal: z.object({ withdrawnOn: z.string(), remarks: z.string() }).nullable(),
});
export type MutationRequestView = z.infer<typeof mutationRequestViewSchema>;
export const mutationRequestListSchema = z.object({ requests: z.array(mutationRequestViewSchema), next: z.number().int().nullable() });

/** A schedule's mutation request as an officer sees it beside the document. */
export const documentMutationSchema = z.object({
  requestNumber: z.string(),
  scheduleNumber: z.number().int(),
  kind: z.enum(MUTATION_KINDS),
  status: z.enum(MUTATION_STATUSES),
  sentAt: z.iso.datetime(),
  decidedOn: z.string().nullable(),
  orderNumber: z.string().nullable(),
  remarks: z.string(),
});
export type DocumentMutation = z.infer<typeof documentMutationSchema>;

/** A registered document as an officer looks it up: the register's view and where each schedule's mutation stands. */
export const officeDocumentSchema = registeredDocumentSchema.extend({ mutations: z.array(documentMutationSchema) });
export type OfficeDocumentView = z.infer<typeof officeDocumentSchema>;
