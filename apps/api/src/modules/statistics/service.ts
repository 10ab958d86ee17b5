import { findRevenueDistrict, findSroOffice, findTransactionType, toYearMonthDay, twelveMonthsFrom, type PublicStatistics, type StatisticsTable } from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { csvText } from '../../lib/csv.ts';
import { byOfficeMonth, byTransaction, medianValuePerSquareYard } from './repository.ts';

/** The twelve months to date of the register, summed by district and month, by transaction, and the median value of a square yard. */
export async function publicStatistics(db: Database, now: Date): Promise<PublicStatistics> {
  const to = toYearMonthDay(now);
  const from = twelveMonthsFrom(to);
  const [offices, transactions, values] = await Promise.all([byOfficeMonth(db, from, to), byTransaction(db, from, to), medianValuePerSquareYard(db, from, to)]);
  const byDistrictMonth = new Map<string, { districtCode: string; month: string; documents: number; revenueRupees: number }>();
  for (const row of offices) {
    const districtCode = findSroOffice(row.sroCode)?.revenueDistrictCode ?? '';
    const key = `${districtCode}|${row.month}`;
    const into = byDistrictMonth.get(key) ?? { districtCode, month: row.month, documents: 0, revenueRupees: 0 };
    into.documents += row.documents;
    into.revenueRupees += Number(row.revenueRupees);
    byDistrictMonth.set(key, into);
  }
  return {
    from,
    to,
    byDistrictMonth: [...byDistrictMonth.values()].sort((a, b) => a.districtCode.localeCompare(b.districtCode) || a.month.localeCompare(b.month)),
    transactionMix: transactions,
    valuePerSquareYard: values.map((row) => ({ districtCode: row.districtCode, properties: row.properties, medianRupees: Number(row.medianRupees) })),
  };
}

const district = (code: string) => findRevenueDistrict(code)?.description;

/** One table of the statistics as CSV, headed in both languages, names beside codes. */
export function statisticsCsv(statistics: PublicStatistics, table: StatisticsTable): string {
  switch (table) {
    case 'district-month':
      return csvText([
        ['District code', 'District / జిల్లా', 'Month / నెల', 'Documents / దస్తావేజులు', 'Revenue (₹) / ఆదాయం (₹)'],
        ...statistics.byDistrictMonth.map((row) => [row.districtCode, district(row.districtCode)?.en ?? '', row.month, row.documents, row.revenueRupees]),
      ]);
    case 'transaction-mix':
      return csvText([
        ['Major head', 'Transaction / లావాదేవీ', 'Documents / దస్తావేజులు'],
        ...statistics.transactionMix.map((row) => [row.majorCode, findTransactionType(row.majorCode, '00')?.description.en ?? '', row.documents]),
      ]);
    case 'value-per-square-yard':
      return csvText([
        ['District code', 'District / జిల్లా', 'Sites / స్థలాలు', 'Median market value per sq. yard (₹) / చ. గజానికి మధ్యస్థ మార్కెట్ విలువ (₹)'],
        ...statistics.valuePerSquareYard.map((row) => [row.districtCode, district(row.districtCode)?.en ?? '', row.properties, row.medianRupees]),
      ]);
  }
}
