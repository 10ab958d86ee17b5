import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ACRE,
  calculateDuty,
  findTransactionType,
  newDocumentSchema,
  revenueDistricts,
  searchNameKeys,
  sroOffices,
  transactionParties,
  valueInRupees,
  verhoeffCheckDigit,
} from '@igrs/domain';
import { generateGeography, generateLandRates } from '../geography/index.ts';
import { ANYWHERE_REGISTRATION_FROM, REGISTER_END_DATE, generateRegister, type SyntheticDocument, type SyntheticProhibition } from './generate.ts';
import { FEMALE_GIVEN_NAMES, MALE_GIVEN_NAMES, SURNAMES } from './names.ts';
import { rateInYear } from './parcels.ts';

function generate(documents: number, seed: number, chunkSize?: number) {
  const all: SyntheticDocument[] = [];
  const prohibitions: SyntheticProhibition[] = [];
  for (const chunk of generateRegister({ documents, seed, chunkSize })) {
    all.push(...chunk.documents);
    prohibitions.push(...chunk.prohibitions);
  }
  return { documents: all, prohibitions };
}

function digest(register: ReturnType<typeof generate>): string {
  const hash = createHash('sha256');
  for (const document of register.documents) hash.update(JSON.stringify(document));
  hash.update(JSON.stringify(register.prohibitions));
  return hash.digest('hex');
}

const SIZE = 4_000;
const register = generate(SIZE, 7);
const documents = register.documents;

/** The parcel a schedule describes, as a search would name it. */
const parcelKey = (document: SyntheticDocument) => {
  const schedule = document.document.schedules?.[0];
  if (!schedule) return undefined;
  return [schedule.villageCode, schedule.kind, schedule.surveyNumber, schedule.doorNumber, schedule.apartmentName, schedule.flatNumber].join('|');
};

describe('the synthetic register', () => {
  it('comes out the same for the same seed and size, whatever the chunk size, and differently for another seed', () => {
    const again = generate(SIZE, 7, 333);
    expect(again.documents).toHaveLength(SIZE);
    expect(digest(again)).toBe(digest(register));
    expect(digest(generate(SIZE, 8))).not.toBe(digest(register));
  });

  it('numbers each office-year from 1 without gaps, in the order of registration, with ids in the same order', () => {
    const byOfficeYear = new Map<string, SyntheticDocument[]>();
    documents.forEach((document, index) => {
      expect(document.id).toBe(index + 1);
      const key = `${document.document.sroCode}|${document.document.registeredOn.slice(0, 4)}`;
      byOfficeYear.set(key, [...(byOfficeYear.get(key) ?? []), document]);
    });
    for (const inOffice of byOfficeYear.values()) {
      expect(inOffice.map((document) => document.documentNumber)).toEqual(inOffice.map((_, index) => index + 1));
      const dates = inOffice.map((document) => document.document.registeredOn);
      expect(dates).toEqual([...dates].sort());
    }
    const allDates = documents.map((document) => document.document.registeredOn);
    expect(allDates).toEqual([...allDates].sort());
    expect(allDates[0]! >= '1983-01-01' && allDates.at(-1)! <= REGISTER_END_DATE).toBe(true);
  });

  it('links every later document of a parcel to an earlier one of the same parcel, with dates rising along the chain', () => {
    const chains = new Map<string, SyntheticDocument[]>();
    for (const document of documents) {
      const key = parcelKey(document);
      if (key) chains.set(key, [...(chains.get(key) ?? []), document]);
    }
    let laterDocuments = 0;
    for (const chain of chains.values()) {
      chain.slice(1).forEach((document, index) => {
        laterDocuments += 1;
        const earlier = chain.slice(0, index + 1).map((entry) => entry.id);
        expect(document.linkedIds.some((id) => id !== null && earlier.includes(id))).toBe(true);
        expect(document.linkedIds.every((id) => id === null || earlier.includes(id))).toBe(true);
        expect(document.document.registeredOn > chain[index]!.document.registeredOn).toBe(true);
      });
    }
    expect(laterDocuments).toBeGreaterThan(SIZE / 4);
  });

  it('reaches every AP office and district', () => {
    const offices = new Set(documents.map((document) => document.document.sroCode));
    const apOffices = sroOffices.filter((office) => office.state === 'AP').map((office) => office.code);
    expect(apOffices.filter((code) => !offices.has(code))).toEqual([]);
    const districts = new Set(documents.flatMap((document) => (document.document.schedules ?? []).map((schedule) => schedule.villageCode.slice(0, 2))));
    expect(revenueDistricts.map((district) => district.code).filter((code) => !districts.has(code))).toEqual([]);
  });

  it('registers a few property documents since anywhere registration began at another office of the district, and none before', () => {
    const officeOf = new Map(generateGeography().villages.map((village) => [village.code, village.sroCode]));
    const elsewhere = (document: SyntheticDocument) => (document.document.schedules ?? []).some((schedule) => officeOf.get(schedule.villageCode) !== document.document.sroCode);
    const since = documents.filter((document) => document.document.registeredOn >= ANYWHERE_REGISTRATION_FROM && (document.document.schedules ?? []).length > 0);
    expect(documents.filter((document) => document.document.registeredOn < ANYWHERE_REGISTRATION_FROM && elsewhere(document))).toEqual([]);
    const anywhere = since.filter(elsewhere);
    expect(anywhere.length / since.length).toBeGreaterThan(0.01);
    expect(anywhere.length / since.length).toBeLessThan(0.06);
    const districtOf = (code: string) => sroOffices.find((office) => office.code === code)?.revenueDistrictCode;
    expect(anywhere.every((document) => districtOf(document.document.sroCode) === districtOf(officeOf.get(document.document.schedules![0]!.villageCode)!))).toBe(true);
  });

  it('stores valid documents of real transaction types and party codes, mostly sales in book 1', () => {
    const natures = new Map<string, number>();
    for (const { document } of documents) {
      expect(() => newDocumentSchema.parse(document)).not.toThrow();
      expect(findTransactionType(document.transactionMajorCode, document.transactionMinorCode)).toBeDefined();
      const codes = transactionParties(document.transactionMajorCode, document.transactionMinorCode)?.map((role) => role.code) ?? [];
      for (const party of document.parties) expect(codes).toContain(party.partyCode);
      natures.set(document.transactionMajorCode, (natures.get(document.transactionMajorCode) ?? 0) + 1);
    }
    expect(natures.get('01')! / SIZE).toBeGreaterThan(0.5);
    expect(documents.filter(({ document }) => document.bookNumber === 1).length / SIZE).toBeGreaterThan(0.9);
    expect(natures.get('02')).toBeGreaterThan(0);
    expect(natures.get('08')).toBeGreaterThan(0);
    expect(documents.some(({ document }) => !document.hasScannedImage)).toBe(true);
  });

  it('values rural land at the 2025 rate scaled back to the year, and charges duty by the duty rules', () => {
    const rates = new Map(generateLandRates(generateGeography().villages).map((row) => [[row.kind, row.villageCode, row.surveyNumber, row.ward, row.block, row.doorNumber, row.landUseCode].join('|'), row.rate]));
    const ruralSales = documents.filter(({ document }) => document.transactionMajorCode === '01' && document.transactionMinorCode === '01' && document.schedules?.[0]?.kind === 'rural');
    expect(ruralSales.length).toBeGreaterThan(100);
    for (const { document } of ruralSales) {
      const schedule = document.schedules![0]!;
      const year = Number(document.registeredOn.slice(0, 4));
      const rate =
        rates.get(['rural', schedule.villageCode, schedule.surveyNumber, '', '', '', schedule.landUseCode].join('|')) ??
        rates.get(['rural', schedule.villageCode, '', '', '', '', schedule.landUseCode].join('|'))!;
      const extent = Math.round(Number(schedule.extent) * 10_000);
      expect(schedule.marketValueRupees).toBe(valueInRupees({ amount: extent, unit: ACRE }, rateInYear(rate, year), ACRE));
      expect(document.marketValueRupees).toBe(schedule.marketValueRupees);
      const duty = calculateDuty({ majorCode: '01', minorCode: '01', marketValue: document.marketValueRupees, consideration: document.considerationRupees, onDate: '2025-01-01' });
      expect(duty.ok && [duty.calculation.stampDuty, duty.calculation.transferDuty, duty.calculation.registrationFee]).toEqual([
        document.stampDutyRupees,
        document.transferDutyRupees,
        document.registrationFeeRupees,
      ]);
    }
    const early = ruralSales.filter(({ document }) => document.registeredOn < '1991-01-01').map(({ document }) => document.marketValueRupees / Number(document.schedules![0]!.extent));
    const late = ruralSales.filter(({ document }) => document.registeredOn >= '2020-01-01').map(({ document }) => document.marketValueRupees / Number(document.schedules![0]!.extent));
    const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(average(late)).toBeGreaterThan(average(early) * 5);
  });

  it('gives parties Aadhaar numbers that pass the Verhoeff check only from 2012, and PANs mostly on high-value documents', () => {
    const parties = documents.flatMap(({ document }) => document.parties.map((party) => ({ party, registeredOn: document.registeredOn, value: Math.max(document.marketValueRupees, document.considerationRupees) })));
    const withAadhaar = parties.filter(({ party }) => party.aadhaar);
    expect(withAadhaar.length).toBeGreaterThan(0);
    for (const { party, registeredOn } of withAadhaar) {
      expect(registeredOn >= '2012-01-01').toBe(true);
      expect(Number(party.aadhaar!.slice(-1))).toBe(verhoeffCheckDigit(party.aadhaar!.slice(0, -1)));
    }
    // Banks, the only parties without an age, always give their PAN.
    const withPan = parties.filter(({ party }) => party.pan && party.age !== null);
    expect(withPan.length).toBeGreaterThan(0);
    expect(withPan.every(({ value }) => value >= 10_00_000)).toBe(true);
    expect(parties.some(({ party }) => party.representTypeCode === '4' && party.representsIndex !== undefined)).toBe(true);
    expect(parties.some(({ party }) => party.representTypeCode === '3')).toBe(true);
  });

  it('has the same people on several documents', () => {
    const documentsOf = new Map<string, Set<number>>();
    for (const { id, document } of documents) {
      for (const party of document.parties) documentsOf.set(`${party.name.en}|${party.relationName.en}`, (documentsOf.get(`${party.name.en}|${party.relationName.en}`) ?? new Set()).add(id));
    }
    const counts = [...documentsOf.values()].map((ids) => ids.size);
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(4);
    expect(counts.filter((count) => count >= 2).length).toBeGreaterThan(100);
  });

  it('cancels earlier documents by later deeds at their own offices, and registers nothing on a prohibited parcel while the prohibition lasts', () => {
    const cancellations = documents.filter((document) => document.cancelsId !== null);
    expect(cancellations.length).toBeGreaterThan(0);
    for (const cancellation of cancellations) {
      const cancelled = documents[cancellation.cancelsId! - 1]!;
      expect(cancellation.document.transactionMajorCode).toBe('08');
      expect(cancellation.linkedIds).toContain(cancelled.id);
      expect(cancellation.document.cancels).toEqual({ sroCode: cancelled.document.sroCode, documentNumber: cancelled.documentNumber, year: Number(cancelled.document.registeredOn.slice(0, 4)) });
      // At the office that registered the deed, as a live cancellation must be, even when that was an anywhere registration.
      expect(cancellation.document.sroCode).toBe(cancelled.document.sroCode);
    }
    expect(register.prohibitions.length).toBeGreaterThan(0);
    for (const prohibition of register.prohibitions) {
      expect(prohibition.reason.te).toMatch(/[\u0C00-\u0C7F]/);
      const during = documents.filter(({ document }) => {
        const schedule = document.schedules?.[0];
        return (
          schedule?.villageCode === prohibition.villageCode &&
          (prohibition.surveyNumber ? schedule.surveyNumber === prohibition.surveyNumber : schedule.doorNumber === prohibition.doorNumber && schedule.kind === 'urban') &&
          document.registeredOn >= prohibition.notifiedOn &&
          (prohibition.denotifiedOn === null || document.registeredOn < prohibition.denotifiedOn)
        );
      });
      expect(during).toEqual([]);
    }
  });
});

describe('the name pools', () => {
  it.each([...SURNAMES, ...MALE_GIVEN_NAMES, ...FEMALE_GIVEN_NAMES].map((name) => [name.en, name.te]))('give %s and %s the same search keys', (english, telugu) => {
    expect(searchNameKeys(english)).toEqual(searchNameKeys(telugu));
  });
});
