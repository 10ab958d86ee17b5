export { GatewayUnavailable, type GatewayOrder, type IncomingNotice, type NoticeReading, type PaymentGateway, type SettlementLine } from './gateway.ts';
export { paymentRoutes } from './routes.ts';
export { RAZORPAY_GATEWAY, RazorpayGateway, razorpayConfigSchema, razorpayGatewayFromEnv, type RazorpayConfig } from './razorpay/razorpay-gateway.ts';
export { SandboxGateway, sandboxGatewayKey } from './sandbox-gateway.ts';
export { sandboxGatewayRoutes } from './sandbox-routes.ts';
export { BANK_CHALLAN, applyGatewayWord, reconcile, recordBankChallan, settleBankChallan, startPayment, type PaymentPurpose, type PaymentRequest, type Payments } from './service.ts';
export { reconcileSettlements } from './settlements.ts';
