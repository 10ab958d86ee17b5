import { findPartyRole } from '../reference/index.ts';
import { nameWords, type PartyRelation } from '../register/index.ts';

/** Who a stamp paper was sold to, as the vendor's sale register records it. */
export interface StampPurchaser {
  purchaserName: string;
  relationType: string;
  relationName: string;
  /** The person the papers were bought for, when not the purchaser: the register keeps the name only. */
  onBehalfOf: string | null;
}

/** A party to the deed as the applicant entered it. */
export interface DeedPartyName {
  partyCode: string;
  name: string;
  nameTe?: string | undefined;
  relationType: PartyRelation | string;
  relationName: string;
}

/** A word's letters without vowel signs, so that the Telugu initial కె is one letter as K is. */
const letters = (word: string) => [...word.replace(/\p{M}/gu, '')];
const isInitial = (word: string) => letters(word).length === 1;
const firstLetter = (word: string) => letters(word)[0] ?? '';

/** Two words of a name agree when they are the same word, or one is an initial and the other starts with it. */
function wordsAgree(one: string, other: string): boolean {
  if (one === other) return true;
  return (isInitial(one) || isInitial(other)) && firstLetter(one) === firstLetter(other);
}

/**
 * Whether two names are one person's name as the register search reads names:
 * case, spacing and punctuation aside, every word of one paired with a word of
 * the other, in any order (the surname is written first or last), an initial
 * standing for any word it begins. A name with a word more or less is another
 * name: "Venkata Rao" is not "K Venkata Rao".
 */
export function sameName(first: string, second: string): boolean {
  const one = nameWords(first);
  const other = nameWords(second);
  if (one.length === 0 || one.length !== other.length) return false;
  // Pairs words by augmenting paths, since an initial may agree with several words and the first pairing found need not be the one that completes.
  const partnerOf: (number | undefined)[] = other.map(() => undefined);
  const pair = (index: number, tried: boolean[]): boolean => {
    for (let candidate = 0; candidate < other.length; candidate += 1) {
      if (tried[candidate] || !wordsAgree(one[index]!, other[candidate]!)) continue;
      tried[candidate] = true;
      const taken = partnerOf[candidate];
      if (taken === undefined || pair(taken, tried)) {
        partnerOf[candidate] = index;
        return true;
      }
    }
    return false;
  };
  return one.every((_, index) => pair(index, other.map(() => false)));
}

const namesOf = (party: DeedPartyName) => [party.name, ...(party.nameTe ? [party.nameTe] : [])];

/**
 * Whether stamp papers were bought by a party to the deed: the sale
 * register's purchaser is a party by name and by relation (S/o, W/o … and
 * the relative's name), or the papers were bought on behalf of a party by
 * name. Witnesses sign the deed but are not parties to it, so papers bought
 * by a witness do not count; a representative (an agent, a guardian) does.
 */
export function boughtByDeedParty(purchaser: StampPurchaser, parties: readonly DeedPartyName[]): boolean {
  return parties
    .filter((party) => findPartyRole(party.partyCode)?.side !== 'witness')
    .some((party) => {
      const isPurchaser =
        party.relationType === purchaser.relationType && sameName(party.relationName, purchaser.relationName) && namesOf(party).some((name) => sameName(name, purchaser.purchaserName));
      const boughtFor = purchaser.onBehalfOf !== null && namesOf(party).some((name) => sameName(name, purchaser.onBehalfOf!));
      return isPurchaser || boughtFor;
    });
}
