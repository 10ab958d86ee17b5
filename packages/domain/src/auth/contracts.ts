import { z } from 'zod';
import { bilingualTextSchema } from '../i18n/index.ts';
import { captchaIdSchema } from '../validation/index.ts';
import { JURISDICTION_LEVELS, jurisdictionLevelOf } from './jurisdiction.ts';
import { LOGIN_TYPES } from './login-types.ts';
import type { MenuItem } from './menus.ts';
import { isValidAadhaar } from './verhoeff.ts';

/** NIST SP 800-63B: at least 8 characters, long passphrases allowed, no composition rules. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordSchema = z
  .string({ error: 'required' })
  .min(PASSWORD_MIN_LENGTH, { error: 'passwordTooShort' })
  .max(PASSWORD_MAX_LENGTH, { error: 'passwordTooLong' });

export const loginIdSchema = z
  .string({ error: 'required' })
  .trim()
  .regex(/^[A-Za-z0-9_.-]{4,40}$/, { error: 'invalidLoginId' });

export const captchaResponseSchema = z.object({
  captchaId: z.uuid(),
  kind: z.enum(['image', 'question']),
  /** An SVG picture of the characters (kind `image`). */
  image: z.string().nullable(),
  /** A question readable by screen readers (kind `question`). */
  question: bilingualTextSchema.nullable(),
  expiresInSeconds: z.number().int().positive(),
});
export type CaptchaResponse = z.infer<typeof captchaResponseSchema>;

export const captchaQuerySchema = z.object({ kind: z.enum(['image', 'question']).default('image') });

export const loginRequestSchema = z.object({
  loginId: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(40, { error: 'invalidLoginId' }),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(PASSWORD_MAX_LENGTH, { error: 'passwordTooLong' }),
  captchaId: captchaIdSchema,
  captchaText: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(12, { error: 'captchaMismatch' }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * The stored-login record of spec §3.1: one record holding both field sets.
 * Mobile and Aadhaar are masked; the refresh credential never appears here.
 */
/** Where an account belongs, as the sign-in record, the user list and the signed-in bar show it. */
const placeFields = {
  jurisdictionLevel: z.enum(JURISDICTION_LEVELS),
  jurisdictionCode: z.string(),
  jurisdictionName: bilingualTextSchema,
};

export const storedLoginSchema = z.object({
  token: z.string(),
  loginId: z.string(),
  loginName: z.string(),
  loginType: z.enum(LOGIN_TYPES),
  isMasterUser: z.enum(['Y', 'N']),
  loginEmail: z.string().nullable(),
  lastLogin: z.string().nullable().describe('When this user last signed in before now, ISO 8601'),
  loginMobile: z.string().nullable().describe('Masked: only the last 4 digits show'),
  loginAadhar: z.string().nullable().describe('Masked: only the last 4 digits show'),
  ...placeFields,
});
export type StoredLogin = z.infer<typeof storedLoginSchema>;

export const tokenRefreshResponseSchema = z.object({ data: z.object({ token: z.string() }) });

export const passwordResetRequestSchema = z
  .object({
    currentPassword: z.string({ error: 'required' }).min(1, { error: 'required' }).max(PASSWORD_MAX_LENGTH, { error: 'passwordTooLong' }),
    newPassword: passwordSchema,
    confirmPassword: z.string({ error: 'required' }).min(1, { error: 'required' }),
  })
  .refine((form) => form.newPassword === form.confirmPassword, { error: 'passwordsDiffer', path: ['confirmPassword'] })
  .refine((form) => form.newPassword !== form.currentPassword, { error: 'passwordUnchanged', path: ['newPassword'] });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

const optionalText = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]).optional();

const personFields = {
  loginId: loginIdSchema,
  loginName: z.string({ error: 'required' }).trim().min(2, { error: 'invalidName' }).max(100, { error: 'invalidName' }),
  email: optionalText(z.email({ error: 'invalidEmail' })),
  mobile: z.string({ error: 'required' }).regex(/^[6-9]\d{9}$/, { error: 'invalidMobile' }),
  aadhaar: optionalText(z.string().refine(isValidAadhaar, { error: 'invalidAadhaar' })),
  password: passwordSchema,
};

/** An administrator creating any user. */
export const createUserRequestSchema = z.object({
  ...personFields,
  loginType: z.enum(LOGIN_TYPES, { error: 'unknownChoice' }),
  isMasterUser: z.boolean().default(false),
  /** The office, revenue district or zone at the login type's level; state-level accounts leave it empty. */
  jurisdictionCode: z.string().trim().max(8, { error: 'unknownChoice' }).regex(/^[0-9A-Z]*$/, { error: 'unknownChoice' }).default(''),
}).refine((request) => jurisdictionLevelOf(request.loginType) === 'state' || request.jurisdictionCode !== '', {
  path: ['jurisdictionCode'],
  error: 'chooseJurisdiction',
});
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

/** A master agency creating one of its own sub users. */
export const createSubUserRequestSchema = z.object(personFields);
export type CreateSubUserRequest = z.infer<typeof createSubUserRequestSchema>;

export const userSummarySchema = z.object({
  loginId: z.string(),
  loginName: z.string(),
  loginType: z.enum(LOGIN_TYPES),
  isMasterUser: z.enum(['Y', 'N']),
  loginEmail: z.string().nullable(),
  loginMobile: z.string().nullable(),
  loginAadhar: z.string().nullable(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
  ...placeFields,
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** Named, so the API description refers to the one recursive definition by name (`#/components/schemas/MenuItem`). */
export const menuItemSchema: z.ZodType<MenuItem> = z
  .lazy(() => z.object({ title: bilingualTextSchema, url: z.string(), isTarget: z.boolean(), submenu: z.array(menuItemSchema) }))
  .meta({ id: 'MenuItem' });
export const menuResponseSchema = z.object({ menu: z.array(menuItemSchema) });

export const CAPTCHA_IMAGE_LENGTH = 6;
export const CAPTCHA_QUESTION_LENGTH = 5;

/**
 * The browser's own check before sending (spec §5): the typed text must be
 * what a captcha of that kind can be. Whether it is the right answer only the
 * server knows, since the answer is never sent to the browser.
 */
export function captchaTextLooksRight(kind: 'image' | 'question', text: string): boolean {
  return kind === 'image' ? new RegExp(`^[0-9a-zA-Z]{${CAPTCHA_IMAGE_LENGTH}}$`).test(text) : new RegExp(`^\\d{${CAPTCHA_QUESTION_LENGTH}}$`).test(text);
}
