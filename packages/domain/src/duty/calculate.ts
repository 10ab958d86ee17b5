import type { BilingualText } from '../i18n/index.ts';
import { formatBasisPoints, formatRupees, percentOfRupees } from './money.ts';
import {
  DEFAULT_RATE_TABLE,
  DUTY_COMPONENTS,
  feeCapFromList,
  type DutyComponent,
  type LocalBodyCode,
  type RateRow,
  type RateRule,
  type RateTable,
} from './rate-table.ts';

export interface DutyCalculationInput {
  majorCode: string;
  minorCode: string;
  /** Whole rupees, ≥ 0. */
  marketValue: number;
  /** Whole rupees, ≥ 0; for a lease, the total rent plus advance. */
  consideration: number;
  /** Stamp paper already bought for the document, whole rupees. */
  stampPaperValue?: number;
  localBodyType?: LocalBodyCode;
  /** ISO date whose rates apply. The caller supplies it (today in IST for a quote) so the result depends on nothing else. */
  onDate: string;
  /** A party is an SEZ developer or unit. */
  sezParty?: boolean;
}

export const DUTY_LINE_COMPONENTS = [...DUTY_COMPONENTS, 'stampPaperDeduction'] as const;
export type DutyLineComponent = (typeof DUTY_LINE_COMPONENTS)[number];

export interface DutyLine {
  component: DutyLineComponent;
  /** Whole rupees, never negative; the stamp paper line is the amount taken off the total. */
  amount: number;
  rule: BilingualText;
  /**
   * The government orders the rate comes from, with their dates, as a citizen
   * reads a citation, in both languages. The rate table's own notes (which
   * source was followed, what could not be found) stay with the table, for
   * staff and audit, and never reach an answer.
   */
  citation: BilingualText;
  rateRowId: string;
}

const GOVERNMENT_ORDER = /G\.O\.Ms\.\s?(?:No\.\s?)?\d+(?: of \d{2}-\d{2}-\d{4})?/g;

/** The date of issue of the orders the table's notes name without one. */
const ORDER_ISSUED: Readonly<Record<string, string>> = { 'G.O.Ms.463': '17-08-2013', 'G.O.Ms.585': '30-11-2013' };

function datedOrder(order: string): string {
  const issued = ORDER_ISSUED[order.replace(/\s/g, '').replace('No.', '')];
  return order.includes(' of ') || !issued ? order : `${order} of ${issued}`;
}

/**
 * A rule's citation: the government orders its note names, under the Indian
 * Stamp Act and the Registration Act as in force in Andhra Pradesh; a note
 * naming no order cites the Acts' schedules.
 */
export function citationOf(source: string): BilingualText {
  const orders = [...new Set((source.match(GOVERNMENT_ORDER) ?? []).map(datedOrder))];
  if (orders.length === 0) {
    return {
      en: 'Indian Stamp Act, 1899 (Schedule I-A, Andhra Pradesh) and the Registration Fee table',
      te: 'భారత స్టాంపు చట్టం, 1899 (షెడ్యూల్ I-A, ఆంధ్రప్రదేశ్) మరియు రిజిస్ట్రేషన్ రుసుముల పట్టిక',
    };
  }
  const list = orders.join(', ');
  return { en: `${list}, under the Indian Stamp Act, 1899 (Andhra Pradesh)`, te: `భారత స్టాంపు చట్టం, 1899 (ఆంధ్రప్రదేశ్) కింద ${list}` };
}

export interface DutyCalculation {
  chargeableValue: number;
  stampDuty: number;
  transferDuty: number;
  registrationFee: number;
  userCharges: number;
  /** How much of the stamp paper was set against SD + TD. */
  stampPaperDeducted: number;
  /** What is still payable: SD + TD + RF + UC − stamp paper deducted. */
  total: number;
  lines: DutyLine[];
}

export type DutyCalculationError =
  | { code: 'unknownTransactionType'; majorCode: string; minorCode: string; message: BilingualText }
  | { code: 'noRateInForce'; majorCode: string; minorCode: string; onDate: string; message: BilingualText };

export type DutyCalculationResult = { ok: true; calculation: DutyCalculation } | { ok: false; error: DutyCalculationError };

const SEZ_SOURCE = 'Department rate summary, general rules: a party that is an SEZ developer or unit pays no SD, TD or RF';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface RuleOutcome {
  amount: number;
  rule: BilingualText;
}

/** The amount a rule charges on a chargeable value, with the wording shown to the citizen. */
export function evaluateRule(rule: RateRule, chargeableValue: number): RuleOutcome {
  switch (rule.kind) {
    case 'nil':
      return { amount: 0, rule: { en: 'Nil', te: 'లేదు' } };
    case 'fixed':
      return { amount: rule.rupees, rule: perDocument(rule.rupees) };
    case 'tiered': {
      const band = rule.bands.find((candidate) => chargeableValue <= candidate.upTo);
      if (band) {
        return {
          amount: band.rupees,
          rule: {
            en: `${formatRupees(band.rupees)} for a value up to ${formatRupees(band.upTo)}`,
            te: `${formatRupees(band.upTo)} వరకు విలువకు ${formatRupees(band.rupees)}`,
          },
        };
      }
      const top = rule.bands.at(-1);
      if (!top) return { amount: rule.above, rule: perDocument(rule.above) };
      return {
        amount: rule.above,
        rule: {
          en: `${formatRupees(rule.above)} for a value above ${formatRupees(top.upTo)}`,
          te: `${formatRupees(top.upTo)} మించిన విలువకు ${formatRupees(rule.above)}`,
        },
      };
    }
    case 'percent': {
      const exact = percentOfRupees(chargeableValue, rule.basisPoints);
      const base = {
        en: `${formatBasisPoints(rule.basisPoints)} of ${formatRupees(chargeableValue)}`,
        te: `${formatRupees(chargeableValue)} పై ${formatBasisPoints(rule.basisPoints)}`,
      };
      if (rule.min !== undefined && exact < rule.min) {
        return { amount: rule.min, rule: { en: `${base.en}, minimum ${formatRupees(rule.min)}`, te: `${base.te}, కనిష్ఠం ${formatRupees(rule.min)}` } };
      }
      if (rule.max !== undefined && exact > rule.max) {
        return { amount: rule.max, rule: { en: `${base.en}, maximum ${formatRupees(rule.max)}`, te: `${base.te}, గరిష్ఠం ${formatRupees(rule.max)}` } };
      }
      return { amount: exact, rule: base };
    }
  }
}

function perDocument(rupees: number): BilingualText {
  return { en: `${formatRupees(rupees)} per document`, te: `ఒక్కో దస్తావేజుకు ${formatRupees(rupees)}` };
}

function requireRupees(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number of rupees, 0 or more`);
}

function appliesTo(row: RateRow, input: DutyCalculationInput): boolean {
  if (row.majorCode !== input.majorCode) return false;
  if (row.minorCode !== '*' && row.minorCode !== input.minorCode) return false;
  if (!row.localBodyTypes) return true;
  return input.localBodyType !== undefined && row.localBodyTypes.includes(input.localBodyType);
}

/** An exact minor code outranks a local body, so a row for one instrument is not lost to a major-wide local rate. */
function specificity(row: RateRow): number {
  return (row.minorCode === '*' ? 0 : 2) + (row.localBodyTypes ? 1 : 0);
}

function rowInForce(table: RateTable, input: DutyCalculationInput): { ok: true; row: RateRow } | { ok: false; error: DutyCalculationError } {
  const { majorCode, minorCode, onDate } = input;
  const forType = table.rows.filter((row) => row.majorCode === majorCode && (row.minorCode === '*' || row.minorCode === minorCode));
  if (forType.length === 0) {
    return {
      ok: false,
      error: {
        code: 'unknownTransactionType',
        majorCode,
        minorCode,
        message: {
          en: `There is no duty or fee rate for transaction type ${majorCode}/${minorCode}.`,
          te: `లావాదేవీ రకం ${majorCode}/${minorCode} కు సుంకం లేదా రుసుము రేటు లేదు.`,
        },
      },
    };
  }
  const inForce = forType.filter(
    (row) => appliesTo(row, input) && row.effectiveFrom <= onDate && (row.effectiveTo === undefined || onDate <= row.effectiveTo),
  );
  const chosen = inForce.reduce<RateRow | undefined>((best, row) => {
    if (!best) return row;
    const bySpecificity = specificity(row) - specificity(best);
    if (bySpecificity !== 0) return bySpecificity > 0 ? row : best;
    return row.effectiveFrom > best.effectiveFrom ? row : best;
  }, undefined);
  if (!chosen) {
    return {
      ok: false,
      error: {
        code: 'noRateInForce',
        majorCode,
        minorCode,
        onDate,
        message: {
          en: `No rate for transaction type ${majorCode}/${minorCode} was in force on ${onDate}.`,
          te: `${onDate} నాటికి లావాదేవీ రకం ${majorCode}/${minorCode} కు అమలులో ఉన్న రేటు లేదు.`,
        },
      },
    };
  }
  return { ok: true, row: chosen };
}

const SEZ_NIL: BilingualText = {
  en: 'Nil: a party is an SEZ developer or unit',
  te: 'లేదు: పక్షకారులలో ఒకరు SEZ డెవలపర్ లేదా యూనిట్',
};

/**
 * Stamp duty, transfer duty, registration fee and user charges of one
 * document, from the rate row in force on `onDate`. Rules and rounding:
 * README.md beside this file.
 */
export function calculateDuty(input: DutyCalculationInput, table: RateTable = DEFAULT_RATE_TABLE): DutyCalculationResult {
  requireRupees('marketValue', input.marketValue);
  requireRupees('consideration', input.consideration);
  const stampPaperValue = input.stampPaperValue ?? 0;
  requireRupees('stampPaperValue', stampPaperValue);
  if (!ISO_DATE.test(input.onDate)) throw new RangeError('onDate must be an ISO date, YYYY-MM-DD');

  const found = rowInForce(table, input);
  if (!found.ok) return found;
  const { row } = found;
  const chargeableValue = Math.max(input.marketValue, input.consideration);
  const fromRow = (component: DutyComponent, rule: BilingualText, amount: number, source = row.source): DutyLine => ({
    component,
    amount,
    rule,
    citation: citationOf(source),
    rateRowId: row.id,
  });

  const lines: DutyLine[] = [];
  for (const component of ['stampDuty', 'transferDuty', 'registrationFee'] as const) {
    const rule = row[component];
    if (input.sezParty) {
      lines.push(fromRow(component, SEZ_NIL, 0, SEZ_SOURCE));
    } else if (component === 'registrationFee' && rule.kind === 'percent' && chargeableValue === 0) {
      const cap = feeCapFromList(table.registrationFeeCaps, input.majorCode, input.minorCode);
      const text = { en: `${formatRupees(cap)} for a document without value`, te: `విలువ లేని దస్తావేజుకు ${formatRupees(cap)}` };
      lines.push(fromRow(component, text, cap, table.registrationFeeCaps.source));
    } else {
      const outcome = evaluateRule(rule, chargeableValue);
      lines.push(fromRow(component, outcome.rule, outcome.amount));
    }
  }
  const userCharges = evaluateRule(row.userCharges, chargeableValue);
  lines.push(fromRow('userCharges', userCharges.rule, userCharges.amount));

  const amountOf = (component: DutyComponent) => lines.find((line) => line.component === component)?.amount ?? 0;
  const stampDuty = amountOf('stampDuty');
  const transferDuty = amountOf('transferDuty');
  const registrationFee = amountOf('registrationFee');
  const stampPaperDeducted = Math.min(stampPaperValue, stampDuty + transferDuty);
  if (stampPaperDeducted > 0) {
    lines.push({
      component: 'stampPaperDeduction',
      amount: stampPaperDeducted,
      rule: {
        en: `Stamp paper of ${formatRupees(stampPaperValue)} already bought, set against stamp duty and transfer duty`,
        te: `ఇప్పటికే కొన్న ${formatRupees(stampPaperValue)} స్టాంపు కాగితాలు స్టాంపు సుంకం, బదిలీ సుంకాలకు జమ`,
      },
      citation: {
        en: 'Indian Stamp Act, 1899: stamp paper bought for this document counts towards its duty',
        te: 'భారత స్టాంపు చట్టం, 1899: ఈ దస్తావేజు కోసం కొన్న స్టాంపు కాగితాలు దాని సుంకంలో జమ అవుతాయి',
      },
      rateRowId: row.id,
    });
  }

  return {
    ok: true,
    calculation: {
      chargeableValue,
      stampDuty,
      transferDuty,
      registrationFee,
      userCharges: userCharges.amount,
      stampPaperDeducted,
      total: stampDuty + transferDuty + registrationFee + userCharges.amount - stampPaperDeducted,
      lines,
    },
  };
}

export interface DutyForegone {
  concessionRowId: string;
  concession: BilingualText;
  standardRowId: string;
  /** Stamp duty, transfer duty and registration fee the standard row charges, less what the concession charges. */
  foregoneRupees: number;
}

/**
 * What a concession of the rate table gives up on one document (fees
 * foregone): the duties under the row it is a concession against, less those
 * it charges; nothing for a document charged at a standard rate.
 */
export function dutyForegone(input: DutyCalculationInput, table: RateTable = DEFAULT_RATE_TABLE): DutyForegone | undefined {
  const found = rowInForce(table, input);
  if (!found.ok || !found.row.concession) return undefined;
  const { concession } = found.row;
  const standard = table.rows.find((row) => row.id === concession.standardRowId);
  if (!standard) return undefined;
  const value = Math.max(input.marketValue, input.consideration);
  const charged = (row: RateRow) => (['stampDuty', 'transferDuty', 'registrationFee'] as const).reduce((sum, component) => sum + evaluateRule(row[component], value).amount, 0);
  return { concessionRowId: found.row.id, concession: concession.name, standardRowId: standard.id, foregoneRupees: Math.max(0, charged(standard) - charged(found.row)) };
}

/** Transaction types (`major` + `minor`) a concessional row of the table can apply to. */
export function concessionalTypes(table: RateTable = DEFAULT_RATE_TABLE): string[] {
  return [...new Set(table.rows.filter((row) => row.concession && row.minorCode !== '*').map((row) => `${row.majorCode}${row.minorCode}`))];
}

export interface DocumentDuties {
  stampDuty: number;
  transferDuty: number;
  registrationFee: number;
  userCharges: number;
}

/**
 * The duties a registered document carries: the calculation's when a rate row
 * is in force, else, for documents the rate table has no row for (releases,
 * cancellations, wills), the registration fee of a document without value.
 */
export function documentDuties(input: DutyCalculationInput, table: RateTable = DEFAULT_RATE_TABLE): DocumentDuties {
  const result = calculateDuty(input, table);
  if (result.ok) {
    const { stampDuty, transferDuty, registrationFee, userCharges } = result.calculation;
    return { stampDuty, transferDuty, registrationFee, userCharges };
  }
  return { stampDuty: 0, transferDuty: 0, registrationFee: feeCapFromList(table.registrationFeeCaps, input.majorCode, input.minorCode), userCharges: 0 };
}
