import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import te from './locales/te.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(full, value);
    else for (const [nested, text] of flatten(value, full)) entries.set(nested, text);
  }
  return entries;
}

const english = flatten(en as Tree);
const telugu = flatten(te as Tree);
const TELUGU_SCRIPT = /[\u0C00-\u0C7F]/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('UI strings', () => {
  it('every English key has a Telugu text and the other way round', () => {
    expect([...telugu.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('no text is empty and every Telugu text is written in Telugu', () => {
    for (const [key, text] of english) expect(text.trim(), key).not.toBe('');
    for (const [key, text] of telugu) expect(text, key).toMatch(TELUGU_SCRIPT);
  });

  it('both languages use the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
    for (const [key, text] of english) expect(placeholders(telugu.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('every key the code asks for exists', () => {
    const source = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const used = new Set<string>();
    for (const file of sourceFiles(source)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.]+)'/g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(20);
    const pluralAware = (key: string) => english.has(key) || english.has(`${key}_one`);
    expect([...used].filter((key) => !pluralAware(key))).toEqual([]);
  });
});
