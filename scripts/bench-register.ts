// Prints the register's figures at scale: EC search by survey number, name
// search and EC PDF generation, each as the server's own time (its
// Server-Timing header), on a register of BENCH_DOCUMENTS documents (one
// million unless set) held by the PostgreSQL server and by the embedded
// PGlite, side by side. A seeded register is kept under .bench-data (and in
// the database igrs_bench_<count>) and reused by the next run.
import { spawn } from 'node:child_process';
import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { repositoryRoot, startPortal } from './portal-process.ts';

const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 1_000_000);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CAPTCHA_ANSWER = 'Bench1';
const EC_SEARCHES = 300;
const NAME_SEARCHES = 300;
const EC_CERTIFICATES = 40;
const TARGETS = { ec: 50, name: 200, pdf: 500 };

interface Samples {
  properties: { districtCode: string; sroCode: string; villageCode: string; surveyNumber: string }[];
  names: { name: string; districtCode: string }[];
}

interface Target {
  label: string;
  dataDir: string;
  env: Record<string, string>;
  isSeeded(): Promise<boolean>;
  reset(): Promise<void>;
  markSeeded(): Promise<void>;
  query<T>(sql: string): Promise<T[]>;
}

const benchFolder = path.join(repositoryRoot, '.bench-data');
const exists = (file: string) => access(file).then(() => true, () => false);

function postgresTarget(): Target {
  const databaseName = `igrs_bench_${DOCUMENTS}`;
  const url = new URL(POSTGRES_URL);
  const databaseUrl = Object.assign(new URL(POSTGRES_URL), { pathname: `/${databaseName}` }).toString();
  const dataDir = path.join(benchFolder, `postgres-${DOCUMENTS}`);
  const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    label: 'PostgreSQL 15 server',
    dataDir,
    env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
    isSeeded: async () =>
      (await exists(path.join(dataDir, 'seeded'))) &&
      (await admin(async (client) => (await client.query('select 1 from pg_database where datname = $1', [databaseName])).rowCount === 1)),
    reset: async () => {
      await rm(dataDir, { recursive: true, force: true });
      await mkdir(dataDir, { recursive: true });
      await admin(async (client) => {
        await client.query(`drop database if exists "${databaseName}" with (force)`);
        await client.query(`create database "${databaseName}"`);
      });
    },
    markSeeded: () => writeFile(path.join(dataDir, 'seeded'), `${DOCUMENTS}\n`),
    query: async <T>(sql: string) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query(sql)).rows as T[];
      } finally {
        await client.end();
      }
    },
  };
}

function pgliteTarget(): Target {
  const dataDir = path.join(benchFolder, `pglite-${DOCUMENTS}`);
  return {
    label: 'PGlite (embedded)',
    dataDir,
    env: { DATA_DIR: dataDir },
    isSeeded: () => exists(path.join(dataDir, 'seeded')),
    reset: async () => {
      await rm(dataDir, { recursive: true, force: true });
      await mkdir(dataDir, { recursive: true });
    },
    markSeeded: () => writeFile(path.join(dataDir, 'seeded'), `${DOCUMENTS}\n`),
    query: async <T>(sql: string) => {
      // The embedded database is the server's; it is read here only while no server has it open.
      const client = new PGlite(path.join(dataDir, 'pglite'));
      try {
        return (await client.query<T>(sql)).rows;
      } finally {
        await client.close();
      }
    },
  };
}

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repositoryRoot, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

async function ensureSeeded(target: Target): Promise<void> {
  if (await target.isSeeded()) {
    console.log(`  reusing the ${DOCUMENTS.toLocaleString('en-IN')}-document register kept for ${target.label}`);
    return;
  }
  await target.reset();
  const started = performance.now();
  await run(path.join(repositoryRoot, 'node_modules/.bin/tsx'), ['apps/api/src/cli/seed-register.ts', '--documents', String(DOCUMENTS)], target.env);
  await target.markSeeded();
  console.log(`  seeded ${DOCUMENTS.toLocaleString('en-IN')} documents into ${target.label} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

async function samplesOf(target: Target): Promise<Samples> {
  // A spread of real properties and names: every 997th schedule and party, so the sample is the same on every run.
  const properties = await target.query<Samples['properties'][number]>(`
    select substr(p.village_code, 1, 2) as "districtCode", v.sro_code as "sroCode", p.village_code as "villageCode", p.survey_base as "surveyNumber"
    from register_properties p join villages v on v.code = p.village_code
    where p.kind = 'rural' and p.id % 997 = 0
    order by p.id limit ${EC_SEARCHES}`);
  const parties = await target.query<{ name: string; sroCode: string }>(`
    select case when id % 2 = 0 then name_en else name_te end as name, sro_code as "sroCode"
    from register_parties where id % 991 = 0 and role <> 'representative'
    order by id limit ${NAME_SEARCHES}`);
  // An office's code is its revenue district's number times a hundred plus a serial.
  const districtOf = (sroCode: string) => String(Math.floor(Number(sroCode) / 100)).padStart(2, '0');
  return { properties, names: parties.map((party) => ({ name: party.name, districtCode: districtOf(party.sroCode) })) };
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((first, second) => first - second);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;
}

function serverTime(response: Response): number {
  const match = /app;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
  if (!match) throw new Error('The answer has no Server-Timing header');
  return Number(match[1]);
}

async function postJson(baseUrl: string, route: string, token: string, body: unknown): Promise<Response> {
  const response = await fetch(`${baseUrl}/igrsapi/v1${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, origin: baseUrl },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${route} answered ${response.status}: ${await response.text()}`);
  return response;
}

async function signIn(baseUrl: string, loginId: string): Promise<string> {
  const captcha = (await (await fetch(`${baseUrl}/igrsapi/v1/captcha`)).json()) as { captchaId: string };
  const response = await postJson(baseUrl, '/users/login', '', { loginId, password: 'Demo@2026', captchaId: captcha.captchaId, captchaText: CAPTCHA_ANSWER });
  return ((await response.json()) as { token: string }).token;
}

function report(label: string, count: number, times: number[], target: number, where: string) {
  const p95 = percentile(times, 0.95);
  console.log(
    `  ${label.padEnd(34)} ${count} runs: median ${percentile(times, 0.5).toFixed(1).padStart(6)} ms, p95 ${p95.toFixed(1).padStart(6)} ms (target ${target} ms: ${p95 <= target ? 'met' : 'MISSED'}) — ${DOCUMENTS.toLocaleString('en-IN')} documents, ${where}`,
  );
}

async function measure(target: Target) {
  console.log(`\n${target.label}:`);
  await ensureSeeded(target);
  const samples = await samplesOf(target);
  const portal = await startPortal({ ...target.env, RATE_LIMIT_PER_MINUTE: '100000000', CAPTCHA_FIXED_ANSWER: CAPTCHA_ANSWER });
  try {
    const token = await signIn(portal.baseUrl, 'demo_sro');
    const period = { fromDate: '1983-01-01', toDate: new Date().toISOString().slice(0, 10) };

    const ecTimes: number[] = [];
    const tokens: string[] = [];
    let documentsFound = 0;
    for (const property of samples.properties) {
      const response = await postJson(portal.baseUrl, '/ec/search', token, { searchBy: 'property', ...property, ...period });
      ecTimes.push(serverTime(response));
      const result = (await response.json()) as { documents: unknown[]; searchToken: string };
      documentsFound += result.documents.length;
      if (result.documents.length > 0) tokens.push(result.searchToken);
    }
    report('EC search by survey number', ecTimes.length, ecTimes, TARGETS.ec, target.label);
    console.log(`  ${''.padEnd(34)} (${(documentsFound / Math.max(1, ecTimes.length)).toFixed(1)} documents per EC on average)`);

    await postJson(portal.baseUrl, '/name-search/agreement', token, await termsAcceptance(portal.baseUrl, token));
    for (const narrowed of [false, true]) {
      const times: number[] = [];
      let hits = 0;
      for (const { name, districtCode } of samples.names) {
        const response = await postJson(portal.baseUrl, '/name-search/search', token, narrowed ? { name, districtCode } : { name });
        times.push(serverTime(response));
        hits += ((await response.json()) as { total: number }).total;
      }
      report(narrowed ? 'Name search within a district' : 'Name search, whole state', times.length, times, TARGETS.name, target.label);
      console.log(`  ${''.padEnd(34)} (${(hits / Math.max(1, times.length)).toFixed(1)} matching parties per search on average, counted up to the ranking limit)`);
    }

    const pdfTimes: number[] = [];
    for (const [index, searchToken] of tokens.slice(0, EC_CERTIFICATES).entries()) {
      const response = await postJson(portal.baseUrl, '/ec/certificates', token, { searchToken, language: index % 2 ? 'te' : 'en' });
      pdfTimes.push(serverTime(response));
      await response.arrayBuffer();
    }
    report('EC certificate PDF (en and te)', pdfTimes.length, pdfTimes, TARGETS.pdf, target.label);
  } finally {
    await portal.stop();
  }
}

async function termsAcceptance(baseUrl: string, token: string): Promise<unknown> {
  const response = await fetch(`${baseUrl}/igrsapi/v1/name-search/agreement`, { headers: { authorization: `Bearer ${token}` } });
  const agreement = (await response.json()) as { version: string };
  return { version: agreement.version };
}

console.log(`\nThe register at ${DOCUMENTS.toLocaleString('en-IN')} documents (server time from Server-Timing; seeding happens once and is kept under .bench-data):`);
for (const target of [postgresTarget(), pgliteTarget()]) await measure(target);
