import { findDistrict } from '../reference/index.ts';
import type { ReferenceEntry } from '../reference/index.ts';

/**
 * The 13 Andhra Pradesh revenue districts as they were before 2022: the `NN`
 * prefix of a registration district code (`03_2`) and of an SRO code (`3xx`).
 * Names are spelled as the department's list publishes them.
 */
export const revenueDistricts: readonly ReferenceEntry[] = [
  { code: '01', description: { en: 'Srikakulam', te: 'శ్రీకాకుళం' } },
  { code: '02', description: { en: 'Vizianagaram', te: 'విజయనగరం' } },
  { code: '03', description: { en: 'Visakhapatnam', te: 'విశాఖపట్నం' } },
  { code: '04', description: { en: 'East Godavari', te: 'తూర్పు గోదావరి' } },
  { code: '05', description: { en: 'West Godavari', te: 'పశ్చిమ గోదావరి' } },
  { code: '06', description: { en: 'Krishna', te: 'కృష్ణ' } },
  { code: '07', description: { en: 'Guntur', te: 'గుంటూరు' } },
  { code: '08', description: { en: 'Prakasam', te: 'ప్రకాశం' } },
  { code: '09', description: { en: 'Nellore', te: 'నెల్లూరు' } },
  { code: '10', description: { en: 'Chitoor', te: 'చిత్తూరు' } },
  { code: '11', description: { en: 'Cuddapah', te: 'కడప' } },
  { code: '12', description: { en: 'Anantapur', te: 'అనంతపురం' } },
  { code: '13', description: { en: 'Kurnool', te: 'కర్నూలు' } },
];

export function findRevenueDistrict(code: string): ReferenceEntry | undefined {
  return revenueDistricts.find((district) => district.code === code);
}

/**
 * The revenue district a district code names: a revenue district code (`03`)
 * as it is, a registration district code (`03_2`) by its prefix.
 */
export function revenueDistrictOf(districtCode: string): ReferenceEntry | undefined {
  if (!districtCode.includes('_')) return findRevenueDistrict(districtCode);
  const registrationDistrict = findDistrict(districtCode);
  return registrationDistrict ? findRevenueDistrict(registrationDistrict.revenueDistrictCode) : undefined;
}

/**
 * Where each district sits on a schematic map of the state, one square each:
 * columns run west to east, rows north to south, following the coast from
 * Srikakulam down to Nellore with Rayalaseema inland. A choropleth of squares
 * keeps every district the same size, so a small district's figure is as
 * easy to read as a large one's.
 */
export const DISTRICT_MAP_TILES: Readonly<Record<string, { row: number; column: number }>> = {
  '01': { row: 0, column: 5 },
  '02': { row: 0, column: 4 },
  '03': { row: 1, column: 4 },
  '04': { row: 1, column: 3 },
  '05': { row: 2, column: 3 },
  '06': { row: 2, column: 2 },
  '07': { row: 3, column: 2 },
  '08': { row: 4, column: 2 },
  '09': { row: 5, column: 2 },
  '10': { row: 5, column: 1 },
  '11': { row: 4, column: 1 },
  '12': { row: 4, column: 0 },
  '13': { row: 3, column: 1 },
};
export const DISTRICT_MAP_SIZE = { rows: 6, columns: 6 } as const;
