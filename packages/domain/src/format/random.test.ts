import { describe, expect, it } from 'vitest';
import { ALPHANUMERIC_ALPHABET, randomString } from './random.ts';

describe('randomString', () => {
  it('draws from the 62 letters and digits', () => {
    expect(ALPHANUMERIC_ALPHABET).toHaveLength(62);
    expect(new Set(ALPHANUMERIC_ALPHABET).size).toBe(62);
    expect(randomString(200)).toMatch(/^[0-9a-zA-Z]{200}$/);
  });

  it('gives the length asked for, including none', () => {
    expect(randomString(0)).toBe('');
    expect(randomString(6)).toHaveLength(6);
  });

  it('uses every character of the alphabet with about equal frequency', () => {
    const counts = new Map<string, number>();
    for (const character of randomString(62_000)) counts.set(character, (counts.get(character) ?? 0) + 1);
    expect(counts.size).toBe(62);
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(800);
      expect(count).toBeLessThan(1200);
    }
  });

  it('does not repeat itself', () => {
    expect(randomString(16)).not.toBe(randomString(16));
  });

  it('refuses a bad length', () => {
    expect(() => randomString(-1)).toThrow(RangeError);
    expect(() => randomString(1.5)).toThrow(RangeError);
  });
});
