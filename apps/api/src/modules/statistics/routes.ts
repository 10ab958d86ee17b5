import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, publicStatisticsSchema, statisticsTableParamsSchema, type PublicStatistics } from '@igrs/domain';
import { publicStatistics, statisticsCsv } from './service.ts';

const TAGS = ['statistics'];
/** Aggregates move only as documents are registered; a minute's staleness spares the register a flood of identical sums. */
const FRESH_MS = 60_000;
const CACHE = `public, max-age=${FRESH_MS / 1000}`;

export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // One sum a minute for the process, whoever asks and in whatever form; a failed sum is not kept.
  let kept: { at: number; statistics: Promise<PublicStatistics> } | undefined;
  const current = (): Promise<PublicStatistics> => {
    const now = Date.now();
    if (!kept || now - kept.at > FRESH_MS) {
      const statistics = publicStatistics(db, new Date(now));
      kept = { at: now, statistics };
      statistics.catch(() => {
        if (kept?.statistics === statistics) kept = undefined;
      });
    }
    return kept.statistics;
  };
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
      return current();
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
      const csv = statisticsCsv(await current(), request.params.table);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="igrs-statistics-${request.params.table}.csv"`)
        .header('Cache-Control', CACHE)
        .send(csv);
    },
  );
};
