import {
  calculateMarketValue,
  toTenThousandths,
  validationMessage,
  type Language,
  type MarketValueInput,
  type MarketValueRequest,
  type StructureSchedule,
  type ValidationMessageKey,
} from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { HttpProblem } from '../../plugins/errors.ts';
import { findVillage } from '../geography/index.ts';
import { findLandRate, findStructureSchedule } from './repository.ts';

function invalid(language: Language, problems: { field: string; key: ValidationMessageKey }[]): HttpProblem {
  return new HttpProblem(
    400,
    'VALIDATION_FAILED',
    problems.map((problem) => ({ field: problem.field ? `body.${problem.field}` : 'body', message: validationMessage(problem.key, language) })),
  );
}

/** The schema has already checked every quantity. */
function tenThousandths(value: number): number {
  const amount = toTenThousandths(value);
  if (amount === undefined) throw new RangeError(`Quantity ${value} passed validation but cannot be read`);
  return amount;
}

/** Finds the rates the request needs and calculates; throws a field-level 400 for whatever is missing. */
export async function valueProperty(db: Database, request: MarketValueRequest, onDate: string, language: Language) {
  const village = await findVillage(db, request.villageCode);
  if (!village) throw invalid(language, [{ field: 'villageCode', key: 'unknownVillage' }]);
  if (village.kind !== (request.kind === 'rural' ? 'rural' : 'urban')) throw invalid(language, [{ field: 'villageCode', key: 'villageKindMismatch' }]);
  if (request.kind !== 'rural') {
    const ward = village.wards.find((entry) => entry.ward === request.ward);
    if (!ward) throw invalid(language, [{ field: 'ward', key: 'unknownWard' }]);
    if (!ward.blocks.includes(request.block)) throw invalid(language, [{ field: 'block', key: 'unknownBlock' }]);
  }

  const key = { villageCode: request.villageCode, landUseCode: request.landUseCode };
  const landRate =
    request.kind === 'rural'
      ? await findLandRate(db, { ...key, kind: 'rural', surveyNumber: request.surveyNumber }, onDate)
      : await findLandRate(db, { ...key, kind: 'urban', ward: request.ward, block: request.block, doorNumber: request.doorNumber }, onDate);
  if (!landRate) throw invalid(language, [{ field: 'landUseCode', key: 'noMarketValueRate' }]);

  let input: MarketValueInput;
  let schedule: (StructureSchedule & { isDemo: boolean }) | undefined;
  const demoSources = [landRate.isDemo];
  if (request.kind === 'apartment') {
    const compositeRate = await findLandRate(db, { ...key, kind: 'composite', ward: request.ward, block: request.block }, onDate);
    if (!compositeRate) throw invalid(language, [{ field: 'plinthAreaSqFt', key: 'noMarketValueRate' }]);
    demoSources.push(compositeRate.isDemo);
    input = {
      kind: 'apartment',
      landUseCode: request.landUseCode,
      undividedShareSqYards: tenThousandths(request.undividedShareSqYards),
      landRate,
      plinthAreaSqFt: tenThousandths(request.plinthAreaSqFt),
      compositeRate,
    };
  } else {
    const structures = request.structures ?? [];
    if (structures.length > 0) {
      schedule = await findStructureSchedule(db, onDate);
      demoSources.push(schedule?.isDemo ?? false);
    }
    input = {
      kind: request.kind,
      landUseCode: request.landUseCode,
      extent: { amount: tenThousandths(request.extent.value), unit: request.extent.unit },
      landRate,
      structures: structures.map((structure) => ({ ...structure, plinthAreaSqFt: tenThousandths(structure.plinthAreaSqFt) })),
    };
  }

  const result = calculateMarketValue(input, schedule);
  if (!result.ok) throw invalid(language, result.problems);
  return { village, calculation: result.calculation, isDemo: village.isDemo || demoSources.some(Boolean) };
}
