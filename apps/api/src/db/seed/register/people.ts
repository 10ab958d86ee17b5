import { verhoeffCheckDigit, type BilingualText, type PartyRelation } from '@igrs/domain';
import { seededRandom, type SeededRandom } from '../random.ts';
import { FEMALE_GIVEN_NAMES, MALE_GIVEN_NAMES, SURNAMES, type WeightedName } from './names.ts';

/** Mixes whole numbers into one 32-bit seed, so that anything derived from them comes out the same every time. */
export function mix(...values: number[]): number {
  let hash = 0x811c9dc5;
  for (const value of values) {
    hash = Math.imul(hash ^ (value >>> 0), 0x01000193);
    hash ^= hash >>> 15;
    hash = Math.imul(hash, 0x2c1b3c6d);
    hash ^= hash >>> 12;
    // Values past 2^32 (person keys, large seeds) keep their high part too.
    hash = Math.imul(hash ^ Math.floor(value / 4_294_967_296), 0x01000193);
  }
  return hash >>> 0;
}

/** Picks from weighted entries with one draw and a binary search over the running totals. */
export function weightedPicker<T extends { weight: number }>(entries: readonly T[]): (random: SeededRandom) => T {
  const totals: number[] = [];
  let sum = 0;
  for (const entry of entries) {
    sum += entry.weight;
    totals.push(sum);
  }
  return (random) => {
    const target = random.next() * sum;
    let low = 0;
    let high = totals.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((totals[middle] ?? 0) > target) high = middle;
      else low = middle + 1;
    }
    const entry = entries[low];
    if (!entry) throw new Error('Cannot pick from an empty list');
    return entry;
  };
}

export const pickSurname = weightedPicker(SURNAMES);
export const pickMaleName = weightedPicker(MALE_GIVEN_NAMES);
export const pickFemaleName = weightedPicker(FEMALE_GIVEN_NAMES);

export const fullName = (surname: BilingualText, given: BilingualText): BilingualText => ({ en: `${surname.en} ${given.en}`, te: `${surname.te} ${given.te}` });

/** Where the people of a village or town locality live, for their addresses. */
export interface Hometown {
  name: BilingualText;
  mandal: BilingualText;
  district: BilingualText;
}

export interface Person {
  key: number;
  name: BilingualText;
  relationType: PartyRelation;
  relationName: BilingualText;
  birthYear: number;
  address: BilingualText;
  pan: string | undefined;
  aadhaar: string | undefined;
  phone: string | undefined;
}

/** A family is six people of one village: father, mother and four children; the slot gives who is who. */
export const FAMILY_SIZE = 6;
const FATHER = 0;
const MOTHER = 1;
/** A person's key is the village's index times this, plus the person's number in the village. */
export const VILLAGE_STRIDE = 1_000_000;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letter = (random: SeededRandom) => LETTERS[random.int(0, 25)] ?? 'A';
function digitString(random: SeededRandom, count: number, first = 0): string {
  let digits = String(random.int(first, 9));
  for (let index = 1; index < count; index += 1) digits += String(random.int(0, 9));
  return digits;
}

/** Twelve digits that pass the Verhoeff check, as every Aadhaar number does. */
export function aadhaarNumber(random: SeededRandom): string {
  const body = digitString(random, 11, 2);
  return `${body}${verhoeffCheckDigit(body)}`;
}

/** An individual's PAN: three letters, P for a person, the surname's initial, four digits and a check letter. */
export function personalPan(random: SeededRandom, surname: string): string {
  return `${letter(random)}${letter(random)}${letter(random)}P${surname[0]?.toUpperCase() ?? 'A'}${digitString(random, 4)}${letter(random)}`;
}

interface FamilyMember {
  given: WeightedName;
  male: boolean;
  birthYear: number;
}

interface Family {
  surname: WeightedName;
  grandfather: WeightedName;
  members: FamilyMember[];
  door: string;
}

/**
 * The people of every village, derived from the seed and their key alone, so
 * that nobody is stored: the same key is the same person on every document
 * (a buyer who later sells, a father whose children later partition).
 */
export class PersonDirectory {
  private readonly cachedFamilies = new Map<number, Family>();
  private readonly cachedPeople = new Map<number, Person>();

  constructor(
    private readonly seed: number,
    private readonly hometowns: readonly Hometown[],
    /** How many people each village has; busier villages have more, so that people recur at any size of register. */
    readonly poolSizes: readonly number[],
  ) {}

  private family(villageIndex: number, familyNumber: number): Family {
    const cacheKey = villageIndex * VILLAGE_STRIDE + familyNumber;
    const cached = this.cachedFamilies.get(cacheKey);
    if (cached) return cached;
    const random = seededRandom(mix(this.seed, 17, villageIndex, familyNumber));
    const surname = pickSurname(random);
    const grandfather = pickMaleName(random);
    const fatherBorn = random.int(1918, 1988);
    const members: FamilyMember[] = [
      { given: pickMaleName(random), male: true, birthYear: fatherBorn },
      { given: pickFemaleName(random), male: false, birthYear: fatherBorn + random.int(2, 8) },
    ];
    let childBorn = fatherBorn + random.int(22, 30);
    for (let child = 0; child < FAMILY_SIZE - 2; child += 1) {
      const male = random.chance(0.5);
      members.push({ given: male ? pickMaleName(random) : pickFemaleName(random), male, birthYear: childBorn });
      childBorn += random.int(1, 4);
    }
    const family = { surname, grandfather, members, door: `${random.int(1, 30)}-${random.int(1, 250)}` };
    // A chunk of work touches a few thousand families; the cache only saves re-deriving them within it.
    if (this.cachedFamilies.size > 100_000) this.cachedFamilies.clear();
    this.cachedFamilies.set(cacheKey, family);
    return family;
  }

  person(key: number): Person {
    const cached = this.cachedPeople.get(key);
    if (cached) return cached;
    // People recur within a few years of documents; the cache only saves deriving them again meanwhile.
    if (this.cachedPeople.size > 100_000) this.cachedPeople.clear();
    const person = this.derivePerson(key);
    this.cachedPeople.set(key, person);
    return person;
  }

  private derivePerson(key: number): Person {
    const villageIndex = Math.floor(key / VILLAGE_STRIDE);
    const number = key % VILLAGE_STRIDE;
    const slot = number % FAMILY_SIZE;
    const family = this.family(villageIndex, Math.floor(number / FAMILY_SIZE));
    const member = family.members[slot];
    const father = family.members[FATHER];
    const hometown = this.hometowns[villageIndex];
    if (!member || !father || !hometown) throw new Error(`No person ${key}`);
    const fatherName = fullName(family.surname, father.given);
    const [relationType, relationName]: [PartyRelation, BilingualText] =
      slot === FATHER ? ['S/O', fullName(family.surname, family.grandfather)] : slot === MOTHER ? ['W/O', fatherName] : [member.male ? 'S/O' : 'D/O', fatherName];
    const random = seededRandom(mix(this.seed, 29, key));
    return {
      key,
      name: fullName(family.surname, member.given),
      relationType,
      relationName,
      birthYear: member.birthYear,
      address: {
        en: `H.No. ${family.door}, ${hometown.name.en}, ${hometown.mandal.en} Mandal, ${hometown.district.en} District`,
        te: `ఇం.నం. ${family.door}, ${hometown.name.te}, ${hometown.mandal.te} మండలం, ${hometown.district.te} జిల్లా`,
      },
      pan: random.chance(0.6) ? personalPan(random, family.surname.en) : undefined,
      aadhaar: random.chance(0.95) ? aadhaarNumber(random) : undefined,
      phone: random.chance(0.75) ? `${random.int(6, 9)}${digitString(random, 9)}` : undefined,
    };
  }

  birthYear(key: number): number {
    const number = key % VILLAGE_STRIDE;
    return this.family(Math.floor(key / VILLAGE_STRIDE), Math.floor(number / FAMILY_SIZE)).members[number % FAMILY_SIZE]?.birthYear ?? 1950;
  }

  /** The other members of a person's family who were alive and of the given ages in `year`. */
  relatives(key: number, year: number, minimumAge: number, maximumAge = 90): number[] {
    const first = key - (key % VILLAGE_STRIDE % FAMILY_SIZE);
    const keys: number[] = [];
    for (let slot = 0; slot < FAMILY_SIZE; slot += 1) {
      const candidate = first + slot;
      const age = year - this.birthYear(candidate);
      if (candidate !== key && age >= minimumAge && age <= maximumAge) keys.push(candidate);
    }
    return keys;
  }

  /** The children of a family's father or mother, and their ages in `year`. */
  children(key: number, year: number): { key: number; age: number }[] {
    const first = key - (key % VILLAGE_STRIDE % FAMILY_SIZE);
    const children: { key: number; age: number }[] = [];
    for (let slot = 2; slot < FAMILY_SIZE; slot += 1) {
      const age = year - this.birthYear(first + slot);
      if (age >= 0) children.push({ key: first + slot, age });
    }
    return children;
  }

  isParent(key: number): boolean {
    return key % VILLAGE_STRIDE % FAMILY_SIZE < 2;
  }

  /** The father of a person's family: the guardian of its minors. */
  fatherOf(key: number): number {
    return key - (key % VILLAGE_STRIDE % FAMILY_SIZE);
  }

  /** Someone of the village aged 21 to 80 in `year`: a buyer, a lessee, an attorney. */
  adult(random: SeededRandom, villageIndex: number, year: number): number {
    const size = this.poolSizes[villageIndex] ?? FAMILY_SIZE;
    const start = random.int(0, size - 1);
    for (let step = 0; step < size; step += 1) {
      const key = villageIndex * VILLAGE_STRIDE + ((start + step) % size);
      const age = year - this.birthYear(key);
      if (age >= 21 && age <= 80) return key;
    }
    // Fathers are born 1918–1988 and children after them, so a pool of a few families always has an adult; this is only a guard.
    return villageIndex * VILLAGE_STRIDE + start;
  }
}
