import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  nameOrCode,
  apiErrorSchema,
  canOpenPage,
  findReferenceEntry,
  marketValueRequestSchema,
  marketValueResponseSchema,
  rateRowsQuerySchema,
  rateVersionDetailSchema,
  rateVersionParamsSchema,
  rateVersionsResponseSchema,
  toYearMonthDay,
} from '@igrs/domain';
import { HttpProblem, requestLanguage } from '../../plugins/errors.ts';
import { findRateVersionPage, listRateVersions } from './repository.ts';
import { valueProperty } from './service.ts';

export const marketValueRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/market-value',
    {
      config: { access: 'public' },
      schema: {
        tags: ['market-value'],
        summary: 'The market value of rural land, urban land or a flat, with any structures, component by component',
        description:
          'Rates are those in force on `onDate` (today in IST when absent). Each component names the rate version it came from; amounts are whole rupees, each rounded up once.',
        body: marketValueRequestSchema,
        response: { 200: marketValueResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const onDate = request.body.onDate ?? toYearMonthDay(new Date());
      const { village, calculation, isDemo } = await valueProperty(db, request.body, onDate, requestLanguage(request));
      const versions = new Map(calculation.components.map((component) => [component.rateVersion.id, component.rateVersion]));
      return {
        kind: request.body.kind,
        village: { code: village.code, name: village.name, sroCode: village.sroCode },
        landUse: {
          code: request.body.landUseCode,
          name: nameOrCode(findReferenceEntry('land-uses', request.body.landUseCode)?.description, request.body.landUseCode),
        },
        onDate,
        components: calculation.components,
        total: calculation.total,
        rateVersions: [...versions.values()],
        isDemo,
      };
    },
  );

  app.get(
    '/market-value/versions',
    {
      config: { access: 'public' },
      schema: {
        tags: ['market-value'],
        summary: 'Every rate version, land registers and structure schedules, latest effective date first',
        response: { 200: rateVersionsResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      return { versions: await listRateVersions(db) };
    },
  );

  app.get(
    '/market-value/versions/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['market-value'],
        summary: 'One rate version: a page of its land rates, or its structure schedule',
        params: rateVersionParamsSchema,
        querystring: rateRowsQuerySchema,
        response: { 200: rateVersionDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const found = await findRateVersionPage(db, request.params.id, request.query);
      const inForce = found?.version.status === 'approved';
      // Rates awaiting approval (or rejected) are shown only to the officers who review uploads.
      if (!found || (!inForce && !(request.principal && canOpenPage(request.principal, 'mvDataUpload')))) throw new HttpProblem(404, 'NOT_FOUND');
      // An approved version never changes; one awaiting a decision may.
      reply.header('Cache-Control', inForce ? 'public, max-age=86400, immutable' : 'no-store');
      const { structureSchedule } = found;
      return {
        version: found.version,
        rows: found.rows,
        total: found.total,
        page: request.query.page,
        pageSize: request.query.pageSize,
        structureSchedule: structureSchedule && {
          ratesPerSqFt: Object.entries(structureSchedule.ratesPerSqFt).map(([structureTypeCode, rate]) => ({
            structureTypeCode,
            name: nameOrCode(findReferenceEntry('structure-types', structureTypeCode)?.description, structureTypeCode),
            rate,
          })),
          stageShares: structureSchedule.stageShares.map((share) => ({
            ...share,
            name: nameOrCode(findReferenceEntry('stages-of-construction', share.stageCode)?.description, share.stageCode),
          })),
          ageBands: [...structureSchedule.ageBands],
        },
      };
    },
  );
};
