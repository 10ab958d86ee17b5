import { z } from 'zod';
import { bilingualTextSchema } from '../i18n/index.ts';
import { contentFileSchema } from '../content/index.ts';

export const leaderSchema = z.object({
  role: z.enum(['chief-minister', 'registration-minister']),
  name: bilingualTextSchema,
  title: bilingualTextSchema,
  portraitUrl: z.string(),
});
export type Leader = z.infer<typeof leaderSchema>;

export const frameNotificationSchema = z.object({
  id: z.string(),
  title: bilingualTextSchema,
  file: contentFileSchema,
});
export type FrameNotification = z.infer<typeof frameNotificationSchema>;

export const frameResponseSchema = z.object({
  leaders: z.array(leaderSchema),
  notifications: z.array(frameNotificationSchema),
  links: z.object({
    certifiedCopy: z.url(),
    onlinePayment: z.url(),
    facebook: z.url(),
    twitter: z.url(),
    instagram: z.url(),
  }),
  /** Which outside services are the demonstration's stand-ins, as configured (never in production), so the pages that use them say so. */
  sandbox: z.object({
    /** Payments go to the sandbox gateway: no real money. */
    payments: z.boolean(),
    /** Texts and e-mails go to the demo outbox instead of being sent. */
    messages: z.boolean(),
  }),
});
export type FrameResponse = z.infer<typeof frameResponseSchema>;

export const visitorCountSchema = z.object({ count: z.number().int().nonnegative() });
export type VisitorCount = z.infer<typeof visitorCountSchema>;

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
