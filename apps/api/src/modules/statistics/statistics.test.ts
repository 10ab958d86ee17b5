import { between, count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toYearMonthDay, twelveMonthsFrom, type PublicStatistics } from '@igrs/domain';
import { registerDocuments } from '../../db/schema.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => context.close());

const get = (url: string) => context.app.inject({ method: 'GET', url: `/igrsapi/v1${url}` });

describe('the open statistics', () => {
  it('sum the twelve months of the register to date, by district and month and by transaction, for anyone', async () => {
    const answer = await get('/statistics');
    expect(answer.statusCode, answer.body).toBe(200);
    const statistics = answer.json<PublicStatistics>();
    const to = toYearMonthDay(new Date());
    expect(statistics).toMatchObject({ from: twelveMonthsFrom(to), to });
    const [register] = await context.database.db
      .select({ documents: count(), revenue: sql<string>`sum(${registerDocuments.stampDutyRupees} + ${registerDocuments.transferDutyRupees} + ${registerDocuments.registrationFeeRupees} + ${registerDocuments.userChargesRupees} + ${registerDocuments.latePresentationFineRupees})` })
      .from(registerDocuments)
      .where(between(registerDocuments.registeredOn, statistics.from, statistics.to));
    expect(register!.documents).toBeGreaterThan(0);
    expect(statistics.byDistrictMonth.reduce((sum, row) => sum + row.documents, 0)).toBe(register!.documents);
    expect(statistics.byDistrictMonth.reduce((sum, row) => sum + row.revenueRupees, 0)).toBe(Number(register!.revenue));
    expect(statistics.transactionMix.reduce((sum, row) => sum + row.documents, 0)).toBe(register!.documents);
    expect(statistics.valuePerSquareYard.length).toBeGreaterThan(0);
    for (const row of statistics.valuePerSquareYard) expect(row.medianRupees).toBeGreaterThan(0);
    expect(answer.headers['cache-control']).toContain('public');
  });

  it('download as CSV the same figures the page shows, and no one\'s name', async () => {
    const statistics = (await get('/statistics')).json<PublicStatistics>();
    const csv = await get('/statistics/district-month.csv');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toContain('జిల్లా');
    expect(lines).toHaveLength(statistics.byDistrictMonth.length + 1);
    const first = statistics.byDistrictMonth[0]!;
    expect(lines[1]).toContain(`${first.month},${first.documents},${first.revenueRupees}`);
    for (const table of ['transaction-mix', 'value-per-square-yard']) expect((await get(`/statistics/${table}.csv`)).statusCode).toBe(200);
    expect((await get('/statistics/parties.csv')).statusCode).toBe(400);
  });
});
