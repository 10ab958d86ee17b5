import { z } from 'zod';
import type { StaffPageId } from '../frame/index.ts';
import type { BilingualText } from '../i18n/index.ts';

/**
 * The dashboard's tiles. Register tiles count today, the month and the
 * financial year to date, each beside the same stretch of last year; the
 * others say how things stand now. Each leads to the report behind it.
 */
export const DASHBOARD_TILES = [
  { id: 'documents', kind: 'register', type: 'count', drill: 'totalRegistration', title: { en: 'Documents registered', te: 'నమోదైన దస్తావేజులు' } },
  { id: 'revenue', kind: 'register', type: 'rupees', drill: 'revenueDrilldown', title: { en: 'Revenue', te: 'ఆదాయం' } },
  { id: 'highValue', kind: 'register', type: 'count', drill: 'highValueDrilldown', title: { en: 'High-value registrations (above ₹10 lakh)', te: 'అధిక విలువ రిజిస్ట్రేషన్లు (₹10 లక్షలు దాటినవి)' } },
  { id: 'autoMutations', kind: 'register', type: 'count', drill: 'autoMutationDrilldown', title: { en: 'Auto-mutations set off', te: 'ప్రారంభమైన స్వయంచాలక మ్యుటేషన్లు' } },
  { id: 'applicationsPending', kind: 'now', type: 'count', drill: 'pendingDocuments', title: { en: 'Applications pending', te: 'పెండింగ్ దరఖాస్తులు' } },
  { id: 'slotsToday', kind: 'now', type: 'count', drill: 'slotBooking', title: { en: 'Slots booked for today', te: 'ఈ రోజుకు బుక్ అయిన స్లాట్లు' } },
  { id: 'prohibited', kind: 'now', type: 'count', drill: 'prohibitedDrilldown', title: { en: 'Prohibited properties in force', te: 'అమలులో ఉన్న నిషేధిత ఆస్తులు' } },
] as const satisfies readonly { id: string; kind: 'register' | 'now'; type: 'count' | 'rupees'; drill: StaffPageId; title: BilingualText }[];
export type DashboardTileId = (typeof DASHBOARD_TILES)[number]['id'];

export const DASHBOARD_PERIODS = ['today', 'month', 'financialYear'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export const DASHBOARD_PERIOD_NAMES: Record<DashboardPeriod, BilingualText> = {
  today: { en: 'Today', te: 'ఈ రోజు' },
  month: { en: 'This month', te: 'ఈ నెల' },
  financialYear: { en: 'This financial year', te: 'ఈ ఆర్థిక సంవత్సరం' },
};

const figureSchema = z.object({ value: z.number(), lastYear: z.number() });

export const dashboardTilesSchema = z.object({
  asOf: z.string(),
  tiles: z.array(
    z.object({
      id: z.enum(DASHBOARD_TILES.map((tile) => tile.id) as [DashboardTileId, ...DashboardTileId[]]),
      periods: z.object({ today: figureSchema, month: figureSchema, financialYear: figureSchema }).nullable(),
      now: z.number().nullable(),
    }),
  ),
});
export type DashboardTiles = z.infer<typeof dashboardTilesSchema>;

/** The same day a year before; 29 February falls back to the 28th. */
export function sameDayLastYear(day: string): string {
  const [year = 0, month = '01', date = '01'] = day.split('-');
  return `${Number(year) - 1}-${month}-${month === '02' && date === '29' ? '28' : date}`;
}

/** Growth over last year as a whole per cent, or null when last year had nothing to grow from. */
export function growthPercent(value: number, lastYear: number): number | null {
  return lastYear === 0 ? null : Math.round(((value - lastYear) / lastYear) * 100);
}
