import { findRevenueDistrict, formatDisplayDate, type NotaryRequest } from '@igrs/domain';
import type { Spreadsheet } from '../../lib/content-files.ts';

export const NOTARIES_NOTICE_FILE = 'notaries-list-notice.xlsx';

/** The header's notice as a sheet: every notary by district and name, each marked in force or lapsed on the day it is written. */
export function notariesNoticeSheet(list: readonly Pick<NotaryRequest, 'registrationNumber' | 'name' | 'districtCode' | 'address' | 'validTo'>[], today: string): Spreadsheet {
  const district = (code: string) => findRevenueDistrict(code)?.description.en ?? code;
  const sorted = [...list].sort((a, b) => district(a.districtCode).localeCompare(district(b.districtCode)) || a.name.localeCompare(b.name));
  return {
    sheetName: 'Notaries',
    title: `List of notaries appointed in Andhra Pradesh, as on ${formatDisplayDate(today)}`,
    columns: ['S. No.', 'Name of notary', 'District', 'Registration number', 'Address', 'Valid until', 'Status'],
    rows: sorted.map((notary, index) => [index + 1, notary.name, district(notary.districtCode), notary.registrationNumber, notary.address, formatDisplayDate(notary.validTo), notary.validTo >= today ? 'In force' : 'Term ended']),
  };
}
