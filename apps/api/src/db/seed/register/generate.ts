import {
  REGISTER_START_DATE,
  calculateDuty,
  documentDuties,
  revenueDistricts,
  transactionParties,
  type BilingualText,
  type DocumentReference,
  type LocalBodyCode,
  type NewRegisterParty,
} from '@igrs/domain';
import type { ValidRegisterDocument } from '../../../modules/register/index.ts';
import { generateGeography, generateLandRates, type DemoVillage } from '../geography/index.ts';
import { seededRandom } from '../random.ts';
import { BRANCH_MANAGER, LENDERS, PROHIBITION_CATEGORIES } from './names.ts';
import { RateBook, newLedger, newParcel, scheduleOf, type Parcel, type VillageLedger } from './parcels.ts';
import { FAMILY_SIZE, PersonDirectory, VILLAGE_STRIDE, mix, type Hometown } from './people.ts';

/** The synthetic register runs to this day. */
export const REGISTER_END_DATE = '2026-10-31';

/**
 * From this day a share of the synthetic register's property documents is
 * registered at another office of the property's district (anywhere
 * registration), drawn from a random stream of its own so the rest of the
 * register is the one it was without them.
 */
export const ANYWHERE_REGISTRATION_FROM = '2023-01-01';
const ANYWHERE_REGISTRATION_SHARE = 0.03;

export interface SyntheticDocument {
  /** The id the document is stored under; ids follow registration order. */
  id: number;
  documentNumber: number;
  /** Complete as newDocumentSchema gives it back, so it is stored without being parsed again. */
  document: ValidRegisterDocument;
  /** The stored id of each of `document.links`, or null for a document older than the register. */
  linkedIds: (number | null)[];
  /** The id of the document this one cancels. */
  cancelsId: number | null;
}

export interface SyntheticProhibition {
  villageCode: string;
  surveyNumber: string;
  doorNumber: string;
  category: string;
  notifiedOn: string;
  denotifiedOn: string | null;
  reason: BilingualText;
}

export interface RegisterChunk {
  documents: SyntheticDocument[];
  prohibitions: SyntheticProhibition[];
}

export interface RegisterOptions {
  documents: number;
  seed: number;
  /** Documents per chunk; the chunks of one seed and size join up to the same register whatever the chunk size. */
  chunkSize?: number;
}

type Nature = 'sale' | 'agreement' | 'gift' | 'settlement' | 'partition' | 'mortgage' | 'release' | 'lease' | 'cancellation' | 'power' | 'will';

/** Transaction major and minor codes, and the book, of each kind of document the register holds. */
const NATURES: Record<Nature, { majorCode: string; minorCode: string; book: 1 | 3 | 4 }> = {
  sale: { majorCode: '01', minorCode: '01', book: 1 },
  agreement: { majorCode: '01', minorCode: '03', book: 1 },
  gift: { majorCode: '03', minorCode: '02', book: 1 },
  settlement: { majorCode: '03', minorCode: '03', book: 1 },
  partition: { majorCode: '04', minorCode: '02', book: 1 },
  mortgage: { majorCode: '02', minorCode: '02', book: 1 },
  release: { majorCode: '05', minorCode: '09', book: 1 },
  lease: { majorCode: '07', minorCode: '01', book: 1 },
  cancellation: { majorCode: '08', minorCode: '03', book: 1 },
  power: { majorCode: '41', minorCode: '02', book: 4 },
  will: { majorCode: '20', minorCode: '01', book: 3 },
};
/** Deposit of title deeds: the usual form of a bank's housing loan since the 2000s. */
const DEPOSIT_OF_TITLE_DEEDS = { majorCode: '02', minorCode: '08' };
const AGREEMENT_WITH_POSSESSION = { majorCode: '01', minorCode: '02' };

const REPRESENT_GPA = '3';
const REPRESENT_GUARDIAN = '4';
const ADULT_AGE = 18;
/** PAN is asked of parties to documents worth this much or more; the others file Form 60. */
const PAN_THRESHOLD_RUPEES = 10_00_000;
const AADHAAR_FROM = '2012-01-01';
const PHONES_FROM_YEAR = 2003;
/** The rate table starts with G.O.Ms.463 and 585 of 2013; earlier documents are charged at those first rates. */
const EARLIEST_RATES_DATE = '2013-11-30';
const PHI = 0.618_033_988_749_894_9;
/** From this many documents on, every village and locality of an office has documents. */
const FULL_SPREAD_DOCUMENTS = 200_000;
/** Shares of rare events, raised in small registers so that even a test's register has a few of each. */
const CANCELLED_SHARE = 0.004;
const PROHIBITED_SHARE = 0.005;
const RARE_EVENTS_AT_LEAST = 10;

interface Citation extends DocumentReference {
  id: number;
  registeredOn: string;
  nature: Nature;
}

/** What the register knows of a parcel's title so far. */
interface Title {
  parcel: Parcel;
  owners: number[];
  previousOwners: number[];
  last: Citation;
  openMortgage: (Citation & { amount: number; lender: number }) | undefined;
  agreedBuyers: number[] | undefined;
  prohibition: { from: string; to: string | null } | undefined;
}

interface PartyPlan {
  /** A person's key, or a lender's index as `-1 - index`. */
  key: number;
  /** A GPA agent who signs for an executant. */
  agent?: number;
}

/** Every date the register can mention, so that shifting a date by days is two lookups. */
const CALENDAR_FROM = Date.UTC(1940, 0, 1);
const CALENDAR_DAYS = 110 * 366;
const calendar: string[] = Array.from({ length: CALENDAR_DAYS }, (_, day) => new Date(CALENDAR_FROM + day * 86_400_000).toISOString().slice(0, 10));
const dayOfDate = new Map(calendar.map((date, day) => [date, day]));

function addDays(isoDate: string, days: number): string {
  const day = dayOfDate.get(isoDate);
  const shifted = day === undefined ? undefined : calendar[day + days];
  if (shifted === undefined) throw new RangeError(`${isoDate} + ${days} days is outside the calendar`);
  return shifted;
}

/** Documents per year grow about 5% a year; 2026 counts only to the end of October. */
function documentsPerYear(total: number): Map<number, number> {
  const first = Number(REGISTER_START_DATE.slice(0, 4));
  const last = Number(REGISTER_END_DATE.slice(0, 4));
  const weights: [number, number][] = [];
  for (let year = first; year <= last; year += 1) weights.push([year, Math.exp(0.05 * (year - first)) * (year === last ? 10 / 12 : 1)]);
  const sum = weights.reduce((total_, [, weight]) => total_ + weight, 0);
  const shares = weights.map(([year, weight]) => ({ year, exact: (total * weight) / sum }));
  const counts = new Map(shares.map((share) => [share.year, Math.floor(share.exact)]));
  let left = total - [...counts.values()].reduce((sum_, count) => sum_ + count, 0);
  for (const share of [...shares].sort((first_, second) => second.exact - Math.floor(second.exact) - (first_.exact - Math.floor(first_.exact)) || first_.year - second.year)) {
    if (left <= 0) break;
    counts.set(share.year, (counts.get(share.year) ?? 0) + 1);
    left -= 1;
  }
  return counts;
}

/** Working days (not Sundays) and how many documents each registers, busier towards the end of the financial year. */
function* registrationDays(total: number, seed: number): Generator<{ date: string; count: number }> {
  const random = seededRandom(mix(seed, 2));
  for (const [year, count] of documentsPerYear(total)) {
    const days: { date: string; weight: number }[] = [];
    for (let date = `${year}-01-01`; date.startsWith(String(year)) && date <= REGISTER_END_DATE; date = addDays(date, 1)) {
      // 1 January 1984 was a Sunday.
      if (((dayOfDate.get(date) ?? 0) - (dayOfDate.get('1984-01-01') ?? 0)) % 7 === 0) continue;
      const month = Number(date.slice(5, 7));
      days.push({ date, weight: (0.6 + 0.8 * random.next()) * (month === 3 ? 1.4 : 1) });
    }
    const sum = days.reduce((total_, day) => total_ + day.weight, 0);
    let running = 0;
    let given = 0;
    for (const day of days) {
      running += day.weight;
      const upTo = Math.round((running / sum) * count);
      if (upTo > given) yield { date: day.date, count: upTo - given };
      given = upTo;
    }
  }
}

function dutiesOf(majorCode: string, minorCode: string, marketValue: number, consideration: number, registeredOn: string, localBodyType: string) {
  const input = { majorCode, minorCode, marketValue, consideration, localBodyType: localBodyType as LocalBodyCode };
  // Documents older than the earliest rate row carry the earliest rates.
  const inForce = calculateDuty({ ...input, onDate: registeredOn });
  const onDate = !inForce.ok && inForce.error.code === 'noRateInForce' ? EARLIEST_RATES_DATE : registeredOn;
  return documentDuties({ ...input, onDate });
}

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

/**
 * A plausible register of a whole state, from 1983 to October 2026: every
 * AP office's documents numbered from 1 each year in the order registered,
 * each parcel's chain of title linked document to document, and parties who
 * recur. The same seed and size give the same register, chunk by chunk, so
 * it can be loaded without ever holding all of it.
 */
export function* generateRegister(options: RegisterOptions): Generator<RegisterChunk> {
  const { documents: total, seed } = options;
  const chunkSize = options.chunkSize ?? 5_000;
  const geography = generateGeography();
  const villages = geography.villages;
  const rates = new RateBook(generateLandRates(villages));
  const mandalNames = new Map(geography.mandals.map((mandal) => [mandal.code, mandal.name]));
  const districtNames = new Map(revenueDistricts.map((district) => [district.code, district.description]));
  const hometowns: Hometown[] = villages.map((village) => ({
    name: village.name,
    mandal: mandalNames.get(village.mandalCode) ?? village.name,
    district: districtNames.get(village.code.slice(0, 2)) ?? village.name,
  }));

  // Offices are busier with more (and more urban) places; each office at least a third of the average, so a few thousand documents reach every one.
  const villageWeight = (village: DemoVillage) => (village.kind === 'urban' ? 3 : 1);
  const villagesOfSro = new Map<string, number[]>();
  villages.forEach((village, index) => villagesOfSro.set(village.sroCode, [...(villagesOfSro.get(village.sroCode) ?? []), index]));
  const sroCodes = [...villagesOfSro.keys()].sort();
  const rawWeights = sroCodes.map((code) => {
    const random = seededRandom(mix(seed, 3, Number(code)));
    return (villagesOfSro.get(code) ?? []).reduce((sum, index) => sum + villageWeight(villages[index] as DemoVillage), 0) * (0.6 + random.next());
  });
  const averageWeight = rawWeights.reduce((sum, weight) => sum + weight, 0) / rawWeights.length;
  const sroWeights = rawWeights.map((weight) => Math.max(weight, averageWeight / 3));
  const sroWeightSum = sroWeights.reduce((sum, weight) => sum + weight, 0);
  const sroTotals: number[] = [];
  sroWeights.reduce((sum, weight) => (sroTotals.push(sum + weight), sum + weight), 0);

  // A small register keeps to the first places of each office, so that even a few hundred documents form chains of title.
  const activeShare = Math.min(1, total / FULL_SPREAD_DOCUMENTS);
  const activeVillagesOfSro = new Map([...villagesOfSro].map(([code, indexes]) => [code, indexes.slice(0, Math.max(1, Math.round(indexes.length * activeShare)))]));
  const expectedInVillage = villages.map((village, index) => {
    const sroIndex = sroCodes.indexOf(village.sroCode);
    const siblings = activeVillagesOfSro.get(village.sroCode) ?? [index];
    if (!siblings.includes(index)) return 0;
    const share = villageWeight(village) / siblings.reduce((sum, sibling) => sum + villageWeight(villages[sibling] as DemoVillage), 0);
    return (total * (sroWeights[sroIndex] ?? 0) * share) / sroWeightSum;
  });
  // About one person for every two documents of the village, so people recur on several documents.
  const poolSizes = expectedInVillage.map((expected) => Math.max(2, Math.ceil((expected * 0.5) / FAMILY_SIZE)) * FAMILY_SIZE);
  const people = new PersonDirectory(seed, hometowns, poolSizes);
  const villagesOfDistrict = new Map<string, number[]>();
  villages.forEach((village, index) => villagesOfDistrict.set(village.code.slice(0, 2), [...(villagesOfDistrict.get(village.code.slice(0, 2)) ?? []), index]));

  const officesOfDistrict = new Map<string, string[]>();
  for (const village of villages) {
    const offices = officesOfDistrict.get(village.code.slice(0, 2)) ?? [];
    if (!offices.includes(village.sroCode)) officesOfDistrict.set(village.code.slice(0, 2), [...offices, village.sroCode].sort());
  }
  const anywhere = seededRandom(mix(seed, 4));
  /** The office a property document of a village is registered at: its own, or now and then another of its district. */
  const registeringOffice = (date: string, villageIndex: number): string => {
    const village = villages[villageIndex] as DemoVillage;
    if (date < ANYWHERE_REGISTRATION_FROM || !anywhere.chance(ANYWHERE_REGISTRATION_SHARE)) return village.sroCode;
    const others = (officesOfDistrict.get(village.code.slice(0, 2)) ?? []).filter((office) => office !== village.sroCode);
    return others.length === 0 ? village.sroCode : (others[anywhere.int(0, others.length - 1)] as string);
  };

  const random = seededRandom(mix(seed, 1));
  const offset = random.next();
  const ledgers: VillageLedger[] = villages.map(() => newLedger());
  const titles: Title[] = [];
  const counters = new Map<string, number>();
  let nextId = 1;
  let sequence = 0;
  let chunk: RegisterChunk = { documents: [], prohibitions: [] };

  const pickVillage = (sroCode: string): number => {
    const candidates = activeVillagesOfSro.get(sroCode) ?? [];
    const sum = candidates.reduce((total_, index) => total_ + villageWeight(villages[index] as DemoVillage), 0);
    let target = random.next() * sum;
    for (const index of candidates) {
      target -= villageWeight(villages[index] as DemoVillage);
      if (target < 0) return index;
    }
    return candidates.at(-1) ?? 0;
  };

  /** A buyer or lessee: mostly of the village, sometimes from elsewhere in the district. */
  const outsiderOrLocal = (villageIndex: number, year: number): number => {
    if (random.chance(0.85)) return people.adult(random, villageIndex, year);
    const district = villagesOfDistrict.get((villages[villageIndex] as DemoVillage).code.slice(0, 2)) ?? [villageIndex];
    return people.adult(random, district[random.int(0, district.length - 1)] ?? villageIndex, year);
  };

  const spouseOf = (key: number): number | undefined => {
    const slot = (key % VILLAGE_STRIDE) % FAMILY_SIZE;
    return slot === 0 ? key + 1 : slot === 1 ? key - 1 : undefined;
  };

  const buildParty = (plan: PartyPlan, role: NewRegisterParty['role'], partyCode: string, registeredOn: string, chargeable: number, place: Hometown): NewRegisterParty => {
    const year = Number(registeredOn.slice(0, 4));
    if (plan.key < 0) {
      const lenderIndex = -1 - plan.key;
      const lender = LENDERS[lenderIndex] ?? { en: 'Bank', te: 'బ్యాంక్' };
      return {
        role,
        partyCode,
        name: lender,
        relationType: 'C/O',
        relationName: BRANCH_MANAGER,
        age: null,
        address: { en: `${lender.en}, ${place.name.en} Branch, ${place.district.en} District`, te: `${lender.te}, ${place.name.te} శాఖ, ${place.district.te} జిల్లా` },
        pan: `AAAC${lender.en[0]?.toUpperCase() ?? 'B'}${String(1_000 + lenderIndex * 1_117).slice(-4)}K`,
      };
    }
    const person = people.person(plan.key);
    return {
      role,
      partyCode,
      name: person.name,
      relationType: person.relationType,
      relationName: person.relationName,
      age: Math.max(0, year - person.birthYear),
      address: person.address,
      ...(person.pan && year >= 1996 && chargeable >= PAN_THRESHOLD_RUPEES ? { pan: person.pan } : {}),
      ...(person.aadhaar && registeredOn >= AADHAAR_FROM ? { aadhaar: person.aadhaar } : {}),
      ...(person.phone && year >= PHONES_FROM_YEAR ? { phone: person.phone } : {}),
    };
  };

  const emit = (args: {
    nature: Nature;
    codes?: { majorCode: string; minorCode: string };
    registeredOn: string;
    villageIndex: number;
    sroCode: string;
    schedule?: ReturnType<typeof scheduleOf>;
    executants: PartyPlan[];
    claimants: PartyPlan[];
    consideration: number;
    links: { reference: DocumentReference; id: number | null }[];
    cancels?: Citation;
    notBefore?: string;
  }): Citation => {
    const { nature, registeredOn, villageIndex, sroCode, schedule } = args;
    const codes = args.codes ?? NATURES[nature];
    const year = Number(registeredOn.slice(0, 4));
    const village = villages[villageIndex] as DemoVillage;
    const marketValue = schedule?.marketValueRupees ?? 0;
    const chargeable = Math.max(marketValue, args.consideration);
    const roles = transactionParties(codes.majorCode, codes.minorCode) ?? [];
    const executantCode = roles.find((role) => role.side === 'executant')?.code ?? 'EX';
    const claimantCode = roles.find((role) => role.side === 'claimant')?.code ?? executantCode;
    const place = hometowns[villageIndex] as Hometown;

    const parties: NewRegisterParty[] = [];
    const addSide = (plans: PartyPlan[], role: 'executant' | 'claimant', partyCode: string) => {
      for (const plan of plans) {
        const index = parties.length;
        const party = buildParty(plan, role, partyCode, registeredOn, chargeable, place);
        parties.push(party);
        const minor = party.age !== null && party.age < ADULT_AGE;
        const representative = minor ? { key: people.fatherOf(plan.key), type: REPRESENT_GUARDIAN } : plan.agent !== undefined ? { key: plan.agent, type: REPRESENT_GPA } : undefined;
        if (representative && representative.key !== plan.key) {
          parties.push({
            ...buildParty({ key: representative.key }, 'representative', partyCode, registeredOn, chargeable, place),
            representsIndex: index,
            representTypeCode: representative.type,
          });
        }
      }
    };
    addSide(args.executants, 'executant', executantCode);
    addSide(args.claimants, 'claimant', claimantCode);

    const counterKey = `${sroCode}|${year}`;
    const documentNumber = (counters.get(counterKey) ?? 0) + 1;
    counters.set(counterKey, documentNumber);
    const id = nextId;
    nextId += 1;
    const executedOn = addDays(registeredOn, -random.int(0, 3));
    const duties = dutiesOf(codes.majorCode, codes.minorCode, marketValue, args.consideration, registeredOn, village.localBodyTypeCode);
    const document: ValidRegisterDocument = {
      sroCode,
      bookNumber: NATURES[nature].book,
      transactionMajorCode: codes.majorCode,
      transactionMinorCode: codes.minorCode,
      presentedOn: registeredOn,
      executedOn: args.notBefore && executedOn < args.notBefore ? args.notBefore : executedOn,
      registeredOn,
      considerationRupees: args.consideration,
      marketValueRupees: marketValue,
      stampDutyRupees: duties.stampDuty,
      transferDutyRupees: duties.transferDuty,
      registrationFeeRupees: duties.registrationFee,
      userChargesRupees: duties.userCharges,
      latePresentationFineRupees: 0,
      hasScannedImage: !random.chance(year < 1995 ? 0.05 : 0.01),
      parties,
      schedules: schedule ? [schedule] : [],
      links: args.links.map((link) => link.reference),
      ...(args.cancels ? { cancels: { sroCode: args.cancels.sroCode, documentNumber: args.cancels.documentNumber, year: args.cancels.year } } : {}),
    };
    chunk.documents.push({ id, documentNumber, document, linkedIds: args.links.map((link) => link.id), cancelsId: args.cancels?.id ?? null });
    return { id, sroCode, documentNumber, year, registeredOn, nature };
  };

  const linkTo = (citation: Citation) => ({ reference: { sroCode: citation.sroCode, documentNumber: citation.documentNumber, year: citation.year }, id: citation.id });
  const gpaAgent = (villageIndex: number, year: number) => (year >= 1990 && random.chance(0.05) ? people.adult(random, villageIndex, year) : undefined);

  const firstDocument = (registeredOn: string, villageIndex: number, sroCode: string) => {
    const year = Number(registeredOn.slice(0, 4));
    const village = villages[villageIndex] as DemoVillage;
    const ledger = ledgers[villageIndex] as VillageLedger;
    const parcel = newParcel(seed, titles.length, villageIndex, village, ledger, year, random);
    const original = people.adult(random, villageIndex, year);
    const children = people.isParent(original) ? people.children(original, year) : [];
    const draw = random.next();
    let nature: Nature = draw < 0.7 ? 'sale' : draw < 0.82 ? 'gift' : draw < 0.92 ? 'partition' : 'settlement';
    if ((nature === 'gift' || nature === 'partition') && children.filter((child) => child.age >= ADULT_AGE).length < (nature === 'partition' ? 2 : 1)) nature = 'sale';
    const schedule = scheduleOf(parcel, village, rates, year);
    const value = schedule.marketValueRupees;
    let executants: PartyPlan[] = [{ key: original, agent: gpaAgent(villageIndex, year) }];
    let claimants: PartyPlan[];
    let consideration = 0;
    if (nature === 'sale') {
      const buyer = outsiderOrLocal(villageIndex, year);
      const spouse = spouseOf(buyer);
      claimants = [{ key: buyer }, ...(spouse !== undefined && random.chance(0.25) ? [{ key: spouse }] : [])];
      consideration = roundTo(value * (0.8 + random.next() * 0.6), 1_000);
    } else if (nature === 'settlement') {
      claimants = [{ key: outsiderOrLocal(villageIndex, year) }];
    } else {
      const grown = children.filter((child) => child.age >= ADULT_AGE);
      const heir = grown[random.int(0, grown.length - 1)] as { key: number };
      if (nature === 'partition') executants = grown.map((child) => ({ key: child.key }));
      claimants = [{ key: heir.key }];
    }
    // Old titles often recite a deed registered before 1983.
    const links =
      year < 1992 && random.chance(0.3)
        ? [{ reference: { sroCode, documentNumber: random.int(1, 3_000), year: random.int(1950, Number(REGISTER_START_DATE.slice(0, 4)) - 1) }, id: null }]
        : [];
    const citation = emit({ nature, registeredOn, villageIndex, sroCode, schedule, executants, claimants, consideration, links });
    const title: Title = {
      parcel,
      owners: claimants.map((plan) => plan.key),
      previousOwners: executants.map((plan) => plan.key),
      last: citation,
      openMortgage: undefined,
      agreedBuyers: undefined,
      prohibition: undefined,
    };
    const prohibitionShare = Math.max(PROHIBITED_SHARE, RARE_EVENTS_AT_LEAST / total);
    const prohibitionChance = parcel.kind === 'rural' ? prohibitionShare : parcel.kind === 'urban' ? prohibitionShare / 2 : 0;
    if (random.chance(prohibitionChance)) {
      const categories = parcel.kind === 'rural' ? PROHIBITION_CATEGORIES : PROHIBITION_CATEGORIES.filter((entry) => entry.category !== 'government' && entry.category !== 'assigned');
      const category = categories[random.int(0, categories.length - 1)] ?? PROHIBITION_CATEGORIES[0];
      const notifiedOn = [addDays(registeredOn, random.int(200, 3_000)), REGISTER_END_DATE].sort()[0] as string;
      const denotifiedOn = random.chance(0.1) ? ([addDays(notifiedOn, random.int(300, 2_000)), REGISTER_END_DATE].sort()[0] as string) : null;
      title.prohibition = { from: notifiedOn, to: denotifiedOn };
      if (category) {
        chunk.prohibitions.push({
          villageCode: village.code,
          surveyNumber: parcel.surveyNumber,
          doorNumber: parcel.kind === 'rural' ? '' : parcel.doorNumber,
          category: category.category,
          notifiedOn,
          denotifiedOn,
          reason: category.reason,
        });
      }
    }
    titles.push(title);
    ledger.parcels.push(parcel.index);
    mayBeCancelled(title);
  };

  // Some sales, gifts and agreements are cancelled by their parties a few weeks or months later.
  const cancellationShare = Math.max(CANCELLED_SHARE, RARE_EVENTS_AT_LEAST / total);
  const pendingCancellations: { due: string; titleIndex: number; documentId: number }[] = [];
  const mayBeCancelled = (title: Title) => {
    if (!['sale', 'agreement', 'gift'].includes(title.last.nature) || !random.chance(cancellationShare)) return;
    const due = addDays(title.last.registeredOn, random.int(20, 400));
    if (due > REGISTER_END_DATE) return;
    let at = pendingCancellations.length;
    while (at > 0 && (pendingCancellations[at - 1]?.due ?? '') > due) at -= 1;
    pendingCancellations.splice(at, 0, { due, titleIndex: title.parcel.index, documentId: title.last.id });
  };

  const laterDocument = (title: Title, registeredOn: string, sroCode: string, cancel = false) => {
    const year = Number(registeredOn.slice(0, 4));
    const { villageIndex } = title.parcel;
    const village = villages[villageIndex] as DemoVillage;
    const schedule = scheduleOf(title.parcel, village, rates, year);
    const value = schedule.marketValueRupees;
    const owners = title.owners;
    const eldest = owners[0] as number;
    const children = people.isParent(eldest) ? people.children(eldest, year) : [];
    const grownChildren = children.filter((child) => child.age >= ADULT_AGE);

    let nature: Nature;
    if (cancel) nature = 'cancellation';
    else if (title.openMortgage && random.chance(0.55)) nature = 'release';
    else if (title.agreedBuyers && random.chance(0.8)) nature = 'sale';
    else if (year - people.birthYear(eldest) >= 72 && children.length > 0 && random.chance(0.6)) nature = grownChildren.length >= 2 ? 'partition' : 'gift';
    else {
      const mortgageWeight = title.openMortgage || year < 1988 ? 0 : year < 2000 ? 8 : 22;
      const choices: [Nature, number][] = [
        ['sale', title.openMortgage ? 0 : 55],
        ['mortgage', mortgageWeight],
        ['gift', children.length > 0 ? 7 : 0],
        ['partition', grownChildren.length >= 2 ? 5 : 0],
        ['lease', title.parcel.kind === 'flat' ? 2 : 4],
        ['agreement', title.openMortgage ? 0 : 5],
      ];
      const sum = choices.reduce((total_, [, weight]) => total_ + weight, 0);
      let target = random.next() * sum;
      nature = 'lease';
      for (const [candidate, weight] of choices) {
        target -= weight;
        if (target < 0) {
          nature = candidate;
          break;
        }
      }
    }

    const links = [linkTo(title.last)];
    const common = { registeredOn, villageIndex, sroCode, schedule, notBefore: title.last.registeredOn };
    const ownerPlans = (withAgent: boolean) => owners.map((key, index) => ({ key, agent: withAgent && index === 0 ? gpaAgent(villageIndex, year) : undefined }));

    switch (nature) {
      case 'release': {
        const mortgage = title.openMortgage;
        if (!mortgage) throw new Error('A release needs a mortgage');
        if (mortgage.id !== title.last.id) links.push(linkTo(mortgage));
        title.last = emit({ ...common, nature, executants: [{ key: -1 - mortgage.lender }], claimants: ownerPlans(false), consideration: mortgage.amount, links });
        title.openMortgage = undefined;
        return;
      }
      case 'cancellation': {
        const cancelled = title.last;
        title.last = emit({ ...common, nature, executants: ownerPlans(false), claimants: title.previousOwners.map((key) => ({ key })), consideration: 0, links, cancels: cancelled });
        [title.owners, title.previousOwners] = [title.previousOwners, title.owners];
        title.agreedBuyers = undefined;
        return;
      }
      case 'mortgage': {
        const lender = random.int(0, LENDERS.length - 1);
        const amount = roundTo(value * (0.3 + random.next() * 0.5), 10_000);
        const codes = year >= 2003 && random.chance(0.6) ? DEPOSIT_OF_TITLE_DEEDS : NATURES.mortgage;
        title.last = emit({ ...common, nature, codes, executants: ownerPlans(false), claimants: [{ key: -1 - lender }], consideration: amount, links });
        title.openMortgage = { ...title.last, amount, lender };
        return;
      }
      case 'lease': {
        const lessee = outsiderOrLocal(villageIndex, year);
        const rent = roundTo(value * (0.03 + random.next() * 0.04) * random.int(1, 9), 1_000);
        title.last = emit({ ...common, nature, executants: ownerPlans(false), claimants: [{ key: lessee }], consideration: rent, links });
        return;
      }
      case 'agreement': {
        const buyer = outsiderOrLocal(villageIndex, year);
        const codes = random.chance(0.3) ? AGREEMENT_WITH_POSSESSION : NATURES.agreement;
        title.last = emit({ ...common, nature, codes, executants: ownerPlans(true), claimants: [{ key: buyer }], consideration: roundTo(value * (0.9 + random.next() * 0.5), 1_000), links });
        title.agreedBuyers = [buyer];
        mayBeCancelled(title);
        return;
      }
      case 'gift':
      case 'partition': {
        const heirs = nature === 'partition' ? grownChildren : children;
        const heir = heirs[random.int(0, heirs.length - 1)];
        if (!heir) throw new Error('A gift or partition needs an heir');
        const executants = nature === 'partition' ? [{ key: eldest }, ...grownChildren.map((child) => ({ key: child.key }))] : [{ key: eldest }];
        title.last = emit({ ...common, nature, executants, claimants: [{ key: heir.key }], consideration: 0, links });
        title.previousOwners = title.owners;
        title.owners = [heir.key];
        title.agreedBuyers = undefined;
        mayBeCancelled(title);
        return;
      }
      default: {
        let buyers = title.agreedBuyers && random.chance(0.8) ? title.agreedBuyers : undefined;
        if (!buyers) {
          const buyer = outsiderOrLocal(villageIndex, year);
          const spouse = spouseOf(buyer);
          buyers = [buyer, ...(spouse !== undefined && random.chance(0.25) ? [spouse] : [])];
        }
        const consideration = roundTo(value * (random.chance(0.3) ? 0.6 + random.next() * 0.4 : 1 + random.next() * 0.6), 1_000);
        title.last = emit({ ...common, nature: 'sale', executants: ownerPlans(true), claimants: buyers.map((key) => ({ key })), consideration, links });
        title.previousOwners = title.owners;
        title.owners = buyers;
        title.agreedBuyers = undefined;
        mayBeCancelled(title);
      }
    }
  };

  const standalone = (nature: 'power' | 'will', registeredOn: string, villageIndex: number, sroCode: string) => {
    const year = Number(registeredOn.slice(0, 4));
    if (nature === 'will') {
      let testator = people.adult(random, villageIndex, year);
      for (let attempt = 0; attempt < 5 && year - people.birthYear(testator) < 45; attempt += 1) testator = people.adult(random, villageIndex, year);
      emit({ nature, registeredOn, villageIndex, sroCode, executants: [{ key: testator }], claimants: [], consideration: 0, links: [] });
      return;
    }
    const principal = people.adult(random, villageIndex, year);
    const relatives = people.relatives(principal, year, 21, 80);
    const attorney = relatives.length > 0 && random.chance(0.5) ? (relatives[random.int(0, relatives.length - 1)] as number) : people.adult(random, villageIndex, year);
    emit({ nature, registeredOn, villageIndex, sroCode, executants: [{ key: principal }], claimants: [{ key: attorney }], consideration: 0, links: [] });
  };

  const isBlocked = (title: Title, date: string) => title.prohibition !== undefined && date >= title.prohibition.from && (title.prohibition.to === null || date < title.prohibition.to);

  for (const { date, count } of registrationDays(total, seed)) {
    for (let index = 0; index < count; index += 1) {
      const due = pendingCancellations[0];
      if (due && due.due <= date) {
        pendingCancellations.shift();
        const title = titles[due.titleIndex];
        if (title && title.last.id === due.documentId && title.last.registeredOn < date && !isBlocked(title, date)) {
          // A deed is cancelled at the office that registered it, which after anywhere registration need not be the village's.
          laterDocument(title, date, title.last.sroCode, true);
          if (chunk.documents.length >= chunkSize) {
            yield chunk;
            chunk = { documents: [], prohibitions: [] };
          }
          continue;
        }
      }
      // A low-discrepancy sequence spreads documents over offices in proportion to their weight, leaving none out.
      const target = ((offset + sequence * PHI) % 1) * sroWeightSum;
      sequence += 1;
      let low = 0;
      let high = sroTotals.length - 1;
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((sroTotals[middle] ?? 0) > target) high = middle;
        else low = middle + 1;
      }
      const sroCode = sroCodes[low] as string;
      const villageIndex = pickVillage(sroCode);
      const draw = random.next();
      if (draw < 0.01) standalone('will', date, villageIndex, sroCode);
      else if (draw < 0.05) standalone('power', date, villageIndex, sroCode);
      else {
        const ledger = ledgers[villageIndex] as VillageLedger;
        const candidate = ledger.parcels.length >= 3 && random.chance(0.67) ? titles[ledger.parcels[random.int(0, ledger.parcels.length - 1)] as number] : undefined;
        if (candidate && candidate.last.registeredOn < date && !isBlocked(candidate, date)) laterDocument(candidate, date, registeringOffice(date, villageIndex));
        else firstDocument(date, villageIndex, registeringOffice(date, villageIndex));
      }
      if (chunk.documents.length >= chunkSize) {
        yield chunk;
        chunk = { documents: [], prohibitions: [] };
      }
    }
  }
  if (chunk.documents.length > 0 || chunk.prohibitions.length > 0) yield chunk;
}
