export function CertifiedCopyPage() {
  return null;
}
