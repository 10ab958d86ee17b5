export function NameSearchPage() {
  return null;
}
