import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FrameResponse, NotaryView } from '@igrs/domain';
import { createTestContext, signIn, signInNewAccount, type TestContext } from '../../test/harness.ts';

let context: TestContext;
let dr: string;
const API = '/igrsapi/v1';

beforeAll(async () => {
  context = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
  dr = (await signIn(context.app, 'demo_dr')).token;
});
afterAll(() => context.close());

const call = (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  context.app.inject({ method, url: `${API}${url}`, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}), ...(payload ? { payload } : {}) });

/** The rows of the header's notaries notice as it is served now. */
async function noticeRows(): Promise<string[][]> {
  const frame = (await call(null, 'GET', '/frame')).json<FrameResponse>();
  const notice = frame.notifications.find((notification) => notification.title.en === 'Notaries List Notice')!;
  const file = await context.app.inject({ method: 'GET', url: notice.file.url });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => String(value))));
  return rows;
}

const notary = { registrationNumber: 'AP/NOT/2026/7001', name: 'Kandula Bhavani', districtCode: '07', address: 'Chamber No. 4, Court Road, Tenali', validFrom: '2026-01-01', validTo: '2030-12-31' };

describe('the notaries list', () => {
  it('is searched by anyone, a lapsed term shown as such', async () => {
    const all = (await call(null, 'GET', '/notaries')).json<{ notaries: NotaryView[] }>().notaries;
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(all.some((entry) => !entry.inForce)).toBe(true);
    const guntur = (await call(null, 'GET', '/notaries?districtCode=07&name=sriniv')).json<{ notaries: NotaryView[] }>().notaries;
    expect(guntur.map((entry) => entry.name)).toEqual(['M. Srinivasa Reddy']);
  });

  it("is kept by the district's District Registrar, and the header's notice is written afresh in the same step", async () => {
    const before = await noticeRows();
    const added = await call(dr, 'POST', '/notaries', notary);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<NotaryView>()).toMatchObject({ name: 'Kandula Bhavani', inForce: true, updatedBy: 'demo_dr' });
    const after = await noticeRows();
    expect(after.length).toBe(before.length + 1);
    expect(after.find((row) => row.includes('AP/NOT/2026/7001'))).toEqual(expect.arrayContaining(['Kandula Bhavani', 'Guntur', 'In force']));

    // The same number again is refused on its field; another district's notary is not this officer's to keep.
    const twice = await call(dr, 'POST', '/notaries', notary);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.details[0].field).toBe('body.registrationNumber');
    const elsewhere = await call(dr, 'POST', '/notaries', { ...notary, registrationNumber: 'AP/NOT/2026/7002', districtCode: '03' });
    expect(elsewhere.json().error.code).toBe('OUTSIDE_JURISDICTION');

    // A term that ended yesterday is shown as ended, in the list and in the notice.
    const ended = await call(dr, 'PUT', `/notaries/${added.json<NotaryView>().notaryId}`, { ...notary, validTo: '2026-01-31' });
    expect(ended.json<NotaryView>().inForce).toBe(false);
    expect((await noticeRows()).find((row) => row.includes('AP/NOT/2026/7001'))).toContain('Term ended');
  });

  it('is not kept by the public or by a Sub-Registrar', async () => {
    expect((await call(null, 'POST', '/notaries', notary)).statusCode).toBe(401);
    const sro = (await signInNewAccount(context, 'sro_notary_check', 'SRO', '701')).token;
    const refused = await call(sro, 'POST', '/notaries', { ...notary, registrationNumber: 'AP/NOT/2026/7003' });
    expect(refused.statusCode).toBe(403);
  });
});
