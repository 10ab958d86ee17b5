import { documentDuties, type LocalBodyCode } from '../duty/index.ts';
import { SRO_WORKING_HOURS, type WorkingHours } from '../geography/index.ts';
import { findPartyRole, findSroOffice, findTransactionType, transactionParties } from '../reference/index.ts';
import type { ValidationMessageKey } from '../errors/index.ts';
import { PAN_REQUIRED_ABOVE_RUPEES, type ApplicationFees, type ApplicationParty, type ApplicationProperty, type ApplicationStatus, type GetStarted } from './contracts.ts';

export interface ApplicationProblem {
  field: string;
  key: ValidationMessageKey;
}

/** Party code of a representative (an agent, a guardian) in an application's list. */
export const REPRESENTATIVE_CODE = 'RP';

/** The transaction, district and office chosen at the start exist and belong together. */
export function getStartedProblems(start: GetStarted): ApplicationProblem[] {
  const problems: ApplicationProblem[] = [];
  if (!findTransactionType(start.transactionMajorCode, start.transactionMinorCode)) problems.push({ field: 'transactionMinorCode', key: 'unknownChoice' });
  const office = findSroOffice(start.sroCode);
  if (!office || office.state !== 'AP') problems.push({ field: 'sroCode', key: 'unknownChoice' });
  else if (office.revenueDistrictCode !== start.districtCode) problems.push({ field: 'sroCode', key: 'sroNotInDistrict' });
  return problems;
}

/**
 * The parties fit the deed: each party's code is one the transaction names (or
 * a representative of an earlier party), both sides are present, and above
 * the income-tax threshold every executant and claimant quotes a PAN or gives
 * Form 60/61.
 */
export function partyProblems(start: GetStarted, parties: readonly ApplicationParty[], considerationOrValue: number | undefined): ApplicationProblem[] {
  const problems: ApplicationProblem[] = [];
  const allowed = transactionParties(start.transactionMajorCode, start.transactionMinorCode);
  const sides = new Set<string>();
  parties.forEach((party, index) => {
    if (party.partyCode === REPRESENTATIVE_CODE) {
      const represented = party.representsIndex === undefined ? undefined : parties[party.representsIndex];
      if (!represented || party.representsIndex! >= index || represented.partyCode === REPRESENTATIVE_CODE) {
        problems.push({ field: `parties.${index}.representsIndex`, key: 'invalidValue' });
      }
      if (!party.representTypeCode) problems.push({ field: `parties.${index}.representTypeCode`, key: 'required' });
      return;
    }
    const role = findPartyRole(party.partyCode);
    if (!role || (allowed && !allowed.some((entry) => entry.code === party.partyCode))) {
      problems.push({ field: `parties.${index}.partyCode`, key: 'unknownChoice' });
      return;
    }
    sides.add(role.side);
    if (party.pan && party.panForm) problems.push({ field: `parties.${index}.panForm`, key: 'panOrFormNotBoth' });
    if (considerationOrValue !== undefined && considerationOrValue > PAN_REQUIRED_ABOVE_RUPEES && role.side !== 'witness' && !party.pan && !party.panForm) {
      problems.push({ field: `parties.${index}.pan`, key: 'panRequiredAboveThreshold' });
    }
  });
  if (!sides.has('executant')) problems.push({ field: 'parties', key: 'executantMissing' });
  if (!sides.has('claimant')) problems.push({ field: 'parties', key: 'claimantMissing' });
  return problems;
}

export interface FeesInput {
  start: GetStarted;
  property: ApplicationProperty;
  marketValueRupees: number;
  localBodyType?: LocalBodyCode;
  onDate: string;
}

/** The dues from the shared duty rules, with stamp paper already bought set against the stamp duty. */
export function applicationFees(input: FeesInput): ApplicationFees {
  const duties = documentDuties({
    majorCode: input.start.transactionMajorCode,
    minorCode: input.start.transactionMinorCode,
    marketValue: input.marketValueRupees,
    consideration: input.property.considerationRupees,
    onDate: input.onDate,
    ...(input.localBodyType ? { localBodyType: input.localBodyType } : {}),
  });
  const stampPaperRupees = Math.min(input.property.stampPaper?.valueRupees ?? 0, duties.stampDuty);
  return {
    marketValueRupees: input.marketValueRupees,
    stampDutyRupees: duties.stampDuty,
    transferDutyRupees: duties.transferDuty,
    registrationFeeRupees: duties.registrationFee,
    userChargesRupees: duties.userCharges,
    stampPaperRupees,
    payableRupees: duties.stampDuty - stampPaperRupees + duties.transferDuty + duties.registrationFee + duties.userCharges,
  };
}

/** What the citizen may still change: particulars while a draft or sent back; nothing once the office holds it. */
export const isEditable = (status: ApplicationStatus) => status === 'draft' || status === 'sent-back' || status === 'submitted';

/** A slot can be held by an application whose particulars are fixed and which is not yet at the office. */
export const mayBookSlot = (status: ApplicationStatus) => status === 'submitted' || status === 'paid' || status === 'slot-booked';

/** One change of slot after it is confirmed, as the department allows. */
export const RESCHEDULES_ALLOWED = 1;
/** How long a slot is held for a payer who is paying. */
export const SLOT_HOLD_MINUTES = 20;
/** How far ahead a slot can be booked. */
export const SLOT_BOOKING_DAYS_AHEAD = 30;

/** Minutes of one slot at the office counter. */
export const SLOT_MINUTES = 10;

/** The slot times of an office's working day, `HH:mm`, from opening to the last slot that ends by closing. */
export function officeSlotTimes(hours: WorkingHours = SRO_WORKING_HOURS, minutes = SLOT_MINUTES): string[] {
  const toMinutes = (time: string) => {
    const [h = 0, m = 0] = time.split(':').map(Number);
    return h * 60 + m;
  };
  const times: string[] = [];
  for (let start = toMinutes(hours.opens); start + minutes <= toMinutes(hours.closes); start += minutes) {
    times.push(`${String(Math.floor(start / 60)).padStart(2, '0')}:${String(start % 60).padStart(2, '0')}`);
  }
  return times;
}

/** Sub-Registrar offices work Monday to Saturday, except the second Saturday of the month (holidays are kept per office). */
export function isWorkingDay(isoDate: string): boolean {
  const day = new Date(`${isoDate}T00:00:00Z`);
  const weekday = day.getUTCDay();
  if (weekday === 0) return false;
  const secondSaturday = weekday === 6 && day.getUTCDate() > 7 && day.getUTCDate() <= 14;
  return !secondSaturday;
}
