// Creates the first administrator of a production installation, where no demo
// account exists:  ADMIN_PASSWORD='…' npm run create-admin -- --login-id ig_admin --name "…" --mobile 9xxxxxxxxx
import { parseArgs } from 'node:util';
import { createUserRequestSchema, STATE_JURISDICTION, validationMessage } from '@igrs/domain';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { recordAudit } from '../lib/audit.ts';
import { hashPassword, passwordProblem } from '../lib/passwords.ts';
import { loadSecrets } from '../lib/secrets.ts';
import { insertUser } from '../modules/users/index.ts';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { 'login-id': { type: 'string' }, name: { type: 'string' }, mobile: { type: 'string' }, email: { type: 'string' } },
  });
  const config = loadConfig();
  const parsed = createUserRequestSchema.safeParse({
    loginId: values['login-id'],
    loginName: values.name,
    mobile: values.mobile,
    email: values.email ?? '',
    password: config.ADMIN_PASSWORD,
    loginType: 'ADMIN',
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.') === 'password' ? 'ADMIN_PASSWORD' : `--${issue.path.join('.').replace('loginId', 'login-id').replace('loginName', 'name')}`;
      console.error(`${field}: ${validationMessage(issue.message, 'en')}`);
    }
    return 1;
  }
  const problem = passwordProblem(parsed.data.password, parsed.data.loginId);
  if (problem) {
    console.error(`ADMIN_PASSWORD: ${validationMessage(problem, 'en')}`);
    return 1;
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const secrets = await loadSecrets(config);
    const created = await insertUser(database.db, secrets.dataEncryptionKey, {
      ...parsed.data,
      isMasterUser: false,
      passwordHash: await hashPassword(parsed.data.password),
      jurisdiction: STATE_JURISDICTION,
    });
    if (!created) {
      console.error(`--login-id: ${validationMessage('loginIdTaken', 'en')}`);
      return 1;
    }
    await recordAudit(database.db, { event: 'user.created', loginId: null, clientAddress: null, details: { createdLoginId: created.loginId, loginType: 'ADMIN', via: 'create-admin command' } });
    console.log(`Administrator ${created.loginId} created.`);
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
