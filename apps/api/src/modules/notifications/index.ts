export { enqueueNotification, type Notification } from './repository.ts';
export { demoOutboxRoutes, deliveryRoutes } from './routes.ts';
export { deliverQueued, type NotificationTransport } from './transport.ts';
export { DeliveryQueue, type DeliveryQueueOptions } from './queue.ts';
export { demoOutboxSender, SendRefused, type MessageSender, type OutgoingMessage } from './senders.ts';
export { DltSmsGateway, type DltSmsSettings } from './dlt-sms.ts';
export { SmtpEmailSender, type SmtpSettings } from './smtp-email.ts';
export {
  deliveryConfigProblems,
  deliveryConfigSchema,
  deliveryConfigShape,
  emailSenderFromConfig,
  smsSenderFromConfig,
  startDeliveryQueue,
  type DeliveryConfig,
} from './delivery-config.ts';
