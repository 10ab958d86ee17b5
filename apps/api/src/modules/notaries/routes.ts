import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, notaryParamsSchema, notaryRequestSchema, notarySearchSchema, notaryViewSchema } from '@igrs/domain';
import { requestLanguage } from '../../plugins/errors.ts';
import { addNotary, changeNotary, listNotaries } from './service.ts';

const TAGS = ['notaries'];
const KEEPERS = { menuPage: 'notaries' } as const;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export const notaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const step = (request: { principal?: unknown; ip: string } & Parameters<typeof requestLanguage>[0]) => ({
    principal: request.principal!,
    language: requestLanguage(request),
    now: new Date(),
    clientAddress: request.ip,
  });

  app.get(
    '/notaries',
    {
      config: { access: 'public' },
      schema: { tags: TAGS, summary: 'The notaries list, by name and district; a notary whose term has ended is shown as such', querystring: notarySearchSchema, response: { 200: z.object({ notaries: z.array(notaryViewSchema) }), 400: apiErrorSchema } },
    },
    async (request) => ({ notaries: await listNotaries(db, request.query, new Date()) }),
  );

  app.post(
    '/notaries',
    {
      config: { access: KEEPERS },
      schema: { tags: TAGS, summary: 'Adds a notary to the list of a district the officer covers; the header notice is written afresh', body: notaryRequestSchema, response: { 201: notaryViewSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await addNotary(db, request.body, step(request))),
  );

  app.put(
    '/notaries/:notaryId',
    {
      config: { access: KEEPERS },
      schema: { tags: TAGS, summary: "Corrects a notary's entry or records a renewed term; the header notice is written afresh", params: notaryParamsSchema, body: notaryRequestSchema, response: { 200: notaryViewSchema, ...errors } },
    },
    async (request) => changeNotary(db, request.params.notaryId, request.body, step(request)),
  );
};
