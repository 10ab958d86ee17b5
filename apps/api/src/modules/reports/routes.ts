import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOCUMENT_LOOKUP_PAGES, dashboardTilesSchema, revenueTargetListQuerySchema, revenueTargetSchema, revenueTargetViewSchema, REPORTS, REPORT_IDS, STAFF_PAGES, apiErrorSchema, documentLookupQuerySchema, officeDocumentSchema, reportQuerySchema, reportResultSchema, type ReportResult } from '@igrs/domain';
import { requestLanguage } from '../../plugins/errors.ts';
import { certificateVerificationUrl, newCertificateCode, storeCertificate } from '../certificates/index.ts';
import { dashboardTiles, lookUpDocument, reportCsvStream, reportPdf, reportXlsx, revenueTargetsFor, runReport, setRevenueTarget } from './service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const exportQuerySchema = reportQuerySchema.extend({ format: z.enum(['csv', 'xlsx', 'pdf'], { error: 'unknownChoice' }).default('csv') });

/** Two routes a report (the rows of a page, and the export), each open to the logins whose menu leads to the report's page. */
export const reportRoutes: FastifyPluginAsyncZod<{ codeKey: Uint8Array }> = async (app, { codeKey }) => {
  // Declared before the reports so that the dashboard's own route is not read as a report's export.
  app.get(
    '/reports/dashboard/tiles',
    {
      config: { access: { menuPage: 'dashboard' } },
      schema: {
        tags: ['reports'],
        summary: "The dashboard's tiles: documents, revenue, high-value registrations and mutations today, this month and this financial year against last year; applications pending, today's slots and prohibitions in force",
        description: "Limited to the viewer's jurisdiction.",
        response: { 200: dashboardTilesSchema, ...errors },
      },
    },
    async (request) => dashboardTiles(app.database.db, request.principal!, new Date()),
  );
  app.get(
    '/reports/revenueTarget/targets',
    {
      config: { access: { menuPage: 'revenueTarget' } },
      schema: { tags: ['reports'], summary: 'The revenue targets of the offices the viewer covers, of a month or all', querystring: revenueTargetListQuerySchema, response: { 200: z.object({ targets: z.array(revenueTargetViewSchema) }), ...errors } },
    },
    async (request) => ({ targets: await revenueTargetsFor(app.database.db, request.principal!, request.query.month) }),
  );
  app.put(
    '/reports/revenueTarget/targets',
    {
      config: { access: { menuPage: 'revenueTarget' } },
      schema: {
        tags: ['reports'],
        summary: "Sets an office's revenue target for a month, with the reason (the Commissioner's office only)",
        description: 'Replaces the office and month\'s earlier target; each setting is kept in the audit log with what it replaced. Other logins are answered 403 TARGETS_SET_BY_COMMISSIONER.',
        body: revenueTargetSchema,
        response: { 200: revenueTargetViewSchema, ...errors },
      },
    },
    async (request) => setRevenueTarget(app.database.db, request.principal!, request.body, requestLanguage(request), request.ip, new Date()),
  );
  for (const reportId of REPORT_IDS) {
    const report = REPORTS[reportId];
    const title = STAFF_PAGES[report.pageId].title.en;
    const access = { menuPage: report.pageId };
    app.get(
      `/reports/${reportId}`,
      {
        config: { access },
        schema: {
          tags: ['reports'],
          summary: `${title}: ${report.about.en}`,
          description: "Limited to the viewer's jurisdiction; the period defaults to the financial year to date.",
          querystring: reportQuerySchema,
          response: { 200: reportResultSchema, ...errors },
        },
      },
      async (request) => runReport(app.database.db, report, request.principal!, request.query, requestLanguage(request), new Date()),
    );
    app.get(
      `/reports/${reportId}/export`,
      {
        config: { access },
        schema: {
          tags: ['reports'],
          summary: `${title}, as CSV, an Excel workbook or a PDF`,
          description:
            'Exactly the rows the report shows for the same filters, every page of them, with headings in English and Telugu: as CSV up to 1,00,000 rows, written as they are read; `format=xlsx` for a workbook of up to 10,000 rows whose counts and amounts are numbers; `format=pdf` for a PDF in the reader\'s language under a verification code (the first 2,000 rows, saying how many more the others hold).',
          querystring: exportQuerySchema,
          response: { 200: z.any().describe('CSV (UTF-8), XLSX or PDF'), ...errors },
        },
      },
      async (request, reply) => {
        const { format, ...query } = request.query;
        const attach = (result: ReportResult) => reply.header('Content-Disposition', `attachment; filename="${reportId}-${result.from}-${result.to}.${format}"`);
        if (format === 'csv') {
          const { result, csv } = await reportCsvStream(app.database.db, report, request.principal!, query, requestLanguage(request), new Date());
          return attach(result).header('Content-Type', 'text/csv; charset=utf-8').send(csv);
        }
        const result = await runReport(app.database.db, report, request.principal!, query, requestLanguage(request), new Date(), 'export');
        attach(result);
        if (format === 'xlsx') return reply.header('Content-Type', XLSX_TYPE).send(await reportXlsx(result, title));
        // The PDF, the one format left.
        const language = requestLanguage(request);
        const code = newCertificateCode(codeKey);
        const titles = STAFF_PAGES[report.pageId].title;
        const pdf = await reportPdf(result, titles, language, request.principal!.loginId, code, certificateVerificationUrl(request, code));
        await storeCertificate(app.database.db, {
          code,
          kind: 'mis-report',
          language,
          pdf,
          issuedToLoginId: request.principal!.loginId,
          summary: { subject: titles, period: { en: `${result.from} to ${result.to}`, te: `${result.from} నుండి ${result.to} వరకు` }, reportId, rows: result.rows.length },
        });
        return reply.header('Content-Type', 'application/pdf').send(Buffer.from(pdf));
      },
    );
  }

  // The document a report row leads to, and the pages that look one up by office, number and year.
  for (const pageId of DOCUMENT_LOOKUP_PAGES) {
    app.get(
      `/reports/${pageId}/document`,
      {
        config: { access: { menuPage: pageId } },
        schema: {
          tags: ['reports'],
          summary: `${STAFF_PAGES[pageId].title.en}: a registered document by office, number and year`,
          description: "Only documents of offices in the viewer's jurisdiction. Beside the register's view, where each schedule's mutation of the land records stands.",
          querystring: documentLookupQuerySchema,
          response: { 200: officeDocumentSchema, ...errors, 404: apiErrorSchema },
        },
      },
      async (request) => lookUpDocument(app.database.db, request.principal!, request.query, requestLanguage(request)),
    );
  }
};
