import { jurisdictionLevelOf, STATE_JURISDICTION, type Jurisdiction } from './jurisdiction.ts';
import { LOGIN_TYPES, type LoginType } from './login-types.ts';

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
