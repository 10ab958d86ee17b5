import { z } from 'zod';
import type { BilingualText } from '../i18n/index.ts';

/**
 * The open statistics of the register, for anyone: aggregates only, never a
 * party, a document or a property. They cover the twelve months to date and
 * are read from the register as it stands, so they move as documents are
 * registered.
 */
export const publicStatisticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  byDistrictMonth: z.array(z.object({ districtCode: z.string(), month: z.string(), documents: z.number().int(), revenueRupees: z.number() })),
  transactionMix: z.array(z.object({ majorCode: z.string(), documents: z.number().int() })),
  valuePerSquareYard: z.array(z.object({ districtCode: z.string(), properties: z.number().int(), medianRupees: z.number() })),
});
export type PublicStatistics = z.infer<typeof publicStatisticsSchema>;

/** The downloads, one a table, each the same figures the page shows. */
export const STATISTICS_TABLES = {
  'district-month': { en: 'Documents and revenue by district and month', te: 'జిల్లా మరియు నెల వారీ దస్తావేజులు, ఆదాయం' },
  'transaction-mix': { en: 'Documents by kind of transaction', te: 'లావాదేవీ రకం వారీ దస్తావేజులు' },
  'value-per-square-yard': { en: 'Median market value per square yard of sites, by district', te: 'జిల్లా వారీ స్థలాల చదరపు గజానికి మధ్యస్థ మార్కెట్ విలువ' },
} as const satisfies Record<string, BilingualText>;
export type StatisticsTable = keyof typeof STATISTICS_TABLES;
export const statisticsTableParamsSchema = z.object({ table: z.enum(Object.keys(STATISTICS_TABLES) as [StatisticsTable, ...StatisticsTable[]], { error: 'unknownChoice' }) });

/** The first day of the month eleven months before the day's: twelve months with the day's own. */
export function twelveMonthsFrom(day: string): string {
  const [year = 0, month = 1] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) - 11;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}
