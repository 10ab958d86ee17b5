import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  contentListQuerySchema,
  contentListResponseSchema,
  contentListSchema,
  contentPageResponseSchema,
  contentPageSchema,
} from '@igrs/domain';
import { HttpProblem } from '../../plugins/errors.ts';
import { findContentPage, findFile, listContentGroups, listContentItems } from './repository.ts';

const ONE_HOUR = 3600;

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/content/pages/:page',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'A descriptive page (about-us, accessibility…) in both languages',
        params: z.object({ page: contentPageSchema }),
        response: { 200: contentPageResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const page = await findContentPage(app.database.db, request.params.page);
      if (!page) throw new HttpProblem(404, 'NOT_FOUND');
      return page;
    },
  );

  app.get(
    '/content/lists/:list',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'One page of a public list (circulars, judgements, tenders…), filtered by text, group and date',
        params: z.object({ list: contentListSchema }),
        querystring: contentListQuerySchema,
        response: { 200: contentListResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { list } = request.params;
      const [groups, { items, total }] = await Promise.all([
        listContentGroups(app.database.db, list),
        listContentItems(app.database.db, list, request.query),
      ]);
      return { list, groups, items, total, page: request.query.page, pageSize: request.query.pageSize };
    },
  );

  app.get(
    '/files/:fileId/:fileName',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'Download a published document',
        description: 'Answers the file with its media type, or 404 in the common error shape.',
        params: z.object({ fileId: z.uuid(), fileName: z.string() }),
      },
    },
    async (request, reply) => {
      const file = await findFile(app.database.db, request.params.fileId);
      if (!file) throw new HttpProblem(404, 'NOT_FOUND');
      const etag = `"${file.sha256}"`;
      reply
        .header('Cache-Control', `public, max-age=${ONE_HOUR}`)
        .header('ETag', etag)
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header('X-Content-Type-Options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(file.mediaType).send(Buffer.from(file.bytes));
    },
  );
};
