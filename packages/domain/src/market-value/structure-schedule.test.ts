import { describe, expect, it } from 'vitest';
import { ageBandFor, scheduleProblems, stageShareFor, type AgeBand, type StructureSchedule } from './structure-schedule.ts';

const bands: AgeBand[] = [
  { fromYears: 0, toYears: 5, depreciationBasisPoints: 0 },
  { fromYears: 6, toYears: 20, depreciationBasisPoints: 1_500 },
  { fromYears: 21, toYears: null, depreciationBasisPoints: 5_000 },
];
const valid: Pick<StructureSchedule, 'ratesPerSqFt' | 'stageShares' | 'ageBands'> = {
  ratesPerSqFt: { '01': 1_450 },
  stageShares: [
    { stageCode: '1', basisPoints: 2_500 },
    { stageCode: '5', basisPoints: 10_000 },
  ],
  ageBands: bands,
};

describe('structure schedules', () => {
  it('finds the band of an age, both ends inclusive, and the last band without end', () => {
    expect(ageBandFor(0, bands)).toBe(bands[0]);
    expect(ageBandFor(5, bands)).toBe(bands[0]);
    expect(ageBandFor(6, bands)).toBe(bands[1]);
    expect(ageBandFor(150, bands)).toBe(bands[2]);
    expect(stageShareFor('5', valid.stageShares)?.basisPoints).toBe(10_000);
    expect(stageShareFor('3', valid.stageShares)).toBeUndefined();
  });

  it('accepts a sound schedule', () => {
    expect(scheduleProblems(valid)).toEqual([]);
  });

  it.each<[string, Partial<typeof valid>, RegExp]>([
    ['a gap between bands', { ageBands: [bands[0]!, { ...bands[2]! }] }, /expected to start at 6/],
    ['overlapping bands', { ageBands: [bands[0]!, { ...bands[1]!, fromYears: 5 }, bands[2]!] }, /expected to start at 6/],
    ['a closed last band', { ageBands: [bands[0]!, bands[1]!] }, /open-ended/],
    ['a band after the open one', { ageBands: [...bands, { fromYears: 90, toYears: null, depreciationBasisPoints: 6_000 }] }, /expected to start at Infinity/],
    ['depreciation of 100%', { ageBands: [bands[0]!, bands[1]!, { ...bands[2]!, depreciationBasisPoints: 10_000 }] }, /outside 0–9,999/],
    ['depreciation that falls with age', { ageBands: [bands[0]!, { ...bands[1]!, depreciationBasisPoints: 6_000 }, bands[2]!] }, /falls as the building ages/],
    ['a share above 100%', { stageShares: [{ stageCode: '5', basisPoints: 10_001 }] }, /outside 1–10,000/],
    ['a share of nothing', { stageShares: [{ stageCode: '1', basisPoints: 0 }] }, /outside 1–10,000/],
    ['a share that falls as building goes on', { stageShares: [{ stageCode: '1', basisPoints: 5_000 }, { stageCode: '2', basisPoints: 4_000 }] }, /falls below stage 1/],
    ['a rate of ₹0', { ratesPerSqFt: { '01': 0 } }, /not whole rupees above 0/],
  ])('refuses %s', (_name, change, problem) => {
    expect(scheduleProblems({ ...valid, ...change }).join('\n')).toMatch(problem);
  });
});
