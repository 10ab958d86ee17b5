import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, citizenSessionSchema, citizenSignInSchema, signInCodeRequestSchema, signInCodeSentSchema } from '@igrs/domain';
import { HttpProblem } from '../../plugins/errors.ts';
import { consumeCaptcha } from '../auth/index.ts';
import { citizenProfile, sendSignInCode, signInWithCode, type CitizenAccess } from './service.ts';

const TAGS = ['citizens'];

export const citizenRoutes: FastifyPluginAsyncZod<{ access: CitizenAccess }> = async (app, { access }) => {
  app.post(
    '/citizens/sign-in-code',
    {
      config: { access: 'public', signingIn: true },
      schema: {
        tags: TAGS,
        summary: 'Sends a 6-digit sign-in code to a mobile number (captcha first)',
        description:
          'The code works once, for 10 minutes, with 5 tries. At most 3 codes go to one number in 15 minutes (429 SIGN_IN_CODES_TOO_MANY). In the embedded demo the message appears in the outbox (GET /notifications/outbox).',
        body: signInCodeRequestSchema,
        response: { 202: signInCodeSentSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!(await consumeCaptcha(app.database.db, request.body.captchaId, request.body.captchaText))) throw new HttpProblem(400, 'CAPTCHA_FAILED');
      return reply.status(202).send(await sendSignInCode(access, request.body.mobile));
    },
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
      return reply.status(201).send(await signInWithCode(access, request.body.mobile, request.body.code));
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
