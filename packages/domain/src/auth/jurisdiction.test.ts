import { describe, expect, it } from 'vitest';
import { sroOffices } from '../reference/index.ts';
import { decideApproval, decideDistrictAction, decideOfficeAction, decideOfficesCovered, decideOfficesDecision, mayAssignJurisdiction, takesDecisions } from './access.ts';
import {
  assignableJurisdictions,
  coversJurisdiction,
  coversOffice,
  isAbove,
  isKnownJurisdiction,
  jurisdictionName,
  officesCovered,
  STATE_JURISDICTION,
  ZONES,
  type Jurisdiction,
} from './jurisdiction.ts';
import { LOGIN_TYPES, type LoginType } from './login-types.ts';
import { demoLoginIds, type Principal } from './accounts.ts';

const office = (code: string): Jurisdiction => ({ level: 'office', code });
const district = (code: string): Jurisdiction => ({ level: 'district', code });
const zone = (code: string): Jurisdiction => ({ level: 'zone', code });
const who = (loginType: LoginType, jurisdiction: Jurisdiction, loginId = `x_${loginType.toLowerCase()}`): Principal => ({
  loginId,
  loginType,
  isMasterUser: false,
  jurisdiction,
});

const apOffices = sroOffices.filter((entry) => entry.state === 'AP');

describe('jurisdictions', () => {
  it('every Andhra Pradesh office lies in exactly one district and one zone', () => {
    for (const entry of apOffices) {
      expect(ZONES.filter((candidate) => coversOffice(zone(candidate.code), entry.code))).toHaveLength(1);
      expect(coversOffice(district(entry.revenueDistrictCode ?? ''), entry.code)).toBe(true);
      expect(coversOffice(STATE_JURISDICTION, entry.code)).toBe(true);
    }
    expect(officesCovered(STATE_JURISDICTION)).toHaveLength(apOffices.length);
  });

  it('an office covers itself only; a district its own offices; legacy and state entries are no office of ours', () => {
    expect(coversOffice(office('701'), '701')).toBe(true);
    expect(coversOffice(office('701'), '702')).toBe(false);
    expect(coversOffice(district('07'), '701')).toBe(true);
    expect(coversOffice(district('07'), '601')).toBe(false);
    expect(coversOffice(zone('GNT'), '601')).toBe(true);
    expect(coversOffice(zone('GNT'), '101')).toBe(false);
    expect(coversOffice(STATE_JURISDICTION, '1701')).toBe(false);
    expect(isKnownJurisdiction(office('1701'))).toBe(false);
    expect(isKnownJurisdiction(office('8888'))).toBe(false);
    expect(isKnownJurisdiction(district('14'))).toBe(false);
    expect(isKnownJurisdiction({ level: 'state', code: 'TG' })).toBe(false);
  });

  it('orders the levels: state above zone above district above office, each over its own part only', () => {
    expect(isAbove(district('07'), office('701'))).toBe(true);
    expect(isAbove(district('06'), office('701'))).toBe(false);
    expect(isAbove(zone('GNT'), district('07'))).toBe(true);
    expect(isAbove(zone('VSP'), district('07'))).toBe(false);
    expect(isAbove(STATE_JURISDICTION, zone('KNL'))).toBe(true);
    expect(isAbove(office('701'), office('701'))).toBe(false);
    expect(isAbove(district('07'), district('07'))).toBe(false);
    expect(coversJurisdiction(district('07'), district('07'))).toBe(true);
    expect(coversJurisdiction(office('701'), district('07'))).toBe(false);
  });

  it('names the place in both languages', () => {
    expect(jurisdictionName(office('701'))).toEqual({ en: 'SRO BATTIPROLU', te: 'ఎస్ఆర్ఓ భట్టిప్రోలు' });
    expect(jurisdictionName(district('07')).en).toBe('Guntur district');
    expect(jurisdictionName(zone('GNT')).te).toBe('గుంటూరు జోన్');
  });

  it('demo accounts sit in real places at their login type\'s level', () => {
    for (const account of demoLoginIds()) expect(isKnownJurisdiction(account.jurisdiction), account.loginId).toBe(true);
  });
});

describe('the office decision', () => {
  const sro = who('SRO', office('701'));
  it('an SRO acts only at its own office', () => {
    expect(decideOfficeAction(sro, 'act', '701')).toBeUndefined();
    expect(decideOfficeAction(sro, 'act', '702')).toBe('NOT_OWN_OFFICE');
    expect(decideOfficeAction(sro, 'read', '702')).toBe('OUTSIDE_JURISDICTION');
  });

  it('officers above an office read its records but do not act on them', () => {
    const dr = who('DR', district('07'));
    expect(decideOfficeAction(dr, 'read', '701')).toBeUndefined();
    expect(decideOfficeAction(dr, 'read', '601')).toBe('OUTSIDE_JURISDICTION');
    expect(decideOfficeAction(dr, 'act', '701')).toBe('NOT_OWN_OFFICE');
  });

  it('outside agencies read state-wide and never act', () => {
    for (const loginType of ['AGENCY', 'INCOMETAX', 'CCLA'] as const) {
      const agency = who(loginType, STATE_JURISDICTION);
      expect(decideOfficeAction(agency, 'read', '101')).toBeUndefined();
      expect(decideOfficeAction(agency, 'act', '101')).toBe('READ_ONLY_ACCOUNT');
      expect(decideOfficesCovered(agency, ['101'])).toBe('READ_ONLY_ACCOUNT');
    }
  });

  it('the District Registrar (Audit) reads and inspects the district; the District Registrar decides', () => {
    const audit = who('DR_AUDIT', district('07'));
    const dr = who('DR', district('07'));
    expect(decideOfficeAction(audit, 'read', '701')).toBeUndefined();
    expect(decideOfficesCovered(audit, ['701'])).toBeUndefined();
    expect(decideOfficesDecision(audit, ['701'])).toBe('READ_ONLY_ACCOUNT');
    expect(decideOfficesDecision(dr, ['701'])).toBeUndefined();
    expect(decideOfficesDecision(dr, ['601'])).toBe('OUTSIDE_JURISDICTION');
    expect(decideDistrictAction(audit, '07')).toBe('READ_ONLY_ACCOUNT');
    expect(decideDistrictAction(dr, '07')).toBeUndefined();
    expect(decideApproval(audit, { loginId: 'sro_battiprolu', jurisdiction: office('701') })).toBe('READ_ONLY_ACCOUNT');
    expect(LOGIN_TYPES.filter((loginType) => !takesDecisions(loginType))).toEqual(['AGENCY', 'CCLA', 'INCOMETAX', 'DR_AUDIT']);
  });

  it('an upload must lie wholly in the uploader\'s jurisdiction', () => {
    const dr = who('DR', district('07'));
    expect(decideOfficesCovered(dr, ['701', '702'])).toBeUndefined();
    expect(decideOfficesCovered(dr, ['701', '601'])).toBe('OUTSIDE_JURISDICTION');
  });
});

describe('maker–checker', () => {
  const maker = { loginId: 'sro_battiprolu', jurisdiction: office('701') };
  it('a second officer above the maker approves', () => {
    expect(decideApproval(who('DR', district('07')), maker)).toBeUndefined();
    expect(decideApproval(who('DIG', zone('GNT')), maker)).toBeUndefined();
    expect(decideApproval(who('DR', district('06')), maker)).toBe('NOT_ABOVE_MAKER');
    expect(decideApproval(who('SRO', office('701'), 'another_sro'), maker)).toBe('NOT_ABOVE_MAKER');
    expect(decideApproval(who('AGENCY', STATE_JURISDICTION), maker)).toBe('READ_ONLY_ACCOUNT');
  });

  it('never the maker, even at a level above; a state maker is checked by another state officer', () => {
    expect(decideApproval(who('DR', district('07'), 'dr_guntur'), { loginId: 'DR_Guntur', jurisdiction: district('07') })).toBe('SAME_OFFICER');
    const stateMaker = { loginId: 'cig_one', jurisdiction: STATE_JURISDICTION };
    expect(decideApproval(who('CIG', STATE_JURISDICTION, 'cig_two'), stateMaker)).toBeUndefined();
    expect(decideApproval(who('CIG', STATE_JURISDICTION, 'cig_one'), stateMaker)).toBe('SAME_OFFICER');
    expect(decideApproval(who('DIG', zone('GNT')), stateMaker)).toBe('NOT_ABOVE_MAKER');
  });
});

describe('giving a new account its place', () => {
  it('a creator assigns only places it covers, at the login type\'s level', () => {
    const admin = who('ADMIN', STATE_JURISDICTION);
    const dr = who('DR', district('07'));
    expect(mayAssignJurisdiction(admin, 'SRO', office('101'))).toBe(true);
    expect(mayAssignJurisdiction(admin, 'SRO', district('01'))).toBe(false);
    expect(mayAssignJurisdiction(dr, 'SRO', office('701'))).toBe(true);
    expect(mayAssignJurisdiction(dr, 'SRO', office('601'))).toBe(false);
    expect(mayAssignJurisdiction(dr, 'CIG', STATE_JURISDICTION)).toBe(false);
    expect(assignableJurisdictions(dr.jurisdiction, 'SRO').every((place) => coversOffice(district('07'), place.code))).toBe(true);
    for (const loginType of LOGIN_TYPES) expect(assignableJurisdictions(STATE_JURISDICTION, loginType).length).toBeGreaterThan(0);
  });
});
