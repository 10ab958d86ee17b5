import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, deadLettersSchema, notificationIdParamsSchema, outboxSchema } from '@igrs/domain';
import { recordAudit } from '../../lib/audit.ts';
import { HttpProblem } from '../../plugins/errors.ts';
import { deadLetters, latestMessages, recordDeliveryReport, requeueDeadLetter } from './repository.ts';
import type { NotificationTransport } from './transport.ts';

const OUTBOX_SIZE = 50;
const DEAD_LETTERS_SHOWN = 200;
const TAGS = ['notifications'];
/** Dead letters are the administrator's to see and send again: the text may hold a sign-in code, so it is never shown. */
const ADMINISTRATOR = { loginTypes: ['ADMIN'] } as const;

/**
 * The embedded demo's outbox: the messages the portal sent, with their text,
 * where a demo visitor reads the sign-in code that would have come by SMS.
 * Registered only outside production.
 */
export const demoOutboxRoutes: FastifyPluginAsyncZod<{ encryptionKey: Uint8Array }> = async (app, { encryptionKey }) => {
  app.get(
    '/notifications/outbox',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: `The demo outbox: the last ${OUTBOX_SIZE} messages, newest first, with how each was delivered (not in production)`,
        response: { 200: outboxSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { messages: await latestMessages(app.database.db, encryptionKey, OUTBOX_SIZE) };
    },
  );
};

/** A delivery report's status as Gupshup sends it; anything but these two is not final and is left alone. */
const REPORTED_OUTCOMES: Record<string, 'delivered' | 'failed'> = { SUCCESS: 'delivered', FAIL: 'failed' };

const reportField = z.string().max(200).optional();
const deliveryReportQuerySchema = z.object({
  token: z.string().max(200),
  externalId: z.string().min(1).max(200),
  deliveredTS: reportField,
  status: z.string().min(1).max(40),
  cause: reportField,
  phoneNo: reportField,
  errCode: reportField,
  noOfFrags: reportField,
  mask: reportField,
});

function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The delivery queue's own routes: the administrator's dead letters, each of
 * which can be sent again, and the SMS gateway's delivery reports, which
 * carry the token given in the report address configured at the gateway.
 */
export const deliveryRoutes: FastifyPluginAsyncZod<{ transport: NotificationTransport; deliveryReportToken?: string | undefined }> = async (app, { transport, deliveryReportToken }) => {
  const db = app.database.db;

  app.get(
    '/notifications/dead-letters',
    {
      config: { access: ADMINISTRATOR },
      schema: { tags: TAGS, summary: `Messages given up (their tries ran out, or the gateway refused them), newest ${DEAD_LETTERS_SHOWN}, each with its reason`, response: { 200: deadLettersSchema } },
    },
    async () => ({ messages: await deadLetters(db, DEAD_LETTERS_SHOWN) }),
  );

  app.post(
    '/notifications/dead-letters/:id/resend',
    {
      config: { access: ADMINISTRATOR },
      schema: {
        tags: TAGS,
        summary: 'Send a dead letter again (after the cause is mended: a template registered, the gateway back)',
        params: notificationIdParamsSchema,
        response: { 202: z.object({ id: z.number(), status: z.literal('queued') }), 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const outcome = await db.transaction(async (tx) => {
        const requeued = await requeueDeadLetter(tx, id);
        if (requeued === 'requeued') await recordAudit(tx, { event: 'notification.resent', loginId: request.principal!.loginId, clientAddress: request.ip, details: { outboxId: id } });
        return requeued;
      });
      if (outcome === 'not-found') throw new HttpProblem(404, 'NOTIFICATION_NOT_FOUND');
      if (outcome === 'not-dead') throw new HttpProblem(409, 'NOTIFICATION_NOT_DEAD');
      await transport.handOver(db);
      return reply.status(202).send({ id, status: 'queued' as const });
    },
  );

  if (deliveryReportToken === undefined) return;
  app.get(
    '/notifications/delivery-reports/sms',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: "The SMS gateway's real-time delivery report of one message (Gupshup's GET callback), with the configured token",
        querystring: deliveryReportQuerySchema,
        response: { 200: z.object({ recorded: z.boolean() }), 401: apiErrorSchema },
      },
    },
    async (request) => {
      const report = request.query;
      if (!sameToken(report.token, deliveryReportToken)) throw new HttpProblem(401, 'UNAUTHENTICATED');
      const outcome = REPORTED_OUTCOMES[report.status.toUpperCase()];
      if (!outcome) return { recorded: false };
      return { recorded: await recordDeliveryReport(db, report.externalId, outcome, new Date()) };
    },
  );
};
