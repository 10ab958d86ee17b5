import { z } from 'zod';

/**
 * Field builders for what people type: text of a stated maximum length (which
 * the API description shows), in both languages where a record keeps both.
 * Every string the API takes is also normalised to NFC and refused when it
 * holds control characters, in one place (`normaliseInput`), so that no field
 * can forget it.
 */
export const TEXT_LIMITS = {
  /** A person's or firm's name. */
  name: 100,
  /** A postal address. */
  address: 300,
  /** One boundary of a property. */
  boundary: 200,
  /** Remarks, reasons, descriptions. */
  remarks: 500,
  /** No string the API takes is longer than this, whatever the field. */
  any: 10_000,
  /** A value in the path: a code, a number, a reference. */
  pathParameter: 200,
} as const;

export function text(max: number) {
  return z.string({ error: 'required' }).max(max, { error: 'textTooLong' });
}

export function bilingualText(max: number) {
  return z.object({ en: text(max), te: text(max) });
}

/** Whether `YYYY-MM-DD` names a day that exists (no 30 February), between 1800 and 2200. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1800 && year <= 2200 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The captcha a public form answers, by the id GET /captcha gave; any other text names no captcha. */
export const captchaIdSchema = z.uuid({ error: 'captchaMismatch' });

export function calendarDate() {
  return z.string({ error: 'required' }).refine(isCalendarDate, { error: 'invalidDate' });
}

/** Line breaks and tabs are text; other control characters and unpaired surrogates are not. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type InputProblem = { path: (string | number)[]; key: 'controlCharacters' | 'textTooLong' };

/**
 * Every string of a request, normalised to NFC (so "క" typed two ways is one
 * text), and the first one that holds a control character or an unpaired
 * surrogate, or exceeds the absolute limit, reported by its path.
 */
export function normaliseInput(value: unknown, path: (string | number)[] = []): { value: unknown; problem?: InputProblem } {
  if (typeof value === 'string') {
    if (FORBIDDEN.test(value)) return { value, problem: { path, key: 'controlCharacters' } };
    if (value.length > TEXT_LIMITS.any) return { value, problem: { path, key: 'textTooLong' } };
    return { value: value.normalize('NFC') };
  }
  if (Array.isArray(value)) {
    const items: unknown[] = [];
    for (const [index, item] of value.entries()) {
      const result = normaliseInput(item, [...path, index]);
      if (result.problem) return result;
      items.push(result.value);
    }
    return { value: items };
  }
  // Plain records, including the ones query-string parsers make without Object's prototype.
  if (Object.prototype.toString.call(value) === '[object Object]') {
    const entries: [string, unknown][] = [];
    for (const [key, item] of Object.entries(value as object)) {
      const result = normaliseInput(item, [...path, key]);
      if (result.problem) return result;
      entries.push([key, result.value]);
    }
    return { value: Object.fromEntries(entries) };
  }
  return { value };
}
