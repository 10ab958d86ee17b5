import type { BilingualText } from '../i18n/index.ts';
import { nameWords } from '../register/index.ts';

const TELUGU_LETTER = /[\u0C00-\u0C7F]/;

/** A name as compared: lower case, one space between words, punctuation gone. */
export function normaliseName(name: string): string {
  return nameWords(name).join(' ');
}

function bigrams(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  const characters = [...` ${text} `];
  for (let index = 0; index < characters.length - 1; index += 1) {
    const pair = characters[index]! + characters[index + 1]!;
    counts.set(pair, (counts.get(pair) ?? 0) + 1);
  }
  return counts;
}

function diceOf(firstPairs: ReadonlyMap<string, number>, secondPairs: ReadonlyMap<string, number>): number {
  let shared = 0;
  let total = 0;
  for (const [pair, count] of firstPairs) {
    shared += Math.min(count, secondPairs.get(pair) ?? 0);
    total += count;
  }
  for (const count of secondPairs.values()) total += count;
  return total === 0 ? 0 : (2 * shared) / total;
}

/** Dice coefficient of character pairs: 1 for equal texts, 0 for texts with no pair in common. */
export function diceSimilarity(first: string, second: string): number {
  return diceOf(bigrams(first), bigrams(second));
}

export interface NameCloseness {
  /** The typed name is the stored name, ignoring case, spacing and punctuation. */
  exact: boolean;
  /** 0 to 1; compared in the script the name was typed in. */
  similarity: number;
}

/**
 * How close each party's name is to one typed name, for ordering the hits of
 * a name search: the typed name is read once for the hundreds of names a
 * search compares it with.
 */
export function nameClosenessTo(query: string): (stored: BilingualText) => NameCloseness {
  const typed = normaliseName(query);
  const typedPairs = bigrams(typed);
  const script: keyof BilingualText = TELUGU_LETTER.test(query) ? 'te' : 'en';
  return (stored) => {
    const comparedWith = normaliseName(stored[script]);
    return { exact: typed === comparedWith, similarity: diceOf(typedPairs, bigrams(comparedWith)) };
  };
}

/** How close a typed name is to a party's name. */
export function nameCloseness(query: string, stored: BilingualText): NameCloseness {
  return nameClosenessTo(query)(stored);
}
