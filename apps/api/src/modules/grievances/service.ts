import {
  GRIEVANCE_DAYS,
  addDays,
  decideGrievanceAction,
  decideOfficeAction,
  grievanceLevel,
  maskMobileFromLastFour,
  officesCovered,
  toYearMonthDay,
  type GrievanceAction,
  type GrievanceCategory,
  type GrievanceFiling,
  type GrievancePublicView,
  type GrievanceRequest,
  type GrievanceStatus,
  type GrievanceView,
  type Language,
  type Principal,
} from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { decryptField, encryptField } from '../../lib/field-encryption.ts';
import { nextInSeries } from '../../lib/series.ts';
import { HttpProblem, refuseIf } from '../../plugins/errors.ts';
import { addGrievanceEvent, eventsOfGrievances, findGrievance, grievancesOf, insertGrievance, lockGrievance, updateGrievance, type GrievanceRow } from './repository.ts';

interface Step {
  principal: Principal;
  language: Language;
  now: Date;
}

const CLOSED: readonly GrievanceStatus[] = ['resolved', 'rejected'];

/** How far a grievance has climbed: by the time it has waited, until it is closed. */
const levelOf = (row: GrievanceRow, now: Date) => grievanceLevel(row.receivedAt, row.closedAt ?? now);

async function views(db: Database, rows: readonly GrievanceRow[], now: Date): Promise<GrievanceView[]> {
  const events = await eventsOfGrievances(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    grievanceId: row.id,
    sroCode: row.sroCode,
    category: row.category as GrievanceCategory,
    complainantName: row.complainantName,
    mobileMasked: maskMobileFromLastFour(row.mobileLast4),
    description: row.description,
    receivedThrough: row.receivedThrough,
    status: row.status as GrievanceStatus,
    receivedAt: row.receivedAt.toISOString(),
    overdue: !CLOSED.includes(row.status as GrievanceStatus) && now.getTime() - row.receivedAt.getTime() > GRIEVANCE_DAYS * 86_400_000,
    level: levelOf(row, now),
    events: events
      .filter((event) => event.grievanceId === row.id)
      .map((event) => ({ at: event.at.toISOString(), status: event.status as GrievanceStatus, by: event.actor, remarks: event.remarks })),
  }));
}

/** Records a grievance an office received; only the office's own staff record for it. The mobile is kept encrypted. */
export async function recordGrievance(db: Database, encryptionKey: Uint8Array, request: GrievanceRequest, step: Step): Promise<GrievanceView> {
  refuseIf(decideOfficeAction(step.principal, 'act', request.sroCode), step.language, 'body.sroCode');
  const id = await insertNew(db, encryptionKey, request, step.principal.loginId, step.now);
  return (await views(db, [(await findGrievance(db, id))!], step.now))[0]!;
}

/** A grievance anyone files online about an office: its reference is the complainant's way back to it, with the mobile. */
export async function fileGrievance(db: Database, encryptionKey: Uint8Array, filing: Omit<GrievanceFiling, 'captchaId' | 'captchaText'>, now: Date): Promise<{ grievanceId: string; answerDue: string }> {
  const grievanceId = await insertNew(db, encryptionKey, { ...filing, receivedThrough: 'online' }, 'public', now);
  return { grievanceId, answerDue: addDays(toYearMonthDay(now), GRIEVANCE_DAYS) };
}

/** The complainant's view of a grievance, for the reference and the mobile it was filed with; anything else is not found. */
export async function publicGrievance(db: Database, encryptionKey: Uint8Array, id: string, mobile: string, now: Date): Promise<GrievancePublicView> {
  const row = await findGrievance(db, id);
  if (!row || row.mobileLast4 !== mobile.slice(-4) || decryptField(encryptionKey, row.mobileEncrypted) !== mobile) throw new HttpProblem(404, 'NOT_FOUND');
  const view = (await views(db, [row], now))[0]!;
  return {
    grievanceId: view.grievanceId,
    sroCode: view.sroCode,
    category: view.category,
    status: view.status,
    level: view.level,
    receivedAt: view.receivedAt,
    answerDue: addDays(toYearMonthDay(row.receivedAt), GRIEVANCE_DAYS),
    events: view.events.map(({ at, status, remarks }) => ({ at, status, remarks })),
  };
}

async function insertNew(db: Database, encryptionKey: Uint8Array, request: GrievanceRequest | (Omit<GrievanceRequest, 'receivedThrough'> & { receivedThrough: 'online' }), actor: string, now: Date): Promise<string> {
  const step = { now, principal: { loginId: actor } };
  const year = Number(toYearMonthDay(step.now).slice(0, 4));
  return db.transaction(async (tx) => {
    const newId = `GRV-${year}-${String(await nextInSeries(tx, `grievance-${year}`)).padStart(6, '0')}`;
    await insertGrievance(tx, {
      id: newId,
      sroCode: request.sroCode,
      category: request.category,
      complainantName: request.complainantName,
      mobileEncrypted: encryptField(encryptionKey, request.mobile),
      mobileLast4: request.mobile.slice(-4),
      description: request.description,
      receivedThrough: request.receivedThrough,
      status: 'open',
      receivedAt: step.now,
    });
    await addGrievanceEvent(tx, { grievanceId: newId, status: 'open', actor: step.principal.loginId, remarks: `Received (${request.receivedThrough})`, at: step.now });
    return newId;
  });
}

/** The grievances of the offices the viewer covers. */
export async function listGrievances(db: Database, step: Step): Promise<GrievanceView[]> {
  return views(db, await grievancesOf(db, officesCovered(step.principal.jurisdiction)), step.now);
}

/** The office's answer: taken up, resolved or rejected, always with what was said; a closed grievance stays closed. */
export async function actOnGrievance(db: Database, id: string, action: GrievanceAction, step: Step): Promise<GrievanceView> {
  await db.transaction(async (tx) => {
    const row = await lockGrievance(tx, id);
    if (!row) throw new HttpProblem(404, 'NOT_FOUND');
    refuseIf(decideGrievanceAction(step.principal, row.sroCode, levelOf(row, step.now)), step.language);
    if (CLOSED.includes(row.status as GrievanceStatus)) throw new HttpProblem(409, 'GRIEVANCE_CLOSED');
    await updateGrievance(tx, id, { status: action.status, ...(CLOSED.includes(action.status) ? { closedAt: step.now } : {}) });
    await addGrievanceEvent(tx, { grievanceId: id, status: action.status, actor: step.principal.loginId, remarks: action.remarks, at: step.now });
  });
  return (await views(db, [(await findGrievance(db, id))!], step.now))[0]!;
}
