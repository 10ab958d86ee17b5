// Prints the register's figures at scale: EC search by survey number, name
// search and EC PDF generation, each as the server's own time (its
// Server-Timing header), on a register of BENCH_DOCUMENTS documents (one
// million unless set) held by the PostgreSQL server and by the embedded
// PGlite, side by side. A seeded register is kept under .bench-data (and in
// the database igrs_bench_<count>) and reused by the next run.
import { acceptNameSearchTerms, CAPTCHA_ANSWER, DOCUMENTS, ensureSeeded, percentile, pgliteTarget, postJson, postgresTarget, signIn, type Target } from './bench-registers.ts';
import { startPortal } from './portal-process.ts';

const EC_SEARCHES = 300;
const NAME_SEARCHES = 300;
const EC_CERTIFICATES = 40;
const TARGETS = { ec: 50, name: 200, pdf: 500 };

interface Samples {
  properties: { districtCode: string; sroCode: string; villageCode: string; surveyNumber: string }[];
  names: { name: string; districtCode: string }[];
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

function serverTime(response: Response): number {
  const match = /app;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
  if (!match) throw new Error('The answer has no Server-Timing header');
  return Number(match[1]);
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

    await acceptNameSearchTerms(portal.baseUrl, token);
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

console.log(`\nThe register at ${DOCUMENTS.toLocaleString('en-IN')} documents (server time from Server-Timing; seeding happens once and is kept under .bench-data):`);
for (const target of [postgresTarget(), pgliteTarget()]) await measure(target);
