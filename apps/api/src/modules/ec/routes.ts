import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  nameOrCode,
  ANONYMOUS_EC_SEARCHES_PER_DAY,
  EC_DOCUMENT_LIMIT,
  EC_SEARCH_TOKEN_MINUTES,
  apiErrorSchema,
  describeEcPeriod,
  describeEcSubject,
  ecCertificateRequestSchema,
  ecPropertyIdentifiersGiven,
  ecSearchRequestSchema,
  ecSearchResponseSchema,
  findRevenueDistrict,
  findSroOffice,
  formatDocumentNumber,
  secondsToIndianMidnight,
  toYearMonthDay,
  validationMessage,
  waivesPublicLimits,
  type BilingualText,
  type EcCriteria,
  type EcSearchRequest,
  type Language,
  type ProhibitionNotice,
  type RegisteredDocumentView,
} from '@igrs/domain';
import type { DatabaseHandle } from '../../db/client.ts';
import { compiledResponse } from '../../plugins/compiled-responses.ts';
import { HttpProblem, requestLanguage } from '../../plugins/errors.ts';
import { consumeCaptcha } from '../auth/index.ts';
import { certificateVerificationUrl, findSearchCertificate, newCertificateCode, prepareCertificateFonts, storeSearchCertificate } from '../certificates/index.ts';
import { documentViews, findDocumentId, loadDocumentViews } from '../register/index.ts';
import { buildEcPdf } from './ec-pdf.ts';
import { countAnonymousSearch, findLinkedDocuments, findProhibitions, searchProperty, type PropertySearchAnswer } from './repository.ts';
import { readSearchToken, signSearchToken } from './search-token.ts';

const TAGS = ['ec'];


const fieldProblem = (request: FastifyRequest, field: string, key: string) =>
  new HttpProblem(400, 'VALIDATION_FAILED', [{ field: `body.${field}`, message: validationMessage(key, requestLanguage(request)) }]);

const officeName = (code: string): BilingualText => nameOrCode(findSroOffice(code)?.description, code);

type Village = NonNullable<PropertySearchAnswer['village']>;

/** A property search's request checked against the village the register knows, and turned into what the certificate will certify. */
function propertyCriteria(request: FastifyRequest, body: EcSearchRequest, village: Village | null): EcCriteria {
  const sroCode = body.sroCode ?? '';
  if (!village) throw fieldProblem(request, 'villageCode', 'unknownVillage');
  if (village.sroCode !== sroCode || !village.mandalCode.startsWith(body.districtCode ?? '')) throw fieldProblem(request, 'villageCode', 'unknownChoice');
  const district = findRevenueDistrict(body.districtCode ?? '');
  return {
    searchBy: 'property',
    district: { code: body.districtCode ?? '', name: district?.description ?? { en: '', te: '' } },
    sro: { code: sroCode, name: officeName(sroCode) },
    village: { code: village.code, name: { en: village.nameEn, te: village.nameTe } },
    ...propertyNamed(body),
  };
}

function documentCriteria(body: EcSearchRequest): EcCriteria {
  const sroCode = body.sroCode ?? '';
  const documentNumber = body.documentNumber ?? 0;
  const year = body.year ?? 0;
  return {
    searchBy: 'document',
    sro: { code: sroCode, name: officeName(sroCode) },
    documentNumber,
    year,
    citation: formatDocumentNumber(documentNumber, year),
    fromDate: body.fromDate,
    toDate: body.toDate,
  };
}

interface EcResult {
  documents: RegisteredDocumentView[];
  totalDocuments: number;
  capped: boolean;
  prohibitions: ProhibitionNotice[];
}

function propertyResult(answer: PropertySearchAnswer): EcResult {
  const { matches } = answer;
  return { documents: documentViews(answer.rows, matches.ids), totalDocuments: matches.total, capped: matches.total > matches.ids.length, prohibitions: answer.prohibitions };
}

type PropertyNaming = Pick<EcSearchRequest, 'surveyNumber' | 'doorNumber' | 'plotNumber' | 'apartmentName' | 'flatNumber' | 'fromDate' | 'toDate'>;

/** How a search names its property within the village, and its period: what the certificate certifies and what the register is asked. */
const propertyNamed = (search: PropertyNaming) => ({
  identifiedBy: ecPropertyIdentifiersGiven(search)[0] ?? 'survey',
  surveyNumber: search.surveyNumber ?? '',
  doorNumber: search.doorNumber ?? '',
  plotNumber: search.plotNumber ?? '',
  apartmentName: search.apartmentName ?? '',
  flatNumber: search.flatNumber ?? '',
  fromDate: search.fromDate,
  toDate: search.toDate,
});

const propertySearchOf = (search: PropertyNaming & { villageCode?: string | undefined }) => ({ villageCode: search.villageCode ?? '', ...propertyNamed(search) });

async function runSearch(database: DatabaseHandle, criteria: EcCriteria): Promise<EcResult> {
  if (criteria.searchBy === 'property') return propertyResult(await searchProperty(database, propertySearchOf({ ...criteria, villageCode: criteria.village.code })));
  const db = database.db;
  const documentId = await findDocumentId(db, { sroCode: criteria.sro.code, documentNumber: criteria.documentNumber, year: criteria.year });
  if (documentId === undefined) throw new HttpProblem(404, 'DOCUMENT_NOT_FOUND');
  const matches = await findLinkedDocuments(db, documentId, criteria.fromDate, criteria.toDate);
  const documents = await loadDocumentViews(db, matches.ids);
  const places = documents
    .filter((document) => document.documentNumber === criteria.documentNumber && document.year === criteria.year && document.sro.code === criteria.sro.code)
    .flatMap((document) => document.schedules.map((schedule) => ({ villageCode: schedule.village.code, surveyNumber: schedule.surveyNumber, doorNumber: schedule.doorNumber })));
  return { documents, totalDocuments: matches.total, capped: matches.total > matches.ids.length, prohibitions: await findProhibitions(db, places) };
}

export const ecRoutes: FastifyPluginAsyncZod<{ codeKey: Uint8Array; tokenKey: Uint8Array }> = async (app, { codeKey, tokenKey }) => {
  const db = app.database.db;
  // Only a listening server: the tests, which inject requests, do not pay for it.
  app.addHook('onListen', async () => prepareCertificateFonts());

  app.post(
    '/ec/search',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Encumbrance search: every document registered on a property (or linked to a document) in a period, oldest first',
        description: [
          'By property: the village and its office, then one of survey number (rural; `123` also finds its sub-divisions 123/1, 123/2A…; `123/2A` only that one), door number, plot number, or apartment and flat number, and a period from 1983-01-01 to today.',
          'By document: the document itself, whatever its date, with the documents of the period it cites as its title (earlier) and those citing it (later).',
          `Documents come oldest first by registration date, then number; at most ${EC_DOCUMENT_LIMIT} (\`capped\` says when more matched). Parties' Aadhaar and PAN are masked.`,
          `Without sign-in a captcha (GET /captcha) is required and used up, and one client address may search ${ANONYMOUS_EC_SEARCHES_PER_DAY} times a day (IST); the next search is answered 429 EC_DAILY_LIMIT_REACHED. Signed-in department staff need neither; outside agencies, income tax and CCLA search like the public.`,
          `The answer's \`searchToken\` lets POST /ec/certificates issue the certificate of this search for ${EC_SEARCH_TOKEN_MINUTES} minutes.`,
        ].join('\n\n'),
        body: ecSearchRequestSchema,
        response: { 200: compiledResponse(ecSearchResponseSchema), 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const anonymous = !waivesPublicLimits(request.principal);
      if (anonymous) {
        if (!body.captchaId) throw fieldProblem(request, 'captchaText', 'required');
        if (!body.captchaText) throw fieldProblem(request, 'captchaText', 'required');
        if (!(await consumeCaptcha(db, body.captchaId, body.captchaText))) throw new HttpProblem(400, 'CAPTCHA_FAILED');
      }
      // A property's search reads its village and its answer in one round trip; the village is checked before anything is counted or shown.
      const answer = body.searchBy === 'property' ? await searchProperty(app.database, propertySearchOf(body)) : undefined;
      const criteria = answer ? propertyCriteria(request, body, answer.village) : documentCriteria(body);
      let searchesLeft: number | null = null;
      if (anonymous) {
        const searches = await countAnonymousSearch(db, request.ip, toYearMonthDay(new Date()));
        // The day's searches start again at India's midnight.
        if (searches > ANONYMOUS_EC_SEARCHES_PER_DAY) throw new HttpProblem(429, 'EC_DAILY_LIMIT_REACHED', undefined, secondsToIndianMidnight(new Date()));
        searchesLeft = ANONYMOUS_EC_SEARCHES_PER_DAY - searches;
      }
      const result = answer ? propertyResult(answer) : await runSearch(app.database, criteria);
      const { token, expiresAt } = signSearchToken(tokenKey, criteria);
      reply.header('Cache-Control', 'no-store');
      return { criteria, ...result, searchToken: token, searchTokenExpiresAt: expiresAt.toISOString(), anonymousSearchesLeft: searchesLeft };
    },
  );

  app.post(
    '/ec/certificates',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Issues the encumbrance certificate of a search as a PDF, in English or Telugu',
        description: [
          'Takes the `searchToken` of POST /ec/search (no captcha again); an expired or altered token is 400 SEARCH_EXPIRED. The register is read again, so the certificate shows it as on the day of issue.',
          'One search gives at most one certificate per language: asking again for the same language answers the certificate already issued, byte for byte, under the same code.',
          'The answer is the PDF (`application/pdf`, as an attachment `EC-<code>.pdf`); its verification code is printed with a QR code on every page and also sent in the `X-Verification-Code` header. GET /certificates/:code confirms it.',
        ].join('\n\n'),
        body: ecCertificateRequestSchema,
        response: { 200: z.any().describe('The PDF bytes'), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const search = readSearchToken(tokenKey, request.body.searchToken);
      if (!search) throw new HttpProblem(400, 'SEARCH_EXPIRED');
      const { criteria, searchId } = search;
      const { language } = request.body;
      const certificate = (await findSearchCertificate(app.database, searchId, language)) ?? (await issueCertificate(request, searchId, criteria, language));
      return sendPdf(reply, certificate);
    },
  );

  /** Issues a new certificate for the search, or answers the one another request stored first. */
  async function issueCertificate(request: FastifyRequest, searchId: string, criteria: EcCriteria, language: Language) {
    const result = await runSearch(app.database, criteria);
    const code = newCertificateCode(codeKey);
    const issuedAt = new Date();
    const issuedToLoginId = request.principal?.loginId ?? null;
    const pdf = await buildEcPdf({ language, code, verificationUrl: certificateVerificationUrl(request, code), criteria, ...result, issuedAt, issuedToLoginId });
    const { stored } = await storeSearchCertificate(
      app.database,
      {
        code,
        kind: 'ec',
        language,
        pdf,
        issuedToLoginId,
        searchId,
        summary: {
          subject: describeEcSubject(criteria),
          period: describeEcPeriod(criteria),
          criteria,
          totalDocuments: result.totalDocuments,
          capped: result.capped,
          documents: result.documents.map((document) => ({ citation: document.citation, sro: document.sro, registeredOn: document.registeredOn, transaction: document.transaction.name })),
          prohibitions: result.prohibitions.length,
          issuedToLoginId,
        },
      },
      { event: 'ec.certificate-issued', clientAddress: request.ip, details: { code, language, searchBy: criteria.searchBy, documents: result.totalDocuments } },
    );
    if (stored) return { code, pdf };
    const first = await findSearchCertificate(app.database, searchId, language);
    if (!first) throw new Error('An EC certificate of this search was neither stored nor found');
    return first;
  }

  function sendPdf(reply: FastifyReply, { code, pdf }: { code: string; pdf: Uint8Array }) {
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="EC-${code}.pdf"`)
      .header('X-Verification-Code', code)
      .header('Cache-Control', 'no-store')
      .send(Buffer.from(pdf));
  }
};
