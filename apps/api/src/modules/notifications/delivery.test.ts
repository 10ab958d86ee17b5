import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, bilingualMessage, type NotificationMessageKey } from '@igrs/domain';
import { notificationOutbox } from '../../db/schema.ts';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { DltSmsGateway } from './dlt-sms.ts';
import { DeliveryQueue, DELIVERY_JOBS, DELIVERY_QUEUE_SCHEMA, type DeliveryQueueOptions } from './queue.ts';
import { enqueueNotification, type Notification } from './repository.ts';
import { deliveryRoutes } from './routes.ts';
import { demoOutboxSender } from './senders.ts';
import { SmtpEmailSender } from './smtp-email.ts';
import { FakeMailServer, mailText } from './testing/fake-mail-server.ts';
import { FakeSmsGateway } from './testing/fake-sms-gateway.ts';
import type { NotificationTransport } from './transport.ts';

const ENCRYPTION_KEY = Buffer.alloc(32, 7);
/** The delivery routes as the tests mount them, over the test's current queue. */
const UNDER_TEST = `${API_BASE_PATH}/under-test`;
const REPORT_TOKEN = 'delivery-report-token-for-the-tests-0123456789';
const ACCOUNT = { userId: '2000190001', password: 'gateway-password', senderId: 'IGRSAP', entityId: '1101234567890123456' };
/** The templates the department registered on the DLT platform, by id. */
const REGISTERED: Partial<Record<NotificationMessageKey, string>> = {
  signInCode: '1107160000000000001',
  applicationSubmitted: '1107160000000000002',
  mutationDone: '1107160000000000003',
};

let context: TestContext;
let gateway: FakeSmsGateway;
let gatewayUrl: string;
/** The queues a test started, stopped after it whatever happens. */
const running: DeliveryQueue[] = [];
/** What the routes hand resent messages to: the test's current queue. */
let current: DeliveryQueue | undefined;
const handOverToCurrent: NotificationTransport = { name: 'test', handOver: (db) => current!.handOver(db) };

beforeAll(async () => {
  context = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' }, (app) => {
    void app.register(deliveryRoutes, { prefix: UNDER_TEST, transport: handOverToCurrent, deliveryReportToken: REPORT_TOKEN });
  });
  // The queues under test are each test's own: the app's, which would take their jobs too, is stopped.
  await context.app.deliveryQueue.stop({ graceful: false });
  gateway = new FakeSmsGateway({ ...ACCOUNT, templates: Object.fromEntries(Object.entries(REGISTERED).map(([key, id]) => [id, key as NotificationMessageKey])) });
  gatewayUrl = await gateway.start();
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((queue) => queue.stop({ graceful: false })));
  gateway.downFor(0);
  gateway.slow(0);
  gateway.release();
});
afterAll(async () => {
  await gateway.stop();
  await context.close();
});

function smsGateway(templateIds: Partial<Record<NotificationMessageKey, string>> = REGISTERED): DltSmsGateway {
  return new DltSmsGateway({ apiUrl: gatewayUrl, ...ACCOUNT, templateIds, timeoutMs: 5_000 });
}

async function startQueue(options: Partial<DeliveryQueueOptions> = {}): Promise<DeliveryQueue> {
  const queue = await DeliveryQueue.start({
    database: context.database,
    encryptionKey: ENCRYPTION_KEY,
    senders: { sms: smsGateway(), email: demoOutboxSender },
    retryLimit: 8,
    retryDelaySeconds: 1,
    pollingIntervalSeconds: 0.5,
    maintenanceIntervalSeconds: 1,
    ...options,
  });
  running.push(queue);
  current = queue;
  return queue;
}

/** Messages written as a workflow writes them: in its own transaction. */
async function enqueue(notifications: Notification[]): Promise<number[]> {
  return context.database.db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const notification of notifications) ids.push(await enqueueNotification(tx, ENCRYPTION_KEY, notification));
    return ids;
  });
}

let nextMobile = 9_000_100_000;
/** A notice to a number of its own, so that the gateway's log tells each message apart. */
function notice(key: NotificationMessageKey = 'applicationSubmitted'): Notification {
  nextMobile += 1;
  const values: Record<string, string | number> = key === 'signInCode' ? { code: '482913', minutes: 10 } : key === 'mutationDone' ? { scheduleNumber: 1, documentNumber: 12, year: 2026, sroCode: '701', orderNumber: 'M-1' } : { applicationId: `A${nextMobile}`, amount: 1250 };
  return { channel: 'sms', recipient: String(nextMobile), messageKey: key, values };
}

async function rowsOf(ids: number[]) {
  return context.database.db.select().from(notificationOutbox).where(inArray(notificationOutbox.id, ids)).orderBy(notificationOutbox.id);
}

/** Waits until every message has settled (sent or given up). */
async function settled(ids: number[], withinMs = 25_000) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const rows = await rowsOf(ids);
    if (rows.every((row) => row.status === 'sent' || row.status === 'dead')) return rows;
    if (Date.now() > deadline) throw new Error(`not settled: ${JSON.stringify(rows.map((row) => [row.id, row.status, row.lastError]))}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Each message's number in the gateway's log, to count how often it was taken. */
function timesAccepted(recipient: string): number {
  return gateway.accepted.filter((sms) => sms.phone === `91${recipient}`).length;
}

describe('text messages through the DLT gateway', () => {
  it('carries the header, the entity and each message own template, sends Telugu as Unicode, and records the delivery report', async () => {
    const messages = [notice('signInCode'), notice('applicationSubmitted')];
    const ids = await enqueue(messages);
    await startQueue();
    const rows = await settled(ids);
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
    for (const [index, message] of messages.entries()) {
      const [sms] = gateway.accepted.filter((entry) => entry.phone === `91${message.recipient}`);
      expect(sms).toMatchObject({ mask: 'IGRSAP', principalEntityId: ACCOUNT.entityId, dltTemplateId: REGISTERED[message.messageKey], msgType: 'UNICODE_TEXT' });
      expect(sms!.text).toBe(bilingualMessage(message.messageKey, message.values));
      expect(sms!.segments).toBe(Math.ceil(sms!.text.length / 67));
      expect(rows[index]!.gatewayReference).toBe(sms!.id);
    }

    const report = (token: string, externalId: string, status: string) =>
      context.app.inject({ method: 'GET', url: `${UNDER_TEST}/notifications/delivery-reports/sms?${new URLSearchParams({ token, externalId, deliveredTS: String(Date.now()), status, cause: status === 'SUCCESS' ? 'SUCCESS' : 'ABSENT_SUBSCRIBER', phoneNo: `91${messages[0]!.recipient}`, errCode: '000', noOfFrags: '3' })}` });
    expect((await report('not-the-token-not-the-token-not-the-token', rows[0]!.gatewayReference!, 'SUCCESS')).statusCode).toBe(401);
    const delivered = await report(REPORT_TOKEN, rows[0]!.gatewayReference!, 'SUCCESS');
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toEqual({ recorded: true });
    expect((await report(REPORT_TOKEN, rows[1]!.gatewayReference!, 'FAIL')).json()).toEqual({ recorded: true });
    expect((await report(REPORT_TOKEN, 'no-such-reference', 'SUCCESS')).json()).toEqual({ recorded: false });
    expect((await rowsOf(ids)).map((row) => row.deliveryStatus)).toEqual(['delivered', 'failed']);

    // The demo outbox page reads the same records.
    const outbox = await context.app.inject({ method: 'GET', url: `${API_BASE_PATH}/notifications/outbox` });
    const shown = outbox.json<{ messages: { id: number; status: string; attempts: number; deliveryStatus: string | null }[] }>().messages.filter((entry) => ids.includes(entry.id));
    expect(shown.map(({ id, status, attempts, deliveryStatus }) => ({ id, status, attempts, deliveryStatus }))).toEqual([
      { id: ids[1], status: 'sent', attempts: 1, deliveryStatus: 'failed' },
      { id: ids[0], status: 'sent', attempts: 1, deliveryStatus: 'delivered' },
    ]);
  });

  it('refuses a message without a registered template before sending it, and takes the gateway refusing one as final; both are dead letters an administrator sends again', async () => {
    const [unregistered, unknownToGateway, fine] = await enqueue([notice('mutationDone'), notice('signInCode'), notice('applicationSubmitted')]);
    const before = gateway.accepted.length;
    const refusedBefore = gateway.refused.length;
    // mutationDone has no template in this configuration; signInCode's id here is one the DLT platform never registered.
    await startQueue({ senders: { sms: smsGateway({ signInCode: '1107169999999999999', applicationSubmitted: REGISTERED.applicationSubmitted! }), email: demoOutboxSender } });
    const rows = await settled([unregistered!, unknownToGateway!, fine!]);
    expect(rows.map((row) => row.status)).toEqual(['dead', 'dead', 'sent']);
    expect(rows[0]!.lastError).toBe('no DLT template is registered for the message mutationDone');
    expect(rows[0]!.attempts).toBe(1);
    expect(rows[1]!.lastError).toMatch(/^the SMS gateway refused the message: 176 The DLT template id is not registered/);
    expect(gateway.accepted.length - before).toBe(1);
    // Nothing of the unregistered message reached the gateway; the refused one reached it once and was not tried again.
    expect(gateway.refused.length - refusedBefore).toBe(1);

    const admin = await signIn(context.app, 'demo_admin');
    const headers = { authorization: `Bearer ${admin.token}` };
    const sro = await signIn(context.app, 'demo_sro');
    expect((await context.app.inject({ method: 'GET', url: `${UNDER_TEST}/notifications/dead-letters`, headers: { authorization: `Bearer ${sro.token}` } })).statusCode).toBe(403);
    const listed = await context.app.inject({ method: 'GET', url: `${UNDER_TEST}/notifications/dead-letters`, headers });
    expect(listed.statusCode, listed.body).toBe(200);
    const dead = listed.json<{ messages: { id: number; lastError: string; text?: string }[] }>().messages;
    expect(dead.map((entry) => entry.id)).toEqual(expect.arrayContaining([unregistered, unknownToGateway]));
    expect(dead.every((entry) => entry.text === undefined)).toBe(true);

    expect((await context.app.inject({ method: 'POST', url: `${UNDER_TEST}/notifications/dead-letters/${fine}/resend`, headers })).statusCode).toBe(409);
    expect((await context.app.inject({ method: 'POST', url: `${UNDER_TEST}/notifications/dead-letters/99999999/resend`, headers })).json().error.code).toBe('NOTIFICATION_NOT_FOUND');

    // The templates registered after all: the administrator sends both again, and each goes once.
    await Promise.all(running.splice(0).map((queue) => queue.stop({ graceful: true })));
    await startQueue();
    for (const id of [unregistered!, unknownToGateway!]) {
      const resent = await context.app.inject({ method: 'POST', url: `${UNDER_TEST}/notifications/dead-letters/${id}/resend`, headers });
      expect(resent.statusCode, resent.body).toBe(202);
    }
    const again = await settled([unregistered!, unknownToGateway!]);
    expect(again.map((row) => row.status)).toEqual(['sent', 'sent']);
    expect(gateway.accepted.length - before).toBe(3);
  });

  it('waits out a gateway that is down, sending each message once it is back; a gateway down past the last try leaves dead letters with the reason', async () => {
    const messages = Array.from({ length: 6 }, () => notice());
    const ids = await enqueue(messages);
    gateway.downFor(4_000);
    await startQueue();
    const rows = await settled(ids);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    expect(rows.some((row) => row.attempts > 1)).toBe(true);
    for (const message of messages) expect(timesAccepted(message.recipient)).toBe(1);

    await Promise.all(running.splice(0).map((queue) => queue.stop({ graceful: true })));
    const given = Array.from({ length: 3 }, () => notice());
    const givenIds = await enqueue(given);
    gateway.downFor(60_000);
    await startQueue({ retryLimit: 1 });
    const dead = await settled(givenIds);
    expect(dead.map((row) => row.status)).toEqual(['dead', 'dead', 'dead']);
    for (const row of dead) expect(row.lastError).toBe('given up after 2 attempts: the SMS gateway answered HTTP 503');
    for (const message of given) expect(timesAccepted(message.recipient)).toBe(0);
  }, 60_000);

  it('sends every message of a batch exactly once when its worker is killed mid-send and two others take over', async () => {
    const messages = Array.from({ length: 16 }, () => notice());
    const ids = await enqueue(messages);
    gateway.slow(300);
    const first = await startQueue({ workers: 1, batchSize: 8 });
    const deadline = Date.now() + 20_000;
    while (messages.filter((message) => timesAccepted(message.recipient) > 0).length < 3) {
      if (Date.now() > deadline) throw new Error('the first worker sent nothing');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Killed while the gateway holds the next message, before it has taken it (held at a gate, so a slow machine cannot let it through first).
    gateway.hold();
    while (gateway.held === 0) {
      if (Date.now() > deadline) throw new Error('the first worker sent no further message');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await first.stop({ graceful: false });
    while (gateway.hungUp === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    gateway.release();
    running.splice(running.indexOf(first), 1);
    const afterKill = await rowsOf(ids);
    expect(afterKill.some((row) => row.status !== 'sent')).toBe(true);

    // A job whose message was sent comes round again (as when a worker dies before its completion is written): it sends nothing.
    const sentOne = afterKill.find((row) => row.status === 'sent')!;
    await context.database.db.execute(sql.raw(`UPDATE ${DELIVERY_QUEUE_SCHEMA}.job SET state = 'retry', start_after = now() WHERE name = '${DELIVERY_JOBS}' AND data->>'outboxId' = '${sentOne.id}'`));

    gateway.slow(20);
    await startQueue({ workers: 2, batchSize: 4 });
    await startQueue({ workers: 2, batchSize: 4 });
    const rows = await settled(ids);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    for (const message of messages) expect(timesAccepted(message.recipient)).toBe(1);
    // The kill cut off a send the gateway was holding: it was not taken, and went once afterwards.
    expect(gateway.abandoned).toBeGreaterThan(0);
    const jobs = (await context.database.db.execute(sql.raw(`SELECT state FROM ${DELIVERY_QUEUE_SCHEMA}.job WHERE name = '${DELIVERY_JOBS}' AND data->>'outboxId' = '${sentOne.id}'`))) as unknown as { rows: { state: string }[] };
    expect(jobs.rows.map((row) => row.state)).toEqual(['completed']);
  });

  it('sends sign-in codes ahead of a backlog of notices', async () => {
    const backlog = await enqueue(Array.from({ length: 20 }, () => notice()));
    const codes = [notice('signInCode'), notice('signInCode')];
    const codeIds = await enqueue(codes);
    const before = gateway.accepted.length;
    await startQueue({ workers: 1, batchSize: 1 });
    await settled([...backlog, ...codeIds]);
    const order = gateway.accepted.slice(before).map((sms) => sms.phone);
    expect(order.slice(0, 2).sort()).toEqual(codes.map((code) => `91${code.recipient}`).sort());
  });
});

describe('e-mail over SMTP', () => {
  it('sends bilingual plain text with a Message-ID of its own, and takes a mailbox the server refuses as a dead letter', async () => {
    const mail = new FakeMailServer(['nobody@example.in']);
    const smtpUrl = await mail.start();
    const email = new SmtpEmailSender({ smtpUrl, from: 'IGRS AP <noreply@igrs.ap.gov.in>', timeoutMs: 5_000 });
    try {
      const [sent, refused] = await enqueue([
        { channel: 'email', recipient: 'citizen@example.in', messageKey: 'applicationSubmitted', values: { applicationId: 'A77', amount: 1250 } },
        { channel: 'email', recipient: 'nobody@example.in', messageKey: 'applicationSubmitted', values: { applicationId: 'A78', amount: 1250 } },
      ]);
      await startQueue({ senders: { sms: demoOutboxSender, email } });
      const rows = await settled([sent!, refused!]);
      expect(rows.map((row) => row.status)).toEqual(['sent', 'dead']);
      expect(rows[0]!.gatewayReference).toBe(`<outbox-${sent}@igrs.ap.gov.in>`);
      expect(rows[1]!.lastError).toMatch(/^the mail server refused the message: .*550/);
      expect(mail.received).toHaveLength(1);
      const [received] = mail.received;
      expect(received!.to).toEqual(['citizen@example.in']);
      expect(received!.raw).toMatch(new RegExp(`^Message-ID: <outbox-${sent}@igrs.ap.gov.in>`, 'mi'));
      expect(received!.raw).toMatch(/^Content-Type: text\/plain; charset=utf-8/im);
      expect(mailText(received!.raw).trim()).toBe(bilingualMessage('applicationSubmitted', { applicationId: 'A77', amount: 1250 }));
    } finally {
      email.close();
      await mail.stop();
    }
  });
});

describe('the outbox stays the record', () => {
  it('hands over a message left waiting by a process that stopped after its commit, when the next queue starts', async () => {
    const [left] = await enqueue([notice()]);
    expect((await rowsOf([left!]))[0]!.status).toBe('queued');
    await startQueue();
    expect((await settled([left!]))[0]!.status).toBe('sent');
    const [row] = await context.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, left!));
    expect(row!.attempts).toBe(1);
  });
});
