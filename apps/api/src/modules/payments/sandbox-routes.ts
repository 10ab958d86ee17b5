import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatRupees, paymentOrderParamsSchema, type GatewayNotice } from '@igrs/domain';
import { sandboxGatewayOrders } from '../../db/schema.ts';
import { HttpProblem } from '../../plugins/errors.ts';
import { SANDBOX_BASE_PATH, newSandboxTransactionId, sandboxNotice, sandboxOrder } from './sandbox-gateway.ts';

const TAGS = ['sandbox payment gateway'];
const PUBLIC = { access: 'public' } as const;

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
 * The sandbox payment gateway's pages for the payer: a stand-in for a bank's
 * hosted checkout. The payer's choice is the gateway's signed word, handed to
 * the portal directly (`deliverNotice`) as a bank's server-to-server notice
 * would be. Registered only where PAYMENT_GATEWAY=sandbox, never in production.
 */
export const sandboxGatewayRoutes: FastifyPluginAsyncZod<{ key: Uint8Array; deliverNotice: (notice: GatewayNotice) => Promise<unknown> }> = async (app, { key, deliverNotice }) => {
  const db = app.database.db;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

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
      const signed = decided ? sandboxNotice(key, decided) : undefined;
      if (signed) {
        // As a bank calls back server to server: the portal applies the word whatever the browser does next.
        const { signature: _signature, ...notice } = signed;
        await deliverNotice(notice);
      }
      const separator = order.returnPath.includes('?') ? '&' : '?';
      return reply.redirect(`${order.returnPath}${separator}orderId=${encodeURIComponent(order.orderId)}`, 303);
    },
  );
};
