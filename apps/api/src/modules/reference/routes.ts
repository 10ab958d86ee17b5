import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  REFERENCE_LIST_NAMES,
  referenceList,
  referenceListParamsSchema,
  referenceListResponseSchema,
  type ReferenceListName,
  type ReferenceListResponse,
} from '@igrs/domain';

const ONE_DAY = 86_400;

/** The lists change only with a release, so each answer is computed once and cached by browsers for a day. */
const bodies = new Map(
  REFERENCE_LIST_NAMES.map((list) => {
    // The response schema checks every entry on the way out; the cast only joins the per-list entry types.
    const body = { list, entries: [...referenceList(list)] } as ReferenceListResponse;
    const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 32)}"`;
    return [list, { body, etag }] as const;
  }),
);

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reference/:list',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reference'],
        summary: 'A reference list (codes with English and Telugu descriptions) the forms and programs share',
        params: referenceListParamsSchema,
        response: { 200: referenceListResponseSchema, 304: z.null().describe('Not modified since the ETag given') },
      },
    },
    async (request, reply) => {
      const { body, etag } = bodies.get(request.params.list as ReferenceListName)!;
      reply.header('Cache-Control', `public, max-age=${ONE_DAY}`).header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return body;
    },
  );
};
