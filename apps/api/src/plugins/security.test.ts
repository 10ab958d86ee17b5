import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { CONTENT_SECURITY_POLICY, securityHeaders } from './security.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const expectSecurityHeaders = (headers: Record<string, unknown>) => {
  expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
};

describe('security headers', () => {
  it('are helmet’s own for the portal’s policy, worked out once', () => {
    const headers = securityHeaders();
    expect(headers['content-security-policy']).toContain(`script-src ${CONTENT_SECURITY_POLICY.scriptSrc.join(' ')}`);
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
    expect(headers['x-frame-options']).toBe('DENY');
  });

  it('go with every answer: served, refused by the access check, and not found', async () => {
    const served = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/health' });
    expect(served.statusCode).toBe(200);
    expectSecurityHeaders(served.headers);

    const unauthenticated = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/name-search/usage' });
    expect(unauthenticated.statusCode).toBe(401);
    expectSecurityHeaders(unauthenticated.headers);

    const missing = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/no-such-route' });
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing.headers);
  });
});

describe('the request rate per address', () => {
  it('counts anonymous callers, never a payment gateway’s notices or a partner system’s calls', async () => {
    const limited = await createTestContext({ RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const fromBank = { remoteAddress: '198.51.100.40' };
      for (let notice = 0; notice < 4; notice += 1) {
        const answer = await limited.app.inject({ method: 'POST', url: '/igrsapi/v1/payments/notices/sandbox', headers: { 'content-type': 'application/json' }, payload: '{"orderId":"forged"}', ...fromBank });
        expect(answer.json().error.code).toBe('PAYMENT_NOTICE_REFUSED');
        expect((await limited.app.inject({ method: 'GET', url: '/igrsapi/v1/land-records/mutations', ...fromBank })).statusCode).toBe(401);
      }
      const anonymous = [];
      for (let call = 0; call < 3; call += 1) anonymous.push((await limited.app.inject({ method: 'GET', url: '/igrsapi/v1/health', ...fromBank })).statusCode);
      expect(anonymous).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
