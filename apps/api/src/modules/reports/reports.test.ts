import ExcelJS from 'exceljs';
import { and, between, count, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIGH_VALUE_RUPEES, LOGIN_TYPES, SFT_MAJOR_CODES, SFT_RUPEES, MUTATION_MAJOR_CODES, REPORTS, REPORT_IDS, STATE_JURISDICTION, reportQuerySchema, addDays, canOpenPage, financialYearStart, nextMonth, officesCovered, sameDayLastYear, toYearMonthDay, type DashboardTiles, type ReportResult } from '@igrs/domain';
import { applications, auditLog, issuedCertificates, mutationRequests, registerDayFigures, registerDocuments, registerParties, registerProperties, stampPapers, villages } from '../../db/schema.ts';
import { TEST_SECRETS } from '../../test/databases.ts';
import { saleDeedFixture } from '../../test/register-fixtures.ts';
import { registerDocument } from '../register/index.ts';
import { reportCsvStream, runReport } from './service.ts';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { pdfText } from '../../test/pdf-text.ts';

let context: TestContext;
const tokens: Record<string, string> = {};
const FROM = '1983-01-01';
const TO = toYearMonthDay(new Date());

beforeAll(async () => {
  context = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
  for (const login of ['demo_cig', 'demo_dr', 'demo_incometax', 'demo_vendor', 'demo_admin']) tokens[login] = (await signIn(context.app, login)).token;
});
afterAll(() => context.close());

const report = (login: string, id: string, query: Record<string, string | number> = {}) =>
  context.app.inject({ method: 'GET', url: `/igrsapi/v1/reports/${id}`, headers: { authorization: `Bearer ${tokens[login]}` }, query: { fromDate: FROM, toDate: TO, ...Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])) } });

async function registerFigures(offices?: string[]) {
  const [row] = await context.database.db
    .select({
      documents: count(),
      revenue: sum(sql`${registerDocuments.stampDutyRupees} + ${registerDocuments.transferDutyRupees} + ${registerDocuments.registrationFeeRupees} + ${registerDocuments.userChargesRupees} + ${registerDocuments.latePresentationFineRupees}`),
    })
    .from(registerDocuments)
    .where(and(between(registerDocuments.registeredOn, FROM, TO), offices ? inArray(registerDocuments.sroCode, offices) : undefined));
  return { documents: Number(row?.documents), revenue: Number(row?.revenue) };
}

describe('MIS reports over the register', () => {
  it('adds up to the register, state → district → office → documents', async () => {
    const state = (await report('demo_cig', 'revenueGeneral')).json<ReportResult>();
    const figures = await registerFigures();
    expect(figures.documents).toBeGreaterThan(100);
    expect(state.level).toBe('state');
    expect(state.total).toMatchObject({ documents: figures.documents, revenueRupees: figures.revenue });
    expect(state.columns.map((column) => column.key)).toEqual(['name', 'documents', 'stampDutyRupees', 'transferDutyRupees', 'registrationFeeRupees', 'userChargesRupees', 'revenueRupees']);

    const district = state.rows[0]!;
    const { districtCode } = district.drill as { districtCode: string };
    const offices = (await report('demo_cig', 'revenueGeneral', { districtCode })).json<ReportResult>();
    expect(offices.level).toBe('district');
    expect(offices.total?.documents).toBe(district.cells.documents);
    expect(offices.total?.revenueRupees).toBe(district.cells.revenueRupees);

    const office = offices.rows[0]!;
    const { sroCode } = office.drill as { sroCode: string };
    const documents = (await report('demo_cig', 'revenueGeneral', { sroCode })).json<ReportResult>();
    expect(documents.level).toBe('office');
    expect(documents.rowCount).toBe(office.cells.documents);
    expect(documents.rows[0]?.drill).toEqual({ document: expect.objectContaining({ sroCode }) });
  });

  it("keeps a District Registrar to the district's offices", async () => {
    const own = officesCovered({ level: 'district', code: '07' });
    const view = (await report('demo_dr', 'dashboard')).json<ReportResult>();
    expect(view.rows.map((row) => row.drill)).toEqual([{ districtCode: '07' }]);
    expect(view.total?.documents).toBe((await registerFigures(own)).documents);
    const outside = await report('demo_dr', 'dashboard', { sroCode: '101' });
    expect(outside.statusCode).toBe(403);
    expect(outside.json().error.code).toBe('OUTSIDE_JURISDICTION');
    expect((await report('demo_vendor', 'dashboard')).statusCode).toBe(403);
  });

  it('lists for income tax the documents below market value, and the top N by value', async () => {
    const below = (await report('demo_incometax', 'incomeTax50c')).json<ReportResult>();
    expect(below.rowCount).toBeGreaterThan(0);
    for (const row of below.rows) expect(Number(row.cells.considerationRupees)).toBeLessThan(Number(row.cells.marketValueRupees));
    const [expected] = await context.database.db
      .select({ count: count() })
      .from(registerDocuments)
      .where(and(between(registerDocuments.registeredOn, FROM, TO), sql`${registerDocuments.considerationRupees} < ${registerDocuments.marketValueRupees}`));
    expect(below.rowCount).toBe(expected?.count);

    const top = (await report('demo_cig', 'auditTopN', { topN: 5 })).json<ReportResult>();
    expect(top.rowCount).toBe(5);
    const values = top.rows.map((row) => Math.max(Number(row.cells.considerationRupees), Number(row.cells.marketValueRupees)));
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it('gives income tax the statement of financial transactions: each seller and buyer of each sale of ₹30 lakh or more, PAN masked', async () => {
    const statement = (await report('demo_incometax', 'incomeTaxSft')).json<ReportResult>();
    const [expected] = await context.database.db
      .select({ count: count() })
      .from(registerParties)
      .innerJoin(registerDocuments, eq(registerDocuments.id, registerParties.documentId))
      .where(
        and(
          between(registerDocuments.registeredOn, FROM, TO),
          inArray(registerDocuments.transactionMajorCode, [...SFT_MAJOR_CODES]),
          sql`greatest(${registerDocuments.considerationRupees}, ${registerDocuments.marketValueRupees}) >= ${SFT_RUPEES}`,
          inArray(registerParties.role, ['executant', 'claimant']),
        ),
      );
    expect(statement.rowCount).toBe(expected?.count);
    expect(statement.rowCount).toBeGreaterThan(0);
    // A page's sum is not the statement's: a list read a page at a time has no total row.
    expect(statement.total).toBeNull();
    for (const row of statement.rows) {
      expect(String(row.cells.role)).toMatch(/^(Seller|Buyer) \//);
      expect(Math.max(Number(row.cells.considerationRupees), Number(row.cells.marketValueRupees))).toBeGreaterThanOrEqual(SFT_RUPEES);
      // A PAN only masked; without one, Form 60.
      if (row.cells.pan === null) expect(row.cells.form60).toBe('Yes / అవును');
      else expect(row.cells.pan).toMatch(/^XXXXXX[0-9A-Z]{4}$/);
      expect(row.drill).toMatchObject({ document: { sroCode: expect.any(String) } });
    }
  });

  it('writes a long CSV export a page at a time, the same rows in the same order as read at once', async () => {
    const principal = { userId: 'state-officer', sessionId: 'session', loginId: 'demo_cig', loginType: 'CIG' as const, isMasterUser: false, jurisdiction: STATE_JURISDICTION };
    const query = reportQuerySchema.parse({ fromDate: FROM, toDate: TO });
    // The index of every document of the period: one row a document, in the register's order.
    const definition = REPORTS.subIndexMultiple;
    const whole = await runReport(context.database.db, definition, principal, query, 'en', new Date(), 'export');
    expect(whole.rowCount).toBeGreaterThan(150);
    const { csv } = await reportCsvStream(context.database.db, definition, principal, query, 'en', new Date(), 37);
    const pieces: string[] = [];
    for await (const piece of csv) pieces.push(String(piece));
    expect(pieces.length).toBeGreaterThan(whole.rowCount / 37);
    const lines = pieces.join('').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(1 + whole.rowCount);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(whole.rows.map((row) => String(row.cells[whole.columns[0]!.key])));
  });

  it('exports exactly the rows shown, headed in both languages', async () => {
    const shown = (await report('demo_cig', 'documentStatus')).json<ReportResult>();
    const csv = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/reports/documentStatus/export', headers: { authorization: `Bearer ${tokens.demo_cig}` }, query: { fromDate: FROM, toDate: TO } });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Name / పేరు,Documents / దస్తావేజులు,Cancelled / రద్దయినవి');
    expect(lines).toHaveLength(1 + shown.rowCount + 1);
    expect(lines[1]).toBe(`${shown.rows[0]!.cells.name},${shown.rows[0]!.cells.documents},${shown.rows[0]!.cells.cancelled}`);

    // The same rows as a workbook: headings in both languages, counts and amounts as numbers, the total in bold.
    const xlsx = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/reports/documentStatus/export', headers: { authorization: `Bearer ${tokens.demo_cig}` }, query: { fromDate: FROM, toDate: TO, format: 'xlsx' } });
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name / పేరు', 'Documents / దస్తావేజులు', 'Cancelled / రద్దయినవి']);
    expect(sheet.rowCount).toBe(1 + shown.rowCount + 1);
    expect(sheet.getRow(2).values).toEqual([undefined, shown.rows[0]!.cells.name, Number(shown.rows[0]!.cells.documents), Number(shown.rows[0]!.cells.cancelled)]);
    expect(sheet.getRow(sheet.rowCount).font?.bold).toBe(true);
  });

  it('answers every report of the catalogue for a login whose menu has it', async () => {
    for (const id of REPORT_IDS) {
      const loginType = LOGIN_TYPES.find((type) => canOpenPage({ loginId: 'x', loginType: type, isMasterUser: false, jurisdiction: STATE_JURISDICTION }, REPORTS[id].pageId));
      expect(loginType, id).toBeDefined();
    }
    const cig = { loginId: 'demo_cig', loginType: 'CIG', isMasterUser: false, jurisdiction: STATE_JURISDICTION } as const;
    for (const id of REPORT_IDS) {
      // The Commissioner's menu holds all but the administrator's eSign counts.
      const answer = await report(canOpenPage(cig, REPORTS[id].pageId) ? 'demo_cig' : 'demo_admin', id);
      expect(answer.statusCode, `${id}: ${answer.body}`).toBe(200);
    }
  });
});

describe('a document a report leads to', () => {
  it('opens by office, number and year within the jurisdiction only', async () => {
    const [inDistrict] = await context.database.db
      .select({ sroCode: registerDocuments.sroCode, documentNumber: registerDocuments.documentNumber, year: registerDocuments.registrationYear })
      .from(registerDocuments)
      .where(inArray(registerDocuments.sroCode, officesCovered({ level: 'district', code: '07' })))
      .limit(1);
    const [elsewhere] = await context.database.db
      .select({ sroCode: registerDocuments.sroCode, documentNumber: registerDocuments.documentNumber, year: registerDocuments.registrationYear })
      .from(registerDocuments)
      .where(sql`${registerDocuments.sroCode} not like '7%'`)
      .limit(1);
    const open = (login: string, reference: object) =>
      context.app.inject({ method: 'GET', url: '/igrsapi/v1/reports/auditDocumentDetails/document', headers: { authorization: `Bearer ${tokens[login]}` }, query: Object.fromEntries(Object.entries(reference).map(([key, value]) => [key, String(value)])) });
    const seen = await open('demo_dr', inDistrict!);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().citation).toBe(`${inDistrict!.documentNumber}/${inDistrict!.year}`);
    expect((await open('demo_dr', elsewhere!)).json().error.code).toBe('OUTSIDE_JURISDICTION');
    expect((await open('demo_cig', { ...inDistrict!, documentNumber: 9_999_999 })).json().error.code).toBe('DOCUMENT_NOT_FOUND');
    expect((await open('demo_incometax', inDistrict!)).statusCode).toBe(403);

    // A transfer shows where each schedule's mutation stands.
    const [sent] = await context.database.db
      .select({ requestNumber: mutationRequests.requestNumber, status: mutationRequests.status, sroCode: registerDocuments.sroCode, documentNumber: registerDocuments.documentNumber, year: registerDocuments.registrationYear })
      .from(mutationRequests)
      .innerJoin(registerDocuments, eq(registerDocuments.id, mutationRequests.documentId))
      .where(eq(mutationRequests.status, 'mutated'))
      .limit(1);
    const transfer = (await open('demo_cig', { sroCode: sent!.sroCode, documentNumber: sent!.documentNumber, year: sent!.year })).json();
    expect(transfer.mutations).toContainEqual(expect.objectContaining({ requestNumber: sent!.requestNumber, status: 'mutated', orderNumber: expect.any(String) }));
    const seenRequests = await context.database.db
      .select({ requestNumber: mutationRequests.requestNumber })
      .from(mutationRequests)
      .innerJoin(registerDocuments, eq(registerDocuments.id, mutationRequests.documentId))
      .where(and(eq(registerDocuments.sroCode, inDistrict!.sroCode), eq(registerDocuments.documentNumber, inDistrict!.documentNumber), eq(registerDocuments.registrationYear, inDistrict!.year)));
    expect(seen.json().mutations.map((mutation: { requestNumber: string }) => mutation.requestNumber)).toEqual(seenRequests.map((row) => row.requestNumber));
  });
});

describe('reports over the workflows', () => {
  it('puts the register\'s dues under their heads of account, adding up to the revenue', async () => {
    const heads = (await report('demo_cig', 'challanHoaDuties')).json<ReportResult>();
    expect(heads.rows.map((row) => String(row.cells.key).slice(0, 11))).toEqual(['0030-02-103', '8443-00-108', '0030-03-104', '0030-03-800', '0030-03-501']);
    expect(heads.total?.amountRupees).toBe((await registerFigures()).revenue);
  });

  it('shows the depot\'s stamp stock and each vendor\'s position within the jurisdiction', async () => {
    const depots = (await report('demo_dr', 'stockholdingMis')).json<ReportResult>();
    const [battiprolu] = depots.rows;
    expect(battiprolu?.cells.key).toBe('BATTIPROLU / భట్టిప్రోలు');
    const [papers] = await context.database.db.select({ count: count() }).from(stampPapers).where(eq(stampPapers.depotSroCode, '701'));
    const counted = ['atDepot', 'withVendors', 'sold', 'spoilt', 'used', 'returned'].reduce((sum, key) => sum + Number(battiprolu?.cells[key]), 0);
    expect(counted).toBe(papers?.count);
    // At the end of a day before any paper left the depot, every paper is at the depot.
    const before = (await report('demo_dr', 'stockholdingMis', { fromDate: '2020-01-01', toDate: '2020-01-31' })).json<ReportResult>();
    expect(before.rows[0]?.cells).toMatchObject({ atDepot: papers?.count, withVendors: 0, sold: 0 });
    // Twelve papers to one buyer: the largest sale of the period, and the vendor is left short of stock.
    const vendorToken = (await signIn(context.app, 'demo_vendor')).token;
    const sale = await context.app.inject({
      method: 'POST',
      url: '/igrsapi/v1/vendor/sales',
      headers: { authorization: `Bearer ${vendorToken}` },
      payload: { kind: 'non-judicial', denomination: 100, quantity: 12, purchaserName: 'Bulk Buyer', relationType: 'S/O', relationName: 'Bulk Father', address: 'Door 9-9, Market Road, Tenali', purpose: 'Agreements' },
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const vendors = (await report('demo_dr', 'incorporateStock')).json<ReportResult>();
    expect(vendors.rows[0]?.cells).toMatchObject({ depot: '701', inForce: 'Yes / అవును', largestSale: 12, lowStock: 'Yes / అవును', salesAfterLicence: 0 });
    expect((await report('demo_cig', 'stockholdingMis', { sroCode: '101' })).json<ReportResult>().rows).toEqual([]);
  });

  it("finds the index by a party's name or a survey number", async () => {
    const [party] = await context.database.db.select({ name: registerParties.nameEn }).from(registerParties).limit(1);
    const word = party!.name.split(' ')[0]!;
    const found = (await report('demo_cig', 'indexByCriteria', { partyName: word })).json<ReportResult>();
    expect(found.rowCount).toBeGreaterThan(0);
    const tooShort = await report('demo_cig', 'indexByCriteria', { partyName: 'ab' });
    expect(tooShort.statusCode).toBe(400);
  });

  it('keeps the CRDA reports to the capital region\'s offices', async () => {
    const state = (await report('demo_cig', 'crdaGeneral')).json<ReportResult>();
    expect(state.rows.map((row) => row.drill)).toEqual([{ districtCode: '07' }]);
    const offices = (await report('demo_dr', 'crdaRevenue', { districtCode: '07' })).json<ReportResult>();
    expect(offices.rows.map((row) => (row.drill as { sroCode: string }).sroCode).every((code) => ['708', '714', '735'].includes(code))).toBe(true);
    expect(offices.total?.documents).toBe((await registerFigures(['708', '714', '735'])).documents);
  });

  it('reports the fees the concessions gave up, by the rule that gave them', async () => {
    // Both concessional rows are in force from 2014 on.
    const foregone = (await report('demo_cig', 'feesForegone', { fromDate: '2014-01-01' })).json<ReportResult>();
    const families = await context.database.db
      .select({ count: count() })
      .from(registerDocuments)
      .where(and(between(registerDocuments.registeredOn, '2014-01-01', TO), inArray(sql`${registerDocuments.transactionMajorCode} || ${registerDocuments.transactionMinorCode}`, ['0302', '0402'])));
    expect(foregone.total?.documents).toBe(families[0]?.count);
    for (const row of foregone.rows) expect(Number(row.cells.foregoneRupees)).toBeGreaterThan(0);
  });

  it('counts the documents with a non-resident or overseas party', async () => {
    const db = context.database.db;
    const [party] = await db.select({ id: registerParties.id, documentId: registerParties.documentId }).from(registerParties).limit(1);
    await db.update(registerParties).set({ residence: 'nri' }).where(eq(registerParties.id, party!.id));
    const nri = (await report('demo_cig', 'nri')).json<ReportResult>();
    expect(nri.total?.documents).toBe(1);
    expect((await report('demo_cig', 'oci')).json<ReportResult>().total?.documents).toBe(0);
  });

  it('counts as anywhere registrations the documents registered at an office other than the one over a village of theirs', async () => {
    const d = registerDocuments;
    const [elsewhere] = await context.database.db
      .select({ documents: sql<number>`count(*)::int` })
      .from(d)
      .where(and(between(d.registeredOn, FROM, TO), sql`exists (select 1 from ${registerProperties} join ${villages} on ${villages.code} = ${registerProperties.villageCode} where ${registerProperties.documentId} = ${d.id} and ${villages.sroCode} <> ${d.sroCode})`));
    expect(elsewhere!.documents).toBeGreaterThan(0);
    const anywhere = (await report('demo_cig', 'anywhere')).json<ReportResult>();
    expect(anywhere.total?.documents).toBe(elsewhere!.documents);
    expect(anywhere.rows.reduce((sum, row) => sum + Number(row.cells.documents), 0)).toBe(elsewhere!.documents);
  });

  it('counts the documents issued under the portal\'s signature, by kind and day', async () => {
    const signed = (kind: string, code: string, summary: Record<string, unknown>) => ({ code, kind, language: 'en', summary, pdfSha256: '0'.repeat(64), issuedToLoginId: null });
    await context.database.db.insert(issuedCertificates).values([
      signed('ec', 'ESIGN-EC-0001', { criteria: { sroCode: '701' } }),
      signed('registration-certificate', 'ESIGN-RC-0001', { sroCode: '701', registrationNumber: 'HMR/07/2026/000001' }),
      signed('registration-certificate', 'ESIGN-RC-0002', { sroCode: '702', registrationNumber: 'FIRM/07/2026/000001' }),
      signed('acknowledgement', 'ESIGN-AK-0001', { applicationId: 'APP-2026-000001' }),
    ]);
    const result = (await report('demo_admin', 'eSignCounts', { fromDate: TO })).json<ReportResult>();
    expect(result.rows.map((row) => row.cells.key)).toEqual([TO]);
    expect(result.total).toMatchObject({ ec: 1, registrationCertificates: 2, acknowledgements: 1, endorsements: 0, certifiedCopies: 0 });
  });
});

describe("the register's own checks and the dashboard's drill-downs", () => {
  it('shows a number skipped in an office\'s series of the year, and none where the series runs unbroken', async () => {
    const [last] = await context.database.db
      .select({ id: registerDocuments.id, sroCode: registerDocuments.sroCode, year: registerDocuments.registrationYear, number: registerDocuments.documentNumber })
      .from(registerDocuments)
      .where(eq(registerDocuments.sroCode, '701'))
      .orderBy(sql`${registerDocuments.registrationYear} desc`, sql`${registerDocuments.documentNumber} desc`)
      .limit(1);
    const gapsAt = async () => (await report('demo_dr', 'jumpingNumbers', { sroCode: '701' })).json<ReportResult>().rows.filter((row) => row.cells.year === last!.year);
    expect(await gapsAt()).toEqual([]);
    await context.database.db.update(registerDocuments).set({ documentNumber: last!.number + 3 }).where(eq(registerDocuments.id, last!.id));
    try {
      expect((await gapsAt()).map((row) => row.cells)).toEqual([expect.objectContaining({ after: last!.number - 1, before: last!.number + 3, missing: 3 })]);
    } finally {
      await context.database.db.update(registerDocuments).set({ documentNumber: last!.number }).where(eq(registerDocuments.id, last!.id));
    }
  });

  it('counts the documents whose scanned image is missing, and lists them', async () => {
    const [some] = await context.database.db.select({ id: registerDocuments.id }).from(registerDocuments).where(between(registerDocuments.registeredOn, FROM, TO)).limit(1);
    await context.database.db.update(registerDocuments).set({ hasScannedImage: false }).where(eq(registerDocuments.id, some!.id));
    const [missing] = await context.database.db.select({ count: count() }).from(registerDocuments).where(and(eq(registerDocuments.hasScannedImage, false), between(registerDocuments.registeredOn, FROM, TO)));
    const loaded = (await report('demo_cig', 'loadedDocuments')).json<ReportResult>();
    expect(loaded.total).toMatchObject({ missingImages: missing!.count, documents: (await registerFigures()).documents });
    expect(Number(loaded.total!.scanned) + Number(loaded.total!.missingImages)).toBe(loaded.total!.documents);
    expect((await report('demo_cig', 'missingImages')).json<ReportResult>().rowCount).toBe(missing!.count);
  });

  it('splits what was registered the day it was presented from the rest, and online applications from the counter', async () => {
    const service = (await report('demo_cig', 'serviceLevel')).json<ReportResult>();
    expect(Number(service.total!.sameDay) + Number(service.total!.laterDays)).toBe((await registerFigures()).documents);
    const online = (await report('demo_cig', 'onlineRegistrations')).json<ReportResult>();
    expect(Number(online.total!.online) + Number(online.total!.atCounter)).toBe(online.total!.documents);
  });

  it('counts the mutation requests by office as the requests themselves stand, within the jurisdiction, and lists them', async () => {
    const requests = async (kind: string, offices?: string[]) =>
      context.database.db
        .select({ status: mutationRequests.status })
        .from(mutationRequests)
        .where(and(eq(mutationRequests.kind, kind), sql`(${mutationRequests.sentAt} at time zone 'Asia/Kolkata')::date between ${FROM}::date and ${TO}::date`, offices ? inArray(mutationRequests.sroCode, offices) : undefined));
    for (const [reportId, listId, kind] of [['ruralMutation', 'ruralMutationSchedule', 'rural'], ['urbanMutation', 'urbanMutationSchedule', 'urban']] as const) {
      const all = await requests(kind);
      expect(all.length, kind).toBeGreaterThan(0);
      const state = (await report('demo_cig', reportId)).json<ReportResult>();
      expect(state.total).toMatchObject({
        sent: all.length,
        mutated: all.filter((request) => request.status === 'mutated').length,
        rejected: all.filter((request) => request.status === 'rejected').length,
        pending: all.filter((request) => request.status === 'sent').length,
        withdrawn: all.filter((request) => request.status === 'withdrawn').length,
      });
      expect(['mutated', 'rejected', 'pending', 'withdrawn'].reduce((sum, column) => sum + Number(state.total![column]), 0)).toBe(all.length);
      expect(Number(state.total!.decidedInTime) + Number(state.total!.decidedLate)).toBe(Number(state.total!.mutated) + Number(state.total!.rejected));
      // A District Registrar sees the district's offices only.
      const district = officesCovered({ level: 'district', code: '07' });
      const districtReport = (await report('demo_dr', reportId)).json<ReportResult>();
      expect(districtReport.total!.sent).toBe((await requests(kind, district)).length);
      const list = (await report('demo_cig', listId)).json<ReportResult>();
      expect(list.rowCount).toBe(all.length);
      // Read a page at a time in the database, newest first, the pages following on.
      const newest = await context.database.db
        .select({ requestNumber: mutationRequests.requestNumber })
        .from(mutationRequests)
        .where(and(eq(mutationRequests.kind, kind), sql`(${mutationRequests.sentAt} at time zone 'Asia/Kolkata')::date between ${FROM}::date and ${TO}::date`))
        .orderBy(desc(mutationRequests.sentAt), desc(mutationRequests.id))
        .limit(2 * list.pageSize);
      const second = (await report('demo_cig', listId, { page: 2 })).json<ReportResult>();
      expect([...list.rows, ...second.rows].map((row) => row.cells.requestNumber)).toEqual(newest.map((row) => row.requestNumber));
      expect(list.rows[0]!.cells).toMatchObject({ requestNumber: expect.stringMatching(/^MR-/), status: expect.stringMatching(/Mutated|Rejected|Sent/) });
      // Each request opens its document.
      const [, sroCode, documentNumber, year] = String(list.rows[0]!.cells.requestNumber).split('-');
      expect(list.rows[0]!.drill).toEqual({ document: { sroCode, documentNumber: Number(documentNumber), year: Number(year) } });
      // The list keeps to a survey or door number when one is asked.
      const [place] = await context.database.db
        .select({ surveyNumber: registerProperties.surveyNumber, doorNumber: registerProperties.doorNumber })
        .from(mutationRequests)
        .innerJoin(registerProperties, and(eq(registerProperties.documentId, mutationRequests.documentId), eq(registerProperties.scheduleNumber, mutationRequests.scheduleNumber)))
        .where(eq(mutationRequests.kind, kind))
        .limit(1);
      const asked = place!.surveyNumber || place!.doorNumber;
      const narrowed = (await report('demo_cig', listId, { surveyNumber: asked })).json<ReportResult>();
      expect(narrowed.rowCount).toBeGreaterThan(0);
      expect(narrowed.rowCount).toBeLessThan(list.rowCount);
      expect(narrowed.rows.every((row) => String(row.cells.property).toUpperCase().split(' ').includes(asked.toUpperCase()))).toBe(true);
    }
    const webland = (await report('demo_cig', 'webland')).json<ReportResult>();
    expect(webland.total!.sent).toBe((await requests('rural')).length);
  });

  it('opens the dashboard\'s drill-downs to those whose menu has the dashboard, and to no one else', async () => {
    for (const id of ['totalRegistration', 'revenueDrilldown', 'highValueDrilldown', 'autoMutationDrilldown', 'prohibitedDrilldown', 'dashboardFile']) {
      expect((await report('demo_cig', id)).statusCode, id).toBe(200);
      expect((await report('demo_incometax', id)).statusCode, id).toBe(403);
    }
    const highValue = (await report('demo_cig', 'highValueDrilldown')).json<ReportResult>();
    const dashboard = (await report('demo_cig', 'dashboardFile')).json<ReportResult>();
    expect(highValue.total!.documents).toBe(dashboard.total!.highValue);
  });

  it('finds the same property sold twice in the period', async () => {
    const [village] = await context.database.db.select({ code: villages.code, sroCode: villages.sroCode }).from(villages).where(eq(villages.kind, 'rural')).limit(1);
    const encryptionKey = Buffer.from(TEST_SECRETS.DATA_ENCRYPTION_KEY, 'base64');
    const twice = [0, 1].map(() => saleDeedFixture({ code: village!.code, sroCode: village!.sroCode }, { registeredOn: TO, surveyNumber: '977/4B' }));
    const citations = [];
    for (const deed of twice) citations.push(await registerDocument(context.database.db, encryptionKey, deed));
    const found = (await report('demo_cig', 'duplicateEntries', { sroCode: village!.sroCode })).json<ReportResult>().rows.find((row) => row.cells.surveyNumber === '977/4B');
    expect(found?.cells).toMatchObject({ documents: 2 });
    for (const citation of citations) expect(String(found?.cells.citations)).toContain(`${village!.sroCode}-${citation.documentNumber}/${citation.year}`);
  });

  it("puts on the dashboard's tiles the register's figures for the year to date against last year's, and how things stand now", async () => {
    const answer = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/reports/dashboard/tiles', headers: { authorization: `Bearer ${tokens.demo_cig}` } });
    expect(answer.statusCode, answer.body).toBe(200);
    const tiles = answer.json<DashboardTiles>();
    const tile = (id: string) => tiles.tiles.find((entry) => entry.id === id)!;
    const yearStart = financialYearStart(TO);
    const documentsBetween = async (from: string, to: string) => {
      const [row] = await context.database.db.select({ count: count() }).from(registerDocuments).where(between(registerDocuments.registeredOn, from, to));
      return row!.count;
    };
    expect(tiles.asOf).toBe(TO);
    expect(tile('documents').periods).toEqual({
      today: { value: await documentsBetween(TO, TO), lastYear: await documentsBetween(sameDayLastYear(TO), sameDayLastYear(TO)) },
      month: { value: await documentsBetween(`${TO.slice(0, 8)}01`, TO), lastYear: await documentsBetween(sameDayLastYear(`${TO.slice(0, 8)}01`), sameDayLastYear(TO)) },
      financialYear: { value: await documentsBetween(yearStart, TO), lastYear: await documentsBetween(sameDayLastYear(yearStart), sameDayLastYear(TO)) },
    });
    const yearReport = (await report('demo_cig', 'revenueDrilldown', { fromDate: yearStart, toDate: TO })).json<ReportResult>();
    expect(tile('revenue').periods!.financialYear.value).toBe(yearReport.total!.revenueRupees);
    const [pending] = await context.database.db.select({ count: count() }).from(applications).where(inArray(applications.status, ['submitted', 'paid', 'slot-booked', 'checked', 'sent-back']));
    expect(tile('applicationsPending').now).toBe(pending!.count);
    expect((await context.app.inject({ method: 'GET', url: '/igrsapi/v1/reports/dashboard/tiles', headers: { authorization: `Bearer ${tokens.demo_incometax}` } })).statusCode).toBe(403);
  });

  it("keeps the tiles' figures by office and day equal to a count of the register itself, documents registered today included", async () => {
    const db = context.database.db;
    const d = registerDocuments;
    const kept = await db
      .select({ sroCode: registerDayFigures.sroCode, day: registerDayFigures.day, documents: registerDayFigures.documents, revenue: registerDayFigures.revenueRupees, highValue: registerDayFigures.highValue, autoMutations: registerDayFigures.autoMutations })
      .from(registerDayFigures)
      .orderBy(registerDayFigures.sroCode, registerDayFigures.day);
    const counted = await db
      .select({
        sroCode: d.sroCode,
        day: d.registeredOn,
        documents: sql<number>`count(*)::int`,
        revenue: sql<number>`sum(${d.stampDutyRupees} + ${d.transferDutyRupees} + ${d.registrationFeeRupees} + ${d.userChargesRupees} + ${d.latePresentationFineRupees})::float8`,
        highValue: sql<number>`(count(*) filter (where greatest(${d.considerationRupees}, ${d.marketValueRupees}) > ${HIGH_VALUE_RUPEES}))::int`,
        autoMutations: sql<number>`(count(*) filter (where ${inArray(d.transactionMajorCode, [...MUTATION_MAJOR_CODES])} and exists (select 1 from ${registerProperties} where ${registerProperties.documentId} = ${d.id} and ${inArray(registerProperties.kind, ['rural', 'urban', 'flat'])})))::int`,
      })
      .from(d)
      .groupBy(d.sroCode, d.registeredOn)
      .orderBy(d.sroCode, d.registeredOn);
    expect(kept.map((row) => ({ ...row, revenue: Number(row.revenue) }))).toEqual(counted.map((row) => ({ ...row, revenue: Number(row.revenue) })));
    expect(counted.some((row) => row.day === TO)).toBe(true);
    expect(counted.reduce((sum, row) => sum + row.autoMutations, 0)).toBeGreaterThan(0);
  });
});

describe("the Commissioner's revenue targets", () => {
  const put = (login: string, body: object) => context.app.inject({ method: 'PUT', url: '/igrsapi/v1/reports/revenueTarget/targets', headers: { authorization: `Bearer ${tokens[login]}`, 'accept-language': 'te' }, payload: body });

  it("are set by the Commissioner's office, month by month with a reason, and read against the revenue achieved", async () => {
    const month = TO.slice(0, 7);
    const first = await put('demo_cig', { sroCode: '701', month, targetRupees: 50_00_000, reason: 'Target for the month as allotted' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ sroCode: '701', month, targetRupees: 50_00_000, setBy: 'demo_cig' });
    const revised = await put('demo_admin', { sroCode: '701', month, targetRupees: 40_00_000, reason: 'Revised after the market value revision' });
    expect(revised.json()).toMatchObject({ targetRupees: 40_00_000, setBy: 'demo_admin' });
    const audit = await context.database.db.select().from(auditLog).where(eq(auditLog.event, 'revenue-target.set'));
    expect(audit.map((row) => row.details)).toEqual(expect.arrayContaining([expect.objectContaining({ sroCode: '701', month, targetRupees: 40_00_000, previousRupees: 50_00_000 })]));

    // A District Registrar reads them, and may not set one; an office that does not exist is no office.
    const refused = await put('demo_dr', { sroCode: '701', month, targetRupees: 1, reason: 'Trying to lower it' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'TARGETS_SET_BY_COMMISSIONER', message: expect.stringMatching(/[\u0C00-\u0C7F]/) });
    const noOffice = await put('demo_cig', { sroCode: 'X01', month, targetRupees: 1, reason: 'No such office' });
    expect(noOffice.json().error?.details?.[0]?.field, noOffice.body).toBe('body.sroCode');
    expect((await put('demo_cig', { sroCode: '701', month: '2026-13', targetRupees: -1, reason: '' })).json().error.details.map((detail: { field: string }) => detail.field).sort()).toEqual(['body.month', 'body.reason', 'body.targetRupees']);

    const from = `${month}-01`;
    const answer = (await report('demo_dr', 'revenueTarget', { fromDate: from, toDate: TO, sroCode: '701' })).json<ReportResult>();
    expect(answer.rows).toHaveLength(1);
    const row = answer.rows[0]!;
    const [achieved] = await context.database.db
      .select({ revenue: sum(sql`${registerDocuments.stampDutyRupees} + ${registerDocuments.transferDutyRupees} + ${registerDocuments.registrationFeeRupees} + ${registerDocuments.userChargesRupees} + ${registerDocuments.latePresentationFineRupees}`) })
      .from(registerDocuments)
      .where(and(eq(registerDocuments.sroCode, '701'), between(registerDocuments.registeredOn, from, TO)));
    expect(row.cells).toMatchObject({ targetRupees: 40_00_000, achievedRupees: Number(achieved!.revenue ?? 0), achievedPercent: Math.round((Number(achieved!.revenue ?? 0) / 40_00_000) * 1000) / 10 });
    expect(answer.total?.achievedPercent).toBe(row.cells.achievedPercent);
  });

  it('sets each month of the trend beside the same month last year, both progressive since April, against the target', async () => {
    const yearStart = financialYearStart(TO);
    const trend = (await report('demo_cig', 'revenueTrend', { fromDate: yearStart, toDate: TO })).json<ReportResult>();
    const revenueBetween = async (from: string, to: string) => {
      const [row] = await context.database.db
        .select({ revenue: sum(sql`${registerDocuments.stampDutyRupees} + ${registerDocuments.transferDutyRupees} + ${registerDocuments.registrationFeeRupees} + ${registerDocuments.userChargesRupees} + ${registerDocuments.latePresentationFineRupees}`) })
        .from(registerDocuments)
        .where(between(registerDocuments.registeredOn, from, to));
      return Number(row!.revenue ?? 0);
    };
    expect(trend.rows[0]!.cells.key).toBe(yearStart.slice(0, 7));
    const last = trend.rows.at(-1)!.cells;
    expect(last.key).toBe(TO.slice(0, 7));
    expect(last.progressiveRupees).toBe(await revenueBetween(yearStart, TO));
    const endOfMonth = (month: string) => addDays(`${nextMonth(month)}-01`, -1);
    // A month in progress is set beside the same days of last year, not the whole month.
    expect(last.lastYearProgressiveRupees).toBe(await revenueBetween(sameDayLastYear(yearStart), sameDayLastYear(TO)));
    expect(last.lastYearRupees).toBe(await revenueBetween(sameDayLastYear(`${TO.slice(0, 8)}01`), sameDayLastYear(TO)));
    const april = trend.rows[0]!.cells;
    expect(april.lastYearRupees).toBe(await revenueBetween(sameDayLastYear(yearStart), sameDayLastYear(TO.slice(0, 7) === yearStart.slice(0, 7) ? TO : endOfMonth(yearStart.slice(0, 7)))));
    // A period starting mid-month counts its first month from that day.
    const midMonth = addDays(yearStart, 9);
    const fromMid = (await report('demo_cig', 'revenueTrend', { fromDate: midMonth, toDate: TO })).json<ReportResult>();
    expect(fromMid.total?.revenueRupees).toBe(await revenueBetween(midMonth, TO));
    expect(april.growthPercent).toBe(Number(april.lastYearRupees) === 0 ? null : Math.round(((Number(april.revenueRupees) - Number(april.lastYearRupees)) / Number(april.lastYearRupees)) * 1000) / 10);
    expect(trend.total?.revenueRupees).toBe(await revenueBetween(yearStart, TO));
    expect(trend.total?.progressiveRupees).toBeUndefined();
    expect(trend.chart?.values).toEqual(['revenueRupees', 'lastYearRupees']);
  });

  it('exports the rows shown as a PDF in the reader\'s language, under a code that verifies it', async () => {
    const shown = (await report('demo_cig', 'documentStatus')).json<ReportResult>();
    const pdf = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/reports/documentStatus/export', headers: { authorization: `Bearer ${tokens.demo_cig}`, 'accept-language': 'en' }, query: { fromDate: FROM, toDate: TO, format: 'pdf' } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Document Status');
    expect(text).toContain(String(shown.rows[0]!.cells.name).split(' / ')[0]);
    const code = /([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(text)![1];
    const verified = await context.app.inject({ method: 'GET', url: `/igrsapi/v1/certificates/${code}` });
    expect(verified.json()).toMatchObject({ status: 'genuine', kind: 'mis-report', summary: { reportId: 'documentStatus', rows: shown.rowCount } });
  });

  it('orders every row by the column asked, across pages, on the server', async () => {
    const offices = (await report('demo_dr', 'revenueGeneral', { districtCode: '07', sort: 'documents', order: 'desc' })).json<ReportResult>();
    expect(offices.sort).toEqual({ key: 'documents', order: 'desc' });
    const counts = offices.rows.map((row) => Number(row.cells.documents));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const first = (await report('demo_cig', 'subIndexMultiple', { sort: 'considerationRupees', order: 'asc' })).json<ReportResult>();
    const second = (await report('demo_cig', 'subIndexMultiple', { sort: 'considerationRupees', order: 'asc', page: 2 })).json<ReportResult>();
    expect(first.rowCount).toBeGreaterThan(first.pageSize);
    const values = first.rows.map((row) => Number(row.cells.considerationRupees));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(Number(second.rows[0]!.cells.considerationRupees)).toBeGreaterThanOrEqual(values.at(-1)!);
    // A column the report does not have leaves its own order.
    expect((await report('demo_dr', 'revenueGeneral', { districtCode: '07', sort: 'nothing' })).json<ReportResult>().sort).toBeNull();
  });
});
