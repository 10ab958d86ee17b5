import type { BilingualText } from '../i18n/index.ts';

/**
 * Areas are carried as whole ten-thousandths of their unit (2.5 acres is
 * 25,000), so no extent is ever a binary fraction and every conversion below is
 * exact integer arithmetic.
 */
export const QUANTITY_SCALE = 10_000;
export const QUANTITY_DECIMALS = 4;
/** A million of any unit: larger than any one property, small enough that every product stays exact. */
export const MAX_QUANTITY = 1_000_000;

/** The extent-unit codes of the reference list (`extentUnits`). */
export const AREA_UNIT_CODES = ['1', '2', '3', '4', '5', '6'] as const;
export type AreaUnitCode = (typeof AREA_UNIT_CODES)[number];

export const ACRE: AreaUnitCode = '2';
export const SQUARE_YARD: AreaUnitCode = '3';
export const SQUARE_FOOT: AreaUnitCode = '5';

/**
 * Square yards in one unit, as an exact fraction. An acre is 4,840 yd² and a
 * cent a hundredth of it; a yard is exactly 0.9144 m, so 1 m² = 10⁸ ⁄ 9144² yd².
 */
const SQUARE_YARDS_PER_UNIT: Record<AreaUnitCode, readonly [bigint, bigint]> = {
  '1': [242n, 5n],
  '2': [4_840n, 1n],
  '3': [1n, 1n],
  '4': [100_000_000n, 83_612_736n],
  '5': [1n, 9n],
  '6': [1_000_000_000_000n, 83_612_736n],
};

interface UnitWords {
  /** Follows a number: `2.5 acres`. */
  readonly counted: BilingualText;
  /** Follows a rate: `₹12,00,000 per acre`. */
  readonly per: BilingualText;
}

/** The unit words the breakdown uses; the reference list's own names ("hectors") are kept for its drop-down. */
export const AREA_UNIT_WORDS: Record<AreaUnitCode, UnitWords> = {
  '1': { counted: { en: 'cents', te: 'సెంట్లు' }, per: { en: 'per cent', te: 'సెంటుకు' } },
  '2': { counted: { en: 'acres', te: 'ఎకరాలు' }, per: { en: 'per acre', te: 'ఎకరానికి' } },
  '3': { counted: { en: 'sq. yards', te: 'చదరపు గజాలు' }, per: { en: 'per sq. yard', te: 'చదరపు గజానికి' } },
  '4': { counted: { en: 'sq. metres', te: 'చదరపు మీటర్లు' }, per: { en: 'per sq. metre', te: 'చదరపు మీటరుకు' } },
  '5': { counted: { en: 'sq. feet', te: 'చదరపు అడుగులు' }, per: { en: 'per sq. foot', te: 'చదరపు అడుగుకు' } },
  '6': { counted: { en: 'hectares', te: 'హెక్టార్లు' }, per: { en: 'per hectare', te: 'హెక్టారుకు' } },
};

/** An area: `amount` ten-thousandths of `unit`. */
export interface Quantity {
  readonly amount: number;
  readonly unit: AreaUnitCode;
}

/**
 * A number as a form sends it (`2.5`) in ten-thousandths (`25000`), or
 * undefined unless it is above 0, at most MAX_QUANTITY and has at most four
 * decimals. The number's shortest decimal spelling is read, never its binary
 * value, so `0.1` is exactly 1,000.
 */
export function toTenThousandths(value: number): number | undefined {
  if (!Number.isFinite(value) || value <= 0 || value > MAX_QUANTITY) return undefined;
  const match = /^(\d+)(?:\.(\d{1,4}))?$/.exec(String(value));
  if (!match) return undefined;
  return Number(match[1]) * QUANTITY_SCALE + Number((match[2] ?? '').padEnd(QUANTITY_DECIMALS, '0'));
}

/** `25000` → `2.5`. */
export function formatTenThousandths(amount: number): string {
  const whole = Math.floor(amount / QUANTITY_SCALE);
  const fraction = String(amount % QUANTITY_SCALE).padStart(QUANTITY_DECIMALS, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** `2.5 acres` / `2.5 ఎకరాలు`. */
export function describeQuantity(quantity: Quantity): BilingualText {
  const number = formatTenThousandths(quantity.amount);
  const words = AREA_UNIT_WORDS[quantity.unit].counted;
  return { en: `${number} ${words.en}`, te: `${number} ${words.te}` };
}

const BASIS_POINTS = 10_000n;

/**
 * `quantity × rupees per rateUnit × each factor`, the factors in basis points
 * (100% = 10,000), rounded up to the next whole rupee. The product is formed as
 * one exact fraction and divided once, so a conversion never loses a paisa
 * before the single rounding.
 */
export function valueInRupees(quantity: Quantity, rupeesPerUnit: number, rateUnit: AreaUnitCode, factorBasisPoints: readonly number[] = []): number {
  if (!Number.isSafeInteger(quantity.amount) || quantity.amount < 0) throw new RangeError(`Quantity must be whole ten-thousandths ≥ 0, got ${quantity.amount}`);
  if (!Number.isSafeInteger(rupeesPerUnit) || rupeesPerUnit < 0) throw new RangeError(`Rate must be whole rupees ≥ 0, got ${rupeesPerUnit}`);
  const [quantityYards, quantityPer] = SQUARE_YARDS_PER_UNIT[quantity.unit];
  const [rateYards, ratePer] = SQUARE_YARDS_PER_UNIT[rateUnit];
  let numerator = BigInt(quantity.amount) * quantityYards * ratePer * BigInt(rupeesPerUnit);
  let denominator = BigInt(QUANTITY_SCALE) * quantityPer * rateYards;
  for (const factor of factorBasisPoints) {
    if (!Number.isInteger(factor) || factor < 0 || factor > 10_000) throw new RangeError(`Factor must be 0–10,000 basis points, got ${factor}`);
    numerator *= BigInt(factor);
    denominator *= BASIS_POINTS;
  }
  return Number((numerator + denominator - 1n) / denominator);
}
