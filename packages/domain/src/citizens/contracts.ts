import { z } from 'zod';

/** A sign-in code lives this long and allows this many wrong tries before it is spent. */
export const SIGN_IN_CODE_MINUTES = 10;
export const SIGN_IN_CODE_TRIES = 5;
/** Codes one mobile number may be sent in a quarter of an hour. */
export const SIGN_IN_CODES_PER_QUARTER_HOUR = 3;

export const citizenMobileSchema = z.string({ error: 'required' }).trim().regex(/^[6-9]\d{9}$/, { error: 'invalidMobile' });

/** A citizen asks for a sign-in code to their mobile, proving with a captcha that a person asks. */
export const signInCodeRequestSchema = z.object({
  mobile: citizenMobileSchema,
  captchaId: z.uuid({ error: 'captchaMismatch' }),
  captchaText: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(12, { error: 'captchaMismatch' }),
});
export type SignInCodeRequest = z.infer<typeof signInCodeRequestSchema>;

export const signInCodeSentSchema = z.object({
  mobileMasked: z.string(),
  expiresAt: z.iso.datetime(),
});

export const citizenSignInSchema = z.object({
  mobile: citizenMobileSchema,
  code: z.string({ error: 'required' }).trim().regex(/^\d{6}$/, { error: 'invalidSignInCode' }),
});
export type CitizenSignIn = z.infer<typeof citizenSignInSchema>;

/** An access token of a citizen's or a guest's session, and when it expires; the session goes on by refreshing it. */
export const citizenTokenSchema = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime(),
});

export const citizenSessionSchema = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime(),
  citizen: z.object({ citizenId: z.uuid(), mobileMasked: z.string(), since: z.iso.datetime() }),
});
export type CitizenSession = z.infer<typeof citizenSessionSchema>;
