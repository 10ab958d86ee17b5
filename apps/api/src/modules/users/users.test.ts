import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verhoeffCheckDigit } from '@igrs/domain';
import { auditLog, users } from '../../db/schema.ts';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';

let context: TestContext;
let admin: string;
let master: string;
beforeAll(async () => {
  context = await createTestContext();
  admin = (await signIn(context.app, 'demo_admin')).token;
  master = (await signIn(context.app, 'demo_agency_master')).token;
});
afterAll(() => context.close());

const AADHAAR = (() => {
  const body = '73456789012';
  return body + verhoeffCheckDigit(body);
})();

function createUser(token: string, payload: Record<string, unknown>, url = '/igrsapi/v1/users', language = 'en') {
  return context.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}`, 'accept-language': language }, payload });
}

const validUser = {
  loginId: 'sro_vijayawada_east',
  loginName: 'K. Lakshmi Prasanna',
  loginType: 'SRO',
  email: 'sro.vja.east@igrs.demo',
  mobile: '9876543210',
  aadhaar: AADHAAR,
  password: 'harbour signal amber',
  jurisdictionCode: '627',
};

describe('creating users (administrator)', () => {
  it('creates a user, storing Aadhaar and mobile encrypted and answering them masked', async () => {
    const response = await createUser(admin, validUser);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      loginId: 'sro_vijayawada_east',
      loginType: 'SRO',
      loginMobile: 'XXXXXX3210',
      loginAadhar: `XXXXXXXX${AADHAAR.slice(-4)}`,
      jurisdictionLevel: 'office',
      jurisdictionCode: '627',
      jurisdictionName: { en: 'SRO VIJAYAWADA', te: 'ఎస్ఆర్ఓ విజయవాడ' },
    });
    const [row] = await context.database.db.select().from(users).where(sql`${users.loginId} = 'sro_vijayawada_east'`);
    expect(row!.aadhaarEncrypted).not.toContain(AADHAAR);
    expect(row!.mobileEncrypted).not.toContain('9876543210');
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(response.body).not.toContain(AADHAAR);
  });

  it('refuses a duplicate login id whatever its letter case, naming the field', async () => {
    const response = await createUser(admin, { ...validUser, loginId: 'SRO_Vijayawada_East' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'LOGIN_ID_TAKEN', details: [{ field: 'body.loginId' }] });
  });

  it('names every invalid field, in Telugu when asked, and stores nothing', async () => {
    const before = await context.database.db.select({ count: sql<number>`count(*)::int` }).from(users);
    const response = await createUser(
      admin,
      { loginId: 'x', loginName: '', loginType: 'KING', email: 'not-an-email', mobile: '12345', aadhaar: '123412341234', password: 'short' },
      '/igrsapi/v1/users',
      'te',
    );
    expect(response.statusCode).toBe(400);
    const fields = response.json().error.details.map((detail: { field: string }) => detail.field);
    expect(fields).toEqual(
      expect.arrayContaining(['body.loginId', 'body.loginName', 'body.loginType', 'body.email', 'body.mobile', 'body.aadhaar', 'body.password']),
    );
    for (const detail of response.json().error.details) expect(detail.message).toMatch(/[\u0C00-\u0C7F]/);
    const after = await context.database.db.select({ count: sql<number>`count(*)::int` }).from(users);
    expect(after[0]!.count).toBe(before[0]!.count);
  });

  it('refuses a common password', async () => {
    const response = await createUser(admin, { ...validUser, loginId: 'sro_two', password: 'iloveyou' });
    expect(response.json().error.details).toEqual([{ field: 'body.password', message: expect.stringContaining('too common') }]);
  });

  it('lists users with masked identifiers and records the creation', async () => {
    const list = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/users', headers: { authorization: `Bearer ${admin}` } });
    const created = list.json().users.find((user: { loginId: string }) => user.loginId === 'sro_vijayawada_east');
    expect(created.loginAadhar).toMatch(/^X{8}\d{4}$/);
    const audit = await context.database.db.select().from(auditLog).where(sql`${auditLog.event} = 'user.created'`);
    expect(audit.some((row) => row.details.createdLoginId === 'sro_vijayawada_east')).toBe(true);
  });

  it('lets the new user sign in, the sign-in record naming its office', async () => {
    const session = await signIn(context.app, 'sro_vijayawada_east', validUser.password);
    expect(session.body).toMatchObject({ loginType: 'SRO', jurisdictionLevel: 'office', jurisdictionCode: '627' });
  });

  it('gives every account a real place at its login type\'s level', async () => {
    const unplaced = await createUser(admin, { ...validUser, loginId: 'place_sro_none', loginType: 'SRO', jurisdictionCode: '' });
    expect(unplaced.statusCode).toBe(400);
    expect(unplaced.json().error.details).toEqual([{ field: 'body.jurisdictionCode', message: 'Choose the office, district or zone this account belongs to.' }]);
    for (const [jurisdictionCode, loginType] of [
      ['9999', 'SRO'],
      ['1701', 'SRO'],
      ['07', 'SRO'],
      ['701', 'DR'],
      ['GNT', 'DR'],
    ] as const) {
      const response = await createUser(admin, { ...validUser, loginId: `place_${loginType}_${jurisdictionCode || 'none'}`, loginType, jurisdictionCode });
      expect(response.statusCode, `${loginType} at '${jurisdictionCode}'`).toBe(403);
      expect(response.json().error).toMatchObject({ code: 'OUTSIDE_JURISDICTION', details: [{ field: 'body.jurisdictionCode' }] });
    }
    const dr = await createUser(admin, { ...validUser, loginId: 'dr_guntur', loginType: 'DR', jurisdictionCode: '07' });
    expect(dr.json()).toMatchObject({ jurisdictionLevel: 'district', jurisdictionCode: '07', jurisdictionName: { en: 'Guntur district' } });
    const cig = await createUser(admin, { ...validUser, loginId: 'cig_second', loginType: 'CIG', jurisdictionCode: '' });
    expect(cig.json()).toMatchObject({ jurisdictionLevel: 'state', jurisdictionCode: 'AP' });
  });

  it('refuses to sign in an account that has no office yet, saying why', async () => {
    await context.database.db.update(users).set({ jurisdictionCode: '' }).where(sql`${users.loginId} = 'dr_guntur'`);
    await expect(signIn(context.app, 'dr_guntur', validUser.password)).rejects.toThrow(/403 .*ACCOUNT_HAS_NO_OFFICE/);
  });
});

describe('sub users (master agency)', () => {
  it('creates a non-master agency user under the master and lists only its own', async () => {
    const subUser = { loginId: 'bank_branch_guntur', loginName: 'Andhra Bank, Guntur Branch', email: '', mobile: validUser.mobile, aadhaar: '', password: validUser.password };
    const response = await createUser(master, subUser, '/igrsapi/v1/users/sub-users');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ loginType: 'AGENCY', isMasterUser: 'N' });
    const list = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/users/sub-users', headers: { authorization: `Bearer ${master}` } });
    const loginIds = list.json().users.map((user: { loginId: string }) => user.loginId);
    expect(loginIds).toContain('bank_branch_guntur');
    expect(loginIds).toContain('demo_agency');
    expect(loginIds).not.toContain('sro_vijayawada_east');
    const session = await signIn(context.app, 'bank_branch_guntur', validUser.password);
    const menu = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/users/menu', headers: { authorization: `Bearer ${session.token}` } });
    expect(menu.json().menu.map((item: { title: { en: string } }) => item.title.en)).toEqual(['Name Search']);
  });
});
