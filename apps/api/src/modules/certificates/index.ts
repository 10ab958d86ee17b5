export { certificateCodeKey, checkCertificateCode, newCertificateCode } from './codes.ts';
export { storeCertificate, verifyCertificate, type IssuedCertificate, type VerificationOutcome } from './repository.ts';
export { certificateRoutes } from './routes.ts';
