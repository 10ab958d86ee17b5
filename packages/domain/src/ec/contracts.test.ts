import { describe, expect, it } from 'vitest';
import { ecSearchRequestSchema, type EcSearchRequestInput } from './contracts.ts';
import { describeEcPeriod } from './describe.ts';

const property: EcSearchRequestInput = {
  searchBy: 'property',
  districtCode: '03',
  sroCode: '',
  villageCode: '0301005',
  surveyNumber: '123/2A',
  fromDate: '1990-01-01',
  toDate: '2020-12-31',
};

/** Field → message key of every problem the schema finds. */
function problems(input: EcSearchRequestInput): Record<string, string> {
  const parsed = ecSearchRequestSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('the EC search request', () => {
  it('needs exactly one way of naming the property', () => {
    expect(problems({ ...property, sroCode: '0301', surveyNumber: '' })).toMatchObject({ surveyNumber: 'ecPropertyNumberMissing' });
    expect(problems({ ...property, doorNumber: '4-12' })).toMatchObject({ doorNumber: 'ecPropertyNumberTwice' });
    expect(problems({ ...property, surveyNumber: undefined, apartmentName: 'Sai Towers' })).toMatchObject({ flatNumber: 'required' });
  });

  it('takes survey numbers with sub-divisions and refuses anything else', () => {
    for (const surveyNumber of ['123', '123/2A', '45-1B', '7A']) expect(problems({ ...property, surveyNumber }).surveyNumber).toBeUndefined();
    for (const surveyNumber of ['/12', 'abc', '12//3', '12 3']) expect(problems({ ...property, surveyNumber }).surveyNumber).toBe('ecSurveyNumberInvalid');
  });

  it('keeps the period within the register and today', () => {
    expect(problems({ ...property, fromDate: '1982-12-31' }).fromDate).toBe('dateBeforeRegister');
    expect(problems({ ...property, toDate: '2999-01-01' }).toDate).toBe('dateAfterToday');
    expect(problems({ ...property, fromDate: '2021-01-01' }).toDate).toBe('dateRangeOrder');
    expect(problems({ ...property, fromDate: '2021-02-30' }).fromDate).toBe('invalidDate');
  });

  it('asks a document search for office, number and year only', () => {
    expect(problems({ searchBy: 'document', sroCode: '', fromDate: '1990-01-01', toDate: '2020-12-31' })).toEqual({
      sroCode: 'required',
      documentNumber: 'invalidDocumentNumber',
      year: 'invalidRegistrationYear',
    });
  });

  it('prints the period in both languages', () => {
    expect(describeEcPeriod({ fromDate: '1990-01-01', toDate: '2020-12-31' })).toEqual({ en: '01-01-1990 to 31-12-2020', te: '01-01-1990 నుండి 31-12-2020 వరకు' });
  });
});
