import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAX_APPLICATION_DOCUMENT_BYTES,
  REGISTRY_DEFINITIONS,
  REGISTRY_KINDS,
  apiErrorSchema,
  slotRequestSchema,
  filingDecisionSchema,
  filingParamsSchema,
  filingRequestSchema,
  languageSchema,
  objectionDecisionSchema,
  objectionParamsSchema,
  objectionRequestSchema,
  particularsBodySchema,
  publicNoticeSchema,
  publicRegistrationSchema,
  publicRegistrySearchSchema,
  registrarDecisionSchema,
  registrarListQuerySchema,
  registryEntryListSchema,
  registryDocumentParamsSchema,
  registryEntryParamsSchema,
  registryEntryViewSchema,
  startRegistrySchema,
} from '@igrs/domain';
import { sendFile } from '../../lib/send-file.ts';
import { readUpload, refuseOversized } from '../../lib/uploads.ts';
import { HttpProblem, requestLanguage } from '../../plugins/errors.ts';
import { consumeCaptcha } from '../auth/index.ts';
import { officeNow } from '../../lib/clock.ts';
import {
  bookAppointment,
  certificateOf,
  citizenDocumentFile,
  citizenEntries,
  citizenEntry,
  decideEntry,
  decideFiling,
  decideObjection,
  fileFiling,
  fileObjection,
  noticeList,
  officeDocumentFile,
  officeEntry,
  payEntry,
  registrarEntries,
  removeRegistryDocument,
  saveParticulars,
  searchRegistered,
  startEntry,
  submitEntry,
  uploadRegistryDocument,
  type Registries,
} from './service.ts';

const TAGS = ['registries (marriages, firms, societies)'];
const OFFICE_TAGS = ['registries (registrar)'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const certificateQuerySchema = z.object({ language: languageSchema.optional() });

const step = (request: FastifyRequest) => ({ language: requestLanguage(request), now: new Date() });
const officerStep = (request: FastifyRequest) => ({ language: requestLanguage(request), now: officeNow(), principal: request.principal!, clientAddress: request.ip });

export const registryRoutes: FastifyPluginAsyncZod<{ registries: Registries }> = async (app, { registries }) => {
  const { db } = registries;
  await app.register(multipart, { limits: { fileSize: MAX_APPLICATION_DOCUMENT_BYTES, files: 1, fields: 2, fieldSize: 64, parts: 4 } });

  app.post(
    '/registries',
    {
      config: { access: 'citizen' },
      schema: { tags: TAGS, summary: 'Starts a marriage, firm or society registration at an office; the fee is fixed by the kind', body: startRegistrySchema, response: { 201: registryEntryViewSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await startEntry(registries, request.citizen!, request.body, step(request))),
  );

  app.get(
    '/registries',
    { config: { access: 'citizen' }, schema: { tags: TAGS, summary: "The citizen's own registrations, the latest worked on first", response: { 200: registryEntryListSchema, ...errors } } },
    async (request) => ({ entries: await citizenEntries(db, request.citizen!) }),
  );

  // Public lists come before `/registries/:entryId`, which would not match them anyway (ids are `REG-…`).
  app.get(
    '/registries/notices',
    {
      config: { access: 'public' },
      schema: { tags: TAGS, summary: 'Notices of intended special marriages standing for objections: names, office and dates, no addresses', response: { 200: z.object({ notices: z.array(publicNoticeSchema) }) } },
    },
    async () => ({ notices: await noticeList(db) }),
  );

  app.post(
    '/registries/notices/:entryId/objections',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Files an objection to a published notice (captcha first); the Marriage Officer decides it',
        params: registryEntryParamsSchema,
        body: objectionRequestSchema,
        response: { 201: z.object({ objectionId: z.number().int() }), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await consumeCaptcha(db, request.body.captchaId, request.body.captchaText))) throw new HttpProblem(400, 'CAPTCHA_FAILED');
      return reply.status(201).send(await fileObjection(db, request.params.entryId, request.body, step(request)));
    },
  );

  app.get(
    '/registries/search',
    {
      config: { access: 'public' },
      schema: { tags: TAGS, summary: 'Registered firms or societies whose name holds the words asked', querystring: publicRegistrySearchSchema, response: { 200: z.object({ results: z.array(publicRegistrationSchema) }), 400: apiErrorSchema } },
    },
    async (request) => ({ results: await searchRegistered(db, request.query.kind, request.query.name) }),
  );

  app.get(
    '/registries/:entryId',
    { config: { access: 'citizen' }, schema: { tags: TAGS, summary: "One of the citizen's registrations, with every step", params: registryEntryParamsSchema, response: { 200: registryEntryViewSchema, ...errors } } },
    async (request) => citizenEntry(db, request.citizen!, request.params.entryId),
  );

  app.put(
    '/registries/:entryId/particulars',
    {
      config: { access: 'citizen' },
      schema: {
        tags: TAGS,
        summary: "Saves the particulars, checked against the kind's own form and the law's rules (ages, residence, dates)",
        params: registryEntryParamsSchema,
        body: particularsBodySchema,
        response: { 200: registryEntryViewSchema, ...errors },
      },
    },
    async (request) => saveParticulars(registries, request.citizen!, request.params.entryId, request.body, step(request)),
  );

  app.post(
    '/registries/:entryId/submission',
    { config: { access: 'citizen' }, schema: { tags: TAGS, summary: 'Submits the registration (or the corrected one) to the registrar', params: registryEntryParamsSchema, response: { 200: registryEntryViewSchema, ...errors } } },
    async (request) => submitEntry(registries, request.citizen!, request.params.entryId, step(request)),
  );

  app.post(
    '/registries/:entryId/payments',
    {
      config: { access: 'citizen' },
      schema: {
        tags: TAGS,
        summary: "Opens the fee's payment at the gateway, for the amount the kind fixes",
        params: registryEntryParamsSchema,
        response: { 201: z.object({ orderId: z.string(), checkoutUrl: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const { payment, checkoutUrl } = await payEntry(registries, request.citizen!, request.params.entryId);
      return reply.status(201).send({ orderId: payment.orderId, checkoutUrl });
    },
  );

  app.post(
    '/registries/:entryId/documents/uplods/',
    {
      config: { access: 'citizen' },
      schema: {
        tags: TAGS,
        summary: 'Uploads a paper with the application (multipart: `kind`, `file`)',
        description:
          "multipart/form-data with `kind` (one of the kind's papers) and `file` (a PDF, JPEG or PNG of at most 5 MB, recognised by its first bytes; a PDF that runs anything is refused). Kept outside anything the web server serves and given back only to the applicant and the registrar's office. Taken while the particulars can change.",
        consumes: ['multipart/form-data'],
        params: registryEntryParamsSchema,
        response: { 201: registryEntryViewSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      refuseOversized(request, language);
      const kinds = REGISTRY_KINDS.flatMap((kind) => REGISTRY_DEFINITIONS[kind].documents.map((document) => document.kind));
      const upload = await readUpload(request, language, kinds);
      return reply.status(201).send(await uploadRegistryDocument(registries, request.citizen!, request.params.entryId, upload, step(request)));
    },
  );

  app.delete(
    '/registries/:entryId/documents/:documentId',
    { config: { access: 'citizen' }, schema: { tags: TAGS, summary: 'Removes an uploaded paper while the particulars can change', params: registryDocumentParamsSchema, response: { 200: registryEntryViewSchema, ...errors } } },
    async (request) => removeRegistryDocument(registries, request.citizen!, request.params.entryId, request.params.documentId, step(request)),
  );

  app.get(
    '/registries/:entryId/documents/:documentId',
    { config: { access: 'citizen' }, schema: { tags: TAGS, summary: "A paper of the citizen's own application, as a download", params: registryDocumentParamsSchema } },
    async (request, reply) => sendFile(reply, await citizenDocumentFile(registries, request.citizen!, request.params.entryId, request.params.documentId)),
  );

  app.post(
    '/registries/:entryId/appointment',
    {
      config: { access: 'citizen' },
      schema: {
        tags: TAGS,
        summary: "A marriage's appointment with the registrar at a slot the office gives (a special marriage's only between the notice's thirtieth day and its lapse)",
        params: registryEntryParamsSchema,
        body: slotRequestSchema,
        response: { 200: registryEntryViewSchema, ...errors },
      },
    },
    async (request) => bookAppointment(registries, request.citizen!, request.params.entryId, request.body, step(request)),
  );

  app.post(
    '/registries/:entryId/filings',
    {
      config: { access: 'citizen' },
      schema: {
        tags: TAGS,
        summary: "A later filing on a registered firm or society (a change in partners or places, dissolution, an annual list, an amendment), by one of its partners or members",
        params: registryEntryParamsSchema,
        body: filingRequestSchema,
        response: { 201: registryEntryViewSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await fileFiling(registries, request.citizen!, request.params.entryId, request.body, step(request))),
  );

  app.get(
    '/registries/:entryId/certificate',
    {
      config: { access: 'citizen' },
      schema: { tags: TAGS, summary: 'The certificate of a registered marriage, firm or society, each copy with its own verification code', params: registryEntryParamsSchema, querystring: certificateQuerySchema },
    },
    async (request, reply) => {
      const view = await citizenEntry(db, request.citizen!, request.params.entryId);
      const pdf = await certificateOf(registries, view, request.query.language ?? requestLanguage(request), request, null);
      return sendFile(reply, { fileName: `certificate-${view.entryId}.pdf`, contentType: 'application/pdf', bytes: pdf });
    },
  );

  // The registrar's side, one set per kind: each kind's menu page decides who may open its entries.
  for (const kind of REGISTRY_KINDS) {
    const access = { menuPage: REGISTRY_DEFINITIONS[kind].staffPageId } as const;

    app.get(
      `/registries/office/${kind}`,
      {
        config: { access },
        schema: {
          tags: OFFICE_TAGS,
          summary: `${REGISTRY_DEFINITIONS[kind].title.en}: the entries of the offices the viewer covers, in the period`,
          querystring: registrarListQuerySchema,
          response: { 200: registryEntryListSchema, ...errors },
        },
      },
      async (request) => ({ entries: await registrarEntries(db, kind, request.principal!, request.query, new Date()) }),
    );

    app.post(
      `/registries/office/${kind}/:entryId/decision`,
      {
        config: { access },
        schema: {
          tags: OFFICE_TAGS,
          summary: `${REGISTRY_DEFINITIONS[kind].registrarTitle.en} registers the entry or returns it for correction`,
          params: registryEntryParamsSchema,
          body: registrarDecisionSchema,
          response: { 200: registryEntryViewSchema, ...errors },
        },
      },
      async (request) => decideEntry(registries, kind, request.params.entryId, request.body, officerStep(request)),
    );

    app.get(
      `/registries/office/${kind}/:entryId/documents/:documentId`,
      { config: { access }, schema: { tags: OFFICE_TAGS, summary: 'A paper of an application to an office the officer covers, as a download', params: registryDocumentParamsSchema } },
      async (request, reply) => sendFile(reply, await officeDocumentFile(registries, kind, request.params.entryId, request.params.documentId, officerStep(request))),
    );

    app.get(
      `/registries/office/${kind}/:entryId/certificate`,
      { config: { access }, schema: { tags: OFFICE_TAGS, summary: "The office's copy of the certificate", params: registryEntryParamsSchema, querystring: certificateQuerySchema } },
      async (request, reply) => {
        const view = await officeEntry(db, kind, request.params.entryId, officerStep(request));
        const pdf = await certificateOf(registries, view, request.query.language ?? requestLanguage(request), request, request.principal!.loginId);
        return sendFile(reply, { fileName: `certificate-${view.entryId}.pdf`, contentType: 'application/pdf', bytes: pdf });
      },
    );
  }

  for (const kind of REGISTRY_KINDS.filter((entry) => REGISTRY_DEFINITIONS[entry].filings.length > 0)) {
    app.post(
      `/registries/office/${kind}/:entryId/filings/:filingId/decision`,
      {
        config: { access: { menuPage: REGISTRY_DEFINITIONS[kind].staffPageId } },
        schema: {
          tags: OFFICE_TAGS,
          summary: `${REGISTRY_DEFINITIONS[kind].registrarTitle.en} accepts a filing (the register changes with it) or returns it`,
          params: filingParamsSchema,
          body: filingDecisionSchema,
          response: { 200: registryEntryViewSchema, ...errors },
        },
      },
      async (request) => decideFiling(registries, kind, request.params.entryId, request.params.filingId, request.body, officerStep(request)),
    );
  }

  app.post(
    '/registries/office/special-marriage/:entryId/objections/:objectionId/decision',
    {
      config: { access: { menuPage: REGISTRY_DEFINITIONS['special-marriage'].staffPageId } },
      schema: {
        tags: OFFICE_TAGS,
        summary: 'The Marriage Officer upholds an objection (the marriage is refused) or dismisses it, with reasons',
        params: objectionParamsSchema,
        body: objectionDecisionSchema,
        response: { 200: registryEntryViewSchema, ...errors },
      },
    },
    async (request) => decideObjection(registries, request.params.entryId, request.params.objectionId, request.body, officerStep(request)),
  );
};
