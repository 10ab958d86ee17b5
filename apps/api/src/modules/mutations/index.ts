export { partnerCallHeaders, partnerKeys, verifyPartnerCall, type PartnerKeys } from './partners.ts';
export { requestsOfDocuments } from './repository.ts';
export { mutationRoutes } from './routes.ts';
export { SANDBOX_DECIDES_AFTER_MS, SandboxLandRecordsOffice, type PartnerTransport } from './sandbox-office.ts';
