import { z } from 'zod';
import { JURISDICTION_LEVELS } from '../auth/index.ts';
import { bilingualTextSchema } from '../i18n/index.ts';
import { villageCodeSchema } from '../geography/index.ts';
import { floors } from '../reference/index.ts';
import { landUses } from '../reference/index.ts';
import { stagesOfConstruction, structureTypes } from '../reference/index.ts';
import { MARKET_VALUE_COMPONENTS, MARKET_VALUE_FACTORS, MARKET_VALUE_KINDS, RATE_KINDS, RATE_MATCHES, type MarketValueKind } from './calculate.ts';
import { AREA_UNIT_CODES, toTenThousandths } from './quantity.ts';
import { MAX_STRUCTURE_AGE_YEARS } from './structure-schedule.ts';

/** A missing field and a wrong one get different messages (keys of VALIDATION_MESSAGES). */
const requiredOrInvalid = (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : 'invalidValue');

const codes = (entries: readonly { code: string }[]) => entries.map((entry) => entry.code) as [string, ...string[]];
const choice = (entries: readonly { code: string }[]) =>
  z.enum(codes(entries), { error: (issue) => (issue.input === undefined ? 'required' : 'unknownChoice') });

/** Survey numbers as the revenue records write them: `123`, `45/2A`, `101-1`. */
export const SURVEY_NUMBER_PATTERN = /^[0-9]{1,5}([/-][0-9A-Z]{1,6}){0,3}[A-Z]?$/;
/** Wards and blocks of a town are numbered. */
export const WARD_OR_BLOCK_PATTERN = /^[0-9]{1,3}$/;
/** Municipal door numbers: `12-3-45`, `4/56A`. */
export const DOOR_NUMBER_PATTERN = /^[0-9A-Z][0-9A-Z/-]{0,29}$/;

const surveyNumberSchema = z
  .string({ error: requiredOrInvalid })
  .trim()
  .toUpperCase()
  .regex(SURVEY_NUMBER_PATTERN, { error: 'invalidSurveyNumber' })
  .describe('Survey number, e.g. `123`, `45/2A`');
/** `007` and `7` are the same ward. */
export const wardOrBlockNumber = (value: string) => (/^\d+$/.test(value) ? String(Number(value)) : value);

const wardOrBlockSchema = z
  .string({ error: requiredOrInvalid })
  .trim()
  .regex(WARD_OR_BLOCK_PATTERN, { error: 'invalidWardOrBlock' })
  .overwrite(wardOrBlockNumber);
const doorNumberSchema = z.string({ error: requiredOrInvalid }).trim().toUpperCase().regex(DOOR_NUMBER_PATTERN, { error: 'invalidDoorNumber' });

/** An area as a number with at most four decimals; the handler reads it with `toTenThousandths`. */
export const quantitySchema = z.number({ error: requiredOrInvalid }).refine((value) => toTenThousandths(value) !== undefined, { error: 'invalidQuantity' });

export const extentSchema = z.object(
  {
    value: quantitySchema.describe('Extent, above 0, at most 4 decimals'),
    unit: z.enum(AREA_UNIT_CODES, { error: (issue) => (issue.input === undefined ? 'required' : 'unknownChoice') }).describe('Extent-unit code: `1` cents, `2` acres, `3` sq. yards, `4` sq. metres, `5` sq. ft, `6` hectares'),
  },
  { error: requiredOrInvalid },
);

export const structureRequestSchema = z.object(
  {
    structureTypeCode: choice(structureTypes).describe('Structure type `01`–`14`'),
    plinthAreaSqFt: quantitySchema,
    stageOfConstruction: choice(stagesOfConstruction).describe('`1` up to foundation … `5` finished'),
    ageYears: z
      .number({ error: requiredOrInvalid })
      .int({ error: 'invalidAge' })
      .min(0, { error: 'invalidAge' })
      .max(MAX_STRUCTURE_AGE_YEARS, { error: 'invalidAge' }),
    floor: choice(floors).optional(),
  },
  { error: requiredOrInvalid },
);

export const MAX_STRUCTURES = 30;

const commonFields = {
  villageCode: villageCodeSchema.describe('Revenue village (rural) or urban locality'),
  landUseCode: choice(landUses).describe('Land-use class: rural 21–50, urban 01–13'),
  onDate: z.iso.date({ error: 'invalidDate' }).optional().describe('The date whose rates apply; today (IST) when absent'),
};

const structuresField = z.array(structureRequestSchema, { error: 'invalidValue' }).max(MAX_STRUCTURES, { error: 'invalidValue' }).optional();

/** Which land uses a kind of property takes: the reference list's `area`. */
const LAND_USE_AREA_OF_KIND: Record<MarketValueKind, 'rural' | 'urban'> = { rural: 'rural', urban: 'urban', apartment: 'urban' };

const hasKind = (input: unknown) => typeof input === 'object' && input !== null && (input as { kind?: unknown }).kind !== undefined;

export const marketValueRequestSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.object({
        kind: z.literal('rural'),
        ...commonFields,
        surveyNumber: surveyNumberSchema,
        extent: extentSchema,
        structures: structuresField,
      }),
      z.object({
        kind: z.literal('urban'),
        ...commonFields,
        ward: wardOrBlockSchema,
        block: wardOrBlockSchema,
        doorNumber: doorNumberSchema.optional(),
        extent: extentSchema,
        structures: structuresField,
      }),
      z.object({
        kind: z.literal('apartment'),
        ...commonFields,
        ward: wardOrBlockSchema,
        block: wardOrBlockSchema,
        doorNumber: doorNumberSchema.optional(),
        undividedShareSqYards: quantitySchema.describe('The flat\'s undivided share of the land, sq. yards'),
        plinthAreaSqFt: quantitySchema.describe('The flat\'s plinth area, sq. ft'),
      }),
    ],
    { error: (issue) => (issue.code === 'invalid_union' ? (hasKind(issue.input) ? 'unknownChoice' : 'required') : requiredOrInvalid(issue)) },
  )
  .superRefine((request, context) => {
    const landUse = landUses.find((entry) => entry.code === request.landUseCode);
    if (landUse && landUse.area !== LAND_USE_AREA_OF_KIND[request.kind]) {
      context.addIssue({ code: 'custom', path: ['landUseCode'], message: 'landUseNotForKind' });
    }
  });
export type MarketValueRequest = z.infer<typeof marketValueRequestSchema>;

const rupeesSchema = z.number().int().nonnegative();
const unitCodeSchema = z.enum(AREA_UNIT_CODES);

export const rateVersionRefSchema = z.object({ id: z.number().int(), effectiveFrom: z.iso.date() });

export const marketValueComponentSchema = z.object({
  component: z.enum(MARKET_VALUE_COMPONENTS),
  label: bilingualTextSchema,
  quantity: z.object({ value: z.string().describe('Decimal, as entered'), unit: unitCodeSchema }),
  unitRate: z.object({ rupees: rupeesSchema, per: unitCodeSchema }),
  factors: z.array(z.object({ factor: z.enum(MARKET_VALUE_FACTORS), basisPoints: z.number().int(), label: bilingualTextSchema })),
  amount: rupeesSchema.describe('Whole rupees, rounded up once from the exact product'),
  rule: bilingualTextSchema.describe("How the amount was reached, e.g. '2.5 acres × ₹12,00,000 per acre'"),
  rateVersion: rateVersionRefSchema,
  matchedOn: z.enum(RATE_MATCHES).nullable().describe('The register row that priced it: a survey or door number\'s own, or the village\'s or block\'s'),
});

export const marketValueResponseSchema = z.object({
  kind: z.enum(MARKET_VALUE_KINDS),
  village: z.object({ code: z.string(), name: bilingualTextSchema, sroCode: z.string() }),
  landUse: z.object({ code: z.string(), name: bilingualTextSchema }),
  onDate: z.iso.date(),
  components: z.array(marketValueComponentSchema),
  total: rupeesSchema,
  rateVersions: z.array(rateVersionRefSchema).describe('Every rate version the components used'),
  isDemo: z.boolean().describe('Priced from demonstration rates'),
});
export type MarketValueResponse = z.infer<typeof marketValueResponseSchema>;

export const RATE_VERSION_SCOPES = ['land', 'structure'] as const;
export type RateVersionScope = (typeof RATE_VERSION_SCOPES)[number];
export const RATE_VERSION_SOURCES = ['seed', 'upload'] as const;
/**
 * Maker–checker: an uploaded version is `pending` until a second officer above
 * the uploader approves it (only then is it used) or rejects it.
 */
export const RATE_VERSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RateVersionStatus = (typeof RATE_VERSION_STATUSES)[number];
export const RATE_VERSION_STATUS_LABELS: Record<RateVersionStatus, { en: string; te: string }> = {
  pending: { en: 'Awaiting approval', te: 'ఆమోదం కోసం వేచి ఉంది' },
  approved: { en: 'Approved', te: 'ఆమోదించబడింది' },
  rejected: { en: 'Rejected', te: 'తిరస్కరించబడింది' },
};

export const rateVersionSchema = z.object({
  id: z.number().int(),
  scope: z.enum(RATE_VERSION_SCOPES).describe('`land`: the register of land and composite rates; `structure`: the structure schedule'),
  effectiveFrom: z.iso.date(),
  source: z.enum(RATE_VERSION_SOURCES),
  fileName: z.string().nullable(),
  rowCount: z.number().int().nonnegative(),
  createdAt: z.iso.datetime(),
  isDemo: z.boolean(),
  status: z.enum(RATE_VERSION_STATUSES),
  sroCodes: z.array(z.string()).describe('The offices whose villages the version prices'),
  decidedAt: z.iso.datetime().nullable(),
  decisionRemarks: z.string().nullable(),
});
export type RateVersion = z.infer<typeof rateVersionSchema>;
export const rateVersionsResponseSchema = z.object({ versions: z.array(rateVersionSchema) });

export const rateVersionParamsSchema = z.object({
  id: z.coerce.number({ error: 'invalidValue' }).int({ error: 'invalidValue' }).positive({ error: 'invalidValue' }).max(2_147_483_647, { error: 'invalidValue' }),
});

export const RATE_ROWS_PAGE_SIZE_LIMIT = 50;

export const rateRowsQuerySchema = z.object({
  villageCode: z.union([z.literal(''), villageCodeSchema]).optional(),
  page: z.coerce.number({ error: 'pageOutOfRange' }).int({ error: 'pageOutOfRange' }).min(1, { error: 'pageOutOfRange' }).default(1),
  pageSize: z.coerce
    .number({ error: 'pageSizeOutOfRange' })
    .int({ error: 'pageSizeOutOfRange' })
    .min(1, { error: 'pageSizeOutOfRange' })
    .max(RATE_ROWS_PAGE_SIZE_LIMIT, { error: 'pageSizeOutOfRange' })
    .default(RATE_ROWS_PAGE_SIZE_LIMIT),
});
export type RateRowsQuery = z.infer<typeof rateRowsQuerySchema>;

export const landRateRowSchema = z.object({
  kind: z.enum(RATE_KINDS),
  villageCode: z.string(),
  surveyNumber: z.string().describe('Empty for the village\'s own rate'),
  ward: z.string(),
  block: z.string(),
  doorNumber: z.string().describe('Empty for the block\'s own rate'),
  landUseCode: z.string(),
  rate: rupeesSchema.describe('Whole rupees per acre (rural), per sq. yard (urban) or per sq. ft (composite)'),
});
export type LandRateRow = z.infer<typeof landRateRowSchema>;

export const structureScheduleSchema = z.object({
  ratesPerSqFt: z.array(z.object({ structureTypeCode: z.string(), name: bilingualTextSchema, rate: rupeesSchema })),
  stageShares: z.array(z.object({ stageCode: z.string(), name: bilingualTextSchema, basisPoints: z.number().int() })),
  ageBands: z.array(z.object({ fromYears: z.number().int(), toYears: z.number().int().nullable(), depreciationBasisPoints: z.number().int() })),
});

export const rateVersionDetailSchema = z.object({
  version: rateVersionSchema,
  rows: z.array(landRateRowSchema).describe('One page of a land version\'s rows'),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
  structureSchedule: structureScheduleSchema.nullable().describe('A structure version\'s schedule'),
});
export type RateVersionDetail = z.infer<typeof rateVersionDetailSchema>;

export const uploaderSchema = z.object({
  loginId: z.string(),
  loginName: z.string(),
  jurisdictionLevel: z.enum(JURISDICTION_LEVELS),
  jurisdictionCode: z.string(),
});

export const rateUploadSchema = rateVersionSchema.extend({ uploadedBy: uploaderSchema.nullable(), decidedBy: uploaderSchema.nullable() });
export type RateUpload = z.infer<typeof rateUploadSchema>;

export const RATE_DECISIONS = ['approve', 'reject'] as const;
/** A checker's decision on a pending version; a rejection says why. */
export const rateDecisionSchema = z
  .object({
    decision: z.enum(RATE_DECISIONS, { error: 'unknownChoice' }),
    remarks: z.string({ error: 'required' }).trim().max(500, { error: 'remarksTooLong' }).default(''),
  })
  .refine((body) => body.decision === 'approve' || body.remarks.length >= 5, { path: ['remarks'], error: 'rejectionNeedsRemarks' });
export type RateDecision = z.infer<typeof rateDecisionSchema>;
export const rateUploadsResponseSchema = z.object({ uploads: z.array(rateUploadSchema) });
