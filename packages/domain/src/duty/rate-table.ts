/**
 * Stamp duty, transfer duty, registration fee and user charges by transaction
 * type, as effective-dated data. The department revises these by Government
 * Order, so a revision is a new row with a later `effectiveFrom` (and, where
 * an old row must stop, an `effectiveTo`), never a change to the code.
 * Figures and the choices between disagreeing sources: README.md beside this
 * file.
 */
import { rfZeroMax } from '../reference/index.ts';

/** Local-body classes of spec §3.4 (1 municipal corporation … 8 major gram panchayat under UA). */
export const LOCAL_BODY_CODES = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;
export type LocalBodyCode = (typeof LOCAL_BODY_CODES)[number];

export const DUTY_COMPONENTS = ['stampDuty', 'transferDuty', 'registrationFee', 'userCharges'] as const;
export type DutyComponent = (typeof DUTY_COMPONENTS)[number];

/** A value band of a tiered rule: `rupees` is charged when the value is at most `upTo`. */
export interface TierBand {
  upTo: number;
  rupees: number;
}

/** How one component is charged. Amounts are whole rupees; rates are basis points (1% = 100). */
export type RateRule =
  | { kind: 'percent'; basisPoints: number; min?: number; max?: number }
  | { kind: 'fixed'; rupees: number }
  /** Bands in ascending `upTo`; the first band the value fits wins, `above` past the last. */
  | { kind: 'tiered'; bands: readonly TierBand[]; above: number }
  | { kind: 'nil' };

export interface RateRow {
  /** Stable name of the row, shown with every calculated line so a figure can be traced. */
  id: string;
  majorCode: string;
  /** `'*'` applies to every minor code of the major that has no row of its own. */
  minorCode: string;
  /** Absent: any local body. Present: only property in one of these classes. */
  localBodyTypes?: readonly LocalBodyCode[];
  /** ISO date of the first day the row is in force. */
  effectiveFrom: string;
  /** ISO date of the last day the row is in force (inclusive); absent while it still is. */
  effectiveTo?: string;
  /** Where the figures come from, and which source was followed where they disagree. */
  source: string;
  stampDuty: RateRule;
  transferDuty: RateRule;
  registrationFee: RateRule;
  userCharges: RateRule;
  /**
   * A concessional row: the rate the law would otherwise charge (`standardRowId`)
   * and the rule's name, so the fees it forgoes can be reported by the rule that gave them.
   */
  concession?: { standardRowId: string; name: { en: string; te: string } };
}

/** One RFZeroMax entry of spec §9; `'*'` covers every minor code of the major. */
export interface RegistrationFeeCap {
  majorCode: string;
  minorCode: string;
  max: number;
}

export interface RegistrationFeeCapList {
  entries: readonly RegistrationFeeCap[];
  /** Spec §9: "most others are 1000". */
  otherwise: number;
  source: string;
}

export interface RateTable {
  rows: readonly RateRow[];
  /**
   * RFZeroMax is the registration fee of a document that carries no value:
   * when the chargeable value is zero and the row's fee is a percentage, the
   * cap is charged instead of the percentage's zero or minimum. It is not a
   * ceiling on a value-based fee (a sale deed's 1% would otherwise stop at
   * ₹1,000), and the fixed fees in `rows` are the cap of their code.
   */
  registrationFeeCaps: RegistrationFeeCapList;
}

/** The earliest order the seed figures name: G.O.Ms.463 of 17-08-2013, in force from 01-09-2013. */
export const SEED_EFFECTIVE_FROM = '2013-09-01';
/** G.O.Ms.585 of 30-11-2013 (partition); the seed gives no later commencement date, so its date of issue. */
const PARTITION_ORDER_FROM = '2013-11-30';

const NIL: RateRule = { kind: 'nil' };
const USER_CHARGES: RateRule = { kind: 'fixed', rupees: 500 };
const TEN_LAKH = 10_00_000;

const RATES_FILE = 'Department rate summary';
const DATA_ENTRY_RULES = `${RATES_FILE}, general rules (department's data-entry system)`;
const TABLE_2015 = `${RATES_FILE}, 2015 department summary table`;
const SECONDARY = `${RATES_FILE}, secondary sources`;
const RF_ZERO_MAX = 'spec §9 RFZeroMax';

export const DEFAULT_RATE_ROWS: readonly RateRow[] = [
  {
    id: 'sale-deed@2013-09-01',
    majorCode: '01',
    minorCode: '01',
    effectiveFrom: SEED_EFFECTIVE_FROM,
    source: `${RATES_FILE}, widely quoted current rates. RF 1% is the commonly quoted figure; G.O.Ms.463 lists 0.5% and the later order raising it was not found.`,
    stampDuty: { kind: 'percent', basisPoints: 500 },
    transferDuty: { kind: 'percent', basisPoints: 150 },
    registrationFee: { kind: 'percent', basisPoints: 100 },
    userCharges: USER_CHARGES,
  },
  {
    id: 'sale-agreement-with-possession@2013-09-01',
    majorCode: '01',
    minorCode: '02',
    effectiveFrom: SEED_EFFECTIVE_FROM,
    source: `${TABLE_2015}. The 4% SD is adjustable against the later sale deed; that credit belongs to the sale deed's calculation.`,
    stampDuty: { kind: 'percent', basisPoints: 400 },
    transferDuty: NIL,
    registrationFee: { kind: 'percent', basisPoints: 50, min: 1_000, max: 20_000 },
    userCharges: USER_CHARGES,
  },
  {
    id: 'sale-agreement-without-possession@2013-09-01',
    majorCode: '01',
    minorCode: '03',
    effectiveFrom: SEED_EFFECTIVE_FROM,
    source: TABLE_2015,
    stampDuty: { kind: 'percent', basisPoints: 50 },
    transferDuty: NIL,
    registrationFee: { kind: 'percent', basisPoints: 50, min: 1_000, max: 20_000 },
    userCharges: USER_CHARGES,
  },
  {
    id: 'development-agreement@2013-09-01',
    majorCode: '01',
    minorCode: '09',
    effectiveFrom: SEED_EFFECTIVE_FROM,
    source: TABLE_2015,
    stampDuty: { kind: 'percent', basisPoints: 50 },
    transferDuty: NIL,
    registrationFee: { kind: 'percent', basisPoints: 50, max: 20_000 },
    userCharges: USER_CHARGES,
  },
  {
    id: 'development-agreement-cum-gpa@2013-09-01',
    majorCode: '01',
    minorCode: '10',
    effectiveFrom: SEED_EFFECTIVE_FROM,
    source: `${TABLE_2015}; G.O.Ms.463`,
    stampDuty: { kind: 'percent', basisPoints: 100 },
    transferDuty: NIL,
    registrationFee: { kind: 'percent', basisPoints: 50, max: 20_000 },
    userCharges: USER_CHARGES,
  },
  {
    id: 'agreement-of-sale-cum-gpa@2013-09-01',
    majorCode: '01',
    minorCode: '11',
    effectiveFrom: SEED_EFFECTIVE_FROM,
    source: `${TABLE_2015}. 4% of the 5% SD is adjustable against the later sale deed, which claims that credit. RF ₹2,000 matches ${RF_ZERO_MAX}.`,
    stampDuty: { kind: 'percent', basisPoints: 500 },
    transferDuty: NIL,
    registrationFee: { kind: 'fixed', rupees: 2_000 },
    userCharges: USER_CHARGES,
  },
  {
    id: 'mortgage-with-possession@2013-09-01',
    majorCode: '02',
    minorCode: '01',
    effectiveFrom: SEED_EFFECTIVE_FROM,
    source: SECONDARY,
    stampDuty: { kind: 'percent', basisPoints: 200 },
    transferDuty: NIL,
    registrationFee: { kind: 'percent', basisPoints: 10 },
    userCharges: USER_CHARGES,
  },
  {
    id: 'mortgage-without-possession@2013-09-01',
    majorCode: '02',
    minorCode: '02',
    effectiveFrom: SEED_EFFECTIVE_FROM,
    source: SECONDARY,
    stampDuty: { kind: 'percent', basisPoints: 50 },
    transferDuty: NIL,
    registrationFee: { kind: 'percent', basisPoints: 10 },
    userCharges: USER_CHARGES,
  },
  {
    id: 'deposit-of-title-deeds@2013-09-01',
    majorCode: '02',
    minorCode: '08',
    effectiveFrom: SEED_EFFECTIVE_FROM,
    source: TABLE_2015,
    stampDuty: { kind: 'percent', basisPoints: 50, max: 50_000 },
    transferDuty: NIL,
    registrationFee: { kind: 'percent', basisPoints: 10, max: 1_000 },
    userCharges: USER_CHARGES,
  },
  {
    id: 'gift-settlement-family@2013-09-01',
    majorCode: '03',
    minorCode: '02',
    concession: { standardRowId: 'gift-settlement-others@2013-09-01', name: { en: 'Gift or settlement in favour of a family member', te: 'కుటుంబ సభ్యునికి దానం లేదా సెటిల్‌మెంట్' } },
    effectiveFrom: SEED_EFFECTIVE_FROM,
    source: `${RATES_FILE}. Sources disagree on TD: one says 1.5%; nil is taken, as in the rates table's own column.`,
    stampDuty: { kind: 'percent', basisPoints: 200 },
    transferDuty: NIL,
    registrationFee: { kind: 'percent', basisPoints: 50, min: 1_000, max: 10_000 },
    userCharges: USER_CHARGES,
  },
  {
    id: 'gift-settlement-others@2013-09-01',
    majorCode: '03',
    minorCode: '03',
    effectiveFrom: SEED_EFFECTIVE_FROM,
    source: `${SECONDARY}, which treat it like a sale`,
    stampDuty: { kind: 'percent', basisPoints: 500 },
    transferDuty: { kind: 'percent', basisPoints: 150 },
    registrationFee: { kind: 'percent', basisPoints: 100 },
    userCharges: USER_CHARGES,
  },
  {
    id: 'partition-family@2013-11-30',
    majorCode: '04',
    minorCode: '02',
    concession: { standardRowId: 'partition-others@2013-11-30', name: { en: 'Partition among family members', te: 'కుటుంబ సభ్యుల మధ్య విభజన' } },
    effectiveFrom: PARTITION_ORDER_FROM,
    source: `G.O.Ms.585 of 30-11-2013 via ${RATES_FILE}: 1% of the separated shares. The rates file labels family partition 04/01, but the transaction list names 04/02 "Partition Among Family Members", which is followed here.`,
    stampDuty: { kind: 'percent', basisPoints: 100 },
    transferDuty: NIL,
    registrationFee: { kind: 'fixed', rupees: 1_000 },
    userCharges: USER_CHARGES,
  },
  {
    id: 'partition-others@2013-11-30',
    majorCode: '04',
    minorCode: '*',
    effectiveFrom: PARTITION_ORDER_FROM,
    source: `G.O.Ms.585 of 30-11-2013 via ${RATES_FILE}: partition among others, 2% of the separated shares (04/01 Partition, 04/03 by court).`,
    stampDuty: { kind: 'percent', basisPoints: 200 },
    transferDuty: NIL,
    registrationFee: { kind: 'fixed', rupees: 1_000 },
    userCharges: USER_CHARGES,
  },
  {
    id: 'intestate-succession-partition@2013-09-01',
    majorCode: '04',
    minorCode: '04',
    effectiveFrom: SEED_EFFECTIVE_FROM,
    source: DATA_ENTRY_RULES,
    stampDuty: { kind: 'tiered', bands: [{ upTo: TEN_LAKH, rupees: 100 }], above: 1_000 },
    transferDuty: NIL,
    registrationFee: { kind: 'fixed', rupees: 1_000 },
    userCharges: USER_CHARGES,
  },
  {
    id: 'release-co-parceners@2013-09-01',
    majorCode: '05',
    minorCode: '01',
    effectiveFrom: SEED_EFFECTIVE_FROM,
    source: SECONDARY,
    stampDuty: { kind: 'percent', basisPoints: 300 },
    transferDuty: NIL,
    registrationFee: { kind: 'percent', basisPoints: 50, min: 1_000, max: 10_000 },
    userCharges: USER_CHARGES,
  },
  {
    id: 'exchange@2013-09-01',
    majorCode: '06',
    minorCode: '01',
    effectiveFrom: SEED_EFFECTIVE_FROM,
    source: SECONDARY,
    stampDuty: { kind: 'percent', basisPoints: 400 },
    transferDuty: { kind: 'percent', basisPoints: 150 },
    registrationFee: { kind: 'percent', basisPoints: 50 },
    userCharges: USER_CHARGES,
  },
  {
    id: 'lease@2013-09-01',
    majorCode: '07',
    minorCode: '*',
    effectiveFrom: SEED_EFFECTIVE_FROM,
    source: `${SECONDARY}: 0.4% of total rent plus advance (given as the consideration) for a lease under 10 years. The 0.6% for 10–20 years is not applied: the calculation is not told the term.`,
    stampDuty: { kind: 'percent', basisPoints: 40 },
    transferDuty: NIL,
    registrationFee: { kind: 'percent', basisPoints: 10 },
    userCharges: USER_CHARGES,
  },
  {
    id: 'surrender-of-lease@2013-09-01',
    majorCode: '07',
    minorCode: '06',
    effectiveFrom: SEED_EFFECTIVE_FROM,
    source: DATA_ENTRY_RULES,
    stampDuty: { kind: 'fixed', rupees: 30 },
    transferDuty: NIL,
    registrationFee: { kind: 'fixed', rupees: 1_000 },
    userCharges: USER_CHARGES,
  },
  {
    id: 'cancellation-by-government@2013-09-01',
    majorCode: '08',
    minorCode: '06',
    effectiveFrom: SEED_EFFECTIVE_FROM,
    source: `${DATA_ENTRY_RULES}: user charges nil. The seed gives no SD or TD for it, so both are nil; RF is the ${RF_ZERO_MAX} ₹1,000 of a document without value.`,
    stampDuty: NIL,
    transferDuty: NIL,
    registrationFee: { kind: 'fixed', rupees: 1_000 },
    userCharges: NIL,
  },
  {
    id: 'power-of-attorney-09@2013-09-01',
    majorCode: '09',
    minorCode: '*',
    effectiveFrom: SEED_EFFECTIVE_FROM,
    source: `G.O.Ms.463 via ${RATES_FILE} (power of attorney to sell); the seed gives no stamp duty, so nil.`,
    stampDuty: NIL,
    transferDuty: NIL,
    registrationFee: { kind: 'percent', basisPoints: 50, min: 1_000, max: 20_000 },
    userCharges: USER_CHARGES,
  },
  {
    id: 'power-of-attorney-41@2013-09-01',
    majorCode: '41',
    minorCode: '*',
    effectiveFrom: SEED_EFFECTIVE_FROM,
    source: `G.O.Ms.463 via ${RATES_FILE} (power of attorney to sell); the seed gives no stamp duty, so nil.`,
    stampDuty: NIL,
    transferDuty: NIL,
    registrationFee: { kind: 'percent', basisPoints: 50, min: 1_000, max: 20_000 },
    userCharges: USER_CHARGES,
  },
  {
    id: 'adoption@2013-09-01',
    majorCode: '30',
    minorCode: '*',
    effectiveFrom: SEED_EFFECTIVE_FROM,
    source: `${TABLE_2015} for SD ₹35. RF ₹500 from ${RF_ZERO_MAX}, which overrides the table's ₹1,000.`,
    stampDuty: { kind: 'fixed', rupees: 35 },
    transferDuty: NIL,
    registrationFee: { kind: 'fixed', rupees: 500 },
    userCharges: USER_CHARGES,
  },
  {
    id: 'affidavit@2013-09-01',
    majorCode: '31',
    minorCode: '*',
    effectiveFrom: SEED_EFFECTIVE_FROM,
    source: `${TABLE_2015} for SD ₹10. RF ₹500 from ${RF_ZERO_MAX}, which overrides the table's ₹1,000.`,
    stampDuty: { kind: 'fixed', rupees: 10 },
    transferDuty: NIL,
    registrationFee: { kind: 'fixed', rupees: 500 },
    userCharges: USER_CHARGES,
  },
];

/** The spec's RFZeroMax records, kept once in the reference lists (duplicates there agree). */
export const DEFAULT_REGISTRATION_FEE_CAPS: RegistrationFeeCapList = {
  entries: rfZeroMax,
  otherwise: 1_000,
  source: RF_ZERO_MAX,
};

export const DEFAULT_RATE_TABLE: RateTable = {
  rows: DEFAULT_RATE_ROWS,
  registrationFeeCaps: DEFAULT_REGISTRATION_FEE_CAPS,
};

/** The RFZeroMax figure for a transaction type: its own entry, else its major's, else the default. */
export function feeCapFromList(caps: RegistrationFeeCapList, majorCode: string, minorCode: string): number {
  const exact = caps.entries.find((entry) => entry.majorCode === majorCode && entry.minorCode === minorCode);
  const anyMinor = caps.entries.find((entry) => entry.majorCode === majorCode && entry.minorCode === '*');
  return (exact ?? anyMinor)?.max ?? caps.otherwise;
}

/** Whether the table prices this transaction type at all (on some date). */
export function hasRateFor(majorCode: string, minorCode: string, table: RateTable = DEFAULT_RATE_TABLE): boolean {
  return table.rows.some((row) => row.majorCode === majorCode && (row.minorCode === minorCode || row.minorCode === '*'));
}
