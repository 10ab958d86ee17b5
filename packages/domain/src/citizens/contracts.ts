import { z } from 'zod';

/** A sign-in code lives this long and allows this many wrong tries before it is spent. */
export const SIGN_IN_CODE_MINUTES = 10;
export const SIGN_IN_CODE_TRIES = 5;
/** Codes one mobile number may be sent in a quarter of an hour. */
export const SIGN_IN_CODES_PER_QUARTER_HOUR = 3;
/**
 * Code requests one client address may make in a quarter of an hour, each
 * with its own captcha: enough for a Mee Seva centre signing several
 * citizens in, too few to make the portal a sender of texts to strangers.
 */
export const SIGN_IN_CODE_REQUESTS_PER_ADDRESS_PER_QUARTER_HOUR = 20;
/** Codes the portal sends in a minute from every address together, so a flood from many addresses cannot send texts without end. */
export const SIGN_IN_CODES_PER_MINUTE = 120;

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
