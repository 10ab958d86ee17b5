export { stampRoutes } from './routes.ts';
export { INDENT_PAYMENT_PURPOSE, indentPaymentPurpose, type StampsContext } from './service.ts';
