import { z } from 'zod';
import type { BilingualText } from '../i18n/index.ts';
import { captchaIdSchema, text, TEXT_LIMITS } from '../validation/index.ts';

export const GRIEVANCE_CATEGORIES = ['delay', 'bribe-demand', 'wrong-entry', 'behaviour', 'portal', 'other'] as const;
export type GrievanceCategory = (typeof GRIEVANCE_CATEGORIES)[number];

export const GRIEVANCE_CATEGORY_NAMES: Record<GrievanceCategory, BilingualText> = {
  delay: { en: 'Delay in service', te: 'సేవలో జాప్యం' },
  'bribe-demand': { en: 'Demand for a bribe', te: 'లంచం డిమాండ్' },
  'wrong-entry': { en: 'Wrong entry in a record', te: 'రికార్డులో తప్పు నమోదు' },
  behaviour: { en: 'Behaviour of staff', te: 'సిబ్బంది ప్రవర్తన' },
  portal: { en: 'Problem with the portal', te: 'పోర్టల్‌లో సమస్య' },
  other: { en: 'Other', te: 'ఇతరం' },
};

export const GRIEVANCE_STATUSES = ['open', 'in-progress', 'resolved', 'rejected'] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];

/** The citizen's charter: a grievance is answered within this many days, or it counts as overdue. */
export const GRIEVANCE_DAYS = 7;

/**
 * Where an unanswered grievance has climbed: to the District Registrar when
 * overdue, to the DIG of the zone when overdue twice over. Closed ones stay
 * where they were closed.
 */
export const GRIEVANCE_LEVELS = ['office', 'district', 'zone'] as const;
export type GrievanceLevel = (typeof GRIEVANCE_LEVELS)[number];

export function grievanceLevel(receivedAt: Date, until: Date): GrievanceLevel {
  const days = (until.getTime() - receivedAt.getTime()) / 86_400_000;
  return days > 2 * GRIEVANCE_DAYS ? 'zone' : days > GRIEVANCE_DAYS ? 'district' : 'office';
}

export const GRIEVANCE_LEVEL_NAMES: Record<GrievanceLevel, BilingualText> = {
  office: { en: 'With the office', te: 'కార్యాలయం వద్ద' },
  district: { en: 'Escalated to the District Registrar', te: 'జిల్లా రిజిస్ట్రార్‌కు పంపబడింది' },
  zone: { en: 'Escalated to the DIG of the zone', te: 'జోన్ డీఐజీకి పంపబడింది' },
};

export const GRIEVANCE_ID_PATTERN = /^GRV-\d{4}-\d{6,9}$/;
export const grievanceParamsSchema = z.object({ grievanceId: z.string().regex(GRIEVANCE_ID_PATTERN, { error: 'invalidValue' }) });

/** A grievance as an office records it, received at the counter, by post or by phone. */
export const grievanceRequestSchema = z.object({
  sroCode: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(10, { error: 'unknownChoice' }),
  category: z.enum(GRIEVANCE_CATEGORIES, { error: 'unknownChoice' }),
  complainantName: text(TEXT_LIMITS.name).trim().min(2, { error: 'invalidName' }),
  mobile: z.string({ error: 'required' }).trim().regex(/^[6-9]\d{9}$/, { error: 'invalidMobile' }),
  description: text(TEXT_LIMITS.remarks).trim().min(10, { error: 'grievanceTooShort' }),
  receivedThrough: z.enum(['counter', 'post', 'phone'], { error: 'unknownChoice' }),
});
export type GrievanceRequest = z.infer<typeof grievanceRequestSchema>;

/** A grievance anyone files online about an office or a service, after a captcha. */
export const grievanceFilingSchema = grievanceRequestSchema.omit({ receivedThrough: true }).extend({
  captchaId: captchaIdSchema,
  captchaText: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(12, { error: 'captchaMismatch' }),
});
export type GrievanceFiling = z.infer<typeof grievanceFilingSchema>;

/** The complainant's own look at a grievance: its reference and the mobile it was filed with. */
export const grievanceStatusQuerySchema = z.object({ mobile: z.string({ error: 'required' }).trim().regex(/^[6-9]\d{9}$/, { error: 'invalidMobile' }) });

/** Papers a complainant may add to a grievance, each a PDF, JPEG or PNG within the upload limit. */
export const GRIEVANCE_MAX_ATTACHMENTS = 3;

export const grievanceAttachmentSchema = z.object({
  attachmentId: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.iso.datetime(),
});
export type GrievanceAttachment = z.infer<typeof grievanceAttachmentSchema>;

export const grievanceAttachmentParamsSchema = grievanceParamsSchema.extend({ attachmentId: z.uuid({ error: 'invalidValue' }) });

/** What the complainant sees: where it stands and every answer, not the office's working notes about others. */
export const grievancePublicViewSchema = z.object({
  grievanceId: z.string(),
  sroCode: z.string(),
  category: z.enum(GRIEVANCE_CATEGORIES),
  status: z.enum(GRIEVANCE_STATUSES),
  level: z.enum(GRIEVANCE_LEVELS),
  receivedAt: z.iso.datetime(),
  answerDue: z.string(),
  events: z.array(z.object({ at: z.iso.datetime(), status: z.enum(GRIEVANCE_STATUSES), remarks: z.string() })),
  attachments: z.array(grievanceAttachmentSchema),
});
export type GrievancePublicView = z.infer<typeof grievancePublicViewSchema>;

/** The office's step on a grievance, always with what was said to the complainant. */
export const grievanceActionSchema = z.object({
  status: z.enum(['in-progress', 'resolved', 'rejected'], { error: 'unknownChoice' }),
  remarks: text(TEXT_LIMITS.remarks).trim().min(5, { error: 'required' }),
});
export type GrievanceAction = z.infer<typeof grievanceActionSchema>;

export const grievanceViewSchema = z.object({
  grievanceId: z.string(),
  sroCode: z.string(),
  category: z.enum(GRIEVANCE_CATEGORIES),
  complainantName: z.string(),
  mobileMasked: z.string(),
  description: z.string(),
  receivedThrough: z.string(),
  status: z.enum(GRIEVANCE_STATUSES),
  receivedAt: z.iso.datetime(),
  overdue: z.boolean(),
  level: z.enum(GRIEVANCE_LEVELS),
  events: z.array(z.object({ at: z.iso.datetime(), status: z.enum(GRIEVANCE_STATUSES), by: z.string(), remarks: z.string() })),
  attachments: z.array(grievanceAttachmentSchema),
});
export type GrievanceView = z.infer<typeof grievanceViewSchema>;
