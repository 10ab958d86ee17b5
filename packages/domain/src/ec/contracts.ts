import { z } from 'zod';
import { captchaIdSchema } from '../validation/index.ts';
import { nameOrCode, type BilingualText } from '../i18n/index.ts';
import { bilingualTextSchema, languageSchema } from '../i18n/index.ts';
import { toYearMonthDay } from '../format/index.ts';
import { isIsoDate } from '../name-search/index.ts';
import { sroOffices } from '../reference/index.ts';
import { REGISTER_START_DATE } from '../register/index.ts';
import { registeredDocumentSchema } from '../register/index.ts';

export const EC_SEARCH_KINDS = ['property', 'document'] as const;
export type EcSearchKind = (typeof EC_SEARCH_KINDS)[number];

/** How a property is identified: a rural survey number, an urban door or plot number, or a flat in an apartment. */
export const EC_PROPERTY_IDENTIFIERS = ['survey', 'door', 'plot', 'flat'] as const;
export type EcPropertyIdentifier = (typeof EC_PROPERTY_IDENTIFIERS)[number];

/**
 * The most documents one certificate lists. A property with more in the
 * period is searched in shorter periods; the answer says when it was capped.
 */
export const EC_DOCUMENT_LIMIT = 500;

/** How long a search's token lets its certificate be downloaded without another captcha. */
export const EC_SEARCH_TOKEN_MINUTES = 30;

/** The department's fee for an EC issued at an office; the portal's search is free. */
export const EC_OFFICE_FEES = [
  { upToYears: 30, rupees: 200 },
  { upToYears: null, rupees: 500 },
] as const;

export const EC_SURVEY_NUMBER_PATTERN = /^[0-9]+[0-9A-Za-z]*([/-][0-9A-Za-z]+)*$/;

const AP_SRO_CODES = sroOffices.filter((office) => office.state === 'AP').map((office) => office.code);

const optionalText = (max: number) =>
  z
    .string({ error: 'invalidValue' })
    .trim()
    .max(max, { error: 'textTooLong' })
    .optional();

const dateField = z
  .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalidDate') })
  .trim()
  .min(1, { error: 'required', abort: true })
  .refine(isIsoDate, { error: 'invalidDate' });

const choiceOrEmpty = (codes: readonly string[]) =>
  z
    .string({ error: 'unknownChoice' })
    .trim()
    .refine((value) => value === '' || codes.includes(value), { error: 'unknownChoice' })
    .optional();

export const ecSearchRequestSchema = z
  .object({
    searchBy: z.enum(EC_SEARCH_KINDS, { error: 'unknownChoice' }).describe('`property` (place and number) or `document` (office, number and year)'),
    districtCode: z
      .string({ error: 'invalidValue' })
      .trim()
      .regex(/^(\d{2})?$/, { error: 'unknownChoice' })
      .optional()
      .describe('Revenue district code, `01`–`13` (property search)'),
    sroCode: choiceOrEmpty(AP_SRO_CODES).describe('The sub-registrar office: of the village (property search) or of the document'),
    villageCode: z
      .string({ error: 'invalidValue' })
      .trim()
      .regex(/^(\d{7})?$/, { error: 'unknownChoice' })
      .optional()
      .describe('Revenue village or urban locality code (property search)'),
    surveyNumber: optionalText(20).describe('Rural: `123` finds 123 and every sub-division of it (123/1, 123/2A); `123/2A` finds only that one'),
    doorNumber: optionalText(40).describe('Urban: the door number as registered'),
    plotNumber: optionalText(40).describe('Urban: the plot number of a layout'),
    apartmentName: optionalText(100).describe('Flat: the apartment, with `flatNumber`'),
    flatNumber: optionalText(20),
    documentNumber: z.coerce
      .number({ error: 'invalidDocumentNumber' })
      .int({ error: 'invalidDocumentNumber' })
      .min(1, { error: 'invalidDocumentNumber' })
      .max(9_999_999, { error: 'invalidDocumentNumber' })
      .optional()
      .describe('Document search: the number of the document at its office'),
    year: z.coerce
      .number({ error: 'invalidRegistrationYear' })
      .int({ error: 'invalidRegistrationYear' })
      .min(1983, { error: 'invalidRegistrationYear' })
      .max(2100, { error: 'invalidRegistrationYear' })
      .optional()
      .describe('Document search: the year of registration'),
    fromDate: dateField.describe(`Start of the period (YYYY-MM-DD), not before ${REGISTER_START_DATE}`),
    toDate: dateField.describe('End of the period (YYYY-MM-DD), not after today (IST)'),
    captchaId: captchaIdSchema.optional().describe('Required without sign-in: from GET /captcha'),
    captchaText: z.string().trim().max(12, { error: 'captchaMismatch' }).optional().describe('Required without sign-in: the answer to the captcha'),
  })
  .superRefine((request, context) => {
    const issue = (field: string, message: string) => context.addIssue({ code: 'custom', path: [field], message });
    const { fromDate, toDate } = request;
    if (isIsoDate(fromDate) && fromDate < REGISTER_START_DATE) issue('fromDate', 'dateBeforeRegister');
    if (isIsoDate(toDate) && toDate > toYearMonthDay(new Date())) issue('toDate', 'dateAfterToday');
    if (isIsoDate(fromDate) && isIsoDate(toDate) && fromDate > toDate) issue('toDate', 'dateRangeOrder');
    if (!request.sroCode) issue('sroCode', 'required');

    if (request.searchBy === 'document') {
      if (request.documentNumber === undefined) issue('documentNumber', 'invalidDocumentNumber');
      if (request.year === undefined) issue('year', 'invalidRegistrationYear');
      return;
    }
    if (!request.districtCode) issue('districtCode', 'required');
    else if (request.sroCode) {
      const office = sroOffices.find((entry) => entry.code === request.sroCode);
      if (office && office.revenueDistrictCode !== request.districtCode) issue('sroCode', 'sroNotInDistrict');
    }
    if (!request.villageCode) issue('villageCode', 'required');
    const given = ecPropertyIdentifiersGiven(request);
    if (given.length === 0) issue('surveyNumber', 'ecPropertyNumberMissing');
    if (given.length > 1) issue(given[1] === 'flat' ? 'apartmentName' : `${given[1]}Number`, 'ecPropertyNumberTwice');
    if (request.surveyNumber && !EC_SURVEY_NUMBER_PATTERN.test(request.surveyNumber)) issue('surveyNumber', 'ecSurveyNumberInvalid');
    if (request.apartmentName && !request.flatNumber) issue('flatNumber', 'required');
    if (request.flatNumber && !request.apartmentName) issue('apartmentName', 'required');
  });
export type EcSearchRequestInput = z.input<typeof ecSearchRequestSchema>;
export type EcSearchRequest = z.output<typeof ecSearchRequestSchema>;

/** Which of the ways of naming a property a request uses. */
export function ecPropertyIdentifiersGiven(request: Pick<EcSearchRequestInput, 'surveyNumber' | 'doorNumber' | 'plotNumber' | 'apartmentName' | 'flatNumber'>): EcPropertyIdentifier[] {
  return [
    ...(request.surveyNumber ? (['survey'] as const) : []),
    ...(request.doorNumber ? (['door'] as const) : []),
    ...(request.plotNumber ? (['plot'] as const) : []),
    ...(request.apartmentName || request.flatNumber ? (['flat'] as const) : []),
  ];
}

const codeAndName = z.object({ code: z.string(), name: bilingualTextSchema });

/** Section 22-A of the Registration Act: properties whose registration is prohibited. */
export const PROHIBITION_CATEGORIES: Record<string, BilingualText> = {
  government: { en: 'Government land (Sec. 22-A(1)(a))', te: 'ప్రభుత్వ భూమి (సెక్షన్ 22-ఎ(1)(ఎ))' },
  assigned: { en: 'Assigned land (Sec. 22-A(1)(b))', te: 'అసైన్డ్ భూమి (సెక్షన్ 22-ఎ(1)(బి))' },
  endowment: { en: 'Endowment land (Sec. 22-A(1)(c))', te: 'దేవాదాయ భూమి (సెక్షన్ 22-ఎ(1)(సి))' },
  wakf: { en: 'Wakf property (Sec. 22-A(1)(c))', te: 'వక్ఫ్ ఆస్తి (సెక్షన్ 22-ఎ(1)(సి))' },
  'ceiling-surplus': { en: 'Ceiling surplus land (Sec. 22-A(1)(d))', te: 'సీలింగ్ మిగులు భూమి (సెక్షన్ 22-ఎ(1)(డి))' },
  'court-attachment': { en: 'Attached by a court or authority (Sec. 22-A(1)(e))', te: 'కోర్టు లేదా అధికారి జప్తు చేసినది (సెక్షన్ 22-ఎ(1)(ఇ))' },
};

export function prohibitionCategoryName(code: string): BilingualText {
  return nameOrCode(PROHIBITION_CATEGORIES[code], code);
}

/** What was searched, normalised: what the certificate certifies. */
export const ecCriteriaSchema = z.discriminatedUnion('searchBy', [
  z.object({
    searchBy: z.literal('property'),
    district: codeAndName,
    sro: codeAndName,
    village: codeAndName,
    identifiedBy: z.enum(EC_PROPERTY_IDENTIFIERS),
    surveyNumber: z.string(),
    doorNumber: z.string(),
    plotNumber: z.string(),
    apartmentName: z.string(),
    flatNumber: z.string(),
    fromDate: z.string(),
    toDate: z.string(),
  }),
  z.object({
    searchBy: z.literal('document'),
    sro: codeAndName,
    documentNumber: z.number().int(),
    year: z.number().int(),
    citation: z.string(),
    fromDate: z.string(),
    toDate: z.string(),
  }),
]);
export type EcCriteria = z.infer<typeof ecCriteriaSchema>;

export const prohibitionNoticeSchema = z.object({
  villageCode: z.string(),
  surveyNumber: z.string(),
  doorNumber: z.string(),
  category: codeAndName.describe('Section 22-A category'),
  notifiedOn: z.string(),
  denotifiedOn: z.string().nullable().describe('Set when the property was taken off the list'),
  reason: bilingualTextSchema,
});
export type ProhibitionNotice = z.infer<typeof prohibitionNoticeSchema>;

export const ecSearchResponseSchema = z.object({
  criteria: ecCriteriaSchema,
  /** Oldest first, by registration date then number. */
  documents: z.array(registeredDocumentSchema),
  /** How many documents matched; more than `documents.length` when capped. */
  totalDocuments: z.number().int(),
  capped: z.boolean().describe(`True when more than ${EC_DOCUMENT_LIMIT} documents matched and only the oldest ${EC_DOCUMENT_LIMIT} are listed`),
  prohibitions: z.array(prohibitionNoticeSchema),
  searchToken: z.string().describe(`Lets POST /ec/certificates issue this search's certificate for ${EC_SEARCH_TOKEN_MINUTES} minutes`),
  searchTokenExpiresAt: z.string(),
  /** Searches left today without sign-in; null for signed-in users. */
  anonymousSearchesLeft: z.number().int().nullable(),
});
export type EcSearchResponse = z.infer<typeof ecSearchResponseSchema>;

export const ecCertificateRequestSchema = z.object({
  searchToken: z.string({ error: 'required' }).min(1, { error: 'required' }).max(4000, { error: 'invalidValue' }),
  language: languageSchema,
});
export type EcCertificateRequest = z.infer<typeof ecCertificateRequestSchema>;
