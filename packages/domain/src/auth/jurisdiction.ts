import { nameOrCode, type BilingualText } from '../i18n/index.ts';
import { revenueDistricts } from '../geography/index.ts';
import { sroOffices } from '../reference/index.ts';
import type { LoginType } from './login-types.ts';

/**
 * The level of the department an account belongs to. An office is a
 * Sub-Registrar office (its SRO, clerks and the stamp vendors it supplies); a
 * district is a revenue district, whose offices the District Registrar
 * supervises (the department's lists do not say which registration district an
 * office belongs to, only its revenue district); a zone is the group of
 * districts under one DIG; the state is the Commissioner's office and the
 * outside agencies. See docs/decisions/0010-offices-and-jurisdiction.md.
 */
export const JURISDICTION_LEVELS = ['office', 'district', 'zone', 'state'] as const;
export type JurisdictionLevel = (typeof JURISDICTION_LEVELS)[number];

export interface Jurisdiction {
  level: JurisdictionLevel;
  /** The SRO code, revenue district code or zone code; `AP` for the state. */
  code: string;
}

export const STATE_JURISDICTION: Jurisdiction = { level: 'state', code: 'AP' };

const LEVEL_OF: Record<LoginType, JurisdictionLevel> = {
  SRO: 'office',
  VENDOR: 'office',
  DR: 'district',
  DR_AUDIT: 'district',
  DIG: 'zone',
  CIG: 'state',
  DIGCARD: 'state',
  DAG: 'state',
  SUPTDTCARD: 'state',
  ADMIN: 'state',
  AGENCY: 'state',
  INCOMETAX: 'state',
  CCLA: 'state',
};

export function jurisdictionLevelOf(loginType: LoginType): JurisdictionLevel {
  return LEVEL_OF[loginType];
}

/**
 * Department staff act on the department's records; outside agencies (name
 * search agencies, income tax, CCLA) only read what their menu gives them;
 * vendors sell stamps.
 */
export type AccountKind = 'department' | 'outside-agency' | 'vendor';

export function accountKindOf(loginType: LoginType): AccountKind {
  if (loginType === 'VENDOR') return 'vendor';
  if (loginType === 'AGENCY' || loginType === 'INCOMETAX' || loginType === 'CCLA') return 'outside-agency';
  return 'department';
}

export interface Zone {
  code: string;
  name: BilingualText;
  revenueDistrictCodes: readonly string[];
}

/**
 * The DIG zones, each named after the town of its DIG's office, grouping the
 * pre-2022 revenue districts the way the department's zonal offices do.
 */
export const ZONES: readonly Zone[] = [
  { code: 'VSP', name: { en: 'Visakhapatnam zone', te: 'విశాఖపట్నం జోన్' }, revenueDistrictCodes: ['01', '02', '03'] },
  { code: 'RJY', name: { en: 'Rajahmundry zone', te: 'రాజమండ్రి జోన్' }, revenueDistrictCodes: ['04', '05'] },
  { code: 'GNT', name: { en: 'Guntur zone', te: 'గుంటూరు జోన్' }, revenueDistrictCodes: ['06', '07', '08'] },
  { code: 'NLR', name: { en: 'Nellore zone', te: 'నెల్లూరు జోన్' }, revenueDistrictCodes: ['09', '10', '11'] },
  { code: 'KNL', name: { en: 'Kurnool zone', te: 'కర్నూలు జోన్' }, revenueDistrictCodes: ['12', '13'] },
];

/** The Andhra Pradesh Sub-Registrar offices where documents are registered. */
const STATE_OFFICES = sroOffices.filter((office) => office.state === 'AP');

function revenueDistrictOfOffice(sroCode: string): string | undefined {
  return STATE_OFFICES.find((office) => office.code === sroCode)?.revenueDistrictCode;
}

function districtsOf(jurisdiction: Jurisdiction): readonly string[] {
  switch (jurisdiction.level) {
    case 'state':
      return revenueDistricts.map((district) => district.code);
    case 'zone':
      return ZONES.find((zone) => zone.code === jurisdiction.code)?.revenueDistrictCodes ?? [];
    case 'district':
      return [jurisdiction.code];
    case 'office': {
      const district = revenueDistrictOfOffice(jurisdiction.code);
      return district ? [district] : [];
    }
  }
}

/** Whether the jurisdiction names a real office, district, zone or the state. */
export function isKnownJurisdiction(jurisdiction: Jurisdiction): boolean {
  switch (jurisdiction.level) {
    case 'state':
      return jurisdiction.code === STATE_JURISDICTION.code;
    case 'zone':
      return ZONES.some((zone) => zone.code === jurisdiction.code);
    case 'district':
      return revenueDistricts.some((district) => district.code === jurisdiction.code);
    case 'office':
      return revenueDistrictOfOffice(jurisdiction.code) !== undefined;
  }
}

/** Whether an office lies within the jurisdiction. */
export function coversOffice(jurisdiction: Jurisdiction, sroCode: string): boolean {
  if (jurisdiction.level === 'office') return jurisdiction.code === sroCode && isKnownJurisdiction(jurisdiction);
  const district = revenueDistrictOfOffice(sroCode);
  return district !== undefined && districtsOf(jurisdiction).includes(district);
}

/** The offices within the jurisdiction, by SRO code. */
export function officesCovered(jurisdiction: Jurisdiction): string[] {
  return STATE_OFFICES.filter((office) => coversOffice(jurisdiction, office.code)).map((office) => office.code);
}

const RANK: Record<JurisdictionLevel, number> = { office: 0, district: 1, zone: 2, state: 3 };

/** Whether `outer` holds all of `inner` (a jurisdiction covers itself). */
export function coversJurisdiction(outer: Jurisdiction, inner: Jurisdiction): boolean {
  if (!isKnownJurisdiction(outer) || !isKnownJurisdiction(inner) || RANK[outer.level] < RANK[inner.level]) return false;
  if (outer.level === inner.level) return outer.code === inner.code;
  const outerDistricts = districtsOf(outer);
  return districtsOf(inner).every((district) => outerDistricts.includes(district));
}

/** Whether `upper` is a higher level of the department that holds `lower`. */
export function isAbove(upper: Jurisdiction, lower: Jurisdiction): boolean {
  return RANK[upper.level] > RANK[lower.level] && coversJurisdiction(upper, lower);
}

/** The office, district, zone or state by name, as the signed-in bar shows it. */
export function jurisdictionName(jurisdiction: Jurisdiction): BilingualText {
  switch (jurisdiction.level) {
    case 'state':
      return { en: 'Andhra Pradesh (State)', te: 'ఆంధ్రప్రదేశ్ (రాష్ట్రం)' };
    case 'zone':
      return nameOrCode(ZONES.find((zone) => zone.code === jurisdiction.code)?.name, jurisdiction.code);
    case 'district': {
      const district = revenueDistricts.find((entry) => entry.code === jurisdiction.code);
      return district
        ? { en: `${district.description.en} district`, te: `${district.description.te} జిల్లా` }
        : { en: jurisdiction.code, te: jurisdiction.code };
    }
    case 'office': {
      const office = STATE_OFFICES.find((entry) => entry.code === jurisdiction.code);
      return office
        ? { en: `SRO ${office.description.en}`, te: `ఎస్ఆర్ఓ ${office.description.te}` }
        : { en: jurisdiction.code, te: jurisdiction.code };
    }
  }
}

/** The places a creator may give a new account of a login type: those the creator covers. */
export function assignableJurisdictions(creator: Jurisdiction, loginType: LoginType): Jurisdiction[] {
  const level = jurisdictionLevelOf(loginType);
  const candidates: Jurisdiction[] =
    level === 'state'
      ? [STATE_JURISDICTION]
      : level === 'zone'
        ? ZONES.map((zone) => ({ level, code: zone.code }))
        : level === 'district'
          ? revenueDistricts.map((district) => ({ level, code: district.code }))
          : STATE_OFFICES.map((office) => ({ level, code: office.code }));
  return candidates.filter((candidate) => coversJurisdiction(creator, candidate));
}
