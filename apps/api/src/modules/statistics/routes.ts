import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, publicStatisticsSchema, statisticsTableParamsSchema } from '@igrs/domain';
import { publicStatistics, statisticsCsv } from './service.ts';

const TAGS = ['statistics'];
/** Aggregates move only as documents are registered; a minute's staleness spares the register a flood of identical sums. */
const CACHE = 'public, max-age=60';

export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/statistics',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: "The register's open statistics for the twelve months to date: documents and revenue by district and month, the mix of transactions, the median market value a square yard of sites by district",
        description: 'Aggregates only: no party, document or property can be read from them.',
        response: { 200: publicStatisticsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', CACHE);
      return publicStatistics(db, new Date());
    },
  );
  app.get(
    '/statistics/:table.csv',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'One table of the open statistics as CSV (UTF-8), headed in English and Telugu',
        params: statisticsTableParamsSchema,
        response: { 200: z.any().describe('CSV'), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const csv = statisticsCsv(await publicStatistics(db, new Date()), request.params.table);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="igrs-statistics-${request.params.table}.csv"`)
        .header('Cache-Control', CACHE)
        .send(csv);
    },
  );
};
