import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decideDistrictAction,
  decideGrievanceAction,
  decideRegistrar,
  decideTargetSetting,
  DEMO_OFFICE,
  LOGIN_TYPES,
  STATE_JURISDICTION,
  decideAccess,
  decideApproval,
  decideOfficeAction,
  decideOfficesCovered,
  decideOfficesDecision,
  decideRequestStep,
  demoLoginIds,
  jurisdictionLevelOf,
  mayAssignJurisdiction,
  requestQueueScope,
  toYearMonthDay,
  type ErrorCode,
  type Jurisdiction,
  type JurisdictionLevel,
  type LoginType,
  type Principal,
} from '@igrs/domain';
import { users, villages } from '../db/schema.ts';
import { insertLandRateVersion } from '../modules/market-value/index.ts';
import { TEST_CAPTCHA_ANSWER, createTestContext, signIn, signInCitizen, signInNewAccount, type TestContext } from '../test/harness.ts';
import { presentedSaleDeed } from '../test/register-fixtures.ts';
import { paidEntry } from '../test/registries.ts';

/**
 * The permission matrix's jurisdiction axis: every office-bound action, as
 * each login type sitting at the office's own place (its office, district or
 * zone) and at another place of the same level. What each caller should get
 * comes from the same shared decisions the server makes.
 */

const OWN_PLACE: Record<Exclude<JurisdictionLevel, 'state'>, string> = { office: DEMO_OFFICE, district: '07', zone: 'GNT' };
const OTHER_PLACE: Record<Exclude<JurisdictionLevel, 'state'>, string> = { office: '101', district: '01', zone: 'VSP' };

interface Caller {
  principal: Principal;
  token: string;
  /** `own` sits over the office the records belong to; `other` does not; `state` covers everything. */
  place: 'own' | 'other' | 'state';
}

interface Fixtures {
  requestId: number;
  pendingVersionId: number;
  pendingSroCodes: string[];
  deed: object;
  /** A citizen's application to the office, its vendor's renewal request and a bank challan for its depot. */
  applicationId: string;
  licenceRequestId: string;
  bankChallanOrderId: string;
  /** A Hindu marriage made to the office and a firm made in its district, both paid and with their registrars. */
  marriageEntryId: string;
  firmEntryId: string;
  /** A registered firm of the district with a change in its partners filed. */
  firmFiling: { entryId: string; filingId: number };
  /** A grievance about the office filed online today, still with the office. */
  grievanceId: string;
  /** The licence of the vendor the office's depot supplies. */
  licenceNumber: string;
  /** An indent on the office's depot, its challan paid through the sandbox gateway. */
  paidIndentId: string;
  /** A village under the office. */
  villageCode: string;
  /** The document registered at the office for the matrix. */
  registered: { documentNumber: number; year: number };
}

interface OfficeBoundAction {
  label: string;
  method: 'GET' | 'POST' | 'PUT';
  route: string;
  url: (fixtures: Fixtures) => string;
  payload?: (fixtures: Fixtures, caller: Caller, index: number) => object;
  /** The shared decision the server should have made for this caller. */
  refusal: (principal: Principal, fixtures: Fixtures) => ErrorCode | undefined;
}

const ACTIONS: OfficeBoundAction[] = [
  {
    label: "propose a correction of the index of the office's document",
    method: 'POST',
    route: '/igrsapi/v1/register/index-corrections',
    url: () => '/igrsapi/v1/register/index-corrections',
    // The first caller allowed proposes; the next find that proposal waiting (409), which is no refusal of place.
    payload: (fixtures, _caller, index) => ({
      sroCode: DEMO_OFFICE,
      ...fixtures.registered,
      partyPosition: 0,
      name: { en: `Matrix Corrected Name ${index}`, te: `మాట్రిక్స్ సవరణ పేరు ${index}` },
      relationName: { en: 'Matrix Relation', te: 'మాట్రిక్స్ బంధువు' },
      address: { en: 'Matrix Street, Guntur', te: 'మాట్రిక్స్ వీధి, గుంటూరు' },
      reason: 'Proposed in the permission matrix to prove who may propose it.',
    }),
    refusal: (principal) => decideOfficesCovered(principal, [DEMO_OFFICE]),
  },
  {
    label: "register a document at the office",
    method: 'POST',
    route: '/igrsapi/v1/register/documents',
    url: () => '/igrsapi/v1/register/documents',
    payload: (fixtures) => fixtures.deed,
    refusal: (principal) => decideOfficeAction(principal, 'act', DEMO_OFFICE),
  },
  {
    label: "take a certified copy request for the office's document",
    method: 'POST',
    route: '/igrsapi/v1/certified-copies',
    url: () => '/igrsapi/v1/certified-copies',
    payload: () => ({ sroCode: DEMO_OFFICE, bookNumber: 1, documentNumber: 999_999, year: 2020, applicantName: 'Matrix Applicant', purpose: 'other', copies: 1 }),
    refusal: (principal) => decideRequestStep(principal, 'request', { sroCode: DEMO_OFFICE, requestedBy: principal.loginId }),
  },
  {
    label: "read the office's certified copy queue",
    method: 'GET',
    route: '/igrsapi/v1/certified-copies',
    url: () => `/igrsapi/v1/certified-copies?sroCode=${DEMO_OFFICE}`,
    refusal: (principal) => (requestQueueScope(principal) === 'own-requests' ? undefined : decideOfficeAction(principal, 'read', DEMO_OFFICE)),
  },
  {
    label: "read a certified copy request the office's Sub-Registrar took",
    method: 'GET',
    route: '/igrsapi/v1/certified-copies/:id',
    url: (fixtures) => `/igrsapi/v1/certified-copies/${fixtures.requestId}`,
    refusal: (principal) => decideRequestStep(principal, 'read', { sroCode: DEMO_OFFICE, requestedBy: 'demo_sro' }),
  },
  {
    label: 'record the fee of that request',
    method: 'POST',
    route: '/igrsapi/v1/certified-copies/:id/payment',
    url: (fixtures) => `/igrsapi/v1/certified-copies/${fixtures.requestId}/payment`,
    payload: () => ({ mode: 'cash' }),
    refusal: (principal) => decideRequestStep(principal, 'act', { sroCode: DEMO_OFFICE, requestedBy: 'demo_sro' }),
  },
  {
    label: "approve rates the district's District Registrar uploaded",
    method: 'POST',
    route: '/igrsapi/v1/market-value/uploads/:id/decision',
    url: (fixtures) => `/igrsapi/v1/market-value/uploads/${fixtures.pendingVersionId}/decision`,
    payload: () => ({ decision: 'approve' }),
    refusal: (principal, fixtures) =>
      decideApproval(principal, { loginId: 'demo_dr', jurisdiction: { level: 'district', code: OWN_PLACE.district } }) ?? decideOfficesCovered(principal, fixtures.pendingSroCodes),
  },
  {
    label: "open the check slip of a citizen's application to the office",
    method: 'GET',
    route: '/igrsapi/v1/office/applications/:applicationId',
    url: (fixtures) => `/igrsapi/v1/office/applications/${fixtures.applicationId}`,
    refusal: (principal) => decideOfficeAction(principal, 'act', DEMO_OFFICE),
  },
  {
    label: "decide the licence renewal of a vendor of the office's depot",
    method: 'POST',
    route: '/igrsapi/v1/licence-requests/:requestId/decision',
    url: (fixtures) => `/igrsapi/v1/licence-requests/${fixtures.licenceRequestId}/decision`,
    payload: () => ({ decision: 'reject', remarks: 'Refused in the permission matrix' }),
    refusal: (principal) => decideOfficesDecision(principal, [DEMO_OFFICE]),
  },
  {
    label: "verify a bank challan for an indent on the office's depot",
    method: 'POST',
    route: '/igrsapi/v1/depot/bank-challans/:orderId/decision',
    url: (fixtures) => `/igrsapi/v1/depot/bank-challans/${fixtures.bankChallanOrderId}/decision`,
    payload: () => ({ decision: 'reject', remarks: 'Refused in the permission matrix' }),
    refusal: (principal) => decideOfficeAction(principal, 'act', DEMO_OFFICE),
  },
  {
    label: 'return a Hindu marriage made to the office',
    method: 'POST',
    route: '/igrsapi/v1/registries/office/hindu-marriage/:entryId/decision',
    url: (fixtures) => `/igrsapi/v1/registries/office/hindu-marriage/${fixtures.marriageEntryId}/decision`,
    payload: () => ({ decision: 'return', remarks: 'Returned in the permission matrix' }),
    refusal: (principal) => decideRegistrar(principal, 'hindu-marriage', DEMO_OFFICE),
  },
  {
    label: "return a firm registered in the office's district",
    method: 'POST',
    route: '/igrsapi/v1/registries/office/firm/:entryId/decision',
    url: (fixtures) => `/igrsapi/v1/registries/office/firm/${fixtures.firmEntryId}/decision`,
    payload: () => ({ decision: 'return', remarks: 'Returned in the permission matrix' }),
    refusal: (principal) => decideRegistrar(principal, 'firm', DEMO_OFFICE),
  },
  {
    label: "return a filing on a firm of the office's district",
    method: 'POST',
    route: '/igrsapi/v1/registries/office/firm/:entryId/filings/:filingId/decision',
    url: (fixtures) => `/igrsapi/v1/registries/office/firm/${fixtures.firmFiling.entryId}/filings/${fixtures.firmFiling.filingId}/decision`,
    payload: () => ({ decision: 'return', remarks: 'Returned in the permission matrix' }),
    refusal: (principal) => decideRegistrar(principal, 'firm', DEMO_OFFICE),
  },
  {
    label: "issue stamps from the office's depot against a paid indent",
    method: 'POST',
    route: '/igrsapi/v1/depot/indents/:indentId/issue',
    url: (fixtures) => `/igrsapi/v1/depot/indents/${fixtures.paidIndentId}/issue`,
    refusal: (principal) => decideOfficeAction(principal, 'act', DEMO_OFFICE),
  },
  {
    label: "restore the licence of a vendor of the office's depot",
    method: 'POST',
    route: '/igrsapi/v1/licences/:licenceNumber/status',
    url: (fixtures) => `/igrsapi/v1/licences/${encodeURIComponent(fixtures.licenceNumber)}/status`,
    // Restoring a licence in force changes nothing, so every allowed caller may do it.
    payload: () => ({ status: 'active', reason: 'Restored in the permission matrix' }),
    refusal: (principal) => decideOfficesDecision(principal, [DEMO_OFFICE]),
  },
  {
    label: 'answer a grievance about the office',
    method: 'POST',
    route: '/igrsapi/v1/grievances/:grievanceId/actions',
    url: (fixtures) => `/igrsapi/v1/grievances/${fixtures.grievanceId}/actions`,
    payload: () => ({ status: 'in-progress', remarks: 'Taken up in the permission matrix' }),
    refusal: (principal) => decideGrievanceAction(principal, DEMO_OFFICE, 'office'),
  },
  {
    label: "add a notary to the office's district",
    method: 'POST',
    route: '/igrsapi/v1/notaries',
    url: () => '/igrsapi/v1/notaries',
    payload: (_fixtures, _caller, index) => ({ registrationNumber: `AP/NOT/2026/${8000 + index}`, name: 'Matrix Notary', districtCode: OWN_PLACE.district, address: 'Court Road, Guntur', validFrom: '2026-01-01', validTo: '2030-12-31' }),
    refusal: (principal) => decideDistrictAction(principal, OWN_PLACE.district),
  },
  {
    label: "notify a survey number of a village of the office's district as prohibited",
    method: 'POST',
    route: '/igrsapi/v1/prohibited-properties',
    url: () => '/igrsapi/v1/prohibited-properties',
    payload: (fixtures, _caller, index) => ({ villageCode: fixtures.villageCode, surveyNumber: `9${index}/M`, category: 'government', orderNumber: `MATRIX/${index}`, orderDate: '2026-01-05', reason: 'Matrix prohibition order' }),
    refusal: (principal) => decideDistrictAction(principal, OWN_PLACE.district),
  },
  {
    label: "set the office's revenue target for a month",
    method: 'PUT',
    route: '/igrsapi/v1/reports/revenueTarget/targets',
    url: () => '/igrsapi/v1/reports/revenueTarget/targets',
    payload: (_fixtures, _caller, index) => ({ sroCode: OWN_PLACE.office, month: '2026-04', targetRupees: 1_00_00_000 + index, reason: 'Matrix target for the month' }),
    refusal: (principal) => decideTargetSetting(principal),
  },
  {
    label: 'create a Sub-Registrar account at the office',
    method: 'POST',
    route: '/igrsapi/v1/users',
    url: () => '/igrsapi/v1/users',
    payload: (_fixtures, caller, index) => ({
      loginId: `matrix_${caller.principal.loginId}_${index}`.slice(0, 40),
      loginName: 'Matrix Sub-Registrar',
      loginType: 'SRO',
      jurisdictionCode: DEMO_OFFICE,
      mobile: '9876512345',
      password: 'harbour signal amber',
    }),
    refusal: (principal) => (mayAssignJurisdiction(principal, 'SRO', { level: 'office', code: DEMO_OFFICE }) ? undefined : 'OUTSIDE_JURISDICTION'),
  },
];

let context: TestContext;
const callers: Caller[] = [];
let fixtures: Fixtures;

async function placedCaller(loginType: LoginType, place: 'own' | 'other'): Promise<Caller> {
  const level = jurisdictionLevelOf(loginType) as Exclude<JurisdictionLevel, 'state'>;
  const code = (place === 'own' ? OWN_PLACE : OTHER_PLACE)[level];
  const loginId = `${loginType.toLowerCase()}_${place}_place`;
  const { token } = await signInNewAccount(context, loginId, loginType, code);
  const jurisdiction: Jurisdiction = { level, code };
  return { principal: { loginId, loginType, isMasterUser: false, jurisdiction }, token, place };
}

beforeAll(async () => {
  context = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
  for (const loginType of LOGIN_TYPES) {
    if (jurisdictionLevelOf(loginType) === 'state') {
      for (const principal of demoLoginIds().filter((entry) => entry.loginType === loginType)) {
        callers.push({ principal: { ...principal, jurisdiction: STATE_JURISDICTION }, token: (await signIn(context.app, principal.loginId)).token, place: 'state' });
      }
    } else {
      callers.push(await placedCaller(loginType, 'own'), await placedCaller(loginType, 'other'));
    }
  }

  const db = context.database.db;
  const [village] = await db.select({ code: villages.code, localBodyTypeCode: villages.localBodyTypeCode }).from(villages).where(eq(villages.kind, 'rural')).limit(1);
  const place = { code: village!.code, sroCode: DEMO_OFFICE, localBodyTypeCode: village!.localBodyTypeCode };
  const sro = (await signIn(context.app, 'demo_sro')).token;
  const registered = await context.app.inject({ method: 'POST', url: '/igrsapi/v1/register/documents', headers: { authorization: `Bearer ${sro}` }, payload: presentedSaleDeed(place) });
  expect(registered.statusCode, registered.body).toBe(201);
  const citation = registered.json<{ documentNumber: number; year: number }>();
  const request = await context.app.inject({
    method: 'POST',
    url: '/igrsapi/v1/certified-copies',
    headers: { authorization: `Bearer ${sro}` },
    payload: { sroCode: DEMO_OFFICE, bookNumber: 1, documentNumber: citation.documentNumber, year: citation.year, applicantName: 'Matrix Applicant', purpose: 'other', copies: 1 },
  });
  expect(request.statusCode, request.body).toBe(201);

  const [districtRegistrar] = await db.select({ id: users.id }).from(users).where(eq(users.loginId, 'demo_dr'));
  const pendingSroCodes = [DEMO_OFFICE];
  const pending = await insertLandRateVersion(
    db,
    { effectiveFrom: '2099-12-01', source: 'upload', fileName: 'matrix.csv', uploadedBy: districtRegistrar!.id, status: 'pending', sroCodes: pendingSroCodes },
    [{ kind: 'rural', villageCode: village!.code, surveyNumber: '', ward: '', block: '', doorNumber: '', landUseCode: '21', rate: 1_00_000 }],
  );
  const application = await startedApplication();
  const citizen = await signInCitizen(context, '9440099002');
  const vendor = (await signIn(context.app, 'demo_vendor')).token;
  const asVendor = (url: string, payload: object) => context.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${vendor}` }, payload });
  const renewal = await asVendor('/igrsapi/v1/vendor/licence/renewals', { kinds: ['non-judicial'] });
  expect(renewal.statusCode, renewal.body).toBe(201);
  const indent = await asVendor('/igrsapi/v1/vendor/indents', { lines: [{ kind: 'non-judicial', denomination: 10, quantity: 10 }] });
  const indentId = indent.json<{ indentId: string }>().indentId;
  const challan = await asVendor(`/igrsapi/v1/vendor/indents/${indentId}/bank-challan`, { bank: 'State Bank of India', branch: 'Battiprolu', challanNumber: 'MATRIX-0001', paidOn: toYearMonthDay(new Date()) });
  expect(challan.statusCode, challan.body).toBe(200);
  const waiting = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/depot/bank-challans', headers: { authorization: `Bearer ${sro}` } });
  const bankChallanOrderId = waiting.json<{ challans: { orderId: string; indentId: string }[] }>().challans.find((entry) => entry.indentId === indentId)!.orderId;
  fixtures = {
    requestId: request.json<{ id: number }>().id,
    pendingVersionId: pending.id,
    pendingSroCodes,
    deed: presentedSaleDeed(place),
    applicationId: application,
    licenceRequestId: renewal.json<{ requestId: string }>().requestId,
    bankChallanOrderId,
    marriageEntryId: await paidEntry(context, citizen, 'hindu-marriage', DEMO_OFFICE),
    firmEntryId: await paidEntry(context, citizen, 'firm', DEMO_OFFICE),
    firmFiling: await filedChange(citizen),
    grievanceId: await filedGrievance(),
    licenceNumber: (await context.app.inject({ method: 'GET', url: '/igrsapi/v1/vendor/licence', headers: { authorization: `Bearer ${vendor}` } })).json<{ licenceNumber: string }>().licenceNumber,
    paidIndentId: await paidIndent(asVendor),
    villageCode: (await db.select({ code: villages.code }).from(villages).where(eq(villages.sroCode, DEMO_OFFICE)).limit(1))[0]!.code,
    registered: { documentNumber: citation.documentNumber, year: citation.year },
  };
});
afterAll(() => context.close());

/** An indent of the depot's vendor whose challan the sandbox gateway has paid. */
async function paidIndent(asVendor: (url: string, payload: object) => Promise<{ json: <T>() => T }>): Promise<string> {
  const indent = await asVendor('/igrsapi/v1/vendor/indents', { lines: [{ kind: 'non-judicial', denomination: 20, quantity: 10 }] });
  const indentId = indent.json<{ indentId: string }>().indentId;
  const { checkoutUrl } = (await asVendor(`/igrsapi/v1/vendor/indents/${indentId}/challan`, {})).json<{ checkoutUrl: string }>();
  await context.app.inject({ method: 'POST', url: checkoutUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=success' });
  return indentId;
}

/** A grievance about the office, filed online after a captcha. */
async function filedGrievance(): Promise<string> {
  const captcha = (await context.app.inject({ method: 'GET', url: '/igrsapi/v1/captcha' })).json<{ captchaId: string }>().captchaId;
  const filed = await context.app.inject({
    method: 'POST',
    url: '/igrsapi/v1/grievances/filings',
    payload: { sroCode: DEMO_OFFICE, category: 'delay', complainantName: 'Matrix Complainant', mobile: '9848011111', description: 'Filed in the permission matrix to be answered.', captchaId: captcha, captchaText: TEST_CAPTCHA_ANSWER },
  });
  expect(filed.statusCode, filed.body).toBe(201);
  return filed.json<{ grievanceId: string }>().grievanceId;
}

/** A firm registered by the district's District Registrar, with a change in its partners filed by one of them. */
async function filedChange(citizen: string): Promise<{ entryId: string; filingId: number }> {
  const entryId = await paidEntry(context, citizen, 'firm', DEMO_OFFICE);
  const dr = (await signIn(context.app, 'demo_dr')).token;
  const registered = await context.app.inject({ method: 'POST', url: `/igrsapi/v1/registries/office/firm/${entryId}/decision`, headers: { authorization: `Bearer ${dr}` }, payload: { decision: 'register' } });
  expect(registered.statusCode, registered.body).toBe(200);
  const partners = registered.json<{ particulars: { partners: object[] } }>().particulars.partners;
  const filed = await context.app.inject({
    method: 'POST',
    url: `/igrsapi/v1/registries/${entryId}/filings`,
    headers: { authorization: `Bearer ${citizen}` },
    payload: { filingKind: 'partners-changed', particulars: { filing: { filedBy: 'Alapati Srinivas', effectiveOn: toYearMonthDay(new Date()) }, partners } },
  });
  expect(filed.statusCode, filed.body).toBe(201);
  return { entryId, filingId: filed.json<{ filings: { filingId: number }[] }>().filings[0]!.filingId };
}

/** A citizen's application started for the office: sign-in by the code in the outbox, then Get started. */
async function startedApplication(): Promise<string> {
  const token = await signInCitizen(context, '9440099001');
  const started = await context.app.inject({
    method: 'POST',
    url: '/igrsapi/v1/applications',
    headers: { authorization: `Bearer ${token}` },
    payload: { registrationType: 'regular', transactionMajorCode: '01', transactionMinorCode: '01', districtCode: '07', sroCode: DEMO_OFFICE },
  });
  expect(started.statusCode, started.body).toBe(201);
  return started.json<{ applicationId: string }>().applicationId;
}

describe('the permission matrix: office-bound actions, at the own place and at another of the same level', () => {
  it('has an own-place and an other-place caller for every login type below the state', () => {
    for (const loginType of LOGIN_TYPES.filter((type) => jurisdictionLevelOf(type) !== 'state')) {
      expect(callers.filter((caller) => caller.principal.loginType === loginType).map((caller) => caller.place)).toEqual(['own', 'other']);
    }
  });

  it('answers each caller as the shared decisions say', async () => {
    let refusedForPlace = 0;
    const outcomes = new Map<string, number>();
    const refusalsOf = new Map<string, string>();
    for (const action of ACTIONS) {
      const declared = context.app.declaredRoutes.find((route) => route.method === action.method && route.url === action.route);
      expect(declared, action.route).toBeDefined();
      for (const [index, caller] of callers.entries()) {
        const response = await context.app.inject({
          method: action.method,
          url: action.url(fixtures),
          headers: { authorization: `Bearer ${caller.token}` },
          ...(action.payload ? { payload: action.payload(fixtures, caller, index) } : {}),
        });
        const label = `${action.label} as ${caller.principal.loginType} at the ${caller.place} place`;
        outcomes.set(label, response.statusCode);
        const code = response.statusCode >= 400 ? response.json<{ error?: { code?: string } }>().error?.code : undefined;
        if (code) refusalsOf.set(label, code);
        if (decideAccess(declared!.access, caller.principal) !== 'allowed') {
          expect({ status: response.statusCode, code }, label).toEqual({ status: 403, code: 'FORBIDDEN' });
          continue;
        }
        const refusal = action.refusal(caller.principal, fixtures);
        if (refusal) {
          expect({ status: response.statusCode, code }, label).toEqual({ status: 403, code: refusal });
          refusedForPlace += 1;
        } else {
          expect(response.statusCode, `${label}: ${response.body}`).not.toBe(403);
          expect(response.statusCode, label).toBeLessThan(500);
        }
      }
    }
    expect(refusedForPlace).toBeGreaterThan(10);
    // The own place really acts: the office registers and records the fee, the zone's DIG approves the district's rates.
    expect(outcomes.get('register a document at the office as SRO at the own place')).toBe(201);
    expect(outcomes.get('register a document at the office as SRO at the other place')).toBe(403);
    expect(outcomes.get('record the fee of that request as SRO at the own place')).toBe(200);
    expect(outcomes.get("approve rates the district's District Registrar uploaded as DIG at the own place")).toBe(200);
    expect(outcomes.get("open the check slip of a citizen's application to the office as SRO at the own place")).toBe(200);
    expect(outcomes.get("open the check slip of a citizen's application to the office as SRO at the other place")).toBe(403);
    expect(outcomes.get("decide the licence renewal of a vendor of the office's depot as DR at the own place")).toBe(200);
    expect(outcomes.get("decide the licence renewal of a vendor of the office's depot as DR at the other place")).toBe(403);
    expect(outcomes.get("verify a bank challan for an indent on the office's depot as SRO at the own place")).toBe(200);
    expect(outcomes.get("verify a bank challan for an indent on the office's depot as SRO at the other place")).toBe(403);
    expect(outcomes.get('return a Hindu marriage made to the office as SRO at the own place')).toBe(200);
    expect(outcomes.get('return a Hindu marriage made to the office as SRO at the other place')).toBe(403);
    expect(outcomes.get("return a firm registered in the office's district as DR at the own place")).toBe(200);
    expect(outcomes.get("return a firm registered in the office's district as SRO at the own place")).toBe(403);
    expect(outcomes.get("return a filing on a firm of the office's district as DR at the own place")).toBe(200);
    expect(outcomes.get("return a filing on a firm of the office's district as DR at the other place")).toBe(403);
    expect(outcomes.get("add a notary to the office's district as DR at the own place")).toBe(201);
    expect(outcomes.get('answer a grievance about the office as DR at the own place')).toBe(200);
    expect(outcomes.get("restore the licence of a vendor of the office's depot as DR at the own place")).toBe(200);
    expect(outcomes.get("issue stamps from the office's depot against a paid indent as SRO at the own place")).toBe(200);
    expect(outcomes.get("issue stamps from the office's depot against a paid indent as SRO at the other place")).toBe(403);
    expect(outcomes.get("restore the licence of a vendor of the office's depot as DR at the other place")).toBe(403);
    expect(outcomes.get('answer a grievance about the office as DIG at the own place')).toBe(403);
    expect(outcomes.get("add a notary to the office's district as DR at the other place")).toBe(403);
    // The District Registrar (Audit) of the very district inspects; every decision there is the District Registrar's.
    expect(refusalsOf.get("return a firm registered in the office's district as DR_AUDIT at the own place")).toBe('READ_ONLY_ACCOUNT');
    for (const decision of [
      "return a firm registered in the office's district",
      "return a filing on a firm of the office's district",
      'answer a grievance about the office',
      "add a notary to the office's district",
      "notify a survey number of a village of the office's district as prohibited",
      "decide the licence renewal of a vendor of the office's depot",
      "restore the licence of a vendor of the office's depot",
      "approve rates the district's District Registrar uploaded",
    ]) {
      // Refused by the route's login types where it lists them, or else by the decision itself.
      expect(['FORBIDDEN', 'READ_ONLY_ACCOUNT'], decision).toContain(refusalsOf.get(`${decision} as DR_AUDIT at the own place`));
    }
  });
});
