import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { DEFAULT_SLOT_SETTINGS, type ApplicationStatus, type OfficeSlotSettings } from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { applicationDocuments, applicationEvents, applicationParties, applications, citizenAccounts, officeClosedDays, officeSlotSettings, registerDocuments, slotBookings } from '../../db/schema.ts';

export type Transaction = Database;
export type ApplicationRow = typeof applications.$inferSelect;
export type PartyRow = typeof applicationParties.$inferSelect;
export type SlotRow = typeof slotBookings.$inferSelect;
export type DocumentRow = typeof applicationDocuments.$inferSelect;

export async function insertApplication(tx: Transaction, row: typeof applications.$inferInsert): Promise<void> {
  await tx.insert(applications).values(row);
}

export async function findApplication(db: Database, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  return row;
}

/** The application, locked for the rest of the transaction, so two steps on it run one after the other. */
export async function lockApplication(tx: Transaction, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
  return row;
}

export async function updateApplication(tx: Transaction, id: string, set: Partial<typeof applications.$inferInsert>): Promise<void> {
  await tx
    .update(applications)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(applications.id, id));
}

export async function addEvent(tx: Transaction, event: { applicationId: string; step: string; status: ApplicationStatus; actor: string; remarks?: string | null }) {
  await tx.insert(applicationEvents).values({ ...event, remarks: event.remarks ?? null });
}

export async function eventsOf(db: Database, id: string) {
  return db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, id)).orderBy(asc(applicationEvents.id));
}

export async function replaceParties(tx: Transaction, id: string, rows: readonly Omit<typeof applicationParties.$inferInsert, 'applicationId'>[]): Promise<void> {
  await tx.delete(applicationParties).where(eq(applicationParties.applicationId, id));
  if (rows.length > 0) await tx.insert(applicationParties).values(rows.map((row) => ({ ...row, applicationId: id })));
}

export async function partiesOf(db: Database, id: string): Promise<PartyRow[]> {
  return db.select().from(applicationParties).where(eq(applicationParties.applicationId, id)).orderBy(asc(applicationParties.position));
}

/** The parties of many applications at once, by application (the office's queue). */
export async function partiesOfMany(db: Database, ids: readonly string[]): Promise<Map<string, PartyRow[]>> {
  const byApplication = new Map<string, PartyRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byApplication;
  const rows = await db.select().from(applicationParties).where(inArray(applicationParties.applicationId, [...ids])).orderBy(asc(applicationParties.applicationId), asc(applicationParties.position));
  for (const row of rows) byApplication.get(row.applicationId)?.push(row);
  return byApplication;
}

/** A signed-in citizen's applications, the latest worked on first. */
export async function applicationsOfCitizen(db: Database, citizenId: string, limit: number): Promise<ApplicationRow[]> {
  return db.select().from(applications).where(eq(applications.citizenId, citizenId)).orderBy(desc(applications.updatedAt)).limit(limit);
}

/** The encrypted mobile of the citizen's account, when the application has one. */
export async function accountMobileOf(db: Database, citizenId: string): Promise<string | undefined> {
  const [row] = await db.select({ mobile: citizenAccounts.mobileEncrypted }).from(citizenAccounts).where(eq(citizenAccounts.id, citizenId));
  return row?.mobile;
}

export async function insertDocument(tx: Transaction, row: typeof applicationDocuments.$inferInsert): Promise<DocumentRow> {
  const [inserted] = await tx.insert(applicationDocuments).values(row).returning();
  return inserted!;
}

export async function documentsOf(db: Database, id: string): Promise<DocumentRow[]> {
  return db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, id)).orderBy(asc(applicationDocuments.uploadedAt), asc(applicationDocuments.id));
}

export async function findDocument(db: Database, id: string, documentId: string): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(applicationDocuments)
    .where(and(eq(applicationDocuments.applicationId, id), eq(applicationDocuments.id, documentId)));
  return row;
}

export async function deleteDocument(tx: Transaction, id: string, documentId: string): Promise<DocumentRow | undefined> {
  const [row] = await tx
    .delete(applicationDocuments)
    .where(and(eq(applicationDocuments.applicationId, id), eq(applicationDocuments.id, documentId)))
    .returning();
  return row;
}

export async function recordPresence(tx: Transaction, id: string, position: number, presence: NonNullable<PartyRow['presence']>): Promise<void> {
  await tx
    .update(applicationParties)
    .set({ presence })
    .where(and(eq(applicationParties.applicationId, id), eq(applicationParties.position, position)));
}

/** The live slot of an application (or, by `registry`, of a marriage): confirmed, or held (a hold past its time counts until another booking clears it). */
export async function liveSlotOf(db: Database, id: string, of: 'application' | 'registry' = 'application'): Promise<SlotRow | undefined> {
  const [row] = await db
    .select()
    .from(slotBookings)
    .where(and(eq(of === 'application' ? slotBookings.applicationId : slotBookings.registryEntryId, id), inArray(slotBookings.status, ['held', 'confirmed'])));
  return row;
}

/**
 * Books a slot for an application: holds run out are cleared first, then the
 * insert either takes the slot or finds it live already; the partial unique
 * index decides between concurrent attempts, so exactly one wins.
 */
export async function takeSlot(
  tx: Transaction,
  booking: { sroCode: string; slotDate: string; slotTime: string; status: 'held' | 'confirmed'; heldUntil: Date | null } & ({ applicationId: string } | { registryEntryId: string }),
  now: Date,
): Promise<SlotRow | undefined> {
  await tx
    .update(slotBookings)
    .set({ status: 'released' })
    .where(
      and(
        eq(slotBookings.sroCode, booking.sroCode),
        eq(slotBookings.slotDate, booking.slotDate),
        eq(slotBookings.slotTime, booking.slotTime),
        eq(slotBookings.status, 'held'),
        lt(slotBookings.heldUntil, now),
      ),
    );
  const [row] = await tx.insert(slotBookings).values(booking).onConflictDoNothing().returning();
  return row;
}

export async function releaseSlot(tx: Transaction, slotId: number): Promise<void> {
  await tx.update(slotBookings).set({ status: 'released' }).where(eq(slotBookings.id, slotId));
}

export async function confirmSlot(tx: Transaction, slotId: number): Promise<void> {
  await tx.update(slotBookings).set({ status: 'confirmed', heldUntil: null }).where(eq(slotBookings.id, slotId));
}

/** Slot times of an office's day that are taken: confirmed, or held and not yet run out. */
export async function takenSlotTimes(db: Database, sroCode: string, slotDate: string, now: Date): Promise<Set<string>> {
  const rows = await db
    .select({ time: slotBookings.slotTime, status: slotBookings.status, heldUntil: slotBookings.heldUntil })
    .from(slotBookings)
    .where(and(eq(slotBookings.sroCode, sroCode), eq(slotBookings.slotDate, slotDate), inArray(slotBookings.status, ['held', 'confirmed'])));
  return new Set(rows.filter((row) => row.status === 'confirmed' || (row.heldUntil && row.heldUntil >= now)).map((row) => row.time));
}

export async function closedDay(db: Database, sroCode: string, day: string) {
  const [row] = await db
    .select()
    .from(officeClosedDays)
    .where(and(eq(officeClosedDays.sroCode, sroCode), eq(officeClosedDays.day, day)));
  return row;
}

export async function closeDay(tx: Transaction, row: typeof officeClosedDays.$inferInsert): Promise<void> {
  await tx.insert(officeClosedDays).values(row).onConflictDoNothing();
}

/** An office's applications with a confirmed slot on the day, in slot order. */
export async function officeDay(db: Database, sroCode: string, slotDate: string) {
  return db
    .select({ application: applications, slotTime: slotBookings.slotTime })
    .from(slotBookings)
    .innerJoin(applications, eq(applications.id, slotBookings.applicationId))
    .where(and(eq(slotBookings.sroCode, sroCode), eq(slotBookings.slotDate, slotDate), eq(slotBookings.status, 'confirmed')))
    .orderBy(asc(slotBookings.slotTime));
}

export async function registeredCitation(db: Database, documentId: number) {
  const [row] = await db
    .select({ sroCode: registerDocuments.sroCode, documentNumber: registerDocuments.documentNumber, year: registerDocuments.registrationYear })
    .from(registerDocuments)
    .where(eq(registerDocuments.id, documentId));
  return row;
}

/** The office's counter settings, or the department's defaults where it has set none. */
export async function slotSettingsOf(db: Database, sroCode: string): Promise<OfficeSlotSettings> {
  const [row] = await db.select().from(officeSlotSettings).where(eq(officeSlotSettings.sroCode, sroCode));
  return row ? { opens: row.opens, closes: row.closes, slotMinutes: row.slotMinutes, slotsPerDay: row.slotsPerDay } : DEFAULT_SLOT_SETTINGS;
}

export async function saveSlotSettings(tx: Transaction, sroCode: string, settings: OfficeSlotSettings, updatedBy: string): Promise<void> {
  const values = { ...settings, updatedBy, updatedAt: new Date() };
  await tx
    .insert(officeSlotSettings)
    .values({ sroCode, ...values })
    .onConflictDoUpdate({ target: officeSlotSettings.sroCode, set: values });
}

/**
 * Locks the citizen's account for the rest of the transaction, so that the
 * account's drafts and stored bytes are counted by one step at a time
 * however many are sent at once.
 */
export async function lockCitizenAccount(tx: Transaction, citizenId: string): Promise<void> {
  await tx.select({ id: citizenAccounts.id }).from(citizenAccounts).where(eq(citizenAccounts.id, citizenId)).for('update');
}

/** The account's applications in these statuses with nothing paid. */
export async function countUnpaidApplications(db: Database, citizenId: string, statuses: readonly ApplicationStatus[]): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(applications)
    .where(and(eq(applications.citizenId, citizenId), inArray(applications.status, [...statuses]), eq(applications.paidRupees, 0)));
  return row?.count ?? 0;
}

/** Bytes of the files kept with one application, or with all of an account's. */
export async function storedBytes(db: Database, of: { applicationId: string } | { citizenId: string }): Promise<number> {
  const query = db.select({ bytes: sql<string>`coalesce(sum(${applicationDocuments.sizeBytes}), 0)` }).from(applicationDocuments);
  const [row] =
    'applicationId' in of
      ? await query.where(eq(applicationDocuments.applicationId, of.applicationId))
      : await query.innerJoin(applications, eq(applications.id, applicationDocuments.applicationId)).where(eq(applications.citizenId, of.citizenId));
  return Number(row?.bytes ?? 0);
}

/** The step recorded when the applicant is told a draft will expire; it does not count as the applicant's step. */
export const EXPIRY_NOTICE_STEP = 'expiry-notified';

/**
 * Unpaid drafts due a step of the sweep: no step since `noticeFrom` and not
 * yet told since their last step, or told before `expireFrom` and with no
 * step since `expireBefore`. Each comes with its last step (the expiry
 * notice is not a step) and when it was last told; each is locked, skipping
 * any another process is sweeping.
 */
export async function abandonedDrafts(tx: Transaction, statuses: readonly ApplicationStatus[], due: { noticeFrom: Date; toldBefore: Date; expireBefore: Date }, limit: number) {
  // Written out whole: in a select list the builder leaves columns unqualified, and `id` would be the event's.
  const lastStep = sql<Date>`(select max(e.at) from application_events e where e.application_id = applications.id and e.step <> ${EXPIRY_NOTICE_STEP})`;
  const noticeAt = sql<Date | null>`(select max(e.at) from application_events e where e.application_id = applications.id and e.step = ${EXPIRY_NOTICE_STEP})`;
  const rows = await tx
    .select({ application: applications, lastStepAt: lastStep, noticeSentAt: noticeAt })
    .from(applications)
    .where(
      and(
        inArray(applications.status, [...statuses]),
        eq(applications.paidRupees, 0),
        sql`${lastStep} < ${due.noticeFrom.toISOString()}`,
        sql`(${noticeAt} is null or ${noticeAt} < ${lastStep} or (${noticeAt} < ${due.toldBefore.toISOString()} and ${lastStep} < ${due.expireBefore.toISOString()}))`,
      ),
    )
    .orderBy(asc(applications.updatedAt))
    .limit(limit)
    .for('update', { of: applications, skipLocked: true });
  return rows.map((row) => ({ ...row, lastStepAt: new Date(row.lastStepAt), noticeSentAt: row.noticeSentAt ? new Date(row.noticeSentAt) : undefined }));
}

/** Takes every file off an application, answering what was stored so the files can be removed after the transaction. */
export async function deleteDocumentsOf(tx: Transaction, id: string): Promise<DocumentRow[]> {
  return tx.delete(applicationDocuments).where(eq(applicationDocuments.applicationId, id)).returning();
}
