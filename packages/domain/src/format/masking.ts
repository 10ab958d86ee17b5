/**
 * Masking of identity numbers (Aadhaar, PAN, mobile) for display, spec §5:
 * only the last 4 characters stay visible.
 */
export const MASK_CHARACTER = 'X';
export const VISIBLE_TAIL = 4;
export const MASKED_WIDTH_LIMIT = 12;

/**
 * Values over 12 characters are first reduced to their letters and digits
 * (an Aadhaar written `1234 5678 9012` or `1234-5678-9012`); whatever is still
 * over 12 keeps only its last 12, so a masked value never shows how long an
 * overlong input was.
 */
export function normaliseForMasking(value: string): string {
  if (value.length <= MASKED_WIDTH_LIMIT) return value;
  const compact = value.replace(/[^\p{L}\p{N}]/gu, '');
  return compact.length > MASKED_WIDTH_LIMIT ? compact.slice(-MASKED_WIDTH_LIMIT) : compact;
}

/**
 * `123456789012` → `XXXXXXXX9012`. Values of 4 characters or fewer are masked
 * whole: showing "the last 4" of them would show all of it.
 */
export function maskNumber(value: string | null | undefined): string {
  if (!value) return '';
  const normalised = normaliseForMasking(value);
  if (normalised.length <= VISIBLE_TAIL) return MASK_CHARACTER.repeat(normalised.length);
  const hiddenLength = normalised.length - VISIBLE_TAIL;
  return MASK_CHARACTER.repeat(hiddenLength) + normalised.slice(hiddenLength);
}

/** A 10-digit mobile number kept only by its last four digits (the whole stored encrypted), as shown: `XXXXXX1234`. */
export function maskMobileFromLastFour(lastFour: string): string {
  return MASK_CHARACTER.repeat(10 - VISIBLE_TAIL) + lastFour.slice(-VISIBLE_TAIL);
}

/** A PAN (10 characters) kept only by its last four (the whole stored encrypted), as shown: `XXXXXX234F`. */
export const maskPanFromLastFour = maskMobileFromLastFour;
