import { z } from 'zod';
import { bilingualTextSchema } from '../i18n/index.ts';
import { revenueDistricts } from '../geography/index.ts';
import { sroOffices } from '../reference/index.ts';
import { PARTY_RELATIONS, PARTY_ROLES, REGISTER_START_DATE } from '../register/index.ts';
import { hasWholeWord } from '../register/index.ts';

export const NAME_SEARCH_ROLES = ['any', 'executant', 'claimant'] as const;
export type NameSearchRole = (typeof NAME_SEARCH_ROLES)[number];

export const NAME_SEARCH_NAME_MIN = 3;
export const NAME_SEARCH_NAME_MAX = 100;
export const NAME_SEARCH_PAGE_SIZE = 20;
export const NAME_SEARCH_PAGE_SIZE_LIMIT = 50;
/**
 * The most matches a search ranks. A name common enough to have more is
 * narrowed by district, office or period: nobody reads further, and the cap
 * keeps one search from pulling a large part of the register.
 */
export const NAME_SEARCH_CANDIDATE_LIMIT = 500;
/** How many names of the other side a hit lists before "and N more". */
export const NAME_SEARCH_OTHER_SIDE_NAMES = 3;
export const NAME_SEARCH_USAGE_PAGE_SIZE = 50;

const requiredOrInvalid = (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : 'invalidValue');
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date as `YYYY-MM-DD`. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Optional text fields of a form arrive empty rather than absent; both mean "not given". */
const optionalChoice = (codes: readonly string[]) =>
  z
    .string({ error: 'unknownChoice' })
    .trim()
    .refine((value) => value === '' || codes.includes(value), { error: 'unknownChoice' })
    .optional();
const optionalDate = z
  .string({ error: 'invalidDate' })
  .trim()
  .refine((value) => value === '' || isIsoDate(value), { error: 'invalidDate' })
  .optional();
const pageSchema = z.coerce.number({ error: 'pageOutOfRange' }).int({ error: 'pageOutOfRange' }).min(1, { error: 'pageOutOfRange' }).max(10_000, { error: 'pageOutOfRange' });

export const NAME_SEARCH_DISTRICT_CODES = revenueDistricts.map((district) => district.code);
export const NAME_SEARCH_SRO_CODES = sroOffices.filter((office) => office.state === 'AP').map((office) => office.code);

const criteriaShape = {
  name: z
    .string({ error: requiredOrInvalid })
    .trim()
    .min(1, { error: 'required', abort: true })
    .min(NAME_SEARCH_NAME_MIN, { error: 'nameSearchTooShort', abort: true })
    .max(NAME_SEARCH_NAME_MAX, { error: 'textTooLong', abort: true })
    .refine((name) => !/\p{N}/u.test(name), { error: 'nameSearchNoDigits', abort: true })
    .refine(hasWholeWord, { error: 'nameSearchNeedsWholeWord' })
    .describe('The person\'s name in English or Telugu; at least one whole word, not only initials'),
  districtCode: optionalChoice(NAME_SEARCH_DISTRICT_CODES).describe('Revenue district code, e.g. `07`'),
  sroCode: optionalChoice(NAME_SEARCH_SRO_CODES).describe('SRO code, e.g. `712`'),
  fromDate: optionalDate.describe(`Registered on or after (YYYY-MM-DD); ${REGISTER_START_DATE} when absent`),
  toDate: optionalDate.describe('Registered on or before (YYYY-MM-DD); today when absent'),
  role: z
    .enum(NAME_SEARCH_ROLES, { error: 'unknownChoice' })
    .optional()
    .describe('`executant` (giving), `claimant` (receiving) or `any`'),
};

interface CriteriaFields {
  districtCode?: string | undefined;
  sroCode?: string | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
}

function checkCriteria(criteria: CriteriaFields, context: z.RefinementCtx) {
  const { fromDate, toDate, districtCode, sroCode } = criteria;
  if (fromDate && isIsoDate(fromDate) && fromDate < REGISTER_START_DATE) {
    context.addIssue({ code: 'custom', path: ['fromDate'], message: 'dateBeforeRegister' });
  }
  if (fromDate && toDate && isIsoDate(fromDate) && isIsoDate(toDate) && fromDate > toDate) {
    context.addIssue({ code: 'custom', path: ['toDate'], message: 'dateRangeOrder' });
  }
  if (districtCode && sroCode) {
    const office = sroOffices.find((entry) => entry.code === sroCode);
    if (office && office.revenueDistrictCode !== districtCode) context.addIssue({ code: 'custom', path: ['sroCode'], message: 'sroNotInDistrict' });
  }
}

/** The search form: what a user types and chooses. */
export const nameSearchCriteriaSchema = z.object(criteriaShape).superRefine(checkCriteria);
export type NameSearchCriteriaInput = z.input<typeof nameSearchCriteriaSchema>;
export type NameSearchCriteria = z.output<typeof nameSearchCriteriaSchema>;

/** A search as the API takes it: the criteria and the page wanted. */
export const nameSearchRequestSchema = z
  .object({
    ...criteriaShape,
    page: pageSchema.default(1),
    pageSize: z.coerce
      .number({ error: 'pageSizeOutOfRange' })
      .int({ error: 'pageSizeOutOfRange' })
      .min(1, { error: 'pageSizeOutOfRange' })
      .max(NAME_SEARCH_PAGE_SIZE_LIMIT, { error: 'pageSizeOutOfRange' })
      .default(NAME_SEARCH_PAGE_SIZE),
  })
  .superRefine(checkCriteria);
export type NameSearchRequest = z.output<typeof nameSearchRequestSchema>;
export type NameSearchRequestInput = z.input<typeof nameSearchRequestSchema>;

const codeAndName = z.object({ code: z.string(), name: bilingualTextSchema });

export const nameSearchHitSchema = z.object({
  partyId: z.number().int(),
  documentId: z.number().int(),
  /** `1234/2024`. */
  citation: z.string(),
  documentNumber: z.number().int(),
  year: z.number().int(),
  sro: codeAndName,
  registeredOn: z.string(),
  transaction: bilingualTextSchema,
  role: z.enum(PARTY_ROLES),
  /** The party's description in this transaction (vendor, vendee, mortgagor…). */
  partyLabel: bilingualTextSchema,
  name: bilingualTextSchema,
  relationType: z.enum(Object.keys(PARTY_RELATIONS) as [keyof typeof PARTY_RELATIONS]),
  relationName: bilingualTextSchema,
  age: z.number().int().nullable(),
  aadhaarMasked: z.string().nullable(),
  panMasked: z.string().nullable(),
  /** The typed name is exactly the party's name. */
  exactMatch: z.boolean(),
  /** The first names of the other side of the transaction. */
  otherSide: z.object({ names: z.array(bilingualTextSchema), more: z.number().int() }),
});
export type NameSearchHit = z.infer<typeof nameSearchHitSchema>;

export const nameSearchResponseSchema = z.object({
  hits: z.array(nameSearchHitSchema),
  /** Matches found, counting at most `candidateLimit`. */
  total: z.number().int(),
  /** More than `candidateLimit` parties match: only `candidateLimit` of them were ranked; narrow the search. */
  truncated: z.boolean(),
  candidateLimit: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The period actually searched, with the defaults filled in. */
  fromDate: z.string(),
  toDate: z.string(),
});
export type NameSearchResponse = z.infer<typeof nameSearchResponseSchema>;

export const nameSearchAgreementSchema = z.object({
  version: z.string(),
  title: bilingualTextSchema,
  terms: z.array(bilingualTextSchema),
  accepted: z.boolean(),
  /** When this user accepted the current version. */
  acceptedAt: z.string().nullable(),
});
export type NameSearchAgreement = z.infer<typeof nameSearchAgreementSchema>;

export const nameSearchAcceptRequestSchema = z.object({
  version: z.string({ error: requiredOrInvalid }).min(1, { error: 'required' }).max(40, { error: 'invalidValue' }).describe('The version of the terms the user read'),
});
export type NameSearchAcceptRequest = z.infer<typeof nameSearchAcceptRequestSchema>;

export const nameSearchDocumentParamsSchema = z.object({
  documentId: z.coerce.number({ error: 'invalidValue' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(Number.MAX_SAFE_INTEGER, { error: 'invalidValue' }),
});

export const NAME_SEARCH_ACTIONS = ['search', 'details'] as const;
export type NameSearchAction = (typeof NAME_SEARCH_ACTIONS)[number];

export const nameSearchUsageQuerySchema = z
  .object({
    from: optionalDate.describe('Searches on or after this date (IST)'),
    to: optionalDate.describe('Searches on or before this date (IST)'),
    page: pageSchema.default(1),
  })
  .superRefine((query, context) => {
    if (query.from && query.to && isIsoDate(query.from) && isIsoDate(query.to) && query.from > query.to) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'dateRangeOrder' });
    }
  });
export type NameSearchUsageQuery = z.output<typeof nameSearchUsageQuerySchema>;

/** What was asked, as the usage log keeps it: never an identity number. */
export const nameSearchLoggedCriteriaSchema = z.object({
  name: z.string().optional(),
  districtCode: z.string().optional(),
  sroCode: z.string().optional(),
  fromDate: z.string().optional(),
  toDate: z.string().optional(),
  role: z.string().optional(),
  page: z.number().int().optional(),
  documentId: z.number().int().optional(),
});
export type NameSearchLoggedCriteria = z.infer<typeof nameSearchLoggedCriteriaSchema>;

export const nameSearchUsageSchema = z.object({
  /** `agency`: every user of the master's agency; `own`: the caller's own searches. */
  scope: z.enum(['agency', 'own']),
  entries: z.array(
    z.object({
      id: z.number().int(),
      occurredAt: z.string(),
      loginId: z.string(),
      action: z.enum(NAME_SEARCH_ACTIONS),
      criteria: nameSearchLoggedCriteriaSchema,
      resultCount: z.number().int(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  perUser: z.array(z.object({ loginId: z.string(), searches: z.number().int(), details: z.number().int() })),
});
export type NameSearchUsage = z.infer<typeof nameSearchUsageSchema>;
