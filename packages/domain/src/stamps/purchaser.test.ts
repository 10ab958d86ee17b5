import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boughtByDeedParty, sameName, type DeedPartyName, type StampPurchaser } from './purchaser.ts';

const purchaser: StampPurchaser = { purchaserName: 'Gorantla Suresh', relationType: 'S/O', relationName: 'Gorantla Koteswara Rao', onBehalfOf: null };
const party = (overrides: Partial<DeedPartyName> = {}): DeedPartyName => ({ partyCode: 'CL', name: 'Gorantla Suresh', relationType: 'S/O', relationName: 'Gorantla Koteswara Rao', ...overrides });

/** Words of lower-case letters, as a name is made of. */
const word = fc.stringMatching(/^[a-z]{2,8}$/);
const name = fc.array(word, { minLength: 1, maxLength: 5 });

describe('sameName', () => {
  it.each([
    ['Gorantla Suresh', 'gorantla  suresh'],
    ['Gorantla Suresh', 'SURESH, Gorantla'],
    ['K. Venkata Rao', 'Kommareddy Venkata Rao'],
    ['K Venkata Rao', 'Venkata Rao Kommareddy'],
    ['G. Suresh', 'Gorantla Suresh'],
    ['కె వెంకట రావు', 'కొమ్మారెడ్డి వెంకట రావు'],
  ])('reads %s and %s as one name', (first, second) => {
    expect(sameName(first, second)).toBe(true);
    expect(sameName(second, first)).toBe(true);
  });

  it.each([
    ['Gorantla Suresh', 'Gorantla Ramesh'],
    ['Venkata Rao', 'K Venkata Rao'],
    ['S. Suresh', 'Gorantla Suresh'],
    ['Suresh', ''],
    ['', ''],
  ])('keeps %s and %s apart', (first, second) => {
    expect(sameName(first, second)).toBe(false);
  });

  it('pairs an initial with the word it was not first tried against', () => {
    // "k" agrees with both "kiran" and "kumar"; only kiran-k, k-kumar completes the pairing.
    expect(sameName('K Kumar', 'Kiran K')).toBe(true);
  });

  it('holds whatever the case, spacing, punctuation and order of the words', () => {
    fc.assert(
      fc.property(name, fc.constantFrom(' ', '  ', '. ', ', '), fc.boolean(), (words, gap, upper) => {
        const written = [...words].reverse().join(gap);
        expect(sameName(words.join(' '), upper ? written.toUpperCase() : written)).toBe(true);
      }),
    );
  });

  it('lets any word be written as its initial, and is symmetric', () => {
    fc.assert(
      fc.property(name, fc.nat(), (words, at) => {
        const index = at % words.length;
        const initialled = words.map((entry, position) => (position === index ? `${entry[0]!.toUpperCase()}.` : entry)).join(' ');
        expect(sameName(words.join(' '), initialled)).toBe(true);
        expect(sameName(initialled, words.join(' '))).toBe(true);
      }),
    );
  });

  it('never matches a name with a whole word the other lacks', () => {
    fc.assert(
      fc.property(name, word, (words, extra) => {
        fc.pre(!words.includes(extra));
        expect(sameName(words.join(' '), [...words.slice(1), extra].join(' '))).toBe(false);
      }),
    );
  });
});

describe('boughtByDeedParty', () => {
  it('accepts papers bought by a party, by name and relation', () => {
    expect(boughtByDeedParty(purchaser, [party({ partyCode: 'EX', name: 'Someone Else' }), party()])).toBe(true);
    expect(boughtByDeedParty(purchaser, [party({ name: 'Suresh G.', relationName: 'G Koteswara Rao' })])).toBe(true);
  });

  it('accepts papers bought on behalf of a party', () => {
    const forParty = { ...purchaser, purchaserName: 'Document Writer', relationName: 'Someone', onBehalfOf: 'Pallavi Devi' };
    expect(boughtByDeedParty(forParty, [party({ name: 'Pallavi Devi', relationType: 'W/O', relationName: 'Ravi' })])).toBe(true);
  });

  it('accepts a party named in Telugu only', () => {
    const inTelugu = { ...purchaser, purchaserName: 'గోరంట్ల సురేష్' };
    expect(boughtByDeedParty(inTelugu, [party({ nameTe: 'గోరంట్ల సురేష్' })])).toBe(true);
  });

  it('refuses a stranger, a namesake with another relation, and a witness', () => {
    expect(boughtByDeedParty(purchaser, [party({ name: 'Ravi Teja' })])).toBe(false);
    expect(boughtByDeedParty(purchaser, [party({ relationType: 'W/O' })])).toBe(false);
    expect(boughtByDeedParty(purchaser, [party({ relationName: 'Gorantla Venkaiah' })])).toBe(false);
    expect(boughtByDeedParty(purchaser, [party({ partyCode: 'WT' })])).toBe(false);
    expect(boughtByDeedParty(purchaser, [])).toBe(false);
  });
});
