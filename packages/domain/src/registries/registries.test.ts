import { describe, expect, it } from 'vitest';
import type { Principal } from '../auth/index.ts';
import { ageOn } from '../format/index.ts';
import { particularsSchema, registryEntryName } from './contracts.ts';
import { decideRegistrar } from './rules.ts';

const who = (loginType: Principal['loginType'], level: 'office' | 'district' | 'state', code: string): Principal => ({ loginId: `${loginType}_${code}`, loginType, isMasterUser: false, jurisdiction: { level, code } });

describe('the registrar of each kind', () => {
  it('is the office for marriages and the District Registrar over it for firms and societies', () => {
    expect(decideRegistrar(who('SRO', 'office', '701'), 'hindu-marriage', '701')).toBeUndefined();
    expect(decideRegistrar(who('SRO', 'office', '702'), 'special-marriage', '701')).toBe('NOT_OWN_OFFICE');
    expect(decideRegistrar(who('DR', 'district', '07'), 'hindu-marriage', '701')).toBe('NOT_OWN_OFFICE');
    expect(decideRegistrar(who('DR', 'district', '07'), 'firm', '701')).toBeUndefined();
    expect(decideRegistrar(who('DR', 'district', '06'), 'society', '701')).toBe('OUTSIDE_JURISDICTION');
    expect(decideRegistrar(who('SRO', 'office', '701'), 'firm', '701')).toBe('NOT_THE_REGISTRAR');
    expect(decideRegistrar(who('CIG', 'state', 'AP'), 'society', '701')).toBe('NOT_THE_REGISTRAR');
    for (const kind of ['firm', 'society', 'chit'] as const) expect(decideRegistrar(who('DR_AUDIT', 'district', '07'), kind, '701')).toBe('READ_ONLY_ACCOUNT');
  });
});

describe('a marriage by the law', () => {
  const spouse = (dateOfBirth: string) => ({ name: 'A Person', dateOfBirth, religion: 'hindu', fatherName: 'Father', motherName: 'Mother', address: 'Door 1, Tenali' });
  const witness = { name: 'A Witness', address: 'Door 2, Tenali' };
  const marriage = (bride: string, groom: string) => ({ bride: spouse(bride), groom: spouse(groom), marriage: { marriageDate: '2026-05-10', marriagePlace: 'Tenali' }, witnesses: [witness, witness, witness] });
  const problems = (value: object) => {
    const parsed = particularsSchema('hindu-marriage', '2026-11-25').safeParse(value);
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('counts completed years on the day of the marriage: 18 on the birthday, not the day before', () => {
    expect(ageOn('2008-05-10', '2026-05-10')).toBe(18);
    expect(ageOn('2008-05-11', '2026-05-10')).toBe(17);
    expect(problems(marriage('2008-05-10', '2005-05-10'))).toEqual([]);
    expect(problems(marriage('2008-05-11', '2005-05-11'))).toEqual(['bride.dateOfBirth: brideUnderAge', 'groom.dateOfBirth: groomUnderAge']);
  });

  it('refuses a Hindu marriage of a religion the Act does not cover, and names the couple', () => {
    const value = marriage('2000-01-01', '1998-01-01');
    expect(problems({ ...value, groom: { ...value.groom, religion: 'christian' } })).toEqual(['groom.religion: unknownChoice']);
    expect(registryEntryName('hindu-marriage', { bride: { name: 'Sirisha' }, groom: { name: 'Karthik' } })).toBe('Sirisha & Karthik');
  });
});
