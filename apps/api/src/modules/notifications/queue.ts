import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { isUrgentNotification, type NotificationChannel } from '@igrs/domain';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { claimForAttempt, decryptMessage, outboxRow, recordDead, recordFailedAttempt, recordSent, takeWaitingMessages } from './repository.ts';
import { SendRefused, type MessageSender } from './senders.ts';
import type { NotificationTransport } from './transport.ts';

/** pg-boss keeps its tables in a schema of its own, which it creates and upgrades itself at start. */
export const DELIVERY_QUEUE_SCHEMA = 'delivery_queue';
export const DELIVERY_JOBS = 'notification-delivery';
/** Jobs whose tries ran out (or whose worker died on the last one), for the outbox to record as dead letters. */
export const DEAD_LETTER_JOBS = 'notification-dead-letters';
/** A job a minute hands over messages left in the outbox by a process that stopped between its commit and the hand-over. */
const SWEEP_JOBS = 'notification-sweep';

const URGENT_PRIORITY = 10;
const HAND_OVER_BATCH = 500;

export interface DeliveryQueueOptions {
  database: DatabaseHandle;
  encryptionKey: Uint8Array;
  senders: Record<NotificationChannel, MessageSender>;
  log?: FastifyBaseLogger;
  /** Tries after the first before a message becomes a dead letter. */
  retryLimit?: number;
  /** Seconds before the first retry; each later one waits about twice as long. */
  retryDelaySeconds?: number;
  /** An attempt still out after this long is taken for a dead worker's, and the message is tried again; more than a sender's own time limit. */
  expireInSeconds?: number;
  /** Messages each worker takes at once, and workers in this process. */
  batchSize?: number;
  workers?: number;
  pollingIntervalSeconds?: number;
  /** How often expired attempts are looked for and old jobs archived. */
  maintenanceIntervalSeconds?: number;
}

interface DeliveryJob {
  outboxId: number;
}

interface SqlRunner {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** pg-boss's positional statements run through drizzle, so that its jobs are written in the caller's transaction. */
function drizzleRunner(db: Pick<Database, 'execute'>): SqlRunner {
  return {
    async executeSql(text, values = []) {
      const pieces = text.split(/\$(\d+)/);
      const chunks: SQL[] = pieces.map((piece, index) => (index % 2 === 0 ? sql.raw(piece) : sql`${sql.param(values[Number(piece) - 1])}`));
      return (await db.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
    },
  };
}

interface PgliteClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<{ rows: unknown[] }[]>;
}
interface PoolClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss on the portal's own connections: the server's pool, or the embedded
 * database, where its unparameterised scripts (schema, maintenance) run as one
 * batch since a prepared statement holds a single command.
 */
function databaseRunner(database: DatabaseHandle): SqlRunner {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'pglite') {
    const embedded = client as PgliteClient;
    return {
      async executeSql(text, values) {
        if (values && values.length > 0) return embedded.query(text, values);
        const results = await embedded.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    };
  }
  const pool = client as PoolClient;
  return { executeSql: (text, values) => pool.query(text, values) };
}

/**
 * The delivery of the outbox's messages, as jobs of pg-boss in the portal's
 * database (docs/decisions/0024-messages.md). The outbox stays the record: a
 * workflow writes its message there in its own transaction; the hand-over
 * marks it `dispatched` and creates its job in one transaction; an attempt
 * marks it `sending`, and `sent` with the gateway's reference once the
 * gateway took it. A job for a message already sent completes without
 * sending, so a worker that dies after the send never causes a second one.
 */
export class DeliveryQueue implements NotificationTransport {
  readonly name = 'delivery-queue';
  private readonly inFlight = new Set<AbortController>();
  private stopped = false;

  private constructor(
    private readonly boss: PgBoss,
    private readonly options: DeliveryQueueOptions,
  ) {}

  /**
   * Creates or upgrades pg-boss's schema and the portal's queues, once,
   * before the API workers start: workers creating the same queues at the
   * same moment deadlock in pg-boss's partition tables, and one of them dies.
   */
  static async prepare(database: DatabaseHandle): Promise<void> {
    const boss = new PgBoss({ db: databaseRunner(database), schema: DELIVERY_QUEUE_SCHEMA, supervise: false, schedule: false } as PgBoss.ConstructorOptions);
    await boss.start();
    try {
      for (const name of [DEAD_LETTER_JOBS, DELIVERY_JOBS, SWEEP_JOBS]) if (!(await boss.getQueue(name))) await boss.createQueue(name, { name });
    } finally {
      await boss.stop({ graceful: false, close: false, wait: true });
    }
  }

  /** Starts pg-boss (creating or upgrading its schema), the queues and this process's workers, then hands over whatever waits. */
  static async start(options: DeliveryQueueOptions): Promise<DeliveryQueue> {
    const boss = new PgBoss({
      db: databaseRunner(options.database),
      schema: DELIVERY_QUEUE_SCHEMA,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
    } as PgBoss.ConstructorOptions);
    boss.on('error', (error) => options.log?.error({ err: error }, 'the delivery queue failed a step; it goes on'));
    await boss.start();
    // Made once by `prepare` where several processes start together; made here where one process starts alone (the embedded database, the tests).
    if (!(await boss.getQueue(DEAD_LETTER_JOBS))) await boss.createQueue(DEAD_LETTER_JOBS, { name: DEAD_LETTER_JOBS });
    const delivery = {
      name: DELIVERY_JOBS,
      retryLimit: options.retryLimit ?? 8,
      retryDelay: options.retryDelaySeconds ?? 30,
      retryBackoff: true,
      expireInSeconds: options.expireInSeconds ?? 120,
      deadLetter: DEAD_LETTER_JOBS,
    };
    if (!(await boss.getQueue(DELIVERY_JOBS))) await boss.createQueue(DELIVERY_JOBS, delivery);
    // A queue made by an earlier start keeps its settings unless they are written again.
    await boss.updateQueue(DELIVERY_JOBS, delivery);
    if (!(await boss.getQueue(SWEEP_JOBS))) await boss.createQueue(SWEEP_JOBS, { name: SWEEP_JOBS });
    const queue = new DeliveryQueue(boss, options);
    const work = { batchSize: options.batchSize ?? 5, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
    for (let worker = 0; worker < (options.workers ?? 2); worker += 1) {
      await boss.work<DeliveryJob>(DELIVERY_JOBS, work, (jobs) => queue.deliver(jobs));
    }
    await boss.work<DeliveryJob>(DEAD_LETTER_JOBS, work, (jobs) => queue.giveUp(jobs));
    await boss.work(SWEEP_JOBS, async () => {
      await queue.handOver(options.database.db);
    });
    await boss.schedule(SWEEP_JOBS, '* * * * *');
    await queue.handOver(options.database.db);
    return queue;
  }

  /**
   * Hands the outbox's waiting messages to the queue: sign-in codes with a
   * higher priority, so that a citizen's code overtakes a backlog of notices.
   */
  async handOver(db: Database): Promise<number> {
    let handed = 0;
    for (;;) {
      const taken = await db.transaction(async (tx) => {
        const waiting = await takeWaitingMessages(tx, HAND_OVER_BATCH);
        if (waiting.length > 0) {
          await this.boss.insert(
            waiting.map((message) => ({ name: DELIVERY_JOBS, data: { outboxId: message.id }, priority: isUrgentNotification(message.messageKey) ? URGENT_PRIORITY : 0 })),
            { db: drizzleRunner(tx) },
          );
        }
        return waiting.length;
      });
      handed += taken;
      if (taken < HAND_OVER_BATCH) return handed;
    }
  }

  private async deliver(jobs: PgBoss.Job<DeliveryJob>[]): Promise<void> {
    // One message failing must not fail the others of its batch; pg-boss retries a batch's jobs together, so each is settled here.
    const failed: string[] = [];
    for (const job of jobs) {
      if (this.stopped) {
        failed.push(job.id);
        continue;
      }
      try {
        const reference = await this.attempt(job.data.outboxId);
        // The message is recorded sent in the transaction that completes its job.
        await this.options.database.db.transaction(async (tx) => {
          if (reference !== undefined) await recordSent(tx, job.data.outboxId, reference, new Date());
          await this.boss.complete(DELIVERY_JOBS, job.id, { outboxId: job.data.outboxId }, { db: drizzleRunner(tx) });
        });
      } catch (error) {
        failed.push(job.id);
        this.options.log?.warn({ err: error, outboxId: job.data.outboxId }, 'a message was not sent; it will be tried again');
      }
    }
    if (failed.length > 0) await this.boss.fail(DELIVERY_JOBS, failed);
  }

  /** One attempt at a message: the gateway's reference when it took it, nothing when there was nothing to send or it was refused for good. */
  private async attempt(outboxId: number): Promise<string | undefined> {
    const db = this.options.database.db;
    const abort = new AbortController();
    this.inFlight.add(abort);
    try {
      const row = await claimForAttempt(db, outboxId);
      if (!row) return undefined;
      const sender = this.options.senders[row.channel as NotificationChannel];
      if (!sender) {
        await recordDead(db, outboxId, `no sender for the channel ${row.channel}`);
        return undefined;
      }
      // A worker stopped without grace sends nothing more, as a killed process would not.
      abort.signal.throwIfAborted();
      const receipt = await sender.send({ outboxId, channel: row.channel as NotificationChannel, messageKey: row.messageKey, ...decryptMessage(this.options.encryptionKey, row) }, abort.signal);
      return receipt.reference;
    } catch (error) {
      if (error instanceof SendRefused) {
        await recordDead(db, outboxId, error.message);
        return undefined;
      }
      await recordFailedAttempt(db, outboxId, error instanceof Error ? error.message : String(error));
      throw error;
    } finally {
      this.inFlight.delete(abort);
    }
  }

  private async giveUp(jobs: PgBoss.Job<DeliveryJob>[]): Promise<void> {
    for (const job of jobs) {
      const row = await outboxRow(this.options.database.db, job.data.outboxId);
      if (!row) continue;
      await recordDead(this.options.database.db, row.id, row.lastError ? `given up after ${row.attempts} attempts: ${row.lastError}` : `given up after ${row.attempts} attempts`);
    }
  }

  /**
   * Stops the workers. Without grace, attempts under way are abandoned, as
   * when the process is killed: their jobs fail and are tried again by the
   * next worker, which finds whether each message was sent.
   */
  async stop(options: { graceful: boolean } = { graceful: true }): Promise<void> {
    this.stopped = true;
    if (!options.graceful) for (const abort of this.inFlight) abort.abort(new Error('the delivery worker stopped'));
    await this.boss.stop({ graceful: options.graceful, close: true, wait: true, timeout: 5000 });
  }
}
