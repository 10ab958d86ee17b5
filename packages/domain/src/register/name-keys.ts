/**
 * Spelling-tolerant keys for party names, the same for a name written in
 * English or in Telugu, so that "Venkata Lakshmi", "Venkatalaxmi" and
 * "వెంకట లక్ష్మి" find one another.
 *
 * A word's key is its consonant skeleton: aspirates lose their h (th → t),
 * sibilants become s, x becomes ks, doubled letters count once, and vowels
 * after the first letter drop out, because transliterations of one Telugu
 * name differ mostly in vowels (Sreenivas, Srinivas) and aspiration
 * (Lakshmi, Laksmi). A leading vowel is kept as `a`, since Eswar and Iswar
 * are one name. Single letters are initials: they are kept as `=k`, to
 * match the first letter of any word of the other name.
 */

const TELUGU_CONSONANTS: Record<string, string> = {
  క: 'k', ఖ: 'k', గ: 'g', ఘ: 'g', ఙ: 'n',
  చ: 'c', ఛ: 'c', జ: 'j', ఝ: 'j', ఞ: 'n',
  ట: 't', ఠ: 't', డ: 'd', ఢ: 'd', ణ: 'n',
  త: 't', థ: 't', ద: 'd', ధ: 'd', న: 'n',
  ప: 'p', ఫ: 'p', బ: 'b', భ: 'b', మ: 'm',
  య: 'y', ర: 'r', ఱ: 'r', ల: 'l', ళ: 'l', వ: 'v',
  శ: 's', ష: 's', స: 's', హ: 'h',
};
const TELUGU_VOWELS = new Set('అఆఇఈఉఊఋౠఎఏఐఒఓఔ');
/** Anusvara: a nasal before the next consonant (సంపత్ → sampat), written m or n in English. */
const TELUGU_ANUSVARA = 'ం';
/** The vowel sign of vocalic r, written "ri" or "ru" in English (కృష్ణ → Krishna). */
const TELUGU_VOCALIC_R_SIGN = 'ృ';

/** Telugu letters to a rough Latin spelling: enough for the skeleton, not a transliteration. */
function teluguToLatin(word: string): string {
  let latin = '';
  for (const character of word) {
    const consonant = TELUGU_CONSONANTS[character];
    if (consonant) latin += consonant;
    else if (TELUGU_VOWELS.has(character)) latin += 'a';
    else if (character === TELUGU_ANUSVARA) latin += 'n';
    else if (character === TELUGU_VOCALIC_R_SIGN) latin += 'r';
    // Vowel signs, the virama and visarga carry no consonant.
  }
  return latin;
}

/** Vowels English spellings write with consonant letters; Telugu text, read as consonants only, never has them. */
const ENGLISH_VOWEL_RULES: [RegExp, string][] = [
  // A final y after a consonant is the vowel i (Reddy, Setty); "ow" before a consonant is the vowel ఔ (Gowri, Sowjanya).
  [/([^aeiou])y$/g, '$1i'],
  [/ow(?=[^aeiou]|$)/g, 'o'],
  // A final h after a vowel is not sounded: "Pullaiah" is పుల్లయ్య.
  [/([aeiou])h$/g, '$1'],
];

const LATIN_RULES: [RegExp, string][] = [
  [/x/g, 'ks'],
  [/q/g, 'k'],
  [/z/g, 'j'],
  [/w/g, 'v'],
  [/f/g, 'p'],
  [/ck/g, 'k'],
  // "Rao" and "Naidu" are written రావు and నాయుడు.
  [/ao$/g, 'av'],
  [/ai/g, 'ay'],
  [/([bcdgjkpst])h/g, '$1'],
  [/m(?=[bp])/g, 'n'],
];

function latinSkeleton(latin: string): string {
  let word = latin;
  for (const [pattern, replacement] of LATIN_RULES) word = word.replace(pattern, replacement);
  const first = /^[aeiou]/.test(word) ? 'a' : (word[0] ?? '');
  const rest = word.slice(1).replace(/[aeiou]/g, '');
  // m and n are one nasal: the anusvara is written either way.
  return (first + rest).replace(/m/g, 'n').replace(/(.)\1+/g, '$1');
}

const TELUGU_LETTER = /[\u0C00-\u0C7F]/;

/** Words of a name as typed: initials ("K.", "K") and words, in either script. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}]+/u)
    .filter(Boolean);
}

function englishSpelling(word: string): string {
  let latin = word.replace(/[^a-z]/g, '');
  for (const [pattern, replacement] of ENGLISH_VOWEL_RULES) latin = latin.replace(pattern, replacement);
  return latin;
}

/** Names repeat across thousands of parties, so a word's key is worked out once; the cache is emptied when it grows large. */
const wordKeys = new Map<string, string>();
const WORD_KEY_CACHE_LIMIT = 50_000;
/** The same for whole names: a party's keys are asked for every time the party is stored. */
const partyKeys = new Map<string, string[]>();

function wordKey(word: string): string {
  const known = wordKeys.get(word);
  if (known !== undefined) return known;
  const key = latinSkeleton(TELUGU_LETTER.test(word) ? teluguToLatin(word) : englishSpelling(word));
  if (wordKeys.size >= WORD_KEY_CACHE_LIMIT) wordKeys.clear();
  wordKeys.set(word, key);
  return key;
}

function isInitial(word: string): boolean {
  return TELUGU_LETTER.test(word) ? [...word].filter((character) => TELUGU_CONSONANTS[character] || TELUGU_VOWELS.has(character)).length === 1 && word.length <= 2 : word.length === 1;
}

/**
 * Keys a party stores: every word's skeleton and every word's first letter as
 * an initial, so that a search for "K Venkata Rao" finds "Kommareddy Venkata Rao".
 */
export function partyNameKeys(...names: string[]): string[] {
  const cacheKey = names.join('\u0000');
  const known = partyKeys.get(cacheKey);
  if (known) return [...known];
  const keys = new Set<string>();
  for (const name of names) {
    for (const word of nameWords(name)) {
      const key = wordKey(word);
      if (!key) continue;
      keys.add(`=${key[0]}`);
      if (!isInitial(word)) keys.add(key);
    }
  }
  const sorted = [...keys].sort();
  if (partyKeys.size >= WORD_KEY_CACHE_LIMIT) partyKeys.clear();
  partyKeys.set(cacheKey, sorted);
  return [...sorted];
}

/** Keys a search asks for: each word's skeleton, or `=k` for an initial; every one must be present. */
export function searchNameKeys(query: string): string[] {
  const keys = new Set<string>();
  for (const word of nameWords(query)) {
    const key = wordKey(word);
    if (!key) continue;
    keys.add(isInitial(word) ? `=${key[0]}` : key);
  }
  return [...keys].sort();
}

/**
 * The pairs of whole-word keys a search of two words or more can read the
 * name pairs by (see register_name_pairs), each joined lesser first
 * (`gd+lksn`) as the database joins them. Every pair of a search's keys finds
 * the same parties, since each must hold all the keys; a pair that fewer
 * parties share is read sooner. Without counts, the longest keys come first,
 * for a longer skeleton is most often a rarer word. Keys are Latin letters,
 * so JavaScript's order of them is the database's byte order. None for a
 * search of fewer than two whole words.
 */
export function searchKeyPairs(keys: readonly string[]): string[] {
  const words = keys.filter((key) => !key.startsWith('=') && !key.startsWith('@')).sort((first, second) => second.length - first.length || (first < second ? -1 : 1));
  const pairs: string[] = [];
  for (let first = 0; first < words.length; first += 1) {
    for (let second = first + 1; second < words.length; second += 1) {
      const [one, other] = [words[first]!, words[second]!];
      pairs.push(one < other ? `${one}+${other}` : `${other}+${one}`);
    }
  }
  return pairs;
}

/**
 * The pair a search reads: the one fewest parties share by the counts known
 * (`frequencyOf`, undefined where not known, which is read as rarer than any
 * counted pair), the first in searchKeyPairs' order between equals.
 */
export function rarestKeyPair(pairs: readonly string[], frequencyOf: (pair: string) => number | undefined): string | undefined {
  let chosen: string | undefined;
  let lowest = Infinity;
  for (const pair of pairs) {
    const frequency = frequencyOf(pair) ?? 0;
    if (frequency < lowest) [chosen, lowest] = [pair, frequency];
  }
  return chosen;
}

/** Whether a query has at least one whole word, not only initials: a search by initials alone matches too much. */
export function hasWholeWord(query: string): boolean {
  return searchNameKeys(query).some((key) => !key.startsWith('='));
}

/**
 * Keys of where a party's document was registered, stored among its name
 * keys: a search narrowed to an office or a district then asks the same
 * index for one more key, instead of reading every namesake in the state
 * and dropping those elsewhere.
 */
export function officeKey(sroCode: string): string {
  return `@s:${sroCode}`;
}

export function districtKey(districtCode: string): string {
  return `@d:${districtCode}`;
}
