import { z } from 'zod';

const outboxMessageSchema = z.object({
  id: z.number(),
  channel: z.string(),
  recipientMasked: z.string(),
  messageKey: z.string(),
  text: z.string(),
  /** `queued`, `dispatched`, `sending`, `sent` or `dead` (given up, with its reason). */
  status: z.string(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  /** What the gateway's delivery report said, once it came: `delivered` or `failed`. */
  deliveryStatus: z.string().nullable(),
  createdAt: z.string(),
});

/** The demo outbox's answer: the messages sent, newest first, each with its text (never in production). */
export const outboxSchema = z.object({ messages: z.array(outboxMessageSchema) });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** Messages given up after their attempts or refused before sending, for the officer who may send them again; without their text, which may hold a sign-in code. */
export const deadLettersSchema = z.object({
  messages: z.array(outboxMessageSchema.omit({ text: true })),
});
export type DeadLetter = z.infer<typeof deadLettersSchema>['messages'][number];

export const notificationIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
