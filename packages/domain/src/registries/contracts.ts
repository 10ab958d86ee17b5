import { z } from 'zod';
import type { BilingualText } from '../i18n/index.ts';
import { addDays, ageOn } from '../format/index.ts';
import { calendarDate, captchaIdSchema, text, TEXT_LIMITS } from '../validation/index.ts';
import {
  MARRIAGE_MINIMUM_AGE,
  REGISTRY_DEFINITIONS,
  REGISTRY_KINDS,
  SPECIAL_MARRIAGE_OBJECTION_DAYS,
  SPECIAL_MARRIAGE_RESIDENCE_DAYS,
  type FieldDefinition,
  type FilingDefinition,
  type RegistryKind,
  type SectionDefinition,
} from './kinds.ts';

/** The particulars of an entry, section by section, as its definition lays them out. */
export type Particulars = Record<string, Record<string, string> | Record<string, string>[]>;

function fieldSchema(definition: FieldDefinition): z.ZodType<string | undefined> {
  if (definition.type === 'date') return calendarDate();
  if (definition.type === 'rupees' || definition.type === 'count') {
    const { min, max } = definition.range ?? { min: 0, max: Number.MAX_SAFE_INTEGER };
    return z
      .string({ error: 'required' })
      .trim()
      .regex(/^\d{1,12}$/, { error: 'wholeNumber', abort: true })
      .refine((value) => Number(value) >= min && Number(value) <= max, { error: 'outOfRange' });
  }
  if (definition.type === 'choice') {
    const codes = (definition.options ?? []).map((option) => option.code);
    return z.string({ error: 'required' }).refine((value) => codes.includes(value), { error: 'unknownChoice' });
  }
  const typed = text(definition.max ?? TEXT_LIMITS.name).trim();
  return definition.optional ? typed.optional() : typed.min(1, { error: 'required' });
}

function sectionSchema(section: SectionDefinition) {
  const item = z.object(Object.fromEntries(section.fields.map((definition) => [definition.name, fieldSchema(definition)])));
  if (!section.repeat) return item;
  return z
    .array(item, { error: 'required' })
    .min(section.repeat.min, { error: 'tooFewEntries' })
    .max(section.repeat.max, { error: 'tooManyEntries' });
}

type Issue = { path: (string | number)[]; message: string };

/** What the law asks beyond each field: ages on the day of marriage, residence before the notice, no date after today. */
function lawChecks(kind: RegistryKind, particulars: Particulars, today: string): Issue[] {
  const issues: Issue[] = [];
  const one = (section: string) => particulars[section] as Record<string, string> | undefined;
  const notAfterToday = (section: string, name: string) => {
    const value = one(section)?.[name];
    if (value && value > today) issues.push({ path: [section, name], message: 'dateAfterToday' });
  };
  if (kind === 'hindu-marriage' || kind === 'special-marriage') {
    // A registered Hindu marriage has taken place; a special marriage is solemnised after the notice has stood its days.
    const marriageDay = kind === 'hindu-marriage' ? (one('marriage')?.marriageDate ?? today) : addDays(today, SPECIAL_MARRIAGE_OBJECTION_DAYS);
    if (kind === 'hindu-marriage') notAfterToday('marriage', 'marriageDate');
    for (const party of ['bride', 'groom'] as const) {
      notAfterToday(party, 'dateOfBirth');
      const born = one(party)?.dateOfBirth;
      if (born && born <= today && ageOn(born, marriageDay) < MARRIAGE_MINIMUM_AGE[party]) issues.push({ path: [party, 'dateOfBirth'], message: party === 'bride' ? 'brideUnderAge' : 'groomUnderAge' });
    }
  }
  if (kind === 'special-marriage') {
    const since = one('residence')?.since;
    if (since && since > addDays(today, -SPECIAL_MARRIAGE_RESIDENCE_DAYS)) issues.push({ path: ['residence', 'since'], message: 'residenceTooShort' });
  }
  if (kind === 'firm') {
    notAfterToday('firm', 'commencedOn');
    (particulars.partners as Record<string, string>[] | undefined)?.forEach((partner, index) => {
      if (partner.joinedOn && partner.joinedOn > today) issues.push({ path: ['partners', index, 'joinedOn'], message: 'dateAfterToday' });
    });
  }
  if (kind === 'society') notAfterToday('society', 'formedOn');
  if (kind === 'chit') {
    const chit = one('chit');
    // A chit is sanctioned before it begins (s.4), with security at least the chit amount (s.20), one ticket an instalment.
    if (chit?.commencesOn && chit.commencesOn <= today) issues.push({ path: ['chit', 'commencesOn'], message: 'chitBeginsAfterSanction' });
    if (chit?.subscribers && chit.instalments && chit.subscribers !== chit.instalments) issues.push({ path: ['chit', 'subscribers'], message: 'chitTicketsInstalments' });
    const security = one('security')?.amount;
    if (security && chit?.chitValue && Number(security) < Number(chit.chitValue)) issues.push({ path: ['security', 'amount'], message: 'chitSecurityShort' });
  }
  return issues;
}

/**
 * The particulars' schema of a kind, built from its definition, with the
 * law's checks as of `today`: the citizen's form and the server use the same.
 */
export function particularsSchema(kind: RegistryKind, today: string) {
  return sectionsSchema(REGISTRY_DEFINITIONS[kind].sections).superRefine((value, context) => {
    for (const issue of lawChecks(kind, value as Particulars, today)) context.addIssue({ code: 'custom', ...issue });
  });
}

function sectionsSchema(sections: readonly SectionDefinition[]) {
  return z.object(Object.fromEntries(sections.map((section) => [section.key, sectionSchema(section)])));
}

/** A later filing's particulars: its own sections, the change not dated after today. */
export function filingSchema(filing: FilingDefinition, today: string) {
  return sectionsSchema(filing.sections).superRefine((value, context) => {
    const effectiveOn = (value as Particulars & { filing?: { effectiveOn?: string } }).filing?.effectiveOn;
    if (effectiveOn && effectiveOn > today) context.addIssue({ code: 'custom', path: ['filing', 'effectiveOn'], message: 'dateAfterToday' });
  });
}

/** Particulars as they travel: checked against the kind's own schema by the server, on save. */
export const particularsBodySchema = z.record(z.string(), z.union([z.record(z.string(), z.string()), z.array(z.record(z.string(), z.string())).max(50)]));

export const REGISTRY_STATUSES = ['draft', 'awaiting-fee', 'with-registrar', 'notice-published', 'returned', 'registered', 'refused', 'dissolved'] as const;
export type RegistryStatus = (typeof REGISTRY_STATUSES)[number];

export const REGISTRY_STATUS_NAMES: Record<RegistryStatus, BilingualText> = {
  draft: { en: 'Being entered', te: 'నమోదులో ఉంది' },
  'awaiting-fee': { en: 'Submitted, fee to be paid', te: 'సమర్పించబడింది, రుసుము చెల్లించాలి' },
  'with-registrar': { en: 'With the registrar', te: 'రిజిస్ట్రార్ వద్ద ఉంది' },
  'notice-published': { en: 'Notice published, open to objections', te: 'నోటీసు ప్రచురించబడింది, అభ్యంతరాలకు తెరిచి ఉంది' },
  returned: { en: 'Returned for correction', te: 'సవరణకు తిప్పి పంపబడింది' },
  registered: { en: 'Registered', te: 'నమోదైంది' },
  refused: { en: 'Refused', te: 'తిరస్కరించబడింది' },
  dissolved: { en: 'Dissolved', te: 'రద్దయింది' },
};

/** States in which the applicant may still change the particulars. */
export const EDITABLE_REGISTRY_STATUSES: readonly RegistryStatus[] = ['draft', 'returned'];

export const REGISTRY_ENTRY_ID_PATTERN = /^REG-\d{4}-\d{6,9}$/;
export const registryEntryParamsSchema = z.object({ entryId: z.string().regex(REGISTRY_ENTRY_ID_PATTERN, { error: 'invalidValue' }) });
export const registryKindParamsSchema = z.object({ kind: z.enum(REGISTRY_KINDS, { error: 'unknownChoice' }) });

export const startRegistrySchema = z.object({
  kind: z.enum(REGISTRY_KINDS, { error: 'unknownChoice' }),
  /** The office the applicant goes to: the Marriage Registrar's, or any office of the Registrar of Firms' or Societies' district. */
  sroCode: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(10, { error: 'unknownChoice' }),
});
export type StartRegistry = z.infer<typeof startRegistrySchema>;

export const OBJECTION_STATUSES = ['pending', 'upheld', 'dismissed'] as const;
export type ObjectionStatus = (typeof OBJECTION_STATUSES)[number];
export const OBJECTION_STATUS_NAMES: Record<ObjectionStatus, BilingualText> = {
  pending: { en: 'To be decided', te: 'నిర్ణయించవలసి ఉంది' },
  upheld: { en: 'Upheld: the marriage is refused', te: 'సమర్థించబడింది: వివాహం తిరస్కరించబడింది' },
  dismissed: { en: 'Dismissed', te: 'కొట్టివేయబడింది' },
};

export const registryEventSchema = z.object({ at: z.iso.datetime(), step: z.string(), by: z.string(), remarks: z.string().nullable() });

export const objectionViewSchema = z.object({
  objectionId: z.number().int(),
  filedAt: z.iso.datetime(),
  objectorName: z.string(),
  grounds: z.string(),
  status: z.enum(OBJECTION_STATUSES),
  decidedBy: z.string().nullable(),
  decisionRemarks: z.string().nullable(),
});
export type ObjectionView = z.infer<typeof objectionViewSchema>;

export const FILING_STATUSES = ['filed', 'accepted', 'returned'] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];
export const FILING_STATUS_NAMES: Record<FilingStatus, BilingualText> = {
  filed: { en: 'With the registrar', te: 'రిజిస్ట్రార్ వద్ద ఉంది' },
  accepted: { en: 'Accepted and entered in the register', te: 'ఆమోదించి రిజిస్టర్‌లో నమోదు చేయబడింది' },
  returned: { en: 'Returned', te: 'తిప్పి పంపబడింది' },
};

export const filingViewSchema = z.object({
  filingId: z.number().int(),
  filingKind: z.string(),
  status: z.enum(FILING_STATUSES),
  particulars: particularsBodySchema,
  filedAt: z.iso.datetime(),
  decidedBy: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  remarks: z.string().nullable(),
});
export type FilingView = z.infer<typeof filingViewSchema>;

export const filingRequestSchema = z.object({
  filingKind: z.string({ error: 'required' }).min(1, { error: 'required' }).max(40, { error: 'unknownChoice' }),
  particulars: particularsBodySchema,
});
export type FilingRequest = z.infer<typeof filingRequestSchema>;

export const filingDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('accept'), remarks: text(TEXT_LIMITS.remarks).trim().optional() }),
  z.object({ decision: z.literal('return'), remarks: text(TEXT_LIMITS.remarks).trim().min(5, { error: 'required' }) }),
]);
export type FilingDecision = z.infer<typeof filingDecisionSchema>;

export const filingParamsSchema = registryEntryParamsSchema.extend({ filingId: z.coerce.number().int().min(1) });

export const registryDocumentViewSchema = z.object({
  documentId: z.string(),
  kind: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.iso.datetime(),
});
export type RegistryDocumentView = z.infer<typeof registryDocumentViewSchema>;

export const registryDocumentParamsSchema = registryEntryParamsSchema.extend({ documentId: z.uuid({ error: 'invalidValue' }) });

/** At most this many papers on one application. */
export const MAX_REGISTRY_DOCUMENTS = 10;

export const registryEntryViewSchema = z.object({
  entryId: z.string(),
  kind: z.enum(REGISTRY_KINDS),
  status: z.enum(REGISTRY_STATUSES),
  sroCode: z.string(),
  /** What the entry is called: the couple's names, the firm's or the society's. */
  name: z.string(),
  particulars: particularsBodySchema.nullable(),
  feeRupees: z.number().int(),
  paidRupees: z.number().int(),
  registrationNumber: z.string().nullable(),
  registeredOn: z.string().nullable(),
  notice: z.object({ publishedOn: z.string(), objectionsUntil: z.string(), lapsesOn: z.string() }).nullable(),
  objections: z.array(objectionViewSchema),
  filings: z.array(filingViewSchema),
  documents: z.array(registryDocumentViewSchema),
  /** A marriage's appointment with the registrar, when the couple and witnesses appear. */
  appointment: z.object({ date: z.string(), time: z.string() }).nullable(),
  remarks: z.string().nullable(),
  events: z.array(registryEventSchema),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type RegistryEntryView = z.infer<typeof registryEntryViewSchema>;

export const registryEntryListSchema = z.object({ entries: z.array(registryEntryViewSchema) });

/** The registrar's word on an entry: registered, or returned for correction with what is wrong. */
export const registrarDecisionSchema = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('register'),
    /** For a marriage: the officer has seen both parties and the three witnesses in person. */
    appeared: z.boolean().optional(),
    remarks: text(TEXT_LIMITS.remarks).trim().optional(),
  }),
  z.object({ decision: z.literal('return'), remarks: text(TEXT_LIMITS.remarks).trim().min(5, { error: 'required' }) }),
]);
export type RegistrarDecision = z.infer<typeof registrarDecisionSchema>;

/** An objection to a published notice: anyone may file one, with their name and the grounds (SMA s.7). */
export const objectionRequestSchema = z.object({
  objectorName: text(TEXT_LIMITS.name).trim().min(2, { error: 'invalidName' }),
  objectorAddress: text(TEXT_LIMITS.address).trim().min(5, { error: 'required' }),
  grounds: text(TEXT_LIMITS.remarks).trim().min(10, { error: 'grievanceTooShort' }),
  captchaId: captchaIdSchema,
  captchaText: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(12, { error: 'captchaMismatch' }),
});
export type ObjectionRequest = z.infer<typeof objectionRequestSchema>;

export const objectionDecisionSchema = z.object({
  decision: z.enum(['uphold', 'dismiss'], { error: 'unknownChoice' }),
  remarks: text(TEXT_LIMITS.remarks).trim().min(5, { error: 'required' }),
});
export type ObjectionDecision = z.infer<typeof objectionDecisionSchema>;

export const objectionParamsSchema = registryEntryParamsSchema.extend({ objectionId: z.coerce.number().int().min(1) });

/** A special marriage's notice as the public list shows it: names and the office, no addresses or contact details. */
export const publicNoticeSchema = z.object({
  entryId: z.string(),
  brideName: z.string(),
  groomName: z.string(),
  sroCode: z.string(),
  publishedOn: z.string(),
  objectionsUntil: z.string(),
});
export type PublicNotice = z.infer<typeof publicNoticeSchema>;

/** A registered firm or society as the public search shows it. */
export const publicRegistrationSchema = z.object({
  registrationNumber: z.string(),
  kind: z.enum(REGISTRY_KINDS),
  name: z.string(),
  place: z.string(),
  sroCode: z.string(),
  registeredOn: z.string(),
  status: z.enum(REGISTRY_STATUSES),
  /** The filings accepted since, newest last: what changed and from when. */
  filings: z.array(z.object({ filingKind: z.string(), effectiveOn: z.string(), acceptedOn: z.string() })),
});
export type PublicRegistration = z.infer<typeof publicRegistrationSchema>;

export const publicRegistrySearchSchema = z.object({
  kind: z.enum(['firm', 'society'], { error: 'unknownChoice' }),
  name: z.string().trim().min(3, { error: 'nameSearchTooShort' }).max(100, { error: 'textTooLong' }),
});

/** The registrar's list of a kind: the entries of the offices in view, in the period, by status. */
export const registrarListQuerySchema = z.object({
  fromDate: calendarDate().optional(),
  toDate: calendarDate().optional(),
  status: z.enum(REGISTRY_STATUSES, { error: 'unknownChoice' }).optional(),
});

/** What an entry is called, from its particulars. */
export function registryEntryName(kind: RegistryKind, particulars: Particulars | null): string {
  const one = (section: string) => (particulars?.[section] ?? {}) as Record<string, string>;
  if (kind === 'hindu-marriage' || kind === 'special-marriage') {
    const names = [one('bride').name, one('groom').name].filter(Boolean);
    return names.join(' & ');
  }
  const nameField = REGISTRY_DEFINITIONS[kind].nameField;
  return nameField ? (one(nameField.section)[nameField.field] ?? '') : '';
}

/** A name as compared for the one-name-a-district rule: case, spaces and punctuation aside. */
export function comparableName(name: string): string {
  return name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
