import {
  ACRE,
  SQUARE_FOOT,
  SQUARE_YARD,
  type BilingualText,
  type LandRateRow,
  type RegisterPropertyKind,
  valueInRupees,
} from '@igrs/domain';
import type { ValidRegisterDocument } from '../../../modules/register/index.ts';
import { seededRandom, type SeededRandom } from '../random.ts';
import { DEMO_RATES_EFFECTIVE_FROM, DEMO_STRUCTURE_SCHEDULE, type DemoVillage } from '../geography/index.ts';
import { APARTMENT_NAMES, BOUNDARY_FEATURES, LAYOUT_NAMES } from './names.ts';
import { fullName, mix, pickFemaleName, pickMaleName, pickSurname, weightedPicker } from './people.ts';

/** Land values in the demonstration grow by this much a year, so the rates in force since 2025 scale back to any earlier year. */
export const YEARLY_VALUE_GROWTH = 0.08;
const RATES_YEAR = Number(DEMO_RATES_EFFECTIVE_FROM.slice(0, 4));

/** A 2025 rate as it stood in `year`: a 1990 acre is worth about a fifteenth of today's. */
export function rateInYear(rate: number, year: number): number {
  if (year >= RATES_YEAR) return rate;
  return Math.max(1, Math.round(rate / (1 + YEARLY_VALUE_GROWTH) ** (RATES_YEAR - year)));
}

const RURAL_USES = weightedPicker([
  { code: '21', weight: 34 },
  { code: '22', weight: 14 },
  { code: '26', weight: 20 },
  { code: '27', weight: 10 },
  { code: '30', weight: 9 },
  { code: '44', weight: 6 },
  { code: '45', weight: 5 },
  { code: '46', weight: 2 },
]);
const URBAN_USES = weightedPicker([
  { code: '01', weight: 55 },
  { code: '02', weight: 12 },
  { code: '05', weight: 8 },
  { code: '07', weight: 3 },
  { code: '09', weight: 17 },
  { code: '11', weight: 5 },
]);
/** Vacant land carries no building. */
const VACANT_USES = new Set(['09', '11']);

export interface Apartment {
  name: string;
  ward: string;
  block: string;
  doorNumber: string;
  builtYear: number;
  flats: string[];
  nextFlat: number;
}

/** A place's running numbers, so that no two parcels of a village share a survey, door, plot or flat number. */
export interface VillageLedger {
  ruralSerial: number;
  doorSerials: Map<string, number>;
  plotSerial: number;
  apartmentSerial: number;
  apartment: Apartment | undefined;
  /** Indexes into the register's parcels. */
  parcels: number[];
}

export const newLedger = (): VillageLedger => ({ ruralSerial: 0, doorSerials: new Map(), plotSerial: 0, apartmentSerial: 0, apartment: undefined, parcels: [] });

/** One piece of property whose title the register follows from document to document. */
export interface Parcel {
  index: number;
  villageIndex: number;
  kind: RegisterPropertyKind;
  /** Everything not stored here (boundaries, areas) is drawn again from this seed. */
  seed: number;
  landUseCode: string;
  /** Ten-thousandths of an acre (rural) or of a square yard (urban, a flat's undivided share). */
  extent: number;
  surveyNumber: string;
  ward: string;
  block: string;
  doorNumber: string;
  plotNumber: string;
  layoutName: string;
  apartmentName: string;
  flatNumber: string;
  plinthAreaSqFt: number;
  /** The year the house on an urban plot was built; 0 while it is vacant. */
  builtYear: number;
}

const SUBDIVIDED_SHARE = 0.45;
const SURVEY_NUMBERS_PER_VILLAGE = 600;

/**
 * A village's k-th survey number. Bases 1–600 are visited in a scrambled
 * order; a base the village sub-divides gives 123/1, 123/2A… on later rounds,
 * the others continue past 600, so no number repeats.
 */
function surveyNumber(seed: number, villageIndex: number, serial: number): string {
  const round = Math.floor(serial / SURVEY_NUMBERS_PER_VILLAGE);
  const base = ((serial % SURVEY_NUMBERS_PER_VILLAGE) * 367 + (villageIndex % 97)) % SURVEY_NUMBERS_PER_VILLAGE + 1;
  const random = seededRandom(mix(seed, 41, villageIndex, base));
  if (random.chance(SUBDIVIDED_SHARE)) return `${base}/${round + 1}${random.chance(0.35) ? (['A', 'B', 'C'][round % 3] ?? '') : ''}`;
  return String(base + round * SURVEY_NUMBERS_PER_VILLAGE);
}

/** Decimal text of an extent: 12500 → "1.25"; a whole number of ten-thousandths prints exactly. */
const decimal = (tenThousandths: number) => String(tenThousandths / 10_000);

function neighbour(random: SeededRandom): BilingualText {
  return fullName(pickSurname(random), random.chance(0.7) ? pickMaleName(random) : pickFemaleName(random));
}

function boundaries(parcel: Parcel, random: SeededRandom): Schedule['boundaries'] {
  const side = (offset: number): BilingualText => {
    const draw = random.next();
    if (draw < 0.5) {
      const name = neighbour(random);
      return parcel.kind === 'rural' ? { en: `Land of ${name.en}`, te: `${name.te} గారి భూమి` } : { en: `House of ${name.en}`, te: `${name.te} గారి ఇల్లు` };
    }
    if (draw < 0.75) return BOUNDARY_FEATURES[random.int(0, BOUNDARY_FEATURES.length - 1)] ?? { en: 'Road', te: 'రోడ్డు' };
    if (parcel.kind === 'rural') {
      const number = Math.max(1, (Number.parseInt(parcel.surveyNumber, 10) || 1) + offset);
      return { en: `Sy. No. ${number}`, te: `సర్వే నం. ${number}` };
    }
    if (parcel.kind === 'flat') return { en: 'Common Corridor', te: 'ఉమ్మడి వరండా' };
    return { en: `Plot No. ${random.int(1, 120)}`, te: `ప్లాట్ నం. ${random.int(1, 120)}` };
  };
  return { north: side(-1), south: side(1), east: side(2), west: side(-2) };
}

/** Draws a new parcel in a village, numbered so that it is the only one of its kind there. */
export function newParcel(
  seed: number,
  index: number,
  villageIndex: number,
  village: DemoVillage,
  ledger: VillageLedger,
  year: number,
  random: SeededRandom,
): Parcel {
  const parcelSeed = mix(seed, 53, index);
  const blank = { surveyNumber: '', ward: '', block: '', doorNumber: '', plotNumber: '', layoutName: '', apartmentName: '', flatNumber: '', plinthAreaSqFt: 0, builtYear: 0 };
  if (village.kind === 'rural') {
    const landUseCode = RURAL_USES(random).code;
    const cents = landUseCode === '44' ? random.int(3, 20) : random.chance(0.8) ? random.int(20, 250) : random.int(250, 800);
    const parcel: Parcel = {
      index,
      villageIndex,
      kind: 'rural',
      seed: parcelSeed,
      landUseCode,
      extent: cents * 100,
      ...blank,
      surveyNumber: surveyNumber(seed, villageIndex, ledger.ruralSerial),
    };
    ledger.ruralSerial += 1;
    return parcel;
  }

  if (year >= 1995 && random.chance(0.35)) {
    let apartment = ledger.apartment;
    if (!apartment || apartment.nextFlat >= apartment.flats.length) {
      const { ward, blocks } = village.wards[random.int(0, village.wards.length - 1)] ?? { ward: '1', blocks: ['1'] };
      const block = blocks[random.int(0, blocks.length - 1)] ?? '1';
      const serial = ledger.apartmentSerial;
      ledger.apartmentSerial += 1;
      const name = APARTMENT_NAMES[(serial + villageIndex) % APARTMENT_NAMES.length] ?? 'Residency';
      const floorsHigh = random.int(3, 6);
      const perFloor = random.int(2, 6);
      apartment = {
        name: serial < APARTMENT_NAMES.length ? name : `${name} Phase ${Math.floor(serial / APARTMENT_NAMES.length) + 1}`,
        ward,
        block,
        doorNumber: nextDoorNumber(ledger, ward, block),
        builtYear: year,
        flats: Array.from({ length: floorsHigh * perFloor }, (_, flat) => `${Math.floor(flat / perFloor) + 1}0${(flat % perFloor) + 1}`),
        nextFlat: 0,
      };
      ledger.apartment = apartment;
    }
    const flatNumber = apartment.flats[apartment.nextFlat] ?? '101';
    apartment.nextFlat += 1;
    return {
      index,
      villageIndex,
      kind: 'flat',
      seed: parcelSeed,
      landUseCode: random.chance(0.9) ? '01' : '02',
      extent: random.int(200, 650) * 1_000,
      ...blank,
      ward: apartment.ward,
      block: apartment.block,
      doorNumber: apartment.doorNumber,
      apartmentName: apartment.name,
      flatNumber,
      plinthAreaSqFt: random.int(18, 40) * 50,
      builtYear: apartment.builtYear,
    };
  }

  const { ward, blocks } = village.wards[random.int(0, village.wards.length - 1)] ?? { ward: '1', blocks: ['1'] };
  const block = blocks[random.int(0, blocks.length - 1)] ?? '1';
  const landUseCode = URBAN_USES(random).code;
  const inLayout = random.chance(0.4);
  let plotNumber = '';
  let layoutName = '';
  if (inLayout) {
    ledger.plotSerial += 1;
    plotNumber = String(ledger.plotSerial);
    layoutName = LAYOUT_NAMES[(villageIndex + Number(ward)) % LAYOUT_NAMES.length] ?? 'Layout';
  }
  const builtYear = VACANT_USES.has(landUseCode) ? 0 : random.chance(0.75) ? random.int(1960, 2024) : 0;
  return {
    index,
    villageIndex,
    kind: 'urban',
    seed: parcelSeed,
    landUseCode,
    extent: (landUseCode === '02' || landUseCode === '05' ? random.int(40, 300) : random.int(100, 600)) * 10_000,
    ...blank,
    ward,
    block,
    doorNumber: nextDoorNumber(ledger, ward, block),
    plotNumber,
    layoutName,
    builtYear,
  };
}

function nextDoorNumber(ledger: VillageLedger, ward: string, block: string): string {
  const key = `${ward}-${block}`;
  const serial = (ledger.doorSerials.get(key) ?? 0) + 1;
  ledger.doorSerials.set(key, serial);
  return `${ward}-${block}-${serial}`;
}

/** The rates in force since 2025, found the way the market value service finds them: the most specific row first. */
export class RateBook {
  private readonly rates = new Map<string, number>();

  constructor(rows: readonly LandRateRow[]) {
    for (const row of rows) this.rates.set(RateBook.key(row.kind, row.villageCode, row.ward, row.block, row.surveyNumber, row.doorNumber, row.landUseCode), row.rate);
  }

  private static key(...parts: string[]): string {
    return parts.join('|');
  }

  private find(kind: string, villageCode: string, ward: string, block: string, specific: { surveyNumber?: string; doorNumber?: string }, landUseCode: string): number {
    const exact = this.rates.get(RateBook.key(kind, villageCode, ward, block, specific.surveyNumber ?? '', specific.doorNumber ?? '', landUseCode));
    const general = exact ?? this.rates.get(RateBook.key(kind, villageCode, ward, block, '', '', landUseCode));
    if (general === undefined) throw new Error(`No ${kind} rate for ${landUseCode} in ${villageCode} ${ward}/${block}`);
    return general;
  }

  /** The 2025 rate of a parcel's land: ₹ per acre (rural) or per sq. yard (urban plot, flat's undivided share). */
  landRate(parcel: Parcel, villageCode: string): number {
    if (parcel.kind === 'rural') return this.find('rural', villageCode, '', '', { surveyNumber: parcel.surveyNumber }, parcel.landUseCode);
    if (parcel.kind === 'flat') return this.find('urban', villageCode, parcel.ward, parcel.block, {}, parcel.landUseCode);
    return this.find('urban', villageCode, parcel.ward, parcel.block, { doorNumber: parcel.doorNumber }, parcel.landUseCode);
  }

  compositeRate(parcel: Parcel, villageCode: string): number {
    return this.find('composite', villageCode, parcel.ward, parcel.block, {}, parcel.landUseCode);
  }
}

type Schedule = ValidRegisterDocument['schedules'][number];

const STAGE_FINISHED = '5';
const stageShare = (stageCode: string) => DEMO_STRUCTURE_SCHEDULE.stageShares.find((share) => share.stageCode === stageCode)?.basisPoints ?? 10_000;
const depreciation = (ageYears: number) =>
  DEMO_STRUCTURE_SCHEDULE.ageBands.find((band) => ageYears >= band.fromYears && (band.toYears === null || ageYears <= band.toYears))?.depreciationBasisPoints ?? 0;

/** The schedule of a parcel as a document of `year` describes and values it. */
export function scheduleOf(parcel: Parcel, village: DemoVillage, rates: RateBook, year: number): Schedule {
  const random = seededRandom(parcel.seed);
  const landRate = rateInYear(rates.landRate(parcel, village.code), year);
  const landUnit = parcel.kind === 'rural' ? ACRE : SQUARE_YARD;
  let marketValueRupees = valueInRupees({ amount: parcel.extent, unit: landUnit }, landRate, landUnit);
  const structures: Schedule['structures'] = [];

  if (parcel.kind === 'flat') {
    marketValueRupees += valueInRupees({ amount: parcel.plinthAreaSqFt * 10_000, unit: SQUARE_FOOT }, rateInYear(rates.compositeRate(parcel, village.code), year), SQUARE_FOOT);
  } else if (parcel.kind === 'urban' && parcel.builtYear > 0 && year >= parcel.builtYear) {
    const ageYears = year - parcel.builtYear;
    const typeCode = parcel.builtYear < 1985 ? (['02', '05', '01'][random.int(0, 2)] ?? '01') : parcel.landUseCode === '07' ? '10' : '01';
    const storeys = typeCode === '01' ? random.int(1, 3) : 1;
    const plinth = Math.min(Math.round((parcel.extent / 10_000) * 9 * 0.6), 3_000);
    for (let storey = 0; storey < storeys; storey += 1) {
      const floorCode = storey === 0 ? 'GR' : `0${storey}`;
      const rate = rateInYear(DEMO_STRUCTURE_SCHEDULE.ratesPerSqFt[typeCode] ?? 1_000, year);
      marketValueRupees += valueInRupees({ amount: plinth * 10_000, unit: SQUARE_FOOT }, rate, SQUARE_FOOT, [stageShare(STAGE_FINISHED), 10_000 - depreciation(ageYears)]);
      structures.push({ structureTypeCode: typeCode, floorCode, plinthAreaSqFt: String(plinth), stageCode: STAGE_FINISHED, ageYears });
    }
  }

  return {
    kind: parcel.kind,
    villageCode: village.code,
    landUseCode: parcel.landUseCode,
    surveyNumber: parcel.surveyNumber,
    ward: parcel.ward,
    block: parcel.block,
    doorNumber: parcel.doorNumber,
    plotNumber: parcel.plotNumber,
    layoutName: parcel.layoutName,
    apartmentName: parcel.apartmentName,
    flatNumber: parcel.flatNumber,
    extent: decimal(parcel.extent),
    extentUnit: parcel.kind === 'rural' ? 'acres' : 'sq-yards',
    plinthAreaSqFt: parcel.kind === 'flat' ? String(parcel.plinthAreaSqFt) : null,
    boundaries: boundaries(parcel, random),
    structures,
    marketValueRupees,
  };
}

/** The land-use classes the demonstration rates price, so a test can tell every parcel is priced. */
