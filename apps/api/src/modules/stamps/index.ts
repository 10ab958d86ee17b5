export { stampRoutes } from './routes.ts';
export { INDENT_PAYMENT_PURPOSE, checkDeedPapers, indentPaymentPurpose, useDeedPapers, type DeedPaperProblem, type StampsContext } from './service.ts';
