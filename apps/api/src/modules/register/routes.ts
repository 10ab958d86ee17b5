import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  apiErrorSchema,
  findSroOffice,
  findTransactionType,
  newDocumentSchema,
  registeredDocumentSchema,
  validationMessage,
  type Language,
  type NewRegisterDocument,
  type ValidationMessageKey,
} from '@igrs/domain';
import { villages } from '../../db/schema.ts';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { HttpProblem, requestLanguage } from '../../plugins/errors.ts';
import { loadDocumentViews, registerDocument } from './repository.ts';

/** Checks the codes a schema cannot: the office, the transaction type, the villages and the date order. */
async function referenceProblems(db: Database, document: z.output<typeof newDocumentSchema>): Promise<{ field: string; key: ValidationMessageKey }[]> {
  const problems: { field: string; key: ValidationMessageKey }[] = [];
  const office = findSroOffice(document.sroCode);
  if (!office || office.state !== 'AP') problems.push({ field: 'sroCode', key: 'unknownChoice' });
  if (!findTransactionType(document.transactionMajorCode, document.transactionMinorCode)) problems.push({ field: 'transactionMinorCode', key: 'unknownChoice' });
  if (document.executedOn > document.presentedOn) problems.push({ field: 'executedOn', key: 'executedAfterPresented' });
  if (document.presentedOn > document.registeredOn) problems.push({ field: 'presentedOn', key: 'presentedAfterRegistered' });
  const villageCodes = [...new Set(document.schedules.map((schedule) => schedule.villageCode))];
  const known = villageCodes.length ? new Set((await db.select({ code: villages.code }).from(villages).where(inArray(villages.code, villageCodes))).map((row) => row.code)) : new Set<string>();
  document.schedules.forEach((schedule, index) => {
    if (!known.has(schedule.villageCode)) problems.push({ field: `schedules.${index}.villageCode`, key: 'unknownVillage' });
  });
  document.parties.forEach((party, index) => {
    if (party.representsIndex !== undefined && (party.representsIndex >= index || document.parties[party.representsIndex]?.role === 'representative')) {
      problems.push({ field: `parties.${index}.representsIndex`, key: 'invalidValue' });
    }
  });
  return problems;
}

function invalid(language: Language, problems: { field: string; key: ValidationMessageKey }[]): HttpProblem {
  return new HttpProblem(
    400,
    'VALIDATION_FAILED',
    problems.map((problem) => ({ field: `body.${problem.field}`, message: validationMessage(problem.key, language) })),
  );
}

export const registerRoutes: FastifyPluginAsyncZod<{ encryptionKey: Uint8Array }> = async (app, { encryptionKey }) => {
  const db = app.database.db;

  app.post(
    '/register/documents',
    {
      config: { access: { loginTypes: ['SRO'] } },
      schema: {
        tags: ['register'],
        summary: 'Registers a document at a Sub-Registrar office and gives it the next number of that office and year',
        description:
          'Numbers run from 1 in each office and year with no gap and no duplicate: the number is taken inside the registering transaction, so concurrent registrations queue for it and a failed one gives it back. Aadhaar, PAN and phone are stored encrypted and answered masked.',
        body: newDocumentSchema,
        response: { 201: registeredDocumentSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const problems = await referenceProblems(db, request.body);
      if (problems.length > 0) throw invalid(language, problems);
      const registered = await registerDocument(db, encryptionKey, request.body as NewRegisterDocument);
      await recordAudit(db, {
        event: 'document.registered',
        loginId: request.principal!.loginId,
        clientAddress: request.ip,
        details: { sroCode: registered.sroCode, documentNumber: registered.documentNumber, year: registered.year },
      });
      const [view] = await loadDocumentViews(db, [registered.id]);
      if (!view) throw new Error(`Document ${registered.id} was registered but cannot be read back`);
      return reply.status(201).send(view);
    },
  );
};
