import type { LandRateRow, RateKind, StructureSchedule } from '@igrs/domain';
import type { DemoVillage } from './generate.ts';
import { seededRandom, type SeededRandom } from '../random.ts';

/** The demonstration rates come into force on this date; lookups before it find no rate. */
export const DEMO_RATES_EFFECTIVE_FROM = '2025-02-01';

const RATES_SEED = 4_840;

/** Typical levels by district: dry land per acre, a residential plot per sq. yard and a flat per sq. ft. */
const DISTRICT_LEVELS: Record<string, { acre: number; squareYard: number; composite: number }> = {
  '01': { acre: 8_00_000, squareYard: 9_000, composite: 2_400 },
  '02': { acre: 8_00_000, squareYard: 9_500, composite: 2_400 },
  '03': { acre: 15_00_000, squareYard: 30_000, composite: 4_200 },
  '04': { acre: 14_00_000, squareYard: 16_000, composite: 3_000 },
  '05': { acre: 16_00_000, squareYard: 15_000, composite: 2_900 },
  '06': { acre: 20_00_000, squareYard: 28_000, composite: 4_000 },
  '07': { acre: 18_00_000, squareYard: 26_000, composite: 3_800 },
  '08': { acre: 7_00_000, squareYard: 10_000, composite: 2_500 },
  '09': { acre: 9_00_000, squareYard: 12_000, composite: 2_700 },
  '10': { acre: 9_00_000, squareYard: 14_000, composite: 3_000 },
  '11': { acre: 6_00_000, squareYard: 10_000, composite: 2_500 },
  '12': { acre: 5_00_000, squareYard: 9_000, composite: 2_400 },
  '13': { acre: 6_00_000, squareYard: 10_000, composite: 2_500 },
};

/** The rural classes every village is priced for, as multiples of its dry-land rate. */
const RURAL_CLASSES: Record<string, number> = { '21': 1, '22': 1.25, '26': 1.8, '27': 1.5, '30': 1.4, '44': 5, '45': 2.5, '46': 2.2 };
/** The urban classes every block is priced for, as multiples of its residential rate. */
const URBAN_CLASSES: Record<string, number> = { '01': 1, '02': 1.6, '05': 1.3, '07': 0.7, '09': 0.85, '11': 1.4 };
/** Flats are priced as residential or commercial. */
const COMPOSITE_CLASSES: Record<string, number> = { '01': 1, '02': 1.4 };

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);
const between = (random: SeededRandom, low: number, high: number) => low + random.next() * (high - low);

function row(kind: RateKind, villageCode: string, landUseCode: string, rate: number, key: Partial<Pick<LandRateRow, 'surveyNumber' | 'ward' | 'block' | 'doorNumber'>> = {}): LandRateRow {
  return { kind, villageCode, surveyNumber: '', ward: '', block: '', doorNumber: '', landUseCode, rate, ...key };
}

function ruralRows(random: SeededRandom, village: DemoVillage, acre: number): LandRateRow[] {
  const dryLand = acre * between(random, 0.6, 1.6);
  const rows = Object.entries(RURAL_CLASSES).map(([landUseCode, multiple]) => row('rural', village.code, landUseCode, roundTo(dryLand * multiple, 1_000)));
  // Some survey numbers lie along a road or canal and carry a rate of their own.
  if (random.chance(0.4)) {
    const surveyNumbers = new Set(Array.from({ length: random.int(1, 2) }, () => String(random.int(1, 600))));
    for (const surveyNumber of surveyNumbers) {
      const premium = between(random, 1.15, 1.4);
      for (const landUseCode of ['21', '26']) rows.push(row('rural', village.code, landUseCode, roundTo(dryLand * (RURAL_CLASSES[landUseCode] ?? 1) * premium, 1_000), { surveyNumber }));
    }
  }
  return rows;
}

function urbanRows(random: SeededRandom, village: DemoVillage, levels: { squareYard: number; composite: number }): LandRateRow[] {
  const locality = between(random, 0.7, 1.5);
  const rows: LandRateRow[] = [];
  for (const { ward, blocks } of village.wards) {
    const wardFactor = between(random, 0.85, 1.2);
    for (const block of blocks) {
      const residential = levels.squareYard * locality * wardFactor * between(random, 0.9, 1.15);
      const composite = levels.composite * Math.sqrt(locality * wardFactor);
      const key = { ward, block };
      for (const [landUseCode, multiple] of Object.entries(URBAN_CLASSES)) rows.push(row('urban', village.code, landUseCode, roundTo(residential * multiple, 100), key));
      for (const [landUseCode, multiple] of Object.entries(COMPOSITE_CLASSES)) rows.push(row('composite', village.code, landUseCode, roundTo(composite * multiple, 10), key));
      // A main-road frontage in some blocks is valued above the block.
      if (random.chance(0.15)) {
        const doorNumber = `${ward}-${block}-${random.int(1, 120)}`;
        for (const landUseCode of ['01', '02']) rows.push(row('urban', village.code, landUseCode, roundTo(residential * (URBAN_CLASSES[landUseCode] ?? 1) * 1.2, 100), { ...key, doorNumber }));
      }
    }
  }
  return rows;
}

/** The demonstration's land register: a rate for every class above, in every village and every block. */
export function generateLandRates(villages: readonly DemoVillage[]): LandRateRow[] {
  return villages.flatMap((village) => {
    const random = seededRandom(RATES_SEED + Number(village.code));
    const levels = DISTRICT_LEVELS[village.code.slice(0, 2)];
    if (!levels) throw new Error(`No rate levels for the district of village ${village.code}`);
    return village.kind === 'rural' ? ruralRows(random, village, levels.acre) : urbanRows(random, village, levels);
  });
}

/** The demonstration's structure schedule: rates per sq. ft of plinth area, stage shares and depreciation. */
export const DEMO_STRUCTURE_SCHEDULE: Pick<StructureSchedule, 'ratesPerSqFt' | 'stageShares' | 'ageBands'> = {
  ratesPerSqFt: {
    '01': 1_450,
    '02': 450,
    '03': 380,
    '04': 220,
    '05': 780,
    '06': 850,
    '07': 520,
    '08': 1_550,
    '09': 1_850,
    '10': 950,
    '11': 2_200,
    '12': 2_000,
    '13': 1_100,
    '14': 1_650,
  },
  stageShares: [
    { stageCode: '1', basisPoints: 2_500 },
    { stageCode: '2', basisPoints: 5_000 },
    { stageCode: '3', basisPoints: 7_500 },
    { stageCode: '4', basisPoints: 9_000 },
    { stageCode: '5', basisPoints: 10_000 },
  ],
  ageBands: [
    { fromYears: 0, toYears: 5, depreciationBasisPoints: 0 },
    { fromYears: 6, toYears: 10, depreciationBasisPoints: 1_000 },
    { fromYears: 11, toYears: 20, depreciationBasisPoints: 2_000 },
    { fromYears: 21, toYears: 30, depreciationBasisPoints: 3_000 },
    { fromYears: 31, toYears: 40, depreciationBasisPoints: 4_000 },
    { fromYears: 41, toYears: null, depreciationBasisPoints: 5_000 },
  ],
};
