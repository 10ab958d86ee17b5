import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, indexCorrectionDecisionSchema, indexCorrectionSchema, indexCorrectionsResponseSchema, registeredDocumentSchema, registrationRequestSchema } from '@igrs/domain';
import { requestLanguage } from '../../plugins/errors.ts';
import { decideIndexCorrection, proposeIndexCorrection, proposedCorrections } from './index-corrections.ts';
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

  const step = (request: FastifyRequest) => ({ principal: request.principal!, language: requestLanguage(request), clientAddress: request.ip, now: new Date() });

  app.post(
    '/register/index-corrections',
    {
      config: { access: { menuPage: 'editIndex' } },
      schema: {
        tags: ['register'],
        summary: "Proposes a correction of how a party of a document is indexed (name, relation, address), with the reason",
        description:
          'Any department officer over the office may propose one. The register changes only when a second officer above the proposer approves it (POST /register/index-corrections/:id/decision); until then the proposal waits, one at a time for each party. Answers every correction of the document, old and new values kept.',
        body: indexCorrectionSchema,
        response: { 200: indexCorrectionsResponseSchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => ({ corrections: await proposeIndexCorrection(db, request.body, step(request)) }),
  );

  app.get(
    '/register/index-corrections',
    {
      config: { access: { menuPage: 'editIndex' } },
      schema: {
        tags: ['register'],
        summary: "The index corrections awaiting a decision in the caller's jurisdiction, oldest first",
        response: { 200: indexCorrectionsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { corrections: await proposedCorrections(db, request.principal!) };
    },
  );

  app.post(
    '/register/index-corrections/:id/decision',
    {
      config: { access: { menuPage: 'editIndex' } },
      schema: {
        tags: ['register'],
        summary: 'Approves or rejects a proposed index correction: a second officer above the proposer, over the office',
        description: 'Approval changes the party in the register (and what the name search finds) at once, provided its index still reads as when proposed; rejection needs remarks and changes nothing. Who decided, when and why is kept.',
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: indexCorrectionDecisionSchema,
        response: { 200: indexCorrectionsResponseSchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => ({ corrections: await decideIndexCorrection(db, request.params.id, request.body, step(request)) }),
  );
};
