import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  PARTNER_HEADERS,
  mutationOutcomeSchema,
  mutationRequestListQuerySchema,
  mutationRequestListSchema,
  mutationRequestParamsSchema,
  mutationRequestViewSchema,
  type LandRecordsPartnerId,
} from '@igrs/domain';
import { requestLanguage } from '../../plugins/errors.ts';
import { partnerRequests, reportOutcome, type MutationMessages } from './service.ts';

const TAGS = ['land records (partner systems)'];
const PARTNER = { access: 'partner-system' } as const;
const SIGNED =
  'Called by the revenue department (partner `webland`, agricultural land) or the local bodies (partner `municipal`, sites and flats), never by a person. Each call carries X-Partner-Id, X-Partner-Timestamp (Unix seconds, within five minutes of now) and X-Partner-Signature: HMAC-SHA256 in hex, with the partner\'s key, over the timestamp, the method, the path with its query and the body exactly as sent, one per line. Anything else is answered 401.';

/**
 * The land records' side of mutation: the partner reads the requests of its
 * kind and reports what it decided. Requests are made by registration itself.
 */
export const mutationRoutes: FastifyPluginAsyncZod<{ messages: MutationMessages }> = async (app, { messages }) => {
  const db = app.database.db;
  // The signature covers the body as sent, so it is kept as text beside what Fastify's own parser makes of it.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (request, body, done) => {
    request.rawBody = String(body);
    parseJson(request, String(body), done);
  });
  // Refusals are kept in the log (never the body or the signature): a partner whose calls fail is seen at once.
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 400) request.log.warn({ partner: request.headers[PARTNER_HEADERS.partner], statusCode: reply.statusCode }, 'a land records partner call was refused');
  });
  const partnerOf = (partner: string | undefined): LandRecordsPartnerId => partner as LandRecordsPartnerId;

  app.get(
    '/land-records/mutations',
    {
      config: PARTNER,
      schema: {
        tags: TAGS,
        summary: 'The mutation requests of the calling partner\'s kind, oldest first, after the last one read',
        description: `${SIGNED} Read with \`status=sent\` to find what is still to decide, and with \`status=withdrawn\` the requests withdrawn because their document was cancelled before a decision; \`next\` is the \`after\` of the following page, null at the end. Each reading starts from \`after=0\`: a request is numbered when it is made and may commit a moment after a later one.`,
        querystring: mutationRequestListQuerySchema,
        response: { 200: mutationRequestListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => partnerRequests(db, partnerOf(request.partnerSystem), request.query),
  );

  app.post(
    '/land-records/mutations/:requestNumber/outcome',
    {
      config: PARTNER,
      schema: {
        tags: TAGS,
        summary: 'Reports what became of a mutation request: mutated, with the order number, or rejected, with why',
        description: `${SIGNED} Sending the same outcome again is answered as the first time; a different outcome for a decided request is refused (409 MUTATION_ALREADY_DECIDED), and so is any outcome for a withdrawn one (409 MUTATION_WITHDRAWN).`,
        params: mutationRequestParamsSchema,
        body: mutationOutcomeSchema,
        response: { 200: mutationRequestViewSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) =>
      reportOutcome(db, messages, request.params.requestNumber, request.body, {
        partner: partnerOf(request.partnerSystem),
        clientAddress: request.ip,
        language: requestLanguage(request),
        now: new Date(),
        log: request.log,
      }),
  );
};
