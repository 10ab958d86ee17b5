import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OFFICE, toYearMonthDay, verhoeffCheckDigit } from '@igrs/domain';
import { auditLog, villages } from '../db/schema.ts';
import { TEST_CAPTCHA_ANSWER, createTestContext, signIn, type TestContext } from '../test/harness.ts';
import { FIXTURE_AADHAAR, FIXTURE_PAN, FIXTURE_PHONE, presentedSaleDeed } from '../test/register-fixtures.ts';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

const MARKER_PASSWORD = 'Marker-Pass-Phrase-4471';
const MARKER_AADHAAR = (() => {
  const body = '86420864208';
  return body + verhoeffCheckDigit(body);
})();
const MARKER_PAN = 'MRKPN4471Q';
const MARKER_MOBILE = '9000471147';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ LOG_LEVEL: 'trace' }, undefined, logStream);
});
afterAll(() => context.close());

describe('logs and the audit trail', () => {
  it('never hold a password, token, captcha answer, sign-in code, Aadhaar, PAN, mobile number or party name', async () => {
    const admin = await signIn(context.app, 'demo_admin');
    const created = await context.app.inject({
      method: 'POST',
      url: '/igrsapi/v1/users',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { loginId: 'marker_user', loginName: `PAN ${MARKER_PAN}`, loginType: 'DR', jurisdictionCode: '07', mobile: '9123456789', aadhaar: MARKER_AADHAAR, password: MARKER_PASSWORD },
    });
    expect(created.statusCode, created.body).toBe(201);
    const failed = await signIn(context.app, 'marker_user', `${MARKER_PASSWORD}-wrong`).catch((error: Error) => error);
    expect(failed).toBeInstanceOf(Error);
    const user = await signIn(context.app, 'marker_user', MARKER_PASSWORD);
    const refreshed = await context.app.inject({
      method: 'GET',
      url: '/igrsapi/v1/users/token/',
      headers: { authorization: `Bearer ${user.token}` },
      cookies: { igrs_refresh: user.refreshCookie },
    });
    await context.app.inject({
      method: 'POST',
      url: '/igrsapi/v1/users/password',
      headers: { authorization: `Bearer ${refreshed.json().data.token}` },
      payload: { currentPassword: MARKER_PASSWORD, newPassword: `${MARKER_PASSWORD}-new`, confirmPassword: `${MARKER_PASSWORD}-new` },
    });
    await context.app.inject({ method: 'POST', url: '/igrsapi/v1/users/logout', headers: { authorization: `Bearer ${refreshed.json().data.token}` } });

    // A registration with the parties' identity numbers, and an EC search that shows them masked.
    const sro = await signIn(context.app, 'demo_sro');
    const [village] = await context.database.db.select({ code: villages.code, localBodyTypeCode: villages.localBodyTypeCode }).from(villages).where(eq(villages.kind, 'rural')).limit(1);
    const deed = presentedSaleDeed({ code: village!.code, sroCode: DEMO_OFFICE, localBodyTypeCode: village!.localBodyTypeCode });
    const registered = await context.app.inject({ method: 'POST', url: '/igrsapi/v1/register/documents', headers: { authorization: `Bearer ${sro.token}` }, payload: deed });
    expect(registered.statusCode, registered.body).toBe(201);
    const again = await context.app.inject({ method: 'POST', url: '/igrsapi/v1/register/documents', headers: { authorization: `Bearer ${sro.token}` }, payload: { ...deed, executedOn: '1999-01-01' } });
    expect(again.statusCode).toBe(400);
    const { documentNumber, year } = registered.json<{ documentNumber: number; year: number }>();
    const ec = await context.app.inject({
      method: 'POST',
      url: '/igrsapi/v1/ec/search',
      headers: { authorization: `Bearer ${sro.token}` },
      payload: { searchBy: 'document', sroCode: DEMO_OFFICE, documentNumber, year, fromDate: `${year}-01-01`, toDate: toYearMonthDay(new Date()) },
    });
    expect(ec.statusCode, ec.body).toBe(200);
    // A citizen's sign-in code to a mobile number.
    const citizenCaptcha = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/captcha' });
    const sent = await context.app.inject({
      method: 'POST',
      url: '/igrsapi/v1/citizens/sign-in-code',
      payload: { mobile: MARKER_MOBILE, captchaId: citizenCaptcha.json().captchaId, captchaText: TEST_CAPTCHA_ANSWER },
    });
    expect(sent.statusCode).toBe(202);
    const outbox = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/notifications/outbox' });
    const code = /(\d{6}) is your IGRS AP sign-in code/.exec(outbox.json().messages[0].text)![1]!;
    const citizen = await context.app.inject({ method: 'POST', url: '/igrsapi/v1/citizens/sessions', payload: { mobile: MARKER_MOBILE, code } });
    expect(citizen.statusCode).toBe(201);

    const audit = JSON.stringify(await context.database.db.select().from(auditLog));
    const logs = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(10);
    expect(audit).toContain('marker_user');
    const secrets = [
      MARKER_PASSWORD,
      TEST_CAPTCHA_ANSWER,
      MARKER_AADHAAR,
      admin.token,
      user.token,
      user.refreshCookie,
      refreshed.json().data.token,
      sro.token,
      FIXTURE_AADHAAR,
      FIXTURE_PAN,
      FIXTURE_PHONE,
      'Kommareddy',
      MARKER_MOBILE,
      code,
      citizen.json().token,
    ];
    for (const secret of secrets) {
      expect(logs, 'log').not.toContain(secret);
      expect(audit, 'audit').not.toContain(secret);
    }
    expect(audit).not.toContain(MARKER_PAN);
    expect(logs).not.toContain(MARKER_PAN);
  });
});
