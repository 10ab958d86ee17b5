import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBasisPoints, formatCount, formatRupees, percentOfRupees } from './money.ts';

describe('percentOfRupees', () => {
  it('rounds any fraction of a rupee up', () => {
    expect(percentOfRupees(50_00_000, 500)).toBe(2_50_000);
    expect(percentOfRupees(3_33_333, 40)).toBe(1_334);
    expect(percentOfRupees(1, 1)).toBe(1);
    expect(percentOfRupees(0, 500)).toBe(0);
  });

  it('stays exact where value × basis points passes Number.MAX_SAFE_INTEGER', () => {
    // 9,999,999,999,999 × 9,999 = 99,989,999,999,990,001; / 10^4 = 9,998,999,999,999.0001 → 9,999,000,000,000.
    // As a float the product loses its final 1, and the rounding up with it.
    expect(percentOfRupees(9_999_999_999_999, 9_999)).toBe(9_999_000_000_000);
    // (10^13 − 1) × 150 / 10^4 = 149,999,999,999.985 → 150,000,000,000.
    expect(percentOfRupees(10 ** 13 - 1, 150)).toBe(150_000_000_000);
  });
});

describe('formatRupees', () => {
  it('groups digits the Indian way', () => {
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(1_000)).toBe('₹1,000');
    expect(formatRupees(1_00_000)).toBe('₹1,00,000');
    expect(formatRupees(50_00_000)).toBe('₹50,00,000');
    expect(formatRupees(10 ** 13)).toBe('₹1,00,00,00,00,00,000');
  });
});

describe('formatBasisPoints', () => {
  it('writes basis points as a percentage without trailing zeros', () => {
    expect(formatBasisPoints(500)).toBe('5%');
    expect(formatBasisPoints(150)).toBe('1.5%');
    expect(formatBasisPoints(40)).toBe('0.4%');
    expect(formatBasisPoints(5)).toBe('0.05%');
    expect(formatBasisPoints(1_250)).toBe('12.5%');
    expect(formatBasisPoints(0)).toBe('0%');
  });
});

describe('formatCount', () => {
  it('groups in the Indian way', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(1234567)).toBe('12,34,567');
    expect(formatCount(-100000)).toBe('-1,00,000');
  });

  it('writes every whole number as the Indian English locale does', () => {
    fc.assert(fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (value) => formatCount(value) === value.toLocaleString('en-IN')));
  });
});
