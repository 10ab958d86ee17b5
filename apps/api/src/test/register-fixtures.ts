import {
  checkPresentation,
  documentDuties,
  dutyDue,
  toYearMonthDay,
  type DutyPaid,
  type LocalBodyCode,
  type NewRegisterDocument,
  type RegistrationRequest,
} from '@igrs/domain';

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

export interface PresentationDates {
  executedOn?: string;
  presentedOn?: string;
  surveyNumber?: string;
}

/**
 * The fixture's sale deed as a Sub-Registrar presents it for registration
 * today at `place.sroCode`: no registration date and no amounts, only what
 * was paid, which is exactly what the rules ask of a property in a village of
 * the given local body (the caller overrides `dutyPaid` to pay short).
 */
export function presentedSaleDeed(
  place: FixturePlace & { localBodyTypeCode: string },
  { executedOn, presentedOn, surveyNumber }: PresentationDates = {},
  overrides: Partial<RegistrationRequest> = {},
): RegistrationRequest {
  const today = toYearMonthDay(new Date());
  const { registeredOn, stampDutyRupees, transferDutyRupees, registrationFeeRupees, userChargesRupees, latePresentationFineRupees, ...particulars } = saleDeedFixture(place, { registeredOn: today, ...(surveyNumber ? { surveyNumber } : {}) });
  const document = { ...particulars, executedOn: executedOn ?? today, presentedOn: presentedOn ?? today, ...overrides };
  return { ...document, dutyPaid: overrides.dutyPaid ?? dutyRequiredFor(document, place.localBodyTypeCode) };
}

/** What the shared rules ask of a presented document registered today, head by head. */
export function dutyRequiredFor(document: Omit<RegistrationRequest, 'dutyPaid'>, localBodyTypeCode: string): Required<DutyPaid> {
  const today = toYearMonthDay(new Date());
  const marketValue = document.schedules?.length ? document.schedules.reduce((sum, schedule) => sum + schedule.marketValueRupees, 0) : document.marketValueRupees;
  const duties = documentDuties({
    majorCode: document.transactionMajorCode,
    minorCode: document.transactionMinorCode,
    marketValue,
    consideration: document.considerationRupees,
    onDate: today,
    localBodyType: localBodyTypeCode as LocalBodyCode,
  });
  return dutyDue(duties, checkPresentation(document.executedOn, document.presentedOn, today).monthsLate);
}
