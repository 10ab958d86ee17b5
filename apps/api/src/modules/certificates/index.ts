export { certificateCodeKey, checkCertificateCode, newCertificateCode } from './codes.ts';
export { findSearchCertificate, storeCertificate, storeSearchCertificate, verifyCertificate, type IssuedCertificate, type VerificationOutcome } from './repository.ts';
export { certificateRoutes } from './routes.ts';
export {
  CertificatePdf,
  certificateVerificationUrl,
  drawQrCode,
  drawText,
  layoutText,
  prepareCertificateFonts,
  registerCertificateFonts,
  textHeight,
  type CertificatePdfOptions,
  type TableColumn,
  type TextStyle,
} from './pdf.ts';
