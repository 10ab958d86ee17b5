import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MAX_APPLICATION_DOCUMENT_BYTES, apiErrorSchema, grievanceActionSchema, grievanceAttachmentParamsSchema, grievanceFilingSchema, grievanceParamsSchema, grievancePublicViewSchema, grievanceRequestSchema, grievanceStatusQuerySchema, grievanceViewSchema, validationMessage } from '@igrs/domain';
import { sendFile } from '../../lib/send-file.ts';
import { readMultipart, refuseOversized } from '../../lib/uploads.ts';
import { HttpProblem, requestLanguage } from '../../plugins/errors.ts';
import { consumeCaptcha } from '../auth/index.ts';
import { actOnGrievance, attachToGrievance, attachmentFile, fileGrievance, listGrievances, publicGrievance, recordGrievance, type GrievanceStore } from './service.ts';

const TAGS = ['grievances'];
const ACCESS = { menuPage: 'grievances' } as const;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const stepOf = (request: FastifyRequest) => ({ principal: request.principal!, language: requestLanguage(request), now: new Date() });

export const grievanceRoutes: FastifyPluginAsyncZod<Omit<GrievanceStore, 'db'>> = async (app, { encryptionKey, uploadDir }) => {
  const db = app.database.db;
  const store: GrievanceStore = { db, encryptionKey, uploadDir };
  await app.register(multipart, { limits: { fileSize: MAX_APPLICATION_DOCUMENT_BYTES, files: 1, fields: 2, fieldSize: 64, parts: 4 } });
  app.get('/grievances', { config: { access: ACCESS }, schema: { tags: TAGS, summary: 'Grievances of the offices the viewer covers, open ones first', response: { 200: z.object({ grievances: z.array(grievanceViewSchema) }), ...errors } } }, async (request) => ({
    grievances: await listGrievances(db, stepOf(request)),
  }));
  app.post(
    '/grievances',
    { config: { access: ACCESS }, schema: { tags: TAGS, summary: 'Records a grievance the office received at the counter, by post or by phone', body: grievanceRequestSchema, response: { 201: grievanceViewSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await recordGrievance(db, encryptionKey, request.body, stepOf(request))),
  );
  app.post(
    '/grievances/:grievanceId/actions',
    { config: { access: ACCESS }, schema: { tags: TAGS, summary: "The office's step on a grievance, with what was said", params: grievanceParamsSchema, body: grievanceActionSchema, response: { 200: grievanceViewSchema, ...errors } } },
    async (request) => actOnGrievance(db, request.params.grievanceId, request.body, stepOf(request)),
  );

  app.post(
    '/grievances/filings',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Anyone files a grievance about an office or a service (captcha first); the answer is the reference to follow it with',
        body: grievanceFilingSchema,
        response: { 201: z.object({ grievanceId: z.string(), answerDue: z.string() }), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { captchaId, captchaText, ...filing } = request.body;
      if (!(await consumeCaptcha(db, captchaId, captchaText))) throw new HttpProblem(400, 'CAPTCHA_FAILED');
      return reply.status(201).send(await fileGrievance(db, encryptionKey, filing, requestLanguage(request), new Date()));
    },
  );
  app.post(
    '/grievances/:grievanceId/status',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: "The complainant's view of a grievance: its reference, with the mobile it was filed with in the body (never in the address, so it stays out of logs)",
        params: grievanceParamsSchema,
        body: grievanceStatusQuerySchema,
        response: { 200: grievancePublicViewSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return publicGrievance(db, encryptionKey, request.params.grievanceId, request.body.mobile, new Date());
    },
  );

  app.post(
    '/grievances/:grievanceId/attachments',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'The complainant adds a paper to an open grievance (multipart: `mobile`, `file`)',
        description:
          'multipart/form-data with `mobile` (the one the grievance was filed with) and `file` (a PDF, JPEG or PNG of at most 5 MB, recognised by its first bytes; a PDF that runs anything is refused); at most three a grievance, 8 MB a grievance and 40 MB from one address in a day (413 `STORAGE_QUOTA_EXCEEDED` beyond). Kept outside anything the web server serves and given only to the staff who may answer it.',
        consumes: ['multipart/form-data'],
        params: grievanceParamsSchema,
        response: { 201: grievancePublicViewSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      refuseOversized(request, language);
      const { fields, file } = await readMultipart(request, language);
      const mobile = grievanceStatusQuerySchema.safeParse({ mobile: fields.mobile });
      const problems = [
        ...(mobile.success ? [] : [{ field: 'body.mobile', message: validationMessage('invalidMobile', language) }]),
        ...(file ? [] : [{ field: 'body.file', message: validationMessage('required', language) }]),
      ];
      if (!mobile.success || !file) throw new HttpProblem(400, 'VALIDATION_FAILED', problems);
      reply.header('Cache-Control', 'no-store');
      return reply.status(201).send(await attachToGrievance(store, request.params.grievanceId, mobile.data.mobile, file, language, new Date(), request.ip));
    },
  );
  app.get(
    '/grievances/:grievanceId/attachments/:attachmentId',
    { config: { access: ACCESS }, schema: { tags: TAGS, summary: "A grievance's paper as a download, for the staff over its office", params: grievanceAttachmentParamsSchema, response: { 403: apiErrorSchema, 404: apiErrorSchema } } },
    async (request, reply) => sendFile(reply, await attachmentFile(store, request.params.grievanceId, request.params.attachmentId, stepOf(request))),
  );
};
