// Prints the portal's figures: JavaScript the home page loads (gzipped) and the
// median time to first byte of the app shell, the health route and a static
// file while the server is under load.
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { startPortal } from './portal-process.ts';

const HOME_JS_BUDGET_KB = 150;
const LOAD_SECONDS = 6;
const LOAD_CONNECTIONS = 20;

function timeToFirstByte(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get(url, (response) => {
      const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
      response.resume();
      response.on('end', () => resolve(elapsed));
    });
    request.on('error', reject);
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function homePageJavaScript(baseUrl: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
    });
    await page.goto(`${baseUrl}/igrs/`, { waitUntil: 'networkidle' });
    await page.locator('main h1').waitFor();
    return scripts;
  } finally {
    await browser.close();
  }
}

async function ttfbUnderLoad(url: string) {
  const load = autocannon({ url, connections: LOAD_CONNECTIONS, duration: LOAD_SECONDS });
  const samples: number[] = [];
  const until = Date.now() + (LOAD_SECONDS - 1) * 1000;
  await new Promise((resolve) => setTimeout(resolve, 500));
  while (Date.now() < until) samples.push(await timeToFirstByte(url));
  const result = await load;
  return { medianTtfbMs: median(samples), samples: samples.length, requestsPerSecond: result.requests.average, non2xx: result.non2xx };
}

const CAPTCHA_ANSWER = 'Bench1';
const LOGIN_SECONDS = 8;
const LOGIN_CONCURRENCY = 4;
const REFRESH_ROUNDS = 300;

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

async function signIn(baseUrl: string, loginId: string): Promise<{ token: string; cookie: string }> {
  const captcha = (await (await fetch(`${baseUrl}/igrsapi/v1/captcha`)).json()) as { captchaId: string };
  const response = await fetch(`${baseUrl}/igrsapi/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId, password: 'Demo@2026', captchaId: captcha.captchaId, captchaText: CAPTCHA_ANSWER }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  const cookie = /igrs_refresh=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return { token: ((await response.json()) as { token: string }).token, cookie };
}

async function loginsPerSecond(baseUrl: string): Promise<number> {
  const accounts = ['demo_dr', 'demo_sro', 'demo_dig', 'demo_ccla'];
  const until = Date.now() + LOGIN_SECONDS * 1000;
  let count = 0;
  await Promise.all(
    accounts.slice(0, LOGIN_CONCURRENCY).map(async (loginId) => {
      while (Date.now() < until) {
        await signIn(baseUrl, loginId);
        count += 1;
      }
    }),
  );
  return count / LOGIN_SECONDS;
}

async function refreshLatencies(baseUrl: string): Promise<number[]> {
  let { token, cookie } = await signIn(baseUrl, 'demo_admin');
  const latencies: number[] = [];
  for (let round = 0; round < REFRESH_ROUNDS; round += 1) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/igrsapi/v1/users/token/`, { headers: { authorization: `Bearer ${token}`, cookie: `igrs_refresh=${cookie}` } });
    if (!response.ok) throw new Error(`refresh failed: ${response.status}`);
    token = ((await response.json()) as { data: { token: string } }).data.token;
    latencies.push(performance.now() - started);
    cookie = /igrs_refresh=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';
  }
  return latencies;
}

const DUTY_SECONDS = 5;
const MARKET_VALUE_LOOKUPS = 200;

async function dutyAgainstHealth(baseUrl: string) {
  const health = await autocannon({ url: `${baseUrl}/igrsapi/v1/health`, connections: LOAD_CONNECTIONS, duration: DUTY_SECONDS });
  const duty = await autocannon({
    url: `${baseUrl}/igrsapi/v1/duty/calculate`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ majorCode: '01', minorCode: '01', marketValue: 4_500_000, consideration: 5_000_000, stampPaperValue: 100_000 }),
    connections: LOAD_CONNECTIONS,
    duration: DUTY_SECONDS,
  });
  return { health: health.requests.average, duty: duty.requests.average, dutyErrors: duty.non2xx };
}

/** A rural village and land use that the demo rates price, read from the public upload template. */
async function ruralExample(baseUrl: string): Promise<{ villageCode: string; landUseCode: string }> {
  const [header = '', ...rows] = (await (await fetch(`${baseUrl}/igrsapi/v1/market-value/uploads/template.csv`)).text()).trim().split(/\r?\n/);
  const columns = header.split(',');
  const rural = rows.map((row) => row.split(',')).find((cells) => cells[columns.indexOf('kind')] === 'rural');
  if (!rural) throw new Error('the template has no rural example');
  return { villageCode: rural[columns.indexOf('village_code')]!, landUseCode: rural[columns.indexOf('land_use_code')]! };
}

async function marketValueLatencies(baseUrl: string): Promise<number[]> {
  const { villageCode, landUseCode } = await ruralExample(baseUrl);
  const body = JSON.stringify({ kind: 'rural', villageCode, surveyNumber: '101', landUseCode, extent: { value: 2.5, unit: '1' } });
  const latencies: number[] = [];
  for (let round = 0; round < MARKET_VALUE_LOOKUPS; round += 1) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/igrsapi/v1/market-value`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    if (!response.ok) throw new Error(`market value failed: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
  }
  return latencies;
}

const portal = await startPortal({ RATE_LIMIT_PER_MINUTE: '100000000', CAPTCHA_FIXED_ANSWER: CAPTCHA_ANSWER });
try {
  const scripts = await homePageJavaScript(portal.baseUrl);
  const totalKb = [...scripts.values()].reduce((sum, size) => sum + size, 0) / 1024;
  console.log('\nJavaScript loaded by the home page (gzip -9):');
  for (const [file, size] of scripts) console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  console.log(`  ${totalKb.toFixed(1).padStart(7)} KB  total (budget ${HOME_JS_BUDGET_KB} KB: ${totalKb <= HOME_JS_BUDGET_KB ? 'within' : 'OVER'})`);

  console.log(`\nMedian time to first byte while ${LOAD_CONNECTIONS} connections load the same address for ${LOAD_SECONDS} s:`);
  for (const [label, path] of [
    ['app shell    /igrs/', '/igrs/'],
    ['API health   /igrsapi/v1/health', '/igrsapi/v1/health'],
    ['static file  /igrs/emblem.svg', '/igrs/emblem.svg'],
  ] as const) {
    const figures = await ttfbUnderLoad(`${portal.baseUrl}${path}`);
    console.log(
      `  ${label.padEnd(36)} median TTFB ${figures.medianTtfbMs.toFixed(2).padStart(7)} ms  (${figures.samples} probes; load ${Math.round(figures.requestsPerSecond)} req/s, ${figures.non2xx} non-2xx)`,
    );
  }

  const perSecond = await loginsPerSecond(portal.baseUrl);
  console.log(`\nSign-ins (captcha + argon2id check + session), ${LOGIN_CONCURRENCY} at a time for ${LOGIN_SECONDS} s: ${perSecond.toFixed(1)} per second`);
  const latencies = await refreshLatencies(portal.baseUrl);
  console.log(
    `Token refresh with rotation, ${REFRESH_ROUNDS} in a row: median ${percentile(latencies, 0.5).toFixed(2)} ms, p99 ${percentile(latencies, 0.99).toFixed(2)} ms`,
  );

  const rates = await dutyAgainstHealth(portal.baseUrl);
  console.log(
    `\nDuty calculations through the API, ${LOAD_CONNECTIONS} connections for ${DUTY_SECONDS} s: ${Math.round(rates.duty)} per second (${rates.dutyErrors} non-2xx), against ${Math.round(rates.health)} per second for the health route in the same run`,
  );
  const lookups = await marketValueLatencies(portal.baseUrl);
  console.log(
    `Market value lookups (rural land, demo rates), ${MARKET_VALUE_LOOKUPS} in a row: median ${percentile(lookups, 0.5).toFixed(2)} ms, p95 ${percentile(lookups, 0.95).toFixed(2)} ms`,
  );
} finally {
  await portal.stop();
}
