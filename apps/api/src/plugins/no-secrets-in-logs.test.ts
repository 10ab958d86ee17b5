import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verhoeffCheckDigit } from '@igrs/domain';
import { auditLog } from '../db/schema.ts';
import { TEST_CAPTCHA_ANSWER, createTestContext, signIn, type TestContext } from '../test/harness.ts';

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

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ LOG_LEVEL: 'trace' }, undefined, logStream);
});
afterAll(() => context.close());

describe('logs and the audit trail', () => {
  it('never hold a password, token, captcha answer, Aadhaar or PAN', async () => {
    const admin = await signIn(context.app, 'demo_admin');
    await context.app.inject({
      method: 'POST',
      url: '/igrsapi/v1/users',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { loginId: 'marker_user', loginName: `PAN ${MARKER_PAN}`, loginType: 'DR', mobile: '9123456789', aadhaar: MARKER_AADHAAR, password: MARKER_PASSWORD },
    });
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

    const audit = JSON.stringify(await context.database.db.select().from(auditLog));
    const logs = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(10);
    expect(audit).toContain('marker_user');
    const secrets = [MARKER_PASSWORD, TEST_CAPTCHA_ANSWER, MARKER_AADHAAR, admin.token, user.token, user.refreshCookie, refreshed.json().data.token];
    for (const secret of secrets) {
      expect(logs, 'log').not.toContain(secret);
      expect(audit, 'audit').not.toContain(secret);
    }
    expect(audit).not.toContain(MARKER_PAN);
    expect(logs).not.toContain(MARKER_PAN);
  });
});
