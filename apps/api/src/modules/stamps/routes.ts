import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  apiErrorSchema,
  toYearMonthDay,
  bankChallanDecisionSchema,
  bankChallanEntrySchema,
  bankChallanViewSchema,
  indentParamsSchema,
  paymentOrderParamsSchema,
  indentRequestSchema,
  indentViewSchema,
  licenceApplicationSchema,
  licenceDecisionSchema,
  licenceParamsSchema,
  licenceStatusChangeSchema,
  stampReturnSchema,
  stampReturnViewSchema,
  licenceRenewalRequestSchema,
  licenceRequestParamsSchema,
  licenceRequestViewSchema,
  licenceSchema,
  saleRequestSchema,
  saleViewSchema,
  serialParamsSchema,
  spoilRequestSchema,
  stampPaperTraceSchema,
  stockQuerySchema,
  stockRegisterSchema,
  vendorHomeSchema,
  bilingualTextSchema,
} from '@igrs/domain';
import { requestLanguage } from '../../plugins/errors.ts';
import {
  challanDetails,
  createIndent,
  decideBankChallan,
  depotBankChallans,
  enterBankChallan,
  applyForLicence,
  changeLicenceStatus,
  decideRenewal,
  jurisdictionLicences,
  returnPapers,
  vendorReturns,
  depotReturns,
  jurisdictionLicenceRequests,
  requestRenewal,
  vendorLicenceRequests,
  depotIndents,
  issueIndent,
  payIndent,
  readIndent,
  readSale,
  salesRegister,
  sellStamps,
  spoilPaper,
  stockRegister,
  tracePaper,
  vendorHome,
  vendorIndents,
  vendorLicence,
  type StampsContext,
} from './service.ts';

const TAGS = ['stamps'];
const VENDOR = { loginTypes: ['VENDOR'] } as const;
const DEPOT = { loginTypes: ['SRO'] } as const;
/** The depots' stock, read by whoever's menu holds Stockholding Challan-wise, within their jurisdiction. */
const DEPOT_STOCK = { menuPage: 'challanStockholding' } as const;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

const stepOf = (request: FastifyRequest) => ({ principal: request.principal!, language: requestLanguage(request), now: new Date(), clientAddress: request.ip });

export const stampRoutes: FastifyPluginAsyncZod<{ stamps: StampsContext }> = async (app, { stamps }) => {
  const { db } = stamps;

  app.get('/vendor/home', { config: { access: VENDOR }, schema: { tags: TAGS, summary: "The vendor's day: licence, stock by denomination, open indents, today's sales", response: { 200: vendorHomeSchema, ...errors } } }, async (request) =>
    vendorHome(db, stepOf(request)),
  );
  app.post(
    '/vendor/licence/applications',
    {
      config: { access: VENDOR },
      schema: {
        tags: TAGS,
        summary: "A vendor's login with no licence applies for its first: name, address, the depot that will supply it and the kinds to sell",
        description: 'Decided by the District Registrar over the depot like a renewal; approved, the licence runs a year from the day asked, numbered in the district\'s series. A licensed login is refused (409 ALREADY_LICENSED); one request waits at a time.',
        body: licenceApplicationSchema,
        response: { 201: licenceRequestViewSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await applyForLicence(db, request.body, stepOf(request))),
  );
  app.post(
    '/vendor/licence/renewals',
    {
      config: { access: VENDOR },
      schema: {
        tags: TAGS,
        summary: 'Asks the District Registrar to renew the licence for the next year, with the kinds to sell',
        description: 'One request waits at a time (409 LICENCE_REQUEST_PENDING). The period is worked out on the server: the year after the licence in force ends, or from today for a lapsed one.',
        body: licenceRenewalRequestSchema,
        response: { 201: licenceRequestViewSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await requestRenewal(db, request.body, stepOf(request))),
  );
  app.get(
    '/vendor/licence/renewals',
    { config: { access: VENDOR }, schema: { tags: TAGS, summary: "The vendor's renewal requests and their decisions", response: { 200: z.object({ requests: z.array(licenceRequestViewSchema) }), ...errors } } },
    async (request) => ({ requests: await vendorLicenceRequests(db, stepOf(request)) }),
  );
  app.get(
    '/licence-requests',
    {
      config: { access: { menuPage: 'vendorLicences' } },
      schema: { tags: TAGS, summary: "Renewal requests of the vendors whose depots are in the officer's jurisdiction, newest first", response: { 200: z.object({ requests: z.array(licenceRequestViewSchema) }), ...errors } },
    },
    async (request) => ({ requests: await jurisdictionLicenceRequests(db, stepOf(request)) }),
  );
  app.post(
    '/licence-requests/:requestId/decision',
    {
      config: { access: { loginTypes: ['DR'] } },
      schema: {
        tags: TAGS,
        summary: "The District Registrar of the vendor's depot approves a renewal (the licence runs on) or rejects it with the reason",
        params: licenceRequestParamsSchema,
        body: licenceDecisionSchema,
        response: { 200: licenceRequestViewSchema, ...errors },
      },
    },
    async (request) => decideRenewal(db, request.params.requestId, request.body, stepOf(request)),
  );

  app.get(
    '/licences',
    {
      config: { access: { menuPage: 'vendorLicences' } },
      schema: { tags: TAGS, summary: "Licences of the vendors whose depots are in the officer's jurisdiction, each with whether it is in force", response: { 200: z.object({ licences: z.array(licenceSchema) }), ...errors } },
    },
    async (request) => ({ licences: await jurisdictionLicences(db, stepOf(request)) }),
  );
  app.post(
    '/licences/:licenceNumber/status',
    {
      config: { access: { loginTypes: ['DR'] } },
      schema: {
        tags: TAGS,
        summary: "The District Registrar of the vendor's depot suspends a licence (indents and sales stop at once) or restores it, with the reason",
        params: licenceParamsSchema,
        body: licenceStatusChangeSchema,
        response: { 200: licenceSchema, ...errors },
      },
    },
    async (request) => changeLicenceStatus(db, request.params.licenceNumber, request.body, stepOf(request)),
  );

  app.post(
    '/vendor/returns',
    {
      config: { access: VENDOR },
      schema: {
        tags: TAGS,
        summary: 'Gives papers in hand back to the depot by serial, with the reason; they are kept apart there and never issued or sold again',
        description: 'All or none: a serial the vendor does not hold undoes the return (409 PAPER_NOT_IN_STOCK). Answers the day\'s stock register.',
        body: stampReturnSchema,
        response: { 200: stockRegisterSchema, ...errors },
      },
    },
    async (request) => returnPapers(stamps, request.body, stepOf(request)),
  );

  app.get(
    '/vendor/returns',
    { config: { access: VENDOR }, schema: { tags: TAGS, summary: 'The papers the vendor has given back to its depot, newest first', response: { 200: z.object({ returns: z.array(stampReturnViewSchema) }), ...errors } } },
    async (request) => ({ returns: await vendorReturns(db, stepOf(request)) }),
  );
  app.get(
    '/depot/returns',
    {
      config: { access: DEPOT_STOCK },
      schema: { tags: TAGS, summary: "Papers vendors have given back to the depots of the officer's jurisdiction, newest first", response: { 200: z.object({ returns: z.array(stampReturnViewSchema) }), ...errors } },
    },
    async (request) => ({ returns: await depotReturns(db, stepOf(request)) }),
  );

  app.get('/vendor/licence', { config: { access: VENDOR }, schema: { tags: TAGS, summary: "The vendor's licence", response: { 200: licenceSchema, ...errors } } }, async (request) => vendorLicence(db, stepOf(request)));

  app.post(
    '/vendor/indents',
    {
      config: { access: VENDOR },
      schema: {
        tags: TAGS,
        summary: 'Indents stamps by kind and denomination, within the licence; the amount payable (face value less commission) is worked out on the server',
        body: indentRequestSchema,
        response: { 201: indentViewSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createIndent(stamps, request.body, stepOf(request))),
  );
  app.get('/vendor/indents', { config: { access: VENDOR }, schema: { tags: TAGS, summary: "The vendor's indents, newest first", response: { 200: z.object({ indents: z.array(indentViewSchema) }), ...errors } } }, async (request) => ({
    indents: await vendorIndents(db, stepOf(request)),
  }));
  app.get(
    '/stamp-indents/:indentId',
    { config: { access: { loginTypes: ['VENDOR', 'SRO', 'DR', 'DR_AUDIT', 'DIG', 'CIG', 'ADMIN'] } }, schema: { tags: TAGS, summary: 'An indent with its challan, the serials issued and every step', params: indentParamsSchema, response: { 200: indentViewSchema, ...errors } } },
    async (request) => readIndent(db, request.params.indentId, stepOf(request)),
  );
  app.post(
    '/vendor/indents/:indentId/challan',
    {
      config: { access: VENDOR },
      schema: {
        tags: TAGS,
        summary: "Pays the indent's challan through the payment gateway, for its exact amount",
        params: indentParamsSchema,
        response: { 200: z.object({ challanNumber: z.string(), amountRupees: z.number().int(), checkoutUrl: z.string() }), ...errors },
      },
    },
    async (request) => {
      const { payment, checkoutUrl } = await payIndent(stamps, request.params.indentId, stepOf(request));
      return { challanNumber: payment.orderId, amountRupees: payment.amountRupees, checkoutUrl };
    },
  );

  app.post(
    '/vendor/indents/:indentId/bank-challan',
    {
      config: { access: VENDOR },
      schema: {
        tags: TAGS,
        summary: 'Records a challan paid at a bank counter for the indent, for the office to verify',
        description: "The amount is the indent's own. One challan waits for verification at a time (409 BANK_CHALLAN_PENDING); the office verifies it against the bank's scroll before any stamp is issued.",
        params: indentParamsSchema,
        body: bankChallanEntrySchema,
        response: { 200: indentViewSchema, ...errors },
      },
    },
    async (request) => enterBankChallan(stamps, request.params.indentId, request.body, stepOf(request)),
  );
  app.get(
    '/depot/bank-challans',
    { config: { access: DEPOT_STOCK }, schema: { tags: TAGS, summary: "Bank challans waiting to be verified for the indents on the depots of the caller's jurisdiction (the depot office verifies them)", response: { 200: z.object({ challans: z.array(bankChallanViewSchema) }), ...errors } } },
    async (request) => ({ challans: await depotBankChallans(db, stepOf(request)) }),
  );
  app.post(
    '/depot/bank-challans/:orderId/decision',
    {
      config: { access: DEPOT },
      schema: {
        tags: TAGS,
        summary: "The depot office verifies a bank challan against the bank's scroll (the indent is paid) or rejects it with the reason",
        params: paymentOrderParamsSchema,
        body: bankChallanDecisionSchema,
        response: { 200: indentViewSchema, ...errors },
      },
    },
    async (request) => decideBankChallan(stamps, request.params.orderId, request.body, stepOf(request)),
  );

  app.get('/depot/indents', { config: { access: DEPOT_STOCK }, schema: { tags: TAGS, summary: "Paid indents waiting for stamps on the depots of the caller's jurisdiction (the depot office issues them)", response: { 200: z.object({ indents: z.array(indentViewSchema) }), ...errors } } }, async (request) => ({
    indents: await depotIndents(db, stepOf(request)),
  }));
  app.post(
    '/depot/indents/:indentId/issue',
    { config: { access: DEPOT }, schema: { tags: TAGS, summary: 'Issues what the depot holds of a paid indent, by serial range; the rest stays pending', params: indentParamsSchema, response: { 200: indentViewSchema, ...errors } } },
    async (request) => issueIndent(stamps, request.params.indentId, stepOf(request)),
  );

  app.post(
    '/vendor/sales',
    {
      config: { access: VENDOR },
      schema: {
        tags: TAGS,
        summary: 'Sells stamps from the vendor\'s stock with the purchaser\'s particulars; answers the receipt',
        description: 'Lowest serials first; 409 STOCK_SHORT when the stock holds fewer. No paper is sold twice however many sales run at once.',
        body: saleRequestSchema,
        response: { 201: saleViewSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await sellStamps(stamps, request.body, stepOf(request))),
  );
  app.get(
    '/vendor/sales',
    { config: { access: VENDOR }, schema: { tags: TAGS, summary: "The vendor's sale register for a period (this month by default)", querystring: stockQuerySchema, response: { 200: z.object({ sales: z.array(saleViewSchema) }), ...errors } } },
    async (request) => {
      // The day in India, where the vendor sells.
      const to = request.query.toDate ?? toYearMonthDay(new Date());
      return { sales: await salesRegister(db, stepOf(request), request.query.fromDate ?? `${to.slice(0, 8)}01`, to) };
    },
  );
  app.get(
    '/vendor/sales/:saleId',
    { config: { access: VENDOR }, schema: { tags: TAGS, summary: 'One sale, for its receipt', params: z.object({ saleId: z.string().regex(/^SALE-\d{4}-\d{6,9}$/) }), response: { 200: saleViewSchema, ...errors } } },
    async (request) => readSale(db, request.params.saleId, stepOf(request)),
  );
  app.post(
    '/vendor/spoilt',
    { config: { access: VENDOR }, schema: { tags: TAGS, summary: 'Reports a paper of the stock as spoilt, with the reason', body: spoilRequestSchema, response: { 200: stampPaperTraceSchema, ...errors } } },
    async (request) => spoilPaper(stamps, request.body.serial, request.body.reason, stepOf(request)),
  );
  app.get(
    '/vendor/stock',
    { config: { access: VENDOR }, schema: { tags: TAGS, summary: 'The stock register: opening, received, sold, spoilt and closing, counted from the movements', querystring: stockQuerySchema, response: { 200: stockRegisterSchema, ...errors } } },
    async (request) => stockRegister(db, stepOf(request), request.query.fromDate, request.query.toDate),
  );

  app.get(
    '/stamp-papers/:serial',
    {
      config: { access: 'public' },
      schema: { tags: TAGS, summary: 'What anyone may know of a stamp paper by its serial: issued to which vendor, sold when (not to whom), spoilt, used on which document', params: serialParamsSchema, response: { 200: stampPaperTraceSchema, ...errors } },
    },
    async (request) => tracePaper(db, request.params.serial),
  );

  app.get(
    '/challans/:challanNumber',
    {
      config: { access: { menuPage: 'challanDocument' } },
      schema: {
        tags: TAGS,
        summary: 'A challan by its number: date, amount, head of account, who paid, what it paid for, status',
        params: z.object({ challanNumber: z.string().regex(/^PAY-\d{4}-\d{6,9}$/) }),
        response: {
          200: z.object({
            challanNumber: z.string(),
            paidOn: z.string().nullable(),
            amountRupees: z.number().int(),
            status: z.string(),
            headOfAccount: z.object({ code: z.string(), name: bilingualTextSchema }),
            paidBy: z.object({ licenceNumber: z.string(), name: z.string() }),
            indent: indentViewSchema,
          }),
          ...errors,
        },
      },
    },
    async (request) => challanDetails(db, request.params.challanNumber, stepOf(request)),
  );
};
