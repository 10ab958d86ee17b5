// Prints a signed-in officer's time per request while the portal is quiet and
// while 60 connections flood it with captchas and sign-in code requests, as
// issue 29's held-out test did; the flood is shed, staff are served. A bare
// Node server on the same machine, measured in the same run, says how fast
// the machine is at the time.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { startPortal } from './portal-process.ts';

const CAPTCHA_ANSWER = 'Fl00d7';
const SECONDS = 10;
const FLOOD_CONNECTIONS = 60;

async function bareServerRate(): Promise<number> {
  const server = http.createServer((_request, response) => response.end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const result = await autocannon({ url: `http://127.0.0.1:${port}/`, connections: 10, duration: 5 });
  await new Promise((resolve) => server.close(resolve));
  return result.requests.average;
}

/** The officer at twenty requests a second, more than a person at the counter makes: its median and 99th percentile. */
async function officerTimes(url: string, token: string) {
  const result = await autocannon({ url, connections: 1, overallRate: 20, duration: SECONDS, headers: { authorization: `Bearer ${token}` } });
  return { medianMs: result.latency.p50, p99Ms: result.latency.p99, requests: result.requests.total, non2xx: result.non2xx };
}

// The flood comes from many addresses (as the held-out test's did), so the per-address limits alone do not stop it.
const portal = await startPortal({ CAPTCHA_FIXED_ANSWER: CAPTCHA_ANSWER, LOG_LEVEL: 'error', TRUST_PROXY: 'true' });
const anyAddress = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
const fromAnyAddress: autocannon.Request[] = [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': anyAddress() } }) }];
try {
  const bare = await bareServerRate();
  const captcha = (await (await fetch(`${portal.baseUrl}/igrsapi/v1/captcha`)).json()) as { captchaId: string };
  const signedIn = await fetch(`${portal.baseUrl}/igrsapi/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: portal.baseUrl },
    body: JSON.stringify({ loginId: 'demo_sro', password: 'Demo@2026', captchaId: captcha.captchaId, captchaText: CAPTCHA_ANSWER }),
  });
  const { token } = (await signedIn.json()) as { token: string };
  // The Sub-Registrar's counter list for today: a read every officer makes all day.
  const officerUrl = `${portal.baseUrl}/igrsapi/v1/office/applications?date=${new Date().toISOString().slice(0, 10)}`;
  await officerTimes(officerUrl, token);
  const quiet = await officerTimes(officerUrl, token);

  const flood = Promise.all([
    autocannon({ url: `${portal.baseUrl}/igrsapi/v1/captcha`, connections: FLOOD_CONNECTIONS / 2, duration: SECONDS + 1, requests: fromAnyAddress }),
    autocannon({
      url: `${portal.baseUrl}/igrsapi/v1/citizens/sign-in-code`,
      method: 'POST',
      connections: FLOOD_CONNECTIONS / 2,
      duration: SECONDS + 1,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: '9491000000', captchaId: '00000000-0000-4000-8000-000000000000', captchaText: CAPTCHA_ANSWER }),
      requests: fromAnyAddress,
    }),
  ]);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const flooded = await officerTimes(officerUrl, token);
  const [captchas, codes] = await flood;

  console.log(`Bare Node server on this machine now: ${Math.round(bare)} requests a second (10 connections)`);
  console.log(`Officer, quiet:        median ${quiet.medianMs} ms, p99 ${quiet.p99Ms} ms (${quiet.requests} requests, ${quiet.non2xx} not 2xx)`);
  console.log(`Officer, during flood: median ${flooded.medianMs} ms, p99 ${flooded.p99Ms} ms (${flooded.requests} requests, ${flooded.non2xx} not 2xx)`);
  console.log(`Flood of ${FLOOD_CONNECTIONS} connections: captchas ${captchas.requests.total} asked (${captchas['2xx']} given), codes ${codes.requests.total} asked (${codes['2xx']} sent)`);
  console.log(`Officer's p99 during the flood is ${(flooded.p99Ms / Math.max(quiet.p99Ms, 1)).toFixed(1)} times the quiet p99 (the aim: at most 2)`);
} finally {
  await portal.stop();
}
