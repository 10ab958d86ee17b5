export function NameSearchAgreementPage() {
  return null;
}
