import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasValidVerhoeffCheckDigit, isValidAadhaar, verhoeffCheckDigit } from './verhoeff.ts';

describe('Verhoeff check digit', () => {
  it('matches the published worked example (236 → 3)', () => {
    expect(verhoeffCheckDigit('236')).toBe(3);
    expect(hasValidVerhoeffCheckDigit('2363')).toBe(true);
    expect(hasValidVerhoeffCheckDigit('2364')).toBe(false);
  });

  it('catches every single wrong digit and every swap of neighbours', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[2-9]\d{10}$/), fc.integer({ min: 0, max: 11 }), fc.integer({ min: 1, max: 9 }), (body, position, shift) => {
        const valid = body + verhoeffCheckDigit(body);
        expect(isValidAadhaar(valid)).toBe(true);
        const digits = [...valid];
        digits[position] = String((Number(digits[position]) + shift) % 10);
        expect(hasValidVerhoeffCheckDigit(digits.join(''))).toBe(false);
        if (position < 11 && valid[position] !== valid[position + 1]) {
          const swapped = [...valid];
          [swapped[position], swapped[position + 1]] = [swapped[position + 1]!, swapped[position]!];
          expect(hasValidVerhoeffCheckDigit(swapped.join(''))).toBe(false);
        }
      }),
    );
  });

  it('refuses Aadhaar numbers of the wrong shape', () => {
    expect(isValidAadhaar('123456789012')).toBe(false);
    expect(isValidAadhaar('23456789012')).toBe(false);
    expect(isValidAadhaar('2345 6789 0123')).toBe(false);
  });
});
