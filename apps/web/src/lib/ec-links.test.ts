import { describe, expect, it } from 'vitest';
import { documentSearchFromQuery, ecByDocumentPath } from './ec-links.ts';

describe('links to an EC by document', () => {
  it('name the document so that the search form starts from it', () => {
    const path = ecByDocumentPath({ sroCode: '701', documentNumber: 1234, year: 2019 });
    expect(path).toBe('/EClandingPage?searchBy=document&sroCode=701&documentNumber=1234&year=2019');
    expect(documentSearchFromQuery(new URL(path, 'http://portal').searchParams)).toEqual({ districtCode: '07', sroCode: '701', documentNumber: '1234', year: '2019' });
  });

  it('are ignored when they name no real office or a malformed number', () => {
    for (const query of ['searchBy=property&sroCode=701&documentNumber=1&year=2019', 'searchBy=document&sroCode=9999&documentNumber=1&year=2019', 'searchBy=document&sroCode=701&documentNumber=x&year=2019']) {
      expect(documentSearchFromQuery(new URLSearchParams(query))).toBeUndefined();
    }
  });
});
