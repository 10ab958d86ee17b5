import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';

/** Every `{ en, te }` pair the shared package exports (menus, staff pages, reference lists, certificate and PDF wording), with where it sits. */
function bilingualPairs(value: unknown, path: string, found: [string, { en: unknown; te: unknown }][], seen: Set<unknown>): void {
  // Schemas describe what is typed in, not what is said.
  if (value === null || typeof value !== 'object' || seen.has(value) || '_zod' in value) return;
  seen.add(value);
  if ('en' in value && 'te' in value) {
    found.push([path, value as { en: unknown; te: unknown }]);
    return;
  }
  for (const [key, inner] of Object.entries(value)) bilingualPairs(inner, `${path}.${key}`, found, seen);
}

const pairs: [string, { en: unknown; te: unknown }][] = [];
const seen = new Set<unknown>();
for (const [name, value] of Object.entries(domain)) bilingualPairs(value, name, pairs, seen);

const TELUGU = /[\u0C00-\u0C7F]/;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the bilingual wording of the shared package', () => {
  it('finds the certificate, PDF, menu and staff page wording it checks', () => {
    const names = new Set(pairs.map(([path]) => path.split('.')[0]));
    for (const name of ['CERTIFICATE_TEXT', 'EC_CERTIFICATE_TEXT', 'CERTIFIED_COPY_TEXT', 'CAPTCHA_DIGIT_WORDS', 'STAFF_PAGES']) expect(names).toContain(name);
    expect(pairs.length).toBeGreaterThan(500);
  });

  it('says everything in both languages, in Telugu script, with the same values put in', () => {
    const problems = pairs.flatMap(([path, { en, te }]) => {
      if (typeof en !== 'string' || en.trim() === '') return [`${path}: no English`];
      if (typeof te !== 'string' || te.trim() === '') return [`${path}: no Telugu`];
      // Codes and figures read the same in both; words must be written in Telugu.
      if (/[A-Za-z]{3}/.test(en) && !TELUGU.test(te)) return [`${path}: Telugu not in Telugu script: ${te}`];
      if (placeholders(en).join() !== placeholders(te).join()) return [`${path}: values put in differ`];
      return [];
    });
    expect(problems).toEqual([]);
  });
});
