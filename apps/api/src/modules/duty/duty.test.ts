import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

function calculate(payload: Record<string, unknown>, language = 'en') {
  return context.app.inject({ method: 'POST', url: '/igrsapi/v1/duty/calculate', headers: { 'accept-language': language }, payload });
}

describe('POST /igrsapi/v1/duty/calculate', () => {
  it('prices a sale deed on the higher of market value and consideration, rule by rule', async () => {
    // 5% SD, 1.5% TD, 1% RF of ₹50,00,000 and ₹500 user charges.
    const response = await calculate({ majorCode: '01', minorCode: '01', marketValue: 4_500_000, consideration: 5_000_000 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ chargeableValue: 5_000_000, stampDuty: 250_000, transferDuty: 75_000, registrationFee: 50_000, userCharges: 500, stampPaperDeducted: 0, total: 375_500 });
    expect(body.lines.map((line: { component: string }) => line.component)).toEqual(['stampDuty', 'transferDuty', 'registrationFee', 'userCharges']);
    for (const line of body.lines) {
      expect(line.rule.en.length).toBeGreaterThan(0);
      expect(line.rule.te).toMatch(/[\u0C00-\u0C7F]/);
      expect(line.citation.en.length).toBeGreaterThan(0);
      expect(line).not.toHaveProperty('source');
    }
    // The public answer cites orders with their dates; the rate table's research notes stay with the table.
    expect(response.body).not.toMatch(/not found|rate summary|secondary sources|spec §/i);
    expect(body.lines[0].citation.en).toContain('G.O.Ms.463 of 17-08-2013');
  });

  it('deducts stamp paper already bought from the duty, never below zero', async () => {
    const partly = (await calculate({ majorCode: '01', minorCode: '01', marketValue: 4_500_000, consideration: 5_000_000, stampPaperValue: 100_000 })).json();
    expect(partly).toMatchObject({ stampPaperDeducted: 100_000, total: 275_500 });
    const wholly = (await calculate({ majorCode: '01', minorCode: '01', marketValue: 100_000, consideration: 0, stampPaperValue: 1_000_000 })).json();
    expect(wholly.stampPaperDeducted).toBe(wholly.stampDuty + wholly.transferDuty);
    expect(wholly.total).toBe(wholly.registrationFee + wholly.userCharges);
  });

  it('charges the RFZeroMax fee of agreement of sale cum GPA', async () => {
    expect((await calculate({ majorCode: '01', minorCode: '11', marketValue: 2_000_000, consideration: 0 })).json().registrationFee).toBe(2_000);
  });

  it('names the field for an unknown transaction type, in Telugu when asked', async () => {
    const response = await calculate({ majorCode: '99', minorCode: '99', marketValue: 1, consideration: 1 }, 'te');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0]).toMatchObject({ field: 'body.minorCode' });
    expect(response.json().error.details[0].message).toMatch(/[\u0C00-\u0C7F]/);
  });

  it.each([
    [{ minorCode: '01', marketValue: 1, consideration: 1 }, 'body.majorCode'],
    [{ majorCode: '01', minorCode: '01', marketValue: -5, consideration: 1 }, 'body.marketValue'],
    [{ majorCode: '01', minorCode: '01', marketValue: 1.5, consideration: 1 }, 'body.marketValue'],
    [{ majorCode: '01', minorCode: '01', marketValue: 1, consideration: 1, localBodyType: '9' }, 'body.localBodyType'],
  ])('refuses %j naming %s', async (payload, field) => {
    const response = await calculate(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.map((detail: { field: string }) => detail.field)).toContain(field);
  });
});
