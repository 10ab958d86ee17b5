import { documentDuties, type LocalBodyCode } from '../duty/index.ts';
import { SRO_WORKING_HOURS, type WorkingHours } from '../geography/index.ts';
import { findPartyRole, findSroOffice, findTransactionType, transactionParties } from '../reference/index.ts';
import type { ValidationMessageKey } from '../errors/index.ts';
import { marketValueRequestSchema, type MarketValueRequest } from '../market-value/index.ts';
import type { DocumentReference, RegisteredDocumentView } from '../register/index.ts';
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
  /** The face value of the stamp papers declared, as the sales register has them. */
  stampPaperRupees: number;
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
  const stampPaperRupees = Math.min(input.stampPaperRupees, duties.stampDuty);
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

/** How an office runs its counter: the hours slots are given in, their length, and at most how many a day. */
export interface OfficeSlotSettings {
  opens: string;
  closes: string;
  slotMinutes: number;
  /** A cap below what the hours hold, where the office has fewer hands; null for every slot the hours hold. */
  slotsPerDay: number | null;
}

/** What an office that has set nothing of its own works by: the department's hours and ten-minute slots. */
export const DEFAULT_SLOT_SETTINGS: OfficeSlotSettings = { opens: SRO_WORKING_HOURS.opens, closes: SRO_WORKING_HOURS.closes, slotMinutes: SLOT_MINUTES, slotsPerDay: null };

/** An office's slot times for its settings, capped at its number a day. */
export function slotTimesOf(settings: OfficeSlotSettings): string[] {
  const times = officeSlotTimes({ opens: settings.opens, closes: settings.closes }, settings.slotMinutes);
  return settings.slotsPerDay === null ? times : times.slice(0, settings.slotsPerDay);
}

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

/** Extent unit codes of the reference list for the register's two units. */
const EXTENT_UNIT_CODES = { acres: '2', 'sq-yards': '3' } as const;

export interface ImportedFromLink {
  /** The link document's claimants, who now convey: executants of the new deed, without identity numbers. */
  parties: ApplicationParty[];
  imported: { valuation: MarketValueRequest | null; boundaries: Record<'north' | 'south' | 'east' | 'west', string | undefined>; linkDocuments: DocumentReference[] };
}

/**
 * What a new deed takes from the document its title comes from: those who
 * acquired the property then are the ones who convey it now, and its first
 * schedule says where the property is. Ages move on by the years since.
 */
export function importFromLinkDocument(start: GetStarted, link: RegisteredDocumentView, reference: DocumentReference, currentYear: number): ImportedFromLink {
  const executantCode = transactionParties(start.transactionMajorCode, start.transactionMinorCode)?.find((role) => role.side === 'executant')?.code ?? 'EX';
  const parties = link.parties
    .filter((party) => party.role === 'claimant')
    .map(
      (party): ApplicationParty => ({
        partyCode: executantCode,
        name: party.name.en,
        ...(party.name.te && party.name.te !== party.name.en ? { nameTe: party.name.te } : {}),
        relationType: party.relationType,
        relationName: party.relationName.en,
        age: Math.min(120, (party.age ?? 18) + Math.max(0, currentYear - link.year)),
        address: party.address.en,
      }),
    );
  const schedule = link.schedules[0];
  let valuation: MarketValueRequest | null = null;
  if (schedule) {
    const unit = EXTENT_UNIT_CODES[schedule.extentUnit];
    const common = { villageCode: schedule.village.code, landUseCode: schedule.landUse.code };
    const candidate =
      schedule.kind === 'rural'
        ? { kind: 'rural', ...common, surveyNumber: schedule.surveyNumber, extent: { value: Number(schedule.extent), unit }, structures: [] }
        : schedule.kind === 'urban'
          ? { kind: 'urban', ...common, ward: schedule.ward, block: schedule.block, ...(schedule.doorNumber ? { doorNumber: schedule.doorNumber } : {}), extent: { value: Number(schedule.extent), unit }, structures: [] }
          : { kind: 'apartment', ...common, ward: schedule.ward, block: schedule.block, ...(schedule.doorNumber ? { doorNumber: schedule.doorNumber } : {}), undividedShareSqYards: Number(schedule.extent), plinthAreaSqFt: Number(schedule.plinthAreaSqFt ?? 0) };
    // Old entries may not fit today's rules (a land use since withdrawn): then the citizen describes the property afresh.
    const parsed = marketValueRequestSchema.safeParse(candidate);
    valuation = parsed.success ? parsed.data : null;
  }
  const side = (name: 'north' | 'south' | 'east' | 'west') => schedule?.boundaries[name]?.en || undefined;
  return { parties, imported: { valuation, boundaries: { north: side('north'), south: side('south'), east: side('east'), west: side('west') }, linkDocuments: [reference] } };
}
