import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  certifiedCopyDetailsSchema,
  certifiedCopyListQuerySchema,
  certifiedCopyListSchema,
  certifiedCopyParamsSchema,
  certifiedCopyPaymentSchema,
  certifiedCopyPdfQuerySchema,
  certifiedCopyReadySchema,
  certifiedCopyRequestSchema,
  certifiedCopySummarySchema,
  hasIssuedCopy,
  statusBefore,
  type CertifiedCopySummary,
} from '@igrs/domain';
import type { Secrets } from '../../lib/secrets.ts';
import { HttpProblem, requestLanguage } from '../../plugins/errors.ts';
import { certificateCodeKey, certificateVerificationUrl, newCertificateCode, storeCertificate } from '../certificates/index.ts';
import { loadDocumentViews } from '../register/index.ts';
import { registeredMarriage } from '../registries/index.ts';
import { certifiedCopyPdf, marriageCopyPdf } from './copy-pdf.ts';
import { checkMayRequest, queueFor, recordFor, requestForStep, type Caller } from './service.ts';
import {
  attachIssuedCopy,
  changeCertifiedCopyStatus,
  createCertifiedCopyRequest,
  findCertifiedCopy,
  issuedCopyPdf,
  type Actor,
  type StatusChange,
} from './repository.ts';

const ACCESS = { menuPage: 'certifiedCopy' } as const;
const TAGS = ['certified-copies'];

function actorOf(request: FastifyRequest): Actor {
  return { userId: request.principal!.userId, loginId: request.principal!.loginId, clientAddress: request.ip };
}

function callerOf(request: FastifyRequest): Caller {
  return { principal: request.principal!, language: requestLanguage(request) };
}

export const certifiedCopyRoutes: FastifyPluginAsyncZod<{ secrets: Secrets }> = async (app, { secrets }) => {
  const db = app.database.db;
  const encryptionKey = secrets.dataEncryptionKey;
  const codeKey = certificateCodeKey(secrets.dataEncryptionKey);

  const existing = async (id: number): Promise<CertifiedCopySummary> => {
    const found = await findCertifiedCopy(db, id);
    if (!found) throw new HttpProblem(404, 'NOT_FOUND');
    return found;
  };

  /** The document or marriage a request copies, as the register holds it now. */
  const copiedRecord = async (found: CertifiedCopySummary) => {
    if (found.marriage) {
      const marriage = await registeredMarriage(db, found.marriage.entryId);
      if (!marriage) throw new HttpProblem(404, 'MARRIAGE_NOT_FOUND');
      return { document: null, marriage };
    }
    const [document] = found.document ? await loadDocumentViews(db, [found.document.id]) : [];
    if (!document) throw new HttpProblem(404, 'DOCUMENT_NOT_FOUND');
    return { document, marriage: null };
  };

  /**
   * Takes a step, or says why not: the request is gone (404), belongs to
   * another office (403) or another officer took the step first (409).
   */
  const move = async (request: FastifyRequest, change: StatusChange): Promise<CertifiedCopySummary> => {
    await requestForStep(db, callerOf(request), change.id, 'act');
    const moved = await changeCertifiedCopyStatus(db, change, actorOf(request));
    const current = await existing(change.id);
    if (!moved) throw new HttpProblem(409, 'CERTIFIED_COPY_WRONG_STATUS');
    return current;
  };

  app.post(
    '/certified-copies',
    {
      config: { access: ACCESS },
      schema: {
        tags: TAGS,
        summary: 'Takes a request for a certified copy of a registered document or a marriage register entry, with its fee of ₹320 a copy',
        description:
          'A document is named by office, book, number and year; a marriage by office and registration number (`record: "marriage"`). One not in the register is answered 404 DOCUMENT_NOT_FOUND or MARRIAGE_NOT_FOUND and nothing is stored.',
        body: certifiedCopyRequestSchema,
        response: { 201: certifiedCopySummarySchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      checkMayRequest(caller, request.body.sroCode);
      const record = await recordFor(db, caller, request.body);
      const created = await createCertifiedCopyRequest(db, encryptionKey, request.body, record, actorOf(request));
      return reply.status(201).send(await existing(created.id));
    },
  );

  app.get(
    '/certified-copies',
    {
      config: { access: ACCESS },
      schema: {
        tags: TAGS,
        summary: 'The queue of certified copy requests, newest first, with the number in each status',
        description:
          "An office sees its own requests, an officer above it those of the offices in the jurisdiction, an outside agency only the requests it made; an office outside the caller's jurisdiction is answered 403 OUTSIDE_JURISDICTION.",
        querystring: certifiedCopyListQuerySchema,
        response: { 200: certifiedCopyListSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return queueFor(db, callerOf(request), request.query);
    },
  );

  app.get(
    '/certified-copies/:id',
    {
      config: { access: ACCESS },
      schema: {
        tags: TAGS,
        summary: 'One request with the registered document (Aadhaar and PAN masked) or the marriage it is for',
        params: certifiedCopyParamsSchema,
        response: { 200: certifiedCopyDetailsSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const found = await requestForStep(db, callerOf(request), request.params.id, 'read');
      reply.header('Cache-Control', 'no-store');
      return { request: found, ...(await copiedRecord(found)) };
    },
  );

  const stepResponses = { 200: certifiedCopySummarySchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

  app.post(
    '/certified-copies/:id/payment',
    {
      config: { access: ACCESS },
      schema: {
        tags: TAGS,
        summary: 'Records the fee as paid: requested → paid',
        description: 'A request not in `requested` is answered 409 CERTIFIED_COPY_WRONG_STATUS; of two officers recording at once, one succeeds.',
        params: certifiedCopyParamsSchema,
        body: certifiedCopyPaymentSchema,
        response: stepResponses,
      },
    },
    async (request) =>
      move(request, {
        id: request.params.id,
        from: statusBefore('payment'),
        to: 'paid',
        set: { paidAt: new Date(), paymentMode: request.body.mode, paymentReference: request.body.reference || null },
      }),
  );

  app.post(
    '/certified-copies/:id/ready',
    {
      config: { access: ACCESS },
      schema: {
        tags: TAGS,
        summary: 'Issues the certified copy in the chosen language under a new verification code: paid → ready',
        params: certifiedCopyParamsSchema,
        body: certifiedCopyReadySchema,
        response: stepResponses,
      },
    },
    async (request) => {
      const current = await requestForStep(db, callerOf(request), request.params.id, 'act');
      const from = statusBefore('ready');
      if (current.status !== from) throw new HttpProblem(409, 'CERTIFIED_COPY_WRONG_STATUS');
      const { document, marriage } = await copiedRecord(current);
      const { language } = request.body;
      const code = newCertificateCode(codeKey);
      const issuedAt = new Date();
      const issue = { request: current, code, language, verificationUrl: certificateVerificationUrl(request, code), issuedAt };
      const pdf = document ? await certifiedCopyPdf({ ...issue, document }) : await marriageCopyPdf({ ...issue, marriage: marriage! });
      return move(request, {
        id: current.id,
        from,
        to: 'ready',
        set: { readyAt: issuedAt },
        alongside: async (tx) => {
          await storeCertificate(tx, {
            code,
            kind: 'certified-copy',
            language,
            summary: {
              ...(document ? { document: `${document.citation}, Book ${document.bookNumber}` } : { marriage: marriage!.registrationNumber }),
              // What the verification page shows as copied, in either language.
              subject: document
                ? { en: `Document ${document.citation}, Book ${document.bookNumber}, ${current.sro.name.en}`, te: `దస్తావేజు ${document.citation}, పుస్తకం ${document.bookNumber}, ${current.sro.name.te}` }
                : { en: `Marriage register entry ${marriage!.registrationNumber}, ${current.sro.name.en}`, te: `వివాహ రిజిస్టర్ నమోదు ${marriage!.registrationNumber}, ${current.sro.name.te}` },
              sro: `${current.sro.code} ${current.sro.name.en}`,
              sroCode: current.sro.code,
              requestReference: current.reference,
              copies: current.fee.copies,
              issuedAt: issuedAt.toISOString(),
            },
            pdf,
            issuedToLoginId: request.principal!.loginId,
          });
          await attachIssuedCopy(tx, current.id, code, pdf);
        },
      });
    },
  );

  app.post(
    '/certified-copies/:id/delivered',
    {
      config: { access: ACCESS },
      schema: {
        tags: TAGS,
        summary: 'Records the certified copy as handed over: ready → delivered',
        params: certifiedCopyParamsSchema,
        response: stepResponses,
      },
    },
    async (request) => move(request, { id: request.params.id, from: statusBefore('delivered'), to: 'delivered', set: { deliveredAt: new Date() } }),
  );

  app.get(
    '/certified-copies/:id/pdf',
    {
      config: { access: ACCESS },
      schema: {
        tags: TAGS,
        summary: 'The certified copy as issued: the very bytes whose SHA-256 the verification page shows',
        description: 'Only once the copy is ready; before that 409 CERTIFIED_COPY_WRONG_STATUS. The copy keeps the language chosen when it was issued.',
        params: certifiedCopyParamsSchema,
        querystring: certifiedCopyPdfQuerySchema,
      },
    },
    async (request, reply) => {
      const current = await requestForStep(db, callerOf(request), request.params.id, 'read');
      const pdf = hasIssuedCopy(current.status) ? await issuedCopyPdf(db, current.id) : undefined;
      if (!pdf) throw new HttpProblem(409, 'CERTIFIED_COPY_WRONG_STATUS');
      const fileName = `certified-copy-${current.reference.replaceAll('/', '-')}.pdf`;
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );
};
