export { stampRoutes } from './routes.ts';
export { INDENT_PAYMENT_PURPOSE, checkDeedPapers, deedPapersRefusal, indentPaymentPurpose, useDeedPapers, type DeedPaperProblem, type StampsContext } from './service.ts';
