import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indentAmounts, stampSerial, toYearMonthDay } from '@igrs/domain';
import { auditLog, stampPapers, stampVendors, users } from '../../db/schema.ts';
import { DEMO_DEPOT_PAPERS, DEMO_VENDOR_OPENING } from '../../db/seed/demo-stamps.ts';
import { createTestContext, signIn, signInNewAccount, type TestContext } from '../../test/harness.ts';

let context: TestContext;
let vendor: string;
let depot: string;
const API = '/igrsapi/v1';

beforeAll(async () => {
  context = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
  vendor = (await signIn(context.app, 'demo_vendor')).token;
  depot = (await signIn(context.app, 'demo_sro')).token;
});
afterAll(() => context.close());

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  context.app.inject({ method, url: `${API}${url}`, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

const choose = (checkoutUrl: string, outcome: 'success' | 'failure') =>
  context.app.inject({ method: 'POST', url: checkoutUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `outcome=${outcome}` });

const purchaser = { purchaserName: 'Gorantla Suresh', relationType: 'S/O', relationName: 'Gorantla Koteswara Rao', address: 'Door 12-3, Station Road, Tenali', purpose: 'Sale agreement' };

describe("a stamp vendor's day", () => {
  it('indents, pays the challan, receives serials from the depot, sells with a receipt, and keeps the stock register', async () => {
    const lines = [
      { kind: 'non-judicial', denomination: 50, quantity: 120 },
      { kind: 'judicial', denomination: 25, quantity: DEMO_DEPOT_PAPERS.judicial + 20 },
    ];
    const indent = await call(vendor, 'POST', '/vendor/indents', { lines });
    expect(indent.statusCode, indent.body).toBe(201);
    const amounts = indentAmounts(lines);
    expect(indent.json()).toMatchObject({ status: 'requested', ...amounts });
    expect(amounts.payableRupees).toBe(amounts.faceValueRupees - Math.floor(amounts.faceValueRupees * 0.02));
    const id = indent.json().indentId;

    // Nothing is issued before the challan is paid.
    expect((await call(depot, 'POST', `/depot/indents/${id}/issue`)).json().error.code).toBe('INDENT_WRONG_STATUS');
    const challan = await call(vendor, 'POST', `/vendor/indents/${id}/challan`);
    expect(challan.json().amountRupees).toBe(amounts.payableRupees);
    await choose(challan.json().checkoutUrl, 'success');
    const paid = (await call(vendor, 'GET', `/stamp-indents/${id}`)).json();
    expect(paid).toMatchObject({ status: 'paid', challan: { number: challan.json().challanNumber, status: 'success', headOfAccount: '0030-02-102' } });

    // The depot holds only so many court-fee stamps: the rest stays pending.
    const queue = (await call(depot, 'GET', '/depot/indents')).json().indents;
    expect(queue.map((entry: { indentId: string }) => entry.indentId)).toContain(id);
    const issued = await call(depot, 'POST', `/depot/indents/${id}/issue`);
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().status).toBe('partly-issued');
    expect(issued.json().lines).toEqual([
      expect.objectContaining({ issued: 120, serials: [{ from: stampSerial('non-judicial', 50, 1_000_001), to: stampSerial('non-judicial', 50, 1_000_120) }] }),
      expect.objectContaining({ issued: DEMO_DEPOT_PAPERS.judicial, serials: [{ from: stampSerial('judicial', 25, 1_000_001), to: stampSerial('judicial', 25, 1_000_100) }] }),
    ]);
    expect((await call(depot, 'POST', `/depot/indents/${id}/issue`)).json().error.code).toBe('DEPOT_STOCK_SHORT');

    const sale = await call(vendor, 'POST', '/vendor/sales', { ...purchaser, kind: 'non-judicial', denomination: 50, quantity: 3 });
    expect(sale.statusCode, sale.body).toBe(201);
    expect(sale.json()).toMatchObject({ amountRupees: 150, serials: [1_000_001, 1_000_002, 1_000_003].map((number) => stampSerial('non-judicial', 50, number)), purchaserName: 'Gorantla Suresh' });
    const receipt = await call(vendor, 'GET', `/vendor/sales/${sale.json().saleId}`);
    expect(receipt.json().serials).toEqual(sale.json().serials);

    const spoilt = await call(vendor, 'POST', '/vendor/spoilt', { serial: stampSerial('non-judicial', 50, 1_000_004), reason: 'Ink spilt while writing' });
    expect(spoilt.json()).toMatchObject({ serial: stampSerial('non-judicial', 50, 1_000_004), genuine: false, sale: null });

    const register = (await call(vendor, 'GET', '/vendor/stock')).json();
    expect(register.rows).toContainEqual({ kind: 'non-judicial', denomination: 50, opening: 0, received: 120, sold: 3, spoilt: 1, returned: 0, closing: 116 });
    expect(register.rows).toContainEqual(expect.objectContaining({ kind: 'judicial', denomination: 25, received: DEMO_DEPOT_PAPERS.judicial, closing: DEMO_DEPOT_PAPERS.judicial }));

    // Anyone can trace a paper: genuine, sold by which vendor of which office, when; never to whom, nor whether it is used.
    const trace = await context.app.inject({ method: 'GET', url: `${API}/stamp-papers/${stampSerial('non-judicial', 50, 1_000_002)}` });
    expect(trace.json()).toEqual({
      serial: stampSerial('non-judicial', 50, 1_000_002),
      kind: 'non-judicial',
      denomination: 50,
      genuine: true,
      sale: { vendor: { licenceNumber: expect.stringMatching(/^AP\/GNT\/SV\/\d{4}\/0142$/), name: 'Demo Stamp Vendor, Battiprolu' }, sroCode: '701', soldOn: toYearMonthDay(new Date()) },
    });
    expect(trace.body).not.toMatch(/Gorantla|status|used/i);

    // The challan is there to verify for the office's staff.
    const looked = await call((await signIn(context.app, 'demo_admin')).token, 'GET', `/challans/${challan.json().challanNumber}`);
    expect(looked.statusCode, looked.body).toBe(200);
    expect(looked.json()).toMatchObject({ amountRupees: amounts.payableRupees, status: 'success', paidBy: { name: 'Demo Stamp Vendor, Battiprolu' }, indent: { indentId: id } });
  });

  it('refuses a sale beyond the stock, an indent beyond the licence, and everything once the licence has lapsed', async () => {
    const short = await call(vendor, 'POST', '/vendor/sales', { ...purchaser, kind: 'non-judicial', denomination: 20, quantity: 1 });
    expect(short.json().error.code).toBe('STOCK_SHORT');
    const over = await call(vendor, 'POST', '/vendor/indents', { lines: [{ kind: 'non-judicial', denomination: 10, quantity: 1001 }] });
    expect(over.statusCode).toBe(400);
    const [row] = await context.database.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'demo_vendor'));
    await context.database.db.update(stampVendors).set({ validTo: '2020-03-31' }).where(eq(stampVendors.userId, row!.id));
    try {
      expect((await call(vendor, 'POST', '/vendor/indents', { lines: [{ kind: 'non-judicial', denomination: 10, quantity: 1 }] })).json().error.code).toBe('LICENCE_NOT_IN_FORCE');
      expect((await call(vendor, 'POST', '/vendor/sales', { ...purchaser, kind: 'non-judicial', denomination: 100, quantity: 1 })).json().error.code).toBe('LICENCE_NOT_IN_FORCE');
    } finally {
      await context.database.db.update(stampVendors).set({ validTo: '2099-03-31' }).where(eq(stampVendors.userId, row!.id));
    }
  });

  it('keeps another office from issuing the depot\'s stamps', async () => {
    const id = (await call(vendor, 'POST', '/vendor/indents', { lines: [{ kind: 'non-judicial', denomination: 10, quantity: 5 }] })).json().indentId;
    await choose((await call(vendor, 'POST', `/vendor/indents/${id}/challan`)).json().checkoutUrl, 'success');
    const other = await signInNewAccount(context, 'sro_tenali_stamps', 'SRO', '702');
    expect((await call(other.token, 'POST', `/depot/indents/${id}/issue`)).json().error.code).toBe('NOT_OWN_OFFICE');
  });
});

describe('stamp sales under concurrency', () => {
  it('sells each paper once and never below nothing, with 200 sales at once against a stock of 25', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 200 }, () => call(vendor, 'POST', '/vendor/sales', { ...purchaser, kind: DEMO_VENDOR_OPENING.kind, denomination: DEMO_VENDOR_OPENING.denomination, quantity: 1 })),
    );
    const sold = attempts.filter((attempt) => attempt.statusCode === 201);
    expect(sold).toHaveLength(DEMO_VENDOR_OPENING.papers);
    expect(attempts.filter((attempt) => attempt.statusCode !== 201).every((attempt) => attempt.json().error.code === 'STOCK_SHORT')).toBe(true);
    const serials = sold.flatMap((attempt) => attempt.json().serials as string[]);
    expect(new Set(serials).size).toBe(DEMO_VENDOR_OPENING.papers);
    const left = await context.database.db.select().from(stampPapers).where(eq(stampPapers.serial, serials[0]!));
    expect(left[0]?.status).toBe('sold');
  });
});

describe("a vendor's licence renewal", () => {
  it('is asked for by the vendor, one at a time, and decided once by the District Registrar of its depot', async () => {
    const licence = (await call(vendor, 'GET', '/vendor/licence')).json();
    const asked = await call(vendor, 'POST', '/vendor/licence/renewals', { kinds: ['non-judicial'], remarks: 'Renewal for the coming year' });
    expect(asked.statusCode, asked.body).toBe(201);
    const nextDay = new Date(Date.parse(`${licence.validTo}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(asked.json()).toMatchObject({ status: 'requested', kinds: ['non-judicial'], periodFrom: nextDay, licenceNumber: licence.licenceNumber });
    expect(asked.json().requestId).toMatch(/^LR-\d{4}-\d{6}$/);
    expect((await call(vendor, 'POST', '/vendor/licence/renewals', { kinds: ['judicial'] })).json().error.code).toBe('LICENCE_REQUEST_PENDING');

    // Only the District Registrar whose district holds the depot decides it.
    const otherDr = (await signInNewAccount(context, 'dr_of_srikakulam', 'DR', '01')).token;
    const id = asked.json().requestId;
    expect((await call(otherDr, 'GET', '/licence-requests')).json().requests.map((entry: { requestId: string }) => entry.requestId)).not.toContain(id);
    expect((await call(otherDr, 'POST', `/licence-requests/${id}/decision`, { decision: 'approve' })).statusCode).toBe(403);
    expect((await call(depot, 'POST', `/licence-requests/${id}/decision`, { decision: 'approve' })).statusCode).toBe(403);
    const dr = (await signInNewAccount(context, 'dr_of_guntur', 'DR', '07')).token;
    expect((await call(dr, 'GET', '/licence-requests')).json().requests[0]).toMatchObject({ requestId: id, status: 'requested' });
    expect((await call(dr, 'POST', `/licence-requests/${id}/decision`, { decision: 'reject', remarks: 'no' })).statusCode).toBe(400);
    const approved = await call(dr, 'POST', `/licence-requests/${id}/decision`, { decision: 'approve', remarks: 'Dues clear, stock registers in order' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', decidedBy: 'dr_of_guntur' });
    expect((await call(dr, 'POST', `/licence-requests/${id}/decision`, { decision: 'reject', remarks: 'Changed my mind' })).json().error.code).toBe('LICENCE_REQUEST_DECIDED');
    const renewed = (await call(vendor, 'GET', '/vendor/licence')).json();
    expect(renewed).toMatchObject({ validFrom: licence.validFrom, validTo: asked.json().periodTo, kinds: ['non-judicial'], inForce: true });
    const [row] = await context.database.db.select().from(stampVendors).where(eq(stampVendors.licenceNumber, licence.licenceNumber));
    expect(row?.validTo).toBe(asked.json().periodTo);

    // The Grant Approval report lists the licence among the approvals given in the district.
    const grants = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/reports/grantApproval', headers: { authorization: `Bearer ${(await signIn(context.app, 'demo_dr')).token}` } });
    expect(grants.statusCode, grants.body).toBe(200);
    expect(grants.json().rows.map((entry: { cells: Record<string, unknown> }) => entry.cells)).toContainEqual(
      expect.objectContaining({ key: id, status: 'approved', decidedBy: 'dr_of_guntur', madeBy: 'demo_vendor', effectiveFrom: nextDay }),
    );
  });
});

describe('papers returned to the depot', () => {
  it('leave the stock register through its own column, all or none, and are never sold or used again', async () => {
    const [owner] = await context.database.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'demo_vendor'));
    const inHand = await context.database.db.select().from(stampPapers).where(and(eq(stampPapers.vendorUserId, owner!.id), eq(stampPapers.status, 'vendor'))).orderBy(asc(stampPapers.serial)).limit(2);
    expect(inHand).toHaveLength(2);
    const serials = inHand.map((paper) => paper.serial);
    const { kind, denomination } = inHand[0]!;
    const today = toYearMonthDay(new Date());
    const before = (await call(vendor, 'GET', `/vendor/stock?fromDate=${today}&toDate=${today}`)).json().rows.find((row: { denomination: number; kind: string }) => row.kind === kind && row.denomination === denomination);
    // A serial not in hand undoes the whole return.
    const refused = await call(vendor, 'POST', '/vendor/returns', { serials: [...serials, 'NJ100-9999999'], reason: 'Licence not to be renewed' });
    expect(refused.json().error.code).toBe('PAPER_NOT_IN_STOCK');
    const returned = await call(vendor, 'POST', '/vendor/returns', { serials, reason: 'Licence not to be renewed' });
    expect(returned.statusCode, returned.body).toBe(200);
    const row = returned.json().rows.find((entry: { denomination: number; kind: string }) => entry.kind === kind && entry.denomination === denomination);
    expect(row).toMatchObject({ returned: 2, closing: before.closing - 2 });
    const trace = (await context.app.inject({ method: 'GET', url: `${API}/stamp-papers/${serials[0]}` })).json();
    // A paper given back was never sold: not genuine on a deed.
    expect(trace).toMatchObject({ genuine: false, sale: null });
    expect((await call(vendor, 'POST', '/vendor/returns', { serials: [serials[0]], reason: 'Again' })).json().error.code).toBe('PAPER_NOT_IN_STOCK');
    // Both sides see the return: the vendor, and the depot's office.
    const mine = (await call(vendor, 'GET', '/vendor/returns')).json().returns;
    expect(mine[0]).toMatchObject({ kind, denomination, papers: 2, reason: 'Licence not to be renewed' });
    expect((await call(depot, 'GET', '/depot/returns')).json().returns[0]).toMatchObject({ papers: 2, licenceNumber: mine[0].licenceNumber });
  });
});

describe('a first licence', () => {
  it("is applied for from a vendor's login with none, granted by the District Registrar over the depot with the district's next number, and then indents", async () => {
    const applicant = (await signInNewAccount(context, 'new_vendor_tenali', 'VENDOR', '701')).token;
    expect((await call(applicant, 'GET', '/vendor/licence')).json().error.code).toBe('NOT_A_LICENSED_VENDOR');
    expect((await call(applicant, 'POST', '/vendor/indents', { lines: [{ kind: 'non-judicial', denomination: 10, quantity: 10 }] })).json().error.code).toBe('NOT_A_LICENSED_VENDOR');
    const application = { name: 'Sri Rama Stamp Vendors', address: 'Door 1-22, Court Road, Tenali', depotSroCode: '701', kinds: ['non-judicial'] };
    const applied = await call(applicant, 'POST', '/vendor/licence/applications', application);
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json()).toMatchObject({ requestKind: 'new', licenceNumber: '', vendorName: 'Sri Rama Stamp Vendors', status: 'requested' });
    expect((await call(applicant, 'POST', '/vendor/licence/applications', application)).json().error.code).toBe('LICENCE_REQUEST_PENDING');
    expect((await call(vendor, 'POST', '/vendor/licence/applications', application)).json().error.code).toBe('ALREADY_LICENSED');

    const dr = (await signIn(context.app, 'demo_dr')).token;
    const requestId = applied.json().requestId;
    expect((await call(dr, 'GET', '/licence-requests')).json().requests.map((entry: { requestId: string }) => entry.requestId)).toContain(requestId);
    const granted = await call(dr, 'POST', `/licence-requests/${requestId}/decision`, { decision: 'approve', remarks: 'Solvency and premises verified' });
    expect(granted.statusCode, granted.body).toBe(200);
    const licence = (await call(applicant, 'GET', '/vendor/licence')).json();
    expect(licence).toMatchObject({ name: 'Sri Rama Stamp Vendors', depotSroCode: '701', kinds: ['non-judicial'], status: 'active', inForce: true });
    expect(licence.licenceNumber).toMatch(/^SV\/07\/\d{4}\/\d{4}$/);
    expect((await call(applicant, 'POST', '/vendor/indents', { lines: [{ kind: 'non-judicial', denomination: 10, quantity: 10 }] })).statusCode).toBe(201);
  });
});

describe("a vendor's licence suspended", () => {
  it('stops indents and sales at once until the District Registrar of its depot restores it, each step with its reason', async () => {
    const dr = (await signIn(context.app, 'demo_dr')).token;
    const { licenceNumber } = (await call(vendor, 'GET', '/vendor/licence')).json();
    expect((await call(dr, 'GET', '/licences')).json().licences.map((entry: { licenceNumber: string }) => entry.licenceNumber)).toContain(licenceNumber);
    const otherDr = (await signInNewAccount(context, 'dr_of_kurnool', 'DR', '13')).token;
    expect((await call(otherDr, 'POST', `/licences/${encodeURIComponent(licenceNumber)}/status`, { status: 'suspended', reason: 'Sales after hours' })).json().error.code).toBe('OUTSIDE_JURISDICTION');
    expect((await call(depot, 'POST', `/licences/${encodeURIComponent(licenceNumber)}/status`, { status: 'suspended', reason: 'Sales after hours' })).statusCode).toBe(403);
    expect((await call(dr, 'POST', `/licences/${encodeURIComponent(licenceNumber)}/status`, { status: 'suspended', reason: 'no' })).statusCode).toBe(400);

    const suspended = await call(dr, 'POST', `/licences/${encodeURIComponent(licenceNumber)}/status`, { status: 'suspended', reason: 'Papers sold to one buyer in bulk; enquiry pending' });
    expect(suspended.json()).toMatchObject({ status: 'suspended', inForce: false });
    const indent = await call(vendor, 'POST', '/vendor/indents', { lines: [{ kind: 'non-judicial', denomination: 10, quantity: 10 }] });
    expect(indent.json().error.code).toBe('LICENCE_NOT_IN_FORCE');
    const sale = await call(vendor, 'POST', '/vendor/sales', { kind: 'non-judicial', denomination: 100, quantity: 1, ...purchaser });
    expect(sale.json().error.code).toBe('LICENCE_NOT_IN_FORCE');

    const restored = await call(dr, 'POST', `/licences/${encodeURIComponent(licenceNumber)}/status`, { status: 'active', reason: 'Enquiry closed; warning given' });
    expect(restored.json()).toMatchObject({ status: 'active', inForce: true });
    expect((await call(vendor, 'POST', '/vendor/indents', { lines: [{ kind: 'non-judicial', denomination: 10, quantity: 10 }] })).statusCode).toBe(201);
    const audit = await context.database.db.select().from(auditLog).where(eq(auditLog.event, 'stamps.licence-status'));
    expect(audit.map((row) => (row.details as { reason: string }).reason)).toEqual(['Papers sold to one buyer in bulk; enquiry pending', 'Enquiry closed; warning given']);
  });
});

describe('an indent paid by a challan at a bank counter', () => {
  it('is verified by the depot office before anything is issued, for the indent\'s own amount, once', async () => {
    const indent = (await call(vendor, 'POST', '/vendor/indents', { lines: [{ kind: 'non-judicial', denomination: 20, quantity: 50 }] })).json();
    const id = indent.indentId;
    const challan = { bank: 'State Bank of India', branch: 'Battiprolu', challanNumber: 'SBI-0042117', paidOn: indent.createdAt.slice(0, 10) };
    const entered = await call(vendor, 'POST', `/vendor/indents/${id}/bank-challan`, challan);
    expect(entered.statusCode, entered.body).toBe(200);
    expect(entered.json().status).toBe('requested');
    expect((await call(vendor, 'POST', `/vendor/indents/${id}/bank-challan`, challan)).json().error.code).toBe('BANK_CHALLAN_PENDING');
    expect((await call(vendor, 'POST', `/vendor/indents/${id}/bank-challan`, { ...challan, paidOn: '2999-01-01' })).statusCode).toBe(400);
    // Nothing is issued on the vendor's word.
    expect((await call(depot, 'POST', `/depot/indents/${id}/issue`)).json().error.code).toBe('INDENT_WRONG_STATUS');

    const waiting = (await call(depot, 'GET', '/depot/bank-challans')).json().challans;
    const entry = waiting.find((row: { indentId: string }) => row.indentId === id);
    expect(entry).toMatchObject({ amountRupees: indent.payableRupees, bankReference: expect.stringContaining('SBI-0042117') });
    // Another office cannot see or verify it.
    const elsewhere = (await signInNewAccount(context, 'sro_of_amadalavalasa', 'SRO', '101')).token;
    expect((await call(elsewhere, 'GET', '/depot/bank-challans')).json().challans).toEqual([]);
    expect((await call(elsewhere, 'POST', `/depot/bank-challans/${entry.orderId}/decision`, { decision: 'verify' })).json().error.code).toBe('NOT_OWN_OFFICE');

    const rejected = await call(depot, 'POST', `/depot/bank-challans/${entry.orderId}/decision`, { decision: 'reject', remarks: 'Not in the bank scroll of that day' });
    expect(rejected.json().status).toBe('requested');
    const again = await call(vendor, 'POST', `/vendor/indents/${id}/bank-challan`, { ...challan, challanNumber: 'SBI-0042118' });
    expect(again.statusCode, again.body).toBe(200);
    const second = (await call(depot, 'GET', '/depot/bank-challans')).json().challans.find((row: { indentId: string }) => row.indentId === id);
    const verified = await call(depot, 'POST', `/depot/bank-challans/${second.orderId}/decision`, { decision: 'verify', remarks: 'Seen in the scroll' });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ status: 'paid', challan: { number: second.orderId, status: 'success' } });
    expect((await call(depot, 'POST', `/depot/bank-challans/${second.orderId}/decision`, { decision: 'verify' })).json().error.code).toBe('BANK_CHALLAN_DECIDED');
    expect(verified.json().events.map((event: { step: string; by: string }) => `${event.step}:${event.by}`)).toEqual(
      expect.arrayContaining(['bank-challan-entered:demo_vendor', 'bank-challan-rejected:demo_sro', 'bank-challan-verified:demo_sro', 'paid:bank']),
    );
    // The challan is paid: the gateway is not offered for it again.
    expect((await call(vendor, 'POST', `/vendor/indents/${id}/challan`)).json().error.code).toBe('INDENT_WRONG_STATUS');
  });
});
