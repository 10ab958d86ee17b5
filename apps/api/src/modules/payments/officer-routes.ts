import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ORDER_ID_PATTERN, REFUND_REASONS, REFUND_STATUSES, apiErrorSchema } from '@igrs/domain';
import { requestLanguage } from '../../plugins/errors.ts';
import { decideRefund, listRefunds, refundOf, refundsInJurisdiction, refuseRefundOutsideJurisdiction, requestRefund, sendRefund } from './refunds.ts';
import type { Payments } from './service.ts';
import { reconcileSettlements } from './settlements.ts';

const TAGS = ['payments: refunds and settlements'];
/** Offices ask for refunds; the District Registrar and those above approve them; the auditor reads them. */
const ASK = { access: { loginTypes: ['SRO', 'DR'] } } as const;
const APPROVE = { access: { loginTypes: ['DR', 'DIG', 'CIG'] } } as const;
const READ = { access: { loginTypes: ['SRO', 'DR', 'DR_AUDIT', 'DIG', 'CIG'] } } as const;
const RECONCILE = { access: { menuPage: 'challanReconciliation' } } as const;

const refundSchema = z.object({
  refundReference: z.string(),
  orderId: z.string(),
  gateway: z.string(),
  gatewayTransactionId: z.string(),
  amountRupees: z.number().int(),
  reason: z.enum(REFUND_REASONS),
  status: z.enum(REFUND_STATUSES),
  requestedBy: z.string(),
  approvedBy: z.string().nullable(),
  gatewayRefundId: z.string().nullable(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});
const refundParams = z.object({ refundReference: z.string().regex(/^RFD[0-9A-F]{16}$/, { error: 'invalidValue' }) });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 503: apiErrorSchema };
const stepOf = (request: FastifyRequest) => ({ loginId: request.principal!.loginId, clientAddress: request.ip });

/** The officers' side of payments: refunds through their approval, and the bank's settlement file checked against the receipts. */
export const paymentOfficerRoutes: FastifyPluginAsyncZod<{ payments: Payments }> = async (app, { payments }) => {
  app.get(
    '/payments/refunds',
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: 'Refunds, newest first: of one order, or in one status',
        querystring: z.object({ orderId: z.string().regex(ORDER_ID_PATTERN, { error: 'invalidValue' }).optional(), status: z.enum(REFUND_STATUSES).optional() }),
        response: { 200: z.object({ refunds: z.array(refundSchema) }), ...errors },
      },
    },
    async (request) => ({ refunds: await refundsInJurisdiction(payments, await listRefunds(payments.db, request.query), request.principal!) }),
  );

  app.post(
    '/payments/refunds',
    {
      config: ASK,
      schema: {
        tags: TAGS,
        summary: 'Asks for money to be returned: taken twice by the bank, or for an application withdrawn before admission',
        description: '409 REFUND_NOT_DUE when nothing is due, or a refund of the same bank payment is already on file.',
        body: z.object({
          orderId: z.string().regex(ORDER_ID_PATTERN, { error: 'invalidValue' }),
          gatewayTransactionId: z.string().min(1).max(64),
          reason: z.enum(REFUND_REASONS),
        }),
        response: { 201: refundSchema, ...errors },
      },
    },
    async (request, reply) => {
      await refuseRefundOutsideJurisdiction(payments, request.body.orderId, request.principal!, requestLanguage(request));
      return reply.status(201).send(await requestRefund(payments, request.body, stepOf(request)));
    },
  );

  app.post(
    '/payments/refunds/:refundReference/decision',
    {
      config: APPROVE,
      schema: {
        tags: TAGS,
        summary: "Another officer's approval (the refund is then sent to the bank) or refusal",
        description: '403 SAME_OFFICER for the officer who asked; 503 PAYMENT_GATEWAY_UNAVAILABLE leaves it approved and sent, to be sent again.',
        params: refundParams,
        body: z.object({ approve: z.boolean() }),
        response: { 200: refundSchema, ...errors },
      },
    },
    async (request) => {
      await refuseRefundOutsideJurisdiction(payments, (await refundOf(payments.db, request.params.refundReference)).orderId, request.principal!, requestLanguage(request));
      return decideRefund(payments, request.params.refundReference, request.body.approve, stepOf(request));
    },
  );

  app.post(
    '/payments/refunds/:refundReference/sending',
    {
      config: APPROVE,
      schema: {
        tags: TAGS,
        summary: 'Sends an approved refund to the bank again, after the bank could not be reached; the bank takes it as the same refund',
        params: refundParams,
        response: { 200: refundSchema, ...errors },
      },
    },
    async (request) => {
      await refuseRefundOutsideJurisdiction(payments, (await refundOf(payments.db, request.params.refundReference)).orderId, request.principal!, requestLanguage(request));
      return sendRefund(payments, request.params.refundReference, stepOf(request));
    },
  );

  app.post(
    '/payments/settlements/:day/reconciliation',
    {
      config: RECONCILE,
      schema: {
        tags: TAGS,
        summary: "Reads the bank's settlement file of a day and records each receipt as settled, missing or mismatched",
        params: z.object({ day: z.iso.date() }),
        response: { 200: z.object({ day: z.string(), settled: z.number().int(), missing: z.number().int(), mismatched: z.number().int() }), ...errors },
      },
    },
    async (request) => reconcileSettlements(payments, request.params.day, request.principal!.loginId),
  );
};
