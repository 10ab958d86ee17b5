/**
 * Whole-rupee arithmetic for duties and fees. Rates are integer basis points
 * (1% = 100 bp) so that no rate is ever a binary fraction.
 */
export const BASIS_POINTS_PER_UNIT = 10_000;

/**
 * `value × basisPoints / 10000`, rounded up to the next whole rupee as a
 * challan is: the department is never paid less than the duty due. BigInt keeps
 * the product exact; ₹10^13 × 10,000 bp is past Number's safe range.
 */
export function percentOfRupees(value: number, basisPoints: number): number {
  const numerator = BigInt(value) * BigInt(basisPoints);
  const divisor = BigInt(BASIS_POINTS_PER_UNIT);
  return Number((numerator + divisor - 1n) / divisor);
}

/** `5000000` → `₹50,00,000`: Indian grouping, thousands then pairs of digits. */
export function formatRupees(amount: number): string {
  const digits = String(amount);
  if (digits.length <= 3) return `₹${digits}`;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `₹${head},${digits.slice(-3)}`;
}

/** `150` → `1.5%`, `5` → `0.05%`, `500` → `5%`. */
export function formatBasisPoints(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const fraction = basisPoints % 100;
  if (fraction === 0) return `${whole}%`;
  return `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}%`;
}

/**
 * A count in the Indian grouping (12,34,567), as every table and tile shows
 * one. Grouped by hand: the browser's first locale formatter costs a phone
 * tens of milliseconds of locale data.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-IN');
  const digits = String(Math.abs(value));
  const thousands = digits.slice(-3);
  const above = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${value < 0 ? '-' : ''}${above ? `${above},` : ''}${thousands}`;
}
