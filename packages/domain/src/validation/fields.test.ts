import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCalendarDate, normaliseInput } from './fields.ts';

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('normalising what a request carries', () => {
  it('answers every JSON value: either all of its strings in NFC, or the path of the first bad one', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const { value: normalised, problem } = normaliseInput(value);
        if (problem) {
          expect(['controlCharacters', 'textTooLong']).toContain(problem.key);
          return;
        }
        for (const text of strings(normalised)) expect(text).toBe(text.normalize('NFC'));
      }),
      { numRuns: 2_000 },
    );
  });

  it('takes line breaks, tabs and whole astral characters, refuses controls and half surrogates', () => {
    expect(normaliseInput({ remarks: 'line one\nline two\ttabbed 𝓡 క' }).problem).toBeUndefined();
    expect(normaliseInput({ parties: [{ name: { en: 'A\u0000' } }] }).problem).toEqual({ path: ['parties', 0, 'name', 'en'], key: 'controlCharacters' });
    expect(normaliseInput(['\uDC00']).problem?.key).toBe('controlCharacters');
    expect(normaliseInput('x'.repeat(10_001)).problem?.key).toBe('textTooLong');
    expect(normaliseInput({ name: 'Re\u0301nuka' }).value).toEqual({ name: 'Rénuka' });
  });
});

describe('calendar dates', () => {
  it('are days that exist', () => {
    expect(['2024-02-29', '2026-11-24', '1800-01-01'].every(isCalendarDate)).toBe(true);
    expect(['2025-02-29', '2026-02-30', '2026-13-01', '2026-04-31', '0000-00-00', '1799-12-31', '26-11-2026', '2026-1-5'].some(isCalendarDate)).toBe(false);
  });
});
