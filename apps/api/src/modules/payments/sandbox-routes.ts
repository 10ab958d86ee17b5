import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, formatRupees, paymentOrderParamsSchema } from '@igrs/domain';
import { sandboxGatewayOrders } from '../../db/schema.ts';
import { HttpProblem } from '../../plugins/errors.ts';
import {
  SANDBOX_BASE_PATH,
  SANDBOX_SIGNATURE_HEADER,
  newSandboxTransactionId,
  requestSignatureHolds,
  sandboxNotice,
  sandboxOrder,
} from './sandbox-gateway.ts';

const TAGS = ['sandbox payment gateway'];
const PUBLIC = { access: 'public' } as const;

const orderSchema = z.object({
  orderId: z.string().max(20),
  amountRupees: z.number().int().positive().max(1e13),
  description: z.string().min(1).max(200),
  notifyPath: z.string().startsWith('/igrsapi/').max(200),
  returnPath: z.string().startsWith('/igrs').max(300),
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The hosted checkout page: plain HTML with two buttons, labelled in both languages as a sandbox. */
function checkoutPage(order: { orderId: string; amountRupees: number; description: string; status: string }): string {
  const amount = escapeHtml(formatRupees(order.amountRupees));
  const open = order.status === 'open';
  const decided = open
    ? `<form method="post" action="${SANDBOX_BASE_PATH}/checkout/${encodeURIComponent(order.orderId)}">
<p><button type="submit" name="outcome" value="success">Pay ${amount} (succeeds) / చెల్లించండి (విజయవంతం)</button></p>
<p><button type="submit" name="outcome" value="failure">Decline (fails) / తిరస్కరించండి (విఫలం)</button></p>
</form>`
    : `<p>This order is already ${escapeHtml(order.status)}. / ఈ ఆర్డర్ ఇప్పటికే పూర్తయింది.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>SANDBOX payment gateway — no real money</title></head>
<body><main>
<h1>SANDBOX payment gateway — no real money / శాండ్‌బాక్స్ చెల్లింపు గేట్‌వే — నిజమైన డబ్బు కాదు</h1>
<p>This page stands in for a bank's checkout in the demo. Choose whether the payment succeeds or fails; the portal hears of it only from the gateway's signed notice.</p>
<p lang="te">ఇది డెమోలో బ్యాంకు చెల్లింపు పేజీకి బదులుగా ఉంది. చెల్లింపు విజయవంతమవ్వాలో విఫలమవ్వాలో ఎంచుకోండి.</p>
<dl><dt>Order / ఆర్డర్</dt><dd>${escapeHtml(order.orderId)}</dd>
<dt>For / దేనికి</dt><dd>${escapeHtml(order.description)}</dd>
<dt>Amount / మొత్తం</dt><dd>${amount}</dd></dl>
${decided}
</main></body></html>`;
}

/**
 * The sandbox payment gateway: a stand-in for a bank's hosted checkout with
 * the same protocol — orders registered by a signed server call, a checkout
 * page, a signed notice posted back server to server, and a signed status
 * enquiry. Never registered in production.
 */
export const sandboxGatewayRoutes: FastifyPluginAsyncZod<{ key: Uint8Array }> = async (app, { key }) => {
  const db = app.database.db;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post(
    '/sandbox-gateway/orders',
    {
      config: PUBLIC,
      schema: {
        tags: TAGS,
        summary: 'The portal registers an order (signed with the shared key in X-Sandbox-Signature)',
        body: orderSchema,
        response: { 201: z.object({ checkoutUrl: z.string() }), 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!requestSignatureHolds(key, JSON.stringify(request.body), request.headers[SANDBOX_SIGNATURE_HEADER])) throw new HttpProblem(403, 'FORBIDDEN');
      const order = request.body;
      await db
        .insert(sandboxGatewayOrders)
        .values({ orderId: order.orderId, amountRupees: order.amountRupees, description: order.description, notifyPath: order.notifyPath, returnPath: order.returnPath, status: 'open' })
        .onConflictDoNothing();
      return reply.status(201).send({ checkoutUrl: `${SANDBOX_BASE_PATH}/checkout/${encodeURIComponent(order.orderId)}` });
    },
  );

  app.get(
    '/sandbox-gateway/orders/:orderId',
    {
      config: PUBLIC,
      schema: {
        tags: TAGS,
        summary: "Status enquiry (signed): the gateway's signed word on an order, or `open`",
        params: paymentOrderParamsSchema,
        response: { 200: z.record(z.string(), z.unknown()), 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { orderId } = request.params;
      if (!requestSignatureHolds(key, orderId, request.headers[SANDBOX_SIGNATURE_HEADER])) throw new HttpProblem(403, 'FORBIDDEN');
      const order = await sandboxOrder(db, orderId);
      if (!order) throw new HttpProblem(404, 'NOT_FOUND');
      return sandboxNotice(key, order) ?? { status: 'open' };
    },
  );

  app.get(
    '/sandbox-gateway/checkout/:orderId',
    { config: PUBLIC, schema: { tags: TAGS, summary: 'The checkout page the payer is sent to', params: paymentOrderParamsSchema } },
    async (request, reply) => {
      const order = await sandboxOrder(db, request.params.orderId);
      if (!order) throw new HttpProblem(404, 'NOT_FOUND');
      return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(checkoutPage(order));
    },
  );

  app.post(
    '/sandbox-gateway/checkout/:orderId',
    {
      config: PUBLIC,
      schema: {
        tags: TAGS,
        summary: "The payer's choice: the gateway records it, posts its signed notice to the portal, and sends the payer back",
        params: paymentOrderParamsSchema,
        body: z.object({ outcome: z.enum(['success', 'failure']) }),
      },
    },
    async (request, reply) => {
      const status = request.body.outcome === 'success' ? 'success' : 'failed';
      // Decided once: a second click, or a second tab, finds the order decided and changes nothing.
      const [decided] = await db
        .update(sandboxGatewayOrders)
        .set({ status, transactionId: newSandboxTransactionId(), decidedAt: new Date() })
        .where(and(eq(sandboxGatewayOrders.orderId, request.params.orderId), eq(sandboxGatewayOrders.status, 'open')))
        .returning();
      const order = decided ?? (await sandboxOrder(db, request.params.orderId));
      if (!order) throw new HttpProblem(404, 'NOT_FOUND');
      const notice = decided ? sandboxNotice(key, decided) : undefined;
      if (notice) {
        // Server to server, as a bank calls back; the portal answers the notice whatever the browser does next.
        const delivered = await app.inject({ method: 'POST', url: order.notifyPath, payload: notice });
        if (delivered.statusCode >= 400) request.log.warn({ orderId: order.orderId, status: delivered.statusCode }, 'sandbox gateway notice not accepted');
      }
      const separator = order.returnPath.includes('?') ? '&' : '?';
      return reply.redirect(`${order.returnPath}${separator}orderId=${encodeURIComponent(order.orderId)}`, 303);
    },
  );
};
