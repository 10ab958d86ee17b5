import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema, grievanceActionSchema, grievanceParamsSchema, grievanceRequestSchema, grievanceViewSchema } from '@igrs/domain';
import { requestLanguage } from '../../plugins/errors.ts';
import { actOnGrievance, listGrievances, recordGrievance } from './service.ts';

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
};
