// Prints the portal at state scale, under concurrency, on the benchmark
// register (BENCH_DOCUMENTS, one million unless set): EC searches and name
// searches a second with their p99 at 50 connections, EC certificates a second
// and the CPU each costs, and a signed-in officer's EC p99 while anonymous
// callers flood the portal. Each beside a bare Node HTTP server answering 1 KB,
// measured in the same run on the same machine, and with the document count,
// connections, database and processes. The PostgreSQL server runs one worker
// per core with Redis for shared state (REDIS_URL, when it answers); PGlite,
// one process.
import { createHash, randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import autocannon from 'autocannon';
import { REPORT_IDS } from '@igrs/domain';
import { acceptNameSearchTerms, CAPTCHA_ANSWER, DOCUMENTS, ensureSeeded, percentile, pgliteTarget, postJson, postgresTarget, signIn, type Target } from './bench-registers.ts';
import { childPids, serverAnswers, startPortal } from './portal-process.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_SECONDS = 3;
/**
 * The first load after the portal starts warms for longer: its database
 * connections are new, and each new server process faults PostgreSQL's shared
 * memory into its own as it first touches it. On the machine of 27 November
 * that took about half a minute under EC load (32 page faults a search at
 * first, 0.1 after 40 s), while a search's CPU fell from 2.4 to 1.1 ms in the
 * database and from 1.8 to 1.0 ms in the portal; a server answering for a
 * while has long paid it.
 */
const FIRST_WARM_SECONDS = 30;
const CONNECTIONS = 50;
const PDF_CONNECTIONS = 10;
const OFFICER_CONNECTIONS = 4;
const FLOOD_CONNECTIONS = 400;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Linux counts process CPU time in ticks of a hundredth of a second (getconf CLK_TCK). */
const CLOCK_TICKS = 100;
/** Which registers to measure: both unless BENCH_DATABASES names one (postgres, pglite). */
const DATABASES = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',');
const TARGETS = { ecPerSecond: 1000, ecP99: 100, namePerSecond: 200, nameP99: 300, pdfCpuMs: 15, pdfPerSecond: 60 };

interface Load {
  perSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const period = { fromDate: '1983-01-01', toDate: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()) };

async function load(options: autocannon.Options): Promise<Load> {
  const result = await autocannon({ duration: SECONDS, ...options });
  return {
    perSecond: result.requests.total / SECONDS,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** A bare Node HTTP server in a process of its own answering 1 KB: what this machine gives any server. */
async function bareServer(connections: number): Promise<Load> {
  const child = spawn(
    process.execPath,
    ['-e', "const body = Buffer.alloc(1024, 'x'); const server = require('node:http').createServer((q, s) => s.end(body)).listen(0, '127.0.0.1', () => console.log(server.address().port));"],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    const port = await new Promise<number>((resolve) => child.stdout.once('data', (data: Buffer) => resolve(Number(data.toString().trim()))));
    return await load({ url: `http://127.0.0.1:${port}/`, connections });
  } finally {
    child.kill();
  }
}

/** CPU seconds used so far by a process and its children's own processes (the workers), from /proc. */
async function cpuSeconds(pid: number): Promise<number> {
  const pids = [pid, ...(await childPids(pid))];
  let total = 0;
  for (const each of pids) {
    const fields = (await readFile(`/proc/${each}/stat`, 'utf8').catch(() => '')).split(') ')[1]?.split(' ') ?? [];
    total += (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / CLOCK_TICKS;
  }
  return total;
}

/** Resident memory of a process and its workers, in megabytes, from /proc. */
async function residentMegabytes(pid: number): Promise<number> {
  const pids = [pid, ...(await childPids(pid))];
  let kilobytes = 0;
  for (const each of pids) kilobytes += Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${each}/status`, 'utf8').catch(() => ''))?.[1] ?? 0);
  return kilobytes / 1024;
}

/** CPU seconds used so far by the PostgreSQL server's processes on this machine. */
async function databaseCpuSeconds(): Promise<number> {
  let total = 0;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    if (!stat.includes('(postgres)')) continue;
    const fields = stat.split(') ')[1]?.split(' ') ?? [];
    total += (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / CLOCK_TICKS;
  }
  return total;
}

/** Runs a load and says how much CPU the portal and the database spent on each request of it. */
async function costed(portalPid: number, run: () => Promise<Load>): Promise<Load & { portalMs: number; databaseMs: number }> {
  const [portalBefore, databaseBefore] = [await cpuSeconds(portalPid), await databaseCpuSeconds()];
  const figure = await run();
  const requests = Math.max(1, figure.perSecond * SECONDS);
  return { ...figure, portalMs: ((await cpuSeconds(portalPid)) - portalBefore) * 1000 / requests, databaseMs: ((await databaseCpuSeconds()) - databaseBefore) * 1000 / requests };
}

function line(label: string, figure: Load & { portalMs?: number; databaseMs?: number }, bare: Load, target: string, embedded = false) {
  console.log(
    `  ${label.padEnd(40)} ${Math.round(figure.perSecond).toLocaleString('en-IN').padStart(7)}/s  p50 ${figure.p50.toFixed(0).padStart(4)} ms  p99 ${figure.p99.toFixed(0).padStart(5)} ms  ` +
      `(${figure.non2xx} non-2xx, ${figure.errors} errors; bare server ${Math.round(bare.perSecond).toLocaleString('en-IN')}/s) ${target}`,
  );
  if (figure.portalMs !== undefined && figure.databaseMs !== undefined) {
    // With the embedded database its work is the portal's own, and the server's processes idle.
    const database = embedded ? 'the embedded database included' : `${figure.databaseMs.toFixed(2)} ms in the database server`;
    console.log(`  ${''.padEnd(40)} CPU per request: ${figure.portalMs.toFixed(2)} ms in the portal, ${database}`);
  }
}

const met = (ok: boolean) => (ok ? 'met' : 'MISSED');

async function randomSamples(target: Target) {
  // Drawn at random from the whole register, many more than any cache could hold for the run.
  const properties = await target.query<{ districtCode: string; sroCode: string; villageCode: string; surveyNumber: string }>(`
    select substr(p.village_code, 1, 2) as "districtCode", v.sro_code as "sroCode", p.village_code as "villageCode", p.survey_base as "surveyNumber"
    from register_properties p join villages v on v.code = p.village_code
    where p.kind = 'rural' order by random() limit 100000`);
  const names = await target.query<{ name: string }>(`
    select case when id % 2 = 0 then name_en else name_te end as name
    from register_parties where role <> 'representative' order by random() limit 50000`);
  return { properties, names: names.map((row) => row.name) };
}

/** Captchas the flood can answer, put straight into the table as the captcha route would (only their hash is kept). */
async function floodCaptchas(target: Target, count: number): Promise<string[]> {
  const hash = createHash('sha256').update(CAPTCHA_ANSWER, 'utf8').digest('hex');
  const ids = Array.from({ length: count }, () => randomUUID());
  for (let start = 0; start < ids.length; start += 5000) {
    const values = ids.slice(start, start + 5000).map((id) => `('${id}', '${hash}', now() + interval '30 minutes')`);
    await target.query(`insert into captchas (id, answer_hash, expires_at) values ${values.join(',')}`);
  }
  return ids;
}

function cycling<T>(items: readonly T[]) {
  let next = 0;
  return () => items[next++ % items.length]!;
}

async function measure(target: Target, bare: Load) {
  await ensureSeeded(target);
  // A machine's memory gives back pages no one has read for a while: the register is read once so that the figures are those of a server that has been answering, not of a cold disk.
  const warming = performance.now();
  await target.warm();
  const warmed = `register read into memory in ${((performance.now() - warming) / 1000).toFixed(0)} s`;
  const samples = await randomSamples(target);
  const onServer = target.label.startsWith('PostgreSQL');
  const redis = onServer && (await serverAnswers(REDIS_URL, 6379));
  const captchas = onServer ? await floodCaptchas(target, 200_000) : [];
  const portal = await startPortal({
    ...target.env,
    RATE_LIMIT_PER_MINUTE: '100000000',
    CAPTCHA_FIXED_ANSWER: CAPTCHA_ANSWER,
    TRUST_PROXY: 'true',
    ...(redis ? { REDIS_URL } : {}),
  });
  const processes = onServer ? `${os.availableParallelism()} workers, shared state in ${redis ? 'Redis' : 'PostgreSQL'}` : 'one process';
  console.log(`\n${target.label} (${processes}), ${DOCUMENTS.toLocaleString('en-IN')} documents, ${warmed}:`);
  try {
    const token = await signIn(portal.baseUrl, 'demo_sro');
    const officer = { authorization: `Bearer ${token}`, 'content-type': 'application/json', origin: portal.baseUrl };
    const nextProperty = cycling(samples.properties);
    const ecRequest = (headers: Record<string, string>, extra: () => object = () => ({})) => ({
      method: 'POST' as const,
      path: '/igrsapi/v1/ec/search',
      headers,
      setupRequest: (request: autocannon.Request) => ({ ...request, body: JSON.stringify({ searchBy: 'property', ...nextProperty(), ...period, ...extra() }) }),
    });

    // Each load is measured after three seconds of the same (the first after FIRST_WARM_SECONDS), as a server that has been answering it would meet it: its code compiled, the texts a certificate repeats laid out.
    const warmedAndCosted = async (connections: number, request: autocannon.Request, warmSeconds = WARM_SECONDS) => {
      await load({ url: portal.baseUrl, connections, duration: warmSeconds, requests: [request] });
      return costed(portal.pid, () => load({ url: portal.baseUrl, connections, requests: [request] }));
    };
    const ec = await warmedAndCosted(CONNECTIONS, ecRequest(officer), FIRST_WARM_SECONDS);
    line(`EC search, ${CONNECTIONS} connections`, ec, bare, `(target ≥ ${TARGETS.ecPerSecond}/s, p99 < ${TARGETS.ecP99} ms: ${met(ec.perSecond >= TARGETS.ecPerSecond && ec.p99 < TARGETS.ecP99)})`, !onServer);

    await acceptNameSearchTerms(portal.baseUrl, token);
    const nextName = cycling(samples.names);
    const nameRequest = { method: 'POST' as const, path: '/igrsapi/v1/name-search/search', headers: officer, setupRequest: (request: autocannon.Request) => ({ ...request, body: JSON.stringify({ name: nextName() }) }) };
    const names = await warmedAndCosted(CONNECTIONS, nameRequest);
    line(`Name search, ${CONNECTIONS} connections`, names, bare, `(target ≥ ${TARGETS.namePerSecond}/s, p99 < ${TARGETS.nameP99} ms: ${met(names.perSecond >= TARGETS.namePerSecond && names.p99 < TARGETS.nameP99)})`, !onServer);

    // Each certificate of a new search: tokens of searches that found documents, in both languages.
    const tokens: string[] = [];
    // Enough for 250 certificates a second through the warming and the measure, so that none is asked for twice (a second asking is answered from the store).
    while (tokens.length < ((SECONDS + WARM_SECONDS) * 250) / 2) {
      const found = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const response = await postJson(portal.baseUrl, '/ec/search', token, { searchBy: 'property', ...nextProperty(), ...period });
          const result = (await response.json()) as { documents: unknown[]; searchToken: string };
          return result.documents.length > 0 ? result.searchToken : undefined;
        }),
      );
      tokens.push(...found.filter((each): each is string => each !== undefined));
    }
    const certificates = cycling(tokens.flatMap((searchToken) => [{ searchToken, language: 'en' }, { searchToken, language: 'te' }]));
    const certificateRequest = { method: 'POST' as const, path: '/igrsapi/v1/ec/certificates', headers: officer, setupRequest: (request: autocannon.Request) => ({ ...request, body: JSON.stringify(certificates()) }) };
    // The certificate's CPU is printed against its own target below, in place of the line a search has.
    const { portalMs: cpuPerPdf, ...pdfs } = await warmedAndCosted(PDF_CONNECTIONS, certificateRequest);
    line(`EC certificate PDFs, ${PDF_CONNECTIONS} connections`, pdfs, bare, `(target ≥ ${TARGETS.pdfPerSecond}/s: ${met(pdfs.perSecond >= TARGETS.pdfPerSecond)})`);
    console.log(`  ${''.padEnd(40)} ${cpuPerPdf.toFixed(1)} ms of the portal's CPU per certificate, search and HTTP included (target ≤ ${TARGETS.pdfCpuMs} ms: ${met(cpuPerPdf <= TARGETS.pdfCpuMs)})`);

    // Every report's first page and the dashboard, over the financial year to date, as a state-wide officer whose menu has the report sees it (the widest view).
    const timed = async (route: string, token: string) => {
      const started = performance.now();
      const response = await fetch(`${portal.baseUrl}/igrsapi/v1${route}`, { headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      return { ms: performance.now() - started, status: response.status };
    };
    const stateOfficers = [await signIn(portal.baseUrl, 'demo_admin'), await signIn(portal.baseUrl, 'demo_cig'), await signIn(portal.baseUrl, 'demo_incometax')];
    const stateOfficer = stateOfficers[0]!;
    const dashboard: number[] = [];
    for (let run = 0; run < 20; run += 1) dashboard.push((await timed('/reports/dashboard/tiles', stateOfficer)).ms);
    const reportTimes: { id: string; p95: number }[] = [];
    for (const id of REPORT_IDS) {
      let token: string | undefined;
      for (const candidate of stateOfficers) if ((await timed(`/reports/${id}`, candidate)).status === 200) token = token ?? candidate;
      if (!token) throw new Error(`No state-wide officer of the demo opens ${id}`);
      const times: number[] = [];
      for (let run = 0; run < 3; run += 1) times.push((await timed(`/reports/${id}`, token)).ms);
      reportTimes.push({ id, p95: Math.max(...times) });
    }
    reportTimes.sort((first, second) => second.p95 - first.p95);
    const quick = reportTimes.filter((entry) => entry.p95 < 500).length;
    console.log(`  Dashboard tiles, 20 runs: p95 ${percentile(dashboard, 0.95).toFixed(0)} ms (target < 200 ms: ${met(percentile(dashboard, 0.95) < 200)})`);
    console.log(
      `  Reports' first pages, 3 runs each: ${quick} of ${reportTimes.length} under 500 ms at their slowest (target all: ${met(quick === reportTimes.length)}); slowest ${reportTimes
        .slice(0, 5)
        .map((entry) => `${entry.id} ${entry.p95.toFixed(0)} ms`)
        .join(', ')}`,
    );

    // A state officer's CSV of the index of every document of the register since 1983: 1,00,000 rows, written as they are read.
    const rssBefore = await residentMegabytes(portal.pid);
    let rssPeak = rssBefore;
    const watch = setInterval(() => void residentMegabytes(portal.pid).then((now) => (rssPeak = Math.max(rssPeak, now))), 200);
    const exportStarted = performance.now();
    const exported = await fetch(`${portal.baseUrl}/igrsapi/v1/reports/subIndexMultiple/export?fromDate=1983-01-01&toDate=${period.toDate}`, { headers: { authorization: `Bearer ${stateOfficer}` } });
    let bytes = 0;
    let lines = 0;
    for await (const chunk of exported.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    clearInterval(watch);
    console.log(
      `  CSV export, index of every document since 1983: ${(lines - 1).toLocaleString('en-IN')} rows, ${(bytes / 1e6).toFixed(1)} MB in ${((performance.now() - exportStarted) / 1000).toFixed(1)} s; ` +
        `the portal's memory ${rssBefore.toFixed(0)} MB before, at most ${rssPeak.toFixed(0)} MB while writing it`,
    );

    if (onServer) {
      const calm = await load({ url: portal.baseUrl, connections: OFFICER_CONNECTIONS, requests: [ecRequest(officer)] });
      const nextCaptcha = cycling(captchas);
      let address = 0;
      const flood = load({
        url: portal.baseUrl,
        connections: FLOOD_CONNECTIONS,
        requests: [
          ecRequest({ 'content-type': 'application/json', origin: portal.baseUrl }, () => ({ captchaId: nextCaptcha(), captchaText: CAPTCHA_ANSWER })),
        ].map((request) => ({
          ...request,
          // Each from an address of its own, as a flood from many machines comes, so the daily limit does not stop it first.
          setupRequest: (each: autocannon.Request) => ({ ...request.setupRequest(each), headers: { ...request.headers, 'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}` } }),
        })),
      });
      const busy = await load({ url: portal.baseUrl, connections: OFFICER_CONNECTIONS, requests: [ecRequest(officer)] });
      const flooded = await flood;
      console.log(
        `  Anonymous flood, ${FLOOD_CONNECTIONS} connections of EC search: ${Math.round(flooded.perSecond).toLocaleString('en-IN')} answers/s, ${flooded.non2xx.toLocaleString('en-IN')} of them turned away (503/429)`,
      );
      console.log(
        `  An officer's EC search meanwhile (${OFFICER_CONNECTIONS} connections): p99 ${busy.p99.toFixed(0)} ms against ${calm.p99.toFixed(0)} ms without the flood, ${Math.round(busy.perSecond)}/s (${busy.non2xx} non-2xx) ` +
          `(target within twice: ${met(busy.p99 <= 2 * Math.max(calm.p99, 1) && busy.non2xx === 0)})`,
      );
    }
  } finally {
    await portal.stop();
  }
}

const bare = await bareServer(CONNECTIONS);
console.log(
  `\nState scale on this machine (${os.availableParallelism()} cores, the load generator on the same machine), ${SECONDS} s per figure; the searches and certificates each after ${WARM_SECONDS} s of the same load (EC search, the first, after ${FIRST_WARM_SECONDS} s):`,
);
console.log(`  Bare Node HTTP server, 1 KB, ${CONNECTIONS} connections: ${Math.round(bare.perSecond).toLocaleString('en-IN')}/s, p99 ${bare.p99} ms`);
for (const target of [...(DATABASES.includes('postgres') ? [postgresTarget()] : []), ...(DATABASES.includes('pglite') ? [pgliteTarget()] : [])]) await measure(target, bare);
