export { registryRoutes } from './routes.ts';
export { REGISTRY_PAYMENT_PURPOSE, registryPaymentPurpose, type Registries } from './service.ts';
