import type { FastifyInstance } from 'fastify';
import { DRAFT_EXPIRY_DAYS, DRAFT_EXPIRY_NOTICE_DAYS, UNPAID_DRAFT_STATUSES, draftExpiresOn, draftExpiryStep, formatDisplayDate, toYearMonthDay, type ApplicationStatus } from '@igrs/domain';
import { recordAudit } from '../../lib/audit.ts';
import { dropUpload } from '../../lib/uploads.ts';
import { EXPIRY_NOTICE_STEP, abandonedDrafts, addEvent, deleteDocumentsOf, updateApplication } from './repository.ts';
import { deliver, notifyApplicant, type Applications } from './service.ts';

/** Drafts looked at in one transaction: a sweep takes several batches rather than one long lock. */
const SWEEP_BATCH = 100;
/** How often the sweep runs: expiry is counted in days, so hourly is prompt enough and costs nothing. */
export const DRAFT_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Tells the applicants of unpaid drafts that have had no step for 23 days
 * that they lapse in a week, and withdraws those told at least a week ago
 * and still untouched: their files are removed and the withdrawal recorded
 * in the audit log, in one transaction with the notice to the applicant.
 * Several processes may sweep at once; each draft is taken by one of them.
 */
export async function sweepAbandonedDrafts(apps: Applications, now: Date): Promise<{ notified: number; withdrawn: number }> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const due = { noticeFrom: daysAgo(DRAFT_EXPIRY_DAYS - DRAFT_EXPIRY_NOTICE_DAYS), toldBefore: daysAgo(DRAFT_EXPIRY_NOTICE_DAYS), expireBefore: daysAgo(DRAFT_EXPIRY_DAYS) };
  let notified = 0;
  let withdrawn = 0;
  for (;;) {
    const removed: string[] = [];
    const { looked, acted } = await apps.db.transaction(async (tx) => {
      const drafts = await abandonedDrafts(tx, UNPAID_DRAFT_STATUSES, due, SWEEP_BATCH);
      let changed = 0;
      for (const { application, lastStepAt, noticeSentAt } of drafts) {
        const step = draftExpiryStep(lastStepAt, noticeSentAt, now);
        const status = application.status as ApplicationStatus;
        if (step === 'notify') {
          const lapses = draftExpiresOn(lastStepAt, now);
          await addEvent(tx, { applicationId: application.id, step: EXPIRY_NOTICE_STEP, status, actor: 'system', remarks: `Lapses on ${toYearMonthDay(lapses)}` });
          await notifyApplicant(tx, apps, application, { key: 'applicationExpiring', values: { days: DRAFT_EXPIRY_DAYS - DRAFT_EXPIRY_NOTICE_DAYS, date: formatDisplayDate(toYearMonthDay(lapses)) } });
          notified += 1;
          changed += 1;
        } else if (step === 'expire') {
          const files = await deleteDocumentsOf(tx, application.id);
          removed.push(...files.map((file) => file.storedAs));
          await updateApplication(tx, application.id, { status: 'withdrawn' });
          await addEvent(tx, { applicationId: application.id, step: 'withdrawn', status: 'withdrawn', actor: 'system', remarks: `${files.length} files removed` });
          await notifyApplicant(tx, apps, application, { key: 'applicationWithdrawn', values: {} });
          await recordAudit(tx, {
            event: 'application.withdrawn',
            loginId: null,
            clientAddress: null,
            details: { applicationId: application.id, status, lastStepOn: toYearMonthDay(lastStepAt), filesRemoved: files.length },
          });
          withdrawn += 1;
          changed += 1;
        }
      }
      return { looked: drafts.length, acted: changed };
    });
    // Files go only once their rows are gone for good; a failed transaction keeps both.
    await Promise.all(removed.map((storedAs) => dropUpload(apps.uploadDir, storedAs)));
    // Every draft taken was due; a batch that changed nothing (drafts another process holds) ends the sweep until the next.
    if (looked < SWEEP_BATCH || acted === 0) break;
  }
  if (notified + withdrawn > 0) await deliver(apps);
  return { notified, withdrawn };
}

/**
 * Runs the sweep once the app is ready and then every interval, for as long
 * as the app runs; a sweep still going when the next is due is left to
 * finish, and closing the app waits for it.
 */
export function startDraftExpiry(app: FastifyInstance, apps: Applications, everyMs = DRAFT_SWEEP_INTERVAL_MS): void {
  let timer: NodeJS.Timeout | undefined;
  let sweep: Promise<unknown> | undefined;
  const run = () => {
    sweep ??= sweepAbandonedDrafts(apps, new Date())
      .then((done) => {
        if (done.notified + done.withdrawn > 0) app.log.info(done, 'abandoned drafts swept');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'the sweep of abandoned drafts could not finish'))
      .finally(() => (sweep = undefined));
  };
  app.addHook('onReady', async () => {
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweep;
  });
}
