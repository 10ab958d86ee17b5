// Prints how many stamp-paper sales a second the portal records for one
// vendor holding a stock of 100,000 papers, with p95 latency, at several
// connections, on the PostgreSQL server; beside it, a bare Node HTTP server
// measured in the same run. Each sale takes the vendor's lowest free serial,
// so every sale contends for the same rows.
import http from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';
import { stampSerial } from '@igrs/domain';
import { startPortal } from './portal-process.ts';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const STOCK = Number(process.env.BENCH_STOCK ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CAPTCHA_ANSWER = 'Bench1';
const DATABASE = 'igrs_bench_sales';

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function bareServerRate(): Promise<number> {
  const body = Buffer.alloc(1024, 'x');
  const server = http.createServer((_request, response) => response.end(body));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const result = await autocannon({ url: `http://127.0.0.1:${port}/`, connections: CONNECTIONS, duration: 5 });
  server.close();
  return result.requests.average;
}

const databaseUrl = Object.assign(new URL(POSTGRES_URL), { pathname: `/${DATABASE}` }).toString();
const reachable = await withClient(POSTGRES_URL, async (client) => {
  await client.query(`drop database if exists ${DATABASE}`);
  await client.query(`create database ${DATABASE}`);
  return true;
}).catch(() => false);

if (!reachable) {
  console.log(`\nStamp sales: skipped, no PostgreSQL server at ${POSTGRES_URL}`);
} else {
  const bare = await bareServerRate();
  const portal = await startPortal({ RATE_LIMIT_PER_MINUTE: '100000000', CAPTCHA_FIXED_ANSWER: CAPTCHA_ANSWER, DATABASE_URL: databaseUrl });
  try {
    // The demo vendor's stock, put straight into the database: 100,000 ₹10 papers it holds.
    await withClient(databaseUrl, async (client) => {
      const { rows } = await client.query<{ id: string }>("select id from users where login_id = 'demo_vendor'");
      const vendorId = rows[0]!.id;
      for (let start = 0; start < STOCK; start += 10_000) {
        const serials = Array.from({ length: Math.min(10_000, STOCK - start) }, (_, index) => stampSerial('non-judicial', 10, 2_000_001 + start + index));
        await client.query(
          `insert into stamp_papers (serial, kind, denomination, depot_sro_code, status, vendor_user_id, issued_at)
           select serial, 'non-judicial', 10, '701', 'vendor', $2, now() from unnest($1::text[]) as serial`,
          [serials, vendorId],
        );
      }
      await client.query('analyze stamp_papers');
    });
    const captcha = (await (await fetch(`${portal.baseUrl}/igrsapi/v1/captcha`)).json()) as { captchaId: string };
    const login = await fetch(`${portal.baseUrl}/igrsapi/v1/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginId: 'demo_vendor', password: 'Demo@2026', captchaId: captcha.captchaId, captchaText: CAPTCHA_ANSWER }),
    });
    const { token } = (await login.json()) as { token: string };
    const result = await autocannon({
      url: `${portal.baseUrl}/igrsapi/v1/vendor/sales`,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        kind: 'non-judicial',
        denomination: 10,
        quantity: 1,
        purchaserName: 'Bench Purchaser',
        relationType: 'S/O',
        relationName: 'Bench Father',
        address: 'Door 1-1, Main Road, Battiprolu',
        purpose: 'Affidavit',
      }),
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    const sold = await withClient(databaseUrl, async (client) => Number((await client.query("select count(*) from stamp_papers where denomination = 10 and status = 'sold'")).rows[0].count));
    const serialsOnce = await withClient(databaseUrl, async (client) => Number((await client.query('select count(*) from (select sale_id from stamp_papers where sale_id is not null group by sale_id having count(*) > 1) twice')).rows[0].count));
    console.log(`\nStamp-paper sales by one vendor holding ${STOCK.toLocaleString('en-IN')} papers, PostgreSQL server, ${CONNECTIONS} connections for ${SECONDS} s:`);
    console.log(
      `  ${Math.round(result.requests.average)} sales/s, p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms (${result.non2xx} non-2xx); ${sold} papers sold, ${serialsOnce} sales with more than one paper`,
    );
    console.log(`  bare Node HTTP server, same machine, same run: ${Math.round(bare)} requests/s at ${CONNECTIONS} connections`);
  } finally {
    await portal.stop();
    await withClient(POSTGRES_URL, (client) => client.query(`drop database if exists ${DATABASE}`)).catch(() => undefined);
  }
}
