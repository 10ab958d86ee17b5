export function NameSearchDetailsPage() {
  return null;
}
