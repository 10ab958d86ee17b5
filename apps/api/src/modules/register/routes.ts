import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, indexCorrectionSchema, indexCorrectionViewSchema, registeredDocumentSchema, registrationRequestSchema } from '@igrs/domain';
import { requestLanguage } from '../../plugins/errors.ts';
import { correctIndex } from './index-corrections.ts';
import { registerPresentedDocument } from './service.ts';

export const registerRoutes: FastifyPluginAsyncZod<{ encryptionKey: Uint8Array }> = async (app, { encryptionKey }) => {
  const db = app.database.db;

  app.post(
    '/register/documents',
    {
      config: { access: { loginTypes: ['SRO'] } },
      schema: {
        tags: ['register'],
        summary: 'Registers a document presented at the Sub-Registrar\'s own office and gives it the next number of that office and year',
        description:
          'The registration date is today (India time); execution ≤ presentation ≤ today, and presentation within four months of execution, or four more with the Registration Act s.25 fine. Stamp duty, transfer duty, registration fee, user charges and any fine are computed by the shared duty rules; `dutyPaid` short of them on any head is refused with the shortfall. A cancellation or rectification deed cancels or rectifies only a document of the same office. Numbers run from 1 in each office and year with no gap and no duplicate. Aadhaar, PAN and phone are stored encrypted and answered masked.',
        body: registrationRequestSchema,
        response: { 201: registeredDocumentSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const view = await registerPresentedDocument(db, encryptionKey, request.body, {
        principal: request.principal!,
        clientAddress: request.ip,
        language: requestLanguage(request),
        now: new Date(),
      });
      reply.header('Cache-Control', 'no-store');
      return reply.status(201).send(view);
    },
  );

  app.post(
    '/register/index-corrections',
    {
      config: { access: { menuPage: 'editIndex' } },
      schema: {
        tags: ['register'],
        summary: "Corrects how a party of the office's own document is indexed (name, relation, address), with the reason",
        description: 'The name search finds the corrected name at once; the old and new values, the officer and the reason are kept and answered.',
        body: indexCorrectionSchema,
        response: { 200: z.object({ corrections: z.array(indexCorrectionViewSchema) }), 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => ({
      corrections: await correctIndex(db, request.body, { principal: request.principal!, language: requestLanguage(request), clientAddress: request.ip, now: new Date() }),
    }),
  );
};
