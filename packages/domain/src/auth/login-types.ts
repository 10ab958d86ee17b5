import { jurisdictionLevelOf, STATE_JURISDICTION, type Jurisdiction } from './jurisdiction.ts';

/**
 * Who signs in. The spec names the agency and officer types; a department
 * also needs its Sub-Registrars, an administrator and stamp vendors.
 */
export const LOGIN_TYPES = [
  'AGENCY',
  'CCLA',
  'CIG',
  'DIGCARD',
  'DAG',
  'INCOMETAX',
  'DIG',
  'DR',
  'DR_AUDIT',
  'SUPTDTCARD',
  'SRO',
  'ADMIN',
  'VENDOR',
] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

export function isLoginType(value: string): value is LoginType {
  return (LOGIN_TYPES as readonly string[]).includes(value);
}

/** A signed-in caller as the menus and permissions see it. */
export interface Principal {
  loginId: string;
  loginType: LoginType;
  /** Agencies only: a master user manages the agency's sub users. */
  isMasterUser: boolean;
  /** The office, district, zone or state the account belongs to. */
  jurisdiction: Jurisdiction;
}

/**
 * Where the demo accounts sit: the Sub-Registrar and the vendor at the Battiprolu
 * office, the District Registrars over Guntur district, the DIG over the
 * Guntur zone; everyone else at the state.
 */
function demoJurisdiction(loginType: LoginType): Jurisdiction {
  switch (jurisdictionLevelOf(loginType)) {
    case 'office':
      return { level: 'office', code: DEMO_OFFICE };
    case 'district':
      return { level: 'district', code: '07' };
    case 'zone':
      return { level: 'zone', code: 'GNT' };
    case 'state':
      return STATE_JURISDICTION;
  }
}

/** The office of the demo Sub-Registrar and vendor. */
export const DEMO_OFFICE = '701';

/** Demo login ids, one per login type (agencies have a master and a sub user). */
export function demoLoginIds(): Principal[] {
  return LOGIN_TYPES.flatMap((loginType): Principal[] =>
    loginType === 'AGENCY'
      ? [
          { loginId: 'demo_agency_master', loginType, isMasterUser: true, jurisdiction: STATE_JURISDICTION },
          { loginId: 'demo_agency', loginType, isMasterUser: false, jurisdiction: STATE_JURISDICTION },
        ]
      : [{ loginId: `demo_${loginType.toLowerCase()}`, loginType, isMasterUser: false, jurisdiction: demoJurisdiction(loginType) }],
  );
}
