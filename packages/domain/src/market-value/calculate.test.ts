import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidationMessageKey } from '../errors/index.ts';
import { stagesOfConstruction, structureTypes } from '../reference/index.ts';
import { calculateMarketValue, type LocationRate, type MarketValueCalculation, type MarketValueInput, type StructureInput } from './calculate.ts';
import { marketValueComponentSchema } from './contracts.ts';
import { MAX_QUANTITY } from './quantity.ts';
import { MAX_STRUCTURE_AGE_YEARS, scheduleProblems, type StructureSchedule } from './structure-schedule.ts';

const SCHEDULE: StructureSchedule = {
  versionId: 2,
  effectiveFrom: '2025-02-01',
  ratesPerSqFt: Object.fromEntries(structureTypes.map((type, index) => [type.code, 400 + index * 100])),
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
    { fromYears: 21, toYears: null, depreciationBasisPoints: 4_000 },
  ],
};

const villageRate: LocationRate = { rupees: 12_00_000, versionId: 1, effectiveFrom: '2025-02-01', matchedOn: 'village' };
const blockRate: LocationRate = { rupees: 18_000, versionId: 1, effectiveFrom: '2025-02-01', matchedOn: 'block' };
const compositeRate: LocationRate = { rupees: 3_200, versionId: 3, effectiveFrom: '2026-04-01', matchedOn: 'block' };
const sqFt = (value: number) => value * 10_000;

function calculated(input: MarketValueInput, schedule: StructureSchedule | undefined = SCHEDULE): MarketValueCalculation {
  const result = calculateMarketValue(input, schedule);
  if (!result.ok) throw new Error(`expected a calculation, got ${JSON.stringify(result.problems)}`);
  return result.calculation;
}

describe('calculateMarketValue, worked by hand', () => {
  it('prices rural land by the acre from any unit', () => {
    // 50 cents = 0.5 acre × ₹12,00,000 = ₹6,00,000.
    const result = calculated({ kind: 'rural', landUseCode: '21', extent: { amount: 50 * 10_000, unit: '1' }, landRate: villageRate, structures: [] });
    expect(result.total).toBe(6_00_000);
    expect(result.components).toEqual([
      {
        component: 'land',
        label: { en: 'Land (Dry Land)', te: 'భూమి (మెట్ట భూమి)' },
        quantity: { value: '50', unit: '1' },
        unitRate: { rupees: 12_00_000, per: '2' },
        factors: [],
        amount: 6_00_000,
        rule: { en: '50 cents × ₹12,00,000 per acre', te: '50 సెంట్లు × ఎకరానికి ₹12,00,000' },
        rateVersion: { id: 1, effectiveFrom: '2025-02-01' },
        matchedOn: 'village',
      },
    ]);
  });

  it('adds each structure at its type\'s rate, scaled by stage and age', () => {
    // Land 200 sq. yards × ₹18,000 = ₹36,00,000.
    // Structure 01 RCC at ₹400: 1,200 sq. ft × 400 × 100% (finished) × 90% (8 years, 10% depreciation) = ₹4,32,000.
    // Structure 05 at ₹800: 300.5 sq. ft × 800 × 50% (up to lintel) × 100% (new) = ₹1,20,200.
    const structures: StructureInput[] = [
      { structureTypeCode: '01', plinthAreaSqFt: sqFt(1_200), stageOfConstruction: '5', ageYears: 8, floor: 'GR' },
      { structureTypeCode: '05', plinthAreaSqFt: 3_005_000, stageOfConstruction: '2', ageYears: 0 },
    ];
    const result = calculated({ kind: 'urban', landUseCode: '01', extent: { amount: sqFt(200), unit: '3' }, landRate: blockRate, structures });
    expect(result.components.map((component) => component.amount)).toEqual([36_00_000, 4_32_000, 1_20_200]);
    expect(result.total).toBe(41_52_200);
    const [, rcc] = result.components;
    expect(rcc?.label).toEqual({ en: 'Structure 1: RCC, Ground Floor', te: 'నిర్మాణం 1: కాంక్రీటు ఫై కప్పు, గ్రౌండ్ ఫ్లోర్' });
    expect(rcc?.factors.map((factor) => [factor.factor, factor.basisPoints])).toEqual([
      ['stageOfConstruction', 10_000],
      ['age', 9_000],
    ]);
    expect(rcc?.rule.en).toBe('1200 sq. feet × ₹400 per sq. foot × 100% (Finished) × 90% (8 years old, 10% depreciation)');
    expect(rcc?.rateVersion).toEqual({ id: 2, effectiveFrom: '2025-02-01' });
    expect(rcc?.matchedOn).toBeNull();
  });

  it('prices a flat as its undivided share of land plus plinth area at the composite rate', () => {
    // 40.5 sq. yards × ₹18,000 = ₹7,29,000; 1,150 sq. ft × ₹3,200 = ₹36,80,000.
    const result = calculated({
      kind: 'apartment',
      landUseCode: '01',
      undividedShareSqYards: 405_000,
      landRate: blockRate,
      plinthAreaSqFt: sqFt(1_150),
      compositeRate,
    });
    expect(result.components.map((component) => [component.component, component.amount, component.rateVersion.id])).toEqual([
      ['undividedShare', 7_29_000, 1],
      ['flat', 36_80_000, 3],
    ]);
    expect(result.total).toBe(44_09_000);
  });

  it('answers every response component in the published shape', () => {
    const result = calculated({
      kind: 'rural',
      landUseCode: '26',
      extent: { amount: 12_345, unit: '6' },
      landRate: { ...villageRate, matchedOn: 'surveyNumber' },
      structures: [{ structureTypeCode: '02', plinthAreaSqFt: 1, stageOfConstruction: '1', ageYears: 200 }],
    });
    for (const component of result.components) expect(marketValueComponentSchema.parse(component)).toEqual(component);
  });
});

describe('calculateMarketValue, when the schedule lacks something', () => {
  const structure: StructureInput = { structureTypeCode: '01', plinthAreaSqFt: sqFt(100), stageOfConstruction: '3', ageYears: 30 };
  const input: MarketValueInput = { kind: 'rural', landUseCode: '21', extent: { amount: 10_000, unit: '2' }, landRate: villageRate, structures: [structure, structure] };

  it('names the structure and field of each problem', () => {
    const schedule: StructureSchedule = { ...SCHEDULE, ratesPerSqFt: {}, stageShares: [], ageBands: [] };
    const result = calculateMarketValue(input, schedule);
    expect(result).toEqual({
      ok: false,
      problems: [
        { field: 'structures.0.structureTypeCode', key: 'noStructureRate' },
        { field: 'structures.0.stageOfConstruction', key: 'noMarketValueRate' },
        { field: 'structures.0.ageYears', key: 'noMarketValueRate' },
        { field: 'structures.1.structureTypeCode', key: 'noStructureRate' },
        { field: 'structures.1.stageOfConstruction', key: 'noMarketValueRate' },
        { field: 'structures.1.ageYears', key: 'noMarketValueRate' },
      ],
    });
    if (!result.ok) for (const problem of result.problems) expect(isValidationMessageKey(problem.key)).toBe(true);
  });

  it('needs no schedule for land alone, and one for any structure', () => {
    expect(calculateMarketValue({ ...input, structures: [] }, undefined).ok).toBe(true);
    expect(calculateMarketValue(input, undefined).ok).toBe(false);
  });

  it('refuses a total past what the duty calculator takes', () => {
    const huge = calculateMarketValue({ ...input, extent: { amount: MAX_QUANTITY * 10_000, unit: '6' }, landRate: { ...villageRate, rupees: 1_000_000_000 }, structures: [] }, SCHEDULE);
    expect(huge).toEqual({ ok: false, problems: [{ field: '', key: 'valueTooLarge' }] });
  });
});

const stageCode = fc.constantFrom(...stagesOfConstruction.map((stage) => stage.code));
const structureArbitrary = fc.record({
  structureTypeCode: fc.constantFrom(...structureTypes.map((type) => type.code)),
  plinthAreaSqFt: fc.integer({ min: 1, max: 100_000 * 10_000 }),
  stageOfConstruction: stageCode,
  ageYears: fc.integer({ min: 0, max: MAX_STRUCTURE_AGE_YEARS }),
});

/** A valid schedule: bands from 0 without gaps, depreciation rising and below 100%, stage shares rising to at most 100%. */
const scheduleArbitrary: fc.Arbitrary<StructureSchedule> = fc
  .record({
    widths: fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 0, maxLength: 6 }),
    depreciationSteps: fc.array(fc.integer({ min: 0, max: 1_400 }), { minLength: 7, maxLength: 7 }),
    stageSteps: fc.array(fc.integer({ min: 1, max: 2_000 }), { minLength: 5, maxLength: 5 }),
    rates: fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: structureTypes.length, maxLength: structureTypes.length }),
  })
  .map(({ widths, depreciationSteps, stageSteps, rates }) => {
    let from = 0;
    let depreciation = 0;
    const ageBands = [...widths, null].map((width, index) => {
      depreciation += depreciationSteps[index] ?? 0;
      const band = { fromYears: from, toYears: width === null ? null : from + width - 1, depreciationBasisPoints: depreciation };
      if (width !== null) from += width;
      return band;
    });
    let share = 0;
    const stageShares = stagesOfConstruction.map((stage, index) => {
      share = Math.min(10_000, share + (stageSteps[index] ?? 1));
      return { stageCode: stage.code, basisPoints: share };
    });
    return {
      versionId: 9,
      effectiveFrom: '2030-01-01',
      ratesPerSqFt: Object.fromEntries(structureTypes.map((type, index) => [type.code, rates[index] ?? 1])),
      stageShares,
      ageBands,
    };
  });

function structureValue(structure: StructureInput, schedule: StructureSchedule): number {
  const result = calculated({ kind: 'urban', landUseCode: '01', extent: { amount: 1, unit: '3' }, landRate: { ...blockRate, rupees: 0 }, structures: [structure] }, schedule);
  return result.components[1]?.amount ?? Number.NaN;
}

describe('calculateMarketValue, properties', () => {
  it('generates only valid schedules', () => {
    fc.assert(
      fc.property(scheduleArbitrary, (schedule) => {
        expect(scheduleProblems(schedule)).toEqual([]);
      }),
    );
  });

  it('is never negative, and the total is the sum of its components', () => {
    fc.assert(
      fc.property(
        scheduleArbitrary,
        fc.integer({ min: 1, max: MAX_QUANTITY * 10_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(structureArbitrary, { maxLength: 5 }),
        (schedule, extent, rupees, structures) => {
          const result = calculated({ kind: 'rural', landUseCode: '21', extent: { amount: extent, unit: '1' }, landRate: { ...villageRate, rupees }, structures }, schedule);
          for (const component of result.components) expect(component.amount).toBeGreaterThanOrEqual(0);
          expect(result.total).toBe(result.components.reduce((sum, component) => sum + component.amount, 0));
        },
      ),
    );
  });

  it('never falls as the land, the share or the plinth area grows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 10_000_000 }), (area, growth, other) => {
        const flat = (share: number, plinth: number) =>
          calculated({ kind: 'apartment', landUseCode: '01', undividedShareSqYards: share, landRate: blockRate, plinthAreaSqFt: plinth, compositeRate }).total;
        expect(flat(area, other)).toBeLessThanOrEqual(flat(area + growth, other));
        expect(flat(other, area)).toBeLessThanOrEqual(flat(other, area + growth));
        const land = (extent: number) => calculated({ kind: 'rural', landUseCode: '21', extent: { amount: extent, unit: '3' }, landRate: villageRate, structures: [] }).total;
        expect(land(area)).toBeLessThanOrEqual(land(area + growth));
      }),
    );
  });

  it('keeps a structure between nothing and its value new and finished', () => {
    fc.assert(
      fc.property(scheduleArbitrary, structureArbitrary, (schedule, structure) => {
        const value = structureValue(structure, schedule);
        const full = structureValue({ ...structure, stageOfConstruction: '5', ageYears: 0 }, { ...schedule, stageShares: schedule.stageShares.map((share) => ({ ...share, basisPoints: 10_000 })), ageBands: [{ fromYears: 0, toYears: null, depreciationBasisPoints: 0 }] });
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(full);
        expect(full).toBe(Math.ceil((structure.plinthAreaSqFt * (schedule.ratesPerSqFt[structure.structureTypeCode] ?? 0)) / 10_000));
      }),
    );
  });

  it('never rises with age and never falls as building goes on', () => {
    fc.assert(
      fc.property(scheduleArbitrary, structureArbitrary, fc.integer({ min: 0, max: MAX_STRUCTURE_AGE_YEARS }), stageCode, (schedule, structure, otherAge, otherStage) => {
        const [younger, older] = structure.ageYears <= otherAge ? [structure.ageYears, otherAge] : [otherAge, structure.ageYears];
        expect(structureValue({ ...structure, ageYears: older }, schedule)).toBeLessThanOrEqual(structureValue({ ...structure, ageYears: younger }, schedule));
        const [earlier, later] = structure.stageOfConstruction <= otherStage ? [structure.stageOfConstruction, otherStage] : [otherStage, structure.stageOfConstruction];
        expect(structureValue({ ...structure, stageOfConstruction: earlier }, schedule)).toBeLessThanOrEqual(structureValue({ ...structure, stageOfConstruction: later }, schedule));
      }),
    );
  });
});
