import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYMENT_STATUSES, apiErrorSchema, paymentOrderParamsSchema } from '@igrs/domain';
import { HttpProblem } from '../../plugins/errors.ts';
import { applyGatewayWord, reconcile, type Payments } from './service.ts';

const TAGS = ['payments'];

export const paymentRoutes: FastifyPluginAsyncZod<{ payments: Payments }> = async (app, { payments }) => {
  app.post(
    `/payments/notices/${payments.gateway.name}`,
    {
      // The gateway calls without a session; its signature is what is checked.
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: "The gateway's signed notice of an order's outcome (server to server)",
        description:
          'Applied once: a repeated notice changes nothing, one whose amount differs from the order is kept but not applied, an unsigned or forged one is refused with 400 PAYMENT_NOTICE_REFUSED. The browser\'s return from the gateway is never trusted.',
        body: z.record(z.string(), z.unknown()),
        response: { 200: z.object({ received: z.literal(true) }), 400: apiErrorSchema },
      },
    },
    async (request) => {
      const notice = payments.gateway.readNotice(request.body);
      if (!notice) throw new HttpProblem(400, 'PAYMENT_NOTICE_REFUSED');
      await applyGatewayWord(payments, notice, 'notice');
      return { received: true as const };
    },
  );

  app.post(
    '/payments/:orderId/enquiry',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Asks the gateway what became of an order and applies its signed answer',
        description: 'For a payer back from the gateway before its notice arrived, and for reconciliation. Answers only the order\'s status.',
        params: paymentOrderParamsSchema,
        response: { 200: z.object({ orderId: z.string(), status: z.enum(PAYMENT_STATUSES) }), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const payment = await reconcile(payments, request.params.orderId);
      if (!payment) throw new HttpProblem(404, 'NOT_FOUND');
      reply.header('Cache-Control', 'no-store');
      return { orderId: payment.orderId, status: payment.status };
    },
  );
};
