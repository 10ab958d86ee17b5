// Loads a synthetic register into the configured database (the one the server uses):
//   npm run seed -- --documents 1000000 [--seed 7] [--replace]
import { parseArgs } from 'node:util';
import { count } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { registerDocuments } from '../db/schema.ts';
import { seedDemoGeography } from '../db/seed/demo-geography.ts';
import { DEMO_REGISTER_SEED, clearRegister, seedRegister } from '../db/seed/register/index.ts';
import { loadSecrets } from '../lib/secrets.ts';

const MAX_DOCUMENTS = 20_000_000;

function wholeNumber(value: string | undefined, name: string, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 1 || number > MAX_DOCUMENTS) throw new RangeError(`--${name} must be a whole number from 1 to ${MAX_DOCUMENTS}`);
  return number;
}

const perSecond = (items: number, milliseconds: number) => Math.round((items / Math.max(milliseconds, 1)) * 1_000).toLocaleString('en-IN');

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { documents: { type: 'string' }, seed: { type: 'string' }, replace: { type: 'boolean', default: false } } });
  let documents: number;
  let seed: number;
  try {
    documents = wholeNumber(values.documents, 'documents');
    seed = wholeNumber(values.seed, 'seed', DEMO_REGISTER_SEED);
  } catch (error) {
    console.error((error as Error).message);
    console.error('Usage: npm run seed -- --documents 1000000 [--seed 7] [--replace]');
    return 1;
  }

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    await seedDemoGeography(database.db);
    const secrets = await loadSecrets(config);
    const [existing] = await database.db.select({ documents: count() }).from(registerDocuments);
    if ((existing?.documents ?? 0) > 0) {
      if (!values.replace) {
        console.error(`The register already has ${existing?.documents} documents. Run again with --replace to empty it and load a new one.`);
        return 1;
      }
      console.log(`Emptying the register (${existing?.documents} documents)…`);
      await clearRegister(database.db);
    }

    console.log(`Loading ${documents.toLocaleString('en-IN')} documents (seed ${seed}) into ${database.kind === 'postgres' ? 'PostgreSQL' : 'the embedded database'}…`);
    let nextReport = 0;
    const result = await seedRegister(database.db, {
      documents,
      seed,
      encryptionKey: secrets.dataEncryptionKey,
      onProgress: ({ documents: done, total, elapsedMs }) => {
        if (done < nextReport && done < total) return;
        nextReport = done + Math.max(10_000, Math.round(total / 20));
        console.log(`  ${done.toLocaleString('en-IN')} / ${total.toLocaleString('en-IN')} documents, ${(elapsedMs / 1_000).toFixed(1)} s, ${perSecond(done, elapsedMs)} documents/s`);
      },
    });
    if (!result.seeded) {
      console.error('Another loader is filling the register at the same time; nothing was loaded.');
      return 1;
    }
    const seconds = result.elapsedMs / 1_000;
    console.log(
      `Loaded ${result.documents.toLocaleString('en-IN')} documents, ${result.parties.toLocaleString('en-IN')} parties, ${result.properties.toLocaleString('en-IN')} schedules, ` +
        `${result.links.toLocaleString('en-IN')} links, ${result.cancelled} cancellations, ${result.prohibitions} prohibited properties and ${result.mutationRequests.toLocaleString('en-IN')} mutation requests in ${seconds.toFixed(1)} s ` +
        `(${perSecond(result.documents, result.elapsedMs)} documents/s, ${perSecond(result.documents + result.parties + result.properties + result.links, result.elapsedMs)} rows/s).`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
