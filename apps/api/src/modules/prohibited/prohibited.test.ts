import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, toYearMonthDay, type ProhibitionView, type ReportResult } from '@igrs/domain';
import { auditLog, mandals, villages } from '../../db/schema.ts';
import { createTestContext, signIn, signInNewAccount, type TestContext } from '../../test/harness.ts';

let context: TestContext;
let village: { code: string; sroCode: string };
const tokens: Record<string, string> = {};
const TODAY = toYearMonthDay(new Date());

beforeAll(async () => {
  context = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
  tokens.dr = (await signIn(context.app, 'demo_dr')).token;
  tokens.sro = (await signIn(context.app, 'demo_sro')).token;
  tokens.otherDr = (await signInNewAccount(context, 'dr_of_srikakulam', 'DR', '01')).token;
  const [row] = await context.database.db
    .select({ code: villages.code, sroCode: villages.sroCode })
    .from(villages)
    .innerJoin(mandals, eq(mandals.code, villages.mandalCode))
    .where(and(eq(mandals.revenueDistrictCode, '07'), eq(villages.kind, 'rural')))
    .limit(1);
  village = row!;
});
afterAll(() => context.close());

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  context.app.inject({ method, url: `/igrsapi/v1${url}`, headers: { authorization: `Bearer ${token}`, 'accept-language': 'te' }, ...(payload ? { payload } : {}) });

const notice = (overrides: object = {}) => ({ villageCode: village.code, surveyNumber: '512/3', category: 'assigned', orderNumber: 'Rc.No.A1/2211/2026', orderDate: TODAY, reason: 'Assigned to a landless poor family; not to be alienated', ...overrides });

describe('prohibited property, notified and denotified', () => {
  it("is notified by the District Registrar over the village with the order, once, and withdrawn by a later order, once", async () => {
    const notified = await call(tokens.dr!, 'POST', '/prohibited-properties', notice());
    expect(notified.statusCode, notified.body).toBe(201);
    const view = notified.json<ProhibitionView>();
    expect(view).toMatchObject({ villageCode: village.code, surveyNumber: '512/3', orderNumber: 'Rc.No.A1/2211/2026', notifiedBy: 'demo_dr', denotifiedOn: null });
    expect((await call(tokens.dr!, 'POST', '/prohibited-properties', notice({ surveyNumber: '512/3' }))).json().error.code).toBe('ALREADY_PROHIBITED');
    const listed = (await call(tokens.dr!, 'GET', '/prohibited-properties')).json<{ prohibitions: ProhibitionView[] }>().prohibitions;
    expect(listed.map((entry) => entry.prohibitionId)).toContain(view.prohibitionId);
    const inForce = (await context.app.inject({ method: 'GET', url: '/igrsapi/v1/reports/prohibitedNotify', headers: { authorization: `Bearer ${tokens.dr}` }, query: { sroCode: village.sroCode } })).json<ReportResult>();
    expect(inForce.rows.some((row) => row.cells.surveyNumber === '512/3')).toBe(true);

    const withdrawn = await call(tokens.dr!, 'POST', `/prohibited-properties/${view.prohibitionId}/denotification`, { orderNumber: 'Rc.No.A1/2211/2026-II', orderDate: TODAY, reason: 'Assignment cancelled by the Collector' });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json<ProhibitionView>()).toMatchObject({ denotifiedOn: TODAY, denotifiedBy: 'demo_dr', denotifyOrderNumber: 'Rc.No.A1/2211/2026-II' });
    expect((await call(tokens.dr!, 'POST', `/prohibited-properties/${view.prohibitionId}/denotification`, { orderNumber: 'Again-01', orderDate: TODAY, reason: 'A second time' })).json().error.code).toBe('ALREADY_DENOTIFIED');
    const denotified = (await context.app.inject({ method: 'GET', url: '/igrsapi/v1/reports/prohibitedDenotify', headers: { authorization: `Bearer ${tokens.dr}` }, query: { sroCode: village.sroCode } })).json<ReportResult>();
    expect(denotified.rows.some((row) => row.cells.surveyNumber === '512/3')).toBe(true);
    const audit = await context.database.db.select().from(auditLog).where(eq(auditLog.event, 'prohibition.denotified'));
    expect(audit.at(-1)).toMatchObject({ loginId: 'demo_dr', details: { prohibitionId: view.prohibitionId } });
  });

  it('refuses another district, an office, a number-less notice and an order dated after today, each in the caller\'s language, storing nothing', async () => {
    const elsewhere = await call(tokens.otherDr!, 'POST', '/prohibited-properties', notice({ surveyNumber: '77/1' }));
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().error).toMatchObject({ code: 'OUTSIDE_JURISDICTION', details: [{ field: 'body.villageCode' }] });
    expect((await call(tokens.sro!, 'POST', '/prohibited-properties', notice({ surveyNumber: '77/1' }))).statusCode).toBe(403);
    const numberless = await call(tokens.dr!, 'POST', '/prohibited-properties', notice({ surveyNumber: '', doorNumber: '' }));
    expect(numberless.json().error.details).toEqual([{ field: 'body.surveyNumber', message: expect.stringMatching(/[\u0C00-\u0C7F]/) }]);
    const future = await call(tokens.dr!, 'POST', '/prohibited-properties', notice({ surveyNumber: '77/1', orderDate: addDays(TODAY, 2) }));
    expect(future.json().error.details[0].field).toBe('body.orderDate');
    const listed = (await call(tokens.dr!, 'GET', '/prohibited-properties')).json<{ prohibitions: ProhibitionView[] }>().prohibitions;
    expect(listed.some((entry) => entry.surveyNumber === '77/1')).toBe(false);
  });

  it('takes one of two notices of the same number made at the same moment', async () => {
    const both = await Promise.all([call(tokens.dr!, 'POST', '/prohibited-properties', notice({ surveyNumber: '88/5' })), call(tokens.dr!, 'POST', '/prohibited-properties', notice({ surveyNumber: '88/5' }))]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });
});
