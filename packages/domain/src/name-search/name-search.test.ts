import { describe, expect, it } from 'vitest';
import { nameSearchCriteriaSchema, nameSearchRequestSchema } from './contracts.ts';
import { diceSimilarity, nameCloseness } from './ranking.ts';

describe('closeness of a typed name to a party\'s name', () => {
  it('calls a name exact whatever its case, spacing and punctuation, in either script', () => {
    expect(nameCloseness('  k. srinivasa   RAO', { en: 'K Srinivasa Rao', te: 'కె శ్రీనివాస రావు' })).toEqual({ exact: true, similarity: 1 });
    expect(nameCloseness('శ్రీనివాస రావు', { en: 'Srinivasa Rao', te: 'శ్రీనివాస రావు' }).exact).toBe(true);
    expect(nameCloseness('Srinivasa Rao', { en: 'Sreenivasa Rao', te: 'శ్రీనివాస రావు' }).exact).toBe(false);
  });

  it('scores a closer spelling higher than a longer name', () => {
    const typed = 'Srinivasa Rao';
    const variant = nameCloseness(typed, { en: 'Sreenivasa Rao', te: '' }).similarity;
    const longer = nameCloseness(typed, { en: 'Kommareddy Venkata Srinivasa Rao', te: '' }).similarity;
    expect(variant).toBeGreaterThan(longer);
    expect(diceSimilarity('abc', 'xyz')).toBe(0);
  });
});

describe('the criteria of a name search', () => {
  it('takes a name with a whole word, an office of the district and a period from 1983', () => {
    const parsed = nameSearchRequestSchema.parse({ name: ' K Srinivasa Rao ', districtCode: '07', sroCode: '701', fromDate: '1983-01-01', toDate: '2020-12-31' });
    expect(parsed).toMatchObject({ name: 'K Srinivasa Rao', page: 1, pageSize: 20 });
  });

  it.each([
    [{ name: 'K S R' }, 'name', 'nameSearchNeedsWholeWord'],
    [{ name: 'Ra' }, 'name', 'nameSearchTooShort'],
    [{ name: 'Rao ABCDE1234F' }, 'name', 'nameSearchNoDigits'],
    [{ name: 'Rao', fromDate: '1982-12-31' }, 'fromDate', 'dateBeforeRegister'],
    [{ name: 'Rao', fromDate: '2001-01-02', toDate: '2001-01-01' }, 'toDate', 'dateRangeOrder'],
    [{ name: 'Rao', districtCode: '06', sroCode: '701' }, 'sroCode', 'sroNotInDistrict'],
    [{ name: 'Rao', sroCode: '1401' }, 'sroCode', 'unknownChoice'],
  ])('refuses %j on %s with %s', (input, field, message) => {
    const result = nameSearchCriteriaSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[field, message]]);
  });
});
