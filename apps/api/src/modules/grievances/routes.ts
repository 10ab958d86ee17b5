import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema, grievanceActionSchema, grievanceFilingSchema, grievanceParamsSchema, grievancePublicViewSchema, grievanceRequestSchema, grievanceStatusQuerySchema, grievanceViewSchema } from '@igrs/domain';
import { HttpProblem, requestLanguage } from '../../plugins/errors.ts';
import { consumeCaptcha } from '../auth/index.ts';
import { actOnGrievance, fileGrievance, listGrievances, publicGrievance, recordGrievance } from './service.ts';

const TAGS = ['grievances'];
const ACCESS = { menuPage: 'grievances' } as const;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const stepOf = (request: FastifyRequest) => ({ principal: request.principal!, language: requestLanguage(request), now: new Date() });

export const grievanceRoutes: FastifyPluginAsyncZod<{ encryptionKey: Uint8Array }> = async (app, { encryptionKey }) => {
  const db = app.database.db;
  app.get('/grievances', { config: { access: ACCESS }, schema: { tags: TAGS, summary: 'Grievances of the offices the viewer covers, open ones first', response: { 200: z.object({ grievances: z.array(grievanceViewSchema) }), ...errors } } }, async (request) => ({
    grievances: await listGrievances(db, stepOf(request)),
  }));
  app.post(
    '/grievances',
    { config: { access: ACCESS }, schema: { tags: TAGS, summary: 'Records a grievance the office received at the counter, by post or by phone', body: grievanceRequestSchema, response: { 201: grievanceViewSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await recordGrievance(db, encryptionKey, request.body, stepOf(request))),
  );
  app.post(
    '/grievances/:grievanceId/actions',
    { config: { access: ACCESS }, schema: { tags: TAGS, summary: "The office's step on a grievance, with what was said", params: grievanceParamsSchema, body: grievanceActionSchema, response: { 200: grievanceViewSchema, ...errors } } },
    async (request) => actOnGrievance(db, request.params.grievanceId, request.body, stepOf(request)),
  );

  app.post(
    '/grievances/filings',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Anyone files a grievance about an office or a service (captcha first); the answer is the reference to follow it with',
        body: grievanceFilingSchema,
        response: { 201: z.object({ grievanceId: z.string(), answerDue: z.string() }), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { captchaId, captchaText, ...filing } = request.body;
      if (!(await consumeCaptcha(db, captchaId, captchaText))) throw new HttpProblem(400, 'CAPTCHA_FAILED');
      return reply.status(201).send(await fileGrievance(db, encryptionKey, filing, new Date()));
    },
  );
  app.post(
    '/grievances/:grievanceId/status',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: "The complainant's view of a grievance: its reference, with the mobile it was filed with in the body (never in the address, so it stays out of logs)",
        params: grievanceParamsSchema,
        body: grievanceStatusQuerySchema,
        response: { 200: grievancePublicViewSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return publicGrievance(db, encryptionKey, request.params.grievanceId, request.body.mobile, new Date());
    },
  );
};
