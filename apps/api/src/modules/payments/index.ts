export type { GatewayOrder, PaymentGateway } from './gateway.ts';
export { paymentRoutes } from './routes.ts';
export { SandboxGateway, sandboxGatewayKey } from './sandbox-gateway.ts';
export { sandboxGatewayRoutes } from './sandbox-routes.ts';
export { BANK_CHALLAN, applyGatewayWord, reconcile, recordBankChallan, settleBankChallan, startPayment, type PaymentPurpose, type PaymentRequest, type Payments } from './service.ts';
