import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { registerProperties } from '../../db/schema.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { documentViews, loadDocumentViews } from '../register/index.ts';
import { searchProperty, type PropertySearchRequest } from './repository.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const period = { fromDate: '1983-01-01', toDate: '2099-12-31' };
const byNothingElse = { surveyNumber: '', doorNumber: '', plotNumber: '', apartmentName: '', flatNumber: '' };

describe('the EC search by property in one statement', () => {
  it('shows every document exactly as the register shows it, for properties named every way', async () => {
    const columns = {
      villageCode: registerProperties.villageCode,
      surveyNumber: registerProperties.surveyNumber,
      surveyBase: registerProperties.surveyBase,
      doorNumber: registerProperties.doorNumber,
      plotNumber: registerProperties.plotNumber,
      apartmentName: registerProperties.apartmentName,
      flatNumber: registerProperties.flatNumber,
      kind: registerProperties.kind,
    };
    const schedules = (
      await Promise.all(
        ['rural', 'urban', 'flat'].map((kind) =>
          database.db.select(columns).from(registerProperties).where(and(eq(registerProperties.kind, kind), sql`${registerProperties.id} % 7 = 0`)).orderBy(asc(registerProperties.id)).limit(12),
        ),
      )
    ).flat();
    const requests: PropertySearchRequest[] = schedules.flatMap((schedule): PropertySearchRequest[] => {
      const common = { ...byNothingElse, ...period, villageCode: schedule.villageCode };
      if (schedule.kind === 'flat') return [{ ...common, identifiedBy: 'flat', apartmentName: schedule.apartmentName, flatNumber: schedule.flatNumber }];
      if (schedule.kind === 'urban') return [{ ...common, identifiedBy: 'door', doorNumber: schedule.doorNumber }, ...(schedule.plotNumber ? [{ ...common, identifiedBy: 'plot' as const, plotNumber: schedule.plotNumber }] : [])];
      return [
        { ...common, identifiedBy: 'survey', surveyNumber: schedule.surveyBase },
        { ...common, identifiedBy: 'survey', surveyNumber: schedule.surveyNumber.toLowerCase() },
      ];
    });
    expect(new Set(requests.map((request) => request.identifiedBy))).toEqual(new Set(['survey', 'door', 'plot', 'flat']));
    let documentsCompared = 0;
    for (const request of requests) {
      const answer = await searchProperty(database, request);
      expect(answer.village?.code).toBe(request.villageCode);
      expect(answer.matches.ids.length).toBeGreaterThan(0);
      expect(documentViews(answer.rows, answer.matches.ids)).toEqual(await loadDocumentViews(database.db, answer.matches.ids));
      documentsCompared += answer.matches.ids.length;
    }
    expect(documentsCompared).toBeGreaterThan(40);
  });

  it('answers no village for an unknown code, and no documents', async () => {
    const answer = await searchProperty(database, { ...byNothingElse, ...period, villageCode: 'NO-SUCH', identifiedBy: 'survey', surveyNumber: '1' });
    expect(answer.village).toBeNull();
    expect(answer.matches).toEqual({ ids: [], total: 0 });
  });

  it('counts every match while showing the first page, oldest first', async () => {
    const [busiest] = await database.db
      .select({ villageCode: registerProperties.villageCode, surveyBase: registerProperties.surveyBase, documents: sql<number>`count(distinct ${registerProperties.documentId})::int` })
      .from(registerProperties)
      .where(eq(registerProperties.kind, 'rural'))
      .groupBy(registerProperties.villageCode, registerProperties.surveyBase)
      .orderBy(sql`3 desc`)
      .limit(1);
    const answer = await searchProperty(database, { ...byNothingElse, ...period, villageCode: busiest!.villageCode, identifiedBy: 'survey', surveyNumber: busiest!.surveyBase });
    expect(answer.matches.total).toBe(busiest!.documents);
    const dates = documentViews(answer.rows, answer.matches.ids).map((document) => document.registeredOn);
    expect(dates).toEqual([...dates].sort());
  });
});
