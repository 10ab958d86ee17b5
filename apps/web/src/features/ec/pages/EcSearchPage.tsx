export function EcSearchPage() {
  return null;
}
