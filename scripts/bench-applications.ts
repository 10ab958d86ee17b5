// Prints how many citizens' applications the portal carries from the first
// step to a registered document in a minute, through its API, with several
// applicants at once, and the p50/p95 of each step; beside it, a bare Node
// HTTP server measured in the same run on the same machine.
import http from 'node:http';
import autocannon from 'autocannon';
import { toYearMonthDay } from '@igrs/domain';
import { startPortal } from './portal-process.ts';

const CAPTCHA_ANSWER = 'Bench1';
const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 40);
const OFFICE = '701';

type Step = 'sign-in' | 'start' | 'parties' | 'property' | 'submit' | 'slot' | 'pay' | 'check' | 'admit';
const timings = new Map<Step, number[]>();

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? 0;
}

async function bareServerRate(): Promise<number> {
  const body = Buffer.alloc(1024, 'x');
  const server = http.createServer((_request, response) => response.end(body));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const result = await autocannon({ url: `http://127.0.0.1:${port}/`, connections: APPLICANTS, duration: 5 });
  server.close();
  return result.requests.average;
}

function client(baseUrl: string) {
  return async function call<T>(path: string, init: { method?: string; token?: string; body?: unknown; form?: string } = {}): Promise<T> {
    const headers: Record<string, string> = {};
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.form !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    else if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}${path.startsWith('/igrsapi') ? '' : '/igrsapi/v1'}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
      redirect: 'manual',
    });
    if (response.status >= 400) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  };
}

async function timed<T>(step: Step, action: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await action();
  const list = timings.get(step) ?? [];
  list.push(performance.now() - started);
  timings.set(step, list);
  return result;
}

async function run(baseUrl: string) {
  const call = client(baseUrl);
  const captcha = () => call<{ captchaId: string }>('/captcha');
  const officer = (await call<{ token: string }>('/users/login', { method: 'POST', body: { loginId: 'demo_sro', password: 'Demo@2026', captchaId: (await captcha()).captchaId, captchaText: CAPTCHA_ANSWER } })).token;
  // A long counter day, so slots do not run out during the run.
  await call('/office/slot-settings', { method: 'PUT', token: officer, body: { opens: '06:00', closes: '22:00', slotMinutes: 5, slotsPerDay: null } });

  const { mandals } = await call<{ mandals: { code: string }[] }>('/geography/districts/07/mandals');
  let place: { villageCode: string; ward: string; block: string } | undefined;
  for (const mandal of mandals) {
    const { villages } = await call<{ villages: { code: string; kind: string; sroCode: string; wards: { ward: string; blocks: string[] }[] }[] }>(`/geography/mandals/${mandal.code}/villages`);
    const village = villages.find((entry) => entry.kind === 'urban' && entry.sroCode === OFFICE && entry.wards.length > 0);
    if (village) place = { villageCode: village.code, ward: village.wards[0]!.ward, block: village.wards[0]!.blocks[0]! };
    if (place) break;
  }
  if (!place) throw new Error(`no urban locality of office ${OFFICE}`);
  const property = place;
  const today = toYearMonthDay(new Date());

  let serial = 0;
  let completed = 0;
  const until = Date.now() + SECONDS * 1000;
  const started = performance.now();

  async function oneApplication(worker: number) {
    serial += 1;
    const mobile = `9${String(100_000_000 + worker * 10_000_000 + serial).slice(-9)}`;
    const token = await timed('sign-in', async () => {
      await call('/citizens/sign-in-code', { method: 'POST', body: { mobile, captchaId: (await captcha()).captchaId, captchaText: CAPTCHA_ANSWER } });
      const { messages } = await call<{ messages: { recipientMasked: string; text: string }[] }>('/notifications/outbox');
      const text = messages.find((message) => message.recipientMasked.endsWith(mobile.slice(-4)) && message.text.includes('sign-in code'))!.text;
      const code = /(\d{6}) is your/.exec(text)![1]!;
      return (await call<{ token: string }>('/citizens/sessions', { method: 'POST', body: { mobile, code } })).token;
    });
    const { applicationId: id } = await timed('start', () =>
      call<{ applicationId: string }>('/applications', { method: 'POST', token, body: { registrationType: 'regular', transactionMajorCode: '01', transactionMinorCode: '01', districtCode: '07', sroCode: OFFICE } }),
    );
    await timed('parties', () =>
      call(`/applications/${id}/parties`, {
        method: 'PUT',
        token,
        body: {
          parties: [
            { partyCode: 'EX', name: 'Bench Executant', relationType: 'S/O', relationName: 'Bench Father', age: 50, panForm: 'form60', address: 'Door 1-1, Main Road, Battiprolu' },
            { partyCode: 'CL', name: 'Bench Claimant', relationType: 'S/O', relationName: 'Bench Father', age: 30, panForm: 'form60', address: 'Door 2-2, Main Road, Battiprolu' },
          ],
        },
      }),
    );
    await timed('property', () =>
      call(`/applications/${id}/property`, {
        method: 'PUT',
        token,
        body: { considerationRupees: 900_000, executedOn: today, valuation: { kind: 'urban', villageCode: property.villageCode, ward: property.ward, block: property.block, landUseCode: '01', extent: { value: 120, unit: '3' } }, boundaries: { north: 'Road' } },
      }),
    );
    await timed('submit', () => call(`/applications/${id}/submission`, { method: 'POST', token, body: {} }));
    await timed('slot', async () => {
      for (let ahead = 1; ahead < 30; ahead += 1) {
        const date = toYearMonthDay(new Date(Date.now() + ahead * 86_400_000));
        const day = await call<{ open: boolean; slots: { time: string; free: boolean }[] }>(`/offices/${OFFICE}/slots?date=${date}`);
        const free = day.slots.filter((slot) => slot.free);
        for (const slot of free.slice(worker % Math.max(1, free.length)).concat(free)) {
          try {
            await call(`/applications/${id}/slot`, { method: 'PUT', token, body: { date, time: slot.time } });
            return;
          } catch (error) {
            if (!String(error).includes('SLOT_TAKEN')) throw error;
          }
        }
      }
      throw new Error('no slot left in the booking window');
    });
    await timed('pay', async () => {
      const { checkoutUrl } = await call<{ checkoutUrl: string }>(`/applications/${id}/payment`, { method: 'POST', token, body: {} });
      await call(checkoutUrl, { method: 'POST', form: 'outcome=success' });
    });
    await timed('check', () =>
      call(`/office/applications/${id}/check`, {
        method: 'POST',
        token: officer,
        body: { decision: 'accept', presence: [{ partyIndex: 0, identityDocument: 'voter-id', lastFour: '1111' }, { partyIndex: 1, identityDocument: 'voter-id', lastFour: '2222' }] },
      }),
    );
    const admitted = await timed('admit', () => call<{ status: string }>(`/office/applications/${id}/admission`, { method: 'POST', token: officer, body: {} }));
    if (admitted.status !== 'registered') throw new Error(`${id} ended ${admitted.status}`);
    completed += 1;
  }

  await Promise.all(
    Array.from({ length: APPLICANTS }, async (_, worker) => {
      while (Date.now() < until) await oneApplication(worker);
    }),
  );
  const minutes = (performance.now() - started) / 60_000;
  return { completed, perMinute: completed / minutes };
}

const bare = await bareServerRate();
for (const database of [undefined, process.env.DATABASE_URL].filter((value, index) => index === 0 || value)) {
  timings.clear();
  const portal = await startPortal({ RATE_LIMIT_PER_MINUTE: '100000000', CAPTCHA_FIXED_ANSWER: CAPTCHA_ANSWER, ...(database ? { DATABASE_URL: database } : {}) });
  try {
    const { completed, perMinute } = await run(portal.baseUrl);
    console.log(`\nApplications end to end through the API (sign-in to registered), ${APPLICANTS} applicants at once for ${SECONDS} s, ${database ? 'PostgreSQL server' : 'embedded PGlite'}:`);
    console.log(`  ${completed} registered, ${perMinute.toFixed(1)} a minute  (bare Node HTTP server, same machine, same run: ${Math.round(bare)} requests/s at ${APPLICANTS} connections)`);
    for (const [step, values] of timings) {
      console.log(`  ${step.padEnd(8)} p50 ${percentile(values, 0.5).toFixed(1).padStart(7)} ms   p95 ${percentile(values, 0.95).toFixed(1).padStart(7)} ms   (${values.length})`);
    }
  } finally {
    await portal.stop();
  }
}
