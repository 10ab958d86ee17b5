/**
 * A number field's value for its schema: empty is "not given", and digit
 * grouping (`45,00,000`) is ignored. Values set from code arrive as numbers.
 */
export function numberFromInput(value: unknown): number | undefined {
  const text = String(value ?? '').replace(/,/g, '').trim();
  return text === '' ? undefined : Number(text);
}
