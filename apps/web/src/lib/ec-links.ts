import { findSroOffice, type DocumentCitation } from '@igrs/domain';

/** The EC search by document, filled in for this document: an earlier document of a chain of title opens here. */
export function ecByDocumentPath(link: Pick<DocumentCitation, 'sroCode' | 'documentNumber' | 'year'>): string {
  const query = new URLSearchParams({ searchBy: 'document', sroCode: link.sroCode, documentNumber: String(link.documentNumber), year: String(link.year) });
  return `/EClandingPage?${query.toString()}`;
}

/** A search by document named in the address, when it names a real office; the form starts from it. */
export function documentSearchFromQuery(params: URLSearchParams): { districtCode: string; sroCode: string; documentNumber: string; year: string } | undefined {
  if (params.get('searchBy') !== 'document') return undefined;
  const office = findSroOffice(params.get('sroCode') ?? '');
  const documentNumber = params.get('documentNumber') ?? '';
  const year = params.get('year') ?? '';
  if (!office?.revenueDistrictCode || !/^\d{1,7}$/.test(documentNumber) || !/^\d{4}$/.test(year)) return undefined;
  return { districtCode: office.revenueDistrictCode, sroCode: office.code, documentNumber, year };
}
