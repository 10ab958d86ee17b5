import { access, mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DRAFT_EXPIRY_DAYS, STORAGE_QUOTAS, findSroOffice } from '@igrs/domain';
import { applicationDocuments, applicationEvents, applications, auditLog, notificationOutbox } from '../../db/schema.ts';
import { TEST_SECRETS } from '../../test/databases.ts';
import { createTestContext, signInCitizen, type TestContext } from '../../test/harness.ts';
import { startDraftExpiry, sweepAbandonedDrafts } from './expiry.ts';
import { uploadDocument, type Applications } from './service.ts';

let context: TestContext;
let uploadDir: string;
const API = '/igrsapi/v1';
const start = { registrationType: 'regular', transactionMajorCode: '01', transactionMinorCode: '01', districtCode: findSroOffice('701')!.revenueDistrictCode!, sroCode: '701' };
const PLAIN_PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
const step = { language: 'en' as const, now: new Date() };

beforeAll(async () => {
  context = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'igrs-quota-uploads-'));
});
afterAll(() => context.close());

/** The applications service as the app builds it, with quotas a test sets. */
const applicationsWith = (quotas: Partial<typeof STORAGE_QUOTAS> = {}): Applications => ({
  db: context.database.db,
  encryptionKey: Buffer.from(TEST_SECRETS.DATA_ENCRYPTION_KEY, 'base64'),
  hashKey: new Uint8Array(32),
  payments: undefined as never,
  uploadDir,
  transport: context.app.deliveryQueue,
  codeKey: new Uint8Array(32),
  quotas: { ...STORAGE_QUOTAS, ...quotas },
});

const startDraft = async (token: string) => context.app.inject({ method: 'POST', url: `${API}/applications`, headers: { authorization: `Bearer ${token}` }, payload: start });

async function citizenOf(applicationId: string): Promise<string> {
  const [row] = await context.database.db.select({ citizenId: applications.citizenId }).from(applications).where(eq(applications.id, applicationId));
  return row!.citizenId!;
}

const upload = (apps: Applications, citizenId: string, id: string) => uploadDocument(apps, { citizenId }, id, { kind: 'supporting', fileName: 'proof.pdf', bytes: PLAIN_PDF }, step);

async function storedFiles(ids: readonly string[]) {
  return context.database.db.select().from(applicationDocuments).where(inArray(applicationDocuments.applicationId, [...ids]));
}

describe('storage quotas of citizens and applications', () => {
  it('lets an account hold as many unpaid drafts as allowed, however many are started at once', async () => {
    const token = await signInCitizen(context, '9440033001');
    const answers = await Promise.all(Array.from({ length: STORAGE_QUOTAS.openDraftsPerCitizen + 4 }, () => startDraft(token)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(STORAGE_QUOTAS.openDraftsPerCitizen);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => [answer.statusCode, answer.json().error.code])).toEqual(refused.map(() => [409, 'TOO_MANY_DRAFTS']));
    expect(refused[0]!.json().error.details[0].message).toContain(`at most ${STORAGE_QUOTAS.openDraftsPerCitizen} applications`);
    const inTelugu = await context.app.inject({ method: 'POST', url: `${API}/applications`, headers: { authorization: `Bearer ${token}`, 'accept-language': 'te' }, payload: start });
    expect(inTelugu.json().error.details[0].message).toMatch(/[\u0C00-\u0C7F]/);
  });

  it("keeps an application's files within its quota, and an account's within the account's, with uploads sent at once", async () => {
    const token = await signInCitizen(context, '9440033002');
    const [first, second] = await Promise.all([startDraft(token), startDraft(token)]).then((answers) => answers.map((answer) => answer.json().applicationId as string));
    const citizenId = await citizenOf(first!);
    // A file is counted as it is kept (the upload checks may rewrite it).
    await upload(applicationsWith(), citizenId, first!);
    const size = (await storedFiles([first!]))[0]!.sizeBytes;

    // Twelve files to one application at once, with room for three and one kept already.
    const perApplication = applicationsWith({ bytesPerApplication: 3 * size });
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, () => upload(perApplication, citizenId, first!)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(2);
    const reasons = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as { statusCode: number; code: string }] : []));
    expect(reasons.map((reason) => [reason.statusCode, reason.code])).toEqual(reasons.map(() => [413, 'STORAGE_QUOTA_EXCEEDED']));
    expect(await storedFiles([first!])).toHaveLength(3);

    // The account's quota holds across its applications: room for four in all, three already kept.
    const perAccount = applicationsWith({ bytesPerApplication: 10 * size, bytesPerCitizen: 4 * size });
    const across = await Promise.allSettled(Array.from({ length: 10 }, (_, index) => upload(perAccount, citizenId, index % 2 === 0 ? first! : second!)));
    expect(across.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const kept = await storedFiles([first!, second!]);
    expect(kept.reduce((sum, file) => sum + file.sizeBytes, 0)).toBe(4 * size);
    // A refused file leaves nothing on disk: the upload folder holds the files kept, and no others.
    await Promise.all(kept.map((file) => access(path.join(uploadDir, file.storedAs))));
    const onDisk = (await readdir(uploadDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
    expect(onDisk).toHaveLength(kept.length);
  });

  it("lets a guest go on with the one application, not start others outside an account's quota", async () => {
    const token = await signInCitizen(context, '9440033006');
    const started = (await startDraft(token)).json();
    const guest = await context.app.inject({ method: 'POST', url: `${API}/applications/guest-sessions`, payload: { applicationId: started.applicationId, guestSecret: started.guestSecret } });
    expect(guest.statusCode, guest.body).toBe(201);
    const another = await startDraft(guest.json().token);
    expect([another.statusCode, another.json().error.code]).toEqual([409, 'TOO_MANY_DRAFTS']);
    expect(another.json().error.details[0].message).toContain('sign in with your mobile number');
  });

  it('names the file in its refusal', async () => {
    const token = await signInCitizen(context, '9440033003');
    const id = (await startDraft(token)).json().applicationId as string;
    await upload(applicationsWith(), await citizenOf(id), id);
    const apps = applicationsWith({ bytesPerApplication: (await storedFiles([id]))[0]!.sizeBytes });
    const refused = await upload(apps, await citizenOf(id), id).catch((error: unknown) => error as { statusCode: number; code: string; details: { field: string; message: string }[] });
    expect(refused).toMatchObject({ statusCode: 413, code: 'STORAGE_QUOTA_EXCEEDED', details: [{ field: 'body.file' }] });
  });
});

describe('abandoned drafts', () => {
  const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);

  it('tells the applicant a week before, then withdraws the draft and removes its files, with an audit entry', async () => {
    const token = await signInCitizen(context, '9440033004');
    const [abandoned, continued] = await Promise.all([startDraft(token), startDraft(token)]).then((answers) => answers.map((answer) => answer.json().applicationId as string));
    const citizenId = await citizenOf(abandoned!);
    const apps = applicationsWith();
    await upload(apps, citizenId, abandoned!);
    const [file] = await storedFiles([abandoned!]);

    // Nothing is due while the draft is younger than the notice day.
    expect(await sweepAbandonedDrafts(apps, daysFromNow(DRAFT_EXPIRY_DAYS - 8))).toEqual({ notified: 0, withdrawn: 0 });
    const told = await sweepAbandonedDrafts(apps, daysFromNow(DRAFT_EXPIRY_DAYS - 6));
    expect(told.notified).toBeGreaterThanOrEqual(2);
    const notices = await context.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.messageKey, 'applicationExpiring'));
    expect(notices.length).toBeGreaterThanOrEqual(2);
    // Told once: a second sweep the same week tells no one again.
    expect(await sweepAbandonedDrafts(apps, daysFromNow(DRAFT_EXPIRY_DAYS - 5))).toEqual({ notified: 0, withdrawn: 0 });

    // A step after the notice keeps the draft: it is told again only when it lies untouched once more.
    await upload(apps, citizenId, continued!);

    const swept = await sweepAbandonedDrafts(apps, daysFromNow(DRAFT_EXPIRY_DAYS + 1));
    expect(swept.withdrawn).toBeGreaterThanOrEqual(1);
    const [after] = await context.database.db.select().from(applications).where(eq(applications.id, abandoned!));
    expect(after!.status).toBe('withdrawn');
    expect(await storedFiles([abandoned!])).toEqual([]);
    await expect(access(path.join(uploadDir, file!.storedAs))).rejects.toThrow();
    const [kept] = await context.database.db.select().from(applications).where(eq(applications.id, continued!));
    expect(kept!.status).toBe('draft');
    expect(await storedFiles([continued!])).toHaveLength(1);

    const audit = await context.database.db.select().from(auditLog).where(and(eq(auditLog.event, 'application.withdrawn')));
    expect(audit.map((entry) => entry.details)).toContainEqual(expect.objectContaining({ applicationId: abandoned, filesRemoved: 1 }));
    const events = (await context.app.inject({ method: 'GET', url: `${API}/applications/${abandoned}`, headers: { authorization: `Bearer ${token}` } })).json().events;
    expect(events.map((event: { step: string }) => event.step)).toEqual(['started', 'document-uploaded', 'expiry-notified', 'withdrawn']);

    // A withdrawn draft no longer counts against the account's drafts.
    expect((await startDraft(token)).statusCode).toBe(201);
  });

  it('are swept by the app on a timer from when it is ready until it closes', async () => {
    const token = await signInCitizen(context, '9440033005');
    const id = (await startDraft(token)).json().applicationId as string;
    const app = Fastify({ logger: false });
    startDraftExpiry(app, applicationsWith(), 20);
    // The app's clock as if three weeks and more had passed: the draft is due its notice.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(daysFromNow(DRAFT_EXPIRY_DAYS - 6));
    try {
      await app.ready();
      const steps = async () => (await context.database.db.select({ step: applicationEvents.step }).from(applicationEvents).where(eq(applicationEvents.applicationId, id))).map((row) => row.step);
      await expect.poll(steps, { timeout: 5000 }).toContain('expiry-notified');
    } finally {
      await app.close();
      vi.useRealTimers();
    }
  });
});
