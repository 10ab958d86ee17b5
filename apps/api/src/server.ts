import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoAccounts } from './db/seed/demo-accounts.ts';
import { seedDemoContent } from './db/seed/demo-content.ts';
import { seedDemoGeography } from './db/seed/demo-geography.ts';
import { seedDemoStamps } from './db/seed/demo-stamps.ts';
import { DEMO_REGISTER_DOCUMENTS, DEMO_REGISTER_SEED, seedRegister } from './db/seed/register/index.ts';
import { loadSecrets } from './lib/secrets.ts';

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

async function main() {
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  const secrets = await loadSecrets(config);
  if (config.SEED_DEMO_CONTENT) await seedDemoContent(database.db);
  if (config.SEED_DEMO_CONTENT) await seedDemoGeography(database.db);
  if (config.SEED_DEMO_CONTENT) await seedRegister(database.db, { documents: DEMO_REGISTER_DOCUMENTS, seed: DEMO_REGISTER_SEED, encryptionKey: secrets.dataEncryptionKey });
  if (config.SEED_DEMO_ACCOUNTS) await seedDemoAccounts(database.db, secrets.dataEncryptionKey);
  if (config.SEED_DEMO_ACCOUNTS) await seedDemoStamps(database.db);

  const app = await buildApp({ config, database, secrets });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info({ database: database.kind, url: `http://${config.HOST}:${config.PORT}/igrs/` }, 'portal ready');
}

await main();
