/**
 * Date helpers of spec §5. The department works in Indian Standard Time,
 * which has no daylight saving, so dates are formatted at a fixed +05:30
 * whatever the clock of the machine says.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

function istParts(date: Date) {
  const shifted = new Date(date.getTime() + IST_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/**
 * Shows an ISO date (`2026-11-22` or `2026-11-22T10:00:00Z`) as `22-11-2026`.
 * A value whose date part does not split into three parts is returned as it came.
 */
export function formatDisplayDate(iso: string): string {
  const datePart = iso.split('T')[0] ?? '';
  const parts = datePart.split('-');
  if (parts.length !== 3) return iso;
  const [year, month, day] = parts;
  return `${day}-${month}-${year}`;
}

/** `YYYY-MM-DD` in Indian Standard Time. */
export function toYearMonthDay(value: Date | string): string {
  const { year, month, day } = istParts(toDate(value));
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Whole seconds from the moment to the next midnight in Indian Standard Time, when a day's limits start again (at least 1). */
export function secondsToIndianMidnight(now: Date): number {
  const dayMs = 24 * 60 * 60 * 1000;
  const intoDay = (now.getTime() + IST_OFFSET_MS) % dayMs;
  return Math.max(1, Math.ceil((dayMs - intoDay) / 1000));
}

/** `DD/MM/YYYY HH:mm:ss` in Indian Standard Time. */
export function toDayMonthYearTime(value: Date | string): string {
  const { year, month, day, hour, minute, second } = istParts(toDate(value));
  return `${pad(day)}/${pad(month)}/${pad(year, 4)} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

/** `22-11-2026` → `22/11/2026`; anything without exactly three dash parts is returned unchanged. */
export function dashDateToSlash(value: string): string {
  const parts = value.split('-');
  return parts.length === 3 ? parts.join('/') : value;
}

/** `22/11/2026` → `22-11-2026`; anything without exactly three slash parts is returned unchanged. */
export function slashDateToDash(value: string): string {
  const parts = value.split('/');
  return parts.length === 3 ? parts.join('-') : value;
}

export const FIRST_YEAR_OF_RECORDS = 1947;

/** Years from the current one (in IST) down to `firstYear`, as the year pickers list them. */
export function yearList(firstYear = FIRST_YEAR_OF_RECORDS, now: Date = new Date()): number[] {
  const currentYear = istParts(now).year;
  const years: number[] = [];
  for (let year = currentYear; year >= firstYear; year -= 1) years.push(year);
  return years;
}

/** The day `days` after (or before, when negative) a `YYYY-MM-DD` day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Completed years from a birth day to a day: 18 on the eighteenth birthday, not the day before. */
export function ageOn(born: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(born.slice(0, 4));
  return day.slice(5) >= born.slice(5) ? years : years - 1;
}

/** The first day of the financial year (April to March) the day falls in. */
export function financialYearStart(day: string): string {
  const [year = 0, month = 1] = day.split('-').map(Number);
  return `${month >= 4 ? year : year - 1}-04-01`;
}

/** The month after `YYYY-MM`. */
export function nextMonth(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}
