import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MASKED_WIDTH_LIMIT, maskMobileFromLastFour, maskNumber, normaliseForMasking } from './masking.ts';

describe('maskNumber', () => {
  it('shows only the last 4 characters of an Aadhaar number', () => {
    expect(maskNumber('123456789012')).toBe('XXXXXXXX9012');
  });

  it('masks a PAN and a mobile number', () => {
    expect(maskNumber('ABCDE1234F')).toBe('XXXXXX234F');
    expect(maskNumber('9876543210')).toBe('XXXXXX3210');
  });

  it('reduces a spaced or dashed Aadhaar over 12 characters to its digits first', () => {
    expect(maskNumber('1234 5678 9012')).toBe('XXXXXXXX9012');
    expect(maskNumber('1234-5678-9012')).toBe('XXXXXXXX9012');
  });

  it('keeps only the last 12 characters of a longer value so its length is not revealed', () => {
    expect(maskNumber('12345678901234567890')).toBe('XXXXXXXX7890');
  });

  it('masks short values whole', () => {
    expect(maskNumber('1234')).toBe('XXXX');
    expect(maskNumber('12')).toBe('XX');
  });

  it('gives an empty string for nothing', () => {
    expect(maskNumber('')).toBe('');
    expect(maskNumber(null)).toBe('');
    expect(maskNumber(undefined)).toBe('');
  });

  it('never shows more than the last 4 characters, nor more than 12 in all', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 5, maxLength: 40 }), (value) => {
        const masked = maskNumber(value);
        const normalised = normaliseForMasking(value);
        expect(masked.length).toBeLessThanOrEqual(Math.max(MASKED_WIDTH_LIMIT, value.length <= MASKED_WIDTH_LIMIT ? value.length : 0));
        if (normalised.length > 4) {
          expect(masked.slice(-4)).toBe(normalised.slice(-4));
          expect(masked.slice(0, -4)).toMatch(/^X*$/);
        } else {
          expect(masked).toMatch(/^X*$/);
        }
      }),
    );
  });

  it('leaves values of 12 characters or fewer at their own length', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: MASKED_WIDTH_LIMIT }), (value) => {
        expect(maskNumber(value)).toHaveLength(value.length);
      }),
    );
  });
});

describe('a mobile number kept by its last four digits', () => {
  it('shows as the masked number would', () => {
    expect(maskMobileFromLastFour('2345')).toBe(maskNumber('9440012345'));
    expect(maskMobileFromLastFour('12345')).toBe('XXXXXX2345');
  });
});
