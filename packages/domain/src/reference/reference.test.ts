import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CODED_REFERENCE_LIST_NAMES,
  REFERENCE_LIST_NAMES,
  districts,
  findDistrict,
  findPartyRole,
  findReferenceEntry,
  findSroOffice,
  findTransactionType,
  floors,
  indexRfZeroMax,
  landUses,
  localBodyTypes,
  majorTransactionTypes,
  partyRoles,
  propertyKinds,
  referenceEntrySchema,
  referenceList,
  referenceListNameSchema,
  referenceListResponseSchema,
  registrationFeeCap,
  rfZeroMax,
  rfZeroMaxRecordSchema,
  sroOffices,
  sroOfficesOfDistrict,
  stagesOfConstruction,
  structureTypes,
  transactionParties,
  transactionTypes,
  transactionTypesOfMajor,
  type ReferenceEntry,
} from './index.ts';

const TELUGU = /[\u0C00-\u0C7F]/;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(2, '0'));

/** Spec §9, written out independently of the data. */
function specFeeCap(majorCode: string, minorCode: string): number {
  if (majorCode === '01' && minorCode === '11') return 2000;
  if (['02/09', '05/03', '05/04', '43/01'].includes(`${majorCode}/${minorCode}`)) return 500;
  if (['30', '31', '32', '33', '34', '38', '39', '40', '42'].includes(majorCode)) return 500;
  return 1000;
}

const codedLists: readonly (readonly [string, readonly ReferenceEntry[]])[] = [
  ...CODED_REFERENCE_LIST_NAMES.map((name) => [name, referenceList(name)] as const),
  ['party-roles', partyRoles],
  ['property-kinds', propertyKinds],
];

describe('every coded list', () => {
  it.each(codedLists)('%s has English and Telugu for every entry', (_name, entries) => {
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry.description.en.trim(), entry.code).not.toBe('');
      expect(entry.description.te, entry.code).toMatch(TELUGU);
    }
  });

  it.each(codedLists)('%s has unique codes', (_name, entries) => {
    expect(new Set(entries.map((entry) => entry.code)).size).toBe(entries.length);
  });

  it.each(CODED_REFERENCE_LIST_NAMES)('%s answers the list-response schema', (name) => {
    const response = { list: name, entries: referenceList(name) };
    expect(referenceListResponseSchema.parse(response)).toEqual(response);
  });

  it('finds each entry by its code and nothing for a code it lacks', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CODED_REFERENCE_LIST_NAMES), fc.nat(), (name, pick) => {
        const entries = referenceList(name);
        const entry = entries[pick % entries.length];
        expect(findReferenceEntry(name, entry?.code ?? '')).toBe(entry);
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...CODED_REFERENCE_LIST_NAMES), fc.string(), (name, code) => {
        const known = referenceList(name).some((entry) => entry.code === code);
        expect(findReferenceEntry(name, code) !== undefined).toBe(known);
      }),
    );
  });
});

describe('descriptions the department lists lack', () => {
  const authoredCodes = (entries: readonly ReferenceEntry[]) => entries.filter((entry) => entry.authored).map((entry) => entry.code);

  it('are marked authored, and only they', () => {
    expect(authoredCodes(stagesOfConstruction)).toEqual(['2', '4', '5']);
    expect(authoredCodes(structureTypes)).toEqual(range(9, 14));
    expect(authoredCodes(landUses)).toEqual(['13', '99', 'CC', 'CG', 'CS', 'CT', 'ED', 'GY', 'HL', 'HS', 'HU', 'ID', 'MH', 'NH', 'PK', 'RA', 'RP', 'SG', 'VL']);
    expect(authoredCodes(localBodyTypes)).toEqual(localBodyTypes.map((type) => type.code));
    expect(authoredCodes(partyRoles)).toEqual(partyRoles.map((role) => role.code));
    expect(authoredCodes(transactionTypes)).toEqual(['0125', '0126', '0127', '0215', '0403', '0404', '0602', '0805', '0806', '2004', '4106']);
    for (const name of ['floors', 'districts', 'sro-offices', 'extent-units', 'relation-types', 'represent-types', 'occupations', 'salutations', 'property-types'] as const) {
      expect(authoredCodes(referenceList(name)), name).toEqual([]);
    }
  });
});

describe('the list names', () => {
  it('are the kebab-case API names, coded lists plus rf-zero-max', () => {
    expect(REFERENCE_LIST_NAMES).toEqual([...CODED_REFERENCE_LIST_NAMES, 'rf-zero-max']);
    expect(REFERENCE_LIST_NAMES).toHaveLength(15);
    for (const name of REFERENCE_LIST_NAMES) expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('reject an unknown list', () => {
    expect(referenceListNameSchema.safeParse('states').success).toBe(false);
    expect(referenceListNameSchema.parse('sro-offices')).toBe('sro-offices');
  });

  it('keep a list\'s own fields through the entry schema', () => {
    expect(referenceEntrySchema.parse(landUses[0])).toHaveProperty('area', 'urban');
    expect(referenceEntrySchema.safeParse({ code: '01', description: { en: 'x' } }).success).toBe(false);
  });
});

describe('spec §3.4 codes', () => {
  it('has stages of construction 1–5 with the spec meanings', () => {
    expect(stagesOfConstruction.map((stage) => stage.code)).toEqual(['1', '2', '3', '4', '5']);
    const english = stagesOfConstruction.map((stage) => stage.description.en.toLowerCase());
    expect(english[0]).toContain('foundation');
    expect(english[1]).toContain('lintel');
    expect(english[2]).toContain('slab');
    expect(english[3]).toContain('semi');
    expect(english[4]).toContain('finished');
  });

  it('has floors 01–99 and CE, FU, GR, MZ, PA', () => {
    const codes = new Set(floors.map((floor) => floor.code));
    for (const code of [...range(1, 99), 'CE', 'FU', 'GR', 'MZ', 'PA']) expect(codes, code).toContain(code);
    expect(floors).toHaveLength(104);
  });

  it('has structure types 01–14', () => {
    expect(structureTypes.map((type) => type.code)).toEqual(range(1, 14));
  });

  it('has every land-use code the spec names, each in its area', () => {
    const area = new Map(landUses.map((use) => [use.code, use.area]));
    for (const code of range(1, 13)) expect(area.get(code), code).toBe('urban');
    for (const code of range(21, 50)) expect(area.get(code), code).toBe('rural');
    const others = ['98', '99', 'CC', 'CG', 'CS', 'CT', 'ED', 'GY', 'HL', 'HS', 'HU', 'ID', 'MH', 'NH', 'PK', 'RA', 'RP', 'SG', 'VL'];
    for (const code of others) expect(area.get(code), code).toBe('other');
    expect(landUses).toHaveLength(13 + 30 + others.length);
    expect(area.size).toBe(landUses.length);
  });

  it('gives 99 both cash for partition and movable', () => {
    const cash = findReferenceEntry('land-uses', '99')?.description.en.toLowerCase();
    expect(cash).toContain('partition');
    expect(cash).toContain('movable');
  });

  it('has local-body types 1–8', () => {
    expect(localBodyTypes.map((type) => type.code)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(localBodyTypes[5]?.description.en).toBe('Cantonment Board');
  });
});

describe('transaction types', () => {
  it('are found by major and minor code', () => {
    expect(findTransactionType('01', '01')?.description).toEqual({ en: 'Sale Deed', te: 'విక్రయ దస్తావేజు' });
    expect(findTransactionType('41', '02')?.description.te).toBe('జనరల్ పవర్');
    expect(findTransactionType('09', '01')).toBeUndefined();
    for (const type of transactionTypes) expect(type.code).toBe(`${type.majorCode}${type.minorCode}`);
  });

  it('have a 00 row for each of the 26 majors', () => {
    const majors = majorTransactionTypes().map((type) => type.majorCode);
    expect(majors).toEqual([...new Set(transactionTypes.map((type) => type.majorCode))]);
    expect(majors).toHaveLength(26);
    expect(transactionTypesOfMajor('09').map((type) => type.minorCode)).toEqual(['04', '05']);
  });

  it('name their parties in both languages, falling back to the major type', () => {
    expect(findTransactionType('01', '00')?.parties.map((party) => party.code)).toEqual(['EX', 'CL']);
    expect(transactionParties('01', '01')?.map((party) => party.description.en)).toEqual(['Executant', 'Claimant']);
    expect(transactionParties('02', '00')?.map((party) => party.side)).toEqual(['executant', 'claimant', 'witness']);
    expect(transactionParties('03', '02')?.map((party) => party.description.en)).toEqual(['Donor', 'Donee']);
    expect(transactionParties('30', '01')?.map((party) => party.description.en)).toEqual(['Natural Parents', 'Adoptive Parents']);
    expect(transactionParties('99', '99')).toBeUndefined();
    expect(findPartyRole('ME')?.description.en).toBe('Mortgagee');
  });

  it('use only party roles that exist', () => {
    const roles = new Set(partyRoles);
    for (const type of transactionTypes) for (const party of type.parties) expect(roles).toContain(party);
  });
});

describe('RFZeroMax', () => {
  it('keeps the source\'s duplicate records, and they never disagree', () => {
    const byCode = new Map<string, number[]>();
    for (const record of rfZeroMax) {
      const key = `${record.majorCode}/${record.minorCode}`;
      byCode.set(key, [...(byCode.get(key) ?? []), record.max]);
    }
    const repeated = [...byCode.values()].filter((caps) => caps.length > 1);
    expect(repeated.length).toBeGreaterThan(0);
    expect(repeated.some((caps) => caps[0] === 500)).toBe(true);
    expect(repeated.some((caps) => caps[0] === 1000)).toBe(true);
    for (const caps of repeated) expect(new Set(caps).size).toBe(1);
  });

  it('has records of the right shape', () => {
    for (const record of rfZeroMax) expect(rfZeroMaxRecordSchema.parse(record)).toEqual(record);
    expect(referenceListResponseSchema.safeParse({ list: 'rf-zero-max', entries: rfZeroMax }).success).toBe(true);
    expect(referenceListResponseSchema.safeParse({ list: 'rf-zero-max', entries: floors }).success).toBe(false);
  });

  it('matches spec §9 exactly', () => {
    expect(registrationFeeCap('01', '11')).toBe(2000);
    expect(registrationFeeCap('02', '09')).toBe(500);
    expect(registrationFeeCap('05', '03')).toBe(500);
    expect(registrationFeeCap('05', '04')).toBe(500);
    expect(registrationFeeCap('43', '01')).toBe(500);
    expect(registrationFeeCap('43', '02')).toBe(1000);
    expect(registrationFeeCap('01', '01')).toBe(1000);
    for (const major of ['30', '31', '32', '33', '34', '38', '39', '40', '42']) {
      const minors = transactionTypes.filter((type) => type.majorCode === major);
      expect(minors.length).toBeGreaterThan(0);
      for (const type of minors) expect(registrationFeeCap(type.majorCode, type.minorCode), type.code).toBe(500);
    }
    for (const record of rfZeroMax) expect(record.max, `${record.majorCode}/${record.minorCode}`).toBe(specFeeCap(record.majorCode, record.minorCode));
  });

  it('covers every transaction type and nothing else', () => {
    fc.assert(
      fc.property(fc.constantFrom(...transactionTypes), (type) => {
        expect(registrationFeeCap(type.majorCode, type.minorCode)).toBe(specFeeCap(type.majorCode, type.minorCode));
      }),
    );
    for (const record of rfZeroMax) expect(findTransactionType(record.majorCode, record.minorCode)).toBeDefined();
    expect(registrationFeeCap('99', '99')).toBeUndefined();
  });

  it('refuses a list whose duplicates disagree', () => {
    const agreeing = [
      { majorCode: '01', minorCode: '01', max: 1000 },
      { majorCode: '01', minorCode: '01', max: 1000 },
    ];
    expect(indexRfZeroMax(agreeing).get('01/01')).toBe(1000);
    expect(() => indexRfZeroMax([...agreeing, { majorCode: '01', minorCode: '01', max: 500 }])).toThrow(/01\/01/);
  });
});

describe('districts and SRO offices', () => {
  it('has the 27 registration districts, each in one of the 13 revenue districts', () => {
    expect(districts).toHaveLength(27);
    expect(new Set(districts.map((district) => district.revenueDistrictCode))).toEqual(new Set(range(1, 13)));
    for (const district of districts) expect(district.code.startsWith(`${district.revenueDistrictCode}_`)).toBe(true);
  });

  it('has every office of the data: 295 in Andhra Pradesh, 141 legacy Telangana, 2 state-level', () => {
    expect(sroOffices).toHaveLength(438);
    const count = (state: string) => sroOffices.filter((office) => office.state === state).length;
    expect(count('AP')).toBe(295);
    expect(count('TG')).toBe(141);
    expect(count('STATE')).toBe(2);
  });

  it('puts every Andhra Pradesh office in a district that exists', () => {
    const revenueDistricts = new Set(districts.map((district) => district.revenueDistrictCode));
    for (const office of sroOffices.filter((candidate) => candidate.state === 'AP')) {
      expect(revenueDistricts, office.code).toContain(office.revenueDistrictCode);
      expect(office.code.slice(0, -2).padStart(2, '0')).toBe(office.revenueDistrictCode);
    }
    for (const office of sroOffices.filter((candidate) => candidate.state === 'TG')) {
      expect(revenueDistricts, office.code).not.toContain(office.revenueDistrictCode);
    }
  });

  it('looks offices up by code and by district', () => {
    expect(findSroOffice('1106')?.description.en).toBe('PRODDATUR');
    expect(findSroOffice('9999')?.state).toBe('STATE');
    expect(findDistrict('07_4')?.description.en).toBe('AMARAVATHI');
    const guntur = sroOfficesOfDistrict('07_4');
    expect(guntur.map((office) => office.code)).toContain('719');
    expect(guntur.every((office) => office.state === 'AP' && office.revenueDistrictCode === '07')).toBe(true);
    expect(sroOfficesOfDistrict('07_1')).toEqual(guntur);
    expect(sroOfficesOfDistrict('99_9')).toEqual([]);
    const perRevenueDistrict = new Map(districts.map((district) => [district.revenueDistrictCode, sroOfficesOfDistrict(district.code).length]));
    expect([...perRevenueDistrict.values()].reduce((sum, n) => sum + n, 0)).toBe(295);
  });
});

describe('the registration types a person chooses from', () => {
  it('read differently from one another, in both languages', () => {
    const majors = majorTransactionTypes();
    for (const language of ['en', 'te'] as const) {
      const names = majors.map((type) => type.description[language]);
      expect(new Set(names).size, language).toBe(names.length);
    }
    expect(majors.filter((type) => type.description.en.startsWith('Power Of Attorney')).map((type) => type.description.en)).toEqual(['Power Of Attorney (09)', 'Power Of Attorney (41)']);
  });
});
