import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORDER_ID_PATTERN, PAYMENT_STATUSES, apiErrorSchema, paymentOrderParamsSchema } from '@igrs/domain';
import { HttpProblem } from '../../plugins/errors.ts';
import { safeReturnPath, type CheckoutForm } from './gateway.ts';
import { paymentOfficerRoutes } from './officer-routes.ts';
import { applyRefundWord } from './refunds.ts';
import { applyGatewayWord, askGateway, reconcile, type Payments } from './service.ts';

const TAGS = ['payments'];
/** A webhook of a payment gateway is a few kilobytes; anything far larger is not one. */
const NOTICE_BODY_LIMIT = 64 * 1024;


const withOrderId = (path: string, orderId: string) => `${path}${path.includes('?') ? '&' : '?'}orderId=${encodeURIComponent(orderId)}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The page that carries the payer on to the bank: one button, no script, in both languages. */
function checkoutPage(form: CheckoutForm): string {
  const fields = Object.entries(form.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay at the bank / బ్యాంకులో చెల్లించండి</title></head>
<body><main>
<h1>Pay at the bank / బ్యాంకులో చెల్లించండి</h1>
<p>You will pay on the bank's own page. The portal learns of your payment from the bank, and shows it when you come back.</p>
<p lang="te">మీరు బ్యాంకు పేజీలోనే చెల్లిస్తారు. మీ చెల్లింపు గురించి పోర్టల్ బ్యాంకు నుండే తెలుసుకుంటుంది, మీరు తిరిగి వచ్చినప్పుడు చూపుతుంది.</p>
<form method="post" action="${escapeHtml(form.action)}">
${fields}
<p><button type="submit">Continue to the bank / బ్యాంకుకు కొనసాగండి</button></p>
</form>
</main></body></html>`;
}

export const paymentRoutes: FastifyPluginAsyncZod<{ payments: Payments }> = async (app, { payments }) => {
  const gateway = payments.gateway;
  await app.register(paymentOfficerRoutes, { payments });

  // The notice is read as the bytes the gateway signed: a signature over a body parsed and written again would not hold.
  await app.register(async (notices) => {
    notices.removeContentTypeParser('application/json');
    notices.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: NOTICE_BODY_LIMIT }, (_request, body, done) => done(null, body));
    notices.post(
      `/payments/notices/${gateway.name}`,
      {
        // The gateway calls without a session; its signature is what is checked, and it is served like a signed-in caller.
        config: { access: 'public', signedCaller: true },
        schema: {
          tags: TAGS,
          summary: "The gateway's signed notice of an order's or a refund's outcome (server to server)",
          description:
            "The signature is checked over the raw body as the gateway sent it. Applied once: a repeated or replayed notice changes nothing, one whose amount differs from the order is kept but not applied, an unsigned or forged one is refused with 400 PAYMENT_NOTICE_REFUSED. The browser's return from the gateway is never trusted.",
          response: { 200: z.object({ received: z.literal(true) }), 400: apiErrorSchema, 503: apiErrorSchema },
        },
      },
      async (request) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        // A gateway that cannot be asked about its own notice gets 503 and sends it again later.
        const reading = await askGateway(() => gateway.readNotice({ rawBody, headers: request.headers }));
        if (!reading) throw new HttpProblem(400, 'PAYMENT_NOTICE_REFUSED');
        if (reading.kind === 'order') await applyGatewayWord(payments, reading.notice, 'notice');
        if (reading.kind === 'refund') await applyRefundWord(payments.db, reading.refund);
        return { received: true as const };
      },
    );
  });

  await app.register(async (scope) => {
    const returns = scope.withTypeProvider<ZodTypeProvider>();
    returns.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const returnQuery = z.object({ orderId: z.string().max(20).optional(), to: z.string().max(300).optional() });
    const returnSchema = {
      tags: TAGS,
      summary: "The payer's browser back from the gateway's checkout",
      description:
        "Trusted for nothing: when the gateway's signature on the return holds, the portal asks the gateway about the order (an enquiry) before sending the payer on to the page they came from; a bank that cannot be reached just then leaves the order as it was.",
      querystring: returnQuery,
    };
    const handleReturn = async (query: z.infer<typeof returnQuery>, fields: Record<string, string>, reply: FastifyReply) => {
      const orderId = query.orderId && ORDER_ID_PATTERN.test(query.orderId) ? query.orderId : undefined;
      if (orderId && gateway.returnSignatureHolds(fields)) {
        try {
          await reconcile(payments, orderId);
        } catch (error) {
          // The payer's page asks again; the return itself never fails them.
          if (!(error instanceof HttpProblem)) throw error;
        }
      }
      const to = safeReturnPath(query.to);
      return reply.header('Cache-Control', 'no-store').redirect(orderId ? withOrderId(to, orderId) : to, 303);
    };
    returns.post(
      `/payments/returns/${gateway.name}`,
      { config: { access: 'public' }, schema: { ...returnSchema, body: z.record(z.string(), z.string()).optional() } },
      async (request, reply) => handleReturn(request.query, request.body ?? {}, reply),
    );
    returns.get(`/payments/returns/${gateway.name}`, { config: { access: 'public' }, schema: returnSchema }, async (request, reply) => handleReturn(request.query, {}, reply));
  });

  if (gateway.checkoutForm) {
    const checkoutForm = gateway.checkoutForm.bind(gateway);
    app.get(
      `/payments/checkout/${gateway.name}/:orderId`,
      {
        config: { access: 'public' },
        schema: {
          tags: TAGS,
          summary: "The page that carries the payer on to the gateway's own checkout",
          params: paymentOrderParamsSchema,
          querystring: z.record(z.string(), z.string()),
        },
      },
      async (request, reply) => {
        const form = checkoutForm(request.params.orderId, request.query);
        if (!form) throw new HttpProblem(404, 'NOT_FOUND');
        // The one form on this page goes to the bank; nothing else is allowed.
        const policy = `default-src 'none'; form-action 'self' ${new URL(form.action).origin}; frame-ancestors 'none'; base-uri 'none'`;
        return reply.header('Cache-Control', 'no-store').header('Content-Security-Policy', policy).type('text/html; charset=utf-8').send(checkoutPage(form));
      },
    );
  }

  app.post(
    '/payments/:orderId/enquiry',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Asks the gateway what became of an order and applies its signed answer',
        description:
          "For a payer back from the gateway before its notice arrived, and for reconciliation. Answers only the order's status; 503 PAYMENT_GATEWAY_UNAVAILABLE with Retry-After when the gateway cannot be reached.",
        params: paymentOrderParamsSchema,
        response: { 200: z.object({ orderId: z.string(), status: z.enum(PAYMENT_STATUSES) }), 404: apiErrorSchema, 503: apiErrorSchema },
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
