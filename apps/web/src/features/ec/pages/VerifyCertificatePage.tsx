export function VerifyCertificatePage() {
  return null;
}
