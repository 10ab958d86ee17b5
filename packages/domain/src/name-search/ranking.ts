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

/** Dice coefficient of character pairs: 1 for equal texts, 0 for texts with no pair in common. */
export function diceSimilarity(first: string, second: string): number {
  const firstPairs = bigrams(first);
  const secondPairs = bigrams(second);
  let shared = 0;
  let total = 0;
  for (const [pair, count] of firstPairs) {
    shared += Math.min(count, secondPairs.get(pair) ?? 0);
    total += count;
  }
  for (const count of secondPairs.values()) total += count;
  return total === 0 ? 0 : (2 * shared) / total;
}

export interface NameCloseness {
  /** The typed name is the stored name, ignoring case, spacing and punctuation. */
  exact: boolean;
  /** 0 to 1; compared in the script the name was typed in. */
  similarity: number;
}

/** How close a typed name is to a party's name, for ordering the hits of a name search. */
export function nameCloseness(query: string, stored: BilingualText): NameCloseness {
  const typed = normaliseName(query);
  const comparedWith = normaliseName(TELUGU_LETTER.test(query) ? stored.te : stored.en);
  return { exact: typed === comparedWith, similarity: diceSimilarity(typed, comparedWith) };
}
