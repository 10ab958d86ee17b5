import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketValueResponse, RateVersion, RateVersionDetail } from '@igrs/domain';
import { mvLandRates, villages } from '../../db/schema.ts';
import { DEMO_STRUCTURE_SCHEDULE } from '../../db/seed/geography/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const ON_DATE = '2026-04-01';

async function value(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return context.app.inject({ method: 'POST', url: '/igrsapi/v1/market-value', payload: { onDate: ON_DATE, ...body }, headers });
}

async function valued(body: Record<string, unknown>): Promise<MarketValueResponse> {
  const response = await value(body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MarketValueResponse>();
}

async function rateRow(conditions: Parameters<typeof and>) {
  const [row] = await context.database.db.select().from(mvLandRates).where(and(...conditions)).orderBy(asc(mvLandRates.villageCode)).limit(1);
  if (!row) throw new Error('the seed has no such rate');
  return row;
}

function fieldsOf(response: { json<T>(): T }): Record<string, string> {
  const body = response.json<{ error: { details: { field: string; message: string }[] } }>();
  return Object.fromEntries(body.error.details.map((detail) => [detail.field, detail.message]));
}

describe('market value of rural land', () => {
  it('prices a survey number at its village\'s rate for the land use, per acre', async () => {
    const rate = await rateRow([eq(mvLandRates.kind, 'rural'), eq(mvLandRates.surveyNumber, ''), eq(mvLandRates.landUseCode, '21')]);
    // 250 cents is 2.5 acres.
    const result = await valued({ kind: 'rural', villageCode: rate.villageCode, surveyNumber: '9999', landUseCode: '21', extent: { value: 250, unit: '1' } });
    expect(result.total).toBe(Math.ceil((rate.rateRupees * 25) / 10));
    expect(result.components).toHaveLength(1);
    expect(result.components[0]).toMatchObject({
      component: 'land',
      quantity: { value: '250', unit: '1' },
      unitRate: { rupees: rate.rateRupees, per: '2' },
      amount: result.total,
      matchedOn: 'village',
      rateVersion: { id: rate.versionId, effectiveFrom: '2025-02-01' },
    });
    expect(result.components[0]?.label).toEqual({ en: 'Land (Dry Land)', te: 'భూమి (మెట్ట భూమి)' });
    expect(result).toMatchObject({ kind: 'rural', onDate: ON_DATE, isDemo: true, landUse: { code: '21' }, rateVersions: [{ id: rate.versionId, effectiveFrom: '2025-02-01' }] });
    const [village] = await context.database.db.select().from(villages).where(eq(villages.code, rate.villageCode));
    expect(result.village).toEqual({ code: rate.villageCode, name: { en: village?.nameEn, te: village?.nameTe }, sroCode: village?.sroCode });
  });

  it('prices a survey number with a rate of its own at that rate', async () => {
    const own = await rateRow([eq(mvLandRates.kind, 'rural'), ne(mvLandRates.surveyNumber, '')]);
    const result = await valued({ kind: 'rural', villageCode: own.villageCode, surveyNumber: own.surveyNumber, landUseCode: own.landUseCode, extent: { value: 1, unit: '2' } });
    expect(result.components[0]).toMatchObject({ matchedOn: 'surveyNumber', unitRate: { rupees: own.rateRupees } });
    expect(result.total).toBe(own.rateRupees);
  });

  it('adds structures from the schedule: rate × plinth area × stage share × (100% − depreciation)', async () => {
    const rate = await rateRow([eq(mvLandRates.kind, 'rural'), eq(mvLandRates.surveyNumber, ''), eq(mvLandRates.landUseCode, '44')]);
    const result = await valued({
      kind: 'rural',
      villageCode: rate.villageCode,
      surveyNumber: '12/3',
      landUseCode: '44',
      extent: { value: 0.05, unit: '2' },
      structures: [
        { structureTypeCode: '02', plinthAreaSqFt: 400, stageOfConstruction: '5', ageYears: 25 },
        { structureTypeCode: '01', plinthAreaSqFt: 650.5, stageOfConstruction: '3', ageYears: 0, floor: '01' },
      ],
    });
    const schedule = DEMO_STRUCTURE_SCHEDULE.ratesPerSqFt;
    // Mud roof: 400 × ₹450 × 100% × 70% (21–30 years). RCC: 650.5 × ₹1,450 × 75% (up to slab) × 100%, rounded up.
    const expected = [Math.ceil((rate.rateRupees * 5) / 100), (400 * schedule['02']! * 70) / 100, Math.ceil((6_505 * schedule['01']! * 75) / 1_000)];
    expect(result.components.map((component) => component.amount)).toEqual(expected);
    expect(result.total).toBe(expected.reduce((sum, amount) => sum + amount, 0));
    expect(result.components[2]?.label.en).toBe('Structure 2: RCC, First Floor');
    expect(result.components[2]?.factors.map((factor) => factor.basisPoints)).toEqual([7_500, 10_000]);
    expect(result.rateVersions).toHaveLength(2);
  });
});

describe('market value in town', () => {
  it('prices urban land per sq. yard by ward and block, and a door number at its own rate', async () => {
    const door = await rateRow([eq(mvLandRates.kind, 'urban'), ne(mvLandRates.doorNumber, '')]);
    const block = await rateRow([
      eq(mvLandRates.kind, 'urban'),
      eq(mvLandRates.villageCode, door.villageCode),
      eq(mvLandRates.ward, door.ward),
      eq(mvLandRates.block, door.block),
      eq(mvLandRates.doorNumber, ''),
      eq(mvLandRates.landUseCode, door.landUseCode),
    ]);
    const base = { kind: 'urban', villageCode: door.villageCode, ward: door.ward, block: door.block, landUseCode: door.landUseCode, extent: { value: 167.22547, unit: '4' } };
    expect((await value(base)).statusCode).toBe(400);
    // 167.2254 sq. metres are 200 sq. yards, less a whisker.
    const plot = { ...base, extent: { value: 167.2255, unit: '4' } };
    const atBlock = await valued({ ...plot, doorNumber: '999-1' });
    expect(atBlock.components[0]).toMatchObject({ matchedOn: 'block', unitRate: { rupees: block.rateRupees, per: '3' } });
    expect(atBlock.total).toBe(block.rateRupees * 200 + 1);
    const atDoor = await valued({ ...plot, doorNumber: door.doorNumber.toLowerCase() });
    expect(atDoor.components[0]).toMatchObject({ matchedOn: 'doorNumber', unitRate: { rupees: door.rateRupees } });
  });

  it('prices a flat as undivided share at the land rate plus plinth area at the composite rate', async () => {
    const composite = await rateRow([eq(mvLandRates.kind, 'composite'), eq(mvLandRates.landUseCode, '01')]);
    const land = await rateRow([
      eq(mvLandRates.kind, 'urban'),
      eq(mvLandRates.villageCode, composite.villageCode),
      eq(mvLandRates.ward, composite.ward),
      eq(mvLandRates.block, composite.block),
      eq(mvLandRates.doorNumber, ''),
      eq(mvLandRates.landUseCode, '01'),
    ]);
    const result = await valued({
      kind: 'apartment',
      villageCode: composite.villageCode,
      ward: composite.ward,
      block: composite.block,
      landUseCode: '01',
      undividedShareSqYards: 36.5,
      plinthAreaSqFt: 1_240,
    });
    expect(result.components.map((component) => [component.component, component.amount])).toEqual([
      ['undividedShare', Math.ceil((land.rateRupees * 365) / 10)],
      ['flat', composite.rateRupees * 1_240],
    ]);
    expect(result.components[1]?.unitRate).toEqual({ rupees: composite.rateRupees, per: '5' });
  });
});

describe('market value: what it refuses, naming the field', () => {
  let rural: string;
  let urban: typeof mvLandRates.$inferSelect;
  beforeAll(async () => {
    rural = (await rateRow([eq(mvLandRates.kind, 'rural')])).villageCode;
    urban = await rateRow([eq(mvLandRates.kind, 'urban')]);
  });

  it.each([
    ['an unknown village', () => ({ kind: 'rural', villageCode: '0199999', surveyNumber: '1', landUseCode: '21', extent: { value: 1, unit: '2' } }), 'body.villageCode', 'No village or locality has this code.'],
    ['a locality for rural land', () => ({ kind: 'rural', villageCode: urban.villageCode, surveyNumber: '1', landUseCode: '21', extent: { value: 1, unit: '2' } }), 'body.villageCode', 'Rural rates and properties need a revenue village; urban rates, composite rates and flats need an urban locality.'],
    ['a village for a flat', () => ({ kind: 'apartment', villageCode: rural, ward: '1', block: '1', landUseCode: '01', undividedShareSqYards: 30, plinthAreaSqFt: 900 }), 'body.villageCode', 'Rural rates and properties need a revenue village; urban rates, composite rates and flats need an urban locality.'],
    ['a ward the locality lacks', () => ({ kind: 'urban', villageCode: urban.villageCode, ward: '999', block: '1', landUseCode: '01', extent: { value: 1, unit: '3' } }), 'body.ward', 'This ward is not in the chosen locality.'],
    ['a block the ward lacks', () => ({ kind: 'urban', villageCode: urban.villageCode, ward: urban.ward, block: '99', landUseCode: '01', extent: { value: 1, unit: '3' } }), 'body.block', 'This block is not in the chosen ward.'],
    ['a land use without a rate there', () => ({ kind: 'rural', villageCode: rural, surveyNumber: '1', landUseCode: '31', extent: { value: 1, unit: '2' } }), 'body.landUseCode', 'No market value rate is in force for this property on that date.'],
    ['a date before any rate', () => ({ kind: 'rural', villageCode: rural, surveyNumber: '1', landUseCode: '21', extent: { value: 1, unit: '2' }, onDate: '2025-01-31' }), 'body.landUseCode', 'No market value rate is in force for this property on that date.'],
    ['a rural land use in town', () => ({ kind: 'urban', villageCode: urban.villageCode, ward: urban.ward, block: urban.block, landUseCode: '21', extent: { value: 1, unit: '3' } }), 'body.landUseCode', 'This land use does not apply here: rural land takes classes 21 to 50, urban land and flats classes 01 to 13.'],
  ])('refuses %s', async (_name, body, field, message) => {
    const response = await value(body());
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(fieldsOf(response)).toEqual({ [field]: message });
  });

  it('answers in Telugu when asked', async () => {
    const response = await value({ kind: 'rural', villageCode: '0199999', surveyNumber: '1', landUseCode: '21', extent: { value: 1, unit: '2' } }, { 'accept-language': 'te' });
    expect(fieldsOf(response)).toEqual({ 'body.villageCode': 'ఈ కోడ్‌తో గ్రామం లేదా ప్రాంతం ఏదీ లేదు.' });
  });

  it('lists every malformed field at once', async () => {
    const response = await value({ kind: 'urban', villageCode: '12', ward: 'x', landUseCode: '77', extent: { value: -1, unit: '9' }, onDate: 'soon' });
    expect(Object.keys(fieldsOf(response)).sort()).toEqual(['body.block', 'body.extent.unit', 'body.extent.value', 'body.landUseCode', 'body.onDate', 'body.villageCode', 'body.ward']);
  });
});

describe('rate versions', () => {
  let versions: RateVersion[];
  beforeAll(async () => {
    const response = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/market-value/versions' });
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    versions = response.json<{ versions: RateVersion[] }>().versions;
  });

  it('lists the seeded land register and structure schedule', () => {
    expect(versions.map((version) => [version.scope, version.source, version.effectiveFrom, version.isDemo])).toEqual(
      expect.arrayContaining([
        ['land', 'seed', '2025-02-01', true],
        ['structure', 'seed', '2025-02-01', true],
      ]),
    );
    expect(versions.find((version) => version.scope === 'land')?.rowCount).toBeGreaterThan(10_000);
  });

  it('pages through a land version\'s rows without repeating or losing any', async () => {
    const land = versions.find((version) => version.scope === 'land')!;
    const village = (await rateRow([eq(mvLandRates.kind, 'urban')])).villageCode;
    const first = await context.app.inject({ method: 'GET', url: `/igrsapi/v1/market-value/versions/${land.id}?villageCode=${village}&pageSize=7` });
    const { total, rows } = first.json<RateVersionDetail>();
    expect(first.headers['cache-control']).toContain('immutable');
    expect(rows).toHaveLength(7);
    const seen = [];
    for (let page = 1; page <= Math.ceil(total / 7); page += 1) {
      const body = (await context.app.inject({ method: 'GET', url: `/igrsapi/v1/market-value/versions/${land.id}?villageCode=${village}&pageSize=7&page=${page}` })).json<RateVersionDetail>();
      seen.push(...body.rows.map((row) => JSON.stringify(row)));
      expect(body.rows.every((row) => row.villageCode === village)).toBe(true);
    }
    expect(new Set(seen).size).toBe(total);
    const all = (await context.app.inject({ method: 'GET', url: `/igrsapi/v1/market-value/versions/${land.id}` })).json<RateVersionDetail>();
    expect(all).toMatchObject({ total: land.rowCount, page: 1, pageSize: 50, structureSchedule: null });
  });

  it('shows a structure version\'s schedule', async () => {
    const structure = versions.find((version) => version.scope === 'structure')!;
    const body = (await context.app.inject({ method: 'GET', url: `/igrsapi/v1/market-value/versions/${structure.id}` })).json<RateVersionDetail>();
    expect(body.rows).toEqual([]);
    expect(body.structureSchedule?.ratesPerSqFt).toHaveLength(14);
    expect(body.structureSchedule?.stageShares.map((share) => share.basisPoints)).toEqual([2_500, 5_000, 7_500, 9_000, 10_000]);
    expect(body.structureSchedule?.ageBands.at(-1)).toEqual({ fromYears: 41, toYears: null, depreciationBasisPoints: 5_000 });
  });

  it('answers 404 for an unknown version and 400 for a malformed id', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/igrsapi/v1/market-value/versions/99999' })).statusCode).toBe(404);
    const malformed = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/market-value/versions/x' });
    expect(malformed.statusCode).toBe(400);
    expect(fieldsOf(malformed)).toHaveProperty(['params.id']);
  });
});
