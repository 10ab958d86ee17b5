import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NAME_SEARCH_CANDIDATE_LIMIT,
  NAME_SEARCH_TERMS,
  NAME_SEARCH_TERMS_TITLE,
  NAME_SEARCH_TERMS_VERSION,
  NAME_SEARCH_USAGE_PAGE_SIZE,
  AGENCY_DOCUMENT_WINDOW_MINUTES,
  apiErrorSchema,
  decideDocumentView,
  errorMessage,
  nameSearchAcceptRequestSchema,
  nameSearchAgreementSchema,
  nameSearchDocumentParamsSchema,
  nameSearchRequestSchema,
  nameSearchResponseSchema,
  nameSearchUsageQuerySchema,
  nameSearchUsageSchema,
  registeredDocumentSchema,
  validationMessage,
  type NameSearchAction,
  type NameSearchLoggedCriteria,
} from '@igrs/domain';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { compiledResponse } from '../../plugins/compiled-responses.ts';
import { HttpProblem, requestLanguage } from '../../plugins/errors.ts';
import { loadDocumentViews } from '../register/index.ts';
import {
  findAcceptance,
  findUsage,
  recordAcceptance,
  recordUsage,
  searchShowedDocument,
} from './repository.ts';
import { searchNames } from './service.ts';

const ACCESS = { menuPage: 'nameSearch' } as const;
const TAGS = ['name-search'];

function principalOf(request: FastifyRequest) {
  const principal = request.principal;
  if (!principal) throw new Error('A name search route ran without a signed-in user');
  return principal;
}

/** Users this process has seen accept the current terms: an acceptance is never withdrawn, so it need not be read again. */
const acceptedTerms = new Set<string>();
const ACCEPTANCES_KEPT = 100_000;

async function requireAcceptedTerms(db: Database, request: FastifyRequest): Promise<void> {
  const { userId } = principalOf(request);
  if (acceptedTerms.has(userId)) return;
  if (!(await findAcceptance(db, userId, NAME_SEARCH_TERMS_VERSION))) {
    throw new HttpProblem(403, 'NAME_SEARCH_TERMS_NOT_ACCEPTED');
  }
  if (acceptedTerms.size >= ACCEPTANCES_KEPT) acceptedTerms.clear();
  acceptedTerms.add(userId);
}

async function logUsage(
  database: DatabaseHandle,
  request: FastifyRequest,
  action: NameSearchAction,
  criteria: NameSearchLoggedCriteria,
  resultCount: number,
  shownDocumentIds: number[] = [],
) {
  const principal = principalOf(request);
  await recordUsage(database, {
    userId: principal.userId,
    loginId: principal.loginId,
    action,
    criteria,
    resultCount,
    clientAddress: request.ip,
    shownDocumentIds,
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Midnight IST at the start of a day. */
const startOfIstDay = (date: string) => new Date(`${date}T00:00:00+05:30`);

export const nameSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/name-search/agreement',
    {
      config: { access: ACCESS },
      schema: {
        tags: TAGS,
        summary: 'The terms of use of the name search, and whether the signed-in user has accepted their current version',
        response: { 200: nameSearchAgreementSchema },
      },
    },
    async (request) => {
      const acceptedAt = await findAcceptance(db, principalOf(request).userId, NAME_SEARCH_TERMS_VERSION);
      return {
        version: NAME_SEARCH_TERMS_VERSION,
        title: NAME_SEARCH_TERMS_TITLE,
        terms: [...NAME_SEARCH_TERMS],
        accepted: acceptedAt !== undefined,
        acceptedAt: acceptedAt?.toISOString() ?? null,
      };
    },
  );

  app.post(
    '/name-search/agreement',
    {
      config: { access: ACCESS },
      schema: {
        tags: TAGS,
        summary: 'Accept the current terms of use of the name search',
        description: 'The version sent must be the current one, so nobody accepts a text they were not shown. Accepting again keeps the first acceptance.',
        body: nameSearchAcceptRequestSchema,
        response: { 200: nameSearchAgreementSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      if (request.body.version !== NAME_SEARCH_TERMS_VERSION) {
        throw new HttpProblem(400, 'VALIDATION_FAILED', [{ field: 'body.version', message: validationMessage('termsVersionOutdated', requestLanguage(request)) }]);
      }
      const acceptedAt =
        (await findAcceptance(db, principal.userId, NAME_SEARCH_TERMS_VERSION)) ??
        (await recordAcceptance(db, { userId: principal.userId, loginId: principal.loginId, termsVersion: NAME_SEARCH_TERMS_VERSION, clientAddress: request.ip }));
      return {
        version: NAME_SEARCH_TERMS_VERSION,
        title: NAME_SEARCH_TERMS_TITLE,
        terms: [...NAME_SEARCH_TERMS],
        accepted: true,
        acceptedAt: acceptedAt.toISOString(),
      };
    },
  );

  app.post(
    '/name-search/search',
    {
      config: { access: ACCESS },
      schema: {
        tags: TAGS,
        summary: 'Parties whose name matches, closest name first, then newest registration',
        description: `Spelling-tolerant in English and Telugu; initials match any word starting with that letter. At most ${NAME_SEARCH_CANDIDATE_LIMIT} matches are ranked; \`truncated\` says there were more, and the search should be narrowed by district, office or period. Every search is recorded in the usage log. Aadhaar and PAN are only ever masked.`,
        body: nameSearchRequestSchema,
        response: { 200: compiledResponse(nameSearchResponseSchema), 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      await requireAcceptedTerms(db, request);
      const criteria = request.body;
      const { hits, total, truncated, fromDate, toDate, role } = await searchNames(app.database, criteria);

      await logUsage(
        app.database,
        request,
        'search',
        {
          name: criteria.name,
          ...(criteria.districtCode ? { districtCode: criteria.districtCode } : {}),
          ...(criteria.sroCode ? { sroCode: criteria.sroCode } : {}),
          fromDate,
          toDate,
          role,
          page: criteria.page,
        },
        total,
        hits.map((hit) => hit.documentId),
      );
      return { hits, total, truncated, candidateLimit: NAME_SEARCH_CANDIDATE_LIMIT, page: criteria.page, pageSize: criteria.pageSize, fromDate, toDate };
    },
  );

  app.get(
    '/name-search/documents/:documentId',
    {
      config: { access: ACCESS },
      schema: {
        tags: TAGS,
        summary: 'A registered document found by the name search, with the parties\' addresses',
        description: 'Every view is recorded in the usage log.',
        params: nameSearchDocumentParamsSchema,
        response: { 200: registeredDocumentSchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      await requireAcceptedTerms(db, request);
      const { documentId } = request.params;
      const principal = principalOf(request);
      const since = new Date(Date.now() - AGENCY_DOCUMENT_WINDOW_MINUTES * 60_000);
      const refusal = decideDocumentView(principal, await searchShowedDocument(db, principal.userId, documentId, since));
      if (refusal) {
        // A refused view is logged like any other.
        await logUsage(app.database, request, 'details', { documentId }, 0);
        throw new HttpProblem(403, refusal, [{ field: 'params.documentId', message: errorMessage(refusal, requestLanguage(request)) }]);
      }
      const [document] = await loadDocumentViews(db, [documentId]);
      await logUsage(app.database, request, 'details', { documentId }, document ? 1 : 0);
      if (!document) throw new HttpProblem(404, 'DOCUMENT_NOT_FOUND');
      return document;
    },
  );

  app.get(
    '/name-search/usage',
    {
      config: { access: ACCESS },
      schema: {
        tags: TAGS,
        summary: 'The name search usage log: an agency master sees its whole agency, anyone else their own searches',
        querystring: nameSearchUsageQuerySchema,
        response: { 200: nameSearchUsageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { from, to, page } = request.query;
      const agency = principal.loginType === 'AGENCY' && principal.isMasterUser;
      const usage = await findUsage(
        db,
        {
          scope: agency ? { masterUserId: principal.userId } : { userId: principal.userId },
          ...(from ? { from: startOfIstDay(from) } : {}),
          ...(to ? { to: new Date(startOfIstDay(to).getTime() + DAY_MS) } : {}),
        },
        { offset: (page - 1) * NAME_SEARCH_USAGE_PAGE_SIZE, limit: NAME_SEARCH_USAGE_PAGE_SIZE },
      );
      return {
        scope: agency ? ('agency' as const) : ('own' as const),
        entries: usage.entries.map((entry) => ({
          ...entry,
          occurredAt: entry.occurredAt.toISOString(),
          action: entry.action === 'details' ? ('details' as const) : ('search' as const),
        })),
        total: usage.total,
        page,
        pageSize: NAME_SEARCH_USAGE_PAGE_SIZE,
        perUser: usage.perUser,
      };
    },
  );
};
