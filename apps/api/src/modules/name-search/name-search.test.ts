import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAME_SEARCH_CANDIDATE_LIMIT, NAME_SEARCH_TERMS_VERSION, VALIDATION_MESSAGES, partyNameKeys, rarestKeyPair, searchKeyPairs, searchNameKeys, sroOffices, type NameSearchHit, type NewRegisterDocument, type NewRegisterParty } from '@igrs/domain';
import { auditLog, nameSearchAgreements, nameSearchLog, registerNamePairs, registerParties, users } from '../../db/schema.ts';
import { TEST_SECRETS } from '../../test/databases.ts';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { registerDocument } from '../register/index.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { findCandidateParties } from './repository.ts';

const API = '/igrsapi/v1/name-search';
const ENCRYPTION_KEY = Buffer.from(TEST_SECRETS.DATA_ENCRYPTION_KEY, 'base64');

const AADHAAR_KOMMAREDDY = '234567890123';
const PAN_KOMMAREDDY = 'AKRPK1234F';
const AADHAAR_SRINIVASA = '345678901234';
const PAN_SRINIVASA = 'BSRPS5678K';

function party(role: 'executant' | 'claimant', en: string, te: string, identity: { pan?: string; aadhaar?: string } = {}): NewRegisterParty {
  return {
    role,
    partyCode: role === 'executant' ? 'EX' : 'CL',
    name: { en, te },
    relationType: 'S/O',
    relationName: { en: 'Venkaiah', te: 'వెంకయ్య' },
    age: 48,
    address: { en: 'Door 4-12, Main Road, Tenali', te: 'డోర్ 4-12, మెయిన్ రోడ్, తెనాలి' },
    ...identity,
  };
}

function saleDeed(sroCode: string, registeredOn: string, parties: NewRegisterParty[]): NewRegisterDocument {
  return {
    sroCode,
    bookNumber: 1,
    transactionMajorCode: '01',
    transactionMinorCode: '01',
    presentedOn: registeredOn,
    executedOn: registeredOn,
    registeredOn,
    considerationRupees: 1_500_000,
    marketValueRupees: 1_400_000,
    stampDutyRupees: 75_000,
    transferDutyRupees: 22_500,
    registrationFeeRupees: 15_000,
    parties,
  };
}

let context: TestContext;
const tokens: Record<string, string> = {};
type Fixture = 'guntur2020' | 'krishna2015' | 'guntur1990' | 'unrelated';
const documents: Record<Fixture, number> = { guntur2020: 0, krishna2015: 0, guntur1990: 0, unrelated: 0 };
const citations: Partial<Record<Fixture, string>> = {};

beforeAll(async () => {
  context = await createTestContext();
  const fixture = async (name: Fixture, document: NewRegisterDocument) => {
    const registered = await registerDocument(context.database.db, ENCRYPTION_KEY, document);
    documents[name] = registered.id;
    citations[name] = registered.citation;
  };
  await fixture(
    'guntur2020',
    saleDeed('701', '2020-05-10', [
      party('executant', 'Kommareddy Srinivasa Rao', 'కొమ్మారెడ్డి శ్రీనివాస రావు', { pan: PAN_KOMMAREDDY, aadhaar: AADHAAR_KOMMAREDDY }),
      party('claimant', 'Pasupuleti Lakshmi Devi', 'పసుపులేటి లక్ష్మి దేవి'),
    ]),
  );
  await fixture(
    'krishna2015',
    saleDeed('601', '2015-03-01', [
      party('executant', 'Venkata Lakshmi', 'వెంకట లక్ష్మి'),
      party('claimant', 'Srinivasa Rao', 'శ్రీనివాస రావు', { pan: PAN_SRINIVASA, aadhaar: AADHAAR_SRINIVASA }),
    ]),
  );
  await fixture('guntur1990', saleDeed('702', '1990-01-15', [party('executant', 'Gunturu Sreenivasa Rao', 'గుంటూరు శ్రీనివాస రావు'), party('claimant', 'Ramesh Babu', 'రమేష్ బాబు')]));
  await fixture('unrelated', saleDeed('701', '2021-07-01', [party('executant', 'Venkateswara Reddy', 'వెంకటేశ్వర రెడ్డి'), party('claimant', 'Anjali Kumari', 'అంజలి కుమారి')]));
  for (const loginId of ['demo_agency_master', 'demo_agency', 'demo_sro', 'demo_admin']) tokens[loginId] = (await signIn(context.app, loginId)).token;
});
afterAll(() => context.close());

function call(loginId: string, method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>, language = 'en') {
  return context.app.inject({
    method,
    url: `${API}${path}`,
    headers: { authorization: `Bearer ${tokens[loginId]}`, 'accept-language': language },
    ...(payload ? { payload } : {}),
  });
}
const accept = (loginId: string) => call(loginId, 'POST', '/agreement', { version: NAME_SEARCH_TERMS_VERSION });
const search = (loginId: string, criteria: Record<string, unknown>, language = 'en') => call(loginId, 'POST', '/search', criteria, language);

async function userId(loginId: string): Promise<string> {
  const [row] = await context.database.db.select({ id: users.id }).from(users).where(eq(users.loginId, loginId));
  return row!.id;
}
async function logRows() {
  return context.database.db.select().from(nameSearchLog).orderBy(nameSearchLog.id);
}

describe('who may use the name search', () => {
  it.each(['demo_agency_master', 'demo_agency', 'demo_suptdtcard', 'demo_sro', 'demo_admin', 'demo_dig', 'demo_dr'])('lets %s read the terms', async (loginId) => {
    const { token } = await signIn(context.app, loginId);
    const response = await context.app.inject({ method: 'GET', url: `${API}/agreement`, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
  });

  it.each(['demo_cig', 'demo_digcard', 'demo_dag', 'demo_ccla', 'demo_incometax', 'demo_vendor'])('refuses %s, whose menu has no name search', async (loginId) => {
    const { token } = await signIn(context.app, loginId);
    for (const [method, path] of [
      ['GET', '/agreement'],
      ['POST', '/search'],
      ['GET', `/documents/${documents.krishna2015}`],
      ['GET', '/usage'],
    ] as const) {
      const response = await context.app.inject({ method, url: `${API}${path}`, headers: { authorization: `Bearer ${token}` }, ...(method === 'POST' ? { payload: { name: 'Srinivasa Rao' } } : {}) });
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
  });

  it('refuses anyone not signed in', async () => {
    const response = await context.app.inject({ method: 'POST', url: `${API}/search`, payload: { name: 'Srinivasa Rao' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('the terms of use', () => {
  it('refuses a search and a document view until the terms are accepted, and logs neither', async () => {
    const searchResponse = await search('demo_agency_master', { name: 'Srinivasa Rao' });
    expect(searchResponse.statusCode).toBe(403);
    expect(searchResponse.json().error.code).toBe('NAME_SEARCH_TERMS_NOT_ACCEPTED');
    const detailsResponse = await call('demo_agency_master', 'GET', `/documents/${documents.krishna2015}`, undefined, 'te');
    expect(detailsResponse.statusCode).toBe(403);
    expect(detailsResponse.json().error).toMatchObject({ code: 'NAME_SEARCH_TERMS_NOT_ACCEPTED', message: expect.stringMatching(/[\u0C00-\u0C7F]/) });
    expect(await logRows()).toHaveLength(0);
  });

  it('gives the terms in both languages with their version, not yet accepted', async () => {
    const response = await call('demo_agency_master', 'GET', '/agreement');
    const body = response.json();
    expect(body).toMatchObject({ version: NAME_SEARCH_TERMS_VERSION, accepted: false, acceptedAt: null });
    expect(body.terms.length).toBeGreaterThanOrEqual(5);
    for (const clause of body.terms) {
      expect(clause.en.length).toBeGreaterThan(20);
      expect(clause.te).toMatch(/[\u0C00-\u0C7F]/);
    }
    expect(body.terms.map((clause: { en: string }) => clause.en).join(' ')).toMatch(/recorded[\s\S]*master user/);
  });

  it('refuses an acceptance of another version of the text, naming the field', async () => {
    const response = await call('demo_agency_master', 'POST', '/agreement', { version: '2001-01-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([{ field: 'body.version', message: VALIDATION_MESSAGES.termsVersionOutdated.en }]);
    expect(await context.database.db.select().from(nameSearchAgreements)).toHaveLength(0);
  });

  it('records an acceptance once, with the client address and an audit event', async () => {
    const first = await accept('demo_agency_master');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ accepted: true, version: NAME_SEARCH_TERMS_VERSION });
    const again = await accept('demo_agency_master');
    expect(again.json().acceptedAt).toBe(first.json().acceptedAt);

    const rows = await context.database.db.select().from(nameSearchAgreements);
    expect(rows).toEqual([expect.objectContaining({ userId: await userId('demo_agency_master'), termsVersion: NAME_SEARCH_TERMS_VERSION, clientAddress: '127.0.0.1' })]);
    const audits = await context.database.db.select().from(auditLog).where(eq(auditLog.event, 'name-search.terms-accepted'));
    expect(audits).toEqual([expect.objectContaining({ loginId: 'demo_agency_master', clientAddress: '127.0.0.1', details: { termsVersion: NAME_SEARCH_TERMS_VERSION } })]);

    const status = await call('demo_agency_master', 'GET', '/agreement');
    expect(status.json()).toMatchObject({ accepted: true, acceptedAt: first.json().acceptedAt });
    const otherUser = await call('demo_agency', 'GET', '/agreement');
    expect(otherUser.json().accepted).toBe(false);
  });
});

/** Every hit of a search, page after page (the template's register has namesakes of the fixtures). */
async function allHits(loginId: string, criteria: Record<string, unknown>): Promise<{ hits: NameSearchHit[]; total: number }> {
  const hits: NameSearchHit[] = [];
  for (let page = 1; ; page += 1) {
    const response = await search(loginId, { ...criteria, page, pageSize: 50 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    hits.push(...body.hits);
    if (hits.length >= body.total || body.hits.length === 0) return { hits, total: body.total };
  }
}
/** The English names of the hits that are this file's own parties, in the order found. */
const fixtureNames = (hits: NameSearchHit[]) => hits.filter((hit) => Object.values(documents).includes(hit.documentId)).map((hit) => hit.name.en);
const officesOf = (districtCode: string) => new Set(sroOffices.filter((office) => office.revenueDistrictCode === districtCode).map((office) => office.code));

describe('searching', () => {
  beforeAll(async () => {
    for (const loginId of ['demo_agency', 'demo_sro']) await accept(loginId);
  });

  it.each(['Srinivasa Rao', 'Sreenivasa Rao', 'srinivasa  rao', 'శ్రీనివాస రావు'])('finds every spelling of one name for "%s", the closest first', async (name) => {
    const { hits, total } = await allHits('demo_agency_master', { name });
    expect(hits).toHaveLength(total);
    expect(fixtureNames(hits)).toEqual(['Srinivasa Rao', expect.any(String), expect.any(String)]);
    expect(new Set(fixtureNames(hits))).toEqual(new Set(['Srinivasa Rao', 'Kommareddy Srinivasa Rao', 'Gunturu Sreenivasa Rao']));
    const closeness = hits.map((hit) => (hit.exactMatch ? 2 : 1));
    expect(closeness).toEqual([...closeness].sort((first, second) => second - first));
    if (name !== 'Sreenivasa Rao') expect(hits[0]!.exactMatch).toBe(true);
  });

  it('matches an initial to any word with that first letter, and nothing else', async () => {
    const { hits } = await allHits('demo_agency_master', { name: 'K Srinivasa Rao' });
    expect(fixtureNames(hits)).toEqual(['Kommareddy Srinivasa Rao']);
    for (const hit of hits) expect(hit.name.en.toLowerCase().split(/\s+/).some((word) => word.startsWith('k')), hit.name.en).toBe(true);
    const telugu = await allHits('demo_agency_master', { name: 'కొమ్మారెడ్డి శ్రీనివాస రావు' });
    expect(fixtureNames(telugu.hits)).toEqual(['Kommareddy Srinivasa Rao']);
    expect(telugu.hits[0]).toMatchObject({ exactMatch: true, name: { te: 'కొమ్మారెడ్డి శ్రీనివాస రావు' } });
  });

  it('ranks the exact name first, then equally close names newest first', async () => {
    const db = context.database.db;
    const registered: Record<string, number> = {};
    for (const [name, registeredOn] of [['Yerrapragada Anil Kumar Tadepalli', '2011-08-01'], ['Yerrapragada Anil Kumar Tadepalli', '2018-02-01'], ['Yerrapragada Anil Kumar', '2005-06-01']] as const) {
      const { id } = await registerDocument(db, ENCRYPTION_KEY, saleDeed('601', registeredOn, [party('executant', name, 'ఎర్రాప్రగడ అనిల్ కుమార్'), party('claimant', 'Ramana Murthy', 'రమణ మూర్తి')]));
      registered[registeredOn] = id;
    }
    const { hits } = await allHits('demo_agency_master', { name: 'Yerrapragada Anil Kumar' });
    expect(hits.map((hit) => [hit.name.en, hit.registeredOn, hit.documentId])).toEqual([
      ['Yerrapragada Anil Kumar', '2005-06-01', registered['2005-06-01']],
      ['Yerrapragada Anil Kumar Tadepalli', '2018-02-01', registered['2018-02-01']],
      ['Yerrapragada Anil Kumar Tadepalli', '2011-08-01', registered['2011-08-01']],
    ]);
  });

  it('describes a hit: document, office, transaction, role, relation and the other side, with identity numbers masked', async () => {
    const { hits } = await allHits('demo_agency_master', { name: 'Srinivasa Rao' });
    expect(hits.find((hit) => hit.documentId === documents.krishna2015)).toMatchObject({
      citation: citations.krishna2015,
      sro: { code: '601', name: { en: 'AVANIGADDA', te: 'అవనిగడ్డ' } },
      registeredOn: '2015-03-01',
      transaction: { en: 'Sale Deed' },
      role: 'claimant',
      partyLabel: { en: 'Claimant' },
      name: { en: 'Srinivasa Rao', te: 'శ్రీనివాస రావు' },
      relationType: 'S/O',
      relationName: { en: 'Venkaiah', te: 'వెంకయ్య' },
      age: 48,
      aadhaarMasked: `XXXXXXXX${AADHAAR_SRINIVASA.slice(-4)}`,
      panMasked: `XXXXXX${PAN_SRINIVASA.slice(-4)}`,
      exactMatch: true,
      otherSide: { names: [{ en: 'Venkata Lakshmi', te: 'వెంకట లక్ష్మి' }], more: 0 },
    });
  });

  it('never answers a full Aadhaar or PAN, in a search or in a document', async () => {
    const searchBody = (await search('demo_agency_master', { name: 'Srinivasa Rao', pageSize: 50 })).body;
    const documentBody = (await call('demo_agency_master', 'GET', `/documents/${documents.guntur2020}`)).body;
    for (const body of [searchBody, documentBody]) {
      expect(body).not.toMatch(/\d{12}/);
      expect(body).not.toMatch(/[A-Z]{5}\d{4}[A-Z]/);
      for (const secret of [AADHAAR_KOMMAREDDY, PAN_KOMMAREDDY, AADHAAR_SRINIVASA, PAN_SRINIVASA]) expect(body).not.toContain(secret);
    }
    expect(searchBody).toContain(`XXXXXXXX${AADHAAR_SRINIVASA.slice(-4)}`);
    expect(documentBody).toContain(`XXXXXXXX${AADHAAR_KOMMAREDDY.slice(-4)}`);
  });

  it('filters by district, office, period and role', async () => {
    const guntur = officesOf('07');
    const byDistrict = await allHits('demo_agency_master', { name: 'Srinivasa Rao', districtCode: '07' });
    expect(new Set(fixtureNames(byDistrict.hits))).toEqual(new Set(['Kommareddy Srinivasa Rao', 'Gunturu Sreenivasa Rao']));
    expect(byDistrict.hits.every((hit) => guntur.has(hit.sro.code))).toBe(true);

    const byOffice = await allHits('demo_agency_master', { name: 'Srinivasa Rao', districtCode: '07', sroCode: '702' });
    expect(fixtureNames(byOffice.hits)).toEqual(['Gunturu Sreenivasa Rao']);
    expect(byOffice.hits.every((hit) => hit.sro.code === '702')).toBe(true);

    const byPeriod = await allHits('demo_agency_master', { name: 'Srinivasa Rao', fromDate: '2000-01-01', toDate: '2019-12-31' });
    expect(fixtureNames(byPeriod.hits)).toEqual(['Srinivasa Rao']);
    expect(byPeriod.hits.every((hit) => hit.registeredOn >= '2000-01-01' && hit.registeredOn <= '2019-12-31')).toBe(true);

    const byRole = await allHits('demo_agency_master', { name: 'Srinivasa Rao', role: 'executant' });
    expect(new Set(fixtureNames(byRole.hits))).toEqual(new Set(['Kommareddy Srinivasa Rao', 'Gunturu Sreenivasa Rao']));
    expect(byRole.hits.every((hit) => hit.role === 'executant')).toBe(true);

    const elsewhere = await allHits('demo_agency_master', { name: 'Srinivasa Rao', districtCode: '01' });
    expect(fixtureNames(elsewhere.hits)).toEqual([]);
    expect(elsewhere.hits.every((hit) => officesOf('01').has(hit.sro.code))).toBe(true);
  });

  it('finds the same people for a name typed in English or in Telugu, however it is spelt', async () => {
    const spellings = ['Srinivasa Rao', 'Sreenivasa Rao', 'Srinivas Rao', 'శ్రీనివాస రావు'];
    const found = await Promise.all(spellings.map(async (name) => (await allHits('demo_agency_master', { name, districtCode: '06' })).hits.map((hit) => hit.partyId).sort()));
    expect(found[0]!.length).toBeGreaterThan(0);
    for (const [index, parties] of found.entries()) expect(parties, spellings[index]).toEqual(found[0]);
    const venkata = await Promise.all(['Venkata', 'Venkat', 'వెంకట'].map(async (name) => (await allHits('demo_agency_master', { name, districtCode: '07' })).total));
    expect(new Set(venkata).size).toBe(1);
  });

  it('pages through the ranked hits with the total', async () => {
    const first = (await search('demo_agency_master', { name: 'Srinivasa Rao', pageSize: 2 })).json();
    const second = (await search('demo_agency_master', { name: 'Srinivasa Rao', pageSize: 2, page: 2 })).json();
    expect(first).toMatchObject({ page: 1, pageSize: 2 });
    expect(second.total).toBe(first.total);
    expect(first.total).toBeGreaterThanOrEqual(4);
    expect(first.hits).toHaveLength(2);
    expect(second.hits).toHaveLength(2);
    expect(new Set([...first.hits, ...second.hits].map((hit: NameSearchHit) => hit.partyId)).size).toBe(4);
    const everything = await allHits('demo_agency_master', { name: 'Srinivasa Rao' });
    expect([...first.hits, ...second.hits].map((hit: NameSearchHit) => hit.partyId)).toEqual(everything.hits.slice(0, 4).map((hit) => hit.partyId));
  });

  it('shows a document with its parties\' addresses, and answers 404 for a document not in the register', async () => {
    await search('demo_agency', { name: 'Kommareddy Srinivasa Rao', districtCode: '07', sroCode: '701' });
    const response = await call('demo_agency', 'GET', `/documents/${documents.guntur2020}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: documents.guntur2020, citation: citations.guntur2020, parties: [{ address: { en: 'Door 4-12, Main Road, Tenali' } }, {}] });
    const missing = await call('demo_sro', 'GET', '/documents/99999999', undefined, 'te');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({ code: 'DOCUMENT_NOT_FOUND', message: expect.stringMatching(/[\u0C00-\u0C7F]/) });
  });

  it('opens a document to an agency only from its own search, within the hour, and logs every view', async () => {
    const opened = async (loginId: string) => (await call(loginId, 'GET', `/documents/${documents.krishna2015}`)).statusCode;
    await context.database.db.delete(nameSearchLog);
    expect(await opened('demo_agency')).toBe(403);
    // The master's own search does not open the document to the agency's other users.
    const krishna = { name: 'Srinivasa Rao', districtCode: '06', sroCode: '601' };
    await search('demo_agency_master', krishna);
    const refused = await call('demo_agency', 'GET', `/documents/${documents.krishna2015}`, undefined, 'te');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'DOCUMENT_NOT_IN_RECENT_SEARCH', details: [{ field: 'params.documentId', message: expect.stringMatching(/[\u0C00-\u0C7F]/) }] });
    expect(await opened('demo_agency_master')).toBe(200);

    await search('demo_agency', krishna);
    expect(await opened('demo_agency')).toBe(200);
    // An hour later the search no longer opens it.
    await context.database.db.update(nameSearchLog).set({ occurredAt: new Date(Date.now() - 61 * 60_000) });
    expect(await opened('demo_agency')).toBe(403);
    // Department staff open any document their menu reaches.
    expect(await opened('demo_sro')).toBe(200);

    const views = (await logRows()).filter((row) => row.action === 'details').map((row) => [row.loginId, row.resultCount]);
    expect(views).toEqual([
      ['demo_agency', 0],
      ['demo_agency', 0],
      ['demo_agency_master', 1],
      ['demo_agency', 1],
      ['demo_agency', 0],
      ['demo_sro', 1],
    ]);
  });
});

describe('refusing invalid searches', () => {
  const cases: [string, Record<string, unknown>, string, keyof typeof VALIDATION_MESSAGES][] = [
    ['no name', {}, 'body.name', 'required'],
    ['a name too short', { name: 'Ra' }, 'body.name', 'nameSearchTooShort'],
    ['only initials', { name: 'K S R' }, 'body.name', 'nameSearchNeedsWholeWord'],
    ['digits in the name', { name: 'Rao 234567890123' }, 'body.name', 'nameSearchNoDigits'],
    ['a name too long', { name: 'Rao '.repeat(30) }, 'body.name', 'textTooLong'],
    ['a date before the register', { name: 'Srinivasa Rao', fromDate: '1982-12-31' }, 'body.fromDate', 'dateBeforeRegister'],
    ['a period the wrong way round', { name: 'Srinivasa Rao', fromDate: '2020-01-01', toDate: '2019-01-01' }, 'body.toDate', 'dateRangeOrder'],
    ['an impossible date', { name: 'Srinivasa Rao', toDate: '2020-02-30' }, 'body.toDate', 'invalidDate'],
    ['an unknown district', { name: 'Srinivasa Rao', districtCode: '99' }, 'body.districtCode', 'unknownChoice'],
    ['an office outside the district', { name: 'Srinivasa Rao', districtCode: '06', sroCode: '702' }, 'body.sroCode', 'sroNotInDistrict'],
    ['an unknown role', { name: 'Srinivasa Rao', role: 'witness' }, 'body.role', 'unknownChoice'],
    ['a page size over the limit', { name: 'Srinivasa Rao', pageSize: 500 }, 'body.pageSize', 'pageSizeOutOfRange'],
  ];

  it.each(cases)('refuses %s, naming the field in both languages, and logs nothing', async (_label, criteria, field, key) => {
    const before = (await logRows()).length;
    for (const language of ['en', 'te'] as const) {
      const response = await search('demo_agency_master', criteria, language);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field, message: VALIDATION_MESSAGES[key][language] }] });
    }
    expect(await logRows()).toHaveLength(before);
  });
});

describe('the usage log', () => {
  let masterId: string;
  let subUserId: string;
  const totals: number[] = [];
  beforeAll(async () => {
    masterId = await userId('demo_agency_master');
    subUserId = await userId('demo_agency');
    await context.database.db.delete(nameSearchLog);
    totals.push((await search('demo_agency_master', { name: 'Srinivasa Rao', districtCode: '07' })).json().total);
    totals.push((await search('demo_agency', { name: 'Venkata Lakshmi' })).json().total);
    // Narrowed to the office, so the 1990 document is among the results the agency then opens.
    totals.push((await search('demo_agency', { name: 'Ramesh Babu', districtCode: '07', sroCode: '702' })).json().total);
    await call('demo_agency', 'GET', `/documents/${documents.guntur1990}`);
    totals.push((await search('demo_sro', { name: 'Anjali Kumari' })).json().total);
  });

  it('records every search and every document view with the agency\'s master user and no identity number', async () => {
    const rows = await logRows();
    expect(rows.map((row) => [row.loginId, row.action, row.masterUserId, row.resultCount])).toEqual([
      ['demo_agency_master', 'search', masterId, totals[0]],
      ['demo_agency', 'search', masterId, totals[1]],
      ['demo_agency', 'search', masterId, totals[2]],
      ['demo_agency', 'details', masterId, 1],
      ['demo_sro', 'search', null, totals[3]],
    ]);
    expect(totals.every((total) => total >= 1)).toBe(true);
    expect(rows[0]!.criteria).toEqual({ name: 'Srinivasa Rao', districtCode: '07', fromDate: '1983-01-01', toDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), role: 'any', page: 1 });
    expect(rows[3]!.criteria).toEqual({ documentId: documents.guntur1990 });
    expect(rows.every((row) => row.userId && row.clientAddress === '127.0.0.1')).toBe(true);
    const [sub] = await context.database.db.select().from(nameSearchLog).where(and(eq(nameSearchLog.userId, subUserId), eq(nameSearchLog.action, 'details')));
    expect(sub).toBeDefined();
    const stored = JSON.stringify(rows);
    expect(stored).not.toMatch(/\d{12}|[A-Z]{5}\d{4}[A-Z]/);
  });

  it('shows an agency master the searches of its whole agency, with counts per user', async () => {
    const body = (await call('demo_agency_master', 'GET', '/usage')).json();
    expect(body.scope).toBe('agency');
    expect(body.total).toBe(4);
    expect(body.entries.map((entry: { loginId: string }) => entry.loginId)).toEqual(['demo_agency', 'demo_agency', 'demo_agency', 'demo_agency_master']);
    expect(body.entries[0]).toMatchObject({ action: 'details', criteria: { documentId: documents.guntur1990 }, resultCount: 1 });
    expect(body.perUser).toEqual([
      { loginId: 'demo_agency', searches: 2, details: 1 },
      { loginId: 'demo_agency_master', searches: 1, details: 0 },
    ]);
  });

  it('shows a sub user and staff only their own searches', async () => {
    const sub = (await call('demo_agency', 'GET', '/usage')).json();
    expect(sub).toMatchObject({ scope: 'own', total: 3, perUser: [{ loginId: 'demo_agency', searches: 2, details: 1 }] });
    const sro = (await call('demo_sro', 'GET', '/usage')).json();
    expect(sro).toMatchObject({ scope: 'own', total: 1, entries: [{ loginId: 'demo_sro', criteria: { name: 'Anjali Kumari' } }] });
  });

  it('limits the log to a period of days in IST', async () => {
    await context.database.db.update(nameSearchLog).set({ occurredAt: new Date('2026-01-10T20:00:00Z') }).where(eq(nameSearchLog.loginId, 'demo_agency_master'));
    // 20:00 UTC on the 10th is 01:30 IST on the 11th.
    const onTheEleventh = (await call('demo_agency_master', 'GET', '/usage?from=2026-01-11&to=2026-01-11')).json();
    expect(onTheEleventh.entries.map((entry: { loginId: string }) => entry.loginId)).toEqual(['demo_agency_master']);
    const onTheTenth = (await call('demo_agency_master', 'GET', '/usage?from=2026-01-10&to=2026-01-10')).json();
    expect(onTheTenth.total).toBe(0);
    const wrongWay = await call('demo_agency_master', 'GET', '/usage?from=2026-01-11&to=2026-01-10');
    expect(wrongWay.statusCode).toBe(400);
    expect(wrongWay.json().error.details).toEqual([{ field: 'query.to', message: VALIDATION_MESSAGES.dateRangeOrder.en }]);
  });

  it('keeps the log for audit: a count per user matches its rows', async () => {
    const [row] = await context.database.db.select({ count: sql<number>`count(*)::int` }).from(nameSearchLog).where(eq(nameSearchLog.masterUserId, masterId));
    expect(row!.count).toBe(4);
  });
});

describe('a name too common to rank every match', () => {
  it('ranks at most the candidate limit and says the search should be narrowed', async () => {
    const parties = Array.from({ length: NAME_SEARCH_CANDIDATE_LIMIT + 5 }, (_, index) =>
      party(index % 2 ? 'claimant' : 'executant', index === 0 ? 'Bhimavarapu Chinnappa' : `Bhimavarapu Chinnappa ${String.fromCharCode(97 + (index % 26))}${index}`.replace(/\d/g, ''), 'భీమవరపు చిన్నప్ప'),
    );
    await registerDocument(context.database.db, ENCRYPTION_KEY, saleDeed('115', '2022-09-09', parties));
    const body = (await search('demo_agency_master', { name: 'Bhimavarapu Chinnappa', pageSize: 50 })).json();
    expect(body).toMatchObject({ total: NAME_SEARCH_CANDIDATE_LIMIT, truncated: true, candidateLimit: NAME_SEARCH_CANDIDATE_LIMIT });
    expect(body.hits).toHaveLength(50);
    const narrowed = (await search('demo_agency_master', { name: 'Bhimavarapu Chinnappa', districtCode: '07' })).json();
    expect(narrowed.truncated).toBe(false);
    expect(narrowed.hits.every((hit: NameSearchHit) => hit.name.en.startsWith('Bhimavarapu') === false)).toBe(true);
  });
});

describe('the index of name pairs', () => {
  const partiesByKeys = async (keys: string[]) =>
    (await context.database.db.select({ id: registerParties.id }).from(registerParties).where(sql`${registerParties.nameKeys} @> ${sql.param(keys)}::text[]`).orderBy(registerParties.id)).map((row) => row.id);
  const partiesByPair = async (keys: string[], pair = searchKeyPairs(keys)[0]!) =>
    (
      await context.database.db
        .select({ id: registerNamePairs.partyId })
        .from(registerNamePairs)
        .where(and(eq(registerNamePairs.pair, pair), sql`${registerNamePairs.nameKeys} @> ${sql.param(keys)}::text[]`))
        .orderBy(registerNamePairs.partyId)
    ).map((row) => row.id);

  it('finds by any pair of a name of two words or more exactly the parties the index of single keys finds', async () => {
    const names = await context.database.db.selectDistinct({ en: registerParties.nameEn, te: registerParties.nameTe }).from(registerParties).orderBy(registerParties.nameEn).limit(60);
    let compared = 0;
    let threeWords = 0;
    for (const name of names.flatMap((each) => [each.en, each.te])) {
      const keys = searchNameKeys(name);
      const pairs = searchKeyPairs(keys);
      if (pairs.length === 0) continue;
      compared += 1;
      if (pairs.length > 1) threeWords += 1;
      const expected = await partiesByKeys(keys);
      expect(expected.length, name).toBeGreaterThan(0);
      // So the search may read whichever pair is rarest: each gives the same parties.
      for (const pair of pairs) expect(await partiesByPair(keys, pair), `${name} by ${pair}`).toEqual(expected);
    }
    expect(compared).toBeGreaterThan(50);
    expect(threeWords).toBeGreaterThan(10);
  });

  it('reads the pair the database counts fewest parties for, and finds by it what the single keys find', async () => {
    await context.database.db.execute(sql`analyze register_name_pairs`);
    const counted = await context.database.statement<{ pair: string; frequency: number }>(
      'test-pair-frequencies',
      `select unnest(most_common_vals::text::text[]) as pair, unnest(most_common_freqs) as frequency from pg_stats where tablename = 'register_name_pairs' and attname = 'pair'`,
      [],
    );
    const frequencies = new Map(counted.map((row) => [row.pair, Number(row.frequency)]));
    expect(frequencies.size).toBeGreaterThan(0);
    // Names whose commonest pair is the one their longest keys make: counted, another pair is read.
    const names = (await context.database.db.selectDistinct({ en: registerParties.nameEn }).from(registerParties).orderBy(registerParties.nameEn).limit(400))
      .map((row) => searchNameKeys(row.en))
      .filter((keys) => {
        const pairs = searchKeyPairs(keys);
        return pairs.length > 1 && rarestKeyPair(pairs, (pair) => frequencies.get(pair)) !== pairs[0];
      })
      .slice(0, 5);
    expect(names.length).toBeGreaterThan(0);
    const read: unknown[] = [];
    // A handle of its own, whose counts are read afresh, that tells which pair each search read.
    const watched: DatabaseHandle = {
      ...context.database,
      statement: (name, text, values) => {
        if (name.startsWith('name-search-candidates')) read.push(values[1]);
        return context.database.statement(name, text, values);
      },
    };
    for (const keys of names) {
      const found = await findCandidateParties(watched, { nameKeys: keys, role: 'any' }, NAME_SEARCH_CANDIDATE_LIMIT + 1);
      expect(read.at(-1)).toBe(rarestKeyPair(searchKeyPairs(keys), (pair) => frequencies.get(pair)));
      expect(found.map((party) => party.id)).toEqual((await partiesByKeys(keys)).slice(0, NAME_SEARCH_CANDIDATE_LIMIT + 1));
    }
  });

  it('follows a party whose name is corrected', async () => {
    const [first] = await context.database.db.select().from(registerParties).where(sql`cardinality(${registerParties.nameKeys}) > 4`).limit(1);
    const before = searchNameKeys(first!.nameEn);
    expect(await partiesByPair(before)).toContain(first!.id);
    const corrected = partyNameKeys('Yerramsetti Padmavathi', 'యర్రంసెట్టి పద్మావతి');
    await context.database.db.update(registerParties).set({ nameEn: 'Yerramsetti Padmavathi', nameTe: 'యర్రంసెట్టి పద్మావతి', nameKeys: [...corrected, ...first!.nameKeys.filter((key) => key.startsWith('@'))] }).where(eq(registerParties.id, first!.id));
    expect(await partiesByPair(before)).not.toContain(first!.id);
    expect(await partiesByPair(searchNameKeys('Padmavathi Yerramsetti'))).toContain(first!.id);
    const [kept] = await context.database.db.select().from(registerNamePairs).where(eq(registerNamePairs.partyId, first!.id)).limit(1);
    expect(kept).toMatchObject({ nameEn: 'Yerramsetti Padmavathi', documentId: first!.documentId, role: first!.role, registeredOn: first!.registeredOn });
  });
});
