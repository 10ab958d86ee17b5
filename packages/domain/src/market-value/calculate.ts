import { MAX_DUTY_RUPEES } from '../duty/index.ts';
import { formatBasisPoints, formatRupees } from '../duty/index.ts';
import type { ValidationMessageKey } from '../errors/index.ts';
import { nameOrCode, type BilingualText, type Language } from '../i18n/index.ts';
import { findReferenceEntry } from '../reference/index.ts';
import {
  ACRE,
  AREA_UNIT_WORDS,
  SQUARE_FOOT,
  SQUARE_YARD,
  describeQuantity,
  formatTenThousandths,
  valueInRupees,
  type AreaUnitCode,
  type Quantity,
} from './quantity.ts';
import { ageBandFor, stageShareFor, type StructureSchedule } from './structure-schedule.ts';

export const MARKET_VALUE_KINDS = ['rural', 'urban', 'apartment'] as const;
export type MarketValueKind = (typeof MARKET_VALUE_KINDS)[number];

/** The rows of a rate register: land per acre (rural) or per sq. yard (urban), and flats' composite rate per sq. ft. */
export const RATE_KINDS = ['rural', 'urban', 'composite'] as const;
export type RateKind = (typeof RATE_KINDS)[number];

/** The unit each kind of rate is quoted per. */
export const RATE_UNITS: Record<RateKind, AreaUnitCode> = { rural: ACRE, urban: SQUARE_YARD, composite: SQUARE_FOOT };

/**
 * Which row of the register priced the land: a survey number's own rate wins
 * over its village's, a door number's over its block's.
 */
export const RATE_MATCHES = ['surveyNumber', 'village', 'doorNumber', 'block'] as const;
export type RateMatch = (typeof RATE_MATCHES)[number];

/** A rate found in the register for the property's location, with the version it came from. */
export interface LocationRate {
  readonly rupees: number;
  readonly versionId: number;
  readonly effectiveFrom: string;
  readonly matchedOn: RateMatch;
}

export interface StructureInput {
  readonly structureTypeCode: string;
  /** Ten-thousandths of a sq. ft. */
  readonly plinthAreaSqFt: number;
  readonly stageOfConstruction: string;
  readonly ageYears: number;
  readonly floor?: string | undefined;
}

export type MarketValueInput =
  | {
      readonly kind: 'rural' | 'urban';
      readonly landUseCode: string;
      readonly extent: Quantity;
      readonly landRate: LocationRate;
      readonly structures: readonly StructureInput[];
    }
  | {
      readonly kind: 'apartment';
      readonly landUseCode: string;
      /** Ten-thousandths of a sq. yard. */
      readonly undividedShareSqYards: number;
      readonly landRate: LocationRate;
      /** Ten-thousandths of a sq. ft. */
      readonly plinthAreaSqFt: number;
      readonly compositeRate: LocationRate;
    };

export const MARKET_VALUE_COMPONENTS = ['land', 'undividedShare', 'flat', 'structure'] as const;
export type MarketValueComponentName = (typeof MARKET_VALUE_COMPONENTS)[number];

export const MARKET_VALUE_FACTORS = ['stageOfConstruction', 'age'] as const;

export interface MarketValueFactor {
  readonly factor: (typeof MARKET_VALUE_FACTORS)[number];
  /** The share of the value kept, in basis points: a stage's share, or 100% less depreciation. */
  readonly basisPoints: number;
  readonly label: BilingualText;
}

export interface MarketValueComponent {
  readonly component: MarketValueComponentName;
  readonly label: BilingualText;
  readonly quantity: { readonly value: string; readonly unit: AreaUnitCode };
  readonly unitRate: { readonly rupees: number; readonly per: AreaUnitCode };
  readonly factors: MarketValueFactor[];
  /** Whole rupees, rounded up once from the exact product. */
  readonly amount: number;
  /** How the amount was reached, e.g. `2.5 acres × ₹12,00,000 per acre`. */
  readonly rule: BilingualText;
  readonly rateVersion: { readonly id: number; readonly effectiveFrom: string };
  /** Which register row priced it; null for a structure, priced from the schedule. */
  readonly matchedOn: RateMatch | null;
}

export interface MarketValueCalculation {
  readonly components: MarketValueComponent[];
  /** Whole rupees: the sum of the components. */
  readonly total: number;
}

/** A problem with the input, at a field path of the request (`structures.0.stageOfConstruction`). */
export interface MarketValueProblem {
  readonly field: string;
  readonly key: ValidationMessageKey;
}

export type MarketValueResult = { ok: true; calculation: MarketValueCalculation } | { ok: false; problems: MarketValueProblem[] };

/** The most the duty calculator takes as a market value, so that every value here can go on to it. */
export const MAX_MARKET_VALUE_RUPEES = MAX_DUTY_RUPEES;

function referenceName(list: 'land-uses' | 'structure-types' | 'stages-of-construction' | 'floors', code: string): BilingualText {
  return nameOrCode(findReferenceEntry(list, code)?.description, code);
}

function rateRule(quantity: Quantity, rupees: number, per: AreaUnitCode, factors: readonly MarketValueFactor[]): BilingualText {
  const counted = describeQuantity(quantity);
  const perWords = AREA_UNIT_WORDS[per].per;
  const factorText = (language: Language) => factors.map((factor) => ` × ${formatBasisPoints(factor.basisPoints)} (${factor.label[language]})`).join('');
  return {
    en: `${counted.en} × ${formatRupees(rupees)} ${perWords.en}${factorText('en')}`,
    te: `${counted.te} × ${perWords.te} ${formatRupees(rupees)}${factorText('te')}`,
  };
}

function locationComponent(
  component: MarketValueComponentName,
  label: BilingualText,
  quantity: Quantity,
  rate: LocationRate,
  per: AreaUnitCode,
): MarketValueComponent {
  return {
    component,
    label,
    quantity: { value: formatTenThousandths(quantity.amount), unit: quantity.unit },
    unitRate: { rupees: rate.rupees, per },
    factors: [],
    amount: valueInRupees(quantity, rate.rupees, per),
    rule: rateRule(quantity, rate.rupees, per, []),
    rateVersion: { id: rate.versionId, effectiveFrom: rate.effectiveFrom },
    matchedOn: rate.matchedOn,
  };
}

function structureComponent(
  structure: StructureInput,
  index: number,
  schedule: StructureSchedule | undefined,
): { ok: true; component: MarketValueComponent } | { ok: false; problems: MarketValueProblem[] } {
  const at = `structures.${index}`;
  const rate = schedule?.ratesPerSqFt[structure.structureTypeCode];
  const stage = schedule && stageShareFor(structure.stageOfConstruction, schedule.stageShares);
  const band = schedule && ageBandFor(structure.ageYears, schedule.ageBands);
  const problems: MarketValueProblem[] = [
    ...(rate === undefined ? [{ field: `${at}.structureTypeCode`, key: 'noStructureRate' as const }] : []),
    ...(stage ? [] : [{ field: `${at}.stageOfConstruction`, key: 'noMarketValueRate' as const }]),
    ...(band ? [] : [{ field: `${at}.ageYears`, key: 'noMarketValueRate' as const }]),
  ];
  if (!schedule || rate === undefined || !stage || !band) return { ok: false, problems };

  const stageName = referenceName('stages-of-construction', stage.stageCode);
  const depreciation = formatBasisPoints(band.depreciationBasisPoints);
  const factors: MarketValueFactor[] = [
    { factor: 'stageOfConstruction', basisPoints: stage.basisPoints, label: stageName },
    {
      factor: 'age',
      basisPoints: 10_000 - band.depreciationBasisPoints,
      label: {
        en: `${structure.ageYears} years old, ${depreciation} depreciation`,
        te: `${structure.ageYears} సంవత్సరాల వయస్సు, ${depreciation} తరుగుదల`,
      },
    },
  ];
  const quantity: Quantity = { amount: structure.plinthAreaSqFt, unit: SQUARE_FOOT };
  const typeName = referenceName('structure-types', structure.structureTypeCode);
  const floorName = structure.floor ? referenceName('floors', structure.floor) : undefined;
  return {
    ok: true,
    component: {
      component: 'structure',
      label: {
        en: `Structure ${index + 1}: ${typeName.en}${floorName ? `, ${floorName.en}` : ''}`,
        te: `నిర్మాణం ${index + 1}: ${typeName.te}${floorName ? `, ${floorName.te}` : ''}`,
      },
      quantity: { value: formatTenThousandths(quantity.amount), unit: SQUARE_FOOT },
      unitRate: { rupees: rate, per: SQUARE_FOOT },
      factors,
      amount: valueInRupees(
        quantity,
        rate,
        SQUARE_FOOT,
        factors.map((factor) => factor.basisPoints),
      ),
      rule: rateRule(quantity, rate, SQUARE_FOOT, factors),
      rateVersion: { id: schedule.versionId, effectiveFrom: schedule.effectiveFrom },
      matchedOn: null,
    },
  };
}

/**
 * The market value of a property from the rates already found for it: land at
 * its location's rate, a flat as its undivided share of land plus its plinth
 * area at the composite rate, and each structure at its type's rate, scaled by
 * its stage of construction and its age. Rules and rounding: README.md beside this file.
 */
export function calculateMarketValue(input: MarketValueInput, schedule: StructureSchedule | undefined): MarketValueResult {
  const landUse = referenceName('land-uses', input.landUseCode);
  const components: MarketValueComponent[] = [];
  const problems: MarketValueProblem[] = [];

  if (input.kind === 'apartment') {
    components.push(
      locationComponent(
        'undividedShare',
        { en: `Undivided share of land (${landUse.en})`, te: `అవిభాజ్య భూమి వాటా (${landUse.te})` },
        { amount: input.undividedShareSqYards, unit: SQUARE_YARD },
        input.landRate,
        RATE_UNITS.urban,
      ),
      locationComponent(
        'flat',
        { en: `Flat: plinth area at the composite rate (${landUse.en})`, te: `ఫ్లాట్: కాంపోజిట్ రేటుతో ప్లింత్ విస్తీర్ణం (${landUse.te})` },
        { amount: input.plinthAreaSqFt, unit: SQUARE_FOOT },
        input.compositeRate,
        RATE_UNITS.composite,
      ),
    );
  } else {
    components.push(locationComponent('land', { en: `Land (${landUse.en})`, te: `భూమి (${landUse.te})` }, input.extent, input.landRate, RATE_UNITS[input.kind]));
    input.structures.forEach((structure, index) => {
      const priced = structureComponent(structure, index, schedule);
      if (priced.ok) components.push(priced.component);
      else problems.push(...priced.problems);
    });
  }

  if (problems.length > 0) return { ok: false, problems };
  const total = components.reduce((sum, component) => sum + component.amount, 0);
  if (total > MAX_MARKET_VALUE_RUPEES) return { ok: false, problems: [{ field: '', key: 'valueTooLarge' }] };
  return { ok: true, calculation: { components, total } };
}
