import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, calculateDuty, dutyCalculationRequestSchema, dutyCalculationResponseSchema, toYearMonthDay } from '@igrs/domain';
import { HttpProblem, requestLanguage } from '../../plugins/errors.ts';

export const dutyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/duty/calculate',
    {
      config: { access: 'public' },
      schema: {
        tags: ['duty'],
        summary: 'Stamp duty, transfer duty, registration fee and user charges for a transaction, rule by rule (rates in force today)',
        body: dutyCalculationRequestSchema,
        response: { 200: dutyCalculationResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const result = calculateDuty({ ...request.body, onDate: toYearMonthDay(new Date()) });
      if (!result.ok) {
        throw new HttpProblem(400, 'VALIDATION_FAILED', [{ field: 'body.minorCode', message: result.error.message[requestLanguage(request)] }]);
      }
      return result.calculation;
    },
  );
};
