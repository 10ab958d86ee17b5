import { describe, expect, it } from 'vitest';
import { districtKey, hasWholeWord, officeKey, partyNameKeys, rarestKeyPair, searchKeyPairs, searchNameKeys } from './name-keys.ts';

const finds = (query: string, ...stored: string[]) => searchNameKeys(query).every((key) => partyNameKeys(...stored).includes(key));

describe('name keys', () => {
  it.each([
    ['Srinivas', 'Sreenivas'],
    ['Srinivas', 'Shrinivas'],
    ['Lakshmi', 'Laxmi'],
    ['Lakshmi', 'Laksmi'],
    ['Venkata', 'Venkatta'],
    ['Eswar', 'Iswar'],
    ['Subba Rao', 'Suba Rao'],
    ['Satyanarayana', 'Sathyanarayana'],
    ['Sampath', 'Sanpat'],
  ])('treats %s and %s as one spelling', (first, second) => {
    expect(finds(first, second)).toBe(true);
    expect(finds(second, first)).toBe(true);
  });

  it.each([
    ['Venkata Lakshmi', 'వెంకట లక్ష్మి'],
    ['Srinivasa Rao', 'శ్రీనివాస రావు'],
    ['Ramesh Naidu', 'రమేష్ నాయుడు'],
    ['Sampath Kumar', 'సంపత్ కుమార్'],
    ['Durga Prasad', 'దుర్గా ప్రసాద్'],
    ['Anjaneyulu', 'ఆంజనేయులు'],
    ['Padmavathi', 'పద్మావతి'],
    ['Rama Krishna', 'రామ కృష్ణ'],
    ['Kommareddy', 'కొమ్మారెడ్డి'],
    ['Bommisetty', 'బొమ్మిశెట్టి'],
    ['Pullaiah', 'పుల్లయ్య'],
    ['Gowri', 'గౌరి'],
    ['Sowjanya', 'సౌజన్య'],
  ])('matches %s across scripts with %s', (english, telugu) => {
    expect(finds(english, telugu)).toBe(true);
    expect(finds(telugu, english)).toBe(true);
  });

  it('lets an initial stand for any word that starts with it', () => {
    expect(finds('K Venkata Rao', 'Kommareddy Venkata Rao')).toBe(true);
    expect(finds('K. Venkata Rao', 'K Venkata Rao')).toBe(true);
    expect(finds('P Venkata Rao', 'Kommareddy Venkata Rao')).toBe(false);
  });

  it('does not confuse different names', () => {
    expect(finds('Ramesh', 'Suresh')).toBe(false);
    expect(finds('Lakshmi', 'Lokesh')).toBe(false);
    expect(finds('Venkata Rao', 'Venkata Ramana')).toBe(false);
  });

  it('needs a whole word, not initials alone', () => {
    expect(hasWholeWord('K. V.')).toBe(false);
    expect(hasWholeWord('K Ramesh')).toBe(true);
    expect(hasWholeWord('')).toBe(false);
  });
});

describe('place keys', () => {
  it('cannot be mistaken for the key of any name word', () => {
    const nameKeys = [...partyNameKeys('Kommareddy Venkata Lakshmi', 'కొమ్మారెడ్డి వెంకట లక్ష్మి'), ...searchNameKeys('S. Ramesh 712')];
    expect(nameKeys.some((key) => key.startsWith('@'))).toBe(false);
    expect([officeKey('712'), districtKey('07')]).toEqual(['@s:712', '@d:07']);
  });

  it('pairs every two whole words of a search, longest keys first, lesser key first in each pair', () => {
    expect(searchKeyPairs(searchNameKeys('Pinnamaneni Naga Lakshmi'))).toEqual(['lksn+ng', 'lksn+pn', 'ng+pn']);
    expect(searchKeyPairs(searchNameKeys('K Venkata Rao'))).toEqual(['rv+vnkt']);
    expect(searchKeyPairs([...searchNameKeys('Venkata'), officeKey('701')])).toEqual([]);
  });

  it('reads the pair fewest parties share, an uncounted pair being rarer than any counted one', () => {
    const pairs = ['lksn+ng', 'lksn+pn', 'ng+pn'];
    expect(rarestKeyPair(pairs, (pair) => ({ 'lksn+ng': 0.02, 'lksn+pn': 0.001, 'ng+pn': 0.003 })[pair])).toBe('lksn+pn');
    expect(rarestKeyPair(pairs, (pair) => ({ 'lksn+ng': 0.02 })[pair])).toBe('lksn+pn');
    expect(rarestKeyPair(pairs, () => undefined)).toBe('lksn+ng');
    expect(rarestKeyPair([], () => undefined)).toBeUndefined();
  });
});
