import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { NOTIFICATION_MESSAGES, type NotificationMessageKey } from '@igrs/domain';
import { DltSmsGateway } from './dlt-sms.ts';
import { DeliveryQueue } from './queue.ts';
import { demoOutboxSender, type MessageSender } from './senders.ts';
import { SmtpEmailSender } from './smtp-email.ts';

const positiveInteger = z.coerce.number().int().positive();

/**
 * `SMS_TEMPLATE_IDS`: each message of the catalogue with its DLT template id,
 * `signInCode=1107161234567890123,applicationSubmitted=…`. A message left out
 * is never sent; it becomes a dead letter saying so.
 */
const templateIdsSchema = z.string().transform((text, context) => {
  const templateIds: Partial<Record<NotificationMessageKey, string>> = {};
  for (const pair of text.split(',').map((entry) => entry.trim()).filter(Boolean)) {
    const [key, templateId] = pair.split('=').map((part) => part.trim());
    if (!key || !Object.hasOwn(NOTIFICATION_MESSAGES, key)) {
      context.addIssue({ code: 'custom', message: `${key ?? pair} is not a message of the catalogue (${Object.keys(NOTIFICATION_MESSAGES).join(', ')})` });
    } else if (!templateId || !/^\d{19}$/.test(templateId)) {
      context.addIssue({ code: 'custom', message: `${key}: a DLT template id is 19 digits` });
    } else {
      templateIds[key as NotificationMessageKey] = templateId;
    }
  }
  return templateIds;
});

/** The variables of message delivery, for the app's configuration schema to spread into its own. */
export const deliveryConfigShape = {
  /** The SMS gateway's send address (`dlt-http`). */
  SMS_API_URL: z.url().optional(),
  /** The gateway account and its password. */
  SMS_API_USER_ID: z.string().min(1).optional(),
  SMS_API_PASSWORD: z.string().min(1).optional(),
  /** The registered header (sender id): six capital letters. */
  SMS_SENDER_ID: z.string().regex(/^[A-Z]{6}$/, 'a DLT header is six capital letters').optional(),
  /** The department's principal entity id on the DLT platform: 19 digits. */
  SMS_ENTITY_ID: z.string().regex(/^\d{19}$/, 'a DLT principal entity id is 19 digits').optional(),
  SMS_TEMPLATE_IDS: templateIdsSchema.optional(),
  /** The token the gateway's delivery reports carry in their address (`?token=`); at least 32 characters. */
  SMS_DELIVERY_REPORT_TOKEN: z.string().min(32).optional(),
  SMS_TIMEOUT_MS: positiveInteger.default(10_000),
  /** `smtp://user:password@host:587` or `smtps://…`. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'an smtp:// or smtps:// address').optional(),
  /** The sending address, `IGRS AP <noreply@igrs.ap.gov.in>`. */
  EMAIL_FROM: z.string().min(3).optional(),
  SMTP_TIMEOUT_MS: positiveInteger.default(20_000),
  /** Tries after the first before a message is given up as a dead letter, and the wait before the first retry (doubling after). */
  DELIVERY_RETRY_LIMIT: z.coerce.number().int().min(0).max(30).default(8),
  DELIVERY_RETRY_DELAY_SECONDS: positiveInteger.default(30),
};
export const deliveryConfigSchema = z.object(deliveryConfigShape);
export type DeliveryConfig = z.infer<typeof deliveryConfigSchema> & {
  SMS_GATEWAY: 'demo-outbox' | 'dlt-http';
  EMAIL_TRANSPORT: 'demo-outbox' | 'smtp';
};

/** What is missing for the chosen adapters, one line per variable, in the form the configuration's errors take. */
export function deliveryConfigProblems(config: DeliveryConfig): string[] {
  const missing = (variables: (keyof DeliveryConfig)[], because: string) => variables.filter((variable) => config[variable] === undefined).map((variable) => `${variable}: is required ${because}`);
  return [
    ...(config.SMS_GATEWAY === 'dlt-http'
      ? missing(['SMS_API_URL', 'SMS_API_USER_ID', 'SMS_API_PASSWORD', 'SMS_SENDER_ID', 'SMS_ENTITY_ID', 'SMS_TEMPLATE_IDS', 'SMS_DELIVERY_REPORT_TOKEN'], 'with SMS_GATEWAY=dlt-http')
      : []),
    ...(config.SMS_GATEWAY === 'dlt-http' && config.SMS_TEMPLATE_IDS && config.SMS_TEMPLATE_IDS.signInCode === undefined
      ? ['SMS_TEMPLATE_IDS: signInCode has no DLT template, so no citizen could sign in']
      : []),
    ...(config.EMAIL_TRANSPORT === 'smtp' ? missing(['SMTP_URL', 'EMAIL_FROM'], 'with EMAIL_TRANSPORT=smtp') : []),
  ];
}

function required<T>(value: T | undefined, variable: string): T {
  if (value === undefined) throw new Error(`${variable}: is required for the chosen adapter`);
  return value;
}

export function smsSenderFromConfig(config: DeliveryConfig): MessageSender {
  if (config.SMS_GATEWAY === 'demo-outbox') return demoOutboxSender;
  return new DltSmsGateway({
    apiUrl: required(config.SMS_API_URL, 'SMS_API_URL'),
    userId: required(config.SMS_API_USER_ID, 'SMS_API_USER_ID'),
    password: required(config.SMS_API_PASSWORD, 'SMS_API_PASSWORD'),
    senderId: required(config.SMS_SENDER_ID, 'SMS_SENDER_ID'),
    entityId: required(config.SMS_ENTITY_ID, 'SMS_ENTITY_ID'),
    templateIds: required(config.SMS_TEMPLATE_IDS, 'SMS_TEMPLATE_IDS'),
    timeoutMs: config.SMS_TIMEOUT_MS,
  });
}

export function emailSenderFromConfig(config: DeliveryConfig): MessageSender {
  if (config.EMAIL_TRANSPORT === 'demo-outbox') return demoOutboxSender;
  return new SmtpEmailSender({ smtpUrl: required(config.SMTP_URL, 'SMTP_URL'), from: required(config.EMAIL_FROM, 'EMAIL_FROM'), timeoutMs: config.SMTP_TIMEOUT_MS });
}

/**
 * Starts the delivery queue on the app's database with the configured SMS
 * gateway and mail server, and stops it when the app closes (gracefully: an
 * attempt under way finishes first). The queue is what the workflows hand
 * their messages to.
 */
export async function startDeliveryQueue(
  app: FastifyInstance,
  options: { config: DeliveryConfig; encryptionKey: Uint8Array; pollingIntervalSeconds?: number },
): Promise<DeliveryQueue> {
  const queue = await DeliveryQueue.start({
    database: app.database,
    encryptionKey: options.encryptionKey,
    senders: { sms: smsSenderFromConfig(options.config), email: emailSenderFromConfig(options.config) },
    log: app.log,
    retryLimit: options.config.DELIVERY_RETRY_LIMIT,
    retryDelaySeconds: options.config.DELIVERY_RETRY_DELAY_SECONDS,
    ...(options.pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds: options.pollingIntervalSeconds }),
  });
  app.addHook('onClose', () => queue.stop({ graceful: true }));
  return queue;
}
