import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APPLICATION_DOCUMENT_KINDS,
  MAX_APPLICATION_DOCUMENT_BYTES,
  apiErrorSchema,
  applicationDocumentParamsSchema,
  applicationListSchema,
  applicationParamsSchema,
  applicationPartiesSchema,
  applicationPropertySchema,
  applicationStartedSchema,
  applicationViewSchema,
  calendarDate,
  getStartedSchema,
  guestSessionRequestSchema,
  languageSchema,
  text,
  officeCheckSchema,
  officeDaySlotsSchema,
  officeQueueQuerySchema,
  officeQueueSchema,
  officeSlotSettingsSchema,
  slotRequestSchema,
  toYearMonthDay,
} from '@igrs/domain';
import { sendFile } from '../../lib/send-file.ts';
import { readUpload, refuseOversized } from '../../lib/uploads.ts';
import { HttpProblem, requestLanguage } from '../../plugins/errors.ts';
import { setCitizenRefreshCookie, type CitizenTokens } from '../citizens/index.ts';
import { officeNow } from '../../lib/clock.ts';
import {
  admitApplication,
  bookSlot,
  checkAtOffice,
  checkGuestSecret,
  citizenDocumentFile,
  citizenPrintout,
  closeOfficeDay,
  listApplications,
  officeDocumentFile,
  officeEndorsement,
  readSlotSettings,
  removeDocument,
  setSlotSettings,
  uploadDocument,
  officeDaySlots,
  officeQueue,
  payApplication,
  readApplication,
  readForOffice,
  returnDocument,
  saveParties,
  saveProperty,
  startApplication,
  submitApplication,
  type Applications,
} from './service.ts';

const TAGS = ['applications'];
const OFFICE_TAGS = ['applications (office)'];
const SRO_ONLY = { loginTypes: ['SRO'] } as const;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };
const printoutQuerySchema = z.object({ language: languageSchema.optional() });

export const applicationRoutes: FastifyPluginAsyncZod<{ applications: Applications; tokens: CitizenTokens }> = async (app, { applications, tokens }) => {
  await app.register(multipart, { limits: { fileSize: MAX_APPLICATION_DOCUMENT_BYTES, files: 1, fields: 2, fieldSize: 64, parts: 4 } });
  const step = (request: Parameters<typeof requestLanguage>[0]) => ({ language: requestLanguage(request), now: new Date() });
  const officeStepOf = (request: Parameters<typeof requestLanguage>[0]) => {
    const principal = request.principal!;
    return { language: requestLanguage(request), now: officeNow(), principal, clientAddress: request.ip };
  };

  app.post(
    '/applications',
    {
      config: { access: 'citizen' },
      schema: {
        tags: TAGS,
        summary: 'Starts an application to register a deed (Get started): the application id is issued here',
        description: 'The answer carries a guest secret, shown once: with the application id it lets the applicant continue on any device without signing in.',
        body: getStartedSchema,
        response: { 201: applicationStartedSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await startApplication(applications, request.citizen!, request.body, step(request))),
  );

  app.post(
    '/applications/guest-sessions',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Continues one application as a guest, with its id and secret',
        body: guestSessionRequestSchema,
        response: { 201: z.object({ token: z.string(), expiresAt: z.iso.datetime() }), 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await checkGuestSecret(applications, request.body.applicationId, request.body.guestSecret);
      const { token, expiresAt, refreshToken } = await tokens.start({ guestApplicationId: request.body.applicationId });
      setCitizenRefreshCookie(request, reply, tokens, refreshToken);
      reply.header('Cache-Control', 'no-store');
      return reply.status(201).send({ token, expiresAt: expiresAt.toISOString() });
    },
  );

  app.get(
    '/applications',
    {
      config: { access: 'citizen' },
      schema: { tags: TAGS, summary: "The citizen's own applications, the latest worked on first (a guest: the one application)", response: { 200: applicationListSchema, 401: apiErrorSchema } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listApplications(applications, request.citizen!);
    },
  );

  app.post(
    '/applications/:applicationId/documents/uplods/',
    {
      config: { access: 'citizen' },
      schema: {
        tags: TAGS,
        summary: 'Uploads the deed or a supporting paper (multipart: `kind`, `file`)',
        description: `multipart/form-data with \`kind\` (${APPLICATION_DOCUMENT_KINDS.join(' or ')}) and \`file\` (a PDF, JPEG or PNG of at most 5 MB). The file is recognised by its first bytes (415 otherwise); a PDF with scripts, launch actions or embedded files is refused. Files are kept outside anything the web server serves and given back only to the applicant and the office. At most 10 files; taken until the office checks the application.`,
        consumes: ['multipart/form-data'],
        params: applicationParamsSchema,
        response: { 201: applicationViewSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      refuseOversized(request, language);
      const upload = await readUpload(request, language, APPLICATION_DOCUMENT_KINDS);
      return reply.status(201).send(await uploadDocument(applications, request.citizen!, request.params.applicationId, upload, step(request)));
    },
  );

  app.delete(
    '/applications/:applicationId/documents/:documentId',
    {
      config: { access: 'citizen' },
      schema: { tags: TAGS, summary: 'Removes an uploaded file, until the office checks the application', params: applicationDocumentParamsSchema, response: { 200: applicationViewSchema, ...errors } },
    },
    async (request) => removeDocument(applications, request.citizen!, request.params.applicationId, request.params.documentId),
  );

  app.get(
    '/applications/:applicationId/documents/:documentId',
    {
      config: { access: 'citizen' },
      schema: { tags: TAGS, summary: 'An uploaded file of the citizen\'s own application, as a download', params: applicationDocumentParamsSchema },
    },
    async (request, reply) => sendFile(reply, await citizenDocumentFile(applications, request.citizen!, request.params.applicationId, request.params.documentId)),
  );

  app.get(
    '/applications/:applicationId/acknowledgement',
    {
      config: { access: 'citizen' },
      schema: {
        tags: TAGS,
        summary: 'The acknowledgement PDF: application id with a verifying QR code, slot, dues and payments, and the check slip',
        description: 'Once the application is submitted. Each copy carries its own verification code.',
        params: applicationParamsSchema,
        querystring: printoutQuerySchema,
      },
    },
    async (request, reply) => {
      const language = request.query.language ?? requestLanguage(request);
      const { code, pdf } = await citizenPrintout(applications, request.citizen!, request.params.applicationId, 'acknowledgement', language, request);
      return sendFile(reply, { fileName: `acknowledgement-${request.params.applicationId}-${code}.pdf`, contentType: 'application/pdf', bytes: pdf });
    },
  );

  app.get(
    '/applications/:applicationId/endorsement',
    {
      config: { access: 'citizen' },
      schema: { tags: TAGS, summary: 'The endorsement PDF of the registered document (number, date, officer, amounts), verifiable by its code', params: applicationParamsSchema, querystring: printoutQuerySchema },
    },
    async (request, reply) => {
      const language = request.query.language ?? requestLanguage(request);
      const { code, pdf } = await citizenPrintout(applications, request.citizen!, request.params.applicationId, 'endorsement', language, request);
      return sendFile(reply, { fileName: `endorsement-${request.params.applicationId}-${code}.pdf`, contentType: 'application/pdf', bytes: pdf });
    },
  );

  app.get(
    '/applications/:applicationId',
    {
      config: { access: 'citizen' },
      schema: { tags: TAGS, summary: 'An application as it stands: particulars (identity numbers masked), fees, payments, slot and every step', params: applicationParamsSchema, response: { 200: applicationViewSchema, ...errors } },
    },
    async (request) => readApplication(applications, request.citizen!, request.params.applicationId),
  );

  app.put(
    '/applications/:applicationId/parties',
    {
      config: { access: 'citizen' },
      schema: {
        tags: TAGS,
        summary: 'Saves the executants, claimants, witnesses and representatives',
        description: 'Aadhaar is checked by its check digit and PAN by its pattern; above ₹10 lakh each party gives a PAN or Form 60/61. Identity numbers are stored encrypted and shown masked.',
        params: applicationParamsSchema,
        body: applicationPartiesSchema,
        response: { 200: applicationViewSchema, ...errors },
      },
    },
    async (request) => saveParties(applications, request.citizen!, request.params.applicationId, request.body.parties, step(request)),
  );

  app.put(
    '/applications/:applicationId/property',
    {
      config: { access: 'citizen' },
      schema: {
        tags: TAGS,
        summary: 'Saves the property; it is priced on the server, and a prohibited property is refused here (422 PROPERTY_PROHIBITED) before anything is paid',
        params: applicationParamsSchema,
        body: applicationPropertySchema,
        response: { 200: applicationViewSchema, ...errors },
      },
    },
    async (request) => saveProperty(applications, request.citizen!, request.params.applicationId, request.body, step(request)),
  );

  app.post(
    '/applications/:applicationId/submission',
    {
      config: { access: 'citizen' },
      schema: {
        tags: TAGS,
        summary: 'Submits the particulars: everything is checked again and the fees fixed by the shared rules',
        description: 'Also resubmits an application the office sent back, without entering anything again.',
        params: applicationParamsSchema,
        response: { 200: applicationViewSchema, ...errors },
      },
    },
    async (request) => submitApplication(applications, request.citizen!, request.params.applicationId, step(request)),
  );

  app.get(
    '/offices/:sroCode/slots',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: "An office's slots on a day and which are free",
        params: z.object({ sroCode: z.string().max(10) }),
        querystring: z.object({ date: calendarDate() }),
        response: { 200: officeDaySlotsSchema, 400: apiErrorSchema },
      },
    },
    async (request) => officeDaySlots(applications.db, request.params.sroCode, request.query.date, new Date()),
  );

  app.put(
    '/applications/:applicationId/slot',
    {
      config: { access: 'citizen' },
      schema: {
        tags: TAGS,
        summary: 'Books a slot at the office: held while an unpaid application is paid, confirmed once paid; a confirmed slot may be changed once',
        description: 'Exactly one application gets a slot however many ask for it at once (409 SLOT_TAKEN for the others).',
        params: applicationParamsSchema,
        body: slotRequestSchema,
        response: { 200: applicationViewSchema, ...errors },
      },
    },
    async (request) => bookSlot(applications, request.citizen!, request.params.applicationId, request.body, step(request)),
  );

  app.post(
    '/applications/:applicationId/payment',
    {
      config: { access: 'citizen' },
      schema: {
        tags: TAGS,
        summary: 'Sends the payer to the payment gateway for what is due; the amount is the server\'s',
        params: applicationParamsSchema,
        response: { 200: z.object({ orderId: z.string(), amountRupees: z.number().int(), checkoutUrl: z.string() }), ...errors },
      },
    },
    async (request) => {
      const { payment, checkoutUrl } = await payApplication(applications, request.citizen!, request.params.applicationId);
      return { orderId: payment.orderId, amountRupees: payment.amountRupees, checkoutUrl };
    },
  );

  app.get(
    '/office/applications',
    {
      config: { access: SRO_ONLY },
      schema: { tags: OFFICE_TAGS, summary: "The Sub-Registrar's queue: the office's own applications with a slot on the day", querystring: officeQueueQuerySchema, response: { 200: officeQueueSchema, ...errors } },
    },
    async (request) => {
      const jurisdiction = request.principal!.jurisdiction;
      if (jurisdiction.level !== 'office') throw new HttpProblem(403, 'ACCOUNT_HAS_NO_OFFICE');
      return officeQueue(applications, jurisdiction.code, request.query.date ?? toYearMonthDay(new Date()), officeStepOf(request));
    },
  );

  app.get(
    '/office/applications/:applicationId',
    {
      config: { access: SRO_ONLY },
      schema: { tags: OFFICE_TAGS, summary: 'The check slip: an application of the office as entered', params: applicationParamsSchema, response: { 200: applicationViewSchema, ...errors } },
    },
    async (request) => readForOffice(applications, request.params.applicationId, officeStepOf(request)),
  );

  app.post(
    '/office/applications/:applicationId/check',
    {
      config: { access: SRO_ONLY },
      schema: {
        tags: OFFICE_TAGS,
        summary: "Records the parties' appearance and identity at the slot and accepts the application, or sends it back with remarks",
        params: applicationParamsSchema,
        body: officeCheckSchema,
        response: { 200: applicationViewSchema, ...errors },
      },
    },
    async (request) => checkAtOffice(applications, request.params.applicationId, request.body, officeStepOf(request)),
  );

  app.post(
    '/office/applications/:applicationId/admission',
    {
      config: { access: SRO_ONLY },
      schema: {
        tags: OFFICE_TAGS,
        summary: "Admits a checked application: it is registered with the office's next number in the same transaction",
        params: applicationParamsSchema,
        response: { 200: applicationViewSchema, ...errors },
      },
    },
    async (request) => admitApplication(applications, request.params.applicationId, officeStepOf(request)),
  );

  app.get(
    '/office/applications/:applicationId/documents/:documentId',
    {
      config: { access: SRO_ONLY },
      schema: { tags: OFFICE_TAGS, summary: 'An uploaded file of an application of the office, opened beside the check slip', params: applicationDocumentParamsSchema },
    },
    async (request, reply) => sendFile(reply, await officeDocumentFile(applications, request.params.applicationId, request.params.documentId, officeStepOf(request))),
  );

  app.get(
    '/office/applications/:applicationId/endorsement',
    {
      config: { access: SRO_ONLY },
      schema: { tags: OFFICE_TAGS, summary: "The office's copy of the endorsement of a registered application", params: applicationParamsSchema },
    },
    async (request, reply) => {
      const { code, pdf } = await officeEndorsement(applications, request.params.applicationId, officeStepOf(request), request);
      return sendFile(reply, { fileName: `endorsement-${request.params.applicationId}-${code}.pdf`, contentType: 'application/pdf', bytes: pdf });
    },
  );

  app.get(
    '/offices/:sroCode/slot-settings',
    {
      config: { access: 'public' },
      schema: { tags: TAGS, summary: "An office's counter: hours, slot length and slots a day (the department's defaults where it has set none)", params: z.object({ sroCode: z.string().max(10) }), response: { 200: officeSlotSettingsSchema } },
    },
    async (request) => readSlotSettings(applications, request.params.sroCode),
  );

  app.put(
    '/office/slot-settings',
    {
      config: { access: SRO_ONLY },
      schema: {
        tags: OFFICE_TAGS,
        summary: "Sets the office's counter: hours, slot length and at most how many slots a day",
        description: 'Slots already booked stay; the new times apply to bookings made from now on.',
        body: officeSlotSettingsSchema,
        response: { 200: officeSlotSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const jurisdiction = request.principal!.jurisdiction;
      if (jurisdiction.level !== 'office') throw new HttpProblem(403, 'ACCOUNT_HAS_NO_OFFICE');
      return setSlotSettings(applications, jurisdiction.code, request.body, officeStepOf(request));
    },
  );

  app.post(
    '/office/closed-days',
    {
      config: { access: SRO_ONLY },
      schema: {
        tags: OFFICE_TAGS,
        summary: 'Closes a day of the office to slot bookings, with the reason shown to citizens',
        description: 'Slots already confirmed on that day stay booked; the office calls those applicants to reschedule.',
        body: z.object({ date: calendarDate(), reason: z.object({ en: text(200).trim().min(3, { error: 'required' }), te: text(200).trim().min(3, { error: 'required' }) }) }),
        response: { 200: officeDaySlotsSchema, ...errors },
      },
    },
    async (request) => {
      const jurisdiction = request.principal!.jurisdiction;
      if (jurisdiction.level !== 'office') throw new HttpProblem(403, 'ACCOUNT_HAS_NO_OFFICE');
      return closeOfficeDay(applications, jurisdiction.code, request.body.date, request.body.reason, officeStepOf(request));
    },
  );

  app.post(
    '/office/applications/:applicationId/return',
    {
      config: { access: SRO_ONLY },
      schema: { tags: OFFICE_TAGS, summary: 'Records that the registered document was handed back to the party', params: applicationParamsSchema, response: { 200: applicationViewSchema, ...errors } },
    },
    async (request) => returnDocument(applications, request.params.applicationId, officeStepOf(request)),
  );
};
