import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_BASE_PATH,
  apiErrorSchema,
  citizenSessionSchema,
  citizenSignInSchema,
  citizenTokenSchema,
  SIGN_IN_CODE_REQUESTS_PER_ADDRESS_PER_QUARTER_HOUR,
  SIGN_IN_CODES_PER_MINUTE,
  SIGN_IN_CODES_PER_QUARTER_HOUR,
  signInCodeRequestSchema,
  signInCodeSentSchema,
} from '@igrs/domain';
import { HttpProblem } from '../../plugins/errors.ts';
import { isCrossSite } from '../../plugins/same-origin.ts';
import { citizenProfile, sendSignInCode, signInWithCode, type CitizenAccess } from './service.ts';
import type { CitizenTokens } from './tokens.ts';

const TAGS = ['citizens'];

/** A citizen's or a guest's refresh token, sent back only to the session routes, never readable by the page's scripts. */
export const CITIZEN_REFRESH_COOKIE = 'igrs_citizen_refresh';
const CITIZEN_REFRESH_COOKIE_PATH = `${API_BASE_PATH}/citizens/sessions`;

export function setCitizenRefreshCookie(request: FastifyRequest, reply: FastifyReply, tokens: CitizenTokens, refreshToken: string): void {
  reply.setCookie(CITIZEN_REFRESH_COOKIE, refreshToken, {
    path: CITIZEN_REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: tokens.lifetimes.sessionHours * 3600,
  });
}

const clearCitizenRefreshCookie = (reply: FastifyReply) => reply.clearCookie(CITIZEN_REFRESH_COOKIE, { path: CITIZEN_REFRESH_COOKIE_PATH });

export const citizenRoutes: FastifyPluginAsyncZod<{ access: CitizenAccess }> = async (app, { access }) => {
  app.post(
    '/citizens/sign-in-code',
    {
      // Anonymous like any other call (shed when the portal is busy): sending a text is no way in that staff need.
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Sends a 6-digit sign-in code to a mobile number (captcha first)',
        description: `The code works once, for 10 minutes, with 5 tries. Each request needs a solved captcha. At most ${SIGN_IN_CODES_PER_QUARTER_HOUR} codes go to one number in 15 minutes (429 SIGN_IN_CODES_TOO_MANY), one address may ask ${SIGN_IN_CODE_REQUESTS_PER_ADDRESS_PER_QUARTER_HOUR} times in 15 minutes (429 RATE_LIMITED), and the portal sends at most ${SIGN_IN_CODES_PER_MINUTE} codes a minute in all (503 PORTAL_BUSY); each refusal says when to try again in Retry-After. In the embedded demo the message appears in the outbox (GET /notifications/outbox).`,
        body: signInCodeRequestSchema,
        response: { 202: signInCodeSentSchema, 400: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => reply.status(202).send(await sendSignInCode(access, { ...request.body, clientAddress: request.ip })),
  );

  app.post(
    '/citizens/sessions',
    {
      config: { access: 'public', signingIn: true },
      schema: {
        tags: TAGS,
        summary: "Signs a citizen in with the code sent to their mobile; the first sign-in opens the citizen's account",
        body: citizenSignInSchema,
        response: { 201: citizenSessionSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { session, refreshToken } = await signInWithCode(access, request.body.mobile, request.body.code);
      setCitizenRefreshCookie(request, reply, access.tokens, refreshToken);
      return reply.status(201).send(session);
    },
  );

  app.post(
    '/citizens/sessions/refresh',
    {
      config: { access: 'public', signingIn: true },
      schema: {
        tags: TAGS,
        summary: "A new access token for the citizen's or guest's session, for its refresh cookie; the cookie rotates",
        description: 'A refresh token used once already, coming back after the moment two refreshes from one browser could race, ends the session (a copy is in other hands).',
        response: { 200: citizenTokenSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (isCrossSite(request)) throw new HttpProblem(403, 'CROSS_SITE_REQUEST');
      const presented = request.cookies[CITIZEN_REFRESH_COOKIE];
      if (!presented) throw new HttpProblem(401, 'REFRESH_FAILED');
      const refreshed = await access.tokens.refresh(presented);
      if (refreshed.outcome !== 'refreshed') {
        if (refreshed.outcome !== 'raced') clearCitizenRefreshCookie(reply);
        throw new HttpProblem(401, 'REFRESH_FAILED');
      }
      setCitizenRefreshCookie(request, reply, access.tokens, refreshed.refreshToken);
      reply.header('Cache-Control', 'no-store');
      return { token: refreshed.token, expiresAt: refreshed.expiresAt.toISOString() };
    },
  );

  app.delete(
    '/citizens/sessions/current',
    {
      config: { access: 'citizen' },
      schema: {
        tags: TAGS,
        summary: "Signs the citizen (or guest) out: the session ends on the server, in every process, and its refresh cookie is cleared",
        response: { 204: z.null(), 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const session = await access.tokens.verify(bearerToken(request.headers.authorization));
      if (!session) throw new HttpProblem(401, 'UNAUTHENTICATED');
      await access.tokens.end(session.sessionId, 'sign-out');
      clearCitizenRefreshCookie(reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/citizens/me',
    {
      config: { access: 'citizen' },
      schema: {
        tags: TAGS,
        summary: 'The signed-in citizen',
        response: { 200: z.object({ citizenId: z.uuid(), mobileMasked: z.string(), since: z.iso.datetime() }), 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const caller = request.citizen!;
      // A guest holds one application, not an account.
      if (!('citizenId' in caller)) throw new HttpProblem(401, 'UNAUTHENTICATED');
      return citizenProfile(access, caller.citizenId);
    },
  );
};

const bearerToken = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? '';
