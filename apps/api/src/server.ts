import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoAccounts } from './db/seed/demo-accounts.ts';
import { seedDemoContent } from './db/seed/demo-content.ts';
import { seedDemoGeography } from './db/seed/demo-geography.ts';
import { seedDemoStamps } from './db/seed/demo-stamps.ts';
import { DEMO_REGISTER_DOCUMENTS, DEMO_REGISTER_SEED, seedRegister } from './db/seed/register/index.ts';
import { assertPdfToolsInstalled } from './lib/pdf-check.ts';
import { gatherForWorkers } from './lib/cluster-metrics.ts';
import { DeliveryQueue } from './modules/notifications/index.ts';
import { loadSecrets } from './lib/secrets.ts';
import { openSharedState } from './lib/shared-state.ts';

/** A worker that dies sooner than this after it started is replaced only after a pause, so a broken release does not fork without end. */
const QUICK_DEATH_MS = 5_000;

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** The embedded database belongs to one process; a server takes one worker per core unless WORKERS says otherwise. */
function processCount(config: AppConfig): number {
  if (!config.DATABASE_URL) return 1;
  return config.WORKERS === 0 ? os.availableParallelism() : config.WORKERS;
}

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity } as const;

/** The supervisor's few lines, in the workers' log format and at the configured level. */
function supervisorLog(config: AppConfig) {
  return (level: 'info' | 'warn' | 'error', msg: string, details: Record<string, unknown> = {}) => {
    if (LEVELS[level] < LEVELS[config.LOG_LEVEL]) return;
    console.log(JSON.stringify({ level: LEVELS[level], time: Date.now(), pid: process.pid, msg, ...details }));
  };
}

/** Migrates and seeds once, before any process serves. */
async function prepareDatabase(config: AppConfig) {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  await DeliveryQueue.prepare(database);
  const secrets = await loadSecrets(config);
  if (config.SEED_DEMO_CONTENT) await seedDemoContent(database.db);
  if (config.SEED_DEMO_CONTENT) await seedDemoGeography(database.db);
  if (config.SEED_DEMO_CONTENT) await seedRegister(database.db, { documents: DEMO_REGISTER_DOCUMENTS, seed: DEMO_REGISTER_SEED, encryptionKey: secrets.dataEncryptionKey });
  if (config.SEED_DEMO_ACCOUNTS) await seedDemoAccounts(database.db, secrets.dataEncryptionKey);
  if (config.SEED_DEMO_ACCOUNTS) await seedDemoStamps(database.db);
  return database;
}

/** One API process: serves until told to stop, then finishes what it has in hand. */
async function serve(config: AppConfig, database: Awaited<ReturnType<typeof openDatabase>>) {
  const secrets = await loadSecrets(config);
  const sharedState = openSharedState(database, config.REDIS_URL);
  const app = await buildApp({ config, database, secrets, sharedState });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await sharedState.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ host: config.HOST, port: config.PORT });
  return app;
}

/**
 * The supervisor: forks the workers, which share the listening port, and
 * replaces any that dies while the portal is up. It serves nothing itself.
 */
function supervise(config: AppConfig, workers: number) {
  const log = supervisorLog(config);
  let stopping = false;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker: Worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log('warn', 'a worker stopped; starting another', { worker: worker.process.pid, code, signal });
    if (lived < QUICK_DEATH_MS) setTimeout(fork, QUICK_DEATH_MS);
    else fork();
  });
  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === workers) log('info', 'portal ready', { workers, database: 'postgres', url: `http://${config.HOST}:${config.PORT}/igrs/` });
  });
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log('info', 'shutting down the workers', { signal });
    const running = Object.values(cluster.workers ?? {});
    if (running.length === 0) process.exit(0);
    for (const worker of running) worker?.process.kill('SIGTERM');
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  for (let index = 0; index < workers; index += 1) fork();
}

async function main() {
  const config = readConfig();
  try {
    assertPdfToolsInstalled();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  if (cluster.isWorker) {
    await serve(config, await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }));
    return;
  }
  const workers = processCount(config);
  const database = await prepareDatabase(config);
  if (workers > 1) {
    await database.close();
    supervisorLog(config)('info', `starting ${workers} API workers on one port`, { workers });
    gatherForWorkers();
    supervise(config, workers);
    return;
  }
  const app = await serve(config, database);
  app.log.info(
    { database: database.kind, url: `http://${config.HOST}:${config.PORT}/igrs/` },
    database.kind === 'pglite' ? 'portal ready (one process: the embedded database belongs to a single process)' : 'portal ready (one process)',
  );
}

await main();
