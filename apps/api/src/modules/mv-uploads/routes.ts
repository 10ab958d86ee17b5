import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_RATE_FILE_BYTES,
  apiErrorSchema,
  effectiveFromProblem,
  rateDecisionSchema,
  rateVersionParamsSchema,
  rateUploadSchema,
  rateUploadsResponseSchema,
  readRateFile,
  toYearMonthDay,
  validationMessage,
  type FieldError,
  type Language,
  type RateFileProblem,
} from '@igrs/domain';
import { HttpProblem, requestLanguage } from '../../plugins/errors.ts';
import { villageIndex } from '../geography/index.ts';
import { exampleLandRates } from '../market-value/index.ts';
import { decideUpload, storeUpload, uploadsFor, type Caller } from './service.ts';
import { readSpreadsheet } from './spreadsheet.ts';
import { templateCsv, templateXlsx } from './template.ts';

const UPLOADERS = { menuPage: 'mvDataUpload' } as const;
/** Room for the multipart framing and the date field around the largest file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const MEDIA_TYPES = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

function callerOf(request: FastifyRequest): Caller {
  return { principal: request.principal!, language: requestLanguage(request), clientAddress: request.ip };
}

function details(problems: readonly RateFileProblem[], language: Language): FieldError[] {
  return problems.map((problem) => ({ field: problem.field, message: validationMessage(problem.key, language) }));
}

function fileTooLarge(language: Language): HttpProblem {
  return new HttpProblem(413, 'PAYLOAD_TOO_LARGE', details([{ field: 'file', key: 'fileTooLarge' }], language));
}

interface UploadForm {
  file?: { fileName: string; bytes: Buffer };
  effectiveFrom?: string;
}

/** The form's two fields: `file` and `effectiveFrom`. Other parts are read past. */
async function readForm(request: FastifyRequest, language: Language): Promise<UploadForm> {
  const form: UploadForm = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') form.file = { fileName: part.filename, bytes };
      } else if (part.fieldname === 'effectiveFrom') {
        form.effectiveFrom = String(part.value);
      }
    }
  } catch (error) {
    const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(language);
    if (typeof statusCode === 'number' && statusCode < 500) throw error;
    // Anything else the form parser throws means the request body is not a well-formed form.
    throw new HttpProblem(400, 'VALIDATION_FAILED', details([{ field: 'body', key: 'invalidValue' }], language));
  }
  return form;
}

export const mvUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  await app.register(multipart, { limits: { fileSize: MAX_RATE_FILE_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 } });

  app.post(
    '/market-value/uploads',
    {
      config: { access: UPLOADERS },
      schema: {
        tags: ['market-value'],
        summary: 'Upload a land-rate file (CSV or Excel) as a new rate version in force from `effectiveFrom`',
        description:
          'multipart/form-data with `file` (at most 5 MB) and `effectiveFrom` (YYYY-MM-DD, today or later). The whole file is checked first: a file with any problem is refused with every problem listed as `file.row[<n>].<column>`, and nothing changes. A good file becomes one new version, `pending` until a second officer above the uploader approves it; a file pricing villages of offices outside the uploader\'s jurisdiction is refused with 403 OUTSIDE_JURISDICTION.',
        consumes: ['multipart/form-data'],
        response: { 201: rateUploadSchema, 400: apiErrorSchema, 403: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      if (!request.isMultipart()) throw new HttpProblem(415, 'UNSUPPORTED_MEDIA_TYPE');
      if (Number(request.headers['content-length'] ?? 0) > MAX_RATE_FILE_BYTES + MULTIPART_OVERHEAD_BYTES) throw fileTooLarge(language);

      const { file, effectiveFrom } = await readForm(request, language);
      const formProblems: RateFileProblem[] = [];
      if (!file) formProblems.push({ field: 'file', key: 'required' });
      else if (file.bytes.length === 0) formProblems.push({ field: 'file', key: 'fileEmpty' });
      const dateProblem = effectiveFromProblem(effectiveFrom, toYearMonthDay(new Date()));
      if (dateProblem) formProblems.push({ field: 'effectiveFrom', key: dateProblem });
      if (!file || !effectiveFrom || formProblems.length > 0) throw new HttpProblem(400, 'VALIDATION_FAILED', details(formProblems, language));

      const sheet = await readSpreadsheet(file.bytes);
      if (!sheet.ok) {
        const status = sheet.problem.key === 'fileNotSpreadsheet' ? 415 : 400;
        throw new HttpProblem(status, status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'VALIDATION_FAILED', details([sheet.problem], language));
      }
      const villages = await villageIndex(db);
      const result = readRateFile(sheet.rows, (code) => villages.get(code));
      if (!result.ok) {
        const listed = result.truncated ? [...result.problems, { field: 'file', key: 'tooManyProblems' as const }] : result.problems;
        throw new HttpProblem(400, 'VALIDATION_FAILED', details(listed, language));
      }

      const sroCodes = new Set(result.rows.map((row) => villages.get(row.villageCode)?.sroCode ?? ''));
      const stored = await storeUpload(db, callerOf(request), { fileName: file.fileName, effectiveFrom, rows: result.rows, sroCodes });
      request.log.info({ versionId: stored.id, rows: stored.rowCount, effectiveFrom: stored.effectiveFrom }, 'market value rates uploaded');
      return reply.status(201).send(stored);
    },
  );

  app.post(
    '/market-value/uploads/:id/decision',
    {
      config: { access: UPLOADERS },
      schema: {
        tags: ['market-value'],
        summary: 'A second officer above the uploader approves or rejects a pending rate version (maker–checker)',
        description:
          'Approved rates are used from their effective date; until then the public sees the old rates. The uploader cannot decide their own upload (403 SAME_OFFICER); only an officer of a higher level whose jurisdiction holds the uploader\'s (a state upload: another state officer) may (403 NOT_ABOVE_MAKER). A version already decided is 409 RATE_VERSION_NOT_PENDING. A rejection says why in `remarks`.',
        params: rateVersionParamsSchema,
        body: rateDecisionSchema,
        response: { 200: rateUploadSchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return decideUpload(db, callerOf(request), request.params.id, request.body);
    },
  );

  app.get(
    '/market-value/uploads',
    {
      config: { access: UPLOADERS },
      schema: {
        tags: ['market-value'],
        summary: "Uploaded rate versions of the caller's jurisdiction with who uploaded and who decided them, newest first",
        response: { 200: rateUploadsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { uploads: await uploadsFor(db, callerOf(request)) };
    },
  );

  for (const format of ['csv', 'xlsx'] as const) {
    app.get(
      `/market-value/uploads/template.${format}`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['market-value'],
          summary: `A ready-to-edit ${format === 'csv' ? 'CSV' : 'Excel'} rate file: the header row and example rows with real codes`,
          description: 'Public, so that a plain download link works; it holds nothing but the published rates it uses as examples.',
        },
      },
      async (_request, reply) => {
        const examples = await exampleLandRates(db, toYearMonthDay(new Date()));
        const body = format === 'csv' ? templateCsv(examples) : await templateXlsx(examples);
        return reply
          .header('Cache-Control', 'public, max-age=3600')
          .header('Content-Disposition', `attachment; filename="market-value-rates-template.${format}"`)
          .type(MEDIA_TYPES[format])
          .send(body);
      },
    );
  }
};
