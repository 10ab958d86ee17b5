import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  calculateMarketValue,
  findReferenceEntry,
  marketValueRequestSchema,
  marketValueResponseSchema,
  rateRowsQuerySchema,
  rateVersionDetailSchema,
  rateVersionParamsSchema,
  rateVersionsResponseSchema,
  toTenThousandths,
  toYearMonthDay,
  validationMessage,
  type Language,
  type MarketValueInput,
  type MarketValueRequest,
  type StructureSchedule,
  type ValidationMessageKey,
} from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { HttpProblem, requestLanguage } from '../../plugins/errors.ts';
import { findVillage } from '../geography/index.ts';
import { findLandRate, findRateVersionPage, findStructureSchedule, listRateVersions } from './repository.ts';

function invalid(language: Language, problems: { field: string; key: ValidationMessageKey }[]): HttpProblem {
  return new HttpProblem(
    400,
    'VALIDATION_FAILED',
    problems.map((problem) => ({ field: problem.field ? `body.${problem.field}` : 'body', message: validationMessage(problem.key, language) })),
  );
}

/** The schema has already checked every quantity. */
function tenThousandths(value: number): number {
  const amount = toTenThousandths(value);
  if (amount === undefined) throw new RangeError(`Quantity ${value} passed validation but cannot be read`);
  return amount;
}

/** Finds the rates the request needs and calculates; throws a field-level 400 for whatever is missing. */
async function valueProperty(db: Database, request: MarketValueRequest, onDate: string, language: Language) {
  const village = await findVillage(db, request.villageCode);
  if (!village) throw invalid(language, [{ field: 'villageCode', key: 'unknownVillage' }]);
  if (village.kind !== (request.kind === 'rural' ? 'rural' : 'urban')) throw invalid(language, [{ field: 'villageCode', key: 'villageKindMismatch' }]);
  if (request.kind !== 'rural') {
    const ward = village.wards.find((entry) => entry.ward === request.ward);
    if (!ward) throw invalid(language, [{ field: 'ward', key: 'unknownWard' }]);
    if (!ward.blocks.includes(request.block)) throw invalid(language, [{ field: 'block', key: 'unknownBlock' }]);
  }

  const key = { villageCode: request.villageCode, landUseCode: request.landUseCode };
  const landRate =
    request.kind === 'rural'
      ? await findLandRate(db, { ...key, kind: 'rural', surveyNumber: request.surveyNumber }, onDate)
      : await findLandRate(db, { ...key, kind: 'urban', ward: request.ward, block: request.block, doorNumber: request.doorNumber }, onDate);
  if (!landRate) throw invalid(language, [{ field: 'landUseCode', key: 'noMarketValueRate' }]);

  let input: MarketValueInput;
  let schedule: (StructureSchedule & { isDemo: boolean }) | undefined;
  const demoSources = [landRate.isDemo];
  if (request.kind === 'apartment') {
    const compositeRate = await findLandRate(db, { ...key, kind: 'composite', ward: request.ward, block: request.block }, onDate);
    if (!compositeRate) throw invalid(language, [{ field: 'plinthAreaSqFt', key: 'noMarketValueRate' }]);
    demoSources.push(compositeRate.isDemo);
    input = {
      kind: 'apartment',
      landUseCode: request.landUseCode,
      undividedShareSqYards: tenThousandths(request.undividedShareSqYards),
      landRate,
      plinthAreaSqFt: tenThousandths(request.plinthAreaSqFt),
      compositeRate,
    };
  } else {
    const structures = request.structures ?? [];
    if (structures.length > 0) {
      schedule = await findStructureSchedule(db, onDate);
      demoSources.push(schedule?.isDemo ?? false);
    }
    input = {
      kind: request.kind,
      landUseCode: request.landUseCode,
      extent: { amount: tenThousandths(request.extent.value), unit: request.extent.unit },
      landRate,
      structures: structures.map((structure) => ({ ...structure, plinthAreaSqFt: tenThousandths(structure.plinthAreaSqFt) })),
    };
  }

  const result = calculateMarketValue(input, schedule);
  if (!result.ok) throw invalid(language, result.problems);
  return { village, calculation: result.calculation, isDemo: village.isDemo || demoSources.some(Boolean) };
}

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
          name: findReferenceEntry('land-uses', request.body.landUseCode)?.description ?? { en: request.body.landUseCode, te: request.body.landUseCode },
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
      if (!found) throw new HttpProblem(404, 'NOT_FOUND');
      // A stored version never changes.
      reply.header('Cache-Control', 'public, max-age=86400, immutable');
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
            name: findReferenceEntry('structure-types', structureTypeCode)?.description ?? { en: structureTypeCode, te: structureTypeCode },
            rate,
          })),
          stageShares: structureSchedule.stageShares.map((share) => ({
            ...share,
            name: findReferenceEntry('stages-of-construction', share.stageCode)?.description ?? { en: share.stageCode, te: share.stageCode },
          })),
          ageBands: [...structureSchedule.ageBands],
        },
      };
    },
  );
};
