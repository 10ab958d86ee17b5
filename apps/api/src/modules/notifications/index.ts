export { enqueueNotification, type Notification } from './repository.ts';
export { demoOutboxRoutes } from './routes.ts';
export { deliverQueued, demoOutboxTransport, type NotificationTransport } from './transport.ts';
