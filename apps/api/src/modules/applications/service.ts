import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  applicationFees,
  applicationId,
  decideOfficeAction,
  findPartyRole,
  findTransactionType,
  registrationRequestSchema,
  applicationPropertySchema,
  getStartedProblems,
  getStartedSchema,
  isEditable,
  isWorkingDay,
  LOCAL_BODY_CODES,
  maskNumber,
  mayBookSlot,
  officeSlotTimes,
  partyProblems,
  REPRESENTATIVE_CODE,
  RESCHEDULES_ALLOWED,
  SLOT_BOOKING_DAYS_AHEAD,
  SLOT_HOLD_MINUTES,
  toYearMonthDay,
  validationMessage,
  addMonths,
  type ApplicationFees,
  type ApplicationParty,
  type ApplicationProblem,
  type ApplicationProperty,
  type ApplicationStatus,
  type ApplicationView,
  type GetStarted,
  type Language,
  type OfficeCheck,
  type Principal,
  type SlotRequest,
} from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { decryptField, encryptField } from '../../lib/field-encryption.ts';
import { nextInSeries } from '../../lib/series.ts';
import { HttpProblem, refuseIf } from '../../plugins/errors.ts';
import type { CitizenCaller } from '../../plugins/access.ts';
import { findProhibitions } from '../ec/index.ts';
import { valueProperty } from '../market-value/index.ts';
import { startPayment, type PaymentPurpose, type Payments } from '../payments/index.ts';
import { registerPresentedDocument } from '../register/index.ts';
import {
  addEvent,
  closedDay,
  confirmSlot,
  eventsOf,
  findApplication,
  insertApplication,
  liveSlotOf,
  lockApplication,
  officeDay,
  partiesOf,
  registeredCitation,
  recordPresence,
  releaseSlot,
  replaceParties,
  takenSlotTimes,
  takeSlot,
  updateApplication,
  type ApplicationRow,
  type Transaction,
} from './repository.ts';

export const APPLICATION_PAYMENT_PURPOSE = 'application';

export interface Applications {
  db: Database;
  encryptionKey: Uint8Array;
  /** Keys the guest secrets' hashes. */
  hashKey: Uint8Array;
  payments: Payments;
}

interface Step {
  language: Language;
  now: Date;
}

const secretHash = (key: Uint8Array, secret: string) => createHmac('sha256', key).update(`guest-secret:${secret}`).digest('hex');

function invalid(language: Language, problems: readonly ApplicationProblem[]): HttpProblem {
  return new HttpProblem(
    400,
    'VALIDATION_FAILED',
    problems.map((problem) => ({ field: `body.${problem.field}`, message: validationMessage(problem.key, language) })),
  );
}

const actorOf = (caller: CitizenCaller) => ('citizenId' in caller ? 'citizen' : 'guest');

/** The caller's own application, or 404 for anyone else's (an id is not a secret, so nothing tells others that it exists). */
function ownedBy(caller: CitizenCaller, row: ApplicationRow | undefined): ApplicationRow {
  const owns = row && ('citizenId' in caller ? row.citizenId === caller.citizenId : row.id === caller.guestApplicationId);
  if (!owns) throw new HttpProblem(404, 'NOT_FOUND');
  return row;
}

function wrongStatus(): HttpProblem {
  return new HttpProblem(409, 'APPLICATION_WRONG_STATUS');
}

/** Runs a citizen's step on their own application under its row lock, with the step's event in the same transaction. */
async function citizenStep<T>(
  apps: Applications,
  caller: CitizenCaller,
  id: string,
  run: (tx: Transaction, row: ApplicationRow) => Promise<{ status: ApplicationStatus; step: string; result: T }>,
): Promise<T> {
  return apps.db.transaction(async (tx) => {
    const row = ownedBy(caller, await lockApplication(tx, id));
    const { status, step, result } = await run(tx, row);
    if (status !== row.status) await updateApplication(tx, id, { status });
    await addEvent(tx, { applicationId: id, step, status, actor: actorOf(caller) });
    return result;
  });
}

export async function startApplication(apps: Applications, caller: CitizenCaller, start: GetStarted, step: Step) {
  const problems = getStartedProblems(start);
  if (problems.length > 0) throw invalid(step.language, problems);
  const guestSecret = randomBytes(12).toString('base64url');
  const id = await apps.db.transaction(async (tx) => {
    const year = Number(toYearMonthDay(step.now).slice(0, 4));
    const newId = applicationId(year, await nextInSeries(tx, `application-${year}`));
    await insertApplication(tx, {
      id: newId,
      citizenId: 'citizenId' in caller ? caller.citizenId : null,
      guestSecretHash: secretHash(apps.hashKey, guestSecret),
      status: 'draft',
      sroCode: start.sroCode,
      getStarted: start,
    });
    await addEvent(tx, { applicationId: newId, step: 'started', status: 'draft', actor: actorOf(caller) });
    return newId;
  });
  return { applicationId: id, guestSecret, application: await applicationView(apps, id) };
}

/** A guest continues an application with its id and secret. */
export async function checkGuestSecret(apps: Applications, id: string, secret: string): Promise<void> {
  const row = await findApplication(apps.db, id);
  const expected = Buffer.from(row?.guestSecretHash ?? '0'.repeat(64), 'hex');
  const given = Buffer.from(secretHash(apps.hashKey, secret), 'hex');
  if (!row || !timingSafeEqual(expected, given)) throw new HttpProblem(401, 'GUEST_SECRET_WRONG');
}

export async function readApplication(apps: Applications, caller: CitizenCaller, id: string): Promise<ApplicationView> {
  ownedBy(caller, await findApplication(apps.db, id));
  return applicationView(apps, id);
}

const masked = (last4: string | null) => (last4 ? maskNumber(`00000000${last4}`) : null);

export async function applicationView(apps: Applications, id: string): Promise<ApplicationView> {
  const row = await findApplication(apps.db, id);
  if (!row) throw new HttpProblem(404, 'NOT_FOUND');
  const [parties, events, slot] = await Promise.all([partiesOf(apps.db, id), eventsOf(apps.db, id), liveSlotOf(apps.db, id)]);
  const document = row.documentId ? ((await registeredCitation(apps.db, row.documentId)) ?? null) : null;
  return {
    applicationId: row.id,
    status: row.status as ApplicationStatus,
    getStarted: getStartedSchema.parse(row.getStarted),
    parties: parties.map((party) => ({
      ...(party.details as Omit<ApplicationParty, 'pan' | 'aadhaar'>),
      panMasked: masked(party.panLast4),
      aadhaarMasked: masked(party.aadhaarLast4),
      presence: party.presence ?? null,
    })),
    property: row.property ? applicationPropertySchema.parse(row.property) : null,
    fees: (row.fees as ApplicationFees | null) ?? null,
    paidRupees: row.paidRupees,
    slot: slot
      ? { sroCode: slot.sroCode, date: slot.slotDate, time: slot.slotTime, status: slot.status as 'held' | 'confirmed', heldUntil: slot.heldUntil?.toISOString() ?? null }
      : null,
    reschedulesLeft: Math.max(0, RESCHEDULES_ALLOWED - row.reschedulesUsed),
    remarks: row.remarks,
    document,
    events: events.map((event) => ({ at: event.at.toISOString(), step: event.step, status: event.status as ApplicationStatus, by: event.actor, remarks: event.remarks })),
  };
}

/** The parties as entered; the identity numbers are encrypted apart from the rest, with their last four kept for masking. */
export async function saveParties(apps: Applications, caller: CitizenCaller, id: string, parties: readonly ApplicationParty[], step: Step) {
  await citizenStep(apps, caller, id, async (tx, row) => {
    if (!isEditable(row.status as ApplicationStatus)) throw wrongStatus();
    const start = getStartedSchema.parse(row.getStarted);
    const property = row.property ? applicationPropertySchema.parse(row.property) : undefined;
    const problems = partyProblems(start, parties, property ? Math.max(property.considerationRupees, row.fees?.marketValueRupees ?? 0) : undefined);
    if (problems.length > 0) throw invalid(step.language, problems);
    await replaceParties(
      tx,
      id,
      parties.map(({ pan, aadhaar, ...details }, position) => ({
        position,
        details,
        panEncrypted: pan ? encryptField(apps.encryptionKey, pan) : null,
        panLast4: pan ? pan.slice(-4) : null,
        aadhaarEncrypted: aadhaar ? encryptField(apps.encryptionKey, aadhaar) : null,
        aadhaarLast4: aadhaar ? aadhaar.slice(-4) : null,
      })),
    );
    return { status: reopened(row), step: 'parties-saved', result: undefined };
  });
  return applicationView(apps, id);
}

/** A change to a submitted application's particulars unfixes its fees until it is submitted again. */
const reopened = (row: ApplicationRow): ApplicationStatus => (row.status === 'submitted' ? 'draft' : (row.status as ApplicationStatus));

/**
 * The property, priced by the market value rules on the server. A property on
 * the prohibited list is stopped here, before anything is paid.
 */
export async function saveProperty(apps: Applications, caller: CitizenCaller, id: string, property: ApplicationProperty, step: Step) {
  const today = toYearMonthDay(step.now);
  if (property.executedOn > today) throw invalid(step.language, [{ field: 'executedOn', key: 'dateAfterToday' }]);
  if (addMonths(property.executedOn, 8) < today) throw invalid(step.language, [{ field: 'executedOn', key: 'presentedTooLate' }]);
  await prohibitionCheck(apps.db, property, step.language);
  const before = ownedBy(caller, await findApplication(apps.db, id));
  // The dues as they stand, shown while the citizen goes on; they are fixed when the application is submitted.
  const fees = await priceApplication(apps.db, getStartedSchema.parse(before.getStarted), property, today, step.language);
  await citizenStep(apps, caller, id, async (tx, row) => {
    if (!isEditable(row.status as ApplicationStatus)) throw wrongStatus();
    await updateApplication(tx, id, { property, fees });
    return { status: reopened(row), step: 'property-saved', result: undefined };
  });
  return applicationView(apps, id);
}

/** The property priced by the market value rules and the dues by the shared duty rules, on the day. */
async function priceApplication(db: Database, start: GetStarted, property: ApplicationProperty, onDate: string, language: Language): Promise<ApplicationFees> {
  const value = await valueProperty(db, property.valuation, onDate, language);
  const localBodyType = LOCAL_BODY_CODES.find((code) => code === value.village.localBodyType.code);
  return applicationFees({ start, property, marketValueRupees: value.calculation.total, onDate, ...(localBodyType ? { localBodyType } : {}) });
}

async function prohibitionCheck(db: Database, property: ApplicationProperty, language: Language): Promise<void> {
  const valuation = property.valuation;
  const notices = await findProhibitions(db, [
    {
      villageCode: valuation.villageCode,
      surveyNumber: valuation.kind === 'rural' ? valuation.surveyNumber : '',
      doorNumber: valuation.kind === 'rural' ? '' : (valuation.doorNumber ?? ''),
    },
  ]);
  const standing = notices.find((notice) => !notice.denotifiedOn);
  if (standing) {
    throw new HttpProblem(422, 'PROPERTY_PROHIBITED', [{ field: 'body.valuation', message: `${standing.category.name[language]}: ${standing.reason[language]}` }]);
  }
}

/**
 * Fixes the fees from the particulars: the parties and property are checked
 * again, the property priced again, and the dues worked out by the shared
 * duty rules with stamp paper set against the stamp duty. After a send-back
 * the application returns to where it was (paid, slot booked) unless the
 * correction raised what is due.
 */
export async function submitApplication(apps: Applications, caller: CitizenCaller, id: string, step: Step) {
  const row = ownedBy(caller, await findApplication(apps.db, id));
  if (row.status !== 'draft' && row.status !== 'sent-back') throw wrongStatus();
  const start = getStartedSchema.parse(row.getStarted);
  if (!row.property) throw invalid(step.language, [{ field: 'property', key: 'propertyMissing' }]);
  const property = applicationPropertySchema.parse(row.property);
  const parties = await partiesOf(apps.db, id);
  if (parties.length === 0) throw invalid(step.language, [{ field: 'parties', key: 'partiesMissing' }]);
  await prohibitionCheck(apps.db, property, step.language);
  const today = toYearMonthDay(step.now);
  const fees = await priceApplication(apps.db, start, property, today, step.language);
  const entered = parties.map((party) => ({
    ...(party.details as Omit<ApplicationParty, 'pan' | 'aadhaar'>),
    ...(party.panLast4 ? { pan: decryptField(apps.encryptionKey, party.panEncrypted!) } : {}),
  }));
  const problems = partyProblems(start, entered, Math.max(property.considerationRupees, fees.marketValueRupees));
  if (problems.length > 0) throw invalid(step.language, problems);
  await citizenStep(apps, caller, id, async (tx, locked) => {
    if (locked.status !== row.status) throw wrongStatus();
    await updateApplication(tx, id, { fees, remarks: null });
    const slot = await liveSlotOf(tx, id);
    const paidUp = locked.paidRupees >= fees.payableRupees;
    const status: ApplicationStatus = !paidUp ? 'submitted' : slot?.status === 'confirmed' && slot.slotDate >= today ? 'slot-booked' : 'paid';
    return { status, step: locked.status === 'sent-back' ? 'resubmitted' : 'submitted', result: undefined };
  });
  return applicationView(apps, id);
}

/** The office's slots on a day and which are free. */
export async function officeDaySlots(db: Database, sroCode: string, date: string, now: Date) {
  const closed = await closedDay(db, sroCode, date);
  const open = isWorkingDay(date) && !closed;
  const taken = open ? await takenSlotTimes(db, sroCode, date, now) : new Set<string>();
  return {
    sroCode,
    date,
    open,
    closedReason: closed ? { en: closed.reasonEn, te: closed.reasonTe } : null,
    slots: open ? officeSlotTimes().map((time) => ({ time, free: !taken.has(time) })) : [],
  };
}

/**
 * Books a slot at the application's office: held for the payer while an
 * unpaid application is paid, confirmed at once for a paid one; a confirmed
 * slot may be changed once. The slot goes to exactly one application however
 * many ask for it at once.
 */
export async function bookSlot(apps: Applications, caller: CitizenCaller, id: string, request: SlotRequest, step: Step) {
  const today = toYearMonthDay(step.now);
  const lastDay = toYearMonthDay(new Date(step.now.getTime() + SLOT_BOOKING_DAYS_AHEAD * 86_400_000));
  const nowTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hour12: false }).format(step.now);
  const inWindow = request.date > today || (request.date === today && request.time > nowTime);
  if (!inWindow || request.date > lastDay || !officeSlotTimes().includes(request.time)) throw invalid(step.language, [{ field: 'time', key: 'slotNotOffered' }]);
  await citizenStep(apps, caller, id, async (tx, row) => {
    const status = row.status as ApplicationStatus;
    if (!mayBookSlot(status)) throw wrongStatus();
    if (!isWorkingDay(request.date) || (await closedDay(tx, row.sroCode, request.date))) throw invalid(step.language, [{ field: 'date', key: 'slotNotOffered' }]);
    const current = await liveSlotOf(tx, id);
    const rescheduling = current?.status === 'confirmed';
    if (rescheduling && row.reschedulesUsed >= RESCHEDULES_ALLOWED) throw new HttpProblem(409, 'RESCHEDULE_USED');
    const confirmNow = status !== 'submitted';
    const taken = await takeSlot(
      tx,
      {
        sroCode: row.sroCode,
        slotDate: request.date,
        slotTime: request.time,
        applicationId: id,
        status: confirmNow ? 'confirmed' : 'held',
        heldUntil: confirmNow ? null : new Date(step.now.getTime() + SLOT_HOLD_MINUTES * 60_000),
      },
      step.now,
    );
    if (!taken) throw new HttpProblem(409, 'SLOT_TAKEN');
    if (current) await releaseSlot(tx, current.id);
    if (rescheduling) await updateApplication(tx, id, { reschedulesUsed: row.reschedulesUsed + 1 });
    return {
      status: confirmNow ? 'slot-booked' : status,
      step: rescheduling ? 'rescheduled' : confirmNow ? 'slot-booked' : 'slot-held',
      result: undefined,
    };
  });
  return applicationView(apps, id);
}

/** Sends the payer to the gateway for what is still due; the amount is the server's, from the fixed fees. */
export async function payApplication(apps: Applications, caller: CitizenCaller, id: string) {
  const row = ownedBy(caller, await findApplication(apps.db, id));
  if (row.status !== 'submitted' || !row.fees) throw wrongStatus();
  const due = (row.fees as ApplicationFees).payableRupees - row.paidRupees;
  if (due <= 0) throw wrongStatus();
  return startPayment(apps.payments, {
    purpose: APPLICATION_PAYMENT_PURPOSE,
    // A balance after a correction is a payment of its own.
    reference: row.paidRupees === 0 ? id : `${id}/${row.paidRupees}`,
    amountRupees: due,
    description: `Stamp duty and fees, application ${id}`,
    returnPath: `/igrs/application/${id}/status`,
  });
}

/** What a successful payment does to its application, in the transaction that settles it. */
export function applicationPaymentPurpose(): PaymentPurpose {
  return {
    async onPaid(tx, payment) {
      const id = payment.reference.split('/')[0]!;
      const row = await lockApplication(tx, id);
      if (!row) return;
      const paidRupees = row.paidRupees + payment.amountRupees;
      const payable = (row.fees as ApplicationFees | null)?.payableRupees ?? 0;
      let status = row.status as ApplicationStatus;
      if (status === 'submitted' && paidRupees >= payable) {
        const slot = await liveSlotOf(tx, id);
        if (slot?.status === 'held') await confirmSlot(tx, slot.id);
        status = slot ? 'slot-booked' : 'paid';
      }
      await updateApplication(tx, id, { paidRupees, status });
      await addEvent(tx, { applicationId: id, step: 'paid', status, actor: 'gateway', remarks: `${payment.orderId}: ₹${payment.amountRupees}` });
    },
  };
}

interface OfficeStep extends Step {
  principal: Principal;
  clientAddress: string;
}

/** The office's applications with a slot on the day; only the office's own staff see them. */
export async function officeQueue(apps: Applications, sroCode: string, date: string, step: OfficeStep) {
  refuseIf(decideOfficeAction(step.principal, 'act', sroCode), step.language, 'query.sroCode');
  const rows = await officeDay(apps.db, sroCode, date);
  return {
    sroCode,
    date,
    applications: await Promise.all(
      rows.map(async ({ application, slotTime }) => {
        const start = getStartedSchema.parse(application.getStarted);
        const parties = await partiesOf(apps.db, application.id);
        return {
          applicationId: application.id,
          slotTime,
          status: application.status as ApplicationStatus,
          transaction: findTransactionType(start.transactionMajorCode, start.transactionMinorCode)?.description ?? { en: '', te: '' },
          executants: parties.map((party) => (party.details as ApplicationParty).name),
        };
      }),
    ),
  };
}

/** An office's step on an application of its own, under the row lock, with the step's event. */
async function officeStep<T>(
  apps: Applications,
  id: string,
  step: OfficeStep,
  run: (tx: Transaction, row: ApplicationRow) => Promise<{ status: ApplicationStatus; step: string; remarks?: string; result: T }>,
): Promise<T> {
  return apps.db.transaction(async (tx) => {
    const row = await lockApplication(tx, id);
    if (!row) throw new HttpProblem(404, 'NOT_FOUND');
    refuseIf(decideOfficeAction(step.principal, 'act', row.sroCode), step.language);
    const outcome = await run(tx, row);
    if (outcome.status !== row.status) await updateApplication(tx, id, { status: outcome.status });
    await addEvent(tx, { applicationId: id, step: outcome.step, status: outcome.status, actor: step.principal.loginId, remarks: outcome.remarks ?? null });
    return outcome.result;
  });
}

/** The check slip of an application of the officer's own office. */
export async function readForOffice(apps: Applications, id: string, step: OfficeStep): Promise<ApplicationView> {
  const row = await findApplication(apps.db, id);
  if (!row) throw new HttpProblem(404, 'NOT_FOUND');
  refuseIf(decideOfficeAction(step.principal, 'act', row.sroCode), step.language);
  return applicationView(apps, id);
}

/** The officer's record of the check at the slot: each party's appearance and identity, then accepted, or sent back with remarks. */
export async function checkAtOffice(apps: Applications, id: string, check: OfficeCheck, step: OfficeStep) {
  await officeStep(apps, id, step, async (tx, row) => {
    if (row.status !== 'slot-booked') throw wrongStatus();
    if (check.decision === 'send-back') {
      await updateApplication(tx, id, { remarks: check.remarks });
      return { status: 'sent-back', step: 'sent-back', remarks: check.remarks, result: undefined };
    }
    const parties = await partiesOf(tx, id);
    const seen = new Set(check.presence.map((entry) => entry.partyIndex));
    const absent = parties.filter((party) => !seen.has(party.position) && (party.details as ApplicationParty).partyCode !== 'WT');
    if (absent.length > 0 || check.presence.some((entry) => entry.partyIndex >= parties.length)) {
      throw invalid(step.language, [{ field: 'presence', key: 'required' }]);
    }
    for (const entry of check.presence) {
      await recordPresence(tx, id, entry.partyIndex, { identityDocument: entry.identityDocument, lastFour: entry.lastFour.toUpperCase(), recordedBy: step.principal.loginId });
    }
    return { status: 'checked', step: 'checked', result: undefined };
  });
  return applicationView(apps, id);
}

const ACRES_PER_UNIT: Record<string, number> = { '1': 0.01, '2': 1, '3': 1 / 4840, '4': 1 / 4046.8564224, '5': 1 / 43_560, '6': 2.471_053_8 };
const SQ_YARDS_PER_ACRE = 4840;

/** An extent as the register keeps it: acres for land, square yards in towns, to four decimals. */
function registerExtent(value: number, unit: string, into: 'acres' | 'sq-yards'): string {
  const acres = value * (ACRES_PER_UNIT[unit] ?? 1);
  const amount = into === 'acres' ? acres : acres * SQ_YARDS_PER_ACRE;
  return String(Math.round(amount * 10_000) / 10_000);
}

const both = (text: string | undefined) => ({ en: text ?? '', te: text ?? '' });

/** The register's schedule for the application's property, valued again today. */
function scheduleOf(property: ApplicationProperty, marketValueRupees: number) {
  const valuation = property.valuation;
  const boundaries = { north: both(property.boundaries.north), south: both(property.boundaries.south), east: both(property.boundaries.east), west: both(property.boundaries.west) };
  const structures =
    valuation.kind === 'apartment'
      ? []
      : (valuation.structures ?? []).map((structure) => ({
          structureTypeCode: structure.structureTypeCode,
          floorCode: structure.floor ?? 'GR',
          plinthAreaSqFt: String(structure.plinthAreaSqFt),
          stageCode: structure.stageOfConstruction,
          ageYears: structure.ageYears,
        }));
  const common = {
    villageCode: valuation.villageCode,
    landUseCode: valuation.landUseCode,
    plotNumber: property.plotNumber ?? '',
    layoutName: property.layoutName ?? '',
    apartmentName: property.apartmentName ?? '',
    flatNumber: property.flatNumber ?? '',
    boundaries,
    structures,
    marketValueRupees,
  };
  if (valuation.kind === 'rural') {
    return { ...common, kind: 'rural' as const, surveyNumber: valuation.surveyNumber, extent: registerExtent(valuation.extent.value, valuation.extent.unit, 'acres'), extentUnit: 'acres' as const };
  }
  const place = { ward: valuation.ward, block: valuation.block, doorNumber: valuation.doorNumber ?? '' };
  if (valuation.kind === 'urban') {
    return { ...common, ...place, kind: 'urban' as const, extent: registerExtent(valuation.extent.value, valuation.extent.unit, 'sq-yards'), extentUnit: 'sq-yards' as const };
  }
  return {
    ...common,
    ...place,
    kind: 'flat' as const,
    extent: String(valuation.undividedShareSqYards),
    extentUnit: 'sq-yards' as const,
    plinthAreaSqFt: String(valuation.plinthAreaSqFt),
  };
}

/**
 * Admits a checked application: it is registered through the register's own
 * rules (the office's next number, the dates, the dues worked out again today
 * against what was paid) and becomes `registered` in the same transaction, so
 * the EC of the property shows it at once.
 */
export async function admitApplication(apps: Applications, id: string, step: OfficeStep) {
  const row = await findApplication(apps.db, id);
  if (!row) throw new HttpProblem(404, 'NOT_FOUND');
  refuseIf(decideOfficeAction(step.principal, 'act', row.sroCode), step.language);
  if (row.status !== 'checked' || !row.property || !row.fees) throw wrongStatus();
  const start = getStartedSchema.parse(row.getStarted);
  const property = applicationPropertySchema.parse(row.property);
  const fees = row.fees as ApplicationFees;
  await prohibitionCheck(apps.db, property, step.language);
  const value = await valueProperty(apps.db, property.valuation, toYearMonthDay(step.now), step.language);

  const parties = await partiesOf(apps.db, id);
  const kept = parties.filter((party) => {
    const code = (party.details as ApplicationParty).partyCode;
    return code === REPRESENTATIVE_CODE || findPartyRole(code)?.side !== 'witness';
  });
  const registerIndex = new Map(kept.map((party, index) => [party.position, index]));
  const registerParties = kept.map((party) => {
    const details = party.details as Omit<ApplicationParty, 'pan' | 'aadhaar'>;
    const side = details.partyCode === REPRESENTATIVE_CODE ? 'representative' : findPartyRole(details.partyCode)!.side;
    return {
      role: side,
      partyCode: details.partyCode,
      ...(details.representsIndex !== undefined ? { representsIndex: registerIndex.get(details.representsIndex) } : {}),
      ...(details.representTypeCode ? { representTypeCode: details.representTypeCode } : {}),
      name: { en: details.name, te: details.nameTe ?? details.name },
      relationType: details.relationType,
      relationName: both(details.relationName),
      age: details.age,
      address: both(details.address),
      ...(party.panEncrypted ? { pan: decryptField(apps.encryptionKey, party.panEncrypted) } : {}),
      ...(party.aadhaarEncrypted ? { aadhaar: decryptField(apps.encryptionKey, party.aadhaarEncrypted) } : {}),
      ...(details.phone ? { phone: details.phone } : {}),
      ...(details.email ? { email: details.email } : {}),
      ...(details.residence ? { residence: details.residence } : {}),
    };
  });
  // What was paid: stamp paper and the online payment, head by head as the fees were fixed.
  const paidUp = row.paidRupees >= fees.payableRupees;
  const body = registrationRequestSchema.parse({
    sroCode: row.sroCode,
    bookNumber: 1,
    transactionMajorCode: start.transactionMajorCode,
    transactionMinorCode: start.transactionMinorCode,
    presentedOn: toYearMonthDay(step.now),
    executedOn: property.executedOn,
    considerationRupees: property.considerationRupees,
    marketValueRupees: value.calculation.total,
    hasScannedImage: false,
    parties: registerParties,
    schedules: [scheduleOf(property, value.calculation.total)],
    links: property.linkDocuments,
    dutyPaid: {
      stampDutyRupees: paidUp ? fees.stampDutyRupees : fees.stampPaperRupees,
      transferDutyRupees: paidUp ? fees.transferDutyRupees : 0,
      registrationFeeRupees: paidUp ? fees.registrationFeeRupees : 0,
      userChargesRupees: paidUp ? fees.userChargesRupees : 0,
    },
  });
  await registerPresentedDocument(apps.db, apps.encryptionKey, body, {
    ...step,
    alongside: async (tx, registered) => {
      const locked = await lockApplication(tx, id);
      if (locked?.status !== 'checked') throw wrongStatus();
      await updateApplication(tx, id, { status: 'registered', documentId: registered.id });
      await addEvent(tx, {
        applicationId: id,
        step: 'registered',
        status: 'registered',
        actor: step.principal.loginId,
        remarks: `${registered.documentNumber}/${registered.year}`,
      });
    },
  });
  return applicationView(apps, id);
}

/** The registered document is handed back to the party. */
export async function returnDocument(apps: Applications, id: string, step: OfficeStep) {
  await officeStep(apps, id, step, async (_tx, row) => {
    if (row.status !== 'registered') throw wrongStatus();
    return { status: 'returned', step: 'returned', result: undefined };
  });
  return applicationView(apps, id);
}
