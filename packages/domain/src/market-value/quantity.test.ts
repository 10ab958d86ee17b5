import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AREA_UNIT_CODES, MAX_QUANTITY, describeQuantity, formatTenThousandths, toTenThousandths, valueInRupees, type AreaUnitCode } from './quantity.ts';

const unit = fc.constantFrom(...AREA_UNIT_CODES);
const amount = fc.integer({ min: 0, max: MAX_QUANTITY * 10_000 });
const rate = fc.integer({ min: 0, max: 1_000_000_000 });

describe('toTenThousandths', () => {
  it.each([
    [2.5, 25_000],
    [0.1, 1_000],
    [0.0001, 1],
    [1234.5678, 12_345_678],
    [MAX_QUANTITY, MAX_QUANTITY * 10_000],
  ])('reads %s as %s ten-thousandths', (value, expected) => {
    expect(toTenThousandths(value)).toBe(expected);
  });

  it.each([0, -1, 0.00001, 1e-7, MAX_QUANTITY + 0.0001, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (value) => {
    expect(toTenThousandths(value)).toBeUndefined();
  });

  it('reads back what it formats', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_QUANTITY * 10_000 }), (tenThousandths) => {
        expect(toTenThousandths(Number(formatTenThousandths(tenThousandths)))).toBe(tenThousandths);
      }),
    );
  });

  it('describes a quantity in both languages', () => {
    expect(describeQuantity({ amount: 25_000, unit: '2' })).toEqual({ en: '2.5 acres', te: '2.5 ఎకరాలు' });
  });
});

describe('valueInRupees', () => {
  const whole = (value: number) => value * 10_000;

  it('converts between the units exactly', () => {
    // One acre is 100 cents, 4,840 sq. yards, 43,560 sq. ft.
    expect(valueInRupees({ amount: whole(100), unit: '1' }, 12_00_000, '2')).toBe(12_00_000);
    expect(valueInRupees({ amount: whole(4_840), unit: '3' }, 12_00_000, '2')).toBe(12_00_000);
    expect(valueInRupees({ amount: whole(43_560), unit: '5' }, 12_00_000, '2')).toBe(12_00_000);
    // 83.612736 sq. metres are exactly 100 sq. yards.
    expect(valueInRupees({ amount: 836_127, unit: '4' }, 10_000, '3')).toBe(10_00_000);
    // A hectare is 2.47105… acres: ₹10,00,000 an acre makes ₹24,71,053.81…, rounded up.
    expect(valueInRupees({ amount: whole(1), unit: '6' }, 10_00_000, '2')).toBe(24_71_054);
  });

  it('applies factors in basis points and rounds up once', () => {
    // 1,000 sq. ft × ₹1,450 × 50% × 80% = ₹5,80,000.
    expect(valueInRupees({ amount: whole(1_000), unit: '5' }, 1_450, '5', [5_000, 8_000])).toBe(5_80_000);
    // 1 cent at ₹1 an acre is ₹0.01: rounded up to ₹1.
    expect(valueInRupees({ amount: whole(1), unit: '1' }, 1, '2')).toBe(1);
    expect(valueInRupees({ amount: 0, unit: '2' }, 1_000, '2')).toBe(0);
  });

  it('is never negative and never more than a rupee above the exact value', () => {
    fc.assert(
      fc.property(amount, unit, rate, (quantity, quantityUnit, rupees) => {
        const value = valueInRupees({ amount: quantity, unit: quantityUnit }, rupees, quantityUnit);
        expect(value).toBeGreaterThanOrEqual(0);
        // In its own unit, the exact value is quantity × rate ÷ 10,000.
        const exact = (BigInt(quantity) * BigInt(rupees) + 9_999n) / 10_000n;
        expect(BigInt(value)).toBe(exact);
      }),
    );
  });

  it('never falls when the area or the rate grows', () => {
    fc.assert(
      fc.property(amount, amount, unit, fc.constantFrom<AreaUnitCode>('2', '3', '5'), rate, (a, b, quantityUnit, rateUnit, rupees) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        expect(valueInRupees({ amount: small, unit: quantityUnit }, rupees, rateUnit)).toBeLessThanOrEqual(
          valueInRupees({ amount: large, unit: quantityUnit }, rupees, rateUnit),
        );
        expect(valueInRupees({ amount: small, unit: quantityUnit }, Math.max(rupees - 1, 0), rateUnit)).toBeLessThanOrEqual(
          valueInRupees({ amount: small, unit: quantityUnit }, rupees, rateUnit),
        );
      }),
    );
  });

  it('throws for a fractional amount, a negative rate or a factor above 100%', () => {
    expect(() => valueInRupees({ amount: 1.5, unit: '2' }, 1, '2')).toThrow(RangeError);
    expect(() => valueInRupees({ amount: 1, unit: '2' }, -1, '2')).toThrow(RangeError);
    expect(() => valueInRupees({ amount: 1, unit: '2' }, 1, '2', [10_001])).toThrow(RangeError);
  });
});
