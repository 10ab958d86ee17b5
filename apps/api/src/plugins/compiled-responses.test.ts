import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAME_SEARCH_TERMS_VERSION, ecSearchResponseSchema, nameSearchResponseSchema } from '@igrs/domain';
import { registerParties, registerProperties, villages } from '../db/schema.ts';
import { createTestContext, signIn, type TestContext } from '../test/harness.ts';

let context: TestContext;
let token: string;

beforeAll(async () => {
  context = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
  token = (await signIn(context.app, 'demo_sro')).token;
  await post('/name-search/agreement', { version: NAME_SEARCH_TERMS_VERSION });
});
afterAll(() => context.close());

const post = (url: string, payload: object) =>
  context.app.inject({ method: 'POST', url: `/igrsapi/v1${url}`, headers: { authorization: `Bearer ${token}` }, payload });

/**
 * The EC and name search answers are written by serializers compiled from
 * their contracts, not checked by zod on the way out: read back through the
 * contract, every answer is what zod would have let through, field for field.
 */
describe('answers written by compiled serializers', () => {
  it('give EC searches exactly the contract, with every kind of document, party and schedule', async () => {
    const places = await context.database.db
      .selectDistinct({ villageCode: registerProperties.villageCode, surveyNumber: registerProperties.surveyBase, sroCode: villages.sroCode, mandalCode: villages.mandalCode })
      .from(registerProperties)
      .innerJoin(villages, eq(villages.code, registerProperties.villageCode))
      .where(sql`${registerProperties.kind} = 'rural' and ${registerProperties.id} % 5 = 0`)
      .limit(40);
    let documents = 0;
    for (const place of places) {
      const response = await post('/ec/search', {
        searchBy: 'property',
        districtCode: place.mandalCode.slice(0, 2),
        sroCode: place.sroCode,
        villageCode: place.villageCode,
        surveyNumber: place.surveyNumber,
        fromDate: '1983-01-01',
        toDate: '2026-11-26',
      });
      expect(response.statusCode).toBe(200);
      const answer = response.json();
      expect(ecSearchResponseSchema.parse(answer)).toEqual(answer);
      documents += answer.documents.length;
    }
    expect(documents).toBeGreaterThan(40);
  });

  it('give name searches exactly the contract', async () => {
    const names = await context.database.db.select({ name: registerParties.nameEn }).from(registerParties).orderBy(asc(registerParties.id)).limit(15);
    let hits = 0;
    for (const { name } of names) {
      const response = await post('/name-search/search', { name });
      expect(response.statusCode).toBe(200);
      const answer = response.json();
      expect(nameSearchResponseSchema.parse(answer)).toEqual(answer);
      hits += answer.hits.length;
    }
    expect(hits).toBeGreaterThan(15);
  });
});
