import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NAME_SEARCH_CANDIDATE_LIMIT,
  NAME_SEARCH_OTHER_SIDE_NAMES,
  NAME_SEARCH_TERMS,
  NAME_SEARCH_TERMS_TITLE,
  NAME_SEARCH_TERMS_VERSION,
  NAME_SEARCH_USAGE_PAGE_SIZE,
  REGISTER_START_DATE,
  apiErrorSchema,
  findPartyRole,
  findSroOffice,
  findTransactionType,
  formatDocumentNumber,
  nameCloseness,
  nameSearchAcceptRequestSchema,
  nameSearchAgreementSchema,
  nameSearchDocumentParamsSchema,
  nameSearchRequestSchema,
  nameSearchResponseSchema,
  nameSearchUsageQuerySchema,
  nameSearchUsageSchema,
  registeredDocumentSchema,
  searchNameKeys,
  officeKey,
  districtKey,
  toYearMonthDay,
  validationMessage,
  type BilingualText,
  type NameSearchAction,
  type NameSearchHit,
  type NameSearchLoggedCriteria,
  type NameSearchRequest,
  type PartyRelation,
} from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { HttpProblem, requestLanguage } from '../../plugins/errors.ts';
import { loadDocumentViews } from '../register/index.ts';
import {
  agencyMasterOf,
  findAcceptance,
  findCandidateParties,
  findUsage,
  loadHitContext,
  recordAcceptance,
  recordUsage,
  type CandidateParty,
} from './repository.ts';

const ACCESS = { menuPage: 'nameSearch' } as const;
const TAGS = ['name-search'];

const OPPOSITE_ROLE: Record<string, string> = { executant: 'claimant', claimant: 'executant' };

function principalOf(request: FastifyRequest) {
  const principal = request.principal;
  if (!principal) throw new Error('A name search route ran without a signed-in user');
  return principal;
}

async function requireAcceptedTerms(db: Database, request: FastifyRequest): Promise<void> {
  if (!(await findAcceptance(db, principalOf(request).userId, NAME_SEARCH_TERMS_VERSION))) {
    throw new HttpProblem(403, 'NAME_SEARCH_TERMS_NOT_ACCEPTED');
  }
}

async function logUsage(db: Database, request: FastifyRequest, action: NameSearchAction, criteria: NameSearchLoggedCriteria, resultCount: number) {
  const principal = principalOf(request);
  await recordUsage(db, {
    userId: principal.userId,
    loginId: principal.loginId,
    masterUserId: await agencyMasterOf(db, principal.userId),
    action,
    criteria,
    resultCount,
    clientAddress: request.ip,
  });
}

/** The offices a search looks in: the one chosen, those of the district chosen, or all. */
/** The office or district a search is narrowed to, as the key a party of that place carries among its name keys. */
function placeKeys(request: NameSearchRequest): string[] {
  if (request.sroCode) return [officeKey(request.sroCode)];
  if (request.districtCode) return [districtKey(request.districtCode)];
  return [];
}

/** Closest names first (the exact name before any other), then the newest registration; the party id keeps the order stable. */
function rankCandidates(name: string, candidates: readonly CandidateParty[]) {
  return candidates
    .map((party) => ({ party, closeness: nameCloseness(name, { en: party.nameEn, te: party.nameTe }) }))
    .sort(
      (first, second) =>
        Number(second.closeness.exact) - Number(first.closeness.exact) ||
        second.closeness.similarity - first.closeness.similarity ||
        second.party.registeredOn.localeCompare(first.party.registeredOn) ||
        second.party.id - first.party.id,
    );
}

const bilingual = (en: string, te: string): BilingualText => ({ en, te });

async function describeHits(db: Database, ranked: ReturnType<typeof rankCandidates>): Promise<NameSearchHit[]> {
  const { documents, parties } = await loadHitContext(db, [...new Set(ranked.map(({ party }) => party.documentId))]);
  const documentById = new Map(documents.map((document) => [document.id, document]));
  const roleOfParty = new Map(parties.map((party) => [party.id, party.role]));
  return ranked.map(({ party, closeness }): NameSearchHit => {
    const document = documentById.get(party.documentId);
    if (!document) throw new Error(`Party ${party.id} belongs to no document`);
    const ownSide = party.role === 'representative' ? roleOfParty.get(party.representsPartyId ?? -1) : party.role;
    const otherSide = parties.filter((other) => other.documentId === party.documentId && other.role === OPPOSITE_ROLE[ownSide ?? '']);
    const sro = findSroOffice(party.sroCode);
    return {
      partyId: party.id,
      documentId: party.documentId,
      citation: formatDocumentNumber(document.documentNumber, document.year),
      documentNumber: document.documentNumber,
      year: document.year,
      sro: { code: party.sroCode, name: sro?.description ?? bilingual(party.sroCode, party.sroCode) },
      registeredOn: party.registeredOn,
      transaction: findTransactionType(document.transactionMajorCode, document.transactionMinorCode)?.description ?? {
        en: `${document.transactionMajorCode}/${document.transactionMinorCode}`,
        te: `${document.transactionMajorCode}/${document.transactionMinorCode}`,
      },
      role: party.role === 'claimant' ? 'claimant' : party.role === 'representative' ? 'representative' : 'executant',
      partyLabel: findPartyRole(party.partyCode)?.description ?? bilingual(party.partyCode, party.partyCode),
      name: bilingual(party.nameEn, party.nameTe),
      relationType: party.relationType as PartyRelation,
      relationName: bilingual(party.relationNameEn, party.relationNameTe),
      age: party.age,
      aadhaarMasked: party.aadhaarLast4 ? `XXXXXXXX${party.aadhaarLast4}` : null,
      panMasked: party.panLast4 ? `XXXXXX${party.panLast4}` : null,
      exactMatch: closeness.exact,
      otherSide: {
        names: otherSide.slice(0, NAME_SEARCH_OTHER_SIDE_NAMES).map((other) => bilingual(other.nameEn, other.nameTe)),
        more: Math.max(0, otherSide.length - NAME_SEARCH_OTHER_SIDE_NAMES),
      },
    };
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
        response: { 200: nameSearchResponseSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      await requireAcceptedTerms(db, request);
      const criteria = request.body;
      const fromDate = criteria.fromDate || REGISTER_START_DATE;
      const toDate = criteria.toDate || toYearMonthDay(new Date());
      const role = criteria.role ?? 'any';
      const candidates = await findCandidateParties(
        db,
        {
          nameKeys: [...searchNameKeys(criteria.name), ...placeKeys(criteria)],
          ...(criteria.fromDate && criteria.fromDate > REGISTER_START_DATE ? { fromDate } : {}),
          ...(criteria.toDate ? { toDate } : {}),
          role,
        },
        NAME_SEARCH_CANDIDATE_LIMIT + 1,
      );
      const truncated = candidates.length > NAME_SEARCH_CANDIDATE_LIMIT;
      const ranked = rankCandidates(criteria.name, candidates.slice(0, NAME_SEARCH_CANDIDATE_LIMIT));
      const offset = (criteria.page - 1) * criteria.pageSize;
      const hits = await describeHits(db, ranked.slice(offset, offset + criteria.pageSize));

      await logUsage(
        db,
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
        ranked.length,
      );
      return { hits, total: ranked.length, truncated, candidateLimit: NAME_SEARCH_CANDIDATE_LIMIT, page: criteria.page, pageSize: criteria.pageSize, fromDate, toDate };
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
      const [document] = await loadDocumentViews(db, [documentId]);
      await logUsage(db, request, 'details', { documentId }, document ? 1 : 0);
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
