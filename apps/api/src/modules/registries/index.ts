export { registryRoutes } from './routes.ts';
export { REGISTRY_PAYMENT_PURPOSE, findRegisteredMarriage, registeredMarriage, registryPaymentPurpose, type Registries } from './service.ts';
export { writeParticulars } from './certificate-pdf.ts';
