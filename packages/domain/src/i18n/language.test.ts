import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, languageOrDefault } from './language.ts';

describe('languageFromAcceptLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['te', 'te'],
    ['te-IN,te;q=0.9,en;q=0.8', 'te'],
    ['en-IN,en;q=0.9,te;q=0.8', 'en'],
    ['en;q=0.5, te;q=0.9', 'te'],
    ['hi-IN, te;q=0.4', 'te'],
    ['hi-IN', 'en'],
    ['te;q=abc, en', 'en'],
  ])('%j → %s', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });
});

describe('languageOrDefault', () => {
  it('keeps a language of the portal and reads anything else as English', () => {
    expect(languageOrDefault('te')).toBe('te');
    expect(languageOrDefault('en')).toBe('en');
    for (const other of ['fr', 'TE', '', null, undefined]) expect(languageOrDefault(other)).toBe('en');
  });
});
