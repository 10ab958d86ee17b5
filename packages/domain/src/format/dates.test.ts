import { describe, expect, it } from 'vitest';
import { dashDateToSlash, formatDisplayDate, secondsToIndianMidnight, slashDateToDash, toDayMonthYearTime, toYearMonthDay, yearList } from './dates.ts';

describe('formatDisplayDate', () => {
  it('shows an ISO date as day-month-year', () => {
    expect(formatDisplayDate('2026-11-22')).toBe('22-11-2026');
  });

  it('ignores the time part of an ISO timestamp', () => {
    expect(formatDisplayDate('1983-01-01T00:00:00.000Z')).toBe('01-01-1983');
  });

  it.each(['', '2026-11', '22/11/2026', 'not a date', '2026-11-22-01'])('returns %j unchanged when it does not split into three parts', (value) => {
    expect(formatDisplayDate(value)).toBe(value);
  });
});

describe('toYearMonthDay and toDayMonthYearTime', () => {
  it('format in Indian Standard Time whatever the machine clock', () => {
    // 20:00 UTC on the 21st is 01:30 IST on the 22nd
    const instant = new Date('2026-11-21T20:00:05Z');
    expect(toYearMonthDay(instant)).toBe('2026-11-22');
    expect(toDayMonthYearTime(instant)).toBe('22/11/2026 01:30:05');
  });

  it('accept ISO strings as well as dates', () => {
    expect(toYearMonthDay('1947-08-14T18:30:00Z')).toBe('1947-08-15');
  });
});

describe('dash and slash dates', () => {
  it('convert both ways', () => {
    expect(dashDateToSlash('22-11-2026')).toBe('22/11/2026');
    expect(slashDateToDash('22/11/2026')).toBe('22-11-2026');
  });

  it('leave values without three parts unchanged', () => {
    expect(dashDateToSlash('2026')).toBe('2026');
    expect(slashDateToDash('11/2026')).toBe('11/2026');
  });
});

describe('yearList', () => {
  it('counts down from the current year to 1947', () => {
    const years = yearList(undefined, new Date('2026-11-22T10:00:00Z'));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1947);
    expect(years).toHaveLength(2026 - 1947 + 1);
    expect(years.every((year, index) => index === 0 || years[index - 1] === year + 1)).toBe(true);
  });

  it('takes another first year', () => {
    expect(yearList(2024, new Date('2026-06-01T00:00:00Z'))).toEqual([2026, 2025, 2024]);
  });

  it('uses the Indian new year, not the UTC one', () => {
    expect(yearList(2026, new Date('2026-12-31T19:00:00Z'))[0]).toBe(2027);
  });
});

describe('secondsToIndianMidnight', () => {
  it('counts to the next midnight at +05:30, never zero', () => {
    expect(secondsToIndianMidnight(new Date('2026-11-27T18:30:00Z'))).toBe(86_400);
    expect(secondsToIndianMidnight(new Date('2026-11-27T18:29:59.500Z'))).toBe(1);
    expect(secondsToIndianMidnight(new Date('2026-11-27T12:30:00Z'))).toBe(6 * 3600);
  });
});
