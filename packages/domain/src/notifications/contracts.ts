import { z } from 'zod';

/** The demo outbox's answer: the messages sent, newest first, each with its text (never in production). */
export const outboxSchema = z.object({
  messages: z.array(
    z.object({ id: z.number(), channel: z.string(), recipientMasked: z.string(), messageKey: z.string(), text: z.string(), status: z.string(), createdAt: z.string() }),
  ),
});
export type OutboxMessage = z.infer<typeof outboxSchema>['messages'][number];
