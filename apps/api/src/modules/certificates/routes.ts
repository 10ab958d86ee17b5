import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, certificateCodeParamsSchema, certificateVerificationSchema } from '@igrs/domain';
import { HttpProblem } from '../../plugins/errors.ts';
import { verifyCertificate } from './repository.ts';

export const certificateRoutes: FastifyPluginAsyncZod<{ codeKey: Uint8Array }> = async (app, { codeKey }) => {
  app.get(
    '/certificates/:code',
    {
      config: { access: 'public' },
      schema: {
        tags: ['certificates'],
        summary: 'Checks a verification code printed on an encumbrance certificate or certified copy, and shows what it certified',
        description: 'A code whose signature does not hold is answered 400 CERTIFICATE_CODE_TAMPERED; a well-formed code never issued is 404 CERTIFICATE_NOT_FOUND.',
        params: certificateCodeParamsSchema,
        response: { 200: certificateVerificationSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const outcome = await verifyCertificate(app.database.db, codeKey, request.params.code);
      if (outcome.status === 'tampered') throw new HttpProblem(400, 'CERTIFICATE_CODE_TAMPERED');
      if (outcome.status === 'unknown') throw new HttpProblem(404, 'CERTIFICATE_NOT_FOUND');
      reply.header('Cache-Control', 'no-store');
      return outcome.certificate;
    },
  );
};
