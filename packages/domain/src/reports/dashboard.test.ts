import { describe, expect, it } from 'vitest';
import { growthPercent, sameDayLastYear } from './dashboard.ts';

describe('the dashboard against last year', () => {
  it('compares a day with the same day a year before, a leap day with the 28th', () => {
    expect(sameDayLastYear('2026-11-25')).toBe('2025-11-25');
    expect(sameDayLastYear('2028-02-29')).toBe('2027-02-28');
  });

  it('gives growth as a whole per cent, and none from nothing', () => {
    expect(growthPercent(150, 100)).toBe(50);
    expect(growthPercent(90, 120)).toBe(-25);
    expect(growthPercent(5, 0)).toBeNull();
  });
});

describe('the open statistics', () => {
  it('cover twelve months with the current one', async () => {
    const { twelveMonthsFrom } = await import('./statistics.ts');
    expect(twelveMonthsFrom('2026-11-25')).toBe('2025-12-01');
    expect(twelveMonthsFrom('2026-01-05')).toBe('2025-02-01');
  });
});
