import type { NewRegisterDocument } from '@igrs/domain';

/** The identity numbers of the fixture's executant: any of them in an answer, a log or a PDF is a leak. */
export const FIXTURE_AADHAAR = '234123412346';
export const FIXTURE_PAN = 'ABCPK1234F';
export const FIXTURE_PHONE = '9876543210';

export interface FixturePlace {
  /** A rural village's code. */
  code: string;
  sroCode: string;
}

export interface SaleDeedOptions {
  registeredOn?: string;
  surveyNumber?: string;
  bookNumber?: 1 | 3 | 4;
}

/**
 * A sale of 1.25 acres in the village, between a seller with Aadhaar, PAN and
 * phone and a buyer with none (Form 60), executed, presented and registered
 * on one day: the document the register's tests register and look for.
 */
export function saleDeedFixture(
  place: FixturePlace,
  { registeredOn = '2031-03-02', surveyNumber = '143/2A', bookNumber = 1 }: SaleDeedOptions = {},
  overrides: Partial<NewRegisterDocument> = {},
): NewRegisterDocument {
  return {
    sroCode: place.sroCode,
    bookNumber,
    transactionMajorCode: '01',
    transactionMinorCode: '01',
    presentedOn: registeredOn,
    executedOn: registeredOn,
    registeredOn,
    considerationRupees: 1_200_000,
    marketValueRupees: 1_150_000,
    stampDutyRupees: 60_000,
    transferDutyRupees: 18_000,
    registrationFeeRupees: 12_000,
    parties: [
      {
        role: 'executant',
        partyCode: 'EX',
        name: { en: 'Kommareddy Venkata Lakshmi', te: 'కొమ్మారెడ్డి వెంకట లక్ష్మి' },
        relationType: 'W/O',
        relationName: { en: 'Kommareddy Srinivasa Rao', te: 'కొమ్మారెడ్డి శ్రీనివాస రావు' },
        age: 52,
        address: { en: 'Door 4-12, Main Road', te: 'డోర్ 4-12, మెయిన్ రోడ్' },
        aadhaar: FIXTURE_AADHAAR,
        pan: FIXTURE_PAN,
        phone: FIXTURE_PHONE,
      },
      {
        role: 'claimant',
        partyCode: 'CL',
        name: { en: 'Gudivada Ramesh', te: 'గుడివాడ రమేష్' },
        relationType: 'S/O',
        relationName: { en: 'Gudivada Subba Rao', te: 'గుడివాడ సుబ్బా రావు' },
        age: 38,
        address: { en: 'Door 7-1, Temple Street', te: 'డోర్ 7-1, గుడి వీధి' },
      },
    ],
    schedules: [
      {
        kind: 'rural',
        villageCode: place.code,
        landUseCode: '21',
        surveyNumber,
        extent: '1.2500',
        extentUnit: 'acres',
        boundaries: {
          north: { en: 'Sy. No. 142', te: 'సర్వే నం. 142' },
          south: { en: 'Panchayat road', te: 'పంచాయతీ రోడ్డు' },
          east: { en: 'Land of P. Ramaiah', te: 'పి. రామయ్య భూమి' },
          west: { en: 'Irrigation canal', te: 'సాగునీటి కాలువ' },
        },
        marketValueRupees: 1_150_000,
      },
    ],
    ...overrides,
  };
}
