import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transactionTypesOfMajor } from '../reference/index.ts';
import { calculateDuty, concessionalTypes, dutyForegone, evaluateRule, type DutyCalculation, type DutyCalculationInput } from './calculate.ts';
import { dutyCalculationResponseSchema } from './contracts.ts';
import { BASIS_POINTS_PER_UNIT } from './money.ts';
import {
  DEFAULT_RATE_ROWS,
  DEFAULT_RATE_TABLE,
  DEFAULT_REGISTRATION_FEE_CAPS,
  LOCAL_BODY_CODES,
  feeCapFromList,
  type RateRow,
  type RateRule,
  type RateTable,
} from './rate-table.ts';

const TODAY = '2026-01-15';
const MAX_RUPEES = 10 ** 13;

function calculated(input: Omit<DutyCalculationInput, 'onDate'> & { onDate?: string }, table?: RateTable): DutyCalculation {
  const result = calculateDuty({ onDate: TODAY, ...input }, table);
  if (!result.ok) throw new Error(`expected a calculation, got ${result.error.code}`);
  return result.calculation;
}

/** Every concrete code the seed prices; a `*` row stands for a handful of its minors. */
const SEEDED_CODES: ReadonlyArray<readonly [string, string]> = [
  ...new Map(
    DEFAULT_RATE_ROWS.flatMap((row) =>
      (row.minorCode === '*' ? ['00', '01', '02', '03', '04', '05', '06', '07'] : [row.minorCode]).map(
        (minor) => [`${row.majorCode}/${minor}`, [row.majorCode, minor] as const] as const,
      ),
    ),
  ).values(),
];

const rupees = fc.oneof(
  fc.integer({ min: 0, max: 3_000_000 }),
  fc.bigInt({ min: 0n, max: BigInt(MAX_RUPEES) }).map(Number),
);
const positiveRupees = rupees.filter((value) => value > 0);
const seededCode = fc.constantFrom(...SEEDED_CODES);
const dateInForce = fc
  .date({ min: new Date('2013-12-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const anyInput = fc.record({
  code: seededCode,
  marketValue: rupees,
  consideration: rupees,
  stampPaperValue: fc.option(rupees, { nil: undefined }),
  localBodyType: fc.option(fc.constantFrom(...LOCAL_BODY_CODES), { nil: undefined }),
  sezParty: fc.boolean(),
  onDate: dateInForce,
});
type AnyInput = typeof anyInput extends fc.Arbitrary<infer T> ? T : never;

function toInput({ code: [majorCode, minorCode], ...rest }: AnyInput): DutyCalculationInput {
  return { majorCode, minorCode, ...rest };
}

function rowFor(majorCode: string, minorCode: string): RateRow {
  const row = DEFAULT_RATE_ROWS.find((candidate) => candidate.majorCode === majorCode && candidate.minorCode === minorCode)
    ?? DEFAULT_RATE_ROWS.find((candidate) => candidate.majorCode === majorCode && candidate.minorCode === '*');
  if (!row) throw new Error(`no seeded row for ${majorCode}/${minorCode}`);
  return row;
}

/**
 * Worked by hand. SD stamp duty, TD transfer duty, RF registration fee, UC user
 * charges, CV chargeable value = max(market value, consideration). Paise are
 * rounded up to the next rupee, then the minimum or maximum applies.
 */
const WORKED_EXAMPLES: Array<{
  name: string;
  input: Omit<DutyCalculationInput, 'onDate'>;
  expected: Omit<DutyCalculation, 'lines' | 'chargeableValue'>;
}> = [
  {
    // CV ₹50,00,000. SD 5% = 2,50,000; TD 1.5% = 75,000; RF 1% = 50,000; UC 500. Total 3,75,500.
    name: 'sale deed 01/01, consideration above market value',
    input: { majorCode: '01', minorCode: '01', marketValue: 45_00_000, consideration: 50_00_000 },
    expected: { stampDuty: 2_50_000, transferDuty: 75_000, registrationFee: 50_000, userCharges: 500, stampPaperDeducted: 0, total: 3_75_500 },
  },
  {
    // As above; ₹1,00,000 of stamp paper is within SD + TD (3,25,000), all of it is used: 3,75,500 − 1,00,000 = 2,75,500.
    name: 'sale deed 01/01 with ₹1,00,000 of stamp paper',
    input: { majorCode: '01', minorCode: '01', marketValue: 45_00_000, consideration: 50_00_000, stampPaperValue: 1_00_000 },
    expected: { stampDuty: 2_50_000, transferDuty: 75_000, registrationFee: 50_000, userCharges: 500, stampPaperDeducted: 1_00_000, total: 2_75_500 },
  },
  {
    // CV ₹1: SD 0.05 → 1, TD 0.015 → 1, RF 0.01 → 1 (each rounded up); UC 500. Total 503.
    name: 'sale deed 01/01 of ₹1: each paisa fraction rounds up',
    input: { majorCode: '01', minorCode: '01', marketValue: 1, consideration: 0 },
    expected: { stampDuty: 1, transferDuty: 1, registrationFee: 1, userCharges: 500, stampPaperDeducted: 0, total: 503 },
  },
  {
    // ₹9,99,999 ≤ ₹10 lakh: SD ₹100; TD nil; RF ₹1,000; UC 500. Total 1,600.
    name: 'intestate succession partition 04/04 just under ₹10 lakh',
    input: { majorCode: '04', minorCode: '04', marketValue: 9_99_999, consideration: 0 },
    expected: { stampDuty: 100, transferDuty: 0, registrationFee: 1_000, userCharges: 500, stampPaperDeducted: 0, total: 1_600 },
  },
  {
    // "At most ₹10 lakh" includes ₹10,00,000 itself: SD ₹100. Total 1,600.
    name: 'intestate succession partition 04/04 at exactly ₹10 lakh',
    input: { majorCode: '04', minorCode: '04', marketValue: 10_00_000, consideration: 0 },
    expected: { stampDuty: 100, transferDuty: 0, registrationFee: 1_000, userCharges: 500, stampPaperDeducted: 0, total: 1_600 },
  },
  {
    // ₹10,00,001 > ₹10 lakh: SD ₹1,000; RF 1,000; UC 500. Total 2,500.
    name: 'intestate succession partition 04/04 just over ₹10 lakh',
    input: { majorCode: '04', minorCode: '04', marketValue: 10_00_001, consideration: 0 },
    expected: { stampDuty: 1_000, transferDuty: 0, registrationFee: 1_000, userCharges: 500, stampPaperDeducted: 0, total: 2_500 },
  },
  {
    // SD, TD nil; RF ₹1,000 (RFZeroMax default); UC nil for 08/06. Total 1,000.
    name: 'cancellation by Government 08/06: no user charges',
    input: { majorCode: '08', minorCode: '06', marketValue: 5_00_000, consideration: 0 },
    expected: { stampDuty: 0, transferDuty: 0, registrationFee: 1_000, userCharges: 0, stampPaperDeducted: 0, total: 1_000 },
  },
  {
    // CV ₹20,00,000. SD 5% = 1,00,000; TD nil; RF ₹2,000 fixed; UC 500. Total 1,02,500.
    name: 'agreement of sale cum GPA 01/11: RF ₹2,000',
    input: { majorCode: '01', minorCode: '11', marketValue: 20_00_000, consideration: 18_00_000 },
    expected: { stampDuty: 1_00_000, transferDuty: 0, registrationFee: 2_000, userCharges: 500, stampPaperDeducted: 0, total: 1_02_500 },
  },
  {
    // SEZ party: SD, TD, RF nil; UC 500. SD + TD = 0, so none of the ₹1,000 stamp paper is used. Total 500.
    name: 'sale deed 01/01 with an SEZ party',
    input: { majorCode: '01', minorCode: '01', marketValue: 1_00_00_000, consideration: 0, stampPaperValue: 1_000, sezParty: true },
    expected: { stampDuty: 0, transferDuty: 0, registrationFee: 0, userCharges: 500, stampPaperDeducted: 0, total: 500 },
  },
  {
    // SD 4% of 1,00,000 = 4,000; RF 0.5% = 500, below the ₹1,000 minimum → 1,000; UC 500. Total 5,500.
    name: 'sale agreement with possession 01/02: RF minimum',
    input: { majorCode: '01', minorCode: '02', marketValue: 1_00_000, consideration: 0 },
    expected: { stampDuty: 4_000, transferDuty: 0, registrationFee: 1_000, userCharges: 500, stampPaperDeducted: 0, total: 5_500 },
  },
  {
    // SD 4% of 80,00,000 = 3,20,000; RF 0.5% = 40,000, above the ₹20,000 maximum → 20,000; UC 500. Total 3,40,500.
    name: 'sale agreement with possession 01/02: RF maximum',
    input: { majorCode: '01', minorCode: '02', marketValue: 80_00_000, consideration: 0 },
    expected: { stampDuty: 3_20_000, transferDuty: 0, registrationFee: 20_000, userCharges: 500, stampPaperDeducted: 0, total: 3_40_500 },
  },
  {
    // CV ₹2 crore. SD 0.5% = 1,00,000 → max 50,000; RF 0.1% = 20,000 → max 1,000; UC 500. Total 51,500.
    name: 'deposit of title deeds 02/08: both maxima',
    input: { majorCode: '02', minorCode: '08', marketValue: 2_00_00_000, consideration: 0 },
    expected: { stampDuty: 50_000, transferDuty: 0, registrationFee: 1_000, userCharges: 500, stampPaperDeducted: 0, total: 51_500 },
  },
  {
    // Rent plus advance ₹3,33,333. SD 0.4% = 1,333.332 → 1,334; RF 0.1% = 333.333 → 334; UC 500. Total 2,168.
    name: 'lease deed 07/01: rounding up',
    input: { majorCode: '07', minorCode: '01', marketValue: 0, consideration: 3_33_333 },
    expected: { stampDuty: 1_334, transferDuty: 0, registrationFee: 334, userCharges: 500, stampPaperDeducted: 0, total: 2_168 },
  },
  {
    // SD 2% of 12,34,567 = 24,691.34 → 24,692; TD nil; RF 0.5% = 6,172.835 → 6,173 (within 1,000–10,000); UC 500. Total 31,365.
    name: 'gift settlement to family 03/02',
    input: { majorCode: '03', minorCode: '02', marketValue: 12_34_567, consideration: 0 },
    expected: { stampDuty: 24_692, transferDuty: 0, registrationFee: 6_173, userCharges: 500, stampPaperDeducted: 0, total: 31_365 },
  },
  {
    // SD ₹35; RF ₹500 (spec RFZeroMax); UC 500. Total 1,035.
    name: 'adoption deed 30/01',
    input: { majorCode: '30', minorCode: '01', marketValue: 0, consideration: 0 },
    expected: { stampDuty: 35, transferDuty: 0, registrationFee: 500, userCharges: 500, stampPaperDeducted: 0, total: 1_035 },
  },
  {
    // SD ₹10; RF ₹500; UC 500. Total 1,010.
    name: 'affidavit 31/01',
    input: { majorCode: '31', minorCode: '01', marketValue: 0, consideration: 0 },
    expected: { stampDuty: 10, transferDuty: 0, registrationFee: 500, userCharges: 500, stampPaperDeducted: 0, total: 1_010 },
  },
  {
    // No value: SD nil; RF is the RFZeroMax ₹1,000 rather than the 0.5% of nothing; UC 500. Total 1,500.
    name: 'power to sell without value 09/04',
    input: { majorCode: '09', minorCode: '04', marketValue: 0, consideration: 0 },
    expected: { stampDuty: 0, transferDuty: 0, registrationFee: 1_000, userCharges: 500, stampPaperDeducted: 0, total: 1_500 },
  },
  {
    // RF 0.5% of 50,00,000 = 25,000 → max 20,000; UC 500. Total 20,500.
    name: 'general power 41/02 with a value',
    input: { majorCode: '41', minorCode: '02', marketValue: 50_00_000, consideration: 0 },
    expected: { stampDuty: 0, transferDuty: 0, registrationFee: 20_000, userCharges: 500, stampPaperDeducted: 0, total: 20_500 },
  },
  {
    // SD 1% of 30,00,000 = 30,000; RF ₹1,000; UC 500. Total 31,500.
    name: 'partition among family members 04/02',
    input: { majorCode: '04', minorCode: '02', marketValue: 30_00_000, consideration: 0 },
    expected: { stampDuty: 30_000, transferDuty: 0, registrationFee: 1_000, userCharges: 500, stampPaperDeducted: 0, total: 31_500 },
  },
  {
    // SD 2% of 30,00,000 = 60,000; RF ₹1,000; UC 500. Total 61,500.
    name: 'partition 04/01 (among others)',
    input: { majorCode: '04', minorCode: '01', marketValue: 30_00_000, consideration: 0 },
    expected: { stampDuty: 60_000, transferDuty: 0, registrationFee: 1_000, userCharges: 500, stampPaperDeducted: 0, total: 61_500 },
  },
  {
    // SD 4% of 10,00,000 = 40,000; TD 1.5% = 15,000; RF 0.5% = 5,000; UC 500. Total 60,500.
    name: 'exchange 06/01',
    input: { majorCode: '06', minorCode: '01', marketValue: 10_00_000, consideration: 0 },
    expected: { stampDuty: 40_000, transferDuty: 15_000, registrationFee: 5_000, userCharges: 500, stampPaperDeducted: 0, total: 60_500 },
  },
  {
    // SD ₹30, and ₹100 of stamp paper covers it: 30 deducted, never more. RF 1,000; UC 500. Total 1,500.
    name: 'surrender of lease 07/06 with more stamp paper than duty',
    input: { majorCode: '07', minorCode: '06', marketValue: 0, consideration: 0, stampPaperValue: 100 },
    expected: { stampDuty: 30, transferDuty: 0, registrationFee: 1_000, userCharges: 500, stampPaperDeducted: 30, total: 1_500 },
  },
  {
    // SD 3% of 1,50,000 = 4,500; RF 0.5% = 750 → min 1,000; UC 500. Total 6,000.
    name: 'release 05/01',
    input: { majorCode: '05', minorCode: '01', marketValue: 1_50_000, consideration: 0 },
    expected: { stampDuty: 4_500, transferDuty: 0, registrationFee: 1_000, userCharges: 500, stampPaperDeducted: 0, total: 6_000 },
  },
];

describe('calculateDuty: worked examples', () => {
  it.each(WORKED_EXAMPLES)('$name', ({ input, expected }) => {
    const calculation = calculated(input);
    expect(calculation).toMatchObject(expected);
    expect(calculation.chargeableValue).toBe(Math.max(input.marketValue, input.consideration));
  });

  it('explains each line in both languages and names its source and row', () => {
    const calculation = calculated({ majorCode: '01', minorCode: '01', marketValue: 45_00_000, consideration: 50_00_000, stampPaperValue: 1_00_000 });
    expect(calculation.lines.map((line) => [line.component, line.amount])).toEqual([
      ['stampDuty', 2_50_000],
      ['transferDuty', 75_000],
      ['registrationFee', 50_000],
      ['userCharges', 500],
      ['stampPaperDeduction', 1_00_000],
    ]);
    const [stampDuty, transferDuty] = calculation.lines;
    expect(stampDuty?.rule).toEqual({ en: '5% of ₹50,00,000', te: '₹50,00,000 పై 5%' });
    expect(transferDuty?.rule.en).toBe('1.5% of ₹50,00,000');
    expect(stampDuty?.rateRowId).toBe('sale-deed@2013-09-01');
    expect(stampDuty?.citation.en).toBe('G.O.Ms.463 of 17-08-2013, under the Indian Stamp Act, 1899 (Andhra Pradesh)');
    for (const line of calculation.lines) expect(line).not.toHaveProperty('source');
    expect(calculation.lines.at(-1)?.rule.en).toContain('₹1,00,000');
  });

  it('words minima, maxima, bands and the no-value fee', () => {
    const agreement = calculated({ majorCode: '01', minorCode: '02', marketValue: 80_00_000, consideration: 0 });
    expect(agreement.lines[2]?.rule).toEqual({ en: '0.5% of ₹80,00,000, maximum ₹20,000', te: '₹80,00,000 పై 0.5%, గరిష్ఠం ₹20,000' });
    const release = calculated({ majorCode: '05', minorCode: '01', marketValue: 1_50_000, consideration: 0 });
    expect(release.lines[2]?.rule.en).toBe('0.5% of ₹1,50,000, minimum ₹1,000');
    const partition = calculated({ majorCode: '04', minorCode: '04', marketValue: 10_00_001, consideration: 0 });
    expect(partition.lines[0]?.rule.en).toBe('₹1,000 for a value above ₹10,00,000');
    const power = calculated({ majorCode: '09', minorCode: '04', marketValue: 0, consideration: 0 });
    expect(power.lines[2]).toMatchObject({ amount: 1_000, rule: { en: '₹1,000 for a document without value' } });
    expect(power.lines[3]?.rule.en).toBe('₹500 per document');
  });

  it('answers in the shape the API promises', () => {
    for (const { input } of WORKED_EXAMPLES) {
      expect(dutyCalculationResponseSchema.safeParse(calculated(input)).success).toBe(true);
    }
  });
});

describe('calculateDuty: errors', () => {
  it('has no rate before the first order in force', () => {
    // The seed starts on 01-09-2013, when G.O.Ms.463 came into force.
    const result = calculateDuty({ majorCode: '01', minorCode: '01', marketValue: 10_00_000, consideration: 0, onDate: '2013-08-31' });
    expect(result).toMatchObject({ ok: false, error: { code: 'noRateInForce', majorCode: '01', minorCode: '01', onDate: '2013-08-31' } });
    if (!result.ok) expect(result.error.message.te).toContain('2013-08-31');
  });

  it('has no partition rate before G.O.Ms.585 of 30-11-2013', () => {
    const before = calculateDuty({ majorCode: '04', minorCode: '02', marketValue: 10_00_000, consideration: 0, onDate: '2013-11-29' });
    expect(before).toMatchObject({ ok: false, error: { code: 'noRateInForce' } });
    expect(calculateDuty({ majorCode: '04', minorCode: '02', marketValue: 10_00_000, consideration: 0, onDate: '2013-11-30' }).ok).toBe(true);
  });

  it('refuses a transaction type the table does not price', () => {
    // 99/99 exists nowhere; 20/01 (will) is a real type with no seeded rate.
    for (const [majorCode, minorCode] of [['99', '99'], ['20', '01']] as const) {
      const result = calculateDuty({ majorCode, minorCode, marketValue: 1_000, consideration: 0, onDate: TODAY });
      expect(result).toMatchObject({ ok: false, error: { code: 'unknownTransactionType', majorCode, minorCode } });
    }
  });

  it('throws on amounts or dates a caller must never pass', () => {
    const base = { majorCode: '01', minorCode: '01', marketValue: 1_000, consideration: 0, onDate: TODAY };
    expect(() => calculateDuty({ ...base, marketValue: -1 })).toThrow(RangeError);
    expect(() => calculateDuty({ ...base, consideration: 1.5 })).toThrow(RangeError);
    expect(() => calculateDuty({ ...base, stampPaperValue: Number.NaN })).toThrow(RangeError);
    expect(() => calculateDuty({ ...base, onDate: '15-01-2026' })).toThrow(RangeError);
  });
});

describe('calculateDuty: effective dating and specificity', () => {
  const rule = (basisPoints: number): RateRule => ({ kind: 'percent', basisPoints });
  const row = (id: string, fields: Partial<RateRow> & Pick<RateRow, 'minorCode' | 'effectiveFrom' | 'stampDuty'>): RateRow => ({
    id,
    majorCode: '01',
    source: 'test',
    transferDuty: { kind: 'nil' },
    registrationFee: { kind: 'nil' },
    userCharges: { kind: 'nil' },
    ...fields,
  });
  const table: RateTable = {
    registrationFeeCaps: DEFAULT_REGISTRATION_FEE_CAPS,
    rows: [
      row('any-minor', { minorCode: '*', effectiveFrom: '2010-01-01', stampDuty: rule(100) }),
      row('old', { minorCode: '01', effectiveFrom: '2010-01-01', effectiveTo: '2019-12-31', stampDuty: rule(200) }),
      row('new', { minorCode: '01', effectiveFrom: '2020-01-01', stampDuty: rule(300) }),
      row('corporation', { minorCode: '01', localBodyTypes: ['1'], effectiveFrom: '2015-01-01', stampDuty: rule(400) }),
      row('municipality-any-minor', { minorCode: '*', localBodyTypes: ['2', '3'], effectiveFrom: '2010-01-01', stampDuty: rule(600) }),
    ],
  };
  const rowApplied = (minorCode: string, onDate: string, localBodyType?: (typeof LOCAL_BODY_CODES)[number]) =>
    calculated({ majorCode: '01', minorCode, marketValue: 10_000, consideration: 0, onDate, localBodyType }, table).lines[0]?.rateRowId;

  it('takes the row in force on the date, effectiveTo being its last day', () => {
    expect(rowApplied('01', '2019-12-31')).toBe('old');
    expect(rowApplied('01', '2020-01-01')).toBe('new');
    const early = calculateDuty({ majorCode: '01', minorCode: '01', marketValue: 1, consideration: 0, onDate: '2009-12-31' }, table);
    expect(early).toMatchObject({ ok: false, error: { code: 'noRateInForce' } });
  });

  it('prefers an exact minor code to a major-wide row', () => {
    expect(rowApplied('01', '2021-06-01')).toBe('new');
    expect(rowApplied('05', '2021-06-01')).toBe('any-minor');
  });

  it('prefers a matching local body, and uses no local-body row without one', () => {
    expect(rowApplied('01', '2016-01-01', '1')).toBe('corporation');
    expect(rowApplied('01', '2016-01-01', '4')).toBe('old');
    expect(rowApplied('01', '2016-01-01')).toBe('old');
    expect(rowApplied('05', '2016-01-01', '2')).toBe('municipality-any-minor');
  });

  it('ranks an exact minor code above a local body', () => {
    expect(rowApplied('01', '2021-06-01', '2')).toBe('new');
  });

  it('keeps a more specific row in force over a newer general one until it is closed', () => {
    expect(rowApplied('01', '2021-06-01', '1')).toBe('corporation');
  });
});

describe('calculateDuty: properties', () => {
  it('gives whole, non-negative amounts that add up to the total', () => {
    fc.assert(
      fc.property(anyInput, (generated) => {
        const input = toInput(generated);
        const c = calculated(input);
        const amounts = [c.chargeableValue, c.stampDuty, c.transferDuty, c.registrationFee, c.userCharges, c.stampPaperDeducted, c.total];
        for (const amount of [...amounts, ...c.lines.map((line) => line.amount)]) {
          expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true);
        }
        expect(c.total).toBe(c.stampDuty + c.transferDuty + c.registrationFee + c.userCharges - c.stampPaperDeducted);
      }),
      { numRuns: 500 },
    );
  });

  it('charges on the higher of market value and consideration', () => {
    fc.assert(
      fc.property(anyInput, (generated) => {
        const c = calculated(toInput(generated));
        expect(c.chargeableValue).toBe(Math.max(generated.marketValue, generated.consideration));
        const swapped = calculated(toInput({ ...generated, marketValue: generated.consideration, consideration: generated.marketValue }));
        expect(swapped).toEqual(c);
      }),
    );
  });

  it('never deducts more stamp paper than SD + TD or than was bought, and never goes below zero', () => {
    fc.assert(
      fc.property(anyInput, (generated) => {
        const c = calculated(toInput(generated));
        expect(c.stampPaperDeducted).toBeLessThanOrEqual(c.stampDuty + c.transferDuty);
        expect(c.stampPaperDeducted).toBeLessThanOrEqual(generated.stampPaperValue ?? 0);
        expect(c.stampPaperDeducted).toBe(Math.min(generated.stampPaperValue ?? 0, c.stampDuty + c.transferDuty));
        expect(c.total).toBeGreaterThanOrEqual(c.registrationFee + c.userCharges);
      }),
    );
  });

  it('gives the same whole result every time', () => {
    fc.assert(
      fc.property(anyInput, (generated) => {
        const input = toInput(generated);
        expect(calculated(input)).toEqual(calculated(input));
      }),
    );
  });

  it('charges an SEZ party no SD, TD or RF, and the same user charges', () => {
    fc.assert(
      fc.property(anyInput, (generated) => {
        const sez = calculated(toInput({ ...generated, sezParty: true }));
        const plain = calculated(toInput({ ...generated, sezParty: false }));
        expect([sez.stampDuty, sez.transferDuty, sez.registrationFee, sez.stampPaperDeducted]).toEqual([0, 0, 0, 0]);
        expect(sez.userCharges).toBe(plain.userCharges);
        expect(sez.total).toBe(plain.userCharges);
      }),
    );
  });

  it('never lowers a percentage component when the value rises', () => {
    fc.assert(
      fc.property(seededCode, positiveRupees, positiveRupees, dateInForce, ([majorCode, minorCode], a, b, onDate) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const at = (value: number) => calculated({ majorCode, minorCode, marketValue: value, consideration: 0, onDate });
        const row = rowFor(majorCode, minorCode);
        for (const component of ['stampDuty', 'transferDuty', 'registrationFee'] as const) {
          if (row[component].kind === 'percent') expect(at(low)[component]).toBeLessThanOrEqual(at(high)[component]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every percentage within its minimum and maximum', () => {
    const percentRule = fc
      .record({
        basisPoints: fc.integer({ min: 0, max: BASIS_POINTS_PER_UNIT }),
        limits: fc.tuple(fc.option(fc.integer({ min: 0, max: 1_00_000 }), { nil: undefined }), fc.option(fc.integer({ min: 0, max: 1_00_000 }), { nil: undefined })),
      })
      .map(({ basisPoints, limits: [first, second] }): RateRule => {
        const [min, max] = first !== undefined && second !== undefined && first > second ? [second, first] : [first, second];
        return { kind: 'percent', basisPoints, ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
      });
    fc.assert(
      fc.property(percentRule, rupees, (rule, value) => {
        if (rule.kind !== 'percent') return;
        const { amount } = evaluateRule(rule, value);
        if (rule.min !== undefined) expect(amount).toBeGreaterThanOrEqual(rule.min);
        if (rule.max !== undefined) expect(amount).toBeLessThanOrEqual(rule.max);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(seededCode, positiveRupees, ([majorCode, minorCode], value) => {
        const c = calculated({ majorCode, minorCode, marketValue: value, consideration: 0 });
        const row = rowFor(majorCode, minorCode);
        for (const component of ['stampDuty', 'transferDuty', 'registrationFee'] as const) {
          const rule = row[component];
          if (rule.kind !== 'percent') continue;
          if (rule.min !== undefined) expect(c[component]).toBeGreaterThanOrEqual(rule.min);
          if (rule.max !== undefined) expect(c[component]).toBeLessThanOrEqual(rule.max);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('rounds a percentage up by less than one rupee against the exact figure', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: BASIS_POINTS_PER_UNIT }), rupees, (basisPoints, value) => {
        const { amount } = evaluateRule({ kind: 'percent', basisPoints }, value);
        expect(Number.isSafeInteger(amount)).toBe(true);
        // amount − value × bp / 10000 in [0, 1), compared in whole ten-thousandths of a rupee.
        const excess = BigInt(amount) * BigInt(BASIS_POINTS_PER_UNIT) - BigInt(value) * BigInt(basisPoints);
        expect(excess >= 0n && excess < BigInt(BASIS_POINTS_PER_UNIT)).toBe(true);
      }),
      { numRuns: 1_000 },
    );
  });

  it('charges a document without value at most its RFZeroMax, and exactly it where the fee is a percentage', () => {
    fc.assert(
      fc.property(seededCode, ([majorCode, minorCode]) => {
        const c = calculated({ majorCode, minorCode, marketValue: 0, consideration: 0 });
        const cap = feeCapFromList(DEFAULT_REGISTRATION_FEE_CAPS, majorCode, minorCode);
        expect(c.registrationFee).toBeLessThanOrEqual(cap);
        if (rowFor(majorCode, minorCode).registrationFee.kind === 'percent') expect(c.registrationFee).toBe(cap);
      }),
    );
  });
});

describe('the seeded rate table', () => {
  it('names every row once and never seeds two rows for the same key and date', () => {
    expect(new Set(DEFAULT_RATE_ROWS.map((row) => row.id)).size).toBe(DEFAULT_RATE_ROWS.length);
    const keys = DEFAULT_RATE_ROWS.map((row) => [row.majorCode, row.minorCode, row.localBodyTypes?.join(',') ?? '', row.effectiveFrom].join('|'));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('holds only well-formed dates, whole-rupee amounts and basis points up to 100%', () => {
    const wholeRupees = (value: number) => Number.isSafeInteger(value) && value >= 0;
    for (const row of DEFAULT_RATE_ROWS) {
      expect(row.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (row.effectiveTo !== undefined) expect(row.effectiveTo >= row.effectiveFrom).toBe(true);
      expect(row.majorCode).toMatch(/^\d{2}$/);
      expect(row.minorCode).toMatch(/^(\d{2}|\*)$/);
      expect(row.source.length).toBeGreaterThan(0);
      for (const rule of [row.stampDuty, row.transferDuty, row.registrationFee, row.userCharges]) {
        if (rule.kind === 'percent') {
          expect(Number.isInteger(rule.basisPoints) && rule.basisPoints > 0 && rule.basisPoints <= BASIS_POINTS_PER_UNIT).toBe(true);
          for (const limit of [rule.min, rule.max]) if (limit !== undefined) expect(wholeRupees(limit)).toBe(true);
          if (rule.min !== undefined && rule.max !== undefined) expect(rule.min).toBeLessThanOrEqual(rule.max);
        }
        if (rule.kind === 'fixed') expect(wholeRupees(rule.rupees)).toBe(true);
        if (rule.kind === 'tiered') {
          const limits = rule.bands.map((band) => band.upTo);
          expect(limits).toEqual([...limits].sort((x, y) => x - y));
        }
      }
    }
  });

  it('prices every instrument of the rates file', () => {
    const instruments = [
      ['01', '01'], ['01', '02'], ['01', '03'], ['01', '09'], ['01', '10'], ['01', '11'], ['02', '01'], ['02', '02'], ['02', '08'],
      ['03', '02'], ['03', '03'], ['04', '01'], ['04', '02'], ['04', '04'], ['05', '01'], ['06', '01'], ['07', '01'], ['07', '06'],
      ['08', '06'], ['09', '04'], ['41', '02'], ['30', '01'], ['31', '01'],
    ] as const;
    for (const [majorCode, minorCode] of instruments) {
      expect(calculateDuty({ majorCode, minorCode, marketValue: 1_00_000, consideration: 0, onDate: TODAY }).ok).toBe(true);
    }
  });

  it('charges ₹500 user charges on every document but 08/06', () => {
    for (const row of DEFAULT_RATE_ROWS) {
      const expected = row.majorCode === '08' && row.minorCode === '06' ? { kind: 'nil' } : { kind: 'fixed', rupees: 500 };
      expect(row.userCharges).toEqual(expected);
    }
  });

  it('makes every fixed registration fee the RFZeroMax of its code', () => {
    for (const row of DEFAULT_RATE_ROWS) {
      if (row.registrationFee.kind !== 'fixed') continue;
      const minorCodes = row.minorCode === '*' ? transactionTypesOfMajor(row.majorCode).map((type) => type.minorCode) : [row.minorCode];
      expect(minorCodes.length, row.id).toBeGreaterThan(0);
      for (const minorCode of minorCodes) {
        expect(row.registrationFee.rupees, `${row.id} ${minorCode}`).toBe(feeCapFromList(DEFAULT_REGISTRATION_FEE_CAPS, row.majorCode, minorCode));
      }
    }
  });

  it('reads the RFZeroMax caps of spec §9', () => {
    const cap = (majorCode: string, minorCode: string) => feeCapFromList(DEFAULT_RATE_TABLE.registrationFeeCaps, majorCode, minorCode);
    expect(cap('01', '11')).toBe(2_000);
    for (const [majorCode, minorCode] of [['02', '09'], ['05', '03'], ['05', '04'], ['30', '01'], ['32', '00'], ['34', '01'], ['38', '01'], ['40', '01'], ['42', '01'], ['43', '01']] as const) {
      expect(cap(majorCode, minorCode)).toBe(500);
    }
    for (const [majorCode, minorCode] of [['01', '01'], ['43', '02'], ['35', '01'], ['05', '01'], ['09', '04']] as const) {
      expect(cap(majorCode, minorCode)).toBe(1_000);
    }
  });
});

describe('what a citizen reads of each line', () => {
  it('is the rule in words and a citation of its orders in the chosen language, never the department\'s notes', () => {
    const result = calculateDuty({ majorCode: '01', minorCode: '01', marketValue: 55_00_000, consideration: 0, onDate: '2026-11-24', stampPaperValue: 100 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const stampDuty = result.calculation.lines.find((line) => line.component === 'stampDuty')!;
    expect(stampDuty.rule.en).toBe('5% of ₹55,00,000');
    expect(stampDuty.citation.en).toContain('G.O.Ms.463');
    for (const line of result.calculation.lines) {
      expect(line.citation.te).toMatch(/[\u0C00-\u0C7F]/);
      expect(`${line.citation.en} ${line.citation.te}`).not.toMatch(/rate summary|secondary sources|spec §|not found|disagree/i);
    }
  });

  it('carries no note of the rate table for any transaction it prices, and dates every order it cites', () => {
    for (const row of DEFAULT_RATE_ROWS) {
      const [majorCode, minorCode] = [row.majorCode, row.minorCode === '*' ? '01' : row.minorCode];
      for (const sezParty of [false, true]) {
        const result = calculateDuty({ majorCode, minorCode, marketValue: 12_34_567, consideration: 0, onDate: row.effectiveFrom, stampPaperValue: 100, sezParty, ...(row.localBodyTypes ? { localBodyType: row.localBodyTypes[0] } : {}) });
        if (!result.ok) continue;
        const answer = JSON.stringify(result.calculation);
        expect(answer, row.id).not.toMatch(/rate summary|secondary sources|spec §|not found|disagree|followed|"source"/i);
        for (const order of answer.match(/G\.O\.Ms\.\s?\d+[^,)]*/g) ?? []) expect(order, row.id).toMatch(/ of \d{2}-\d{2}-\d{4}/);
      }
    }
  });
});

describe('fees foregone by a concession of the rate table', () => {
  it('is what the standard row charges less what the concession charges, named by the concession', () => {
    // Gift to a family member of ₹10 lakh: 2% + nil + 0.5% (₹5,000) against a gift to others: 5% + 1.5% + 1%.
    const foregone = dutyForegone({ majorCode: '03', minorCode: '02', marketValue: 10_00_000, consideration: 0, onDate: '2026-01-01' });
    expect(foregone).toEqual({
      concessionRowId: 'gift-settlement-family@2013-09-01',
      concession: { en: 'Gift or settlement in favour of a family member', te: 'కుటుంబ సభ్యునికి దానం లేదా సెటిల్‌మెంట్' },
      standardRowId: 'gift-settlement-others@2013-09-01',
      foregoneRupees: 75_000 - 25_000,
    });
    expect(dutyForegone({ majorCode: '01', minorCode: '01', marketValue: 10_00_000, consideration: 0, onDate: '2026-01-01' })).toBeUndefined();
    expect(concessionalTypes()).toEqual(['0302', '0402']);
  });
});
