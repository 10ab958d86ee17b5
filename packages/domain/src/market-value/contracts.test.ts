import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES, isValidationMessageKey } from '../errors/index.ts';
import { marketValueRequestSchema, rateRowsQuerySchema, rateVersionParamsSchema } from './contracts.ts';

const rural = { kind: 'rural', villageCode: '0305012', surveyNumber: '45/2a', landUseCode: '21', extent: { value: 2.5, unit: '2' } };
const urban = { kind: 'urban', villageCode: '0301001', ward: '3', block: '2', landUseCode: '01', extent: { value: 200, unit: '3' } };
const apartment = { kind: 'apartment', villageCode: '0301001', ward: '3', block: '2', landUseCode: '01', undividedShareSqYards: 40.5, plinthAreaSqFt: 1150 };

function messagesFor(body: unknown): Record<string, string> {
  const result = marketValueRequestSchema.safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('marketValueRequestSchema', () => {
  it('accepts each kind, with structures on land and a door number in town', () => {
    expect(marketValueRequestSchema.parse(rural)).toMatchObject({ ...rural, surveyNumber: '45/2A' });
    const withStructures = { ...urban, doorNumber: '12-3-45', onDate: '2026-04-01', structures: [{ structureTypeCode: '01', plinthAreaSqFt: 1200, stageOfConstruction: '5', ageYears: 8, floor: 'GR' }] };
    expect(marketValueRequestSchema.parse(withStructures)).toEqual(withStructures);
    expect(marketValueRequestSchema.parse(apartment)).toEqual(apartment);
    expect(marketValueRequestSchema.parse({ ...apartment, ward: ' 03', block: '002' })).toMatchObject({ ward: '3', block: '2' });
  });

  it('says "required" for missing fields, the kind included', () => {
    expect(messagesFor({})).toEqual({ kind: 'required' });
    expect(messagesFor({ kind: 'rural' })).toEqual({ villageCode: 'required', landUseCode: 'required', surveyNumber: 'required', extent: 'required' });
    expect(messagesFor({ kind: 'apartment', villageCode: '0301001', landUseCode: '01' })).toEqual({
      ward: 'required',
      block: 'required',
      undividedShareSqYards: 'required',
      plinthAreaSqFt: 'required',
    });
  });

  it('names each wrong field with its own message', () => {
    expect(messagesFor({ ...rural, kind: 'plot' })).toEqual({ kind: 'unknownChoice' });
    expect(messagesFor({ ...rural, villageCode: '305012' })).toEqual({ villageCode: 'invalidValue' });
    expect(messagesFor({ ...rural, surveyNumber: 'twelve' })).toEqual({ surveyNumber: 'invalidSurveyNumber' });
    expect(messagesFor({ ...rural, landUseCode: '77' })).toEqual({ landUseCode: 'unknownChoice' });
    expect(messagesFor({ ...rural, landUseCode: '01' })).toEqual({ landUseCode: 'landUseNotForKind' });
    expect(messagesFor({ ...apartment, landUseCode: '26' })).toEqual({ landUseCode: 'landUseNotForKind' });
    expect(messagesFor({ ...rural, extent: { value: 0, unit: '2' } })).toEqual({ 'extent.value': 'invalidQuantity' });
    expect(messagesFor({ ...rural, extent: { value: 1.23456, unit: '7' } })).toEqual({ 'extent.value': 'invalidQuantity', 'extent.unit': 'unknownChoice' });
    expect(messagesFor({ ...rural, onDate: '01-04-2026' })).toEqual({ onDate: 'invalidDate' });
    expect(messagesFor({ ...urban, ward: 'A' })).toEqual({ ward: 'invalidWardOrBlock' });
    expect(messagesFor({ ...urban, doorNumber: '#12' })).toEqual({ doorNumber: 'invalidDoorNumber' });
    expect(
      messagesFor({ ...urban, structures: [{ structureTypeCode: '15', plinthAreaSqFt: -1, stageOfConstruction: '6', ageYears: 2.5, floor: 'XX' }] }),
    ).toEqual({
      'structures.0.structureTypeCode': 'unknownChoice',
      'structures.0.plinthAreaSqFt': 'invalidQuantity',
      'structures.0.stageOfConstruction': 'unknownChoice',
      'structures.0.ageYears': 'invalidAge',
      'structures.0.floor': 'unknownChoice',
    });
  });

  it('only ever names message keys the portal can show, each in both languages', () => {
    const bodies = [{}, 'x', { ...rural, kind: 'plot' }, { kind: 'urban', ward: 7, structures: [{}] }, { ...rural, extent: 'big', landUseCode: '01' }];
    for (const body of bodies) {
      for (const message of Object.values(messagesFor(body))) expect(isValidationMessageKey(message), message).toBe(true);
    }
    for (const [key, text] of Object.entries(VALIDATION_MESSAGES)) expect(text.te, key).toMatch(/[\u0C00-\u0C7F]/);
  });
});

describe('version queries', () => {
  it('reads a version id and a page of rows', () => {
    expect(rateVersionParamsSchema.parse({ id: '12' })).toEqual({ id: 12 });
    expect(rateVersionParamsSchema.safeParse({ id: 'x' }).success).toBe(false);
    expect(rateVersionParamsSchema.safeParse({ id: '0' }).success).toBe(false);
    expect(rateRowsQuerySchema.parse({})).toEqual({ page: 1, pageSize: 50 });
    expect(rateRowsQuerySchema.safeParse({ pageSize: '51' }).success).toBe(false);
  });
});
