/**
 * The structure side of the market value: a rate per square foot of plinth area
 * for each structure type, the share of that value a building has reached at
 * each stage of construction, and depreciation by age. All of it is data, issued
 * together as one schedule with the date it comes into force.
 */
export interface StageShare {
  /** Stage of construction of spec §3.4, `1` (up to foundation) to `5` (finished). */
  readonly stageCode: string;
  /** Share of the finished building's value, in basis points (100% = 10,000). */
  readonly basisPoints: number;
}

export interface AgeBand {
  /** Age in whole years at which the band starts. */
  readonly fromYears: number;
  /** Last age in the band; null for the open-ended last band. */
  readonly toYears: number | null;
  /** Depreciation in basis points (10% = 1,000), taken off the value. */
  readonly depreciationBasisPoints: number;
}

export interface StructureSchedule {
  readonly versionId: number;
  readonly effectiveFrom: string;
  /** Whole rupees per sq. ft of plinth area, by structure type code (`01`–`14`). */
  readonly ratesPerSqFt: Readonly<Record<string, number>>;
  readonly stageShares: readonly StageShare[];
  readonly ageBands: readonly AgeBand[];
}

export const MAX_STRUCTURE_AGE_YEARS = 200;

export function ageBandFor(ageYears: number, bands: readonly AgeBand[]): AgeBand | undefined {
  return bands.find((band) => ageYears >= band.fromYears && (band.toYears === null || ageYears <= band.toYears));
}

export function stageShareFor(stageCode: string, shares: readonly StageShare[]): StageShare | undefined {
  return shares.find((share) => share.stageCode === stageCode);
}

/**
 * What is wrong with a schedule, if anything: age bands must run from 0 without
 * gap or overlap to an open end, depreciation must stay below 100% and never
 * fall as a building ages, and a stage's share must be above 0 and at most 100%
 * and never fall as building goes on. A loader refuses a schedule with problems.
 */
export function scheduleProblems(schedule: Pick<StructureSchedule, 'ratesPerSqFt' | 'stageShares' | 'ageBands'>): string[] {
  const problems: string[] = [];
  for (const [code, rate] of Object.entries(schedule.ratesPerSqFt)) {
    if (!Number.isSafeInteger(rate) || rate <= 0) problems.push(`structure type ${code}: rate ${rate} is not whole rupees above 0`);
  }
  const stages = [...schedule.stageShares].sort((a, b) => a.stageCode.localeCompare(b.stageCode));
  stages.forEach((stage, index) => {
    if (!Number.isInteger(stage.basisPoints) || stage.basisPoints <= 0 || stage.basisPoints > 10_000) {
      problems.push(`stage ${stage.stageCode}: share ${stage.basisPoints} is outside 1–10,000 basis points`);
    }
    const previous = stages[index - 1];
    if (previous && stage.basisPoints < previous.basisPoints) problems.push(`stage ${stage.stageCode}: share falls below stage ${previous.stageCode}`);
  });
  let nextAge = 0;
  let previousDepreciation = 0;
  for (const band of [...schedule.ageBands].sort((a, b) => a.fromYears - b.fromYears)) {
    if (band.fromYears !== nextAge) problems.push(`age band from ${band.fromYears}: expected to start at ${nextAge}`);
    if (!Number.isInteger(band.depreciationBasisPoints) || band.depreciationBasisPoints < 0 || band.depreciationBasisPoints >= 10_000) {
      problems.push(`age band from ${band.fromYears}: depreciation ${band.depreciationBasisPoints} is outside 0–9,999 basis points`);
    }
    if (band.depreciationBasisPoints < previousDepreciation) problems.push(`age band from ${band.fromYears}: depreciation falls as the building ages`);
    previousDepreciation = band.depreciationBasisPoints;
    nextAge = band.toYears === null ? Number.POSITIVE_INFINITY : band.toYears + 1;
  }
  if (nextAge !== Number.POSITIVE_INFINITY) problems.push('the last age band must be open-ended');
  return problems;
}
