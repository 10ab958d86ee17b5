import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxSchema } from '@igrs/domain';
import { latestMessages } from './repository.ts';

const OUTBOX_SIZE = 50;

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
        tags: ['notifications'],
        summary: `The demo outbox: the last ${OUTBOX_SIZE} messages sent, newest first (not in production)`,
        response: { 200: outboxSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { messages: await latestMessages(app.database.db, encryptionKey, OUTBOX_SIZE) };
    },
  );
};
