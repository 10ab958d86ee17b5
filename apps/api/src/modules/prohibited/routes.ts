import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema, denotificationSchema, prohibitionOrderSchema, prohibitionParamsSchema, prohibitionViewSchema } from '@igrs/domain';
import { requestLanguage } from '../../plugins/errors.ts';
import { denotifyProhibition, notifyProhibition, prohibitionsFor, type Step } from './service.ts';

const TAGS = ['prohibited-properties'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const stepOf = (request: FastifyRequest): Step => ({ principal: request.principal!, language: requestLanguage(request), clientAddress: request.ip, now: new Date() });

export const prohibitedRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/prohibited-properties',
    {
      config: { access: { menuPage: 'prohibitedDenotify' } },
      schema: { tags: TAGS, summary: "The prohibitions in force in the viewer's jurisdiction, newest first", response: { 200: z.object({ prohibitions: z.array(prohibitionViewSchema) }), ...errors } },
    },
    async (request) => ({ prohibitions: await prohibitionsFor(db, request.principal!) }),
  );
  app.post(
    '/prohibited-properties',
    {
      config: { access: { menuPage: 'prohibitedNotify' } },
      schema: {
        tags: TAGS,
        summary: 'Notifies a survey or door number of a village as prohibited from registration (s.22-A), with the order (the District Registrar over the village)',
        description: 'The same number of the village already prohibited is answered 409 ALREADY_PROHIBITED; an order dated after today is refused.',
        body: prohibitionOrderSchema,
        response: { 201: prohibitionViewSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await notifyProhibition(db, request.body, stepOf(request))),
  );
  app.post(
    '/prohibited-properties/:prohibitionId/denotification',
    {
      config: { access: { menuPage: 'prohibitedDenotify' } },
      schema: {
        tags: TAGS,
        summary: 'Withdraws a prohibition by a later order, with the reason (the District Registrar over the village)',
        params: prohibitionParamsSchema,
        body: denotificationSchema,
        response: { 200: prohibitionViewSchema, ...errors },
      },
    },
    async (request) => denotifyProhibition(db, request.params.prohibitionId, request.body, stepOf(request)),
  );
};
