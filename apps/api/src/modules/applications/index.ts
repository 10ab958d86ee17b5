export { applicationRoutes } from './routes.ts';
export { APPLICATION_PAYMENT_PURPOSE, applicationPaymentPurpose, type Applications } from './service.ts';
