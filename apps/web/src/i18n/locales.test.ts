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

const localesFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');
const readTree = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Tree;

/** The main strings, then each feature namespace's (locales/<namespace>/<language>.json). */
const namespaces = new Map<string, { english: Map<string, string>; telugu: Map<string, string> }>([
  ['translation', { english: flatten(en as Tree), telugu: flatten(te as Tree) }],
  ...readdirSync(localesFolder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry): [string, { english: Map<string, string>; telugu: Map<string, string> }] => [
      entry.name,
      { english: flatten(readTree(path.join(localesFolder, entry.name, 'en.json'))), telugu: flatten(readTree(path.join(localesFolder, entry.name, 'te.json'))) },
    ]),
]);
const TELUGU_SCRIPT = /[\u0C00-\u0C7F]/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('UI strings', () => {
  it.each([...namespaces])('%s: every English key has a Telugu text and the other way round', (_namespace, { english, telugu }) => {
    expect([...telugu.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([...namespaces])('%s: no text is empty and every Telugu text is written in Telugu', (_namespace, { english, telugu }) => {
    for (const [key, text] of english) expect(text.trim(), key).not.toBe('');
    for (const [key, text] of telugu) expect(text, key).toMatch(TELUGU_SCRIPT);
  });

  it.each([...namespaces])('%s: both languages use the same placeholders', (_namespace, { english, telugu }) => {
    const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
    for (const [key, text] of english) expect(placeholders(telugu.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('every key the code asks for exists', () => {
    const source = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const used = new Set<string>();
    for (const file of sourceFiles(source)) {
      const text = readFileSync(file, 'utf8');
      // A file's keys are in the namespace its useTranslation names, unless a key names its own ("register:columns.parties").
      const fileNamespace = /useTranslation\(\s*'(\w+)'/.exec(text)?.[1] ?? 'translation';
      for (const match of text.matchAll(/\bt\(\s*'(?:(\w+):)?([\w.]+)'/g)) used.add(`${match[1] ?? fileNamespace}:${match[2]!}`);
    }
    expect(used.size).toBeGreaterThan(20);
    const exists = (qualified: string) => {
      const [namespace = '', key = ''] = qualified.split(':');
      const english = namespaces.get(namespace)?.english;
      return english !== undefined && (english.has(key) || english.has(`${key}_one`));
    };
    expect([...used].filter((key) => !exists(key))).toEqual([]);
  });
});
